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

int main(void)
{
    Suite *s = suite_create("cookie-internal");
    TCase *tc = tcase_create("theory");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, procedure_is_exhaustive_and_wins);
    tcase_add_test(tc, claim5_dvalue_equals_full_dominance);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
