/* Canonical forms, outcomes and comparisons against a brute-force player of
 * game trees (partizan-oracle.h), and the algebraic laws on random games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "fault-alloc.h"
#include "partizan-oracle.h"
#include "partizan-tests.h"
#include "partizan-games.h"

START_TEST(algebraic_laws_on_random_games)
{
    static pool p;
    born_by(&p, 2);
    /* Grow the pool with random games made from it. */
    uint64_t state = 11;
    while (p.n < 200) {
        const cg_game *opts[4];
        for (int j = 0; j < 4; j++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            opts[j] = p.g[(state >> 33) % p.n];
        }
        const cg_game *g;
        ck_assert_int_eq(cg_game_new(ctx, opts, 1 + (state >> 10) % 2, opts + 2,
                                     1 + (state >> 12) % 2, &g), CG_OK);
        p.g[p.n++] = g;
    }
    const cg_game *zero = cg_game_zero(ctx), *down = P("v"), *up = P("^");
    int rounds = getenv("CG_TEST_QUICK") ? 300 : 3000;
    for (int r = 0; r < rounds; r++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        const cg_game *g = p.g[(state >> 10) % p.n], *h = p.g[(state >> 25) % p.n],
                      *k = p.g[(state >> 40) % p.n];
        FAST_CHECK(sum(g, neg(g)) == zero, "G - G = 0 for %s", F(g));
        FAST_CHECK(sum(g, h) == sum(h, g), "commutative");
        FAST_CHECK(sum(sum(g, h), k) == sum(g, sum(h, k)), "associative");
        int rel;
        ck_assert_int_eq(cg_game_compare(ctx, g, h, &rel), CG_OK);
        char o = outcome(sum(g, neg(h)));
        FAST_CHECK(o == "RPLN"[rel + 1], "compare %s, %s: %d but G - H is %c", F(g), F(h), rel, o);
        /* Dominated options change nothing: add G^L + v on the left, G^R + ^ on
         * the right. */
        if (cg_game_left_count(g) > 0 && cg_game_right_count(g) > 0) {
            const cg_game *L[8], *R[8];
            size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
            for (size_t i = 0; i < nl; i++)
                L[i] = cg_game_left(g, i);
            for (size_t i = 0; i < nr; i++)
                R[i] = cg_game_right(g, i);
            L[nl] = sum(L[0], down);
            R[nr] = sum(R[0], up);
            const cg_game *same;
            ck_assert_int_eq(cg_game_new(ctx, L, nl + 1, R, nr + 1, &same), CG_OK);
            FAST_CHECK(same == g, "dominated options kept in %s", F(g));
        }
    }
}
END_TEST

/* Random raw trees: the oracle plays them, the library canonicalises them. */
static ptree trees[4000];
static size_t ntrees;

static const ptree *random_tree(uint64_t *state, int depth)
{
    ck_assert_uint_lt(ntrees, sizeof trees / sizeof trees[0]);
    ptree *t = &trees[ntrees++];
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    t->nl = depth <= 0 ? 0 : (*state >> 40) % 3;
    t->nr = depth <= 0 ? 0 : (*state >> 50) % 3;
    for (size_t i = 0; i < t->nl + t->nr; i++)
        t->opt[i] = random_tree(state, depth - 1 - (int)((*state >> (i + 3)) & 1));
    return t;
}

static const cg_game *to_game(const ptree *t)
{
    const cg_game *o[16], *g;
    for (size_t i = 0; i < t->nl + t->nr; i++)
        o[i] = to_game(t->opt[i]);
    ck_assert_int_eq(cg_game_new(ctx, o, t->nl, o + t->nl, t->nr, &g), CG_OK);
    return g;
}

static const ptree *tree_of(const cg_game *h);

START_TEST(outcomes_match_the_brute_force_player)
{
    uint64_t state = 3;
    for (int r = 0; r < 400; r++) {
        ntrees = 0;
        size_t n = 1 + r % 3;
        const ptree *parts[3];
        const cg_game *total = cg_game_zero(ctx);
        for (size_t i = 0; i < n; i++) {
            parts[i] = random_tree(&state, n == 1 ? 4 : 3);
            total = sum(total, to_game(parts[i]));
        }
        char want = oracle_partizan_outcome(parts, n);
        FAST_CHECK(outcome(total) == want, "round %d: %s is %c, brute force %c", r, F(total),
                   outcome(total), want);
    }
    /* The fast paths: x + u.up + *m against brute force on their trees. */
    for (int x = -2; x <= 2; x++)
        for (int u = -3; u <= 3; u++)
            for (uint32_t m = 0; m <= 3; m++) {
                const cg_game *a, *b, *c, *g;
                ck_assert_int_eq(cg_game_dyadic(ctx, x, 1, &a), CG_OK);
                ck_assert_int_eq(cg_game_up(ctx, u, &b), CG_OK);
                ck_assert_int_eq(cg_game_nimber(ctx, m, &c), CG_OK);
                g = sum(sum(a, b), c);
                /* Its canonical form as a raw tree, played out. */
                ntrees = 0;
                const ptree *t = tree_of(g);
                char want = oracle_partizan_outcome(&t, 1);
                FAST_CHECK(outcome(g) == want, "%s: %c, brute force %c", F(g), outcome(g), want);
            }
}
END_TEST

/* The tree of h, or of -h (the players' roles swapped at every node). */
static const ptree *tree_of_signed(const cg_game *h, int negate)
{
    FAST_CHECK(ntrees < sizeof trees / sizeof trees[0], "tree too large");
    ptree *t = &trees[ntrees++];
    size_t nl = cg_game_left_count(h), nr = cg_game_right_count(h);
    t->nl = negate ? nr : nl;
    t->nr = negate ? nl : nr;
    for (size_t i = 0; i < nl; i++)
        t->opt[(negate ? nr : 0) + i] = tree_of_signed(cg_game_left(h, i), negate);
    for (size_t i = 0; i < nr; i++)
        t->opt[(negate ? 0 : nl) + i] = tree_of_signed(cg_game_right(h, i), negate);
    return t;
}

static const ptree *tree_of(const cg_game *h)
{
    return tree_of_signed(h, 0);
}

/* Comparisons (with their shortcuts through stops and caches) against the
 * brute-force player of G - H: G > H is L, G < H is R, equal is P, confused N. */
START_TEST(comparisons_match_the_brute_force_player)
{
    static pool p;
    born_by(&p, 3);
    uint64_t state = 11;
    const int rounds = quick() ? 3000 : 30000;
    for (int r = 0; r < rounds; r++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        const cg_game *a = p.g[(state >> 20) % p.n], *b = p.g[(state >> 40) % p.n];
        int rel;
        ck_assert_int_eq(cg_game_compare(ctx, a, b, &rel), CG_OK);
        ntrees = 0;
        const ptree *t[2] = { tree_of_signed(a, 0), tree_of_signed(b, 1) };
        char want = oracle_partizan_outcome(t, 2);
        FAST_CHECK("RPLN"[rel + 1] == want, "compare(%s, %s) = %d, brute force of the difference %c",
                   F(a), F(b), rel, want);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-brute-force");
    TCase *tc = tcase_create("brute-force");
    tcase_set_timeout(tc, 900);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, algebraic_laws_on_random_games);
    tcase_add_test(tc, outcomes_match_the_brute_force_player);
    tcase_add_test(tc, comparisons_match_the_brute_force_player);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
