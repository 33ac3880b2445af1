/*
 * Cooling (Siegel, CGT; CGSuite's Cool), for t > -1: G_t is the mean of G when
 * t is above G's temperature (G_t' is then infinitesimally close to the mean
 * for some t' < t, and from there on the cooled game is that number), else
 * {G^L_t - t | G^R_t + t}. A number m/2^k has temperature -1/2^k (an integer
 * -1), so for t >= 0 it is its own cooled game, and for -1 < t <= -1/2^k it
 * is rebuilt from its options like any other game: cooling by a negative t
 * heats (1/2 cooled by -1/2 is 1/2*). Cooling is applied to the canonical form
 * (for t >= 0 it is a function of values); each subposition is cooled once
 * per call (memo by id) and charged one node.
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "thermo.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"

/* The deepest recursion allowed: one C stack frame a level. Numbers add at
 * most their log2 denominator levels (their options have smaller ones), and
 * other games their birthday among games that are not numbers. */
#define COOL_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

typedef struct cooling {
    cg_ctx *ctx;
    pg_store *st;
    pg_dyadic t;
    const cg_game *plus_t, *minus_t;
    unsigned depth;
    cgu_map64 memo;   /* id -> id of the cooled game */
} cooling;

static int cool(void *call, const cg_game *g, const cg_game **out)
{
    cooling *c = call;
    uint64_t id;
    if (pg_is_number(g)) {
        /* Above its temperature -1/2^k a number is its own mean. */
        pg_dyadic temp = { -1, g->x.k };
        if (pg_dy_cmp(c->t, temp) > 0) {
            *out = g;
            return CG_OK;
        }
    }
    if (cgu_map64_get(&c->memo, g->id, &id)) {
        *out = c->st->byid[id];
        return CG_OK;
    }
    int rc;
    const pg_thermograph *th = NULL;
    if (!pg_is_number(g) && (rc = pg_thermograph_of(c->ctx, c->st, g, &th)) != CG_OK)
        return rc;
    if (th != NULL && pg_dy_cmp(c->t, th->temp) > 0) {
        rc = pg_nus(c->st, th->mean, 0, 0, out);
    } else {
        if ((rc = cgu_ctx_charge(c->ctx, 1)) != CG_OK)
            return rc;
        if (c->depth >= COOL_MAX_DEPTH)
            return cgu_fail(CG_ELIMIT, "cooling would recurse deeper than %u levels (a game "
                            "born too late)", COOL_MAX_DEPTH);
        pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
        const pg_glist minus = { &c->minus_t, 1, 1 }, plus = { &c->plus_t, 1, 1 };
        c->depth++;
        rc = pg_al_rebuild(c->st, g, cool, c, &minus, &plus, &L, &R, out);
        c->depth--;
        cgu_free(L.v);
        cgu_free(R.v);
    }
    if (rc == CG_OK && cgu_map64_put(&c->memo, g->id, (*out)->id) != CG_OK)
        rc = CG_ENOMEM;
    return rc;
}

int pg_cool(cg_ctx *ctx, pg_store *st, const cg_game *g, pg_dyadic t, const cg_game **out)
{
    cooling c = { ctx, st, t, NULL, NULL, 0, { 0 } };
    pg_dyadic neg;
    int rc = pg_dy_neg(t, &neg);
    if (rc == CG_OK)
        rc = pg_nus(st, t, 0, 0, &c.plus_t);
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

CG_EXPORT int cg_game_cool(cg_ctx *ctx, const cg_game *g, cg_dyadic t, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    if (t.log2_den > CG_GAME_MAX_LOG2_DEN)
        return CG_ERANGE;
    pg_dyadic at;
    int rc = pg_dy_make(t.num, t.log2_den, &at);
    if (rc != CG_OK)
        return rc;
    const pg_dyadic minus_one = { -1, 0 };
    if (pg_dy_cmp(at, minus_one) <= 0)
        return cgu_fail(CG_EINVAL, "cooling is defined for t > -1 only");
    pg_store *st;
    if ((rc = pg_get_for(ctx, g, NULL, &st)) != CG_OK)
        return rc;
    return pg_cool(ctx, st, g, at, out);
}
