/*
 * Conway's product, the ordinal product and integer multiples
 * (cg_game_conway_product, cg_game_ordinal_product, cg_game_multiple)
 * against the naive oracles of tests/oracle/product-oracle.h on every pair of
 * games born by day 2 and on random day-3 games; published examples (ONAG's
 * table of nim products, products of numbers); the laws the definitions prove;
 * bad arguments, ranges and the node limit.
 */
#include <stdint.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "fast-check.h"
#include "product-oracle.h"
#include "run-suite.h"

static const pool *day(int d)
{
    static pool p[4];
    born_by(&p[d], (uint32_t)d);
    return &p[d];
}

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

static const cg_game *cprod(const cg_game *g, const cg_game *h)
{
    const cg_game *r = NULL;
    int rc = cg_game_conway_product(ctx, g, h, &r);
    ck_assert_msg(rc == CG_OK, "%s.%s: %s", F(g), F(h), cg_strerror(rc));
    return r;
}

static const cg_game *oprod(const cg_game *g, const cg_game *h)
{
    const cg_game *r = NULL;
    int rc = cg_game_ordinal_product(ctx, g, h, &r);
    ck_assert_msg(rc == CG_OK, "%s (x) %s: %s", F(g), F(h), cg_strerror(rc));
    return r;
}

static const cg_game *mult(const cg_game *g, int64_t n)
{
    const cg_game *r = NULL;
    int rc = cg_game_multiple(ctx, g, n, &r);
    ck_assert_msg(rc == CG_OK, "%lld.%s: %s", (long long)n, F(g), cg_strerror(rc));
    return r;
}

static const cg_game *nim(uint32_t n)
{
    const cg_game *g;
    ck_assert_int_eq(cg_game_nimber(ctx, n, &g), CG_OK);
    return g;
}

static const cg_game *dyadic(int64_t num, uint32_t log2_den)
{
    const cg_game *g;
    ck_assert_int_eq(cg_game_dyadic(ctx, num, log2_den, &g), CG_OK);
    return g;
}

static void check_pair(const cg_game *g, const cg_game *h)
{
    const cg_game *r = cprod(g, h), *o = oracle_conway_product(ctx, g, h);
    FAST_CHECK(o != NULL, "oracle %s.%s failed", F(g), F(h));
    FAST_CHECK(r == o, "%s.%s = %s, the definition gives %s", F(g), F(h), F(r), F(o));
    r = oprod(g, h);
    o = oracle_ordinal_product(ctx, g, h);
    FAST_CHECK(o != NULL, "oracle %s (x) %s failed", F(g), F(h));
    FAST_CHECK(r == o, "%s (x) %s = %s, the definition gives %s", F(g), F(h), F(r), F(o));
}

START_TEST(day2_pairs_match_the_definitions)
{
    const pool *d2 = day(2);
    for (size_t i = 0; i < d2->n; i++)
        for (size_t j = 0; j < d2->n; j++)
            check_pair(d2->g[i], d2->g[j]);
}
END_TEST

START_TEST(random_day3_pairs_match_the_definitions)
{
    const pool *d3 = day(3);
    uint64_t state = 2026;
    for (int k = 0; k < (quick() ? 60 : 300); k++) {
        const cg_game *g = d3->g[next(&state) % d3->n], *h = d3->g[next(&state) % d3->n];
        check_pair(g, h);
    }
}
END_TEST

/* The two slowest Conway products of tests/bench/bench-game-ops, each in a
 * fresh context under a node limit: their sums are made plain
 * (lib/partizan/product.c), and with the sums' incentives they needed 4.8
 * and 3.1 million nodes, against 0.41 and 1.58 million now. The result is
 * the definition's (checked in full runs: the oracle's sums take seconds). */
START_TEST(the_slowest_day3_products_stay_within_a_limit)
{
    static const struct {
        const char *g, *h;
        uint64_t limit;
    } slow[] = {
        { "{0,^*,{1|0,*}|-1/2,{0|-1},{*|-1}}", "{1/2,{1|0},{1|*}|-1*}", 1000000 },
        { "{1/2,{1|0,*}|{0|-1},{*|-1}}", "{^*,{1|*}|-1/2,{0|-1},{*|-1}}", 2500000 },
    };
    for (size_t k = 0; k < sizeof slow / sizeof slow[0]; k++) {
        cg_ctx *c;
        ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
        const cg_game *g, *h, *r;
        ck_assert_int_eq(cg_game_parse(c, slow[k].g, &g), CG_OK);
        ck_assert_int_eq(cg_game_parse(c, slow[k].h, &h), CG_OK);
        ck_assert_int_eq(cg_ctx_set_node_limit(c, slow[k].limit), CG_OK);
        int rc = cg_game_conway_product(c, g, h, &r);
        ck_assert_int_eq(cg_ctx_set_node_limit(c, 0), CG_OK);
        ck_assert_msg(rc == CG_OK, "%s . %s: status %d within %llu nodes", slow[k].g, slow[k].h,
                      rc, (unsigned long long)slow[k].limit);
        if (!quick()) {
            const cg_game *o = oracle_conway_product(c, g, h);
            ck_assert_msg(o == r, "%s . %s differs from the definition", slow[k].g, slow[k].h);
        }
        cg_ctx_free(c);
    }
}
END_TEST

/* In fresh contexts, where nothing is cached. */
START_TEST(results_do_not_depend_on_what_was_made_before)
{
    const char *texts[][2] = { { "{2|*}", "{1|-1}" }, { "^*", "{0,*|-1}" }, { "{3||2|1}", "*2" },
                               { "^*3", "v*" } };
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
        cg_ctx *c;
        ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
        const cg_game *g, *h, *r;
        ck_assert_int_eq(cg_game_parse(c, texts[t][0], &g), CG_OK);
        ck_assert_int_eq(cg_game_parse(c, texts[t][1], &h), CG_OK);
        ck_assert_int_eq(cg_game_conway_product(c, g, h, &r), CG_OK);
        ck_assert_ptr_eq(r, oracle_conway_product(c, g, h));
        ck_assert_int_eq(cg_game_ordinal_product(c, g, h, &r), CG_OK);
        ck_assert_ptr_eq(r, oracle_ordinal_product(c, g, h));
        cg_ctx_free(c);
    }
}
END_TEST

/* Conway, ONAG ch. 6: the nim-multiplication table of the nimbers below 16,
 * row a, column b = a (x) b. */
static const unsigned char onag_nim_table[16][16] = {
    { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
    { 0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5 },
    { 0, 3, 1, 2, 12, 15, 13, 14, 4, 7, 5, 6, 8, 11, 9, 10 },
    { 0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1 },
    { 0, 5, 10, 15, 2, 7, 8, 13, 3, 6, 9, 12, 1, 4, 11, 14 },
    { 0, 6, 11, 13, 14, 8, 5, 3, 7, 1, 12, 10, 9, 15, 2, 4 },
    { 0, 7, 9, 14, 10, 13, 3, 4, 15, 8, 6, 1, 5, 2, 12, 11 },
    { 0, 8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2 },
    { 0, 9, 14, 7, 15, 6, 1, 8, 5, 12, 11, 2, 10, 3, 4, 13 },
    { 0, 10, 15, 5, 3, 9, 12, 6, 1, 11, 14, 4, 2, 8, 13, 7 },
    { 0, 11, 13, 6, 7, 12, 10, 1, 9, 2, 4, 15, 14, 5, 3, 8 },
    { 0, 12, 4, 8, 13, 1, 9, 5, 6, 10, 2, 14, 11, 7, 15, 3 },
    { 0, 13, 6, 11, 9, 4, 15, 2, 14, 3, 8, 5, 7, 10, 1, 12 },
    { 0, 14, 7, 9, 5, 11, 2, 12, 10, 4, 13, 3, 15, 1, 8, 6 },
    { 0, 15, 5, 10, 1, 14, 4, 11, 2, 13, 7, 8, 3, 12, 6, 9 },
};

START_TEST(conway_product_of_nimbers_is_nim_multiplication)
{
    for (uint32_t a = 0; a < 16; a++)
        for (uint32_t b = 0; b < 16; b++) {
            const cg_game *r = cprod(nim(a), nim(b));
            ck_assert_msg(r == nim(onag_nim_table[a][b]), "*%u.*%u = %s, ONAG gives *%u", a, b,
                          F(r), onag_nim_table[a][b]);
            /* The definition itself agrees where it is cheap. */
            if (a < 6 && b < 6)
                ck_assert_ptr_eq(oracle_conway_product(ctx, nim(a), nim(b)), r);
        }
    /* Fermat 2-powers: 16 (x) 16 = 24, 256 (x) 256 = 384 (ONAG ch. 6: a
     * Fermat 2-power F times itself is 3F/2). */
    ck_assert_ptr_eq(cprod(nim(16), nim(16)), nim(24));
    ck_assert_ptr_eq(cprod(nim(256), nim(256)), nim(384));
    /* The nimbers are a field: the product distributes over nim addition,
     * and is associative. */
    for (uint32_t a = 0; a < 40; a += 3)
        for (uint32_t b = 0; b < 40; b += 5)
            for (uint32_t c = 0; c < 40; c += 7) {
                ck_assert_ptr_eq(cprod(nim(a), sum(nim(b), nim(c))),
                                 sum(cprod(nim(a), nim(b)), cprod(nim(a), nim(c))));
                ck_assert_ptr_eq(cprod(cprod(nim(a), nim(b)), nim(c)),
                                 cprod(nim(a), cprod(nim(b), nim(c))));
            }
}
END_TEST

/* ONAG ch. 1: on numbers the product is the ordinary one. */
START_TEST(conway_product_of_numbers_is_multiplication)
{
    ck_assert_ptr_eq(cprod(P("3/2"), P("1/4")), P("3/8"));
    ck_assert_ptr_eq(cprod(P("2"), P("3")), P("6"));
    ck_assert_ptr_eq(cprod(P("-1/2"), P("1/2")), P("-1/4"));
    ck_assert_ptr_eq(cprod(P("3/4"), P("-5/8")), P("-15/32"));
    ck_assert_ptr_eq(cprod(P("-3"), P("-7/2")), P("21/2"));
    /* The definition gives the same on small numbers. */
    const char *xs[] = { "3/2", "1/4", "-1/2", "3/4", "-5/8", "2", "-3" };
    for (size_t i = 0; i < 7; i++)
        for (size_t j = 0; j < 7; j++)
            ck_assert_msg(oracle_conway_product(ctx, P(xs[i]), P(xs[j])) ==
                          cprod(P(xs[i]), P(xs[j])), "%s.%s", xs[i], xs[j]);
    /* Distributive over sums of numbers: x.(y + z) = x.y + x.z. */
    for (int64_t a = -9; a <= 9; a += 2)
        for (int64_t b = -7; b <= 7; b += 3)
            for (int64_t c = -5; c <= 5; c += 2) {
                const cg_game *x = dyadic(a, 2), *y = dyadic(b, 1), *z = dyadic(c, 3);
                ck_assert_ptr_eq(cprod(x, sum(y, z)), sum(cprod(x, y), cprod(x, z)));
                ck_assert_ptr_eq(cprod(x, y), dyadic(a * b, 3));
            }
    /* Big numbers by arithmetic: 2^31 . 2^31 = 2^62, 2^-600 . 2^-424. */
    ck_assert_ptr_eq(cprod(P("2147483648"), P("2147483648")), dyadic(INT64_C(1) << 62, 0));
    ck_assert_ptr_eq(cprod(dyadic(1, 600), dyadic(3, 424)), dyadic(3, 1024));
}
END_TEST

/* The product depends on forms: {-1, 0 | 1} = 1/2, yet with G the form
 * {-1, 0 | 1} the definition gives G.^ = {^*3 | 0, *, *2}, while (1/2).^ =
 * {^*3 | *2}. The library takes canonical forms: (1/2).^. */
START_TEST(conway_product_depends_on_forms)
{
    const cg_game *half = P("1/2"), *up = P("^");
    /* G.^ with G = {-1, 0 | 1} and G.0 = 0, G.* from the definition:
     * G.* = {(-1).* + G.0 - (-1).0, 0.* + 0 - 0 | 1.* + 0 - 0} = {*, 0 | *}
     * = ^*... computed here by the recursion on ^'s options {0 | *}. */
    const cg_game *gl[2] = { P("-1"), P("0") }, *gr[1] = { P("1") };
    const cg_game *gstar, *gup;
    {
        /* G.* : Left pairs (G^L, *^L = 0) and (G^R, *^R = 0); Right pairs
         * (G^L, *^R) and (G^R, *^L): a.* + G.0 - a.0 = a.*. */
        const cg_game *L[3] = { cprod(gl[0], P("*")), cprod(gl[1], P("*")), cprod(gr[0], P("*")) };
        ck_assert_int_eq(cg_game_new(ctx, L, 3, L, 3, &gstar), CG_OK);
    }
    {
        /* G.^, ^ = {0 | *}: Left from (G^L, 0): a.^ + G.0 - a.0 = a.^;
         * from (G^R, *): 1.^ + G.* - 1.*. Right from (G^L, *): a.^ + G.* -
         * a.*; from (G^R, 0): 1.^. */
        const cg_game *L[3] = { cprod(gl[0], up), cprod(gl[1], up),
                                diff(sum(cprod(gr[0], up), gstar), cprod(gr[0], P("*"))) };
        const cg_game *R[3] = { diff(sum(cprod(gl[0], up), gstar), cprod(gl[0], P("*"))),
                                diff(sum(cprod(gl[1], up), gstar), cprod(gl[1], P("*"))),
                                cprod(gr[0], up) };
        ck_assert_int_eq(cg_game_new(ctx, L, 3, R, 3, &gup), CG_OK);
    }
    ck_assert_ptr_eq(gup, P("{^*3 | 0, *, *2}"));
    ck_assert_ptr_eq(cprod(half, up), P("{^*3 | *2}"));
    ck_assert_ptr_ne(gup, cprod(half, up));
}
END_TEST

/* What the definition proves for every game: G.H = H.G (identical: the
 * definition is symmetric), 0.G = 0, 1.G = G, -1.G = -G. */
START_TEST(conway_product_laws)
{
    const pool *d3 = day(3);
    const cg_game *zero = cg_game_zero(ctx), *one = P("1"), *minus = P("-1");
    for (size_t i = 0; i < d3->n; i += (quick() ? 7 : 1)) {
        const cg_game *g = d3->g[i];
        FAST_CHECK(cprod(zero, g) == zero, "0.%s", F(g));
        FAST_CHECK(cprod(g, one) == g, "%s.1 = %s", F(g), F(cprod(g, one)));
        FAST_CHECK(cprod(minus, g) == neg(g), "-1.%s", F(g));
    }
    /* The shortcut for 1 and -1 is what the definition gives. */
    const pool *d2 = day(2);
    for (size_t i = 0; i < d2->n; i++) {
        ck_assert_ptr_eq(oracle_conway_product(ctx, d2->g[i], one), d2->g[i]);
        ck_assert_ptr_eq(oracle_conway_product(ctx, minus, d2->g[i]), neg(d2->g[i]));
    }
    uint64_t state = 99;
    for (int k = 0; k < (quick() ? 60 : 300); k++) {
        const cg_game *g = d3->g[next(&state) % d3->n], *h = d3->g[next(&state) % d3->n];
        FAST_CHECK(cprod(g, h) == cprod(h, g), "%s.%s", F(g), F(h));
    }
}
END_TEST

/* Ordinal products: n (x) m = nm (stalks of blue edges), *a (x) *b = *(ab)
 * (green stalks: an ordinary product), G (x) 0 = 0 (x) G = 0, G (x) 1 =
 * 1 (x) G = G, G (x) 2 = {G:G^L | G:G^R}, G (x) -H = -(G (x) H):
 * consequences of the definition by induction. */
START_TEST(ordinal_product_facts)
{
    for (int64_t n = -4; n <= 4; n++)
        for (int64_t m = -4; m <= 4; m++)
            ck_assert_msg(oprod(dyadic(n, 0), dyadic(m, 0)) == dyadic(n * m, 0), "%lld (x) %lld",
                          (long long)n, (long long)m);
    for (uint32_t a = 0; a <= 6; a++)
        for (uint32_t b = 0; b <= 6; b++)
            ck_assert_msg(oprod(nim(a), nim(b)) == nim(a * b), "*%u (x) *%u", a, b);
    const pool *d3 = day(3);
    const cg_game *zero = cg_game_zero(ctx), *one = P("1"), *two = P("2");
    for (size_t i = 0; i < d3->n; i += (quick() ? 7 : 1)) {
        const cg_game *g = d3->g[i], *gg;
        FAST_CHECK(oprod(g, zero) == zero && oprod(zero, g) == zero, "0 and %s", F(g));
        FAST_CHECK(oprod(g, one) == g && oprod(one, g) == g, "1 and %s", F(g));
        /* G (x) 2 = {G (x) 1 : G^L | G (x) 1 : G^R} = {G:G^L | G:G^R}
         * (2 = {1 | }, and G (x) 1 is G's own form). */
        const cg_game *L[16], *R[16];
        size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
        ck_assert(nl <= 16 && nr <= 16);
        for (size_t j = 0; j < nl; j++)
            ck_assert_int_eq(cg_game_ordinal_sum(ctx, g, cg_game_left(g, j), &L[j]), CG_OK);
        for (size_t j = 0; j < nr; j++)
            ck_assert_int_eq(cg_game_ordinal_sum(ctx, g, cg_game_right(g, j), &R[j]), CG_OK);
        ck_assert_int_eq(cg_game_new(ctx, L, nl, R, nr, &gg), CG_OK);
        FAST_CHECK(oprod(g, two) == gg, "%s (x) 2 = %s, {G:G^L | G:G^R} = %s", F(g),
                   F(oprod(g, two)), F(gg));
    }
    uint64_t state = 5;
    for (int k = 0; k < (quick() ? 60 : 300); k++) {
        const cg_game *g = d3->g[next(&state) % d3->n], *h = d3->g[next(&state) % d3->n];
        FAST_CHECK(oprod(g, neg(h)) == neg(oprod(g, h)), "%s (x) -%s", F(g), F(h));
    }
    /* The ordinal sums are taken on the forms the definition builds: on the
     * canonical forms of G (x) H^X, ^*3 (x) v* would be {0, *2, *3 | 0, *}. */
    ck_assert_ptr_eq(oprod(P("^*3"), P("v*")), P("{0, *2, *4 | 0, *}"));
}
END_TEST

START_TEST(multiples_match_repeated_addition)
{
    const pool *d2 = day(2), *d3 = day(3);
    for (size_t i = 0; i < d2->n; i++)
        for (int64_t n = -6; n <= 6; n++) {
            const cg_game *g = d2->g[i], *r = mult(g, n), *o = oracle_multiple(ctx, g, n);
            FAST_CHECK(r == o, "%lld.%s = %s, repeated addition gives %s", (long long)n, F(g),
                       F(r), F(o));
        }
    uint64_t state = 11;
    for (int k = 0; k < (quick() ? 40 : 200); k++) {
        const cg_game *g = d3->g[next(&state) % d3->n];
        int64_t n = (int64_t)(next(&state) % 13) - 6, m = (int64_t)(next(&state) % 13) - 6;
        FAST_CHECK(mult(g, n) == oracle_multiple(ctx, g, n), "%lld.%s", (long long)n, F(g));
        /* (m + n).G = m.G + n.G */
        FAST_CHECK(mult(g, m + n) == sum(mult(g, m), mult(g, n)), "(%lld + %lld).%s",
                   (long long)m, (long long)n, F(g));
    }
    /* Large multiples: 2^62.1 is the largest integer; an odd multiple of *
     * or of +-1 is the game itself; 1000.^ = ^1000 (the up multiple). */
    ck_assert_ptr_eq(mult(P("1"), INT64_C(1) << 62), dyadic(INT64_C(1) << 62, 0));
    ck_assert_ptr_eq(mult(P("-1/4"), INT64_C(1) << 40), dyadic(-(INT64_C(1) << 38), 0));
    ck_assert_ptr_eq(mult(P("*"), INT64_MAX), P("*"));
    ck_assert_ptr_eq(mult(P("*"), INT64_MIN), cg_game_zero(ctx));
    ck_assert_ptr_eq(mult(P("{1|-1}"), INT64_MAX), P("{1|-1}"));
    ck_assert_ptr_eq(mult(P("^"), 1000), P("^1000"));
    ck_assert_ptr_eq(mult(P("^"), -1000), P("v1000"));
    ck_assert_ptr_eq(mult(P("{3|{2|0}}"), 0), cg_game_zero(ctx));
}
END_TEST

START_TEST(ranges)
{
    const cg_game *sentinel = P("7"), *out = sentinel;
    /* Numbers past the range. */
    ck_assert_int_eq(cg_game_multiple(ctx, P("1"), (INT64_C(1) << 62) + 1, &out), CG_ERANGE);
    ck_assert_ptr_nonnull(cg_error_detail());
    ck_assert_int_eq(cg_game_multiple(ctx, P("1"), INT64_MIN, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_multiple(ctx, P("^"), 5000, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_conway_product(ctx, P("4294967296"), P("4294967296"), &out),
                     CG_ERANGE);
    ck_assert_int_eq(cg_game_conway_product(ctx, dyadic(1, 600), dyadic(1, 600), &out),
                     CG_ERANGE);
    /* *32768 (x) *65536 = *2^31 (2^15 below the Fermat 2-power 2^16: the
     * ordinary product), past CG_GAME_MAX_NIMBER; *1024 (x) *3 = *3072
     * (1024 = 256 (x) 4 and 4 (x) 3 = 12) within it. */
    ck_assert_int_eq(cg_game_conway_product(ctx, nim(32768), nim(65536), &out), CG_ERANGE);
    ck_assert_ptr_eq(out, sentinel);
    ck_assert_ptr_eq(cprod(nim(1024), nim(3)), nim(3072));
    ck_assert_ptr_eq(cprod(nim(65536), nim(65536)), nim(98304));
    ck_assert_ptr_eq(out, sentinel);
    ck_assert_ptr_eq(cprod(nim(1024), nim(1)), nim(1024));
}
END_TEST

START_TEST(bad_arguments)
{
    const cg_game *g = P("{1|*}"), *h = P("^"), *sentinel = P("7"), *out;
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    const cg_game *foreign;
    ck_assert_int_eq(cg_game_parse(other, "{1|*}", &foreign), CG_OK);
    typedef int (*binary_fn)(cg_ctx *, const cg_game *, const cg_game *, const cg_game **);
    binary_fn ops[2] = { cg_game_conway_product, cg_game_ordinal_product };
    for (int op = 0; op < 2; op++) {
        out = sentinel;
        ck_assert_int_eq(ops[op](NULL, g, h, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, NULL, h, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, g, NULL, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, g, h, NULL), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, foreign, h, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](ctx, g, foreign, &out), CG_EINVAL);
        ck_assert_int_eq(ops[op](other, g, foreign, &out), CG_EINVAL);
        ck_assert_ptr_eq(out, sentinel);
    }
    out = sentinel;
    ck_assert_int_eq(cg_game_multiple(NULL, g, 3, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_multiple(ctx, NULL, 3, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_multiple(ctx, g, 3, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_multiple(ctx, foreign, 3, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_multiple(other, g, 3, &out), CG_EINVAL);
    ck_assert_ptr_eq(out, sentinel);
    cg_ctx_free(other);
}
END_TEST

/* A small node limit stops each operation with CG_ELIMIT, out untouched; the
 * context works afterwards. An operand born too late for the recursion is
 * refused the same way. */
START_TEST(node_limit_and_depth)
{
    const cg_game *g = P("{2|{1|-1},*}"), *h = P("{{3|1},1*|{-1|-3},*2}"), *sentinel = P("7");
    const cg_game *out = sentinel;
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 3), CG_OK);
    ck_assert_int_eq(cg_game_conway_product(ctx, g, h, &out), CG_ELIMIT);
    ck_assert_int_eq(cg_game_ordinal_product(ctx, g, h, &out), CG_ELIMIT);
    ck_assert_int_eq(cg_game_multiple(ctx, P("{3|{2|0}}"), 1000, &out), CG_ELIMIT);
    ck_assert_ptr_eq(out, sentinel);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_ptr_eq(cprod(g, h), oracle_conway_product(ctx, g, h));
    ck_assert_ptr_eq(oprod(g, h), oracle_ordinal_product(ctx, g, h));
    ck_assert_ptr_eq(mult(P("{3|{2|0}}"), 7), oracle_multiple(ctx, P("{3|{2|0}}"), 7));
    const cg_game *big = P("1048576");
    ck_assert_int_eq(cg_game_conway_product(ctx, P("{1|-1}"), big, &out), CG_ELIMIT);
    ck_assert_int_eq(cg_game_ordinal_product(ctx, P("1"), big, &out), CG_ELIMIT);
    ck_assert_ptr_eq(out, sentinel);
    /* Below the depth bound: G.n = n.G, and 1 (x) n = n. */
    ck_assert_ptr_eq(cprod(P("{1|*}"), P("300")), mult(P("{1|*}"), 300));
    ck_assert_ptr_eq(oprod(P("1"), P("300")), P("300"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-product");
    TCase *tc = tcase_create("product");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, day2_pairs_match_the_definitions);
    tcase_add_test(tc, random_day3_pairs_match_the_definitions);
    tcase_add_test(tc, the_slowest_day3_products_stay_within_a_limit);
    tcase_add_test(tc, results_do_not_depend_on_what_was_made_before);
    tcase_add_test(tc, conway_product_of_nimbers_is_nim_multiplication);
    tcase_add_test(tc, conway_product_of_numbers_is_multiplication);
    tcase_add_test(tc, conway_product_depends_on_forms);
    tcase_add_test(tc, conway_product_laws);
    tcase_add_test(tc, ordinal_product_facts);
    tcase_add_test(tc, multiples_match_repeated_addition);
    tcase_add_test(tc, ranges);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, node_limit_and_depth);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
