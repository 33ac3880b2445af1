/*
 * Uptimal powers (cg_game_pow, cg_game_pow_to), overheating
 * (cg_game_overheat) and uptimal expansions (cg_game_uptimal_expansion,
 * cg_game_is_uptimal) against the naive oracle of tests/oracle/uptimal-oracle.h
 * on every game born by day 2 and on random day-3 games; CGSuite's published
 * examples; laws; bad arguments and the node limit. The slowest day-3 case of
 * each function is measured and written to the test log.
 */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "uptimal-oracle.h"
#include "fast-check.h"
#include "run-suite.h"

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The slowest call seen, for the log. */
typedef struct slowest {
    double sec;
    char what[256];
} slowest;

static void note(slowest *s, double sec, const char *what)
{
    if (sec > s->sec) {
        s->sec = sec;
        snprintf(s->what, sizeof s->what, "%s", what);
    }
}

static void report(const char *name, const slowest *s)
{
    printf("slowest day-3 %s: %.3f ms (%s)\n", name, s->sec * 1e3, s->what);
}

static const cg_game *pow_to(const cg_game *g, uint32_t n)
{
    const cg_game *r = NULL;
    int rc = cg_game_pow_to(ctx, g, n, &r);
    ck_assert_msg(rc == CG_OK, "pow_to(%s, %u): %s", F(g), n, cg_strerror(rc));
    return r;
}

static const cg_game *pow_(const cg_game *g, uint32_t n)
{
    const cg_game *r = NULL;
    int rc = cg_game_pow(ctx, g, n, &r);
    ck_assert_msg(rc == CG_OK, "pow(%s, %u): %s", F(g), n, cg_strerror(rc));
    return r;
}

static const cg_game *overheat(const cg_game *g, const cg_game *s, const cg_game *t)
{
    const cg_game *r = NULL;
    int rc = cg_game_overheat(ctx, g, s, t, &r);
    ck_assert_msg(rc == CG_OK, "overheat(%s, %s, %s): %s", F(g), F(s), F(t), cg_strerror(rc));
    return r;
}

/* Whether g is {0 | H} in canonical form: the bases of G^n. */
static int is_base(const cg_game *g)
{
    return cg_game_left_count(g) == 1 && cg_game_right_count(g) == 1 &&
           cg_game_left(g, 0) == cg_game_zero(ctx);
}

static void check_powers(const cg_game *g, uint32_t max_n, slowest *slow)
{
    char what[200];
    for (uint32_t n = 0; n <= max_n; n++) {
        double t0 = now();
        const cg_game *r = pow_to(g, n);
        if (slow != NULL) {
            snprintf(what, sizeof what, "PowTo(%s, %u)", F(g), n);
            note(slow, now() - t0, what);
        }
        const cg_game *o = oracle_pow_to(ctx, g, n);
        FAST_CHECK(o != NULL, "oracle pow_to(%s, %u) failed", F(g), n);
        FAST_CHECK(r == o, "pow_to(%s, %u) = %s, the definition gives %s", F(g), n, F(r), F(o));
        if (n == 0)
            continue;
        const cg_game *sentinel = g, *p = sentinel;
        t0 = now();
        int rc = cg_game_pow(ctx, g, n, &p);
        if (slow != NULL) {
            snprintf(what, sizeof what, "Pow(%s, %u)", F(g), n);
            note(slow + 1, now() - t0, what);
        }
        if (!is_base(g)) {
            FAST_CHECK(rc == CG_EINVAL && p == sentinel, "pow(%s, %u) on a base that is not "
                       "{0 | H}: %d", F(g), n, rc);
            FAST_CHECK(oracle_pow(ctx, g, n) == NULL, "oracle");
            continue;
        }
        FAST_CHECK(rc == CG_OK, "pow(%s, %u): %s", F(g), n, cg_strerror(rc));
        o = oracle_pow(ctx, g, n);
        FAST_CHECK(r != NULL && p == o, "pow(%s, %u) = %s, the definition gives %s", F(g), n,
                   F(p), F(o));
    }
}

START_TEST(powers_match_the_definition)
{
    static pool d2, d3;
    born_by(&d2, 2);
    for (size_t i = 0; i < d2.n; i++)
        check_powers(d2.g[i], 5, NULL);
    born_by(&d3, 3);
    slowest slow[2] = { { 0, "" }, { 0, "" } };
    uint64_t state = 2026;
    for (int k = 0; k < (quick() ? 60 : 300); k++)
        check_powers(d3.g[next(&state) % d3.n], 4, slow);
    /* Every base {0 | H} among the day-3 games. */
    for (size_t i = 0; i < d3.n; i++)
        if (is_base(d3.g[i]))
            check_powers(d3.g[i], 4, slow);
    report("PowTo", &slow[0]);
    report("Pow", &slow[1]);
}
END_TEST

/* ^^n is ^<n> and ^->n is ^[n] as the reader builds them, and the units the
 * oracle makes from their definition; ^->n = ^<1> + ... + ^<n>. */
START_TEST(up_powers_are_the_readers_uptimals)
{
    const cg_game *up = P("^"), *acc = cg_game_zero(ctx);
    char text[32];
    for (uint32_t n = 1; n <= 40; n++) {
        snprintf(text, sizeof text, "^<%u>", n);
        ck_assert_msg(pow_(up, n) == P(text), "^^%u", n);
        const cg_game *unit = P(text);
        if (n <= 6)
            ck_assert_msg(unit == oracle_up_unit(ctx, n), "^<%u> against its definition", n);
        acc = sum(acc, unit);
        snprintf(text, sizeof text, "^[%u]", n);
        ck_assert_msg(pow_to(up, n) == P(text), "^->%u", n);
        ck_assert_msg(pow_to(up, n) == acc, "^->%u = ^<1> + ... + ^<%u>", n, n);
    }
    ck_assert_ptr_eq(pow_(up, CG_GAME_MAX_UPS), P("^<4096>"));
    ck_assert_ptr_eq(pow_to(up, CG_GAME_MAX_UPS), P("^[4096]"));
    ck_assert_ptr_eq(pow_to(up, 0), cg_game_zero(ctx));
}
END_TEST

/* CGSuite's own examples of Pow and PowTo, and (1/2)^n = 2^-n. */
START_TEST(published_powers)
{
    ck_assert_ptr_eq(pow_(P("^"), 3), P("^<3>"));
    ck_assert_ptr_eq(pow_to(P("^"), 3), P("^[3]"));
    ck_assert_ptr_eq(pow_to(P("^"), 2), P("{^|*}"));
    ck_assert_ptr_eq(pow_(P("{0||0|-2}"), 3), P("{0||0|-2,{0|-2,{0|-2}}}"));
    ck_assert_ptr_eq(pow_to(P("{0||0|-2}"), 3), P("{Tiny(2)||0|-2|||0|-2}"));
    ck_assert_ptr_eq(pow_to(P("{1|-1}"), 3), P("{1,{1,{1|-1}|-1}|-1}"));
    const cg_game *out = P("7");
    ck_assert_int_eq(cg_game_pow(ctx, P("{1|-1}"), 3, &out), CG_EINVAL);
    ck_assert_ptr_eq(out, P("7"));
    for (uint32_t n = 1; n <= 20; n++) {
        const cg_game *x;
        ck_assert_int_eq(cg_game_dyadic(ctx, 1, n, &x), CG_OK);
        ck_assert_msg(pow_(P("1/2"), n) == x, "(1/2)^%u", n);
    }
    /* G^1 = G and G^->1 = G for every base. */
    static pool d3;
    born_by(&d3, 3);
    for (size_t i = 0; i < d3.n; i++) {
        FAST_CHECK(pow_to(d3.g[i], 1) == d3.g[i], "%s^->1", F(d3.g[i]));
        if (is_base(d3.g[i]))
            FAST_CHECK(pow_(d3.g[i], 1) == d3.g[i], "%s^1", F(d3.g[i]));
    }
}
END_TEST

static void check_overheat(const cg_game *g, const cg_game *s, const cg_game *t, slowest *slow)
{
    double t0 = now();
    const cg_game *r = overheat(g, s, t);
    if (slow != NULL) {
        char what[200];
        snprintf(what, sizeof what, "Overheat(%s, %s, %s)", F(g), F(s), F(t));
        note(slow, now() - t0, what);
    }
    const cg_game *o = oracle_overheat(ctx, g, s, t);
    FAST_CHECK(o != NULL, "oracle overheat(%s, %s, %s) failed", F(g), F(s), F(t));
    FAST_CHECK(r == o, "overheat(%s, %s, %s) = %s, the definition gives %s", F(g), F(s), F(t),
               F(r), F(o));
}

START_TEST(overheating_matches_the_definition)
{
    static pool d2, d3;
    born_by(&d2, 2);
    for (size_t i = 0; i < d2.n; i++)
        for (size_t j = 0; j < d2.n; j++)
            for (size_t k = 0; k < d2.n; k += quick() ? 7 : 1)
                check_overheat(d2.g[i], d2.g[j], d2.g[k], NULL);
    born_by(&d3, 3);
    slowest slow = { 0, "" };
    uint64_t state = 99;
    for (int k = 0; k < (quick() ? 60 : 400); k++) {
        const cg_game *g = d3.g[next(&state) % d3.n];
        const cg_game *s = d2.g[next(&state) % d2.n], *t = d2.g[next(&state) % d2.n];
        check_overheat(g, s, t, &slow);
        check_overheat(g, d3.g[next(&state) % d3.n], d3.g[next(&state) % d3.n], &slow);
    }
    report("Overheat", &slow);
}
END_TEST

/* CGSuite's examples, and laws: a number overheated from 1 to 0 is itself,
 * -G overheats to the negative, an integer n to n copies of s. */
START_TEST(published_overheating_and_laws)
{
    ck_assert_ptr_eq(overheat(P("7/16"), P("0"), P("0")), P("^[3]"));
    ck_assert_ptr_eq(overheat(P("{3||2+*|1+*}"), P("*"), P("1+*")),
                     P("{1||{1*|-1*}|-1,{-1|-3}}"));
    ck_assert_ptr_eq(overheat(P("1/2"), P("{2|1}"), P("*")), P("{*|{2|1}+*}"));
    ck_assert_ptr_eq(overheat(P("5"), P("^"), P("7")), P("^5"));
    ck_assert_ptr_eq(overheat(P("-3"), P("{1|-1}"), P("7")), P("{1|-1}"));
    const cg_game *big;
    ck_assert_int_eq(cg_game_integer(ctx, INT64_C(1) << 40, &big), CG_OK);
    ck_assert_ptr_eq(overheat(big, P("*"), P("1")), cg_game_zero(ctx));
    ck_assert_ptr_eq(overheat(big, P("1"), P("1")), big);
    static pool d3;
    born_by(&d3, 3);
    const cg_game *s = P("{1|*}"), *t = P("1*");
    for (size_t i = 0; i < d3.n; i++) {
        const cg_game *g = d3.g[i];
        if (cg_game_is_number(g))
            FAST_CHECK(overheat(g, P("1"), cg_game_zero(ctx)) == g, "%s from 1 to 0", F(g));
        FAST_CHECK(overheat(neg(g), s, t) == neg(overheat(g, s, t)), "-%s", F(g));
    }
}
END_TEST

static int is_uptimal(const cg_game *g)
{
    int yes = -1;
    ck_assert_int_eq(cg_game_is_uptimal(ctx, g, &yes), CG_OK);
    return yes;
}

/* The library's expansion of g (CG_OK or CG_EDOMAIN), checked to rebuild g. */
static int expansion(const cg_game *g, const cg_game **x, uint32_t *m, int64_t *a, size_t cap,
                     size_t *len)
{
    int rc = cg_game_uptimal_expansion(ctx, g, x, m, a, cap, len);
    FAST_CHECK(rc == CG_OK || rc == CG_EDOMAIN, "expansion(%s): %s", F(g), cg_strerror(rc));
    FAST_CHECK(is_uptimal(g) == (rc == CG_OK), "is_uptimal(%s)", F(g));
    if (rc == CG_OK) {
        FAST_CHECK(*len == 0 || a[*len - 1] != 0, "%s: a last coefficient 0", F(g));
        FAST_CHECK(cg_game_is_number(*x), "%s: the number part", F(g));
        const cg_game *back = oracle_uptimal(ctx, *x, *m, a, *len);
        FAST_CHECK(back == g, "%s: the expansion rebuilds %s", F(g), back ? F(back) : "nothing");
    }
    return rc;
}

/* All x + a_1.^ + a_2.^<2> + a_3.^<3> + *m - x, |a_i| <= 4, m <= 3, made by the
 * oracle: the uptimals a game born by day 3 can be, minus its number. */
typedef struct table {
    const cg_game *g[9 * 9 * 9 * 4];
    int64_t a[9 * 9 * 9 * 4][3];
    uint32_t m[9 * 9 * 9 * 4];
    size_t n;
} table;

static void build_table(table *tb)
{
    tb->n = 0;
    for (int a1 = -4; a1 <= 4; a1++)
        for (int a2 = -4; a2 <= 4; a2++)
            for (int a3 = -4; a3 <= 4; a3++)
                for (uint32_t m = 0; m < 4; m++) {
                    int64_t a[3] = { a1, a2, a3 };
                    const cg_game *g = oracle_uptimal(ctx, cg_game_zero(ctx), m, a, 3);
                    ck_assert_ptr_nonnull(g);
                    tb->g[tb->n] = g;
                    tb->m[tb->n] = m;
                    for (int i = 0; i < 3; i++)
                        tb->a[tb->n][i] = a[i];
                    tb->n++;
                }
}

START_TEST(expansions_of_every_day3_game)
{
    static pool d3;
    static table tb;
    build_table(&tb);
    born_by(&d3, 3);
    slowest slow = { 0, "" };
    size_t found = 0;
    for (size_t i = 0; i < d3.n; i++) {
        const cg_game *g = d3.g[i], *x = NULL;
        uint32_t m = 0;
        int64_t a[64];
        size_t len = 0;
        double t0 = now();
        int rc = cg_game_uptimal_expansion(ctx, g, &x, &m, a, 64, &len);
        char what[200];
        snprintf(what, sizeof what, "UptimalExpansion(%s)", F(g));
        note(&slow, now() - t0, what);
        ck_assert_int_eq(expansion(g, &x, &m, a, 64, &len), rc);
        /* The brute-force answer: g - (its stop) in the table. */
        int64_t ln, rn;
        uint32_t ll, rl;
        ck_assert_int_eq(cg_game_stops(g, &ln, &ll, &rn, &rl), CG_OK);
        size_t hit = tb.n;
        if (ln == rn && ll == rl) {
            const cg_game *stop;
            ck_assert_int_eq(cg_game_dyadic(ctx, ln, ll, &stop), CG_OK);
            const cg_game *d = diff(g, stop);
            for (size_t k = 0; k < tb.n && hit == tb.n; k++)
                if (tb.g[k] == d)
                    hit = k;
        }
        FAST_CHECK((hit < tb.n) == (rc == CG_OK), "%s: uptimal by brute force %d, library %d",
                   F(g), hit < tb.n, rc == CG_OK);
        if (hit < tb.n) {
            found++;
            FAST_CHECK(m == tb.m[hit] && len <= 3, "%s: *%u, %zu terms", F(g), m, len);
            for (size_t k = 0; k < 3; k++)
                FAST_CHECK((k < len ? a[k] : 0) == tb.a[hit][k], "%s: a_%zu", F(g), k + 1);
        }
    }
    printf("%zu of the 1474 day-3 games are uptimal\n", found);
    ck_assert_uint_gt(found, 50);
    ck_assert_uint_lt(found, d3.n);
    report("UptimalExpansion", &slow);
}
END_TEST

/* Random x + sum a_i.^<i> + *m built by the oracle: the library finds exactly
 * those parts. Also every game born by day 2. */
START_TEST(expansions_of_random_uptimals)
{
    static pool d2;
    born_by(&d2, 2);
    for (size_t i = 0; i < d2.n; i++) {
        const cg_game *x;
        uint32_t m;
        int64_t a[8];
        size_t len;
        expansion(d2.g[i], &x, &m, a, 8, &len);
    }
    const char *numbers[] = { "0", "1", "-1/2", "3/4", "-5", "17/8" };
    uint64_t state = 5;
    for (int k = 0; k < (quick() ? 40 : 200); k++) {
        int64_t want[6], got[8];
        size_t n = next(&state) % 7, len = 99;
        for (size_t i = 0; i < n; i++)
            want[i] = (int64_t)(next(&state) % 7) - 3;
        while (n > 0 && want[n - 1] == 0)
            n--;
        uint32_t m = (uint32_t)(next(&state) % 4), gm = 99;
        const cg_game *x = P(numbers[next(&state) % 6]), *gx = NULL;
        const cg_game *g = oracle_uptimal(ctx, x, m, want, n);
        ck_assert_ptr_nonnull(g);
        ck_assert_int_eq(expansion(g, &gx, &gm, got, 8, &len), CG_OK);
        FAST_CHECK(gx == x && gm == m && len == n, "%s: %s *%u %zu terms", F(g), F(gx), gm, len);
        for (size_t i = 0; i < n; i++)
            FAST_CHECK(got[i] == want[i], "%s: a_%zu = %lld, not %lld", F(g), i + 1,
                       (long long)got[i], (long long)want[i]);
    }
    /* A long one: ^<1> - ^<2> + ... up to ^<30>, and ^<200>. */
    int64_t want[30], got[30];
    for (int i = 0; i < 30; i++)
        want[i] = i % 2 ? -1 : 1;
    const cg_game *g = P("0"), *x;
    char text[32];
    for (int i = 0; i < 30; i++) {
        snprintf(text, sizeof text, "%s<%d>", want[i] > 0 ? "^" : "v", i + 1);
        g = sum(g, P(text));
    }
    uint32_t m;
    size_t len;
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, g, &x, &m, got, 30, &len), CG_OK);
    ck_assert_uint_eq(len, 30);
    for (int i = 0; i < 30; i++)
        ck_assert_int_eq(got[i], want[i]);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, P("^<200>*"), &x, &m, NULL, 0, &len),
                     CG_ERANGE);
    ck_assert_uint_eq(len, 200);
    ck_assert_uint_eq(m, 1);
}
END_TEST

/* A buffer too small: the first cap coefficients, *len the full count. Games
 * that are not uptimal: CG_EDOMAIN, nothing written. */
START_TEST(short_buffer_and_non_uptimal_games)
{
    const cg_game *x = NULL;
    uint32_t m = 7;
    int64_t a[3] = { 9, 9, 9 };
    size_t len = 0;
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, P("1/2+^[5]*"), &x, &m, a, 2, &len),
                     CG_ERANGE);
    ck_assert_uint_eq(len, 5);
    ck_assert_int_eq(a[0], 1);
    ck_assert_int_eq(a[1], 1);
    ck_assert_int_eq(a[2], 9);
    ck_assert_ptr_eq(x, P("1/2"));
    ck_assert_uint_eq(m, 1);
    const char *not_uptimal[] = { "{1|-1}", "{0||0|-1}", "{0|{0|-1}}", "{1|0}",
                                  "^+{1|-1}", "{0|-1}" };
    for (size_t i = 0; i < sizeof not_uptimal / sizeof *not_uptimal; i++) {
        const cg_game *sentinel = P("7");
        x = sentinel;
        m = 7;
        len = 99;
        a[0] = 9;
        int rc = cg_game_uptimal_expansion(ctx, P(not_uptimal[i]), &x, &m, a, 3, &len);
        ck_assert_msg(rc == CG_EDOMAIN, "%s: %d", not_uptimal[i], rc);
        ck_assert(x == sentinel && m == 7 && len == 99 && a[0] == 9);
        ck_assert_int_eq(is_uptimal(P(not_uptimal[i])), 0);
    }
    ck_assert_int_eq(is_uptimal(P("*5")), 1);
    ck_assert_int_eq(is_uptimal(P("{0|^}")), 1);   /* = ^^* */
    ck_assert_ptr_eq(P("{0|^}"), P("^^*"));
    ck_assert_int_eq(is_uptimal(P("-3/8")), 1);
    /* {0 | ^4096*} is ^4097*: past CG_GAME_MAX_UPS, so the proof's sums are
     * out of range, said as such rather than answered from a bound broken. */
    int yes = 7;
    ck_assert_int_eq(cg_game_is_uptimal(ctx, P("{0|^4096*}"), &yes), CG_ERANGE);
    ck_assert_int_eq(yes, 7);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "up multiples up to 4096"));
    len = 99;
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, P("{0|^4096*}"), &x, &m, a, 3, &len),
                     CG_ERANGE);
    ck_assert_int_eq(is_uptimal(P("{0|^4095*}")), 1);   /* = ^4096 */
}
END_TEST

START_TEST(bad_arguments)
{
    const cg_game *g = P("^"), *sentinel = P("7"), *out = sentinel, *foreign, *x = sentinel;
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    ck_assert_int_eq(cg_game_parse(other, "^", &foreign), CG_OK);
    ck_assert_int_eq(cg_game_pow(NULL, g, 2, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_pow(ctx, NULL, 2, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_pow(ctx, g, 2, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_pow(ctx, foreign, 2, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_pow(ctx, g, 0, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_pow(ctx, g, CG_GAME_MAX_UPS + 1, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_pow(ctx, P("{1|-1}"), 2, &out), CG_EINVAL);
    ck_assert_str_ne(cg_error_detail(), "");
    ck_assert_int_eq(cg_game_pow_to(NULL, g, 2, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_pow_to(ctx, NULL, 2, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_pow_to(ctx, g, 2, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_pow_to(ctx, foreign, 2, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_pow_to(ctx, g, CG_GAME_MAX_UPS + 1, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_overheat(NULL, g, g, g, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_overheat(ctx, NULL, g, g, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_overheat(ctx, g, NULL, g, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_overheat(ctx, g, g, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_overheat(ctx, g, g, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_overheat(ctx, foreign, g, g, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_overheat(ctx, g, foreign, g, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_overheat(ctx, g, g, foreign, &out), CG_EINVAL);
    ck_assert_ptr_eq(out, sentinel);
    uint32_t m = 7;
    int64_t a[2] = { 9, 9 };
    size_t len = 99;
    int yes = 7;
    ck_assert_int_eq(cg_game_uptimal_expansion(NULL, g, &x, &m, a, 2, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, NULL, &x, &m, a, 2, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, g, NULL, &m, a, 2, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, g, &x, NULL, a, 2, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, g, &x, &m, NULL, 2, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, g, &x, &m, a, 2, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, foreign, &x, &m, a, 2, &len), CG_EINVAL);
    ck_assert(x == sentinel && m == 7 && a[0] == 9 && len == 99);
    ck_assert_int_eq(cg_game_is_uptimal(NULL, g, &yes), CG_EINVAL);
    ck_assert_int_eq(cg_game_is_uptimal(ctx, NULL, &yes), CG_EINVAL);
    ck_assert_int_eq(cg_game_is_uptimal(ctx, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_is_uptimal(ctx, foreign, &yes), CG_EINVAL);
    ck_assert_int_eq(yes, 7);
    cg_ctx_free(other);
}
END_TEST

/* A small node limit stops each with CG_ELIMIT, out untouched; the context
 * works afterwards. */
START_TEST(node_limit)
{
    const cg_game *g = P("{2|{1|-1},*}"), *h = P("{0||0|-2}"), *sentinel = P("7");
    const cg_game *u = P("^<12>+v<7>+^<3>"), *out = sentinel, *x = sentinel;
    const cg_game *longest = P("^<4096>");
    uint32_t m = 7;
    size_t len = 99;
    int yes = 7;
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 3), CG_OK);
    ck_assert_int_eq(cg_game_pow_to(ctx, g, 40, &out), CG_ELIMIT);
    ck_assert_int_eq(cg_game_pow(ctx, h, 40, &out), CG_ELIMIT);
    ck_assert_int_eq(cg_game_overheat(ctx, P("{3||2*|1*}"), P("{2|{1|-1}}"), P("1*"), &out),
                     CG_ELIMIT);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, u, &x, &m, NULL, 0, &len), CG_ELIMIT);
    ck_assert_int_eq(cg_game_is_uptimal(ctx, u, &yes), CG_ELIMIT);
    ck_assert(out == sentinel && x == sentinel && m == 7 && len == 99 && yes == 7);
    /* A long expansion costs about its length squared in sums: the node
     * limit is what bounds it. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 100000), CG_OK);
    ck_assert_int_eq(cg_game_uptimal_expansion(ctx, longest, &x, &m, NULL, 0, &len), CG_ELIMIT);
    ck_assert(x == sentinel && m == 7 && len == 99);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_ptr_eq(pow_to(g, 40), oracle_pow_to(ctx, g, 40));
    ck_assert_int_eq(cg_game_is_uptimal(ctx, u, &yes), CG_OK);
    ck_assert_int_eq(yes, 1);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-uptimal");
    TCase *tc = tcase_create("uptimal");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, powers_match_the_definition);
    tcase_add_test(tc, up_powers_are_the_readers_uptimals);
    tcase_add_test(tc, published_powers);
    tcase_add_test(tc, overheating_matches_the_definition);
    tcase_add_test(tc, published_overheating_and_laws);
    tcase_add_test(tc, expansions_of_every_day3_game);
    tcase_add_test(tc, expansions_of_random_uptimals);
    tcase_add_test(tc, short_buffer_and_non_uptimal_games);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, node_limit);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
