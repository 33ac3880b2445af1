/*
 * Uptimal expansions (partizan.h: cg_game_uptimal_expansion,
 * cg_game_is_uptimal): G = x + a_1.^<1> + ... + a_n.^<n> + *m with x a
 * number, m a nimber and integers a_i, a_n != 0 (CGSuite's UptimalExpansion;
 * Siegel, CGT, on uptimals).
 *
 * The fact used (the structure of canonical uptimals that CGSuite's
 * implementation rests on): when a_n > 0, the canonical form of G has exactly
 * one Right option, G - ^[k] - * for ^[k] = ^<1> + ... + ^<k>, with k = n
 * when a_n >= 2 and otherwise one more than the longest expansion among the
 * options; every option is uptimal with the number part x. A game whose last
 * coefficient is negative is the negative of one whose is positive.
 *
 * So the expansion is found from the options' expansions (memoised per call
 * by id, recursion on options only) and proved by a sum: G is accepted only
 * when G^R + ^[k] + * is G itself (canonical forms are interned, so this is
 * one pointer comparison). An answer "uptimal" is therefore always right; the
 * fact is what makes the search complete, and the tests check it on every
 * uptimal they can build. x + u.^ + *m is read from the tag the store keeps.
 */
#include <inttypes.h>

#include "store.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"
#include "util/vec.h"

/* One recursion level a C stack frame: the depth follows the birthday. */
#define UEXP_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

typedef struct uexp {
    pg_dyadic x;
    uint32_t nim;
    size_t off, len;   /* the coefficients a_1..a_len at coefs.v[off] */
} uexp;

CGU_VEC(uexp_vec, uexp)
CGU_VEC(coef_vec, int64_t)

enum { NOT_UPTIMAL = -1 };

typedef struct ux_call {
    pg_store *st;
    unsigned depth;
    uexp_vec recs;
    coef_vec coefs;
    cgu_map64 memo;   /* id -> record index + 1, or 0 for a non-uptimal game */
    pg_glist units;      /* units.v[k-1] = ^[k]*, made one step at a time as needed:
                       * rebuilding the chain for each check made ^<n> cost
                       * n^2 canonicalisations */
} ux_call;

/* ^[k]* from the call's chain. */
static int unit(ux_call *c, size_t k, const cg_game **out)
{
    int rc = CG_OK;
    while (c->units.n < k && rc == CG_OK) {
        const cg_game *g;
        rc = pg_unit_sum_star_next(c->st, c->units.n ? c->units.v[c->units.n - 1] : NULL, &g);
        if (rc == CG_OK)
            rc = pg_gl_push(&c->units, g);
    }
    if (rc == CG_OK)
        *out = c->units.v[k - 1];
    return rc;
}

static int expand(ux_call *c, const cg_game *g, int64_t *idx);

/* A new record x, m with len coefficients taken from src (scaled by sign)
 * plus add on each of the first k: *idx its index. */
static int add_record(ux_call *c, pg_dyadic x, uint32_t nim, int64_t src_idx, int sign, size_t k,
                      int64_t *idx)
{
    size_t slen = src_idx >= 0 ? c->recs.v[src_idx].len : 0, len = slen > k ? slen : k;
    uexp r = { x, nim, c->coefs.n, len };
    for (size_t i = 0; i < len; i++) {
        int64_t a = i < slen ? c->coefs.v[c->recs.v[src_idx].off + i] : 0;
        if (a == INT64_MAX || a == INT64_MIN)
            return cgu_fail(CG_ERANGE, "a coefficient of the uptimal expansion passes 64 bits");
        a = sign * a + (i < k ? 1 : 0);
        if (coef_vec_push(&c->coefs, a) != CG_OK)
            return CG_ENOMEM;
    }
    while (r.len > 0 && c->coefs.v[r.off + r.len - 1] == 0)
        r.len--;
    if (uexp_vec_push(&c->recs, r) != CG_OK)
        return CG_ENOMEM;
    *idx = (int64_t)c->recs.n - 1;
    return CG_OK;
}

/* The expansion of g when its last coefficient is positive (or NOT_UPTIMAL),
 * from the fact in the header. */
static int expand_positive(ux_call *c, const cg_game *g, int64_t *idx)
{
    pg_store *st = c->st;
    *idx = NOT_UPTIMAL;
    if (g->nr != 1)
        return CG_OK;
    const cg_game *right = g->opt[g->nl];
    int64_t er, el;
    int rc = expand(c, right, &er);
    if (rc != CG_OK || er == NOT_UPTIMAL)
        return rc;
    size_t longest = c->recs.v[er].len;
    for (uint32_t i = 0; i < g->nl; i++) {
        if ((rc = expand(c, g->opt[i], &el)) != CG_OK || el == NOT_UPTIMAL)
            return rc;
        if (pg_dy_cmp(c->recs.v[el].x, c->recs.v[er].x) != 0)
            return CG_OK;
        if (c->recs.v[el].len > longest)
            longest = c->recs.v[el].len;
    }
    const uexp r = c->recs.v[er];
    size_t cand[2] = { 0, longest + 1 };
    if (r.len > 0 && c->coefs.v[r.off + r.len - 1] > 0)
        cand[0] = r.len;   /* a_n >= 2: G^R ends with a_n - 1 */
    for (int j = 0; j < 2; j++) {
        size_t k = cand[j];
        if (k == 0 || k > CG_GAME_MAX_UPS)
            continue;
        const cg_game *u, *s;
        if ((rc = unit(c, k, &u)) != CG_OK || (rc = pg_sum(st, right, u, &s)) != CG_OK)
            return rc;
        if (s == g)
            return add_record(c, r.x, r.nim ^ 1u, er, 1, k, idx);
    }
    return CG_OK;
}

static int expand(ux_call *c, const cg_game *g, int64_t *idx)
{
    pg_store *st = c->st;
    uint64_t v;
    if (g->kind == PG_NUS) {
        if (g->ups == INT64_MIN)
            return cgu_fail(CG_ERANGE, "a coefficient of the uptimal expansion passes 64 bits");
        /* x + u.^ + *m: the coefficient u, pushed as u copies of nothing. */
        int64_t u = g->ups;
        int rc = add_record(c, g->x, g->nim, -1, 1, 0, idx);
        if (rc == CG_OK && u != 0) {
            uexp *r = &c->recs.v[*idx];
            r->off = c->coefs.n;
            r->len = 1;
            rc = coef_vec_push(&c->coefs, u);
        }
        return rc;
    }
    if (cgu_map64_get(&c->memo, g->id, &v)) {
        *idx = (int64_t)v - 1;
        return CG_OK;
    }
    if (c->depth >= UEXP_MAX_DEPTH)
        return cgu_fail(CG_ELIMIT, "the uptimal expansion would recurse deeper than %u levels "
                        "(a game born too late)", UEXP_MAX_DEPTH);
    int rc = pg_charge(st);
    if (rc == CG_OK)
        rc = pg_work(st, (size_t)g->nl + g->nr);
    if (rc != CG_OK)
        return rc;
    c->depth++;
    rc = expand_positive(c, g, idx);
    if (rc == CG_OK && *idx == NOT_UPTIMAL) {
        /* The last coefficient negative: -G's is positive. */
        const cg_game *n;
        int64_t ni;
        if ((rc = pg_neg(st, g, &n)) == CG_OK && (rc = expand_positive(c, n, &ni)) == CG_OK &&
            ni != NOT_UPTIMAL) {
            pg_dyadic x;
            if ((rc = pg_dy_neg(c->recs.v[ni].x, &x)) == CG_OK)
                rc = add_record(c, x, c->recs.v[ni].nim, ni, -1, 0, idx);
        }
    }
    c->depth--;
    if (rc == CG_OK && cgu_map64_put(&c->memo, g->id, (uint64_t)(*idx + 1)) != CG_OK)
        rc = CG_ENOMEM;
    return rc;
}

/* The expansion of g into *r (index NOT_UPTIMAL when it has none). */
static int run(cg_ctx *ctx, const cg_game *g, ux_call *c, int64_t *idx)
{
    int rc = pg_get_for(ctx, g, NULL, &c->st);
    if (rc != CG_OK)
        return rc;
    cgu_map64_init(&c->memo);
    return expand(c, g, idx);
}

static void done(ux_call *c)
{
    cgu_map64_destroy(&c->memo);
    cgu_free(c->recs.v);
    cgu_free(c->coefs.v);
    cgu_free(c->units.v);
}

CG_EXPORT int cg_game_uptimal_expansion(cg_ctx *ctx, const cg_game *g, const cg_game **number,
                                        uint32_t *nimber, int64_t *coef, size_t cap, size_t *len)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || number == NULL || nimber == NULL || len == NULL ||
        (coef == NULL && cap > 0))
        return CG_EINVAL;
    ux_call c = { NULL, 0, { NULL, 0, 0 }, { NULL, 0, 0 }, { 0 }, { NULL, 0, 0 } };
    int64_t idx = NOT_UPTIMAL;
    int rc = run(ctx, g, &c, &idx);
    const cg_game *x = NULL;
    if (rc == CG_OK && idx == NOT_UPTIMAL)
        rc = cgu_fail(CG_EDOMAIN, "the game is not uptimal (not x + a_1.^<1> + ... + "
                      "a_n.^<n> + *m)");
    if (rc == CG_OK)
        rc = pg_nus(c.st, c.recs.v[idx].x, 0, 0, &x);
    if (rc == CG_OK) {
        const uexp r = c.recs.v[idx];
        for (size_t i = 0; i < r.len && i < cap; i++)
            coef[i] = c.coefs.v[r.off + i];
        *number = x;
        *nimber = r.nim;
        *len = r.len;
        if (r.len > cap)
            rc = cgu_fail(CG_ERANGE, "the expansion has %zu coefficients, room for %zu", r.len,
                          cap);
    }
    if (c.st != NULL)
        done(&c);
    return rc;
}

CG_EXPORT int cg_game_is_uptimal(cg_ctx *ctx, const cg_game *g, int *yes)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || yes == NULL)
        return CG_EINVAL;
    ux_call c = { NULL, 0, { NULL, 0, 0 }, { NULL, 0, 0 }, { 0 }, { NULL, 0, 0 } };
    int64_t idx = NOT_UPTIMAL;
    int rc = run(ctx, g, &c, &idx);
    if (rc == CG_OK)
        *yes = idx != NOT_UPTIMAL;
    if (c.st != NULL)
        done(&c);
    return rc;
}
