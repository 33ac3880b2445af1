/* Heating (cg_game_heat) against the oracle's definition; see
 * test-thermal-algebra.c for how the oracle is used. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "thermal-algebra-tests.h"

/* Independent: the oracle heats the canonical form's tree by the definition
 * (a number stays, else {G^L heated + t | G^R heated - t}); compared by value
 * for games born by day 2, by canonicalising the tree for day 3. */
START_TEST(heat_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    const cg_game *ts[] = { P("1"), P("2"), P("1/2"), P("*"), P("^"), P("{1|0}"), P("-1") };
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day2.n; i++)
        for (size_t j = 0; j < sizeof ts / sizeof ts[0]; j++) {
            const cg_game *g = day2.g[i], *r = heat(g, ts[j]);
            const otree *want = of_heat(b.f, tree(&b, g), tree(&b, ts[j]));
            FAST_CHECK(of_eq(b.f, tree(&b, r), want), "%s heated by %s = %s, not the definition",
                       F(g), F(ts[j]), F(r));
        }
    br_close(&b);
    size_t nt = quick() ? 2 : 4;
    for (size_t j = 0; j < nt; j++) {
        br_open(&b);
        for (size_t i = 0; i < day3.n; i++) {
            const cg_game *g = day3.g[i], *r = heat(g, ts[j]);
            const cg_game *want = game_of(&b, of_heat(b.f, tree(&b, g), tree(&b, ts[j])));
            FAST_CHECK(r == want, "%s heated by %s = %s, the definition gives %s", F(g), F(ts[j]),
                       F(r), F(want));
        }
        br_close(&b);
    }
    /* Known values: numbers do not heat; * heated by t is +-t; heating by 0
     * is the identity on canonical forms. */
    for (int64_t n = -5; n <= 5; n++)
        for (size_t j = 0; j < sizeof ts / sizeof ts[0]; j++)
            ck_assert_ptr_eq(heat(integer(n), ts[j]), integer(n));
    ck_assert_ptr_eq(heat(P("3/4"), P("1")), P("3/4"));
    ck_assert_ptr_eq(heat(P("*"), P("1")), P("+-1"));
    ck_assert_ptr_eq(heat(P("*"), P("3/2")), P("{3/2|-3/2}"));
    ck_assert_ptr_eq(heat(P("+-1"), P("1")), P("+-2"));
    ck_assert_ptr_eq(heat(P("^"), P("1")), P("{1||0|-2}"));
    ck_assert_ptr_eq(heat(P("{2|1}"), P("1")), P("{3|0}"));
    for (size_t i = 0; i < day3.n; i++)
        FAST_CHECK(heat(day3.g[i], cg_game_zero(ctx)) == day3.g[i], "%s heated by 0",
                   F(day3.g[i]));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-heat");
    TCase *tc = tcase_create("heat");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, heat_matches_the_definition);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
