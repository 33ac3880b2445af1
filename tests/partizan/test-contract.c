/* What every call of partizan.h promises: contexts independent of each other,
 * sums and comparisons bounded by the node limit, bad arguments refused and
 * allocation failures leaking nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fault-alloc.h"
#include "partizan-tests.h"

START_TEST(contexts_are_independent)
{
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    const cg_game *a = P("{2|*}"), *b;
    ck_assert_int_eq(cg_game_parse(other, "{2|*}", &b), CG_OK);
    ck_assert_ptr_ne(a, b);
    size_t len;
    char buf[32];
    ck_assert_int_eq(cg_game_format(other, b, buf, sizeof buf, &len), CG_OK);
    ck_assert_str_eq(buf, F(a));
    cg_ctx_free(other);
    /* Clearing drops caches, never games. */
    ck_assert_int_eq(cg_ctx_clear(ctx), CG_OK);
    ck_assert_ptr_eq(P("{2|*}"), a);
}
END_TEST

/* Sums and comparisons are charged to the node limit, so a short text with
 * wide options ({0|*2,*m} - {0|*2,*m} costs about m^4) stops with CG_ELIMIT
 * instead of running for minutes; what was learned stays, and the same call
 * without a limit gives the right answer. Values of the fast paths are not
 * charged, and long sums of integers stay linear. */
START_TEST(the_node_limit_bounds_sums_and_comparisons)
{
    const cg_game *g = P("{0|*2,*200}"), *h, *s = NULL;
    ck_assert_int_eq(cg_game_neg(ctx, g, &h), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, g, h, &s), CG_ELIMIT);
    ck_assert_ptr_null(s);
    cg_outcome o = CG_OUTCOME_L;
    const cg_game *wide;
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    wide = P("{0|*2,*24}");
    ck_assert_int_eq(cg_game_neg(ctx, wide, &h), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 10), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, wide, h, &s), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, wide, h, &s), CG_OK);
    ck_assert_ptr_eq(s, cg_game_zero(ctx));
    ck_assert_int_eq(cg_game_outcome(ctx, s, &o), CG_OK);
    ck_assert_int_eq(o, CG_OUTCOME_P);

    /* Fast-path values within their bounds cost no nodes. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1), CG_OK);
    ck_assert_int_eq(cg_game_nimber(ctx, CG_GAME_MAX_NIMBER, &g), CG_OK);
    ck_assert_int_eq(cg_game_up(ctx, -CG_GAME_MAX_UPS, &g), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, CG_GAME_MAX_INTEGER / 16, &g), CG_OK);
    ck_assert_int_eq(cg_game_dyadic(ctx, -12345, 9, &g), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);

    /* 1 + 1 + ... + 1: each partial sum is the next integer of the chain. */
    const cg_game *one, *total = cg_game_zero(ctx);
    ck_assert_int_eq(cg_game_integer(ctx, 1, &one), CG_OK);
    for (int i = 0; i < 30000; i++)
        ck_assert_int_eq(cg_game_sum(ctx, total, one, &total), CG_OK);
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(total, &num, &k), CG_OK);
    ck_assert(num == 30000 && k == 0);
    ck_assert_int_eq(cg_game_integer(ctx, -30000, &g), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, total, g, &s), CG_OK);
    ck_assert_ptr_eq(s, cg_game_zero(ctx));

    /* A long sum of fast-path values is charged by the games it makes (found
     * by fuzzing: "28351+^*100+^^^+1+1+..." made a new x + 4.up + *100, a
     * hundred games, at every step, uncharged, until gigabytes). */
    cg_ctx *c2;
    ck_assert_int_eq(cg_ctx_new(&c2), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(c2, 50000), CG_OK);
    static char text[2 * 30000 + 64];
    size_t n = (size_t)snprintf(text, sizeof text, "28351+^*100+^^^");
    for (int i = 0; i < 30000; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "+1");
    ck_assert_int_eq(cg_game_parse(c2, text, &g), CG_ELIMIT);
    /* The same few steps without a limit are right. */
    ck_assert_int_eq(cg_ctx_set_node_limit(c2, 0), CG_OK);
    ck_assert_int_eq(cg_game_parse(c2, "28351+^*100+^^^+1+1+1", &g), CG_OK);
    ck_assert_int_eq(cg_game_parse(c2, "28354+^^^^*100", &h), CG_OK);
    ck_assert_ptr_eq(g, h);
    cg_ctx_free(c2);
}
END_TEST

START_TEST(bad_arguments)
{
    const cg_game *g = P("1"), *out = NULL;
    int rel;
    cg_outcome o;
    size_t len;
    char buf[4];
    ck_assert_ptr_null(cg_game_zero(NULL));
    ck_assert_int_eq(cg_game_integer(NULL, 1, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, CG_GAME_MAX_LOG2_DEN + 1, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_nimber(ctx, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_up(ctx, INT64_C(1) << 40, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_new(ctx, NULL, 1, NULL, 0, &out), CG_EINVAL);
    const cg_game *nullopt[1] = { NULL };
    ck_assert_int_eq(cg_game_new(ctx, nullopt, 1, NULL, 0, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_sum(ctx, g, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_neg(ctx, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_compare(ctx, g, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_compare(NULL, g, g, &rel), CG_EINVAL);
    ck_assert_int_eq(cg_game_outcome(ctx, NULL, &o), CG_EINVAL);
    ck_assert_int_eq(cg_game_format(ctx, g, NULL, 4, &len), CG_EINVAL);
    /* len may be NULL (1.1); a short buffer still says CG_ERANGE. */
    char small[64];
    ck_assert_int_eq(cg_game_format(ctx, P("{2|1}"), small, sizeof small, NULL), CG_OK);
    ck_assert_str_eq(small, "{2|1}");
    ck_assert_int_eq(cg_game_format(ctx, P("{2|1}"), small, 3, NULL), CG_ERANGE);
    ck_assert_str_eq(small, "{2");
    ck_assert_int_eq(cg_game_format(ctx, P("{3|||2||1|0}"), buf, sizeof buf, &len), CG_ERANGE);
    ck_assert_uint_eq(len, 12);
    ck_assert_str_eq(buf, "{3|");
    ck_assert_int_eq(cg_game_format(ctx, g, NULL, 0, &len), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_birthday(NULL, NULL), CG_EINVAL);
    ck_assert_uint_eq(cg_game_left_count(NULL), 0);
    ck_assert(!cg_game_is_number(NULL));
    ck_assert_int_eq(cg_games_enumerate(NULL, 1, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_games_born_by(ctx, 1, NULL), CG_EINVAL);
    /* Numbers beyond the representable range. */
    ck_assert_int_eq(cg_game_integer(ctx, INT64_MAX, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, "1/4611686018427387904+1/4611686018427387904", &out), CG_OK);
    ck_assert_int_eq(cg_game_parse(ctx, "1/9223372036854775808", &out), CG_OK);
    ck_assert_int_eq(cg_game_parse(ctx, "1+1/9223372036854775808", &out), CG_ERANGE);
}
END_TEST

static int stop_at_ten(void *user, const cg_game *g)
{
    (void)g;
    return ++*(int *)user == 10;
}

static int everything(void *arg)
{
    (void)arg;
    cg_ctx *c = NULL;
    int rc = cg_ctx_new(&c);
    const cg_game *g = NULL, *h = NULL;
    if (rc == CG_OK)
        rc = cg_game_parse(c, "{2||1|0}+^*+{1/2|*}", &g);
    if (rc == CG_OK)
        rc = cg_game_neg(c, g, &h);
    if (rc == CG_OK)
        rc = cg_game_sum(c, g, h, &h);
    uint64_t n;
    if (rc == CG_OK)
        rc = cg_games_born_by(c, 2, &n);
    int64_t a, b2;
    uint32_t x, y;
    if (rc == CG_OK)
        rc = cg_game_thermal(c, g, &a, &x, &b2, &y);
    cg_ctx_free(c);
    return rc;
}

START_TEST(allocation_failures_leak_nothing)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(everything, NULL, NULL), 10);
    fault_alloc_uninstall();
    int seen = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, 3, stop_at_ten, &seen, NULL), CG_ECANCELED);
    ck_assert_int_eq(seen, 10);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-contract");
    TCase *tc = tcase_create("contract");
    tcase_set_timeout(tc, 900);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, contexts_are_independent);
    tcase_add_test(tc, the_node_limit_bounds_sums_and_comparisons);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
