/*
 * The everyday predicates of thermal.h. Each reads what an interned game
 * carries since its creation (kind, stops, the dicotic flag), so each is O(1).
 */
#include <cookiegame/partizan.h>
#include <cookiegame/thermal.h>

#include "store.h"
#include "util/export.h"

CG_EXPORT int cg_game_is_dicotic(const cg_game *g)
{
    return g != NULL && g->dicotic;
}

/* Stops are set for every interned game; a game without them (an allocation
 * failed while its options were made) answers "no" to the stop predicates. */
static int stops_known(const cg_game *g)
{
    return g != NULL && g->has_stops;
}

CG_EXPORT int cg_game_is_infinitesimal(const cg_game *g)
{
    return stops_known(g) && g->ls.num == 0 && g->rs.num == 0;
}

CG_EXPORT int cg_game_is_cold(const cg_game *g)
{
    return g != NULL && pg_is_number(g);
}

CG_EXPORT int cg_game_is_hot(const cg_game *g)
{
    /* A game that is not a number has LS >= RS; its temperature is positive
     * exactly when LS > RS (else the walls meet at t = 0). */
    return stops_known(g) && !pg_is_number(g) && pg_dy_cmp(g->ls, g->rs) > 0;
}

CG_EXPORT int cg_game_is_tepid(const cg_game *g)
{
    return stops_known(g) && !pg_is_number(g) && pg_dy_cmp(g->ls, g->rs) == 0;
}

CG_EXPORT int cg_game_is_switch(const cg_game *g)
{
    /* A number is no switch, nor is any x + u.up + *m, and those made by
     * value (numbers, x + *m: store.h) have no options yet. */
    return g != NULL && g->nl == 1 && g->nr == 1 && g->kind == PG_GENERAL && pg_is_number(g->opt[0]) &&
           pg_is_number(g->opt[1]) && pg_dy_cmp(g->opt[0]->x, g->opt[1]->x) > 0;
}

/* The predicates of partizan.h on the kind of a game (CGSuite's IsInteger,
 * IsNimber, IsNumberish, IsOrdinal, IsIdempotent), O(1) the same way. */

CG_EXPORT int cg_game_is_integer(const cg_game *g)
{
    /* Numbers are kept in lowest terms: an integer has k = 0. */
    return g != NULL && pg_is_number(g) && g->x.k == 0;
}

CG_EXPORT int cg_game_is_nimber(const cg_game *g)
{
    /* Every interned nimber is tagged x + u.up + *m (canon.c recognises them
     * however they were built); 0 = *0 is one. */
    return g != NULL && g->kind == PG_NUS && g->x.num == 0 && g->ups == 0;
}

CG_EXPORT int cg_game_is_numberish(const cg_game *g)
{
    /* g - x is infinitesimal for a number x exactly when both stops are x. */
    return stops_known(g) && pg_dy_cmp(g->ls, g->rs) == 0;
}

CG_EXPORT int cg_game_is_ordinal(const cg_game *g)
{
    /* An ordinal is {ordinals | } [ONAG]; the short ones are the finite
     * ordinals 0, 1, 2, ..., the integers n >= 0 (n = {0, 1, ..., n-1 | }). */
    return cg_game_is_integer(g) && g->x.num >= 0;
}

CG_EXPORT int cg_game_is_idempotent(const cg_game *g)
{
    /* G + G = G gives G = 0 on subtracting G: 0 is the only one. */
    return g != NULL && pg_is_number(g) && g->x.num == 0;
}
