/*
 * The reduced engine reading ranks a level does not store from fetched blocks
 * (tables_reduced_level's `blocks`, as the sharded MPI census uses them), the
 * blocks being those that hold what tables_reduced_reads says a chunk reads:
 * every value the same as from whole levels, and a missing block stops the
 * computation with CG_EINVAL (no abort, no value made up).
 */
#include <check.h>
#include <string.h>

#include "run-suite.h"
#include "tables/reduced_engine.h"
#include "tables/reduced_reads.h"
#include "util/alloc.h"

#define N 12        /* level computed (208012 positions); levels N-1 and N-2 read */
#define SHIFT 4     /* blocks of 16 ranks */

/* Levels 0..N whole, in lv[0..N]. */
static void whole_levels(tables_reduced_level *lv)
{
    for (uint32_t n = 0; n <= N; n++) {
        tables_level_stats st = { 0 };
        ck_assert_int_eq(tables_reduced_level_init(&lv[n], n, 4, 0), CG_OK);
        ck_assert_int_eq(tables_reduced_compute_level(&lv[n], n >= 1 ? &lv[n - 1] : NULL,
                                                      n >= 2 ? &lv[n - 2] : NULL, 1, NULL, &st),
                         CG_OK);
        tables_stats_clear(&st);
    }
}

/* Level src storing only ranks [first, first + stored) (first even), with
 * the blocks that hold the ranges `reads` fetched (pointing into src's own
 * values: table, one entry per block), but those of range `drop` (or -1). */
static void make_part(tables_reduced_level *p, const uint8_t **table,
                      const tables_reduced_level *src, uint64_t first, uint64_t stored,
                      const tables_reduced_ranges *reads, long drop)
{
    ck_assert_int_eq(tables_reduced_level_init_part(p, src->n, 4, 0, first, stored), CG_OK);
    memcpy(p->data, src->data + first / 2, (size_t)tables_reduced_share_bytes(stored, 4));
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < reads->n; i++) {
            ck_assert(reads->r[i].begin % 2 == 0 && reads->r[i].begin < reads->r[i].end);
            ck_assert(reads->r[i].end <= src->positions);
            ck_assert(i == 0 || reads->r[i].begin > reads->r[i - 1].end);
            /* Pass 0 fetches, pass 1 forgets the dropped range's blocks. */
            if (pass == 1 && (long)i != drop)
                continue;
            for (uint64_t k = reads->r[i].begin >> SHIFT; k <= (reads->r[i].end - 1) >> SHIFT; k++)
                table[k] = pass == 0 ? src->data + (k << SHIFT) / 2 : NULL;
        }
    p->blocks = table;
    p->block_shift = SHIFT;
}

/*
 * Positions [b, e) of level N computed from levels N-1 and N-2 that store
 * only ranks [s1, s1 + n1) and [s2, s2 + n2) and have fetched the blocks of
 * what tables_reduced_reads lists for the chunk (with `gap`), without those of
 * the middle range of level N-1 when drop_half[0] and of level N-2 when
 * drop_half[1]. Its status; when CG_OK, every value is checked against the
 * whole level.
 */
static int from_blocks(const tables_reduced_level *lv, uint64_t b, uint64_t e, uint64_t gap,
                       uint64_t s1, uint64_t n1, uint64_t s2, uint64_t n2, const int drop_half[2],
                       unsigned threads)
{
    tables_reduced_ranges reads[2] = { { NULL, 0, 0 }, { NULL, 0, 0 } };
    ck_assert_int_eq(
        tables_reduced_reads(lv[N].rank, lv[N - 1].rank, lv[N - 2].rank, N, b, e, gap, reads),
        CG_OK);
    ck_assert(reads[0].n > 0 && reads[1].n > 0);
    const uint8_t **p1 = cgu_calloc((size_t)(lv[N - 1].positions >> SHIFT) + 1, sizeof *p1);
    const uint8_t **p2 = cgu_calloc((size_t)(lv[N - 2].positions >> SHIFT) + 1, sizeof *p2);
    ck_assert(p1 != NULL && p2 != NULL);
    tables_reduced_level l1, l2, cur;
    make_part(&l1, p1, &lv[N - 1], s1, n1, &reads[0], drop_half[0] ? (long)reads[0].n / 2 : -1);
    make_part(&l2, p2, &lv[N - 2], s2, n2, &reads[1], drop_half[1] ? (long)reads[1].n / 2 : -1);
    tables_level_stats st = { 0 };
    ck_assert_int_eq(tables_reduced_level_init_part(&cur, N, 4, 0, b, e - b), CG_OK);
    int rc = tables_reduced_compute_range(&cur, &l1, &l2, threads, NULL, &st, b, e);
    if (rc == CG_OK)
        ck_assert_mem_eq(cur.data, lv[N].data + b / 2,
                         (size_t)tables_reduced_share_bytes(e - b, 4));
    tables_stats_clear(&st);
    tables_reduced_level_free(&cur);
    tables_reduced_level_free(&l1);
    tables_reduced_level_free(&l2);
    cgu_free((void *)p1);
    cgu_free((void *)p2);
    tables_reduced_ranges_free(&reads[0]);
    tables_reduced_ranges_free(&reads[1]);
    return rc;
}

static void free_levels(tables_reduced_level *lv)
{
    for (uint32_t n = 0; n <= N; n++)
        tables_reduced_level_free(&lv[n]);
}

static void parts_give_the_level(uint64_t gap)
{
    tables_reduced_level lv[N + 1];
    whole_levels(lv);
    uint64_t positions = lv[N].positions;
    /* Each third of level N (cut at even ranks) from levels that store a
     * different third of theirs and have fetched the blocks of the ranks it
     * reads; then a chunk of two positions from levels that store nothing. */
    const int none[2] = { 0, 0 };
    for (uint64_t q = 0; q < 4; q++) {
        uint64_t b = q * positions / 3 & ~UINT64_C(1), e = q == 2 ? positions : (q + 1) * positions / 3 & ~UINT64_C(1);
        if (q == 3) {
            b = 1000;
            e = 1002;
        }
        uint64_t s1 = ((q + 1) % 3) * lv[N - 1].positions / 3 & ~UINT64_C(1);
        uint64_t s2 = ((q + 2) % 3) * lv[N - 2].positions / 3 & ~UINT64_C(1);
        uint64_t n1 = q == 3 ? 0 : lv[N - 1].positions / 3, n2 = q == 3 ? 0 : lv[N - 2].positions / 3;
        ck_assert_int_eq(from_blocks(lv, b, e, gap, s1, n1, s2, n2, none, 2), CG_OK);
    }
    free_levels(lv);
}

START_TEST(blocks_give_the_same_level)
{
    parts_give_the_level(0);
    parts_give_the_level(64);
}
END_TEST

START_TEST(a_missing_block_is_einval)
{
    tables_reduced_level lv[N + 1];
    whole_levels(lv);
    /* Levels N-1 and N-2 store nothing; one of them lacks the blocks of the
     * middle range of those the first thousand positions of level N read. */
    for (unsigned which = 0; which < 2; which++) {
        const int drop[2] = { which == 0, which == 1 };
        ck_assert_int_eq(from_blocks(lv, 0, 1000, 0, 0, 0, 0, 0, drop, 1), CG_EINVAL);
    }
    free_levels(lv);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("tables-reduced-blocks");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, blocks_give_the_same_level);
    tcase_add_test(tc, a_missing_block_is_einval);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
