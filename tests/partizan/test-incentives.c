/* Incentives, the incentive sets and the incentives sums keep against the
 * oracle's definition and CGSuite's published sets; see test-thermal-algebra.c
 * for how the oracle is used. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "thermal-algebra-tests.h"

/* Option by option: G^L - G and G - G^R. By value against the oracle's raw
 * differences for day 2, against the library's sum for every game of day 3. */
START_TEST(incentives_match_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i], *out[32];
        for (int side = 0; side < 2; side++) {
            size_t count = 99, n = side == 0 ? cg_game_left_count(g) : cg_game_right_count(g);
            ck_assert_int_eq(cg_game_incentives(ctx, g, (cg_side)side, out, 32, &count), CG_OK);
            ck_assert_uint_eq(count, n);
            for (size_t k = 0; k < n; k++) {
                const cg_game *o = side == 0 ? cg_game_left(g, k) : cg_game_right(g, k);
                const cg_game *want = side == 0 ? diff(o, g) : diff(g, o);
                FAST_CHECK(out[k] == want, "incentive %zu of %s for %s", k, F(g),
                           side ? "Right" : "Left");
            }
        }
    }
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day2.n; i++) {
        const cg_game *g = day2.g[i], *out[32];
        const otree *t = tree(&b, g);
        for (int side = 0; side < 2; side++) {
            size_t count = 99;
            ck_assert_int_eq(cg_game_incentives(ctx, g, (cg_side)side, out, 32, &count), CG_OK);
            for (size_t k = 0; k < count; k++) {
                const otree *to = t->opt[(side == 0 ? 0 : t->nl) + k];
                const otree *w = side == 0 ? of_diff(b.f, to, t) : of_diff(b.f, t, to);
                FAST_CHECK(of_eq(b.f, tree(&b, out[k]), w), "incentive %zu of %s", k, F(g));
            }
        }
    }
    br_close(&b);
    /* Known: both incentives of +-1 are {2|0}; of up, v (Left) and ^* (Right). */
    const cg_game *out[2] = { NULL, NULL };
    size_t count;
    ck_assert_int_eq(cg_game_incentives(ctx, P("+-1"), CG_LEFT, out, 2, &count), CG_OK);
    ck_assert(count == 1 && out[0] == P("{2|0}"));
    ck_assert_int_eq(cg_game_incentives(ctx, P("+-1"), CG_RIGHT, out, 2, &count), CG_OK);
    ck_assert(count == 1 && out[0] == P("{2|0}"));
    ck_assert_int_eq(cg_game_incentives(ctx, P("^"), CG_LEFT, out, 2, &count), CG_OK);
    ck_assert(count == 1 && out[0] == P("v"));
    ck_assert_int_eq(cg_game_incentives(ctx, P("^"), CG_RIGHT, out, 2, &count), CG_OK);
    ck_assert(count == 1 && out[0] == P("^*"));
    /* snprintf-like: the count always, at most cap games. */
    const cg_game *g = P("*3");
    out[0] = out[1] = NULL;
    ck_assert_int_eq(cg_game_incentives(ctx, g, CG_LEFT, out, 1, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 3);
    ck_assert_ptr_eq(out[0], diff(cg_game_left(g, 0), g));
    ck_assert_ptr_null(out[1]);
    count = 0;
    ck_assert_int_eq(cg_game_incentives(ctx, g, CG_RIGHT, NULL, 0, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 3);
    ck_assert_int_eq(cg_game_incentives(ctx, P("3"), CG_RIGHT, NULL, 0, &count), CG_OK);
    ck_assert_uint_eq(count, 0);
}
END_TEST

/* The incentives a sum keeps from the making of its canonical form: those of
 * its parts' options, and for an option that replaced a reversible one, the
 * sum of the incentives along the way; negation carries them over. Each one
 * against the oracle's raw difference G^k - G on the trees, for random sums of
 * two day-3 games and their negatives, asked for before anything else
 * completes them. */
/* The set of incentives against its definition from cg_game_incentives():
 * the distinct ones of the chosen players, each one another exceeds dropped
 * (compared with cg_game_compare), on every game born by day 3 and each
 * choice of players; then CGSuite's published Incentives, LeftIncentives and
 * RightIncentives (its test cases of canonical short games). */
static size_t expected_set(const cg_game *g, unsigned sides, const cg_game **set)
{
    const cg_game *all[64], *one[32];
    size_t n = 0, count;
    for (int side = 0; side < 2; side++) {
        if (!(sides & (side == 0 ? CG_SIDES_LEFT : CG_SIDES_RIGHT)))
            continue;
        ck_assert_int_eq(cg_game_incentives(ctx, g, side == 0 ? CG_LEFT : CG_RIGHT, one, 32, &count),
                         CG_OK);
        for (size_t i = 0; i < count; i++)
            all[n++] = one[i];
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        int keep = 1;
        for (size_t j = 0; j < n && keep; j++)
            keep = !(rel(all[i], all[j]) == -1) && !(j < i && all[j] == all[i]);
        if (keep)
            set[k++] = all[i];
    }
    return k;
}

static void check_set(const char *what, const cg_game *const *got, size_t n, const cg_game *const *want,
                      size_t m)
{
    FAST_CHECK(n == m, "%s: %zu incentives, expected %zu", what, n, m);
    for (size_t i = 0; i < m; i++) {
        int found = 0;
        for (size_t j = 0; j < n; j++)
            found |= got[j] == want[i];
        FAST_CHECK(found, "%s: %s missing", what, F(want[i]));
    }
}

START_TEST(incentive_set_matches_the_definition)
{
    static pool day3;
    born_by(&day3, 3);
    for (size_t i = 0; i < day3.n; i++)
        for (unsigned sides = 1; sides <= 3; sides++) {
            const cg_game *got[64], *want[64];
            size_t count, m = expected_set(day3.g[i], sides, want);
            ck_assert_int_eq(cg_game_incentive_set(ctx, day3.g[i], sides, got, 64, &count), CG_OK);
            char what[64];
            snprintf(what, sizeof what, "set %u of %.40s", sides, F(day3.g[i]));
            check_set(what, got, count, want, m);
            for (size_t j = 1; j < count; j++)
                FAST_CHECK(got[j - 1] != got[j], "%s: repeated", what);
        }
    const cg_game *one[1];
    size_t count;
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), CG_SIDES_BOTH, one, 1, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 3);
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), 0, one, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), 4, one, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), 3, NULL, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), 3, NULL, 0, &count), CG_ERANGE);
}
END_TEST

/* The games of a set written "{a,b,...}" (commas inside braces and
 * parentheses belong to the element). */
static size_t parse_set(const char *text, const cg_game **out)
{
    size_t n = 0, len = strlen(text);
    ck_assert(len >= 2 && text[0] == '{' && text[len - 1] == '}');
    char buf[1024];
    size_t b = 0;
    int depth = 0;
    for (size_t i = 1; i < len; i++) {
        char c = text[i];
        if ((c == ',' && depth == 0) || i == len - 1) {
            buf[b] = '\0';
            if (b > 0)
                out[n++] = P(buf);
            b = 0;
            continue;
        }
        depth += (c == '{' || c == '(') - (c == '}' || c == ')');
        ck_assert_uint_lt(b, sizeof buf - 1);
        buf[b++] = c;
    }
    return n;
}

START_TEST(incentive_set_published_by_cgsuite)
{
    /* game, Left's, Right's, both (CGSuite's printing; its row for
     * -1823437481924 gives -1/2's and is left out) */
    static const char *const rows[][4] = {
        { "0", "{}", "{}", "{}" },
        { "5", "{-1}", "{}", "{-1}" },
        { "25/16", "{-1/16}", "{-1/16}", "{-1/16}" },
        { "*8", "{*8,*9,*10,*11,*12,*13,*14,*15}", "{*8,*9,*10,*11,*12,*13,*14,*15}",
          "{*8,*9,*10,*11,*12,*13,*14,*15}" },
        { "9/8+*", "{*}", "{*}", "{*}" },
        { "^", "{v}", "{^*}", "{^*}" },
        { "v*", "{^*}", "{v,v*}", "{^*}" },
        { "6+^*", "{v,v*}", "{^*}", "{^*}" },
        { "^*6", "{v*6}", "{^*}", "{^*}" },
        { "73/16+v9*8", "{^*}", "{v9*8}", "{^*}" },
        { "{0|*||*|||*||||*}", "{v<4>}", "{^[4]*}", "{^[4]*}" },
        { "{0||0|v*}", "{{v<2>|0}}", "{^[2]*}", "{^[2]*}" },
        { "{0||0|vvv}", "{{^3|0||0}}", "{{^3,{^3|0}|0}}", "{{^3,{^3|0}|0}}" },
        { "{^^^|vv}", "{{^5|0}}", "{{^5|0}}", "{{^5|0}}" },
        { "{0||0|-3/2}", "{Miny(3/2)}", "{{3/2,{3/2|0}|0}}", "{{3/2,{3/2|0}|0}}" },
        { "{0|||0||-1|-3}", "{Miny({3|1})}", "{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}",
          "{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}" },
        { "{1|^^||^}", "{{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}", "{{1v|^||0}}",
          "{{1v|^||0},{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}" },
        { "{3||2+*|1+*}", "{{2*|1*||0}}", "{{2*|1*||0}}", "{{2*|1*||0}}" },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const cg_game *g = P(rows[i][0]);
        for (unsigned sides = 1; sides <= 3; sides++) {
            const cg_game *got[16], *want[16];
            size_t count, m = parse_set(rows[i][sides], want);
            ck_assert_int_eq(cg_game_incentive_set(ctx, g, sides, got, 16, &count), CG_OK);
            char what[96];
            snprintf(what, sizeof what, "CGSuite's set %u of %s", sides, rows[i][0]);
            check_set(what, got, count, want, m);
        }
    }
}
END_TEST

START_TEST(incentives_kept_by_sums_match_the_definition)
{
    static pool day3;
    born_by(&day3, 3);
    uint64_t state = 859;
    bridge b;
    br_open(&b);
    size_t checked = 0;
    for (int n = 0; n < 150; n++) {
        const cg_game *x = day3.g[rng(&state) % day3.n], *y = day3.g[rng(&state) % day3.n];
        const cg_game *s = sum(x, y), *games[2] = { s, neg(s) };
        for (int which = 0; which < 2; which++) {
            const cg_game *g = games[which], *out[64];
            const otree *t = tree(&b, g);
            for (int side = 0; side < 2; side++) {
                size_t count;
                ck_assert_int_eq(cg_game_incentives(ctx, g, (cg_side)side, out, 64, &count), CG_OK);
                for (size_t k = 0; k < count; k++, checked++) {
                    const otree *to = t->opt[(side == 0 ? 0 : t->nl) + k];
                    const otree *w = side == 0 ? of_diff(b.f, to, t) : of_diff(b.f, t, to);
                    FAST_CHECK(of_eq(b.f, tree(&b, out[k]), w), "incentive %zu of %s (%s + %s)%s", k,
                               F(g), F(x), F(y), which ? ", negated" : "");
                }
            }
        }
    }
    ck_assert_uint_ge(checked, 300);
    br_close(&b);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-incentives");
    TCase *tc = tcase_create("incentives");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, incentives_match_the_definition);
    tcase_add_test(tc, incentives_kept_by_sums_match_the_definition);
    tcase_add_test(tc, incentive_set_matches_the_definition);
    tcase_add_test(tc, incentive_set_published_by_cgsuite);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
