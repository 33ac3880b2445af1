/* What the partizan benchmarks (bench-partizan.c, bench-partizan-sums.c)
 * share: the games born by day 3 as a pool, the number of distinct
 * subpositions of a game (the size of the games they make), and the peak
 * memory of the process. */
#ifndef CG_BENCH_PARTIZAN_COMMON_H
#define CG_BENCH_PARTIZAN_COMMON_H

#include <stdint.h>
#include <stdlib.h>
#include <sys/resource.h>

#include <cookiegame.h>

/* The 1474 games born by day 3, filled by cg_games_enumerate(ctx, 3,
 * bench_collect, &pool, NULL). */
typedef struct bench_pool {
    const cg_game *g[1474];
    size_t n;
} bench_pool;

static inline int bench_collect(void *user, const cg_game *g)
{
    bench_pool *p = user;
    if (p->n < sizeof p->g / sizeof p->g[0])
        p->g[p->n++] = g;
    return 0;
}

/* The peak resident memory of the process so far, in MB. */
static inline double bench_peak_mb(void)
{
    struct rusage ru;
    return getrusage(RUSAGE_SELF, &ru) == 0 ? (double)ru.ru_maxrss / 1024 : 0;
}

/* The number of distinct subpositions of g (g included), by a walk over the
 * options with an open-addressing set of pointers; 0 when out of memory. */
static inline size_t bench_subpositions(const cg_game *g)
{
    size_t cap = 1024, n = 0, top = 0, stack_cap = 1024;
    const cg_game **set = calloc(cap, sizeof *set), **stack = malloc(stack_cap * sizeof *stack);
    if (set == NULL || stack == NULL)
        goto out;
    stack[top++] = g;
    while (top > 0) {
        const cg_game *x = stack[--top];
        size_t h = (size_t)(((uintptr_t)x >> 4) * UINT64_C(0x9E3779B97F4A7C15) >> 20) & (cap - 1);
        while (set[h] != NULL && set[h] != x)
            h = (h + 1) & (cap - 1);
        if (set[h] == x)
            continue;
        set[h] = x;
        if (++n * 2 > cap) {   /* grow: reinsert everything */
            const cg_game **bigger = calloc(cap * 2, sizeof *bigger);
            if (bigger == NULL) {
                n = 0;
                goto out;
            }
            for (size_t i = 0; i < cap; i++)
                if (set[i] != NULL) {
                    size_t j = (size_t)(((uintptr_t)set[i] >> 4) * UINT64_C(0x9E3779B97F4A7C15) >> 20) &
                               (cap * 2 - 1);
                    while (bigger[j] != NULL)
                        j = (j + 1) & (cap * 2 - 1);
                    bigger[j] = set[i];
                }
            free(set);
            set = bigger;
            cap *= 2;
        }
        size_t nopt = cg_game_left_count(x) + cg_game_right_count(x);
        if (top + nopt > stack_cap) {
            while (top + nopt > stack_cap)
                stack_cap *= 2;
            const cg_game **s = realloc(stack, stack_cap * sizeof *stack);
            if (s == NULL) {
                n = 0;
                goto out;
            }
            stack = s;
        }
        for (size_t i = 0; i < cg_game_left_count(x); i++)
            stack[top++] = cg_game_left(x, i);
        for (size_t i = 0; i < cg_game_right_count(x); i++)
            stack[top++] = cg_game_right(x, i);
    }
out:
    free(set);
    free(stack);
    return n;
}

#endif
