/*
 * Stops, mean and temperature. The stops come straight from the options; mean
 * and temperature from the thermograph: with walls LW, RW of every option,
 *   LS(t) = max over G^L of RW(G^L)(t) - t,   RS(t) = min over G^R of LW(G^R)(t) + t,
 * the temperature T is the least t >= 0 with LS(t) <= RS(t), the mean is the
 * value there, and G's own walls are LS, RS below T and the mast above. Walls are
 * piecewise linear with integer slopes and dyadic breakpoints.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "util/alloc.h"
#include "util/export.h"

/* ---- stops ---- */

static void stops(const cg_game *g, dyadic *ls, dyadic *rs)
{
    if (g->has_stops) {   /* every interned game: kept since its creation */
        *ls = g->ls;
        *rs = g->rs;
        return;
    }
    if (pg_is_number(g)) {
        *ls = *rs = g->x;
        return;
    }
    int first = 1;
    for (uint32_t i = 0; i < g->nl; i++) {
        dyadic l, r;
        stops(g->opt[i], &l, &r);
        if (first || dy_cmp(r, *ls) > 0)
            *ls = r;
        first = 0;
    }
    int first_r = 1;
    for (uint32_t i = 0; i < g->nr; i++) {
        dyadic l, r;
        stops(g->opt[g->nl + i], &l, &r);
        if (first_r || dy_cmp(l, *rs) < 0)
            *rs = l;
        first_r = 0;
    }
    if (first)
        *ls = *rs;
    if (first_r)
        *rs = *ls;
}

CG_EXPORT int cg_game_stops(const cg_game *g, int64_t *left_num, uint32_t *left_log2,
                            int64_t *right_num, uint32_t *right_log2)
{
    if (g == NULL || left_num == NULL || left_log2 == NULL || right_num == NULL ||
        right_log2 == NULL)
        return CG_EINVAL;
    dyadic l, r;
    stops(g, &l, &r);
    *left_num = l.num;
    *left_log2 = l.k;
    *right_num = r.num;
    *right_log2 = r.k;
    return CG_OK;
}

/* ---- walls ---- */

typedef struct wall {
    size_t n, cap;  /* points t[0] = 0 < t[1] < ..., and room */
    dyadic *t, *v;
    int *s;         /* slope after point i */
} wall;

static void wall_free(wall *w)
{
    cgu_free(w->t);
    cgu_free(w->v);
    cgu_free(w->s);
    memset(w, 0, sizeof *w);
}

/* Room for n points and one more (the mast's foot). */
static int wall_alloc(wall *w, size_t n)
{
    n++;
    w->t = cgu_malloc_array(n, sizeof *w->t);
    w->v = cgu_malloc_array(n, sizeof *w->v);
    w->s = cgu_malloc_array(n, sizeof *w->s);
    w->n = 0;
    w->cap = n;
    if (w->t == NULL || w->v == NULL || w->s == NULL) {
        wall_free(w);
        return CG_ENOMEM;
    }
    return CG_OK;
}

static int dy_mul_int(dyadic a, int m, dyadic *out)
{
    int64_t r;
    if (__builtin_mul_overflow(a.num, (int64_t)m, &r))
        return CG_ERANGE;
    return dy_make(r, a.k, out);
}

static int dy_sub(dyadic a, dyadic b, dyadic *out)
{
    dyadic nb;
    int rc = dy_neg(b, &nb);
    return rc != CG_OK ? rc : dy_add(a, nb, out);
}

/* w(t) for the segment i that contains t. */
static int wall_at(const wall *w, size_t i, dyadic t, dyadic *out)
{
    dyadic d, m;
    int rc = dy_sub(t, w->t[i], &d);
    if (rc == CG_OK)
        rc = dy_mul_int(d, w->s[i], &m);
    if (rc == CG_OK)
        rc = dy_add(w->v[i], m, out);
    return rc;
}

static size_t segment(const wall *w, dyadic t)
{
    size_t i = 0;
    while (i + 1 < w->n && dy_cmp(w->t[i + 1], t) <= 0)
        i++;
    return i;
}

static int wall_const(wall *w, dyadic x)
{
    int rc = wall_alloc(w, 1);
    if (rc != CG_OK)
        return rc;
    w->n = 1;
    w->t[0].num = 0;
    w->t[0].k = 0;
    w->v[0] = x;
    w->s[0] = 0;
    return CG_OK;
}

/* w(t) + sign * t. */
static int wall_tilt(wall *w, int sign)
{
    for (size_t i = 0; i < w->n; i++) {
        dyadic d;
        int rc = dy_mul_int(w->t[i], sign, &d);
        if (rc == CG_OK)
            rc = dy_add(w->v[i], d, &w->v[i]);
        if (rc != CG_OK)
            return rc;
        w->s[i] += sign;
    }
    return CG_OK;
}

/* out = max (want = 1) or min (want = -1) of a and b. */
static int wall_combine(const wall *a, const wall *b, int want, wall *out)
{
    /* Candidate points: both walls' breakpoints and the crossings between them. */
    size_t cap = 3 * (a->n + b->n) + 2;
    dyadic *pts = cgu_malloc_array(cap, sizeof *pts);
    if (pts == NULL)
        return CG_ENOMEM;
    size_t np = 0, i = 0, j = 0;
    int rc = CG_OK;
    while (i < a->n || j < b->n) {
        dyadic p;
        if (j >= b->n || (i < a->n && dy_cmp(a->t[i], b->t[j]) <= 0)) {
            p = a->t[i];
            if (j < b->n && dy_cmp(a->t[i], b->t[j]) == 0)
                j++;
            i++;
        } else {
            p = b->t[j++];
        }
        pts[np++] = p;
    }
    /* Crossings inside each interval (and after the last point). */
    size_t base = np;
    for (size_t k = 0; k < base && rc == CG_OK; k++) {
        size_t ia = segment(a, pts[k]), ib = segment(b, pts[k]);
        int sa = a->s[ia], sb = b->s[ib];
        if (sa == sb)
            continue;
        dyadic va, vb, diff, dt;
        if ((rc = wall_at(a, ia, pts[k], &va)) != CG_OK || (rc = wall_at(b, ib, pts[k], &vb)) != CG_OK ||
            (rc = dy_sub(vb, va, &diff)) != CG_OK)
            break;
        /* a + sa x = b + sb x at x = diff / (sa - sb). */
        int den = sa - sb;
        if (den < 0) {
            den = -den;
            if ((rc = dy_neg(diff, &diff)) != CG_OK)
                break;
        }
        if (diff.num <= 0)
            continue;
        dt = diff;
        if (den == 2) {
            if ((rc = dy_make(diff.num, diff.k + 1, &dt)) != CG_OK)
                break;
        } else if (den != 1) {
            continue;   /* slopes stay within -2..2 here; other gaps cannot cross */
        }
        dyadic c;
        if ((rc = dy_add(pts[k], dt, &c)) != CG_OK)
            break;
        if (k + 1 < base && dy_cmp(c, pts[k + 1]) >= 0)
            continue;
        pts[np++] = c;
    }
    if (rc == CG_OK) {
        /* Sort the points and evaluate. */
        for (size_t x = 1; x < np; x++)
            for (size_t y = x; y > 0 && dy_cmp(pts[y - 1], pts[y]) > 0; y--) {
                dyadic t = pts[y];
                pts[y] = pts[y - 1];
                pts[y - 1] = t;
            }
        rc = wall_alloc(out, np);
    }
    for (size_t k = 0; k < np && rc == CG_OK; k++) {
        if (k > 0 && dy_cmp(pts[k], pts[k - 1]) == 0)
            continue;
        size_t ia = segment(a, pts[k]), ib = segment(b, pts[k]);
        dyadic va, vb;
        if ((rc = wall_at(a, ia, pts[k], &va)) != CG_OK || (rc = wall_at(b, ib, pts[k], &vb)) != CG_OK)
            break;
        int c = dy_cmp(va, vb) * want;
        int sa = a->s[ia], sb = b->s[ib];
        int take_a = c > 0 || (c == 0 && (sa - sb) * want >= 0);
        dyadic v = take_a ? va : vb;
        int s = take_a ? sa : sb;
        if (out->n > 0 && out->s[out->n - 1] == s) {
            dyadic expect;
            if ((rc = wall_at(out, out->n - 1, pts[k], &expect)) != CG_OK)
                break;
            if (dy_cmp(expect, v) == 0)
                continue;   /* the same line goes on */
        }
        out->t[out->n] = pts[k];
        out->v[out->n] = v;
        out->s[out->n] = s;
        out->n++;
    }
    cgu_free(pts);
    if (rc != CG_OK)
        wall_free(out);
    return rc;
}

/* The walls of g, its mean and temperature (t >= 0 part; numbers are masts). */
static int thermograph(const cg_game *g, wall *lw, wall *rw, dyadic *mean, dyadic *temp)
{
    int rc;
    if (pg_is_number(g)) {
        *mean = g->x;
        temp->num = -1;
        temp->k = g->x.k;   /* CGSuite: -1/2^k for m/2^k, -1 for integers */
        if ((rc = wall_const(lw, g->x)) != CG_OK)
            return rc;
        if ((rc = wall_const(rw, g->x)) != CG_OK)
            wall_free(lw);
        return rc;
    }
    wall ls = { 0 }, rs = { 0 };
    rc = CG_OK;
    for (int side = 0; side < 2 && rc == CG_OK; side++) {
        wall *acc = side == 0 ? &ls : &rs;
        uint32_t first = side == 0 ? 0 : g->nl, n = side == 0 ? g->nl : g->nr;
        for (uint32_t i = 0; i < n && rc == CG_OK; i++) {
            wall olw, orw;
            dyadic m, t;
            if ((rc = thermograph(g->opt[first + i], &olw, &orw, &m, &t)) != CG_OK)
                break;
            wall *use = side == 0 ? &orw : &olw;
            wall_free(side == 0 ? &olw : &orw);
            if ((rc = wall_tilt(use, side == 0 ? -1 : 1)) == CG_OK) {
                if (acc->n == 0) {
                    *acc = *use;
                    memset(use, 0, sizeof *use);
                } else {
                    wall c;
                    if ((rc = wall_combine(acc, use, side == 0 ? 1 : -1, &c)) == CG_OK) {
                        wall_free(acc);
                        *acc = c;
                    }
                }
            }
            wall_free(use);
        }
    }
    if (rc == CG_OK && ls.n == 0 && rs.n == 0)
        rc = CG_EDOMAIN;   /* only 0 has no options, and 0 is a number */
    if (rc == CG_OK && (ls.n == 0 || rs.n == 0)) {
        /* Moves for one player only: the other wall is the same line (the game
         * is then a number or cools to one at once). */
        wall *have = ls.n ? &ls : &rs, *miss = ls.n ? &rs : &ls;
        if ((rc = wall_alloc(miss, have->n)) == CG_OK) {
            memcpy(miss->t, have->t, have->n * sizeof *have->t);
            memcpy(miss->v, have->v, have->n * sizeof *have->v);
            memcpy(miss->s, have->s, have->n * sizeof *have->s);
            miss->n = have->n;
        }
    }
    if (rc == CG_OK) {
        /* The least t >= 0 with LS(t) <= RS(t). */
        int found = 0;
        /* LS - RS only decreases, so the first point (of LS, RS and their
         * crossings, which max(LS, RS) lists) where LS <= RS is the temperature. */
        wall u;
        if (rc == CG_OK && (rc = wall_combine(&ls, &rs, 1, &u)) == CG_OK) {
            for (size_t k = 0; k < u.n && !found && rc == CG_OK; k++) {
                dyadic a, b;
                if ((rc = wall_at(&ls, segment(&ls, u.t[k]), u.t[k], &a)) != CG_OK ||
                    (rc = wall_at(&rs, segment(&rs, u.t[k]), u.t[k], &b)) != CG_OK)
                    break;
                if (dy_cmp(a, b) <= 0) {
                    *temp = u.t[k];
                    *mean = a;
                    found = 1;
                }
            }
            wall_free(&u);
        }
        if (rc == CG_OK && !found)
            rc = CG_ERANGE;   /* walls that never meet: not a short game's thermograph */
    }
    if (rc == CG_OK) {
        /* Cut both walls at the temperature and put the mast on top. */
        wall *ws[2] = { &ls, &rs };
        for (int w = 0; w < 2 && rc == CG_OK; w++) {
            wall *x = ws[w];
            size_t n = 0;
            while (n < x->n && dy_cmp(x->t[n], *temp) < 0)
                n++;
            if (n + 1 > x->cap) {
                wall bigger;
                if ((rc = wall_alloc(&bigger, n + 1)) != CG_OK)
                    break;
                memcpy(bigger.t, x->t, n * sizeof *x->t);
                memcpy(bigger.v, x->v, n * sizeof *x->v);
                memcpy(bigger.s, x->s, n * sizeof *x->s);
                wall_free(x);
                *x = bigger;
            }
            x->t[n] = *temp;
            x->v[n] = *mean;
            x->s[n] = 0;
            x->n = n + 1;
        }
        if (rc == CG_OK) {
            *lw = ls;
            *rw = rs;
            return CG_OK;
        }
    }
    wall_free(&ls);
    wall_free(&rs);
    return rc;
}

CG_EXPORT int cg_game_thermal(cg_ctx *ctx, const cg_game *g, int64_t *mean_num, uint32_t *mean_log2,
                              int64_t *temp_num, uint32_t *temp_log2)
{
    if (ctx == NULL || g == NULL || mean_num == NULL || mean_log2 == NULL || temp_num == NULL ||
        temp_log2 == NULL)
        return CG_EINVAL;
    wall lw, rw;
    dyadic m, t;
    int rc = thermograph(g, &lw, &rw, &m, &t);
    if (rc != CG_OK)
        return rc;
    wall_free(&lw);
    wall_free(&rw);
    *mean_num = m.num;
    *mean_log2 = m.k;
    *temp_num = t.num;
    *temp_log2 = t.k;
    return CG_OK;
}
