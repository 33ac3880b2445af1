/* Canonical games (partizan.h) through the public API: known values, the
 * forms x + n.up + *m against their definition, and the games born by day. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "partizan-tests.h"
#include "partizan-games.h"

START_TEST(known_values)
{
    ck_assert_ptr_eq(P("{0|*}"), P("^"));
    ck_assert_ptr_eq(P("^+^+*"), P("{0|^}"));
    ck_assert_ptr_eq(P("{0,*|0}"), P("^*"));
    ck_assert_ptr_eq(P("{0,*,*2|0,*,*2}"), P("*3"));
    ck_assert_ptr_eq(P("{1|0}+{0|1}"), P("{3/2|1/2}"));
    ck_assert_ptr_eq(P("{3/4|7/8}"), P("13/16"));
    ck_assert_ptr_eq(P("{1/2|2}"), P("1"));
    ck_assert_int_eq(outcome(P("^")), 'L');
    ck_assert_int_eq(outcome(P("v*")), 'N');
    ck_assert_int_eq(outcome(P("*")), 'N');
    ck_assert_int_eq(outcome(P("0")), 'P');
    ck_assert_int_eq(outcome(P("-1/2")), 'R');
    uint32_t day;
    ck_assert_int_eq(cg_game_birthday(P("25/16"), &day), CG_OK);
    ck_assert_uint_eq(day, 6);
    ck_assert_ptr_eq(P("0"), cg_game_zero(ctx));
    ck_assert_ptr_eq(P("{|}"), cg_game_zero(ctx));
    ck_assert_ptr_eq(P("*+*"), cg_game_zero(ctx));
    ck_assert_ptr_eq(P("^+v"), cg_game_zero(ctx));
    /* Numbers and their canonical forms. */
    const cg_game *g;
    ck_assert_int_eq(cg_game_dyadic(ctx, 6, 3, &g), CG_OK);
    ck_assert_ptr_eq(g, P("3/4"));
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_OK);
    ck_assert(num == 3 && k == 2);
    ck_assert_int_eq(cg_game_number(P("*"), &num, &k), CG_EDOMAIN);
    ck_assert(cg_game_is_number(P("{1|2}")) && !cg_game_is_number(P("{2|1}")));
    ck_assert_ptr_eq(P("{1|2}"), P("3/2"));
    ck_assert_int_eq(cg_game_integer(ctx, -3, &g), CG_OK);
    ck_assert_ptr_eq(g, P("-3"));
    ck_assert_uint_eq(cg_game_left_count(g), 0);
    ck_assert_uint_eq(cg_game_right_count(g), 1);
    ck_assert_ptr_eq(cg_game_right(g, 0), P("-2"));
    ck_assert_ptr_null(cg_game_right(g, 1));
    ck_assert_int_eq(cg_game_up(ctx, 2, &g), CG_OK);
    ck_assert_ptr_eq(g, P("^+^"));
    ck_assert_ptr_eq(g, P("{0|^*}"));
    ck_assert_int_eq(cg_game_nimber(ctx, 5, &g), CG_OK);
    ck_assert_ptr_eq(g, P("*4+*1"));
    /* Stops, mean and temperature. */
    int64_t a, c;
    uint32_t b, d;
    ck_assert_int_eq(cg_game_stops(P("{2||1|0}"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 2 && b == 0 && c == 1 && d == 0);
    ck_assert_int_eq(cg_game_thermal(ctx, P("{2||1|0}"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 5 && b == 2 && c == 3 && d == 2);   /* mean 5/4, temperature 3/4 */
    ck_assert_int_eq(cg_game_thermal(ctx, P("+-1"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 0 && c == 1 && d == 0);
    ck_assert_int_eq(cg_game_thermal(ctx, P("3/4"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 3 && b == 2 && c == -1 && d == 2);
    ck_assert_int_eq(cg_game_thermal(ctx, P("^*"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 0 && c == 0);
    /* {4|2} + +-1 = 3 + +-1 + +-1 = 3 (+-1 is its own negative): a number,
     * temperature -1. {4|2} + {1|0} = {5|4, 3|...}: mean 3 + 1/2, temperature 1. */
    ck_assert_ptr_eq(P("{4|2}+{1|-1}"), P("3"));
    ck_assert_int_eq(cg_game_thermal(ctx, P("{4|2}+{1|-1}"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 3 && b == 0 && c == -1 && d == 0);
    ck_assert_int_eq(cg_game_thermal(ctx, P("{4|2}+{1|0}"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 7 && b == 1 && c == 1 && d == 0);
}
END_TEST

/* x + n.up + *m through the constructors and the fast-path sum. */
static const cg_game *nus(const cg_game *x, int64_t n, uint32_t m)
{
    const cg_game *u, *s;
    ck_assert_int_eq(cg_game_up(ctx, n, &u), CG_OK);
    ck_assert_int_eq(cg_game_nimber(ctx, m, &s), CG_OK);
    return sum(x, sum(u, s));
}

/* The same value from its definition as the sum x + up + ... + up + *m, every
 * option listed (moves in x, in one up, in the nimber) and canonicalised by
 * cg_game_new. Built first in a fresh context, so the library must recognise
 * (and print) the value from its options alone. */
START_TEST(up_nimber_forms_match_the_definition)
{
    const uint32_t mmax = quick() ? 10 : 24;
    static const int64_t xs[][2] = { { 0, 0 }, { 1, 1 }, { -3, 1 }, { 3, 0 }, { 5, 3 } };
    for (size_t xi = 0; xi < sizeof xs / sizeof xs[0]; xi++) {
        const cg_game *x;
        ck_assert_int_eq(cg_game_dyadic(ctx, xs[xi][0], (uint32_t)xs[xi][1], &x), CG_OK);
        for (int64_t n = 1; n <= 4; n++)
            for (uint32_t m = 0; m <= mmax; m++) {
                const cg_game *l[64], *r[64], *g;
                size_t nl = 0, nr = 0;
                if (cg_game_left_count(x) > 0)
                    l[nl++] = sum(cg_game_left(x, 0), nus(cg_game_zero(ctx), n, m));
                if (cg_game_right_count(x) > 0)
                    r[nr++] = sum(cg_game_right(x, 0), nus(cg_game_zero(ctx), n, m));
                l[nl++] = nus(x, n - 1, m);          /* an up to 0 */
                r[nr++] = nus(x, n - 1, m ^ 1u);     /* an up to * */
                for (uint32_t k = 0; k < m; k++) {
                    l[nl++] = nus(x, n, k);
                    r[nr++] = nus(x, n, k);
                }
                ck_assert_int_eq(cg_game_new(ctx, l, nl, r, nr, &g), CG_OK);
                const char *text = F(g);
                FAST_CHECK(g == nus(x, n, m), "x + %d.up + *%u: %s", (int)n, m, text);
                FAST_CHECK(strchr(text, '{') == NULL, "%s printed as a general game", text);
                FAST_CHECK(neg(g) == nus(neg(x), -n, m), "negative of %s", text);
            }
    }
    /* Large values are built without the general sum's cubic cost. */
    ck_assert_str_eq(F(P("^*1000+^^^*777")), "^4*225");
}
END_TEST

START_TEST(born_by_day)
{
    static const uint64_t want[] = { 1, 4, 22, 1474 };
    for (uint32_t d = 0; d <= 3; d++) {
        uint64_t n = 0;
        ck_assert_int_eq(cg_games_born_by(ctx, d, &n), CG_OK);
        ck_assert_uint_eq(n, want[d]);
    }
    uint64_t n;
    ck_assert_int_eq(cg_games_born_by(ctx, 4, &n), CG_ERANGE);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-values");
    TCase *tc = tcase_create("values");
    tcase_set_timeout(tc, 900);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, known_values);
    tcase_add_test(tc, up_nimber_forms_match_the_definition);
    tcase_add_test(tc, born_by_day);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
