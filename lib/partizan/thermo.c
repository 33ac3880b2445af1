/*
 * Thermographs, cached per game in the store.
 *
 * With the walls LW, RW of every option (t >= 0),
 *   LS(t) = max over G^L of RW(G^L)(t) - t,   RS(t) = min over G^R of LW(G^R)(t) + t,
 * the temperature T is the least t >= 0 with LS(t) <= RS(t), the mean is the
 * common value there, and G's walls are LS and RS up to T, then the mast.
 * A wall is kept as its breakpoints: t = 0, each t in (0, T) where the slope
 * changes, and last the mast's foot (T, mean) with slope 0, even where the
 * wall comes up to it at slope 0 (thermal.h, cg_game_thermograph()).
 *
 * Walls are piecewise linear with slopes -1, 0, 1 (Left walls 0 / -1, Right
 * walls 0 / +1), so every breakpoint and crossing is dyadic. Max and min are
 * taken interval by interval over the merged breakpoints of both operands,
 * where both are single lines, and T is searched the same way over the merged
 * breakpoints of LS and RS, never over a simplified combination (simplifying
 * drops points where a line goes on straight and with them the interval in
 * which the walls meet).
 *
 * A game whose stops are equal (numbers, infinitesimals, x + n.up + *m, tepid
 * games) has LS(0) = RS(0): its thermograph is the mast alone, found in O(1).
 * Every other game is computed once from its options' cached thermographs and
 * charged one node.
 */
#include <string.h>

#include <cookiegame/thermal.h>

#include "algebra.h"
#include "thermo.h"
#include "util/alloc.h"
#include "util/export.h"

typedef struct pg_thermo {
    cgu_map64 byid;    /* game id -> (const pg_thermograph *) */
    cgu_arena arena;   /* the thermographs and their walls */
} pg_thermo;

void pg_thermo_clear(pg_store *st)
{
    pg_thermo *c = st->thermo;
    if (c == NULL)
        return;
    cgu_map64_destroy(&c->byid);
    cgu_arena_destroy(&c->arena);
    cgu_free(c);
    st->thermo = NULL;
}

size_t pg_thermo_bytes(const pg_store *st)
{
    const pg_thermo *c = st->thermo;
    return c == NULL ? 0 : sizeof *c + c->arena.bytes + cgu_map64_bytes(&c->byid);
}

static pg_thermo *thermo_cache(pg_store *st)
{
    if (st->thermo == NULL) {
        pg_thermo *c = cgu_calloc(1, sizeof *c);
        if (c == NULL)
            return NULL;
        cgu_map64_init(&c->byid);
        cgu_arena_init(&c->arena);
        st->thermo = c;
    }
    return st->thermo;
}

/* ---- dyadic helpers ---- */

static int pg_dy_sub(pg_dyadic a, pg_dyadic b, pg_dyadic *out)
{
    pg_dyadic nb;
    int rc = pg_dy_neg(b, &nb);
    return rc != CG_OK ? rc : pg_dy_add(a, nb, out);
}

/* a * m for a small integer m. */
static int pg_dy_mul_small(pg_dyadic a, int m, pg_dyadic *out)
{
    int64_t r;
    if (__builtin_mul_overflow(a.num, (int64_t)m, &r))
        return CG_ERANGE;
    return pg_dy_make(r, a.k, out);
}

/* ---- walls under construction (malloc'ed point arrays) ---- */

typedef struct wall {
    size_t n, cap;
    pg_wpoint *p;
} wall;

static void wall_free(wall *w)
{
    cgu_free(w->p);
    memset(w, 0, sizeof *w);
}

/* A point added as it is. */
static int wall_append(wall *w, pg_dyadic t, pg_dyadic v, int s)
{
    if (w->n + 1 > w->cap) {
        void *p = w->p;
        if (cgu_grow(&p, &w->cap, w->n + 1, sizeof *w->p) != CG_OK)
            return CG_ENOMEM;
        w->p = p;
    }
    w->p[w->n].t = t;
    w->p[w->n].v = v;
    w->p[w->n].s = s;
    w->n++;
    return CG_OK;
}

static int wall_push(wall *w, pg_dyadic t, pg_dyadic v, int s)
{
    /* A point on the line the wall already follows adds nothing. */
    if (w->n > 0) {
        const pg_wpoint *last = &w->p[w->n - 1];
        if (last->s == s) {
            pg_dyadic dt, dv, expect;
            int rc;
            if ((rc = pg_dy_sub(t, last->t, &dt)) != CG_OK || (rc = pg_dy_mul_small(dt, s, &dv)) != CG_OK ||
                (rc = pg_dy_add(last->v, dv, &expect)) != CG_OK)
                return rc;
            if (pg_dy_cmp(expect, v) == 0)
                return CG_OK;
        }
        if (pg_dy_cmp(last->t, t) == 0) {   /* same temperature: the later line wins */
            w->n--;
        }
    }
    return wall_append(w, t, v, s);
}

/* The segment of a point array that holds t (t >= p[0].t). */
static size_t seg_of(const pg_wpoint *p, size_t n, pg_dyadic t)
{
    size_t lo = 0, hi = n;   /* p[lo].t <= t; answer in [lo, hi) */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (pg_dy_cmp(p[mid].t, t) <= 0)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

static int seg_value(const pg_wpoint *p, size_t i, pg_dyadic t, pg_dyadic *out)
{
    if (p[i].s == 0) {   /* also far up the mast, where t - t_i may not fit */
        *out = p[i].v;
        return CG_OK;
    }
    pg_dyadic dt, dv;
    int rc = pg_dy_sub(t, p[i].t, &dt);
    if (rc == CG_OK)
        rc = pg_dy_mul_small(dt, p[i].s, &dv);
    if (rc == CG_OK)
        rc = pg_dy_add(p[i].v, dv, out);
    return rc;
}

/* A view of a wall tilted by `tilt` (value + tilt * t). */
typedef struct wview {
    const pg_wpoint *p;
    size_t n;
    int tilt;
} wview;

static int view_at(const wview *w, size_t i, pg_dyadic t, pg_dyadic *v, int *s)
{
    pg_dyadic base, extra;
    int rc = seg_value(w->p, i, t, &base);
    if (rc == CG_OK)
        rc = pg_dy_mul_small(t, w->tilt, &extra);
    if (rc == CG_OK)
        rc = pg_dy_add(base, extra, v);
    *s = w->p[i].s + w->tilt;
    return rc;
}

/* The next breakpoint of either view after index ia / ib, or none. */
static int next_break(const wview *a, size_t ia, const wview *b, size_t ib, pg_dyadic *t)
{
    int have = 0;
    if (ia + 1 < a->n) {
        *t = a->p[ia + 1].t;
        have = 1;
    }
    if (ib + 1 < b->n && (!have || pg_dy_cmp(b->p[ib + 1].t, *t) < 0)) {
        *t = b->p[ib + 1].t;
        have = 1;
    }
    return have;
}

/*
 * Walk the merged breakpoints of a and b: for each interval [t, next) on which
 * both are single lines, call step with their values and slopes at t. The
 * callback returns 1 to stop the walk, 0 to go on, or a negative status.
 */
typedef int (*interval_fn)(void *user, pg_dyadic t, int has_next, pg_dyadic next, pg_dyadic va, int sa,
                           pg_dyadic vb, int sb);

static int walk(const wview *a, const wview *b, interval_fn step, void *user)
{
    size_t ia = 0, ib = 0;
    pg_dyadic t = { 0, 0 };
    for (;;) {
        pg_dyadic va, vb, next = { 0, 0 };
        int sa, sb, rc;
        if ((rc = view_at(a, ia, t, &va, &sa)) != CG_OK || (rc = view_at(b, ib, t, &vb, &sb)) != CG_OK)
            return rc;
        int has_next = next_break(a, ia, b, ib, &next);
        rc = step(user, t, has_next, next, va, sa, vb, sb);
        if (rc != 0)
            return rc < 0 ? rc : CG_OK;
        if (!has_next)
            return CG_OK;
        t = next;
        while (ia + 1 < a->n && pg_dy_cmp(a->p[ia + 1].t, t) <= 0)
            ia++;
        while (ib + 1 < b->n && pg_dy_cmp(b->p[ib + 1].t, t) <= 0)
            ib++;
    }
}

/* Where line a (value va, slope sa at t) meets line b, if strictly after t and
 * (when has_next) strictly before next: 1 and *at, else 0. */
static int crossing(pg_dyadic t, int has_next, pg_dyadic next, pg_dyadic va, int sa, pg_dyadic vb, int sb,
                    pg_dyadic *at, int *status)
{
    *status = CG_OK;
    int ds = sa - sb;
    if (ds == 0)
        return 0;
    /* va + sa x = vb + sb x at x = (vb - va) / ds, in 128 bits: the walls of
     * +-2^62 meet at 2^62, though vb - va is 2^63. */
    pg_dyadic dt;
    int rc = ds > 0 ? pg_dy_sub_div(vb, va, ds, &dt) : pg_dy_sub_div(va, vb, -ds, &dt);
    if (rc == CG_OK && dt.num <= 0)
        return 0;
    if (rc == CG_OK)
        rc = pg_dy_add(t, dt, at);
    if (rc != CG_OK) {
        *status = rc;
        return 0;
    }
    return !has_next || pg_dy_cmp(*at, next) < 0;
}

/* ---- copies, max and min of walls ---- */

static int wall_copy(const wview *v, wall *out)
{
    for (size_t i = 0; i < v->n; i++) {
        pg_dyadic val;
        int s, rc = view_at(v, i, v->p[i].t, &val, &s);
        if (rc == CG_OK)
            rc = wall_push(out, v->p[i].t, val, s);
        if (rc != CG_OK)
            return rc;
    }
    return CG_OK;
}

typedef struct combine_state {
    int want;   /* 1: max, -1: min */
    wall *out;
} combine_state;

static int combine_step(void *user, pg_dyadic t, int has_next, pg_dyadic next, pg_dyadic va, int sa,
                        pg_dyadic vb, int sb)
{
    combine_state *cs = user;
    int c = pg_dy_cmp(va, vb) * cs->want;
    /* At a tie the line that is better just after t is taken. */
    int take_a = c > 0 || (c == 0 && (sa - sb) * cs->want >= 0);
    int rc = take_a ? wall_push(cs->out, t, va, sa) : wall_push(cs->out, t, vb, sb);
    if (rc != CG_OK)
        return rc;
    pg_dyadic at;
    if (crossing(t, has_next, next, va, sa, vb, sb, &at, &rc)) {
        /* The other line overtakes inside the interval. */
        pg_dyadic v;
        int s = take_a ? sb : sa;
        pg_dyadic dt, dv;
        const pg_dyadic base = take_a ? vb : va;
        if ((rc = pg_dy_sub(at, t, &dt)) != CG_OK || (rc = pg_dy_mul_small(dt, s, &dv)) != CG_OK ||
            (rc = pg_dy_add(base, dv, &v)) != CG_OK)
            return rc;
        rc = wall_push(cs->out, at, v, s);
    }
    return rc;
}

static int wall_combine(const wview *a, const wview *b, int want, wall *out)
{
    combine_state cs = { want, out };
    return walk(a, b, combine_step, &cs);
}

/* ---- the temperature: where LS and RS meet ---- */

typedef struct meet_state {
    int found;
    pg_dyadic temp, mean;
} meet_state;

static int meet_step(void *user, pg_dyadic t, int has_next, pg_dyadic next, pg_dyadic ls, int sl, pg_dyadic rs,
                     int sr)
{
    meet_state *ms = user;
    if (pg_dy_cmp(ls, rs) <= 0) {
        ms->found = 1;
        ms->temp = t;
        ms->mean = ls;
        return 1;
    }
    pg_dyadic at;
    int rc;
    if (crossing(t, has_next, next, ls, sl, rs, sr, &at, &rc)) {
        pg_dyadic dt, dv;
        if ((rc = pg_dy_sub(at, t, &dt)) != CG_OK || (rc = pg_dy_mul_small(dt, sl, &dv)) != CG_OK ||
            (rc = pg_dy_add(ls, dv, &ms->mean)) != CG_OK)
            return rc;
        ms->found = 1;
        ms->temp = at;
        return 1;
    }
    return rc;
}

/* ---- thermographs of games ---- */

static int store_result(pg_thermo *c, const cg_game *g, const wall *lw, const wall *rw, pg_dyadic mean,
                        pg_dyadic temp, const pg_thermograph **out)
{
    pg_thermograph *th = cgu_arena_alloc(&c->arena, sizeof *th);
    pg_wpoint *pts = th == NULL ? NULL
                                : cgu_arena_alloc(&c->arena, (lw->n + rw->n) * sizeof *pts);
    if (pts == NULL)
        return CG_ENOMEM;
    memcpy(pts, lw->p, lw->n * sizeof *pts);
    memcpy(pts + lw->n, rw->p, rw->n * sizeof *pts);
    th->mean = mean;
    th->temp = temp;
    th->n[0] = lw->n;
    th->n[1] = rw->n;
    th->w[0] = pts;
    th->w[1] = pts + lw->n;
    if (cgu_map64_put(&c->byid, g->id, (uint64_t)(uintptr_t)th) != CG_OK)
        return CG_ENOMEM;
    *out = th;
    return CG_OK;
}

/* The mast alone at x from t = 0, with the given temperature. */
static int mast_only(pg_thermo *c, const cg_game *g, pg_dyadic x, pg_dyadic temp, const pg_thermograph **out)
{
    pg_wpoint p = { { 0, 0 }, x, 0 };
    wall w = { 1, 1, &p };
    return store_result(c, g, &w, &w, x, temp, out);
}

/* Cut a wall at the temperature and put the foot of the mast there: the last
 * point is always (temperature, mean, slope 0), as thermal.h documents. It is
 * appended with wall_append, not wall_push: a wall that reaches the mean below
 * the temperature comes up to the foot straight at slope 0, and wall_push would
 * drop the foot as a point on that line, leaving the list ending below the
 * temperature. */
static int cutter_at(wall *w, pg_dyadic temp, pg_dyadic mean)
{
    while (w->n > 0 && pg_dy_cmp(w->p[w->n - 1].t, temp) >= 0)
        w->n--;
    return wall_append(w, temp, mean, 0);
}

static int compute(cg_ctx *ctx, pg_store *st, pg_thermo *c, const cg_game *g,
                   const pg_thermograph **out);

/* LS (side 0) or RS (side 1) of g from its options' walls. */
static int side_wall(cg_ctx *ctx, pg_store *st, pg_thermo *c, const cg_game *g, int side, wall *acc)
{
    uint32_t first = side == 0 ? 0 : g->nl, n = side == 0 ? g->nl : g->nr;
    int tilt = side == 0 ? -1 : 1;
    for (uint32_t i = 0; i < n; i++) {
        const pg_thermograph *o;
        int rc = compute(ctx, st, c, g->opt[first + i], &o);
        if (rc != CG_OK)
            return rc;
        /* Left options give their Right wall, Right options their Left wall. */
        wview v = { o->w[side == 0 ? 1 : 0], o->n[side == 0 ? 1 : 0], tilt };
        if (i == 0) {
            rc = wall_copy(&v, acc);
        } else {
            wall next = { 0 };
            wview have = { acc->p, acc->n, 0 };
            rc = wall_combine(&have, &v, side == 0 ? 1 : -1, &next);
            if (rc == CG_OK) {
                wall_free(acc);
                *acc = next;
            } else {
                wall_free(&next);
            }
        }
        if (rc != CG_OK)
            return rc;
    }
    return CG_OK;
}

static int compute(cg_ctx *ctx, pg_store *st, pg_thermo *c, const cg_game *g,
                   const pg_thermograph **out)
{
    uint64_t cached;
    if (cgu_map64_get(&c->byid, g->id, &cached)) {
        *out = (const pg_thermograph *)(uintptr_t)cached;
        return CG_OK;
    }
    if (pg_is_number(g)) {
        /* CGSuite's convention: -1/2^k for m/2^k, -1 for integers. */
        pg_dyadic temp = { -1, g->x.k };
        return mast_only(c, g, g->x, temp, out);
    }
    if (g->has_stops && pg_dy_cmp(g->ls, g->rs) == 0) {
        pg_dyadic zero = { 0, 0 };
        return mast_only(c, g, g->ls, zero, out);
    }
    int rc = cgu_ctx_charge(ctx, 1);
    if (rc != CG_OK)
        return rc;
    if (g->nl == 0 || g->nr == 0)
        return CG_EDOMAIN;   /* canonical games with moves for one side are numbers */
    wall ls = { 0 }, rs = { 0 };
    meet_state ms = { 0 };
    if ((rc = side_wall(ctx, st, c, g, 0, &ls)) == CG_OK && (rc = side_wall(ctx, st, c, g, 1, &rs)) == CG_OK) {
        wview a = { ls.p, ls.n, 0 }, b = { rs.p, rs.n, 0 };
        rc = walk(&a, &b, meet_step, &ms);
        if (rc == CG_OK && !ms.found)
            rc = CG_ERANGE;   /* walls that never meet: not a short game */
    }
    if (rc == CG_OK && (rc = cutter_at(&ls, ms.temp, ms.mean)) == CG_OK &&
        (rc = cutter_at(&rs, ms.temp, ms.mean)) == CG_OK)
        rc = store_result(c, g, &ls, &rs, ms.mean, ms.temp, out);
    wall_free(&ls);
    wall_free(&rs);
    return rc;
}

int pg_thermograph_of(cg_ctx *ctx, pg_store *st, const cg_game *g, const pg_thermograph **out)
{
    pg_thermo *c = thermo_cache(st);
    if (c == NULL)
        return CG_ENOMEM;
    int rc = compute(ctx, st, c, g, out);
    if (rc == CG_ERANGE && !cgu_thread.has_detail)
        rc = cgu_fail(CG_ERANGE, "a point of the thermograph (a wall's value, the mean or "
                      "the temperature) is past what the library holds (" PG_DY_RANGE_TEXT ")");
    return rc;
}

int pg_wall_value(const pg_thermograph *th, int side, pg_dyadic t, pg_dyadic *value, int *slope_before)
{
    const pg_wpoint *p = th->w[side];
    size_t n = th->n[side], i = seg_of(p, n, t);
    if (slope_before != NULL)
        *slope_before = i > 0 && pg_dy_cmp(p[i].t, t) == 0 ? p[i - 1].s : p[i].s;
    return seg_value(p, i, t, value);
}

/* ---- public API ---- */

struct cg_thermograph {
    pg_dyadic mean, temp;
    size_t n[2];
    pg_wpoint *w[2];
};

/* A caller's dyadic in lowest terms: CG_ERANGE for a denominator above
 * 2^CG_GAME_MAX_LOG2_DEN. */
static int dyadic_arg(cg_dyadic in, pg_dyadic *out)
{
    if (in.log2_den > CG_GAME_MAX_LOG2_DEN)
        return CG_ERANGE;
    return pg_dy_make(in.num, in.log2_den, out);
}

static cg_dyadic dyadic_out(pg_dyadic d)
{
    cg_dyadic r = { d.num, d.k };
    return r;
}

/* The start of a public thermal call: the store (CG_EINVAL for a game of
 * another context), a fresh node budget, g's walls. */
static int call_thermograph(cg_ctx *ctx, const cg_game *g, const pg_thermograph **th)
{
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    return pg_thermograph_of(ctx, st, g, th);
}

CG_EXPORT int cg_game_thermograph(cg_ctx *ctx, const cg_game *g, cg_thermograph **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    const pg_thermograph *th;
    int rc = call_thermograph(ctx, g, &th);
    if (rc != CG_OK)
        return rc;
    size_t n = th->n[0] + th->n[1];
    cg_thermograph *r = cgu_malloc(sizeof *r + n * sizeof(pg_wpoint));
    if (r == NULL)
        return CG_ENOMEM;
    pg_wpoint *pts = (pg_wpoint *)(void *)(r + 1);
    memcpy(pts, th->w[0], th->n[0] * sizeof *pts);
    memcpy(pts + th->n[0], th->w[1], th->n[1] * sizeof *pts);
    r->mean = th->mean;
    r->temp = th->temp;
    r->n[0] = th->n[0];
    r->n[1] = th->n[1];
    r->w[0] = pts;
    r->w[1] = pts + th->n[0];
    *out = r;
    return CG_OK;
}

CG_EXPORT void cg_thermograph_free(cg_thermograph *th)
{
    cgu_free(th);
}

CG_EXPORT int cg_thermograph_mean_temperature(const cg_thermograph *th, cg_dyadic *mean,
                                              cg_dyadic *temp)
{
    if (th == NULL)
        return CG_EINVAL;
    if (mean != NULL)
        *mean = dyadic_out(th->mean);
    if (temp != NULL)
        *temp = dyadic_out(th->temp);
    return CG_OK;
}

CG_EXPORT size_t cg_thermograph_wall_size(const cg_thermograph *th, cg_side side)
{
    return th == NULL || !pg_al_side_ok(side) ? 0 : th->n[side];
}

CG_EXPORT int cg_thermograph_wall_point(const cg_thermograph *th, cg_side side, size_t i,
                                        cg_dyadic *t, cg_dyadic *value, int *slope)
{
    if (th == NULL || !pg_al_side_ok(side) || i >= th->n[side])
        return CG_EINVAL;
    const pg_wpoint *p = &th->w[side][i];
    if (t != NULL)
        *t = dyadic_out(p->t);
    if (value != NULL)
        *value = dyadic_out(p->v);
    if (slope != NULL)
        *slope = p->s;
    return CG_OK;
}

CG_EXPORT int cg_thermograph_wall_at(const cg_thermograph *th, cg_side side, cg_dyadic t,
                                     cg_dyadic *value)
{
    pg_dyadic at, v;
    if (th == NULL || !pg_al_side_ok(side) || value == NULL || t.num < 0)
        return CG_EINVAL;
    int rc = dyadic_arg(t, &at);
    if (rc != CG_OK)
        return rc;
    pg_thermograph view = { th->mean, th->temp, { th->n[0], th->n[1] }, { th->w[0], th->w[1] } };
    rc = pg_wall_value(&view, side, at, &v, NULL);
    if (rc == CG_OK)
        *value = dyadic_out(v);
    return rc;
}

CG_EXPORT int cg_game_thermal(cg_ctx *ctx, const cg_game *g, int64_t *mean_num, uint32_t *mean_log2,
                              int64_t *temp_num, uint32_t *temp_log2)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || mean_num == NULL || mean_log2 == NULL || temp_num == NULL ||
        temp_log2 == NULL)
        return CG_EINVAL;
    const pg_thermograph *th;
    int rc = call_thermograph(ctx, g, &th);
    if (rc != CG_OK)
        return rc;
    *mean_num = th->mean.num;
    *mean_log2 = th->mean.k;
    *temp_num = th->temp.num;
    *temp_log2 = th->temp.k;
    return CG_OK;
}

/* ---- orthodox play ---- */

CG_EXPORT int cg_game_orthodox_move(cg_ctx *ctx, const cg_game *g, cg_side side, size_t *index)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || index == NULL || !pg_al_side_ok(side))
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    uint32_t first = side == CG_LEFT ? 0 : g->nl, n = side == CG_LEFT ? g->nl : g->nr;
    if (n == 0)
        return CG_EDOMAIN;
    const pg_thermograph *th;
    if ((rc = pg_need_options(st, g)) != CG_OK || (rc = call_thermograph(ctx, g, &th)) != CG_OK)
        return rc;
    pg_dyadic top = th->temp.num > 0 ? th->temp : (pg_dyadic){ 0, 0 };
    /* Left maximises RW(G^L)(T) - T; Right minimises LW(G^R)(T) + T. The tilt
     * is the same for every option, so the walls compare as they are. Just
     * below T a wall with the smaller slope is the larger. */
    int want = side == CG_LEFT ? 1 : -1, wall_side = side == CG_LEFT ? 1 : 0;
    size_t best = 0;
    pg_dyadic best_v = { 0, 0 };
    int best_s = 0;
    for (uint32_t i = 0; i < n; i++) {
        const pg_thermograph *o;
        pg_dyadic v;
        int s;
        if ((rc = pg_thermograph_of(ctx, st, g->opt[first + i], &o)) != CG_OK ||
            (rc = pg_wall_value(o, wall_side, top, &v, &s)) != CG_OK)
            return rc;
        int c = pg_dy_cmp(v, best_v) * want;
        if (i == 0 || c > 0 || (c == 0 && top.num > 0 && (best_s - s) * want > 0)) {
            best = i;
            best_v = v;
            best_s = s;
        }
    }
    *index = best;
    return CG_OK;
}
