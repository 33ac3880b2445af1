/* The published facts of [Propp] (Propp, "A new take-away game"): Table 2
 * (positions 1..n), Table 3 (AP-positions a..a+n-1), Table 4 (their Grundy
 * values), and the opening rule for AP-positions. Each claim here was first
 * checked by brute force. */
#include <stdlib.h>
#include <string.h>

#include "cookie-tests.h"

static cg_position *ap(uint32_t a, uint32_t n)
{
    uint32_t h[64];
    for (uint32_t i = 0; i < n; i++)
        h[i] = a + i;
    return pos_make(h, n);
}

static void winning(cg_ctx *ctx, const cg_position *p, uint8_t *w)
{
    ck_assert_int_eq(cg_position_winning_moves(ctx, p, w, cg_position_size(p)), CG_OK);
}

START_TEST(table2_one_to_n)
{
    /* 1..n is a P-position exactly when 3 | n; otherwise (n > 1) the winning
     * components are 1..2(n-1)/3 for n = 1 (mod 3) and 2(n+1)/3..n for
     * n = 2 (mod 3). Strict, so answered by the theory; checked to n = 30
     * (the paper went to 26). */
    for (uint32_t n = 1; n <= 30; n++) {
        cg_position *p = ap(1, n);
        uint8_t w[64];
        winning(NULL, p, w);
        for (uint32_t c = 1; c <= n; c++) {
            int want;
            if (n == 1)
                want = 1;
            else if (n % 3 == 0)
                want = 0;
            else if (n % 3 == 1)
                want = c <= 2 * (n - 1) / 3;
            else
                want = c >= 2 * (n + 1) / 3;
            ck_assert_msg(w[c - 1] == want, "1..%u, component %u", n, c);
        }
        cg_outcome o;
        ck_assert_int_eq(cg_position_outcome(NULL, p, &o), CG_OK);
        ck_assert_int_eq(o, n % 3 == 0 ? CG_OUTCOME_P : CG_OUTCOME_N);
        cg_position_free(p);
    }
}
END_TEST

START_TEST(table3_ap_regimes)
{
    /* For a, n <= 12: when n <= 2a - 1 the type is P exactly for even n, and for
     * odd n <= 2a - 2 every component wins (on the diagonal n = 2a - 1 not all
     * do: (2,3,4) is won only by eating 2). When n > 2a - 2 the type is P
     * exactly when a + n = 1 (mod 3). The opening rule holds throughout: with
     * the largest component = 0, 1, 2 (mod 3) every component, the smallest,
     * the largest wins. Answers come from the library and are cross-checked
     * with the search in a context. */
    cg_ctx *ctx = NULL;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (uint32_t a = 1; a <= 12; a++) {
        for (uint32_t n = 1; n <= 12; n++) {
            cg_position *p = ap(a, n);
            uint8_t w[64];
            winning(NULL, p, w);
            uint32_t g;
            ck_assert_int_eq(cg_position_grundy(ctx, p, &g), CG_OK);
            int is_p = memchr(w, 1, n) == NULL;
            ck_assert_int_eq(is_p, g == 0);
            if (n <= 2 * a - 1)
                ck_assert_msg(is_p == (n % 2 == 0), "a = %u, n = %u", a, n);
            else
                ck_assert_msg(is_p == ((a + n) % 3 == 1), "a = %u, n = %u", a, n);
            if (n % 2 == 1 && n <= 2 * a - 2) {
                for (uint32_t i = 0; i < n; i++)
                    ck_assert(w[i]);
            }
            if (!is_p) {
                uint32_t largest = a + n - 1;
                if (largest % 3 == 0) {
                    for (uint32_t i = 0; i < n; i++)
                        ck_assert_msg(w[i], "a = %u, n = %u", a, n);
                } else {
                    ck_assert_msg(w[largest % 3 == 1 ? 0 : n - 1], "a = %u, n = %u", a, n);
                }
            }
            cg_position_free(p);
        }
    }
    cg_position *d = ap(2, 3);
    uint8_t w[3];
    winning(NULL, d, w);
    ck_assert(w[0] && !w[1] && !w[2]);
    cg_position_free(d);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(table4_ap_grundy_period_six)
{
    /* In the regime n > 2a - 2 the Grundy value of a..a+n-1 depends only on
     * a + n, with period 6: 0, 1, 2, 0, 1, 3 from a + n = 7 on, i.e.
     * g = (0,1,2,0,1,3)[(a + n - 1) mod 6]. Checked for a + n <= 24. */
    static const uint32_t period[6] = { 0, 1, 2, 0, 1, 3 };
    cg_ctx *ctx = NULL;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    int checked = 0;
    for (uint32_t a = 1; a < 24; a++) {
        for (uint32_t n = 1; a + n <= 24; n++) {
            if (n <= 2 * a - 2)
                continue;
            cg_position *p = ap(a, n);
            uint32_t g;
            ck_assert_int_eq(cg_position_grundy(ctx, p, &g), CG_OK);
            ck_assert_msg(g == period[(a + n - 1) % 6], "a = %u, n = %u: %u", a, n, g);
            cg_position_free(p);
            checked++;
        }
    }
    ck_assert_int_eq(checked, 100);   /* every (a, n) of the regime with a + n <= 24 */
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(strict_2344_has_grundy_value_three)
{
    /* [PU92], conclusion: (2,3,4,4) has nim-value 3. */
    cg_ctx *ctx = NULL;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    cg_position *p = pos_parse("2 3 4 4");
    uint32_t g;
    ck_assert_int_eq(cg_position_grundy(ctx, p, &g), CG_OK);
    ck_assert_uint_eq(g, 3);
    cg_position_free(p);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(tables3_4_ap_rules_as_the_tool_prints_them)
{
    /* The rules behind "cookiegame ap" (which prints the tables and checks
     * nothing): the type of a..a+n-1 is P iff n is even when n <= 2a - 1 and
     * iff a + n = 1 (mod 3) when n > 2a - 2, for a, n <= 40; the Grundy value
     * in the regime n > 2a - 2 is (0,1,2,0,1,3)[(a + n - 1) mod 6] for
     * a, n <= 20, read from a strict table as the tool does. doc/results.md
     * has the runs to 500 and 34. */
    static const uint32_t period[6] = { 0, 1, 2, 0, 1, 3 };
    for (uint32_t a = 1; a <= 40; a++) {
        for (uint32_t n = 1; n <= 40; n++) {
            cg_position *p = ap(a, n);
            cg_outcome o;
            ck_assert_int_eq(cg_position_outcome(NULL, p, &o), CG_OK);
            int want_p = n <= 2 * a - 1 ? n % 2 == 0 : (a + n) % 3 == 1;
            ck_assert_msg((o == CG_OUTCOME_P) == want_p, "a = %u, n = %u", a, n);
            cg_position_free(p);
        }
    }
    cg_strict_table *t = NULL;
    ck_assert_int_eq(cg_strict_table_build(20, 2, NULL, NULL, &t), CG_OK);
    int cells = 0;
    for (uint32_t a = 1; a <= 20; a++) {
        for (uint32_t n = 2 * a - 1; n <= 20; n++) {
            cg_position *p = ap(a, n);
            uint32_t g;
            ck_assert_int_eq(cg_strict_table_grundy(t, p, &g), CG_OK);
            ck_assert_msg(g == period[(a + n - 1) % 6], "a = %u, n = %u: %u", a, n, g);
            cg_position_free(p);
            cells++;
        }
    }
    ck_assert_int_eq(cells, 110);   /* as "cookiegame ap grundy 20 20" printed */
    cg_strict_table_free(t);
}
END_TEST

TCase *papers_tcase(void)
{
    TCase *tc = tcase_create("papers");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, table2_one_to_n);
    tcase_add_test(tc, table3_ap_regimes);
    tcase_add_test(tc, table4_ap_grundy_period_six);
    tcase_add_test(tc, strict_2344_has_grundy_value_three);
    tcase_add_test(tc, tables3_4_ap_rules_as_the_tool_prints_them);
    return tc;
}
