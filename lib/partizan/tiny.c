/*
 * CGSuite's IsNumberTiny: whether g is a number plus a tiny or a miny. A tiny
 * is {0 || 0 | -H} with H large enough ([WW]; [CGT]: tiny-H), so
 * x + tiny has the canonical form {x || x | y}; CGSuite reads exactly that
 * shape off the canonical form, one option a side, and takes y "large" as
 * mean(y) < x; x + miny, its negative, is {y | x || x} with mean(y) > x. The
 * library reads the same shape with the same test. CGSuite's documentation
 * words it on values (H <= -e for a number e > 0); the tests check that the
 * two agree on the games born by day 3.
 */
#include "store.h"
#include "thermo.h"
#include "util/export.h"

/* Whether g = {x || x | y} (side 0) or {y | x || x} (side 1), mean(y) beyond
 * x: *yes = 1 or 0. Computes y's thermograph only when the shape fits. */
static int tiny_side(cg_ctx *ctx, pg_store *st, const cg_game *g, int side, int *yes)
{
    *yes = 0;
    const cg_game *x = g->opt[side == 0 ? 0 : 1], *h = g->opt[side == 0 ? 1 : 0];
    if (!pg_is_number(x))
        return CG_OK;
    int rc = pg_need_options(st, h);
    if (rc != CG_OK)
        return rc;
    if (h->nl != 1 || h->nr != 1)
        return CG_OK;
    /* h = {x | y} for a tiny, {y | x} for a miny. */
    const cg_game *hx = h->opt[side == 0 ? 0 : 1], *y = h->opt[side == 0 ? 1 : 0];
    if (hx != x)
        return CG_OK;
    const pg_thermograph *th;
    if ((rc = pg_thermograph_of(ctx, st, y, &th)) != CG_OK)
        return rc;
    int c = pg_dy_cmp(th->mean, x->x);
    *yes = side == 0 ? c < 0 : c > 0;
    return CG_OK;
}

CG_EXPORT int cg_game_is_number_tiny(cg_ctx *ctx, const cg_game *g, int *yes)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || yes == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    /* A number is x + 0, number-tiny as CGSuite counts it (its IsNumberTiny is
     * true on every number). Any other game is so by its shape. */
    int r = pg_is_number(g);
    /* A number (lazy or not) is never of the shape: its options are numbers.
     * An x + *m made by value (store.h) has its options made first (x + * has
     * one a side). */
    if (!pg_is_number(g) && g->nl == 1 && g->nr == 1 && (rc = pg_need_options(st, g)) == CG_OK) {
        rc = tiny_side(ctx, st, g, 0, &r);
        if (rc == CG_OK && !r)
            rc = tiny_side(ctx, st, g, 1, &r);
    }
    if (rc == CG_OK)
        *yes = r;
    return rc;
}
