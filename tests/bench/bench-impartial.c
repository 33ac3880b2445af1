/*
 * The generic engine of impartial.h against the dedicated search of cookie.h,
 * on the same 200 random positions of 12 heaps (sizes 0..12), one context
 * each: the spoiled-cookie game described by callbacks, with two canonicalisers
 * a user might write (sorting, or the library's reduced form), then the
 * dedicated cg_position_grundy. The target: within 5x of the dedicated
 * search. Best of 5 runs, each from a fresh context.
 */
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "bench-common.h"
#include "impartial-rules.h"

enum { POSITIONS = 200, HEAPS = 12 };

/* The reduced form, by the library (states hold heaps below 256). */
static int reduced(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    uint32_t h[64];
    uint8_t a[64];
    for (size_t i = 0; i < len; i++)
        h[i] = state[i];
    cg_position *p, *r;
    if (cg_position_new(h, len, &p) != CG_OK)
        return CG_ENOMEM;
    int rc = cg_position_reduce(p, &r);
    cg_position_free(p);
    if (rc != CG_OK)
        return rc;
    size_t m = cg_position_size(r);
    for (size_t i = 0; i < m; i++)
        a[i] = (uint8_t)cg_position_heap(r, i);
    cg_position_free(r);
    return cg_state_list_add(out, a, m);
}

static uint8_t positions[POSITIONS][HEAPS];

/* Seconds for the Grundy values of every position with the engine. */
static double engine(cg_state_fn canonical, uint64_t *sum)
{
    cg_impartial_rules rules = { cookie_options, canonical, NULL, NULL };
    cg_impartial *g;
    cg_ctx *ctx;
    if (cg_impartial_new(&rules, &g) != CG_OK || cg_ctx_new(&ctx) != CG_OK)
        exit(1);
    double t0 = bench_now();
    *sum = 0;
    for (int i = 0; i < POSITIONS; i++) {
        uint64_t v;
        if (cg_impartial_grundy(ctx, g, positions[i], HEAPS, &v) != CG_OK)
            exit(1);
        *sum += v;
    }
    double t = bench_now() - t0;
    cg_ctx_free(ctx);
    cg_impartial_free(g);
    return t;
}

static double dedicated(uint64_t *sum)
{
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        exit(1);
    double t0 = bench_now();
    *sum = 0;
    for (int i = 0; i < POSITIONS; i++) {
        uint32_t h[HEAPS], v;
        cg_position *p;
        for (int j = 0; j < HEAPS; j++)
            h[j] = positions[i][j];
        if (cg_position_new(h, HEAPS, &p) != CG_OK || cg_position_grundy(ctx, p, &v) != CG_OK)
            exit(1);
        cg_position_free(p);
        *sum += v;
    }
    double t = bench_now() - t0;
    cg_ctx_free(ctx);
    return t;
}

int main(void)
{
    uint64_t seed = 2026;
    for (int i = 0; i < POSITIONS; i++)
        for (int j = 0; j < HEAPS; j++)
            positions[i][j] = (uint8_t)(bench_rand(&seed) % (HEAPS + 1));
    /* Best of 5, each from a fresh context: milliseconds are easily disturbed. */
    uint64_t s_ded, s_sort, s_red;
    double t_ded = 1e9, t_sort = 1e9, t_red = 1e9;
    for (int rep = 0; rep < 5; rep++) {
        double t = dedicated(&s_ded);
        t_ded = t < t_ded ? t : t_ded;
        t = engine(cookie_canonical, &s_sort);
        t_sort = t < t_sort ? t : t_sort;
        t = engine(reduced, &s_red);
        t_red = t < t_red ? t : t_red;
    }
    if (s_ded != s_sort || s_ded != s_red) {
        printf("bench impartial: the engine and cookie.h disagree (%llu, %llu, %llu)\n",
               (unsigned long long)s_ded, (unsigned long long)s_sort, (unsigned long long)s_red);
        return 1;
    }
    bench_report("impartial", "cookie.h search, 200 random 12-heap positions (best of 5)", t_ded * 1e3, "ms", NULL);
    bench_report("impartial", "engine, canonical = sorted, spoiled heaps dropped", t_sort * 1e3, "ms", NULL);
    bench_report("impartial", "engine, canonical = reduced form", t_red * 1e3, "ms", NULL);
    bench_report("impartial", "engine (reduced form) / cookie.h", t_red / t_ded, "x", "5 x");
    return 0;
}
