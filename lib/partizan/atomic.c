/*
 * Atomic weight of all-small games by the atomic weight calculus (Berlekamp,
 * Conway and Guy, Winning Ways; Siegel, Combinatorial Game Theory).
 *
 * With G'' = { aw(G^L) - 2 | aw(G^R) + 2 } (canonical):
 *   - aw(G) = G'' when G'' is not an integer;
 *   - when G'' is an integer, G is compared with a remote star *N (N above
 *     the index of every nimber among G's subpositions):
 *       G < *N: aw(G) is the least integer n with n |> G^L'' (n not <= G^L'')
 *               for every Left option,
 *       G > *N: aw(G) is the greatest integer n with n <| G^R'' (n not >=
 *               G^R'') for every Right option,
 *       G confused with *N: aw(G) = G''.
 *
 * x + n.up + *m is all-small only with x = 0, and its atomic weight is n
 * (aw(up) = 1, aw(*m) = 0, aw is additive); those games answer at once.
 *
 * Why *N is remote: if no subposition of G equals a nimber *k with k >= M,
 * each subposition H compares with *m the same way for every m >= M. By
 * induction on H, for m > M: H >= *m asks that no H^R <= *m (the same as for
 * *M, by induction) and that H is not <= *k for any k < m; that holds for
 * k < M when H >= *M, and for M <= k < m too, since H <= *k and H >= *M would
 * give *M <= *k, so k = M and H = *M, which is excluded. The order the other
 * way is symmetric. So one remote star decides all.
 *
 * The least integer n with n not <= X: every integer below RS(X) is < X and
 * every integer above it is not <= X, so n = ceil(RS(X)), or one more when
 * RS(X) is an integer r with r <= X. Symmetrically for the greatest n with
 * n not >= X, from floor(LS(X)).
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "util/alloc.h"
#include "util/export.h"

typedef struct aw_call {
    cg_ctx *ctx;
    pg_store *st;
    const cg_game *two, *minus_two;
    cgu_map64 memo;     /* id -> atomic weight id */
    cgu_map64 nimmax;   /* id -> largest k with *k a subposition */
} aw_call;

/* The largest k such that *k is a subposition of g (0 always is one). */
static int nim_max(aw_call *c, const cg_game *g, uint32_t *out)
{
    if (g->kind == PG_NUS && g->ups == 0) {
        /* *m: its subpositions are the smaller nimbers. x + *m, x != 0: they
         * are x + *k and numbers, so 0 (and its options may not be made). */
        *out = g->x.num == 0 ? g->nim : 0;
        return CG_OK;
    }
    if (pg_is_number(g)) {
        *out = 0;   /* the subpositions of a number are numbers: only 0 is a nimber */
        return CG_OK;
    }
    uint64_t v;
    if (cgu_map64_get(&c->nimmax, g->id, &v)) {
        *out = (uint32_t)v;
        return CG_OK;
    }
    int rc = cgu_ctx_charge(c->ctx, 1);
    uint32_t best = 0;
    for (uint32_t i = 0; i < g->nl + g->nr && rc == CG_OK; i++) {
        uint32_t k;
        if ((rc = nim_max(c, g->opt[i], &k)) == CG_OK && k > best)
            best = k;
    }
    if (rc == CG_OK && (rc = cgu_map64_put(&c->nimmax, g->id, best)) == CG_OK)
        *out = best;
    return rc;
}

/* The least integer n that is not <= x. */
static int least_not_le(aw_call *c, const cg_game *x, int64_t *n)
{
    dyadic ls, rs;
    al_stops(x, &ls, &rs);
    int64_t r = dy_ceil(rs);
    if (dy_cmp((dyadic){ r, 0 }, rs) == 0) {
        const cg_game *ng;
        int rc = al_integer(c->st, r, &ng);
        if (rc != CG_OK)
            return rc;
        int le = pg_le(c->st, ng, x);
        if (le < 0)
            return le;
        r += le;
    }
    *n = r;
    return CG_OK;
}

/* The greatest integer n that is not >= x. */
static int greatest_not_ge(aw_call *c, const cg_game *x, int64_t *n)
{
    dyadic ls, rs;
    al_stops(x, &ls, &rs);
    int64_t r = dy_floor(ls);
    if (dy_cmp((dyadic){ r, 0 }, ls) == 0) {
        const cg_game *ng;
        int rc = al_integer(c->st, r, &ng);
        if (rc != CG_OK)
            return rc;
        int ge = pg_le(c->st, x, ng);
        if (ge < 0)
            return ge;
        r -= ge;
    }
    *n = r;
    return CG_OK;
}

/* The exceptional case: G'' is an integer. L, R hold G^L'' and G^R''. */
static int integer_case(aw_call *c, const cg_game *g, const glist *L, const glist *R,
                        const cg_game *gpp, const cg_game **out)
{
    uint32_t m;
    int rc = nim_max(c, g, &m);
    if (rc != CG_OK)
        return rc;
    const cg_game *star;
    dyadic zero = { 0, 0 };
    if ((rc = pg_nus(c->st, zero, 0, m + 1, &star)) != CG_OK)
        return rc;
    int le = pg_le(c->st, g, star);
    if (le < 0)
        return le;
    int ge = pg_le(c->st, star, g);
    if (ge < 0)
        return ge;
    if (le == ge) {   /* confused with the remote star (never equal to it) */
        *out = gpp;
        return CG_OK;
    }
    const glist *opts = le ? L : R;
    int64_t best = 0;
    for (size_t i = 0; i < opts->n; i++) {
        int64_t n;
        rc = le ? least_not_le(c, opts->v[i], &n) : greatest_not_ge(c, opts->v[i], &n);
        if (rc != CG_OK)
            return rc;
        if (i == 0 || (le ? n > best : n < best))
            best = n;
    }
    return al_integer(c->st, best, out);
}

static int aw_rec(void *call, const cg_game *g, const cg_game **out)
{
    aw_call *c = call;
    if (g->kind == PG_NUS) {
        if (g->x.num != 0)
            return CG_EDOMAIN;   /* not all-small (never reached from one) */
        return al_integer(c->st, g->ups, out);
    }
    int rc = al_step(c->ctx, c->st, &c->memo, g, out);
    if (rc != CG_OK)
        return rc > 0 ? CG_OK : rc;
    glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    const glist minus_two = { &c->minus_two, 1, 1 }, two = { &c->two, 1, 1 };
    const cg_game *gpp = NULL;
    rc = al_rebuild(c->st, g, aw_rec, c, &minus_two, &two, &L, &R, &gpp);
    if (rc == CG_OK) {
        if (al_is_integer(gpp))
            rc = integer_case(c, g, &L, &R, gpp, out);
        else
            *out = gpp;
    }
    if (rc == CG_OK)
        rc = al_memo_put(&c->memo, g, *out);
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

CG_EXPORT int cg_game_atomic_weight(cg_ctx *ctx, const cg_game *g, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    if (!g->dicotic)
        return CG_EDOMAIN;
    aw_call c = { ctx, st, NULL, NULL, { 0 }, { 0 } };
    cgu_map64_init(&c.memo);
    cgu_map64_init(&c.nimmax);
    const cg_game *r;
    rc = al_integer(st, 2, &c.two);
    if (rc == CG_OK)
        rc = al_integer(st, -2, &c.minus_two);
    if (rc == CG_OK)
        rc = aw_rec(&c, g, &r);
    cgu_map64_destroy(&c.memo);
    cgu_map64_destroy(&c.nimmax);
    if (rc == CG_OK)
        *out = r;
    return rc;
}
