/*
 * Thermographs in the cookiegame tool: walls as text and as an SVG picture.
 */
#include "thermograph.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A breakpoint of a wall: value v at temperature t, slope s after it. */
typedef struct wpoint {
    cg_dyadic t, v;
    int s;
} wpoint;

/* The temperature where the mast starts: the temperature, or 0 for numbers
 * (whose temperature is negative). */
static cg_dyadic mast_foot(const cg_thermograph *th, cg_dyadic *mean)
{
    cg_dyadic temp;
    cg_thermograph_mean_temperature(th, mean, &temp);
    if (temp.num < 0)
        temp = (cg_dyadic){ 0, 0 };
    return temp;
}

/* The wall's breakpoints (malloc'ed, *n of them) as the library gives them:
 * from t = 0 to the mast's foot, which is always the last point (thermal.h),
 * so the text, the JSON and the picture show the library's points and no
 * others. NULL when out of memory. */
static wpoint *wall_points(const cg_thermograph *th, cg_side side, size_t *n)
{
    size_t size = cg_thermograph_wall_size(th, side);
    wpoint *p = malloc(size * sizeof *p);   /* size >= 1 for a thermograph */
    if (p == NULL)
        return NULL;
    for (size_t i = 0; i < size; i++)
        cg_thermograph_wall_point(th, side, i, &p[i].t, &p[i].v, &p[i].s);
    *n = size;
    return p;
}

static void dtext(char *buf, size_t cap, cg_dyadic d)
{
    tool_dyadic_text(buf, cap, d.num, d.log2_den);
}

void thermo_wall_text(tool_buf *b, const cg_thermograph *th, cg_side side)
{
    size_t n;
    wpoint *p = wall_points(th, side, &n);
    if (p == NULL) {
        b->failed = 1;
        return;
    }
    char t[TOOL_DYADIC_TEXT_MAX], v[TOOL_DYADIC_TEXT_MAX];
    for (size_t i = 0; i + 1 < n; i++) {
        dtext(t, sizeof t, p[i].t);
        dtext(v, sizeof v, p[i].v);
        if (i == 0)
            tool_buf_printf(b, "%s at t=%s", v, t);
        dtext(t, sizeof t, p[i + 1].t);
        dtext(v, sizeof v, p[i + 1].v);
        tool_buf_printf(b, ", slope %s to %s at t=%s", p[i].s < 0 ? "-1" : p[i].s > 0 ? "+1" : "0",
                        v, t);
    }
    dtext(t, sizeof t, p[n - 1].t);
    dtext(v, sizeof v, p[n - 1].v);
    tool_buf_printf(b, "%smast %s from t=%s", n > 1 ? "; " : "", v, t);
    free(p);
}

/* ---- the SVG picture ---- */

/* Layout in the 640 x 480 viewBox: the temperature axis at AXIS_X, the walls
 * and mast between DATA_L and DATA_R (room on both sides for the walls'
 * labels), t = 0 at Y0 and the mast's arrow at DATA_TOP. */
enum { WIDTH = 640, HEIGHT = 480 };
#define AXIS_X 96.0
#define DATA_L 184.0
#define DATA_R 548.0
#define Y0 396.0
#define DATA_TOP 70.0
/* The value axis runs from AXIS_X to AXIS_END; captions centre under it. */
#define AXIS_END (WIDTH - 16.0)
#define CAPTION_X ((AXIS_X + AXIS_END) / 2.0)

#define LEFT_COLOUR "#1f5fbf"
#define RIGHT_COLOUR "#c0392b"
#define MAST_COLOUR "#222222"

typedef struct frame {
    double vc, xc, s, y0;   /* x = xc - (v - vc) * s, y = y0 - t * s */
} frame;

static double dval(cg_dyadic d)
{
    return ldexp((double)d.num, -(int)d.log2_den);
}

static double fx(const frame *f, double v)
{
    return f->xc - (v - f->vc) * f->s;
}

static double fy(const frame *f, double t)
{
    return f->y0 - t * f->s;
}

/* ---- the walls below 0 ---- */

/* The grid the walls below 0 are sampled on is 1/2^k, k at most this: the
 * exact breakpoints for numbers of denominators up to 64 (see walls_below),
 * at most 2^6 + 1 calls of cg_game_walls_at(). */
#define BELOW_MAX_LOG2 6u
/* The most followers listed to find the grid: past it (a game holding a
 * large integer, 2^40 followers) the walls below 0 are not drawn, CG_ELIMIT,
 * and the picture starts at t = 0 rather than allocating the list. */
#define BELOW_MAX_FOLLOWERS ((size_t)1 << 20)

/* 2a - b, exactly: the line through b (at t + h) and a (at t) at t - h. */
static int dyadic_extrapolate(cg_dyadic a, cg_dyadic b, cg_dyadic *out)
{
    uint32_t k = a.log2_den > b.log2_den ? a.log2_den : b.log2_den;
    if (k > 62)
        return CG_ERANGE;
    int64_t an, bn, r;
    if (__builtin_mul_overflow(a.num, (int64_t)1 << (k - a.log2_den), &an)
        || __builtin_mul_overflow(b.num, (int64_t)1 << (k - b.log2_den), &bn)
        || __builtin_mul_overflow(an, (int64_t)2, &an) || __builtin_sub_overflow(an, bn, &r))
        return CG_ERANGE;
    while (k > 0 && r % 2 == 0) {
        r /= 2;
        k--;
    }
    *out = (cg_dyadic){ r, k };
    return CG_OK;
}

void thermo_below_free(thermo_below *below)
{
    free(below->t);
    below->t = NULL;
    below->n = 0;
}

/* Below 0 the walls are piecewise linear, Left's of slope 0 or -1 in t (it
 * widens downward), Right's of 0 or +1: LW(t) = max RW(G^L)(t) - t and
 * RW(t) = min LW(G^R)(t) + t for a game that is not a number (its temperature
 * is at least 0), and for a number below its temperature -1/2^k the same
 * recursion over its canonical options (numbers of denominators at most 2^k);
 * above it the number itself (thermal.h, cg_game_walls_at). So every piece
 * is c - t, c or c + t with c of a denominator at most 2^D, D the largest
 * log2 of a denominator among the numbers that are followers of g, and two
 * pieces of slopes one apart meet at such a t: sampled at the multiples of
 * 1/2^D the walls are exact (D at least 1: two points in (-1, 0) for the
 * limit at -1; tests/tool/test-thermograph-below.c checks it on a finer grid). 1/4
 * bends at -1/4 and -1/2: 1/4 = {0 | 1/2} cooled by t < -1/2 is {-t | t - t}. Past
 * BELOW_MAX_LOG2 the grid stays 1/64 (documented). The value as t -> -1+ is
 * the last segment's line, from -1 + h and -1 + h/2 (no breakpoint between
 * them and -1). Points where neither wall bends are dropped. */
int thermo_walls_below(cg_ctx *ctx, const cg_game *g, thermo_below *below)
{
    below->n = 0;
    below->t = NULL;
    size_t count = 0;
    uint32_t d = 1;
    cg_dyadic l0, r0;
    /* A number's followers are numbers of its denominator or coarser: no list. */
    int st = cg_game_is_number(g) ? CG_OK : cg_game_followers(ctx, g, NULL, 0, &count);
    if (cg_game_is_number(g) && cg_game_stop_values(g, &l0, &r0) == CG_OK && l0.log2_den > d)
        d = l0.log2_den;
    if (st != CG_OK && st != CG_ERANGE)
        return st;
    if (count > BELOW_MAX_FOLLOWERS)
        return CG_ELIMIT;
    const cg_game **fol = malloc((count ? count : 1) * sizeof *fol);
    if (fol == NULL)
        return CG_ENOMEM;
    if (count > 0)
        st = cg_game_followers(ctx, g, fol, count, &count);
    for (size_t i = 0; st == CG_OK && i < count; i++) {
        cg_dyadic l, r;
        if (cg_game_is_number(fol[i]) && cg_game_stop_values(fol[i], &l, &r) == CG_OK
            && l.log2_den > d)
            d = l.log2_den;
    }
    free(fol);
    if (st != CG_OK)
        return st;
    if (d > BELOW_MAX_LOG2)
        d = BELOW_MAX_LOG2;
    size_t steps = (size_t)1 << d;   /* t = -j/2^d, j = 0 .. steps - 1, then -1 */
    /* One array for t, l, r: steps + 1 points and the half step. */
    cg_dyadic *all = malloc(3 * (steps + 2) * sizeof *all);
    if (all == NULL)
        return CG_ENOMEM;
    cg_dyadic *t = all, *l = all + steps + 2, *r = all + 2 * (steps + 2);
    for (size_t j = 0; j < steps && st == CG_OK; j++) {
        t[j] = (cg_dyadic){ -(int64_t)j, d };
        st = cg_game_walls_at(ctx, g, t[j], &l[j], &r[j]);
    }
    /* Half a step above -1: with -1 + h, the line of the last segment. */
    cg_dyadic hl, hr;
    if (st == CG_OK)
        st = cg_game_walls_at(ctx, g, (cg_dyadic){ -(int64_t)(2 * steps - 1), d + 1 }, &hl, &hr);
    if (st == CG_OK) {
        t[steps] = (cg_dyadic){ -1, 0 };
        st = dyadic_extrapolate(hl, l[steps - 1], &l[steps]);
    }
    if (st == CG_OK)
        st = dyadic_extrapolate(hr, r[steps - 1], &r[steps]);
    if (st != CG_OK) {
        free(all);
        return st;
    }
    /* Keep t = 0, t -> -1 and the points where a wall bends. */
    size_t n = 0;
    for (size_t j = 0; j <= steps; j++) {
        int keep = j == 0 || j == steps;
        if (!keep) {
            double dl0 = dval(l[j]) - dval(l[j - 1]), dl1 = dval(l[j + 1]) - dval(l[j]);
            double dr0 = dval(r[j]) - dval(r[j - 1]), dr1 = dval(r[j + 1]) - dval(r[j]);
            keep = dl0 != dl1 || dr0 != dr1;   /* equal steps: the grid is even */
        }
        if (keep) {
            t[n] = t[j];
            l[n] = l[j];
            r[n] = r[j];
            n++;
        }
    }
    below->n = n;
    below->t = all;
    below->l = l;
    below->r = r;
    return CG_OK;
}

void thermo_below_text(tool_buf *b, const thermo_below *below, cg_side side)
{
    const cg_dyadic *v = side == CG_LEFT ? below->l : below->r;
    char t[TOOL_DYADIC_TEXT_MAX], x[TOOL_DYADIC_TEXT_MAX];
    for (size_t i = 0; i < below->n; i++) {
        dtext(t, sizeof t, below->t[i]);
        dtext(x, sizeof x, v[i]);
        if (i + 1 < below->n)
            tool_buf_printf(b, "%s at t=%s, ", x, t);
        else
            tool_buf_printf(b, "%s as t -> -1", x);
    }
}

/* The wall's value at temperature t (0 <= t <= the mast's foot). */
static double wall_value(const wpoint *p, size_t n, double t)
{
    size_t i = 0;
    while (i + 1 < n && dval(p[i + 1].t) <= t)
        i++;
    return dval(p[i].v) + p[i].s * (t - dval(p[i].t));
}

/* Rough width of text in a sans-serif font of the given size. */
static double text_width(const char *text, double size, int bold)
{
    return (double)strlen(text) * size * (bold ? 0.66 : 0.6);
}

/* A tick label to place: its position along the axis, text and priority. */
typedef struct tick {
    double at;
    char text[TOOL_DYADIC_TEXT_MAX];
    int prio;
    int shown;
} tick;

static int tick_order(const void *a, const void *b)
{
    const tick *x = a, *y = b;
    if (x->prio != y->prio)
        return x->prio - y->prio;
    return (x->at > y->at) - (x->at < y->at);
}

/* Mark which ticks are shown: by priority, each only when it keeps clear of
 * those already shown (ticks of equal text at the same place are one). The
 * room a label needs along the axis is its width on the value axis and a
 * line's height on the temperature axis. */
static void place_ticks(tick *t, size_t n, int horizontal)
{
    qsort(t, n, sizeof *t, tick_order);
    for (size_t i = 0; i < n; i++) {
        double half = horizontal ? text_width(t[i].text, 12, 1) / 2.0 + 5.0 : 7.5;
        t[i].shown = 1;
        for (size_t j = 0; j < i && t[i].shown; j++) {
            if (!t[j].shown)
                continue;
            double other = horizontal ? text_width(t[j].text, 12, 1) / 2.0 + 5.0 : 7.5;
            if (fabs(t[i].at - t[j].at) < half + other)
                t[i].shown = 0;
        }
    }
}

static void add_tick(tick *t, size_t *n, double at, cg_dyadic d, int prio)
{
    for (size_t i = 0; i < *n; i++)
        if (t[i].at == at)
            return;
    t[*n].at = at;
    dtext(t[*n].text, sizeof t[*n].text, d);
    t[*n].prio = prio;
    t[*n].shown = 0;
    (*n)++;
}

static void svg_polyline(tool_buf *b, const frame *f, const wpoint *p, size_t n, const char *id,
                         const char *colour)
{
    tool_buf_printf(b, "<polyline id=\"%s\" class=\"wall\" fill=\"none\" stroke=\"%s\" "
                       "stroke-width=\"2.5\" stroke-linejoin=\"round\" points=\"", id, colour);
    for (size_t i = 0; i < n; i++)
        tool_buf_printf(b, "%s%.2f,%.2f", i ? " " : "", fx(f, dval(p[i].v)), fy(f, dval(p[i].t)));
    tool_buf_printf(b, "\"/>\n");
    for (size_t i = 0; i + 1 < n; i++)
        tool_buf_printf(b, "<circle class=\"breakpoint\" cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"%s\"/>\n",
                        fx(f, dval(p[i].v)), fy(f, dval(p[i].t)), colour);
}

/* A text element of the given font size; the text is escaped. Text that would
 * pass the picture's edges (6 units of margin) is squeezed to fit. */
static void svg_text(tool_buf *b, double x, double y, const char *anchor, double size,
                     const char *attrs, const char *text)
{
    int bold = strstr(attrs, "bold") != NULL;
    double room = strcmp(anchor, "start") == 0 ? WIDTH - 6 - x
                  : strcmp(anchor, "end") == 0 ? x - 6
                                               : 2 * fmin(x - 6, WIDTH - 6 - x);
    tool_buf_printf(b, "<text x=\"%.2f\" y=\"%.2f\" text-anchor=\"%s\" font-size=\"%g\"", x, y,
                    anchor, size);
    if (room > 0 && text_width(text, size, bold) > room)
        tool_buf_printf(b, " textLength=\"%.2f\" lengthAdjust=\"spacingAndGlyphs\"", room);
    tool_buf_printf(b, "%s%s>", *attrs ? " " : "", attrs);
    tool_buf_xml(b, text);
    tool_buf_printf(b, "</text>\n");
}

/* A wall below 0 at temperature t (-1 <= t <= 0), between its points. */
static double below_value(const thermo_below *below, cg_side side, double t)
{
    const cg_dyadic *v = side == CG_LEFT ? below->l : below->r;
    size_t i = 0;
    while (i + 2 < below->n && dval(below->t[i + 1]) >= t)
        i++;
    double t0 = dval(below->t[i]), t1 = dval(below->t[i + 1]);
    return dval(v[i]) + (dval(v[i + 1]) - dval(v[i])) * (t - t0) / (t1 - t0);
}

/* A wall below 0 from its stop at t = 0 down to t -> -1: the bends marked,
 * the limit at -1 an open circle (not reached). */
static void svg_below(tool_buf *b, const frame *f, const thermo_below *below, cg_side side)
{
    const cg_dyadic *v = side == CG_LEFT ? below->l : below->r;
    const char *colour = side == CG_LEFT ? LEFT_COLOUR : RIGHT_COLOUR;
    tool_buf_printf(b, "<polyline id=\"%s-wall-below\" class=\"wall below\" fill=\"none\" "
                       "stroke=\"%s\" stroke-width=\"2.5\" stroke-linejoin=\"round\" points=\"",
                    side == CG_LEFT ? "left" : "right", colour);
    for (size_t i = 0; i < below->n; i++)
        tool_buf_printf(b, "%s%.2f,%.2f", i ? " " : "", fx(f, dval(v[i])), fy(f, dval(below->t[i])));
    tool_buf_printf(b, "\"/>\n");
    for (size_t i = 1; i < below->n; i++)
        tool_buf_printf(b, "<circle class=\"breakpoint below\" cx=\"%.2f\" cy=\"%.2f\" r=\"3\" "
                           "fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"/>\n",
                        fx(f, dval(v[i])), fy(f, dval(below->t[i])),
                        i + 1 < below->n ? colour : "white", colour);
}

/* The picture from the walls w (n[side] points each, ending at the mast's
 * foot), with room for n[0] + n[1] + 2 ticks in vt and in tt, and the walls
 * below 0 when below is not NULL (then room for 2 * below->n + 1 more). */
static void svg_picture(tool_buf *b, const cg_thermograph *th, const char *game,
                        wpoint *const w[2], const size_t n[2], tick *vt, tick *tt,
                        const thermo_below *below)
{
    cg_dyadic mean, temp;
    cg_thermograph_mean_temperature(th, &mean, &temp);
    cg_dyadic foot = mast_foot(th, &mean);
    int hot = temp.num > 0;
    double m = dval(mean), T = dval(foot);
    char mean_text[TOOL_DYADIC_TEXT_MAX], temp_text[TOOL_DYADIC_TEXT_MAX];
    dtext(mean_text, sizeof mean_text, mean);
    dtext(temp_text, sizeof temp_text, temp);

    /* The same scale on both axes; the mast goes on above the temperature. */
    frame f;
    double vmax = dval(w[0][0].v), vmin = dval(w[1][0].v), span, top;
    /* Below 0 the walls widen downward: at t -> -1 they are widest; the
     * picture then holds t from -1 (at Y0) up and t = 0 moves up. */
    double lo = below != NULL ? 1.0 : 0.0;
    if (below != NULL) {
        vmax = fmax(vmax, dval(below->l[below->n - 1]));
        vmin = fmin(vmin, dval(below->r[below->n - 1]));
    }
    span = vmax - vmin;
    if (hot && span > 0) {
        top = T + fmax(0.35 * T, 0.25 * span);
    } else {
        span = below != NULL ? fmax(span, 1.0) : 1.0;
        top = 1.0;
    }
    f.s = fmin((DATA_R - DATA_L) / span, (Y0 - DATA_TOP) / (top + lo));
    f.y0 = Y0 - lo * f.s;
    f.vc = (vmax + vmin) / 2.0;
    f.xc = (DATA_L + DATA_R) / 2.0;
    double mx = fx(&f, m), my = fy(&f, T);

    tool_buf_printf(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" "
                       "width=\"%d\" height=\"%d\" font-family=\"DejaVu Sans, Helvetica, Arial, "
                       "sans-serif\" font-size=\"12\">\n", WIDTH, HEIGHT, WIDTH, HEIGHT);
    /* The whole game in the title element, unless very long. */
    char shown[1024];
    tool_shown_text(shown, sizeof shown, game);
    tool_buf_printf(b, "<title>Thermograph of ");
    tool_buf_xml(b, shown);
    tool_buf_printf(b, "</title>\n<desc>mean %s, temperature %s. Left wall: ", mean_text, temp_text);
    tool_buf walls = { 0 };
    thermo_wall_text(&walls, th, CG_LEFT);
    tool_buf_printf(&walls, ". Right wall: ");
    thermo_wall_text(&walls, th, CG_RIGHT);
    if (walls.failed)
        b->failed = 1;
    else
        tool_buf_xml(b, walls.data);
    tool_buf_free(&walls);
    if (below != NULL) {
        tool_buf_printf(&walls, ". Below 0 (the stops of G cooled by t, -1 < t < 0), Left wall: ");
        thermo_below_text(&walls, below, CG_LEFT);
        tool_buf_printf(&walls, "; Right wall: ");
        thermo_below_text(&walls, below, CG_RIGHT);
        if (walls.failed)
            b->failed = 1;
        else
            tool_buf_xml(b, walls.data);
        tool_buf_free(&walls);
    }
    tool_buf_printf(b, ". Values increase to the left, temperature upward.</desc>\n");
    tool_buf_printf(b,
                    "<defs>\n"
                    "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" "
                    "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
                    "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"%s\"/></marker>\n"
                    "<marker id=\"axis-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" "
                    "markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\">"
                    "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#555555\"/></marker>\n"
                    "</defs>\n"
                    "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", MAST_COLOUR, WIDTH,
                    HEIGHT);

    /* Title: the game in a smaller font when long, cut short when very long. */
    char title[160];
    if (strlen(game) > 100)
        snprintf(title, sizeof title, "Thermograph of %.97s...", game);
    else
        snprintf(title, sizeof title, "Thermograph of %s", game);
    double tsize = 16;
    if (text_width(title, tsize, 1) > WIDTH - 40)
        tsize = fmax(10, tsize * (WIDTH - 40) / text_width(title, tsize, 1));
    svg_text(b, WIDTH / 2.0, 28, "middle", tsize, "id=\"title\" font-weight=\"bold\"", title);

    /* Axes: values along t = 0, temperature up the left. */
    tool_buf_printf(b, "<g id=\"axes\" stroke=\"#555555\" stroke-width=\"1.2\">\n"
                       "<line id=\"value-axis\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n"
                       "<line id=\"temperature-axis\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
                       "y2=\"%.2f\" marker-end=\"url(#axis-arrow)\"/>\n</g>\n",
                    AXIS_X, f.y0, AXIS_END, f.y0, AXIS_X, Y0, AXIS_X, DATA_TOP - 22.0);
    /* t = -1: where the walls below 0 tend to, not reached. */
    if (below != NULL)
        tool_buf_printf(b, "<line id=\"bottom-axis\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
                           "y2=\"%.2f\" stroke=\"#555555\" stroke-width=\"1.2\" "
                           "stroke-dasharray=\"6 4\"/>\n", AXIS_X, Y0, AXIS_END, Y0);
    svg_text(b, AXIS_X + 10, DATA_TOP - 16, "start", 12, "fill=\"#333333\"", "temperature t");
    svg_text(b, CAPTION_X, 450, "middle", 12, "fill=\"#333333\"",
             "value (larger values to the left, Left's side)");

    /* Ticks: the mean and temperature first, then the stops, then the other
     * breakpoints, as many as keep clear of each other. */
    size_t nv = 0, nt = 0;
    add_tick(vt, &nv, mx, mean, 0);
    add_tick(tt, &nt, my, foot, 0);
    add_tick(tt, &nt, f.y0, (cg_dyadic){ 0, 0 }, 1);
    if (below != NULL) {
        add_tick(tt, &nt, Y0, (cg_dyadic){ -1, 0 }, 1);
        for (size_t i = 0; i < below->n; i++) {
            add_tick(tt, &nt, fy(&f, dval(below->t[i])), below->t[i], 2);
            add_tick(vt, &nv, fx(&f, dval(below->l[i])), below->l[i], i + 1 < below->n ? 3 : 2);
            add_tick(vt, &nv, fx(&f, dval(below->r[i])), below->r[i], i + 1 < below->n ? 3 : 2);
        }
    }
    for (int side = 0; side < 2 && hot; side++) {
        add_tick(vt, &nv, fx(&f, dval(w[side][0].v)), w[side][0].v, 1);
        for (size_t i = 1; i < n[side]; i++) {
            add_tick(vt, &nv, fx(&f, dval(w[side][i].v)), w[side][i].v, 2);
            add_tick(tt, &nt, fy(&f, dval(w[side][i].t)), w[side][i].t, 2);
        }
    }
    place_ticks(vt, nv, 1);
    place_ticks(tt, nt, 0);
    tool_buf_printf(b, "<g id=\"value-ticks\">\n");
    for (size_t i = 0; i < nv; i++) {
        if (!vt[i].shown)
            continue;
        tool_buf_printf(b, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#555555\"/>\n",
                        vt[i].at, Y0, vt[i].at, Y0 + 5);   /* under t = -1 when below */
        /* Labels of long values at the ends move inward. */
        double half = text_width(vt[i].text, 12, 1) / 2 + 6, x = vt[i].at;
        if (2 * half < WIDTH)
            x = fmin(fmax(x, half), WIDTH - half);
        svg_text(b, x, Y0 + 19, "middle", 12,
                 vt[i].at == mx ? "class=\"tick mean\" font-weight=\"bold\"" : "class=\"tick\"",
                 vt[i].text);
    }
    tool_buf_printf(b, "</g>\n");
    svg_text(b, mx, Y0 + 33, "middle", 11, "id=\"mean-label\" fill=\"#333333\"", "mean");
    tool_buf_printf(b, "<g id=\"temperature-ticks\">\n");
    for (size_t i = 0; i < nt; i++) {
        if (!tt[i].shown)
            continue;
        tool_buf_printf(b, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#555555\"/>\n",
                        AXIS_X - 5, tt[i].at, AXIS_X, tt[i].at);
        svg_text(b, AXIS_X - 8, tt[i].at + 4, "end", 12,
                 tt[i].at == my && hot ? "class=\"tick temperature\" font-weight=\"bold\"" : "class=\"tick\"",
                 tt[i].text);
    }
    tool_buf_printf(b, "</g>\n");

    /* Guides: the temperature across to the mast's foot, the mean down to the axis. */
    if (hot)
        tool_buf_printf(b, "<g stroke=\"#999999\" stroke-width=\"1\">\n"
                           "<line id=\"temperature-guide\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
                           "y2=\"%.2f\" stroke-dasharray=\"5 4\"/>\n"
                           "<line id=\"mean-guide\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                           "stroke-dasharray=\"2 4\"/>\n</g>\n",
                        AXIS_X, my, mx, my, mx, my, mx, f.y0);

    /* The walls, then the mast over them. */
    char label[2 * TOOL_DYADIC_TEXT_MAX + 64];
    if (hot) {
        svg_polyline(b, &f, w[0], n[0], "left-wall", LEFT_COLOUR);
        svg_polyline(b, &f, w[1], n[1], "right-wall", RIGHT_COLOUR);
        double tl = T / 2.0;
        svg_text(b, fx(&f, wall_value(w[0], n[0], tl)) - 10, fy(&f, tl) + 4, "end", 13,
                 "id=\"left-wall-label\" fill=\"" LEFT_COLOUR "\"", "Left wall");
        svg_text(b, fx(&f, wall_value(w[1], n[1], tl)) + 10, fy(&f, tl) + 4, "start", 13,
                 "id=\"right-wall-label\" fill=\"" RIGHT_COLOUR "\"", "Right wall");
    }
    if (below != NULL) {
        svg_below(b, &f, below, CG_LEFT);
        svg_below(b, &f, below, CG_RIGHT);
        /* A number or a tepid game: its walls are one line (the mast) from
         * t = 0 down to where they part. */
        size_t split = 0;
        while (split + 1 < below->n && dval(below->l[split + 1]) == dval(below->r[split + 1]))
            split++;
        if (dval(below->l[0]) == dval(below->r[0]) && split > 0)
            tool_buf_printf(b, "<line id=\"mast-below\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
                               "y2=\"%.2f\" stroke=\"%s\" stroke-width=\"2.5\"/>\n",
                            fx(&f, dval(below->l[0])), f.y0, fx(&f, dval(below->l[split])),
                            fy(&f, dval(below->t[split])), MAST_COLOUR);
        if (!hot) {
            double tl = -0.8;
            svg_text(b, fx(&f, below_value(below, CG_LEFT, tl)) - 10, fy(&f, tl) + 4, "end", 13,
                     "id=\"left-wall-label\" fill=\"" LEFT_COLOUR "\"", "Left wall");
            svg_text(b, fx(&f, below_value(below, CG_RIGHT, tl)) + 10, fy(&f, tl) + 4, "start", 13,
                     "id=\"right-wall-label\" fill=\"" RIGHT_COLOUR "\"", "Right wall");
        }
    }
    tool_buf_printf(b, "<line id=\"mast\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                       "stroke=\"%s\" stroke-width=\"2.5\" marker-end=\"url(#arrow)\"/>\n"
                       "<circle class=\"breakpoint\" cx=\"%.2f\" cy=\"%.2f\" r=\"3.5\" fill=\"%s\"/>\n",
                    mx, my, mx, DATA_TOP, MAST_COLOUR, mx, my, MAST_COLOUR);
    /* Labels right of the mast, or left of it when the right has less room. */
    char mast_label[TOOL_DYADIC_TEXT_MAX + 32], temp_label[TOOL_DYADIC_TEXT_MAX + 32];
    snprintf(mast_label, sizeof mast_label, hot ? "mast (mean %s)" : "mast at %s", mean_text);
    snprintf(temp_label, sizeof temp_label, "temperature %s", temp_text);
    double need = fmax(text_width(mast_label, 13, 0), text_width(temp_label, 12, 0)) + 16;
    int flip = mx + need > WIDTH && mx - need > WIDTH - mx;
    svg_text(b, flip ? mx - 10 : mx + 10, DATA_TOP + 18, flip ? "end" : "start", 13,
             "id=\"mast-label\"", mast_label);
    if (temp.num >= 0)
        svg_text(b, flip ? mx - 10 : mx + 10, my - 8, flip ? "end" : "start", 12,
                 "id=\"temperature-label\"", temp_label);

    /* What kind of thermograph this is. */
    if (hot)
        snprintf(label, sizeof label, "hot: mean %s, temperature %s", mean_text, temp_text);
    else if (temp.num == 0)
        snprintf(label, sizeof label, "tepid: mean %s, temperature 0 (the mast from t = 0)",
                 mean_text);
    else if (below != NULL)
        snprintf(label, sizeof label, "cold, a number: temperature %s (the mast down to it)",
                 temp_text);
    else
        snprintf(label, sizeof label, "cold, a number: temperature %s (the mast alone)", temp_text);
    svg_text(b, CAPTION_X, 470, "middle", 12, "id=\"caption\" fill=\"#333333\"", label);
    tool_buf_printf(b, "</svg>\n");
}

void thermo_svg(tool_buf *b, const cg_thermograph *th, const char *game)
{
    thermo_svg_below(b, th, NULL, game);
}

void thermo_svg_below(tool_buf *b, const cg_thermograph *th, const thermo_below *below,
                      const char *game)
{
    size_t n[2] = { 0, 0 };
    wpoint *w[2];
    w[0] = wall_points(th, CG_LEFT, &n[0]);
    w[1] = wall_points(th, CG_RIGHT, &n[1]);
    size_t nticks = n[0] + n[1] + 2 + (below != NULL ? 2 * below->n + 1 : 0);
    tick *vt = malloc(nticks * sizeof *vt), *tt = malloc(nticks * sizeof *tt);
    if (w[0] == NULL || w[1] == NULL || vt == NULL || tt == NULL)
        b->failed = 1;
    else
        svg_picture(b, th, game, w, n, vt, tt, below);
    free(w[0]);
    free(w[1]);
    free(vt);
    free(tt);
}
