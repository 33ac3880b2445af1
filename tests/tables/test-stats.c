/*
 * Merging the statistics of a level's chunks: tables_stats_merge_later (the chunks
 * of a share, in index order, joined without sorting) against tables_stats_merge
 * (any order, sorted), for both kinds of index order, with values whose
 * listings stay, and one whose listing overflows part way.
 */
#include <check.h>
#include <string.h>
#include <cookiegame/tables.h>

#include "run-suite.h"
#include "tables/stats.h"

#define PER_CHUNK 40   /* positions per chunk */

/* The value of position i: 0 rare; with long chunks 1, so common that its
 * listing overflows in the third chunk; with short ones 1 and 2 mixed. */
static uint32_t value_of(uint64_t i, uint64_t per_chunk)
{
    if (i % 13 == 5)
        return 0;
    return per_chunk > CG_CENSUS_LIST_MAX / 4 || i % 2 == 0 ? 1 : 2;
}

/* The statistics of chunk c (positions [c * per, (c + 1) * per)), listed
 * in lexicographic order as the engine lists a chunk: strict indices
 * descending, reduced ranks ascending. */
static void chunk_stats(tables_level_stats *st, tables_kind kind, unsigned c, uint64_t per)
{
    memset(st, 0, sizeof *st);
    uint64_t count[TABLES_NVALUES] = { 0 }, first[TABLES_NVALUES] = { 0 };
    for (uint64_t k = 0; k < per; k++) {
        uint64_t i = kind == TABLES_STRICT ? (c + 1) * per - 1 - k : c * per + k;
        uint32_t g = value_of(i, per);
        if (count[g]++ == 0)
            first[g] = i;
        ck_assert_int_eq(tables_stats_list(st, g, i), CG_OK);
    }
    for (uint32_t g = 0; g < TABLES_NVALUES; g++)
        tables_stats_add(st, kind, g, count[g], first[g]);
}

static void check_same(const tables_level_stats *a, const tables_level_stats *b)
{
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        ck_assert_uint_eq(a->count[g], b->count[g]);
        if (a->count[g] > 0)
            ck_assert_uint_eq(a->example[g], b->example[g]);
        ck_assert_int_eq(a->list[g].overflowed, b->list[g].overflowed);
        ck_assert_uint_eq(a->list[g].n, b->list[g].n);
        for (size_t k = 0; k < a->list[g].n; k++)
            ck_assert_uint_eq(a->list[g].index[k], b->list[g].index[k]);
    }
}

static void merge_both_ways(tables_kind kind, unsigned chunks, uint64_t per)
{
    tables_level_stats later = { 0 }, sorted = { 0 };
    /* tables_stats_merge sees the chunks in a scrambled order, tables_stats_merge_later in
     * order. */
    for (unsigned c = 0; c < chunks; c++) {
        tables_level_stats part;
        chunk_stats(&part, kind, c, per);
        ck_assert_int_eq(tables_stats_merge_later(&later, kind, &part), CG_OK);
        tables_stats_clear(&part);
        chunk_stats(&part, kind, (c * 2) % chunks, per);
        ck_assert_int_eq(tables_stats_merge(&sorted, kind, &part), CG_OK);
        tables_stats_clear(&part);
    }
    check_same(&later, &sorted);
    ck_assert_uint_eq(later.count[0] + later.count[1] + later.count[2], chunks * per);
    ck_assert(!later.list[0].overflowed && later.list[0].n == later.count[0]);
    tables_stats_clear(&later);
    tables_stats_clear(&sorted);
}

START_TEST(chunks_in_order_join_as_sorted)
{
    merge_both_ways(TABLES_STRICT, 7, PER_CHUNK);
    merge_both_ways(TABLES_REDUCED, 7, PER_CHUNK);
}
END_TEST

START_TEST(a_listing_that_outgrows_its_bound_is_dropped_either_way)
{
    /* Value 1 takes 12/13 of each chunk: past CG_CENSUS_LIST_MAX in the third. */
    uint64_t per = CG_CENSUS_LIST_MAX * 2 / 5;
    merge_both_ways(TABLES_STRICT, 3, per);
    merge_both_ways(TABLES_REDUCED, 3, per);
    tables_level_stats st = { 0 };
    for (unsigned c = 0; c < 3; c++) {
        tables_level_stats part;
        chunk_stats(&part, TABLES_REDUCED, c, per);
        ck_assert_int_eq(tables_stats_merge_later(&st, TABLES_REDUCED, &part), CG_OK);
        ck_assert_int_eq(st.list[1].overflowed, c == 2);
        tables_stats_clear(&part);
    }
    tables_stats_clear(&st);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("tables-stats");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);   /* listings of a million positions, sorted */
    tcase_add_test(tc, chunks_in_order_join_as_sorted);
    tcase_add_test(tc, a_listing_that_outgrows_its_bound_is_dropped_either_way);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
