/*
 * Naive companions, cooling by any t > -1, frozen games and the walls of
 * thermographs below 0, straight from the definitions (Siegel, CGT) with only
 * the public API of 1.0-1.1: options read with cg_game_left / cg_game_right,
 * results built with cg_game_new and cg_game_sum, signs from cg_game_compare,
 * the temperature and mean of a game from cg_game_mean_temperature (the
 * thermograph for t >= 0, -1/2^k for a number m/2^k). Nothing of the
 * library's companion, cooling, freezing or walls code is used.
 */
#ifndef CG_ORACLE_THERMAL_OPS_H
#define CG_ORACLE_THERMAL_OPS_H

#include <cookiegame.h>

/* G° = {0 if G >= 0, (G^L)° | 0 if G <= 0, (G^R)°}, on every subposition
 * (numbers and uptimals included), or NULL when a call of the library failed. */
const cg_game *oracle_companion(cg_ctx *ctx, const cg_game *g);

/* G_t for t > -1: the mean when t > temperature(G), else
 * {G^L_t - t | G^R_t + t}; or NULL. */
const cg_game *oracle_cool(cg_ctx *ctx, const cg_game *g, cg_dyadic t);

/* G itself for a number, else G cooled by its temperature; or NULL. */
const cg_game *oracle_freeze(cg_ctx *ctx, const cg_game *g);

/* The stops of oracle_cool(g, t): 1, or 0 when a call failed. */
int oracle_walls_at(cg_ctx *ctx, const cg_game *g, cg_dyadic t, cg_dyadic *left,
                    cg_dyadic *right);

#endif
