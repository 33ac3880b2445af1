/*
 * The Cookie Cutter search for boards of at most 8 x 8 cells, where a part of a
 * board is one 64-bit word (bit 8 r + c = row r, column c) and every step of the
 * search (a cut, splitting into parts, trimming, the mirror images) is a few
 * word operations. The same game and the same three reductions as board_search.c,
 * whose general engine (any board up to 64 x 64, misère play, each reduction
 * switchable) the tests compare it with.
 */
#ifndef CG_CUTTER_SMALL_H
#define CG_CUTTER_SMALL_H

#include <stddef.h>
#include <stdint.h>

#include "util/ctx.h"

#define CUTTER_SMALL_SIDE 8

/* One value of the transposition table: a canonical part (never 0), its
 * clamped cutter and its Grundy value. A part has at most 64 cookies, so at
 * most 64 + 7 rows times 64 + 7 columns of placements and a value below 256. */
typedef struct cutter_entry {
    uint64_t part;
    uint8_t cr, cc, value, pad;
    uint32_t pad2;
} cutter_entry;

/*
 * The transposition table: open addressing in windows of 16 slots. It
 * doubles while the context's memory budget allows; once it cannot, a new
 * value replaces the one with the fewest cookies in its window (the cheapest
 * to compute again), so the table stays within the budget and the search still
 * finishes, if more slowly.
 */
typedef struct cutter_table {
    void *raw;           /* the allocation; slots lies inside it */
    cutter_entry *slots;
    size_t capacity;     /* power of two, or 0 */
    size_t count;
    uint64_t evicted;    /* values replaced since the table was made */
    /* Parts of at most 4 x 4 cells, indexed by their clamped cutter and their
     * 16 cells as they lie (no key to compute, no hash, 1 MB in all): value + 1,
     * 0 while unknown. */
    uint8_t *box;
    /* The search's scratch, one level per depth (small.c), kept between calls
     * so that a call on a small board allocates nothing. */
    void *levels;
    size_t nlevels;
} cutter_table;

void cutter_table_destroy(cutter_table *t);

/* The Grundy value of a board of at most 8 x 8 cells (bit 8 r + c; h x w the
 * board's size, the cutter cr x cc, any size from 1 up), memoised in t. One
 * node is charged per distinct option examined. CG_OK, CG_ELIMIT,
 * CG_ECANCELED or CG_ENOMEM. */
int cutter_small_grundy(cg_ctx *ctx, cutter_table *t, uint64_t board, uint32_t cr, uint32_t cc,
                     uint32_t *g);

/* Exposed for the tests: the word of part (h x w at the origin) reflected in
 * its rows, its columns, and transposed. */
uint64_t cutter_small_flip_rows(uint64_t x, uint32_t h);
uint64_t cutter_small_flip_cols(uint64_t x, uint32_t w);
uint64_t cutter_small_transpose(uint64_t x);

#endif
