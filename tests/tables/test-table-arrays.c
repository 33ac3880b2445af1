/*
 * The tables' levels as arrays (cg_strict_table_values(), cg_reduced_table_values(),
 * the level sizes and the positions of ranks): every value of every level read
 * in bulk equals the table's lookup of the position of its rank and the
 * memoised search (the cookie suite checks that against the raw-position
 * oracle); ranks are in strictly increasing lexicographic order; reads of any
 * part of a level (word and nibble boundaries) are slices of the whole; bad
 * arguments are refused with a detail.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "fast-check.h"
#include "run-suite.h"
#include "tables/reduced_engine.h"
#include "tables/strict_engine.h"
#include "xorshift.h"

/* Whether heap tuple a is lexicographically before b (same length). */
static int lex_before(const cg_position *a, const cg_position *b)
{
    for (size_t i = 0; i < cg_position_size(a); i++) {
        if (cg_position_heap(a, i) != cg_position_heap(b, i))
            return cg_position_heap(a, i) < cg_position_heap(b, i);
    }
    return 0;
}

/* The checks of one level common to both tables: values[r] is the value of
 * position(r), by the lookup and (when search) by the search; positions have
 * n heaps, pass `is_kind` and increase lexicographically. */
typedef int (*position_fn)(const void *t, uint32_t n, uint64_t rank, cg_position **out);
typedef int (*lookup_fn)(const void *t, const cg_position *p, uint32_t *g);

static void check_level(const void *t, uint32_t n, const uint8_t *values, uint64_t size,
                        position_fn position, lookup_fn lookup, int strict, cg_ctx *ctx)
{
    cg_position *prev = NULL;
    for (uint64_t r = 0; r < size; r++) {
        cg_position *p = NULL;
        FAST_CHECK(position(t, n, r, &p) == CG_OK, "position of rank %llu", (unsigned long long)r);
        FAST_CHECK(cg_position_size(p) == n && cg_position_is_reduced(p), "n = %u rank %llu",
                   n, (unsigned long long)r);
        FAST_CHECK(!strict || cg_position_is_strict(p), "n = %u rank %llu not strict", n,
                   (unsigned long long)r);
        FAST_CHECK(prev == NULL || lex_before(prev, p), "n = %u: rank %llu not after rank %llu",
                   n, (unsigned long long)r, (unsigned long long)r - 1);
        uint32_t g = 99, s = 98;
        FAST_CHECK(lookup(t, p, &g) == CG_OK && g == values[r], "n = %u rank %llu: lookup %u, "
                   "bulk %u", n, (unsigned long long)r, g, values[r]);
        if (ctx != NULL)
            FAST_CHECK(cg_position_grundy(ctx, p, &s) == CG_OK && s == values[r],
                       "n = %u rank %llu: search %u, bulk %u", n, (unsigned long long)r, s,
                       values[r]);
        cg_position_free(prev);
        prev = p;
    }
    cg_position_free(prev);
}

/* Adapters: the public functions with the table as const void *. */
static int strict_position(const void *t, uint32_t n, uint64_t r, cg_position **out)
{
    return cg_strict_table_position(t, n, r, out);
}

static int strict_lookup(const void *t, const cg_position *p, uint32_t *g)
{
    return cg_strict_table_grundy(t, p, g);
}

static int reduced_position(const void *t, uint32_t n, uint64_t r, cg_position **out)
{
    return cg_reduced_table_position(t, n, r, out);
}

static int reduced_lookup(const void *t, const cg_position *p, uint32_t *g)
{
    return cg_reduced_table_grundy(t, p, g);
}

/* Every read of [first, first + count) for first and count near the ends and
 * around `step` (a word of 64 strict positions, a byte of two reduced ones)
 * equals the slice of the whole level. */
typedef int (*values_fn)(const void *t, uint32_t n, uint64_t first, uint8_t *v, size_t count);

static void check_slices(const void *t, uint32_t n, const uint8_t *whole, uint64_t size,
                         values_fn values)
{
    uint8_t *part = malloc(size + 1);
    ck_assert_ptr_nonnull(part);
    const uint64_t cuts[] = { 0, 1, 2, 3, 62, 63, 64, 65, 127, 128, 129, 200 };
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        for (size_t j = 0; j < sizeof cuts / sizeof cuts[0]; j++) {
            uint64_t first = cuts[i] < size ? cuts[i] : size - 1 - cuts[i] % size;
            uint64_t count = cuts[j] <= size - first ? cuts[j] : size - first;
            memset(part, 0xee, size + 1);
            FAST_CHECK(values(t, n, first, part, (size_t)count) == CG_OK, "read");
            FAST_CHECK(memcmp(part, whole + first, (size_t)count) == 0 && part[count] == 0xee,
                       "n = %u: %llu values from rank %llu", n, (unsigned long long)count,
                       (unsigned long long)first);
        }
    }
    free(part);
}

static int strict_values(const void *t, uint32_t n, uint64_t first, uint8_t *v, size_t count)
{
    return cg_strict_table_values(t, n, first, v, count);
}

static int reduced_values(const void *t, uint32_t n, uint64_t first, uint8_t *v, size_t count)
{
    return cg_reduced_table_values(t, n, first, v, count);
}

START_TEST(strict_levels_as_arrays)
{
    /* Levels to 14 heaps; the search is affordable on all of them (the
     * tables suite runs it to 18). */
    uint32_t nmax = quick() ? 10 : 14;
    cg_strict_table *t = NULL;
    ck_assert_int_eq(cg_strict_table_build(nmax, 2, NULL, NULL, &t), CG_OK);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t size = 0;
        ck_assert_int_eq(cg_strict_table_level_size(t, n, &size), CG_OK);
        ck_assert_uint_eq(size, n == 0 ? 1 : UINT64_C(1) << (n - 1));
        uint8_t *v = malloc(size);
        ck_assert_ptr_nonnull(v);
        ck_assert_int_eq(cg_strict_table_values(t, n, 0, v, size), CG_OK);
        check_level(t, n, v, size, strict_position, strict_lookup, 1, ctx);
        /* The histogram counts the same values. */
        uint64_t hist[8] = { 0 }, got[8];
        for (uint64_t r = 0; r < size; r++)
            hist[v[r] < 8 ? v[r] : 7]++;
        ck_assert_int_eq(cg_strict_table_histogram(t, n, got, 8), CG_OK);
        ck_assert(memcmp(hist, got, sizeof hist) == 0);
        check_slices(t, n, v, size, strict_values);
        free(v);
    }
    /* The documented example and ends: (1, 3, 5, 5, 5) has rank 5. */
    cg_position *p;
    char text[64];
    size_t len;
    ck_assert_int_eq(cg_strict_table_position(t, 5, 5, &p), CG_OK);
    ck_assert_int_eq(cg_position_format(p, text, sizeof text, &len), CG_OK);
    ck_assert_str_eq(text, "1 3 5 5 5");
    cg_position_free(p);
    ck_assert_int_eq(cg_strict_table_position(t, 5, 0, &p), CG_OK);
    ck_assert_int_eq(cg_position_format(p, text, sizeof text, &len), CG_OK);
    ck_assert_str_eq(text, "1 2 3 4 5");
    cg_position_free(p);
    ck_assert_int_eq(cg_strict_table_position(t, 5, 15, &p), CG_OK);
    ck_assert_int_eq(cg_position_format(p, text, sizeof text, &len), CG_OK);
    ck_assert_str_eq(text, "5 5 5 5 5");
    cg_position_free(p);
    cg_ctx_free(ctx);
    cg_strict_table_free(t);
}
END_TEST

START_TEST(reduced_levels_as_arrays)
{
    /* Levels to 11 heaps (58786 positions), all against the search. */
    uint32_t nmax = quick() ? 8 : 11;
    cg_reduced_table *t = NULL;
    ck_assert_int_eq(cg_reduced_table_build(nmax, 2, NULL, NULL, &t), CG_OK);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    const uint64_t catalan[] = { 1, 1, 2, 5, 14, 42, 132, 429, 1430, 4862, 16796, 58786 };
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t size = 0;
        ck_assert_int_eq(cg_reduced_table_level_size(t, n, &size), CG_OK);
        ck_assert_uint_eq(size, catalan[n]);
        uint8_t *v = malloc(size);
        ck_assert_ptr_nonnull(v);
        ck_assert_int_eq(cg_reduced_table_values(t, n, 0, v, size), CG_OK);
        check_level(t, n, v, size, reduced_position, reduced_lookup, 0, ctx);
        uint64_t hist[16] = { 0 }, got[16];
        for (uint64_t r = 0; r < size; r++)
            hist[v[r] < 16 ? v[r] : 15]++;
        ck_assert_int_eq(cg_reduced_table_histogram(t, n, got, 16), CG_OK);
        ck_assert(memcmp(hist, got, sizeof hist) == 0);
        check_slices(t, n, v, size, reduced_values);
        free(v);
    }
    /* The documented order of level 3. */
    const char *order[] = { "1 2 3", "1 3 3", "2 2 3", "2 3 3", "3 3 3" };
    for (uint64_t r = 0; r < 5; r++) {
        cg_position *p;
        char text[64];
        size_t len;
        ck_assert_int_eq(cg_reduced_table_position(t, 3, r, &p), CG_OK);
        ck_assert_int_eq(cg_position_format(p, text, sizeof text, &len), CG_OK);
        ck_assert_str_eq(text, order[r]);
        cg_position_free(p);
    }
    cg_ctx_free(ctx);
    cg_reduced_table_free(t);
}
END_TEST

START_TEST(reduced_eight_bit_levels_are_read)
{
    /* A level widened to 8 bits (a value above 15, which no table small
     * enough for a test has): reads copy the bytes, from any rank. */
    tables_reduced_level lv;
    ck_assert_int_eq(tables_reduced_level_init(&lv, 6, 8, 0), CG_OK);
    for (uint64_t r = 0; r < lv.positions; r++)
        lv.data[r] = (uint8_t)(r * 7 % 251);
    uint8_t v[132];
    for (uint64_t first = 0; first < 4; first++) {
        memset(v, 0, sizeof v);
        tables_reduced_level_read(&lv, first, v, (size_t)(lv.positions - first));
        for (uint64_t i = 0; i + first < lv.positions; i++)
            ck_assert_uint_eq(v[i], (first + i) * 7 % 251);
    }
    tables_reduced_level_free(&lv);
}
END_TEST

START_TEST(strict_wide_levels_are_read)
{
    /* Levels widened past 2 planes (a value above 3, which no table has
     * shown): every rank of every read, whole words and their ends, equals
     * the value at its index (the reverse order). */
    for (unsigned planes = 1; planes <= STRICT_MAX_PLANES; planes++) {
        tables_strict_level lv;
        ck_assert_int_eq(tables_strict_level_init(&lv, 9, planes), CG_OK);
        uint64_t x = 0x9e3779b97f4a7c15u;
        for (unsigned i = 0; i < planes; i++)
            for (uint64_t w = 0; w < lv.words; w++) {
                lv.plane[i][w] = xorshift64(&x);
            }
        uint8_t v[256];
        for (uint64_t first = 0; first < 256; first += 37) {
            size_t count = (size_t)(256 - first) - first % 5;
            memset(v, 0xee, sizeof v);
            tables_strict_level_read(&lv, first, v, count);
            for (size_t j = 0; j < count; j++)
                FAST_CHECK(v[j] == tables_strict_level_value(&lv, 255 - (first + j)),
                           "%u planes, rank %llu", planes, (unsigned long long)(first + j));
            FAST_CHECK(count == 256 - first || v[count] == 0xee, "wrote past the end");
        }
        tables_strict_level_free(&lv);
    }
}
END_TEST

/* A failure with CG_ERANGE whose detail contains `word`. */
static void range_fails(int rc, const char *word)
{
    ck_assert_int_eq(rc, CG_ERANGE);
    ck_assert_msg(strstr(cg_error_detail(), word) != NULL, "detail '%s' lacks '%s'",
                  cg_error_detail(), word);
}

START_TEST(bad_arguments)
{
    cg_strict_table *st = NULL;
    cg_reduced_table *rt = NULL;
    ck_assert_int_eq(cg_strict_table_build(6, 1, NULL, NULL, &st), CG_OK);
    ck_assert_int_eq(cg_reduced_table_build(6, 1, NULL, NULL, &rt), CG_OK);
    uint8_t v[64];
    uint64_t size = 7;
    cg_position *p = NULL;

    /* NULL arguments. */
    ck_assert_int_eq(cg_strict_table_level_size(NULL, 1, &size), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_level_size(st, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_values(NULL, 1, 0, v, 1), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_values(st, 1, 0, NULL, 1), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_position(NULL, 1, 0, &p), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_position(st, 1, 0, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_level_size(NULL, 1, &size), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_level_size(rt, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_values(NULL, 1, 0, v, 1), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_values(rt, 1, 0, NULL, 1), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_position(NULL, 1, 0, &p), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_position(rt, 1, 0, NULL), CG_EINVAL);
    ck_assert_uint_eq(size, 7);
    ck_assert_ptr_null(p);

    /* Nothing to read: NULL is fine, up to the level's end. */
    ck_assert_int_eq(cg_strict_table_values(st, 6, 0, NULL, 0), CG_OK);
    ck_assert_int_eq(cg_strict_table_values(st, 6, 32, NULL, 0), CG_OK);
    ck_assert_int_eq(cg_reduced_table_values(rt, 6, 132, NULL, 0), CG_OK);

    /* Levels past nmax. */
    range_fails(cg_strict_table_level_size(st, 7, &size), "level 7");
    range_fails(cg_strict_table_values(st, 7, 0, v, 1), "0 to 6");
    range_fails(cg_strict_table_position(st, UINT32_MAX, 0, &p), "level 4294967295");
    range_fails(cg_reduced_table_level_size(rt, 7, &size), "level 7");
    range_fails(cg_reduced_table_values(rt, 7, 0, v, 1), "0 to 6");
    range_fails(cg_reduced_table_position(rt, 7, 0, &p), "level 7");

    /* Past the level's end (strict 6: 32 positions; reduced 6: 132), by the
     * first rank, by the count, and by a sum that overflows 64 bits. */
    memset(v, 0xee, sizeof v);
    range_fails(cg_strict_table_values(st, 6, 31, v, 2), "32 positions");
    range_fails(cg_strict_table_values(st, 6, 33, v, 0), "32 positions");
    range_fails(cg_strict_table_values(st, 6, UINT64_MAX, v, 2), "32 positions");
    range_fails(cg_strict_table_values(st, 6, 1, v, SIZE_MAX), "32 positions");
    range_fails(cg_reduced_table_values(rt, 6, 131, v, 2), "132 positions");
    range_fails(cg_reduced_table_values(rt, 6, UINT64_MAX, v, 2), "132 positions");
    range_fails(cg_reduced_table_values(rt, 6, 2, v, SIZE_MAX), "ranks 0 to 131");
    for (size_t i = 0; i < sizeof v; i++)
        ck_assert_uint_eq(v[i], 0xee);   /* nothing written on failure */
    range_fails(cg_strict_table_position(st, 6, 32, &p), "rank 32");
    range_fails(cg_strict_table_position(st, 0, 1, &p), "rank 1");
    range_fails(cg_reduced_table_position(rt, 6, 132, &p), "rank 132");
    range_fails(cg_reduced_table_position(rt, 6, UINT64_MAX, &p), "rank 18446744073709551615");
    ck_assert_ptr_null(p);

    /* Level 0: the empty position, value 0. */
    ck_assert_int_eq(cg_strict_table_values(st, 0, 0, v, 1), CG_OK);
    ck_assert_uint_eq(v[0], 0);
    ck_assert_int_eq(cg_reduced_table_position(rt, 0, 0, &p), CG_OK);
    ck_assert_uint_eq(cg_position_size(p), 0);
    cg_position_free(p);

    /* A success clears an earlier detail. */
    range_fails(cg_strict_table_values(st, 7, 0, v, 1), "level 7");
    ck_assert_int_eq(cg_strict_table_level_size(st, 6, &size), CG_OK);
    ck_assert_uint_eq(size, 32);
    ck_assert_str_eq(cg_error_detail(), "");
    cg_strict_table_free(st);
    cg_reduced_table_free(rt);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tables-table-arrays");
    TCase *tc = tcase_create("levels");
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tcase_add_test(tc, strict_levels_as_arrays);
    tcase_add_test(tc, reduced_levels_as_arrays);
    tcase_add_test(tc, reduced_eight_bit_levels_are_read);
    tcase_add_test(tc, strict_wide_levels_are_read);
    tcase_add_test(tc, bad_arguments);
    return run_suite(s);
}
