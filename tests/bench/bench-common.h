/* Small helpers shared by the benchmark programs: a monotonic clock, a fast
 * deterministic random generator and a report line format. */
#ifndef CG_BENCH_COMMON_H
#define CG_BENCH_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <time.h>

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* xorshift64*: deterministic, so every run measures the same inputs. */
static inline uint64_t bench_rand(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * UINT64_C(2685821657736338717);
}

/* One line per figure: "bench <module>: <what>: <value> <unit> [target]". */
static inline void bench_report(const char *module, const char *what, double value,
                                const char *unit, const char *target)
{
    if (target != NULL)
        printf("bench %s: %s: %.3f %s  (target %s)\n", module, what, value, unit, target);
    else
        printf("bench %s: %s: %.3f %s\n", module, what, value, unit);
    fflush(stdout);
}

#endif
