/* Benchmarks of partizan.h and oddeven.h: the Odd/Even counts from a fresh
 * context, the games born by day 3, and a sum- and comparison-heavy load. */
#include <stdlib.h>

#include <cookiegame.h>

#include "bench-common.h"

/* C(N) (Even wins when Odd starts: outcomes P and R) from a fresh context, so
 * the pile values and every sum are built inside the measured time. */
static void oddeven(uint32_t total, const char *target)
{
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return;
    char text[64], what[96];
    size_t len;
    double t = bench_now();
    int rc = cg_oddeven_count(ctx, total, (1u << CG_OUTCOME_P) | (1u << CG_OUTCOME_R), text,
                              sizeof text, &len);
    t = bench_now() - t;
    snprintf(what, sizeof what, "C(%u) = %s, fresh context", total, rc == CG_OK ? text : "error");
    bench_report("partizan", what, t * 1e3, "ms", target);
    cg_ctx_free(ctx);
}

typedef struct pool {
    const cg_game *g[1474];
    size_t n;
} pool;

static int collect(void *user, const cg_game *g)
{
    pool *p = user;
    if (p->n < sizeof p->g / sizeof p->g[0])
        p->g[p->n++] = g;
    return 0;
}

int main(void)
{
    oddeven(300, "10 ms");
    oddeven(1000, "1000 ms");

    /* Day 3: enumerated as antichains of day-2 games and canonicalised. */
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return 1;
    static pool p;
    double t = bench_now();
    int rc = cg_games_enumerate(ctx, 3, collect, &p, NULL);
    t = bench_now() - t;
    char what[96];
    snprintf(what, sizeof what, "the %zu games born by day 3, fresh context (rc %d)", p.n, rc);
    bench_report("partizan", what, t, "s", "1 s");
    if (rc != CG_OK || p.n == 0)
        return 1;

    /* Sums of 20 random day-3 games, each summed from scratch into its
     * canonical form; the sum cache of the context is shared, as in real use. */
    uint64_t state = 2026;
    const int rounds = 50;
    size_t born = 0;
    t = bench_now();
    for (int r = 0; r < rounds; r++) {
        const cg_game *s = cg_game_zero(ctx);
        for (int i = 0; i < 20 && s != NULL; i++)
            if (cg_game_sum(ctx, s, p.g[bench_rand(&state) % p.n], &s) != CG_OK)
                s = NULL;
        uint32_t day = 0;
        if (s != NULL && cg_game_birthday(s, &day) == CG_OK)
            born += day;
    }
    t = bench_now() - t;
    snprintf(what, sizeof what, "sums of 20 random day-3 games (%d sums, mean birthday %.1f)",
             rounds, (double)born / rounds);
    bench_report("partizan", what, rounds / t, "sums/s", NULL);

    /* Random comparisons among day-3 games. */
    long order[4] = { 0, 0, 0, 0 };   /* <, =, >, confused */
    const int comparisons = 100000;
    t = bench_now();
    for (int i = 0; i < comparisons; i++) {
        int rel;
        const cg_game *a = p.g[bench_rand(&state) % p.n], *b = p.g[bench_rand(&state) % p.n];
        if (cg_game_compare(ctx, a, b, &rel) == CG_OK && rel >= -1 && rel <= 2)
            order[rel + 1]++;
    }
    t = bench_now() - t;
    snprintf(what, sizeof what, "100000 comparisons of day-3 games (%ld <, %ld =, %ld >, %ld ||)",
             order[0], order[1], order[2], order[3]);
    bench_report("partizan", what, comparisons / t, "comparisons/s", NULL);
    cg_ctx_free(ctx);
    return 0;
}
