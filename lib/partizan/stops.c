/*
 * Left and Right stops: the number reached when Left (Right) moves first and
 * both play to the first number. Mean and temperature come from the
 * thermograph (thermo.c); the cg_dyadic forms of both are here.
 */
#include <cookiegame/thermal.h>

#include "store.h"
#include "thermo.h"
#include "util/alloc.h"
#include "util/export.h"

/* ---- stops ---- */

static void stops(const cg_game *g, pg_dyadic *ls, pg_dyadic *rs)
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
        pg_dyadic l, r;
        stops(g->opt[i], &l, &r);
        if (first || pg_dy_cmp(r, *ls) > 0)
            *ls = r;
        first = 0;
    }
    int first_r = 1;
    for (uint32_t i = 0; i < g->nr; i++) {
        pg_dyadic l, r;
        stops(g->opt[g->nl + i], &l, &r);
        if (first_r || pg_dy_cmp(l, *rs) < 0)
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
    pg_dyadic l, r;
    stops(g, &l, &r);
    *left_num = l.num;
    *left_log2 = l.k;
    *right_num = r.num;
    *right_log2 = r.k;
    return CG_OK;
}

static cg_dyadic to_public(pg_dyadic d)
{
    cg_dyadic r = { d.num, d.k };
    return r;
}

CG_EXPORT int cg_game_stop_values(const cg_game *g, cg_dyadic *left, cg_dyadic *right)
{
    if (g == NULL)
        return CG_EINVAL;
    pg_dyadic l, r;
    stops(g, &l, &r);
    if (left != NULL)
        *left = to_public(l);
    if (right != NULL)
        *right = to_public(r);
    return CG_OK;
}

CG_EXPORT int cg_game_mean_temperature(cg_ctx *ctx, const cg_game *g, cg_dyadic *mean,
                                       cg_dyadic *temp)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    const pg_thermograph *th;
    if ((rc = pg_thermograph_of(ctx, st, g, &th)) != CG_OK)
        return rc;
    if (mean != NULL)
        *mean = to_public(th->mean);
    if (temp != NULL)
        *temp = to_public(th->temp);
    return CG_OK;
}
