/* Benchmarks of partizan.h and oddeven.h: the Odd/Even counts from a fresh
 * context, the games born by day 3, and a sum- and comparison-heavy load. */
#include <stdlib.h>

#include <cookiegame.h>

#include "bench-common.h"
#include "bench-partizan-common.h"

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

int main(void)
{
    oddeven(300, "10 ms");
    oddeven(1000, "1000 ms");

    /* Day 3: enumerated as antichains of day-2 games and canonicalised. */
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return 1;
    static bench_pool p;
    double t = bench_now();
    int rc = cg_games_enumerate(ctx, 3, bench_collect, &p, NULL);
    t = bench_now() - t;
    char what[192];
    snprintf(what, sizeof what, "the %zu games born by day 3, fresh context (rc %d)", p.n, rc);
    bench_report("partizan", what, t, "s", "1 s");
    if (rc != CG_OK || p.n == 0)
        return 1;

    /* The sum of 20 random day-3 games, one game added at a time, each partial
     * sum brought to canonical form. Hot games make canonical sums grow
     * geometrically (640534 subpositions for all 20). Each step reports the
     * size of the sum (subpositions, options, birthday), its time and the peak
     * memory of the process so far; a run stops after an addition that passes
     * 10 minutes and reports how far it got. */
    uint64_t state = 2026;
    const cg_game *s = cg_game_zero(ctx);
    double total = 0;
    int k;
    for (k = 1; k <= 20; k++) {
        t = bench_now();
        rc = cg_game_sum(ctx, s, p.g[bench_rand(&state) % p.n], &s);
        t = bench_now() - t;
        total += t;
        if (rc != CG_OK)
            break;
        size_t sub = bench_subpositions(s);
        uint32_t day = 0;
        (void)cg_game_birthday(s, &day);
        snprintf(what, sizeof what,
                 "sum of %d random day-3 games: %zu subpositions, %zu+%zu options, born on day %u, "
                 "%.3f s, peak %.0f MB",
                 k, sub, cg_game_left_count(s), cg_game_right_count(s), day, t, bench_peak_mb());
        bench_report("partizan", what, (double)sub / (t > 0 ? t : 1e-9), "subpositions/s", NULL);
        if (t > 600)
            break;
    }
    snprintf(what, sizeof what, "random day-3 games summed (of 20) in %.1f s, peak %.0f MB", total,
             bench_peak_mb());
    bench_report("partizan", what, k > 20 ? 20 : k, "games", "20");

    /* Random comparisons among day-3 games. */
    long order[4] = { 0, 0, 0, 0 };   /* <, =, >, confused */
    state = 1859;   /* its own stream: the same pairs however far the sums got */
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
