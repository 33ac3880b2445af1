/*
 * What tables_reduced_reads says a chunk of a reduced level reads, against the ranks
 * its positions' options really have (the engine's option walk, itself
 * checked against the definition in test-reduced-options): every option of
 * every position of the chunk inside a range, the ranges sorted, apart and
 * even-aligned, and not much more than what is read. Chunks of every level to
 * 11 heaps cut at many places, and chunks of levels to 30 heaps at random.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fast-check.h"
#include "run-suite.h"
#include "tables/reduced_options.h"
#include "tables/reduced_reads.h"
#include "util/alloc.h"
#include "xorshift.h"

typedef struct tables {
    tables_rank_table t[3];   /* levels n, n - 1, n - 2 */
} tables;

static tables *tables_for(uint32_t n)
{
    tables *ts = cgu_malloc(sizeof *ts);
    ck_assert_ptr_nonnull(ts);
    for (uint32_t k = 0; k < 3; k++)
        tables_rank_table_init(&ts->t[k], n >= k ? n - k : 0);
    return ts;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t next_random(void)
{
    return xorshift64(&rng_state);
}

/* Whether rank x is inside one of the sorted ranges. */
static int covered(const tables_reduced_ranges *r, uint64_t x)
{
    size_t lo = 0, hi = r->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r->r[mid].begin <= x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo > 0 && x < r->r[lo - 1].end;
}

static uint64_t total_length(const tables_reduced_ranges *r)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < r->n; i++)
        sum += r->r[i].end - r->r[i].begin;
    return sum;
}

static void check_shape(const tables_reduced_ranges *r, uint64_t positions, uint64_t gap)
{
    for (size_t i = 0; i < r->n; i++) {
        FAST_CHECK(r->r[i].begin % 2 == 0 && r->r[i].begin < r->r[i].end, "range %zu", i);
        FAST_CHECK(r->r[i].end % 2 == 0 || r->r[i].end == positions, "end of range %zu", i);
        FAST_CHECK(r->r[i].end <= positions, "range %zu past the level", i);
        FAST_CHECK(i == 0 || r->r[i].begin > r->r[i - 1].end + gap, "ranges %zu, %zu too close",
                   i - 1, i);
    }
}

/*
 * Chunk [lo, hi) of level n: the ranges hold every option read. With `read`
 * (one byte per pair of ranks of each level below), marks the pairs read and
 * returns the ranks the ranges hold, for the measure of what is fetched for
 * nothing.
 */
static uint64_t check_chunk(const tables *ts, uint32_t n, uint64_t lo, uint64_t hi, uint64_t gap,
                            uint8_t *read[2])
{
    tables_reduced_ranges out[2] = { { NULL, 0, 0 }, { NULL, 0, 0 } };
    ck_assert_int_eq(tables_reduced_reads(&ts->t[0], &ts->t[1], &ts->t[2], n, lo, hi, gap, out),
                     CG_OK);
    for (unsigned l = 0; l < 2; l++)
        check_shape(&out[l], tables_reduced_positions(n >= l + 1 ? n - 1 - l : 0), gap);
    uint8_t a[RANK_MAX + 2];
    tables_rank_unrank(&ts->t[0], lo, a);
    tables_option_walk w;
    tables_option_walk_set(&w, n, &ts->t[1], &ts->t[2], a);
    for (uint64_t r = lo; r < hi; r++) {
        tables_reduced_option opt[RANK_MAX + 1];
        uint32_t count = tables_option_walk_ranks(&w, opt);
        for (uint32_t i = 0; i < count; i++) {
            FAST_CHECK(covered(&out[opt[i].below - 1], opt[i].rank),
                       "n=%u [%llu, %llu): position %llu reads rank %llu of level n-%u outside "
                       "the ranges", n, (unsigned long long)lo, (unsigned long long)hi,
                       (unsigned long long)r, (unsigned long long)opt[i].rank, opt[i].below);
            if (read != NULL)
                read[opt[i].below - 1][opt[i].rank / 2] = 1;
        }
        tables_option_walk_next(&w);
    }
    uint64_t held = total_length(&out[0]) + total_length(&out[1]);
    tables_reduced_ranges_free(&out[0]);
    tables_reduced_ranges_free(&out[1]);
    return held;
}

START_TEST(every_read_is_in_a_range_small_levels)
{
    for (uint32_t n = 1; n <= 11; n++) {
        tables *ts = tables_for(n);
        uint64_t positions = tables_reduced_positions(n);
        for (uint64_t gap = 0; gap <= 128; gap += 128) {
            check_chunk(ts, n, 0, positions, gap, NULL);
            /* Single positions and pairs at the ends and in the middle. */
            uint64_t at[] = { 0, 1, positions / 2, positions - 1 };
            for (size_t i = 0; i < sizeof at / sizeof *at; i++) {
                if (at[i] >= positions)
                    continue;
                check_chunk(ts, n, at[i], at[i] + 1, gap, NULL);
                if (at[i] + 2 <= positions)
                    check_chunk(ts, n, at[i], at[i] + 2, gap, NULL);
            }
            /* Every level cut at random places. */
            for (int k = 0; k < 60; k++) {
                uint64_t x = next_random() % positions, y = next_random() % (positions + 1);
                if (x == y)
                    continue;
                check_chunk(ts, n, x < y ? x : y, x < y ? y : x, gap, NULL);
            }
        }
        cgu_free(ts);
    }
}
END_TEST

START_TEST(every_read_is_in_a_range_large_levels)
{
    for (uint32_t n = 12; n <= RANK_MAX; n++) {
        tables *ts = tables_for(n);
        uint64_t positions = tables_reduced_positions(n);
        int chunks = quick() ? 4 : 20;
        for (int k = 0; k < chunks; k++) {
            uint64_t lo = next_random() % positions, len = 1 + next_random() % 3000;
            uint64_t hi = positions - lo < len ? positions : lo + len;
            check_chunk(ts, n, lo, hi, k % 2 ? 128 : 0, NULL);
        }
        check_chunk(ts, n, positions - 1000, positions, 0, NULL);
        check_chunk(ts, n, 0, 1000, 0, NULL);
        cgu_free(ts);
    }
}
END_TEST

/* The options of positions [lo, hi) of level n (equal ones once per
 * position, as the walk lists them). */
static uint64_t options_of(const tables *ts, uint32_t n, uint64_t lo, uint64_t hi)
{
    uint8_t a[RANK_MAX + 2];
    tables_rank_unrank(&ts->t[0], lo, a);
    tables_option_walk w;
    tables_option_walk_set(&w, n, &ts->t[1], &ts->t[2], a);
    uint64_t count = 0;
    for (uint64_t r = lo; r < hi; r++) {
        tables_reduced_option opt[RANK_MAX + 1];
        count += tables_option_walk_ranks(&w, opt);
        tables_option_walk_next(&w);
    }
    return count;
}

/* Chunks of at most 64 positions are read exactly: with no gap, the ranges
 * hold at most the two ranks of the pair of each option. The last positions
 * of a level are where the subtree bounds are loosest (the last one's
 * options of n - 2 heaps were bounded by the whole level n - 2). */
START_TEST(small_chunks_are_read_exactly)
{
    for (uint32_t n = 1; n <= RANK_MAX; n++) {
        tables *ts = tables_for(n);
        uint64_t positions = tables_reduced_positions(n);
        uint64_t lens[] = { 1, 2, 64 };
        for (size_t i = 0; i < sizeof lens / sizeof *lens; i++) {
            uint64_t len = lens[i] < positions ? lens[i] : positions;
            uint64_t starts[] = { positions - len, 0, next_random() % (positions - len + 1) };
            for (size_t j = 0; j < sizeof starts / sizeof *starts; j++) {
                uint64_t lo = starts[j], held = check_chunk(ts, n, lo, lo + len, 0, NULL);
                uint64_t options = options_of(ts, n, lo, lo + len);
                FAST_CHECK(held <= 2 * options,
                           "n=%u [%llu, +%llu): the ranges hold %llu ranks for %llu options", n,
                           (unsigned long long)lo, (unsigned long long)len,
                           (unsigned long long)held, (unsigned long long)options);
            }
        }
        cgu_free(ts);
    }
}
END_TEST

/* The ranges hold little that no position reads: measured on chunks of
 * 2^16 positions of level 13 against the pairs of ranks read. */
START_TEST(the_ranges_are_nearly_exact)
{
    const uint32_t n = 13;
    tables *ts = tables_for(n);
    uint64_t positions = tables_reduced_positions(n);
    uint64_t pairs[2] = { (tables_reduced_positions(n - 1) + 1) / 2,
                          (tables_reduced_positions(n - 2) + 1) / 2 };
    uint8_t *read[2] = { cgu_calloc(pairs[0], 1), cgu_calloc(pairs[1], 1) };
    ck_assert(read[0] != NULL && read[1] != NULL);
    uint64_t held_all = 0, read_all = 0;
    for (uint64_t lo = 0; lo + (1u << 16) <= positions; lo += 3 * (1u << 16) + 4321) {
        memset(read[0], 0, pairs[0]);
        memset(read[1], 0, pairs[1]);
        uint64_t held = check_chunk(ts, n, lo, lo + (1u << 16), 0, read);
        uint64_t marked = 0;
        for (unsigned l = 0; l < 2; l++)
            for (uint64_t i = 0; i < pairs[l]; i++)
                marked += read[l][i];
        held_all += held;
        read_all += 2 * marked;
    }
    printf("tables_reduced_reads, level %u, chunks of 65536: %llu ranks in the ranges for %llu "
           "read (in pairs)\n", n, (unsigned long long)held_all, (unsigned long long)read_all);
    ck_assert_uint_ge(held_all, read_all);
    ck_assert_msg(held_all * 100 <= read_all * 110, "the ranges hold %llu ranks for %llu read",
                  (unsigned long long)held_all, (unsigned long long)read_all);
    cgu_free(read[0]);
    cgu_free(read[1]);
    cgu_free(ts);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("tables-reduced-reads");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, every_read_is_in_a_range_small_levels);
    tcase_add_test(tc, every_read_is_in_a_range_large_levels);
    tcase_add_test(tc, small_chunks_are_read_exactly);
    tcase_add_test(tc, the_ranges_are_nearly_exact);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
