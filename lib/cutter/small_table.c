/*
 * The Cookie Cutter search's transposition table (see small_table.h).
 *
 * A slot is one word: bits 0..7 the value + 1 (0: the slot is free), 8..11
 * the displacement from the home slot, 12..15 the cost class, 16..63 the
 * hash's low 64 - s bits (s >= 16, so they fit). A value's hash is its home
 * slot's s bits followed by that remainder.
 *
 * No value is ever removed, only overwritten, so a window's values sit
 * before its first free slot and a look-up stops there.
 */
#include "small_table.h"

#include <string.h>

#include <cookiegame/common.h>

#include "util/alloc.h"
#include "util/detail.h"
#include "util/hugepage.h"

#define SLOT_VALUE 0xffu
#define SLOT_DISP_SHIFT 8
#define SLOT_COST_SHIFT 12
#define SLOT_REM_SHIFT 16
/* The slot's bits that say which hash it holds: the displacement and the remainder. */
#define SLOT_WHICH (~(uint64_t)0xf0ff)

void cutter_table_destroy(cutter_table *t)
{
    cgu_free(t->levels);
    cgu_free(t->box);
    cgu_free(t->slots);
    memset(t, 0, sizeof *t);
}

void cutter_table_clear(cutter_table *t)
{
    if (t->capacity != 0)
        memset(t->slots, 0, t->capacity * sizeof t->slots[0]);
    t->count = 0;
}

uint64_t cutter_table_hash(uint64_t key)
{
    /* MurmurHash3's finaliser: each step (a xor with a right shift, a product
     * with an odd constant) can be undone, so no two keys share a hash. */
    key ^= key >> 33;
    key *= UINT64_C(0xff51afd7ed558ccd);
    key ^= key >> 33;
    key *= UINT64_C(0xc4ceb9fe1a85ec53);
    return key ^ (key >> 33);
}

uint32_t cutter_table_cost(uint64_t work)
{
    uint32_t bits = work == 0 ? 0 : 64 - (uint32_t)__builtin_clzll(work);
    return bits / 2 > 15 ? 15 : bits / 2;
}

/* What slot `at` of a table of 2^shift slots holds: the hash, value and cost. */
static uint64_t slot_hash(uint64_t e, size_t at, unsigned shift)
{
    size_t mask = ((size_t)1 << shift) - 1;
    uint64_t home = (at - ((e >> SLOT_DISP_SHIFT) & 0xf)) & mask;
    return home << (64 - shift) | e >> SLOT_REM_SHIFT;
}

int cutter_table_find(const cutter_table *t, uint64_t hash, uint32_t *value)
{
    if (t->capacity == 0)
        return 0;
    size_t mask = t->capacity - 1, home = (size_t)(hash >> (64 - t->shift));
    uint64_t rem = (hash & (UINT64_MAX >> t->shift)) << SLOT_REM_SHIFT;
    for (uint64_t k = 0; k < CUTTER_TABLE_WINDOW; k++) {
        uint64_t e = t->slots[(home + k) & mask];
        if (e == 0)
            return 0;
        if ((e & SLOT_WHICH) == (rem | k << SLOT_DISP_SHIFT)) {
            *value = (uint32_t)(e & SLOT_VALUE) - 1;
            return 1;
        }
    }
    return 0;
}

int cutter_table_place(cutter_table *t, uint64_t hash, uint32_t value, uint32_t cost, int replace)
{
    size_t mask = t->capacity - 1, home = (size_t)(hash >> (64 - t->shift));
    uint64_t rem = (hash & (UINT64_MAX >> t->shift)) << SLOT_REM_SHIFT;
    uint64_t tail = (uint64_t)(value + 1) | (uint64_t)cost << SLOT_COST_SHIFT;
    size_t victim = 0;
    uint64_t least = UINT64_MAX;
    for (uint64_t k = 0; k < CUTTER_TABLE_WINDOW; k++) {
        uint64_t *s = &t->slots[(home + k) & mask], which = rem | k << SLOT_DISP_SHIFT;
        if (*s == 0 || (*s & SLOT_WHICH) == which) {
            t->count += *s == 0;
            *s = which | tail;
            return 1;
        }
        uint64_t c = (*s >> SLOT_COST_SHIFT) & 0xf;
        if (c < least) {
            least = c;
            victim = (size_t)k;
        }
    }
    t->evicted++;
    if (!replace)
        return 0;
    t->slots[(home + victim) & mask] = rem | (uint64_t)victim << SLOT_DISP_SHIFT | tail;
    return 1;
}

/* Move the value of slot e (at `at` in a table of 2^old_shift) to t. */
static void move_slot(cutter_table *t, uint64_t e, size_t at, unsigned old_shift)
{
    cutter_table_place(t, slot_hash(e, at, old_shift), (uint32_t)(e & SLOT_VALUE) - 1,
                       (uint32_t)(e >> SLOT_COST_SHIFT) & 0xf, 0);
}

int cutter_table_grow(cg_ctx *ctx, cutter_table *t)
{
    unsigned shift = t->capacity == 0 ? CUTTER_TABLE_FIRST_SHIFT : t->shift + 1;
    if (shift >= 8 * sizeof(size_t) - 4)
        return CG_ENOMEM;
    size_t cap = (size_t)1 << shift, bytes = cap * sizeof(uint64_t);
    size_t added = bytes - t->capacity * sizeof(uint64_t);
    int rc = cgu_ctx_reserve(ctx, added, "cutter: the transposition table");
    if (rc != CG_OK)
        return rc;
    /* In place: a large table is its own mapping, which the system extends
     * or moves without copying, so the old and new tables are never both
     * held. */
    uint64_t *slots = cgu_realloc_array(t->slots, cap, sizeof(uint64_t));
    if (slots == NULL) {
        /* The search asks again later (the system may have room then): the
         * bytes were never held, so they must not count against that. */
        cgu_ctx_unreserve(ctx, added);
        return cgu_fail(CG_ENOMEM, "cutter: the transposition table could not grow to %zu slots",
                        cap);
    }
    size_t old_cap = t->capacity;
    unsigned old_shift = t->shift;
    memset(slots + old_cap, 0, (cap - old_cap) * sizeof(uint64_t));
    cgu_advise_huge(slots, bytes);
    t->slots = slots;
    t->capacity = cap;
    t->shift = shift;
    t->count = 0;
    /* Each value goes to twice its old home or the slot after (its hash's
     * next bit), so taken from the top down it lands above every slot not
     * yet taken, except from the lowest two windows (whose values, and values
     * that wrap around the end, could land on them): those wait aside. */
    enum { ASIDE = 2 * CUTTER_TABLE_WINDOW };
    uint64_t aside[ASIDE];
    size_t low = old_cap < ASIDE ? old_cap : ASIDE;
    memcpy(aside, slots, low * sizeof(uint64_t));
    memset(slots, 0, low * sizeof(uint64_t));
    for (size_t i = old_cap; i-- > low;) {
        uint64_t e = slots[i];
        if (e != 0) {
            slots[i] = 0;
            move_slot(t, e, i, old_shift);
        }
    }
    for (size_t i = 0; i < low; i++)
        if (aside[i] != 0)
            move_slot(t, aside[i], i, old_shift);
    return CG_OK;
}
