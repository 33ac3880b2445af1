/* Thermographs, cooling, orthodox moves and the thermal predicates
 * (thermal.h), against the naive thermograph oracle on game trees: every game
 * born by day 3, random games born on day 4 with any options (dominated and
 * reversible ones too: a thermograph is a function of the value), random
 * forms, and sums of day-3 games played as explicit trees. */
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "fault-alloc.h"
#include "partizan-tests.h"
#include "partizan-games.h"
#include "thermograph-oracle.h"

static opool *trees;

static void setup(void)
{
    partizan_setup();
    trees = opool_new();
}

static void teardown(void)
{
    partizan_teardown();
    opool_free(trees);
    trees = NULL;
}

static orat rat_of(cg_dyadic d)
{
    return orat_make(d.num, (oint)1 << d.log2_den);
}

static cg_dyadic dy(int64_t num, uint32_t k)
{
    cg_dyadic d = { num, k };
    return d;
}

/* ---- games <-> trees ---- */

/* The tree of a canonical game, each game converted once (a pointer map). */
typedef struct tree_memo {
    const cg_game **keys;
    otree **vals;
    size_t cap, n;
} tree_memo;

static tree_memo memo;

static size_t slot_of(const cg_game *g)
{
    size_t i = ((uintptr_t)g >> 4) * 0x9E3779B97F4A7C15ull & (memo.cap - 1);
    while (memo.keys[i] != NULL && memo.keys[i] != g)
        i = (i + 1) & (memo.cap - 1);
    return i;
}

static void memo_reset(void)
{
    free(memo.keys);
    free(memo.vals);
    memo.cap = 1 << 16;
    memo.n = 0;
    memo.keys = calloc(memo.cap, sizeof *memo.keys);
    memo.vals = calloc(memo.cap, sizeof *memo.vals);
    ck_assert(memo.keys != NULL && memo.vals != NULL);
}

static otree *tree_of(const cg_game *g)
{
    size_t i = slot_of(g);
    if (memo.keys[i] == g)
        return memo.vals[i];
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    otree **opt = malloc((nl + nr + 1) * sizeof *opt);
    ck_assert(opt != NULL);
    for (size_t k = 0; k < nl; k++)
        opt[k] = tree_of(cg_game_left(g, k));
    for (size_t k = 0; k < nr; k++)
        opt[nl + k] = tree_of(cg_game_right(g, k));
    otree *t = otree_new(trees, opt, nl, opt + nl, nr);
    free(opt);
    ck_assert_uint_lt(2 * (memo.n + 1), memo.cap);
    i = slot_of(g);
    memo.keys[i] = g;
    memo.vals[i] = t;
    memo.n++;
    return t;
}

/* The canonical game of a tree, by cg_game_new from the leaves up. */
static const cg_game **game_memo;
static size_t game_memo_cap;

static const cg_game *game_of(otree *t)
{
    if (t->id >= game_memo_cap) {
        size_t cap = 2 * (t->id + 1);
        const cg_game **m = realloc(game_memo, cap * sizeof *m);
        ck_assert(m != NULL);
        memset(m + game_memo_cap, 0, (cap - game_memo_cap) * sizeof *m);
        game_memo = m;
        game_memo_cap = cap;
    }
    if (game_memo[t->id] != NULL)
        return game_memo[t->id];
    const cg_game **opt = malloc((t->nl + t->nr + 1) * sizeof *opt);
    ck_assert(opt != NULL);
    for (size_t k = 0; k < t->nl + t->nr; k++)
        opt[k] = game_of(t->opt[k]);
    const cg_game *g;
    ck_assert_int_eq(cg_game_new(ctx, opt, t->nl, opt + t->nl, t->nr, &g), CG_OK);
    free(opt);
    game_memo[t->id] = g;
    return g;
}

static void game_memo_reset(void)
{
    free(game_memo);
    game_memo = NULL;
    game_memo_cap = 0;
}

/* ---- the comparison ---- */

/* The shape thermal.h documents for a wall: first point (0, stop), last point
 * the mast's foot (max(temperature, 0), mean) with slope 0, and no point in
 * between where the slope stays the same (the foot may follow a segment of
 * slope 0: it ends the wall, it is not a bend). Returns the slope of the last
 * segment before the foot, or 2 for a wall that is the mast alone. */
static int check_wall_shape(const cg_thermograph *th, cg_side side, const cg_game *g, const char *what)
{
    cg_dyadic mean, temp, t, v;
    int s, prev = 2;
    ck_assert_int_eq(cg_thermograph_mean_temperature(th, &mean, &temp), CG_OK);
    orat foot = temp.num > 0 ? rat_of(temp) : orat_make(0, 1);
    const char *name = side == CG_LEFT ? "Left" : "Right";
    size_t n = cg_thermograph_wall_size(th, side);
    FAST_CHECK(n >= 1 && (n == 1) == (orat_sign(foot) == 0), "%s %s: %s wall of %zu points", what,
               F(g), name, n);
    cg_dyadic stop[2];
    ck_assert_int_eq(cg_game_stop_values(g, &stop[0], &stop[1]), CG_OK);
    ck_assert_int_eq(cg_thermograph_wall_point(th, side, 0, &t, &v, NULL), CG_OK);
    FAST_CHECK(t.num == 0 && orat_cmp(rat_of(v), rat_of(stop[side])) == 0,
               "%s %s: %s wall starts at t = %lld/2^%u, value %lld/2^%u, not the stop at 0", what,
               F(g), name, (long long)t.num, t.log2_den, (long long)v.num, v.log2_den);
    for (size_t i = 0; i + 1 < n; i++) {
        ck_assert_int_eq(cg_thermograph_wall_point(th, side, i, NULL, NULL, &s), CG_OK);
        FAST_CHECK(i == 0 || s != prev, "%s %s: %s wall, point %zu does not change the slope %d",
                   what, F(g), name, i, s);
        prev = s;
    }
    ck_assert_int_eq(cg_thermograph_wall_point(th, side, n - 1, &t, &v, &s), CG_OK);
    FAST_CHECK(orat_cmp(rat_of(t), foot) == 0 && orat_cmp(rat_of(v), rat_of(mean)) == 0 && s == 0,
               "%s %s: %s wall ends at %lld/2^%u, value %lld/2^%u, slope %d: not the mast's foot",
               what, F(g), name, (long long)t.num, t.log2_den, (long long)v.num, v.log2_den, s);
    return prev;
}

/* The library's thermograph of g against the oracle's of tree t (a form of the
 * same value): walls equal at every breakpoint of either and beyond, the mean
 * equal, the temperature equal (numbers: the oracle either recognised the
 * number, or walled it by the formula with temperature 0). The library's wall
 * data must be well formed: t_0 = 0, increasing, slopes as stated between
 * points, allowed slopes, the shape of check_wall_shape(). */
static void check_against_oracle(const cg_game *g, otree *t, const char *what)
{
    cg_thermograph *th;
    ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), CG_OK);
    const otherm *o = oracle_thermograph(trees, t);
    cg_dyadic mean, temp;
    ck_assert_int_eq(cg_thermograph_mean_temperature(th, &mean, &temp), CG_OK);
    FAST_CHECK(orat_cmp(rat_of(mean), o->mean) == 0, "%s %s: mean", what, F(g));
    int number = cg_game_is_number(g);
    if (number && !o->is_number)
        FAST_CHECK(o->temp.n == 0, "%s %s: number walled above 0", what, F(g));
    else
        FAST_CHECK(orat_cmp(rat_of(temp), o->temp) == 0 && number == o->is_number,
                   "%s %s: temperature %lld/2^%u", what, F(g), (long long)temp.num, temp.log2_den);
    for (int side = 0; side < 2; side++) {
        size_t n = cg_thermograph_wall_size(th, (cg_side)side);
        FAST_CHECK(n >= 1, "%s: empty wall", what);
        orat last_t = orat_make(0, 1);
        for (size_t i = 0; i < n; i++) {
            cg_dyadic pt, pv;
            int s;
            ck_assert_int_eq(cg_thermograph_wall_point(th, (cg_side)side, i, &pt, &pv, &s), CG_OK);
            orat at = rat_of(pt);
            FAST_CHECK(i == 0 ? at.n == 0 : orat_cmp(at, last_t) > 0, "%s %s: points out of order",
                       what, F(g));
            FAST_CHECK(orat_cmp(rat_of(pv), owall_at(&o->wall[side], at)) == 0,
                       "%s %s: %s wall at point %zu", what, F(g), side ? "Right" : "Left", i);
            int allowed = side == 0 ? (s == 0 || s == -1) : (s == 0 || s == 1);
            FAST_CHECK(allowed && (i + 1 < n || s == 0), "%s %s: slope %d", what, F(g), s);
            if (i > 0) {
                int prev;
                cg_dyadic qt, qv;
                ck_assert_int_eq(cg_thermograph_wall_point(th, (cg_side)side, i - 1, &qt, &qv, &prev),
                                 CG_OK);
                /* value_i = value_(i-1) + slope_(i-1) * (t_i - t_(i-1)) */
                orat expect = orat_add(rat_of(qv), orat_make(prev * (orat_sub(at, rat_of(qt))).n,
                                                             orat_sub(at, rat_of(qt)).d));
                FAST_CHECK(orat_cmp(expect, rat_of(pv)) == 0, "%s %s: slope before point %zu", what,
                           F(g), i);
            }
            /* Midway to the next point and beyond the last, through wall_at. */
            cg_dyadic mid;
            if (i + 1 < n) {
                cg_dyadic nt;
                ck_assert_int_eq(cg_thermograph_wall_point(th, (cg_side)side, i + 1, &nt, NULL, NULL),
                                 CG_OK);
                orat m = orat_make(rat_of(pt).n * rat_of(nt).d + rat_of(nt).n * rat_of(pt).d,
                                   2 * rat_of(pt).d * rat_of(nt).d);
                int64_t num = (int64_t)m.n;
                uint32_t k = 0;
                while (((oint)1 << k) < m.d)
                    k++;
                mid = dy(num, k);
            } else {
                mid = dy(pt.num + 3 * ((int64_t)1 << pt.log2_den), pt.log2_den);   /* t + 3 */
            }
            cg_dyadic v;
            ck_assert_int_eq(cg_thermograph_wall_at(th, (cg_side)side, mid, &v), CG_OK);
            FAST_CHECK(orat_cmp(rat_of(v), owall_at(&o->wall[side], rat_of(mid))) == 0,
                       "%s %s: %s wall after point %zu", what, F(g), side ? "Right" : "Left", i);
            last_t = at;
        }
    }
    check_wall_shape(th, CG_LEFT, g, what);
    check_wall_shape(th, CG_RIGHT, g, what);
    /* The 1.0 call agrees with the thermograph. */
    int64_t mn, tn;
    uint32_t mk, tk;
    ck_assert_int_eq(cg_game_thermal(ctx, g, &mn, &mk, &tn, &tk), CG_OK);
    FAST_CHECK(mn == mean.num && mk == mean.log2_den && tn == temp.num && tk == temp.log2_den,
               "%s: cg_game_thermal differs", what);
    cg_thermograph_free(th);
}

static void mean_temp(const cg_game *g, cg_dyadic *mean, cg_dyadic *temp)
{
    cg_thermograph *th;
    ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), CG_OK);
    ck_assert_int_eq(cg_thermograph_mean_temperature(th, mean, temp), CG_OK);
    cg_thermograph_free(th);
}

/* ---- games to test ---- */

static pool games;

static void load_day3(void)
{
    born_by(&games, 3);
}

static const cg_game *random_day3(void)
{
    return games.g[(size_t)rand() % games.n];
}

/* ---- tests ---- */

START_TEST(published_and_hand_worked_values)
{
    static const struct {
        const char *game;
        int64_t mean_num;
        uint32_t mean_k;
        int64_t temp_num;
        uint32_t temp_k;
    } cases[] = {
        /* Worked by hand from the definition (the 1.0 release got these wrong). */
        { "{1|*||-1/2|||-1,{*|-1}|-2}", -1, 1, 1, 1 },
        { "{2|*,{1|*}||{0|-2},{-1/2|-1*}}", 0, 0, 3, 2 },
        { "{2|1/2,+-1||^*,{1|0,*}|-2}", 1, 1, 1, 1 },
        /* Winning Ways: {2||1|0} has mean 5/4 and temperature 3/4. */
        { "{2||1|0}", 5, 2, 3, 2 },
        { "+-1", 0, 0, 1, 0 },
        { "{3|1}", 2, 0, 1, 0 },
        { "*", 0, 0, 0, 0 },
        { "^*", 0, 0, 0, 0 },
        { "3/4", 3, 2, -1, 2 },
        { "-5", -5, 0, -1, 0 },
        { "{1|0}+{1|0}", 1, 0, -1, 0 },   /* = 1 */
        { "{2|1}+{3/2|1/2}", 5, 1, -1, 1 },   /* = 5/2 */
        { "{4|0}+{2|1}", 7, 1, 2, 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cg_dyadic mean, temp;
        mean_temp(P(cases[i].game), &mean, &temp);
        ck_assert_msg(mean.num == cases[i].mean_num && mean.log2_den == cases[i].mean_k &&
                          temp.num == cases[i].temp_num && temp.log2_den == cases[i].temp_k,
                      "%s: mean %lld/2^%u temperature %lld/2^%u", cases[i].game,
                      (long long)mean.num, mean.log2_den, (long long)temp.num, temp.log2_den);
    }
    /* The walls of {2||1|0}: Left 2 - t up to 3/4; Right 1, then 1/2 + t from
     * t = 1/2; the mast 5/4 from 3/4. */
    cg_thermograph *th;
    ck_assert_int_eq(cg_game_thermograph(ctx, P("{2||1|0}"), &th), CG_OK);
    ck_assert_uint_eq(cg_thermograph_wall_size(th, CG_LEFT), 2);
    ck_assert_uint_eq(cg_thermograph_wall_size(th, CG_RIGHT), 3);
    cg_dyadic t, v;
    int s;
    ck_assert_int_eq(cg_thermograph_wall_point(th, CG_RIGHT, 1, &t, &v, &s), CG_OK);
    ck_assert(t.num == 1 && t.log2_den == 1 && v.num == 1 && v.log2_den == 0 && s == 1);
    ck_assert_int_eq(cg_thermograph_wall_point(th, CG_LEFT, 0, &t, &v, &s), CG_OK);
    ck_assert(t.num == 0 && v.num == 2 && s == -1);
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_LEFT, dy(1, 1), &v), CG_OK);
    ck_assert(v.num == 3 && v.log2_den == 1);
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_RIGHT, dy(100, 0), &v), CG_OK);
    ck_assert(v.num == 5 && v.log2_den == 2);
    cg_thermograph_free(th);
    cg_thermograph_free(NULL);
}
END_TEST

START_TEST(every_game_born_by_day_3_matches_the_oracle)
{
    memo_reset();
    load_day3();
    for (size_t i = 0; i < games.n; i++)
        check_against_oracle(games.g[i], tree_of(games.g[i]), "day 3");
}
END_TEST

/* Every wall of every day-3 game has the documented shape (check_wall_shape())
 * and the oracle's values at each of its points. 122 of the 2948 walls reach
 * the mean below the temperature and come up to the mast at slope 0: their
 * list ended at that earlier point (at t = 0 for the Left wall of
 * {0,*,{1|0,*}|{0|-1},-1/2}) instead of at the mast's foot. */
START_TEST(day_3_walls_end_at_the_mast_without_redundant_points)
{
    memo_reset();
    load_day3();
    size_t walls = 0, flat_into_mast = 0;
    for (size_t i = 0; i < games.n; i++) {
        const cg_game *g = games.g[i];
        const otherm *o = oracle_thermograph(trees, tree_of(g));
        cg_thermograph *th;
        ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), CG_OK);
        for (int side = 0; side < 2; side++) {
            walls++;
            flat_into_mast += check_wall_shape(th, (cg_side)side, g, "day 3") == 0;
            for (size_t k = 0; k < cg_thermograph_wall_size(th, (cg_side)side); k++) {
                cg_dyadic t, v;
                ck_assert_int_eq(cg_thermograph_wall_point(th, (cg_side)side, k, &t, &v, NULL), CG_OK);
                FAST_CHECK(orat_cmp(rat_of(v), owall_at(&o->wall[side], rat_of(t))) == 0,
                           "day 3 %s: %s wall at point %zu", F(g), side ? "Right" : "Left", k);
            }
        }
        cg_thermograph_free(th);
    }
    ck_assert_uint_eq(walls, 2948);
    ck_assert_uint_eq(flat_into_mast, 122);
    /* The example: Left wall 0 from t = 0, the mast 0 from t = 1/2. */
    cg_thermograph *th;
    cg_dyadic t, v;
    int s;
    ck_assert_int_eq(cg_game_thermograph(ctx, P("{0,*,{1|0,*}|{0|-1},-1/2}"), &th), CG_OK);
    ck_assert_uint_eq(cg_thermograph_wall_size(th, CG_LEFT), 2);
    ck_assert_int_eq(cg_thermograph_wall_point(th, CG_LEFT, 0, &t, &v, &s), CG_OK);
    ck_assert(t.num == 0 && v.num == 0 && s == 0);
    ck_assert_int_eq(cg_thermograph_wall_point(th, CG_LEFT, 1, &t, &v, &s), CG_OK);
    ck_assert(t.num == 1 && t.log2_den == 1 && v.num == 0 && s == 0);
    ck_assert_uint_eq(cg_thermograph_wall_size(th, CG_RIGHT), 2);
    ck_assert_int_eq(cg_thermograph_wall_point(th, CG_RIGHT, 0, &t, &v, &s), CG_OK);
    ck_assert(t.num == 0 && v.num == -1 && v.log2_den == 1 && s == 1);
    cg_thermograph_free(th);
}
END_TEST

/* {L | R} with 1..4 options a side drawn from the day-3 games, repeats and
 * dominated options allowed: the oracle walls the raw tree, the library its
 * canonical form. */
START_TEST(random_day_4_games_match_the_oracle)
{
    memo_reset();
    load_day3();
    srand(4);
    const int count = quick() ? 2000 : 20000;
    for (int c = 0; c < count; c++) {
        const cg_game *l[4], *r[4];
        otree *tl[4], *tr[4];
        size_t nl = 1 + (size_t)rand() % 4, nr = 1 + (size_t)rand() % 4;
        for (size_t i = 0; i < nl; i++)
            tl[i] = tree_of(l[i] = random_day3());
        for (size_t i = 0; i < nr; i++)
            tr[i] = tree_of(r[i] = random_day3());
        const cg_game *g;
        ck_assert_int_eq(cg_game_new(ctx, l, nl, r, nr, &g), CG_OK);
        check_against_oracle(g, otree_new(trees, tl, nl, tr, nr), "day 4");
    }
}
END_TEST

/* Forms built at random from smaller random forms, not from canonical games:
 * numbers in disguise ({-1|1}, {*|*}), reversible options, one-sided forms. */
static otree *random_form(int depth)
{
    if (depth == 0 || rand() % 5 == 0)
        return otree_number(trees, rand() % 5 - 2, (unsigned)(rand() % 2));
    otree *opt[6];
    size_t nl = (size_t)rand() % 4, nr = (size_t)rand() % 4;
    for (size_t i = 0; i < nl + nr; i++)
        opt[i] = random_form(depth - 1);
    return otree_new(trees, opt, nl, opt + nl, nr);
}

START_TEST(random_forms_match_the_oracle)
{
    srand(11);
    game_memo_reset();
    const int count = quick() ? 300 : 3000;
    for (int c = 0; c < count; c++) {
        otree *t = random_form(3);
        check_against_oracle(game_of(t), t, "form");
    }
    game_memo_reset();
}
END_TEST

/* Sums of 2 to 4 day-3 games: the library's canonical sum against the oracle
 * on the explicit tree of the sum. */
START_TEST(sums_of_day_3_games_match_the_oracle)
{
    memo_reset();
    load_day3();
    srand(7);
    static const int per_size[] = { 0, 0, 400, 80, 12 };
    for (int parts = 2; parts <= 4; parts++) {
        int count = quick() ? per_size[parts] / 8 + 1 : per_size[parts];
        for (int c = 0; c < count; c++) {
            const cg_game *g = random_day3();
            otree *t = tree_of(g);
            for (int k = 1; k < parts; k++) {
                const cg_game *h = random_day3();
                ck_assert_int_eq(cg_game_sum(ctx, g, h, &g), CG_OK);
                t = otree_sum(trees, t, tree_of(h));
            }
            check_against_oracle(g, t, "sum");
        }
    }
}
END_TEST

/* Cooling by the definition on the tree (oracle) and in the library agree by
 * value; the cooled game's thermograph is the game's, lowered by t. */
START_TEST(cooling_matches_the_definition)
{
    memo_reset();
    load_day3();
    static const int64_t ts[][2] = { { 0, 0 }, { 1, 2 }, { 1, 1 }, { 3, 2 }, { 1, 0 }, { 3, 1 }, { 2, 0 } };
    size_t step = quick() ? 7 : 1;
    game_memo_reset();
    for (size_t i = 0; i < games.n; i += step) {
        const cg_game *g = games.g[i];
        cg_dyadic mean, temp;
        mean_temp(g, &mean, &temp);
        for (size_t j = 0; j < sizeof ts / sizeof ts[0]; j++) {
            const cg_game *c;
            cg_dyadic t = dy(ts[j][0], (uint32_t)ts[j][1]);
            ck_assert_int_eq(cg_game_cool(ctx, g, t, &c), CG_OK);
            otree *oc = oracle_cool(trees, tree_of(g), rat_of(t));
            FAST_CHECK(game_of(oc) == c, "%s cooled by %lld/2^%u: %s, oracle %s", F(g),
                       (long long)t.num, t.log2_den, F(c), F(game_of(oc)));
            /* Mean kept; temperature lowered by t while t <= T. */
            cg_dyadic cm, ct;
            mean_temp(c, &cm, &ct);
            FAST_CHECK(orat_cmp(rat_of(cm), rat_of(mean)) == 0, "%s cooled: mean", F(g));
            if (!cg_game_is_number(g) && orat_cmp(rat_of(t), rat_of(temp)) < 0)
                FAST_CHECK(orat_cmp(rat_of(ct), orat_sub(rat_of(temp), rat_of(t))) == 0,
                           "%s cooled by %lld/2^%u: temperature", F(g), (long long)t.num,
                           t.log2_den);
        }
    }
    game_memo_reset();
    /* Known values: +-1 cooled by 1 is *, by 1/2 is +-1/2; {3|1} by 1 is 2*. */
    const cg_game *c;
    ck_assert_int_eq(cg_game_cool(ctx, P("+-1"), dy(1, 0), &c), CG_OK);
    ck_assert_ptr_eq(c, P("*"));
    ck_assert_int_eq(cg_game_cool(ctx, P("+-1"), dy(1, 1), &c), CG_OK);
    ck_assert_ptr_eq(c, P("+-1/2"));
    ck_assert_int_eq(cg_game_cool(ctx, P("{3|1}"), dy(1, 0), &c), CG_OK);
    ck_assert_ptr_eq(c, P("2*"));
    ck_assert_int_eq(cg_game_cool(ctx, P("{3|1}"), dy(2, 0), &c), CG_OK);
    ck_assert_ptr_eq(c, P("2"));
    ck_assert_int_eq(cg_game_cool(ctx, P("3/4"), dy(5, 0), &c), CG_OK);
    ck_assert_ptr_eq(c, P("3/4"));
}
END_TEST

/* The orthodox option reaches the game's wall at T = max(temperature, 0), and
 * among those that do, is best just below T. */
START_TEST(orthodox_moves_follow_the_walls)
{
    memo_reset();
    load_day3();
    const orat eps = orat_make(1, (oint)1 << 30);
    for (size_t i = 0; i < games.n; i++) {
        const cg_game *g = games.g[i];
        const otherm *o = oracle_thermograph(trees, tree_of(g));
        orat T = orat_sign(o->temp) > 0 ? o->temp : orat_make(0, 1);
        for (int side = 0; side < 2; side++) {
            size_t n = side == 0 ? cg_game_left_count(g) : cg_game_right_count(g), k;
            int rc = cg_game_orthodox_move(ctx, g, (cg_side)side, &k);
            if (n == 0) {
                FAST_CHECK(rc == CG_EDOMAIN, "%s: no move, status %d", F(g), rc);
                continue;
            }
            FAST_CHECK(rc == CG_OK && k < n, "%s: orthodox move", F(g));
            int want = side == 0 ? 1 : -1;
            /* Each option's wall the mover meets: Left options' Right walls. */
            orat best = orat_make(0, 1), best_below = best;
            int have_below = 0;
            for (size_t j = 0; j < n; j++) {
                const cg_game *opt = side == 0 ? cg_game_left(g, j) : cg_game_right(g, j);
                const owall *w = &oracle_thermograph(trees, tree_of(opt))->wall[side == 0 ? 1 : 0];
                orat v = owall_at(w, T);
                if (j == 0 || orat_cmp(v, best) * want > 0)
                    best = v;
            }
            for (size_t j = 0; j < n && orat_sign(T) > 0; j++) {
                const cg_game *opt = side == 0 ? cg_game_left(g, j) : cg_game_right(g, j);
                const owall *w = &oracle_thermograph(trees, tree_of(opt))->wall[side == 0 ? 1 : 0];
                if (orat_cmp(owall_at(w, T), best) != 0)
                    continue;
                orat below = owall_at(w, orat_sub(T, eps));
                if (!have_below || orat_cmp(below, best_below) * want > 0)
                    best_below = below;
                have_below = 1;
            }
            const cg_game *pick = side == 0 ? cg_game_left(g, k) : cg_game_right(g, k);
            const owall *w = &oracle_thermograph(trees, tree_of(pick))->wall[side == 0 ? 1 : 0];
            FAST_CHECK(orat_cmp(owall_at(w, T), best) == 0, "%s: orthodox %s move %zu not at the wall",
                       F(g), side ? "Right" : "Left", k);
            if (have_below)
                FAST_CHECK(orat_cmp(owall_at(w, orat_sub(T, eps)), best_below) == 0,
                           "%s: orthodox move %zu not best below T", F(g), k);
        }
    }
    size_t k;
    ck_assert_int_eq(cg_game_orthodox_move(ctx, P("{2||1|0}"), CG_RIGHT, &k), CG_OK);
    ck_assert_ptr_eq(cg_game_right(P("{2||1|0}"), k), P("{1|0}"));
    ck_assert_int_eq(cg_game_orthodox_move(ctx, P("3"), CG_RIGHT, &k), CG_EDOMAIN);
}
END_TEST

/* Each predicate against its definition: hot / tepid / cold from the oracle's
 * temperature, infinitesimal from comparisons with small numbers, dicotic by a
 * walk over every subposition, switches by their options. */
static int dicotic_by_walk(const cg_game *g)
{
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    if ((nl == 0) != (nr == 0))
        return 0;
    for (size_t i = 0; i < nl; i++)
        if (!dicotic_by_walk(cg_game_left(g, i)))
            return 0;
    for (size_t i = 0; i < nr; i++)
        if (!dicotic_by_walk(cg_game_right(g, i)))
            return 0;
    return 1;
}

START_TEST(predicates_match_their_definitions)
{
    memo_reset();
    load_day3();
    const cg_game *small_pos, *small_neg;
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 10, &small_pos), CG_OK);
    ck_assert_int_eq(cg_game_dyadic(ctx, -1, 10, &small_neg), CG_OK);
    for (size_t i = 0; i < games.n; i++) {
        const cg_game *g = games.g[i];
        const otherm *o = oracle_thermograph(trees, tree_of(g));
        int number = cg_game_is_number(g);
        FAST_CHECK(cg_game_is_cold(g) == number, "%s: cold", F(g));
        FAST_CHECK(cg_game_is_hot(g) == (orat_sign(o->temp) > 0), "%s: hot", F(g));
        FAST_CHECK(cg_game_is_tepid(g) == (!number && orat_sign(o->temp) == 0), "%s: tepid", F(g));
        int a, b;
        ck_assert_int_eq(cg_game_compare(ctx, small_neg, g, &a), CG_OK);
        ck_assert_int_eq(cg_game_compare(ctx, g, small_pos, &b), CG_OK);
        /* Day-3 games have no number part finer than 1/8: +-1/1024 decide it. */
        FAST_CHECK(cg_game_is_infinitesimal(g) == (a == -1 && b == -1), "%s: infinitesimal", F(g));
        FAST_CHECK(cg_game_is_dicotic(g) == dicotic_by_walk(g), "%s: dicotic", F(g));
        int sw = cg_game_left_count(g) == 1 && cg_game_right_count(g) == 1 &&
                 cg_game_is_number(cg_game_left(g, 0)) && cg_game_is_number(cg_game_right(g, 0));
        if (sw) {
            int rel;
            ck_assert_int_eq(cg_game_compare(ctx, cg_game_left(g, 0), cg_game_right(g, 0), &rel),
                             CG_OK);
            sw = rel == 1;
        }
        FAST_CHECK(cg_game_is_switch(g) == sw, "%s: switch", F(g));
    }
    ck_assert(cg_game_is_switch(P("+-1")) && !cg_game_is_switch(P("{1|0,*}")));
    ck_assert(cg_game_is_dicotic(P("^*")) && !cg_game_is_dicotic(P("{1|*}")));
    ck_assert(!cg_game_is_hot(NULL) && !cg_game_is_cold(NULL) && !cg_game_is_tepid(NULL) &&
              !cg_game_is_infinitesimal(NULL) && !cg_game_is_dicotic(NULL) && !cg_game_is_switch(NULL));
}
END_TEST

/* Values the engine recognises cost O(1); general games are charged one node
 * each, so the node limit stops a large thermograph. */
START_TEST(fast_paths_and_the_node_limit)
{
    const cg_game *g;
    cg_dyadic mean, temp;
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1), CG_OK);
    ck_assert_int_eq(cg_game_nimber(ctx, 1024, &g), CG_OK);
    mean_temp(g, &mean, &temp);
    ck_assert(mean.num == 0 && temp.num == 0);
    ck_assert_int_eq(cg_game_up(ctx, 4096, &g), CG_OK);
    mean_temp(g, &mean, &temp);
    ck_assert(mean.num == 0 && temp.num == 0);
    /* One literal is made without charge; a sum of such values is charged
     * by the games it makes (a long chain of them is not free). */
    const cg_game *sum;
    ck_assert_int_eq(cg_game_parse(ctx, "^*1000+^^^*777+7/8", &sum), CG_ELIMIT);
    mean_temp(P("7/8^4*225"), &mean, &temp);
    ck_assert(mean.num == 7 && mean.log2_den == 3 && temp.num == 0);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_ptr_eq(P("^*1000+^^^*777+7/8"), P("7/8^4*225"));
    /* A sum of switches has many hot subpositions. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    g = P("{4|0}+{2|1}+{5/4|1}+{3|-3}+{1|-1/2}");
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 10), CG_OK);
    cg_thermograph *th;
    ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), CG_ELIMIT);
    const cg_game *c;
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(1, 2), &c), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    mean_temp(g, &mean, &temp);
    ck_assert(mean.num == 39 && mean.log2_den == 3 && temp.num == 3 && temp.log2_den == 0);
    mean_temp(P("{2|1}+*300"), &mean, &temp);
    ck_assert(mean.num == 3 && mean.log2_den == 1 && temp.num == 1 && temp.log2_den == 1);
}
END_TEST

/* The 1.1 cg_dyadic forms give what the 1.0 calls and the thermograph give. */
START_TEST(dyadic_stops_mean_and_temperature_agree)
{
    load_day3();
    for (size_t i = 0; i < games.n; i++) {
        const cg_game *g = games.g[i];
        int64_t ln, rn, mn, tn;
        uint32_t lk, rk, mk, tk;
        cg_dyadic l, r, m, t, m2, t2;
        ck_assert_int_eq(cg_game_stops(g, &ln, &lk, &rn, &rk), CG_OK);
        ck_assert_int_eq(cg_game_stop_values(g, &l, &r), CG_OK);
        ck_assert(l.num == ln && l.log2_den == lk && r.num == rn && r.log2_den == rk);
        ck_assert_int_eq(cg_game_thermal(ctx, g, &mn, &mk, &tn, &tk), CG_OK);
        ck_assert_int_eq(cg_game_mean_temperature(ctx, g, &m, &t), CG_OK);
        ck_assert(m.num == mn && m.log2_den == mk && t.num == tn && t.log2_den == tk);
        cg_thermograph *th;
        ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), CG_OK);
        ck_assert_int_eq(cg_thermograph_mean_temperature(th, &m2, &t2), CG_OK);
        cg_thermograph_free(th);
        ck_assert(m.num == m2.num && m.log2_den == m2.log2_den);
        ck_assert(t.num == t2.num && t.log2_den == t2.log2_den);
    }
    /* Either output may be NULL. */
    const cg_game *g = P("{2||1|0}");
    cg_dyadic d = { 7, 7 };
    ck_assert_int_eq(cg_game_stop_values(g, NULL, &d), CG_OK);
    ck_assert(d.num == 1 && d.log2_den == 0);
    ck_assert_int_eq(cg_game_stop_values(g, NULL, NULL), CG_OK);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, g, NULL, &d), CG_OK);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, g, NULL, NULL), CG_OK);
}
END_TEST

START_TEST(bad_arguments)
{
    const cg_game *g = P("{2||1|0}"), *out;
    cg_thermograph *th = NULL;
    cg_dyadic d;
    size_t k;
    int s;
    ck_assert_int_eq(cg_game_thermograph(NULL, g, &th), CG_EINVAL);
    ck_assert_int_eq(cg_game_thermograph(ctx, NULL, &th), CG_EINVAL);
    ck_assert_int_eq(cg_game_thermograph(ctx, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_thermograph_mean_temperature(NULL, &d, &d), CG_EINVAL);
    ck_assert_uint_eq(cg_thermograph_wall_size(NULL, CG_LEFT), 0);
    ck_assert_int_eq(cg_thermograph_wall_point(NULL, CG_LEFT, 0, &d, &d, &s), CG_EINVAL);
    ck_assert_int_eq(cg_thermograph_wall_at(NULL, CG_LEFT, dy(0, 0), &d), CG_EINVAL);
    ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), CG_OK);
    ck_assert_uint_eq(cg_thermograph_wall_size(th, (cg_side)2), 0);
    ck_assert_int_eq(cg_thermograph_wall_point(th, (cg_side)2, 0, &d, &d, &s), CG_EINVAL);
    ck_assert_int_eq(cg_thermograph_wall_point(th, CG_LEFT, 2, &d, &d, &s), CG_EINVAL);
    ck_assert_int_eq(cg_thermograph_wall_point(th, CG_LEFT, 1, NULL, NULL, NULL), CG_OK);
    ck_assert_int_eq(cg_thermograph_mean_temperature(th, NULL, NULL), CG_OK);
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_LEFT, dy(-1, 0), &d), CG_EINVAL);
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_LEFT, dy(1, 63), &d), CG_ERANGE);
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_LEFT, dy(1, 0), NULL), CG_EINVAL);
    ck_assert_int_eq(cg_thermograph_wall_at(th, (cg_side)-1, dy(1, 0), &d), CG_EINVAL);
    /* Far out on the mast the value is still exact. */
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_RIGHT, dy(INT64_MAX, 0), &d), CG_OK);
    ck_assert(d.num == 5 && d.log2_den == 2);
    cg_thermograph_free(th);
    ck_assert_int_eq(cg_game_cool(NULL, g, dy(1, 0), &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, NULL, dy(1, 0), &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(1, 0), NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(-1, 0), &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_cool(ctx, g, dy(1, CG_GAME_MAX_LOG2_DEN + 1), &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_orthodox_move(NULL, g, CG_LEFT, &k), CG_EINVAL);
    ck_assert_int_eq(cg_game_orthodox_move(ctx, NULL, CG_LEFT, &k), CG_EINVAL);
    ck_assert_int_eq(cg_game_orthodox_move(ctx, g, (cg_side)5, &k), CG_EINVAL);
    ck_assert_int_eq(cg_game_orthodox_move(ctx, g, CG_LEFT, NULL), CG_EINVAL);
    /* {1/2^100 | -1} has mean (1/2^100 - 1)/2, whose numerator passes 64
     * bits: CG_ERANGE, and nothing cached or freed wrongly on the way. */
    const cg_game *big = P("{1/2|{1/1267650600228229401496703205376|-1}}");
    ck_assert_int_eq(cg_game_thermograph(ctx, big, &th), CG_ERANGE);
    ck_assert_int_eq(cg_game_thermograph(ctx, big, &th), CG_ERANGE);
    ck_assert_int_eq(cg_game_cool(ctx, big, dy(1, 0), &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_orthodox_move(ctx, big, CG_LEFT, &k), CG_ERANGE);
    ck_assert_int_eq(cg_game_thermograph(ctx, P("{1/1267650600228229401496703205376|-1}"), &th), CG_ERANGE);
    ck_assert_int_eq(cg_game_thermograph(ctx, P("{1/1267650600228229401496703205376|0}"), &th), CG_OK);
    cg_thermograph_free(th);
}
END_TEST

static int thermograph_in_fresh_context(void *arg)
{
    (void)arg;
    cg_ctx *c;
    int rc = cg_ctx_new(&c);
    if (rc != CG_OK)
        return rc;
    const cg_game *g, *h;
    cg_thermograph *th = NULL;
    rc = cg_game_parse(c, "{2|*,{1|*}||{0|-2},{-1/2|-1*}}+{3|1}", &g);
    if (rc == CG_OK)
        rc = cg_game_thermograph(c, g, &th);
    if (rc == CG_OK)
        rc = cg_game_cool(c, g, (cg_dyadic){ 1, 1 }, &h);
    size_t k;
    if (rc == CG_OK)
        rc = cg_game_orthodox_move(c, g, CG_LEFT, &k);
    cg_thermograph_free(th);
    cg_ctx_free(c);
    return rc;
}

START_TEST(allocation_failures_leak_nothing)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(thermograph_in_fresh_context, NULL, NULL), 10);
    fault_alloc_uninstall();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-thermograph");
    TCase *tc = tcase_create("thermograph");
    tcase_set_timeout(tc, 900);
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, published_and_hand_worked_values);
    tcase_add_test(tc, every_game_born_by_day_3_matches_the_oracle);
    tcase_add_test(tc, day_3_walls_end_at_the_mast_without_redundant_points);
    tcase_add_test(tc, random_day_4_games_match_the_oracle);
    tcase_add_test(tc, random_forms_match_the_oracle);
    tcase_add_test(tc, sums_of_day_3_games_match_the_oracle);
    tcase_add_test(tc, cooling_matches_the_definition);
    tcase_add_test(tc, orthodox_moves_follow_the_walls);
    tcase_add_test(tc, predicates_match_their_definitions);
    tcase_add_test(tc, fast_paths_and_the_node_limit);
    tcase_add_test(tc, dyadic_stops_mean_and_temperature_agree);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    suite_add_tcase(s, tc);
    int status = run_suite(s);
    free(memo.keys);
    free(memo.vals);
    return status;
}
