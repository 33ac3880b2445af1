/*
 * The blocks of other ranks' shares that a rank of the sharded reduced census
 * has fetched (sharded_reduced.c), kept for the chunks after the one that
 * fetched them, in a bounded room: least recently used blocks leave first.
 *
 * Why: the options of a reduced level's chunk lie all over the two levels
 * below (eating the first heap of a prefix sweeps the level below once for
 * every value of that heap), and the chunks of one share read the same
 * ranges of the levels below many times over. Fetched afresh for every
 * chunk, a rank received two to four times the remote part of the levels
 * below (doc/cluster.md); kept here, 1.5 to 1.8 times it with the default
 * room, about once with room for the rank's own share of those levels.
 *
 * A block is BLOCK_CACHE_BYTES of one level's values (tests make them
 * smaller), aligned: 2^16 ranks at 4 bits, 2^15 at 8 (each level below has
 * its own width after a widening).
 * The cache holds the levels n-1 and n-2 of one level n's walk at a time
 * (block_cache_reset at each walk) and knows nothing of MPI: the census says
 * which blocks it takes and fills them.
 */
#ifndef COOKIEGAME_MPI_BLOCK_CACHE_H
#define COOKIEGAME_MPI_BLOCK_CACHE_H

#include <stddef.h>
#include <stdint.h>

#define BLOCK_CACHE_BYTES ((size_t)32 << 10)
/* The fewest blocks a cache holds, whatever room it is given: more than a
 * chunk of two positions touches (its reads are a few ranges per heap and
 * level below, each of a few hundred ranks at most). */
#define BLOCK_CACHE_MIN_BLOCKS ((size_t)1024)

typedef struct block_slot {
    int64_t prev, next;   /* the recency list: head most recent, -1 at the ends */
    uint64_t block;       /* which block of which level below it holds */
    unsigned level;       /* 0: level n-1, 1: n-2 */
} block_slot;

typedef struct block_cache {
    size_t block_bytes;       /* of a block: a power of two */
    size_t slots, used;       /* the room in blocks; how many hold one */
    uint8_t *data;            /* slots * block_bytes */
    block_slot *slot;
    int64_t head, tail;
    /* Per level below: the ranks of a block (a power of two), its positions,
     * and where each block's values are (NULL: not held), the table the
     * engine reads them through (tables_reduced_level.blocks). */
    unsigned shift[2];
    uint64_t positions[2], blocks[2];
    const uint8_t **at[2];
} block_cache;

/* The memory of a cache of blocks of block_bytes given `room` bytes, for
 * levels below of these positions and widths (as block_cache_reset takes
 * them): room in whole blocks, at least BLOCK_CACHE_MIN_BLOCKS, at most as
 * many as the levels have; and its books. */
uint64_t block_cache_memory(size_t block_bytes, const uint64_t positions[2],
                            const unsigned bits[2], uint64_t room);

/* An empty cache of blocks of block_bytes, a power of two from 1 (0:
 * BLOCK_CACHE_BYTES); no memory until block_cache_reset. */
void block_cache_init(block_cache *c, size_t block_bytes);
void block_cache_free(block_cache *c);

/*
 * Empty the cache and set it up for the levels below of a new walk: their
 * positions and value widths (4 or 8 bits), levels[1] absent when
 * positions[1] is 0, and `room` bytes (block_cache_memory). CG_OK or CG_ENOMEM
 * (the cache is then empty and may be reset again or freed).
 */
int block_cache_reset(block_cache *c, const uint64_t positions[2], const unsigned bits[2],
                      uint64_t room);

/* The ranks [*begin, *end) of block b of level l below. */
void block_cache_block_ranks(const block_cache *c, unsigned l, uint64_t b, uint64_t *begin,
                             uint64_t *end);

/* The block of level l below holding rank r. */
static inline uint64_t block_cache_block_of(const block_cache *c, unsigned l, uint64_t r)
{
    return r >> c->shift[l];
}

/* Block b of level l's slot, or -1 when the cache does not hold it. */
static inline int64_t block_cache_find(const block_cache *c, unsigned l, uint64_t b)
{
    const uint8_t *p = c->at[l][b];
    return p == NULL ? -1 : (int64_t)((size_t)(p - c->data) / c->block_bytes);
}

/* Mark a held slot as the most recently used. */
void block_cache_touch(block_cache *c, int64_t s);

/* A slot for block b of level l, which the cache does not hold: a free one,
 * or the least recently used one's, which is forgotten. Marked most recent;
 * its bytes are the caller's to fill. */
int64_t block_cache_take(block_cache *c, unsigned l, uint64_t b);

static inline uint8_t *block_cache_data(const block_cache *c, int64_t s)
{
    return c->data + (size_t)s * c->block_bytes;
}

#endif
