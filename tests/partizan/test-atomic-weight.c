/* Atomic weights against the calculus, their laws and CGSuite's published
 * values; see test-thermal-algebra.c for how the oracle is used. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "thermal-algebra-tests.h"

/* Independent: the oracle runs the atomic weight calculus on the tree of the
 * canonical form down to 0 (no shortcut for x + n.up + *m), deciding
 * "is an integer" and the exceptional case through the order alone, with a
 * different remote star (*(depth + 1), the library takes the first nimber
 * missing among the subpositions) and the exceptional integers found by
 * trying every integer in a range. Every game born by day 3, compared by
 * value; a game that is not all-small gets CG_EDOMAIN. */
START_TEST(atomic_weight_matches_the_calculus)
{
    static pool day3;
    born_by(&day3, 3);
    bridge b;
    br_open(&b);
    size_t dicotic = 0, nonsmall = 0;
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i], *r = NULL;
        const otree *t = tree(&b, g);
        int small = of_all_small(t);
        FAST_CHECK(small == cg_game_is_dicotic(g), "%s: dicotic flag %d", F(g), !small);
        int rc = cg_game_atomic_weight(ctx, g, &r), is = -1;
        ck_assert_int_eq(cg_game_is_atomic(ctx, g, &is), CG_OK);
        if (!small) {
            /* Since 1.3 every atomic infinitesimal (CGSuite's test, run by
             * the oracle with another remote star). */
            int atomic;
            const otree *want = of_atomic_weight_any(b.f, t, &atomic);
            FAST_CHECK(is == atomic, "is_atomic(%s) = %d, the oracle says %d", F(g), is, atomic);
            if (!atomic) {
                FAST_CHECK(rc == CG_EDOMAIN && r == NULL, "aw(%s) of a game that is not atomic: %d",
                           F(g), rc);
                continue;
            }
            nonsmall++;
            FAST_CHECK(rc == CG_OK && of_eq(b.f, tree(&b, r), want), "aw(%s) = %s, the oracle gives %s",
                       F(g), rc == CG_OK ? F(r) : cg_strerror(rc), F(game_of(&b, want)));
            continue;
        }
        FAST_CHECK(is == 1, "is_atomic(%s) of an all-small game: %d", F(g), is);
        dicotic++;
        FAST_CHECK(rc == CG_OK, "aw(%s): %s", F(g), cg_strerror(rc));
        const otree *want = of_atomic_weight(b.f, t);
        FAST_CHECK(want != NULL, "oracle aw(%s) out of range", F(g));
        FAST_CHECK(of_eq(b.f, tree(&b, r), want), "aw(%s) = %s, the calculus gives %s", F(g), F(r),
                   F(game_of(&b, want)));
    }
    ck_assert_uint_ge(dicotic, 60);
    ck_assert_uint_ge(nonsmall, 10);
    br_close(&b);
}
END_TEST

START_TEST(atomic_weight_laws)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    /* aw(x.up + *m) = x; aw(*m) = 0. */
    for (int64_t n = -6; n <= 6; n++)
        for (uint32_t m = 0; m <= 6; m++) {
            const cg_game *u, *s;
            ck_assert_int_eq(cg_game_up(ctx, n, &u), CG_OK);
            ck_assert_int_eq(cg_game_nimber(ctx, m, &s), CG_OK);
            FAST_CHECK(aw(sum(u, s)) == integer(n), "aw(%s)", F(sum(u, s)));
        }
    /* {0|^*} = ^^: G'' = {0 - 2 | 1 + 2} = 0 is an integer, G exceeds the
     * remote star *2, so aw is the greatest n with n <| 3, that is 2. */
    ck_assert_ptr_eq(P("{0|^*}"), P("^^"));
    ck_assert_ptr_eq(aw(P("{0|^*}")), integer(2));
    ck_assert_ptr_eq(aw(P("{0|^}")), integer(2));
    /* aw(G.up) = G, for every G born by day 2 and some of day 3. */
    const cg_game *up = P("^");
    for (size_t i = 0; i < day2.n; i++)
        FAST_CHECK(aw(norton(day2.g[i], up)) == day2.g[i], "aw(%s.up) = %s", F(day2.g[i]),
                   F(aw(norton(day2.g[i], up))));
    size_t step = quick() ? 37 : 7;
    for (size_t i = 0; i < day3.n; i += step)
        FAST_CHECK(aw(norton(day3.g[i], up)) == day3.g[i], "aw(%s.up) = %s", F(day3.g[i]),
                   F(aw(norton(day3.g[i], up))));
    /* The all-small games born by day 3. */
    static pool small;
    small.n = 0;
    for (size_t i = 0; i < day3.n; i++)
        if (cg_game_is_dicotic(day3.g[i]))
            small.g[small.n++] = day3.g[i];
    /* Additive; the two-ahead rule: aw >= 2 makes G > 0 (aw <= -2: G < 0). */
    const cg_game *two = integer(2), *mtwo = integer(-2), *zero = cg_game_zero(ctx);
    uint64_t state = 9;
    int rounds = quick() ? 400 : 3000;
    for (int r = 0; r < rounds; r++) {
        const cg_game *g = small.g[rng(&state) % small.n], *h = small.g[rng(&state) % small.n];
        const cg_game *s = sum(g, h);
        FAST_CHECK(aw(s) == sum(aw(g), aw(h)), "aw(%s + %s) = %s, not %s + %s", F(g), F(h),
                   F(aw(s)), F(aw(g)), F(aw(h)));
        int hi = rel(aw(s), two), lo = rel(aw(s), mtwo);
        if (hi == 0 || hi == 1)
            FAST_CHECK(rel(s, zero) == 1, "aw(%s) = %s >= 2 but not > 0", F(s), F(aw(s)));
        if (lo == 0 || lo == -1)
            FAST_CHECK(rel(s, zero) == -1, "aw(%s) = %s <= -2 but not < 0", F(s), F(aw(s)));
    }
    for (size_t i = 0; i < small.n; i++) {
        const cg_game *g = small.g[i];
        int hi = rel(aw(g), two);
        if (hi == 0 || hi == 1)
            FAST_CHECK(rel(g, zero) == 1, "aw(%s) = %s >= 2 but not > 0", F(g), F(aw(g)));
    }
    /* Not infinitesimal: no atomic weight, not atomic. */
    const cg_game *r = NULL;
    int is = -1;
    ck_assert_int_eq(cg_game_atomic_weight(ctx, P("1"), &r), CG_EDOMAIN);
    ck_assert_int_eq(cg_game_atomic_weight(ctx, P("1*"), &r), CG_EDOMAIN);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(cg_game_is_atomic(ctx, P("1*"), &is), CG_OK);
    ck_assert_int_eq(is, 0);
    ck_assert_int_eq(cg_game_is_atomic(NULL, P("1*"), &is), CG_EINVAL);
    ck_assert_int_eq(cg_game_is_atomic(ctx, NULL, &is), CG_EINVAL);
    ck_assert_int_eq(cg_game_is_atomic(ctx, P("1*"), NULL), CG_EINVAL);
}
END_TEST

/* CGSuite's published expectations for AtomicWeight and IsAtomic (its test
 * cases of canonical short games): "-" where it reports "not atomic". */
START_TEST(atomic_weight_published_by_cgsuite)
{
    static const struct {
        const char *game, *aw;
    } rows[] = {
        { "0", "0" },
        { "5", "-" },
        { "-1823437481924", "-" },
        { "25/16", "-" },
        { "*8", "0" },
        { "9/8+*", "-" },
        { "^", "1" },
        { "v*", "-1" },
        { "6+^*", "-" },
        { "^*6", "1" },
        { "73/16+v9*8", "-" },
        { "{0|*||*|||*||||*}", "1" },
        { "{0||0|v*}", "1" },
        { "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
          "0" },
        { "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}"
          "},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
          "0" },
        { "{0||0|vvv}", "0" },
        { "{^^^|vv}", "{1|0}" },
        { "{0||0|-3/2}", "0" },
        { "{0|||0||-1|-3}", "0" },
        { "{5||3|1|||0||||0}", "0" },
        { "{1|^^||^}", "2" },
        { "{1|^^^||^}", "-" },
        { "{3||2+*|1+*}", "-" },
        { "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "-" },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const cg_game *g = P(rows[i].game), *r = NULL;
        int is = -1, rc = cg_game_atomic_weight(ctx, g, &r);
        int explained = rc != CG_OK && cg_error_detail()[0] != '\0';
        ck_assert_int_eq(cg_game_is_atomic(ctx, g, &is), CG_OK);
        if (rows[i].aw[0] == '-' && rows[i].aw[1] == '\0') {
            ck_assert_msg(rc == CG_EDOMAIN && is == 0 && explained, "%s: %d, is_atomic %d",
                          rows[i].game, rc, is);
        } else {
            ck_assert_msg(rc == CG_OK && is == 1, "%s: %d, is_atomic %d", rows[i].game, rc, is);
            ck_assert_msg(r == P(rows[i].aw), "aw(%s) = %s, CGSuite %s", rows[i].game, F(r),
                          rows[i].aw);
        }
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-atomic-weight");
    TCase *tc = tcase_create("atomic weight");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, atomic_weight_matches_the_calculus);
    tcase_add_test(tc, atomic_weight_laws);
    tcase_add_test(tc, atomic_weight_published_by_cgsuite);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
