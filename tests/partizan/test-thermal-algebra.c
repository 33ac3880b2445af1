/*
 * The algebra of thermal.h: Norton products, heating, incentives, atomic
 * weights and reduced canonical forms, through the public API.
 *
 * The independent check is the oracle of tests/oracle/partizan-algebra-oracle.h:
 * explicit game trees built from each definition (no canonical forms), compared
 * with the library's answers by the definition of the order. Where that is too
 * slow (day-3 games) the oracle's tree is turned into a game with cg_game_new
 * and compared by pointer: the oracle still builds the tree from the
 * definition, and the library only canonicalises it (its canonical forms are
 * checked against a brute-force player in test-partizan.c). Each test says
 * which of the two it uses. On top come laws that follow from the theory
 * (linearity, order, idempotence, classes modulo infinitesimals, the two-ahead
 * rule), known values, bad arguments, the node limit and allocation failures.
 */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "fault-alloc.h"
#include "partizan-algebra-oracle.h"
#include "partizan-tests.h"

static int rel(const cg_game *a, const cg_game *b)
{
    int r;
    ck_assert_int_eq(cg_game_compare(ctx, a, b, &r), CG_OK);
    return r;
}

static const cg_game *integer(int64_t n)
{
    const cg_game *g;
    ck_assert_int_eq(cg_game_integer(ctx, n, &g), CG_OK);
    return g;
}

static const cg_game *norton(const cg_game *g, const cg_game *u)
{
    const cg_game *r = NULL;
    int rc = cg_game_norton(ctx, g, u, &r);
    FAST_CHECK(rc == CG_OK, "norton(%s, %s): %s", F(g), F(u), cg_strerror(rc));
    return r;
}

static const cg_game *heat(const cg_game *g, const cg_game *t)
{
    const cg_game *r = NULL;
    int rc = cg_game_heat(ctx, g, t, &r);
    FAST_CHECK(rc == CG_OK, "heat(%s, %s): %s", F(g), F(t), cg_strerror(rc));
    return r;
}

static const cg_game *aw(const cg_game *g)
{
    const cg_game *r = NULL;
    int rc = cg_game_atomic_weight(ctx, g, &r);
    FAST_CHECK(rc == CG_OK, "aw(%s): %s", F(g), cg_strerror(rc));
    return r;
}

static const cg_game *rcf(const cg_game *g)
{
    const cg_game *r = NULL;
    int rc = cg_game_reduced(ctx, g, &r);
    FAST_CHECK(rc == CG_OK, "rcf(%s): %s", F(g), cg_strerror(rc));
    return r;
}

/* ---- pools of games ---- */

typedef struct pool {
    const cg_game *g[1500];
    size_t n;
} pool;

static int collect(void *user, const cg_game *g)
{
    pool *p = user;
    p->g[p->n++] = g;
    return 0;
}

static void born_by(pool *p, uint32_t day)
{
    p->n = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, day, collect, p, NULL), CG_OK);
}

static uint64_t rng(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 17;
}

/* ---- between library games and oracle trees ---- */

/* A forest of the oracle with the two translations: library game -> tree of
 * its canonical form (by pointer), and tree -> library game made by
 * cg_game_new (by node id). */
typedef struct bridge {
    oforest *f;
    struct bslot {
        const cg_game *g;
        const otree *t;
    } *slots;
    size_t cap, n;
    const cg_game **games;   /* by node id, NULL until made */
    size_t ngames;
} bridge;

static void br_open(bridge *b)
{
    memset(b, 0, sizeof *b);
    b->f = of_new();
    b->cap = 1u << 12;
    b->slots = calloc(b->cap, sizeof *b->slots);
    ck_assert_ptr_nonnull(b->slots);
}

static void br_close(bridge *b)
{
    of_free(b->f);
    free(b->slots);
    free(b->games);
    memset(b, 0, sizeof *b);
}

static size_t br_hash(const cg_game *g, size_t cap)
{
    return (size_t)(((uint64_t)(uintptr_t)g * 0x9E3779B97F4A7C15u) >> 20) & (cap - 1);
}

static void br_put(bridge *b, const cg_game *g, const otree *t)
{
    if (2 * (b->n + 1) > b->cap) {
        struct bslot *old = b->slots;
        size_t ocap = b->cap;
        b->cap *= 2;
        b->slots = calloc(b->cap, sizeof *b->slots);
        ck_assert_ptr_nonnull(b->slots);
        b->n = 0;
        for (size_t i = 0; i < ocap; i++)
            if (old[i].g != NULL)
                br_put(b, old[i].g, old[i].t);
        free(old);
    }
    size_t i = br_hash(g, b->cap);
    while (b->slots[i].g != NULL && b->slots[i].g != g)
        i = (i + 1) & (b->cap - 1);
    if (b->slots[i].g == NULL)
        b->n++;
    b->slots[i].g = g;
    b->slots[i].t = t;
}

/* The tree of g's canonical form, exactly as the library stores it. */
static const otree *tree(bridge *b, const cg_game *g)
{
    size_t i = br_hash(g, b->cap);
    while (b->slots[i].g != NULL) {
        if (b->slots[i].g == g)
            return b->slots[i].t;
        i = (i + 1) & (b->cap - 1);
    }
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    const otree **o = malloc((nl + nr + 1) * sizeof *o);
    ck_assert_ptr_nonnull(o);
    for (size_t j = 0; j < nl; j++)
        o[j] = tree(b, cg_game_left(g, j));
    for (size_t j = 0; j < nr; j++)
        o[nl + j] = tree(b, cg_game_right(g, j));
    const otree *t = of_game(b->f, o, nl, o + nl, nr);
    free(o);
    br_put(b, g, t);
    return t;
}

/* The library game equal to the tree t: cg_game_new bottom-up. */
static const cg_game *game_of(bridge *b, const otree *t)
{
    if (t->id >= b->ngames) {
        size_t n = of_size(b->f) + 1;
        const cg_game **p = realloc(b->games, n * sizeof *p);
        ck_assert_ptr_nonnull(p);
        memset(p + b->ngames, 0, (n - b->ngames) * sizeof *p);
        b->games = p;
        b->ngames = n;
    }
    if (b->games[t->id] != NULL)
        return b->games[t->id];
    const cg_game **o = malloc((t->nl + t->nr + 1) * sizeof *o), *g;
    ck_assert_ptr_nonnull(o);
    for (size_t j = 0; j < t->nl + t->nr; j++)
        o[j] = game_of(b, t->opt[j]);
    ck_assert_int_eq(cg_game_new(ctx, o, t->nl, o + t->nl, t->nr, &g), CG_OK);
    free(o);
    b->games[t->id] = g;
    return g;
}

/* Positive games born by day 2, and a few larger units. */
static size_t positive_units(const pool *day2, const cg_game **u, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; i < day2->n && n < cap; i++)
        if (rel(day2->g[i], cg_game_zero(ctx)) == 1)
            u[n++] = day2->g[i];
    return n;
}

/* ======================================================================== */
/* Norton multiplication                                                    */
/* ======================================================================== */

/* Independent: the oracle's G.U built from the definition on trees, compared
 * by value (the order's definition) with the library's product, for every G
 * born by day 2 and every positive U born by day 2. Day 3: every G times up,
 * 1/2 and {1|*}, the oracle's tree canonicalised by cg_game_new. */
START_TEST(norton_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    const cg_game *units[16];
    size_t nu = positive_units(&day2, units, 16);
    ck_assert_uint_eq(nu, 6);   /* 1, 2, 1/2, 1*, up, {1|*} */
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day2.n; i++)
        for (size_t j = 0; j < nu; j++) {
            const cg_game *g = day2.g[i], *u = units[j], *r = norton(g, u);
            const otree *want = of_norton(b.f, tree(&b, g), tree(&b, u));
            FAST_CHECK(of_eq(b.f, tree(&b, r), want), "%s.%s = %s, not the definition's value",
                       F(g), F(u), F(r));
        }
    br_close(&b);
    const cg_game *wide[] = { P("^"), P("1/2"), P("{1|*}") };
    size_t nwide = quick() ? 1 : 3;
    for (size_t j = 0; j < nwide; j++) {
        br_open(&b);
        for (size_t i = 0; i < day3.n; i++) {
            const cg_game *g = day3.g[i], *r = norton(g, wide[j]);
            const cg_game *want = game_of(&b, of_norton(b.f, tree(&b, g), tree(&b, wide[j])));
            FAST_CHECK(r == want, "%s.%s = %s, the definition gives %s", F(g), F(wide[j]), F(r),
                       F(want));
        }
        br_close(&b);
    }
    /* A unit with several incentives of both players. */
    br_open(&b);
    const cg_game *u = P("{2|1}+^");
    for (size_t i = 0; i < day2.n; i += quick() ? 3 : 1) {
        const cg_game *g = day2.g[i], *r = norton(g, u);
        FAST_CHECK(r == game_of(&b, of_norton(b.f, tree(&b, g), tree(&b, u))), "%s.%s", F(g), F(u));
    }
    br_close(&b);
}
END_TEST

/* The whole text of g in context c (malloc'd). */
static char *text_in(cg_ctx *c, const cg_game *g)
{
    size_t len;
    ck_assert_int_eq(cg_game_format(c, g, NULL, 0, &len), len == 0 ? CG_OK : CG_ERANGE);
    ck_assert(len < ((size_t)1 << 26));
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(cg_game_format(c, g, buf, len + 1, NULL), CG_OK);
    return buf;
}

/* The product of a sum is made with its options' incentives, the products of
 * the sum's incentives (norton.c), a path that games without known
 * incentives (made by cg_game_new or parsed) never take. Independent: for
 * sums of two games born by day 2 (by up) and a few of those plus one born by
 * day 1 (by up and {1|*}), the oracle's G.U from the definition on the
 * canonical form's tree, made canonical by cg_game_new (the oracle's trees
 * take most of this test's time). Then sums of three and of five random day-3
 * games (too large for the oracle's trees): the product must be the one that
 * the plain path gives for the same game read from its text in a context of
 * its own, character for character. Checked to fail when norton.c pairs each
 * option with the incentive of the next one. */
START_TEST(norton_of_sums_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    const cg_game *units[] = { P("^"), P("{1|*}"), P("{2|1}+^") };
    bridge b;
    br_open(&b);
    uint64_t state = 41;
    size_t step = quick() ? 3 : 1;
    for (size_t i = 0; i < day2.n; i += step)
        for (size_t j = i; j < day2.n; j += step) {
            const cg_game *g = sum(day2.g[i], day2.g[j]), *u = units[0];
            const cg_game *want = game_of(&b, of_norton(b.f, tree(&b, g), tree(&b, u)));
            FAST_CHECK(norton(g, u) == want, "(%s + %s).%s = %s, the definition gives %s",
                       F(day2.g[i]), F(day2.g[j]), F(u), F(norton(g, u)), F(want));
        }
    static pool day1;
    born_by(&day1, 1);
    for (int r = 0; r < (quick() ? 3 : 12); r++) {
        const cg_game *g = sum(day2.g[rng(&state) % day2.n], day2.g[rng(&state) % day2.n]);
        g = sum(g, day1.g[rng(&state) % day1.n]);
        const cg_game *u = units[r % 2];
        const cg_game *want = game_of(&b, of_norton(b.f, tree(&b, g), tree(&b, u)));
        FAST_CHECK(norton(g, u) == want, "%s.%s = %s, the definition gives %s", F(g), F(u),
                   F(norton(g, u)), F(want));
    }
    br_close(&b);
    for (int r = 0; r < (quick() ? 20 : 80); r++) {
        int parts = r % 4 == 3 ? 5 : 3;
        const cg_game *g = day3.g[rng(&state) % day3.n];
        for (int k = 1; k < parts; k++)
            g = sum(g, day3.g[rng(&state) % day3.n]);
        const cg_game *u = units[r % 3];
        cg_ctx *plain;
        ck_assert_int_eq(cg_ctx_new(&plain), CG_OK);
        char *gt = text_in(ctx, g), *ut = text_in(ctx, u);
        const cg_game *pg, *pu, *pr;
        ck_assert_int_eq(cg_game_parse(plain, gt, &pg), CG_OK);
        ck_assert_int_eq(cg_game_parse(plain, ut, &pu), CG_OK);
        ck_assert_int_eq(cg_game_norton(plain, pg, pu, &pr), CG_OK);
        char *fast = text_in(ctx, norton(g, u)), *slow = text_in(plain, pr);
        FAST_CHECK(strcmp(fast, slow) == 0, "%s.%s: %s with the sum's incentives, %s without", gt,
                   ut, fast, slow);
        free(gt);
        free(ut);
        free(fast);
        free(slow);
        cg_ctx_free(plain);
    }
}
END_TEST

/* Norton's theorem for U > 0: G -> G.U is linear and preserves the order
 * exactly (G >= H iff G.U >= H.U, so confusion too); n.U = U + ... + U;
 * G.1 = G. */
START_TEST(norton_laws)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    const cg_game *units[16];
    size_t nu = positive_units(&day2, units, 14);
    units[nu++] = P("{2|1}+^");
    units[nu++] = P("^^*");
    for (size_t j = 0; j < nu; j++) {
        const cg_game *u = units[j], *acc = cg_game_zero(ctx);
        for (int64_t n = 0; n <= 6; n++) {
            FAST_CHECK(norton(integer(n), u) == acc, "%d.%s", (int)n, F(u));
            FAST_CHECK(norton(integer(-n), u) == neg(acc), "-%d.%s", (int)n, F(u));
            acc = sum(acc, u);
        }
        for (size_t a = 0; a < day2.n; a++)
            for (size_t c = 0; c < day2.n; c++) {
                const cg_game *g = day2.g[a], *h = day2.g[c];
                FAST_CHECK(norton(sum(g, h), u) == sum(norton(g, u), norton(h, u)),
                           "(%s + %s).%s is not linear", F(g), F(h), F(u));
                FAST_CHECK(rel(g, h) == rel(norton(g, u), norton(h, u)), "order of %s, %s under .%s",
                           F(g), F(h), F(u));
            }
    }
    uint64_t state = 21;
    const cg_game *few[] = { P("^"), P("1/2"), P("{1|*}") };
    int rounds = quick() ? 100 : 600;
    for (int r = 0; r < rounds; r++) {
        const cg_game *g = day3.g[rng(&state) % day3.n], *h = day3.g[rng(&state) % day3.n];
        const cg_game *u = few[r % 3];
        FAST_CHECK(norton(sum(g, h), u) == sum(norton(g, u), norton(h, u)),
                   "(%s + %s).%s is not linear", F(g), F(h), F(u));
        FAST_CHECK(rel(g, h) == rel(norton(g, u), norton(h, u)), "order of %s, %s under .%s", F(g),
                   F(h), F(u));
    }
    for (size_t i = 0; i < day3.n; i++)
        FAST_CHECK(norton(day3.g[i], integer(1)) == day3.g[i], "%s.1", F(day3.g[i]));
    /* Known products (from the definition by hand): 1/2.up = {^^*|v*},
     * *.up = {^^*|vv*} (the incentives of up are v and ^*, and up + ^* = ^^*),
     * and G.up for integers are the up multiples. */
    ck_assert_ptr_eq(norton(P("1/2"), P("^")), P("{^^*|v*}"));
    ck_assert_ptr_eq(norton(P("*"), P("^")), P("{^^*|vv*}"));
    ck_assert_ptr_eq(norton(P("5"), P("^")), P("^5"));
    ck_assert_ptr_eq(norton(P("-3"), P("{1|*}")), neg(sum(P("{1|*}"), sum(P("{1|*}"), P("{1|*}")))));
}
END_TEST

/* ======================================================================== */
/* Heating                                                                  */
/* ======================================================================== */

/* Independent: the oracle heats the canonical form's tree by the definition
 * (a number stays, else {G^L heated + t | G^R heated - t}); compared by value
 * for games born by day 2, by canonicalising the tree for day 3. */
START_TEST(heat_matches_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    const cg_game *ts[] = { P("1"), P("2"), P("1/2"), P("*"), P("^"), P("{1|0}"), P("-1") };
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day2.n; i++)
        for (size_t j = 0; j < sizeof ts / sizeof ts[0]; j++) {
            const cg_game *g = day2.g[i], *r = heat(g, ts[j]);
            const otree *want = of_heat(b.f, tree(&b, g), tree(&b, ts[j]));
            FAST_CHECK(of_eq(b.f, tree(&b, r), want), "%s heated by %s = %s, not the definition",
                       F(g), F(ts[j]), F(r));
        }
    br_close(&b);
    size_t nt = quick() ? 2 : 4;
    for (size_t j = 0; j < nt; j++) {
        br_open(&b);
        for (size_t i = 0; i < day3.n; i++) {
            const cg_game *g = day3.g[i], *r = heat(g, ts[j]);
            const cg_game *want = game_of(&b, of_heat(b.f, tree(&b, g), tree(&b, ts[j])));
            FAST_CHECK(r == want, "%s heated by %s = %s, the definition gives %s", F(g), F(ts[j]),
                       F(r), F(want));
        }
        br_close(&b);
    }
    /* Known values: numbers do not heat; * heated by t is +-t; heating by 0
     * is the identity on canonical forms. */
    for (int64_t n = -5; n <= 5; n++)
        for (size_t j = 0; j < sizeof ts / sizeof ts[0]; j++)
            ck_assert_ptr_eq(heat(integer(n), ts[j]), integer(n));
    ck_assert_ptr_eq(heat(P("3/4"), P("1")), P("3/4"));
    ck_assert_ptr_eq(heat(P("*"), P("1")), P("+-1"));
    ck_assert_ptr_eq(heat(P("*"), P("3/2")), P("{3/2|-3/2}"));
    ck_assert_ptr_eq(heat(P("+-1"), P("1")), P("+-2"));
    ck_assert_ptr_eq(heat(P("^"), P("1")), P("{1||0|-2}"));
    ck_assert_ptr_eq(heat(P("{2|1}"), P("1")), P("{3|0}"));
    for (size_t i = 0; i < day3.n; i++)
        FAST_CHECK(heat(day3.g[i], cg_game_zero(ctx)) == day3.g[i], "%s heated by 0",
                   F(day3.g[i]));
}
END_TEST

/* ======================================================================== */
/* Incentives                                                               */
/* ======================================================================== */

/* Option by option: G^L - G and G - G^R. By value against the oracle's raw
 * differences for day 2, against the library's sum for every game of day 3. */
START_TEST(incentives_match_the_definition)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i], *out[32];
        for (int side = 0; side < 2; side++) {
            size_t count = 99, n = side == 0 ? cg_game_left_count(g) : cg_game_right_count(g);
            ck_assert_int_eq(cg_game_incentives(ctx, g, (cg_side)side, out, 32, &count), CG_OK);
            ck_assert_uint_eq(count, n);
            for (size_t k = 0; k < n; k++) {
                const cg_game *o = side == 0 ? cg_game_left(g, k) : cg_game_right(g, k);
                const cg_game *want = side == 0 ? diff(o, g) : diff(g, o);
                FAST_CHECK(out[k] == want, "incentive %zu of %s for %s", k, F(g),
                           side ? "Right" : "Left");
            }
        }
    }
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day2.n; i++) {
        const cg_game *g = day2.g[i], *out[32];
        const otree *t = tree(&b, g);
        for (int side = 0; side < 2; side++) {
            size_t count = 99;
            ck_assert_int_eq(cg_game_incentives(ctx, g, (cg_side)side, out, 32, &count), CG_OK);
            for (size_t k = 0; k < count; k++) {
                const otree *to = t->opt[(side == 0 ? 0 : t->nl) + k];
                const otree *w = side == 0 ? of_diff(b.f, to, t) : of_diff(b.f, t, to);
                FAST_CHECK(of_eq(b.f, tree(&b, out[k]), w), "incentive %zu of %s", k, F(g));
            }
        }
    }
    br_close(&b);
    /* Known: both incentives of +-1 are {2|0}; of up, v (Left) and ^* (Right). */
    const cg_game *out[2] = { NULL, NULL };
    size_t count;
    ck_assert_int_eq(cg_game_incentives(ctx, P("+-1"), CG_LEFT, out, 2, &count), CG_OK);
    ck_assert(count == 1 && out[0] == P("{2|0}"));
    ck_assert_int_eq(cg_game_incentives(ctx, P("+-1"), CG_RIGHT, out, 2, &count), CG_OK);
    ck_assert(count == 1 && out[0] == P("{2|0}"));
    ck_assert_int_eq(cg_game_incentives(ctx, P("^"), CG_LEFT, out, 2, &count), CG_OK);
    ck_assert(count == 1 && out[0] == P("v"));
    ck_assert_int_eq(cg_game_incentives(ctx, P("^"), CG_RIGHT, out, 2, &count), CG_OK);
    ck_assert(count == 1 && out[0] == P("^*"));
    /* snprintf-like: the count always, at most cap games. */
    const cg_game *g = P("*3");
    out[0] = out[1] = NULL;
    ck_assert_int_eq(cg_game_incentives(ctx, g, CG_LEFT, out, 1, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 3);
    ck_assert_ptr_eq(out[0], diff(cg_game_left(g, 0), g));
    ck_assert_ptr_null(out[1]);
    count = 0;
    ck_assert_int_eq(cg_game_incentives(ctx, g, CG_RIGHT, NULL, 0, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 3);
    ck_assert_int_eq(cg_game_incentives(ctx, P("3"), CG_RIGHT, NULL, 0, &count), CG_OK);
    ck_assert_uint_eq(count, 0);
}
END_TEST

/* The incentives a sum keeps from the making of its canonical form: those of
 * its parts' options, and for an option that replaced a reversible one, the
 * sum of the incentives along the way; negation carries them over. Each one
 * against the oracle's raw difference G^k - G on the trees, for random sums of
 * two day-3 games and their negatives, asked for before anything else
 * completes them. */
/* The set of incentives against its definition from cg_game_incentives():
 * the distinct ones of the chosen players, each one another exceeds dropped
 * (compared with cg_game_compare), on every game born by day 3 and each
 * choice of players; then CGSuite's published Incentives, LeftIncentives and
 * RightIncentives (its test cases of canonical short games). */
static size_t expected_set(const cg_game *g, unsigned sides, const cg_game **set)
{
    const cg_game *all[64], *one[32];
    size_t n = 0, count;
    for (int side = 0; side < 2; side++) {
        if (!(sides & (side == 0 ? CG_SIDES_LEFT : CG_SIDES_RIGHT)))
            continue;
        ck_assert_int_eq(cg_game_incentives(ctx, g, side == 0 ? CG_LEFT : CG_RIGHT, one, 32, &count),
                         CG_OK);
        for (size_t i = 0; i < count; i++)
            all[n++] = one[i];
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        int keep = 1;
        for (size_t j = 0; j < n && keep; j++)
            keep = !(rel(all[i], all[j]) == -1) && !(j < i && all[j] == all[i]);
        if (keep)
            set[k++] = all[i];
    }
    return k;
}

static void check_set(const char *what, const cg_game *const *got, size_t n, const cg_game *const *want,
                      size_t m)
{
    FAST_CHECK(n == m, "%s: %zu incentives, expected %zu", what, n, m);
    for (size_t i = 0; i < m; i++) {
        int found = 0;
        for (size_t j = 0; j < n; j++)
            found |= got[j] == want[i];
        FAST_CHECK(found, "%s: %s missing", what, F(want[i]));
    }
}

START_TEST(incentive_set_matches_the_definition)
{
    static pool day3;
    born_by(&day3, 3);
    for (size_t i = 0; i < day3.n; i++)
        for (unsigned sides = 1; sides <= 3; sides++) {
            const cg_game *got[64], *want[64];
            size_t count, m = expected_set(day3.g[i], sides, want);
            ck_assert_int_eq(cg_game_incentive_set(ctx, day3.g[i], sides, got, 64, &count), CG_OK);
            char what[64];
            snprintf(what, sizeof what, "set %u of %.40s", sides, F(day3.g[i]));
            check_set(what, got, count, want, m);
            for (size_t j = 1; j < count; j++)
                FAST_CHECK(got[j - 1] != got[j], "%s: repeated", what);
        }
    const cg_game *one[1];
    size_t count;
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), CG_SIDES_BOTH, one, 1, &count), CG_ERANGE);
    ck_assert_uint_eq(count, 3);
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), 0, one, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), 4, one, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), 3, NULL, 1, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentive_set(ctx, P("*3"), 3, NULL, 0, &count), CG_ERANGE);
}
END_TEST

/* The games of a set written "{a,b,...}" (commas inside braces and
 * parentheses belong to the element). */
static size_t parse_set(const char *text, const cg_game **out)
{
    size_t n = 0, len = strlen(text);
    ck_assert(len >= 2 && text[0] == '{' && text[len - 1] == '}');
    char buf[1024];
    size_t b = 0;
    int depth = 0;
    for (size_t i = 1; i < len; i++) {
        char c = text[i];
        if ((c == ',' && depth == 0) || i == len - 1) {
            buf[b] = '\0';
            if (b > 0)
                out[n++] = P(buf);
            b = 0;
            continue;
        }
        depth += (c == '{' || c == '(') - (c == '}' || c == ')');
        ck_assert_uint_lt(b, sizeof buf - 1);
        buf[b++] = c;
    }
    return n;
}

START_TEST(incentive_set_published_by_cgsuite)
{
    /* game, Left's, Right's, both (CGSuite's printing; its row for
     * -1823437481924 gives -1/2's and is left out) */
    static const char *const rows[][4] = {
        { "0", "{}", "{}", "{}" },
        { "5", "{-1}", "{}", "{-1}" },
        { "25/16", "{-1/16}", "{-1/16}", "{-1/16}" },
        { "*8", "{*8,*9,*10,*11,*12,*13,*14,*15}", "{*8,*9,*10,*11,*12,*13,*14,*15}",
          "{*8,*9,*10,*11,*12,*13,*14,*15}" },
        { "9/8+*", "{*}", "{*}", "{*}" },
        { "^", "{v}", "{^*}", "{^*}" },
        { "v*", "{^*}", "{v,v*}", "{^*}" },
        { "6+^*", "{v,v*}", "{^*}", "{^*}" },
        { "^*6", "{v*6}", "{^*}", "{^*}" },
        { "73/16+v9*8", "{^*}", "{v9*8}", "{^*}" },
        { "{0|*||*|||*||||*}", "{v<4>}", "{^[4]*}", "{^[4]*}" },
        { "{0||0|v*}", "{{v<2>|0}}", "{^[2]*}", "{^[2]*}" },
        { "{0||0|vvv}", "{{^3|0||0}}", "{{^3,{^3|0}|0}}", "{{^3,{^3|0}|0}}" },
        { "{^^^|vv}", "{{^5|0}}", "{{^5|0}}", "{{^5|0}}" },
        { "{0||0|-3/2}", "{Miny(3/2)}", "{{3/2,{3/2|0}|0}}", "{{3/2,{3/2|0}|0}}" },
        { "{0|||0||-1|-3}", "{Miny({3|1})}", "{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}",
          "{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}" },
        { "{1|^^||^}", "{{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}", "{{1v|^||0}}",
          "{{1v|^||0},{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}" },
        { "{3||2+*|1+*}", "{{2*|1*||0}}", "{{2*|1*||0}}", "{{2*|1*||0}}" },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const cg_game *g = P(rows[i][0]);
        for (unsigned sides = 1; sides <= 3; sides++) {
            const cg_game *got[16], *want[16];
            size_t count, m = parse_set(rows[i][sides], want);
            ck_assert_int_eq(cg_game_incentive_set(ctx, g, sides, got, 16, &count), CG_OK);
            char what[96];
            snprintf(what, sizeof what, "CGSuite's set %u of %s", sides, rows[i][0]);
            check_set(what, got, count, want, m);
        }
    }
}
END_TEST

START_TEST(incentives_kept_by_sums_match_the_definition)
{
    static pool day3;
    born_by(&day3, 3);
    uint64_t state = 859;
    bridge b;
    br_open(&b);
    size_t checked = 0;
    for (int n = 0; n < 150; n++) {
        const cg_game *x = day3.g[rng(&state) % day3.n], *y = day3.g[rng(&state) % day3.n];
        const cg_game *s = sum(x, y), *games[2] = { s, neg(s) };
        for (int which = 0; which < 2; which++) {
            const cg_game *g = games[which], *out[64];
            const otree *t = tree(&b, g);
            for (int side = 0; side < 2; side++) {
                size_t count;
                ck_assert_int_eq(cg_game_incentives(ctx, g, (cg_side)side, out, 64, &count), CG_OK);
                for (size_t k = 0; k < count; k++, checked++) {
                    const otree *to = t->opt[(side == 0 ? 0 : t->nl) + k];
                    const otree *w = side == 0 ? of_diff(b.f, to, t) : of_diff(b.f, t, to);
                    FAST_CHECK(of_eq(b.f, tree(&b, out[k]), w), "incentive %zu of %s (%s + %s)%s", k,
                               F(g), F(x), F(y), which ? ", negated" : "");
                }
            }
        }
    }
    ck_assert_uint_ge(checked, 300);
    br_close(&b);
}
END_TEST

/* ======================================================================== */
/* Atomic weight                                                            */
/* ======================================================================== */

/* Independent: the oracle runs the atomic weight calculus on the tree of the
 * canonical form down to 0 (no shortcut for x + n.up + *m), deciding
 * "is an integer" and the exceptional case through the order alone, with a
 * different remote star (*(depth + 1), the library takes the first nimber
 * missing among the subpositions) and the exceptional integers found by
 * trying every integer in a range. Every game born by day 3, compared by
 * value; a game that is not all-small gets CG_EDOMAIN. */
START_TEST(atomic_weight_matches_the_calculus)
{
    static pool day3;
    born_by(&day3, 3);
    bridge b;
    br_open(&b);
    size_t dicotic = 0, nonsmall = 0;
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i], *r = NULL;
        const otree *t = tree(&b, g);
        int small = of_all_small(t);
        FAST_CHECK(small == cg_game_is_dicotic(g), "%s: dicotic flag %d", F(g), !small);
        int rc = cg_game_atomic_weight(ctx, g, &r), is = -1;
        ck_assert_int_eq(cg_game_is_atomic(ctx, g, &is), CG_OK);
        if (!small) {
            /* Since 1.3 every atomic infinitesimal (CGSuite's test, run by
             * the oracle with another remote star). */
            int atomic;
            const otree *want = of_atomic_weight_any(b.f, t, &atomic);
            FAST_CHECK(is == atomic, "is_atomic(%s) = %d, the oracle says %d", F(g), is, atomic);
            if (!atomic) {
                FAST_CHECK(rc == CG_EDOMAIN && r == NULL, "aw(%s) of a game that is not atomic: %d",
                           F(g), rc);
                continue;
            }
            nonsmall++;
            FAST_CHECK(rc == CG_OK && of_eq(b.f, tree(&b, r), want), "aw(%s) = %s, the oracle gives %s",
                       F(g), rc == CG_OK ? F(r) : cg_strerror(rc), F(game_of(&b, want)));
            continue;
        }
        FAST_CHECK(is == 1, "is_atomic(%s) of an all-small game: %d", F(g), is);
        dicotic++;
        FAST_CHECK(rc == CG_OK, "aw(%s): %s", F(g), cg_strerror(rc));
        const otree *want = of_atomic_weight(b.f, t);
        FAST_CHECK(want != NULL, "oracle aw(%s) out of range", F(g));
        FAST_CHECK(of_eq(b.f, tree(&b, r), want), "aw(%s) = %s, the calculus gives %s", F(g), F(r),
                   F(game_of(&b, want)));
    }
    ck_assert_uint_ge(dicotic, 60);
    ck_assert_uint_ge(nonsmall, 10);
    br_close(&b);
}
END_TEST

START_TEST(atomic_weight_laws)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    /* aw(x.up + *m) = x; aw(*m) = 0. */
    for (int64_t n = -6; n <= 6; n++)
        for (uint32_t m = 0; m <= 6; m++) {
            const cg_game *u, *s;
            ck_assert_int_eq(cg_game_up(ctx, n, &u), CG_OK);
            ck_assert_int_eq(cg_game_nimber(ctx, m, &s), CG_OK);
            FAST_CHECK(aw(sum(u, s)) == integer(n), "aw(%s)", F(sum(u, s)));
        }
    /* {0|^*} = ^^: G'' = {0 - 2 | 1 + 2} = 0 is an integer, G exceeds the
     * remote star *2, so aw is the greatest n with n <| 3, that is 2. */
    ck_assert_ptr_eq(P("{0|^*}"), P("^^"));
    ck_assert_ptr_eq(aw(P("{0|^*}")), integer(2));
    ck_assert_ptr_eq(aw(P("{0|^}")), integer(2));
    /* aw(G.up) = G, for every G born by day 2 and some of day 3. */
    const cg_game *up = P("^");
    for (size_t i = 0; i < day2.n; i++)
        FAST_CHECK(aw(norton(day2.g[i], up)) == day2.g[i], "aw(%s.up) = %s", F(day2.g[i]),
                   F(aw(norton(day2.g[i], up))));
    size_t step = quick() ? 37 : 7;
    for (size_t i = 0; i < day3.n; i += step)
        FAST_CHECK(aw(norton(day3.g[i], up)) == day3.g[i], "aw(%s.up) = %s", F(day3.g[i]),
                   F(aw(norton(day3.g[i], up))));
    /* The all-small games born by day 3. */
    static pool small;
    small.n = 0;
    for (size_t i = 0; i < day3.n; i++)
        if (cg_game_is_dicotic(day3.g[i]))
            small.g[small.n++] = day3.g[i];
    /* Additive; the two-ahead rule: aw >= 2 makes G > 0 (aw <= -2: G < 0). */
    const cg_game *two = integer(2), *mtwo = integer(-2), *zero = cg_game_zero(ctx);
    uint64_t state = 9;
    int rounds = quick() ? 400 : 3000;
    for (int r = 0; r < rounds; r++) {
        const cg_game *g = small.g[rng(&state) % small.n], *h = small.g[rng(&state) % small.n];
        const cg_game *s = sum(g, h);
        FAST_CHECK(aw(s) == sum(aw(g), aw(h)), "aw(%s + %s) = %s, not %s + %s", F(g), F(h),
                   F(aw(s)), F(aw(g)), F(aw(h)));
        int hi = rel(aw(s), two), lo = rel(aw(s), mtwo);
        if (hi == 0 || hi == 1)
            FAST_CHECK(rel(s, zero) == 1, "aw(%s) = %s >= 2 but not > 0", F(s), F(aw(s)));
        if (lo == 0 || lo == -1)
            FAST_CHECK(rel(s, zero) == -1, "aw(%s) = %s <= -2 but not < 0", F(s), F(aw(s)));
    }
    for (size_t i = 0; i < small.n; i++) {
        const cg_game *g = small.g[i];
        int hi = rel(aw(g), two);
        if (hi == 0 || hi == 1)
            FAST_CHECK(rel(g, zero) == 1, "aw(%s) = %s >= 2 but not > 0", F(g), F(aw(g)));
    }
    /* Not infinitesimal: no atomic weight, not atomic. */
    const cg_game *r = NULL;
    int is = -1;
    ck_assert_int_eq(cg_game_atomic_weight(ctx, P("1"), &r), CG_EDOMAIN);
    ck_assert_int_eq(cg_game_atomic_weight(ctx, P("1*"), &r), CG_EDOMAIN);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(cg_game_is_atomic(ctx, P("1*"), &is), CG_OK);
    ck_assert_int_eq(is, 0);
    ck_assert_int_eq(cg_game_is_atomic(NULL, P("1*"), &is), CG_EINVAL);
    ck_assert_int_eq(cg_game_is_atomic(ctx, NULL, &is), CG_EINVAL);
    ck_assert_int_eq(cg_game_is_atomic(ctx, P("1*"), NULL), CG_EINVAL);
}
END_TEST

/* CGSuite's published expectations for AtomicWeight and IsAtomic (its test
 * cases of canonical short games): "-" where it reports "not atomic". */
START_TEST(atomic_weight_published_by_cgsuite)
{
    static const struct {
        const char *game, *aw;
    } rows[] = {
        { "0", "0" },
        { "5", "-" },
        { "-1823437481924", "-" },
        { "25/16", "-" },
        { "*8", "0" },
        { "9/8+*", "-" },
        { "^", "1" },
        { "v*", "-1" },
        { "6+^*", "-" },
        { "^*6", "1" },
        { "73/16+v9*8", "-" },
        { "{0|*||*|||*||||*}", "1" },
        { "{0||0|v*}", "1" },
        { "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
          "0" },
        { "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}"
          "},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
          "0" },
        { "{0||0|vvv}", "0" },
        { "{^^^|vv}", "{1|0}" },
        { "{0||0|-3/2}", "0" },
        { "{0|||0||-1|-3}", "0" },
        { "{5||3|1|||0||||0}", "0" },
        { "{1|^^||^}", "2" },
        { "{1|^^^||^}", "-" },
        { "{3||2+*|1+*}", "-" },
        { "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "-" },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const cg_game *g = P(rows[i].game), *r = NULL;
        int is = -1, rc = cg_game_atomic_weight(ctx, g, &r);
        int explained = rc != CG_OK && cg_error_detail()[0] != '\0';
        ck_assert_int_eq(cg_game_is_atomic(ctx, g, &is), CG_OK);
        if (rows[i].aw[0] == '-' && rows[i].aw[1] == '\0') {
            ck_assert_msg(rc == CG_EDOMAIN && is == 0 && explained, "%s: %d, is_atomic %d",
                          rows[i].game, rc, is);
        } else {
            ck_assert_msg(rc == CG_OK && is == 1, "%s: %d, is_atomic %d", rows[i].game, rc, is);
            ck_assert_msg(r == P(rows[i].aw), "aw(%s) = %s, CGSuite %s", rows[i].game, F(r),
                          rows[i].aw);
        }
    }
}
END_TEST

/* ======================================================================== */
/* Reduced canonical form                                                   */
/* ======================================================================== */

/* The definition, checked on the tree of rcf(G) with the oracle: every
 * subposition infinitesimally close to a number equals that number, and no
 * subposition has an Inf-dominated or Inf-reversible option. */
static void check_reduced(bridge *b, const cg_game *g, const otree *t)
{
    int64_t ln, rn, num;
    uint32_t lk, rk, k;
    of_stops(b->f, t, &ln, &lk, &rn, &rk);
    if (ln == rn && lk == rk)
        FAST_CHECK(of_number_value(b->f, t, &num, &k), "rcf(%s) has a subposition close to a number",
                   F(g));
    for (size_t i = 0; i < t->nl + t->nr; i++) {
        int left = i < t->nl;
        const otree *a = t->opt[i];
        size_t from = left ? 0 : t->nl, to = left ? t->nl : t->nl + t->nr;
        for (size_t j = from; j < to; j++)
            if (j != i)
                FAST_CHECK(!(left ? of_ge_inf(b->f, t->opt[j], a) : of_ge_inf(b->f, a, t->opt[j])),
                           "rcf(%s): an option is Inf-dominated", F(g));
        size_t rf = left ? a->nl : 0, rt = left ? a->nl + a->nr : a->nl;
        for (size_t j = rf; j < rt; j++)
            FAST_CHECK(!(left ? of_ge_inf(b->f, t, a->opt[j]) : of_ge_inf(b->f, a->opt[j], t)),
                       "rcf(%s): an option is Inf-reversible", F(g));
        check_reduced(b, g, a);
    }
}

/* Independent: rcf(G) - G is infinitesimal and rcf(G) is reduced, both by the
 * oracle on trees; rcf is idempotent. Every game born by day 3. */
START_TEST(reduced_matches_the_definition)
{
    static pool day3;
    born_by(&day3, 3);
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i], *r = rcf(g);
        FAST_CHECK(of_infinitesimal(b.f, of_diff(b.f, tree(&b, r), tree(&b, g))),
                   "rcf(%s) = %s is not infinitesimally close", F(g), F(r));
        check_reduced(&b, g, tree(&b, r));
        FAST_CHECK(rcf(r) == r, "rcf(rcf(%s)) = %s, not %s", F(g), F(rcf(r)), F(r));
    }
    br_close(&b);
    /* Known: infinitesimals reduce to 0, x + infinitesimal to x; hot games
     * lose their infinitesimal parts. */
    ck_assert_ptr_eq(rcf(P("^")), P("0"));
    ck_assert_ptr_eq(rcf(P("{0|^*}")), P("0"));
    ck_assert_ptr_eq(rcf(P("3/4v*")), P("3/4"));
    ck_assert_ptr_eq(rcf(P("{2|1}+^")), P("{2|1}"));
    ck_assert_ptr_eq(rcf(P("{1|^}")), P("{1|0}"));
    ck_assert_ptr_eq(rcf(P("{2||1|*}")), P("{2||1|0}"));
    ck_assert_ptr_eq(rcf(P("+-1")), P("+-1"));
}
END_TEST

/* rcf(G) = rcf(H) exactly when G - H is infinitesimal (oracle on the trees):
 * every pair of games born by day 2, and pairs of day 3 (random ones, and
 * pairs inside each class found). rcf(G + I) = rcf(G) for infinitesimal I,
 * and rcf(G + H) = rcf(rcf(G) + rcf(H)). */
START_TEST(reduced_forms_are_the_classes_modulo_infinitesimals)
{
    static pool day2, day3;
    born_by(&day2, 2);
    born_by(&day3, 3);
    bridge b;
    br_open(&b);
    for (size_t i = 0; i < day2.n; i++)
        for (size_t j = 0; j < day2.n; j++) {
            const cg_game *g = day2.g[i], *h = day2.g[j];
            int inf = of_infinitesimal(b.f, of_diff(b.f, tree(&b, g), tree(&b, h)));
            FAST_CHECK((rcf(g) == rcf(h)) == inf, "%s, %s: rcf %s and %s, difference %s", F(g),
                       F(h), F(rcf(g)), F(rcf(h)), inf ? "infinitesimal" : "not infinitesimal");
        }
    uint64_t state = 17;
    int rounds = quick() ? 1500 : 12000, same = 0;
    for (int r = 0; r < rounds; r++) {
        const cg_game *g = day3.g[rng(&state) % day3.n], *h;
        if (r % 2 == 0) {
            h = day3.g[rng(&state) % day3.n];
        } else {
            /* A game of the same class, if any other: scan from a random start. */
            size_t start = rng(&state) % day3.n;
            h = g;
            for (size_t k = 0; k < day3.n && h == g; k++) {
                const cg_game *c = day3.g[(start + k) % day3.n];
                if (c != g && rcf(c) == rcf(g))
                    h = c;
            }
        }
        int inf = of_infinitesimal(b.f, of_diff(b.f, tree(&b, g), tree(&b, h)));
        same += inf;
        FAST_CHECK((rcf(g) == rcf(h)) == inf, "%s, %s: rcf %s and %s, difference %s", F(g), F(h),
                   F(rcf(g)), F(rcf(h)), inf ? "infinitesimal" : "not infinitesimal");
    }
    ck_assert_int_gt(same, rounds / 4);
    br_close(&b);
    /* G + H and rcf(G) + rcf(H) differ by an infinitesimal, so they reduce
     * alike: random pairs, and running sums of up to 9 random day-3 games
     * (tens of thousands of subpositions) reduced as they grow. */
    for (int r = 0; r < (quick() ? 100 : 600); r++) {
        const cg_game *g = day3.g[rng(&state) % day3.n], *h = day3.g[rng(&state) % day3.n];
        FAST_CHECK(rcf(sum(g, h)) == rcf(sum(rcf(g), rcf(h))), "rcf(%s + %s)", F(g), F(h));
    }
    const cg_game *total = cg_game_zero(ctx), *reduced = total;
    for (int k = 1; k <= (quick() ? 6 : 9); k++) {
        const cg_game *g = day3.g[rng(&state) % day3.n];
        total = sum(total, g);
        reduced = rcf(sum(reduced, rcf(g)));
        FAST_CHECK(rcf(total) == reduced, "a sum of %d games reduces to %s, its parts to %s", k,
                   F(rcf(total)), F(reduced));
    }
    const cg_game *tiny[] = { P("^"), P("*"), P("^*"), P("v3*2"), P("{0|^*}"), P("{0||0|v}") };
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i];
        for (size_t j = 0; j < sizeof tiny / sizeof tiny[0]; j++)
            FAST_CHECK(rcf(sum(g, tiny[j])) == rcf(g), "rcf(%s + %s)", F(g), F(tiny[j]));
    }
}
END_TEST

/* ======================================================================== */
/* Random games born on day 4                                               */
/* ======================================================================== */

/* A random game born on day 4: one to three options a side from the pool of
 * day-3 games, drawn again until the canonical form is born on day 4. */
static const cg_game *random_game(const pool *p, uint64_t *state)
{
    const cg_game *o[6], *g;
    uint32_t day = 0;
    for (int tries = 0; tries < 1000 && day < 4; tries++) {
        size_t nl = 1 + rng(state) % 3, nr = 1 + rng(state) % 3;
        for (size_t i = 0; i < nl + nr; i++)
            o[i] = p->g[rng(state) % p->n];
        ck_assert_int_eq(cg_game_new(ctx, o, nl, o + nl, nr, &g), CG_OK);
        ck_assert_int_eq(cg_game_birthday(g, &day), CG_OK);
    }
    ck_assert_uint_eq(day, 4);
    return g;
}

/* Random games born on day 4 against the oracle: atomic weights (of all-small
 * games) and reduced forms by value and by the definition, heated games by
 * canonicalising the oracle's tree. The oracle's trees of Norton products
 * grow to millions of nodes at this size, so products are checked through
 * the laws here: aw(G.up) = G and linearity. */
START_TEST(random_games_match_the_oracle)
{
    static pool day3, small;
    born_by(&day3, 3);
    small.n = 0;
    for (size_t i = 0; i < day3.n; i++)
        if (cg_game_is_dicotic(day3.g[i]))
            small.g[small.n++] = day3.g[i];
    uint64_t state = 33;
    int rounds = quick() ? 25 : 150;
    const cg_game *up = P("^"), *t = P("3/2");
    for (int r = 0; r < rounds; r++) {
        bridge b;
        br_open(&b);
        const cg_game *g = random_game(&small, &state);
        ck_assert(cg_game_is_dicotic(g));
        const otree *want = of_atomic_weight(b.f, tree(&b, g));
        FAST_CHECK(want != NULL && of_eq(b.f, tree(&b, aw(g)), want), "aw(%s) = %s", F(g), F(aw(g)));
        const cg_game *h = random_game(&day3, &state), *rh = rcf(h);
        FAST_CHECK(of_infinitesimal(b.f, of_diff(b.f, tree(&b, rh), tree(&b, h))),
                   "rcf(%s) = %s is not infinitesimally close", F(h), F(rh));
        check_reduced(&b, h, tree(&b, rh));
        FAST_CHECK(rcf(rh) == rh, "rcf(rcf(%s))", F(h));
        FAST_CHECK(heat(h, t) == game_of(&b, of_heat(b.f, tree(&b, h), tree(&b, t))),
                   "%s heated by 3/2", F(h));
        FAST_CHECK(aw(norton(h, up)) == h, "aw(%s.up)", F(h));
        const cg_game *k = random_game(&day3, &state), *u = r % 2 ? up : P("{1|*}");
        FAST_CHECK(norton(sum(h, k), u) == sum(norton(h, u), norton(k, u)), "(%s + %s).%s", F(h),
                   F(k), F(u));
        br_close(&b);
    }
}
END_TEST

/* ======================================================================== */
/* Arguments, limits, allocation failures                                   */
/* ======================================================================== */

START_TEST(bad_arguments)
{
    const cg_game *g = P("{2|*}"), *u = P("^"), *out = NULL, *buf[2];
    size_t count;
    ck_assert_int_eq(cg_game_norton(NULL, g, u, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_norton(ctx, NULL, u, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_norton(ctx, g, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_norton(ctx, g, u, NULL), CG_EINVAL);
    static const char *not_positive[] = { "0", "*", "^*", "-1", "v", "+-1", "{1|0}", "*2" };
    for (size_t i = 0; i < sizeof not_positive / sizeof not_positive[0]; i++)
        ck_assert_int_eq(cg_game_norton(ctx, g, P(not_positive[i]), &out), CG_EDOMAIN);
    ck_assert_int_eq(cg_game_heat(NULL, g, u, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_heat(ctx, NULL, u, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_heat(ctx, g, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_heat(ctx, g, u, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_atomic_weight(NULL, u, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_atomic_weight(ctx, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_atomic_weight(ctx, u, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_atomic_weight(ctx, g, &out), CG_EDOMAIN);
    ck_assert_int_eq(cg_game_reduced(NULL, g, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_reduced(ctx, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_reduced(ctx, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentives(NULL, g, CG_LEFT, buf, 2, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentives(ctx, NULL, CG_LEFT, buf, 2, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentives(ctx, g, (cg_side)2, buf, 2, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentives(ctx, g, (cg_side)-1, buf, 2, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentives(ctx, g, CG_LEFT, NULL, 2, &count), CG_EINVAL);
    ck_assert_int_eq(cg_game_incentives(ctx, g, CG_LEFT, buf, 2, NULL), CG_EINVAL);
    ck_assert_ptr_null(out);   /* never written on failure */
}
END_TEST

/* With a tiny node limit each call stops with CG_ELIMIT and writes nothing;
 * without it the same call succeeds. */
START_TEST(node_limit)
{
    const cg_game *g = P("{{2|1}|{0|-1}}+{3|||2||1|*}"), *sg = P("{^^*|{0|v*}}+{0,^|v*}+^*3");
    ck_assert(cg_game_is_dicotic(sg));
    const cg_game *u = P("^"), *t = P("1");
    for (uint64_t limit = 1; limit <= 3; limit++) {
        ck_assert_int_eq(cg_ctx_set_node_limit(ctx, limit), CG_OK);
        const cg_game *out = NULL;
        ck_assert_int_eq(cg_game_norton(ctx, g, u, &out), CG_ELIMIT);
        ck_assert_int_eq(cg_game_heat(ctx, g, t, &out), CG_ELIMIT);
        ck_assert_int_eq(cg_game_atomic_weight(ctx, sg, &out), CG_ELIMIT);
        ck_assert_int_eq(cg_game_reduced(ctx, g, &out), CG_ELIMIT);
        ck_assert_ptr_null(out);
    }
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    const cg_game *a, *h, *w, *r;
    ck_assert_int_eq(cg_game_norton(ctx, g, u, &a), CG_OK);
    ck_assert_int_eq(cg_game_heat(ctx, g, t, &h), CG_OK);
    ck_assert_int_eq(cg_game_atomic_weight(ctx, sg, &w), CG_OK);
    ck_assert_int_eq(cg_game_reduced(ctx, g, &r), CG_OK);
    /* A generous limit changes nothing. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 100000), CG_OK);
    ck_assert_ptr_eq(norton(g, u), a);
    ck_assert_ptr_eq(heat(g, t), h);
    ck_assert_ptr_eq(aw(sg), w);
    ck_assert_ptr_eq(rcf(g), r);
}
END_TEST

/* One function on small inputs in a fresh context: parse, call, free. The
 * inputs make each function do real work (several incentives of the unit, an
 * Inf-dominated option and Inf-reversible ones, bypassed to nothing and to new
 * options, the exceptional case of the atomic weight calculus). A call that
 * succeeds must also give the right answer, even when an allocation failed on
 * the way and was absorbed (a cache that could not grow). */
typedef struct sweep_case {
    int which;                 /* 0 Norton, 1 heat, 2 aw, 3 rcf, 4 incentives */
    const char *arg;           /* U for Norton, t for heating */
    const char *in[3];
    char want[3][512];         /* the answers, recorded before the sweep */
    int record;
} sweep_case;

static int one_function(void *arg)
{
    sweep_case *sc = arg;
    cg_ctx *c = NULL;
    int rc = cg_ctx_new(&c);
    const cg_game *h = NULL;
    if (rc == CG_OK && sc->arg != NULL)
        rc = cg_game_parse(c, sc->arg, &h);
    for (int i = 0; i < 3 && sc->in[i] != NULL && rc == CG_OK; i++) {
        const cg_game *g = NULL, *out[4] = { NULL, NULL, NULL, NULL };
        size_t count = 1, len;
        if ((rc = cg_game_parse(c, sc->in[i], &g)) != CG_OK)
            break;
        switch (sc->which) {
        case 0: rc = cg_game_norton(c, g, h, &out[0]); break;
        case 1: rc = cg_game_heat(c, g, h, &out[0]); break;
        case 2: rc = cg_game_atomic_weight(c, g, &out[0]); break;
        case 3: rc = cg_game_reduced(c, g, &out[0]); break;
        default: rc = cg_game_incentives(c, g, CG_RIGHT, out, 4, &count); break;
        }
        char text[512] = "";
        for (size_t k = 0; k < count && rc == CG_OK; k++) {
            char one[128];
            if ((rc = cg_game_format(c, out[k], one, sizeof one, &len)) == CG_OK) {
                strcat(text, one);
                strcat(text, ";");
            }
        }
        if (rc != CG_OK)
            break;
        if (sc->record)
            strcpy(sc->want[i], text);
        else if (strcmp(sc->want[i], text) != 0)
            rc = CG_EINVAL;   /* a wrong answer: the sweep reports it */
    }
    cg_ctx_free(c);
    return rc;
}

START_TEST(allocation_failures_leak_nothing)
{
    static sweep_case cases[] = {
        { 0, "{2|1}+^", { "{1/2|*}+{1|0}", "-3", NULL }, { "" }, 0 },
        { 1, "3/2", { "{2||1|*}+{1|0}", NULL, NULL }, { "" }, 0 },
        { 2, NULL, { "{0|^*}+{^^*|v}", "{0|0,v*}", "{^3|v4}" }, { "" }, 0 },
        { 3, NULL, { "{0|{0|-1},-1/2}", "{1,1*|0,{1|0}}", "{1|^*||+-1|-2}" }, { "" }, 0 },
        { 4, NULL, { "{2||1|*}+{1,*|0}", NULL, NULL }, { "" }, 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cases[i].record = 1;
        ck_assert_int_eq(one_function(&cases[i]), CG_OK);
        cases[i].record = 0;
    }
    ck_assert_str_eq(cases[3].want[0], "{0|-1/2};");
    /* Every allocation of each run fails in turn, those of the function under
     * test included: each failure must give CG_ENOMEM and leak nothing. */
    fault_alloc_install();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ck_assert_int_gt(fault_sweep(one_function, NULL, &cases[i]), 10);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-algebra");
    TCase *tc = tcase_create("algebra");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, norton_matches_the_definition);
    tcase_add_test(tc, norton_laws);
    tcase_add_test(tc, heat_matches_the_definition);
    tcase_add_test(tc, incentives_match_the_definition);
    tcase_add_test(tc, incentives_kept_by_sums_match_the_definition);
    tcase_add_test(tc, atomic_weight_matches_the_calculus);
    tcase_add_test(tc, incentive_set_matches_the_definition);
    tcase_add_test(tc, incentive_set_published_by_cgsuite);
    tcase_add_test(tc, atomic_weight_laws);
    tcase_add_test(tc, atomic_weight_published_by_cgsuite);
    tcase_add_test(tc, reduced_matches_the_definition);
    tcase_add_test(tc, reduced_forms_are_the_classes_modulo_infinitesimals);
    tcase_add_test(tc, random_games_match_the_oracle);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, node_limit);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    suite_add_tcase(s, tc);
    /* Its own case: the oracle's products of sums take a minute in the
     * sanitizer builds. */
    TCase *sums = tcase_create("norton of sums");
    tcase_set_timeout(sums, 600);
    tcase_add_checked_fixture(sums, partizan_setup, partizan_teardown);
    tcase_add_test(sums, norton_of_sums_matches_the_definition);
    suite_add_tcase(s, sums);
    return run_suite(s);
}
