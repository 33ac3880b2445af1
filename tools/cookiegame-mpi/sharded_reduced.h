/*
 * The sharded reduced census: each rank stores only its own share of each
 * level (contiguous ranks, share.h: about 1/ranks of the memory of the
 * replicated mode, levels n-2 and n-1 both sharded) and, before it computes a
 * chunk of its share of level n, fetches the blocks of levels n-1 and n-2 the
 * chunk's options read from the ranks that own them, unless it still holds
 * them from an earlier chunk (block_cache.h). Every level is sharded,
 * however small. See sharded_reduced.c for the blocks and the rounds.
 */
#ifndef COOKIEGAME_MPI_SHARDED_REDUCED_H
#define COOKIEGAME_MPI_SHARDED_REDUCED_H

#include <stdint.h>

#include "census.h"
#include "exchange.h"

typedef struct reduced_sharded_options {
    unsigned threads;          /* worker threads per rank (0: 1) */
    /* Positions of a chunk computed per round at most, even (0: the
     * default, 2^20); a chunk is halved while what it fetches exceeds a
     * round's bound (see sharded_reduced.c). */
    uint64_t chunk_positions;
    /* Tests only: a level at which the last rank pretends, on its first
     * round at 4 bits, that a value did not fit (0: never). */
    uint32_t overflow_at;
    /* Out, if not NULL: bytes this rank received per level (nmax + 1 of
     * them), the values of other ranks' shares it read. */
    uint64_t *fetched;
    /* Bytes of fetched blocks each rank keeps for later chunks (block_cache.h;
     * 0: the default, a quarter of the rank's share of the two levels below;
     * at least 32 MiB either way). */
    uint64_t cache_bytes;
    /* Tests only: the bytes of a cached block, a power of two (0: 32 KiB,
     * BLOCK_CACHE_BYTES), small to make a small level many blocks. */
    uint32_t cache_block_bytes;
} reduced_sharded_options;

/*
 * Set up m (census.h) for the reduced census (Grundy values) to nmax over w's
 * ranks. CG_OK or CG_ENOMEM (this rank's status: the caller agrees on it;
 * m->free releases what was made either way).
 */
int sharded_reduced_mode(mpi_world *w, uint32_t nmax, const reduced_sharded_options *o,
                         census_mode *m);

#endif
