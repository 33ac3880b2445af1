/*
 * Incentives (thermal.h): what a move is worth to the player who makes it,
 * G^L - G for Left and G - G^R for Right, one per option of the canonical form,
 * in the order of the options. Each is one sum with a negative, both cached in
 * the store.
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "util/alloc.h"
#include "util/export.h"

CG_EXPORT int cg_game_incentives(cg_ctx *ctx, const cg_game *g, cg_side side, const cg_game **out,
                                 size_t cap, size_t *count)
{
    if (ctx == NULL || g == NULL || count == NULL || !al_side_ok(side) || (out == NULL && cap > 0))
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    cgu_ctx_begin(ctx);
    uint32_t first = side == CG_LEFT ? 0 : g->nl, n = side == CG_LEFT ? g->nl : g->nr;
    size_t want = n < cap ? n : cap;
    /* Made in a scratch array first: out is written only when all succeeded. */
    const cg_game **tmp = want > 0 ? cgu_malloc_array(want, sizeof *tmp) : NULL;
    if (want > 0 && tmp == NULL)
        return CG_ENOMEM;
    const cg_game *neg_g = NULL;
    rc = side == CG_LEFT && want > 0 ? pg_neg(st, g, &neg_g) : CG_OK;
    for (size_t i = 0; i < want && rc == CG_OK; i++) {
        const cg_game *o = g->opt[first + i], *neg;
        if (side == CG_LEFT)
            rc = pg_sum(st, o, neg_g, &tmp[i]);
        else if ((rc = pg_neg(st, o, &neg)) == CG_OK)
            rc = pg_sum(st, g, neg, &tmp[i]);
    }
    if (rc == CG_OK) {
        for (size_t i = 0; i < want; i++)
            out[i] = tmp[i];
        *count = n;
        if (n > cap)
            rc = CG_ERANGE;
    }
    cgu_free(tmp);
    return rc;
}
