/*
 * cg_reduced_census_listing(): one value listed past CG_CENSUS_LIST_MAX.
 * The 1 116 159 positions of value 1 with 14 heaps (more than the default
 * bound) listed whole, each given value 1 by the memoised search of the core
 * module, in strictly increasing lexicographic order and as many as the
 * histogram counts; every other listing as the ordinary census's; the bound
 * exact; checkpoints read either way; bad arguments and a memory bound.
 *
 * CG_TEST_QUICK=1 (the valgrind setup) searches every 997th position only.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cookiegame.h>

#include "run-suite.h"

#define N 14        /* the smallest level with a value past CG_CENSUS_LIST_MAX */
#define WIDE 1      /* that value: 1 116 159 positions */

static int quick(void)
{
    const char *q = getenv("CG_TEST_QUICK");
    return q != NULL && *q != '\0' && strcmp(q, "0") != 0;
}

/* What a listing callback saw: how many, in order or not, and how many of
 * those searched have another value. */
typedef struct seen {
    cg_ctx *ctx;          /* NULL: no search */
    uint32_t g;
    uint64_t n;
    uint32_t last[32];
    size_t last_len;
    int out_of_order;
    uint64_t searched, wrong;
} seen;

static int lexicographically_after(const cg_position *p, const uint32_t *last, size_t len)
{
    size_t k = cg_position_size(p);
    for (size_t i = 0; i < k && i < len; i++) {
        if (cg_position_heap(p, i) != last[i])
            return cg_position_heap(p, i) > last[i];
    }
    return k > len;
}

static int watch(void *user, const cg_position *p)
{
    seen *s = user;
    if (s->n > 0 && !lexicographically_after(p, s->last, s->last_len))
        s->out_of_order = 1;
    s->last_len = cg_position_size(p);
    for (size_t i = 0; i < s->last_len && i < 32; i++)
        s->last[i] = cg_position_heap(p, i);
    if (s->ctx != NULL && (!quick() || s->n % 997 == 0)) {
        uint32_t g = 99;
        if (cg_position_grundy(s->ctx, p, &g) != CG_OK || g != s->g)
            s->wrong++;
        s->searched++;
    }
    s->n++;
    return 0;
}

static uint64_t count_of(const cg_census *c, uint32_t n, uint32_t g)
{
    uint64_t hist[64] = { 0 };
    ck_assert_int_eq(cg_census_histogram(c, n, hist, 64), CG_OK);
    return hist[g];
}

/* The status of listing value g with n heaps, and how many were listed. */
static int list(const cg_census *c, uint32_t n, uint32_t g, uint64_t *listed)
{
    seen s = { .g = g };
    int st = cg_census_positions(c, n, g, watch, &s);
    ck_assert(!s.out_of_order);
    *listed = s.n;
    return st;
}

/* c lists value WIDE with N heaps whole; every other level and value as the
 * ordinary census `plain` does. */
static void check_wide_against(const cg_census *c, const cg_census *plain)
{
    for (uint32_t n = 0; n <= N; n++) {
        for (uint32_t g = 0; g <= n; g++) {
            ck_assert_uint_eq(count_of(c, n, g), count_of(plain, n, g));
            uint64_t got, want;
            int st = list(c, n, g, &got), st_plain = list(plain, n, g, &want);
            if (g == WIDE && count_of(c, n, g) > CG_CENSUS_LIST_MAX) {
                ck_assert_int_eq(st_plain, CG_ERANGE);
                ck_assert_int_eq(st, CG_OK);
                ck_assert_uint_eq(got, count_of(c, n, g));
            } else {
                ck_assert_int_eq(st, st_plain);
                ck_assert_uint_eq(got, want);
            }
        }
    }
}

START_TEST(a_common_value_is_listed_whole_and_right)
{
    cg_census *plain, *wide;
    ck_assert_int_eq(cg_reduced_census(N, 2, 0, NULL, NULL, &plain), CG_OK);
    ck_assert_int_eq(cg_reduced_census_listing(N, 2, 0, WIDE, 2 * CG_CENSUS_LIST_MAX, NULL, NULL,
                                               NULL, &wide),
                     CG_OK);
    uint64_t count = count_of(wide, N, WIDE);
    ck_assert_uint_eq(count, 1116159);
    check_wide_against(wide, plain);
    /* Each listed position has the value by the search: with the count and
     * the strict order, the listing is exactly the positions of that value. */
    seen s = { .g = WIDE };
    ck_assert_int_eq(cg_ctx_new(&s.ctx), CG_OK);
    ck_assert_int_eq(cg_census_positions(wide, N, WIDE, watch, &s), CG_OK);
    ck_assert_uint_eq(s.n, count);
    ck_assert(!s.out_of_order);
    ck_assert_uint_gt(s.searched, quick() ? 1000 : count - 1);
    ck_assert_msg(s.wrong == 0, "%llu listed positions have another value",
                  (unsigned long long)s.wrong);
    cg_ctx_free(s.ctx);
    /* The census is the same with 1 and 3 threads. */
    for (unsigned t = 1; t <= 3; t += 2) {
        cg_census *again;
        ck_assert_int_eq(cg_reduced_census_listing(N, t, 0, WIDE, 2 * CG_CENSUS_LIST_MAX, NULL,
                                                   NULL, NULL, &again),
                         CG_OK);
        check_wide_against(again, plain);
        cg_census_free(again);
    }
    cg_census_free(wide);
    cg_census_free(plain);
}
END_TEST

START_TEST(the_bound_is_exact)
{
    cg_census *c;
    uint64_t listed;
    ck_assert_int_eq(cg_reduced_census_listing(N, 2, 0, WIDE, 1116159, NULL, NULL, NULL, &c),
                     CG_OK);
    ck_assert_int_eq(list(c, N, WIDE, &listed), CG_OK);
    ck_assert_uint_eq(listed, 1116159);
    cg_census_free(c);
    ck_assert_int_eq(cg_reduced_census_listing(N, 2, 0, WIDE, 1116158, NULL, NULL, NULL, &c),
                     CG_OK);
    ck_assert_int_eq(list(c, N, WIDE, &listed), CG_ERANGE);
    /* The bound CG_CENSUS_LIST_MAX itself: the ordinary census. */
    cg_census_free(c);
    ck_assert_int_eq(cg_reduced_census_listing(N, 2, 0, WIDE, CG_CENSUS_LIST_MAX, NULL, NULL,
                                               NULL, &c),
                     CG_OK);
    ck_assert_int_eq(list(c, N, WIDE, &listed), CG_ERANGE);
    cg_census_free(c);
}
END_TEST

static int stop_early(void *user, uint64_t done, uint64_t total)
{
    (void)user;
    (void)total;
    return done > 100000;   /* within level 12, before the wide level */
}

static char *temp_dir(void)
{
    char tmpl[] = "/tmp/cg-listing-XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(tmpl));
    return strdup(tmpl);
}

static void remove_dir(const char *dir)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    ck_assert_int_eq(system(cmd), 0);
}

/* The wide census to N with checkpoint directory dir (stop: a progress
 * callback or NULL), which must answer `want`: the census on CG_OK. */
static cg_census *wide_in(const char *dir, cg_progress_fn stop, int want)
{
    cg_census *c = NULL;
    ck_assert_int_eq(cg_reduced_census_listing(N, 2, 0, WIDE, 2 * CG_CENSUS_LIST_MAX, dir, stop,
                                               NULL, &c),
                     want);
    return c;
}

START_TEST(checkpoints_serve_either_census)
{
    cg_census *plain, *c;
    ck_assert_int_eq(cg_reduced_census(N, 2, 0, NULL, NULL, &plain), CG_OK);
    /* A wide census stopped early and resumed, then the finished directory
     * read back by the ordinary resumable census: listed whole each time. */
    char *dir = temp_dir();
    wide_in(dir, stop_early, CG_ECANCELED);
    c = wide_in(dir, NULL, CG_OK);
    check_wide_against(c, plain);
    cg_census_free(c);
    ck_assert_int_eq(cg_reduced_census_resumable(N, 1, 0, dir, NULL, NULL, &c), CG_OK);
    check_wide_against(c, plain);
    cg_census_free(c);
    remove_dir(dir);
    /* An ordinary census stopped early, resumed wide: the levels computed
     * after the resumption are listed widely. */
    ck_assert_int_eq(cg_reduced_census_resumable(N, 2, 0, dir, stop_early, NULL, &c),
                     CG_ECANCELED);
    c = wide_in(dir, NULL, CG_OK);
    check_wide_against(c, plain);
    cg_census_free(c);
    /* And the finished ordinary census read back wide keeps its listings. */
    remove_dir(dir);
    ck_assert_int_eq(cg_reduced_census_resumable(N, 2, 0, dir, NULL, NULL, &c), CG_OK);
    cg_census_free(c);
    c = wide_in(dir, NULL, CG_OK);
    uint64_t listed;
    ck_assert_int_eq(list(c, N, WIDE, &listed), CG_ERANGE);
    cg_census_free(c);
    remove_dir(dir);
    free(dir);
    cg_census_free(plain);
}
END_TEST

START_TEST(bad_arguments_and_memory)
{
    cg_census *c = (cg_census *)&c;   /* must stay untouched on failure */
    cg_census *const untouched = c;
    ck_assert_int_eq(cg_reduced_census_listing(10, 1, 0, 1, CG_CENSUS_LIST_MAX, NULL, NULL, NULL,
                                               NULL),
                     CG_EINVAL);
    ck_assert_int_eq(cg_reduced_census_listing(10, 1, 0, 1, CG_CENSUS_LIST_MAX, "", NULL, NULL, &c),
                     CG_EINVAL);
    ck_assert_int_eq(cg_reduced_census_listing(10, 1, 0, 1, CG_CENSUS_LIST_MAX - 1, NULL, NULL,
                                               NULL, &c),
                     CG_ERANGE);
    ck_assert_int_eq(cg_reduced_census_listing(10, 1, 0, 11, CG_CENSUS_LIST_MAX, NULL, NULL, NULL,
                                               &c),
                     CG_EDOMAIN);
    ck_assert_int_eq(cg_reduced_census_listing(CG_REDUCED_TABLE_MAX_HEAPS + 1, 1, 0, 1,
                                               CG_CENSUS_LIST_MAX, NULL, NULL, NULL, &c),
                     CG_ERANGE);
    ck_assert_int_eq(cg_reduced_census_listing(10, 1, 0, 1, UINT64_MAX, NULL, NULL, NULL, &c),
                     CG_OK);
    ck_assert_ptr_ne(c, untouched);
    cg_census_free(c);
    /* A bound one byte under the wide census's own peak (one thread: the
     * same peak every time) stops it with CG_ENOMEM, a detail that names
     * the listings, which are what grows past the levels' figure. */
    uint64_t levels, peak;
    ck_assert_int_eq(cg_reduced_census_memory(N, &levels), CG_OK);
    ck_assert_int_eq(cg_reduced_census_listing(N, 1, 0, WIDE, UINT64_MAX, NULL, NULL, NULL, &c),
                     CG_OK);
    ck_assert_int_eq(cg_census_memory_used(c, &peak, NULL), CG_OK);
    ck_assert_uint_gt(peak, levels + 1116159 * 8);
    cg_census_free(c);
    c = untouched;
    ck_assert_int_eq(cg_reduced_census_listing(N, 1, peak - 1, WIDE, UINT64_MAX, NULL, NULL, NULL,
                                               &c),
                     CG_ENOMEM);
    ck_assert_ptr_eq(c, untouched);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "listings"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("census-listing");
    TCase *tc = tcase_create("listing");
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tcase_add_test(tc, a_common_value_is_listed_whole_and_right);
    tcase_add_test(tc, the_bound_is_exact);
    tcase_add_test(tc, checkpoints_serve_either_census);
    tcase_add_test(tc, bad_arguments_and_memory);
    return run_suite(s);
}
