/*
 * Incentives (thermal.h): what a move is worth to the player who makes it,
 * G^L - G for Left and G - G^R for Right, one per option of the canonical form,
 * in the order of the options: the incentives the store keeps
 * (stored_incentives.h), which the canonical forms of sums are made with.
 */
#include <string.h>

#include <cookiegame/thermal.h>

#include "algebra.h"
#include "glist.h"
#include "stored_incentives.h"
#include "util/alloc.h"
#include "util/export.h"

CG_EXPORT int cg_game_incentives(cg_ctx *ctx, const cg_game *g, cg_side side, const cg_game **out,
                                 size_t cap, size_t *count)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || count == NULL || !pg_al_side_ok(side) || (out == NULL && cap > 0))
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    /* The store keeps G^k - G for every option (stored_incentives.h); Right's incentive
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

/* The maximal games of l (drop each one another exceeds), in place; a unit of
 * work per pair compared. Distinct games compare < or > or confused, so two
 * never drop each other. */
static int keep_maximal(pg_store *st, pg_glist *l)
{
    unsigned char small[64], *dead = l->n <= sizeof small ? small : cgu_calloc(l->n, 1);
    if (dead == NULL)
        return CG_ENOMEM;
    memset(dead, 0, l->n <= sizeof small ? sizeof small : 0);
    int rc = CG_OK;
    for (size_t i = 0; i < l->n && rc == CG_OK; i++) {
        rc = pg_work(st, l->n);
        for (size_t j = 0; j < l->n && rc == CG_OK && !dead[i]; j++) {
            if (j == i || dead[j])
                continue;
            int le = pg_le(st, l->v[i], l->v[j]);
            if (le < 0)
                rc = le;
            else
                dead[i] = (unsigned char)le;   /* l->v[i] < l->v[j] */
        }
    }
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++)
        if (!dead[i])
            l->v[k++] = l->v[i];
    if (rc == CG_OK)
        l->n = k;
    if (dead != small)
        cgu_free(dead);
    return rc;
}

CG_EXPORT int cg_game_incentive_set(cg_ctx *ctx, const cg_game *g, unsigned sides,
                                    const cg_game **out, size_t cap, size_t *count)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || count == NULL || (out == NULL && cap > 0) || sides == 0 ||
        (sides & ~(unsigned)CG_SIDES_BOTH) != 0)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    const uint32_t *ids;
    if ((rc = pg_incentives(st, g, &ids)) != CG_OK)
        return rc;
    pg_glist all = { NULL, 0, 0 };
    for (uint32_t k = 0; k < g->nl + g->nr && rc == CG_OK; k++) {
        int left = k < g->nl;
        if (!(sides & (left ? CG_SIDES_LEFT : CG_SIDES_RIGHT)))
            continue;
        const cg_game *inc = st->byid[ids[k]];   /* G^k - G */
        if (!left)
            rc = pg_neg(st, inc, &inc);   /* Right's is G - G^R */
        if (rc == CG_OK)
            rc = pg_gl_push(&all, inc);
    }
    if (rc == CG_OK) {
        pg_gl_sort_unique(&all);   /* the canonical order of games, each once */
        rc = keep_maximal(st, &all);
    }
    if (rc == CG_OK) {
        size_t want = all.n < cap ? all.n : cap;
        for (size_t i = 0; i < want; i++)
            out[i] = all.v[i];
        *count = all.n;
        if (all.n > cap)
            rc = CG_ERANGE;
    }
    cgu_free(all.v);
    return rc;
}
