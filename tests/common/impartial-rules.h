/*
 * Games written as rules for the generic engine of impartial.h, shared by the
 * tests, the allocation sweep and the benchmark: Nim and the spoiled-cookie
 * game, one byte per heap. Each is written from the game's definition, not
 * from the library's modules, so comparing the engine with those modules
 * checks both.
 */
#ifndef CG_TESTS_IMPARTIAL_RULES_H
#define CG_TESTS_IMPARTIAL_RULES_H

#include <stdint.h>
#include <string.h>

#include <cookiegame.h>

static inline void rules_sort_bytes(uint8_t *a, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        uint8_t x = a[i];
        size_t j = i;
        for (; j > 0 && a[j - 1] > x; j--)
            a[j] = a[j - 1];
        a[j] = x;
    }
}

/* Canonical form of a multiset of heaps: sorted. */
static inline int rules_sorted(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    uint8_t a[64];
    for (size_t i = 0; i < len; i++)
        a[i] = state[i];
    rules_sort_bytes(a, len);
    return cg_state_list_add(out, a, len);
}

/* Nim: take any number from one heap. */
static inline int nim_options(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    uint8_t a[64];
    for (size_t i = 0; i < len; i++)
        for (uint8_t v = 0; v < state[i]; v++) {
            memcpy(a, state, len);
            a[i] = v;
            int rc = cg_state_list_add(out, a, len);
            if (rc != CG_OK)
                return rc;
        }
    return 0;
}

/* Nim's components: every non-empty heap. */
static inline int nim_split(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    for (size_t i = 0; i < len; i++) {
        int rc = state[i] ? cg_state_list_add(out, &state[i], 1) : CG_OK;
        if (rc != CG_OK)
            return rc;
    }
    return 0;
}

/* The spoiled-cookie game: eat a heap that is not 0, the others age a day.
 * Equal neighbours (in a sorted state) are the same move and listed once. */
static inline int cookie_options(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    uint8_t a[64];
    for (size_t k = 0; k < len; k++) {
        if (state[k] == 0 || (k > 0 && state[k] == state[k - 1]))
            continue;
        size_t m = 0;
        for (size_t i = 0; i < len; i++)
            if (i != k)
                a[m++] = state[i] ? (uint8_t)(state[i] - 1) : 0;
        int rc = cg_state_list_add(out, a, m);
        if (rc != CG_OK)
            return rc;
    }
    return 0;
}

/* Canonical: sorted, spoiled heaps dropped (they never play again). */
static inline int cookie_canonical(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    uint8_t a[64];
    size_t m = 0;
    for (size_t i = 0; i < len; i++)
        if (state[i])
            a[m++] = state[i];
    rules_sort_bytes(a, m);
    return cg_state_list_add(out, a, m);
}

#endif
