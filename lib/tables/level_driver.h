/*
 * The level-by-level driver shared by the strict and the reduced engines:
 * level n is computed from levels n-1 and n-2, all levels kept (a table) or
 * only a ring of three (a census); when a value does not fit the current width
 * every stored level is widened and the level computed again. Each engine says
 * how through a small table of operations on its own level type.
 */
#ifndef CG_TABLES_LEVEL_DRIVER_H
#define CG_TABLES_LEVEL_DRIVER_H

#include <stddef.h>
#include <stdint.h>

#include "stats.h"
#include "util/parallel.h"

/* What an engine's compute returns when a value does not fit the width. */
#define LEVEL_OVERFLOW 1

/* Byte arrays a level stores at most (the strict engine's bit-planes). */
#define LEVEL_MAX_ARRAYS 6

typedef struct tables_level_ops {
    size_t size;                    /* bytes of one level struct */
    unsigned start_width;           /* the width values are stored at first */
    unsigned max_width;             /* past it, an overflow is CG_ERANGE */
    unsigned (*wider)(unsigned width);
    uint64_t (*positions)(uint32_t n);
    /* Bytes of the values of level n at a width, and what every level holds
     * besides (level_extra) and what a census holds besides its three levels
     * (census_extra). */
    uint64_t (*bytes)(uint32_t n, unsigned width);
    /* Bounds a checkpoint is checked against (NULL: none beyond
     * TABLES_MAX_VALUE): the largest value level n can hold at width, and
     * the offset of the first of bytes[0..len) of a stored array that holds
     * a value above max (len when none). */
    uint32_t (*max_value)(uint32_t n, unsigned width);
    uint64_t (*bad_value)(const uint8_t *bytes, uint64_t len, unsigned width, uint32_t max);
    /* Optional (NULL: not checked): add to count[g] the positions of value g
     * among those level lv stores, whose values are within max_value (as
     * bad_value checked them), so a checkpoint compares the values it read
     * with the histogram it keeps for them. */
    void (*count_values)(const void *lv, uint64_t count[TABLES_NVALUES]);
    uint64_t level_extra, census_extra;
    /* Prepare level n, storing values at width (0: values not stored). */
    int (*init)(void *lv, uint32_t n, unsigned width);
    void (*free)(void *lv);
    /* Widen a level's stored values (none stored: nothing to do). */
    int (*widen)(void *lv, unsigned width);
    /* Level cur from l1 and l2 (NULL where absent): CG_OK, an error, or
     * LEVEL_OVERFLOW. */
    int (*compute)(void *cur, const void *l1, const void *l2, unsigned width, unsigned threads,
                   cgu_progress *prog, tables_level_stats *stats);
    /* The byte arrays a level stores (returns how many, at most
     * LEVEL_MAX_ARRAYS; none when its values are not stored), for
     * checkpoints and the MPI census. */
    unsigned (*arrays)(void *lv, uint8_t **array);
    /*
     * A level split into shares (the MPI census, checkpoints of a share):
     * level n has items(n) items (positions, or 64-position words), 0 when it
     * is too small to split and is computed whole. A share begins at a
     * multiple of item_align; compute_items computes items [begin, end) of
     * cur, which must be zero where they write, adding to stats (not
     * cleared); item_bytes gives the bytes [*first, *last) of each array
     * that items [begin, end) write, for end == items(n) up to the array's end.
     */
    uint64_t (*items)(uint32_t n);
    uint64_t item_align;
    int (*compute_items)(void *cur, const void *l1, const void *l2, unsigned width,
                         unsigned threads, cgu_progress *prog, tables_level_stats *stats,
                         uint64_t begin, uint64_t end);
    void (*item_bytes)(const void *lv, uint64_t begin, uint64_t end, uint64_t *first,
                       uint64_t *last);
    /* Optional (NULL: none): the last two levels of a census to nmax >=
     * last_two_min heaps, from l1 = level nmax-2 and l2 = nmax-3, in less
     * memory than the ring (last_two_bytes, its peak); it widens l1 and l2
     * and *width itself when a value does not fit. Not used with checkpoints. */
    int (*last_two)(void *l1, void *l2, uint32_t nmax, unsigned *width, unsigned threads,
                    cgu_progress *prog, tables_level_stats *stats_m, tables_level_stats *stats_n);
    uint64_t (*last_two_bytes)(uint32_t nmax, unsigned width);
    uint32_t last_two_min;
} tables_level_ops;

struct tables_checkpoint;

/* The memory of a table to nmax (every level stored) and the peak of a census
 * (three levels at a time, the last not stored; or the engine's last_two). */
uint64_t tables_levels_table_bytes(const tables_level_ops *ops, uint32_t nmax);
uint64_t tables_levels_census_bytes(const tables_level_ops *ops, uint32_t nmax);
/* The peak of a census that keeps the ring of three levels to the end
 * (no last_two): the MPI census's. */
uint64_t tables_levels_ring_bytes(const tables_level_ops *ops, uint32_t nmax);

/* Positions of levels 0..nmax, the progress total. */
uint64_t tables_levels_positions(const tables_level_ops *ops, uint32_t nmax);

/* Compute and store levels 0..nmax into levels (an array of nmax + 1 zeroed
 * level structs, freed by the caller either way), statistics into census. */
int tables_levels_build(const tables_level_ops *ops, uint32_t nmax, unsigned threads,
                        cgu_progress *prog, void *levels, cg_census *census);

/* Compute levels 0..nmax keeping three at a time, statistics into census;
 * with a checkpoint (else NULL), resume from it and save after every level. */
int tables_levels_census(const tables_level_ops *ops, uint32_t nmax, unsigned threads,
                         cgu_progress *prog, struct tables_checkpoint *ck, cg_census *census);

#endif
