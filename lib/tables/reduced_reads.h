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

typedef struct tables_reduced_range {
    uint64_t begin, end;
} tables_reduced_range;

typedef struct tables_reduced_ranges {
    tables_reduced_range *r;
    size_t n, cap;
} tables_reduced_ranges;

/*
 * Ranges holding every rank read by positions [lo, hi) of level n (t: its
 * rank table; t1, t2: those of n-1 and n-2, t2 read only when n >= 2), into
 * out[0] (level n-1) and out[1] (level n-2), replacing what they held: sorted
 * ranges, each beginning at an even rank and ending at an even rank or the
 * level's end, more than `gap` ranks apart (ranges closer than that are
 * merged into one, the ranks between read for nothing: fewer, longer
 * pieces). CG_OK or CG_ENOMEM.
 *
 * Found from the structure of the options, not by visiting the positions:
 * [lo, hi) is cut into whole subtrees of the lexicographic order (all tuples
 * with a given prefix a_1..a_p; O(n) of them per depth), and the options of a
 * subtree lie in a range per eaten heap of the prefix, and one or two for the
 * heaps of the tail (reduced_reads.c). The cost is O(n^4) for any chunk,
 * where ranking every option costs O(n) per position. The ranges may hold
 * ranks no position of [lo, hi) reads: eating a heap of the prefix gives no
 * option of n - 2 heaps tight in its tail, though the range spans some; on
 * level 13 in chunks of 2^16 the ranges hold 4 % more ranks than are read
 * (tests/tables/test-reduced-reads). Near the end of a level they may hold
 * far more, up to a whole level below; so chunks of at most 64 positions
 * are read exactly instead, every option ranked (O(n) a position): a chunk
 * halved until its reads are small gets there.
 */
int tables_reduced_reads(const tables_rank_table *t, const tables_rank_table *t1,
                         const tables_rank_table *t2, uint32_t n, uint64_t lo, uint64_t hi,
                         uint64_t gap, tables_reduced_ranges out[2]);

void tables_reduced_ranges_free(tables_reduced_ranges *r);

#endif
