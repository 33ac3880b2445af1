/*
 * Building games: canonical forms, sums, negatives, and the values made through
 * the fast paths (numbers, nimbers, ups).
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/export.h"

static int by_id(const void *a, const void *b)
{
    uint32_t x = (*(const cg_game *const *)a)->id, y = (*(const cg_game *const *)b)->id;
    return (x > y) - (x < y);
}

static void sort_unique(glist *l)
{
    if (l->n < 2)
        return;
    qsort(l->v, l->n, sizeof *l->v, by_id);
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++)
        if (k == 0 || l->v[k - 1] != l->v[i])
            l->v[k++] = l->v[i];
    l->n = k;
}

/* Drop options another option dominates: for Left, a <= b drops a; for Right,
 * b <= a drops a. */
static int remove_dominated(pg_store *st, glist *l, int left)
{
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++) {
        int dominated = 0;
        for (size_t j = 0; j < l->n && !dominated; j++) {
            if (j == i || l->v[j] == NULL)
                continue;
            int r = left ? pg_le(st, l->v[i], l->v[j]) : pg_le(st, l->v[j], l->v[i]);
            if (r < 0)
                return r;
            dominated = r;
        }
        if (dominated)
            l->v[i] = NULL;   /* later comparisons skip it */
    }
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] != NULL)
            l->v[k++] = l->v[i];
    l->n = k;
    return CG_OK;
}

/*
 * Bypass one reversible option if there is one: a Left option A is reversible
 * through A^R when A^R <= G, and is replaced by the Left options of A^R (Right's
 * symmetric). Returns 1 when something changed, 0 when none is reversible.
 */
static int bypass_one(pg_store *st, glist *L, glist *R, const cg_game *const *parts, int left)
{
    cg_game g;
    memset(&g, 0, sizeof g);   /* id 0: a temporary game, cached apart */
    uint32_t atoms[PG_MAX_ATOMS];
    if (parts != NULL) {       /* it keeps the value of the sum being made */
        g.part[0] = parts[0]->id;
        g.part[1] = parts[1]->id;
        g.natoms = (uint32_t)pg_atoms_merge(st, parts[0], parts[1], atoms);
        g.atoms = atoms;
    }
    g.tmp_gen = pg_tmp_begin(st);
    const cg_game **opt = cgu_malloc_array(L->n + R->n + 1, sizeof *opt);
    if (opt == NULL)
        return CG_ENOMEM;
    if (L->n > 0)
        memcpy(opt, L->v, L->n * sizeof *opt);
    if (R->n > 0)
        memcpy(opt + L->n, R->v, R->n * sizeof *opt);
    g.opt = opt;
    g.nl = (uint32_t)L->n;
    g.nr = (uint32_t)R->n;
    g.kind = PG_GENERAL;
    glist *side = left ? L : R;
    int changed = 0, rc = CG_OK;
    for (size_t i = 0; i < side->n && !changed && rc == CG_OK; i++) {
        const cg_game *a = side->v[i];
        uint32_t first = left ? a->nl : 0, count = left ? a->nr : a->nl;
        for (uint32_t j = 0; j < count && !changed; j++) {
            const cg_game *rev = a->opt[first + j];
            int r = left ? pg_le(st, rev, &g) : pg_le(st, &g, rev);
            if (r < 0) {
                rc = r;
                break;
            }
            if (!r)
                continue;
            /* Replace a by rev's options on the same side. */
            side->v[i] = side->v[side->n - 1];
            side->n--;
            uint32_t s = left ? 0 : rev->nl, c = left ? rev->nl : rev->nr;
            for (uint32_t t = 0; t < c && rc == CG_OK; t++)
                rc = gl_push(side, rev->opt[s + t]);
            changed = 1;
        }
    }
    cgu_free(opt);
    return rc != CG_OK ? rc : changed;
}

/* The canonical form of {left | right}; parts, when not NULL, are two games
 * whose sum it equals (for the order's translation shortcut). */
static int canonical(pg_store *st, const cg_game *const *left, size_t nl,
                     const cg_game *const *right, size_t nr, const cg_game *const *parts,
                     const cg_game **out)
{
    glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    int rc = CG_OK;
    for (size_t i = 0; i < nl && rc == CG_OK; i++)
        rc = gl_push(&L, left[i]);
    for (size_t i = 0; i < nr && rc == CG_OK; i++)
        rc = gl_push(&R, right[i]);
    for (;;) {
        if (rc != CG_OK)
            break;
        sort_unique(&L);
        sort_unique(&R);
        if ((rc = remove_dominated(st, &L, 1)) != CG_OK ||
            (rc = remove_dominated(st, &R, 0)) != CG_OK)
            break;
        int changed = bypass_one(st, &L, &R, parts, 1);
        if (changed == 0)
            changed = bypass_one(st, &L, &R, parts, 0);
        if (changed < 0)
            rc = changed;
        if (changed <= 0)
            break;
    }
    if (rc == CG_OK) {
        sort_unique(&L);
        sort_unique(&R);
        const cg_game *g = pg_intern(st, L.v, L.n, R.v, R.n);
        if (g == NULL)
            rc = CG_ENOMEM;
        else
            *out = g;
    }
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

int pg_new(pg_store *st, const cg_game *const *left, size_t nl, const cg_game *const *right,
           size_t nr, const cg_game **out)
{
    return canonical(st, left, nl, right, nr, NULL, out);
}

/* ---- sums ---- */

static int sum_general(pg_store *st, const cg_game *a, const cg_game *b, const cg_game **out)
{
    glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    int rc = CG_OK;
    /* Number translation: x + H = {x + H^L | x + H^R} when H is not a number,
     * so the number's own options never need to be tried. */
    int a_number = pg_is_number(a), b_number = pg_is_number(b);
    for (int side = 0; side < 2 && rc == CG_OK; side++) {
        glist *l = side == 0 ? &L : &R;
        if (!a_number || b_number) {
            uint32_t s = side == 0 ? 0 : a->nl, c = side == 0 ? a->nl : a->nr;
            for (uint32_t i = 0; i < c && rc == CG_OK; i++) {
                const cg_game *o;
                if ((rc = pg_sum(st, a->opt[s + i], b, &o)) == CG_OK)
                    rc = gl_push(l, o);
            }
        }
        if (!b_number || a_number) {
            uint32_t s = side == 0 ? 0 : b->nl, c = side == 0 ? b->nl : b->nr;
            for (uint32_t i = 0; i < c && rc == CG_OK; i++) {
                const cg_game *o;
                if ((rc = pg_sum(st, a, b->opt[s + i], &o)) == CG_OK)
                    rc = gl_push(l, o);
            }
        }
    }
    /* Parts serve the order; x + u.up + *m (both parts of that kind, as pg_nus
     * builds it) is compared arithmetically and needs none, and adding up the
     * atoms of such a sum would come back here. */
    const cg_game *parts[2] = { a, b };
    int with_parts = a->kind != PG_NUS || b->kind != PG_NUS;
    if (rc == CG_OK)
        rc = canonical(st, L.v, L.n, R.v, R.n, with_parts ? parts : NULL, out);
    if (rc == CG_OK && with_parts && (*out)->kind != PG_NUS) {
        /* Remember the game as a + b: without room for its atoms it is only
         * compared the slow way. */
        (void)pg_set_parts(st, *out, a, b);
    }
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
    uint64_t key = (uint64_t)a->id << 32 | b->id, id;
    if (cgu_map64_get(&st->sum_cache, key, &id)) {
        *out = st->byid[id];
        return CG_OK;
    }
    int rc;
    if (a->kind == PG_NUS && b->kind == PG_NUS) {
        /* Arithmetic on x + u.up + *m. */
        dyadic x;
        int64_t u;
        if ((rc = dy_add(a->x, b->x, &x)) != CG_OK)
            return rc;
        if (__builtin_add_overflow(a->ups, b->ups, &u))
            return CG_ERANGE;
        rc = pg_nus(st, x, u, a->nim ^ b->nim, out);
    } else {
        rc = sum_general(st, a, b, out);
    }
    if (rc == CG_OK)
        (void)cgu_map64_put(&st->sum_cache, key, (*out)->id);   /* a cache miss is fine */
    return rc;
}

int pg_neg(pg_store *st, const cg_game *a, const cg_game **out)
{
    uint64_t id;
    if (cgu_map64_get(&st->neg_cache, a->id, &id)) {
        *out = st->byid[id];
        return CG_OK;
    }
    int rc;
    if (a->kind == PG_NUS) {
        dyadic x;
        if ((rc = dy_neg(a->x, &x)) != CG_OK)
            return rc;
        if (a->ups == INT64_MIN)
            return CG_ERANGE;
        rc = pg_nus(st, x, -a->ups, a->nim, out);
    } else {
        glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
        rc = CG_OK;
        for (uint32_t i = 0; i < a->nr && rc == CG_OK; i++) {
            const cg_game *o;
            if ((rc = pg_neg(st, a->opt[a->nl + i], &o)) == CG_OK)
                rc = gl_push(&L, o);
        }
        for (uint32_t i = 0; i < a->nl && rc == CG_OK; i++) {
            const cg_game *o;
            if ((rc = pg_neg(st, a->opt[i], &o)) == CG_OK)
                rc = gl_push(&R, o);
        }
        if (rc == CG_OK)
            rc = pg_new(st, L.v, L.n, R.v, R.n, out);
        cgu_free(L.v);
        cgu_free(R.v);
    }
    if (rc == CG_OK)
        (void)cgu_map64_put(&st->neg_cache, a->id, (*out)->id);
    return rc;
}

/* ---- x + u.up + *m ---- */

/* The integer part is bounded (CG_GAME_MAX_INTEGER): n's canonical form is a
 * chain of n games, so the bound keeps memory and time sane. */
#define MAX_INTEGER CG_GAME_MAX_INTEGER

static int number(pg_store *st, dyadic x, const cg_game **out)
{
    const cg_game *g = pg_find_nus(st, x, 0, 0);
    if (g != NULL) {
        *out = g;
        return CG_OK;
    }
    int64_t whole = x.num >> x.k;
    if (whole > MAX_INTEGER || whole < -MAX_INTEGER - 1)
        return CG_ERANGE;
    int rc;
    if (x.k == 0) {
        /* n = {n-1 | } for n > 0 and -n = { | -(n-1)}: build the chain upwards
         * from the largest integer already made, without recursion. */
        if (x.num > MAX_INTEGER || x.num < -MAX_INTEGER)
            return CG_ERANGE;
        int64_t step = x.num > 0 ? 1 : -1, i = 0;
        const cg_game *prev = st->zero;
        while (i != x.num) {
            i += step;
            dyadic v = { i, 0 };
            const cg_game *next = pg_find_nus(st, v, 0, 0);
            if (next == NULL) {
                /* {n-1 | } is canonical: interned directly (and recognised as
                 * the number n there), without the dominance checks. */
                next = step > 0 ? pg_intern(st, &prev, 1, NULL, 0) : pg_intern(st, NULL, 0, &prev, 1);
                if (next == NULL)
                    return CG_ENOMEM;
                if ((rc = pg_tag(st, next, v, 0, 0)) != CG_OK)
                    return rc;
            }
            prev = next;
        }
        *out = prev;
        return CG_OK;
    }
    /* m/2^k = {(m-1)/2^k | (m+1)/2^k} for odd m: both have smaller k. */
    const cg_game *a, *b;
    dyadic lo, hi;
    if ((rc = dy_make(x.num - 1, x.k, &lo)) != CG_OK || (rc = dy_make(x.num + 1, x.k, &hi)) != CG_OK ||
        (rc = number(st, lo, &a)) != CG_OK || (rc = number(st, hi, &b)) != CG_OK)
        return rc;
    rc = pg_new(st, &a, 1, &b, 1, out);
    if (rc == CG_OK)
        rc = pg_tag(st, *out, x, 0, 0);
    return rc;
}

int pg_nus(pg_store *st, dyadic x, int64_t ups, uint32_t nim, const cg_game **out)
{
    if (nim > CG_GAME_MAX_NIMBER || ups > CG_GAME_MAX_UPS || ups < -CG_GAME_MAX_UPS)
        return CG_ERANGE;
    const cg_game *g = pg_find_nus(st, x, ups, nim);
    if (g != NULL) {
        *out = g;
        return CG_OK;
    }
    int rc;
    if (ups == 0 && nim == 0)
        return number(st, x, out);
    if (ups == 0) {
        /* x + *m = {x + *k, k < m | same}: already canonical (the options are
         * pairwise confused and none reverses), so it is interned directly. */
        glist l = { NULL, 0, 0 };
        rc = CG_OK;
        for (uint32_t k = 0; k < nim && rc == CG_OK; k++) {
            const cg_game *o;
            if ((rc = pg_nus(st, x, 0, k, &o)) == CG_OK)
                rc = gl_push(&l, o);
        }
        if (rc == CG_OK) {
            sort_unique(&l);
            *out = pg_intern(st, l.v, l.n, l.v, l.n);
            if (*out == NULL)
                rc = CG_ENOMEM;
        }
        cgu_free(l.v);
    } else if (x.num == 0) {
        /* n.up + *m (n >= 1) = {0 | (n-1).up + *(m^1)}, except up* = {0, * | 0}
         * (Siegel, CGT II.4; the test suite checks it against canonicalising
         * the definition). Downs are the negatives. Built directly: the general
         * sum would cost O(m^3) comparisons for every m. */
        const cg_game *z = st->zero, *o[2];
        int64_t n = ups > 0 ? ups : -ups;
        if (n == 1 && nim == 1) {
            o[0] = z;
            if ((rc = pg_nus(st, x, 0, 1, &o[1])) != CG_OK)
                return rc;
            rc = ups > 0 ? pg_new(st, o, 2, &z, 1, out) : pg_new(st, &z, 1, o, 2, out);
        } else {
            const cg_game *r;
            int64_t rest = ups > 0 ? n - 1 : -(n - 1);
            if ((rc = pg_nus(st, x, rest, nim ^ 1u, &r)) != CG_OK)
                return rc;
            rc = ups > 0 ? pg_new(st, &z, 1, &r, 1, out) : pg_new(st, &r, 1, &z, 1, out);
        }
    } else {
        /* x + (n.up + *m) with x != 0: the general sum of the number and the
         * infinitesimal part (number translation keeps it cheap); tagged below. */
        dyadic zero = { 0, 0 };
        const cg_game *a, *b;
        if ((rc = pg_nus(st, x, 0, 0, &a)) != CG_OK || (rc = pg_nus(st, zero, ups, nim, &b)) != CG_OK)
            return rc;
        rc = sum_general(st, a, b, out);
    }
    if (rc == CG_OK)
        rc = pg_tag(st, *out, x, ups, nim);
    return rc;
}

/* ---- public constructors ---- */

static pg_store *store_of(cg_ctx *ctx)
{
    return ctx == NULL ? NULL : pg_get(ctx);
}

CG_EXPORT int cg_game_integer(cg_ctx *ctx, int64_t n, const cg_game **out)
{
    return cg_game_dyadic(ctx, n, 0, out);
}

CG_EXPORT int cg_game_dyadic(cg_ctx *ctx, int64_t num, uint32_t log2_den, const cg_game **out)
{
    if (ctx == NULL || out == NULL || log2_den > CG_GAME_MAX_LOG2_DEN)
        return CG_EINVAL;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    dyadic x;
    int rc = dy_make(num, log2_den, &x);
    if (rc != CG_OK)
        return rc;
    return pg_nus(st, x, 0, 0, out);
}

CG_EXPORT int cg_game_nimber(cg_ctx *ctx, uint32_t n, const cg_game **out)
{
    if (ctx == NULL || out == NULL || n > CG_GAME_MAX_NIMBER)
        return CG_EINVAL;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    dyadic zero = { 0, 0 };
    return pg_nus(st, zero, 0, n, out);
}

CG_EXPORT int cg_game_up(cg_ctx *ctx, int64_t n, const cg_game **out)
{
    if (ctx == NULL || out == NULL || n > CG_GAME_MAX_UPS || n < -CG_GAME_MAX_UPS)
        return CG_EINVAL;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    dyadic zero = { 0, 0 };
    return pg_nus(st, zero, n, 0, out);
}

CG_EXPORT int cg_game_new(cg_ctx *ctx, const cg_game *const *left, size_t nleft,
                          const cg_game *const *right, size_t nright, const cg_game **out)
{
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
    return pg_new(st, left, nleft, right, nright, out);
}

CG_EXPORT int cg_game_sum(cg_ctx *ctx, const cg_game *a, const cg_game *b, const cg_game **out)
{
    if (ctx == NULL || a == NULL || b == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    return pg_sum(st, a, b, out);
}

CG_EXPORT int cg_game_neg(cg_ctx *ctx, const cg_game *a, const cg_game **out)
{
    if (ctx == NULL || a == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st = store_of(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    return pg_neg(st, a, out);
}
