/* Each reduction of the Cookie Cutter search (splitting, normalising, symmetry),
 * alone and combined, gives the values of plain search (no reduction). */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "run-suite.h"
#include "cutter/board_search.h"
#include "cutter/small.h"

START_TEST(reductions_agree_with_plain_search)
{
    uint64_t state = 31337;
    int rounds = getenv("CG_TEST_QUICK") ? 20 : 120;
    for (int round = 0; round < rounds; round++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        cutter_part b;
        b.h = 1 + (uint32_t)(state >> 61) % 4;
        b.w = 2 + (uint32_t)(state >> 58) % 4;
        uint32_t cr = 1 + (uint32_t)(state >> 50) % 3, cc = 1 + (uint32_t)(state >> 44) % 3;
        for (uint32_t r = 0; r < b.h; r++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            b.row[r] = (state >> 20) & ((UINT64_C(1) << b.w) - 1);
        }
        uint32_t want = 0;
        for (unsigned flags = 0; flags <= CUTTER_ALL; flags++) {
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
    cutter_part b;
    b.h = b.w = 4;
    for (uint32_t r = 0; r < 4; r++)
        b.row[r] = 0xf;
    size_t sizes[CUTTER_ALL + 1];
    for (unsigned flags = 0; flags <= CUTTER_ALL; flags++) {
        cg_ctx *ctx;
        ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
        uint32_t g;
        ck_assert_int_eq(cutter_grundy(ctx, &b, 2, 2, flags, &g), CG_OK);
        ck_assert_uint_eq(g, 5);
        sizes[flags] = cutter_memo_size(ctx);
        cg_ctx_free(ctx);
    }
    ck_assert_uint_lt(sizes[CUTTER_ALL], sizes[CUTTER_SPLIT | CUTTER_NORMALIZE]);
    ck_assert_uint_lt(sizes[CUTTER_SPLIT | CUTTER_NORMALIZE], sizes[CUTTER_NORMALIZE]);
    ck_assert_uint_lt(sizes[CUTTER_NORMALIZE | CUTTER_SYMMETRY], sizes[0]);
}
END_TEST

/* The word of a part (bit 8 r + c) from rows of a cutter_part, and back. */
static uint64_t word_of(const cutter_part *p)
{
    uint64_t x = 0;
    for (uint32_t r = 0; r < p->h; r++)
        x |= p->row[r] << (8 * r);
    return x;
}

START_TEST(small_images_match_the_general_ones)
{
    /* Reflections and the transpose of 8 x 8 words, cell by cell. */
    uint64_t state = 99;
    for (int round = 0; round < 2000; round++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        uint32_t h = 1 + (uint32_t)(state >> 61), w = 1 + (uint32_t)(state >> 58) % 8;
        uint64_t x = 0;
        for (uint32_t r = 0; r < h; r++)
            x |= ((state >> (8 * r)) & ((1u << w) - 1)) << (8 * r);
        uint64_t fr = cutter_small_flip_rows(x, h), fc = cutter_small_flip_cols(x, w),
                 t = cutter_small_transpose(x);
        for (uint32_t r = 0; r < 8; r++)
            for (uint32_t c = 0; c < 8; c++) {
                int bit = (int)(x >> (8 * r + c) & 1);
                ck_assert_int_eq((int)(t >> (8 * c + r) & 1), bit);
                if (r < h && c < w) {
                    ck_assert_int_eq((int)(fr >> (8 * (h - 1 - r) + c) & 1), bit);
                    ck_assert_int_eq((int)(fc >> (8 * r + (w - 1 - c)) & 1), bit);
                }
            }
        ck_assert_int_eq(__builtin_popcountll(fr), __builtin_popcountll(x));
        ck_assert_int_eq(__builtin_popcountll(fc), __builtin_popcountll(x));
    }
}
END_TEST

START_TEST(small_engine_agrees_with_the_general_one)
{
    /* Random boards up to 8 x 8 (half the cells, so the search stays small),
     * cutters 1..4 and one wider than the board: the 64-bit engine against the
     * general search with every reduction, each in a fresh context; plain
     * search too on boards of at most 14 cells. */
    uint64_t state = 4242;
    int rounds = getenv("CG_TEST_QUICK") ? 40 : 200;
    for (int round = 0; round < rounds; round++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        cutter_part b;
        b.h = 1 + (uint32_t)(state >> 61);
        b.w = 1 + (uint32_t)(state >> 58) % 8;
        uint32_t cr = 1 + (uint32_t)(state >> 50) % 5, cc = 1 + (uint32_t)(state >> 44) % 5;
        if (cr == 5)
            cr = 70;   /* larger than any board: clamped */
        uint32_t budget = b.h * b.w <= 14 ? 14 : 22;   /* cookies at most */
        uint32_t cookies = 0;
        for (uint32_t r = 0; r < b.h; r++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            uint64_t row = (state >> 20) & (state >> 40) & ((UINT64_C(1) << b.w) - 1);
            while (cookies + (uint32_t)__builtin_popcountll(row) > budget)
                row &= row - 1;
            cookies += (uint32_t)__builtin_popcountll(row);
            b.row[r] = row;
        }
        cg_ctx *ctx;
        ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
        uint32_t want = 999, g = 998;
        ck_assert_int_eq(cutter_grundy(ctx, &b, cr, cc, CUTTER_ALL, &want), CG_OK);
        if (b.h * b.w <= 14) {
            uint32_t plain = 997;
            ck_assert_int_eq(cutter_grundy(ctx, &b, cr, cc, 0, &plain), CG_OK);
            ck_assert_uint_eq(plain, want);
        }
        cutter_table t;
        memset(&t, 0, sizeof t);
        ck_assert_int_eq(cutter_small_grundy(ctx, &t, word_of(&b), cr, cc, NULL, &g), CG_OK);
        ck_assert_msg(g == want, "round %d, %ux%u under %ux%u: %u, general search %u", round,
                      b.h, b.w, cr, cc, g, want);
        cutter_table_destroy(&t);
        cg_ctx_free(ctx);
    }
}
END_TEST

START_TEST(small_table_within_a_small_budget)
{
    /* A budget that holds the table of small parts (1 MB), the search's
     * scratch (0.6 MB) and the first table (512 kB) but not its doubling (512
     * kB more): values replace one another and the answers stay those of an
     * unbounded table. (5 x 6 under 3 x 3 stores about 72 000 parts, a little
     * more than the first table's 65 536 slots; far more, and the search would
     * mostly repeat itself.) */
    cg_ctx *ctx, *free_ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_new(&free_ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, UINT64_C(2500000)), CG_OK);
    cutter_table t, u;
    memset(&t, 0, sizeof t);
    memset(&u, 0, sizeof u);
    uint64_t board = 0;
    for (uint32_t r = 0; r < 5; r++)
        board |= UINT64_C(0x3f) << (8 * r);   /* 5 x 6 */
    uint32_t g = 999, want = 998;
    cgu_ctx_begin(ctx);
    ck_assert_int_eq(cutter_small_grundy(ctx, &t, board, 3, 3, NULL, &g), CG_OK);
    cgu_ctx_begin(free_ctx);
    ck_assert_int_eq(cutter_small_grundy(free_ctx, &u, board, 3, 3, NULL, &want), CG_OK);
    ck_assert_uint_eq(g, want);
    ck_assert_uint_eq(want, 2);
    ck_assert_uint_eq(t.capacity, (size_t)1 << 16);   /* never doubled */
    ck_assert_uint_gt(t.evicted, 0);
    ck_assert_uint_gt(u.capacity, t.capacity);
    cutter_table_destroy(&t);
    cutter_table_destroy(&u);
    cg_ctx_free(ctx);
    cg_ctx_free(free_ctx);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cutter-internal");
    TCase *tc = tcase_create("reductions");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, reductions_agree_with_plain_search);
    tcase_add_test(tc, reductions_shrink_the_memo);
    tcase_add_test(tc, small_images_match_the_general_ones);
    tcase_add_test(tc, small_engine_agrees_with_the_general_one);
    tcase_add_test(tc, small_table_within_a_small_budget);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
