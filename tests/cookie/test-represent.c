/* The representations of [Propp]: King's rows are a bijection with positions
 * without spoiled heaps, and the row game and Conway's pass game, each played
 * by its own rules as the paper states them, have the outcomes of the
 * positions they represent. */
#include <stdlib.h>
#include <string.h>

#include "cookie-tests.h"
#include "fast-check.h"

START_TEST(rows_are_a_bijection_to_ten_heaps)
{
    /* Every multiset of at most 10 heaps of sizes 1..10. */
    long positions = 0;
    for (size_t n = 0; n <= 10; n++) {
        uint32_t a[10] = { 0 };
        for (size_t i = 0; i < n; i++)
            a[i] = 1;
        for (;;) {
            cg_position *p = pos_make(a, n), *back = NULL;
            uint32_t rows[16];
            size_t count = 99;
            FAST_CHECK(cg_position_rows(p, rows, 16, &count) == CG_OK, "rows");
            FAST_CHECK(count == (n ? a[n - 1] : 0), "%s: %zu rows", pos_text(p), count);
            uint64_t squares = 0, heap_sum = 0;
            for (size_t r = 0; r < count; r++) {
                squares += rows[r];
                FAST_CHECK(r == 0 || rows[r] <= rows[r - 1], "%s: rows increase", pos_text(p));
            }
            for (size_t i = 0; i < n; i++)
                heap_sum += a[i];
            FAST_CHECK(squares == heap_sum, "%s: squares", pos_text(p));
            FAST_CHECK(cg_position_from_rows(rows, count, &back) == CG_OK && cg_position_equal(p, back),
                       "%s: back from rows", pos_text(p));
            cg_position_free(back);
            cg_position_free(p);
            positions++;
            size_t i = n;
            while (i > 0 && a[i - 1] == 10)
                i--;
            if (i == 0)
                break;
            a[i - 1]++;
            for (size_t j = i; j < n; j++)
                a[j] = a[i - 1];
        }
    }
    ck_assert_int_eq(positions, 184756);   /* C(20, 10) */
}
END_TEST

START_TEST(the_papers_example_and_bad_rows)
{
    /* 1 2 4 [Propp]: rows of 3, 2, 1 and 1 squares. */
    cg_position *p = pos_parse("4 1 2 0");
    uint32_t rows[4];
    size_t count = 0;
    ck_assert_int_eq(cg_position_rows(p, rows, 4, &count), CG_OK);
    ck_assert(count == 4 && rows[0] == 3 && rows[1] == 2 && rows[2] == 1 && rows[3] == 1);
    ck_assert_int_eq(cg_position_rows(p, rows, 3, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 4);
    ck_assert_int_eq(cg_position_rows(p, NULL, 0, &count), CG_ERANGE);
    ck_assert_int_eq(cg_position_rows(NULL, rows, 4, &count), CG_EINVAL);
    ck_assert_int_eq(cg_position_rows(p, rows, 4, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_position_rows(p, NULL, 4, &count), CG_EINVAL);
    cg_position *q = (cg_position *)&q;
    const uint32_t increasing[2] = { 1, 2 }, with_zero[2] = { 2, 0 };
    ck_assert_int_eq(cg_position_from_rows(increasing, 2, &q), CG_EDOMAIN);
    ck_assert_int_eq(cg_position_from_rows(with_zero, 2, &q), CG_EDOMAIN);
    ck_assert_int_eq(cg_position_from_rows(NULL, 2, &q), CG_EINVAL);
    ck_assert_int_eq(cg_position_from_rows(rows, 4, NULL), CG_EINVAL);
    ck_assert_ptr_eq(q, (cg_position *)&q);
    ck_assert_int_eq(cg_position_from_rows(NULL, 0, &q), CG_OK);
    ck_assert_uint_eq(cg_position_size(q), 0);
    cg_position_free(q);
    cg_position *empty = pos_parse("()");
    ck_assert_int_eq(cg_position_rows(empty, NULL, 0, &count), CG_OK);
    ck_assert_uint_eq(count, 0);
    cg_position_free(empty);
    cg_position_free(p);
}
END_TEST

/* ---- the row game, by its rules: pick a length k that some row has; every
 * row of length >= k loses a counter; then the longest row goes. ---- */

#define MEMO_MAX 200000

typedef struct memo {
    uint64_t key[MEMO_MAX];
    uint8_t win[MEMO_MAX];
    size_t n;
} memo;

static int memo_find(const memo *m, uint64_t key, int *win)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->key[i] == key) {
            *win = m->win[i];
            return 1;
        }
    return 0;
}

static void memo_put(memo *m, uint64_t key, int win)
{
    ck_assert(m->n < MEMO_MAX);
    m->key[m->n] = key;
    m->win[m->n++] = (uint8_t)win;
}

/* Rows sorted descending, each below 16, at most 15 of them: a 64-bit key. */
static uint64_t rows_key(const uint32_t *r, size_t n)
{
    uint64_t k = n;
    for (size_t i = 0; i < n; i++)
        k = k << 4 | r[i];
    return k;
}

static void sort_desc(uint32_t *a, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        uint32_t x = a[i];
        size_t j = i;
        for (; j > 0 && a[j - 1] < x; j--)
            a[j] = a[j - 1];
        a[j] = x;
    }
}

static int row_game_wins(memo *m, const uint32_t *rows, size_t n)
{
    uint64_t key = rows_key(rows, n);
    int win;
    if (memo_find(m, key, &win))
        return win;
    win = 0;
    for (size_t i = 0; i < n && !win; i++) {
        if (i > 0 && rows[i] == rows[i - 1])
            continue;   /* the same k */
        uint32_t k = rows[i], next[16];
        size_t m2 = 0;
        for (size_t j = 0; j < n; j++)
            next[m2++] = rows[j] >= k ? rows[j] - 1 : rows[j];
        /* remove the longest row, then rows of length 0 are gone too */
        sort_desc(next, m2);
        size_t keep = 0;
        for (size_t j = 1; j < m2; j++)
            if (next[j] > 0)
                next[keep++] = next[j];
        win = !row_game_wins(m, next, keep);
    }
    memo_put(m, key, win);
    return win;
}

/* ---- Conway's passes: on move t a player uses a pass that has not expired
 * (an n-day pass is good up to move n); who has none to use loses. ---- */

static int pass_game_wins(memo *m, uint32_t day, const uint32_t *passes, size_t n)
{
    uint32_t live[16];
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (passes[i] >= day)
            live[k++] = passes[i];
    sort_desc(live, k);
    uint64_t key = rows_key(live, k) * 32 + day;
    int win;
    if (memo_find(m, key, &win))
        return win;
    win = 0;
    for (size_t i = 0; i < k && !win; i++) {
        uint32_t rest[16];
        size_t r = 0;
        for (size_t j = 0; j < k; j++)
            if (j != i)
                rest[r++] = live[j];
        win = !pass_game_wins(m, day + 1, rest, r);
    }
    memo_put(m, key, win);
    return win;
}

START_TEST(row_and_pass_games_keep_the_outcome)
{
    /* Every position of at most 7 heaps of at most 7 (zeros included, as
     * expired passes and squareless columns). */
    memo *rows_memo = calloc(1, sizeof *rows_memo), *pass_memo = calloc(1, sizeof *pass_memo);
    ck_assert(rows_memo != NULL && pass_memo != NULL);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    long positions = 0;
    for (size_t n = 0; n <= 7; n++) {
        uint32_t a[7] = { 0 };
        do {
            cg_position *p = pos_make(a, n);
            cg_outcome o;
            FAST_CHECK(cg_position_outcome(ctx, p, &o) == CG_OK, "outcome");
            uint32_t rows[8];
            size_t count;
            FAST_CHECK(cg_position_rows(p, rows, 8, &count) == CG_OK, "rows");
            int row_win = row_game_wins(rows_memo, rows, count);
            /* the passes are the heaps, on day 1 */
            int pass_win = pass_game_wins(pass_memo, 1, a, n);
            FAST_CHECK(row_win == (o == CG_OUTCOME_N), "%s: the row game", pos_text(p));
            FAST_CHECK(pass_win == (o == CG_OUTCOME_N), "%s: the pass game", pos_text(p));
            cg_position_free(p);
            positions++;
        } while (next_multiset(a, n, 7));
    }
    ck_assert_int_eq(positions, 6435);   /* C(15, 7) */
    cg_ctx_free(ctx);
    free(rows_memo);
    free(pass_memo);
}
END_TEST

TCase *represent_tcase(void)
{
    TCase *tc = tcase_create("represent");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, rows_are_a_bijection_to_ten_heaps);
    tcase_add_test(tc, the_papers_example_and_bad_rows);
    tcase_add_test(tc, row_and_pass_games_keep_the_outcome);
    return tc;
}
