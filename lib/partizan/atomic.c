/*
 * Atomic weight of atomic games by the atomic weight calculus (Berlekamp,
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
 * Games that are not all-small (Tiny(3/2) = {0 || 0 | -3/2}, {{1 | ^^} || ^})
 * get the same calculus, each x + n.up + *m among their subpositions weighing
 * n (with x != 0 too), but the result is their atomic weight only when the
 * game is atomic: Winning Ways and Siegel define atomic weight for all-small
 * games, where the calculus is a theorem. Beyond them the library follows
 * CGSuite (IsAtomic, AtomicWeight): an infinitesimal G with calculus value A
 * is atomic when D = G - A.up (Norton product) satisfies
 *   -(up* + *N : -1) <= D <= up* + *N : -1,
 * with *N : -1 the ordinal sum of a remote star *N and -1 (a game just below
 * *N: {*k, k < N | *k, k < N, *N}), so that D is far smaller than up and A
 * says how many ups G is worth. N is the least power of two above every
 * nimber among G's subpositions (2 at least): the nimbers among D's
 * subpositions are nim sums of those of G and of A.up (0 and 1), which stay
 * below such an N, so *N is remote for D as well.
 *
 * The least integer n with n not <= X: every integer below RS(X) is < X and
 * every integer above it is not <= X, so n = ceil(RS(X)), or one more when
 * RS(X) is an integer r with r <= X. Symmetrically for the greatest n with
 * n not >= X, from floor(LS(X)).
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "util/alloc.h"
#include "util/detail.h"
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
    pg_dyadic ls, rs;
    pg_al_stops(x, &ls, &rs);
    int64_t r = pg_dy_ceil(rs);
    if (pg_dy_cmp((pg_dyadic){ r, 0 }, rs) == 0) {
        const cg_game *ng;
        int rc = pg_al_integer(c->st, r, &ng);
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
    pg_dyadic ls, rs;
    pg_al_stops(x, &ls, &rs);
    int64_t r = pg_dy_floor(ls);
    if (pg_dy_cmp((pg_dyadic){ r, 0 }, ls) == 0) {
        const cg_game *ng;
        int rc = pg_al_integer(c->st, r, &ng);
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
static int integer_case(aw_call *c, const cg_game *g, const pg_glist *L, const pg_glist *R,
                        const cg_game *gpp, const cg_game **out)
{
    uint32_t m;
    int rc = nim_max(c, g, &m);
    if (rc != CG_OK)
        return rc;
    const cg_game *star;
    pg_dyadic zero = { 0, 0 };
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
    const pg_glist *opts = le ? L : R;
    int64_t best = 0;
    for (size_t i = 0; i < opts->n; i++) {
        int64_t n;
        rc = le ? least_not_le(c, opts->v[i], &n) : greatest_not_ge(c, opts->v[i], &n);
        if (rc != CG_OK)
            return rc;
        if (i == 0 || (le ? n > best : n < best))
            best = n;
    }
    return pg_al_integer(c->st, best, out);
}

static int aw_rec(void *call, const cg_game *g, const cg_game **out)
{
    aw_call *c = call;
    if (g->kind == PG_NUS)
        return pg_al_integer(c->st, g->ups, out);   /* x + n.up + *m weighs n */
    int rc = pg_al_step(c->ctx, c->st, &c->memo, g, out);
    if (rc != CG_OK)
        return rc > 0 ? CG_OK : rc;
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    const pg_glist minus_two = { &c->minus_two, 1, 1 }, two = { &c->two, 1, 1 };
    const cg_game *gpp = NULL;
    rc = pg_al_rebuild(c->st, g, aw_rec, c, &minus_two, &two, &L, &R, &gpp);
    if (rc == CG_OK) {
        if (pg_al_is_integer(gpp))
            rc = integer_case(c, g, &L, &R, gpp, out);
        else
            *out = gpp;
    }
    if (rc == CG_OK)
        rc = pg_al_memo_put(&c->memo, g, *out);
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

/* Both stops 0 (every interned game has its stops). */
static int is_infinitesimal(const cg_game *g)
{
    return g->has_stops && g->ls.num == 0 && g->rs.num == 0;
}

/* Whether an infinitesimal g that is not all-small, of calculus value a, is
 * atomic: -(up* + *N : -1) <= g - a.up <= up* + *N : -1 (see the top). */
static int atomic_test(aw_call *c, const cg_game *g, const cg_game *a, int *yes)
{
    pg_store *st = c->st;
    uint32_t m;
    int rc = nim_max(c, g, &m);
    if (rc != CG_OK)
        return rc;
    uint64_t n = 2;
    while (n < (uint64_t)m + 1)
        n <<= 1;
    if (n > CG_GAME_MAX_NIMBER)
        return cgu_fail(CG_ERANGE, "the remote star of the atomic test, *%llu, passes *%u",
                        (unsigned long long)n, CG_GAME_MAX_NIMBER);
    const pg_dyadic zero = { 0, 0 };
    const cg_game *up, *au, *d, *upstar, *kite, *e, *minus_e;
    /* d = G - A.up */
    if ((rc = pg_nus(st, zero, 1, 0, &up)) != CG_OK ||
        (rc = pg_al_norton(c->ctx, st, a, up, &au)) != CG_OK || (rc = pg_neg(st, au, &au)) != CG_OK ||
        (rc = pg_sum(st, g, au, &d)) != CG_OK)
        return rc;
    /* e = up* + *N : -1 */
    const cg_game *star_n, *minus_one;
    if ((rc = pg_nus(st, zero, 0, (uint32_t)n, &star_n)) != CG_OK ||
        (rc = pg_al_integer(st, -1, &minus_one)) != CG_OK ||
        (rc = pg_al_ordinal_sum(st, star_n, minus_one, &kite)) != CG_OK ||
        (rc = pg_nus(st, zero, 1, 1, &upstar)) != CG_OK ||
        (rc = pg_sum(st, upstar, kite, &e)) != CG_OK || (rc = pg_neg(st, e, &minus_e)) != CG_OK)
        return rc;
    int below = pg_le(st, d, e);
    if (below < 0)
        return below;
    int above = below ? pg_le(st, minus_e, d) : 0;
    if (above < 0)
        return above;
    *yes = below && above;
    return CG_OK;
}

/* The atomic weight of g into *out (when g is atomic) and whether g is
 * atomic into *atomic; CG_EDOMAIN only when g is not infinitesimal. */
static int atomic_weight(cg_ctx *ctx, const cg_game *g, const cg_game **out, int *atomic)
{
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    if (!is_infinitesimal(g))
        return cgu_fail(CG_EDOMAIN, "only an infinitesimal (both stops 0) has an atomic weight");
    aw_call c = { ctx, st, NULL, NULL, { 0 }, { 0 } };
    cgu_map64_init(&c.memo);
    cgu_map64_init(&c.nimmax);
    const cg_game *r;
    int yes = 1;
    rc = pg_al_integer(st, 2, &c.two);
    if (rc == CG_OK)
        rc = pg_al_integer(st, -2, &c.minus_two);
    if (rc == CG_OK)
        rc = aw_rec(&c, g, &r);
    if (rc == CG_OK && !g->dicotic)   /* all-small games are atomic */
        rc = atomic_test(&c, g, r, &yes);
    cgu_map64_destroy(&c.memo);
    cgu_map64_destroy(&c.nimmax);
    if (rc == CG_OK) {
        *out = r;
        *atomic = yes;
    }
    return rc;
}

CG_EXPORT int cg_game_atomic_weight(cg_ctx *ctx, const cg_game *g, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    const cg_game *r;
    int atomic, rc = atomic_weight(ctx, g, &r, &atomic);
    if (rc != CG_OK)
        return rc;
    if (!atomic)
        return cgu_fail(CG_EDOMAIN, "the game is not atomic: it differs from its atomic "
                        "weight calculus value times up by more than up* + a remote star");
    *out = r;
    return CG_OK;
}

CG_EXPORT int cg_game_is_atomic(cg_ctx *ctx, const cg_game *g, int *yes)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || yes == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    if (!is_infinitesimal(g)) {
        *yes = 0;   /* not infinitesimal: not atomic, and no failure */
        return CG_OK;
    }
    const cg_game *r;
    int atomic;
    if ((rc = atomic_weight(ctx, g, &r, &atomic)) == CG_OK)
        *yes = atomic;
    return rc;
}
