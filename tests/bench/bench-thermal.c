/*
 * Thermal data (thermal.h): the games the 1.0 thermograph was exponential on
 * (nimbers, ups: now O(1)), a hot game plus a large nimber, the thermographs of
 * every day-3 game and of random sums, and cooling. Each figure is the time of
 * the thermal call alone in a context where the game is already built; the
 * construction is reported on its own line.
 */
#include <stdlib.h>

#include <cookiegame.h>

#include "bench-common.h"

static cg_ctx *ctx;

static const cg_game *parse(const char *text, double *secs)
{
    const cg_game *g;
    double t0 = bench_now();
    if (cg_game_parse(ctx, text, &g) != CG_OK) {
        fprintf(stderr, "cannot build %s\n", text);
        exit(1);
    }
    *secs = bench_now() - t0;
    return g;
}

static double thermal_secs(const cg_game *g)
{
    int64_t a, b;
    uint32_t x, y;
    double t0 = bench_now();
    if (cg_game_thermal(ctx, g, &a, &x, &b, &y) != CG_OK) {
        fprintf(stderr, "thermal failed\n");
        exit(1);
    }
    return bench_now() - t0;
}

static int collect(void *user, const cg_game *g)
{
    const cg_game **all = user;
    size_t i = 0;
    while (all[i] != NULL)
        i++;
    all[i] = g;
    return 0;
}

int main(void)
{
    if (cg_ctx_new(&ctx) != CG_OK)
        return 1;
    static const char *const named[] = { "*1024", "^4096", "^*1000+^^^*777", "{2|1}+*1000" };
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        double build, t;
        const cg_game *g = parse(named[i], &build);
        t = thermal_secs(g);
        char what[96];
        snprintf(what, sizeof what, "thermograph of %s", named[i]);
        bench_report("thermal", what, t * 1e3, "ms", "milliseconds");
        snprintf(what, sizeof what, "building %s (construction, not thermal)", named[i]);
        bench_report("thermal", what, build * 1e3, "ms", NULL);
    }

    static const cg_game *all[1500];
    if (cg_games_enumerate(ctx, 3, collect, all, NULL) != CG_OK)
        return 1;
    double t0 = bench_now();
    size_t n = 0;
    for (; all[n] != NULL; n++)
        thermal_secs(all[n]);
    bench_report("thermal", "thermographs of the 1474 games born by day 3 (first time)",
                 (bench_now() - t0) * 1e3, "ms", NULL);

    /* Sums of 4 random day-3 games, built first, then walled. */
    uint64_t seed = 11;
    const cg_game *sums[200];
    for (int i = 0; i < 200; i++) {
        const cg_game *g = all[bench_rand(&seed) % n];
        for (int k = 1; k < 4; k++)
            if (cg_game_sum(ctx, g, all[bench_rand(&seed) % n], &g) != CG_OK)
                return 1;
        sums[i] = g;
    }
    t0 = bench_now();
    for (int i = 0; i < 200; i++)
        thermal_secs(sums[i]);
    bench_report("thermal", "thermographs of 200 sums of 4 day-3 games", (bench_now() - t0) * 1e3,
                 "ms", NULL);

    t0 = bench_now();
    for (int i = 0; i < 200; i++) {
        const cg_game *c;
        if (cg_game_cool(ctx, sums[i], (cg_dyadic){ 1, 1 }, &c) != CG_OK)
            return 1;
    }
    bench_report("thermal", "200 sums of 4 day-3 games cooled by 1/2", (bench_now() - t0) * 1e3,
                 "ms", NULL);
    cg_ctx_free(ctx);
    return 0;
}
