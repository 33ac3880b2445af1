/* The replicated census (replicated.h). */
#include "replicated.h"

#include "share.h"
#include "tables/level_driver.h"
#include "util/alloc.h"

static void *level_at(const mpi_engine *e, void *ring, uint32_t n)
{
    return (char *)ring + (size_t)(n % 3) * e->size;
}

/* Widen the stored levels below the one being computed. */
static int widen_below(const mpi_engine *e, void *ring, uint32_t n, unsigned width)
{
    int rc = CG_OK;
    if (n >= 1)
        rc = e->widen(level_at(e, ring, n - 1), width);
    if (rc == CG_OK && n >= 2)
        rc = e->widen(level_at(e, ring, n - 2), width);
    return rc;
}

/*
 * This rank's share of level n into cur, as the threaded driver computes a
 * level: when a value does not fit *width on any rank, every rank widens the
 * levels below and computes its share again (the ranks agree on the status,
 * so they all take the same path). The agreed status.
 */
static int compute_share(const mpi_engine *e, mpi_world *w, void *ring, uint32_t n, int store,
                         unsigned *width, unsigned threads, level_stats *stats)
{
    void *cur = level_at(e, ring, n);
    const void *l1 = n >= 1 ? level_at(e, ring, n - 1) : NULL;
    const void *l2 = n >= 2 ? level_at(e, ring, n - 2) : NULL;
    uint64_t items = e->items(n), begin = 0, end = 0;
    if (items > 0)
        share_of(items, e->align, w->ranks, w->rank, &begin, &end);
    for (;;) {
        int rc = e->init(cur, n, store ? *width : 0);
        if (rc == CG_OK)
            rc = e->compute(cur, l1, l2, *width, threads, stats, begin, end);
        rc = world_agree(w, rc);
        if (rc != LEVEL_OVERFLOW)
            return rc;
        stats_clear(stats);
        e->free(cur);
        if (*width == e->max_width)
            return CG_ERANGE;
        *width = e->wider(*width);
        rc = world_agree(w, widen_below(e, ring, n, *width));
        if (rc != CG_OK)
            return rc;
    }
}

/* Every rank's share of level n's stored arrays, onto every rank. */
static void assemble(const mpi_engine *e, mpi_world *w, void *cur, uint64_t items,
                     uint64_t *off)
{
    uint8_t *array[ENGINE_MAX_ARRAYS];
    unsigned count = e->arrays(cur, array);
    for (int r = 0; r < w->ranks; r++) {
        uint64_t begin, end, first, last;
        share_of(items, e->align, w->ranks, r, &begin, &end);
        e->bytes_of(cur, begin, end, &first, &last);
        off[r] = first;
        off[r + 1] = last;   /* the next share's first, or the array's end */
    }
    for (unsigned i = 0; i < count; i++)
        world_allgather(w, array[i], off);
}

int replicated_census(const mpi_engine *e, mpi_world *w, uint32_t nmax, unsigned threads,
                      cg_census **out)
{
    *out = NULL;
    cg_census *census = NULL;
    void *ring = cgu_calloc(3, e->size);
    uint64_t *off = cgu_calloc((size_t)w->ranks + 1, sizeof *off);
    int rc = ring != NULL && off != NULL ? CG_OK : CG_ENOMEM;
    if (rc == CG_OK && w->rank == 0)
        rc = census_new(e->kind, nmax, &census);
    rc = world_agree(w, rc);
    unsigned width = e->start_width;
    for (uint32_t n = 0; rc == CG_OK && n <= nmax; n++) {
        level_stats stats = { 0 };
        e->free(level_at(e, ring, n));   /* level n-3 is no longer needed */
        /* The last level is not stored: nothing reads it. */
        int store = n < nmax;
        rc = compute_share(e, w, ring, n, store, &width, threads, &stats);
        uint64_t items = e->items(n);
        if (rc == CG_OK && store && items > 0)
            assemble(e, w, level_at(e, ring, n), items, off);
        /* A level computed whole on every rank is counted once, from rank 0. */
        if (items == 0 && w->rank != 0)
            stats_clear(&stats);
        if (rc == CG_OK)
            rc = world_reduce_stats(w, e->kind, &stats, census != NULL ? &census->levels[n] : NULL);
        stats_clear(&stats);
        /* Next phase: the per-rank checkpoint of level n goes here. */
    }
    for (uint32_t i = 0; ring != NULL && i < 3; i++)
        e->free(level_at(e, ring, i));
    cgu_free(ring);
    cgu_free(off);
    if (rc != CG_OK) {
        cg_census_free(census);
        return rc;
    }
    *out = census;
    return CG_OK;
}
