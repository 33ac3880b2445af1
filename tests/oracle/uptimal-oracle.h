/*
 * Naive uptimal powers, overheating and uptimal units, straight from the
 * definitions with the public API only (cg_game_new, cg_game_sum,
 * cg_game_neg, the accessors, and the naive ordinal sum of
 * compound-oracle.h). Nothing of the library's pow.c, overheat.c,
 * uptimal.c or uptimal-expansion.c is used.
 */
#ifndef CG_ORACLE_UPTIMAL_H
#define CG_ORACLE_UPTIMAL_H

#include <stdint.h>

#include <cookiegame.h>

/* G^->n = G:(n-1) (0 for n = 0), by the naive ordinal sum. NULL on failure. */
const cg_game *oracle_pow_to(cg_ctx *ctx, const cg_game *g, uint32_t n);
/* G^n = {0 | H - G^->(n-1)} for G = {0 | H}, n >= 1; NULL on failure or for
 * another base. */
const cg_game *oracle_pow(cg_ctx *ctx, const cg_game *g, uint32_t n);
/* G overheated from s to t: n copies of s for an integer n, else
 * {G^L overheated + t | G^R overheated - t}. NULL on failure. */
const cg_game *oracle_overheat(cg_ctx *ctx, const cg_game *g, const cg_game *s, const cg_game *t);
/* The uptimal unit ^<n> (n >= 1): ^<1> = {0 | *}, ^<n> = {0 | -^[n-1] + *},
 * ^[k] = ^<1> + ... + ^<k> by sums. NULL on failure. */
const cg_game *oracle_up_unit(cg_ctx *ctx, uint32_t n);
/* x + a_1.^<1> + ... + a_len.^<len> + *m by sums. NULL on failure. */
const cg_game *oracle_uptimal(cg_ctx *ctx, const cg_game *x, uint32_t m, const int64_t *a,
                              size_t len);

#endif
