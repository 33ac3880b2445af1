/*
 * Internal checks of the cookie theory code that the public API hides behind
 * fallbacks: Propp and Ullman's three-case winning-move procedure must apply
 * to every strict N-position (the paper argues the cases are exhaustive) and
 * each case must give a winning move; D by Claim 5's shortcut must equal D by
 * full dominance.
 */
#include <check.h>
#include <stdlib.h>

#include "run-suite.h"
#include "cookie/hunt.h"
#include "cookie/position.h"
#include "cookie/strict.h"

static size_t strict_from_mask(uint32_t n, uint64_t mask, uint32_t *out)
{
    size_t m = 0;
    for (uint32_t v = 1; v < n; v++) {
        if (mask >> v & 1)
            out[m++] = v;
    }
    while (m < n)
        out[m++] = n;
    return m;
}

START_TEST(procedure_is_exhaustive_and_wins)
{
    long cases[4] = { 0 };
    for (uint32_t n = 1; n <= 18; n++) {
        for (uint64_t mask = 0; mask < 1ull << (n - 1); mask++) {
            uint32_t a[18], opt[18];
            size_t m = strict_from_mask(n, mask << 1, a);
            cookie_view v = { a, m, (uint32_t)m };
            uint32_t d = cookie_view_dvalue(&v);
            if (d % 2 == 0)
                continue;
            int which = 0;
            size_t k = cookie_view_procedure_move(&v, d, &which);
            ck_assert_msg(k >= 1 && k <= m, "n = %u mask %llx: no case applies", n,
                          (unsigned long long)mask);
            cases[which]++;
            size_t om = cookie_reduced_option(a, m, k - 1, opt);
            cookie_view ov = { opt, om, (uint32_t)om };
            ck_assert_msg(cookie_view_dvalue(&ov) == d - 1, "n = %u mask %llx case %d: move %zu loses",
                          n, (unsigned long long)mask, which, k);
        }
    }
    /* All three cases occur. */
    ck_assert_int_gt(cases[1], 0);
    ck_assert_int_gt(cases[2], 0);
    ck_assert_int_gt(cases[3], 0);
}
END_TEST

START_TEST(claim5_dvalue_equals_full_dominance)
{
    for (uint32_t n = 1; n <= 16; n++) {
        for (uint64_t mask = 0; mask < 1ull << (n - 1); mask++) {
            uint32_t a[16];
            size_t m = strict_from_mask(n, mask << 1, a);
            cookie_view v = { a, m, (uint32_t)m };
            uint32_t best = 0;
            for (uint32_t d = 0; d <= n; d++) {
                if (cookie_critical_exists(n, d) && cookie_view_dominates_critical(&v, d))
                    best = d;
            }
            ck_assert_uint_eq(cookie_view_dvalue(&v), best);
        }
    }
}
END_TEST

/* The hunt's share of memory per worker counts the list of candidates once:
 * off the caller's limit, or not at all from the room measured after the
 * list was made (the report: a list of 1.2 GB and 1.4 GB of room left each
 * worker 1 byte, the list taken off twice). */
START_TEST(hunt_share_counts_the_list_once)
{
    const uint64_t G = UINT64_C(1) << 30;
    ck_assert_uint_eq(cookie_hunt_worker_share(2 * G, 0, 12 * G / 10, 1), 2 * G - 12 * G / 10);
    ck_assert_uint_eq(cookie_hunt_worker_share(2 * G, 0, G, 2), G / 2);
    ck_assert_uint_eq(cookie_hunt_worker_share(0, 14 * G / 10, 12 * G / 10, 1), 14 * G / 10 / 4 * 3);
    ck_assert_uint_eq(cookie_hunt_worker_share(0, 4 * G, 3 * G, 4), 4 * G / 4 * 3 / 4);
    /* The list past the limit: 1 byte, so every search fails with the share's
     * message; no limit and no known room: nothing bounds the caches. */
    ck_assert_uint_eq(cookie_hunt_worker_share(G, 0, 2 * G, 1), 1);
    ck_assert_uint_eq(cookie_hunt_worker_share(0, 0, G, 3), 0);
    ck_assert_uint_eq(cookie_hunt_worker_share(0, 1, G, 3), 1);
    ck_assert_uint_eq(cookie_hunt_worker_share(G, 0, 0, 0), G);
}
END_TEST

/* Inputs are kept once per reduced form, sorted by it: (1 2 3 3 6) reduces
 * to (2 3 3 4), (1 1) and (3) to (1); (2 3 3 4 5) is reduced. */
START_TEST(hunt_inputs_kept_once_per_reduced_form)
{
    const char *texts[] = { "1 2 3 3 6", "1 1", "2 3 3 4", "1 1", "2 3 3 4 5", "3", "1 2" };
    enum { N = sizeof texts / sizeof *texts };
    cg_position *p[N];
    const cg_position *in[N];
    for (size_t i = 0; i < N; i++) {
        ck_assert_int_eq(cg_position_parse(texts[i], &p[i]), CG_OK);
        in[i] = p[i];
    }
    ck_assert_uint_eq(cookie_hunt_unique_inputs(in, N), 4);
    const char *want[] = { "1", "1 2", "2 3 3 4", "2 3 3 4 5" };
    for (size_t i = 0; i < 4; i++) {
        cg_position *r = NULL, *w = NULL;
        ck_assert_int_eq(cg_position_reduce(in[i], &r), CG_OK);
        ck_assert_int_eq(cg_position_parse(want[i], &w), CG_OK);
        ck_assert_msg(cg_position_equal(r, w), "input %zu is not (%s)", i, want[i]);
        cg_position_free(r);
        cg_position_free(w);
    }
    ck_assert_uint_eq(cookie_hunt_unique_inputs(in, 0), 0);
    for (size_t i = 0; i < N; i++)
        cg_position_free(p[i]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cookie-internal");
    TCase *tc = tcase_create("theory");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, procedure_is_exhaustive_and_wins);
    tcase_add_test(tc, claim5_dvalue_equals_full_dominance);
    suite_add_tcase(s, tc);
    TCase *hunt = tcase_create("hunt");
    tcase_add_test(hunt, hunt_share_counts_the_list_once);
    tcase_add_test(hunt, hunt_inputs_kept_once_per_reduced_form);
    suite_add_tcase(s, hunt);
    return run_suite(s);
}
