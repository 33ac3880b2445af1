/*
 * The everyday predicates of thermal.h. Each reads what an interned game
 * carries since its creation (kind, stops, the dicotic flag), so each is O(1).
 */
#include <cookiegame/thermal.h>

#include "game.h"
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
    return stops_known(g) && !pg_is_number(g) && dy_cmp(g->ls, g->rs) > 0;
}

CG_EXPORT int cg_game_is_tepid(const cg_game *g)
{
    return stops_known(g) && !pg_is_number(g) && dy_cmp(g->ls, g->rs) == 0;
}

CG_EXPORT int cg_game_is_switch(const cg_game *g)
{
    /* A number is no switch, nor is any x + u.up + *m, and those made by
     * value (numbers, x + *m: game.h) have no options yet. */
    return g != NULL && g->nl == 1 && g->nr == 1 && g->kind == PG_GENERAL && pg_is_number(g->opt[0]) &&
           pg_is_number(g->opt[1]) && dy_cmp(g->opt[0]->x, g->opt[1]->x) > 0;
}
