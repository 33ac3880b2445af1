/*
 * Naive versions of the misère outcome, the stop count, the followers and the
 * predicates of partizan.h (cg_game_is_even and the rest), each written from
 * its definition with the public accessors (cg_game_left, cg_game_right, the
 * counts), cg_game_new, cg_game_sum, cg_game_compare, cg_game_is_number,
 * cg_game_stops and cg_game_thermal. No memo and no shortcut: meant for games
 * born by day 3. Nothing of the library's code for these is used.
 *
 * Each returns its answer, or -1 when a call of the library failed.
 */
#ifndef CG_ORACLE_PREDICATES_H
#define CG_ORACLE_PREDICATES_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame.h>

/* Misère play on the canonical form (the player unable to move wins): the
 * outcome class as cg_outcome, or -1. */
int oracle_misere_outcome(cg_ctx *ctx, const cg_game *g);

/* SC(x) = 1 for a number, else the sum over all options; 0 on failure. */
uint64_t oracle_stop_count(cg_ctx *ctx, const cg_game *g);

/* The distinct subpositions of g, g included, into out (room for cap); their
 * number, or 0 when they do not fit or a call failed. */
size_t oracle_followers(cg_ctx *ctx, const cg_game *g, const cg_game **out, size_t cap);

int oracle_is_integer(cg_ctx *ctx, const cg_game *g);
int oracle_is_nimber(cg_ctx *ctx, const cg_game *g);
int oracle_is_numberish(cg_ctx *ctx, const cg_game *g);
int oracle_is_ordinal(cg_ctx *ctx, const cg_game *g);
int oracle_is_idempotent(cg_ctx *ctx, const cg_game *g);
int oracle_is_even(cg_ctx *ctx, const cg_game *g);
int oracle_is_odd(cg_ctx *ctx, const cg_game *g);
int oracle_is_even_tempered(cg_ctx *ctx, const cg_game *g);
int oracle_is_odd_tempered(cg_ctx *ctx, const cg_game *g);
/* Whether g is a number plus a tiny or a miny as CGSuite's documentation
 * words it: g equals x + {0 || 0 | H} with H <= -e for some number e > 0, that
 * is {x || x | y} with y <= x - e, or the negative of such a game; tried with
 * every game y born by day 2 (enough for g born by day 3), the forms built
 * with cg_game_new and compared as values. */
int oracle_is_number_tiny(cg_ctx *ctx, const cg_game *g);

#endif
