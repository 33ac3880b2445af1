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
 * checked against a brute-force player in test-brute-force.c). Each test says
 * which of the two it uses. On top come laws that follow from the theory
 * (linearity, order, idempotence, classes modulo infinitesimals, the two-ahead
 * rule), known values, bad arguments, the node limit and allocation failures.
 *
 * One runner per function: test-norton.c, test-heat.c, test-incentives.c,
 * test-atomic-weight.c and test-reduced.c; this one holds what concerns them
 * all: random games born on day 4, bad arguments, the node limit and
 * allocation failures. thermal-algebra-tests.h holds what they share.
 */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "fault-alloc.h"
#include "thermal-algebra-tests.h"

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
    Suite *s = suite_create("partizan-thermal-algebra");
    TCase *tc = tcase_create("algebra");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, random_games_match_the_oracle);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, node_limit);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
