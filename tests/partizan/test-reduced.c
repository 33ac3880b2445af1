/* Reduced canonical forms against the oracle's definition and as the classes
 * modulo infinitesimals; see test-thermal-algebra.c for how the oracle is used. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "thermal-algebra-tests.h"

/* Independent: rcf(G) - G is infinitesimal and rcf(G) is reduced, both by the
 * oracle on trees; rcf is idempotent. Every game born by day 3. */
START_TEST(reduced_matches_the_definition)
{
    static pool day3;
    born_by(&day3, 3);
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i], *r = rcf(g);
        FAST_CHECK(of_infinitesimal(b.f, of_diff(b.f, tree(&b, r), tree(&b, g))),
                   "rcf(%s) = %s is not infinitesimally close", F(g), F(r));
        check_reduced(&b, g, tree(&b, r));
        FAST_CHECK(rcf(r) == r, "rcf(rcf(%s)) = %s, not %s", F(g), F(rcf(r)), F(r));
    }
    br_close(&b);
    /* Known: infinitesimals reduce to 0, x + infinitesimal to x; hot games
     * lose their infinitesimal parts. */
    ck_assert_ptr_eq(rcf(P("^")), P("0"));
    ck_assert_ptr_eq(rcf(P("{0|^*}")), P("0"));
    ck_assert_ptr_eq(rcf(P("3/4v*")), P("3/4"));
    ck_assert_ptr_eq(rcf(P("{2|1}+^")), P("{2|1}"));
    ck_assert_ptr_eq(rcf(P("{1|^}")), P("{1|0}"));
    ck_assert_ptr_eq(rcf(P("{2||1|*}")), P("{2||1|0}"));
    ck_assert_ptr_eq(rcf(P("+-1")), P("+-1"));
}
END_TEST

/* rcf(G) = rcf(H) exactly when G - H is infinitesimal (oracle on the trees):
 * every pair of games born by day 2, and pairs of day 3 (random ones, and
 * pairs inside each class found). rcf(G + I) = rcf(G) for infinitesimal I,
 * and rcf(G + H) = rcf(rcf(G) + rcf(H)). */
START_TEST(reduced_forms_are_the_classes_modulo_infinitesimals)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day2.n; i++)
        for (size_t j = 0; j < day2.n; j++) {
            const cg_game *g = day2.g[i], *h = day2.g[j];
            int inf = of_infinitesimal(b.f, of_diff(b.f, tree(&b, g), tree(&b, h)));
            FAST_CHECK((rcf(g) == rcf(h)) == inf, "%s, %s: rcf %s and %s, difference %s", F(g),
                       F(h), F(rcf(g)), F(rcf(h)), inf ? "infinitesimal" : "not infinitesimal");
        }
    uint64_t state = 17;
    int rounds = quick() ? 1500 : 12000, same = 0;
    for (int r = 0; r < rounds; r++) {
        const cg_game *g = day3.g[rng(&state) % day3.n], *h;
        if (r % 2 == 0) {
            h = day3.g[rng(&state) % day3.n];
        } else {
            /* A game of the same class, if any other: scan from a random start. */
            size_t start = rng(&state) % day3.n;
            h = g;
            for (size_t k = 0; k < day3.n && h == g; k++) {
                const cg_game *c = day3.g[(start + k) % day3.n];
                if (c != g && rcf(c) == rcf(g))
                    h = c;
            }
        }
        int inf = of_infinitesimal(b.f, of_diff(b.f, tree(&b, g), tree(&b, h)));
        same += inf;
        FAST_CHECK((rcf(g) == rcf(h)) == inf, "%s, %s: rcf %s and %s, difference %s", F(g), F(h),
                   F(rcf(g)), F(rcf(h)), inf ? "infinitesimal" : "not infinitesimal");
    }
    ck_assert_int_gt(same, rounds / 4);
    br_close(&b);
    /* G + H and rcf(G) + rcf(H) differ by an infinitesimal, so they reduce
     * alike: random pairs, and running sums of up to 9 random day-3 games
     * (tens of thousands of subpositions) reduced as they grow. */
    for (int r = 0; r < (quick() ? 100 : 600); r++) {
        const cg_game *g = day3.g[rng(&state) % day3.n], *h = day3.g[rng(&state) % day3.n];
        FAST_CHECK(rcf(sum(g, h)) == rcf(sum(rcf(g), rcf(h))), "rcf(%s + %s)", F(g), F(h));
    }
    const cg_game *total = cg_game_zero(ctx), *reduced = total;
    for (int k = 1; k <= (quick() ? 6 : 9); k++) {
        const cg_game *g = day3.g[rng(&state) % day3.n];
        total = sum(total, g);
        reduced = rcf(sum(reduced, rcf(g)));
        FAST_CHECK(rcf(total) == reduced, "a sum of %d games reduces to %s, its parts to %s", k,
                   F(rcf(total)), F(reduced));
    }
    const cg_game *tiny[] = { P("^"), P("*"), P("^*"), P("v3*2"), P("{0|^*}"), P("{0||0|v}") };
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i];
        for (size_t j = 0; j < sizeof tiny / sizeof tiny[0]; j++)
            FAST_CHECK(rcf(sum(g, tiny[j])) == rcf(g), "rcf(%s + %s)", F(g), F(tiny[j]));
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-reduced");
    TCase *tc = tcase_create("reduced");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, reduced_matches_the_definition);
    tcase_add_test(tc, reduced_forms_are_the_classes_modulo_infinitesimals);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
