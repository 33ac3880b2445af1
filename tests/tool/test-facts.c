/*
 * The facts that `cookiegame analyze` and `cookiegame game` print and the
 * explorer shows (tools/common/position-facts.h, game-facts.h): which
 * values are asked, which are left unknown and why, and that a search that
 * reaches the node limit stops the gathering instead of starting again with
 * a fresh limit for each value.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "game-facts.h"
#include "position-facts.h"
#include "run-suite.h"

static cg_position *parse_position(const char *text)
{
    cg_position *p = NULL;
    ck_assert_int_eq(cg_position_parse(text, &p), CG_OK);
    return p;
}

static cg_ctx *ctx_with_limit(uint64_t limit)
{
    cg_ctx *ctx = NULL;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, limit), CG_OK);
    return ctx;
}

/* The seven statuses, in the order they are asked: outcome, Grundy value,
 * remoteness, suspense, winning moves, winning interval, winning move. */
static void assert_statuses(const position_facts *f, const int want[7])
{
    const int got[7] = { f->rc_outcome, f->rc_grundy, f->rc_remote, f->rc_susp,
                         f->rc_moves, f->rc_interval, f->rc_move };
    for (int i = 0; i < 7; i++)
        ck_assert_msg(got[i] == want[i], "status %d is %d, expected %d", i, got[i], want[i]);
}

/* Counts the calls that searched at least 65536 nodes: each one's first
 * progress report has done == 65536. */
static int count_first_ticks(void *user_data, uint64_t done, uint64_t total)
{
    (void)total;
    if (done == 65536)
        ++*(int *)user_data;
    return 0;
}

START_TEST(small_position_every_value)
{
    cg_position *p = parse_position("1 2 3 3 6");
    cg_ctx *ctx = ctx_with_limit(5000000);
    position_facts f;
    ck_assert_int_eq(position_facts_gather(ctx, p, 0, 0, 0, &f), CG_OK);
    assert_statuses(&f, (const int[7]){ CG_OK, CG_OK, CG_OK, CG_OK, CG_OK, CG_OK, CG_OK });
    ck_assert(position_facts_complete(&f));
    ck_assert_uint_eq(f.n, 5);
    /* The values are the library's own answers. */
    cg_outcome o;
    uint32_t g;
    ck_assert_int_eq(cg_position_outcome(ctx, p, &o), CG_OK);
    ck_assert_int_eq(cg_position_grundy(ctx, p, &g), CG_OK);
    ck_assert_int_eq(f.outcome, o);
    ck_assert_uint_eq(f.grundy, g);
    position_facts_free(&f);
    cg_ctx_free(ctx);
    cg_position_free(p);
}
END_TEST

/* A 60-heap position whose search passes the limit: one search reaches it,
 * and every later value that needs a search is CG_ELIMIT without a search. */
START_TEST(limit_stops_the_gathering)
{
    char text[400];
    size_t len = 0;
    for (int i = 0; i < 60; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i ? " " : "", 2 + (i * 7) % 29);
    cg_position *p = parse_position(text);
    cg_ctx *ctx = ctx_with_limit(200000);
    int calls = 0;
    ck_assert_int_eq(cg_ctx_set_progress(ctx, count_first_ticks, &calls), CG_OK);
    position_facts f;
    ck_assert_int_eq(position_facts_gather(ctx, p, 0, 0, 0, &f), CG_OK);
    ck_assert(!f.strict);
    assert_statuses(&f, (const int[7]){ CG_ELIMIT, CG_ELIMIT, CG_ELIMIT, CG_ELIMIT, CG_ELIMIT,
                                        CG_ELIMIT, CG_ELIMIT });
    ck_assert(!position_facts_complete(&f));
    ck_assert_int_eq(calls, 1);
    position_facts_free(&f);
    /* Misère play stops the same way. */
    calls = 0;
    ck_assert_int_eq(position_facts_gather(ctx, p, 1, 0, 0, &f), CG_OK);
    assert_statuses(&f, (const int[7]){ CG_ELIMIT, POSITION_NOT_DEFINED, CG_ELIMIT, CG_ELIMIT,
                                        CG_ELIMIT, CG_ELIMIT, CG_ELIMIT });
    ck_assert_int_eq(calls, 1);
    position_facts_free(&f);
    cg_ctx_free(ctx);
    cg_position_free(p);
}
END_TEST

/* The memory limit stops the gathering as the node limit does: the first
 * search that passes it leaves every later value that needs a search
 * CG_ENOMEM without a search (each would start again with a fresh limit and
 * the memo the first left, and answer some values but not others). */
START_TEST(memory_limit_stops_the_gathering)
{
    cg_position *p = parse_position("3 6 8 11 11 12 13 16 16 18 19 19 20 21 21 21 21 21 21 21 21 "
                                    "22 23 24 25 26");
    cg_ctx *ctx = NULL;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 2u << 20), CG_OK);
    position_facts f;
    ck_assert_int_eq(position_facts_gather(ctx, p, 0, 1, 0, &f), CG_OK);
    assert_statuses(&f, (const int[7]){ CG_ENOMEM, CG_ENOMEM, CG_ENOMEM, CG_ENOMEM, CG_ENOMEM,
                                        CG_ENOMEM, CG_ENOMEM });
    ck_assert(!position_facts_complete(&f));
    position_facts_free(&f);
    /* With room enough, every value. */
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(position_facts_gather(ctx, p, 0, 1, 0, &f), CG_OK);
    assert_statuses(&f, (const int[7]){ CG_OK, CG_OK, CG_OK, CG_OK, CG_OK, CG_OK, CG_OK });
    position_facts_free(&f);
    cg_ctx_free(ctx);
    cg_position_free(p);
}
END_TEST

/* A large strict position: the theory answers all but the Grundy value,
 * which is not searched unless asked, and a Grundy search that reaches the
 * limit does not stop the theory's values. */
START_TEST(strict_large_position)
{
    char text[1400];
    size_t len = 0;
    for (int i = 1; i <= 300; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i > 1 ? " " : "", i);
    cg_position *p = parse_position(text);
    cg_ctx *ctx = ctx_with_limit(10);
    position_facts f;
    ck_assert_int_eq(position_facts_gather(ctx, p, 0, 0, 0, &f), CG_OK);
    ck_assert(f.strict && f.has_d);
    assert_statuses(&f, (const int[7]){ CG_OK, POSITION_NOT_SEARCHED, CG_OK, CG_OK, CG_OK, CG_EDOMAIN,
                                        CG_EDOMAIN });
    ck_assert(!position_facts_complete(&f));
    position_facts_free(&f);
    ck_assert_int_eq(position_facts_gather(ctx, p, 0, 1, 0, &f), CG_OK);
    assert_statuses(&f, (const int[7]){ CG_OK, CG_ELIMIT, CG_OK, CG_OK, CG_OK, CG_EDOMAIN, CG_EDOMAIN });
    position_facts_free(&f);
    cg_ctx_free(ctx);
    cg_position_free(p);
}
END_TEST

/* Misère play: no Grundy value; with no edible cookie the player to move has
 * already won, so there is no interval or move to make. */
START_TEST(misere_game_over)
{
    cg_position *p = parse_position("0 0");
    cg_ctx *ctx = ctx_with_limit(1000);
    position_facts f;
    ck_assert_int_eq(position_facts_gather(ctx, p, 1, 0, 0, &f), CG_OK);
    assert_statuses(&f, (const int[7]){ CG_OK, POSITION_NOT_DEFINED, CG_OK, CG_OK, CG_OK,
                                        POSITION_GAME_OVER, POSITION_GAME_OVER });
    ck_assert_int_eq(f.outcome, CG_OUTCOME_N);
    ck_assert(position_facts_complete(&f));
    char caption[160];
    position_facts_caption(&f, caption, sizeof caption);
    const char *expected = "0 0: N-position (misere play)";
    ck_assert_int_eq(strncmp(caption, expected, strlen(expected)), 0);
    position_facts_free(&f);
    cg_ctx_free(ctx);
    cg_position_free(p);
}
END_TEST

START_TEST(game_facts_of_a_hot_game)
{
    cg_ctx *ctx = ctx_with_limit(5000000);
    const cg_game *g;
    ck_assert_int_eq(cg_game_parse(ctx, "{2|1}", &g), CG_OK);
    game_facts f;
    ck_assert_int_eq(game_facts_gather(ctx, g, &f), CG_OK);
    ck_assert_str_eq(f.canonical, "{2|1}");
    ck_assert_int_eq(f.outcome, CG_OUTCOME_L);
    ck_assert_int_eq(f.thermal, CG_OK);
    ck_assert(f.mean.num == 3 && f.mean.log2_den == 1);
    ck_assert(f.temperature.num == 1 && f.temperature.log2_den == 1);
    ck_assert(f.left_stop.num == 2 && f.right_stop.num == 1);
    ck_assert_ptr_nonnull(f.thermograph);
    ck_assert_ptr_nonnull(f.walls[0].data);
    ck_assert_ptr_nonnull(f.walls[1].data);
    game_facts_free(&f);
    cg_ctx_free(ctx);
}
END_TEST

/* A thermograph that does not fit is a fact, not a failure. */
START_TEST(game_facts_thermograph_does_not_fit)
{
    cg_ctx *ctx = ctx_with_limit(5000000);
    const cg_game *g;
    ck_assert_int_eq(cg_game_parse(ctx, "{1/1267650600228229401496703205376|-1}", &g), CG_OK);
    game_facts f;
    ck_assert_int_eq(game_facts_gather(ctx, g, &f), CG_OK);
    ck_assert_int_eq(f.thermal, CG_ERANGE);
    ck_assert_ptr_null(f.thermograph);
    ck_assert_ptr_null(f.walls[0].data);
    ck_assert_uint_eq(f.birthday, 102);
    game_facts_free(&f);
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(game_facts_limit)
{
    cg_ctx *ctx = ctx_with_limit(5000000);
    const cg_game *g;
    ck_assert_int_eq(cg_game_parse(ctx, "{3|1}+{2|-2}+{5|{2|0}}+^+*3+{1|*}", &g), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 10), CG_OK);
    game_facts f;
    ck_assert_int_eq(game_facts_gather(ctx, g, &f), CG_ELIMIT);
    game_facts_free(&f);
    cg_ctx_free(ctx);
}
END_TEST

/* The facts of 1.3 of 5 = {4|}: CGSuite's MisereOutcomeClass R, FollowerCount
 * 6 and Incentives {-1}; every predicate known. */
START_TEST(game_more_facts_of_five)
{
    cg_ctx *ctx = ctx_with_limit(100000);
    const cg_game *g;
    ck_assert_int_eq(cg_game_parse(ctx, "5", &g), CG_OK);
    game_more_facts m;
    ck_assert_int_eq(game_more_facts_gather(ctx, g, 0, &m), CG_OK);
    ck_assert_int_eq(m.misere_st, CG_OK);
    ck_assert_int_eq(m.misere, CG_OUTCOME_R);
    ck_assert_int_eq(m.follower_count_st, CG_OK);
    ck_assert_uint_eq(m.follower_count, 6);
    ck_assert_int_eq(m.atomic_weight.st, CG_EDOMAIN);   /* not infinitesimal */
    ck_assert_int_eq(m.incentives[0].st, CG_OK);
    ck_assert_uint_eq(m.incentives[0].n, 1);
    ck_assert_str_eq(m.incentives[0].texts[0], "-1");
    ck_assert_uint_eq(m.incentives[2].n, 0);   /* Right has no option */
    ck_assert_str_eq(m.companion.text, "5");
    for (int i = 0; i < GAME_NPREDS; i++)
        ck_assert_int_eq(m.preds[i].st, CG_OK);
    ck_assert(m.preds[GAME_PRED_INTEGER].yes && m.preds[GAME_PRED_ODD].yes &&
              !m.preds[GAME_PRED_EVEN].yes);
    game_more_facts_free(&m);
    cg_ctx_free(ctx);
}
END_TEST

/* A fact stopped by the node limit leaves the others: *5000 has 5001
 * followers, past a limit of 1000 (the library says so when asked alone),
 * while the O(1) predicates and the companion (*5000, by the rule for
 * nimbers) are known. */
START_TEST(game_more_facts_stopped)
{
    cg_ctx *ctx = ctx_with_limit(1000);
    const cg_game *g;
    ck_assert_int_eq(cg_game_parse(ctx, "*5000", &g), CG_OK);
    uint64_t count;
    ck_assert_int_eq(cg_game_follower_count(ctx, g, &count), CG_ELIMIT);
    game_more_facts m;
    ck_assert_int_eq(game_more_facts_gather(ctx, g, 0, &m), CG_OK);
    ck_assert_int_eq(m.follower_count_st, CG_ELIMIT);
    ck_assert_int_eq(m.preds[GAME_PRED_NIMBER].st, CG_OK);
    ck_assert(m.preds[GAME_PRED_NIMBER].yes);
    ck_assert_int_eq(m.companion.st, CG_OK);
    ck_assert_str_eq(m.companion.text, "*5000");
    game_more_facts_free(&m);
    cg_ctx_free(ctx);
}
END_TEST

static Suite *facts_suite(void)
{
    Suite *s = suite_create("facts");
    TCase *tc = tcase_create("position");
    tcase_add_test(tc, small_position_every_value);
    tcase_add_test(tc, limit_stops_the_gathering);
    tcase_add_test(tc, memory_limit_stops_the_gathering);
    tcase_add_test(tc, strict_large_position);
    tcase_add_test(tc, misere_game_over);
    suite_add_tcase(s, tc);
    tc = tcase_create("game");
    tcase_add_test(tc, game_facts_of_a_hot_game);
    tcase_add_test(tc, game_facts_thermograph_does_not_fit);
    tcase_add_test(tc, game_facts_limit);
    tcase_add_test(tc, game_more_facts_of_five);
    tcase_add_test(tc, game_more_facts_stopped);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(facts_suite());
}
