/*
 * The strict engine: Grundy values of all strict reduced positions with n heaps
 * (one "level"), stored as bit-planes (plane i holds bit i of every value) and
 * computed 64 positions per word operation from the two levels below.
 */
#ifndef CG_TABLES_STRICT_ENGINE_H
#define CG_TABLES_STRICT_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "level_driver.h"
#include "stats.h"
#include "strict_index.h"
#include "util/parallel.h"

#define STRICT_MAX_PLANES 6          /* values up to 63 */

typedef struct tables_strict_level {
    uint32_t n;
    uint64_t words;                  /* 64-position words of the level */
    unsigned planes;                 /* planes allocated (0 = values not stored) */
    /* The words stored: [first, first + stored), plane[i][w - first] for word
     * w. A whole level stores them all; the upper half of a level (see
     * strict_last_two.c) stores [words / 2, words) and recomputes a word w of
     * the lower half when read, as mex S(w) of `below`, the level under it. */
    uint64_t first, stored;
    const struct tables_strict_level *below;
    /* Or, when `blocks` is not NULL (and `below` is), words outside the
     * stored ones are read from copies fetched from elsewhere (the sharded
     * MPI census): word w lies in block w >> block_shift, of 2^block_shift
     * words, whose plane i is at blocks[w >> block_shift] + (i << block_shift).
     * Only the words a computation reads need a block; reading a word whose
     * block is NULL is a bug of the caller: the computation stops with
     * CG_EINVAL. Like `below`, this is
     * the out-of-line slow path: stored words are read as fast as ever. */
    unsigned block_shift;
    const uint64_t *const *blocks;
    uint64_t *plane[STRICT_MAX_PLANES];
} tables_strict_level;

/* Bytes of one stored level with the given number of planes. */
uint64_t tables_strict_level_bytes(uint32_t n, unsigned planes);

/* Prepare level n; with planes > 0 its planes are allocated. CG_OK or CG_ENOMEM. */
int tables_strict_level_init(tables_strict_level *lv, uint32_t n, unsigned planes);
/* Prepare level n storing only words [first, first + stored); the lower half
 * missing, words of it are recomputed from `below` (level n-1) when read.
 * CG_OK or CG_ENOMEM. */
int tables_strict_level_init_part(tables_strict_level *lv, uint32_t n, unsigned planes,
                                  uint64_t first, uint64_t stored,
                                  const tables_strict_level *below);
void tables_strict_level_free(tables_strict_level *lv);
/* Add zero planes up to `planes` (values are unchanged). CG_OK or CG_ENOMEM. */
int tables_strict_level_widen(tables_strict_level *lv, unsigned planes);
uint32_t tables_strict_level_value(const tables_strict_level *lv, uint64_t index);
/* The values of a whole stored level by lexicographic rank (index
 * positions - 1 - rank, strict_index.h): ranks [first, first + count) into
 * values[0..count). The caller checks the range. */
void tables_strict_level_read(const tables_strict_level *lv, uint64_t first, uint8_t *values,
                              size_t count);

/*
 * Compute level cur->n from l1 (n-1) and l2 (n-2); either may be NULL where the
 * level does not exist. Values go into cur when it has planes (it must have
 * `planes` of them) and into stats in any case. Returns CG_OK, CG_ECANCELED,
 * CG_ENOMEM, or LEVEL_OVERFLOW when a value does not fit in `planes` bits (the
 * caller widens and computes the level again).
 */
int tables_strict_compute_level(tables_strict_level *cur, const tables_strict_level *l1,
                                const tables_strict_level *l2, unsigned planes, unsigned threads,
                                cgu_progress *prog, tables_level_stats *stats);

/*
 * Compute words [begin, end) of level cur->n (at least WORD_KERNEL_MIN_N heaps)
 * from l1 and l2, values into cur where it stores them, statistics added to
 * stats (not cleared). Return values as tables_strict_compute_level(); a word of l1
 * that it recomputes can overflow too; CG_EINVAL when it reads a word
 * that l1 or l2 neither stores nor has fetched (blocks).
 */
int tables_strict_compute_words(tables_strict_level *cur, const tables_strict_level *l1,
                                const tables_strict_level *l2, unsigned planes, unsigned threads,
                                cgu_progress *prog, tables_level_stats *stats, uint64_t begin,
                                uint64_t end);

/* The strict engine's levels for the level driver and the MPI census. */
extern const tables_level_ops tables_strict_level_ops;

/* Levels below this many heaps are computed position by position. */
#define STRICT_WORD_KERNEL_MIN_N 9

/*
 * The last two levels of a census to nmax heaps (nmax > STRICT_WORD_KERNEL_MIN_N)
 * from l1 = level nmax-2 and l2 = level nmax-3, holding half of level nmax-1
 * at a time (strict_last_two.c); statistics into sm (level nmax-1) and sn
 * (level nmax). When a value does not fit *planes, l1 and l2 are widened and
 * the levels computed again. CG_OK, CG_ECANCELED, CG_ENOMEM or CG_ERANGE.
 */
int tables_strict_last_two(tables_strict_level *l1, tables_strict_level *l2, uint32_t nmax,
                           unsigned *planes, unsigned threads, cgu_progress *prog,
                           tables_level_stats *sm, tables_level_stats *sn);
/* Its peak: levels nmax-3 and nmax-2 and half of level nmax-1. */
uint64_t tables_strict_last_two_bytes(uint32_t nmax, unsigned planes);

#endif
