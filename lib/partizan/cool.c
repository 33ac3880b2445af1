/*
 * Cooling: G_t = G for a number, the mean of G when t is above G's temperature
 * (G_t' is then infinitesimally close to the mean for some t' < t, and from
 * there on the cooled game is that number), else {G^L_t - t | G^R_t + t}.
 * Cooling is a function of values, so the canonical form serves; each
 * subposition is cooled once per call (memo by id) and charged one node.
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "thermo.h"
#include "util/alloc.h"
#include "util/export.h"

typedef struct cooling {
    cg_ctx *ctx;
    pg_store *st;
    dyadic t;
    const cg_game *plus_t, *minus_t;
    cgu_map64 memo;   /* id -> id of the cooled game */
} cooling;

static int cool(void *call, const cg_game *g, const cg_game **out)
{
    cooling *c = call;
    uint64_t id;
    if (pg_is_number(g)) {
        *out = g;
        return CG_OK;
    }
    if (cgu_map64_get(&c->memo, g->id, &id)) {
        *out = c->st->byid[id];
        return CG_OK;
    }
    const pg_thermograph *th;
    int rc = pg_thermograph_of(c->ctx, c->st, g, &th);
    if (rc != CG_OK)
        return rc;
    if (dy_cmp(c->t, th->temp) > 0) {
        rc = pg_nus(c->st, th->mean, 0, 0, out);
    } else {
        if ((rc = cgu_ctx_charge(c->ctx, 1)) != CG_OK)
            return rc;
        glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
        const glist minus = { &c->minus_t, 1, 1 }, plus = { &c->plus_t, 1, 1 };
        rc = al_rebuild(c->st, g, cool, c, &minus, &plus, &L, &R, out);
        cgu_free(L.v);
        cgu_free(R.v);
    }
    if (rc == CG_OK && cgu_map64_put(&c->memo, g->id, (*out)->id) != CG_OK)
        rc = CG_ENOMEM;
    return rc;
}

CG_EXPORT int cg_game_cool(cg_ctx *ctx, const cg_game *g, cg_dyadic t, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL || t.num < 0)
        return CG_EINVAL;
    if (t.log2_den > CG_GAME_MAX_LOG2_DEN)
        return CG_ERANGE;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    cooling c = { ctx, st, { 0, 0 }, NULL, NULL, { 0 } };
    dyadic neg;
    rc = dy_make(t.num, t.log2_den, &c.t);
    if (rc == CG_OK)
        rc = dy_neg(c.t, &neg);
    if (rc == CG_OK)
        rc = pg_nus(st, c.t, 0, 0, &c.plus_t);
    if (rc == CG_OK)
        rc = pg_nus(st, neg, 0, 0, &c.minus_t);
    if (rc != CG_OK)
        return rc;
    cgu_map64_init(&c.memo);
    const cg_game *r;
    rc = cool(&c, g, &r);
    cgu_map64_destroy(&c.memo);
    if (rc == CG_OK)
        *out = r;
    return rc;
}
