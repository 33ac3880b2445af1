/* The two P-position sweeps of lib/cmnim (rays and lines) give the same lists. */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "run-suite.h"
#include "cmnim/p_sweeps.h"

typedef struct list {
    uint64_t *v;
    size_t n, cap;
} list;

static int collect(void *user, const uint64_t *x, uint32_t jars)
{
    list *l = user;
    if (l->n + jars > l->cap) {
        l->cap = 2 * (l->n + jars) + 64;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
        ck_assert(l->v != NULL);
    }
    memcpy(l->v + l->n, x, jars * sizeof *x);
    l->n += jars;
    return 0;
}

static void compare(const cg_cmnim *g, uint64_t bound)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (int misere = 0; misere <= 1; misere++) {
        list a = { 0 }, b = { 0 };
        ck_assert_int_eq(cmnim_p_positions(ctx, g, misere, bound, collect, &a, CMNIM_SWEEP_RAYS), CG_OK);
        ck_assert_int_eq(cmnim_p_positions(ctx, g, misere, bound, collect, &b, CMNIM_SWEEP_LINES), CG_OK);
        ck_assert_uint_eq(a.n, b.n);
        ck_assert(a.n == 0 || memcmp(a.v, b.v, a.n * sizeof *a.v) == 0);
        free(a.v);
        free(b.v);
    }
    cg_ctx_free(ctx);
}

START_TEST(sweeps_agree_on_every_family)
{
    static const uint64_t bounds[] = { 0, 300, 1000, 150, 25, 8 };
    for (uint32_t jars = 1; jars <= 5; jars++)
        for (int f = 0; f <= (int)CG_CMNIM_ALL_BUT_N; f++) {
            cg_cmnim *g;
            ck_assert_int_eq(cg_cmnim_new_family(jars, (cg_cmnim_family)f, &g), CG_OK);
            compare(g, bounds[jars]);
            cg_cmnim_free(g);
        }
}
END_TEST

START_TEST(sweeps_agree_on_random_games)
{
    uint64_t state = 99;
    for (int round = 0; round < 30; round++) {
        uint64_t sets[16];
        size_t n = 0;
        for (uint64_t m = 1; m < 16; m++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            if (state >> 63)
                sets[n++] = m;
        }
        cg_cmnim *g;
        ck_assert_int_eq(cg_cmnim_new(4, sets, n, &g), CG_OK);
        compare(g, 10);
        cg_cmnim_free(g);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cmnim-internal");
    TCase *tc = tcase_create("sweeps");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, sweeps_agree_on_every_family);
    tcase_add_test(tc, sweeps_agree_on_random_games);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
