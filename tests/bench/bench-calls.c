/* The C side of the Python package's call overhead (tests/bench/bench-python.py
 * makes the same calls through the package): the cost of calls that do almost
 * no work, from the cheapest (cg_version_string, nothing but the call) to
 * memoised searches of a context, so what Python adds shows as the
 * difference and the ratio. Prints "c-ns <name> <nanoseconds per call>" lines for the Python
 * script to read. Times are the process's CPU time, as the script's, so that
 * the figures hold on a machine busy with other work. */
#include <stdio.h>
#include <time.h>

#include <cookiegame.h>

#define CALLS 2000000

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(void)
{
    cg_ctx *ctx;
    cg_position *p;
    const cg_game *a, *b, *s;
    if (cg_ctx_new(&ctx) != CG_OK || cg_position_parse("1 2 3 3 6", &p) != CG_OK ||
        cg_game_parse(ctx, "{2|1}", &a) != CG_OK || cg_game_parse(ctx, "^*", &b) != CG_OK)
        return 1;
    uint32_t g = 0, sum = 0;
    double t = cpu_now();
    for (int i = 0; i < CALLS; i++)
        sum += cg_version_string()[i & 3] != '\0';
    printf("c-ns version %.1f\n", (cpu_now() - t) * 1e9 / CALLS);
    /* A call without a context: its arguments are all it reads. */
    uint64_t heaps[3] = { 3, 4, 5 }, x = 0;
    t = cpu_now();
    for (int i = 0; i < CALLS; i++) {
        heaps[0] = (uint64_t)(i & 7);
        cg_nim_sum(heaps, 3, &x);
        sum += (uint32_t)x;
    }
    printf("c-ns nim-sum %.1f\n", (cpu_now() - t) * 1e9 / CALLS);
    /* Two integers in, a yes or no out: Wythoff's P-position test. */
    t = cpu_now();
    for (int i = 0; i < CALLS; i++)
        sum += (uint32_t)cg_wythoff_is_p(3, 5 + (uint64_t)(i & 1));
    printf("c-ns wythoff-is-p %.1f\n", (cpu_now() - t) * 1e9 / CALLS);
    cg_position_grundy(ctx, p, &g);   /* warm: the memo answers from now on */
    t = cpu_now();
    for (int i = 0; i < CALLS; i++) {
        cg_position_grundy(ctx, p, &g);
        sum += g;
    }
    printf("c-ns grundy %.1f\n", (cpu_now() - t) * 1e9 / CALLS);
    cg_game_sum(ctx, a, b, &s);       /* warm: the sum cache answers */
    t = cpu_now();
    for (int i = 0; i < CALLS; i++) {
        cg_game_sum(ctx, a, b, &s);
        sum += s != NULL;
    }
    printf("c-ns game-add %.1f\n", (cpu_now() - t) * 1e9 / CALLS);
    cg_position_free(p);
    cg_ctx_free(ctx);
    return sum == 0;   /* keeps the loops */
}
