/*
 * Nimbers far past *1024 (up to CG_GAME_MAX_NIMBER = 2^31 - 1): x + *m is one
 * game made by value, its m options a side made when read. Oracles: the
 * definition *m = {*k, k < m | *k, k < m} built with cg_game_new from the
 * options (the same game, found by value, for every m checked), nim
 * arithmetic (*a + *b = *(a xor b)), the order of x + u.up + *m (x + *a < y
 * for numbers x < y; *a confused with *b for a != b, with 0 for a > 0; ^ > *a
 * for a >= 2), and *m + *m = 0 through the general sum.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "fast-check.h"
#include "partizan-tests.h"
#include "run-suite.h"

static void setup(void)
{
    partizan_setup();
}

static void teardown(void)
{
    partizan_teardown();
}

static const cg_game *N(uint32_t m)
{
    const cg_game *g;
    ck_assert_int_eq(cg_game_nimber(ctx, m, &g), CG_OK);
    return g;
}

static const cg_game *D(int64_t num, uint32_t log2_den)
{
    const cg_game *g;
    ck_assert_int_eq(cg_game_dyadic(ctx, num, log2_den, &g), CG_OK);
    return g;
}

static uint64_t reserved(void)
{
    uint64_t b;
    ck_assert_int_eq(cg_ctx_memory_reserved(ctx, &b), CG_OK);
    return b;
}

static int rel(const cg_game *a, const cg_game *b)
{
    int r;
    ck_assert_int_eq(cg_game_compare(ctx, a, b, &r), CG_OK);
    return r;
}

/* x + *m from the definition: cg_game_new with the options x + *k, k < m, on
 * both sides (each made through the sum x + *k). */
static const cg_game *by_definition(const cg_game *x, uint32_t m)
{
    static const cg_game *opt[1025];
    ck_assert_uint_le(m, 1024);
    for (uint32_t k = 0; k < m; k++)
        opt[k] = sum(x, N(k));
    const cg_game *g;
    ck_assert_int_eq(cg_game_new(ctx, opt, m, opt, m, &g), CG_OK);
    return g;
}

START_TEST(made_at_once_without_their_options)
{
    uint64_t before = reserved();
    const cg_game *a = N(UINT32_C(1) << 20), *b = N(CG_GAME_MAX_NIMBER);
    const cg_game *c = sum(D(1, 1), a);   /* 1/2 + *2^20 */
    /* Three games, nothing of their 2^20 or 2^31 options a side. */
    ck_assert_uint_lt(reserved() - before, 1u << 20);
    ck_assert_uint_eq(cg_game_left_count(a), UINT32_C(1) << 20);
    ck_assert_uint_eq(cg_game_right_count(a), UINT32_C(1) << 20);
    ck_assert_uint_eq(cg_game_left_count(b), CG_GAME_MAX_NIMBER);
    ck_assert_uint_eq(cg_game_right_count(c), UINT32_C(1) << 20);
    ck_assert(!cg_game_is_number(a) && !cg_game_is_number(c));
    uint32_t day;
    ck_assert_int_eq(cg_game_birthday(b, &day), CG_OK);
    ck_assert_uint_eq(day, CG_GAME_MAX_NIMBER);
    ck_assert_int_eq(cg_game_birthday(c, &day), CG_OK);
    ck_assert_uint_eq(day, (UINT32_C(1) << 20) + 2);   /* b(1/2) = 2 */
    /* Found by value the second time. */
    ck_assert_ptr_eq(N(CG_GAME_MAX_NIMBER), b);
    const cg_game *g = NULL;
    ck_assert_int_eq(cg_game_nimber(ctx, CG_GAME_MAX_NIMBER + 1u, &g), CG_ERANGE);
    ck_assert_ptr_null(g);
    /* The stops are x's. */
    int64_t ln, rn;
    uint32_t lk, rk;
    ck_assert_int_eq(cg_game_stops(c, &ln, &lk, &rn, &rk), CG_OK);
    ck_assert(ln == 1 && lk == 1 && rn == 1 && rk == 1);
}
END_TEST

START_TEST(nim_sums_are_xor)
{
    static const uint32_t v[] = { 1, 3, 1024, 1025, 1u << 20, (1u << 20) + 5, 123456789,
                                  1u << 30, CG_GAME_MAX_NIMBER, CG_GAME_MAX_NIMBER - 1 };
    uint64_t before = reserved();
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        for (size_t j = 0; j < sizeof v / sizeof v[0]; j++) {
            ck_assert_ptr_eq(sum(N(v[i]), N(v[j])), N(v[i] ^ v[j]));
            /* with numbers and ups: x + *a + y + *b = (x + y) + *(a xor b) */
            const cg_game *l = sum(D(-3, 0), N(v[i])), *r = sum(D(3, 2), N(v[j]));
            ck_assert_ptr_eq(sum(l, r), sum(D(-9, 2), N(v[i] ^ v[j])));
            const cg_game *up;
            ck_assert_int_eq(cg_game_up(ctx, 2, &up), CG_OK);
            ck_assert_ptr_eq(sum(sum(up, N(v[i])), N(v[j])), sum(up, N(v[i] ^ v[j])));
        }
    ck_assert_ptr_eq(sum(N(CG_GAME_MAX_NIMBER), N(CG_GAME_MAX_NIMBER)), cg_game_zero(ctx));
    /* Arithmetic only: no option list of 2^20 or more was made. */
    ck_assert_uint_lt(reserved() - before, 4u << 20);
}
END_TEST

START_TEST(comparisons_are_arithmetic)
{
    /* A node limit no option walk of these games would stay under. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 100000), CG_OK);
    uint64_t before = reserved();
    const cg_game *a = N(1u << 20), *b = N(CG_GAME_MAX_NIMBER), *up;
    ck_assert_int_eq(cg_game_up(ctx, 1, &up), CG_OK);
    ck_assert_int_eq(rel(a, b), 2);
    ck_assert_int_eq(rel(a, a), 0);
    ck_assert_int_eq(rel(a, cg_game_zero(ctx)), 2);
    ck_assert_int_eq(rel(a, D(1, 20)), -1);    /* *a < every positive number */
    ck_assert_int_eq(rel(a, D(-1, 20)), 1);
    ck_assert_int_eq(rel(up, a), 1);           /* ^ > *a for a >= 2 */
    ck_assert_int_eq(rel(up, N(1)), 2);        /* ^ and * confused */
    ck_assert_int_eq(rel(sum(D(1, 1), a), sum(D(1, 1), b)), 2);
    ck_assert_int_eq(rel(sum(D(1, 1), a), D(3, 2)), -1);
    ck_assert_int_eq(rel(sum(D(1, 1), a), sum(D(1, 2), b)), 1);
    cg_outcome o;
    ck_assert_int_eq(cg_game_outcome(ctx, b, &o), CG_OK);
    ck_assert_int_eq(o, CG_OUTCOME_N);
    ck_assert_uint_lt(reserved() - before, 1u << 20);
}
END_TEST

START_TEST(options_made_when_read)
{
    const uint32_t m = 1u << 20;
    const cg_game *a = N(m);
    uint64_t before = reserved();
    static const uint32_t ks[] = { 0, 1, 2, 7, 1000, 65537, (1u << 20) - 1 };
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        ck_assert_ptr_eq(cg_game_left(a, ks[i]), N(ks[i]));
        ck_assert_ptr_eq(cg_game_right(a, ks[i]), N(ks[i]));
    }
    ck_assert_ptr_null(cg_game_left(a, m));
    /* The accessor makes the options asked for, not all 2^20. */
    ck_assert_uint_lt(reserved() - before, 1u << 20);
    /* x + *m: option k is x + *k. */
    const cg_game *c = sum(D(-3, 0), a);
    ck_assert_ptr_eq(cg_game_left(c, 0), D(-3, 0));
    ck_assert_ptr_eq(cg_game_right(c, 12345), sum(D(-3, 0), N(12345)));
}
END_TEST

/* For m <= 1024 the definition, built from the options, is the game made by
 * value (the same pointer), for x in {0, 1/2, -3}; reading the options of the
 * value gives the definition's options back. */
START_TEST(definition_gives_the_same_games)
{
    const cg_game *xs[3] = { cg_game_zero(ctx), D(1, 1), D(-3, 0) };
    static const uint32_t big[] = { 81, 163, 327, 655, 1001, 1024 };
    for (int xi = 0; xi < 3; xi++) {
        for (uint32_t i = 1; i <= 40 + sizeof big / sizeof big[0]; i++) {
            uint32_t m = i <= 40 ? i : big[i - 41];
            const cg_game *g = by_definition(xs[xi], m), *v = sum(xs[xi], N(m));
            FAST_CHECK(g == v, "x + *%u from its options: %s, by value: %s", m, F(g), F(v));
            FAST_CHECK(cg_game_left_count(v) == m, "x + *%u has %zu left options", m,
                       cg_game_left_count(v));
            for (uint32_t k = 0; k < m; k += 1 + k / 4)
                FAST_CHECK(cg_game_left(v, k) == sum(xs[xi], N(k)) &&
                               cg_game_right(v, k) == cg_game_left(v, k),
                           "option %u of x + *%u", k, m);
        }
    }
    /* A chain from the definition alone, each step built from the last ones. */
    const cg_game *chain[65];
    for (uint32_t m = 0; m <= 64; m++) {
        ck_assert_int_eq(cg_game_new(ctx, chain, m, chain, m, &chain[m]), CG_OK);
        ck_assert_ptr_eq(chain[m], N(m));
    }
}
END_TEST

/* Games that read the options: reversibility through x + *m, a sum with a
 * game that is no x + u.up + *m, the incentives. */
START_TEST(readers_of_the_options)
{
    const uint32_t big = 1u << 20;
    /* {0, *m | 0} = * for m >= 2: *m reverses through * (* <= {0, *m | 0}),
     * replaced by *'s Left option 0. */
    const cg_game *l[2] = { cg_game_zero(ctx), N(big) }, *r[1] = { cg_game_zero(ctx) }, *g;
    ck_assert_int_eq(cg_game_new(ctx, l, 2, r, 1, &g), CG_OK);
    ck_assert_ptr_eq(g, N(1));
    l[1] = N(1);
    ck_assert_int_eq(cg_game_new(ctx, l, 2, r, 1, &g), CG_OK);
    ck_assert_str_eq(F(g), "^*");
    /* {*m | 0} = v*(m xor 1) for m >= 2 (and its negative), no option
     * reversible: every *k <= it is checked. */
    const uint32_t m = 1u << 12;
    l[0] = N(m);
    ck_assert_int_eq(cg_game_new(ctx, l, 1, r, 1, &g), CG_OK);
    const cg_game *down;
    ck_assert_int_eq(cg_game_up(ctx, -1, &down), CG_OK);
    ck_assert_ptr_eq(g, sum(down, N(m ^ 1)));
    /* Sums with day-2 games through the general sum: G + *M + *M = G and
     * G + *M + *(M xor 5) = G + *5 for large M, and G + *m from its
     * definition {G^L + *m, G + *k (k < m) | G^R + *m, G + *k} for m <= 48,
     * each G + *k checked the same way before. */
    static const char *const day2[] = { "{1|-1}", "{1|0}", "{0|-1}", "{1|*}", "{*|-1}",
                                        "{0,*|0}", "{1|0,*}", "{1|1/2}" };
    for (size_t i = 0; i < sizeof day2 / sizeof day2[0]; i++) {
        /* The general sum compares options with incentives *(k xor M), each
         * comparison with a general game reading its options: O(M^2) steps,
         * so 2^12 for one game and 2^10 for the others. */
        const uint32_t M = i == 0 ? m : 1u << 10;
        const cg_game *G = P(day2[i]);
        const cg_game *s = sum(G, N(M));
        ck_assert_ptr_eq(sum(s, N(M)), G);
        ck_assert_ptr_eq(sum(s, N(M ^ 5)), sum(G, N(5)));
        for (uint32_t k = 0; k <= 48; k++) {
            const cg_game *L[64], *R[64], *def;
            size_t nl = 0, nr = 0;
            for (size_t j = 0; j < cg_game_left_count(G); j++)
                L[nl++] = sum(cg_game_left(G, j), N(k));
            for (size_t j = 0; j < cg_game_right_count(G); j++)
                R[nr++] = sum(cg_game_right(G, j), N(k));
            for (uint32_t j = 0; j < k; j++)
                L[nl++] = R[nr++] = sum(G, N(j));
            ck_assert_int_eq(cg_game_new(ctx, L, nl, R, nr, &def), CG_OK);
            FAST_CHECK(def == sum(G, N(k)), "%s + *%u: %s by the sum, %s by the definition",
                       day2[i], k, F(sum(G, N(k))), F(def));
        }
    }
    /* Incentives of *m: *k - *m = *(k xor m), both sides. */
    const cg_game *inc[8];
    size_t count;
    ck_assert_int_eq(cg_game_incentives(ctx, N(6), CG_LEFT, inc, 8, &count), CG_OK);
    ck_assert_uint_eq(count, 6);
    for (uint32_t k = 0; k < 6; k++)
        ck_assert_ptr_eq(inc[k], N(k ^ 6));
    ck_assert_int_eq(cg_game_is_switch(N(1)), 0);
    ck_assert_int_eq(cg_game_is_switch(sum(D(1, 1), N(1))), 0);
}
END_TEST

/* The functions of 1.3 on g: each answers or stops with the limit (or, for
 * the counts, CG_ERANGE: SC(*m) = 2.3^(m-1)). */
static void check_new_readers(const char *text, const cg_game *g)
{
    const cg_game *h;
    int yes, rc;
    uint64_t count;
    cg_outcome o;
    int64_t coef[8];
    uint32_t nim;
    size_t len;
    cg_dyadic l, r;
#define ANSWERS(call, ...)                                                                    \
    do {                                                                                      \
        rc = (call);                                                                          \
        int ok_ = rc == CG_OK || rc == CG_ELIMIT;                                             \
        const int also_[] = { CG_OK, __VA_ARGS__ };                                           \
        for (size_t k_ = 0; k_ < sizeof also_ / sizeof also_[0]; k_++)                        \
            ok_ |= rc == also_[k_];                                                           \
        ck_assert_msg(ok_, "%s: %s: %s", text, #call, cg_strerror(rc));                       \
    } while (0)
    ANSWERS(cg_game_stop_count(ctx, g, &count), CG_ERANGE);
    ANSWERS(cg_game_follower_count(ctx, g, &count), CG_OK);
    ANSWERS(cg_game_misere_outcome(ctx, g, &o), CG_OK);
    ANSWERS(cg_game_is_even(ctx, g, &yes), CG_OK);
    ANSWERS(cg_game_is_even_tempered(ctx, g, &yes), CG_OK);
    ANSWERS(cg_game_is_number_tiny(ctx, g, &yes), CG_OK);
    ANSWERS(cg_game_is_atomic(ctx, g, &yes), CG_ERANGE);
    ANSWERS(cg_game_companion(ctx, g, &h), CG_OK);
    ANSWERS(cg_game_freeze(ctx, g, &h), CG_OK);
    ANSWERS(cg_game_walls_at(ctx, g, (cg_dyadic){ -1, 1 }, &l, &r), CG_OK);
    ANSWERS(cg_game_pow_to(ctx, g, 3, &h), CG_OK);
    ANSWERS(cg_game_pow(ctx, g, 3, &h), CG_EINVAL);
    ANSWERS(cg_game_overheat(ctx, g, N(1), P("1"), &h), CG_OK);
    ANSWERS(cg_game_uptimal_expansion(ctx, g, &h, &nim, coef, 8, &len), CG_EDOMAIN);
    ANSWERS(cg_game_conjunctive_sum(ctx, g, P("{1|-1}"), &h), CG_OK);
    ANSWERS(cg_game_selective_sum(ctx, g, P("^"), &h), CG_OK);
    const cg_game *set[4];
    ANSWERS(cg_game_incentive_set(ctx, g, CG_SIDES_BOTH, set, 4, &len), CG_ERANGE);
    ANSWERS(cg_game_conway_product(ctx, g, N(3), &h), CG_ERANGE);
    ANSWERS(cg_game_ordinal_product(ctx, g, P("2"), &h), CG_OK);
    ANSWERS(cg_game_multiple(ctx, g, 5, &h), CG_OK);
#undef ANSWERS
}

/* Every reader of a game on games holding a large x + *m (past the 1024 whose
 * options a search makes at once): each answers or stops with the node limit
 * (CG_ELIMIT), never reads options that are not made (a crash, or an answer
 * from garbage under the sanitizers) nor runs unbounded (heating *2^20 made
 * 2^20 options a side whose dominance pass was charged only at its end). Where an answer is known it is checked: the canonical forms by
 * the order's arithmetic, {0 | *m} = ^ + *(m xor 1) in O(m) (it was O(m^2)). */
START_TEST(every_reader_on_games_holding_a_large_nimber)
{
    static const char *const texts[] = {
        "*5000", "1+*5000", "{1|*5000}", "{*5000|-1}", "^*5000", "{0,*5000|0}", "1/2*5000",
        "{*5000|*5001}", "{0|*5000}", "{*5000|0}", "{1|-1}+*5000", "{0||0|*5000}",
        "*2147483647", "{0|*2147483647}", "{*2147483647|*3}", "{1|-1}+*2147483647",
    };
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 300000), CG_OK);
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        const cg_game *g, *h;
        int rc = cg_game_parse(ctx, texts[i], &g);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s: %s", texts[i], cg_strerror(rc));
        if (rc != CG_OK)
            continue;
        const cg_game *ops[] = { cg_game_zero(ctx), N(3), P("{1|-1}"), P("^") };
        for (size_t j = 0; j < sizeof ops / sizeof ops[0]; j++) {
            int r;
            rc = cg_game_sum(ctx, g, ops[j], &h);
            ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s + op %zu: %d", texts[i], j, rc);
            rc = cg_game_compare(ctx, g, ops[j], &r);
            ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s vs op %zu: %d", texts[i], j, rc);
            rc = cg_game_ordinal_sum(ctx, ops[j], g, &h);
            ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "op %zu : %s: %d", j, texts[i], rc);
        }
        cg_outcome o;
        ck_assert_int_eq(cg_game_outcome(ctx, g, &o), CG_OK);
        char buf[256];
        size_t len;
        ck_assert_int_eq(cg_game_format_ex(ctx, g, CG_FORMAT_CGSUITE, buf, sizeof buf, &len), CG_OK);
        cg_dyadic mean, temp, ls, rs;
        ck_assert_int_eq(cg_game_stop_values(g, &ls, &rs), CG_OK);
        rc = cg_game_mean_temperature(ctx, g, &mean, &temp);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s: mean: %d", texts[i], rc);
        cg_thermograph *th = NULL;
        rc = cg_game_thermograph(ctx, g, &th);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s: thermograph: %d", texts[i], rc);
        cg_thermograph_free(th);
        size_t index;
        rc = cg_game_orthodox_move(ctx, g, CG_LEFT, &index);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT || rc == CG_EDOMAIN, "%s: orthodox: %d",
                      texts[i], rc);
        const cg_game *inc[4];
        size_t count;
        rc = cg_game_incentives(ctx, g, CG_RIGHT, inc, 4, &count);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT || rc == CG_ERANGE, "%s: incentives: %d",
                      texts[i], rc);
        const cg_game *t1 = P("1");
        rc = cg_game_heat(ctx, g, g, &h);   /* heated by itself: large passes */
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s: heat by itself: %d", texts[i], rc);
        rc = cg_game_cool(ctx, g, (cg_dyadic){ 1, 1 }, &h);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s: cool: %d", texts[i], rc);
        rc = cg_game_heat(ctx, g, t1, &h);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s: heat: %d", texts[i], rc);
        rc = cg_game_reduced(ctx, g, &h);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT, "%s: reduced: %d", texts[i], rc);
        rc = cg_game_atomic_weight(ctx, g, &h);
        ck_assert_msg(rc == CG_OK || rc == CG_ELIMIT || rc == CG_EDOMAIN, "%s: aw: %d", texts[i],
                      rc);
        (void)cg_game_is_switch(g);
        (void)cg_game_is_dicotic(g);
        check_new_readers(texts[i], g);
    }
    check_new_readers("*", N(1));
    check_new_readers("1*", sum(P("1"), N(1)));
    /* The forms the order's arithmetic gives. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 2000000), CG_OK);
    const cg_game *up = P("^"), *down = P("v");
    ck_assert_ptr_eq(P("{0|*5000}"), sum(up, N(5001)));
    ck_assert_ptr_eq(P("{*5000|0}"), sum(down, N(5001)));
    ck_assert_ptr_eq(P("{0,*5000|0}"), N(1));
    ck_assert_ptr_eq(P("{*5000|*5001}"), cg_game_zero(ctx));
    /* {0 | *m} in O(m): 2^18 within a limit of 2 million nodes (O(m^2)
     * would be 2^36 steps). */
    ck_assert_ptr_eq(P("{0|*262144}"), sum(up, N(262145)));
}
END_TEST

START_TEST(text_reads_and_writes_back)
{
    ck_assert_ptr_eq(P("*1048576"), N(1u << 20));
    ck_assert_str_eq(F(N(1u << 20)), "*1048576");
    ck_assert_str_eq(F(P("*2147483647")), "*2147483647");
    ck_assert_str_eq(F(P("1/2*1048576")), "1/2*1048576");
    ck_assert_str_eq(F(P("*1048576+*1048577")), "*");
    ck_assert_str_eq(F(P("^*1048576")), "^*1048576");
    const cg_game *g = NULL;
    ck_assert_int_eq(cg_game_parse(ctx, "*2147483648", &g), CG_ERANGE);
    ck_assert_ptr_null(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-large-nimbers");
    TCase *tc = tcase_create("large-nimbers");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, made_at_once_without_their_options);
    tcase_add_test(tc, nim_sums_are_xor);
    tcase_add_test(tc, comparisons_are_arithmetic);
    tcase_add_test(tc, options_made_when_read);
    tcase_add_test(tc, definition_gives_the_same_games);
    tcase_add_test(tc, readers_of_the_options);
    tcase_add_test(tc, every_reader_on_games_holding_a_large_nimber);
    tcase_add_test(tc, text_reads_and_writes_back);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
