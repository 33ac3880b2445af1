/*
 * Sums of 20 random day-3 partizan games for ten fixed seeds (issue 32): the
 * games of a seed are drawn like bench-partizan.c's (state = seed, from the
 * 1474 games born by day 3) and added one at a time with cg_game_sum. Each
 * seed runs in a forked child with a fresh context, so that neither the
 * caches nor the peak memory of one seed carry into the next; a line per
 * addition gives its time and the size of the partial sum, a line per seed
 * its total time and peak memory, and the last lines which seeds missed the
 * goal (60 s and 2 GB each).
 *
 * Usage: bench-partizan-sums [cap-seconds [seed...]]. A seed stops once its
 * additions pass the cap in CPU time (120 s unless given, twice the goal;
 * the progress callback cancels the addition under way), so that ten seeds
 * take at most 20 minutes of CPU and the benchmark ends within meson's
 * timeout even on a loaded machine.
 */
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cookiegame.h>

#include "bench-common.h"
#include "bench-partizan-common.h"

#define GOAL_SECONDS 60.0
#define GOAL_MB 2048.0
#define ADDITIONS 20

static const uint64_t default_seeds[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };

/* The process's CPU time (user + system): on a loaded machine the wall time
 * of a seed says more about the neighbours than about the engine, so the cap
 * and the goal are in CPU time, and the wall time is reported beside it. */
static double self_cpu_s(void)
{
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0)
        return 0;
    return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 +
           (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
}

/* Cancels the addition under way once the seed's CPU time passes its cap,
 * and keeps the work the addition has charged so far (the context's node
 * count: comparison searches and their candidates, sums and their options,
 * dominance pairs; store.h's pg_work), in steps of 65536 (the callback's
 * period): the profile that says whether an addition is slow for the size
 * of its result or for the work its canonical form needs. */
typedef struct deadline {
    double end;
    uint64_t nodes;
} deadline;

static int past_deadline(void *user, uint64_t done, uint64_t total)
{
    (void)total;
    deadline *d = user;
    if (done > d->nodes)
        d->nodes = done;
    return self_cpu_s() > d->end;
}

/* The child's work: exit status 0 when all 20 additions were made within the
 * goal, 1 when made but past it, 2 when stopped (cap, memory, error). */
static int run_seed(uint64_t seed, double cap)
{
    char what[256];
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return 2;
    static bench_pool p;
    double t = bench_now();
    int rc = cg_games_enumerate(ctx, 3, bench_collect, &p, NULL);
    t = bench_now() - t;
    if (rc != CG_OK || p.n != 1474) {
        fprintf(stderr, "seed %llu: day 3 enumeration failed (rc %d, %zu games)\n",
                (unsigned long long)seed, rc, p.n);
        return 2;
    }
    double cpu0 = self_cpu_s();
    deadline d = { cpu0 + cap, 0 };
    (void)cg_ctx_set_progress(ctx, past_deadline, &d);

    uint64_t state = seed;
    const cg_game *s = cg_game_zero(ctx);
    double total = 0, cpu = 0;
    int k, made = 0;
    /* The profile of a seed that misses: its costliest addition, and the
     * work it did for each subposition of its result (a large result at a
     * few nodes a subposition is the size of the sum; hundreds of nodes a
     * subposition is the work its canonical form needed). */
    int worst = 0;
    uint64_t worst_nodes = 0;
    size_t worst_size = 0, size = 1;
    for (k = 1; k <= ADDITIONS; k++) {
        const cg_game *g = p.g[bench_rand(&state) % p.n];
        t = bench_now();
        double c = self_cpu_s();
        d.nodes = 0;
        rc = cg_game_sum(ctx, s, g, &s);
        t = bench_now() - t;
        c = self_cpu_s() - c;
        total += t;
        cpu += c;
        if (rc != CG_OK) {
            snprintf(what, sizeof what, "seed %llu: addition %d stopped (%s) after %.1f s CPU",
                     (unsigned long long)seed, k,
                     rc == CG_ECANCELED ? "time cap" : cg_strerror(rc), c);
            bench_report("partizan-sums", what, cpu, "s CPU", NULL);
            break;
        }
        made = k;
        uint32_t day = 0;
        (void)cg_game_birthday(s, &day);
        size = bench_subpositions(s);
        if (d.nodes >= worst_nodes) {
            worst = k;
            worst_nodes = d.nodes;
            worst_size = size;
        }
        snprintf(what, sizeof what,
                 "seed %llu: sum of %d: %zu subpositions, %zu+%zu options, born on day %u, "
                 "%.3f s wall, %.1f M nodes, peak %.0f MB",
                 (unsigned long long)seed, k, size, cg_game_left_count(s),
                 cg_game_right_count(s), day, t, (double)d.nodes / 1e6, bench_peak_mb());
        bench_report("partizan-sums", what, c, "s CPU", NULL);
    }
    double peak = bench_peak_mb();
    int ok = made == ADDITIONS && cpu < GOAL_SECONDS && peak < GOAL_MB;
    snprintf(what, sizeof what, "seed %llu: %d of %d additions in %.1f s CPU (%.1f s wall), peak %.0f MB%s",
             (unsigned long long)seed, made, ADDITIONS, cpu, total, peak,
             ok ? "" : ", MISSES THE GOAL");
    bench_report("partizan-sums", what, cpu, "s CPU", "60 s, 2048 MB");
    if (!ok && worst > 0) {
        snprintf(what, sizeof what,
                 "seed %llu: profile: the sum of %d has %zu subpositions; the costliest "
                 "addition, number %d, did %.1f M nodes, %.0f per subposition of its result",
                 (unsigned long long)seed, made, size, worst, (double)worst_nodes / 1e6,
                 (double)worst_nodes / (double)(worst_size ? worst_size : 1));
        bench_report("partizan-sums", what, (double)worst_nodes / (double)(worst_size ? worst_size : 1),
                     "nodes per subposition", NULL);
    }
    cg_ctx_free(ctx);
    return ok ? 0 : made == ADDITIONS ? 1 : 2;
}

int main(int argc, char **argv)
{
    double cap = argc > 1 ? atof(argv[1]) : 120;
    size_t nseeds = argc > 2 ? (size_t)(argc - 2) : sizeof default_seeds / sizeof default_seeds[0];
    uint64_t *seeds = malloc(nseeds * sizeof *seeds);
    if (seeds == NULL || cap <= 0)
        return 1;
    for (size_t i = 0; i < nseeds; i++)
        seeds[i] = argc > 2 ? strtoull(argv[i + 2], NULL, 10) : default_seeds[i];

    char failed[512] = "";
    size_t nfailed = 0, used = 0;
    double t0 = bench_now();
    for (size_t i = 0; i < nseeds; i++) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid < 0)
            return 1;
        if (pid == 0) {
            /* A hard stop past the cap, in case an addition never reaches the
             * progress callback: the parent then reports the signal. */
            alarm((unsigned)cap * 4 + 60);
            _exit(run_seed(seeds[i], cap));
        }
        int status;
        if (waitpid(pid, &status, 0) < 0)
            return 1;
        int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
        if (WIFSIGNALED(status))
            printf("bench partizan-sums: seed %llu: killed by signal %d\n",
                   (unsigned long long)seeds[i], WTERMSIG(status));
        if (!ok) {
            nfailed++;
            if (used < sizeof failed - 24)
                used += (size_t)snprintf(failed + used, sizeof failed - used, " %llu",
                                         (unsigned long long)seeds[i]);
        }
    }
    char what[640];
    snprintf(what, sizeof what, "%zu seeds in %.1f s; past 60 s or 2048 MB or stopped:%s", nseeds,
             bench_now() - t0, nfailed > 0 ? failed : " none");
    bench_report("partizan-sums", what, (double)nfailed, "seeds missing the goal", "0");
    free(seeds);
    return 0;
}
