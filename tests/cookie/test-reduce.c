/* Surplus, deletion, depletion, reduced and strict forms, options, dominance. */
#include <string.h>

#include "cookie-tests.h"
#include "fault-alloc.h"

/* The surplus straight from its definition (a_0 = 0, 1-based a_k). */
static uint32_t surplus_by_definition(const uint32_t *a, size_t n)
{
    long best = 0;
    for (size_t k = 1; k <= n; k++) {
        long d = (long)k - (long)a[k - 1];
        if (d > best)
            best = d;
    }
    return (uint32_t)best;
}

static void check_transform(int (*f)(const cg_position *, cg_position **),
                            const char *in, const char *want)
{
    cg_position *p = pos_parse(in), *w = pos_parse(want), *out = NULL;
    ck_assert_int_eq(f(p, &out), CG_OK);
    ck_assert_msg(cg_position_equal(out, w), "%s -> %s, want %s", in, pos_text(out), want);
    cg_position_free(p);
    cg_position_free(w);
    cg_position_free(out);
}

START_TEST(worked_examples_of_the_papers)
{
    /* [PU92]: (0,1,1,3,4,5,8,8) deletes to (1,3,4,5,8,8), which depletes
     * to the strict position (1,3,4,5,6,6). */
    cg_position *a = pos_parse("0 1 1 3 4 5 8 8");
    ck_assert_uint_eq(cg_position_surplus(a), 2);
    cg_position_free(a);
    check_transform(cg_position_delete, "0 1 1 3 4 5 8 8", "1 3 4 5 8 8");
    check_transform(cg_position_deplete, "1 3 4 5 8 8", "1 3 4 5 6 6");
    check_transform(cg_position_reduce, "0 1 1 3 4 5 8 8", "1 3 4 5 6 6");
    /* Propp [Propp]: 1 2 3 3 6 reduces to 2 3 3 4; 1 5 6 7 ~ 1 4 4 4; 1 1 2 ~ 1 2;
     * (1,2,4,5) reduces to the strict (1,2,4,4). */
    check_transform(cg_position_reduce, "1 2 3 3 6", "2 3 3 4");
    check_transform(cg_position_deplete, "1 5 6 7", "1 4 4 4");
    check_transform(cg_position_reduce, "1 1 2", "1 2");
    check_transform(cg_position_reduce, "1 2 4 5", "1 2 4 4");
    check_transform(cg_position_reduce, "", "");
    check_transform(cg_position_reduce, "0 0 0", "");
    check_transform(cg_position_reduce, "4294967295", "1");
}
END_TEST

START_TEST(reduction_is_unique_and_has_the_stated_shape)
{
    for (size_t n = 0; n <= 7; n++) {
        uint32_t a[8] = { 0 };
        do {
            cg_position *p = pos_make(a, n), *d = NULL, *r = NULL, *rr = NULL;
            uint32_t s = cg_position_surplus(p);
            ck_assert_uint_eq(s, surplus_by_definition(a, n));
            ck_assert_int_eq(cg_position_delete(p, &d), CG_OK);
            ck_assert_uint_eq(cg_position_size(d), n - s);
            for (size_t i = 0; i < n - s; i++)
                ck_assert_uint_eq(cg_position_heap(d, i), a[s + i]);
            ck_assert_uint_eq(cg_position_surplus(d), 0);
            ck_assert_int_eq(cg_position_reduce(p, &r), CG_OK);
            size_t m = cg_position_size(r);
            ck_assert_uint_eq(m, n - s);
            ck_assert_uint_eq(cg_position_surplus(r), 0);
            for (size_t i = 0; i < m; i++) {
                uint32_t want = a[s + i] < m ? a[s + i] : (uint32_t)m;
                ck_assert_uint_eq(cg_position_heap(r, i), want);
                ck_assert_uint_ge(cg_position_heap(r, i), i + 1);
            }
            if (m > 0)
                ck_assert_uint_eq(cg_position_heap(r, m - 1), m);
            ck_assert(cg_position_is_reduced(r));
            ck_assert_int_eq(cg_position_is_reduced(p), cg_position_equal(p, r));
            ck_assert_int_eq(cg_position_reduce(r, &rr), CG_OK);
            ck_assert(cg_position_equal(r, rr));
            ck_assert_int_eq(cg_position_is_strict(p), cg_position_is_strict(r));
            cg_position_free(p);
            cg_position_free(d);
            cg_position_free(r);
            cg_position_free(rr);
        } while (next_multiset(a, n, 8));
    }
}
END_TEST

START_TEST(reduced_positions_are_catalan_and_strict_ones_a_power_of_two)
{
    /* Reduced n-heap positions are lattice paths under the diagonal (Catalan(n));
     * strict ones are the subsets of {1..n-1} (2^(n-1)). */
    const uint64_t catalan[] = { 1, 1, 2, 5, 14, 42, 132, 429, 1430, 4862 };
    for (size_t n = 0; n <= 9; n++) {
        uint32_t a[9] = { 0 };
        uint64_t reduced = 0, strict = 0;
        do {
            cg_position *p = pos_make(a, n);
            if (cg_position_is_reduced(p)) {
                reduced++;
                int distinct_below_n = 1;
                for (size_t i = 1; i < n; i++)
                    distinct_below_n &= !(a[i] == a[i - 1] && a[i] < n);
                ck_assert_int_eq(cg_position_is_strict(p), distinct_below_n);
                strict += (uint64_t)distinct_below_n;
            }
            cg_position_free(p);
        } while (next_multiset(a, n, (uint32_t)n));
        ck_assert_uint_eq(reduced, catalan[n]);
        ck_assert_uint_eq(strict, n == 0 ? 1 : 1ull << (n - 1));
    }
}
END_TEST

START_TEST(distinct_heaps_are_strict)
{
    const char *yes[] = { "1 2 4 5", "2 3 4", "0 1 5 9", "7", "", "3 9 27 81 243" };
    const char *no[] = { "2 2 4 4", "1 2 2 3 6 6", "2 3 3 4 5" };
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++) {
        cg_position *p = pos_parse(yes[i]);
        ck_assert_msg(cg_position_is_strict(p), "%s", yes[i]);
        cg_position_free(p);
    }
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++) {
        cg_position *p = pos_parse(no[i]);
        ck_assert_msg(!cg_position_is_strict(p), "%s", no[i]);
        cg_position_free(p);
    }
    ck_assert_int_eq(cg_position_is_strict(NULL), 0);
    ck_assert_int_eq(cg_position_is_reduced(NULL), 0);
    ck_assert_uint_eq(cg_position_surplus(NULL), 0);
}
END_TEST

START_TEST(options_follow_the_rules)
{
    cg_position *p = pos_parse("0 1 3 3 7"), *o = NULL;
    ck_assert_int_eq(cg_position_option(p, 0, &o), CG_EDOMAIN);   /* spoiled */
    ck_assert_int_eq(cg_position_option(p, 5, &o), CG_EINVAL);
    ck_assert_int_eq(cg_position_option(p, SIZE_MAX, &o), CG_EINVAL);
    ck_assert_int_eq(cg_position_option(NULL, 0, &o), CG_EINVAL);
    ck_assert_int_eq(cg_position_option(p, 1, NULL), CG_EINVAL);
    ck_assert_ptr_null(o);
    const char *want[] = { NULL, "0 2 2 6", "0 0 2 6", "0 0 2 6", "0 0 2 2" };
    for (size_t k = 1; k < 5; k++) {
        ck_assert_int_eq(cg_position_option(p, k, &o), CG_OK);
        cg_position *w = pos_parse(want[k]);
        ck_assert_msg(cg_position_equal(o, w), "option %zu: %s", k, pos_text(o));
        cg_position_free(w);
        cg_position_free(o);
    }
    cg_position_free(p);
}
END_TEST

/* Dominance by brute force: try every injection of b's heaps into a's. */
static int dominates_brute(const uint32_t *a, size_t na, const uint32_t *b, size_t nb,
                           unsigned used)
{
    if (nb == 0)
        return 1;
    for (size_t i = 0; i < na; i++) {
        if (!(used >> i & 1) && a[i] >= b[0] &&
            dominates_brute(a, na, b + 1, nb - 1, used | 1u << i))
            return 1;
    }
    return 0;
}

START_TEST(dominance_matches_injections)
{
    for (size_t na = 0; na <= 4; na++) {
        uint32_t a[4] = { 0 };
        do {
            cg_position *pa = pos_make(a, na);
            for (size_t nb = 0; nb <= 4; nb++) {
                uint32_t b[4] = { 0 };
                do {
                    cg_position *pb = pos_make(b, nb);
                    ck_assert_int_eq(cg_position_dominates(pa, pb),
                                     dominates_brute(a, na, b, nb, 0));
                    cg_position_free(pb);
                } while (next_multiset(b, nb, 4));
            }
            cg_position_free(pa);
        } while (next_multiset(a, na, 4));
    }
    cg_position *p = pos_parse("1 2");
    ck_assert_int_eq(cg_position_dominates(p, NULL), 0);
    ck_assert_int_eq(cg_position_dominates(NULL, p), 0);
    cg_position_free(p);
}
END_TEST

static int reduce_op(void *arg)
{
    cg_position **out = arg;
    cg_position *p = NULL, *d = NULL, *e = NULL, *o = NULL;
    int rc = cg_position_parse("0 1 1 3 4 5 8 8", &p);
    if (rc == CG_OK)
        rc = cg_position_deplete(p, &d);
    if (rc == CG_OK)
        rc = cg_position_delete(d, &e);
    if (rc == CG_OK)
        rc = cg_position_option(e, 2, &o);
    if (rc == CG_OK)
        rc = cg_position_reduce(o, out);
    cg_position_free(p);
    cg_position_free(d);
    cg_position_free(e);
    cg_position_free(o);
    return rc;
}

static void free_position(void *arg)
{
    cg_position **p = arg;
    cg_position_free(*p);
    *p = NULL;
}

START_TEST(allocation_failures_leak_nothing)
{
    cg_position *p = NULL;
    fault_alloc_install();
    ck_assert_int_eq(fault_sweep(reduce_op, free_position, &p), 5);
    fault_alloc_uninstall();
    cg_position *q = NULL;
    ck_assert_int_eq(cg_position_deplete(NULL, &q), CG_EINVAL);
    ck_assert_int_eq(cg_position_delete(NULL, &q), CG_EINVAL);
    ck_assert_int_eq(cg_position_reduce(NULL, &q), CG_EINVAL);
    ck_assert_ptr_null(q);
}
END_TEST

TCase *reduce_tcase(void)
{
    TCase *tc = tcase_create("reduce");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, worked_examples_of_the_papers);
    tcase_add_test(tc, reduction_is_unique_and_has_the_stated_shape);
    tcase_add_test(tc, reduced_positions_are_catalan_and_strict_ones_a_power_of_two);
    tcase_add_test(tc, distinct_heaps_are_strict);
    tcase_add_test(tc, options_follow_the_rules);
    tcase_add_test(tc, dominance_matches_injections);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    return tc;
}
