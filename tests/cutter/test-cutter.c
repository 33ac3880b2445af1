/* The cutter suite: Cookie Cutter (cutter.h) through the public API, against the
 * naive bit-mask oracle, the plain octal recurrence and Ottaway's one-row claim
 * [Ottaway]. */
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "cutter-oracle.h"
#include "fast-check.h"
#include "fault-alloc.h"

/* Cells of a rows x cols board holding the cookies of subset s (bit i = cell i). */
static void pattern(uint32_t rows, uint32_t cols, uint32_t s, uint8_t *cells)
{
    for (uint32_t i = 0; i < rows * cols; i++)
        cells[i] = (uint8_t)(s >> i & 1u);
}

START_TEST(every_small_board_matches_the_oracle)
{
    uint32_t max_cells = quick() ? 8 : 12;
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint8_t full[16], cells[16];
    memset(full, 1, sizeof full);
    long boards = 0;
    for (uint32_t cr = 1; cr <= 3; cr++)
        for (uint32_t cc = 1; cc <= 3; cc++)
            for (uint32_t rows = 1; rows <= max_cells; rows++)
                for (uint32_t cols = 1; rows * cols <= max_cells; cols++) {
                    uint32_t n;
                    uint8_t *want = oracle_cutter_all(rows, cols, full, cr, cc, &n);
                    ck_assert(want != NULL && n == rows * cols);
                    for (uint32_t s = 0; s < (1u << n); s++) {
                        pattern(rows, cols, s, cells);
                        uint32_t g = 999;
                        FAST_CHECK(cg_cutter_grundy(ctx, rows, cols, cells, cr, cc, &g) == CG_OK,
                                   "grundy");
                        FAST_CHECK(g == want[s], "%ux%u board %x, cutter %ux%u: %u, oracle %u",
                                   rows, cols, s, cr, cc, g, want[s]);
                        boards++;
                    }
                    free(want);
                }
    ck_assert_int_gt(boards, 1000);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(misere_boards_match_the_oracle)
{
    /* Every board of at most 10 cells (12 in the full run) and cutters to
     * 3 x 3, misère play: the search never splits the board, and the oracle
     * plays subsets of cookies from the definition. One context for all, warm
     * with normal-play values too, which must not leak in. */
    uint32_t max_cells = quick() ? 8 : 12;
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint8_t full[16], cells[16];
    memset(full, 1, sizeof full);
    long boards = 0, differ = 0;
    for (uint32_t cr = 1; cr <= 3; cr++)
        for (uint32_t cc = 1; cc <= 3; cc++)
            for (uint32_t rows = 1; rows <= max_cells; rows++)
                for (uint32_t cols = 1; rows * cols <= max_cells; cols++) {
                    uint32_t n;
                    uint8_t *rem = NULL;
                    uint8_t *win = oracle_cutter_misere_all(rows, cols, full, cr, cc, &n, &rem);
                    ck_assert(win != NULL && n == rows * cols);
                    for (uint32_t s = 0; s < (1u << n); s++) {
                        pattern(rows, cols, s, cells);
                        cg_outcome o = CG_OUTCOME_L;
                        uint32_t g = 0;
                        FAST_CHECK(cg_cutter_grundy(ctx, rows, cols, cells, cr, cc, &g) == CG_OK,
                                   "grundy");
                        FAST_CHECK(cg_cutter_misere_outcome(ctx, rows, cols, cells, cr, cc, &o) == CG_OK,
                                   "misere outcome");
                        FAST_CHECK(o == (win[s] ? CG_OUTCOME_N : CG_OUTCOME_P),
                                   "%ux%u board %x, cutter %ux%u: misere %d, oracle %u", rows, cols,
                                   s, cr, cc, (int)o, win[s]);
                        uint32_t r = 999;
                        FAST_CHECK(cg_cutter_misere_remoteness(ctx, rows, cols, cells, cr, cc, &r) == CG_OK &&
                                       r == rem[s], "%ux%u board %x, cutter %ux%u: misere remoteness %u, "
                                       "oracle %u", rows, cols, s, cr, cc, r, rem[s]);
                        differ += (g != 0) != (win[s] != 0);
                        boards++;
                    }
                    free(rem);
                    free(win);
                }
    ck_assert_int_gt(boards, 1000);
    ck_assert_int_gt(differ, 0);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(full_boards_up_to_twenty_cells_match_the_oracle)
{
    /* Every full board of at most 20 cells (16 in the quick run) under every
     * cutter up to 3 x 3: the oracle's values of all its subsets, against the
     * search on the full board and on every 97th subset, in one context per
     * cutter (so the table is shared as in real use). */
    uint32_t max_cells = quick() ? 16 : 20;
    uint8_t cells[20];
    long boards = 0;
    for (uint32_t cr = 1; cr <= 3; cr++)
        for (uint32_t cc = 1; cc <= 3; cc++) {
            cg_ctx *ctx;
            ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
            for (uint32_t rows = 1; rows <= max_cells; rows++)
                for (uint32_t cols = 1; rows * cols <= max_cells; cols++) {
                    uint32_t n;
                    memset(cells, 1, sizeof cells);
                    uint8_t *want = oracle_cutter_all(rows, cols, cells, cr, cc, &n);
                    ck_assert(want != NULL && n == rows * cols);
                    uint32_t full = (1u << n) - 1;
                    for (uint32_t s = full;; s = s >= 97 ? s - 97 : 0) {
                        pattern(rows, cols, s, cells);
                        uint32_t g = 999;
                        FAST_CHECK(cg_cutter_grundy(ctx, rows, cols, cells, cr, cc, &g) == CG_OK,
                                   "grundy");
                        FAST_CHECK(g == want[s], "%ux%u board %x, cutter %ux%u: %u, oracle %u",
                                   rows, cols, s, cr, cc, g, want[s]);
                        boards++;
                        if (s == 0)
                            break;
                    }
                    free(want);
                }
            cg_ctx_free(ctx);
        }
    ck_assert_int_gt(boards, 10000);
}
END_TEST

START_TEST(random_boards_up_to_twenty_cells)
{
    uint64_t state = 2024;
    int rounds = quick() ? 4 : 25;
    for (int round = 0; round < rounds; round++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        uint32_t rows = 3 + (uint32_t)(state >> 60) % 4, cols = 3 + (uint32_t)(state >> 56) % 5;
        uint32_t cr = 1 + (uint32_t)(state >> 50) % 3, cc = 1 + (uint32_t)(state >> 44) % 3;
        uint8_t cells[64];
        uint32_t n = 0;
        for (uint32_t i = 0; i < rows * cols; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            cells[i] = n < 20 && (state >> 61) < 6;
            n += cells[i];
        }
        uint32_t got_n;
        uint8_t *want = oracle_cutter_all(rows, cols, cells, cr, cc, &got_n);
        ck_assert(want != NULL && got_n == n);
        cg_ctx *ctx;
        ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
        uint32_t g;
        ck_assert_int_eq(cg_cutter_grundy(ctx, rows, cols, cells, cr, cc, &g), CG_OK);
        ck_assert_msg(g == want[(1u << n) - 1], "round %d: %u, oracle %u", round, g,
                      want[(1u << n) - 1]);
        /* And a few sub-boards, in the same context. */
        for (int j = 0; j < 50; j++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            uint32_t s = (uint32_t)(state >> 40) & ((1u << n) - 1);
            uint8_t sub[64];
            uint32_t bit = 0;
            for (uint32_t i = 0; i < rows * cols; i++)
                sub[i] = cells[i] ? (uint8_t)(s >> bit++ & 1u) : 0;
            ck_assert_int_eq(cg_cutter_grundy(ctx, rows, cols, sub, cr, cc, &g), CG_OK);
            ck_assert_uint_eq(g, want[s]);
        }
        cg_ctx_free(ctx);
        free(want);
    }
}
END_TEST

START_TEST(images_and_oversized_cutters)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint64_t state = 7;
    for (int round = 0; round < 200; round++) {
        uint32_t rows = 2 + round % 4, cols = 2 + (round / 4) % 4;
        uint8_t a[36], t[36];
        for (uint32_t i = 0; i < rows * cols; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            a[i] = (state >> 62) != 0;
        }
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t c = 0; c < cols; c++)
                t[c * rows + r] = a[r * cols + c];
        uint32_t cr = 1 + round % 3, cc = 1 + (round / 3) % 3, g1, g2, g3;
        /* The transposed board under the transposed cutter is the same game. */
        ck_assert_int_eq(cg_cutter_grundy(ctx, rows, cols, a, cr, cc, &g1), CG_OK);
        ck_assert_int_eq(cg_cutter_grundy(ctx, cols, rows, t, cc, cr, &g2), CG_OK);
        ck_assert_uint_eq(g1, g2);
        /* A cutter larger than the board plays like one as large as the board. */
        ck_assert_int_eq(cg_cutter_grundy(ctx, rows, cols, a, rows + 5, cc, &g1), CG_OK);
        ck_assert_int_eq(cg_cutter_grundy(ctx, rows, cols, a, rows, cc, &g3), CG_OK);
        ck_assert_uint_eq(g1, g3);
    }
    uint32_t g;
    /* 1 x 1 cutter: Nim heaps of size 1, one per cookie: the parity. */
    ck_assert_int_eq(cg_cutter_grundy(ctx, 64, 64, NULL, 1, 1, &g), CG_OK);
    ck_assert_uint_eq(g, 0);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 63, 63, NULL, 1, 1, &g), CG_OK);
    ck_assert_uint_eq(g, 1);
    /* 1 x w cutter on a full board: the rows are independent one-row games. */
    uint32_t seq[64];
    ck_assert_int_eq(cg_cutter_row_sequence(ctx, 3, 64, seq), CG_OK);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 5, 64, NULL, 1, 3, &g), CG_OK);
    ck_assert_uint_eq(g, seq[63]);   /* five equal rows: XOR of an odd number */
    uint8_t empty[4] = { 0, 0, 0, 0 };
    ck_assert_int_eq(cg_cutter_grundy(ctx, 2, 2, empty, 1, 1, &g), CG_OK);
    ck_assert_uint_eq(g, 0);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(one_row_claim_of_ottaway)
{
    /* Odd cutter width i: a row of k cookies has value k mod (i + 1). */
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    static uint32_t seq[2000];
    for (uint32_t i = 1; i <= 9; i += 2) {
        ck_assert_int_eq(cg_cutter_row_sequence(ctx, i, 2000, seq), CG_OK);
        for (uint32_t k = 1; k <= 2000; k++)
            FAST_CHECK(seq[k - 1] == k % (i + 1), "width %u, k = %u: %u", i, k, seq[k - 1]);
    }
    /* It fails for every even width, first at k = 2i + 2 (the middle cut of a row
     * of 2i + 2 leaves two rows of i + 1 ... and the values part ways there). */
    for (uint32_t i = 2; i <= 10; i += 2) {
        ck_assert_int_eq(cg_cutter_row_sequence(ctx, i, 2000, seq), CG_OK);
        uint32_t first = 0;
        for (uint32_t k = 1; k <= 2000 && first == 0; k++)
            if (seq[k - 1] != k % (i + 1))
                first = k;
        ck_assert_msg(first == 2 * i + 2, "width %u: first failure at k = %u", i, first);
    }
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(row_sequences_match_the_recurrence_and_the_board)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint32_t kmax = quick() ? 600 : 3000;
    uint32_t *fast = malloc(kmax * sizeof *fast), *slow = malloc(kmax * sizeof *slow);
    ck_assert(fast != NULL && slow != NULL);
    for (uint32_t w = 1; w <= 12; w++) {
        ck_assert_int_eq(cg_cutter_row_sequence(ctx, w, kmax, fast), CG_OK);
        oracle_cutter_row(w, kmax, slow);
        for (uint32_t k = 0; k < kmax; k++)
            FAST_CHECK(fast[k] == slow[k], "width %u, k = %u: %u, recurrence %u", w, k + 1,
                       fast[k], slow[k]);
        /* Board search on one full row. */
        for (uint32_t k = 1; k <= 20; k++) {
            uint32_t g;
            ck_assert_int_eq(cg_cutter_grundy(ctx, 1, k, NULL, 1, w, &g), CG_OK);
            ck_assert_msg(g == fast[k - 1], "width %u, row of %u: board %u, sequence %u", w, k, g,
                          fast[k - 1]);
            /* A column of k under a w x 1 cutter is the same game. */
            ck_assert_int_eq(cg_cutter_grundy(ctx, k, 1, NULL, w, 1, &g), CG_OK);
            ck_assert_uint_eq(g, fast[k - 1]);
        }
    }
    /* A million values where the sequence is periodic (every odd width; widths 4
     * and 12 after a preperiod): the Guy-Smith check makes it quick, and the
     * result agrees with the plain recurrence at the start. Widths 2, 6, 8 and
     * 10 show no period up to 20000 (values keep growing), so their cost stays
     * quadratic and they are only checked to kmax above. */
    static const uint32_t periodic[] = { 1, 3, 4, 5, 7, 9, 11, 12 };
    uint32_t *big = malloc(1000000 * sizeof *big);
    ck_assert(big != NULL);
    for (size_t i = 0; i < sizeof periodic / sizeof periodic[0]; i++) {
        uint32_t w = periodic[i];
        ck_assert_int_eq(cg_cutter_row_sequence(ctx, w, 1000000, big), CG_OK);
        oracle_cutter_row(w, kmax, slow);
        ck_assert(memcmp(big, slow, kmax * sizeof *big) == 0);
    }
    free(big);
    free(fast);
    free(slow);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(bad_arguments_and_limits)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint32_t g = 77, seq[4];
    ck_assert_int_eq(cg_cutter_grundy(NULL, 2, 2, NULL, 1, 1, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 2, 2, NULL, 1, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 0, 2, NULL, 1, 1, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 2, 65, NULL, 1, 1, &g), CG_ERANGE);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 2, 2, NULL, 0, 1, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 2, 2, NULL, 1, 0, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_row_sequence(NULL, 2, 4, seq), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_row_sequence(ctx, 0, 4, seq), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_row_sequence(ctx, 2, 4, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_row_sequence(ctx, 2, 0, NULL), CG_OK);
    /* A huge width makes every end-move scan long: the limit stops it at
     * once (it used to charge only the splitting moves and ran for seconds). */
    uint32_t *many = malloc(100000 * sizeof *many);
    ck_assert(many != NULL);
    many[0] = 77;
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000), CG_OK);
    ck_assert_int_eq(cg_cutter_row_sequence(ctx, UINT32_MAX, 100000, many), CG_ELIMIT);
    ck_assert_uint_eq(many[0], 77);
    free(many);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 10000), CG_OK);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 7, 7, NULL, 2, 2, &g), CG_ELIMIT);
    ck_assert_uint_eq(g, 77);
    /* After a stopped search the memo holds only finished values. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 4, 4, NULL, 2, 2, &g), CG_OK);
    ck_assert_uint_eq(g, 5);   /* checked against the oracle in the small-board test */
    ck_assert_int_eq(cg_ctx_clear(ctx), CG_OK);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 4, 4, NULL, 2, 2, &g), CG_OK);
    ck_assert_uint_eq(g, 5);
    cg_ctx_free(ctx);
}
END_TEST

static int everything(void *arg)
{
    (void)arg;
    cg_ctx *ctx = NULL;
    int rc = cg_ctx_new(&ctx);
    uint32_t g, seq[300];
    if (rc == CG_OK)
        rc = cg_cutter_grundy(ctx, 3, 4, NULL, 2, 2, &g);
    if (rc == CG_OK)
        rc = cg_cutter_row_sequence(ctx, 4, 300, seq);
    cg_ctx_free(ctx);
    return rc;
}

START_TEST(allocation_failures_leak_nothing)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(everything, NULL, NULL), 3);
    fault_alloc_uninstall();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cutter");
    TCase *tc = tcase_create("oracle");
    tcase_set_timeout(tc, 900);
    tcase_add_test(tc, every_small_board_matches_the_oracle);
    tcase_add_test(tc, full_boards_up_to_twenty_cells_match_the_oracle);
    tcase_add_test(tc, random_boards_up_to_twenty_cells);
    tcase_add_test(tc, misere_boards_match_the_oracle);
    tcase_add_test(tc, images_and_oversized_cutters);
    suite_add_tcase(s, tc);
    tc = tcase_create("rows");
    tcase_set_timeout(tc, 900);
    tcase_add_test(tc, one_row_claim_of_ottaway);
    tcase_add_test(tc, row_sequences_match_the_recurrence_and_the_board);
    suite_add_tcase(s, tc);
    tc = tcase_create("api");
    tcase_set_timeout(tc, 900);
    tcase_add_test(tc, bad_arguments_and_limits);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
