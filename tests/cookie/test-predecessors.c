/* Inverse moves: cg_position_predecessors against a naive inversion that
 * makes every move of every reduced position to 10 heaps by the definition
 * (eat, age, delete the surplus, deplete) and records which position each one
 * reduces to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cookie-tests.h"
#include "fast-check.h"

#define MAX_HEAPS 10

typedef struct string_list {
    char **items;
    size_t count, capacity;
} string_list;

static void list_add(string_list *l, const char *text)
{
    if (l->count == l->capacity) {
        l->capacity = l->capacity ? 2 * l->capacity : 1024;
        l->items = realloc(l->items, l->capacity * sizeof *l->items);
        ck_assert_ptr_nonnull(l->items);
    }
    l->items[l->count] = strdup(text);
    ck_assert_ptr_nonnull(l->items[l->count]);
    l->count++;
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void list_free(string_list *l)
{
    for (size_t i = 0; i < l->count; i++)
        free(l->items[i]);
    free(l->items);
}

static void heaps_text(const uint32_t *a, size_t n, char *buf, size_t cap)
{
    size_t len = (size_t)snprintf(buf, cap, "(");
    for (size_t i = 0; i < n; i++)
        len += (size_t)snprintf(buf + len, cap - len, i ? " %u" : "%u", a[i]);
    snprintf(buf + len, cap - len, ")");
}

/* The reduced option k of the sorted heaps a (n of them), by the definition. */
static size_t naive_reduced_option(const uint32_t *a, size_t n, size_t k, uint32_t *out)
{
    uint32_t b[MAX_HEAPS];
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (i != k)
            b[m++] = a[i] > 0 ? a[i] - 1 : 0;
    size_t s = 0;   /* surplus: max over 1-based j of j - b_j */
    for (size_t j = 1; j <= m; j++)
        if (j > b[j - 1] && j - b[j - 1] > s)
            s = j - b[j - 1];
    size_t r = m - s;
    for (size_t i = 0; i < r; i++)
        out[i] = b[s + i] < r ? b[s + i] : (uint32_t)r;
    return r;
}

/* Every pair "Q <- P" of a reduced P with at most MAX_HEAPS heaps and the
 * reduced form Q of one of its options, with Q of at most MAX_HEAPS - 2 heaps
 * (all of whose predecessors then have at most MAX_HEAPS heaps). */
static void naive_pairs(uint32_t *a, size_t n, size_t j, string_list *pairs, long *positions)
{
    if (j == n) {
        (*positions)++;
        for (size_t k = 0; k < n; k++) {
            uint32_t q[MAX_HEAPS];
            size_t m = naive_reduced_option(a, n, k, q);
            /* Eating one heap of a reduced position leaves a surplus of 0 or 1. */
            FAST_CHECK(m + 1 == n || m + 2 == n, "an option with %zu heaps of %zu", m, n);
            if (m + 2 > MAX_HEAPS)
                continue;
            char qt[64], pt[64], line[160];
            heaps_text(q, m, qt, sizeof qt);
            heaps_text(a, n, pt, sizeof pt);
            snprintf(line, sizeof line, "%s <- %s", qt, pt);
            list_add(pairs, line);
        }
        return;
    }
    /* Reduced: a_j >= j (1-based), nondecreasing, a_n = n. */
    uint32_t lo = j > 0 && a[j - 1] > j + 1 ? a[j - 1] : (uint32_t)(j + 1);
    uint32_t hi = (uint32_t)n;
    if (j + 1 == n)
        lo = hi;
    for (uint32_t v = lo; v <= hi; v++) {
        a[j] = v;
        naive_pairs(a, n, j + 1, pairs, positions);
    }
}

typedef struct listing {
    string_list *pairs;
    const char *q_text;
    size_t m;
    size_t prev_n;
    uint32_t prev[MAX_HEAPS + 2];
    long calls;
} listing;

static int record(void *user_data, const cg_position *p)
{
    listing *l = user_data;
    size_t n = cg_position_size(p);
    uint32_t a[MAX_HEAPS + 2];
    FAST_CHECK(n == l->m + 1 || n == l->m + 2, "%s: a predecessor with %zu heaps", l->q_text, n);
    FAST_CHECK(cg_position_is_reduced(p), "%s: %s is not reduced", l->q_text, pos_text(p));
    pos_heaps(p, a);
    /* Fewer heaps first, then strictly increasing: each once. */
    if (l->calls > 0) {
        int later = n > l->prev_n;
        for (size_t i = 0; !later && n == l->prev_n && i < n; i++) {
            if (a[i] != l->prev[i]) {
                later = a[i] > l->prev[i];
                break;
            }
        }
        FAST_CHECK(later, "%s: %s listed out of order", l->q_text, pos_text(p));
    }
    memcpy(l->prev, a, n * sizeof *a);
    l->prev_n = n;
    l->calls++;
    char pt[64], line[160];
    heaps_text(a, n, pt, sizeof pt);
    snprintf(line, sizeof line, "%s <- %s", l->q_text, pt);
    list_add(l->pairs, line);
    return 0;
}

START_TEST(predecessors_are_the_inverse_moves_to_ten_heaps)
{
    string_list naive = { 0 }, lib = { 0 };
    long positions = 0;
    uint32_t a[MAX_HEAPS];
    for (size_t n = 0; n <= MAX_HEAPS; n++)
        naive_pairs(a, n, 0, &naive, &positions);
    ck_assert_int_eq(positions, 1 + 1 + 2 + 5 + 14 + 42 + 132 + 429 + 1430 + 4862 + 16796);

    /* The library's predecessors of every reduced Q with at most 8 heaps. */
    cg_ctx *ctx = new_ctx();
    long qs = 0;
    for (size_t m = 0; m + 2 <= MAX_HEAPS; m++) {
        uint32_t q[MAX_HEAPS] = { 0 };
        for (size_t i = 0; i < m; i++)
            q[i] = 1;
        do {
            int reduced = 1;
            for (size_t i = 0; i < m; i++)
                reduced &= q[i] >= i + 1 && q[i] <= m;
            if (!reduced)
                continue;
            cg_position *qp = pos_make(q, m);
            char qt[64];
            heaps_text(q, m, qt, sizeof qt);
            listing l = { &lib, qt, m, 0, { 0 }, 0 };
            FAST_CHECK(cg_position_predecessors(ctx, qp, record, &l) == CG_OK, "%s", qt);
            FAST_CHECK(l.calls > 0, "%s has no predecessor", qt);
            cg_position_free(qp);
            qs++;
        } while (next_multiset(q, m, (uint32_t)m));
    }
    ck_assert_int_eq(qs, 1 + 1 + 2 + 5 + 14 + 42 + 132 + 429 + 1430);
    cg_ctx_free(ctx);

    qsort(naive.items, naive.count, sizeof *naive.items, compare_strings);
    size_t unique = 0;
    for (size_t i = 0; i < naive.count; i++) {
        if (unique == 0 || strcmp(naive.items[unique - 1], naive.items[i]) != 0)
            naive.items[unique++] = naive.items[i];
        else
            free(naive.items[i]);
    }
    naive.count = unique;
    qsort(lib.items, lib.count, sizeof *lib.items, compare_strings);
    ck_assert_uint_eq(lib.count, naive.count);
    for (size_t i = 0; i < lib.count; i++)
        FAST_CHECK(strcmp(lib.items[i], naive.items[i]) == 0, "library %s, naive %s", lib.items[i],
                   naive.items[i]);
    list_free(&naive);
    list_free(&lib);
}
END_TEST

static int count_calls(void *user_data, const cg_position *p)
{
    (void)p;
    return ++*(long *)user_data >= 1 ? 1 : 0;
}

static int collect_text(void *user_data, const cg_position *p)
{
    string_list *l = user_data;
    list_add(l, pos_text(p));
    return 0;
}

START_TEST(predecessors_by_hand_and_bad_input)
{
    cg_ctx *ctx = new_ctx();
    /* The end of the game: eat the last heap of (1), or the 2 of (1 2), whose
     * 1 then spoils; (2 2) moves to (1) only. */
    string_list l = { 0 };
    cg_position *empty = pos_parse("");
    ck_assert_int_eq(cg_position_predecessors(ctx, empty, collect_text, &l), CG_OK);
    ck_assert_uint_eq(l.count, 2);
    ck_assert_str_eq(l.items[0], "1");
    ck_assert_str_eq(l.items[1], "1 2");
    list_free(&l);

    /* Only the reduced form matters: 0 0 1 is (1). */
    string_list a = { 0 }, b = { 0 };
    cg_position *one = pos_parse("1"), *raw = pos_parse("0 0 1");
    ck_assert_int_eq(cg_position_predecessors(ctx, one, collect_text, &a), CG_OK);
    ck_assert_int_eq(cg_position_predecessors(ctx, raw, collect_text, &b), CG_OK);
    ck_assert_uint_eq(a.count, b.count);
    for (size_t i = 0; i < a.count; i++)
        ck_assert_str_eq(a.items[i], b.items[i]);
    list_free(&a);
    list_free(&b);

    long calls = 0;
    ck_assert_int_eq(cg_position_predecessors(ctx, one, count_calls, &calls), CG_ECANCELED);
    ck_assert_int_eq(calls, 1);
    ck_assert_int_eq(cg_position_predecessors(NULL, one, count_calls, &calls), CG_EINVAL);
    ck_assert_int_eq(cg_position_predecessors(ctx, NULL, count_calls, &calls), CG_EINVAL);
    ck_assert_int_eq(cg_position_predecessors(ctx, one, NULL, &calls), CG_EINVAL);

    /* Too many heaps to search, and a node limit that the candidates pass. */
    size_t big_n = CG_POSITION_SEARCH_MAX_HEAPS + 1;
    uint32_t *heaps = malloc(big_n * sizeof *heaps);
    ck_assert_ptr_nonnull(heaps);
    for (size_t i = 0; i < big_n; i++)
        heaps[i] = (uint32_t)big_n;
    cg_position *big = pos_make(heaps, big_n);
    ck_assert_int_eq(cg_position_predecessors(ctx, big, count_calls, &calls), CG_ERANGE);
    cg_position *mid = pos_make(heaps, 200);   /* 200 heaps of 4097: (200 ... 200) */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000), CG_OK);
    ck_assert_int_eq(cg_position_predecessors(ctx, mid, count_calls, &calls), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    calls = -1000000;
    ck_assert_int_eq(cg_position_predecessors(ctx, mid, count_calls, &calls), CG_OK);
    free(heaps);
    cg_position_free(big);
    cg_position_free(mid);
    cg_position_free(one);
    cg_position_free(raw);
    cg_position_free(empty);
    cg_ctx_free(ctx);
}
END_TEST

TCase *predecessors_tcase(void)
{
    TCase *tc = tcase_create("predecessors");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, predecessors_are_the_inverse_moves_to_ten_heaps);
    tcase_add_test(tc, predecessors_by_hand_and_bad_input);
    return tc;
}
