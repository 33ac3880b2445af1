/* The two ways lib/wythoff computes a single Grundy value (the table's sweep
 * and the strip of spans) against each other and against the oracle. The
 * public cg_wythoff_grundy() takes the sweep whenever it fits, so without this
 * test the strip would only be exercised by huge positions. */
#include <stdlib.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "wythoff-oracle.h"
#include "wythoff/grundy_single.h"
#include "wythoff/grundy_table.h"

enum { N = 96 };

START_TEST(strip_and_sweep_match_the_oracle)
{
    static uint32_t table[N * N];
    oracle_wythoff_grundy_table(N, N, table);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (uint32_t x = 0; x < N; x++)
        for (uint32_t y = 0; y < N; y++) {
            uint64_t strip = 0, pub = 0;
            uint32_t sweep = 0;
            ck_assert_int_eq(wythoff_grundy_strip(ctx, x, y, &strip), CG_OK);
            ck_assert_int_eq(wythoff_sweep(ctx, x + 1, y + 1, NULL, &sweep), CG_OK);
            ck_assert_int_eq(cg_wythoff_grundy(ctx, x, y, &pub), CG_OK);
            ck_assert_msg(strip == table[x * N + y] && sweep == table[x * N + y] &&
                              pub == table[x * N + y],
                          "G(%u, %u): oracle %u, strip %llu, sweep %u, public %llu", x, y,
                          table[x * N + y], (unsigned long long)strip, sweep,
                          (unsigned long long)pub);
        }
    cg_ctx_free(ctx);
}
END_TEST

/* Larger and lopsided shapes: the two fast methods agree. */
START_TEST(strip_and_sweep_agree_on_larger_positions)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint64_t state = 12345;
    for (int i = 0; i < 40; i++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        uint32_t x = (uint32_t)(state >> 33) % 700, y = (uint32_t)(state >> 13) % 1500;
        if (i % 4 == 0)
            x %= 8;   /* thin strips: the strip's best case */
        uint64_t strip;
        uint32_t sweep;
        ck_assert_int_eq(wythoff_grundy_strip(ctx, x, y, &strip), CG_OK);
        ck_assert_int_eq(wythoff_sweep(ctx, y + 1, x + 1, NULL, &sweep), CG_OK);
        ck_assert_msg(strip == sweep, "G(%u, %u): strip %llu, sweep %u", x, y,
                      (unsigned long long)strip, sweep);
    }
    cg_ctx_free(ctx);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("wythoff-internal");
    TCase *tc = tcase_create("methods");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, strip_and_sweep_match_the_oracle);
    tcase_add_test(tc, strip_and_sweep_agree_on_larger_positions);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
