/* The strict table (every level kept) and the strict census (three levels). */
#include <string.h>

#include "memory.h"
#include "stats.h"
#include "strict_engine.h"
#include "util/alloc.h"
#include "util/export.h"

/* Values fit in 2 bits as far as anyone has computed (the Grundy Value
 * Conjecture); the engine widens when they do not. */
#define START_PLANES 2

struct cg_strict_table {
    uint32_t nmax;
    strict_level *levels;   /* nmax + 1 */
    cg_census *census;      /* per-level statistics */
};

static uint64_t total_positions(uint32_t nmax)
{
    uint64_t total = 0;
    for (uint32_t n = 0; n <= nmax; n++)
        total += strict_positions(n);
    return total;
}

CG_EXPORT int cg_strict_table_memory(uint32_t nmax, uint64_t *bytes)
{
    if (bytes == NULL)
        return CG_EINVAL;
    if (nmax > CG_STRICT_TABLE_MAX_HEAPS)
        return CG_ERANGE;
    uint64_t b = 0;
    for (uint32_t n = 0; n <= nmax; n++)
        b += strict_level_bytes(n, START_PLANES);
    *bytes = b;
    return CG_OK;
}

CG_EXPORT int cg_strict_census_memory(uint32_t nmax, uint64_t *bytes)
{
    if (bytes == NULL)
        return CG_EINVAL;
    if (nmax > CG_STRICT_TABLE_MAX_HEAPS)
        return CG_ERANGE;
    /* While level n is computed, levels n-1 and n-2 are held, and level n too
     * unless it is the last; the peak is the largest such sum. */
    uint64_t peak = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t b = n < nmax ? strict_level_bytes(n, START_PLANES) : 0;
        if (n >= 1)
            b += strict_level_bytes(n - 1, START_PLANES);
        if (n >= 2)
            b += strict_level_bytes(n - 2, START_PLANES);
        if (b > peak)
            peak = b;
    }
    *bytes = peak;
    return CG_OK;
}

/* Widen every stored level to `planes`. */
static int widen_all(strict_level *levels, size_t count, unsigned planes)
{
    for (size_t i = 0; i < count; i++) {
        if (levels[i].planes > 0) {
            int rc = strict_level_widen(&levels[i], planes);
            if (rc != CG_OK)
                return rc;
        }
    }
    return CG_OK;
}

/*
 * Compute level n into cur (stored when `store`), from lower (levels n-1, n-2,
 * NULL where absent), widening `levels` (every stored level) on overflow.
 */
static int compute(strict_level *cur, int store, const strict_level *l1, const strict_level *l2,
                   strict_level *levels, size_t nlevels, unsigned *planes, unsigned threads,
                   cgu_progress *prog, level_stats *stats)
{
    uint64_t done_before = prog->done;
    for (;;) {
        int rc = strict_level_init(cur, cur->n, store ? *planes : 0);
        if (rc != CG_OK)
            return rc;
        rc = strict_compute_level(cur, l1, l2, *planes, threads, prog, stats);
        if (rc != STRICT_OVERFLOW)
            return rc;
        /* A Grundy value of 2^planes or more: add a plane everywhere and redo. */
        strict_level_free(cur);
        if (*planes == STRICT_MAX_PLANES)
            return CG_ERANGE;
        (*planes)++;
        rc = widen_all(levels, nlevels, *planes);
        if (rc != CG_OK)
            return rc;
        prog->done = done_before;
    }
}

CG_EXPORT int cg_strict_table_build(uint32_t nmax, unsigned threads, cg_progress_fn progress,
                                    void *user_data, cg_strict_table **out)
{
    if (out == NULL)
        return CG_EINVAL;
    uint64_t bytes;
    int rc = cg_strict_table_memory(nmax, &bytes);
    if (rc == CG_OK)
        rc = tables_check_memory(bytes, 0);
    if (rc != CG_OK)
        return rc;
    cg_strict_table *t = cgu_calloc(1, sizeof *t);
    if (t == NULL)
        return CG_ENOMEM;
    t->nmax = nmax;
    t->levels = cgu_calloc((size_t)nmax + 1, sizeof *t->levels);
    rc = t->levels == NULL ? CG_ENOMEM : census_new(TABLES_STRICT, nmax, &t->census);
    cgu_progress prog = { progress, user_data, 0, total_positions(nmax), 1 };
    if (rc == CG_OK)
        rc = cgu_progress_report(&prog);
    unsigned planes = START_PLANES;
    for (uint32_t n = 0; rc == CG_OK && n <= nmax; n++) {
        t->levels[n].n = n;
        rc = compute(&t->levels[n], 1, n >= 1 ? &t->levels[n - 1] : NULL,
                     n >= 2 ? &t->levels[n - 2] : NULL, t->levels, n, &planes, threads,
                     &prog, &t->census->levels[n]);
    }
    if (rc == CG_OK) {
        prog.done = prog.total;
        rc = cgu_progress_report(&prog);
    }
    if (rc != CG_OK) {
        cg_strict_table_free(t);
        return rc;
    }
    *out = t;
    return CG_OK;
}

CG_EXPORT void cg_strict_table_free(cg_strict_table *t)
{
    if (t == NULL)
        return;
    for (uint32_t n = 0; t->levels != NULL && n <= t->nmax; n++)
        strict_level_free(&t->levels[n]);
    cgu_free(t->levels);
    cg_census_free(t->census);
    cgu_free(t);
}

CG_EXPORT uint32_t cg_strict_table_nmax(const cg_strict_table *t)
{
    return t != NULL ? t->nmax : 0;
}

CG_EXPORT int cg_strict_table_grundy(const cg_strict_table *t, const cg_position *p, uint32_t *g)
{
    if (t == NULL || p == NULL || g == NULL)
        return CG_EINVAL;
    uint32_t n;
    uint64_t index;
    int rc = strict_index_of(p, t->nmax, &n, &index);
    if (rc != CG_OK)
        return rc;
    *g = strict_level_value(&t->levels[n], index);
    return CG_OK;
}

CG_EXPORT int cg_strict_table_histogram(const cg_strict_table *t, uint32_t n, uint64_t *counts,
                                        size_t ncounts)
{
    if (t == NULL)
        return CG_EINVAL;
    return cg_census_histogram(t->census, n, counts, ncounts);
}

CG_EXPORT int cg_strict_census(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                               cg_progress_fn progress, void *user_data, cg_census **out)
{
    if (out == NULL)
        return CG_EINVAL;
    uint64_t bytes;
    int rc = cg_strict_census_memory(nmax, &bytes);
    if (rc == CG_OK)
        rc = tables_check_memory(bytes, max_bytes);
    if (rc != CG_OK)
        return rc;
    cg_census *c;
    rc = census_new(TABLES_STRICT, nmax, &c);
    if (rc != CG_OK)
        return rc;
    /* A ring of three levels: n-2, n-1 and n (n stored unless it is the last). */
    strict_level ring[3];
    memset(ring, 0, sizeof ring);
    cgu_progress prog = { progress, user_data, 0, total_positions(nmax), 1 };
    rc = cgu_progress_report(&prog);
    unsigned planes = START_PLANES;
    for (uint32_t n = 0; rc == CG_OK && n <= nmax; n++) {
        strict_level *cur = &ring[n % 3];
        strict_level_free(cur);   /* level n-3 is no longer needed */
        cur->n = n;
        rc = compute(cur, n < nmax, n >= 1 ? &ring[(n - 1) % 3] : NULL,
                     n >= 2 ? &ring[(n - 2) % 3] : NULL, ring, 3, &planes, threads, &prog,
                     &c->levels[n]);
    }
    for (int i = 0; i < 3; i++)
        strict_level_free(&ring[i]);
    if (rc == CG_OK) {
        prog.done = prog.total;
        rc = cgu_progress_report(&prog);
    }
    if (rc != CG_OK) {
        cg_census_free(c);
        return rc;
    }
    *out = c;
    return CG_OK;
}
