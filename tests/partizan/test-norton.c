/* Norton multiplication (cg_game_norton) against the oracle's definition
 * and its laws; see test-thermal-algebra.c for how the oracle is used. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "thermal-algebra-tests.h"

/* Independent: the oracle's G.U built from the definition on trees, compared
 * by value (the order's definition) with the library's product, for every G
 * born by day 2 and every positive U born by day 2. Day 3: every G times up,
 * 1/2 and {1|*}, the oracle's tree canonicalised by cg_game_new. */
START_TEST(norton_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    const cg_game *units[16];
    size_t nu = positive_units(&day2, units, 16);
    ck_assert_uint_eq(nu, 6);   /* 1, 2, 1/2, 1*, up, {1|*} */
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day2.n; i++)
        for (size_t j = 0; j < nu; j++) {
            const cg_game *g = day2.g[i], *u = units[j], *r = norton(g, u);
            const otree *want = of_norton(b.f, tree(&b, g), tree(&b, u));
            FAST_CHECK(of_eq(b.f, tree(&b, r), want), "%s.%s = %s, not the definition's value",
                       F(g), F(u), F(r));
        }
    br_close(&b);
    const cg_game *wide[] = { P("^"), P("1/2"), P("{1|*}") };
    size_t nwide = quick() ? 1 : 3;
    for (size_t j = 0; j < nwide; j++) {
        br_open(&b);
        for (size_t i = 0; i < day3.n; i++) {
            const cg_game *g = day3.g[i], *r = norton(g, wide[j]);
            const cg_game *want = game_of(&b, of_norton(b.f, tree(&b, g), tree(&b, wide[j])));
            FAST_CHECK(r == want, "%s.%s = %s, the definition gives %s", F(g), F(wide[j]), F(r),
                       F(want));
        }
        br_close(&b);
    }
    /* A unit with several incentives of both players. */
    br_open(&b);
    const cg_game *u = P("{2|1}+^");
    for (size_t i = 0; i < day2.n; i += quick() ? 3 : 1) {
        const cg_game *g = day2.g[i], *r = norton(g, u);
        FAST_CHECK(r == game_of(&b, of_norton(b.f, tree(&b, g), tree(&b, u))), "%s.%s", F(g), F(u));
    }
    br_close(&b);
}
END_TEST

/* The whole text of g in context c (malloc'd). */
static char *text_in(cg_ctx *c, const cg_game *g)
{
    size_t len;
    ck_assert_int_eq(cg_game_format(c, g, NULL, 0, &len), len == 0 ? CG_OK : CG_ERANGE);
    ck_assert(len < ((size_t)1 << 26));
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(cg_game_format(c, g, buf, len + 1, NULL), CG_OK);
    return buf;
}

/* The product of a sum is made with its options' incentives, the products of
 * the sum's incentives (norton.c), a path that games without known
 * incentives (made by cg_game_new or parsed) never take. Independent: for
 * sums of two games born by day 2 (by up) and a few of those plus one born by
 * day 1 (by up and {1|*}), the oracle's G.U from the definition on the
 * canonical form's tree, made canonical by cg_game_new (the oracle's trees
 * take most of this test's time). Then sums of three and of five random day-3
 * games (too large for the oracle's trees): the product must be the one that
 * the plain path gives for the same game read from its text in a context of
 * its own, character for character. Checked to fail when norton.c pairs each
 * option with the incentive of the next one. */
START_TEST(norton_of_sums_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    const cg_game *units[] = { P("^"), P("{1|*}"), P("{2|1}+^") };
    bridge b;
    br_open(&b);
    uint64_t state = 41;
    size_t step = quick() ? 3 : 1;
    for (size_t i = 0; i < day2.n; i += step)
        for (size_t j = i; j < day2.n; j += step) {
            const cg_game *g = sum(day2.g[i], day2.g[j]), *u = units[0];
            const cg_game *want = game_of(&b, of_norton(b.f, tree(&b, g), tree(&b, u)));
            FAST_CHECK(norton(g, u) == want, "(%s + %s).%s = %s, the definition gives %s",
                       F(day2.g[i]), F(day2.g[j]), F(u), F(norton(g, u)), F(want));
        }
    static pool day1;
    born_by(&day1, 1);
    for (int r = 0; r < (quick() ? 3 : 12); r++) {
        const cg_game *g = sum(day2.g[rng(&state) % day2.n], day2.g[rng(&state) % day2.n]);
        g = sum(g, day1.g[rng(&state) % day1.n]);
        const cg_game *u = units[r % 2];
        const cg_game *want = game_of(&b, of_norton(b.f, tree(&b, g), tree(&b, u)));
        FAST_CHECK(norton(g, u) == want, "%s.%s = %s, the definition gives %s", F(g), F(u),
                   F(norton(g, u)), F(want));
    }
    br_close(&b);
    for (int r = 0; r < (quick() ? 20 : 80); r++) {
        int parts = r % 4 == 3 ? 5 : 3;
        const cg_game *g = day3.g[rng(&state) % day3.n];
        for (int k = 1; k < parts; k++)
            g = sum(g, day3.g[rng(&state) % day3.n]);
        const cg_game *u = units[r % 3];
        cg_ctx *plain;
        ck_assert_int_eq(cg_ctx_new(&plain), CG_OK);
        char *gt = text_in(ctx, g), *ut = text_in(ctx, u);
        const cg_game *pg, *pu, *pr;
        ck_assert_int_eq(cg_game_parse(plain, gt, &pg), CG_OK);
        ck_assert_int_eq(cg_game_parse(plain, ut, &pu), CG_OK);
        ck_assert_int_eq(cg_game_norton(plain, pg, pu, &pr), CG_OK);
        char *fast = text_in(ctx, norton(g, u)), *slow = text_in(plain, pr);
        FAST_CHECK(strcmp(fast, slow) == 0, "%s.%s: %s with the sum's incentives, %s without", gt,
                   ut, fast, slow);
        free(gt);
        free(ut);
        free(fast);
        free(slow);
        cg_ctx_free(plain);
    }
}
END_TEST

/* Norton's theorem for U > 0: G -> G.U is linear and preserves the order
 * exactly (G >= H iff G.U >= H.U, so confusion too); n.U = U + ... + U;
 * G.1 = G. */
START_TEST(norton_laws)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    const cg_game *units[16];
    size_t nu = positive_units(&day2, units, 14);
    units[nu++] = P("{2|1}+^");
    units[nu++] = P("^^*");
    for (size_t j = 0; j < nu; j++) {
        const cg_game *u = units[j], *acc = cg_game_zero(ctx);
        for (int64_t n = 0; n <= 6; n++) {
            FAST_CHECK(norton(integer(n), u) == acc, "%d.%s", (int)n, F(u));
            FAST_CHECK(norton(integer(-n), u) == neg(acc), "-%d.%s", (int)n, F(u));
            acc = sum(acc, u);
        }
        for (size_t a = 0; a < day2.n; a++)
            for (size_t c = 0; c < day2.n; c++) {
                const cg_game *g = day2.g[a], *h = day2.g[c];
                FAST_CHECK(norton(sum(g, h), u) == sum(norton(g, u), norton(h, u)),
                           "(%s + %s).%s is not linear", F(g), F(h), F(u));
                FAST_CHECK(rel(g, h) == rel(norton(g, u), norton(h, u)), "order of %s, %s under .%s",
                           F(g), F(h), F(u));
            }
    }
    uint64_t state = 21;
    const cg_game *few[] = { P("^"), P("1/2"), P("{1|*}") };
    int rounds = quick() ? 100 : 600;
    for (int r = 0; r < rounds; r++) {
        const cg_game *g = day3.g[rng(&state) % day3.n], *h = day3.g[rng(&state) % day3.n];
        const cg_game *u = few[r % 3];
        FAST_CHECK(norton(sum(g, h), u) == sum(norton(g, u), norton(h, u)),
                   "(%s + %s).%s is not linear", F(g), F(h), F(u));
        FAST_CHECK(rel(g, h) == rel(norton(g, u), norton(h, u)), "order of %s, %s under .%s", F(g),
                   F(h), F(u));
    }
    for (size_t i = 0; i < day3.n; i++)
        FAST_CHECK(norton(day3.g[i], integer(1)) == day3.g[i], "%s.1", F(day3.g[i]));
    /* Known products (from the definition by hand): 1/2.up = {^^*|v*},
     * *.up = {^^*|vv*} (the incentives of up are v and ^*, and up + ^* = ^^*),
     * and G.up for integers are the up multiples. */
    ck_assert_ptr_eq(norton(P("1/2"), P("^")), P("{^^*|v*}"));
    ck_assert_ptr_eq(norton(P("*"), P("^")), P("{^^*|vv*}"));
    ck_assert_ptr_eq(norton(P("5"), P("^")), P("^5"));
    ck_assert_ptr_eq(norton(P("-3"), P("{1|*}")), neg(sum(P("{1|*}"), sum(P("{1|*}"), P("{1|*}")))));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-norton");
    TCase *tc0 = tcase_create("norton");
    tcase_set_timeout(tc0, 600);
    tcase_add_checked_fixture(tc0, partizan_setup, partizan_teardown);
    tcase_add_test(tc0, norton_matches_the_definition);
    tcase_add_test(tc0, norton_laws);
    suite_add_tcase(s, tc0);
    /* Its own case: the oracle's products of sums take a minute in the
     * sanitizer builds. */
    TCase *tc1 = tcase_create("norton of sums");
    tcase_set_timeout(tc1, 600);
    tcase_add_checked_fixture(tc1, partizan_setup, partizan_teardown);
    tcase_add_test(tc1, norton_of_sums_matches_the_definition);
    suite_add_tcase(s, tc1);
    return run_suite(s);
}
