/*
 * The strict engine reading words a level does not store from fetched
 * blocks (tables_strict_level's `blocks`, as the sharded MPI census uses them),
 * against the same level computed from whole levels: every word the same,
 * and a block that is missing stops the computation with CG_EINVAL (no
 * abort, no value made up).
 */
#include <check.h>
#include <string.h>

#include "run-suite.h"
#include "tables/strict_engine.h"
#include "util/alloc.h"

#define N 14        /* level computed; levels N-1 and N-2 read */
#define SHIFT 3     /* blocks of 8 words */

/* Levels 0..N whole, in lv[0..N]. */
static void whole_levels(tables_strict_level *lv)
{
    for (uint32_t n = 0; n <= N; n++) {
        tables_level_stats st = { 0 };
        ck_assert_int_eq(tables_strict_level_init(&lv[n], n, 2), CG_OK);
        ck_assert_int_eq(tables_strict_compute_level(&lv[n], n >= 1 ? &lv[n - 1] : NULL,
                                                     n >= 2 ? &lv[n - 2] : NULL, 2, 1, NULL, &st),
                         CG_OK);
        tables_stats_clear(&st);
    }
}

/* Level `src` storing only words [first, first + stored), the others in
 * blocks of 2^SHIFT words (plane-major, as fetched), all present but `drop`
 * (a block number, or -1). */
typedef struct part {
    tables_strict_level lv;
    const uint64_t **table;
    uint64_t *copies;
} part;

static void make_part(part *p, const tables_strict_level *src, uint64_t first, uint64_t stored,
                      long drop)
{
    ck_assert_int_eq(
        tables_strict_level_init_part(&p->lv, src->n, stored > 0 ? 2 : 0, first, stored, NULL),
        CG_OK);
    for (unsigned i = 0; i < p->lv.planes; i++)
        memcpy(p->lv.plane[i], src->plane[i] + first, stored * sizeof(uint64_t));
    uint64_t blocks = src->words >> SHIFT;
    p->table = cgu_calloc(blocks, sizeof *p->table);
    p->copies = cgu_calloc(src->words * 2, sizeof *p->copies);
    ck_assert(p->table != NULL && p->copies != NULL);
    for (uint64_t b = 0; b < blocks; b++) {
        uint64_t *copy = p->copies + b * (2u << SHIFT);
        for (unsigned i = 0; i < 2; i++)
            memcpy(copy + ((uint64_t)i << SHIFT), src->plane[i] + (b << SHIFT),
                   sizeof(uint64_t) << SHIFT);
        if ((long)b != drop)
            p->table[b] = copy;
    }
    p->lv.blocks = p->table;
    p->lv.block_shift = SHIFT;
}

static void free_part(part *p)
{
    tables_strict_level_free(&p->lv);
    cgu_free(p->table);
    cgu_free(p->copies);
}

START_TEST(fetched_blocks_give_the_same_level)
{
    tables_strict_level lv[N + 1];
    whole_levels(lv);
    uint64_t words = lv[N].words;
    /* Each quarter of level N from levels that store a different quarter of
     * their words and have the rest as blocks. */
    for (uint64_t q = 0; q < 4; q++) {
        part l1, l2;
        make_part(&l1, &lv[N - 1], q * lv[N - 1].words / 4, lv[N - 1].words / 4, -1);
        make_part(&l2, &lv[N - 2], q * lv[N - 2].words / 4, lv[N - 2].words / 4, -1);
        tables_strict_level cur;
        tables_level_stats st = { 0 };
        uint64_t b = q * words / 4, e = (q + 1) * words / 4;
        ck_assert_int_eq(tables_strict_level_init_part(&cur, N, 2, b, e - b, NULL), CG_OK);
        ck_assert_int_eq(tables_strict_compute_words(&cur, &l1.lv, &l2.lv, 2, 2, NULL, &st, b, e),
                         CG_OK);
        for (unsigned i = 0; i < 2; i++)
            ck_assert_mem_eq(cur.plane[i], lv[N].plane[i] + b, (e - b) * sizeof(uint64_t));
        tables_stats_clear(&st);
        tables_strict_level_free(&cur);
        free_part(&l1);
        free_part(&l2);
    }
    for (uint32_t n = 0; n <= N; n++)
        tables_strict_level_free(&lv[n]);
}
END_TEST

START_TEST(a_missing_block_is_einval)
{
    tables_strict_level lv[N + 1];
    whole_levels(lv);
    /* Level N-1 stores nothing and lacks its block 0, which word 0 of level
     * N reads. */
    part l1;
    make_part(&l1, &lv[N - 1], 0, 0, 0);
    tables_strict_level cur;
    tables_level_stats st = { 0 };
    ck_assert_int_eq(tables_strict_level_init(&cur, N, 2), CG_OK);
    ck_assert_int_eq(tables_strict_compute_words(&cur, &l1.lv, &lv[N - 2], 2, 1, NULL, &st, 0, 2),
                     CG_EINVAL);
    tables_stats_clear(&st);
    tables_strict_level_free(&cur);
    free_part(&l1);
    for (uint32_t n = 0; n <= N; n++)
        tables_strict_level_free(&lv[n]);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("tables-strict-blocks");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, fetched_blocks_give_the_same_level);
    tcase_add_test(tc, a_missing_block_is_einval);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
