/* Benchmarks of cmnim.h: P-positions of the Cookie Monster game by completions. */
#include <cookiegame.h>

#include "bench-common.h"

static int count(void *user, const uint64_t *x, uint32_t jars)
{
    (void)x;
    (void)jars;
    ++*(uint64_t *)user;
    return 0;
}

static void p_positions(uint32_t jars, cg_cmnim_family f, const char *name, uint64_t bound,
                        const char *target)
{
    cg_cmnim *g;
    cg_ctx *ctx;
    if (cg_cmnim_new_family(jars, f, &g) != CG_OK || cg_ctx_new(&ctx) != CG_OK)
        return;
    uint64_t n = 0;
    double t = bench_now();
    int rc = cg_cmnim_p_positions(ctx, g, bound, count, &n);
    t = bench_now() - t;
    char what[128];
    snprintf(what, sizeof what, "%s, %u jars: every P-position with jars <= %llu (%llu found, rc %d)",
             name, jars, (unsigned long long)bound, (unsigned long long)n, rc);
    bench_report("cmnim", what, t, "s", target);
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
}

int main(void)
{
    p_positions(3, CG_CMNIM_COOKIE_MONSTER, "Cookie Monster", 1000, "5 s");
    p_positions(4, CG_CMNIM_COOKIE_MONSTER, "Cookie Monster", 60, NULL);
    p_positions(3, CG_CMNIM_CONSECUTIVE, "consecutive", 1000, NULL);

    cg_cmnim *g;
    cg_ctx *ctx;
    if (cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &g) != CG_OK || cg_ctx_new(&ctx) != CG_OK)
        return 1;
    uint64_t x[3] = { 30, 40, 0 }, v = 0;
    double t = bench_now();
    int rc = cg_cmnim_grundy(ctx, g, (const uint64_t[]){ 30, 40, 50 }, &v);
    t = bench_now() - t;
    bench_report("cmnim", "Grundy value of (30, 40, 50), Cookie Monster, fresh context", t, "s", NULL);
    t = bench_now();
    rc |= cg_cmnim_complete(ctx, g, x, 2, &v);
    t = bench_now() - t;
    bench_report("cmnim", "completion of (30, 40, .), same context", t, "s", NULL);
    printf("rc %d value %llu\n", rc, (unsigned long long)v);
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
    return 0;
}
