/*
 * Benchmarks of the exhaustive engines (issue targets in parentheses).
 *   bench-tables quick          strict table to 28 on 1 and 2 threads (< 10 s),
 *                               reduced table to 16 on 2 threads (< 20 s),
 *                               D-value counts for n = 60, and reading
 *                               the top level of each table as an array
 *   bench-tables strict N       streaming strict census to N on 2 threads
 *                               (N = 34: < 10 min; N = 36: < 40 min, < 16 GiB)
 *   bench-tables reduced N      streaming reduced census to N on 2 threads, and
 *                               its positions per second (N = 18: at least 3x
 *                               the 6.1 million per second of the engine that
 *                               ranked each option on its own; N = 19: < 3 min)
 * Each census run is its own process, so the peak memory printed is its own.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <cookiegame.h>

#include "bench-common.h"

static double peak_gib(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (double)ru.ru_maxrss / (1024.0 * 1024.0);   /* ru_maxrss is in KiB */
}

/* Reading a whole level in bulk (cg_*_table_values(), the arrays of the
 * Python package): the best of three reads into one buffer, reported in
 * million values per second. */
typedef int (*values_fn)(const void *t, uint32_t n, uint64_t first, uint8_t *v, size_t count);

static int strict_values(const void *t, uint32_t n, uint64_t first, uint8_t *v, size_t count)
{
    return cg_strict_table_values(t, n, first, v, count);
}

static int reduced_values(const void *t, uint32_t n, uint64_t first, uint8_t *v, size_t count)
{
    return cg_reduced_table_values(t, n, first, v, count);
}

static int bulk_read(const char *kind, const void *t, uint32_t n, uint64_t size, values_fn read)
{
    uint8_t *v = malloc((size_t)size);
    if (v == NULL)
        return 1;
    double best = 0;
    for (int i = 0; i < 3; i++) {
        double t0 = bench_now();
        if (read(t, n, 0, v, (size_t)size) != CG_OK) {
            free(v);
            return 1;
        }
        double dt = bench_now() - t0;
        best = i == 0 || dt < best ? dt : best;
    }
    free(v);
    char what[160];
    snprintf(what, sizeof what, "%s level %u as an array (%llu values), values per second "
             "(millions)", kind, n, (unsigned long long)size);
    bench_report("tables", what, (double)size / best / 1e6, "M/s", NULL);
    return 0;
}

static int quick(void)
{
    double t0;
    char what[160];
    for (unsigned threads = 1; threads <= 2; threads++) {
        cg_strict_table *t;
        t0 = bench_now();
        if (cg_strict_table_build(28, threads, NULL, NULL, &t) != CG_OK)
            return 1;
        snprintf(what, sizeof what, "strict table to 28 heaps (%llu positions), %u thread%s",
                 (unsigned long long)(UINT64_C(1) << 28), threads, threads > 1 ? "s" : "");
        bench_report("tables", what, bench_now() - t0, "s", threads == 2 ? "10 s" : NULL);
        if (threads == 2 && bulk_read("strict", t, 28, UINT64_C(1) << 27, strict_values) != 0)
            return 1;
        cg_strict_table_free(t);
    }
    cg_reduced_table *r;
    t0 = bench_now();
    if (cg_reduced_table_build(16, 2, NULL, NULL, &r) != CG_OK)
        return 1;
    bench_report("tables", "reduced table to 16 heaps (48.8 million positions), 2 threads",
                 bench_now() - t0, "s", "20 s");
    uint64_t size;
    if (cg_reduced_table_level_size(r, 16, &size) != CG_OK
        || bulk_read("reduced", r, 16, size, reduced_values) != 0)
        return 1;
    cg_reduced_table_free(r);
    uint64_t counts[61];
    t0 = bench_now();
    if (cg_strict_dvalue_counts(60, counts, 61) != CG_OK)
        return 1;
    bench_report("tables", "D-value counts for 60 heaps", (bench_now() - t0) * 1e3, "ms", NULL);
    return 0;
}

static int census(int strict, uint32_t n)
{
    cg_census *c;
    double t0 = bench_now();
    int rc = strict ? cg_strict_census(n, 2, 0, NULL, NULL, &c) : cg_reduced_census(n, 2, 0, NULL, NULL, &c);
    if (rc != CG_OK) {
        fprintf(stderr, "census: %s\n", cg_strerror(rc));
        return 1;
    }
    double t = bench_now() - t0;
    uint32_t g;
    cg_census_max_value(c, n, &g);
    char what[160];
    snprintf(what, sizeof what, "%s census to %u heaps, 2 threads (largest Grundy value at %u: %u)",
             strict ? "strict" : "reduced", n, n, g);
    bench_report("tables", what, t, "s", !strict && n == 19 ? "3 min" : NULL);
    uint64_t positions = 0, counts[64];
    for (uint32_t k = 0; k <= n; k++)
        if (cg_census_histogram(c, k, counts, 64) == CG_OK)
            for (int v = 0; v < 64; v++)
                positions += counts[v];
    bench_report("tables", "positions per second (millions)", (double)positions / t / 1e6, "M/s",
                 !strict && n == 18 ? ">= 18.3 M/s" : NULL);
    bench_report("tables", "peak resident memory", peak_gib(), "GiB", "16 GiB");
    cg_census_free(c);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 3 && strcmp(argv[1], "strict") == 0)
        return census(1, (uint32_t)atoi(argv[2]));
    if (argc >= 3 && strcmp(argv[1], "reduced") == 0)
        return census(0, (uint32_t)atoi(argv[2]));
    return quick();
}
