/*
 * Building games: canonical forms, sums, negatives, and the values made through
 * the fast paths (numbers, nimbers, ups).
 */
#include <stdlib.h>
#include <string.h>

#include "store.h"
#include "canon.h"
#include "glist.h"
#include "stored_incentives.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"

int pg_new(pg_store *st, const cg_game *const *left, size_t nl, const cg_game *const *right,
           size_t nr, const cg_game **out)
{
    pg_olist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    int rc = CG_OK;
    for (size_t i = 0; i < nl && rc == CG_OK; i++)
        rc = pg_olist_add(&L, left[i], NULL, NULL, 0, 0);
    for (size_t i = 0; i < nr && rc == CG_OK; i++)
        rc = pg_olist_add(&R, right[i], NULL, NULL, 0, 0);
    if (rc == CG_OK)
        rc = pg_canonical(st, &L, &R, NULL, out);
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

/* ---- sums ---- */

/* The refusal of x + u.up + *m past what the store holds, with the detail. */
static int nus_range_error(void)
{
    return cgu_fail(CG_ERANGE, "the result is past what the library holds (" PG_DY_RANGE_TEXT
                    ", up multiples up to %d, nimbers up to *%u)", CG_GAME_MAX_UPS,
                    CG_GAME_MAX_NIMBER);
}

/* The options of a + b on one side, with the part each moves in and, when the
 * parts' incentives are known, their incentives, which are the parts' own: then
 * the options are left to be made once they survive dominance. */
static int sum_options(pg_store *st, const cg_game *a, const cg_game *b, int side, pg_olist *l)
{
    int rc = CG_OK;
    for (int part = 0; part < 2 && rc == CG_OK; part++) {
        const cg_game *g = part == 0 ? a : b;
        const uint32_t *inc;
        /* A part may be a lazy x + *m (the other is no x + u.up + *m). */
        if ((rc = pg_need_options(st, g)) != CG_OK || (rc = pg_incentives(st, g, &inc)) != CG_OK)
            return rc;
        uint32_t s = side == 0 ? 0 : g->nl, c = side == 0 ? g->nl : g->nr;
        uint32_t from = part == 0 ? PG_FROM_A : PG_FROM_B;
        for (uint32_t i = 0; i < c && rc == CG_OK; i++) {
            const cg_game *o = g->opt[s + i], *x = part == 0 ? o : a, *y = part == 0 ? b : o;
            if (inc != NULL && inc[s + i] != 0) {
                rc = pg_olist_add(l, NULL, x, y, from, inc[s + i]);
            } else if ((rc = pg_sum(st, x, y, &o)) == CG_OK) {
                rc = pg_olist_add(l, o, x, y, from, 0);
            }
        }
    }
    return rc;
}

static int sum_general(pg_store *st, const cg_game *a, const cg_game *b, const cg_game **out)
{
    pg_olist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    /* A unit of work per option of the sum (store.h: pg_work). */
    int rc = pg_work(st, (size_t)a->nl + a->nr + b->nl + b->nr);
    if (rc == CG_OK)
        rc = sum_options(st, a, b, 0, &L);
    if (rc == CG_OK)
        rc = sum_options(st, a, b, 1, &R);
    const cg_game *parts[2] = { a, b };
    if (rc == CG_OK)
        rc = pg_canonical(st, &L, &R, parts, out);
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

int pg_sum(pg_store *st, const cg_game *a, const cg_game *b, const cg_game **out)
{
    if (a == st->zero || b == st->zero) {
        *out = a == st->zero ? b : a;
        return CG_OK;
    }
    if (a->id > b->id) {
        const cg_game *t = a;
        a = b;
        b = t;
    }
    uint32_t id;
    if (cgu_pairmap_get(&st->sum_cache, a->id, b->id, &id)) {
        *out = st->byid[id];
        return CG_OK;
    }
    int rc;
    if (pg_is_number(a) != pg_is_number(b) && (a->kind != PG_NUS || b->kind != PG_NUS))
        return pg_translate(st, pg_is_number(a) ? b : a, pg_is_number(a) ? a : b, out);
    if (a->kind == PG_NUS && b->kind == PG_NUS) {
        /* Arithmetic on x + u.up + *m. */
        pg_dyadic x;
        int64_t u;
        if (pg_dy_add(a->x, b->x, &x) != CG_OK || __builtin_add_overflow(a->ups, b->ups, &u))
            return nus_range_error();
        /* One such value is cheap, but a long sum ("1+1+...", "x+*1000+1+1+...")
         * makes a new one at every step: each game it interns, and each of
         * their options, is a node, so the limit bounds the time and the
         * memory of the whole call (x + *m is one game: its options are made
         * when read, and charged then). */
        size_t before = st->ngames;
        rc = pg_nus(st, x, u, a->nim ^ b->nim, out);
        uint64_t made = 0;
        for (size_t i = before; i < st->ngames && rc == CG_OK; i++)
            made += 1 + pg_held_options(st->byid[i + 1]);
        if (rc == CG_OK)
            rc = pg_charge_n(st, made);
    } else if ((rc = pg_charge(st)) == CG_OK) {
        rc = sum_general(st, a, b, out);
    }
    if (rc == CG_OK && pg_store_cache_may_grow(st, cgu_pairmap_grow_bytes(&st->sum_cache)))
        (void)cgu_pairmap_put(&st->sum_cache, a->id, b->id, (*out)->id);   /* a cache miss is fine */
    return rc;
}

/* -a; with_inc: -a also gets the negatives of a's incentives (the incentive
 * of -(a^k) in -a is -(a^k - a)), themselves negated without theirs, so that
 * negation never runs along incentives of incentives. */
static int neg_game(pg_store *st, const cg_game *a, int with_inc, const cg_game **out)
{
    uint64_t id;
    int rc = CG_OK, made = 1;
    if (cgu_map64_get(&st->neg_cache, a->id, &id)) {
        *out = st->byid[id];
        made = 0;
    } else if (a->kind == PG_NUS) {
        pg_dyadic x;
        if ((rc = pg_dy_neg(a->x, &x)) != CG_OK)
            return rc;
        if (a->ups == INT64_MIN)
            return CG_ERANGE;
        rc = pg_nus(st, x, -a->ups, a->nim, out);
    } else {
        /* The negative of a canonical game is canonical: interned as it is. */
        pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
        for (uint32_t i = 0; i < a->nr && rc == CG_OK; i++) {
            const cg_game *o;
            if ((rc = neg_game(st, a->opt[a->nl + i], with_inc, &o)) == CG_OK)
                rc = pg_gl_push(&L, o);
        }
        for (uint32_t i = 0; i < a->nl && rc == CG_OK; i++) {
            const cg_game *o;
            if ((rc = neg_game(st, a->opt[i], with_inc, &o)) == CG_OK)
                rc = pg_gl_push(&R, o);
        }
        if (rc == CG_OK) {
            pg_gl_sort_unique(&L);
            pg_gl_sort_unique(&R);
            rc = pg_intern(st, L.v, L.n, R.v, R.n, out);
        }
        cgu_free(L.v);
        cgu_free(R.v);
    }
    if (rc != CG_OK)
        return rc;
    /* Both ways: -(-a) is a. A cache, so it stops growing at the limit. */
    if (made && pg_store_cache_may_grow(st, 2 * cgu_map64_grow_bytes(&st->neg_cache))) {
        (void)cgu_map64_put(&st->neg_cache, a->id, (*out)->id);
        (void)cgu_map64_put(&st->neg_cache, (*out)->id, a->id);
    }
    /* A number or x + *m made by value may have no options yet (store.h):
     * its incentives are made when asked for. */
    if (!with_inc || a->inc == NULL || (*out)->inc != NULL || (*out)->lazy || a->lazy)
        return CG_OK;
    const cg_game *n = *out;
    size_t count = (size_t)n->nl + n->nr;
    uint32_t small[16], *ids = count <= 16 ? small : cgu_malloc_array(count, sizeof *ids);
    if (ids == NULL)
        return CG_ENOMEM;
    for (size_t k = 0; k < count && rc == CG_OK; k++) {
        /* n's option k is -(a's option j), j on the other side. */
        const cg_game *o;
        ids[k] = 0;
        if ((rc = neg_game(st, n->opt[k], 0, &o)) != CG_OK)
            break;
        uint32_t s = k < n->nl ? a->nl : 0, c = k < n->nl ? a->nr : a->nl;
        for (uint32_t j = s; j < s + c; j++)
            if (a->opt[j] == o && a->inc[j] != 0) {
                const cg_game *d;
                if ((rc = neg_game(st, st->byid[a->inc[j]], 0, &d)) == CG_OK)
                    ids[k] = d->id;
                break;
            }
    }
    if (rc == CG_OK)
        (void)pg_set_incentives(st, n, ids);   /* else completed when asked for */
    if (ids != small)
        cgu_free(ids);
    return rc;
}

int pg_neg(pg_store *st, const cg_game *a, const cg_game **out)
{
    return neg_game(st, a, 1, out);
}

/* ---- x + u.up + *m ---- */

static int nus_make(pg_store *st, pg_dyadic x, int64_t ups, uint32_t nim, const cg_game **out);

int pg_nus(pg_store *st, pg_dyadic x, int64_t ups, uint32_t nim, const cg_game **out)
{
    st->uncharged++;
    int rc = nus_make(st, x, ups, nim, out);
    st->uncharged--;
    return rc;
}

static int nus_make(pg_store *st, pg_dyadic x, int64_t ups, uint32_t nim, const cg_game **out)
{
    if (nim > CG_GAME_MAX_NIMBER || ups > CG_GAME_MAX_UPS || ups < -CG_GAME_MAX_UPS)
        return nus_range_error();
    const cg_game *g = pg_find_nus(st, x, ups, nim);
    if (g != NULL) {
        *out = g;
        return CG_OK;
    }
    int rc;
    if (ups == 0 && nim == 0)
        return pg_number(st, x, out);
    if (ups == 0) {
        /* x + *m = {x + *k, k < m | same}: made by value, its options when
         * read (store.h: pg_nimber), and tagged there. */
        if (!pg_dy_in_range(x))
            return nus_range_error();
        return pg_nimber(st, x, nim, out);
    } else if (x.num == 0) {
        /* n.up + *m (n >= 1) = {0 | (n-1).up + *(m^1)}, except up* = {0, * | 0}
         * (Siegel, CGT II.4; the test suite checks it against canonicalising
         * the definition). Downs are the negatives. Built directly: the general
         * sum would cost O(m^3) comparisons for every m. */
        const cg_game *z = st->zero, *o[2];
        int64_t n = ups > 0 ? ups : -ups;
        /* Interned as it is, not canonicalised (pg_new): the form is
         * canonical, and canonicalising it would read the options of the
         * lazy *(m^1) (store.h), O(m) each and O(m^2) in all. Each side is in
         * the canonical order: 0 before *. */
        if (n == 1 && nim == 1) {
            o[0] = z;
            if ((rc = pg_nus(st, x, 0, 1, &o[1])) != CG_OK)
                return rc;
            rc = ups > 0 ? pg_intern(st, o, 2, &z, 1, out) : pg_intern(st, &z, 1, o, 2, out);
        } else {
            const cg_game *r;
            int64_t rest = ups > 0 ? n - 1 : -(n - 1);
            if ((rc = pg_nus(st, x, rest, nim ^ 1u, &r)) != CG_OK)
                return rc;
            rc = ups > 0 ? pg_intern(st, &z, 1, &r, 1, out) : pg_intern(st, &r, 1, &z, 1, out);
        }
    } else {
        /* x + (n.up + *m) with x != 0: the infinitesimal part translated by
         * the number (translate.c); tagged below. */
        pg_dyadic zero = { 0, 0 };
        const cg_game *a, *b;
        if ((rc = pg_nus(st, x, 0, 0, &a)) != CG_OK || (rc = pg_nus(st, zero, ups, nim, &b)) != CG_OK)
            return rc;
        rc = pg_translate_options(st, b, a, out);
    }
    if (rc == CG_OK)
        rc = pg_tag(st, *out, x, ups, nim);
    return rc;
}

/* ---- public constructors ---- */

/* The store of a public constructor's context, with a fresh node budget. */
static pg_store *store_of(cg_ctx *ctx)
{
    pg_store *st = ctx == NULL ? NULL : pg_get(ctx);
    if (st != NULL)
        cgu_ctx_begin(ctx);
    return st;
}

CG_EXPORT int cg_game_integer(cg_ctx *ctx, int64_t n, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    return cg_game_dyadic(ctx, n, 0, out);
}

CG_EXPORT int cg_game_dyadic(cg_ctx *ctx, int64_t num, uint32_t log2_den, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || out == NULL)
        return CG_EINVAL;
    if (log2_den > CG_GAME_MAX_LOG2_DEN)
        return CG_ERANGE;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    pg_dyadic x;
    int rc = pg_dy_make(num, log2_den, &x);
    if (rc != CG_OK)
        return rc;
    return pg_nus(st, x, 0, 0, out);
}

CG_EXPORT int cg_game_nimber(cg_ctx *ctx, uint32_t n, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || out == NULL)
        return CG_EINVAL;
    if (n > CG_GAME_MAX_NIMBER)
        return CG_ERANGE;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    pg_dyadic zero = { 0, 0 };
    return pg_nus(st, zero, 0, n, out);
}

CG_EXPORT int cg_game_up(cg_ctx *ctx, int64_t n, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || out == NULL)
        return CG_EINVAL;
    if (n > CG_GAME_MAX_UPS || n < -CG_GAME_MAX_UPS)
        return CG_ERANGE;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    pg_dyadic zero = { 0, 0 };
    return pg_nus(st, zero, n, 0, out);
}

CG_EXPORT int cg_game_new(cg_ctx *ctx, const cg_game *const *left, size_t nleft,
                          const cg_game *const *right, size_t nright, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || out == NULL || (left == NULL && nleft > 0) || (right == NULL && nright > 0))
        return CG_EINVAL;
    for (size_t i = 0; i < nleft; i++)
        if (left[i] == NULL)
            return CG_EINVAL;
    for (size_t i = 0; i < nright; i++)
        if (right[i] == NULL)
            return CG_EINVAL;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    for (size_t i = 0; i < nleft; i++)
        if (!pg_owns(st, left[i]))
            return CG_EINVAL;
    for (size_t i = 0; i < nright; i++)
        if (!pg_owns(st, right[i]))
            return CG_EINVAL;
    return pg_new(st, left, nleft, right, nright, out);
}

CG_EXPORT int cg_game_sum(cg_ctx *ctx, const cg_game *a, const cg_game *b, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || a == NULL || b == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, a, b, &st);
    return rc != CG_OK ? rc : pg_sum(st, a, b, out);
}

CG_EXPORT int cg_game_neg(cg_ctx *ctx, const cg_game *a, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || a == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, a, NULL, &st);
    return rc != CG_OK ? rc : pg_neg(st, a, out);
}
