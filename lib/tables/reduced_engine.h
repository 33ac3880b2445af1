/*
 * The reduced engine: Grundy values of all reduced positions with n heaps
 * (Catalan(n) of them, by rank in lexicographic order of their heap tuples),
 * 4 bits each (8 when a value above 15 appears); or, in outcome mode, the
 * outcome class of each position under normal and misère play (2 bits of
 * information, stored at 4).
 */
#ifndef CG_TABLES_REDUCED_ENGINE_H
#define CG_TABLES_REDUCED_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "level_driver.h"
#include "reduced_rank.h"
#include "stats.h"
#include "util/parallel.h"


typedef struct tables_reduced_level {
    uint32_t n;
    uint64_t positions;   /* Catalan(n) */
    unsigned bits;        /* 4 or 8; 0 when values are not stored */
    int outcomes;         /* outcome mode: values are CG_CENSUS_* classes */
    /* The ranks stored: [first, first + stored), the value of rank r at
     * data[(r - first) / 2] (4 bits) or data[r - first] (8 bits); first is
     * even, so a byte never holds values of two shares. A whole level: first
     * 0, stored = positions. */
    uint64_t first, stored;
    uint8_t *data;
    tables_rank_table *rank;   /* ranks of this level's tuples */
    /* Ranks outside the stored ones are read from blocks fetched from
     * elsewhere (the sharded MPI census): the values of ranks [b << block_shift,
     * (b + 1) << block_shift) at blocks[b], packed as in data, NULL where
     * block b was not fetched (block_shift >= 1: 4-bit values go in pairs).
     * A rank neither stored nor fetched makes the computation that reads it
     * fail with CG_EINVAL. This is the out-of-line slow path, one lookup:
     * stored ranks are read as fast as ever. */
    const uint8_t *const *blocks;
    unsigned block_shift;
} tables_reduced_level;

/* What tables_reduced_level_value gives for a rank neither stored nor fetched: a
 * value no level holds, which the computation turns into CG_EINVAL. */
#define REDUCED_MISSING 63u

/* Bytes of one stored level with the given value width. */
uint64_t tables_reduced_level_bytes(uint32_t n, unsigned bits);

/* Prepare level n (values stored when bits > 0), of Grundy values or, with
 * `outcomes`, of outcome classes. CG_OK or CG_ENOMEM. */
int tables_reduced_level_init(tables_reduced_level *lv, uint32_t n, unsigned bits, int outcomes);
void tables_reduced_level_free(tables_reduced_level *lv);
/* Prepare level n storing only ranks [first, first + stored) (first even;
 * values stored when bits > 0). CG_OK or CG_ENOMEM. */
int tables_reduced_level_init_part(tables_reduced_level *lv, uint32_t n, unsigned bits,
                                   int outcomes, uint64_t first, uint64_t stored);
/* Bytes of the values of ranks [first, first + stored) (first even). */
uint64_t tables_reduced_share_bytes(uint64_t stored, unsigned bits);
/* Re-store 4-bit values as 8-bit ones. CG_OK or CG_ENOMEM. */
int tables_reduced_level_widen(tables_reduced_level *lv);

/* The value of a rank the level does not store: from its fetched blocks, or
 * REDUCED_MISSING. */
uint32_t tables_reduced_fetched_value(const tables_reduced_level *lv, uint64_t rank);

static inline uint32_t tables_reduced_level_value(const tables_reduced_level *lv, uint64_t rank)
{
    uint64_t at = rank - lv->first;
    if (__builtin_expect(at >= lv->stored, 0))
        return tables_reduced_fetched_value(lv, rank);
    if (lv->bits == 8)
        return lv->data[at];
    return (uint32_t)(lv->data[at / 2] >> (4 * (at & 1))) & 15;
}

/* The values of ranks [first, first + count) of a level that stores them
 * all, into values[0..count). The caller checks the range. */
void tables_reduced_level_read(const tables_reduced_level *lv, uint64_t first, uint8_t *values,
                               size_t count);

/* The reduced engine's levels for the level driver and the MPI census: of
 * Grundy values, and of outcome classes. */
extern const tables_level_ops tables_reduced_level_ops;
extern const tables_level_ops tables_reduced_outcome_ops;

/*
 * Compute level cur->n from l1 (n-1) and l2 (n-2), NULL where absent. Values go
 * into cur when it stores them and into stats. Returns CG_OK,
 * CG_ECANCELED, CG_ENOMEM or LEVEL_OVERFLOW (a value above 15 with 4 bits).
 */
int tables_reduced_compute_level(tables_reduced_level *cur, const tables_reduced_level *l1,
                                 const tables_reduced_level *l2, unsigned threads,
                                 cgu_progress *prog, tables_level_stats *stats);

/*
 * Compute ranks [begin, end) of level cur->n (a share of the level, as the MPI
 * census gives each rank; begin even when values are stored at 4 bits, so no
 * byte is shared with another share), statistics added to stats (not
 * cleared). cur->data must be zero where this share writes (4-bit values are
 * or-ed in), and cur must store [begin, end) when it stores values. Return
 * values as tables_reduced_compute_level(), and CG_EINVAL when an option is neither
 * stored nor fetched (tables_reduced_level.blocks).
 */
int tables_reduced_compute_range(tables_reduced_level *cur, const tables_reduced_level *l1,
                                 const tables_reduced_level *l2, unsigned threads,
                                 cgu_progress *prog, tables_level_stats *stats, uint64_t begin,
                                 uint64_t end);

#endif
