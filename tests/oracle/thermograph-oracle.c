#include "thermograph-oracle.h"

#include <stdlib.h>
#include <string.h>

/* The oracle aborts on what a test could not go on from: out of memory or a
 * rational beyond 2^100 (the games tested are far from either). */
static void *xmalloc(size_t n)
{
    void *p = malloc(n > 0 ? n : 1);
    if (p == NULL)
        abort();
    return p;
}

/* ---- rationals ---- */

static oint gcd128(oint a, oint b)
{
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b != 0) {
        oint r = a % b;
        a = b;
        b = r;
    }
    return a;
}

static void check_size(oint x)
{
    const oint limit = (oint)1 << 100;
    if (x > limit || x < -limit)
        abort();
}

orat orat_make(oint n, oint d)
{
    if (d == 0)
        abort();
    if (d < 0) {
        n = -n;
        d = -d;
    }
    oint g = gcd128(n, d);
    if (g > 1) {
        n /= g;
        d /= g;
    }
    check_size(n);
    check_size(d);
    orat r = { n, d };
    return r;
}

/* Products and sums that pass 128 bits abort: the oracle is never silently
 * wrong. Denominators are brought to a common one by the least common
 * multiple, and products are cross-reduced first, so that the dyadic values
 * of thermographs (denominators up to 2^64 and more) stay far from the limit. */
static oint mul_checked(oint a, oint b)
{
    oint r;
    if (__builtin_mul_overflow(a, b, &r))
        abort();
    return r;
}

static oint add_checked(oint a, oint b)
{
    oint r;
    if (__builtin_add_overflow(a, b, &r))
        abort();
    return r;
}

orat orat_add(orat a, orat b)
{
    oint g = gcd128(a.d, b.d), d = mul_checked(a.d / g, b.d);
    return orat_make(add_checked(mul_checked(a.n, d / a.d), mul_checked(b.n, d / b.d)), d);
}

orat orat_sub(orat a, orat b)
{
    orat nb = { -b.n, b.d };
    return orat_add(a, nb);
}

static orat orat_mul(orat a, orat b)
{
    oint g1 = gcd128(a.n < 0 ? -a.n : a.n, b.d), g2 = gcd128(b.n < 0 ? -b.n : b.n, a.d);
    if (g1 == 0)
        g1 = 1;
    if (g2 == 0)
        g2 = 1;
    return orat_make(mul_checked(a.n / g1, b.n / g2), mul_checked(a.d / g2, b.d / g1));
}

static orat orat_div(orat a, orat b)
{
    if (b.n == 0)
        abort();
    orat inv = { b.n < 0 ? -b.d : b.d, b.n < 0 ? -b.n : b.n };
    return orat_mul(a, inv);
}

static orat orat_int(oint n)
{
    orat r = { n, 1 };
    return r;
}

int orat_cmp(orat a, orat b)
{
    return orat_sign(orat_sub(a, b));
}

int orat_sign(orat a)
{
    return (a.n > 0) - (a.n < 0);
}

/* ---- walls ---- */

orat owall_at(const owall *w, orat t)
{
    size_t i = 0;
    while (i + 1 < w->n && orat_cmp(w->t[i + 1], t) <= 0)
        i++;
    if (i + 1 < w->n) {
        /* Linear between point i and point i + 1. */
        orat frac = orat_div(orat_sub(t, w->t[i]), orat_sub(w->t[i + 1], w->t[i]));
        return orat_add(w->v[i], orat_mul(frac, orat_sub(w->v[i + 1], w->v[i])));
    }
    return orat_add(w->v[i], orat_mul(w->tail, orat_sub(t, w->t[i])));
}

static void owall_alloc(owall *w, size_t n)
{
    w->n = 0;
    w->t = xmalloc(n * sizeof *w->t);
    w->v = xmalloc(n * sizeof *w->v);
}

static void owall_free(owall *w)
{
    free(w->t);
    free(w->v);
    memset(w, 0, sizeof *w);
}

static int cmp_orat_ptr(const void *a, const void *b)
{
    return orat_cmp(*(const orat *)a, *(const orat *)b);
}

/* The sorted distinct points of a and b, with room for `extra` more. */
static orat *merged_points(const owall *a, const owall *b, size_t extra, size_t *n)
{
    orat *p = xmalloc((a->n + b->n + extra) * sizeof *p);
    memcpy(p, a->t, a->n * sizeof *p);
    memcpy(p + a->n, b->t, b->n * sizeof *p);
    size_t m = a->n + b->n;
    qsort(p, m, sizeof *p, cmp_orat_ptr);
    size_t k = 0;
    for (size_t i = 0; i < m; i++)
        if (k == 0 || orat_cmp(p[k - 1], p[i]) != 0)
            p[k++] = p[i];
    *n = k;
    return p;
}

/* max (want = 1) or min (want = -1) of two walls. */
static owall owall_combine(const owall *a, const owall *b, int want)
{
    size_t n;
    orat *p = merged_points(a, b, a->n + b->n + 1, &n);
    size_t base = n;
    /* Where a - b changes sign strictly between two points, or after the last. */
    for (size_t i = 0; i < base; i++) {
        orat d0 = orat_sub(owall_at(a, p[i]), owall_at(b, p[i]));
        if (i + 1 < base) {
            orat d1 = orat_sub(owall_at(a, p[i + 1]), owall_at(b, p[i + 1]));
            if (orat_sign(d0) * orat_sign(d1) < 0)
                p[n++] = orat_add(p[i], orat_mul(orat_sub(p[i + 1], p[i]),
                                                 orat_div(d0, orat_sub(d0, d1))));
        } else {
            orat ds = orat_sub(a->tail, b->tail);
            if (orat_sign(d0) * orat_sign(ds) < 0)
                p[n++] = orat_sub(p[i], orat_div(d0, ds));
        }
    }
    qsort(p, n, sizeof *p, cmp_orat_ptr);
    owall w;
    owall_alloc(&w, n);
    for (size_t i = 0; i < n; i++) {
        orat va = owall_at(a, p[i]), vb = owall_at(b, p[i]);
        w.t[w.n] = p[i];
        w.v[w.n++] = orat_cmp(va, vb) * want >= 0 ? va : vb;
    }
    /* Far out, the line with the better slope wins; equal slopes, the better value. */
    orat ds = orat_sub(a->tail, b->tail);
    int c = orat_sign(ds) != 0 ? orat_sign(ds)
                               : orat_cmp(owall_at(a, p[n - 1]), owall_at(b, p[n - 1]));
    w.tail = c * want >= 0 ? a->tail : b->tail;
    free(p);
    return w;
}

/* w(t) + sign * t. */
static owall owall_tilted(const owall *w, int sign)
{
    owall r;
    owall_alloc(&r, w->n);
    for (size_t i = 0; i < w->n; i++) {
        r.t[i] = w->t[i];
        r.v[i] = orat_add(w->v[i], orat_mul(orat_int(sign), w->t[i]));
    }
    r.n = w->n;
    r.tail = orat_add(w->tail, orat_int(sign));
    return r;
}

static owall owall_const(orat x)
{
    owall w;
    owall_alloc(&w, 1);
    w.t[0] = orat_int(0);
    w.v[0] = x;
    w.n = 1;
    w.tail = orat_int(0);
    return w;
}

/* ---- a small hash map from 64-bit keys to pointers (memo tables) ---- */

typedef struct omap {
    uint64_t *keys;
    void **vals;
    size_t cap, count;
} omap;

static uint64_t mix(uint64_t k)
{
    k ^= k >> 33;
    k *= UINT64_C(0xff51afd7ed558ccd);
    k ^= k >> 33;
    return k;
}

static void omap_put(omap *m, uint64_t key, void *val);

static void omap_grow(omap *m)
{
    omap old = *m;
    m->cap = old.cap ? old.cap * 2 : 1024;
    m->count = 0;
    m->keys = xmalloc(m->cap * sizeof *m->keys);
    m->vals = xmalloc(m->cap * sizeof *m->vals);
    for (size_t i = 0; i < m->cap; i++)
        m->vals[i] = NULL;
    for (size_t i = 0; i < old.cap; i++)
        if (old.vals[i] != NULL)
            omap_put(m, old.keys[i], old.vals[i]);
    free(old.keys);
    free(old.vals);
}

/* val must not be NULL (NULL marks an empty slot). */
static void omap_put(omap *m, uint64_t key, void *val)
{
    if (2 * (m->count + 1) > m->cap)
        omap_grow(m);
    size_t i = mix(key) & (m->cap - 1);
    while (m->vals[i] != NULL && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (m->vals[i] == NULL)
        m->count++;
    m->keys[i] = key;
    m->vals[i] = val;
}

static void *omap_get(const omap *m, uint64_t key)
{
    if (m->cap == 0)
        return NULL;
    size_t i = mix(key) & (m->cap - 1);
    while (m->vals[i] != NULL) {
        if (m->keys[i] == key)
            return m->vals[i];
        i = (i + 1) & (m->cap - 1);
    }
    return NULL;
}

static void omap_free(omap *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

/* ---- trees ---- */

struct opool {
    otree **all;
    size_t n, cap;
    omap sums, le;
    /* numbers[k]: the trees of odd num / 2^k (any num when k = 0), keyed by
     * num alone, so that 64-bit numerators never share a key. */
    omap numbers[128];
};

opool *opool_new(void)
{
    opool *p = xmalloc(sizeof *p);
    memset(p, 0, sizeof *p);
    return p;
}

void opool_free(opool *p)
{
    if (p == NULL)
        return;
    for (size_t i = 0; i < p->n; i++) {
        otree *t = p->all[i];
        if (t->th != NULL) {
            owall_free(&t->th->wall[0]);
            owall_free(&t->th->wall[1]);
            free(t->th);
        }
        free(t->opt);
        free(t);
    }
    free(p->all);
    omap_free(&p->sums);
    omap_free(&p->le);
    for (size_t k = 0; k < sizeof p->numbers / sizeof p->numbers[0]; k++)
        omap_free(&p->numbers[k]);
    free(p);
}

otree *otree_new(opool *p, otree *const *left, size_t nl, otree *const *right, size_t nr)
{
    otree *t = xmalloc(sizeof *t);
    t->nl = nl;
    t->nr = nr;
    t->opt = xmalloc((nl + nr) * sizeof *t->opt);
    if (nl > 0)
        memcpy(t->opt, left, nl * sizeof *t->opt);
    if (nr > 0)
        memcpy(t->opt + nl, right, nr * sizeof *t->opt);
    t->th = NULL;
    if (p->n == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 1024;
        otree **all = realloc(p->all, p->cap * sizeof *all);
        if (all == NULL)
            abort();
        p->all = all;
    }
    t->id = p->n;
    p->all[p->n++] = t;
    return t;
}

static uint64_t pair_key(const otree *a, const otree *b)
{
    return (uint64_t)a->id << 32 | (uint64_t)b->id;
}

otree *otree_sum(opool *p, otree *a, otree *b)
{
    uint64_t key = pair_key(a, b);
    otree *s = omap_get(&p->sums, key);
    if (s != NULL)
        return s;
    /* (a + b)^L = a^L + b, a + b^L; the same for Right. */
    size_t nl = a->nl + b->nl, nr = a->nr + b->nr;
    otree **opt = xmalloc((nl + nr) * sizeof *opt);
    size_t k = 0;
    for (size_t i = 0; i < a->nl; i++)
        opt[k++] = otree_sum(p, a->opt[i], b);
    for (size_t i = 0; i < b->nl; i++)
        opt[k++] = otree_sum(p, a, b->opt[i]);
    for (size_t i = 0; i < a->nr; i++)
        opt[k++] = otree_sum(p, a->opt[a->nl + i], b);
    for (size_t i = 0; i < b->nr; i++)
        opt[k++] = otree_sum(p, a, b->opt[b->nl + i]);
    s = otree_new(p, opt, nl, opt + nl, nr);
    free(opt);
    omap_put(&p->sums, key, s);
    return s;
}

otree *otree_number(opool *p, int64_t num, unsigned k)
{
    while (k > 0 && num % 2 == 0) {
        num /= 2;
        k--;
    }
    if (k >= sizeof p->numbers / sizeof p->numbers[0])
        abort();   /* finer than any short game a test builds */
    omap *numbers = &p->numbers[k];
    uint64_t key = (uint64_t)num;
    otree *t = omap_get(numbers, key);
    if (t != NULL)
        return t;
    if (k > 0) {
        /* (num -+ 1) / 2^k for odd num = 2q + 1: q / 2^(k-1) and (q + 1) /
         * 2^(k-1), which never overflow (num + 1 would for INT64_MAX). */
        int64_t q = num >> 1;
        otree *l = otree_number(p, q, k - 1), *r = otree_number(p, q + 1, k - 1);
        t = otree_new(p, &l, 1, &r, 1);
    } else if (num > 0) {
        otree *l = otree_number(p, num - 1, 0);
        t = otree_new(p, &l, 1, NULL, 0);
    } else if (num < 0) {
        otree *r = otree_number(p, num + 1, 0);
        t = otree_new(p, NULL, 0, &r, 1);
    } else {
        t = otree_new(p, NULL, 0, NULL, 0);
    }
    omap_put(numbers, key, t);
    return t;
}

int otree_le(opool *p, otree *a, otree *b)
{
    static char yes, no;
    uint64_t key = pair_key(a, b);
    void *m = omap_get(&p->le, key);
    if (m != NULL)
        return m == &yes;
    int le = 1;
    for (size_t i = 0; i < a->nl && le; i++)
        if (otree_le(p, b, a->opt[i]))
            le = 0;
    for (size_t i = 0; i < b->nr && le; i++)
        if (otree_le(p, b->opt[b->nl + i], a))
            le = 0;
    omap_put(&p->le, key, le ? &yes : &no);
    return le;
}

/* ---- numbers by the simplicity theorem ---- */

/* An orat that is dyadic: its numerator and log2 denominator. */
static void as_dyadic(orat x, int64_t *num, unsigned *k)
{
    unsigned e = 0;
    oint d = x.d;
    while (d > 1) {
        if (d % 2 != 0)
            abort();   /* stops of short games are dyadic */
        d /= 2;
        e++;
    }
    if (x.n > INT64_MAX || x.n < INT64_MIN)
        abort();   /* a number tree of this oracle holds a 64-bit numerator */
    *num = (int64_t)x.n;
    *k = e;
}

static oint floor_div(oint n, oint d)
{
    oint q = n / d;
    if ((n % d != 0) && ((n < 0) != (d < 0)))
        q--;
    return q;
}

/* The simplest number strictly between lo and hi (NULL: unbounded). */
static orat simplest_between(const orat *lo, const orat *hi)
{
    if ((lo == NULL || orat_sign(*lo) < 0) && (hi == NULL || orat_sign(*hi) > 0))
        return orat_int(0);
    if (lo != NULL && orat_sign(*lo) >= 0) {
        orat n = orat_int(floor_div(lo->n, lo->d) + 1);
        if (hi == NULL || orat_cmp(n, *hi) < 0)
            return n;
    } else {
        /* hi <= 0: the integer nearest 0 below hi. */
        orat n = orat_int(-floor_div(-hi->n, hi->d) - 1);
        if (lo == NULL || orat_cmp(n, *lo) > 0)
            return n;
    }
    /* No integer fits: the dyadic with the smallest denominator. */
    for (unsigned k = 1; k < 100; k++) {
        oint den = (oint)1 << k;
        orat x = orat_make(floor_div(lo->n * den, lo->d) + 1, den);
        if (orat_cmp(x, *hi) < 0)
            return x;
    }
    abort();
}

static unsigned birthday_of(orat x)
{
    int64_t num;
    unsigned k;
    as_dyadic(x, &num, &k);
    oint a = num < 0 ? -(oint)num : num;
    if (k == 0)
        return (unsigned)a;
    return (unsigned)(a >> k) + 1 + k;
}

/* Whether the number x fits g's options: no x <= g^L, no g^R <= x. */
static int fits(opool *p, otree *g, orat x)
{
    int64_t num;
    unsigned k;
    as_dyadic(x, &num, &k);
    otree *xt = otree_number(p, num, k);
    for (size_t i = 0; i < g->nl; i++)
        if (otree_le(p, xt, g->opt[i]))
            return 0;
    for (size_t i = 0; i < g->nr; i++)
        if (otree_le(p, g->opt[g->nl + i], xt))
            return 0;
    return 1;
}

/* ---- thermographs ---- */

static otherm *number_therm(orat x)
{
    otherm *th = xmalloc(sizeof *th);
    th->is_number = 1;
    th->mean = x;
    th->temp = orat_make(-1, x.d);   /* -1/2^k; -1 for integers */
    th->wall[0] = owall_const(x);
    th->wall[1] = owall_const(x);
    return th;
}

/* Cut a wall at T and put the mast at m on top. */
static owall cut(const owall *w, orat T, orat m)
{
    owall r;
    owall_alloc(&r, w->n + 1);
    for (size_t i = 0; i < w->n && orat_cmp(w->t[i], T) < 0; i++) {
        r.t[r.n] = w->t[i];
        r.v[r.n++] = w->v[i];
    }
    r.t[r.n] = T;
    r.v[r.n++] = m;
    r.tail = orat_int(0);
    return r;
}

const otherm *oracle_thermograph(opool *p, otree *g)
{
    if (g->th != NULL)
        return g->th;
    for (size_t i = 0; i < g->nl + g->nr; i++)
        oracle_thermograph(p, g->opt[i]);
    orat zero = orat_int(0);
    /* The stops the options leave: max RS(G^L), min LS(G^R). */
    orat ls0 = zero, rs0 = zero;
    for (size_t i = 0; i < g->nl; i++) {
        orat v = owall_at(&g->opt[i]->th->wall[1], zero);
        if (i == 0 || orat_cmp(v, ls0) > 0)
            ls0 = v;
    }
    for (size_t i = 0; i < g->nr; i++) {
        orat v = owall_at(&g->opt[g->nl + i]->th->wall[0], zero);
        if (i == 0 || orat_cmp(v, rs0) < 0)
            rs0 = v;
    }
    if (g->nl == 0 || g->nr == 0 || orat_cmp(ls0, rs0) < 0) {
        /* Room for a number: g is the simplest one that fits its options,
         * among the numbers strictly between the stops (all fit) and the
         * stops themselves when they are simpler. */
        const orat *lo = g->nl ? &ls0 : NULL, *hi = g->nr ? &rs0 : NULL;
        orat cand[3];
        size_t nc = 0;
        cand[nc++] = simplest_between(lo, hi);
        if (lo != NULL && birthday_of(*lo) < birthday_of(cand[0]))
            cand[nc++] = *lo;
        if (hi != NULL && birthday_of(*hi) < birthday_of(cand[0]))
            cand[nc++] = *hi;
        /* Simplest first. */
        for (size_t i = 1; i < nc; i++)
            for (size_t j = i; j > 0 && birthday_of(cand[j]) < birthday_of(cand[j - 1]); j--) {
                orat t = cand[j];
                cand[j] = cand[j - 1];
                cand[j - 1] = t;
            }
        for (size_t i = 0; i < nc; i++)
            if (fits(p, g, cand[i])) {
                g->th = number_therm(cand[i]);
                return g->th;
            }
        abort();   /* the simplicity theorem says one fits */
    }
    owall ls = owall_tilted(&g->opt[0]->th->wall[1], -1);
    for (size_t i = 1; i < g->nl; i++) {
        owall t = owall_tilted(&g->opt[i]->th->wall[1], -1), m = owall_combine(&ls, &t, 1);
        owall_free(&t);
        owall_free(&ls);
        ls = m;
    }
    owall rs = owall_tilted(&g->opt[g->nl]->th->wall[0], 1);
    for (size_t i = 1; i < g->nr; i++) {
        owall t = owall_tilted(&g->opt[g->nl + i]->th->wall[0], 1), m = owall_combine(&rs, &t, -1);
        owall_free(&t);
        owall_free(&rs);
        rs = m;
    }
    /* The least t >= 0 with LS(t) <= RS(t); LS - RS is linear between the
     * merged points and never increases. */
    size_t n;
    orat *pts = merged_points(&ls, &rs, 0, &n);
    orat T = zero;
    int found = 0;
    orat hprev = zero;
    for (size_t i = 0; i < n && !found; i++) {
        orat h = orat_sub(owall_at(&ls, pts[i]), owall_at(&rs, pts[i]));
        if (orat_sign(h) <= 0) {
            T = i == 0 ? pts[0]
                       : orat_add(pts[i - 1], orat_mul(orat_sub(pts[i], pts[i - 1]),
                                                       orat_div(hprev, orat_sub(hprev, h))));
            found = 1;
        }
        hprev = h;
    }
    if (!found) {
        orat slope = orat_sub(ls.tail, rs.tail);
        if (orat_sign(slope) >= 0)
            abort();   /* walls that never meet */
        T = orat_sub(pts[n - 1], orat_div(hprev, slope));
    }
    free(pts);
    otherm *th = xmalloc(sizeof *th);
    th->is_number = 0;
    th->temp = T;
    th->mean = owall_at(&ls, T);
    th->wall[0] = cut(&ls, T, th->mean);
    th->wall[1] = cut(&rs, T, th->mean);
    owall_free(&ls);
    owall_free(&rs);
    g->th = th;
    return th;
}

/* ---- cooling ---- */

static otree *cool(opool *p, otree *g, orat t, otree *plus_t, otree *minus_t, omap *memo)
{
    otree *done = omap_get(memo, g->id);
    if (done != NULL)
        return done;
    const otherm *th = oracle_thermograph(p, g);
    otree *r;
    if (th->is_number) {
        r = g;
    } else if (orat_cmp(t, th->temp) > 0) {
        int64_t num;
        unsigned k;
        as_dyadic(th->mean, &num, &k);
        r = otree_number(p, num, k);
    } else {
        size_t n = g->nl + g->nr;
        otree **opt = xmalloc(n * sizeof *opt);
        for (size_t i = 0; i < n; i++)
            opt[i] = otree_sum(p, cool(p, g->opt[i], t, plus_t, minus_t, memo),
                               i < g->nl ? minus_t : plus_t);
        r = otree_new(p, opt, g->nl, opt + g->nl, g->nr);
        free(opt);
    }
    omap_put(memo, g->id, r);
    return r;
}

otree *oracle_cool(opool *p, otree *g, orat t)
{
    int64_t num;
    unsigned k;
    as_dyadic(t, &num, &k);
    otree *plus_t = otree_number(p, num, k), *minus_t = otree_number(p, -num, k);
    omap memo = { 0 };
    otree *r = cool(p, g, t, plus_t, minus_t, &memo);
    omap_free(&memo);
    return r;
}
