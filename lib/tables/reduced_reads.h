/*
 * Which ranks of levels n-1 and n-2 the positions [lo, hi) of reduced level n
 * read (their options, reduced_options.h), as a few ranges: what the sharded
 * MPI census fetches from the ranks that own them before it computes a chunk.
 */
#ifndef CG_TABLES_REDUCED_READS_H
#define CG_TABLES_REDUCED_READS_H

#include <stddef.h>
#include <stdint.h>

#include "reduced_rank.h"

typedef struct reduced_range {
    uint64_t begin, end;
} reduced_range;

typedef struct reduced_ranges {
    reduced_range *r;
    size_t n, cap;
} reduced_ranges;

/*
 * The ranks read by positions [lo, hi) of level n (t: its rank table; t1, t2:
 * those of n-1 and n-2, t2 read only when n >= 2) into out[0] (level n-1) and
 * out[1] (level n-2), replacing what they held: sorted ranges, each beginning
 * at an even rank and ending at an even rank or the level's end, more than
 * `gap` ranks apart (ranks closer than that are merged into one range, the
 * ranks between read for nothing: fewer, longer pieces). CG_OK or CG_ENOMEM.
 *
 * The options of consecutive positions form runs (a step changes only the
 * tuple's tail, so the option that eats the k-th distinct heap moves little):
 * each option slot extends its open run while its rank stays within `gap` of
 * it, so that only the runs, not every option, are sorted.
 */
int reduced_reads(const rank_table *t, const rank_table *t1, const rank_table *t2, uint32_t n,
                  uint64_t lo, uint64_t hi, uint64_t gap, reduced_ranges out[2]);

void reduced_ranges_free(reduced_ranges *r);

#endif
