/*
 * The impartial suite: Nim and Marienbad (misère Nim) against the naive
 * oracle (tests/oracle/impartial-oracle.c), which plays every position from
 * the definition: every tuple of at most 5 heaps of at most 7, both plays,
 * outcomes and the exact set of winning moves; then 64-bit heaps, where the
 * moves are checked against the outcomes, and bad arguments.
 */
#include <stdint.h>
#include <stdlib.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "impartial-oracle.h"
#include "xorshift.h"

static const cg_play plays[2] = { CG_PLAY_NORMAL, CG_PLAY_MISERE };

/* Every tuple of n heaps of at most ORACLE_NIM_MAX_SIZE, as a counter. */
static int next_tuple(uint64_t *h, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (++h[i] <= ORACLE_NIM_MAX_SIZE)
            return 1;
        h[i] = 0;
    }
    return 0;
}

START_TEST(every_small_position_matches_the_oracle)
{
    size_t positions = 0;
    for (size_t n = 0; n <= ORACLE_NIM_MAX_HEAPS; n++) {
        uint64_t h[ORACLE_NIM_MAX_HEAPS] = { 0 };
        do {
            for (int m = 0; m < 2; m++) {
                int first_wins = oracle_nim_first_wins(h, n, m);
                ck_assert_int_ge(first_wins, 0);
                cg_outcome o;
                ck_assert_int_eq(cg_nim_outcome(h, n, plays[m], &o), CG_OK);
                ck_assert_int_eq(o, first_wins ? CG_OUTCOME_N : CG_OUTCOME_P);
                cg_nim_move moves[ORACLE_NIM_MAX_HEAPS];
                size_t count = 99;
                ck_assert_int_eq(cg_nim_winning_moves(h, n, plays[m], moves, n, &count), CG_OK);
                /* Exactly the oracle's winning moves, in heap order. */
                size_t k = 0;
                for (size_t i = 0; i < n; i++) {
                    for (uint64_t t = 0; t < h[i]; t++) {
                        uint64_t after[ORACLE_NIM_MAX_HEAPS];
                        for (size_t j = 0; j < n; j++)
                            after[j] = j == i ? t : h[j];
                        if (oracle_nim_first_wins(after, n, m) == 0) {
                            ck_assert_uint_lt(k, count);
                            ck_assert_uint_eq(moves[k].heap, i);
                            ck_assert_uint_eq(moves[k].size, t);
                            k++;
                        }
                    }
                }
                ck_assert_uint_eq(k, count);
                /* No winning move: a P-position, or, under misère play, no
                 * cookie left (the player to move has already won). */
                int empty = 1;
                for (size_t i = 0; i < n; i++)
                    empty &= h[i] == 0;
                ck_assert_int_eq(count == 0, !first_wins || (m == 1 && empty));
            }
            positions++;
        } while (next_tuple(h, n));
    }
    ck_assert_uint_gt(positions, 37000);
}
END_TEST

START_TEST(known_values)
{
    const uint64_t h[3] = { 3, 4, 5 };
    uint64_t s;
    ck_assert_int_eq(cg_nim_sum(h, 3, &s), CG_OK);
    ck_assert_uint_eq(s, 2);
    ck_assert_int_eq(cg_nim_sum(NULL, 0, &s), CG_OK);
    ck_assert_uint_eq(s, 0);
    cg_nim_move m[3];
    size_t count;
    ck_assert_int_eq(cg_nim_winning_moves(h, 3, CG_PLAY_NORMAL, m, 3, &count), CG_OK);
    ck_assert_uint_eq(count, 1);   /* 3 4 5: take 2 from the first heap */
    ck_assert_uint_eq(m[0].heap, 0);
    ck_assert_uint_eq(m[0].size, 1);
    /* Marienbad differs from Nim only where the heaps are 0 or 1. */
    const uint64_t ones[3] = { 1, 1, 1 };
    cg_outcome o;
    ck_assert_int_eq(cg_nim_outcome(ones, 3, CG_PLAY_NORMAL, &o), CG_OK);
    ck_assert_int_eq(o, CG_OUTCOME_N);
    ck_assert_int_eq(cg_nim_outcome(ones, 3, CG_PLAY_MISERE, &o), CG_OK);
    ck_assert_int_eq(o, CG_OUTCOME_P);
    ck_assert_int_eq(cg_nim_outcome(NULL, 0, CG_PLAY_MISERE, &o), CG_OK);
    ck_assert_int_eq(o, CG_OUTCOME_N);   /* no cookie left: the player to move has won */
    /* [BK]: the start of Marienbad and the P-positions Cookie Monster "has
     * trouble remembering", in both plays. */
    const uint64_t published[7][4] = { { 1, 3, 5, 7 }, { 2, 5, 7 }, { 3, 4, 7 }, { 3, 5, 6 },
                                       { 1, 2, 4, 7 }, { 1, 2, 5, 6 }, { 1, 3, 4, 6 } };
    for (int i = 0; i < 7; i++) {
        size_t n = published[i][3] == 0 ? 3 : 4;
        for (int play = 0; play < 2; play++) {
            ck_assert_int_eq(cg_nim_outcome(published[i], n, plays[play], &o), CG_OK);
            ck_assert_int_eq(o, CG_OUTCOME_P);
        }
    }
}
END_TEST

START_TEST(large_heaps_move_to_p_positions)
{
    uint64_t state = 88172645463325252u;
    for (int trial = 0; trial < 20000; trial++) {
        uint64_t h[8];
        size_t n = xorshift64(&state) % 9;
        for (size_t i = 0; i < n; i++) {
            uint64_t r = xorshift64(&state);
            h[i] = trial % 3 == 0 ? r % 3 : r >> (xorshift64(&state) % 64);   /* small heaps too */
        }
        for (int m = 0; m < 2; m++) {
            cg_outcome o;
            ck_assert_int_eq(cg_nim_outcome(h, n, plays[m], &o), CG_OK);
            cg_nim_move moves[8];
            size_t count;
            ck_assert_int_eq(cg_nim_winning_moves(h, n, plays[m], moves, 8, &count), CG_OK);
            int empty = 1;
            for (size_t i = 0; i < n; i++)
                empty &= h[i] == 0;
            ck_assert_int_eq(count == 0, o == CG_OUTCOME_P || (m == 1 && empty));
            for (size_t k = 0; k < count; k++) {
                uint64_t after[8];
                for (size_t j = 0; j < n; j++)
                    after[j] = h[j];
                ck_assert_uint_lt(moves[k].size, h[moves[k].heap]);
                after[moves[k].heap] = moves[k].size;
                cg_outcome next;
                ck_assert_int_eq(cg_nim_outcome(after, n, plays[m], &next), CG_OK);
                ck_assert_int_eq(next, CG_OUTCOME_P);
                ck_assert(k == 0 || moves[k].heap > moves[k - 1].heap);
            }
        }
    }
}
END_TEST

START_TEST(bad_arguments)
{
    const uint64_t h[3] = { 1, 2, 4 };
    uint64_t s;
    cg_outcome o;
    cg_nim_move m[1];
    size_t count = 0;
    ck_assert_int_eq(cg_nim_sum(h, 3, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_nim_sum(NULL, 1, &s), CG_EINVAL);
    ck_assert_int_eq(cg_nim_outcome(h, 3, CG_PLAY_NORMAL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_nim_outcome(NULL, 2, CG_PLAY_NORMAL, &o), CG_EINVAL);
    ck_assert_int_eq(cg_nim_outcome(h, 3, (cg_play)7, &o), CG_EINVAL);
    ck_assert_int_eq(cg_nim_winning_moves(h, 3, CG_PLAY_NORMAL, NULL, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_nim_winning_moves(h, 3, CG_PLAY_NORMAL, m, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_nim_winning_moves(h, 3, (cg_play)-1, m, 1, &count), CG_EINVAL);
    /* 1 2 4: three winning moves (one per heap), room for none, then one. */
    ck_assert_int_eq(cg_nim_winning_moves(h, 3, CG_PLAY_NORMAL, NULL, 0, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 1);
    const uint64_t h2[3] = { 3, 5, 6 };   /* nim-sum 0 */
    ck_assert_int_eq(cg_nim_winning_moves(h2, 3, CG_PLAY_NORMAL, NULL, 0, &count), CG_OK);
    ck_assert_uint_eq(count, 0);
    const uint64_t h3[3] = { 7, 5, 6 };   /* nim-sum 4: from 7, 5 and 6 */
    ck_assert_int_eq(cg_nim_winning_moves(h3, 3, CG_PLAY_NORMAL, m, 1, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 3);
    ck_assert_uint_eq(m[0].heap, 0);
    ck_assert_uint_eq(m[0].size, 3);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("impartial");
    TCase *tc = tcase_create("nim");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, every_small_position_matches_the_oracle);
    tcase_add_test(tc, known_values);
    tcase_add_test(tc, large_heaps_move_to_p_positions);
    tcase_add_test(tc, bad_arguments);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
