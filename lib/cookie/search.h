/*
 * Memoised search over reduced positions, kept in the cookie slot of a cg_ctx.
 * Grundy value, remoteness and suspense are computed together: all three are
 * functions of the set of the options' values, and all three are unchanged by
 * reduction (the proof of the Deletion Theorem carries over word for word), so
 * the memo is keyed by reduced forms only.
 */
#ifndef CG_COOKIE_SEARCH_H
#define CG_COOKIE_SEARCH_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

typedef struct cookie_values {
    uint32_t grundy;
    uint32_t remoteness;
    uint32_t suspense;
} cookie_values;

/*
 * Values of the reduced position b (m heaps, ascending, 1 <= b[i] <= m,
 * b[i] >= i + 1). Charges every newly evaluated position to the ctx budget.
 * CG_OK, CG_ELIMIT, CG_ENOMEM, or CG_ERANGE when m exceeds
 * CG_POSITION_SEARCH_MAX_HEAPS (the line of play held in memory costs O(m^2)).
 * What was learned stays memoised either way.
 */
int cookie_search(cg_ctx *ctx, const uint32_t *b, size_t m, cookie_values *out);

#endif
