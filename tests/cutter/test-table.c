/* The Cookie Cutter search's transposition table (lib/cutter/small_table.c)
 * against a plain list of what went in: every value stored is found with its
 * value until it is replaced or dropped, and those are counted; nothing else
 * is found; a doubling in place keeps every value that fits; a full window
 * gives up the value that cost least. */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "fault-alloc.h"
#include "run-suite.h"
#include "cutter/small_table.h"

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return cutter_table_hash(*state);
}

typedef struct stored {
    uint64_t hash;
    uint32_t value;
} stored;

/* How many of the n values are found with their value; fails on a wrong one. */
static size_t found(const cutter_table *t, const stored *v, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t x = 999;
        if (cutter_table_find(t, v[i].hash, &x)) {
            ck_assert_uint_eq(x, v[i].value);
            k++;
        }
    }
    return k;
}

START_TEST(table_holds_what_a_list_holds)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    cutter_table t;
    memset(&t, 0, sizeof t);
    enum { N = 300000 };
    stored *v = malloc(N * sizeof *v);
    ck_assert_ptr_nonnull(v);
    uint64_t state = 7;
    /* Hashes whose homes lie at the ends of every table size (windows that
     * wrap around, values that wait aside while the table doubles), then
     * random ones. */
    for (size_t i = 0; i < N; i++) {
        uint64_t h = next(&state);
        if (i < 64)
            h = (i % 2 ? UINT64_MAX - (h >> 40) : h >> 40);
        v[i].hash = h;
        v[i].value = (uint32_t)(h % 255);
    }
    cgu_ctx_begin(ctx);
    size_t grows = 0;
    for (size_t i = 0; i < N; i++) {
        if (t.capacity == 0 || 4 * (t.count + 1) > 3 * t.capacity) {
            uint64_t evicted = t.evicted;
            size_t before = t.count;
            ck_assert_int_eq(cutter_table_grow(ctx, &t), CG_OK);
            grows++;
            /* Every value kept through the doubling is found again, and
             * those dropped are counted. */
            ck_assert_uint_eq(found(&t, v, i), t.count);
            ck_assert_uint_eq(t.count + (t.evicted - evicted), before);
        }
        ck_assert_int_eq(cutter_table_place(&t, v[i].hash, v[i].value, (uint32_t)i % 16, 1), 1);
    }
    ck_assert_uint_ge(grows, 4);
    ck_assert_uint_eq(t.capacity, (size_t)1 << t.shift);
    ck_assert_uint_eq(found(&t, v, N), t.count);
    /* Each value stored is there or counted as replaced or dropped; at up to
     * 3/4 full, one window in about fifty is full when a value comes. */
    ck_assert_uint_eq(t.count + t.evicted, N);
    ck_assert_uint_ge(t.count, N - N / 20);
    /* Storing a value again changes it and adds nothing. */
    size_t count = t.count;
    for (size_t i = 0; i < N; i += 7) {
        v[i].value = (v[i].value + 1) % 255;
        uint32_t x;
        if (cutter_table_find(&t, v[i].hash, &x))
            ck_assert_int_eq(cutter_table_place(&t, v[i].hash, v[i].value, 0, 0), 1);
    }
    ck_assert_uint_eq(t.count, count);
    ck_assert_uint_eq(found(&t, v, N), t.count);
    /* Hashes never stored are not found. */
    for (size_t i = 0; i < N; i++) {
        uint32_t x;
        ck_assert_int_eq(cutter_table_find(&t, next(&state), &x), 0);
    }
    cutter_table_clear(&t);
    ck_assert_uint_eq(found(&t, v, N), 0);
    free(v);
    cutter_table_destroy(&t);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(full_window_gives_up_the_cheapest)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    cutter_table t;
    memset(&t, 0, sizeof t);
    cgu_ctx_begin(ctx);
    ck_assert_int_eq(cutter_table_grow(ctx, &t), CG_OK);
    /* Seventeen hashes with one home (its 16 top bits); costs 9, 10, ..., 15,
     * then 3 at the twelfth, the least. */
    uint64_t home = UINT64_C(0x1234) << 48;
    stored v[CUTTER_TABLE_WINDOW + 1];
    for (uint32_t i = 0; i <= CUTTER_TABLE_WINDOW; i++) {
        v[i].hash = home | (i + 1);
        v[i].value = i;
    }
    for (uint32_t i = 0; i < CUTTER_TABLE_WINDOW; i++)
        ck_assert_int_eq(cutter_table_place(&t, v[i].hash, v[i].value, i == 11 ? 3 : 9 + i % 7, 1), 1);
    ck_assert_uint_eq(found(&t, v, CUTTER_TABLE_WINDOW), CUTTER_TABLE_WINDOW);
    ck_assert_uint_eq(t.evicted, 0);
    /* Without replacing, the seventeenth is dropped and counted. */
    ck_assert_int_eq(cutter_table_place(&t, v[16].hash, v[16].value, 0, 0), 0);
    ck_assert_uint_eq(t.evicted, 1);
    ck_assert_uint_eq(found(&t, v, CUTTER_TABLE_WINDOW + 1), CUTTER_TABLE_WINDOW);
    /* Replacing, it takes the place of the cheapest, the twelfth. */
    ck_assert_int_eq(cutter_table_place(&t, v[16].hash, v[16].value, 0, 1), 1);
    ck_assert_uint_eq(t.evicted, 2);
    ck_assert_uint_eq(t.count, CUTTER_TABLE_WINDOW);
    uint32_t x;
    ck_assert_int_eq(cutter_table_find(&t, v[11].hash, &x), 0);
    ck_assert_int_eq(cutter_table_find(&t, v[16].hash, &x), 1);
    ck_assert_uint_eq(x, 16);
    ck_assert_uint_eq(found(&t, v, CUTTER_TABLE_WINDOW + 1), CUTTER_TABLE_WINDOW);
    cutter_table_destroy(&t);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(cost_classes_grow_with_the_work)
{
    ck_assert_uint_eq(cutter_table_cost(0), 0);
    ck_assert_uint_eq(cutter_table_cost(1), 0);
    ck_assert_uint_eq(cutter_table_cost(3), 1);
    ck_assert_uint_eq(cutter_table_cost(1000), 5);
    ck_assert_uint_eq(cutter_table_cost(UINT64_C(1) << 29), 15);
    ck_assert_uint_eq(cutter_table_cost(UINT64_MAX), 15);
    for (uint64_t w = 1; w < (UINT64_C(1) << 40); w = w * 3 + 1)
        ck_assert_uint_le(cutter_table_cost(w), cutter_table_cost(w * 3 + 1));
}
END_TEST

/* A context of the given memory limit inside a call, and a table of the
 * first size in it holding one value (42 -> 7). */
static cg_ctx *first_table_under(uint64_t limit, cutter_table *t)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, limit), CG_OK);
    memset(t, 0, sizeof *t);
    cgu_ctx_begin(ctx);
    ck_assert_int_eq(cutter_table_grow(ctx, t), CG_OK);
    ck_assert_uint_eq(t->capacity, (size_t)1 << CUTTER_TABLE_FIRST_SHIFT);
    ck_assert_int_eq(cutter_table_place(t, 42, 7, 0, 1), 1);
    return ctx;
}

static void still_holds_its_value(const cutter_table *t)
{
    uint32_t x;
    ck_assert_int_eq(cutter_table_find(t, 42, &x), 1);
    ck_assert_uint_eq(x, 7);
}

START_TEST(growth_within_the_budget)
{
    /* A budget for the first table (512 kB) and not its doubling. */
    cutter_table t;
    cg_ctx *ctx = first_table_under(UINT64_C(800000), &t);
    ck_assert_int_eq(cutter_table_grow(ctx, &t), CG_ENOMEM);
    ck_assert_uint_eq(t.capacity, (size_t)1 << CUTTER_TABLE_FIRST_SHIFT);
    still_holds_its_value(&t);
    cutter_table_destroy(&t);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(failed_doubling_gives_its_bytes_back)
{
    /* A budget for the first table (512 kB) and one doubling (512 kB more).
     * The doubling's allocation fails once (the system had no room then):
     * the table stays as it was, and the next try, within the same call,
     * must be judged on the memory held, not on what the failure reserved. */
    fault_alloc_install();
    cutter_table t;
    cg_ctx *ctx = first_table_under(UINT64_C(1200000), &t);
    fault_alloc_fail_at(0, 0);
    ck_assert_int_eq(cutter_table_grow(ctx, &t), CG_ENOMEM);
    ck_assert_uint_eq(t.capacity, (size_t)1 << CUTTER_TABLE_FIRST_SHIFT);
    fault_alloc_fail_at(-1, 0);
    ck_assert_int_eq(cutter_table_grow(ctx, &t), CG_OK);
    ck_assert_uint_eq(t.capacity, (size_t)2 << CUTTER_TABLE_FIRST_SHIFT);
    still_holds_its_value(&t);
    /* And a third doubling is past the budget, as it should be. */
    ck_assert_int_eq(cutter_table_grow(ctx, &t), CG_ENOMEM);
    cutter_table_destroy(&t);
    cg_ctx_free(ctx);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cutter-table");
    TCase *tc = tcase_create("table");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, table_holds_what_a_list_holds);
    tcase_add_test(tc, full_window_gives_up_the_cheapest);
    tcase_add_test(tc, cost_classes_grow_with_the_work);
    tcase_add_test(tc, growth_within_the_budget);
    tcase_add_test(tc, failed_doubling_gives_its_bytes_back);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
