/* Each reduction of the Cookie Cutter search (splitting, normalising, symmetry),
 * alone and combined, gives the values of plain search (no reduction). */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "run-suite.h"
#include "cutter/search.h"

START_TEST(reductions_agree_with_plain_search)
{
    uint64_t state = 31337;
    int rounds = getenv("CG_TEST_QUICK") ? 20 : 120;
    for (int round = 0; round < rounds; round++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        cut_part b;
        b.h = 1 + (uint32_t)(state >> 61) % 4;
        b.w = 2 + (uint32_t)(state >> 58) % 4;
        uint32_t cr = 1 + (uint32_t)(state >> 50) % 3, cc = 1 + (uint32_t)(state >> 44) % 3;
        for (uint32_t r = 0; r < b.h; r++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            b.row[r] = (state >> 20) & ((UINT64_C(1) << b.w) - 1);
        }
        uint32_t want = 0;
        for (unsigned flags = 0; flags <= CUT_ALL; flags++) {
            cg_ctx *ctx;
            ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
            uint32_t g = 999;
            ck_assert_int_eq(cutter_grundy(ctx, &b, cr, cc, flags, &g), CG_OK);
            if (flags == 0)
                want = g;
            ck_assert_msg(g == want, "round %d, flags %u: %u, plain search %u", round, flags, g,
                          want);
            cg_ctx_free(ctx);
        }
    }
}
END_TEST

START_TEST(reductions_shrink_the_memo)
{
    /* Full 4 x 4 board, 2 x 2 cutter: each reduction stores fewer positions. */
    cut_part b;
    b.h = b.w = 4;
    for (uint32_t r = 0; r < 4; r++)
        b.row[r] = 0xf;
    size_t sizes[CUT_ALL + 1];
    for (unsigned flags = 0; flags <= CUT_ALL; flags++) {
        cg_ctx *ctx;
        ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
        uint32_t g;
        ck_assert_int_eq(cutter_grundy(ctx, &b, 2, 2, flags, &g), CG_OK);
        ck_assert_uint_eq(g, 5);
        sizes[flags] = cutter_memo_size(ctx);
        cg_ctx_free(ctx);
    }
    ck_assert_uint_lt(sizes[CUT_ALL], sizes[CUT_SPLIT | CUT_NORMALIZE]);
    ck_assert_uint_lt(sizes[CUT_SPLIT | CUT_NORMALIZE], sizes[CUT_NORMALIZE]);
    ck_assert_uint_lt(sizes[CUT_NORMALIZE | CUT_SYMMETRY], sizes[0]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cutter-internal");
    TCase *tc = tcase_create("reductions");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, reductions_agree_with_plain_search);
    tcase_add_test(tc, reductions_shrink_the_memo);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
