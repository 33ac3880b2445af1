/* Strict positions: critical positions, D-values, the strategic-duration
 * properties and the winning moves, against definitions and the oracle. */
#include <stdlib.h>
#include <string.h>

#include "cookie-oracle.h"
#include "cookie-paper-data.h"
#include "cookie-tests.h"
#include "fast-check.h"

/* C^{n,d} built the way the paper writes it, as a list (independent of the
 * library's closed form). */
static size_t critical_by_construction(uint32_t n, uint32_t d, uint32_t *c)
{
    size_t k = 0;
    if (3 * d + 1 == 2 * n) {
        for (uint32_t i = 1; i <= n; i++)
            c[k++] = i;
        return k;
    }
    uint32_t r = 2 * (n - d) + d % 2, m = (d + r) / 2;
    for (uint32_t i = 1; i <= r; i++)
        c[k++] = i;
    for (uint32_t i = 1; i <= (d - r) / 2; i++)
        c[k++] = r + 2 * i;
    for (uint32_t i = 1; i <= n - d; i++)
        c[k++] = d + i;
    for (uint32_t i = 1; i <= d - m; i++)
        c[k++] = n;
    return k;
}

static cg_position *critical(uint32_t n, uint32_t d)
{
    cg_position *c = NULL;
    FAST_CHECK(cg_position_critical(n, d, &c) == CG_OK, "critical(%u, %u)", n, d);
    return c;
}

static uint32_t dmin(uint32_t n)
{
    return n == 0 ? 0 : (2 * n - 1 + 2) / 3;
}

START_TEST(critical_positions_match_the_definition)
{
    for (uint32_t n = 0; n <= 9; n++) {
        for (uint32_t d = 0; d <= n + 1; d++) {
            cg_position *c = NULL;
            int in_range = 3 * d + 1 >= 2 * n && d <= n;
            int rc = cg_position_critical(n, d, &c);
            if (!in_range) {
                ck_assert_int_eq(rc, CG_EDOMAIN);
                continue;
            }
            ck_assert_int_eq(rc, CG_OK);
            uint32_t want[16];
            size_t k = critical_by_construction(n, d, want);
            ck_assert_uint_eq(k, n);
            cg_position *w = pos_make(want, k);
            ck_assert_msg(cg_position_equal(c, w), "C^{%u,%u} = %s", n, d, pos_text(c));
            ck_assert(cg_position_is_reduced(c));
            ck_assert(cg_position_is_strict(c));
            uint32_t dv;
            ck_assert_int_eq(cg_position_dvalue(c, &dv), CG_OK);
            ck_assert_uint_eq(dv, d);
            cg_position_free(w);
            cg_position_free(c);
        }
    }
    /* Two entries of the paper's table that survive in the text. */
    cg_position *c = critical(6, 5), *w = pos_parse("1 2 3 5 6 6");
    ck_assert(cg_position_equal(c, w));
    cg_position_free(c);
    cg_position_free(w);
    c = critical(6, 6);
    w = pos_parse("2 4 6 6 6 6");
    ck_assert(cg_position_equal(c, w));
    cg_position_free(c);
    cg_position_free(w);
    ck_assert_int_eq(cg_position_critical(5, 3, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_position_critical(UINT32_MAX, 5, &c), CG_EDOMAIN);
}
END_TEST

START_TEST(critical_positions_form_a_chain)
{
    for (uint32_t n = 1; n <= 60; n++) {
        cg_position *lo = critical(n, dmin(n));
        uint32_t one_to_n[64];
        for (uint32_t i = 0; i < n; i++)
            one_to_n[i] = i + 1;
        cg_position *w = pos_make(one_to_n, n);
        ck_assert(cg_position_equal(lo, w));   /* C^{n,dmin} = (1, ..., n) */
        cg_position_free(w);
        for (uint32_t d = dmin(n) + 1; d <= n; d++) {
            cg_position *hi = critical(n, d);
            ck_assert(cg_position_dominates(hi, lo));
            ck_assert(!cg_position_dominates(lo, hi));
            cg_position_free(lo);
            lo = hi;
        }
        cg_position_free(lo);
    }
}
END_TEST

/* D straight from the definition: the largest d with A >= C^{n,d}. */
static uint32_t dvalue_by_definition(const cg_position *reduced)
{
    uint32_t n = (uint32_t)cg_position_size(reduced), best = 0;
    for (uint32_t d = dmin(n); d <= n; d++) {
        cg_position *c = critical(n, d);
        if (cg_position_dominates(reduced, c))
            best = d;
        cg_position_free(c);
    }
    return best;
}

static uint32_t dvalue(const cg_position *p)
{
    uint32_t d = 0;
    int rc = cg_position_dvalue(p, &d);
    FAST_CHECK(rc == CG_OK, "dvalue(%s): %s", pos_text(p), cg_strerror(rc));
    return d;
}

START_TEST(dvalues_are_the_strategic_duration)
{
    /* Every strict reduced position up to 14 heaps: D by bisection equals D by
     * definition; its parity is the oracle's outcome; remoteness = suspense = D
     * (library and oracle); and properties (a)-(c) of Propp and Ullman hold. */
    cookie_oracle_reset();
    for (uint32_t n = 0; n <= 14; n++) {
        uint64_t subsets = n == 0 ? 1 : 1ull << (n - 1);
        for (uint64_t mask = 0; mask < subsets; mask++) {
            uint32_t a[16];
            size_t m = strict_from_mask(n, mask << 1, a);
            cg_position *p = pos_make(a, m);
            uint32_t d = dvalue(p);
            FAST_CHECK(d == dvalue_by_definition(p), "%s: D", pos_text(p));

            cookie_oracle_values ov;
            FAST_CHECK(cookie_oracle_eval(a, m, &ov) == 0, "oracle");
            FAST_CHECK((ov.grundy != 0) == (d % 2 == 1), "%s: D = %u", pos_text(p), d);
            FAST_CHECK(ov.remoteness == d && ov.suspense == d, "%s: oracle durations", pos_text(p));
            uint32_t r = 0, s = 0;
            cg_outcome o = CG_OUTCOME_L;
            FAST_CHECK(cg_position_remoteness(NULL, p, &r) == CG_OK && r == d, "remoteness");
            FAST_CHECK(cg_position_suspense(NULL, p, &s) == CG_OK && s == d, "suspense");
            FAST_CHECK(cg_position_outcome(NULL, p, &o) == CG_OK &&
                       o == (d % 2 ? CG_OUTCOME_N : CG_OUTCOME_P), "outcome");

            /* (a) D = 0 iff no options; (b) even D: every option has D - 1;
             * (c) odd D: some option has D - 1 and the others odd D. */
            FAST_CHECK((d == 0) == (m == 0), "property (a)");
            int some_down = 0;
            for (size_t k = 0; k < m; k++) {
                cg_position *o1 = NULL;
                FAST_CHECK(cg_position_option(p, k, &o1) == CG_OK, "option");
                FAST_CHECK(cg_position_is_strict(o1), "option not strict");
                uint32_t od = dvalue(o1);
                if (d % 2 == 0)
                    FAST_CHECK(od == d - 1, "%s: property (b)", pos_text(p));
                else
                    FAST_CHECK(od == d - 1 || od % 2 == 1, "%s: property (c)", pos_text(p));
                some_down |= od + 1 == d;
                cg_position_free(o1);
            }
            FAST_CHECK(m == 0 || some_down, "%s: property (c)", pos_text(p));
            cg_position_free(p);
        }
    }
    cookie_oracle_reset();
}
END_TEST

START_TEST(dvalue_rejects_non_strict_positions)
{
    uint32_t d = 77;
    cg_position *p = pos_parse("2 2 4 4");
    ck_assert_int_eq(cg_position_dvalue(p, &d), CG_EDOMAIN);
    ck_assert_uint_eq(d, 77);
    ck_assert_int_eq(cg_position_dvalue(NULL, &d), CG_EINVAL);
    ck_assert_int_eq(cg_position_dvalue(p, NULL), CG_EINVAL);
    cg_position_free(p);
    cg_position *e = pos_parse("");
    ck_assert_int_eq(cg_position_dvalue(e, &d), CG_OK);
    ck_assert_uint_eq(d, 0);
    cg_position_free(e);
}
END_TEST

START_TEST(the_worked_example)
{
    /* [PU92]: (0,1,1,3,4,5,8,8) reduces to (1,3,4,5,6,6) >= C^{6,5} but not
     * >= C^{6,6}, so D = 5 and it is an N-position. */
    cg_position *p = pos_parse("0 1 1 3 4 5 8 8");
    ck_assert_uint_eq(dvalue(p), 5);
    cg_outcome o;
    ck_assert_int_eq(cg_position_outcome(NULL, p, &o), CG_OK);
    ck_assert_int_eq(o, CG_OUTCOME_N);
    cg_position_free(p);
}
END_TEST

START_TEST(strict_counts_by_dvalue_reproduce_the_paper)
{
    /* The table closing [PU92] (tests/oracle/cookie-paper-data.h). */
    for (size_t t = 0; t < PAPER_DCOUNT_ROWS; t++) {
        uint32_t n = paper_dcounts[t].n;
        uint64_t count[17] = { 0 };
        uint64_t subsets = n == 0 ? 1 : 1ull << (n - 1);
        for (uint64_t mask = 0; mask < subsets; mask++) {
            uint32_t a[16];
            size_t m = strict_from_mask(n, mask << 1, a);
            cg_position *p = pos_make(a, m);
            count[dvalue(p)]++;
            cg_position_free(p);
        }
        for (uint32_t d = 0; d <= n; d++) {
            uint64_t want = paper_dcount(&paper_dcounts[t], d);
            ck_assert_msg(count[d] == want, "n = %u, d = %u: %llu, want %llu", n, d,
                          (unsigned long long)count[d], (unsigned long long)want);
        }
    }
}
END_TEST

/* Winning flags of a strict position from the D-values of its options. */
static void winning_by_dvalues(const cg_position *p, uint8_t *win)
{
    for (size_t k = 0; k < cg_position_size(p); k++) {
        win[k] = 0;
        if (cg_position_heap(p, k) == 0)
            continue;
        cg_position *o = NULL;
        FAST_CHECK(cg_position_option(p, k, &o) == CG_OK, "option");
        win[k] = dvalue(o) % 2 == 0;
        cg_position_free(o);
    }
}

START_TEST(winning_moves_of_strict_positions)
{
    /* Every strict reduced position up to 16 heaps: the O(n) procedure's move,
     * the winning interval and the winning flags all agree with the full set
     * computed from the options' D-values (themselves checked above against
     * the oracle), and the winning moves always form one interval. */
    for (uint32_t n = 1; n <= 16; n++) {
        for (uint64_t mask = 0; mask < 1ull << (n - 1); mask++) {
            uint32_t a[16];
            size_t m = strict_from_mask(n, mask << 1, a);
            cg_position *p = pos_make(a, m);
            uint8_t want[16], got[16];
            winning_by_dvalues(p, want);
            FAST_CHECK(cg_position_winning_moves(NULL, p, got, m) == CG_OK, "winning_moves");
            FAST_CHECK(memcmp(want, got, m) == 0, "%s: winning moves", pos_text(p));
            size_t first = 99, last = 99, k = 99;
            int any = memchr(want, 1, m) != NULL;
            int rc_i = cg_position_winning_interval(NULL, p, &first, &last);
            int rc_m = cg_position_winning_move(NULL, p, &k);
            if (!any) {
                FAST_CHECK(rc_i == CG_EDOMAIN && rc_m == CG_EDOMAIN && k == 99,
                           "%s: P-position", pos_text(p));
                cg_position_free(p);
                continue;
            }
            FAST_CHECK(rc_i == CG_OK && rc_m == CG_OK, "%s: N-position", pos_text(p));
            FAST_CHECK(k < m && want[k], "%s: move %zu loses", pos_text(p), k);
            for (size_t i = 0; i < m; i++)
                FAST_CHECK(want[i] == (i >= first && i <= last), "%s: interval", pos_text(p));
            cg_position_free(p);
        }
    }
}
END_TEST

START_TEST(raw_positions_with_strict_reduced_forms)
{
    /* Winning moves are asked of raw positions too: zeros, heaps beyond the
     * size, deleted heaps. Compare with the oracle on raw positions. */
    cookie_oracle_reset();
    uint64_t x = 0x9e3779b97f4a7c15ull;
    int strict_seen = 0;
    for (int t = 0; t < 4000; t++) {
        uint32_t a[12];
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        size_t n = (size_t)(x >> 60) % 12 + 1;
        for (size_t i = 0; i < n; i++) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            a[i] = (uint32_t)(x >> 59) % 16;
        }
        cg_position *p = pos_make(a, n);
        if (!cg_position_is_strict(p)) {
            cg_position_free(p);
            continue;
        }
        strict_seen++;
        pos_heaps(p, a);
        uint8_t want[12], got[12];
        ck_assert_int_eq(cookie_oracle_winning(a, n, want), 0);
        ck_assert_int_eq(cg_position_winning_moves(NULL, p, got, n), CG_OK);
        ck_assert_msg(memcmp(want, got, n) == 0, "%s", pos_text(p));
        size_t first, last, k;
        if (memchr(want, 1, n) != NULL) {
            ck_assert_int_eq(cg_position_winning_interval(NULL, p, &first, &last), CG_OK);
            for (size_t i = 0; i < n; i++)
                ck_assert_msg(want[i] == (i >= first && i <= last), "%s [%zu, %zu]",
                              pos_text(p), first, last);
            ck_assert_int_eq(cg_position_winning_move(NULL, p, &k), CG_OK);
            ck_assert(want[k]);
        }
        cg_position_free(p);
    }
    ck_assert_int_gt(strict_seen, 500);
    cookie_oracle_reset();
}
END_TEST

START_TEST(one_to_a_million)
{
    /* D(1..n) = ceil((2n - 1)/3) ([PU92], conclusion); the winning move and
     * interval of this N-position are checked through their options' D. */
    enum { N = 1000000 };
    uint32_t *a = malloc(N * sizeof *a);
    for (uint32_t i = 0; i < N; i++)
        a[i] = i + 1;
    cg_position *p = pos_make(a, N);
    uint32_t d = dvalue(p);
    ck_assert_uint_eq(d, (2 * N - 1 + 2) / 3);
    size_t k, first, last;
    ck_assert_int_eq(cg_position_winning_move(NULL, p, &k), CG_OK);
    ck_assert_int_eq(cg_position_winning_interval(NULL, p, &first, &last), CG_OK);
    ck_assert(first <= k && k <= last);
    /* n = 1 (mod 3): the winning components are 1, ..., 2(n - 1)/3. */
    ck_assert_uint_eq(first, 0);
    ck_assert_uint_eq(last + 1, 2 * (N - 1) / 3);
    size_t probe[] = { k, first, last, last + 1 };
    for (size_t i = 0; i < 4; i++) {
        cg_position *o = NULL;
        ck_assert_int_eq(cg_position_option(p, probe[i], &o), CG_OK);
        ck_assert_uint_eq(dvalue(o) % 2, i < 3 ? 0 : 1);
        cg_position_free(o);
    }
    cg_position_free(p);
    free(a);
}
END_TEST

TCase *theory_tcase(void)
{
    TCase *tc = tcase_create("theory");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, critical_positions_match_the_definition);
    tcase_add_test(tc, critical_positions_form_a_chain);
    tcase_add_test(tc, dvalues_are_the_strategic_duration);
    tcase_add_test(tc, dvalue_rejects_non_strict_positions);
    tcase_add_test(tc, the_worked_example);
    tcase_add_test(tc, strict_counts_by_dvalue_reproduce_the_paper);
    tcase_add_test(tc, winning_moves_of_strict_positions);
    tcase_add_test(tc, raw_positions_with_strict_reduced_forms);
    tcase_add_test(tc, one_to_a_million);
    return tc;
}
