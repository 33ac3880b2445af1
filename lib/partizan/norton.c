/*
 * Heating and Norton multiplication (thermal.h), both by their recursive
 * definitions over canonical forms, memoised per call by game id:
 *
 *   heat:   G heated by t = G for a number G, else
 *           { (G^L heated by t) + t | (G^R heated by t) - t };
 *   Norton: G.U = n.U = U + ... + U for an integer n (-n.U = -(n.U)), else
 *           { G^L.U + U + I | G^R.U - U - I }, I over the incentives of U
 *           (U^L - U and U - U^R, both players').
 *
 * For the Norton product only the incentives that no other incentive exceeds
 * are used: with I <= J the option G^L.U + U + I is dominated by
 * G^L.U + U + J, and G^R.U - U - I by G^R.U - U - J, so the value is the same.
 * Each distinct subposition of G costs one node of the context's limit.
 *
 * The options of G.U are sums of a product and a small game, and making G.U
 * canonical compares them. As games they are large: comparing them, and
 * making the sums G^L.U + U + I canonical, walked pairs of their
 * subpositions (80 % of the time of the benchmark's Norton products by ^).
 * Norton's theorem gives their incentives instead: the product is linear, so
 * (G^L.U + U + I) - G.U = (G^L - G).U + U + I, the product of G's own
 * incentive. When G's incentives are known and small (those of a sum are its
 * components'), the options are made with these incentives, and the
 * comparisons of pg_canonical and of the sums that use the product as a part
 * go through small games instead (canon.c, stored_incentives.h).
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "canon.h"
#include "stored_incentives.h"
#include "util/alloc.h"
#include "util/export.h"

/* ---- heating ---- */

typedef struct heat_call {
    cg_ctx *ctx;
    pg_store *st;
    const cg_game *t, *neg_t;
    cgu_map64 memo;
} heat_call;

static int heat_rec(void *call, const cg_game *g, const cg_game **out)
{
    heat_call *c = call;
    if (pg_is_number(g)) {
        *out = g;
        return CG_OK;
    }
    int rc = pg_al_step(c->ctx, c->st, &c->memo, g, out);
    if (rc != CG_OK)
        return rc > 0 ? CG_OK : rc;
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    const pg_glist plus = { &c->t, 1, 1 }, minus = { &c->neg_t, 1, 1 };
    rc = pg_al_rebuild(c->st, g, heat_rec, c, &plus, &minus, &L, &R, out);
    if (rc == CG_OK)
        rc = pg_al_memo_put(&c->memo, g, *out);
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

CG_EXPORT int cg_game_heat(cg_ctx *ctx, const cg_game *g, const cg_game *t, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || t == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, t, &st);
    if (rc != CG_OK)
        return rc;
    heat_call c = { ctx, st, t, NULL, { 0 } };
    cgu_map64_init(&c.memo);
    const cg_game *r;
    rc = pg_neg(st, t, &c.neg_t);
    if (rc == CG_OK)
        rc = heat_rec(&c, g, &r);
    cgu_map64_destroy(&c.memo);
    if (rc == CG_OK)
        *out = r;
    return rc;
}

/* ---- Norton multiplication ---- */

typedef struct norton_call {
    cg_ctx *ctx;
    pg_store *st;
    const cg_game *u, *neg_u;
    pg_glist plus;    /* U + I for the maximal incentives I of U */
    pg_glist minus;   /* -(U + I), the same order */
    cgu_map64 memo;
    uint32_t for_incentive;   /* > 0 while a product of an incentive is made */
} norton_call;

/* n.U by doubling (algebra.c). */
static int multiple(norton_call *c, int64_t n, const cg_game **out)
{
    return pg_al_multiple(c->ctx, c->st, c->u, c->neg_u, n, out);
}

static int norton_rec(void *call, const cg_game *g, const cg_game **out);

/* The incentive G^k - G of option k of g, when it is known and worth a
 * product of its own: not older than g (the incentives of a sum are those of
 * its components, younger than the sum; those completed for a large game are
 * as large as the game and would cost a product each), else NULL. */
static const cg_game *usable_incentive(const norton_call *c, const cg_game *g, uint32_t k)
{
    if (g->inc == NULL || g->inc[k] == 0)
        return NULL;
    const cg_game *d = c->st->byid[g->inc[k]];
    return d->birthday <= g->birthday ? d : NULL;
}

/* G.U for g not an integer, every option G^k.U + A (A in plus or minus) made
 * with its incentive (G^k - G).U + A where G^k - G is usable. The products of
 * the incentives are made the plain way (for_incentive), so that this never
 * recurses into the incentives of incentives. */
static int rebuild_with_incentives(norton_call *c, const cg_game *g, const cg_game **out)
{
    pg_store *st = c->st;
    pg_olist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    int rc = pg_need_options(st, g);
    for (uint32_t k = 0; k < g->nl + g->nr && rc == CG_OK; k++) {
        int left = k < g->nl;
        const pg_glist *add = left ? &c->plus : &c->minus;
        const cg_game *p, *d = usable_incentive(c, g, k), *du = NULL;
        if ((rc = norton_rec(c, g->opt[k], &p)) != CG_OK)
            break;
        if (d != NULL) {
            c->for_incentive++;
            rc = norton_rec(c, d, &du);
            c->for_incentive--;
        }
        for (size_t j = 0; j < add->n && rc == CG_OK; j++) {
            const cg_game *o, *inc = NULL;
            if ((rc = pg_sum_plain(st, p, add->v[j], &o)) == CG_OK && du != NULL)
                rc = pg_sum_plain(st, du, add->v[j], &inc);
            if (rc == CG_OK)
                rc = pg_olist_add(left ? &L : &R, o, NULL, NULL, 0, inc != NULL ? inc->id : 0);
        }
    }
    if (rc == CG_OK)
        rc = pg_canonical(st, &L, &R, NULL, out);
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

static int norton_rec(void *call, const cg_game *g, const cg_game **out)
{
    norton_call *c = call;
    int rc = pg_al_step(c->ctx, c->st, &c->memo, g, out);
    if (rc != CG_OK)
        return rc > 0 ? CG_OK : rc;
    if (pg_al_is_integer(g)) {
        rc = multiple(c, g->x.num, out);
    } else if (c->for_incentive == 0 && g->inc != NULL) {
        rc = rebuild_with_incentives(c, g, out);
    } else {
        pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
        rc = pg_al_rebuild(c->st, g, norton_rec, c, &c->plus, &c->minus, &L, &R, out);
        cgu_free(L.v);
        cgu_free(R.v);
    }
    if (rc == CG_OK)
        rc = pg_al_memo_put(&c->memo, g, *out);
    return rc;
}

/* c->plus = U + I for every incentive I of U that no other incentive exceeds
 * (U + I compares as I does), and c->minus their negatives. */
static int unit_incentives(norton_call *c)
{
    pg_store *st = c->st;
    const cg_game *u = c->u;
    pg_glist all = { NULL, 0, 0 };
    const uint32_t *ids;
    int rc = pg_incentives(st, u, &ids);   /* U^k - U for every option */
    for (uint32_t i = 0; i < u->nl + u->nr && rc == CG_OK; i++) {
        const cg_game *inc = st->byid[ids[i]], *w;
        if (i >= u->nl)   /* Right's incentive is U - U^R */
            rc = pg_neg(st, inc, &inc);
        if (rc == CG_OK && (rc = pg_sum(st, u, inc, &w)) == CG_OK)
            rc = pg_gl_push(&all, w);
    }
    if (rc == CG_OK)
        pg_gl_sort_unique(&all);
    for (size_t i = 0; i < all.n && rc == CG_OK; i++) {
        int dominated = 0;
        for (size_t j = 0; j < all.n && !dominated && rc == CG_OK; j++) {
            if (j == i)
                continue;
            int r = pg_le(st, all.v[i], all.v[j]);
            if (r < 0)
                rc = r;
            else
                dominated = r;   /* distinct games: never both ways */
        }
        /* Their own incentives are completed now, small games: the options
         * G^k.U + A of the product, sums of A, are compared through them. */
        const cg_game *neg;
        const uint32_t *incs;
        if (rc == CG_OK && !dominated && (rc = pg_gl_push(&c->plus, all.v[i])) == CG_OK &&
            (rc = pg_neg(st, all.v[i], &neg)) == CG_OK && (rc = pg_gl_push(&c->minus, neg)) == CG_OK &&
            (rc = pg_incentives(st, all.v[i], &incs)) == CG_OK)
            rc = pg_incentives(st, neg, &incs);
    }
    cgu_free(all.v);
    return rc;
}

int pg_al_norton(cg_ctx *ctx, pg_store *st, const cg_game *g, const cg_game *u, const cg_game **out)
{
    /* U > 0: 0 <= U and not U <= 0. */
    int ge = pg_le(st, st->zero, u);
    if (ge < 0)
        return ge;
    int le = ge ? pg_le(st, u, st->zero) : 0;
    if (le < 0)
        return le;
    if (!ge || le)
        return CG_EDOMAIN;
    norton_call c = { ctx, st, u, NULL, { NULL, 0, 0 }, { NULL, 0, 0 }, { 0 }, 0 };
    cgu_map64_init(&c.memo);
    const cg_game *r;
    int rc = pg_neg(st, u, &c.neg_u);
    if (rc == CG_OK && !pg_al_is_integer(g))
        rc = unit_incentives(&c);
    if (rc == CG_OK)
        rc = norton_rec(&c, g, &r);
    cgu_map64_destroy(&c.memo);
    cgu_free(c.plus.v);
    cgu_free(c.minus.v);
    if (rc == CG_OK)
        *out = r;
    return rc;
}

CG_EXPORT int cg_game_norton(cg_ctx *ctx, const cg_game *g, const cg_game *u, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || u == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, u, &st);
    return rc == CG_OK ? pg_al_norton(ctx, st, g, u, out) : rc;
}
