/*
 * Memoised search over reduced positions, kept in the cookie slot of a cg_ctx.
 * Grundy value, remoteness and suspense, and the misère remoteness and
 * suspense, are computed together: each is a function of the set of the
 * options' values, and each is unchanged by reduction (reducing an option of a
 * position gives an option of its reduced form and every option of the reduced
 * form arises so, which is the proof of the Deletion Theorem; it never uses the
 * play convention), so the memo is keyed by reduced forms only. What is not
 * valid under misère play is the D-value theory of strict positions and any
 * Sprague-Grundy sum rule; the search uses neither.
 */
#ifndef CG_COOKIE_REDUCED_SEARCH_H
#define CG_COOKIE_REDUCED_SEARCH_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

typedef struct cookie_values {
    uint32_t grundy;
    uint32_t remoteness;
    uint32_t suspense;
    /* Misère play: 0 at the end, where the player to move wins, so a position
     * is a misère N-position exactly when its misère remoteness is even. */
    uint32_t misere_remoteness;
    uint32_t misere_suspense;
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
