/* The wythoff suite: Wythoff's game and the Fibonacci tools (wythoff.h), through
 * the public API, against the naive oracles and a second exact method. */
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "fault-alloc.h"
#include "wythoff-oracle.h"

#define MAX_K UINT64_C(7046029254386353130)

static uint64_t rng_state = UINT64_C(0x9e3779b97f4a7c15);
static uint64_t rnd(void)
{
    uint64_t x = rng_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng_state = x;
    return x * UINT64_C(2685821657736338717);
}

/* Second exact method: a_k = s(k - 1) + 1 (Fibonacci successor), b_k = a_k + k. */
static void by_zeckendorf(uint64_t k, uint64_t *a, uint64_t *b)
{
    if (k == 0) {
        *a = *b = 0;
        return;
    }
    uint64_t s;
    FAST_CHECK(cg_fibonacci_successor(k - 1, &s) == CG_OK, "successor of %llu",
               (unsigned long long)(k - 1));
    *a = s + 1;
    *b = s + 1 + k;
}

START_TEST(p_positions_match_the_mex_construction)
{
    size_t n = quick() ? 100000 : 1000000;
    uint64_t *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    ck_assert(a != NULL && b != NULL);
    ck_assert_int_eq(oracle_wythoff_p_positions(n, a, b), 0);
    for (size_t k = 0; k < n; k++) {
        uint64_t x = 1, y = 1;
        FAST_CHECK(cg_wythoff_p_position(k, &x, &y) == CG_OK, "k = %zu", k);
        FAST_CHECK(x == a[k] && y == b[k], "k = %zu: (%llu, %llu), mex gives (%llu, %llu)", k,
                   (unsigned long long)x, (unsigned long long)y, (unsigned long long)a[k],
                   (unsigned long long)b[k]);
        FAST_CHECK(cg_wythoff_is_p(x, y) && cg_wythoff_is_p(y, x), "is_p k = %zu", k);
    }
    free(a);
    free(b);
}
END_TEST

START_TEST(large_p_positions_agree_with_zeckendorf)
{
    for (int i = 0; i < 200000; i++) {
        uint64_t k = rnd() >> (i % 64 < 2 ? 2 : i % 62 + 2);
        if (k > MAX_K)
            k = MAX_K - (k & 0xffff);
        uint64_t a, b, za, zb;
        FAST_CHECK(cg_wythoff_p_position(k, &a, &b) == CG_OK, "k = %llu", (unsigned long long)k);
        by_zeckendorf(k, &za, &zb);
        FAST_CHECK(a == za && b == zb, "k = %llu: isqrt (%llu, %llu), zeckendorf (%llu, %llu)",
                   (unsigned long long)k, (unsigned long long)a, (unsigned long long)b,
                   (unsigned long long)za, (unsigned long long)zb);
        /* The theorem of [BK]: b is the successor of a. */
        uint64_t s;
        FAST_CHECK(cg_fibonacci_successor(a, &s) == CG_OK && s == b, "b = s(a)");
        FAST_CHECK(cg_wythoff_is_p(a, b) && cg_wythoff_is_p(b, a), "is_p");
        FAST_CHECK(!cg_wythoff_is_p(a + 1, b) && !cg_wythoff_is_p(a, b - 1), "not P");
    }
}
END_TEST

START_TEST(the_64_bit_boundary)
{
    uint64_t a = 7, b = 7;
    ck_assert_int_eq(cg_wythoff_p_position(MAX_K, &a, &b), CG_OK);
    ck_assert_uint_eq(b, UINT64_MAX);
    ck_assert_uint_eq(a, UINT64_MAX - MAX_K);
    uint64_t za, zb;
    by_zeckendorf(MAX_K, &za, &zb);
    ck_assert(za == a && zb == b);
    a = b = 7;
    ck_assert_int_eq(cg_wythoff_p_position(MAX_K + 1, &a, &b), CG_ERANGE);
    ck_assert_int_eq(cg_wythoff_p_position(UINT64_MAX, &a, &b), CG_ERANGE);
    ck_assert(a == 7 && b == 7);
    ck_assert_int_eq(cg_wythoff_p_position(0, &a, &b), CG_OK);
    ck_assert(a == 0 && b == 0);
    ck_assert(cg_wythoff_is_p(0, 0));
    ck_assert(cg_wythoff_is_p(UINT64_MAX - MAX_K, UINT64_MAX));
    ck_assert(!cg_wythoff_is_p(UINT64_MAX, UINT64_MAX));
    ck_assert(!cg_wythoff_is_p(0, UINT64_MAX));
    /* The successor of a_{MAX_K+1}'s predecessor overflows. */
    uint64_t s;
    ck_assert_int_eq(cg_fibonacci_successor(UINT64_MAX, &s), CG_ERANGE);
    ck_assert_int_eq(cg_fibonacci_successor(UINT64_MAX - MAX_K, &s), CG_OK);
    ck_assert_uint_eq(s, UINT64_MAX);
}
END_TEST

START_TEST(is_p_on_a_grid)
{
    enum { N = 1500 };
    static unsigned char p[N][N];
    memset(p, 0, sizeof p);
    for (uint64_t k = 0;; k++) {
        uint64_t a, b;
        ck_assert_int_eq(cg_wythoff_p_position(k, &a, &b), CG_OK);
        if (a >= N)
            break;
        if (b < N)
            p[a][b] = p[b][a] = 1;
    }
    for (uint64_t x = 0; x < N; x++)
        for (uint64_t y = 0; y < N; y++)
            FAST_CHECK(cg_wythoff_is_p(x, y) == p[x][y], "(%llu, %llu)", (unsigned long long)x,
                       (unsigned long long)y);
}
END_TEST

START_TEST(winning_moves_are_every_move_to_p)
{
    uint32_t n = quick() ? 60 : 150;
    for (uint64_t x = 0; x < n; x++) {
        for (uint64_t y = 0; y < n; y++) {
            /* Naive: every option, tested with the (grid-checked) P-test. */
            uint64_t want[8][2];
            size_t nw = 0;
            for (uint64_t t = 1; t <= x; t++)
                if (cg_wythoff_is_p(x - t, y)) {
                    want[nw][0] = x - t;
                    want[nw++][1] = y;
                }
            for (uint64_t t = 1; t <= x && t <= y; t++)
                if (cg_wythoff_is_p(x - t, y - t)) {
                    want[nw][0] = x - t;
                    want[nw++][1] = y - t;
                }
            for (uint64_t t = 1; t <= y; t++)
                if (cg_wythoff_is_p(x, y - t)) {
                    want[nw][0] = x;
                    want[nw++][1] = y - t;
                }
            FAST_CHECK(nw <= 3, "more than 3 winning moves");
            uint64_t got[6];
            size_t count = 99;
            FAST_CHECK(cg_wythoff_winning_moves(x, y, got, 3, &count) == CG_OK, "moves");
            FAST_CHECK(count == nw, "(%llu, %llu): %zu moves, want %zu", (unsigned long long)x,
                       (unsigned long long)y, count, nw);
            FAST_CHECK((count == 0) == cg_wythoff_is_p(x, y), "P iff no winning move");
            for (size_t i = 0; i < count; i++) {
                int found = 0;
                for (size_t j = 0; j < nw; j++)
                    found |= want[j][0] == got[2 * i] && want[j][1] == got[2 * i + 1];
                FAST_CHECK(found, "move %zu of (%llu, %llu) not winning", i,
                           (unsigned long long)x, (unsigned long long)y);
                if (i > 0)
                    FAST_CHECK(got[2 * i - 2] < got[2 * i] ||
                                   (got[2 * i - 2] == got[2 * i] && got[2 * i - 1] < got[2 * i + 1]),
                               "sorted");
            }
        }
    }
    /* Large positions: each move is a legal move to a P-position. */
    for (int i = 0; i < 10000; i++) {
        uint64_t x = rnd() >> 3, y = rnd() >> 3, got[6];
        size_t count;
        ck_assert_int_eq(cg_wythoff_winning_moves(x, y, got, 3, &count), CG_OK);
        ck_assert_uint_ge(count, 1);
        for (size_t j = 0; j < count; j++) {
            uint64_t nx = got[2 * j], ny = got[2 * j + 1];
            ck_assert(cg_wythoff_is_p(nx, ny));
            ck_assert((nx < x && ny == y) || (nx == x && ny < y) ||
                      (nx < x && ny < y && x - nx == y - ny));
        }
    }
    /* Truncation: find a position with three winning moves; asking with room for
     * one still tells the count and writes the first (smallest) move. */
    uint64_t all[6], one[2];
    size_t count = 0, c1 = 0;
    uint64_t x = 0, y = 0;
    for (x = 0; x < 50 && count < 3; x++)
        for (y = 0; y < 50 && count < 3; y++)
            ck_assert_int_eq(cg_wythoff_winning_moves(x, y, all, 3, &count), CG_OK);
    ck_assert_uint_eq(count, 3);
    x--;
    y--;
    ck_assert_int_eq(cg_wythoff_winning_moves(x, y, NULL, 0, &c1), CG_ERANGE);
    ck_assert_uint_eq(c1, 3);
    ck_assert_int_eq(cg_wythoff_winning_moves(x, y, one, 1, &c1), CG_ERANGE);
    ck_assert(c1 == 3 && one[0] == all[0] && one[1] == all[1]);
    ck_assert_int_eq(cg_wythoff_winning_moves(3, 5, NULL, 0, &c1), CG_OK);
    ck_assert_uint_eq(c1, 0);
}
END_TEST

START_TEST(zeckendorf_representations)
{
    uint64_t fib[100];
    size_t nf = 0;
    fib[nf++] = 1;
    fib[nf++] = 2;
    while (fib[nf - 1] <= UINT64_MAX - fib[nf - 2]) {
        fib[nf] = fib[nf - 1] + fib[nf - 2];
        nf++;
    }
    ck_assert_uint_eq(nf, 92);   /* F_2 .. F_93 */
    for (int i = 0; i < 300000; i++) {
        uint64_t n = i < 100000 ? (uint64_t)i : rnd() >> (i % 64);
        if (i == 100000)
            n = UINT64_MAX;
        uint64_t parts[CG_ZECKENDORF_MAX_PARTS];
        size_t count = 0;
        FAST_CHECK(cg_zeckendorf(n, parts, CG_ZECKENDORF_MAX_PARTS, &count) == CG_OK, "rc");
        uint64_t sum = 0, succ = 0;
        size_t prev = 1000;
        for (size_t j = 0; j < count; j++) {
            size_t idx = 0;
            while (idx < nf && fib[idx] != parts[j])
                idx++;
            FAST_CHECK(idx < nf, "part %llu is not a Fibonacci number",
                       (unsigned long long)parts[j]);
            FAST_CHECK(j == 0 || idx + 2 <= prev, "parts adjacent or not decreasing");
            prev = idx;
            sum += parts[j];
            if (idx + 1 < nf)
                succ += fib[idx + 1];
            else
                succ = UINT64_MAX;   /* overflow marker; checked below */
        }
        FAST_CHECK(sum == n, "parts of %llu sum to %llu", (unsigned long long)n,
                   (unsigned long long)sum);
        uint64_t s;
        int rc = cg_fibonacci_successor(n, &s);
        if (rc == CG_OK)
            FAST_CHECK(s == succ, "successor of %llu", (unsigned long long)n);
        else
            FAST_CHECK(rc == CG_ERANGE && n > UINT64_MAX / 2, "successor of %llu fails",
                       (unsigned long long)n);
    }
    uint64_t parts[2];
    size_t count = 0;
    ck_assert_int_eq(cg_zeckendorf(0, NULL, 0, &count), CG_OK);
    ck_assert_uint_eq(count, 0);
    ck_assert_int_eq(cg_zeckendorf(33, parts, 2, &count), CG_ERANGE);   /* 21 + 8 + 3 + 1 */
    ck_assert(count == 4 && parts[0] == 21 && parts[1] == 8);
    ck_assert_int_eq(cg_zeckendorf(6, parts, 2, &count), CG_OK);   /* 6 = 5 + 1 */
    ck_assert(count == 2 && parts[0] == 5 && parts[1] == 1);
    ck_assert_int_eq(cg_zeckendorf(34, parts, 1, &count), CG_OK);
    ck_assert(count == 1 && parts[0] == 34);
    uint64_t s;
    ck_assert_int_eq(cg_fibonacci_successor(0, &s), CG_OK);
    ck_assert_uint_eq(s, 0);
    ck_assert_int_eq(cg_fibonacci_successor(1, &s), CG_OK);
    ck_assert_uint_eq(s, 2);
    ck_assert_int_eq(cg_fibonacci_successor(6, &s), CG_OK);   /* miles to km: 6 -> 10 */
    ck_assert_uint_eq(s, 10);
}
END_TEST

START_TEST(grundy_table_matches_naive_mex)
{
    static const uint32_t shapes[][2] = { { 64, 64 }, { 17, 50 }, { 50, 17 }, { 1, 40 }, { 40, 1 } };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        uint32_t r = shapes[i][0], c = shapes[i][1];
        uint32_t *fast = malloc((size_t)r * c * sizeof *fast);
        uint32_t *slow = malloc((size_t)r * c * sizeof *slow);
        ck_assert(fast != NULL && slow != NULL);
        ck_assert_int_eq(cg_wythoff_grundy_table(r, c, fast), CG_OK);
        oracle_wythoff_grundy_table(r, c, slow);
        for (size_t j = 0; j < (size_t)r * c; j++)
            FAST_CHECK(fast[j] == slow[j], "%ux%u cell %zu: %u, naive %u", r, c, j, fast[j], slow[j]);
        free(fast);
        free(slow);
    }
}
END_TEST

START_TEST(grundy_single_matches_the_table)
{
    enum { R = 64, C = 64 };
    static uint32_t t[R * C];
    ck_assert_int_eq(cg_wythoff_grundy_table(R, C, t), CG_OK);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (uint64_t x = 0; x < R; x++)
        for (uint64_t y = 0; y < C; y++) {
            uint64_t g = 0;
            FAST_CHECK(cg_wythoff_grundy(ctx, x, y, &g) == CG_OK, "grundy");
            FAST_CHECK(g == t[x * C + y], "(%llu, %llu): %llu, table %u", (unsigned long long)x,
                       (unsigned long long)y, (unsigned long long)g, t[x * C + y]);
            FAST_CHECK((g == 0) == cg_wythoff_is_p(x, y), "G = 0 iff P");
        }
    /* A thin, long strip: rows 0..7 of 20000 columns. */
    enum { TR = 8, TC = 20000 };
    uint32_t *strip = malloc((size_t)TR * TC * sizeof *strip);
    ck_assert(strip != NULL);
    ck_assert_int_eq(cg_wythoff_grundy_table(TR, TC, strip), CG_OK);
    for (uint64_t x = 0; x < TR; x++)
        for (uint64_t y = TC - 40; y < TC; y += 7) {
            uint64_t g = 0;
            ck_assert_int_eq(cg_wythoff_grundy(ctx, x, y, &g), CG_OK);
            ck_assert_uint_eq(g, strip[x * TC + y]);
            ck_assert_int_eq(cg_wythoff_grundy(ctx, y, x, &g), CG_OK);
            ck_assert_uint_eq(g, strip[x * TC + y]);
        }
    /* Row 0 is y itself; row 1 is known in closed form on small cases. */
    uint64_t g;
    ck_assert_int_eq(cg_wythoff_grundy(ctx, 0, 123456, &g), CG_OK);
    ck_assert_uint_eq(g, 123456);
    free(strip);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(grundy_tables_are_symmetric_permutations)
{
    enum { N = 300 };
    uint32_t *t = malloc((size_t)N * N * sizeof *t);
    ck_assert(t != NULL);
    ck_assert_int_eq(cg_wythoff_grundy_table(N, N, t), CG_OK);
    static unsigned char seen[3 * N];
    for (uint32_t x = 0; x < N; x++) {
        memset(seen, 0, sizeof seen);
        for (uint32_t y = 0; y < N; y++) {
            FAST_CHECK(t[x * N + y] == t[y * N + x], "symmetry at (%u, %u)", x, y);
            FAST_CHECK(t[x * N + y] < 3 * N && !seen[t[x * N + y]], "row %u repeats", x);
            seen[t[x * N + y]] = 1;
        }
    }
    free(t);
}
END_TEST

START_TEST(bad_arguments)
{
    uint64_t a, b;
    ck_assert_int_eq(cg_wythoff_p_position(1, NULL, &b), CG_EINVAL);
    ck_assert_int_eq(cg_wythoff_p_position(1, &a, NULL), CG_EINVAL);
    size_t count;
    uint64_t moves[2];
    ck_assert_int_eq(cg_wythoff_winning_moves(1, 2, moves, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_wythoff_winning_moves(1, 2, NULL, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_zeckendorf(5, NULL, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_zeckendorf(5, moves, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_fibonacci_successor(5, NULL), CG_EINVAL);
    uint32_t cell;
    ck_assert_int_eq(cg_wythoff_grundy_table(0, 5, NULL), CG_OK);
    ck_assert_int_eq(cg_wythoff_grundy_table(5, 0, NULL), CG_OK);
    ck_assert_int_eq(cg_wythoff_grundy_table(1, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_wythoff_grundy_table(UINT32_MAX, UINT32_MAX, &cell), CG_ERANGE);
    ck_assert_int_eq(cg_wythoff_grundy_table(1, 1, &cell), CG_OK);
    ck_assert_uint_eq(cell, 0);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint64_t g = 77;
    ck_assert_int_eq(cg_wythoff_grundy(NULL, 1, 2, &g), CG_EINVAL);
    ck_assert_int_eq(cg_wythoff_grundy(ctx, 1, 2, NULL), CG_EINVAL);
    /* The node limit stops a search that is too large, and leaves g alone. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000), CG_OK);
    ck_assert_int_eq(cg_wythoff_grundy(ctx, 5, UINT64_C(1) << 40, &g), CG_ELIMIT);
    ck_assert_int_eq(cg_wythoff_grundy(ctx, UINT64_MAX, UINT64_MAX, &g), CG_ERANGE);
    /* A huge strip is stopped before its spans are allocated (it used to
     * take gigabytes first): the test's allocator sees nothing. */
    fault_alloc_install();
    ck_assert_int_eq(cg_wythoff_grundy(ctx, 50000000, 50000000, &g), CG_ELIMIT);
    ck_assert_int_eq(fault_alloc_calls(), 0);
    fault_alloc_uninstall();
    ck_assert_uint_eq(g, 77);
    ck_assert_int_eq(cg_wythoff_grundy(ctx, 3, 50, &g), CG_OK);
    /* (3, 50) charges its 4 * 51 cells: a limit one below fails at once. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 4 * 51), CG_OK);
    ck_assert_int_eq(cg_wythoff_grundy(ctx, 50, 3, &g), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 4 * 51 - 1), CG_OK);
    fault_alloc_install();
    ck_assert_int_eq(cg_wythoff_grundy(ctx, 50, 3, &g), CG_ELIMIT);
    ck_assert_int_eq(fault_alloc_calls(), 0);
    fault_alloc_uninstall();
    cg_ctx_free(ctx);
}
END_TEST

static int single_op(void *arg)
{
    cg_ctx *ctx = NULL;
    int rc = cg_ctx_new(&ctx);
    uint64_t g;
    if (rc == CG_OK)
        rc = cg_wythoff_grundy(ctx, 40, 3000, &g);
    cg_ctx_free(ctx);
    if (rc == CG_OK) {
        uint32_t t[30 * 30];
        rc = cg_wythoff_grundy_table(30, 30, t);
    }
    (void)arg;
    return rc;
}

START_TEST(allocation_failures_leak_nothing)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(single_op, NULL, NULL), 3);
    fault_alloc_uninstall();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("wythoff");
    TCase *tc = tcase_create("p-positions");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, p_positions_match_the_mex_construction);
    tcase_add_test(tc, large_p_positions_agree_with_zeckendorf);
    tcase_add_test(tc, the_64_bit_boundary);
    tcase_add_test(tc, is_p_on_a_grid);
    tcase_add_test(tc, winning_moves_are_every_move_to_p);
    tcase_add_test(tc, zeckendorf_representations);
    suite_add_tcase(s, tc);
    tc = tcase_create("grundy");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, grundy_table_matches_naive_mex);
    tcase_add_test(tc, grundy_single_matches_the_table);
    tcase_add_test(tc, grundy_tables_are_symmetric_permutations);
    suite_add_tcase(s, tc);
    tc = tcase_create("api");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
