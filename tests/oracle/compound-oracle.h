/*
 * Naive compounds of partizan games, straight from the definitions: recursion
 * over the options of the operands as the public accessors list them, each
 * result built with cg_game_new() from the options the definition names.
 * Nothing of the library's compound code is used. A memo of the pairs already
 * made keeps day-3 pairs fast; it only avoids recomputing the same call.
 */
#ifndef CG_ORACLE_COMPOUND_H
#define CG_ORACLE_COMPOUND_H

#include <cookiegame.h>

enum { ORACLE_ORDINAL, ORACLE_CONJUNCTIVE, ORACLE_SELECTIVE };

/* The compound `op` of g and h, or NULL when a call of the library failed. */
const cg_game *oracle_compound(cg_ctx *ctx, int op, const cg_game *g, const cg_game *h);

#endif
