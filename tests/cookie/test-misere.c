/* Misère play of the spoiled-cookie game: every value of every small raw
 * position against the naive oracle, the recursive definitions on positions
 * beyond one memo word, and proof that the normal-play theory is not used. */
#include <string.h>

#include "cookie-oracle.h"
#include "cookie-tests.h"
#include "fast-check.h"

START_TEST(every_small_raw_position_against_the_oracle)
{
    /* Every position with at most 8 heaps of size at most 9, raw (zeros,
     * repeats, heaps beyond the size). The library searches reduced forms and
     * the oracle plays raw positions from the definition of misère play, so
     * this also proves that reduction keeps the misère values there. One
     * context serves normal and misère questions, in mixed order. */
    cookie_oracle_reset();
    cg_ctx *ctx = new_ctx();
    long positions = 0, flipped = 0;
    for (size_t n = 0; n <= 8; n++) {
        uint32_t a[8] = { 0 };
        do {
            cg_position *p = pos_make(a, n);
            cookie_oracle_values ov;
            FAST_CHECK(cookie_oracle_eval(a, n, &ov) == 0, "oracle");
            uint32_t r = 99, s = 99;
            cg_outcome o = CG_OUTCOME_L, normal = CG_OUTCOME_L;
            FAST_CHECK(cg_position_misere_remoteness(ctx, p, &r) == CG_OK, "remoteness");
            FAST_CHECK(cg_position_misere_outcome(ctx, p, &o) == CG_OK, "outcome");
            FAST_CHECK(cg_position_misere_suspense(ctx, p, &s) == CG_OK, "suspense");
            FAST_CHECK(o == (ov.misere_win ? CG_OUTCOME_N : CG_OUTCOME_P), "%s: misère outcome",
                       pos_text(p));
            FAST_CHECK(r == ov.misere_remoteness, "%s: misère remoteness %u, oracle %u",
                       pos_text(p), r, ov.misere_remoteness);
            FAST_CHECK(s == ov.misere_suspense, "%s: misère suspense %u, oracle %u", pos_text(p),
                       s, ov.misere_suspense);

            uint8_t want[8], got[8];
            FAST_CHECK(cookie_oracle_misere_winning(a, n, want) == 0, "oracle");
            memset(got, 7, sizeof got);
            FAST_CHECK(cg_position_misere_winning_moves(ctx, p, got, n) == CG_OK, "winning_moves");
            FAST_CHECK(n == 0 || memcmp(want, got, n) == 0, "%s: misère winning moves", pos_text(p));
            int any = 0;
            for (size_t k = 0; k < n; k++)
                any |= want[k];
            FAST_CHECK(any == ov.misere_win || (n > 0 && a[n - 1] == 0) || n == 0,
                       "%s: an N-position with no winning move", pos_text(p));

            FAST_CHECK(cg_position_outcome(ctx, p, &normal) == CG_OK, "normal outcome");
            flipped += normal != o;
            cg_position_free(p);
            positions++;
        } while (next_multiset(a, n, 9));
    }
    ck_assert_int_eq(positions, 43758);   /* C(18, 8) multisets of at most 8 heaps */
    ck_assert_int_gt(flipped, 0);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(the_end_and_the_smallest_positions)
{
    /* With no edible cookie the player to move has won; with one cookie the
     * player to move must eat it and loses. */
    cg_ctx *ctx = new_ctx();
    const char *texts[] = { "()", "0 0 0", "1", "5 0", "1 1", "2 2" };
    const cg_outcome want[] = { CG_OUTCOME_N, CG_OUTCOME_N, CG_OUTCOME_P,
                                CG_OUTCOME_P, CG_OUTCOME_P, CG_OUTCOME_N };
    const uint32_t want_r[] = { 0, 0, 1, 1, 1, 2 };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        cg_position *p = pos_parse(texts[i]);
        cg_outcome o;
        uint32_t r;
        ck_assert_int_eq(cg_position_misere_outcome(ctx, p, &o), CG_OK);
        ck_assert_int_eq(cg_position_misere_remoteness(ctx, p, &r), CG_OK);
        ck_assert_msg(o == want[i] && r == want_r[i], "%s", texts[i]);
        cg_position_free(p);
    }
    cg_ctx_free(ctx);
}
END_TEST

/* The misère remoteness and suspense of p must follow from its options' by the
 * recursive definitions (checked through the public API only). */
static void check_recursion(cg_ctx *ctx, const cg_position *p)
{
    uint32_t r, s;
    ck_assert_int_eq(cg_position_misere_remoteness(ctx, p, &r), CG_OK);
    ck_assert_int_eq(cg_position_misere_suspense(ctx, p, &s), CG_OK);
    size_t n = cg_position_size(p);
    int has_p = 0, moves = 0;
    uint32_t min_p_r = UINT32_MAX, max_r = 0, max_p_s = 0, min_s = UINT32_MAX;
    for (size_t k = 0; k < n; k++) {
        if (cg_position_heap(p, k) == 0)
            continue;
        cg_position *o = NULL;
        cg_outcome oo;
        uint32_t or_, os;
        ck_assert_int_eq(cg_position_option(p, k, &o), CG_OK);
        ck_assert_int_eq(cg_position_misere_outcome(ctx, o, &oo), CG_OK);
        ck_assert_int_eq(cg_position_misere_remoteness(ctx, o, &or_), CG_OK);
        ck_assert_int_eq(cg_position_misere_suspense(ctx, o, &os), CG_OK);
        moves++;
        if (oo == CG_OUTCOME_P) {
            has_p = 1;
            min_p_r = or_ < min_p_r ? or_ : min_p_r;
            max_p_s = os > max_p_s ? os : max_p_s;
        }
        max_r = or_ > max_r ? or_ : max_r;
        min_s = os < min_s ? os : min_s;
        cg_position_free(o);
    }
    ck_assert_int_gt(moves, 0);
    ck_assert_uint_eq(r, 1 + (has_p ? min_p_r : max_r));
    ck_assert_uint_eq(s, 1 + (has_p ? max_p_s : min_s));
}

START_TEST(positions_beyond_one_memo_word)
{
    /* Reduced forms of more than 31 heaps take the multiword memo, which must
     * keep the misère values as the one-word memo does. */
    cg_ctx *ctx = new_ctx();
    uint32_t a[34];
    for (uint32_t i = 0; i < 34; i++)
        a[i] = i < 17 ? 17 : 34;
    cg_position *p = pos_make(a, 34);
    ck_assert(cg_position_is_reduced(p) && !cg_position_is_strict(p));
    check_recursion(ctx, p);
    cg_position_free(p);
    /* n heaps of size n: every move is the same; the last cookie loses, so
     * the player to move wins exactly when n is even. */
    for (uint32_t i = 0; i < 34; i++)
        a[i] = 40;
    for (size_t n = 32; n <= 34; n++) {
        cg_position *q = pos_make(a, n);
        cg_outcome o;
        uint32_t r;
        ck_assert_int_eq(cg_position_misere_outcome(ctx, q, &o), CG_OK);
        ck_assert_int_eq(cg_position_misere_remoteness(ctx, q, &r), CG_OK);
        ck_assert_int_eq(o, n % 2 == 0 ? CG_OUTCOME_N : CG_OUTCOME_P);
        ck_assert_uint_eq(r, n);
        cg_position_free(q);
    }
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(strict_positions_are_searched_not_read_from_the_dvalue)
{
    /* The D-value decides normal play of strict positions; under misère play
     * it does not. Find strict positions whose misère outcome differs from the
     * parity of D: were the theory used, these would come out wrong. */
    cookie_oracle_reset();
    cg_ctx *ctx = new_ctx();
    long strict = 0, differ = 0;
    for (uint32_t n = 1; n <= 12; n++) {
        for (uint64_t mask = 0; mask < (UINT64_C(1) << (n - 1)); mask++) {
            uint32_t a[12];
            size_t m = strict_from_mask(n, mask << 1, a);
            cg_position *p = pos_make(a, m);
            uint32_t d;
            cg_outcome o;
            ck_assert_int_eq(cg_position_dvalue(p, &d), CG_OK);
            ck_assert_int_eq(cg_position_misere_outcome(ctx, p, &o), CG_OK);
            strict++;
            differ += (o == CG_OUTCOME_N) != (d % 2 == 1);
            if (m <= COOKIE_ORACLE_MAX_HEAPS && n <= COOKIE_ORACLE_MAX_SIZE) {
                cookie_oracle_values ov;
                ck_assert_int_eq(cookie_oracle_eval(a, m, &ov), 0);
                ck_assert_msg(o == (ov.misere_win ? CG_OUTCOME_N : CG_OUTCOME_P), "%s",
                              pos_text(p));
            }
            cg_position_free(p);
        }
    }
    ck_assert_int_gt(strict, 4000);
    ck_assert_int_gt(differ, 0);
    cg_ctx_free(ctx);
}
END_TEST

TCase *misere_tcase(void)
{
    TCase *tc = tcase_create("misere");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_small_raw_position_against_the_oracle);
    tcase_add_test(tc, the_end_and_the_smallest_positions);
    tcase_add_test(tc, positions_beyond_one_memo_word);
    tcase_add_test(tc, strict_positions_are_searched_not_read_from_the_dvalue);
    return tc;
}
