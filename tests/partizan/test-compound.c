/*
 * Ordinal, conjunctive and selective sums (cg_game_ordinal_sum,
 * cg_game_conjunctive_sum, cg_game_selective_sum) against the naive oracle of
 * tests/oracle/compound-oracle.h on every pair of games born by day 2 and on
 * random pairs of day-3 games; the published facts of ordinal sums; bad
 * arguments and the node limit.
 */
#include <stdint.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "compound-oracle.h"
#include "fast-check.h"
#include "run-suite.h"

typedef int (*compound_fn)(cg_ctx *, const cg_game *, const cg_game *, const cg_game **);

static const compound_fn ops[3] = { cg_game_ordinal_sum, cg_game_conjunctive_sum,
                                    cg_game_selective_sum };
static const int oracle_op[3] = { ORACLE_ORDINAL, ORACLE_CONJUNCTIVE, ORACLE_SELECTIVE };
static const char *const op_name[3] = { "ordinal", "conjunctive", "selective" };

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

static const cg_game *compound(int op, const cg_game *g, const cg_game *h)
{
    const cg_game *r = NULL;
    int rc = ops[op](ctx, g, h, &r);
    ck_assert_msg(rc == CG_OK, "%s(%s, %s): %s", op_name[op], F(g), F(h), cg_strerror(rc));
    return r;
}

static const cg_game *ordinal(const cg_game *g, const cg_game *h)
{
    return compound(0, g, h);
}

static void check_pair(int op, const cg_game *g, const cg_game *h)
{
    const cg_game *r = compound(op, g, h), *o = oracle_compound(ctx, oracle_op[op], g, h);
    FAST_CHECK(o != NULL, "oracle %s(%s, %s) failed", op_name[op], F(g), F(h));
    FAST_CHECK(r == o, "%s(%s, %s) = %s, the definition gives %s", op_name[op], F(g), F(h),
               F(r), F(o));
}

START_TEST(day2_pairs_match_the_definition)
{
    static pool day2;
    born_by(&day2, 2);
    for (int op = 0; op < 3; op++)
        for (size_t i = 0; i < day2.n; i++)
            for (size_t j = 0; j < day2.n; j++)
                check_pair(op, day2.g[i], day2.g[j]);
}
END_TEST

START_TEST(random_day3_pairs_match_the_definition)
{
    static pool day3;
    born_by(&day3, 3);
    uint64_t state = 2026;
    const int pairs = quick() ? 60 : 300;
    for (int k = 0; k < pairs; k++) {
        const cg_game *g = day3.g[next(&state) % day3.n], *h = day3.g[next(&state) % day3.n];
        for (int op = 0; op < 3; op++)
            check_pair(op, g, h);
    }
}
END_TEST

/* In a fresh context, where nothing is cached: the library's answer on a pair
 * the oracle has not made before it. */
START_TEST(results_do_not_depend_on_what_was_made_before)
{
    const char *texts[][2] = { { "{2|*}", "{1|-1}" }, { "^*", "{0,*|-1}" }, { "{3||2|1}", "*2" } };
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++)
        for (int op = 0; op < 3; op++) {
            cg_ctx *c;
            ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
            const cg_game *g, *h, *r, *o;
            ck_assert_int_eq(cg_game_parse(c, texts[t][0], &g), CG_OK);
            ck_assert_int_eq(cg_game_parse(c, texts[t][1], &h), CG_OK);
            ck_assert_int_eq(ops[op](c, g, h, &r), CG_OK);
            o = oracle_compound(c, oracle_op[op], g, h);
            ck_assert_msg(r == o, "%s(%s, %s)", op_name[op], texts[t][0], texts[t][1]);
            cg_ctx_free(c);
        }
}
END_TEST

/* Conway, ONAG; Winning Ways: 1:1 = 2, 1:-1 = 1/2, *a:*b = *(a+b), 0:G = G,
 * G:0 = G. */
START_TEST(published_ordinal_sums)
{
    ck_assert_ptr_eq(ordinal(P("1"), P("1")), P("2"));
    ck_assert_ptr_eq(ordinal(P("1"), P("-1")), P("1/2"));
    ck_assert_ptr_eq(ordinal(P("*"), P("*")), P("*2"));
    ck_assert_ptr_eq(ordinal(P("-1"), P("1")), P("-1/2"));
    ck_assert_ptr_eq(ordinal(P("1/2"), P("1")), P("3/4"));
    for (uint32_t a = 0; a <= 5; a++)
        for (uint32_t b = 0; b <= 5; b++) {
            const cg_game *x, *y, *z;
            ck_assert_int_eq(cg_game_nimber(ctx, a, &x), CG_OK);
            ck_assert_int_eq(cg_game_nimber(ctx, b, &y), CG_OK);
            ck_assert_int_eq(cg_game_nimber(ctx, a + b, &z), CG_OK);
            ck_assert_msg(ordinal(x, y) == z, "*%u:*%u", a, b);
        }
    static pool day2;
    born_by(&day2, 2);
    const cg_game *zero = cg_game_zero(ctx);
    for (size_t i = 0; i < day2.n; i++) {
        const cg_game *g = day2.g[i];
        ck_assert_ptr_eq(ordinal(zero, g), g);
        ck_assert_ptr_eq(ordinal(g, zero), g);
        /* 0 and H: G ^ 0 = 0, G v 0 = G. */
        ck_assert_ptr_eq(compound(1, g, zero), zero);
        ck_assert_ptr_eq(compound(2, g, zero), g);
        ck_assert_ptr_eq(compound(2, zero, g), g);
    }
}
END_TEST

/* G:H has the outcome (the sign) of G whenever G != 0. */
START_TEST(ordinal_sum_has_the_sign_of_its_base)
{
    static pool day3;
    born_by(&day3, 3);
    uint64_t state = 7;
    const cg_game *zero = cg_game_zero(ctx);
    for (int k = 0; k < (quick() ? 300 : 2000); k++) {
        const cg_game *g = day3.g[next(&state) % day3.n], *h = day3.g[next(&state) % day3.n];
        if (g == zero)
            continue;
        cg_outcome a, b;
        ck_assert_int_eq(cg_game_outcome(ctx, g, &a), CG_OK);
        ck_assert_int_eq(cg_game_outcome(ctx, ordinal(g, h), &b), CG_OK);
        FAST_CHECK(a == b, "%s:%s has outcome %d, %s has %d", F(g), F(h), (int)b, F(g), (int)a);
    }
}
END_TEST

START_TEST(bad_arguments)
{
    const cg_game *g = P("{1|*}"), *h = P("^"), *sentinel = P("7"), *out;
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    const cg_game *foreign;
    ck_assert_int_eq(cg_game_parse(other, "{1|*}", &foreign), CG_OK);
    for (int op = 0; op < 3; op++) {
        out = sentinel;
        ck_assert_int_eq(ops[op](NULL, g, h, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, NULL, h, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, g, NULL, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, g, h, NULL), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, foreign, h, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, g, foreign, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](other, g, foreign, &out), CG_EINVAL);
        ck_assert_ptr_eq(out, sentinel);
    }
    cg_ctx_free(other);
}
END_TEST

/* A small node limit stops a day-3 pair with CG_ELIMIT, out untouched; the
 * context works afterwards. An operand born too late for the recursion
 * (the integer 2^20 as H) is refused the same way at once. */
START_TEST(node_limit_and_depth)
{
    const cg_game *g = P("{2|{1|-1},*}"), *h = P("{{3|1},1*|{-1|-3},*2}"), *sentinel = P("7");
    for (int op = 0; op < 3; op++) {
        const cg_game *out = sentinel;
        ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 3), CG_OK);
        ck_assert_int_eq(ops[op](ctx, g, h, &out), CG_ELIMIT);
        ck_assert_ptr_eq(out, sentinel);
        ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
        ck_assert_int_eq(ops[op](ctx, g, h, &out), CG_OK);
        ck_assert_ptr_eq(out, oracle_compound(ctx, oracle_op[op], g, h));
    }
    const cg_game *big = P("1048576"), *out = sentinel;
    ck_assert_int_eq(cg_game_ordinal_sum(ctx, P("1"), big, &out), CG_ELIMIT);
    ck_assert_int_eq(cg_game_selective_sum(ctx, big, big, &out), CG_ELIMIT);
    ck_assert_int_eq(cg_game_conjunctive_sum(ctx, big, big, &out), CG_ELIMIT);
    ck_assert_ptr_eq(out, sentinel);
    /* Below the depth bound an integer works: 1:n = n + 1, n v m = n + m. */
    ck_assert_ptr_eq(ordinal(P("1"), P("300")), P("301"));
    ck_assert_ptr_eq(compound(2, P("30"), P("40")), P("70"));
    ck_assert_ptr_eq(compound(1, P("30"), P("40")), P("30"));
}
END_TEST

/* A result that is a number past the range is CG_ERANGE, out untouched:
 * 1/2^1024 : -1 = {0 | 1/2^1023, 1/2^1024} = 1/2^1025. */
START_TEST(a_number_past_the_range)
{
    const cg_game *g, *r, *sentinel = P("7"), *out = sentinel;
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 1024, &g), CG_OK);
    ck_assert_int_eq(cg_game_ordinal_sum(ctx, g, P("-1"), &out), CG_ERANGE);
    ck_assert_ptr_eq(out, sentinel);
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 1023, &g), CG_OK);
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 1024, &r), CG_OK);
    ck_assert_ptr_eq(ordinal(g, P("-1")), r);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-compound");
    TCase *tc = tcase_create("compound");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, day2_pairs_match_the_definition);
    tcase_add_test(tc, random_day3_pairs_match_the_definition);
    tcase_add_test(tc, results_do_not_depend_on_what_was_made_before);
    tcase_add_test(tc, published_ordinal_sums);
    tcase_add_test(tc, ordinal_sum_has_the_sign_of_its_base);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, node_limit_and_depth);
    tcase_add_test(tc, a_number_past_the_range);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
