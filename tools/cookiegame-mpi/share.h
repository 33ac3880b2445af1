/*
 * How a level is split among the ranks: contiguous shares, one per rank, in
 * rank order, each starting at a multiple of an alignment (so that what two
 * items share in storage, a byte of two 4-bit values or the pair of strict
 * words that read one word of level n-2, stays on one rank).
 */
#ifndef COOKIEGAME_MPI_SHARE_H
#define COOKIEGAME_MPI_SHARE_H

#include <stdint.h>

/* The share [*begin, *end) of rank `rank` among `ranks` of `items` items,
 * begins aligned to `align` (>= 1). The shares of ranks 0..ranks-1 are
 * disjoint, in order and cover [0, items); some may be empty. */
void share_of(uint64_t items, uint64_t align, int ranks, int rank, uint64_t *begin,
              uint64_t *end);

#endif
