/* Positions: construction, parsing, formatting, copying, comparing. */
#include <stdlib.h>
#include <string.h>

#include "cookie-tests.h"
#include "fault-alloc.h"
#include "xorshift.h"

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

START_TEST(new_sorts_and_copies)
{
    uint32_t heaps[] = { 5, 0, 3, 3, UINT32_MAX, 1 };
    cg_position *p = pos_make(heaps, 6);
    heaps[0] = 99;   /* the position owns a copy */
    ck_assert_uint_eq(cg_position_size(p), 6);
    const uint32_t want[] = { 0, 1, 3, 3, 5, UINT32_MAX };
    for (size_t i = 0; i < 6; i++)
        ck_assert_uint_eq(cg_position_heap(p, i), want[i]);
    ck_assert_uint_eq(cg_position_heap(p, 6), 0);
    ck_assert_uint_eq(cg_position_heap(NULL, 0), 0);
    ck_assert_uint_eq(cg_position_size(NULL), 0);
    cg_position_free(p);
    cg_position_free(NULL);
}
END_TEST

START_TEST(new_rejects_bad_arguments)
{
    cg_position *p = (cg_position *)&p;   /* must stay untouched */
    uint32_t one = 1;
    ck_assert_int_eq(cg_position_new(&one, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_position_new(NULL, 3, &p), CG_EINVAL);
    ck_assert_int_eq(cg_position_new(&one, (size_t)UINT32_MAX + 1, &p), CG_ERANGE);
    ck_assert_int_eq(cg_position_new(&one, SIZE_MAX, &p), CG_ERANGE);
    ck_assert_ptr_eq(p, (cg_position *)&p);
    ck_assert_int_eq(cg_position_new(NULL, 0, &p), CG_OK);
    ck_assert_uint_eq(cg_position_size(p), 0);
    cg_position_free(p);
}
END_TEST

START_TEST(radix_sort_matches_qsort)
{
    enum { N = 5000 };
    static uint32_t heaps[N], sorted[N];
    uint64_t x = 88172645463325252ull;
    for (int round = 0; round < 6; round++) {
        for (int i = 0; i < N; i++) {
            xorshift64(&x);
            /* Mix ranges so that every byte position matters in some round. */
            uint32_t mask = round == 0 ? 0xff : round == 1 ? 0xffff : round == 2 ? 0xff00ff : 0xffffffff;
            heaps[i] = (uint32_t)x & mask;
        }
        if (round == 4)
            heaps[17] = UINT32_MAX;
        memcpy(sorted, heaps, sizeof heaps);
        qsort(sorted, N, sizeof *sorted, cmp_u32);
        cg_position *p = pos_make(heaps, N);
        for (int i = 0; i < N; i++)
            ck_assert_uint_eq(cg_position_heap(p, (size_t)i), sorted[i]);
        cg_position_free(p);
    }
}
END_TEST

START_TEST(parse_accepts_the_contract_forms)
{
    const char *same[] = { "1 2 4", "1,2,4", "(1, 2, 4)", "  4 2 1  ", "(4,1,2)",
                           "1, 2 ,4", "( 1 2 4 )", "\t1\n2\r\n4\n", "001 2 4" };
    cg_position *want = pos_parse("1 2 4");
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        cg_position *p = pos_parse(same[i]);
        ck_assert_msg(cg_position_equal(p, want), "\"%s\" gave %s", same[i], pos_text(p));
        cg_position_free(p);
    }
    cg_position_free(want);

    const char *empty[] = { "", "   ", "()", "( )", "\n" };
    for (size_t i = 0; i < sizeof empty / sizeof empty[0]; i++) {
        cg_position *p = pos_parse(empty[i]);
        ck_assert_uint_eq(cg_position_size(p), 0);
        cg_position_free(p);
    }

    cg_position *p = pos_parse("4294967295 0");
    ck_assert_uint_eq(cg_position_heap(p, 0), 0);
    ck_assert_uint_eq(cg_position_heap(p, 1), UINT32_MAX);
    cg_position_free(p);
}
END_TEST

START_TEST(parse_rejects_everything_else)
{
    const char *bad[] = { "-1", "1 -2", "+1", "4294967296", "99999999999999999999999",
                          "1,,2", ",1", "1,", "1 2,", "(1 2", "1 2)", "((1))", "(1)(2)",
                          "1 2 x", "1.5", "0x10", "1;2", "( , )", "(,)", "1 2 3 )",
                          "\xff", "1\x01", "()1", "[1 2]" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cg_position *p = (cg_position *)&p;
        ck_assert_msg(cg_position_parse(bad[i], &p) == CG_EPARSE, "accepted \"%s\"", bad[i]);
        ck_assert_ptr_eq(p, (cg_position *)&p);
    }
    cg_position *p;
    ck_assert_int_eq(cg_position_parse(NULL, &p), CG_EINVAL);
    ck_assert_int_eq(cg_position_parse("1", NULL), CG_EINVAL);
}
END_TEST

/* Where reading stops: the offset cg_position_parse_ex() reports, and why:
 * the sentence of cg_error_detail() (1.2). */
START_TEST(parse_reports_where_it_stopped)
{
#define SIZES "(heap sizes are whole numbers 0..4294967295 separated by spaces or commas)"
    static const struct {
        const char *text;
        size_t at;
        const char *detail;
    } cases[] = {
        { "1 2 x", 4, "'x' at offset 4 is not a heap size " SIZES },
        { "1 -2", 2, "'-' at offset 2 is not a heap size " SIZES },
        { "[1 2]", 0, "'[' at offset 0 is not a heap size " SIZES },
        { "1.5", 1, "'.' at offset 1 is not a heap size " SIZES },
        { "1\x02", 1, "byte 0x02 at offset 1 is not a heap size " SIZES },
        { "4294967296", 0, "the heap size 4294967296 at offset 0 passes 4294967295, the largest a heap may have" },
        { " 7, 99999999999", 4, "the heap size 99999999999 at offset 4 passes 4294967295, the largest a heap may have" },
        { "123456789012345678901234567890", 0, "the heap size 123456789012345678901... at offset 0 passes 4294967295, the largest a heap may have" },
        { "1,,2", 2, "the ',' at offset 1 is followed by ',', not a heap size" },
        { "1, ", 3, "the ',' at offset 1 is followed by the end of the text, not a heap size" },
        { "(1 2", 4, "the '(' at offset 0 is never closed: its ')' is missing" },
        { "1 2)", 3, "')' at offset 3 closes no parenthesis" },
        { "()1", 2, "'1' at offset 2 follows the ')' that ends the position" },
        { "(1)(2)", 3, "'(' at offset 3 follows the ')' that ends the position" },
    };
#undef SIZES
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cg_position *p = NULL;
        size_t at = 777;
        ck_assert_int_eq(cg_position_parse_ex(cases[i].text, &p, &at), CG_EPARSE);
        ck_assert_msg(at == cases[i].at, "\"%s\": stopped at %zu, want %zu", cases[i].text, at,
                      cases[i].at);
        ck_assert_str_eq(cg_error_detail(), cases[i].detail);
        ck_assert_ptr_null(p);
    }
    cg_position *p;
    size_t at = 777;
    ck_assert_int_eq(cg_position_parse_ex(" (3, 1, 2) ", &p, &at), CG_OK);
    ck_assert_uint_eq(at, 777);
    ck_assert_str_eq(cg_error_detail(), "");   /* cleared by the call that succeeded */
    ck_assert_uint_eq(cg_position_size(p), 3);
    cg_position_free(p);
    ck_assert_int_eq(cg_position_parse_ex("1 x", &p, NULL), CG_EPARSE);
    ck_assert_int_eq(cg_position_parse_ex(NULL, &p, &at), CG_EINVAL);
}
END_TEST

START_TEST(format_round_trips_with_snprintf_semantics)
{
    cg_position *p = pos_parse("(10, 0, 3, 3)");
    char buf[64];
    size_t len = 0;
    ck_assert_int_eq(cg_position_format(p, buf, sizeof buf, &len), CG_OK);
    ck_assert_str_eq(buf, "0 3 3 10");
    ck_assert_uint_eq(len, 8);
    ck_assert_int_eq(cg_position_format(p, NULL, 0, &len), CG_ERANGE);
    ck_assert_uint_eq(len, 8);
    ck_assert_int_eq(cg_position_format(p, buf, 8, &len), CG_ERANGE);
    ck_assert_str_eq(buf, "0 3 3 1");
    ck_assert_int_eq(cg_position_format(p, buf, 9, NULL), CG_OK);
    ck_assert_int_eq(cg_position_format(p, NULL, 5, &len), CG_EINVAL);
    ck_assert_int_eq(cg_position_format(NULL, buf, sizeof buf, &len), CG_EINVAL);
    cg_position *q = pos_parse(buf);
    ck_assert(cg_position_equal(p, q));
    cg_position_free(q);
    cg_position_free(p);

    cg_position *e = pos_parse("");
    ck_assert_int_eq(cg_position_format(e, buf, sizeof buf, &len), CG_OK);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(len, 0);
    cg_position_free(e);
}
END_TEST

START_TEST(clone_and_equal)
{
    cg_position *p = pos_parse("1 1 2 9");
    cg_position *c = NULL;
    ck_assert_int_eq(cg_position_clone(p, &c), CG_OK);
    ck_assert(cg_position_equal(p, c));
    ck_assert_ptr_ne(p, c);
    cg_position *d = pos_parse("1 2 2 9");
    cg_position *e = pos_parse("1 1 2");
    ck_assert(!cg_position_equal(p, d));
    ck_assert(!cg_position_equal(p, e));
    ck_assert(!cg_position_equal(p, NULL));
    ck_assert(!cg_position_equal(NULL, NULL));
    ck_assert_int_eq(cg_position_clone(NULL, &c), CG_EINVAL);
    ck_assert_int_eq(cg_position_clone(p, NULL), CG_EINVAL);
    cg_position_free(c);
    cg_position_free(d);
    cg_position_free(e);
    cg_position_free(p);
}
END_TEST

START_TEST(a_million_heaps)
{
    enum { N = 1000000 };
    uint32_t *heaps = malloc(N * sizeof *heaps);
    ck_assert_ptr_nonnull(heaps);
    for (uint32_t i = 0; i < N; i++)
        heaps[i] = N - i;   /* descending: forces the radix sort */
    cg_position *p = pos_make(heaps, N);
    ck_assert_uint_eq(cg_position_heap(p, 0), 1);
    ck_assert_uint_eq(cg_position_heap(p, N - 1), N);
    size_t len;
    ck_assert_int_eq(cg_position_format(p, NULL, 0, &len), CG_ERANGE);
    char *text = malloc(len + 1);
    ck_assert_int_eq(cg_position_format(p, text, len + 1, &len), CG_OK);
    cg_position *q = pos_parse(text);
    ck_assert(cg_position_equal(p, q));
    cg_position_free(q);
    cg_position_free(p);
    free(text);
    free(heaps);
}
END_TEST

static int parse_op(void *arg)
{
    cg_position **p = arg;
    return cg_position_parse("(9, 8, 7, 6, 5, 4, 3, 2, 1)", p);
}

static int new_unsorted_op(void *arg)
{
    static uint32_t heaps[300];
    for (int i = 0; i < 300; i++)
        heaps[i] = (uint32_t)(300 - i) * 1000003u;
    return cg_position_new(heaps, 300, arg);
}

static int clone_op(void *arg)
{
    cg_position **pp = arg;
    cg_position *src = NULL;
    int rc = cg_position_parse("3 1 2", &src);
    if (rc == CG_OK) {
        rc = cg_position_clone(src, pp);
        cg_position_free(src);
    }
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
    ck_assert_int_ge(fault_sweep(parse_op, free_position, &p), 1);
    ck_assert_int_ge(fault_sweep(new_unsorted_op, free_position, &p), 2);
    ck_assert_int_ge(fault_sweep(clone_op, free_position, &p), 2);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
}
END_TEST

TCase *position_tcase(void)
{
    TCase *tc = tcase_create("position");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, new_sorts_and_copies);
    tcase_add_test(tc, parse_reports_where_it_stopped);
    tcase_add_test(tc, new_rejects_bad_arguments);
    tcase_add_test(tc, radix_sort_matches_qsort);
    tcase_add_test(tc, parse_accepts_the_contract_forms);
    tcase_add_test(tc, parse_rejects_everything_else);
    tcase_add_test(tc, format_round_trips_with_snprintf_semantics);
    tcase_add_test(tc, clone_and_equal);
    tcase_add_test(tc, a_million_heaps);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    return tc;
}
