/*
 * The api suite: every public function under a failing allocator.
 *
 * For each function a driver makes what the call needs, makes the call and
 * frees everything, returning the first status that is not CG_OK. It is swept
 * twice, failing the 1st, 2nd, ... allocation until the call succeeds:
 * - in a fresh context (fault_sweep: CG_ENOMEM, no block leaked);
 * - in a warm context, one that already holds the caches of earlier calls of
 *   every module: each failing run must give CG_ENOMEM, the same call must
 *   then succeed in the same context (it stays usable), and freeing the
 *   context must free every block.
 *
 * The list below must name every public function: list-public-functions.py
 * reads the headers and the test 'api-sweep-list' fails on one left out.
 * Functions that allocate nothing are NO_ALLOCATION checks instead, each one
 * called with every allocation failing.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "fault-alloc.h"
#include "run-suite.h"

typedef int (*driver)(cg_ctx *c);

/* Stop at the first failure: the status every driver returns. */
#define TRY(call)                 \
    do {                          \
        if (rc == CG_OK)          \
            rc = (call);          \
    } while (0)

/* ---- what the drivers share ---- */

static int position(const char *text, cg_position **p)
{
    *p = NULL;
    return cg_position_parse(text, p);
}

static int game(cg_ctx *c, const char *text, const cg_game **g)
{
    return cg_game_parse(c, text, g);
}

static int ignore(void *user_data, const cg_game *g)
{
    (void)user_data;
    (void)g;
    return 0;
}

static int ignore_tuple(void *user_data, const uint64_t *x, uint32_t jars)
{
    (void)user_data;
    (void)x;
    (void)jars;
    return 0;
}

/* ---- cookie.h ---- */

static int drive_position_new(cg_ctx *c)
{
    (void)c;
    const uint32_t heaps[] = { 5, 1, 3, 3 };
    cg_position *p = NULL;
    int rc = cg_position_new(heaps, 4, &p);
    cg_position_free(p);
    return rc;
}

static int drive_position_parse(cg_ctx *c)
{
    (void)c;
    cg_position *p;
    int rc = position("(0, 1, 1, 3, 4, 5, 8, 8)", &p);
    cg_position_free(p);
    return rc;
}

/* One position and a function that makes another from it. */
static int drive_position_parse_ex(cg_ctx *c)
{
    (void)c;
    cg_position *p = NULL;
    size_t at;
    int rc = cg_position_parse_ex("3 1 4 1 5", &p, &at);
    cg_position_free(p);
    return rc;
}

static int derived(int (*make)(const cg_position *, cg_position **), const char *text)
{
    cg_position *p, *q = NULL;
    int rc = position(text, &p);
    TRY(make(p, &q));
    cg_position_free(q);
    cg_position_free(p);
    return rc;
}

static int option0(const cg_position *p, cg_position **out)
{
    return cg_position_option(p, 0, out);
}

static int drive_position_clone(cg_ctx *c) { (void)c; return derived(cg_position_clone, "1 2 3"); }
static int drive_position_deplete(cg_ctx *c) { (void)c; return derived(cg_position_deplete, "1 9 9"); }
static int drive_position_delete(cg_ctx *c) { (void)c; return derived(cg_position_delete, "0 0 4 5"); }
static int drive_position_reduce(cg_ctx *c) { (void)c; return derived(cg_position_reduce, "0 0 4 9 9"); }
static int drive_position_option(cg_ctx *c) { (void)c; return derived(option0, "3 4 5"); }

static int drive_position_critical(cg_ctx *c)
{
    (void)c;
    cg_position *p = NULL;
    int rc = cg_position_critical(7, 6, &p);
    cg_position_free(p);
    return rc;
}

/* A search of the context: the value of a reduced, non-strict position. */
static int searched(cg_ctx *c, int what)
{
    cg_position *p;
    int rc = position("2 2 3 4 5", &p);
    uint32_t v;
    size_t a, b;
    uint8_t w[5];
    cg_outcome o;
    switch (what) {
    case 0: TRY(cg_position_outcome(c, p, &o)); break;
    case 1: TRY(cg_position_grundy(c, p, &v)); break;
    case 2: TRY(cg_position_remoteness(c, p, &v)); break;
    case 3: TRY(cg_position_suspense(c, p, &v)); break;
    case 4: TRY(cg_position_winning_moves(c, p, w, 5)); break;
    case 5: rc = rc == CG_OK && (rc = cg_position_winning_interval(c, p, &a, &b)) == CG_EDOMAIN ? CG_OK : rc; break;
    default: rc = rc == CG_OK && (rc = cg_position_winning_move(c, p, &a)) == CG_EDOMAIN ? CG_OK : rc; break;
    }
    cg_position_free(p);
    return rc;
}

static int drive_position_outcome(cg_ctx *c) { return searched(c, 0); }
static int drive_position_grundy(cg_ctx *c) { return searched(c, 1); }
static int drive_position_remoteness(cg_ctx *c) { return searched(c, 2); }
static int drive_position_suspense(cg_ctx *c) { return searched(c, 3); }
static int drive_position_winning_moves(cg_ctx *c) { return searched(c, 4); }
static int drive_position_winning_interval(cg_ctx *c) { return searched(c, 5); }
static int drive_position_winning_move(cg_ctx *c) { return searched(c, 6); }

/* ---- tables.h ---- */

static int drive_strict_table(cg_ctx *c)
{
    (void)c;
    cg_strict_table *t = NULL;
    cg_position *p = NULL;
    uint64_t counts[8];
    uint32_t g;
    int rc = cg_strict_table_build(6, 2, NULL, NULL, &t);
    TRY(position("1 3 4 6", &p));
    TRY(cg_strict_table_grundy(t, p, &g));
    TRY(cg_strict_table_histogram(t, 5, counts, 8));
    cg_position_free(p);
    cg_strict_table_free(t);
    return rc;
}

static int drive_reduced_table(cg_ctx *c)
{
    (void)c;
    cg_reduced_table *t = NULL;
    cg_position *p = NULL;
    uint64_t counts[8];
    uint32_t g;
    int rc = cg_reduced_table_build(6, 2, NULL, NULL, &t);
    TRY(position("2 2 3 4", &p));
    TRY(cg_reduced_table_grundy(t, p, &g));
    TRY(cg_reduced_table_histogram(t, 5, counts, 8));
    cg_position_free(p);
    cg_reduced_table_free(t);
    return rc;
}

static int drive_strict_dvalue_counts(cg_ctx *c)
{
    (void)c;
    uint64_t counts[40];
    return cg_strict_dvalue_counts(30, counts, 40);
}

static int census(int strict)
{
    cg_census *k = NULL;
    cg_position *e = NULL;
    uint64_t counts[8];
    uint32_t g;
    int rc = strict ? cg_strict_census(7, 2, 0, NULL, NULL, &k) : cg_reduced_census(6, 2, 0, NULL, NULL, &k);
    TRY(cg_census_histogram(k, 5, counts, 8));
    TRY(cg_census_max_value(k, 5, &g));
    TRY(cg_census_example(k, 5, g, &e));
    cg_position_free(e);
    cg_census_free(k);
    return rc;
}

static int drive_strict_census(cg_ctx *c) { (void)c; return census(1); }
static int drive_reduced_census(cg_ctx *c) { (void)c; return census(0); }

/* ---- wythoff.h ---- */

static int drive_wythoff_grundy(cg_ctx *c)
{
    uint64_t g;
    int rc = cg_wythoff_grundy(c, 12, 17, &g);
    TRY(cg_wythoff_grundy(c, 2, 300, &g));
    return rc;
}

static int drive_wythoff_grundy_table(cg_ctx *c)
{
    (void)c;
    uint32_t out[20 * 30];
    return cg_wythoff_grundy_table(20, 30, out);
}

/* ---- cmnim.h ---- */

static int cmnim(cg_ctx *c, int what)
{
    cg_cmnim *g = NULL;
    const uint64_t sets[] = { 3, 6 }, x[3] = { 3, 4, 2 };
    uint64_t v;
    int p;
    int rc = what == 0 ? cg_cmnim_new(3, sets, 2, &g) : cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &g);
    switch (what) {
    case 2: TRY(cg_cmnim_grundy(c, g, x, &v)); break;
    case 3: TRY(cg_cmnim_is_p(c, g, x, &p)); break;
    case 4: TRY(cg_cmnim_complete(c, g, x, 1, &v)); break;
    case 5: TRY(cg_cmnim_p_positions(c, g, 4, ignore_tuple, NULL)); break;
    default: break;
    }
    cg_cmnim_free(g);
    return rc;
}

static int drive_cmnim_new(cg_ctx *c) { return cmnim(c, 0); }
static int drive_cmnim_new_family(cg_ctx *c) { return cmnim(c, 1); }
static int drive_cmnim_grundy(cg_ctx *c) { return cmnim(c, 2); }
static int drive_cmnim_is_p(cg_ctx *c) { return cmnim(c, 3); }
static int drive_cmnim_complete(cg_ctx *c) { return cmnim(c, 4); }
static int drive_cmnim_p_positions(cg_ctx *c) { return cmnim(c, 5); }

/* ---- cutter.h ---- */

static int drive_cutter_grundy(cg_ctx *c)
{
    const uint8_t cells[12] = { 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1 };
    uint32_t g;
    int rc = cg_cutter_grundy(c, 3, 4, cells, 2, 2, &g);
    TRY(cg_cutter_grundy(c, 2, 3, NULL, 1, 2, &g));
    return rc;
}

static int drive_cutter_row_sequence(cg_ctx *c)
{
    uint32_t out[12];
    return cg_cutter_row_sequence(c, 3, 12, out);
}

/* ---- partizan.h and thermal.h ---- */

static int drive_game_zero(cg_ctx *c) { return cg_game_zero(c) != NULL ? CG_OK : CG_ENOMEM; }

static int drive_game_integer(cg_ctx *c)
{
    const cg_game *g;
    return cg_game_integer(c, -37, &g);
}

static int drive_game_dyadic(cg_ctx *c)
{
    const cg_game *g;
    return cg_game_dyadic(c, 11, 5, &g);
}

static int drive_game_nimber(cg_ctx *c)
{
    const cg_game *g;
    return cg_game_nimber(c, 9, &g);
}

static int drive_game_up(cg_ctx *c)
{
    const cg_game *g;
    return cg_game_up(c, -5, &g);
}

static int drive_game_new(cg_ctx *c)
{
    const cg_game *l[2], *r, *g;
    int rc = game(c, "1", &l[0]);
    TRY(game(c, "*", &l[1]));
    TRY(game(c, "-1/2", &r));
    TRY(cg_game_new(c, l, 2, &r, 1, &g));
    return rc;
}

/* Two games and an operation on them. */
static int binary(cg_ctx *c, int what)
{
    const cg_game *a, *b, *g;
    int rel;
    int rc = game(c, "{3||2|1}", &a);
    TRY(game(c, "{1|*,{0|-1}}", &b));
    switch (what) {
    case 0: TRY(cg_game_sum(c, a, b, &g)); break;
    case 1: TRY(cg_game_neg(c, b, &g)); break;
    case 2: TRY(cg_game_compare(c, a, b, &rel)); break;
    case 3: TRY(cg_game_norton(c, a, b, &g)); break;
    default: TRY(cg_game_heat(c, b, a, &g)); break;
    }
    return rc;
}

static int drive_game_sum(cg_ctx *c) { return binary(c, 0); }
static int drive_game_neg(cg_ctx *c) { return binary(c, 1); }
static int drive_game_compare(cg_ctx *c) { return binary(c, 2); }

static int drive_game_norton(cg_ctx *c)
{
    const cg_game *g, *u, *out;
    int rc = game(c, "3", &g);
    TRY(game(c, "^", &u));
    TRY(cg_game_norton(c, g, u, &out));
    return rc;
}

static int drive_game_heat(cg_ctx *c)
{
    const cg_game *g, *t, *out;
    int rc = game(c, "{1|-1}+*", &g);
    TRY(game(c, "1", &t));
    TRY(cg_game_heat(c, g, t, &out));
    return rc;
}

/* One game and a question about it. */
static int unary(cg_ctx *c, int what)
{
    const cg_game *g, *out, *inc[8];
    cg_outcome o;
    int64_t n1, n2;
    uint32_t k1, k2;
    cg_dyadic d1, d2;
    size_t count, idx, len;
    char buf[64];
    int rc = game(c, "{2|{1|-1},*}+^*", &g);
    switch (what) {
    case 0: TRY(cg_game_outcome(c, g, &o)); break;
    case 1: TRY(cg_game_thermal(c, g, &n1, &k1, &n2, &k2)); break;
    case 2: TRY(cg_game_mean_temperature(c, g, &d1, &d2)); break;
    case 3: TRY(cg_game_format(c, g, buf, sizeof buf, &len)); break;
    case 4: TRY(cg_game_orthodox_move(c, g, CG_LEFT, &idx)); break;
    case 5: TRY(cg_game_cool(c, g, (cg_dyadic){ 1, 1 }, &out)); break;
    case 6: TRY(cg_game_reduced(c, g, &out)); break;
    case 7: TRY(cg_game_incentives(c, g, CG_RIGHT, inc, 8, &count)); break;
    default: {
        const cg_game *small;
        TRY(game(c, "{0|{0|*}}+^^*", &small));
        TRY(cg_game_atomic_weight(c, small, &out));
        break;
    }
    }
    return rc;
}

static int drive_game_outcome(cg_ctx *c) { return unary(c, 0); }
static int drive_game_thermal(cg_ctx *c) { return unary(c, 1); }
static int drive_game_mean_temperature(cg_ctx *c) { return unary(c, 2); }
static int drive_game_format(cg_ctx *c) { return unary(c, 3); }
static int drive_game_orthodox_move(cg_ctx *c) { return unary(c, 4); }
static int drive_game_cool(cg_ctx *c) { return unary(c, 5); }
static int drive_game_reduced(cg_ctx *c) { return unary(c, 6); }
static int drive_game_incentives(cg_ctx *c) { return unary(c, 7); }
static int drive_game_atomic_weight(cg_ctx *c) { return unary(c, 8); }

static int drive_game_parse(cg_ctx *c)
{
    const cg_game *g;
    return game(c, "{2|1}+^+*3-(1/2v*)", &g);
}

static int drive_game_parse_ex(cg_ctx *c)
{
    const cg_game *g;
    size_t at;
    int rc = cg_game_parse_ex(c, "+-1 + {1/4|-3/8,*2}", &g, &at);
    if (rc == CG_OK) {
        /* Malformed text read up to its end: {1|2} is built first. */
        int bad = cg_game_parse_ex(c, "{1|2}x", &g, &at);
        rc = bad == CG_EPARSE ? CG_OK : bad == CG_ENOMEM ? bad : CG_EINVAL;
    }
    return rc;
}

static int drive_game_thermograph(cg_ctx *c)
{
    const cg_game *g;
    cg_thermograph *th = NULL;
    cg_dyadic m, t, v;
    int slope;
    int rc = game(c, "{4|{2|-1}}+{1|-1}", &g);
    TRY(cg_game_thermograph(c, g, &th));
    TRY(cg_thermograph_mean_temperature(th, &m, &t));
    if (rc == CG_OK && cg_thermograph_wall_size(th, CG_LEFT) > 0)
        TRY(cg_thermograph_wall_point(th, CG_LEFT, 0, &t, &v, &slope));
    TRY(cg_thermograph_wall_at(th, CG_RIGHT, (cg_dyadic){ 1, 2 }, &v));
    cg_thermograph_free(th);
    return rc;
}

static int drive_games_enumerate(cg_ctx *c)
{
    uint64_t count;
    return cg_games_enumerate(c, 2, ignore, NULL, &count);
}

static int drive_games_born_by(cg_ctx *c)
{
    uint64_t count;
    return cg_games_born_by(c, 2, &count);
}

/* ---- oddeven.h ---- */

static int drive_oddeven_pile(cg_ctx *c)
{
    const cg_game *g;
    return cg_oddeven_pile(c, 21, &g);
}

static int drive_oddeven_outcome(cg_ctx *c)
{
    const uint32_t piles[] = { 3, 8, 13, 21 };
    cg_outcome o;
    return cg_oddeven_outcome(c, piles, 4, &o);
}

static int drive_oddeven_count(cg_ctx *c)
{
    char text[64];
    size_t len;
    return cg_oddeven_count(c, 12, 1u << CG_OUTCOME_P | 1u << CG_OUTCOME_R, text, sizeof text, &len);
}

/* ---- common.h ---- */

static int drive_ctx_new(cg_ctx *c)
{
    (void)c;
    cg_ctx *k = NULL;
    int rc = cg_ctx_new(&k);
    cg_ctx_free(k);
    return rc;
}

static int drive_ctx_clear(cg_ctx *c)
{
    uint32_t g;
    cg_position *p;
    int rc = position("2 2 3 4 5", &p);
    TRY(cg_position_grundy(c, p, &g));
    TRY(cg_ctx_clear(c));
    TRY(cg_position_grundy(c, p, &g));   /* the cleared context works */
    cg_position_free(p);
    return rc;
}

/* The entries: every public function, by the driver that sweeps it. */
typedef struct entry {
    const char *name;
    driver run;
} entry;

#define SWEEP(fn, drive) { #fn, drive }

static const entry sweeps[] = {
    SWEEP(cg_ctx_new, drive_ctx_new),
    SWEEP(cg_ctx_clear, drive_ctx_clear),
    SWEEP(cg_position_new, drive_position_new),
    SWEEP(cg_position_parse, drive_position_parse),
    SWEEP(cg_position_parse_ex, drive_position_parse_ex),
    SWEEP(cg_position_clone, drive_position_clone),
    SWEEP(cg_position_deplete, drive_position_deplete),
    SWEEP(cg_position_delete, drive_position_delete),
    SWEEP(cg_position_reduce, drive_position_reduce),
    SWEEP(cg_position_option, drive_position_option),
    SWEEP(cg_position_critical, drive_position_critical),
    SWEEP(cg_position_outcome, drive_position_outcome),
    SWEEP(cg_position_grundy, drive_position_grundy),
    SWEEP(cg_position_remoteness, drive_position_remoteness),
    SWEEP(cg_position_suspense, drive_position_suspense),
    SWEEP(cg_position_winning_moves, drive_position_winning_moves),
    SWEEP(cg_position_winning_interval, drive_position_winning_interval),
    SWEEP(cg_position_winning_move, drive_position_winning_move),
    SWEEP(cg_strict_dvalue_counts, drive_strict_dvalue_counts),
    SWEEP(cg_strict_table_build, drive_strict_table),
    SWEEP(cg_strict_table_grundy, drive_strict_table),
    SWEEP(cg_strict_table_histogram, drive_strict_table),
    SWEEP(cg_reduced_table_build, drive_reduced_table),
    SWEEP(cg_reduced_table_grundy, drive_reduced_table),
    SWEEP(cg_reduced_table_histogram, drive_reduced_table),
    SWEEP(cg_strict_census, drive_strict_census),
    SWEEP(cg_reduced_census, drive_reduced_census),
    SWEEP(cg_census_histogram, drive_strict_census),
    SWEEP(cg_census_max_value, drive_strict_census),
    SWEEP(cg_census_example, drive_reduced_census),
    SWEEP(cg_wythoff_grundy, drive_wythoff_grundy),
    SWEEP(cg_wythoff_grundy_table, drive_wythoff_grundy_table),
    SWEEP(cg_cmnim_new, drive_cmnim_new),
    SWEEP(cg_cmnim_new_family, drive_cmnim_new_family),
    SWEEP(cg_cmnim_grundy, drive_cmnim_grundy),
    SWEEP(cg_cmnim_is_p, drive_cmnim_is_p),
    SWEEP(cg_cmnim_complete, drive_cmnim_complete),
    SWEEP(cg_cmnim_p_positions, drive_cmnim_p_positions),
    SWEEP(cg_cutter_grundy, drive_cutter_grundy),
    SWEEP(cg_cutter_row_sequence, drive_cutter_row_sequence),
    SWEEP(cg_game_zero, drive_game_zero),
    SWEEP(cg_game_integer, drive_game_integer),
    SWEEP(cg_game_dyadic, drive_game_dyadic),
    SWEEP(cg_game_nimber, drive_game_nimber),
    SWEEP(cg_game_up, drive_game_up),
    SWEEP(cg_game_new, drive_game_new),
    SWEEP(cg_game_sum, drive_game_sum),
    SWEEP(cg_game_neg, drive_game_neg),
    SWEEP(cg_game_compare, drive_game_compare),
    SWEEP(cg_game_outcome, drive_game_outcome),
    SWEEP(cg_game_thermal, drive_game_thermal),
    SWEEP(cg_game_format, drive_game_format),
    SWEEP(cg_game_parse, drive_game_parse),
    SWEEP(cg_game_parse_ex, drive_game_parse_ex),
    SWEEP(cg_games_enumerate, drive_games_enumerate),
    SWEEP(cg_games_born_by, drive_games_born_by),
    SWEEP(cg_game_mean_temperature, drive_game_mean_temperature),
    SWEEP(cg_game_thermograph, drive_game_thermograph),
    SWEEP(cg_thermograph_mean_temperature, drive_game_thermograph),
    SWEEP(cg_thermograph_wall_point, drive_game_thermograph),
    SWEEP(cg_thermograph_wall_at, drive_game_thermograph),
    SWEEP(cg_game_orthodox_move, drive_game_orthodox_move),
    SWEEP(cg_game_cool, drive_game_cool),
    SWEEP(cg_game_heat, drive_game_heat),
    SWEEP(cg_game_norton, drive_game_norton),
    SWEEP(cg_game_atomic_weight, drive_game_atomic_weight),
    SWEEP(cg_game_reduced, drive_game_reduced),
    SWEEP(cg_game_incentives, drive_game_incentives),
    SWEEP(cg_oddeven_pile, drive_oddeven_pile),
    SWEEP(cg_oddeven_outcome, drive_oddeven_outcome),
    SWEEP(cg_oddeven_count, drive_oddeven_count),
};

/* Warm: caches of every module filled by earlier calls. */
static void warm_up(cg_ctx *c)
{
    cg_position *p;
    uint32_t g;
    uint64_t v;
    const cg_game *x;
    int64_t n1, n2;
    uint32_t k1, k2;
    ck_assert_int_eq(position("2 2 3 4", &p), CG_OK);
    ck_assert_int_eq(cg_position_grundy(c, p, &g), CG_OK);
    cg_position_free(p);
    ck_assert_int_eq(game(c, "{2|1}+*3+^", &x), CG_OK);
    ck_assert_int_eq(cg_game_thermal(c, x, &n1, &k1, &n2, &k2), CG_OK);
    ck_assert_int_eq(cg_wythoff_grundy(c, 5, 8, &v), CG_OK);
    ck_assert_int_eq(cg_cutter_grundy(c, 2, 3, NULL, 2, 2, &g), CG_OK);
    ck_assert_int_eq(drive_cmnim_grundy(c), CG_OK);
    ck_assert_int_eq(drive_oddeven_count(c), CG_OK);
}

static const entry *current;

static int fresh_context_op(void *arg)
{
    (void)arg;
    cg_ctx *c = NULL;
    int rc = cg_ctx_new(&c);
    TRY(current->run(c));
    cg_ctx_free(c);
    return rc;
}

START_TEST(every_function_in_a_fresh_context)
{
    current = &sweeps[_i];
    fault_alloc_install();
    long needed = fault_sweep(fresh_context_op, NULL, NULL);
    fault_alloc_uninstall();
    ck_assert_msg(needed >= 1, "%s: made no allocation", current->name);
}
END_TEST

START_TEST(every_function_in_a_warm_context)
{
    const entry *e = &sweeps[_i];
    fault_alloc_install();
    long before = fault_alloc_live();
    for (long n = 0;; n++) {
        cg_ctx *c;
        ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
        warm_up(c);
        fault_alloc_fail_at(n, 0);
        int rc = e->run(c);
        int triggered = fault_alloc_calls() > n;
        fault_alloc_fail_at(-1, 0);
        ck_assert_msg(rc == CG_OK || (triggered && rc == CG_ENOMEM),
                      "%s: allocation %ld failed: status %d", e->name, n, rc);
        /* The context stays usable: the same call now succeeds. */
        ck_assert_msg(e->run(c) == CG_OK, "%s: the context failed after allocation %ld", e->name, n);
        cg_ctx_free(c);
        ck_assert_msg(fault_alloc_live() == before, "%s: allocation %ld failed: %ld blocks leaked",
                      e->name, n, fault_alloc_live() - before);
        if (!triggered)
            break;
    }
    fault_alloc_uninstall();
}
END_TEST

/* ---- functions that allocate nothing ---- */

/* Objects made beforehand for the calls below; the *_free checks free the
 * spare ones. */
typedef struct objects {
    cg_ctx *c, *spare_ctx;
    cg_position *p, *q, *spare_position;
    const cg_game *g, *sw;
    cg_cmnim *m, *spare_cmnim;
    cg_thermograph *th, *spare_thermograph;
    cg_strict_table *st, *spare_st;
    cg_reduced_table *rt, *spare_rt;
    cg_census *k, *spare_k;
} objects;

static void make_objects(objects *o)
{
    memset(o, 0, sizeof *o);
    ck_assert_int_eq(cg_ctx_new(&o->c), CG_OK);
    ck_assert_int_eq(cg_ctx_new(&o->spare_ctx), CG_OK);
    ck_assert_int_eq(position("1 2 3", &o->p), CG_OK);
    ck_assert_int_eq(position("1 3 3", &o->q), CG_OK);
    ck_assert_int_eq(position("2 5", &o->spare_position), CG_OK);
    ck_assert_int_eq(game(o->c, "{2|{1|-1},*}+^*", &o->g), CG_OK);
    ck_assert_int_eq(game(o->c, "+-1", &o->sw), CG_OK);
    ck_assert_int_eq(cg_cmnim_new_family(3, CG_CMNIM_ODD, &o->m), CG_OK);
    ck_assert_int_eq(cg_cmnim_new_family(2, CG_CMNIM_ODD, &o->spare_cmnim), CG_OK);
    ck_assert_int_eq(cg_game_thermograph(o->c, o->g, &o->th), CG_OK);
    ck_assert_int_eq(cg_game_thermograph(o->c, o->sw, &o->spare_thermograph), CG_OK);
    ck_assert_int_eq(cg_strict_table_build(4, 1, NULL, NULL, &o->st), CG_OK);
    ck_assert_int_eq(cg_strict_table_build(3, 1, NULL, NULL, &o->spare_st), CG_OK);
    ck_assert_int_eq(cg_reduced_table_build(4, 1, NULL, NULL, &o->rt), CG_OK);
    ck_assert_int_eq(cg_reduced_table_build(3, 1, NULL, NULL, &o->spare_rt), CG_OK);
    ck_assert_int_eq(cg_strict_census(4, 1, 0, NULL, NULL, &o->k), CG_OK);
    ck_assert_int_eq(cg_reduced_census(3, 1, 0, NULL, NULL, &o->spare_k), CG_OK);
}

static void free_objects(objects *o)
{
    cg_census_free(o->k);
    cg_reduced_table_free(o->rt);
    cg_strict_table_free(o->st);
    cg_thermograph_free(o->th);
    cg_cmnim_free(o->m);
    cg_position_free(o->q);
    cg_position_free(o->p);
    cg_ctx_free(o->c);
}

/* The functions whose NO_ALLOCATION check ran, for the final count. */
static const char *checked[128];
static size_t nchecked;

/* With every allocation failing since fault_alloc_fail_at(0, 1): fn, called
 * in `answered`, gave the expected answer and made no allocation. */
static void no_allocation(const char *fn, int answered)
{
    ck_assert_msg(answered, "%s: unexpected answer", fn);
    ck_assert_msg(fault_alloc_calls() == 0, "%s: made an allocation", fn);
    ck_assert(nchecked < sizeof checked / sizeof checked[0]);
    checked[nchecked++] = fn;
}

#define NO_ALLOCATION(fn, answered) no_allocation(#fn, (answered))

/* Each listed function is called once on the objects, with every allocation
 * failing (api-sweep-list reads these names as the ones that need no sweep). */
START_TEST(nothing_allocated)
{
    fault_alloc_install();
    objects o;
    make_objects(&o);
    char buf[64];
    size_t len, count;
    uint32_t u;
    uint64_t v, w, counts[8], moves[6], sets[8];
    int64_t n1, n2;
    uint32_t k1, k2;
    cg_dyadic d1, d2;
    nchecked = 0;
    fault_alloc_fail_at(0, 1);

    /* Versions and statuses: static strings and constants. */
    NO_ALLOCATION(cg_version, cg_version() == CG_VERSION_NUMBER);
    NO_ALLOCATION(cg_version_string, strcmp(cg_version_string(), CG_VERSION_STRING) == 0);
    NO_ALLOCATION(cg_strerror, cg_strerror(CG_ENOMEM) != NULL);
    /* Settings of the allocator and of a context, and freeing one. A refused
     * allocator leaves the counting one installed. */
    NO_ALLOCATION(cg_set_allocator, cg_set_allocator(&(cg_allocator){ 0 }) == CG_EINVAL);
    NO_ALLOCATION(cg_ctx_set_node_limit, cg_ctx_set_node_limit(o.c, 1000000) == CG_OK);
    NO_ALLOCATION(cg_ctx_set_progress, cg_ctx_set_progress(o.c, NULL, NULL) == CG_OK);
    cg_ctx_free(o.spare_ctx);
    NO_ALLOCATION(cg_ctx_free, 1);
    /* Questions about a position answered from its heaps alone. */
    NO_ALLOCATION(cg_position_size, cg_position_size(o.p) == 3);
    NO_ALLOCATION(cg_position_heap, cg_position_heap(o.p, 1) == 2);
    NO_ALLOCATION(cg_position_format, cg_position_format(o.p, buf, sizeof buf, &len) == CG_OK);
    NO_ALLOCATION(cg_position_equal, !cg_position_equal(o.p, o.q));
    NO_ALLOCATION(cg_position_surplus, cg_position_surplus(o.p) == 0);
    NO_ALLOCATION(cg_position_is_reduced, cg_position_is_reduced(o.p));
    NO_ALLOCATION(cg_position_is_strict, cg_position_is_strict(o.p));
    NO_ALLOCATION(cg_position_dominates, cg_position_dominates(o.q, o.p) >= 0);
    NO_ALLOCATION(cg_position_dvalue, cg_position_dvalue(o.p, &u) == CG_OK);
    cg_position_free(o.spare_position);
    NO_ALLOCATION(cg_position_free, 1);
    /* Sizes of tables and censuses by formula; getters of built ones. */
    NO_ALLOCATION(cg_strict_table_memory, cg_strict_table_memory(20, &v) == CG_OK);
    NO_ALLOCATION(cg_reduced_table_memory, cg_reduced_table_memory(12, &v) == CG_OK);
    NO_ALLOCATION(cg_strict_census_memory, cg_strict_census_memory(20, &v) == CG_OK);
    NO_ALLOCATION(cg_reduced_census_memory, cg_reduced_census_memory(12, &v) == CG_OK);
    NO_ALLOCATION(cg_strict_table_nmax, cg_strict_table_nmax(o.st) == 4);
    NO_ALLOCATION(cg_reduced_table_nmax, cg_reduced_table_nmax(o.rt) == 4);
    NO_ALLOCATION(cg_census_nmax, cg_census_nmax(o.k) == 4);
    cg_strict_table_free(o.spare_st);
    NO_ALLOCATION(cg_strict_table_free, 1);
    cg_reduced_table_free(o.spare_rt);
    NO_ALLOCATION(cg_reduced_table_free, 1);
    cg_census_free(o.spare_k);
    NO_ALLOCATION(cg_census_free, 1);
    /* Wythoff's closed forms: arithmetic on Fibonacci numbers. */
    NO_ALLOCATION(cg_wythoff_p_position, cg_wythoff_p_position(10, &v, &w) == CG_OK);
    NO_ALLOCATION(cg_wythoff_is_p, cg_wythoff_is_p(v, w));
    NO_ALLOCATION(cg_wythoff_winning_moves, cg_wythoff_winning_moves(4, 9, moves, 3, &count) == CG_OK);
    NO_ALLOCATION(cg_zeckendorf, cg_zeckendorf(1000, counts, 8, &count) == CG_OK);
    NO_ALLOCATION(cg_fibonacci_successor, cg_fibonacci_successor(1000, &v) == CG_OK);
    /* Getters of a Cookie Monster nim. */
    NO_ALLOCATION(cg_cmnim_jars, cg_cmnim_jars(o.m) == 3);
    NO_ALLOCATION(cg_cmnim_sets, cg_cmnim_sets(o.m, sets, 8, &count) == CG_OK);
    cg_cmnim_free(o.spare_cmnim);
    NO_ALLOCATION(cg_cmnim_free, 1);
    /* Getters and predicates of a canonical game: stored with it. */
    NO_ALLOCATION(cg_game_left_count, cg_game_left_count(o.g) > 0);
    NO_ALLOCATION(cg_game_left, cg_game_left(o.g, 0) != NULL);
    NO_ALLOCATION(cg_game_right_count, cg_game_right_count(o.g) > 0);
    NO_ALLOCATION(cg_game_right, cg_game_right(o.g, 0) != NULL);
    NO_ALLOCATION(cg_game_is_number, !cg_game_is_number(o.g));
    NO_ALLOCATION(cg_game_number, cg_game_number(o.g, &n1, &k1) == CG_EDOMAIN);
    NO_ALLOCATION(cg_game_birthday, cg_game_birthday(o.g, &u) == CG_OK);
    NO_ALLOCATION(cg_game_stops, cg_game_stops(o.g, &n1, &k1, &n2, &k2) == CG_OK);
    NO_ALLOCATION(cg_game_stop_values, cg_game_stop_values(o.g, &d1, &d2) == CG_OK);
    NO_ALLOCATION(cg_game_is_dicotic, cg_game_is_dicotic(o.g) >= 0);
    NO_ALLOCATION(cg_game_is_infinitesimal, !cg_game_is_infinitesimal(o.g));
    NO_ALLOCATION(cg_game_is_hot, cg_game_is_hot(o.g));
    NO_ALLOCATION(cg_game_is_cold, !cg_game_is_cold(o.g));
    NO_ALLOCATION(cg_game_is_tepid, !cg_game_is_tepid(o.g));
    NO_ALLOCATION(cg_game_is_switch, cg_game_is_switch(o.sw));
    /* A thermograph's walls are stored with it. */
    NO_ALLOCATION(cg_thermograph_wall_size, cg_thermograph_wall_size(o.th, CG_LEFT) > 0);
    cg_thermograph_free(o.spare_thermograph);
    NO_ALLOCATION(cg_thermograph_free, 1);

    fault_alloc_fail_at(-1, 0);
    free_objects(&o);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
    /* Each name once: a repeated check would hide a missing one from the
     * count that api-sweep-list compares. */
    for (size_t i = 0; i < nchecked; i++)
        for (size_t j = i + 1; j < nchecked; j++)
            ck_assert_msg(strcmp(checked[i], checked[j]) != 0, "%s checked twice", checked[i]);
}
END_TEST

static Suite *sweep_suite(void)
{
    Suite *s = suite_create("alloc-sweep");
    TCase *tc = tcase_create("sweep");
    tcase_set_timeout(tc, 300);
    int n = (int)(sizeof sweeps / sizeof sweeps[0]);
    tcase_add_loop_test(tc, every_function_in_a_fresh_context, 0, n);
    tcase_add_loop_test(tc, every_function_in_a_warm_context, 0, n);
    tcase_add_test(tc, nothing_allocated);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(sweep_suite());
}
