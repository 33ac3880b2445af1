/*
 * The last two levels of a strict census in five sevenths of the memory.
 *
 * A census to nmax heaps normally holds levels nmax-1, nmax-2 and nmax-3 while
 * it computes level nmax-1 (7 units, counting level nmax-3 as one), then
 * counts level nmax from the two above it. Not every word of level nmax-1 is
 * needed at every moment (see strict_engine.c for the recurrence; m = nmax-1,
 * its words split into a lower and an upper half, those of level nmax into
 * quarters):
 *
 *  - the lower half of level m is mex S(w) of level m-1 alone, so it can be
 *    recomputed wherever it is read, at the price of one S word of level m-1;
 *  - the first quarter of level nmax reads only the lower half of level m
 *    (an index minus set bits never grows past the half);
 *  - the rest of level nmax reads the upper half of level m, and the lower
 *    half only once per word (one neighbour, or the one-hot word of q).
 *
 * So: the upper half of level m is stored (2 units, with levels m-1 and m-2:
 * 5), the last three quarters of level nmax computed reading it and
 * recomputing the lower half where needed; then the upper half is dropped, the
 * lower half stored and the first quarter of level nmax computed from it. The
 * statistics of both levels are merged from their parts. Peak: 5 units
 * instead of 7 (20 GiB instead of 28 at 38 heaps), for about a third more
 * work on level nmax.
 */
#include "strict_engine.h"

/* Levels m = nmax-1 and nmax at a given width. CG_OK, an error, or LEVEL_OVERFLOW. */
static int last_two_at(const tables_strict_level *l1, const tables_strict_level *l2, uint32_t nmax,
                       unsigned planes, unsigned threads, cgu_progress *prog,
                       tables_level_stats *sm, tables_level_stats *sn)
{
    tables_stats_clear(sm);
    tables_stats_clear(sn);
    tables_strict_level part, top;
    uint64_t words_m = (tables_strict_positions(nmax - 1) + 63) / 64, half = words_m / 2;
    int rc = tables_strict_level_init(&top, nmax, 0);   /* counted, never stored */
    uint64_t quarter = top.words / 4;
    if (rc == CG_OK)
        rc = tables_strict_level_init_part(&part, nmax - 1, planes, half, words_m - half, l1);
    if (rc == CG_OK)
        rc = tables_strict_compute_words(&part, l1, l2, planes, threads, prog, sm, half, words_m);
    if (rc == CG_OK)
        rc = tables_strict_compute_words(&top, &part, l1, planes, threads, prog, sn, quarter,
                                         top.words);
    tables_strict_level_free(&part);
    if (rc == CG_OK)
        rc = tables_strict_level_init_part(&part, nmax - 1, planes, 0, half, NULL);
    if (rc == CG_OK)
        rc = tables_strict_compute_words(&part, l1, l2, planes, threads, prog, sm, 0, half);
    if (rc == CG_OK)
        rc = tables_strict_compute_words(&top, &part, l1, planes, threads, prog, sn, 0, quarter);
    tables_strict_level_free(&part);
    tables_strict_level_free(&top);
    return rc;
}

uint64_t tables_strict_last_two_bytes(uint32_t nmax, unsigned planes)
{
    return tables_strict_level_bytes(nmax - 3, planes) +
           tables_strict_level_bytes(nmax - 2, planes) +
           tables_strict_level_bytes(nmax - 1, planes) / 2;
}

int tables_strict_last_two(tables_strict_level *l1, tables_strict_level *l2, uint32_t nmax,
                           unsigned *planes, unsigned threads, cgu_progress *prog,
                           tables_level_stats *sm, tables_level_stats *sn)
{
    uint64_t done_before = prog->done;
    for (;;) {
        int rc = last_two_at(l1, l2, nmax, *planes, threads, prog, sm, sn);
        if (rc != LEVEL_OVERFLOW)
            return rc;
        if (*planes == STRICT_MAX_PLANES)
            return CG_ERANGE;
        *planes += 1;
        if ((rc = tables_strict_level_widen(l1, *planes)) != CG_OK ||
            (rc = tables_strict_level_widen(l2, *planes)) != CG_OK)
            return rc;
        prog->done = done_before;
    }
}
