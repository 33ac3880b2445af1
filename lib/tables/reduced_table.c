/* The reduced table (every level kept) and the reduced census (three levels). */
#include <string.h>

#include "memory.h"
#include "reduced_engine.h"
#include "stats.h"
#include "util/alloc.h"
#include "util/export.h"

#define START_BITS 4

struct cg_reduced_table {
    uint32_t nmax;
    reduced_level *levels;   /* nmax + 1 */
    cg_census *census;
};

static uint64_t total_positions(uint32_t nmax)
{
    uint64_t total = 0;
    for (uint32_t n = 0; n <= nmax; n++)
        total += reduced_positions(n);
    return total;
}

CG_EXPORT int cg_reduced_table_memory(uint32_t nmax, uint64_t *bytes)
{
    if (bytes == NULL)
        return CG_EINVAL;
    if (nmax > CG_REDUCED_TABLE_MAX_HEAPS)
        return CG_ERANGE;
    uint64_t b = 0;
    for (uint32_t n = 0; n <= nmax; n++)
        b += reduced_level_bytes(n, START_BITS) + sizeof(rank_table);
    *bytes = b;
    return CG_OK;
}

CG_EXPORT int cg_reduced_census_memory(uint32_t nmax, uint64_t *bytes)
{
    if (bytes == NULL)
        return CG_EINVAL;
    if (nmax > CG_REDUCED_TABLE_MAX_HEAPS)
        return CG_ERANGE;
    uint64_t peak = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t b = (n < nmax ? reduced_level_bytes(n, START_BITS) : 0) + 3 * sizeof(rank_table);
        if (n >= 1)
            b += reduced_level_bytes(n - 1, START_BITS);
        if (n >= 2)
            b += reduced_level_bytes(n - 2, START_BITS);
        if (b > peak)
            peak = b;
    }
    *bytes = peak;
    return CG_OK;
}

static int widen_all(reduced_level *levels, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        int rc = reduced_level_widen(&levels[i]);
        if (rc != CG_OK)
            return rc;
    }
    return CG_OK;
}

/* Compute level n into cur; on a value above 15, widen everything to 8 bits and redo. */
static int compute(reduced_level *cur, uint32_t n, int store, const reduced_level *l1,
                   const reduced_level *l2, reduced_level *levels, size_t nlevels,
                   unsigned *bits, unsigned threads, cgu_progress *prog, level_stats *stats)
{
    uint64_t done_before = prog->done;
    for (;;) {
        int rc = reduced_level_init(cur, n, store ? *bits : 0);
        if (rc != CG_OK)
            return rc;
        rc = reduced_compute_level(cur, l1, l2, threads, prog, stats);
        if (rc != REDUCED_OVERFLOW)
            return rc;
        reduced_level_free(cur);
        if (*bits == 8)
            return CG_ERANGE;   /* cannot happen: values are at most n <= 30 */
        *bits = 8;
        rc = widen_all(levels, nlevels);
        if (rc != CG_OK)
            return rc;
        prog->done = done_before;
    }
}

CG_EXPORT int cg_reduced_table_build(uint32_t nmax, unsigned threads, cg_progress_fn progress,
                                     void *user_data, cg_reduced_table **out)
{
    if (out == NULL)
        return CG_EINVAL;
    uint64_t bytes;
    int rc = cg_reduced_table_memory(nmax, &bytes);
    if (rc == CG_OK)
        rc = tables_check_memory(bytes, 0);
    if (rc != CG_OK)
        return rc;
    cg_reduced_table *t = cgu_calloc(1, sizeof *t);
    if (t == NULL)
        return CG_ENOMEM;
    t->nmax = nmax;
    t->levels = cgu_calloc((size_t)nmax + 1, sizeof *t->levels);
    rc = t->levels == NULL ? CG_ENOMEM : census_new(TABLES_REDUCED, nmax, &t->census);
    cgu_progress prog = { progress, user_data, 0, total_positions(nmax), 1 };
    if (rc == CG_OK)
        rc = cgu_progress_report(&prog);
    unsigned bits = START_BITS;
    for (uint32_t n = 0; rc == CG_OK && n <= nmax; n++) {
        rc = compute(&t->levels[n], n, 1, n >= 1 ? &t->levels[n - 1] : NULL,
                     n >= 2 ? &t->levels[n - 2] : NULL, t->levels, n, &bits, threads, &prog,
                     &t->census->levels[n]);
    }
    if (rc == CG_OK) {
        prog.done = prog.total;
        rc = cgu_progress_report(&prog);
    }
    if (rc != CG_OK) {
        cg_reduced_table_free(t);
        return rc;
    }
    *out = t;
    return CG_OK;
}

CG_EXPORT void cg_reduced_table_free(cg_reduced_table *t)
{
    if (t == NULL)
        return;
    for (uint32_t n = 0; t->levels != NULL && n <= t->nmax; n++)
        reduced_level_free(&t->levels[n]);
    cgu_free(t->levels);
    cg_census_free(t->census);
    cgu_free(t);
}

CG_EXPORT uint32_t cg_reduced_table_nmax(const cg_reduced_table *t)
{
    return t != NULL ? t->nmax : 0;
}

CG_EXPORT int cg_reduced_table_grundy(const cg_reduced_table *t, const cg_position *p, uint32_t *g)
{
    if (t == NULL || p == NULL || g == NULL)
        return CG_EINVAL;
    cg_position *r;
    int rc = cg_position_reduce(p, &r);
    if (rc != CG_OK)
        return rc;
    size_t n = cg_position_size(r);
    if (n > t->nmax) {
        cg_position_free(r);
        return CG_ERANGE;
    }
    uint8_t a[RANK_MAX + 2];
    for (size_t k = 1; k <= n; k++)
        a[k] = (uint8_t)cg_position_heap(r, k - 1);
    cg_position_free(r);
    const reduced_level *lv = &t->levels[n];
    *g = reduced_level_value(lv, rank_of(lv->rank, a));
    return CG_OK;
}

CG_EXPORT int cg_reduced_table_histogram(const cg_reduced_table *t, uint32_t n, uint64_t *counts,
                                         size_t ncounts)
{
    if (t == NULL)
        return CG_EINVAL;
    return cg_census_histogram(t->census, n, counts, ncounts);
}

CG_EXPORT int cg_reduced_census(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                                cg_progress_fn progress, void *user_data, cg_census **out)
{
    if (out == NULL)
        return CG_EINVAL;
    uint64_t bytes;
    int rc = cg_reduced_census_memory(nmax, &bytes);
    if (rc == CG_OK)
        rc = tables_check_memory(bytes, max_bytes);
    if (rc != CG_OK)
        return rc;
    cg_census *c;
    rc = census_new(TABLES_REDUCED, nmax, &c);
    if (rc != CG_OK)
        return rc;
    reduced_level ring[3];
    memset(ring, 0, sizeof ring);
    cgu_progress prog = { progress, user_data, 0, total_positions(nmax), 1 };
    rc = cgu_progress_report(&prog);
    unsigned bits = START_BITS;
    for (uint32_t n = 0; rc == CG_OK && n <= nmax; n++) {
        reduced_level *cur = &ring[n % 3];
        reduced_level_free(cur);   /* level n-3 is no longer needed */
        rc = compute(cur, n, n < nmax, n >= 1 ? &ring[(n - 1) % 3] : NULL,
                     n >= 2 ? &ring[(n - 2) % 3] : NULL, ring, 3, &bits, threads, &prog,
                     &c->levels[n]);
    }
    for (int i = 0; i < 3; i++)
        reduced_level_free(&ring[i]);
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
