/*
 * Benchmarks of the cookie module (issue targets in parentheses):
 *  - D-value, outcome and a winning move of the strict position 1..10^6 (< 50 ms);
 *  - the same for random strict positions of 10^6 heaps with large D-values;
 *  - the winning interval of 1..10^6;
 *  - Grundy values of 200 random positions of 15 heaps, sizes 0..15, one context (< 1 s);
 *  - Grundy values of random positions of 21 heaps, one context: a memo of
 *    hundreds of megabytes read at random, the hunt's workload (cookie/hunt.c),
 *    where the options' look-ups are prefetched (cookie/reduced_search.c).
 */
#include <stdlib.h>

#include <cookiegame.h>

#include "bench-common.h"

#define N 1000000

static int strict_trio(const cg_position *p)
{
    uint32_t d;
    cg_outcome o;
    size_t k;
    int rc = cg_position_dvalue(p, &d);
    if (rc == CG_OK)
        rc = cg_position_outcome(NULL, p, &o);
    if (rc == CG_OK && o == CG_OUTCOME_N)
        rc = cg_position_winning_move(NULL, p, &k);
    return rc;
}

static double best_of(int reps, int (*f)(const cg_position *), const cg_position *p)
{
    double best = 1e9;
    for (int r = 0; r < reps; r++) {
        double t0 = bench_now();
        if (f(p) != CG_OK) {
            fprintf(stderr, "benchmark call failed\n");
            exit(1);
        }
        double t = bench_now() - t0;
        if (t < best)
            best = t;
    }
    return best;
}

static int interval(const cg_position *p)
{
    size_t f, l;
    return cg_position_winning_interval(NULL, p, &f, &l);
}

int main(void)
{
    uint32_t *a = malloc(N * sizeof *a);
    if (a == NULL)
        return 1;
    for (uint32_t i = 0; i < N; i++)
        a[i] = i + 1;
    cg_position *p;
    double t0 = bench_now();
    if (cg_position_new(a, N, &p) != CG_OK)
        return 1;
    bench_report("cookie", "build the position 1..10^6", (bench_now() - t0) * 1e3, "ms", NULL);
    bench_report("cookie", "dvalue + outcome + winning_move of 1..10^6 (best of 5)",
                 best_of(5, strict_trio, p) * 1e3, "ms", "50 ms");
    bench_report("cookie", "winning_interval of 1..10^6 (best of 3)",
                 best_of(3, interval, p) * 1e3, "ms", NULL);
    cg_position_free(p);

    /* A strict position with D near n: the bisection's checks pass and scan
     * long ranges (the slow case for D). Heaps: every other value below n. */
    uint64_t seed = 42;
    size_t m = 0;
    for (uint32_t v = 1; v < N && m < N; v++) {
        if (v % 2 == 1 || bench_rand(&seed) % 8 == 0)
            a[m++] = v;
    }
    while (m < N)
        a[m++] = N;
    if (cg_position_new(a, N, &p) != CG_OK)
        return 1;
    uint32_t d;
    cg_position_dvalue(p, &d);
    char what[128];
    snprintf(what, sizeof what, "dvalue + outcome + winning_move, strict 10^6 heaps with D = %u", d);
    bench_report("cookie", what, best_of(5, strict_trio, p) * 1e3, "ms", NULL);
    cg_position_free(p);
    free(a);

    /* 200 random positions of 15 heaps with sizes 0..15, one context. */
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return 1;
    seed = 2026;
    uint64_t checksum = 0;
    t0 = bench_now();
    for (int i = 0; i < 200; i++) {
        uint32_t h[15];
        for (int j = 0; j < 15; j++)
            h[j] = (uint32_t)(bench_rand(&seed) % 16);
        cg_position *q;
        uint32_t g;
        if (cg_position_new(h, 15, &q) != CG_OK || cg_position_grundy(ctx, q, &g) != CG_OK)
            return 1;
        checksum += g;
        cg_position_free(q);
    }
    double t = bench_now() - t0;
    snprintf(what, sizeof what, "Grundy values of 200 random 15-heap positions, sizes 0..15 (sum %llu)",
             (unsigned long long)checksum);
    bench_report("cookie", what, t * 1e3, "ms", "1000 ms");

    /* Reduced positions of 23 heaps (k <= a_k <= 23, nondecreasing) in
     * lexicographic order from one of the hunt's candidates, one context:
     * neighbours share most of their followers, as the hunt's sorted
     * candidates do, and the memo grows to hundreds of megabytes read at
     * random (cookie/hunt.c's workload; cookie/reduced_search.c prefetches
     * the options' look-ups for it). */
    cg_ctx_clear(ctx);
    enum { HEAPS = 23, RUN = 6000 };
    uint32_t h[HEAPS] = { 2, 3, 8, 11, 11, 11, 12, 13, 14, 14, 14, 15,
                          16, 17, 17, 18, 20, 20, 20, 20, 21, 22, 23 };
    checksum = 0;
    t0 = bench_now();
    for (int i = 0; i < RUN; i++) {
        cg_position *q;
        uint32_t g;
        if (cg_position_new(h, HEAPS, &q) != CG_OK || cg_position_grundy(ctx, q, &g) != CG_OK)
            return 1;
        checksum += g;
        cg_position_free(q);
        /* The next reduced position: raise the last heap below 23, and
         * the ones after it to the least they may be. */
        int k = HEAPS - 1;
        while (k >= 0 && h[k] == HEAPS)
            k--;
        if (k < 0)
            break;
        h[k]++;
        for (int j = k + 1; j < HEAPS; j++)
            h[j] = h[k] > (uint32_t)j + 1 ? h[k] : (uint32_t)j + 1;
    }
    t = bench_now() - t0;
    snprintf(what, sizeof what,
             "Grundy values of %d reduced 23-heap positions in a row, one context (sum %llu)", RUN,
             (unsigned long long)checksum);
    bench_report("cookie", what, t * 1e3, "ms", NULL);
    cg_ctx_free(ctx);
    return 0;
}
