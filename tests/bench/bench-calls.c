/* The C side of the Python package's call overhead (tests/bench/bench-python.py
 * makes the same calls through the package): the cost of one call that does
 * almost no work, so what Python adds shows as the difference. Prints
 * "c-ns <name> <nanoseconds per call>" lines for the Python script to read. */
#include <stdio.h>

#include <cookiegame.h>

#include "bench-common.h"

#define CALLS 2000000

int main(void)
{
    cg_ctx *ctx;
    cg_position *p;
    const cg_game *a, *b, *s;
    if (cg_ctx_new(&ctx) != CG_OK || cg_position_parse("1 2 3 3 6", &p) != CG_OK ||
        cg_game_parse(ctx, "{2|1}", &a) != CG_OK || cg_game_parse(ctx, "^*", &b) != CG_OK)
        return 1;
    uint32_t g = 0, sum = 0;
    cg_position_grundy(ctx, p, &g);   /* warm: the memo answers from now on */
    double t = bench_now();
    for (int i = 0; i < CALLS; i++) {
        cg_position_grundy(ctx, p, &g);
        sum += g;
    }
    printf("c-ns grundy %.1f\n", (bench_now() - t) * 1e9 / CALLS);
    cg_game_sum(ctx, a, b, &s);       /* warm: the sum cache answers */
    t = bench_now();
    for (int i = 0; i < CALLS; i++) {
        cg_game_sum(ctx, a, b, &s);
        sum += s != NULL;
    }
    printf("c-ns game-add %.1f\n", (bench_now() - t) * 1e9 / CALLS);
    cg_position_free(p);
    cg_ctx_free(ctx);
    return sum == 0;   /* keeps the loops */
}
