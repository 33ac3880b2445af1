/*
 * The exhaustive engines (tables.h) against the core module's search (which the
 * cookie suite checks against the raw-position oracle), against enumeration, and
 * against the papers' published facts.
 *
 * CG_TEST_QUICK=1 in the environment (set by the valgrind test setup) shrinks
 * the enumerations.
 */
#define _DEFAULT_SOURCE   /* sysconf(_SC_PHYS_PAGES) */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cookiegame.h>

#include "run-suite.h"
#include "cookie-paper-data.h"
#include "fast-check.h"
#include "fault-alloc.h"

static cg_position *strict_position(uint32_t n, uint64_t subset)
{
    uint32_t h[64];
    size_t k = 0;
    for (uint32_t v = 1; v < n; v++) {
        if (subset >> (v - 1) & 1)
            h[k++] = v;
    }
    while (k < n)
        h[k++] = n;
    cg_position *p = NULL;
    FAST_CHECK(cg_position_new(h, n, &p) == CG_OK, "new");
    return p;
}

/* Next reduced tuple a[0..n-1] (a_k >= k+1, ascending, a_{n-1} = n), lexicographically. */
static int next_reduced(uint32_t *a, uint32_t n)
{
    int k = (int)n - 2;
    while (k >= 0 && a[k] == n)
        k--;
    if (k < 0)
        return 0;
    a[k]++;
    for (uint32_t j = (uint32_t)k + 1; j < n; j++)
        a[j] = a[k] > j + 1 ? a[k] : j + 1;
    return 1;
}

static void first_reduced(uint32_t *a, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++)
        a[k] = k + 1;
}

START_TEST(dvalue_counts_reproduce_the_paper)
{
    uint64_t counts[20];
    for (size_t t = 0; t < PAPER_DCOUNT_ROWS; t++) {
        uint32_t n = paper_dcounts[t].n;
        ck_assert_int_eq(cg_strict_dvalue_counts(n, counts, 20), CG_OK);
        for (uint32_t d = 0; d <= n; d++)
            ck_assert_msg(counts[d] == paper_dcount(&paper_dcounts[t], d), "n = %u, d = %u", n, d);
    }
}
END_TEST

START_TEST(dvalue_counts_match_enumeration)
{
    /* Every strict position up to 24 heaps (16.7 million), D by the core module. */
    uint32_t nmax = quick() ? 14 : 24;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t want[32] = { 0 }, got[32];
        uint64_t subsets = n == 0 ? 1 : UINT64_C(1) << (n - 1);
        uint32_t h[32];
        for (uint64_t s = 0; s < subsets; s++) {
            size_t k = 0;
            for (uint32_t v = 1; v < n; v++) {
                if (s >> (v - 1) & 1)
                    h[k++] = v;
            }
            while (k < n)
                h[k++] = n;
            cg_position *p;
            uint32_t d = 0;
            FAST_CHECK(cg_position_new(h, n, &p) == CG_OK, "new");
            FAST_CHECK(cg_position_dvalue(p, &d) == CG_OK, "dvalue");
            want[d]++;
            cg_position_free(p);
        }
        ck_assert_int_eq(cg_strict_dvalue_counts(n, got, 32), CG_OK);
        for (uint32_t d = 0; d <= n; d++)
            ck_assert_msg(got[d] == want[d], "n = %u, d = %u: %llu, want %llu", n, d,
                          (unsigned long long)got[d], (unsigned long long)want[d]);
    }
}
END_TEST

START_TEST(dvalue_counts_far_out)
{
    /* Rows sum to 2^(n-1) as long as that fits, and the largest D-value, n, is
     * taken by C(n, (n-1)/2) positions for odd n and C(n-1, n/2-1) for even n:
     * the binomial coefficients of the paper's last column (1, 1, 3, 3, 10, 10,
     * 35, 35, ...), which these counts continue to 64 heaps. */
    uint64_t counts[128];
    for (uint32_t n = 1; n <= 64; n++) {
        ck_assert_int_eq(cg_strict_dvalue_counts(n, counts, 128), CG_OK);
        uint64_t sum = 0;
        for (uint32_t d = 0; d <= n; d++)
            sum += counts[d];
        ck_assert_uint_eq(sum, UINT64_C(1) << (n - 1));
        uint32_t top = n % 2 ? n : n - 1, k = n % 2 ? (n - 1) / 2 : n / 2 - 1;
        __extension__ unsigned __int128 binom = 1;   /* C(top, k), exactly */
        for (uint32_t i = 1; i <= k; i++)
            binom = binom * (top - k + i) / i;
        ck_assert_msg(counts[n] == (uint64_t)binom, "n = %u", n);
    }
    ck_assert_int_eq(cg_strict_dvalue_counts(66, counts, 128), CG_OK);
    for (uint32_t i = 0; i < 128; i++)
        counts[i] = 7;
    ck_assert_int_eq(cg_strict_dvalue_counts(67, counts, 128), CG_ERANGE);   /* a count passes 2^64 */
    ck_assert_uint_eq(counts[0], 7);
    ck_assert_int_eq(cg_strict_dvalue_counts(200, counts, 128), CG_EINVAL);
    ck_assert_int_eq(cg_strict_dvalue_counts(5, counts, 5), CG_EINVAL);
    ck_assert_int_eq(cg_strict_dvalue_counts(5, NULL, 6), CG_EINVAL);
    ck_assert_int_eq(cg_strict_dvalue_counts(0, counts, 1), CG_OK);
    ck_assert_uint_eq(counts[0], 1);
}
END_TEST

START_TEST(strict_table_matches_the_search)
{
    /* Every strict position up to 18 heaps: table = memoised core search. */
    uint32_t nmax = quick() ? 12 : 18;
    cg_strict_table *t = NULL;
    ck_assert_int_eq(cg_strict_table_build(nmax, 2, NULL, NULL, &t), CG_OK);
    ck_assert_uint_eq(cg_strict_table_nmax(t), nmax);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t hist[8] = { 0 }, got[8];
        uint64_t subsets = n == 0 ? 1 : UINT64_C(1) << (n - 1);
        for (uint64_t s = 0; s < subsets; s++) {
            cg_position *p = strict_position(n, s);
            uint32_t g1 = 99, g2 = 98;
            FAST_CHECK(cg_strict_table_grundy(t, p, &g1) == CG_OK, "table lookup");
            FAST_CHECK(cg_position_grundy(ctx, p, &g2) == CG_OK, "search");
            FAST_CHECK(g1 == g2 && g1 < 8, "n = %u, subset %llx: table %u, search %u", n,
                       (unsigned long long)s, g1, g2);
            hist[g1]++;
            cg_position_free(p);
        }
        ck_assert_int_eq(cg_strict_table_histogram(t, n, got, 8), CG_OK);
        ck_assert(memcmp(hist, got, sizeof hist) == 0);
    }
    cg_ctx_free(ctx);

    /* Raw positions are looked up through their reduced form. */
    cg_position *raw;
    uint32_t g, g_reduced;
    ck_assert_int_eq(cg_position_parse("0 0 1 3 4 5 8 9 30", &raw), CG_OK);
    cg_position *red;
    ck_assert_int_eq(cg_position_reduce(raw, &red), CG_OK);
    ck_assert_int_eq(cg_strict_table_grundy(t, raw, &g), CG_OK);
    ck_assert_int_eq(cg_strict_table_grundy(t, red, &g_reduced), CG_OK);
    ck_assert_uint_eq(g, g_reduced);
    cg_position_free(raw);
    cg_position_free(red);
    cg_strict_table_free(t);
}
END_TEST

START_TEST(reduced_table_matches_the_search)
{
    /* Every reduced position up to 14 heaps (Catalan: 2674440 at n = 14). */
    uint32_t nmax = quick() ? 8 : 14;
    cg_reduced_table *t = NULL;
    ck_assert_int_eq(cg_reduced_table_build(nmax, 2, NULL, NULL, &t), CG_OK);
    ck_assert_uint_eq(cg_reduced_table_nmax(t), nmax);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    const uint64_t catalan[] = { 1, 1, 2, 5, 14, 42, 132, 429, 1430, 4862, 16796, 58786, 208012,
                                 742900, 2674440 };
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t hist[16] = { 0 }, got[16], seen = 0;
        uint32_t a[16];
        first_reduced(a, n);
        do {
            cg_position *p;
            uint32_t g1 = 99, g2 = 98;
            FAST_CHECK(cg_position_new(a, n, &p) == CG_OK, "new");
            FAST_CHECK(cg_position_is_reduced(p), "not reduced");
            FAST_CHECK(cg_reduced_table_grundy(t, p, &g1) == CG_OK, "table lookup");
            FAST_CHECK(cg_position_grundy(ctx, p, &g2) == CG_OK, "search");
            FAST_CHECK(g1 == g2, "n = %u: table %u, search %u", n, g1, g2);
            hist[g1]++;
            seen++;
            cg_position_free(p);
        } while (n > 0 && next_reduced(a, n));
        ck_assert_uint_eq(seen, catalan[n]);
        ck_assert_int_eq(cg_reduced_table_histogram(t, n, got, 16), CG_OK);
        ck_assert(memcmp(hist, got, sizeof hist) == 0);
    }
    cg_ctx_free(ctx);
    cg_reduced_table_free(t);
}
END_TEST

START_TEST(outcome_census_matches_the_search)
{
    /* Every reduced position up to 14 heaps: its class in the outcome census
     * against the memoised search's normal and misère outcomes (the cookie
     * suite checks those against the raw-position oracle); the class counts,
     * with 1 to 3 threads, and each example is the smallest of its class. */
    uint32_t nmax = quick() ? 8 : 14;
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    cg_census *c[3];
    for (unsigned t = 0; t < 3; t++)
        ck_assert_int_eq(cg_reduced_outcome_census(nmax, t + 1, 0, NULL, NULL, &c[t]), CG_OK);
    long flips = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t hist[4] = { 0 }, got[4];
        uint32_t first[4] = { 0 }, a[16], ex[4][16];
        first_reduced(a, n);
        do {
            cg_position *p;
            cg_outcome normal = CG_OUTCOME_L, misere = CG_OUTCOME_L;
            FAST_CHECK(cg_position_new(a, n, &p) == CG_OK, "new");
            FAST_CHECK(cg_position_outcome(ctx, p, &normal) == CG_OK, "outcome");
            FAST_CHECK(cg_position_misere_outcome(ctx, p, &misere) == CG_OK, "misere outcome");
            unsigned k = (normal == CG_OUTCOME_N ? 2u : 0u) | (misere == CG_OUTCOME_N ? 1u : 0u);
            if (hist[k]++ == 0) {
                first[k] = 1;
                memcpy(ex[k], a, n * sizeof *a);
            }
            cg_position_free(p);
        } while (n > 0 && next_reduced(a, n));
        flips += (long)(hist[CG_CENSUS_MISERE_N] + hist[CG_CENSUS_NORMAL_N]);
        for (unsigned t = 0; t < 3; t++) {
            ck_assert_int_eq(cg_census_histogram(c[t], n, got, 4), CG_OK);
            ck_assert_msg(memcmp(hist, got, sizeof hist) == 0, "n = %u, %u threads", n, t + 1);
        }
        for (uint32_t k = 0; k < 4; k++) {
            cg_position *e = NULL;
            int st = cg_census_example(c[0], n, k, &e);
            if (!first[k]) {
                ck_assert_int_eq(st, CG_EDOMAIN);
                continue;
            }
            ck_assert_int_eq(st, CG_OK);
            for (uint32_t i = 0; i < n; i++)
                ck_assert_uint_eq(cg_position_heap(e, i), ex[k][i]);
            cg_position_free(e);
        }
    }
    ck_assert_int_gt(flips, 0);
    /* The end is P in normal play and N in misère play. */
    uint64_t h0[4];
    ck_assert_int_eq(cg_census_histogram(c[0], 0, h0, 4), CG_OK);
    ck_assert_uint_eq(h0[CG_CENSUS_MISERE_N], 1);
    for (unsigned t = 0; t < 3; t++)
        cg_census_free(c[t]);
    cg_ctx_free(ctx);
    cg_census *bad = (cg_census *)&bad;
    ck_assert_int_eq(cg_reduced_outcome_census(5, 1, 0, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_outcome_census(CG_REDUCED_TABLE_MAX_HEAPS + 1, 1, 0, NULL, NULL, &bad),
                     CG_ERANGE);
    ck_assert_int_eq(cg_reduced_outcome_census(16, 1, 1000, NULL, NULL, &bad), CG_ENOMEM);
    ck_assert_ptr_eq(bad, (cg_census *)&bad);
}
END_TEST

START_TEST(census_agrees_with_tables)
{
    /* Histograms from the tables and from the streaming censuses agree, with
     * any number of threads, and the examples are the lexicographically
     * smallest positions with their value. */
    uint32_t sn = quick() ? 14 : 22, rn = quick() ? 8 : 12;
    cg_strict_table *st;
    cg_reduced_table *rt;
    ck_assert_int_eq(cg_strict_table_build(sn, 1, NULL, NULL, &st), CG_OK);
    ck_assert_int_eq(cg_reduced_table_build(rn, 1, NULL, NULL, &rt), CG_OK);
    for (unsigned threads = 1; threads <= 3; threads++) {
        cg_census *sc, *rc;
        ck_assert_int_eq(cg_strict_census(sn, threads, 0, NULL, NULL, &sc), CG_OK);
        ck_assert_int_eq(cg_reduced_census(rn, threads, 0, NULL, NULL, &rc), CG_OK);
        ck_assert_uint_eq(cg_census_nmax(sc), sn);
        for (uint32_t n = 0; n <= sn; n++) {
            uint64_t a[8], b[8];
            ck_assert_int_eq(cg_strict_table_histogram(st, n, a, 8), CG_OK);
            ck_assert_int_eq(cg_census_histogram(sc, n, b, 8), CG_OK);
            ck_assert(memcmp(a, b, sizeof a) == 0);
        }
        for (uint32_t n = 0; n <= rn; n++) {
            uint64_t a[16], b[16];
            ck_assert_int_eq(cg_reduced_table_histogram(rt, n, a, 16), CG_OK);
            ck_assert_int_eq(cg_census_histogram(rc, n, b, 16), CG_OK);
            ck_assert(memcmp(a, b, sizeof a) == 0);
        }
        cg_census_free(sc);
        cg_census_free(rc);
    }
    cg_strict_table_free(st);
    cg_reduced_table_free(rt);
}
END_TEST

/* Two censuses agree at level n: histogram, examples, and listings (or both
 * refuse to list). */
static void same_level(const cg_census *a, const cg_census *b, uint32_t n);

START_TEST(strict_census_last_two_levels_in_halves)
{
    /* A strict census computes its last two levels half a level at a time
     * (strict_last_two.c); the same levels in a census that goes two further
     * are computed whole. Every census up to `top` heaps against that one. */
    uint32_t top = quick() ? 16 : 24;
    cg_census *ref;
    ck_assert_int_eq(cg_strict_census(top + 2, 2, 0, NULL, NULL, &ref), CG_OK);
    for (uint32_t nmax = 0; nmax <= top; nmax++) {
        cg_census *c;
        ck_assert_int_eq(cg_strict_census(nmax, 1 + nmax % 3, 0, NULL, NULL, &c), CG_OK);
        for (uint32_t n = 0; n <= nmax; n++)
            same_level(c, ref, n);
        cg_census_free(c);
    }
    cg_census_free(ref);
    /* Its peak: two levels and half of the next instead of three. */
    uint64_t b36, b38;
    ck_assert_int_eq(cg_strict_census_memory(36, &b36), CG_OK);
    ck_assert_int_eq(cg_strict_census_memory(38, &b38), CG_OK);
    ck_assert_uint_eq(b36, UINT64_C(5) << 30);   /* levels 33, 34 and half of 35 at 2 bits */
    ck_assert_uint_eq(b38, UINT64_C(20) << 30);
}
END_TEST

/* Lexicographic comparison of two positions of the same size. */
static int lex_less(const cg_position *a, const cg_position *b)
{
    for (size_t i = 0; i < cg_position_size(a); i++) {
        if (cg_position_heap(a, i) != cg_position_heap(b, i))
            return cg_position_heap(a, i) < cg_position_heap(b, i);
    }
    return 0;
}

/* Positions collected from cg_census_positions, as heap tuples. */
typedef struct listed {
    uint32_t (*heaps)[32];
    size_t n, cap;
    size_t stop_after;   /* return non-zero after this many (0: never) */
} listed;

static int collect_position(void *user, const cg_position *p)
{
    listed *l = user;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->heaps = realloc(l->heaps, l->cap * sizeof *l->heaps);
        ck_assert_ptr_nonnull(l->heaps);
    }
    for (size_t k = 0; k < 32; k++)
        l->heaps[l->n][k] = k < cg_position_size(p) ? cg_position_heap(p, k) : 0;
    l->n++;
    return l->stop_after != 0 && l->n == l->stop_after;
}

static void same_level(const cg_census *a, const cg_census *b, uint32_t n)
{
    uint64_t ha[8], hb[8];
    ck_assert_int_eq(cg_census_histogram(a, n, ha, 8), CG_OK);
    ck_assert_int_eq(cg_census_histogram(b, n, hb, 8), CG_OK);
    ck_assert_msg(memcmp(ha, hb, sizeof ha) == 0, "level %u histograms differ", n);
    for (uint32_t g = 0; g < 8; g++) {
        if (ha[g] == 0)
            continue;
        cg_position *ea, *eb;
        ck_assert_int_eq(cg_census_example(a, n, g, &ea), CG_OK);
        ck_assert_int_eq(cg_census_example(b, n, g, &eb), CG_OK);
        ck_assert_msg(cg_position_equal(ea, eb), "level %u value %u: other example", n, g);
        cg_position_free(ea);
        cg_position_free(eb);
        listed la = { NULL, 0, 0, 0 }, lb = { NULL, 0, 0, 0 };
        int sa = cg_census_positions(a, n, g, collect_position, &la);
        int sb = cg_census_positions(b, n, g, collect_position, &lb);
        ck_assert_int_eq(sa, sb);
        ck_assert_uint_eq(la.n, lb.n);
        ck_assert(la.n == 0 || memcmp(la.heaps, lb.heaps, la.n * sizeof *la.heaps) == 0);
        free(la.heaps);
        free(lb.heaps);
    }
}

/* Every position of every value, listed by censuses made with 1 and 3
 * threads, against the positions the search gives that value, in
 * lexicographic order: strict to 16 heaps, reduced to 13; then at 14 heaps,
 * where the common values have more than CG_CENSUS_LIST_MAX positions and
 * must say so, and the others are listed whole. */
START_TEST(census_lists_every_position_of_a_rare_value)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    int overflowed = 0;
    for (int kind = 0; kind < 2; kind++) {
        uint32_t nmax = kind == 0 ? (quick() ? 12 : 16) : (quick() ? 9 : 13);
        cg_census *c[2];
        for (unsigned t = 0; t < 2; t++)
            ck_assert_int_eq(kind == 0 ? cg_strict_census(nmax, 1 + 2 * t, 0, NULL, NULL, &c[t])
                                       : cg_reduced_census(nmax, 1 + 2 * t, 0, NULL, NULL, &c[t]),
                             CG_OK);
        for (uint32_t n = 0; n <= nmax; n++) {
            /* The search's positions of each value, in lexicographic order. */
            listed want[8];
            memset(want, 0, sizeof want);
            uint32_t a[32] = { 0 };
            first_reduced(a, n);
            do {
                cg_position *p;
                FAST_CHECK(cg_position_new(a, n, &p) == CG_OK, "new");
                if (kind == 1 || cg_position_is_strict(p)) {
                    uint32_t g = 99;
                    FAST_CHECK(cg_position_grundy(ctx, p, &g) == CG_OK && g < 8, "search");
                    collect_position(&want[g], p);
                }
                cg_position_free(p);
            } while (n > 0 && next_reduced(a, n));
            for (uint32_t g = 0; g < 8; g++) {
                for (unsigned t = 0; t < 2; t++) {
                    listed got = { NULL, 0, 0, 0 };
                    int st = cg_census_positions(c[t], n, g, collect_position, &got);
                    if (want[g].n == 0) {
                        ck_assert_int_eq(st, CG_EDOMAIN);
                    } else if (want[g].n > CG_CENSUS_LIST_MAX) {
                        ck_assert_msg(st == CG_ERANGE, "n = %u, value %u: %zu positions listed",
                                      n, g, got.n);
                        overflowed = 1;
                    } else {
                        ck_assert_msg(st == CG_OK && got.n == want[g].n,
                                      "n = %u, value %u: %zu listed, %zu by search", n, g, got.n,
                                      want[g].n);
                        ck_assert(memcmp(got.heaps, want[g].heaps, got.n * sizeof *got.heaps) == 0);
                    }
                    free(got.heaps);
                }
                free(want[g].heaps);
            }
        }
        /* A callback that stops the listing. */
        listed some = { NULL, 0, 0, 2 };
        ck_assert_int_eq(cg_census_positions(c[0], 5, 0, collect_position, &some), CG_ECANCELED);
        ck_assert_uint_eq(some.n, 2);
        free(some.heaps);
        for (unsigned t = 0; t < 2; t++)
            cg_census_free(c[t]);
    }
    cg_census *c14;
    ck_assert_int_eq(cg_reduced_census(14, 2, 0, NULL, NULL, &c14), CG_OK);
    uint64_t hist[16] = { 0 };
    ck_assert_int_eq(cg_census_histogram(c14, 14, hist, 16), CG_OK);
    for (uint32_t g = 0; g < 8; g++) {
        listed got = { NULL, 0, 0, 0 };
        int st = cg_census_positions(c14, 14, g, collect_position, &got);
        if (hist[g] > CG_CENSUS_LIST_MAX) {
            ck_assert_int_eq(st, CG_ERANGE);
            overflowed = 1;
        } else if (hist[g] == 0) {
            ck_assert_int_eq(st, CG_EDOMAIN);
        } else {
            ck_assert_msg(st == CG_OK && got.n == hist[g], "value %u: %zu listed of %llu", g,
                          got.n, (unsigned long long)hist[g]);
        }
        free(got.heaps);
    }
    cg_census_free(c14);
    ck_assert(overflowed);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(census_examples_are_lexicographically_first)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    cg_census *sc, *rc;
    ck_assert_int_eq(cg_strict_census(12, 2, 0, NULL, NULL, &sc), CG_OK);
    ck_assert_int_eq(cg_reduced_census(9, 2, 0, NULL, NULL, &rc), CG_OK);
    for (int kind = 0; kind < 2; kind++) {
        cg_census *c = kind == 0 ? sc : rc;
        for (uint32_t n = 0; n <= cg_census_nmax(c); n++) {
            uint32_t maxg;
            ck_assert_int_eq(cg_census_max_value(c, n, &maxg), CG_OK);
            for (uint32_t g = 0; g <= maxg + 1; g++) {
                cg_position *ex = NULL;
                int st = cg_census_example(c, n, g, &ex);
                uint64_t hist[16];
                ck_assert_int_eq(cg_census_histogram(c, n, hist, 16), CG_OK);
                if (hist[g] == 0 || g > maxg) {
                    ck_assert_int_eq(st, CG_EDOMAIN);
                    continue;
                }
                ck_assert_int_eq(st, CG_OK);
                ck_assert_uint_eq(cg_position_size(ex), n);
                ck_assert(cg_position_is_reduced(ex));
                ck_assert(kind == 1 || cg_position_is_strict(ex));
                uint32_t gx;
                ck_assert_int_eq(cg_position_grundy(ctx, ex, &gx), CG_OK);
                ck_assert_uint_eq(gx, g);
                /* No lexicographically smaller position of the family has value g. */
                uint32_t a[16];
                first_reduced(a, n);
                do {
                    cg_position *p;
                    FAST_CHECK(cg_position_new(a, n, &p) == CG_OK, "new");
                    if (lex_less(p, ex) && (kind == 1 || cg_position_is_strict(p))) {
                        uint32_t gp = g;
                        FAST_CHECK(cg_position_grundy(ctx, p, &gp) == CG_OK, "search");
                        FAST_CHECK(gp != g, "a smaller position has value %u", g);
                    }
                    cg_position_free(p);
                } while (n > 0 && next_reduced(a, n));
                cg_position_free(ex);
            }
        }
    }
    cg_census_free(sc);
    cg_census_free(rc);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(the_papers_search_results)
{
    /* [Propp]: no strict position with 20 or fewer heaps has Grundy value 4
     * or more; general positions reach 4 first at 7 heaps and 5 first at 11.
     * [PU92]: (2,3,4,4) has Grundy value 3. */
    uint32_t sn = quick() ? 16 : 20, rn = quick() ? 8 : 11;
    cg_census *sc, *rc;
    ck_assert_int_eq(cg_strict_census(sn, 2, 0, NULL, NULL, &sc), CG_OK);
    for (uint32_t n = 0; n <= sn; n++) {
        uint32_t g;
        ck_assert_int_eq(cg_census_max_value(sc, n, &g), CG_OK);
        ck_assert_uint_le(g, 3);
        if (n >= 4)
            ck_assert_uint_eq(g, 3);
    }
    cg_position *first3;
    ck_assert_int_eq(cg_census_example(sc, 4, 3, &first3), CG_OK);
    char text[32];
    ck_assert_int_eq(cg_position_format(first3, text, sizeof text, NULL), CG_OK);
    ck_assert_str_eq(text, "2 3 4 4");   /* the only strict 4-heap position of value 3 */
    cg_position_free(first3);
    ck_assert_int_eq(cg_reduced_census(rn, 2, 0, NULL, NULL, &rc), CG_OK);
    for (uint32_t n = 0; n <= rn; n++) {
        uint32_t g;
        ck_assert_int_eq(cg_census_max_value(rc, n, &g), CG_OK);
        if (n < 7)
            ck_assert_uint_lt(g, 4);
        if (n == 7)
            ck_assert_uint_eq(g, 4);
        if (n < 11)
            ck_assert_uint_lt(g, 5);
        if (n == 11)
            ck_assert_uint_eq(g, 5);
    }
    cg_census_free(sc);
    cg_census_free(rc);
}
END_TEST

START_TEST(bad_arguments)
{
    cg_strict_table *st = (cg_strict_table *)&st;
    cg_reduced_table *rt = (cg_reduced_table *)&rt;
    cg_census *c = (cg_census *)&c;
    uint64_t bytes = 5;
    ck_assert_int_eq(cg_strict_table_build(5, 1, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_build(CG_STRICT_TABLE_MAX_HEAPS + 1, 1, NULL, NULL, &st), CG_ERANGE);
    ck_assert_int_eq(cg_reduced_table_build(CG_REDUCED_TABLE_MAX_HEAPS + 1, 1, NULL, NULL, &rt), CG_ERANGE);
    ck_assert_int_eq(cg_strict_census(UINT32_MAX, 1, 0, NULL, NULL, &c), CG_ERANGE);
    ck_assert_int_eq(cg_reduced_census(10, 1, 0, NULL, NULL, NULL), CG_EINVAL);
    /* Sizes beyond the machine are refused before anything is allocated. */
    ck_assert_int_eq(cg_strict_table_build(CG_STRICT_TABLE_MAX_HEAPS, 1, NULL, NULL, &st), CG_ENOMEM);
    ck_assert_int_eq(cg_reduced_table_build(CG_REDUCED_TABLE_MAX_HEAPS, 1, NULL, NULL, &rt), CG_ENOMEM);
    ck_assert_int_eq(cg_strict_census(30, 1, 1000, NULL, NULL, &c), CG_ENOMEM);
    ck_assert_int_eq(cg_reduced_census(16, 1, 1000, NULL, NULL, &c), CG_ENOMEM);
    /* A bound larger than the machine does not let a census start that needs
     * more than is there (strict 40 plans about 120 GB). */
    uint64_t need;
    ck_assert_int_eq(cg_strict_census_memory(40, &need), CG_OK);
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (pages > 0 && page > 0 && (uint64_t)pages * (uint64_t)page < need)
        ck_assert_int_eq(cg_strict_census(40, 1, UINT64_MAX, NULL, NULL, &c), CG_ENOMEM);
    ck_assert_ptr_eq(st, (cg_strict_table *)&st);
    ck_assert_ptr_eq(rt, (cg_reduced_table *)&rt);
    ck_assert_ptr_eq(c, (cg_census *)&c);
    ck_assert_int_eq(cg_strict_table_memory(28, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_memory(49, &bytes), CG_ERANGE);
    ck_assert_uint_eq(bytes, 5);
    ck_assert_int_eq(cg_strict_table_memory(28, &bytes), CG_OK);
    ck_assert_uint_lt(bytes, (uint64_t)70 << 20);   /* about 64 MiB */
    ck_assert_int_eq(cg_strict_census_memory(36, &bytes), CG_OK);
    ck_assert_uint_lt(bytes, (uint64_t)8 << 30);    /* about 7 GiB */
    ck_assert_int_eq(cg_reduced_table_memory(16, &bytes), CG_OK);
    ck_assert_int_eq(cg_reduced_census_memory(19, &bytes), CG_OK);
    ck_assert_uint_lt(bytes, (uint64_t)1 << 30);
    cg_strict_table_free(NULL);
    cg_reduced_table_free(NULL);
    cg_census_free(NULL);
    ck_assert_uint_eq(cg_strict_table_nmax(NULL), 0);
    ck_assert_uint_eq(cg_census_nmax(NULL), 0);

    ck_assert_int_eq(cg_strict_table_build(8, 0, NULL, NULL, &st), CG_OK);
    ck_assert_int_eq(cg_reduced_table_build(6, 0, NULL, NULL, &rt), CG_OK);
    ck_assert_int_eq(cg_strict_census(8, 0, 0, NULL, NULL, &c), CG_OK);
    cg_position *loose, *big, *p;
    ck_assert_int_eq(cg_position_parse("2 2 4 4", &loose), CG_OK);
    ck_assert_int_eq(cg_position_parse("1 2 3 4 5 6 7 8 9", &big), CG_OK);
    ck_assert_int_eq(cg_position_parse("1 3 3", &p), CG_OK);
    uint32_t g = 77;
    uint64_t h[4];
    ck_assert_int_eq(cg_strict_table_grundy(st, loose, &g), CG_EDOMAIN);
    ck_assert_int_eq(cg_strict_table_grundy(st, big, &g), CG_ERANGE);
    ck_assert_int_eq(cg_strict_table_grundy(st, NULL, &g), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_grundy(NULL, p, &g), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_grundy(st, p, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_grundy(rt, big, &g), CG_ERANGE);
    ck_assert_uint_eq(g, 77);
    ck_assert_int_eq(cg_reduced_table_grundy(rt, loose, &g), CG_OK);
    ck_assert_uint_eq(g, 0);   /* (2,2,4,4) is a P-position */
    ck_assert_int_eq(cg_strict_table_histogram(st, 9, h, 4), CG_ERANGE);
    ck_assert_int_eq(cg_strict_table_histogram(st, 8, h, 3), CG_ERANGE);   /* value 3 occurs */
    ck_assert_int_eq(cg_strict_table_histogram(st, 8, NULL, 4), CG_EINVAL);
    ck_assert_int_eq(cg_strict_table_histogram(NULL, 8, h, 4), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_histogram(rt, 7, h, 4), CG_ERANGE);
    ck_assert_int_eq(cg_census_histogram(c, 9, h, 4), CG_ERANGE);
    ck_assert_int_eq(cg_census_max_value(c, 9, &g), CG_ERANGE);
    ck_assert_int_eq(cg_census_max_value(NULL, 1, &g), CG_EINVAL);
    ck_assert_int_eq(cg_census_example(c, 9, 0, &p), CG_ERANGE);
    ck_assert_int_eq(cg_census_example(c, 3, 9, &p), CG_EDOMAIN);
    ck_assert_int_eq(cg_census_example(c, 3, 1000, &p), CG_EDOMAIN);
    ck_assert_int_eq(cg_census_example(c, 3, 0, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_census_positions(NULL, 3, 0, collect_position, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_census_positions(c, 3, 0, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_census_positions(c, 9, 0, collect_position, NULL), CG_ERANGE);
    ck_assert_int_eq(cg_census_positions(c, 3, 9, collect_position, NULL), CG_EDOMAIN);
    ck_assert_int_eq(cg_census_positions(c, 3, UINT32_MAX, collect_position, NULL), CG_EDOMAIN);
    cg_position_free(loose);
    cg_position_free(big);
    cg_position_free(p);
    cg_strict_table_free(st);
    cg_reduced_table_free(rt);
    cg_census_free(c);
}
END_TEST

typedef struct progress_log {
    uint64_t calls, last_done, total;
    int monotonic;
    uint64_t cancel_after;   /* 0 = never */
} progress_log;

static int log_progress(void *user, uint64_t done, uint64_t total)
{
    progress_log *l = user;
    if (l->calls > 0 && done < l->last_done)
        l->monotonic = 0;
    l->calls++;
    l->last_done = done;
    l->total = total;
    return l->cancel_after != 0 && l->calls >= l->cancel_after;
}

START_TEST(progress_and_cancel)
{
    progress_log log = { 0, 0, 0, 1, 0 };
    cg_strict_table *st;
    ck_assert_int_eq(cg_strict_table_build(22, 2, log_progress, &log, &st), CG_OK);
    ck_assert_uint_ge(log.calls, 3);
    ck_assert(log.monotonic);
    ck_assert_uint_eq(log.last_done, log.total);
    ck_assert_uint_eq(log.total, UINT64_C(1) << 22);   /* 1 + sum of 2^(n-1) */
    cg_strict_table_free(st);

    fault_alloc_install();
    for (int kind = 0; kind < 4; kind++) {
        progress_log stop = { 0, 0, 0, 1, 3 };
        void *obj = (void *)&stop;
        int rc;
        if (kind == 0)
            rc = cg_strict_table_build(24, 2, log_progress, &stop, (cg_strict_table **)&obj);
        else if (kind == 1)
            rc = cg_reduced_table_build(13, 2, log_progress, &stop, (cg_reduced_table **)&obj);
        else if (kind == 2)
            rc = cg_strict_census(24, 2, 0, log_progress, &stop, (cg_census **)&obj);
        else
            rc = cg_reduced_census(13, 2, 0, log_progress, &stop, (cg_census **)&obj);
        ck_assert_int_eq(rc, CG_ECANCELED);
        ck_assert_ptr_eq(obj, (void *)&stop);
        ck_assert_int_eq(fault_alloc_live(), 0);
    }
    fault_alloc_uninstall();
}
END_TEST

static int build_all(void *arg)
{
    (void)arg;
    cg_strict_table *st = NULL;
    cg_reduced_table *rt = NULL;
    cg_census *c = NULL, *d = NULL;
    cg_position *p = NULL;
    uint64_t counts[12];
    int rc = cg_strict_table_build(10, 2, NULL, NULL, &st);
    if (rc == CG_OK)
        rc = cg_reduced_table_build(7, 2, NULL, NULL, &rt);
    if (rc == CG_OK)
        rc = cg_strict_census(11, 2, 0, NULL, NULL, &c);
    if (rc == CG_OK)
        rc = cg_reduced_census(8, 2, 0, NULL, NULL, &d);
    if (rc == CG_OK)
        rc = cg_census_example(d, 7, 4, &p);
    if (rc == CG_OK)
        rc = cg_strict_dvalue_counts(11, counts, 12);
    cg_position_free(p);
    cg_strict_table_free(st);
    cg_reduced_table_free(rt);
    cg_census_free(c);
    cg_census_free(d);
    return rc;
}

START_TEST(allocation_failures_leak_nothing)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(build_all, NULL, NULL), 10);
    fault_alloc_uninstall();
}
END_TEST

START_TEST(ap_tables_to_twenty)
{
    /* Propp [Propp] checked Tables 3 and 4 "as far as a = n = 20": the types of
     * a..a+n-1 (P iff n even for n <= 2a-1, iff a+n = 1 mod 3 for n > 2a-2),
     * the opening rule, and the Grundy values (0,1,2,0,1,3)[(a+n-1) mod 6] in
     * the regime n > 2a-2, from a strict table (AP-positions are strict). */
    static const uint32_t period[6] = { 0, 1, 2, 0, 1, 3 };
    uint32_t top = quick() ? 12 : 20;
    cg_strict_table *t;
    ck_assert_int_eq(cg_strict_table_build(top, 2, NULL, NULL, &t), CG_OK);
    for (uint32_t a = 1; a <= top; a++) {
        for (uint32_t n = 1; n <= top; n++) {
            uint32_t h[20];
            for (uint32_t i = 0; i < n; i++)
                h[i] = a + i;
            cg_position *p;
            uint32_t g;
            uint8_t w[20];
            ck_assert_int_eq(cg_position_new(h, n, &p), CG_OK);
            ck_assert_int_eq(cg_strict_table_grundy(t, p, &g), CG_OK);
            ck_assert_int_eq(cg_position_winning_moves(NULL, p, w, n), CG_OK);
            int is_p = memchr(w, 1, n) == NULL;
            ck_assert_int_eq(is_p, g == 0);
            int want_p = n <= 2 * a - 1 ? n % 2 == 0 : (a + n) % 3 == 1;
            ck_assert_msg(is_p == want_p, "a = %u, n = %u", a, n);
            if (n > 2 * a - 2)
                ck_assert_msg(g == period[(a + n - 1) % 6], "a = %u, n = %u: %u", a, n, g);
            if (!is_p) {
                uint32_t largest = a + n - 1;
                for (uint32_t i = 0; i < n; i++) {
                    int rule = largest % 3 == 0 || (largest % 3 == 1 ? i == 0 : i == n - 1);
                    ck_assert_msg(!rule || w[i], "opening rule, a = %u, n = %u", a, n);
                }
            }
            cg_position_free(p);
        }
    }
    cg_strict_table_free(t);
}
END_TEST

static TCase *tcase(Suite *s, const char *name)
{
    TCase *tc = tcase_create(name);
    tcase_set_timeout(tc, 900);
    suite_add_tcase(s, tc);
    return tc;
}

int main(void)
{
    Suite *s = suite_create("tables");
    TCase *tc = tcase(s, "counts");
    tcase_add_test(tc, dvalue_counts_reproduce_the_paper);
    tcase_add_test(tc, dvalue_counts_match_enumeration);
    tcase_add_test(tc, dvalue_counts_far_out);
    tc = tcase(s, "tables");
    tcase_add_test(tc, strict_table_matches_the_search);
    tcase_add_test(tc, reduced_table_matches_the_search);
    tc = tcase(s, "census");
    tcase_add_test(tc, census_agrees_with_tables);
    tcase_add_test(tc, strict_census_last_two_levels_in_halves);
    tcase_add_test(tc, outcome_census_matches_the_search);
    tcase_add_test(tc, census_examples_are_lexicographically_first);
    tcase_add_test(tc, census_lists_every_position_of_a_rare_value);
    tcase_add_test(tc, the_papers_search_results);
    tcase_add_test(tc, ap_tables_to_twenty);
    tc = tcase(s, "api");
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, progress_and_cancel);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    return run_suite(s);
}
