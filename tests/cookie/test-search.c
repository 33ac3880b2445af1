/* The memoised search: every value of every small raw position against the
 * oracle, the context's node limit, and failure paths. */
#include <string.h>

#include "cookie-oracle.h"
#include "cookie-tests.h"
#include "fast-check.h"
#include "fault-alloc.h"

START_TEST(every_small_raw_position_against_the_oracle)
{
    /* Every position with at most 7 heaps of size at most 8, raw (zeros,
     * repeats, heaps beyond the size): outcome, Grundy value, remoteness,
     * suspense, winning moves, interval and move. The library searches reduced
     * forms and the oracle raw positions, so this also proves that reduction
     * keeps all these values. */
    cookie_oracle_reset();
    cg_ctx *ctx = new_ctx();
    long positions = 0, non_interval = 0;
    for (size_t n = 0; n <= 7; n++) {
        uint32_t a[7] = { 0 };
        do {
            cg_position *p = pos_make(a, n);
            cookie_oracle_values ov;
            FAST_CHECK(cookie_oracle_eval(a, n, &ov) == 0, "oracle");
            uint32_t g = 99, r = 99, s = 99;
            cg_outcome o = CG_OUTCOME_L;
            FAST_CHECK(cg_position_grundy(ctx, p, &g) == CG_OK, "grundy");
            FAST_CHECK(cg_position_remoteness(ctx, p, &r) == CG_OK, "remoteness");
            FAST_CHECK(cg_position_suspense(ctx, p, &s) == CG_OK, "suspense");
            FAST_CHECK(cg_position_outcome(ctx, p, &o) == CG_OK, "outcome");
            FAST_CHECK(g == ov.grundy, "%s: grundy %u, oracle %u", pos_text(p), g, ov.grundy);
            FAST_CHECK(r == ov.remoteness, "%s: remoteness %u, oracle %u", pos_text(p), r, ov.remoteness);
            FAST_CHECK(s == ov.suspense, "%s: suspense %u, oracle %u", pos_text(p), s, ov.suspense);
            FAST_CHECK(o == (ov.grundy ? CG_OUTCOME_N : CG_OUTCOME_P), "%s: outcome", pos_text(p));

            uint8_t want[7], got[7];
            FAST_CHECK(cookie_oracle_winning(a, n, want) == 0, "oracle");
            FAST_CHECK(cg_position_winning_moves(ctx, p, got, n) == CG_OK, "winning_moves");
            FAST_CHECK(n == 0 || memcmp(want, got, n) == 0, "%s: winning moves", pos_text(p));

            size_t first = 0, last = 0, k = 0;
            int rc_i = cg_position_winning_interval(ctx, p, &first, &last);
            int rc_m = cg_position_winning_move(ctx, p, &k);
            if (ov.grundy == 0) {
                FAST_CHECK(rc_i == CG_EDOMAIN && rc_m == CG_EDOMAIN, "%s: P-position", pos_text(p));
            } else {
                FAST_CHECK(rc_m == CG_OK && want[k], "%s: winning move", pos_text(p));
                size_t f = 0;
                while (!want[f])
                    f++;
                size_t l = f;
                while (l + 1 < n && want[l + 1])
                    l++;
                int one_run = 1;
                for (size_t i = l + 1; i < n; i++)
                    one_run &= !want[i];
                if (one_run) {
                    FAST_CHECK(rc_i == CG_OK && first == f && last == l, "%s: interval", pos_text(p));
                } else {
                    FAST_CHECK(rc_i == CG_EDOMAIN, "%s: no interval", pos_text(p));
                    /* the Winning Interval Theorem */
                    FAST_CHECK(!cg_position_is_strict(p), "%s: strict without interval", pos_text(p));
                    non_interval++;
                }
            }
            cg_position_free(p);
            positions++;
        } while (next_multiset(a, n, 8));
    }
    ck_assert_int_eq(positions, 11440);   /* C(16, 7) multisets */
    ck_assert_int_gt(non_interval, 0);    /* such non-strict positions exist */
    cg_ctx_free(ctx);
    cookie_oracle_reset();
}
END_TEST

START_TEST(the_propp_example_without_a_winning_interval)
{
    /* Propp [Propp] says the winning components of 1 2 2 3 6 6 are the 2's and the
     * 6's; only the 6's win (checked against the oracle), so it does have a
     * winning interval. */
    cg_ctx *ctx = new_ctx();
    cg_position *p = pos_parse("1 2 2 3 6 6");
    uint32_t a[6];
    pos_heaps(p, a);
    uint8_t want[6], got[6];
    ck_assert_int_eq(cookie_oracle_winning(a, 6, want), 0);
    ck_assert_int_eq(cg_position_winning_moves(ctx, p, got, 6), CG_OK);
    ck_assert(memcmp(want, got, 6) == 0);
    const uint8_t sixes[6] = { 0, 0, 0, 0, 1, 1 };
    ck_assert(memcmp(got, sixes, 6) == 0);
    size_t first, last;
    ck_assert_int_eq(cg_position_winning_interval(ctx, p, &first, &last), CG_OK);
    ck_assert_uint_eq(first, 4);
    ck_assert_uint_eq(last, 5);
    cg_position_free(p);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(searches_need_a_context)
{
    cg_position *p = pos_parse("2 2 4 4");   /* not strict */
    uint32_t v = 99;
    cg_outcome o = CG_OUTCOME_L;
    size_t k = 99, f = 99, l = 99;
    uint8_t w[4] = { 9, 9, 9, 9 };
    ck_assert_int_eq(cg_position_grundy(NULL, p, &v), CG_EINVAL);
    ck_assert_int_eq(cg_position_remoteness(NULL, p, &v), CG_EINVAL);
    ck_assert_int_eq(cg_position_suspense(NULL, p, &v), CG_EINVAL);
    ck_assert_int_eq(cg_position_outcome(NULL, p, &o), CG_EINVAL);
    ck_assert_int_eq(cg_position_winning_move(NULL, p, &k), CG_EINVAL);
    ck_assert_int_eq(cg_position_winning_interval(NULL, p, &f, &l), CG_EINVAL);
    ck_assert_int_eq(cg_position_winning_moves(NULL, p, w, 4), CG_EINVAL);
    ck_assert_uint_eq(v, 99);
    ck_assert_int_eq(o, CG_OUTCOME_L);
    ck_assert(k == 99 && f == 99 && l == 99 && w[0] == 9);

    cg_ctx *ctx = new_ctx();
    ck_assert_int_eq(cg_position_winning_moves(ctx, p, w, 3), CG_EINVAL);
    ck_assert_int_eq(cg_position_winning_moves(ctx, p, NULL, 4), CG_EINVAL);
    ck_assert_int_eq(cg_position_winning_moves(ctx, NULL, w, 4), CG_EINVAL);
    ck_assert_int_eq(cg_position_grundy(ctx, NULL, &v), CG_EINVAL);
    ck_assert_int_eq(cg_position_grundy(ctx, p, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_position_outcome(ctx, p, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_position_winning_interval(ctx, p, NULL, &l), CG_EINVAL);
    ck_assert_int_eq(cg_position_winning_move(ctx, p, NULL), CG_EINVAL);
    /* (2,2,4,4) is a P-position that the loser can make last 4 moves
     * (remoteness) or that ends after 2 if he hurries (suspense): remoteness
     * and suspense differ, so it has no strategic duration (brute force). */
    ck_assert_int_eq(cg_position_remoteness(ctx, p, &v), CG_OK);
    ck_assert_uint_eq(v, 4);
    ck_assert_int_eq(cg_position_suspense(ctx, p, &v), CG_OK);
    ck_assert_uint_eq(v, 2);
    cg_ctx_free(ctx);
    cg_position_free(p);

    cg_position *e = pos_parse("0 0");
    ck_assert_int_eq(cg_position_winning_moves(NULL, e, w, 2), CG_OK);
    ck_assert(w[0] == 0 && w[1] == 0);
    cg_position_free(e);
    e = pos_parse("");
    ck_assert_int_eq(cg_position_winning_moves(NULL, e, NULL, 0), CG_OK);
    cg_position_free(e);
}
END_TEST

START_TEST(node_limit_turns_big_searches_into_elimit)
{
    cg_ctx *ctx = new_ctx();
    /* A non-strict 24-heap position has far more than 100 reduced positions below it. */
    cg_position *p = pos_parse("1 2 2 4 5 6 6 8 9 10 10 12 13 14 14 16 17 18 18 20 21 22 22 24");
    ck_assert(!cg_position_is_strict(p));
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 100), CG_OK);
    uint32_t g = 99;
    ck_assert_int_eq(cg_position_grundy(ctx, p, &g), CG_ELIMIT);
    ck_assert_uint_eq(g, 99);
    cg_outcome o;
    ck_assert_int_eq(cg_position_outcome(ctx, p, &o), CG_ELIMIT);
    size_t k;
    ck_assert_int_eq(cg_position_winning_move(ctx, p, &k), CG_ELIMIT);
    cg_position_free(p);

    /* A small search fits the limit, and with the limit lifted a larger one
     * completes; its answer agrees with a fresh unlimited context. */
    p = pos_parse("1 2 2 4 5 6 6 8 9 10 10 12");
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_position_grundy(ctx, p, &g), CG_OK);
    cg_ctx *fresh = new_ctx();
    uint32_t g2;
    ck_assert_int_eq(cg_position_grundy(fresh, p, &g2), CG_OK);
    ck_assert_uint_eq(g, g2);
    ck_assert_int_eq(cg_ctx_clear(fresh), CG_OK);
    ck_assert_int_eq(cg_position_grundy(fresh, p, &g2), CG_OK);
    ck_assert_uint_eq(g, g2);
    /* Memoised: asking again costs no new node even under a tiny limit. */
    ck_assert_int_eq(cg_ctx_set_node_limit(fresh, 1), CG_OK);
    ck_assert_int_eq(cg_position_grundy(fresh, p, &g2), CG_OK);
    cg_ctx_free(fresh);
    cg_position_free(p);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(positions_beyond_one_memo_word)
{
    /* Reduced forms of more than 31 heaps take the multiword memo: 17 heaps
     * of 17 and 17 of 34 (reduced, not strict, few positions below it); its
     * Grundy value must be the mex of its options' values. */
    cg_ctx *ctx = new_ctx();
    uint32_t a[34];
    for (uint32_t i = 0; i < 34; i++)
        a[i] = i < 17 ? 17 : 34;
    cg_position *p = pos_make(a, 34);
    ck_assert(cg_position_is_reduced(p));
    ck_assert(!cg_position_is_strict(p));
    uint32_t g;
    ck_assert_int_eq(cg_position_grundy(ctx, p, &g), CG_OK);
    int seen[40] = { 0 };
    for (size_t k = 0; k < 34; k++) {
        cg_position *o = NULL;
        uint32_t og;
        ck_assert_int_eq(cg_position_option(p, k, &o), CG_OK);
        ck_assert_int_eq(cg_position_grundy(ctx, o, &og), CG_OK);
        seen[og] = 1;
        cg_position_free(o);
    }
    uint32_t mex = 0;
    while (seen[mex])
        mex++;
    ck_assert_uint_eq(g, mex);
    /* n heaps of size n: every move is the same, so the value alternates. */
    for (uint32_t i = 0; i < 34; i++)
        a[i] = 40;
    cg_position *q = pos_make(a, 34);
    ck_assert_int_eq(cg_position_grundy(ctx, q, &g), CG_OK);
    ck_assert_uint_eq(g, 0);
    cg_position_free(q);
    q = pos_make(a, 33);
    ck_assert_int_eq(cg_position_grundy(ctx, q, &g), CG_OK);
    ck_assert_uint_eq(g, 1);
    cg_position_free(q);
    cg_position_free(p);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(searches_beyond_the_size_bound_are_refused)
{
    /* Reduced forms above CG_POSITION_SEARCH_MAX_HEAPS are not searched (the
     * line of play alone would take O(m^2) memory); strict ones are still
     * answered by the theory, except for their Grundy value. */
    enum { N = CG_POSITION_SEARCH_MAX_HEAPS + 1 };
    static uint32_t a[N];
    for (uint32_t i = 0; i < N; i++)
        a[i] = i + 1;
    cg_ctx *ctx = new_ctx();
    cg_position *strict = pos_make(a, N);
    a[0] = 2;   /* 2 2 3 4 ...: reduced, not strict */
    cg_position *loose = pos_make(a, N);
    ck_assert(cg_position_is_reduced(loose) && !cg_position_is_strict(loose));
    uint32_t v = 7;
    cg_outcome o;
    size_t k;
    ck_assert_int_eq(cg_position_grundy(ctx, strict, &v), CG_ERANGE);
    ck_assert_int_eq(cg_position_grundy(ctx, loose, &v), CG_ERANGE);
    ck_assert_int_eq(cg_position_outcome(ctx, loose, &o), CG_ERANGE);
    ck_assert_int_eq(cg_position_remoteness(ctx, loose, &v), CG_ERANGE);
    ck_assert_int_eq(cg_position_winning_move(ctx, loose, &k), CG_ERANGE);
    ck_assert_uint_eq(v, 7);
    ck_assert_int_eq(cg_position_outcome(ctx, strict, &o), CG_OK);
    ck_assert_int_eq(cg_position_remoteness(ctx, strict, &v), CG_OK);
    ck_assert_uint_eq(v, (2 * N - 1 + 2) / 3);
    cg_position_free(strict);
    cg_position_free(loose);
    cg_ctx_free(ctx);
}
END_TEST

static int search_op(void *arg)
{
    (void)arg;
    cg_ctx *ctx = NULL;
    cg_position *p = NULL;
    int rc = cg_ctx_new(&ctx);
    if (rc == CG_OK)
        rc = cg_position_parse("1 2 2 3 5 5 6 8 8", &p);
    uint32_t g;
    uint8_t w[9];
    size_t first, last;
    if (rc == CG_OK)
        rc = cg_position_grundy(ctx, p, &g);
    if (rc == CG_OK)
        rc = cg_position_winning_moves(ctx, p, w, 9);
    if (rc == CG_OK) {
        rc = cg_position_winning_interval(ctx, p, &first, &last);
        if (rc == CG_EDOMAIN)
            rc = CG_OK;
    }
    cg_position_free(p);
    cg_ctx_free(ctx);
    return rc;
}

static int strict_op(void *arg)
{
    (void)arg;
    cg_position *p = NULL;
    int rc = cg_position_parse("1 2 3 4 5 6 7 9 10 12 12 12 12", &p);
    uint8_t w[13];
    size_t first, last;
    if (rc == CG_OK)
        rc = cg_position_winning_moves(NULL, p, w, 13);
    if (rc == CG_OK)
        rc = cg_position_winning_interval(NULL, p, &first, &last);
    cg_position_free(p);
    return rc;
}

START_TEST(allocation_failures_leak_nothing)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(search_op, NULL, NULL), 5);
    ck_assert_int_gt(fault_sweep(strict_op, NULL, NULL), 2);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
}
END_TEST

TCase *search_tcase(void)
{
    TCase *tc = tcase_create("search");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_small_raw_position_against_the_oracle);
    tcase_add_test(tc, the_propp_example_without_a_winning_interval);
    tcase_add_test(tc, searches_need_a_context);
    tcase_add_test(tc, node_limit_turns_big_searches_into_elimit);
    tcase_add_test(tc, positions_beyond_one_memo_word);
    tcase_add_test(tc, searches_beyond_the_size_bound_are_refused);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    return tc;
}
