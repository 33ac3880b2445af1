/*
 * The sharded strict census: each rank stores only its own share of each
 * level (share.h: about 1/ranks of the memory of the replicated mode) and,
 * before it computes a chunk of its share of level n, fetches the words of
 * levels n-1 and n-2 the chunk reads from the ranks that own them. Levels too
 * small to split (below STRICT_WORD_KERNEL_MIN_N heaps) are computed whole on
 * every rank, as in the replicated mode. See sharded.c for the access pattern
 * and the rounds.
 */
#ifndef COOKIEGAME_MPI_SHARDED_H
#define COOKIEGAME_MPI_SHARDED_H

#include <stdint.h>

#include <cookiegame/tables.h>

#include "census.h"
#include "exchange.h"

typedef struct sharded_options {
    unsigned threads;          /* worker threads per rank (0: 1) */
    /* Words of a chunk computed per round, rounded down to a power of two (0:
     * the default, 2^18 words; clamped so that a round's MPI counts fit an
     * int). A round fetches at most about 2 log2(words of the level) blocks
     * of a chunk's size per rank. */
    uint64_t chunk_words;
    /* Tests only: the width values start at (0: 2, the engine's; the same
     * as the census's start_width), and a level at which the last rank
     * pretends, on its first chunk at the first width, that a value did not
     * fit (0: never), so that every rank widens and recomputes as a real
     * overflow would make them. */
    unsigned start_width;
    uint32_t overflow_at;
    /* Out, if not NULL: bytes this rank received per level (nmax + 1 of
     * them), the words of other ranks' shares it read, all planes. */
    uint64_t *fetched;
} sharded_options;

/*
 * Set up m (census.h) for the strict census to nmax over w's ranks. CG_OK or
 * CG_ENOMEM (this rank's status: the caller agrees on it; m->free releases
 * what was made either way). The census's status can also be CG_EINVAL: a
 * level too large for the rounds' counts.
 */
int sharded_mode(mpi_world *w, uint32_t nmax, const sharded_options *o, census_mode *m);

/* Gather every rank's bytes fetched per level (nmax + 1 each) to rank 0,
 * which prints them on stderr, a line per level that fetched any.
 * Collective. */
void sharded_print_fetched(const mpi_world *w, uint32_t nmax, const uint64_t *fetched);

#endif
