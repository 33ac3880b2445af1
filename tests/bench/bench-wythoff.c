/* Benchmarks of wythoff.h: the Grundy tables and exact P-positions. */
#include <stdlib.h>

#include <cookiegame.h>

#include "bench-common.h"

static void table(uint32_t n, const char *target)
{
    uint32_t *g = malloc((size_t)n * n * sizeof *g);
    if (g == NULL) {
        printf("bench wythoff: table %u: no memory\n", n);
        return;
    }
    double t = bench_now();
    int rc = cg_wythoff_grundy_table(n, n, g);
    t = bench_now() - t;
    char what[64];
    snprintf(what, sizeof what, "Grundy table %u x %u (rc %d)", n, n, rc);
    bench_report("wythoff", what, t, "s", target);
    free(g);
}

int main(void)
{
    table(2048, "1 s");
    table(8192, "30 s");

    uint64_t state = 42, sum = 0;
    double t = bench_now();
    for (int i = 0; i < 10000000; i++) {
        uint64_t a, b;
        if (cg_wythoff_p_position(bench_rand(&state) >> 2, &a, &b) == CG_OK)
            sum += a ^ b;
    }
    t = bench_now() - t;
    bench_report("wythoff", "10^7 p_position calls, random 62-bit k", t, "s", "1 s");

    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return 1;
    uint64_t g = 0;
    t = bench_now();
    int rc = cg_wythoff_grundy(ctx, 20, 1000000, &g);
    t = bench_now() - t;
    bench_report("wythoff", "single Grundy value G(20, 10^6)", t, "s", NULL);
    /* Square positions: the table's sweep without the table (the strip took
     * 10.8 s for 2000 x 2000 and over a minute for 5000). */
    static const uint64_t squares[] = { 2000, 5000 };
    for (size_t i = 0; i < sizeof squares / sizeof squares[0]; i++) {
        uint64_t v = 0;
        char what[96];
        t = bench_now();
        rc |= cg_wythoff_grundy(ctx, squares[i], squares[i], &v);
        t = bench_now() - t;
        snprintf(what, sizeof what, "single Grundy value G(%llu, %llu) = %llu",
                 (unsigned long long)squares[i], (unsigned long long)squares[i],
                 (unsigned long long)v);
        bench_report("wythoff", what, t, "s", i == 0 ? "0.5 s" : NULL);
    }
    cg_ctx_free(ctx);
    printf("checksum %llu %llu %d\n", (unsigned long long)sum, (unsigned long long)g, rc);
    return 0;
}
