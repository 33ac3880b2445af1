/*
 * Incentives (thermal.h): what a move is worth to the player who makes it,
 * G^L - G for Left and G - G^R for Right, one per option of the canonical form,
 * in the order of the options: the store's own incentives (incent.h), which
 * the canonical forms of sums are made with.
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "incent.h"
#include "util/alloc.h"
#include "util/export.h"

CG_EXPORT int cg_game_incentives(cg_ctx *ctx, const cg_game *g, cg_side side, const cg_game **out,
                                 size_t cap, size_t *count)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || count == NULL || !al_side_ok(side) || (out == NULL && cap > 0))
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    /* The store keeps G^k - G for every option (incent.h); Right's incentive
     * is its negative. out is written only when everything succeeded. */
    const uint32_t *ids;
    if ((rc = pg_incentives(st, g, &ids)) != CG_OK)
        return rc;
    uint32_t first = side == CG_LEFT ? 0 : g->nl, n = side == CG_LEFT ? g->nl : g->nr;
    size_t want = n < cap ? n : cap;
    const cg_game **tmp = want > 0 ? cgu_malloc_array(want, sizeof *tmp) : NULL;
    if (want > 0 && tmp == NULL)
        return CG_ENOMEM;
    for (size_t i = 0; i < want && rc == CG_OK; i++) {
        tmp[i] = st->byid[ids[first + i]];
        if (side == CG_RIGHT)
            rc = pg_neg(st, tmp[i], &tmp[i]);
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
