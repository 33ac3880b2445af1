/*
 * The game store and the context's memory limit (store.h, "Memory"): the
 * store outlives calls, so the limit bounds its whole size; a call that would
 * grow it past the limit is CG_ENOMEM with a detail, and the context stays
 * usable. 1.2 ignored the limit in every partizan call.
 */
#include <stdio.h>
#include <string.h>

#include "partizan-tests.h"
#include "run-suite.h"

static void setup(void)
{
    partizan_setup();
}

static void teardown(void)
{
    partizan_teardown();
}

/* Make the integers from, from + 1, ..., from + count - 1 (one game each,
 * about 200 bytes with the store's tables): the first status that is not
 * CG_OK, else CG_OK. */
static int make_integers(int64_t from, int64_t count)
{
    for (int64_t n = from; n < from + count; n++) {
        const cg_game *g;
        int rc = cg_game_integer(ctx, n, &g);
        if (rc != CG_OK)
            return rc;
    }
    return CG_OK;
}

/* 100000 integers need tens of megabytes: refused under 8 MB. */
START_TEST(a_limit_refuses_what_would_pass_it)
{
    const cg_game *g;
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 8u << 20), CG_OK);
    ck_assert_int_eq(make_integers(1, 100000), CG_ENOMEM);
    const char *detail = cg_error_detail();
    ck_assert_ptr_nonnull(strstr(detail, "memory limit of 8.4 MB"));
    /* What was made before the refusal stays, found without growing. */
    ck_assert_int_eq(cg_game_integer(ctx, 1000, &g), CG_OK);
    /* Raised, the same calls succeed and the values are right. */
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(make_integers(1, 100000), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, 100000, &g), CG_OK);
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_OK);
    ck_assert(num == 100000 && k == 0);
}
END_TEST

/* The limit covers what the store already holds: made under no limit, the
 * store then refuses to grow under a limit below its size (once what it has
 * allocated is used up), but finds what it has. */
START_TEST(the_limit_counts_what_the_store_holds)
{
    const cg_game *g, *again;
    ck_assert_int_eq(make_integers(1, 50000), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, 50000, &g), CG_OK);
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 4u << 20), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, 50000, &again), CG_OK);   /* found, not made */
    ck_assert_ptr_eq(again, g);
    ck_assert_int_eq(make_integers(50001, 50000), CG_ENOMEM);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "memory limit of 4.2 MB"));
}
END_TEST

/* Sums of hot games grow the store through the general sum: stopped the
 * same way, never past the limit by more than the step being refused. */
START_TEST(general_sums_stop_at_the_limit)
{
    const cg_game *g, *acc;
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 2u << 20), CG_OK);
    ck_assert_int_eq(cg_game_parse(ctx, "{2|1}", &acc), CG_OK);
    int rc = CG_OK;
    for (int i = 3; i < 400 && rc == CG_OK; i++) {
        char text[64];
        snprintf(text, sizeof text, "{%d|{%d|%d}}", i, i - 1, -i);
        ck_assert_int_eq(cg_game_parse(ctx, text, &g), CG_OK);
        rc = cg_game_sum(ctx, acc, g, &acc);
    }
    ck_assert_int_eq(rc, CG_ENOMEM);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "memory limit"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-store-memory");
    TCase *tc = tcase_create("store-memory");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_limit_refuses_what_would_pass_it);
    tcase_add_test(tc, the_limit_counts_what_the_store_holds);
    tcase_add_test(tc, general_sums_stop_at_the_limit);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
