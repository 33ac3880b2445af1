/*
 * The transposition table of the Cookie Cutter search on words (small.c): the
 * Grundy values of canonical parts of one board's cutter, 8 bytes a value.
 *
 * A part's key is its canonical word, mixed by a bijection of 64 bits into
 * its hash. A table of 2^s slots files the hash under its top s bits (the
 * home slot) and keeps only the other 64 - s bits (quotienting: the home is
 * known from where the value sits and how far it was displaced), so a value,
 * its displacement, the work it cost and the remainder fit one word. The
 * part's clamped cutter is not stored: it follows from the part and the
 * board's cutter, and a table holds one board cutter at a time.
 *
 * Open addressing in windows of CUTTER_TABLE_WINDOW slots from the home. The
 * table doubles in place (the hash's next bit picks the new home) while the
 * memory budget allows; once it cannot, a new value replaces the one in its
 * window whose subtree cost least to search (the work is kept as a rough
 * logarithm), so the table stays within the budget and the search stays exact,
 * only repeating what was replaced.
 */
#ifndef CG_CUTTER_SMALL_TABLE_H
#define CG_CUTTER_SMALL_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "util/ctx.h"

#define CUTTER_TABLE_WINDOW 16
/* The smallest table: 2^16 slots, 512 kB. The layout needs at least 2^16. */
#define CUTTER_TABLE_FIRST_SHIFT 16

typedef struct cutter_table {
    uint64_t *slots;
    unsigned shift;      /* log2 of the capacity, when there are slots */
    size_t capacity;     /* 0 or 2^shift */
    size_t count;
    uint64_t evicted;    /* values replaced or dropped since the table was made */
    uint32_t cr, cc;     /* the board cutter whose parts it holds (0 x 0: none yet) */
    /* Parts of at most 4 x 4 cells, indexed by their clamped cutter and their
     * 16 cells as they lie (no key to compute, no hash, 1 MB in all): value + 1,
     * 0 while unknown. Any board cutter's parts may share it. */
    uint8_t *box;
    /* The search's scratch, one level per depth (small.c), kept between calls
     * so that a call on a small board allocates nothing. */
    void *levels;
    size_t nlevels;
} cutter_table;

void cutter_table_destroy(cutter_table *t);

/* Forget every value (the table of small parts stays), keeping the memory. */
void cutter_table_clear(cutter_table *t);

/* The hash of a canonical part: a bijection, so equal hashes mean equal parts. */
uint64_t cutter_table_hash(uint64_t key);

/* Ask the memory for hash's window, for a look-up soon after. */
static inline void cutter_table_prefetch(const cutter_table *t, uint64_t hash)
{
    if (t->capacity != 0)
        __builtin_prefetch(&t->slots[hash >> (64 - t->shift)]);
}

/* 1 and *value when the part of this hash is in the table, else 0. */
int cutter_table_find(const cutter_table *t, uint64_t hash, uint32_t *value);

/* The cost class of a subtree whose search examined `work` options: about
 * half its binary logarithm, 0..15. */
uint32_t cutter_table_cost(uint64_t work);

/* Store a value (below 255) of cost class `cost`: into a free slot of its
 * window, or else (replace) over the value of least cost there, ties to the
 * one nearest its home. 1 when stored. */
int cutter_table_place(cutter_table *t, uint64_t hash, uint32_t value, uint32_t cost, int replace);

/* Double the table in place (the first call makes the first one), if the
 * context's budget allows: CG_OK, or CG_ENOMEM with the table as it was.
 * Values that find no free slot in their new window are dropped (counted in
 * evicted). */
int cutter_table_grow(cg_ctx *ctx, cutter_table *t);

#endif
