/*
 * The companion (cg_game_companion), freezing (cg_game_freeze), cooling by
 * -1 < t < 0 (cg_game_cool since 1.3) and the walls of thermographs below 0
 * (cg_game_walls_at) against the naive oracle of
 * tests/oracle/thermal-ops-oracle.h on every game born by day 2 and on
 * day-3 games; the laws [CGT] proves (the companion is an involution that
 * preserves the order, cooling translates the thermograph); published
 * examples; bad arguments and the node limit. Each day-3 loop reports its
 * slowest case (the CPU time of the library's call, which the other users of
 * a shared machine do not inflate as they do wall-clock time) on stderr.
 */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "fast-check.h"
#include "run-suite.h"
#include "thermal-ops-oracle.h"

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

static cg_dyadic dy(int64_t num, uint32_t k)
{
    return (cg_dyadic){ num, k };
}

static int dy_eq(cg_dyadic a, cg_dyadic b)
{
    return a.num == b.num && a.log2_den == b.log2_den;
}

/* a - b as a double, exact for the small values of these tests. */
static double dval(cg_dyadic a)
{
    double d = (double)a.num;
    for (uint32_t i = 0; i < a.log2_den; i++)
        d /= 2;
    return d;
}

/* The slowest call of a day-3 loop. */
typedef struct slowest {
    double ms;
    char what[160];
} slowest;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void note(slowest *s, double ms, const cg_game *g, const char *extra)
{
    if (ms > s->ms) {
        s->ms = ms;
        snprintf(s->what, sizeof s->what, "%s%s", F(g), extra);
    }
}

static void report(const char *name, const slowest *s)
{
    fprintf(stderr, "slowest day-3 case of %s: %.3f ms (%s)\n", name, s->ms, s->what);
}

static const cg_game *companion(const cg_game *g)
{
    const cg_game *r = NULL;
    int rc = cg_game_companion(ctx, g, &r);
    ck_assert_msg(rc == CG_OK, "companion(%s): %s", F(g), cg_strerror(rc));
    return r;
}

static const cg_game *freeze(const cg_game *g)
{
    const cg_game *r = NULL;
    int rc = cg_game_freeze(ctx, g, &r);
    ck_assert_msg(rc == CG_OK, "freeze(%s): %s", F(g), cg_strerror(rc));
    return r;
}

static const cg_game *cool(const cg_game *g, cg_dyadic t)
{
    const cg_game *r = NULL;
    int rc = cg_game_cool(ctx, g, t, &r);
    ck_assert_msg(rc == CG_OK, "cool(%s, %lld/2^%u): %s", F(g), (long long)t.num, t.log2_den,
                  cg_strerror(rc));
    return r;
}

static void mean_temp(const cg_game *g, cg_dyadic *mean, cg_dyadic *temp)
{
    ck_assert_int_eq(cg_game_mean_temperature(ctx, g, mean, temp), CG_OK);
}

static int rel(const cg_game *a, const cg_game *b)
{
    int r;
    ck_assert_int_eq(cg_game_compare(ctx, a, b, &r), CG_OK);
    return r;
}

/* Temperatures below 0 where things happen for games born by day 3 (the
 * numbers' temperatures -1/2, -1/4, -1/8 and between) and a few above. */
static const cg_dyadic neg_ts[] = { { -1, 1 }, { -1, 2 }, { -3, 2 }, { -1, 3 }, { -7, 3 },
                                    { -5, 3 }, { -15, 4 }, { -1, 10 }, { -1023, 10 } };
#define N_NEG (sizeof neg_ts / sizeof neg_ts[0])

/* ---- the companion ---- */

static void check_companion(const cg_game *g, slowest *s)
{
    double t0 = now_ms();
    const cg_game *c = companion(g);
    if (s != NULL)
        note(s, now_ms() - t0, g, "");
    const cg_game *o = oracle_companion(ctx, g);
    FAST_CHECK(o != NULL, "oracle companion(%s) failed", F(g));
    FAST_CHECK(c == o, "companion(%s) = %s, the definition gives %s", F(g), F(c), F(o));
    FAST_CHECK(companion(c) == g, "companion(companion(%s)) = %s", F(g), F(companion(c)));
}

START_TEST(companion_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    for (size_t i = 0; i < day2.n; i++)
        check_companion(day2.g[i], NULL);
    born_by(&day3, 3);
    slowest s = { 0, "" };
    size_t step = quick() ? 7 : 1;
    for (size_t i = 0; i < day3.n; i += step)
        check_companion(day3.g[i], &s);
    report("cg_game_companion", &s);
}
END_TEST

/* [CGT] ch. III.2: on the games born by day n >= 1 the companion is a
 * lattice automorphism: G <= H iff G° <= H°, and it maps them onto
 * themselves, so it keeps the birthday (but for 0° = *, *° = 0). */
START_TEST(companion_is_an_order_automorphism)
{
    static pool day2, day3;
    born_by(&day2, 2);
    for (size_t i = 0; i < day2.n; i++) {
        const cg_game *gi = companion(day2.g[i]);
        uint32_t b1, b2;
        ck_assert_int_eq(cg_game_birthday(day2.g[i], &b1), CG_OK);
        ck_assert_int_eq(cg_game_birthday(gi, &b2), CG_OK);
        if (b1 >= 2)
            ck_assert_msg(b1 == b2, "birthday of companion(%s)", F(day2.g[i]));
        for (size_t j = 0; j < day2.n; j++)
            ck_assert_msg(rel(day2.g[i], day2.g[j]) == rel(gi, companion(day2.g[j])),
                          "order of %s, %s", F(day2.g[i]), F(day2.g[j]));
    }
    born_by(&day3, 3);
    uint64_t state = 2026;
    int pairs = quick() ? 300 : 3000;
    for (int k = 0; k < pairs; k++) {
        const cg_game *g = day3.g[next(&state) % day3.n], *h = day3.g[next(&state) % day3.n];
        FAST_CHECK(rel(g, h) == rel(companion(g), companion(h)), "order of %s, %s", F(g), F(h));
    }
    for (size_t i = 0; i < day3.n; i++) {
        uint32_t b1, b2;
        ck_assert_int_eq(cg_game_birthday(day3.g[i], &b1), CG_OK);
        ck_assert_int_eq(cg_game_birthday(companion(day3.g[i]), &b2), CG_OK);
        FAST_CHECK(b1 <= 1 || b1 == b2, "birthday of companion(%s)", F(day3.g[i]));
    }
}
END_TEST

/* [CGT] ch. III.2 and CGSuite's Companion: 0° = *, *° = 0, ^° = ^*,
 * (^*)° = ^, *m° = *m for m >= 2, numbers other than 0 fixed (5, -1/2, 25/16),
 * 9/8* and 6^* fixed. The shortcuts for numbers and n.up + *m against the
 * definition on values the oracle reaches. */
START_TEST(published_companions)
{
    ck_assert_ptr_eq(companion(P("0")), P("*"));
    ck_assert_ptr_eq(companion(P("*")), P("0"));
    ck_assert_ptr_eq(companion(P("^")), P("^*"));
    ck_assert_ptr_eq(companion(P("^*")), P("^"));
    ck_assert_ptr_eq(companion(P("*2")), P("*2"));
    ck_assert_ptr_eq(companion(P("*8")), P("*8"));
    ck_assert_ptr_eq(companion(P("5")), P("5"));
    ck_assert_ptr_eq(companion(P("-1/2")), P("-1/2"));
    ck_assert_ptr_eq(companion(P("25/16")), P("25/16"));
    ck_assert_ptr_eq(companion(P("9/8*")), P("9/8*"));
    ck_assert_ptr_eq(companion(P("6^*")), P("6^*"));
    ck_assert_ptr_eq(companion(P("{1|-1}")), P("{1|-1}"));
    ck_assert_ptr_eq(companion(P("{1|*}")), P("{1|0}"));
    /* Large values at once: 2^40, 1/2^100, 2^40 + ^, 1000 ups. */
    ck_assert_ptr_eq(companion(P("1099511627776")), P("1099511627776"));
    const cg_game *tiny, *up1000;
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 100, &tiny), CG_OK);
    ck_assert_ptr_eq(companion(tiny), tiny);
    ck_assert_ptr_eq(companion(P("1099511627776^")), P("1099511627776^"));
    ck_assert_int_eq(cg_game_up(ctx, 1000, &up1000), CG_OK);
    ck_assert_ptr_eq(companion(up1000), sum(up1000, P("*")));
    for (int64_t n = -6; n <= 6; n++)
        for (uint32_t m = 0; m <= 4; m++) {
            const cg_game *u, *s, *g;
            ck_assert_int_eq(cg_game_up(ctx, n, &u), CG_OK);
            ck_assert_int_eq(cg_game_nimber(ctx, m, &s), CG_OK);
            g = sum(u, s);
            ck_assert_msg(companion(g) == oracle_companion(ctx, g), "companion(%s)", F(g));
        }
    for (int64_t num = -40; num <= 40; num++)
        for (uint32_t k = 0; k <= 3; k++) {
            const cg_game *x;
            ck_assert_int_eq(cg_game_dyadic(ctx, num, k, &x), CG_OK);
            ck_assert_msg(companion(x) == oracle_companion(ctx, x), "companion(%s)", F(x));
        }
}
END_TEST

/* ---- freezing ---- */

static void check_freeze(const cg_game *g, slowest *s)
{
    double t0 = now_ms();
    const cg_game *f = freeze(g);
    if (s != NULL)
        note(s, now_ms() - t0, g, "");
    const cg_game *o = oracle_freeze(ctx, g);
    FAST_CHECK(o != NULL, "oracle freeze(%s) failed", F(g));
    FAST_CHECK(f == o, "freeze(%s) = %s, the definition gives %s", F(g), F(f), F(o));
    cg_dyadic mean, temp;
    mean_temp(g, &mean, &temp);
    if (cg_game_is_number(g)) {
        FAST_CHECK(f == g, "freeze(%s) = %s", F(g), F(f));
    } else {
        FAST_CHECK(f == cool(g, temp), "freeze(%s) is not g cooled by its temperature", F(g));
    }
    const cg_game *m;
    ck_assert_int_eq(cg_game_dyadic(ctx, mean.num, mean.log2_den, &m), CG_OK);
    FAST_CHECK(cg_game_is_infinitesimal(diff(f, m)), "freeze(%s) = %s, not infinitesimally close "
               "to the mean", F(g), F(f));
}

START_TEST(freeze_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    for (size_t i = 0; i < day2.n; i++)
        check_freeze(day2.g[i], NULL);
    born_by(&day3, 3);
    slowest s = { 0, "" };
    size_t step = quick() ? 7 : 1;
    for (size_t i = 0; i < day3.n; i += step)
        check_freeze(day3.g[i], &s);
    report("cg_game_freeze", &s);
}
END_TEST

/* Worked from the definition ([CGT] cooling; CGSuite's Freeze for
 * numbers and uptimals): {3 | 1} -> 2*, ±1 -> *, {2 | 0 || -1} (mean 0,
 * temperature 1) -> v, ^ and *2 themselves, numbers themselves. */
START_TEST(published_freezes)
{
    ck_assert_ptr_eq(freeze(P("{3|1}")), P("2*"));
    ck_assert_ptr_eq(freeze(P("{1|-1}")), P("*"));
    ck_assert_ptr_eq(freeze(P("{2|0||-1}")), P("v"));
    ck_assert_ptr_eq(freeze(P("^")), P("^"));
    ck_assert_ptr_eq(freeze(P("^[4]")), P("^[4]"));
    ck_assert_ptr_eq(freeze(P("*2")), P("*2"));
    ck_assert_ptr_eq(freeze(P("5")), P("5"));
    ck_assert_ptr_eq(freeze(P("-1/2")), P("-1/2"));
    ck_assert_ptr_eq(freeze(P("1099511627776")), P("1099511627776"));
}
END_TEST

/* ---- cooling below 0 ---- */

static void check_cool(const cg_game *g, cg_dyadic t, slowest *s)
{
    double t0 = now_ms();
    const cg_game *c = cool(g, t);
    if (s != NULL) {
        char extra[48];
        snprintf(extra, sizeof extra, " by %lld/2^%u", (long long)t.num, t.log2_den);
        note(s, now_ms() - t0, g, extra);
    }
    const cg_game *o = oracle_cool(ctx, g, t);
    FAST_CHECK(o != NULL, "oracle cool(%s) failed", F(g));
    FAST_CHECK(c == o, "%s cooled by %lld/2^%u = %s, the definition gives %s", F(g),
               (long long)t.num, t.log2_den, F(c), F(o));
    /* Cooling translates the thermograph: the mean stays; below G's
     * temperature T the cooled game has temperature T - t. */
    cg_dyadic m0, t0d, m1, t1;
    mean_temp(g, &m0, &t0d);
    mean_temp(c, &m1, &t1);
    FAST_CHECK(dy_eq(m0, m1), "%s cooled by %lld/2^%u: mean", F(g), (long long)t.num, t.log2_den);
    if (dval(t) < dval(t0d))
        FAST_CHECK(dval(t1) == dval(t0d) - dval(t), "%s cooled by %lld/2^%u: temperature",
                   F(g), (long long)t.num, t.log2_den);
}

START_TEST(negative_cooling_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    for (size_t i = 0; i < day2.n; i++)
        for (size_t k = 0; k < N_NEG; k++)
            check_cool(day2.g[i], neg_ts[k], NULL);
    born_by(&day3, 3);
    slowest s = { 0, "" };
    uint64_t state = 7;
    int cases = quick() ? 100 : 600;
    for (int k = 0; k < cases; k++)
        check_cool(day3.g[next(&state) % day3.n], neg_ts[next(&state) % N_NEG], &s);
    report("cg_game_cool (t < 0)", &s);
}
END_TEST

/* Worked from [CGT]'s definition: ±1 cooled by -1/2 is ±3/2, * by -1/2 is
 * ±1/2; 1/2 (temperature -1/2) is 1/2* at -1/2, {3/4 | 1/4} at -3/4 and
 * itself above -1/2; 3/4 is 3/4* at -1/4; integers never change. */
START_TEST(published_negative_cooling)
{
    ck_assert_ptr_eq(cool(P("{1|-1}"), dy(-1, 1)), P("{3/2|-3/2}"));
    ck_assert_ptr_eq(cool(P("*"), dy(-1, 1)), P("{1/2|-1/2}"));
    ck_assert_ptr_eq(cool(P("1/2"), dy(-1, 1)), P("1/2*"));
    ck_assert_ptr_eq(cool(P("1/2"), dy(-3, 2)), P("{3/4|1/4}"));
    ck_assert_ptr_eq(cool(P("1/2"), dy(-1, 2)), P("1/2"));
    ck_assert_ptr_eq(cool(P("3/4"), dy(-1, 2)), P("3/4*"));
    ck_assert_ptr_eq(cool(P("{3|1}"), dy(-1, 1)), P("{7/2|1/2}"));
    ck_assert_ptr_eq(cool(P("5"), dy(-1023, 10)), P("5"));
    ck_assert_ptr_eq(cool(P("-7"), dy(-1, 1)), P("-7"));
    /* Far from 0 the same, translated: 2^40 + 1/2 at -3/4. */
    ck_assert_ptr_eq(cool(P("1099511627776+1/2"), dy(-3, 2)),
                     sum(P("1099511627776"), P("{3/4|1/4}")));
    ck_assert_ptr_eq(cool(P("1099511627776"), dy(-3, 2)), P("1099511627776"));
    /* A fine denominator: 1/2^1000 opens below -1/2^1000, 1000 levels deep. */
    const cg_game *fine, *c;
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 1000, &fine), CG_OK);
    ck_assert_ptr_eq(cool(fine, dy(-1, 1)), oracle_cool(ctx, fine, dy(-1, 1)));
    cg_dyadic l, r;
    ck_assert_int_eq(cg_game_walls_at(ctx, fine, dy(-1, 1), &l, &r), CG_OK);
    ck_assert_int_eq(cg_game_cool(ctx, fine, dy(-1, 1), &c), CG_OK);
    cg_dyadic cl, cr;
    ck_assert_int_eq(cg_game_stop_values(c, &cl, &cr), CG_OK);
    ck_assert(dy_eq(l, cl) && dy_eq(r, cr));
    /* Not lowest terms: -2/4 is -1/2. */
    ck_assert_ptr_eq(cool(P("1/2"), dy(-2, 2)), P("1/2*"));
}
END_TEST

/* ---- walls below 0 ---- */

static void check_walls(const cg_game *g, cg_dyadic t, slowest *s)
{
    cg_dyadic l = { 99, 0 }, r = { 99, 0 }, ol, orr;
    double t0 = now_ms();
    int rc = cg_game_walls_at(ctx, g, t, &l, &r);
    if (s != NULL) {
        char extra[48];
        snprintf(extra, sizeof extra, " at %lld/2^%u", (long long)t.num, t.log2_den);
        note(s, now_ms() - t0, g, extra);
    }
    FAST_CHECK(rc == CG_OK, "walls of %s: %s", F(g), cg_strerror(rc));
    FAST_CHECK(oracle_walls_at(ctx, g, t, &ol, &orr), "oracle walls of %s failed", F(g));
    FAST_CHECK(dy_eq(l, ol) && dy_eq(r, orr), "walls of %s at %lld/2^%u: %lld/2^%u, %lld/2^%u; "
               "the stops of the cooled game are %lld/2^%u, %lld/2^%u", F(g), (long long)t.num,
               t.log2_den, (long long)l.num, l.log2_den, (long long)r.num, r.log2_den,
               (long long)ol.num, ol.log2_den, (long long)orr.num, orr.log2_den);
    if (t.num >= 0) {
        cg_thermograph *th;
        cg_dyadic tl, tr;
        ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), CG_OK);
        ck_assert_int_eq(cg_thermograph_wall_at(th, CG_LEFT, t, &tl), CG_OK);
        ck_assert_int_eq(cg_thermograph_wall_at(th, CG_RIGHT, t, &tr), CG_OK);
        cg_thermograph_free(th);
        FAST_CHECK(dy_eq(l, tl) && dy_eq(r, tr), "walls of %s differ from the thermograph's",
                   F(g));
    }
}

/* The grid: every temperature of neg_ts, 0 and a few above. */
static void check_walls_grid(const cg_game *g, slowest *s)
{
    static const cg_dyadic pos[] = { { 0, 0 }, { 1, 2 }, { 1, 1 }, { 3, 1 } };
    double last_width = 1e300;
    /* In increasing t: LW - RW never grows. */
    cg_dyadic ts[N_NEG + 4];
    size_t n = 0;
    static const int order[] = { 8, 6, 4, 2, 5, 0, 1, 3, 7 };   /* neg_ts ascending */
    for (size_t k = 0; k < N_NEG; k++)
        ts[n++] = neg_ts[order[k]];
    for (size_t k = 0; k < 4; k++)
        ts[n++] = pos[k];
    for (size_t k = 0; k < n; k++) {
        check_walls(g, ts[k], s);
        if (k > 0)
            ck_assert(dval(ts[k - 1]) < dval(ts[k]));
        cg_dyadic l, r;
        ck_assert_int_eq(cg_game_walls_at(ctx, g, ts[k], &l, &r), CG_OK);
        double width = dval(l) - dval(r);
        FAST_CHECK(width >= 0 && width <= last_width, "walls of %s widen at %g", F(g),
                   dval(ts[k]));
        last_width = width;
    }
}

START_TEST(walls_match_the_stops_of_the_cooled_game)
{
    static pool day2, day3;
    born_by(&day2, 2);
    for (size_t i = 0; i < day2.n; i++)
        check_walls_grid(day2.g[i], NULL);
    born_by(&day3, 3);
    slowest s = { 0, "" };
    uint64_t state = 11;
    int cases = quick() ? 40 : 300;
    for (int k = 0; k < cases; k++)
        check_walls_grid(day3.g[next(&state) % day3.n], &s);
    report("cg_game_walls_at", &s);
}
END_TEST

/* [CGT]: a number m/2^k is its mast down to -1/2^k and opens below;
 * worked values. */
START_TEST(published_walls)
{
    cg_dyadic l, r;
    ck_assert_int_eq(cg_game_walls_at(ctx, P("1/2"), dy(-3, 2), &l, &r), CG_OK);
    ck_assert(dy_eq(l, dy(3, 2)) && dy_eq(r, dy(1, 2)));
    ck_assert_int_eq(cg_game_walls_at(ctx, P("1/2"), dy(-1, 1), &l, &r), CG_OK);
    ck_assert(dy_eq(l, dy(1, 1)) && dy_eq(r, dy(1, 1)));
    ck_assert_int_eq(cg_game_walls_at(ctx, P("{1|-1}"), dy(-1, 1), &l, &r), CG_OK);
    ck_assert(dy_eq(l, dy(3, 1)) && dy_eq(r, dy(-3, 1)));
    ck_assert_int_eq(cg_game_walls_at(ctx, P("*"), dy(-1, 1), &l, &r), CG_OK);
    ck_assert(dy_eq(l, dy(1, 1)) && dy_eq(r, dy(-1, 1)));
    ck_assert_int_eq(cg_game_walls_at(ctx, P("5"), dy(-1023, 10), &l, &r), CG_OK);
    ck_assert(dy_eq(l, dy(5, 0)) && dy_eq(r, dy(5, 0)));
    ck_assert_int_eq(cg_game_walls_at(ctx, P("{3|1}"), dy(2, 0), &l, &r), CG_OK);
    ck_assert(dy_eq(l, dy(2, 0)) && dy_eq(r, dy(2, 0)));
    /* NULL outs are allowed. */
    ck_assert_int_eq(cg_game_walls_at(ctx, P("{3|1}"), dy(-1, 1), NULL, &r), CG_OK);
    ck_assert(dy_eq(r, dy(1, 1)));
    ck_assert_int_eq(cg_game_walls_at(ctx, P("{3|1}"), dy(-1, 1), &l, NULL), CG_OK);
    ck_assert(dy_eq(l, dy(7, 1)));
}
END_TEST

/* ---- bad arguments and limits ---- */

START_TEST(bad_arguments)
{
    const cg_game *g = P("{1|*}"), *sentinel = P("7"), *out = sentinel;
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    const cg_game *foreign;
    ck_assert_int_eq(cg_game_parse(other, "{1|*}", &foreign), CG_OK);
    ck_assert_int_eq(cg_game_companion(NULL, g, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_companion(ctx, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_companion(ctx, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_companion(ctx, foreign, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_freeze(NULL, g, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_freeze(ctx, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_freeze(ctx, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_freeze(ctx, foreign, &out), CG_EINVAL);
    /* t <= -1, in any terms; a denominator past the range. */
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(-1, 0), &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(-2, 1), &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(-3, 1), &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, P("5"), dy(-5, 0), &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, foreign, dy(-1, 1), &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(-1, CG_GAME_MAX_LOG2_DEN + 1), &out), CG_ERANGE);
    ck_assert_ptr_eq(out, sentinel);
    cg_dyadic l = { 42, 0 }, r = { 43, 0 };
    ck_assert_int_eq(cg_game_walls_at(NULL, g, dy(-1, 1), &l, &r), CG_EINVAL);
    ck_assert_int_eq(cg_game_walls_at(ctx, NULL, dy(-1, 1), &l, &r), CG_EINVAL);
    ck_assert_int_eq(cg_game_walls_at(ctx, foreign, dy(-1, 1), &l, &r), CG_EINVAL);
    ck_assert_int_eq(cg_game_walls_at(ctx, g, dy(-1, 0), &l, &r), CG_EINVAL);
    ck_assert_int_eq(cg_game_walls_at(ctx, g, dy(-4, 2), &l, &r), CG_EINVAL);
    ck_assert_int_eq(cg_game_walls_at(ctx, g, dy(1, CG_GAME_MAX_LOG2_DEN + 1), &l, &r),
                     CG_ERANGE);
    ck_assert(l.num == 42 && r.num == 43);
    cg_ctx_free(other);
}
END_TEST

/* A small node limit stops each call on a day-3 sum with CG_ELIMIT, out
 * untouched, in a fresh context (nothing cached); the context works after. */
START_TEST(node_limit)
{
    for (int which = 0; which < 4; which++) {
        cg_ctx *c;
        ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
        const cg_game *g, *out = NULL, *again = NULL;
        ck_assert_int_eq(cg_game_parse(c, "{{3|1},1*|{-1|-3},*2}+{2|{1|-1},*}", &g), CG_OK);
        cg_dyadic l = { 42, 0 }, r = { 43, 0 };
        ck_assert_int_eq(cg_ctx_set_node_limit(c, 2), CG_OK);
        int rc = which == 0   ? cg_game_companion(c, g, &out)
                 : which == 1 ? cg_game_freeze(c, g, &out)
                 : which == 2 ? cg_game_cool(c, g, dy(-1, 1), &out)
                              : cg_game_walls_at(c, g, dy(-1, 1), &l, &r);
        ck_assert_msg(rc == CG_ELIMIT, "function %d: %s", which, cg_strerror(rc));
        ck_assert_ptr_null(out);
        ck_assert(l.num == 42 && r.num == 43);
        ck_assert_int_eq(cg_ctx_set_node_limit(c, 0), CG_OK);
        rc = which == 0   ? cg_game_companion(c, g, &again)
             : which == 1 ? cg_game_freeze(c, g, &again)
             : which == 2 ? cg_game_cool(c, g, dy(-1, 1), &again)
                          : cg_game_walls_at(c, g, dy(-1, 1), &l, &r);
        ck_assert_int_eq(rc, CG_OK);
        if (which == 0)
            ck_assert_ptr_eq(again, oracle_companion(c, g));
        if (which == 2)
            ck_assert_ptr_eq(again, oracle_cool(c, g, dy(-1, 1)));
        cg_ctx_free(c);
    }
}
END_TEST

/* A game born after day CG_GAME_MAX_RECURSION ({g | -1} nested 5 times more,
 * a new birthday each time) is refused with CG_ELIMIT and a detail by the recursions, not
 * by the C stack; 300 levels work and agree with the oracle. */
START_TEST(depth_cap)
{
    const cg_game *g = cg_game_zero(ctx), *m1 = P("-1"), *deep = NULL, *out;
    for (int i = 0; i < CG_GAME_MAX_RECURSION + 5; i++) {
        const cg_game *L[1] = { g }, *R[1] = { m1 };
        ck_assert_int_eq(cg_game_new(ctx, L, 1, R, 1, &g), CG_OK);
        if (i == 299)
            deep = g;
    }
    uint32_t b;
    ck_assert_int_eq(cg_game_birthday(g, &b), CG_OK);
    ck_assert_uint_gt(b, CG_GAME_MAX_RECURSION);
    cg_dyadic l, r;
    ck_assert_int_eq(cg_game_companion(ctx, g, &out), CG_ELIMIT);
    ck_assert_ptr_nonnull(cg_error_detail());
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(-1, 1), &out), CG_ELIMIT);
    ck_assert_int_eq(cg_game_walls_at(ctx, g, dy(-1, 1), &l, &r), CG_ELIMIT);
    ck_assert_int_eq(cg_game_freeze(ctx, g, &out), CG_ELIMIT);
    ck_assert_ptr_eq(companion(deep), oracle_companion(ctx, deep));
    ck_assert_ptr_eq(cool(deep, dy(-1, 1)), oracle_cool(ctx, deep, dy(-1, 1)));
    ck_assert_ptr_eq(freeze(deep), oracle_freeze(ctx, deep));
    cg_dyadic ol, orr;
    ck_assert_int_eq(cg_game_walls_at(ctx, deep, dy(-1, 1), &l, &r), CG_OK);
    ck_assert(oracle_walls_at(ctx, deep, dy(-1, 1), &ol, &orr));
    ck_assert(dy_eq(l, ol) && dy_eq(r, orr));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-thermal-ops");
    TCase *tc = tcase_create("thermal-ops");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, companion_matches_the_definition);
    tcase_add_test(tc, companion_is_an_order_automorphism);
    tcase_add_test(tc, published_companions);
    tcase_add_test(tc, freeze_matches_the_definition);
    tcase_add_test(tc, published_freezes);
    tcase_add_test(tc, negative_cooling_matches_the_definition);
    tcase_add_test(tc, published_negative_cooling);
    tcase_add_test(tc, walls_match_the_stops_of_the_cooled_game);
    tcase_add_test(tc, published_walls);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, node_limit);
    tcase_add_test(tc, depth_cap);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
