/*
 * Thermographs in the cookiegame tool: walls as text and as an SVG picture.
 */
#include "thermograph.h"

#include <stdlib.h>
#include <string.h>

/* A breakpoint of a wall: value v at temperature t, slope s after it. */
typedef struct wpoint {
    cg_dyadic t, v;
    int s;
} wpoint;

static int dyadic_eq(cg_dyadic a, cg_dyadic b)
{
    /* The library gives dyadics in lowest terms. */
    return a.num == b.num && a.log2_den == b.log2_den;
}

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

/* The wall's breakpoints (malloc'ed, *n of them), ending at the mast's foot:
 * a wall that reaches the mast's value below the foot goes on straight up to
 * it, and that last stretch gets its own point. NULL when out of memory. */
static wpoint *wall_points(const cg_thermograph *th, cg_side side, size_t *n)
{
    size_t size = cg_thermograph_wall_size(th, side);
    wpoint *p = malloc((size + 1) * sizeof *p);
    if (p == NULL)
        return NULL;
    for (size_t i = 0; i < size; i++)
        cg_thermograph_wall_point(th, side, i, &p[i].t, &p[i].v, &p[i].s);
    cg_dyadic mean, foot = mast_foot(th, &mean);
    if (size == 0 || !dyadic_eq(p[size - 1].t, foot)) {
        p[size].t = foot;
        p[size].v = mean;
        p[size].s = 0;
        size++;
    }
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
    char t[48], v[48];
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
