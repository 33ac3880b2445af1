/* The level-by-level driver of the strict and reduced engines (level_driver.h). */
#include "level_driver.h"

#include "checkpoint.h"

#include <cookiegame/common.h>

#include "util/alloc.h"

/* Level i of an array of the engine's level structs. */
static void *level_at(const tables_level_ops *ops, void *levels, size_t i)
{
    return (char *)levels + i * ops->size;
}

uint64_t tables_levels_table_bytes(const tables_level_ops *ops, uint32_t nmax)
{
    uint64_t b = 0;
    for (uint32_t n = 0; n <= nmax; n++)
        b += ops->bytes(n, ops->start_width) + ops->level_extra;
    return b;
}

/* Whether a census to nmax computes its last two levels with ops->last_two. */
static int uses_last_two(const tables_level_ops *ops, uint32_t nmax,
                         const struct tables_checkpoint *ck)
{
    return ops->last_two != NULL && ck == NULL && nmax >= ops->last_two_min;
}

/* The peak of the ring of three levels over levels 0..ring_to of a census to
 * nmax: while level n is computed, levels n-1 and n-2 are held, and level n
 * too unless it is the last. */
static uint64_t ring_bytes(const tables_level_ops *ops, uint32_t nmax, uint32_t ring_to)
{
    uint64_t peak = 0;
    for (uint32_t n = 0; n <= ring_to; n++) {
        uint64_t b = (n < nmax ? ops->bytes(n, ops->start_width) : 0) + ops->census_extra;
        if (n >= 1)
            b += ops->bytes(n - 1, ops->start_width);
        if (n >= 2)
            b += ops->bytes(n - 2, ops->start_width);
        if (b > peak)
            peak = b;
    }
    return peak;
}

uint64_t tables_levels_ring_bytes(const tables_level_ops *ops, uint32_t nmax)
{
    return ring_bytes(ops, nmax, nmax);
}

uint64_t tables_levels_census_bytes(const tables_level_ops *ops, uint32_t nmax)
{
    if (!uses_last_two(ops, nmax, NULL))
        return ring_bytes(ops, nmax, nmax);
    uint64_t last_two = ops->last_two_bytes(nmax, ops->start_width) + ops->census_extra;
    uint64_t ring = ring_bytes(ops, nmax, nmax - 2);
    return last_two > ring ? last_two : ring;
}

uint64_t tables_levels_positions(const tables_level_ops *ops, uint32_t nmax)
{
    uint64_t total = 0;
    for (uint32_t n = 0; n <= nmax; n++)
        total += ops->positions(n);
    return total;
}

/*
 * Compute level n into cur (values stored when `store`), from l1 and l2,
 * widening the stored levels levels[0..nlevels) and redoing the level when a
 * value does not fit *width.
 */
static int compute(const tables_level_ops *ops, void *cur, uint32_t n, int store, const void *l1,
                   const void *l2, void *levels, size_t nlevels, unsigned *width, unsigned threads,
                   cgu_progress *prog, tables_level_stats *stats)
{
    uint64_t done_before = prog->done;
    for (;;) {
        int rc = ops->init(cur, n, store ? *width : 0);
        if (rc != CG_OK)
            return rc;
        rc = ops->compute(cur, l1, l2, *width, threads, prog, stats);
        if (rc != LEVEL_OVERFLOW)
            return rc;
        ops->free(cur);
        if (*width == ops->max_width)
            return CG_ERANGE;
        *width = ops->wider(*width);
        for (size_t i = 0; i < nlevels; i++)
            if ((rc = ops->widen(level_at(ops, levels, i), *width)) != CG_OK)
                return rc;
        prog->done = done_before;
    }
}

/* The progress report that closes a successful run. */
static int finish(cgu_progress *prog)
{
    prog->done = prog->total;
    return cgu_progress_report(prog);
}

int tables_levels_build(const tables_level_ops *ops, uint32_t nmax, unsigned threads,
                        cgu_progress *prog, void *levels, cg_census *census)
{
    int rc = cgu_progress_report(prog);
    unsigned width = ops->start_width;
    for (uint32_t n = 0; rc == CG_OK && n <= nmax; n++)
        rc = compute(ops, level_at(ops, levels, n), n, 1,
                     n >= 1 ? level_at(ops, levels, n - 1) : NULL,
                     n >= 2 ? level_at(ops, levels, n - 2) : NULL, levels, n, &width, threads,
                     prog, &census->levels[n]);
    return rc == CG_OK ? finish(prog) : rc;
}

int tables_levels_census(const tables_level_ops *ops, uint32_t nmax, unsigned threads,
                         cgu_progress *prog, struct tables_checkpoint *ck, cg_census *census)
{
    /* A ring of three levels: n-2, n-1 and n (n stored unless it is the last). */
    void *ring = cgu_calloc(3, ops->size);
    if (ring == NULL)
        return CG_ENOMEM;
    unsigned width = ops->start_width;
    uint32_t start = 0;
    int rc = ck != NULL ? tables_ckpt_resume(ck, ops, nmax, ring, census, &start, &width) : CG_OK;
    for (uint32_t n = 0; rc == CG_OK && n < start; n++)
        prog->done += ops->positions(n);   /* the levels resumed count as done */
    if (rc == CG_OK)
        rc = cgu_progress_report(prog);
    uint32_t ring_to = uses_last_two(ops, nmax, ck) ? nmax - 2 : nmax;
    for (uint32_t n = start; rc == CG_OK && n <= ring_to; n++) {
        void *cur = level_at(ops, ring, n % 3);
        ops->free(cur);   /* level n-3 is no longer needed */
        rc = compute(ops, cur, n, n < nmax, n >= 1 ? level_at(ops, ring, (n - 1) % 3) : NULL,
                     n >= 2 ? level_at(ops, ring, (n - 2) % 3) : NULL, ring, 3, &width, threads,
                     prog, &census->levels[n]);
        if (rc == CG_OK && ck != NULL)
            rc = tables_ckpt_save(ck, ops, n, nmax, ring, census, width);
    }
    if (rc == CG_OK && ring_to < nmax) {
        ops->free(level_at(ops, ring, (nmax - 1) % 3));   /* level nmax-4 */
        rc = ops->last_two(level_at(ops, ring, (nmax - 2) % 3), level_at(ops, ring, (nmax - 3) % 3),
                           nmax, &width, threads, prog, &census->levels[nmax - 1],
                           &census->levels[nmax]);
    }
    for (size_t i = 0; i < 3; i++)
        ops->free(level_at(ops, ring, i));
    cgu_free(ring);
    return rc == CG_OK ? finish(prog) : rc;
}
