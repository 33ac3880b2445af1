#include "partizan-algebra-oracle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- a map from 64-bit keys to 64-bit values (open addressing) ---- */

typedef struct omap {
    uint64_t *keys, *vals;   /* key 0 marks an empty slot: keys are stored + 1 */
    size_t cap, n;
} omap;

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    if (p == NULL) {
        fprintf(stderr, "oracle: out of memory\n");
        abort();
    }
    return p;
}

static uint64_t mix(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdu;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53u;
    return k ^ (k >> 33);
}

static int omap_get(const omap *m, uint64_t key, uint64_t *val)
{
    if (m->cap == 0)
        return 0;
    for (size_t i = mix(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == 0)
            return 0;
        if (m->keys[i] == key + 1) {
            *val = m->vals[i];
            return 1;
        }
    }
}

static void omap_put(omap *m, uint64_t key, uint64_t val);

static void omap_grow(omap *m)
{
    omap old = *m;
    m->cap = old.cap == 0 ? 1024 : old.cap * 2;
    m->n = 0;
    m->keys = xcalloc(m->cap, sizeof *m->keys);
    m->vals = xcalloc(m->cap, sizeof *m->vals);
    for (size_t i = 0; i < old.cap; i++)
        if (old.keys[i] != 0)
            omap_put(m, old.keys[i] - 1, old.vals[i]);
    free(old.keys);
    free(old.vals);
}

static void omap_put(omap *m, uint64_t key, uint64_t val)
{
    if (2 * (m->n + 1) > m->cap)
        omap_grow(m);
    size_t i = mix(key) & (m->cap - 1);
    while (m->keys[i] != 0 && m->keys[i] != key + 1)
        i = (i + 1) & (m->cap - 1);
    if (m->keys[i] == 0)
        m->n++;
    m->keys[i] = key + 1;
    m->vals[i] = val;
}

static void omap_free(omap *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

/* ---- the forest ---- */

struct oforest {
    otree **nodes;
    size_t n, cap;
    omap sum, neg, le, number, heat, norton, aw, aw_any, ordinal, stops;
    const otree *nimbers[64];
};

oforest *of_new(void)
{
    return xcalloc(1, sizeof(oforest));
}

void of_free(oforest *f)
{
    if (f == NULL)
        return;
    for (size_t i = 0; i < f->n; i++) {
        free(f->nodes[i]->opt);
        free(f->nodes[i]);
    }
    free(f->nodes);
    omap *maps[] = { &f->sum,  &f->neg,    &f->le,     &f->number, &f->heat,
                     &f->norton, &f->aw, &f->aw_any, &f->ordinal, &f->stops };
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++)
        omap_free(maps[i]);
    free(f);
}

size_t of_size(const oforest *f)
{
    return f->n;
}

static uint64_t pair(const otree *a, const otree *b)
{
    return (uint64_t)a->id << 32 | b->id;
}

const otree *of_game(oforest *f, const otree *const *left, size_t nl, const otree *const *right,
                     size_t nr)
{
    otree *t = xcalloc(1, sizeof *t);
    t->opt = xcalloc(nl + nr + 1, sizeof *t->opt);
    for (size_t i = 0; i < nl; i++)
        t->opt[i] = left[i];
    for (size_t i = 0; i < nr; i++)
        t->opt[nl + i] = right[i];
    t->nl = nl;
    t->nr = nr;
    for (size_t i = 0; i < nl + nr; i++)
        if (t->opt[i]->depth + 1 > t->depth)
            t->depth = t->opt[i]->depth + 1;
    if (f->n == f->cap) {
        f->cap = f->cap == 0 ? 1024 : 2 * f->cap;
        otree **p = realloc(f->nodes, f->cap * sizeof *p);
        if (p == NULL) {
            fprintf(stderr, "oracle: out of memory\n");
            abort();
        }
        f->nodes = p;
    }
    t->id = (uint32_t)f->n;
    f->nodes[f->n++] = t;
    return t;
}

/* A growable list of nodes. */
typedef struct olist {
    const otree **v;
    size_t n, cap;
} olist;

static void ol_push(olist *l, const otree *t)
{
    if (l->n == l->cap) {
        l->cap = l->cap == 0 ? 8 : 2 * l->cap;
        const otree **p = realloc(l->v, l->cap * sizeof *p);
        if (p == NULL) {
            fprintf(stderr, "oracle: out of memory\n");
            abort();
        }
        l->v = p;
    }
    l->v[l->n++] = t;
}

static const otree *ol_game(oforest *f, olist *L, olist *R)
{
    const otree *g = of_game(f, L->v, L->n, R->v, R->n);
    free(L->v);
    free(R->v);
    return g;
}

/* ---- numbers ---- */

static void reduce(int64_t *num, uint32_t *k)
{
    while (*k > 0 && *num % 2 == 0) {
        *num /= 2;
        (*k)--;
    }
    if (*num == 0)
        *k = 0;
}

const otree *of_dyadic(oforest *f, int64_t num, uint32_t k)
{
    reduce(&num, &k);
    uint64_t key = (uint64_t)num * 64 + k, v;
    if (omap_get(&f->number, key, &v))
        return f->nodes[v];
    const otree *g;
    if (k == 0 && num == 0) {
        g = of_game(f, NULL, 0, NULL, 0);
    } else if (k == 0) {
        const otree *prev = of_dyadic(f, num > 0 ? num - 1 : num + 1, 0);
        g = num > 0 ? of_game(f, &prev, 1, NULL, 0) : of_game(f, NULL, 0, &prev, 1);
    } else {
        const otree *lo = of_dyadic(f, num - 1, k), *hi = of_dyadic(f, num + 1, k);
        g = of_game(f, &lo, 1, &hi, 1);
    }
    omap_put(&f->number, key, g->id);
    return g;
}

const otree *of_integer(oforest *f, int64_t n)
{
    return of_dyadic(f, n, 0);
}

const otree *of_nimber(oforest *f, uint32_t n)
{
    if (n < 64 && f->nimbers[n] != NULL)
        return f->nimbers[n];
    olist L = { 0 }, R = { 0 };
    for (uint32_t i = 0; i < n; i++) {
        ol_push(&L, of_nimber(f, i));
        ol_push(&R, of_nimber(f, i));
    }
    const otree *g = ol_game(f, &L, &R);
    if (n < 64)
        f->nimbers[n] = g;
    return g;
}

/* ---- sums and negatives ---- */

const otree *of_sum(oforest *f, const otree *a, const otree *b)
{
    uint64_t v;
    if (omap_get(&f->sum, pair(a, b), &v))
        return f->nodes[v];
    olist L = { 0 }, R = { 0 };
    for (size_t i = 0; i < a->nl + a->nr; i++)
        ol_push(i < a->nl ? &L : &R, of_sum(f, a->opt[i], b));
    for (size_t i = 0; i < b->nl + b->nr; i++)
        ol_push(i < b->nl ? &L : &R, of_sum(f, a, b->opt[i]));
    const otree *g = ol_game(f, &L, &R);
    omap_put(&f->sum, pair(a, b), g->id);
    return g;
}

const otree *of_neg(oforest *f, const otree *a)
{
    uint64_t v;
    if (omap_get(&f->neg, a->id, &v))
        return f->nodes[v];
    olist L = { 0 }, R = { 0 };
    for (size_t i = 0; i < a->nr; i++)
        ol_push(&L, of_neg(f, a->opt[a->nl + i]));
    for (size_t i = 0; i < a->nl; i++)
        ol_push(&R, of_neg(f, a->opt[i]));
    const otree *g = ol_game(f, &L, &R);
    omap_put(&f->neg, a->id, g->id);
    return g;
}

const otree *of_diff(oforest *f, const otree *a, const otree *b)
{
    return of_sum(f, a, of_neg(f, b));
}

/* ---- the order ---- */

int of_le(oforest *f, const otree *a, const otree *b)
{
    uint64_t v;
    if (omap_get(&f->le, pair(a, b), &v))
        return (int)v;
    int r = 1;
    for (size_t i = 0; i < a->nl && r; i++)
        if (of_le(f, b, a->opt[i]))
            r = 0;
    for (size_t i = 0; i < b->nr && r; i++)
        if (of_le(f, b->opt[b->nl + i], a))
            r = 0;
    omap_put(&f->le, pair(a, b), (uint64_t)r);
    return r;
}

int of_eq(oforest *f, const otree *a, const otree *b)
{
    return of_le(f, a, b) && of_le(f, b, a);
}

int of_lt(oforest *f, const otree *a, const otree *b)
{
    return of_le(f, a, b) && !of_le(f, b, a);
}

/* ---- stops by bisection ---- */

/* The grid point j / 2^(d+1). */
static const otree *grid(oforest *f, int64_t j, uint32_t d)
{
    return of_dyadic(f, j, d + 1);
}

static void stops_raw(oforest *f, const otree *g, int64_t *lj, int64_t *rj)
{
    uint32_t d = g->depth;
    int64_t span = (int64_t)(d + 1) << (d + 1);
    /* LS: the least grid point x with g <= x is LS, or LS + 2^-(d+1) when
     * g <= LS fails (LS itself is a multiple of 2^-d, an even j). */
    int64_t lo = -span, hi = span;   /* g <= x fails at lo, holds at hi */
    while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;
        if (of_le(f, g, grid(f, mid, d)))
            hi = mid;
        else
            lo = mid;
    }
    *lj = hi % 2 == 0 ? hi : hi - 1;
    /* RS: the greatest grid point x with x <= g. */
    lo = -span;
    hi = span;   /* x <= g holds at lo, fails at hi */
    while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;
        if (of_le(f, grid(f, mid, d), g))
            lo = mid;
        else
            hi = mid;
    }
    *rj = lo % 2 == 0 ? lo : lo + 1;
}

void of_stops(oforest *f, const otree *g, int64_t *lnum, uint32_t *lk, int64_t *rnum, uint32_t *rk)
{
    int64_t lj, rj;
    stops_raw(f, g, &lj, &rj);
    *lnum = lj;
    *lk = g->depth + 1;
    reduce(lnum, lk);
    *rnum = rj;
    *rk = g->depth + 1;
    reduce(rnum, rk);
}

int of_number_value(oforest *f, const otree *g, int64_t *num, uint32_t *k)
{
    int64_t ln, rn;
    uint32_t lk, rk;
    of_stops(f, g, &ln, &lk, &rn, &rk);
    if (ln != rn || lk != rk || !of_eq(f, g, of_dyadic(f, ln, lk)))
        return 0;
    *num = ln;
    *k = lk;
    return 1;
}

int of_integer_value(oforest *f, const otree *g, int64_t *n)
{
    int64_t num;
    uint32_t k;
    if (!of_number_value(f, g, &num, &k) || k != 0)
        return 0;
    *n = num;
    return 1;
}

int of_infinitesimal(oforest *f, const otree *g)
{
    const otree *e = of_dyadic(f, 1, g->depth + 1), *me = of_dyadic(f, -1, g->depth + 1);
    return of_lt(f, g, e) && of_lt(f, me, g);
}

int of_ge_inf(oforest *f, const otree *a, const otree *b)
{
    const otree *d = of_diff(f, a, b);
    return of_lt(f, of_dyadic(f, -1, d->depth + 1), d);
}

int of_all_small(const otree *g)
{
    if ((g->nl == 0) != (g->nr == 0))
        return 0;
    for (size_t i = 0; i < g->nl + g->nr; i++)
        if (!of_all_small(g->opt[i]))
            return 0;
    return 1;
}

/* ---- heating ---- */

const otree *of_heat(oforest *f, const otree *g, const otree *t)
{
    uint64_t v;
    if (omap_get(&f->heat, pair(g, t), &v))
        return f->nodes[v];
    int64_t num;
    uint32_t k;
    const otree *h;
    if (of_number_value(f, g, &num, &k)) {
        h = g;
    } else {
        olist L = { 0 }, R = { 0 };
        const otree *mt = of_neg(f, t);
        for (size_t i = 0; i < g->nl + g->nr; i++) {
            int left = i < g->nl;
            ol_push(left ? &L : &R, of_sum(f, of_heat(f, g->opt[i], t), left ? t : mt));
        }
        h = ol_game(f, &L, &R);
    }
    omap_put(&f->heat, pair(g, t), h->id);
    return h;
}

/* ---- Norton multiplication ---- */

const otree *of_norton(oforest *f, const otree *g, const otree *u)
{
    uint64_t v;
    if (omap_get(&f->norton, pair(g, u), &v))
        return f->nodes[v];
    int64_t n;
    const otree *h;
    if (of_integer_value(f, g, &n)) {
        const otree *one = n < 0 ? of_neg(f, u) : u;
        h = of_integer(f, 0);
        for (int64_t i = 0; i < (n < 0 ? -n : n); i++)
            h = of_sum(f, h, one);
    } else {
        olist inc = { 0 }, L = { 0 }, R = { 0 };
        for (size_t i = 0; i < u->nl; i++)
            ol_push(&inc, of_diff(f, u->opt[i], u));
        for (size_t i = 0; i < u->nr; i++)
            ol_push(&inc, of_diff(f, u, u->opt[u->nl + i]));
        for (size_t i = 0; i < g->nl + g->nr; i++) {
            const otree *p = of_norton(f, g->opt[i], u);
            for (size_t j = 0; j < inc.n; j++) {
                const otree *ui = of_sum(f, u, inc.v[j]);
                if (i < g->nl)
                    ol_push(&L, of_sum(f, p, ui));
                else
                    ol_push(&R, of_diff(f, p, ui));
            }
        }
        free(inc.v);
        h = ol_game(f, &L, &R);
    }
    omap_put(&f->norton, pair(g, u), h->id);
    return h;
}

/* ---- atomic weight ---- */

static int nus_weight(oforest *f, const otree *g, int64_t *n);

/* The atomic weight calculus on g. any = 0: down to 0, every subposition by
 * the calculus (all-small games); any = 1: a subposition equal to
 * x + n.up + *m weighs n, as for games that are not all-small, whose
 * subpositions may be numbers (the calculus gives those no meaning). */
static const otree *aw_rec(oforest *f, const otree *g, int any)
{
    uint64_t v;
    omap *memo = any ? &f->aw_any : &f->aw;
    int64_t weight;
    if (any && !omap_get(memo, g->id, &v) && nus_weight(f, g, &weight)) {
        omap_put(memo, g->id, of_integer(f, weight)->id);
        return of_integer(f, weight);
    }
    if (omap_get(memo, g->id, &v))
        return v == UINT64_MAX ? NULL : f->nodes[v];
    const otree *result = NULL;
    if (g->nl + g->nr == 0) {
        result = of_integer(f, 0);
    } else {
        olist L = { 0 }, R = { 0 };
        const otree *two = of_integer(f, 2), *mtwo = of_integer(f, -2);
        int ok = 1;
        for (size_t i = 0; i < g->nl + g->nr && ok; i++) {
            const otree *w = aw_rec(f, g->opt[i], any);
            if (w == NULL)
                ok = 0;
            else
                ol_push(i < g->nl ? &L : &R, of_sum(f, w, i < g->nl ? mtwo : two));
        }
        /* Kept for the exceptional case: G'' takes over the lists. */
        olist Lc = { 0 }, Rc = { 0 };
        for (size_t i = 0; i < L.n; i++)
            ol_push(&Lc, L.v[i]);
        for (size_t i = 0; i < R.n; i++)
            ol_push(&Rc, R.v[i]);
        const otree *gpp = ol_game(f, &L, &R);
        int64_t n;
        if (!ok) {
            result = NULL;
        } else if (!of_integer_value(f, gpp, &n)) {
            result = gpp;
        } else {
            const otree *star = of_nimber(f, g->depth + 1);
            int le = of_le(f, g, star), ge = of_le(f, star, g);
            int64_t bound = 4 * ((int64_t)g->depth + 2);
            if (le && !ge) {
                /* The least integer n with n not <= X for every X in L''. */
                result = NULL;
                for (int64_t m = -bound; m <= bound && result == NULL; m++) {
                    int all = 1;
                    for (size_t i = 0; i < Lc.n && all; i++)
                        all = !of_le(f, of_integer(f, m), Lc.v[i]);
                    if (all)
                        result = of_integer(f, m);
                }
            } else if (ge && !le) {
                /* The greatest integer n with n not >= X for every X in R''. */
                result = NULL;
                for (int64_t m = bound; m >= -bound && result == NULL; m--) {
                    int all = 1;
                    for (size_t i = 0; i < Rc.n && all; i++)
                        all = !of_le(f, Rc.v[i], of_integer(f, m));
                    if (all)
                        result = of_integer(f, m);
                }
            } else {
                result = of_integer(f, n);
            }
        }
        free(Lc.v);
        free(Rc.v);
    }
    omap_put(memo, g->id, result == NULL ? UINT64_MAX : result->id);
    return result;
}

const otree *of_atomic_weight(oforest *f, const otree *g)
{
    return of_all_small(g) ? aw_rec(f, g, 0) : NULL;
}

/* n.up as the sum of n copies of up = {0 | *} (of -up for n < 0). */
static const otree *ups(oforest *f, int64_t n)
{
    const otree *zero = of_integer(f, 0), *star = of_nimber(f, 1);
    const otree *up = of_game(f, &zero, 1, &star, 1), *one = n < 0 ? of_neg(f, up) : up, *h = zero;
    for (int64_t i = 0; i < (n < 0 ? -n : n); i++)
        h = of_sum(f, h, one);
    return h;
}

/* Whether g equals x + n.up + *m for a number x: tried by value, x from the
 * stops (both equal x), n and m over every value a game of g's depth can
 * have (|n| <= depth, m <= depth). */
static int nus_weight(oforest *f, const otree *g, int64_t *n)
{
    int64_t ln, rn;
    uint32_t lk, rk;
    of_stops(f, g, &ln, &lk, &rn, &rk);
    if (ln != rn || lk != rk)
        return 0;
    const otree *h = of_diff(f, g, of_dyadic(f, ln, lk));
    int64_t b = (int64_t)g->depth;
    for (int64_t k = -b; k <= b; k++)
        for (uint32_t m = 0; m <= (uint32_t)b; m++)
            if (of_eq(f, h, of_sum(f, ups(f, k), of_nimber(f, m)))) {
                *n = k;
                return 1;
            }
    return 0;
}

const otree *of_ordinal_sum(oforest *f, const otree *g, const otree *h)
{
    uint64_t v;
    if (omap_get(&f->ordinal, pair(g, h), &v))
        return f->nodes[v];
    olist L = { 0 }, R = { 0 };
    for (size_t i = 0; i < g->nl; i++)
        ol_push(&L, g->opt[i]);
    for (size_t i = 0; i < g->nr; i++)
        ol_push(&R, g->opt[g->nl + i]);
    for (size_t i = 0; i < h->nl; i++)
        ol_push(&L, of_ordinal_sum(f, g, h->opt[i]));
    for (size_t i = 0; i < h->nr; i++)
        ol_push(&R, of_ordinal_sum(f, g, h->opt[h->nl + i]));
    const otree *r = ol_game(f, &L, &R);
    omap_put(&f->ordinal, pair(g, h), r->id);
    return r;
}

const otree *of_atomic_weight_any(oforest *f, const otree *g, int *atomic)
{
    *atomic = 0;
    if (!of_infinitesimal(f, g))
        return NULL;
    const otree *a = aw_rec(f, g, 1);
    if (a == NULL)
        return NULL;
    if (of_all_small(g)) {
        *atomic = 1;
        return a;
    }
    /* A remote star for G - A.up, taken larger than the library's (a power
     * of two above twice the depth): the answer must not depend on it. */
    uint32_t n = 2;
    while (n < 2 * (g->depth + 1))
        n <<= 1;
    const otree *zero = of_integer(f, 0), *star = of_nimber(f, 1);
    const otree *up = of_game(f, &zero, 1, &star, 1);
    const otree *d = of_diff(f, g, of_norton(f, a, up));
    const otree *upstar = of_sum(f, up, star);
    const otree *e = of_sum(f, upstar, of_ordinal_sum(f, of_nimber(f, n), of_integer(f, -1)));
    *atomic = of_le(f, d, e) && of_le(f, of_neg(f, e), d);
    return a;
}
