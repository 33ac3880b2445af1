/*
 * Left and Right stops: the number reached when Left (Right) moves first and
 * both play to the first number. Mean and temperature are in thermo.c.
 */
#include "game.h"
#include "util/alloc.h"
#include "util/export.h"

/* ---- stops ---- */

static void stops(const cg_game *g, dyadic *ls, dyadic *rs)
{
    if (g->has_stops) {   /* every interned game: kept since its creation */
        *ls = g->ls;
        *rs = g->rs;
        return;
    }
    if (pg_is_number(g)) {
        *ls = *rs = g->x;
        return;
    }
    int first = 1;
    for (uint32_t i = 0; i < g->nl; i++) {
        dyadic l, r;
        stops(g->opt[i], &l, &r);
        if (first || dy_cmp(r, *ls) > 0)
            *ls = r;
        first = 0;
    }
    int first_r = 1;
    for (uint32_t i = 0; i < g->nr; i++) {
        dyadic l, r;
        stops(g->opt[g->nl + i], &l, &r);
        if (first_r || dy_cmp(l, *rs) < 0)
            *rs = l;
        first_r = 0;
    }
    if (first)
        *ls = *rs;
    if (first_r)
        *rs = *ls;
}

CG_EXPORT int cg_game_stops(const cg_game *g, int64_t *left_num, uint32_t *left_log2,
                            int64_t *right_num, uint32_t *right_log2)
{
    if (g == NULL || left_num == NULL || left_log2 == NULL || right_num == NULL ||
        right_log2 == NULL)
        return CG_EINVAL;
    dyadic l, r;
    stops(g, &l, &r);
    *left_num = l.num;
    *left_log2 = l.k;
    *right_num = r.num;
    *right_log2 = r.k;
    return CG_OK;
}
