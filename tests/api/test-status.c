/*
 * The api suite: the promises of API 1.1 that span modules.
 *
 * - A game remembers the context that made it: every function that takes a
 *   context and games returns CG_EINVAL for a game of another context, and
 *   succeeds on the same call with the right one.
 * - "Too large" is CG_ERANGE everywhere: every documented limit is probed just
 *   above (and, where cheap, at) the limit.
 * - Every documented status is reached: the module suites assert most of them;
 *   this file calls each function into the statuses no other suite asserts
 *   (found by comparing the @retval lines of the headers with the tests), and
 *   sweeps allocation failures over the 1.1 calls.
 */
#include <stdint.h>
#include <stdlib.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fault-alloc.h"

static cg_ctx *ctx, *other;

static void setup(void)
{
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
}

static void teardown(void)
{
    cg_ctx_free(ctx);
    cg_ctx_free(other);
    ctx = other = NULL;
}

static const cg_game *in(cg_ctx *c, const char *text)
{
    const cg_game *g = NULL;
    ck_assert_int_eq(cg_game_parse(c, text, &g), CG_OK);
    return g;
}

static cg_dyadic dy(int64_t num, uint32_t k)
{
    cg_dyadic d = { num, k };
    return d;
}

/* ---- games of another context ---- */

/* Each call below is made twice: with a game of `other` given to `ctx` (and
 * the other argument of two-game calls from `ctx`), then with games of `ctx`.
 * The first must be CG_EINVAL, the second must not be. */
START_TEST(a_game_of_another_context_is_einval)
{
    const char *text = "{2||1|0}+^*";
    const cg_game *mine = in(ctx, text), *theirs = in(other, text);
    const cg_game *one = in(ctx, "1"), *their_one = in(other, "1");
    const cg_game *star = in(ctx, "^*"), *their_star = in(other, "^*");
    const cg_game *out;
    int rel;
    cg_outcome o;
    int64_t n1, n2;
    uint32_t k1, k2;
    char buf[64];
    size_t len, idx, count;
    cg_thermograph *th = NULL;
    cg_dyadic d1, d2;

    for (int pass = 0; pass < 2; pass++) {
        const cg_game *g = pass == 0 ? theirs : mine;
        const cg_game *u = pass == 0 ? their_one : one;
        const cg_game *s = pass == 0 ? their_star : star;
        int want = pass == 0 ? CG_EINVAL : CG_OK;
        const cg_game *left[2] = { one, g };

        ck_assert_int_eq(cg_game_new(ctx, left, 2, NULL, 0, &out), want);
        ck_assert_int_eq(cg_game_new(ctx, NULL, 0, left + 1, 1, &out), want);
        ck_assert_int_eq(cg_game_sum(ctx, g, one, &out), want);
        ck_assert_int_eq(cg_game_sum(ctx, one, g, &out), want);
        ck_assert_int_eq(cg_game_neg(ctx, g, &out), want);
        ck_assert_int_eq(cg_game_compare(ctx, g, one, &rel), want);
        ck_assert_int_eq(cg_game_compare(ctx, one, g, &rel), want);
        ck_assert_int_eq(cg_game_outcome(ctx, g, &o), want);
        ck_assert_int_eq(cg_game_thermal(ctx, g, &n1, &k1, &n2, &k2), want);
        ck_assert_int_eq(cg_game_format(ctx, g, buf, sizeof buf, &len), want);
        ck_assert_int_eq(cg_game_mean_temperature(ctx, g, &d1, &d2), want);
        ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), want);
        cg_thermograph_free(th);
        th = NULL;
        ck_assert_int_eq(cg_game_orthodox_move(ctx, g, CG_LEFT, &idx), want);
        ck_assert_int_eq(cg_game_cool(ctx, g, dy(1, 1), &out), want);
        ck_assert_int_eq(cg_game_heat(ctx, g, one, &out), want);
        ck_assert_int_eq(cg_game_heat(ctx, mine, u, &out), want);
        ck_assert_int_eq(cg_game_norton(ctx, g, one, &out), want);
        ck_assert_int_eq(cg_game_norton(ctx, mine, u, &out), want);
        ck_assert_int_eq(cg_game_atomic_weight(ctx, s, &out), want);
        ck_assert_int_eq(cg_game_reduced(ctx, g, &out), want);
        ck_assert_int_eq(cg_game_incentives(ctx, g, CG_LEFT, NULL, 0, &count),
                         pass == 0 ? CG_EINVAL : CG_ERANGE);
    }

    /* A context that has made no game at all owns none, and a foreign game
     * with no Left move is refused before orthodox play looks at it. */
    cg_ctx *fresh;
    ck_assert_int_eq(cg_ctx_new(&fresh), CG_OK);
    ck_assert_int_eq(cg_game_format(fresh, theirs, buf, sizeof buf, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_outcome(fresh, theirs, &o), CG_EINVAL);
    ck_assert_int_eq(cg_game_orthodox_move(fresh, in(other, "-1"), CG_LEFT, &idx), CG_EINVAL);
    cg_ctx_free(fresh);

    /* Games read from one context's text are the same in another. */
    ck_assert_int_eq(cg_game_format(other, theirs, buf, sizeof buf, &len), CG_OK);
    ck_assert_ptr_eq(in(ctx, buf), mine);
}
END_TEST

/* ---- too large ---- */

START_TEST(too_large_is_erange)
{
    const cg_game *out;
    ck_assert_int_eq(cg_game_nimber(ctx, CG_GAME_MAX_NIMBER, &out), CG_OK);
    ck_assert_int_eq(cg_game_nimber(ctx, CG_GAME_MAX_NIMBER + 1, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_nimber(ctx, UINT32_MAX, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_up(ctx, CG_GAME_MAX_UPS, &out), CG_OK);
    ck_assert_int_eq(cg_game_up(ctx, -CG_GAME_MAX_UPS, &out), CG_OK);
    ck_assert_int_eq(cg_game_up(ctx, CG_GAME_MAX_UPS + 1, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_up(ctx, -CG_GAME_MAX_UPS - 1, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_up(ctx, INT64_MIN, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, CG_GAME_MAX_LOG2_DEN, &out), CG_OK);
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, CG_GAME_MAX_LOG2_DEN + 1, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_dyadic(ctx, CG_GAME_MAX_INTEGER + 1, 0, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_integer(ctx, -CG_GAME_MAX_INTEGER - 1, &out), CG_ERANGE);

    /* Sums past a limit: ups, and a number's integer part through heating. */
    const cg_game *up, *pm, *big;
    ck_assert_int_eq(cg_game_up(ctx, CG_GAME_MAX_UPS, &up), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, up, up, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, "+-1", &pm), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, CG_GAME_MAX_INTEGER, &big), CG_OK);
    ck_assert_int_eq(cg_game_heat(ctx, pm, big, &out), CG_ERANGE);

    cg_cmnim *g = NULL;
    const uint64_t sets[] = { 3 };
    ck_assert_int_eq(cg_cmnim_new(CG_CMNIM_MAX_JARS + 1, sets, 1, &g), CG_ERANGE);
    ck_assert_int_eq(cg_cmnim_new_family(CG_CMNIM_MAX_JARS + 1, CG_CMNIM_NIM, &g), CG_ERANGE);
    ck_assert_ptr_null(g);

    uint32_t v;
    ck_assert_int_eq(cg_cutter_grundy(ctx, CG_CUTTER_MAX_SIDE + 1, 1, NULL, 1, 1, &v), CG_ERANGE);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 1, CG_CUTTER_MAX_SIDE + 1, NULL, 1, 1, &v), CG_ERANGE);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 1, CG_CUTTER_MAX_SIDE, NULL, 1, 1, &v), CG_OK);
    cg_outcome co;
    ck_assert_int_eq(cg_cutter_misere_outcome(ctx, CG_CUTTER_MAX_SIDE + 1, 1, NULL, 1, 1, &co), CG_ERANGE);
    ck_assert_int_eq(cg_cutter_misere_outcome(ctx, 1, 5, NULL, 1, 1, &co), CG_OK);
    ck_assert_int_eq(co, CG_OUTCOME_P);   /* 5 cookies in a row, eaten one at a time */
    ck_assert_int_eq(cg_cutter_misere_outcome(NULL, 2, 2, NULL, 1, 1, &co), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_misere_outcome(ctx, 2, 2, NULL, 1, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_misere_remoteness(ctx, 2, 2, NULL, 1, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_misere_remoteness(ctx, 1, 5, NULL, 1, 1, &v), CG_OK);
    ck_assert_uint_eq(v, 5);   /* five single cookies: five moves, the fifth loses */
    ck_assert_int_eq(cg_cutter_misere_remoteness(ctx, 65, 5, NULL, 1, 1, &v), CG_ERANGE);
    ck_assert_int_eq(cg_cutter_misere_outcome(ctx, 0, 2, NULL, 1, 1, &co), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_misere_outcome(ctx, 2, 2, NULL, 0, 1, &co), CG_EINVAL);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 10), CG_OK);
    ck_assert_int_eq(cg_cutter_misere_outcome(ctx, 5, 5, NULL, 2, 2, &co), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);

    const cg_game *h = in(ctx, "{2|1}");
    ck_assert_int_eq(cg_game_cool(ctx, h, dy(1, CG_GAME_MAX_LOG2_DEN + 1), &out), CG_ERANGE);
    cg_thermograph *th;
    cg_dyadic d;
    ck_assert_int_eq(cg_game_thermograph(ctx, h, &th), CG_OK);
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_LEFT, dy(1, CG_GAME_MAX_LOG2_DEN + 1), &d),
                     CG_ERANGE);
    /* Arguments need not be in lowest terms below the limit. */
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_LEFT, dy(2, CG_GAME_MAX_LOG2_DEN + 1), &d),
                     CG_ERANGE);   /* 2 - 1/2^1023: its numerator passes 64 bits */
    ck_assert_int_eq(cg_thermograph_wall_at(th, CG_LEFT, dy(4, 64), &d), CG_OK);
    ck_assert(d.num == INT64_MAX && d.log2_den == 62);   /* 2 - 1/2^62 */
    cg_thermograph_free(th);

    uint64_t bytes;
    ck_assert_int_eq(cg_strict_table_memory(CG_STRICT_TABLE_MAX_HEAPS + 1, &bytes), CG_ERANGE);
    ck_assert_int_eq(cg_strict_census_memory(CG_STRICT_TABLE_MAX_HEAPS + 1, &bytes), CG_ERANGE);
    ck_assert_int_eq(cg_reduced_table_memory(CG_REDUCED_TABLE_MAX_HEAPS + 1, &bytes), CG_ERANGE);
    ck_assert_int_eq(cg_reduced_census_memory(CG_REDUCED_TABLE_MAX_HEAPS + 1, &bytes), CG_ERANGE);
    cg_census *c = NULL;
    ck_assert_int_eq(cg_reduced_census(CG_REDUCED_TABLE_MAX_HEAPS + 1, 1, 0, NULL, NULL, &c),
                     CG_ERANGE);
    ck_assert_int_eq(cg_strict_census(CG_STRICT_TABLE_MAX_HEAPS + 1, 1, 0, NULL, NULL, &c),
                     CG_ERANGE);
    ck_assert_ptr_null(c);

    uint32_t dummy = 0;
    ck_assert_int_eq(cg_wythoff_grundy_table(UINT32_MAX, UINT32_MAX, &dummy), CG_ERANGE);
    uint64_t wg;
    ck_assert_int_eq(cg_wythoff_grundy(ctx, UINT64_C(1) << 62, UINT64_MAX, &wg), CG_ERANGE);
    ck_assert_int_eq(cg_oddeven_pile(ctx, CG_ODDEVEN_MAX + 1, &out), CG_ERANGE);
    uint64_t n;
    ck_assert_int_eq(cg_games_enumerate(ctx, 4, NULL, NULL, &n), CG_ERANGE);
}
END_TEST

/* ---- statuses no module suite asserts ---- */

static int stop_at_once(void *user_data, uint64_t done, uint64_t total)
{
    (void)done;
    (void)total;
    ++*(int *)user_data;
    return 1;
}

START_TEST(every_documented_status_of_the_tables)
{
    int calls = 0;
    cg_census *c = NULL;
    cg_strict_table *st = NULL;
    cg_reduced_table *rt = NULL;
    uint64_t bytes, counts[8];
    uint32_t g;

    ck_assert_int_eq(cg_strict_census_memory(10, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_census_memory(10, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_memory(10, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_census_memory(10, &bytes), CG_OK);

    ck_assert_int_eq(cg_strict_census(8, 1, 0, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_build(8, 1, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_strict_census(12, 1, 0, stop_at_once, &calls, &c), CG_ECANCELED);
    ck_assert_int_eq(cg_reduced_census(10, 1, 0, stop_at_once, &calls, &c), CG_ECANCELED);
    ck_assert_int_eq(cg_strict_table_build(12, 1, stop_at_once, &calls, &st), CG_ECANCELED);
    ck_assert_int_eq(cg_reduced_table_build(10, 1, stop_at_once, &calls, &rt), CG_ECANCELED);
    ck_assert_int_eq(calls, 4);
    ck_assert_ptr_null(c);
    ck_assert_ptr_null(st);
    ck_assert_ptr_null(rt);

    ck_assert_int_eq(cg_reduced_table_build(6, 1, NULL, NULL, &rt), CG_OK);
    cg_position *p;
    ck_assert_int_eq(cg_position_parse("1 2 2 3", &p), CG_OK);
    ck_assert_int_eq(cg_reduced_table_grundy(NULL, p, &g), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_grundy(rt, NULL, &g), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_grundy(rt, p, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_grundy(rt, p, &g), CG_OK);
    ck_assert_int_eq(cg_reduced_table_histogram(NULL, 3, counts, 8), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_histogram(rt, 3, NULL, 8), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_table_histogram(rt, 7, counts, 8), CG_ERANGE);
    cg_reduced_table_free(rt);
    cg_position_free(p);

    ck_assert_int_eq(cg_reduced_census(6, 1, 0, NULL, NULL, &c), CG_OK);
    ck_assert_int_eq(cg_census_histogram(NULL, 3, counts, 8), CG_EINVAL);
    ck_assert_int_eq(cg_census_histogram(c, 3, NULL, 8), CG_EINVAL);
    ck_assert_int_eq(cg_census_histogram(c, 3, counts, 8), CG_OK);
    cg_census_free(c);
}
END_TEST

START_TEST(every_documented_status_of_cookie_searches)
{
    /* 2 2 3 4 ... n: reduced and not strict, so every question searches. */
    enum { BIG = CG_POSITION_SEARCH_MAX_HEAPS + 1 };
    uint32_t *heaps = malloc(BIG * sizeof *heaps);
    ck_assert_ptr_nonnull(heaps);
    heaps[0] = 2;
    for (uint32_t i = 1; i < BIG; i++)
        heaps[i] = i + 1;
    cg_position *big, *mid, *p_pos, *np;
    ck_assert_int_eq(cg_position_new(heaps, BIG, &big), CG_OK);
    ck_assert_int_eq(cg_position_new(heaps, 12, &mid), CG_OK);
    ck_assert(!cg_position_is_strict(big) && cg_position_is_reduced(big));
    uint8_t *w = malloc(BIG);
    ck_assert_ptr_nonnull(w);
    uint32_t v;
    size_t a, b;
    cg_outcome o;

    ck_assert_int_eq(cg_position_remoteness(ctx, big, &v), CG_ERANGE);
    ck_assert_int_eq(cg_position_suspense(ctx, big, &v), CG_ERANGE);
    ck_assert_int_eq(cg_position_winning_moves(ctx, big, w, BIG), CG_ERANGE);
    ck_assert_int_eq(cg_position_winning_interval(ctx, big, &a, &b), CG_ERANGE);
    ck_assert_int_eq(cg_position_winning_move(ctx, big, &a), CG_ERANGE);
    ck_assert_int_eq(cg_position_outcome(ctx, big, &o), CG_ERANGE);
    ck_assert_int_eq(cg_position_misere_outcome(ctx, big, &o), CG_ERANGE);
    ck_assert_int_eq(cg_position_misere_remoteness(ctx, big, &v), CG_ERANGE);
    ck_assert_int_eq(cg_position_misere_suspense(ctx, big, &v), CG_ERANGE);
    ck_assert_int_eq(cg_position_misere_winning_moves(ctx, big, w, BIG), CG_ERANGE);

    /* A search that needs more than one new position. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1), CG_OK);
    ck_assert_int_eq(cg_position_remoteness(ctx, mid, &v), CG_ELIMIT);
    ck_assert_int_eq(cg_position_suspense(ctx, mid, &v), CG_ELIMIT);
    ck_assert_int_eq(cg_position_winning_moves(ctx, mid, w, 12), CG_ELIMIT);
    ck_assert_int_eq(cg_position_winning_interval(ctx, mid, &a, &b), CG_ELIMIT);
    ck_assert_int_eq(cg_position_winning_move(ctx, mid, &a), CG_ELIMIT);
    ck_assert_int_eq(cg_position_misere_outcome(ctx, mid, &o), CG_ELIMIT);
    ck_assert_int_eq(cg_position_misere_remoteness(ctx, mid, &v), CG_ELIMIT);
    ck_assert_int_eq(cg_position_misere_suspense(ctx, mid, &v), CG_ELIMIT);
    ck_assert_int_eq(cg_position_misere_winning_moves(ctx, mid, w, 12), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);

    /* P-positions have no winning move; strict ones need no context. */
    ck_assert_int_eq(cg_position_parse("1 2 3", &p_pos), CG_OK);
    ck_assert_int_eq(cg_position_winning_interval(NULL, p_pos, &a, &b), CG_EDOMAIN);
    ck_assert_int_eq(cg_position_winning_move(NULL, p_pos, &a), CG_EDOMAIN);
    /* Not strict, and a search is needed: a context is. */
    ck_assert_int_eq(cg_position_winning_interval(NULL, mid, &a, &b), CG_EINVAL);
    ck_assert_int_eq(cg_position_winning_moves(NULL, mid, w, 12), CG_EINVAL);
    /* Misère play never uses the strict theory: a context is always needed,
     * even for a strict position and for the empty one. */
    ck_assert_int_eq(cg_position_misere_outcome(NULL, p_pos, &o), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_remoteness(NULL, p_pos, &v), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_suspense(NULL, p_pos, &v), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_winning_moves(NULL, p_pos, w, 3), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_outcome(ctx, NULL, &o), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_outcome(ctx, p_pos, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_remoteness(ctx, p_pos, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_suspense(ctx, NULL, &v), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_winning_moves(ctx, p_pos, NULL, 3), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_winning_moves(ctx, p_pos, w, 2), CG_EINVAL);
    ck_assert_int_eq(cg_position_misere_winning_moves(ctx, NULL, w, 3), CG_EINVAL);
    /* 1 2 2 3 6 6: an N-position ([Propp]); its winning moves are the 6's. */
    ck_assert_int_eq(cg_position_parse("1 2 2 3 6 6", &np), CG_OK);
    ck_assert_int_eq(cg_position_winning_interval(ctx, np, &a, &b), CG_OK);
    ck_assert(a == 4 && b == 5);

    cg_position_free(np);
    cg_position_free(p_pos);
    cg_position_free(mid);
    cg_position_free(big);
    free(w);
    free(heaps);
}
END_TEST

static int count_tuples(void *user_data, const uint64_t *x, uint32_t jars)
{
    (void)x;
    (void)jars;
    ++*(uint64_t *)user_data;
    return 0;
}

START_TEST(every_documented_status_of_the_other_games)
{
    /* cmnim */
    cg_cmnim *g;
    ck_assert_int_eq(cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &g), CG_OK);
    size_t count;
    uint64_t sets[8], value;
    int is_p;
    ck_assert_int_eq(cg_cmnim_sets(NULL, sets, 8, &count), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_sets(g, sets, 8, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_sets(g, NULL, 8, &count), CG_EINVAL);
    const uint64_t huge[3] = { UINT64_C(1) << 62, UINT64_C(1) << 62, 0 };
    ck_assert_int_eq(cg_cmnim_is_p(ctx, g, huge, &is_p), CG_ERANGE);
    ck_assert_int_eq(cg_cmnim_is_p(ctx, NULL, huge, &is_p), CG_EINVAL);
    const uint64_t x[3] = { 9, 10, 11 };
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1), CG_OK);
    ck_assert_int_eq(cg_cmnim_grundy(ctx, g, x, &value), CG_ELIMIT);
    ck_assert_int_eq(cg_cmnim_is_p(ctx, g, x, &is_p), CG_ELIMIT);
    ck_assert_int_eq(cg_cmnim_misere_is_p(ctx, g, x, &is_p), CG_ELIMIT);
    ck_assert_int_eq(cg_cmnim_misere_complete(ctx, g, x, 0, &value), CG_ELIMIT);
    ck_assert_int_eq(cg_cmnim_misere_p_positions(ctx, g, 100, count_tuples, &value), CG_ELIMIT);
    ck_assert_int_eq(cg_cmnim_misere_is_p(ctx, g, huge, &is_p), CG_ERANGE);
    ck_assert_int_eq(cg_cmnim_misere_is_p(ctx, NULL, x, &is_p), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_misere_is_p(ctx, g, NULL, &is_p), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_misere_is_p(ctx, g, x, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_misere_is_p(NULL, g, x, &is_p), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_misere_complete(ctx, g, x, 3, &value), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_misere_complete(ctx, g, x, 0, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_misere_p_positions(ctx, g, 5, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_misere_p_positions(NULL, g, 5, count_tuples, &value), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_misere_p_positions(ctx, g, UINT64_MAX, count_tuples, &value), CG_ERANGE);

    /* cutter: the one-row recurrence charges its splits */
    uint32_t row[64];
    ck_assert_int_eq(cg_cutter_row_sequence(ctx, 3, 64, row), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_cutter_row_sequence(ctx, 3, 64, row), CG_OK);
    cg_cmnim_free(g);
}
END_TEST

START_TEST(every_documented_status_of_partizan_games)
{
    const cg_game *g = in(ctx, "{2||1|0}"), *out;
    int64_t num;
    uint32_t k;
    int64_t n1, n2;
    uint32_t k1, k2;
    cg_dyadic d1, d2;
    size_t idx;

    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_dyadic(NULL, 1, 1, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_up(NULL, 1, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_up(ctx, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_nimber(NULL, 1, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_number(NULL, &num, &k), CG_EINVAL);
    ck_assert_int_eq(cg_game_number(g, NULL, &k), CG_EINVAL);
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_EDOMAIN);
    ck_assert_int_eq(cg_game_stops(NULL, &n1, &k1, &n2, &k2), CG_EINVAL);
    ck_assert_int_eq(cg_game_stops(g, &n1, &k1, NULL, &k2), CG_EINVAL);
    ck_assert_int_eq(cg_game_stops(g, &n1, &k1, &n2, &k2), CG_OK);
    ck_assert_int_eq(cg_game_stop_values(NULL, &d1, &d2), CG_EINVAL);
    ck_assert_int_eq(cg_game_thermal(NULL, g, &n1, &k1, &n2, &k2), CG_EINVAL);
    ck_assert_int_eq(cg_game_thermal(ctx, NULL, &n1, &k1, &n2, &k2), CG_EINVAL);
    ck_assert_int_eq(cg_game_thermal(ctx, g, &n1, &k1, NULL, &k2), CG_EINVAL);
    ck_assert_int_eq(cg_game_mean_temperature(NULL, g, &d1, &d2), CG_EINVAL);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, NULL, &d1, &d2), CG_EINVAL);

    /* The thermograph charges one node per game it computes. */
    const cg_game *fresh = in(ctx, "{3||2|1|||0}");
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1), CG_OK);
    ck_assert_int_eq(cg_game_thermal(ctx, fresh, &n1, &k1, &n2, &k2), CG_ELIMIT);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, fresh, &d1, &d2), CG_ELIMIT);
    ck_assert_int_eq(cg_game_orthodox_move(ctx, fresh, CG_LEFT, &idx), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, fresh, &d1, &d2), CG_OK);

    ck_assert_int_eq(cg_game_thermal(ctx, fresh, &n1, &k1, &n2, &k2), CG_OK);
    ck_assert(d1.num == n1 && d1.log2_den == k1 && d2.num == n2 && d2.log2_den == k2);

    /* {1/2^1024 | 0} is made, but its mean and temperature 1/2^1025 do not fit. */
    const cg_game *fine, *zero = cg_game_zero(ctx), *sw;
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, CG_GAME_MAX_LOG2_DEN, &fine), CG_OK);
    ck_assert_int_eq(cg_game_new(ctx, &fine, 1, &zero, 1, &sw), CG_OK);
    ck_assert_int_eq(cg_game_thermal(ctx, sw, &n1, &k1, &n2, &k2), CG_ERANGE);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, sw, &d1, &d2), CG_ERANGE);
    ck_assert_int_eq(cg_game_stop_values(sw, &d1, &d2), CG_OK);
    ck_assert(d1.num == 1 && d1.log2_den == CG_GAME_MAX_LOG2_DEN && d2.num == 0);

    /* A Norton product past the largest integer. */
    const cg_game *big, *two;
    ck_assert_int_eq(cg_game_integer(ctx, CG_GAME_MAX_INTEGER, &big), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, 2, &two), CG_OK);
    ck_assert_int_eq(cg_game_norton(ctx, big, two, &out), CG_ERANGE);
}
END_TEST

/* ---- allocation failures of the 1.1 calls ---- */

static int dyadic_calls_in_a_fresh_context(void *arg)
{
    (void)arg;
    cg_ctx *c = NULL;
    int rc = cg_ctx_new(&c);
    const cg_game *g = NULL;
    cg_dyadic m, t;
    if (rc == CG_OK)
        rc = cg_game_parse(c, "{3||2|1|||0}+{1/2|-1}", &g);
    if (rc == CG_OK)
        rc = cg_game_stop_values(g, &m, &t);
    if (rc == CG_OK)
        rc = cg_game_mean_temperature(c, g, &m, &t);
    cg_ctx_free(c);
    return rc;
}

START_TEST(allocation_failures_of_the_dyadic_calls)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(dyadic_calls_in_a_fresh_context, NULL, NULL), 5);
    fault_alloc_uninstall();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("status");
    tcase_set_timeout(tc, 120);
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, a_game_of_another_context_is_einval);
    tcase_add_test(tc, too_large_is_erange);
    tcase_add_test(tc, every_documented_status_of_the_tables);
    tcase_add_test(tc, every_documented_status_of_cookie_searches);
    tcase_add_test(tc, every_documented_status_of_the_other_games);
    tcase_add_test(tc, every_documented_status_of_partizan_games);
    tcase_add_test(tc, allocation_failures_of_the_dyadic_calls);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
