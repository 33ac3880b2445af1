/* The level driver of lib/tables (level_driver.h) on a toy engine whose level
 * n holds the value n at every position: values outgrow the starting width at
 * known levels, so every widening path runs, in a table and in a census, and
 * each level must see its two predecessors intact. */
#include <stdlib.h>

#include <check.h>

#include "run-suite.h"
#include "tables/level_driver.h"
#include "tables/stats.h"
#include "util/alloc.h"

typedef struct toy_level {
    uint32_t n;
    unsigned width;    /* bits per stored value; 0: not stored */
    uint32_t *values;  /* 3 positions */
} toy_level;

#define TOY_POSITIONS 3

static int widenings;

static unsigned toy_wider(unsigned width)
{
    return width * 2;
}

static uint64_t toy_positions(uint32_t n)
{
    (void)n;
    return TOY_POSITIONS;
}

static uint64_t toy_bytes(uint32_t n, unsigned width)
{
    return (uint64_t)n * width;   /* any formula the driver must only add up */
}

static int toy_init(void *p, uint32_t n, unsigned width)
{
    toy_level *lv = p;
    lv->n = n;
    lv->width = width;
    lv->values = width > 0 ? cgu_calloc(TOY_POSITIONS, sizeof *lv->values) : NULL;
    return width > 0 && lv->values == NULL ? CG_ENOMEM : CG_OK;
}

static void toy_free(void *p)
{
    toy_level *lv = p;
    cgu_free(lv->values);
    lv->values = NULL;
    lv->width = 0;
}

static int toy_widen(void *p, unsigned width)
{
    toy_level *lv = p;
    if (lv->width == 0)
        return CG_OK;
    ck_assert_uint_gt(width, lv->width);
    lv->width = width;
    widenings++;
    return CG_OK;
}

/* Level n: value n everywhere, which needs n < 2^width; the predecessors must
 * be levels n-1 and n-2 with their values (when stored) still n-1 and n-2. */
static int toy_compute(void *p, const void *p1, const void *p2, unsigned width, unsigned threads,
                       cgu_progress *prog, tables_level_stats *stats)
{
    toy_level *cur = p;
    const toy_level *l1 = p1, *l2 = p2;
    (void)threads;
    ck_assert(cur->n == 0 || (l1 != NULL && l1->n == cur->n - 1));
    ck_assert(cur->n <= 1 || (l2 != NULL && l2->n == cur->n - 2));
    for (int i = 0; i < TOY_POSITIONS; i++) {
        if (l1 != NULL && l1->values != NULL)
            ck_assert_uint_eq(l1->values[i], cur->n - 1);
        if (l2 != NULL && l2->values != NULL)
            ck_assert_uint_eq(l2->values[i], cur->n - 2);
    }
    if (cur->n >= (1u << width))
        return LEVEL_OVERFLOW;
    for (int i = 0; i < TOY_POSITIONS; i++)
        if (cur->values != NULL)
            cur->values[i] = cur->n;
    tables_stats_add(stats, TABLES_REDUCED, cur->n, TOY_POSITIONS, 0);
    prog->done += TOY_POSITIONS;
    return CG_OK;
}

static const tables_level_ops toy_ops = {
    .size = sizeof(toy_level),
    .start_width = 1,
    .max_width = 4,
    .wider = toy_wider,
    .positions = toy_positions,
    .bytes = toy_bytes,
    .level_extra = 5,
    .census_extra = 7,
    .init = toy_init,
    .free = toy_free,
    .widen = toy_widen,
    .compute = toy_compute,
};

static void check_census(const cg_census *c, uint32_t nmax)
{
    for (uint32_t n = 0; n <= nmax; n++) {
        ck_assert_uint_eq(c->levels[n].count[n], TOY_POSITIONS);
        ck_assert_uint_eq(tables_stats_max_value(&c->levels[n]), n);
    }
}

START_TEST(a_table_widens_every_stored_level)
{
    /* Widths 1, 2, 4: overflows at levels 2 and 4; 15 fits in 4 bits. */
    const uint32_t nmax = 15;
    toy_level levels[16] = { { 0, 0, NULL } };
    cg_census *c;
    ck_assert_int_eq(tables_census_new(TABLES_REDUCED, nmax, &c), CG_OK);
    cgu_progress prog = { NULL, NULL, 0, tables_levels_positions(&toy_ops, nmax), 1 };
    widenings = 0;
    ck_assert_int_eq(tables_levels_build(&toy_ops, nmax, 1, &prog, levels, c), CG_OK);
    /* Levels 0-1 widened at level 2, levels 0-3 at level 4. */
    ck_assert_int_eq(widenings, 2 + 4);
    for (uint32_t n = 0; n <= nmax; n++) {
        ck_assert_uint_eq(levels[n].width, 4);
        ck_assert_uint_eq(levels[n].values[0], n);
        toy_free(&levels[n]);
    }
    ck_assert_uint_eq(prog.done, prog.total);
    check_census(c, nmax);
    cg_census_free(c);
}
END_TEST

START_TEST(past_the_widest_width_is_erange)
{
    toy_level levels[17] = { { 0, 0, NULL } };
    cg_census *c;
    ck_assert_int_eq(tables_census_new(TABLES_REDUCED, 16, &c), CG_OK);
    cgu_progress prog = { NULL, NULL, 0, tables_levels_positions(&toy_ops, 16), 1 };
    ck_assert_int_eq(tables_levels_build(&toy_ops, 16, 1, &prog, levels, c), CG_ERANGE);
    for (int n = 0; n <= 16; n++)
        toy_free(&levels[n]);
    cg_census_free(c);
}
END_TEST

START_TEST(a_census_keeps_three_levels_and_widens_them)
{
    const uint32_t nmax = 12;
    cg_census *c;
    ck_assert_int_eq(tables_census_new(TABLES_REDUCED, nmax, &c), CG_OK);
    cgu_progress prog = { NULL, NULL, 0, tables_levels_positions(&toy_ops, nmax), 1 };
    widenings = 0;
    ck_assert_int_eq(tables_levels_census(&toy_ops, nmax, 1, &prog, NULL, c), CG_OK);
    /* At level 2 the stored levels 0 and 1; at level 4 levels 2 and 3 (0 and
     * 1 are gone from the ring). */
    ck_assert_int_eq(widenings, 2 + 2);
    check_census(c, nmax);
    cg_census_free(c);
}
END_TEST

START_TEST(memory_adds_up_the_levels)
{
    /* Table: sum of n * 1 + 5 over n = 0..4 = 10 + 25. Census: the peak of
     * stored n, n-1, n-2 plus 7, at n = 3 (3 + 2 + 1) or n = 4 (unstored:
     * 3 + 2): 6 + 7. */
    ck_assert_uint_eq(tables_levels_table_bytes(&toy_ops, 4), 35);
    ck_assert_uint_eq(tables_levels_census_bytes(&toy_ops, 4), 13);
    ck_assert_uint_eq(tables_levels_positions(&toy_ops, 4), 15);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tables-level-driver");
    TCase *tc = tcase_create("driver");
    tcase_add_test(tc, a_table_widens_every_stored_level);
    tcase_add_test(tc, past_the_widest_width_is_erange);
    tcase_add_test(tc, a_census_keeps_three_levels_and_widens_them);
    tcase_add_test(tc, memory_adds_up_the_levels);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
