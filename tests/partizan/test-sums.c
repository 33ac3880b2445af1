/* Sums against sums made the plain way (the definition, option by option, in
 * a second context): canonical, equal, cheap for large parts, and numbers
 * added by translation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "partizan-tests.h"
#include "partizan-games.h"

/* ---- sums against sums made the plain way ---- */

/* A table from pairs of pointers to games (linear probing, never full in these
 * tests): the memo of the copies and plain sums below. */
typedef struct memo_slot {
    const void *k1, *k2;
    const cg_game *v;
} memo_slot;

#define MEMO_SIZE (1u << 18)
static memo_slot memo[MEMO_SIZE];

static memo_slot *memo_at(const void *k1, const void *k2)
{
    uint64_t h = ((uint64_t)(uintptr_t)k1 * 0x9E3779B97F4A7C15u) ^ ((uint64_t)(uintptr_t)k2 * 0xC2B2AE3D27D4EB4Fu);
    size_t i = (size_t)(h >> 40) & (MEMO_SIZE - 1), probes = 0;
    while (memo[i].k1 != NULL && (memo[i].k1 != k1 || memo[i].k2 != k2)) {
        i = (i + 1) & (MEMO_SIZE - 1);
        ck_assert_uint_lt(++probes, MEMO_SIZE / 2);
    }
    return &memo[i];
}

/* g (a game of ctx) rebuilt option by option in dst: games made by
 * cg_game_new only, so dst compares them by the plain recursion. */
static const cg_game *copy_to(cg_ctx *dst, const cg_game *g)
{
    memo_slot *m = memo_at(g, dst);
    if (m->k1 != NULL)
        return m->v;
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    const cg_game *o[64], *c;
    ck_assert_uint_le(nl + nr, 64);
    for (size_t i = 0; i < nl; i++)
        o[i] = copy_to(dst, cg_game_left(g, i));
    for (size_t i = 0; i < nr; i++)
        o[nl + i] = copy_to(dst, cg_game_right(g, i));
    ck_assert_int_eq(cg_game_new(dst, o, nl, o + nl, nr, &c), CG_OK);
    m = memo_at(g, dst);   /* the recursion may have taken that slot: look again */
    m->k1 = g;
    m->k2 = dst;
    m->v = c;
    return c;
}

/* a + b in dst by the definition {a^L + b, a + b^L | a^R + b, a + b^R}, every
 * option made canonical with cg_game_new: no sum, no shortcut through parts. */
static const cg_game *plain_sum(cg_ctx *dst, const cg_game *a, const cg_game *b)
{
    memo_slot *m = memo_at(a, b);
    if (m->k1 != NULL)
        return m->v;
    size_t al = cg_game_left_count(a), ar = cg_game_right_count(a);
    size_t bl = cg_game_left_count(b), br = cg_game_right_count(b);
    const cg_game *L[128], *R[128], *s;
    size_t nl = 0, nr = 0;
    ck_assert_uint_le(al + bl, 128);
    ck_assert_uint_le(ar + br, 128);
    for (size_t i = 0; i < al; i++)
        L[nl++] = plain_sum(dst, cg_game_left(a, i), b);
    for (size_t i = 0; i < bl; i++)
        L[nl++] = plain_sum(dst, a, cg_game_left(b, i));
    for (size_t i = 0; i < ar; i++)
        R[nr++] = plain_sum(dst, cg_game_right(a, i), b);
    for (size_t i = 0; i < br; i++)
        R[nr++] = plain_sum(dst, a, cg_game_right(b, i));
    ck_assert_int_eq(cg_game_new(dst, L, nl, R, nr, &s), CG_OK);
    m = memo_at(a, b);
    m->k1 = a;
    m->k2 = b;
    m->v = s;
    return s;
}

/* The distinct subpositions of g, appended to p (up to its room). */
static void subpositions(const cg_game *g, pool *p)
{
    memo_slot *m = memo_at(g, p);
    if (m->k1 != NULL || p->n == sizeof p->g / sizeof p->g[0])
        return;
    m->k1 = g;
    m->k2 = p;
    p->g[p->n++] = g;
    for (size_t i = 0; i < cg_game_left_count(g); i++)
        subpositions(cg_game_left(g, i), p);
    for (size_t i = 0; i < cg_game_right_count(g); i++)
        subpositions(cg_game_right(g, i), p);
}

/* rel of a against b by cg_game_compare (checked against the brute-force player). */
static int relation(const cg_game *a, const cg_game *b)
{
    int rel;
    ck_assert_int_eq(cg_game_compare(ctx, a, b, &rel), CG_OK);
    return rel;
}

/* g is canonical by the definition: no option dominated by another on its
 * side, none reversible (a Left option A with some A^R <= g, a Right option B
 * with some B^L >= g). */
static void check_canonical(const cg_game *g)
{
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    for (int side = 0; side < 2; side++) {
        size_t n = side == 0 ? nl : nr;
        for (size_t i = 0; i < n; i++) {
            const cg_game *a = side == 0 ? cg_game_left(g, i) : cg_game_right(g, i);
            for (size_t j = 0; j < n; j++) {
                const cg_game *b = side == 0 ? cg_game_left(g, j) : cg_game_right(g, j);
                int rel = relation(a, b);
                FAST_CHECK(j == i || rel == 2, "%s: options %s and %s compare (%d)", F(g), F(a), F(b),
                           rel);
            }
            size_t m = side == 0 ? cg_game_right_count(a) : cg_game_left_count(a);
            for (size_t k = 0; k < m; k++) {
                const cg_game *back = side == 0 ? cg_game_right(a, k) : cg_game_left(a, k);
                int rel = relation(back, g);
                FAST_CHECK(side == 0 ? rel == 1 || rel == 2 : rel == -1 || rel == 2,
                           "%s: option %s reverses through %s", F(g), F(a), F(back));
            }
        }
    }
}

/* cg_game_sum canonicalises a sum through the incentives of its parts' options
 * (lib/partizan/stored_incentives.h: dominated options never made, reversibility decided
 * on small games, bypassed options given sums of incentives); a context that
 * only ever saw cg_game_new compares its games as they are. Running sums of
 * random day-3 games must come out the same in both, every position of them
 * canonical by the definition, and comparisons among their positions the
 * same. */
START_TEST(sums_match_sums_made_the_plain_way)
{
    static pool day3, subs;
    born_by(&day3, 3);
    cg_ctx *plain;
    ck_assert_int_eq(cg_ctx_new(&plain), CG_OK);
    uint64_t state = 5;
    const int rounds = quick() ? 3 : 10;
    for (int r = 0; r < rounds; r++) {
        memset(memo, 0, sizeof memo);
        const cg_game *s = cg_game_zero(ctx), *t = cg_game_zero(plain);
        subs.n = 0;
        int k = 4 + r % 5;
        for (int i = 0; i < k; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            const cg_game *g = day3.g[(state >> 33) % day3.n];
            s = sum(s, g);
            t = plain_sum(plain, t, copy_to(plain, g));
            FAST_CHECK(copy_to(plain, s) == t, "round %d: the sum of %d games differs", r, i + 1);
            subpositions(s, &subs);
        }
        /* Canonical by the definition, not only equal to the plain way (which
         * runs the same canonical loop on other forms). */
        for (size_t i = 0; i < subs.n; i++)
            check_canonical(subs.g[i]);
        for (int i = 0; i < 2000; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            const cg_game *a = subs.g[(state >> 20) % subs.n], *b = subs.g[(state >> 40) % subs.n];
            int rel, want;
            ck_assert_int_eq(cg_game_compare(ctx, a, b, &rel), CG_OK);
            ck_assert_int_eq(cg_game_compare(plain, copy_to(plain, a), copy_to(plain, b), &want),
                             CG_OK);
            FAST_CHECK(rel == want, "round %d: compare %s with %s: %d, plainly %d", r, F(a), F(b),
                       rel, want);
        }
    }
    cg_ctx_free(plain);
}
END_TEST

/* A game plus a number is made by translating the game's options, with no
 * canonicalisation (lib/partizan/translate.c, the Number Translation
 * Theorem): for every game born by day 3 and numbers of both signs, the form
 * is canonical by the definition and the same game as the sum made plainly
 * in a context that only knows cg_game_new. */
/* Sums whose parts are large and whose incentives are as old as the sum:
 * the chain G' = {G + 1 | -G} from {1|*} (each level one game more, about 2
 * levels' worth of subpositions), added to itself, its negative, the level
 * below and small games. Making the incentives of bypassed options there, or
 * completing the incentives of an option being bypassed, once cost sums of
 * large games: G + G at the 13th level 27 s, G + (-G) 19 s, where the
 * definition takes under a second (tests/oracle/partizan_naive.py: 0.5 s).
 * Each sum must now stay within a node limit that those runs passed 30-fold,
 * and agree with the sum made by the definition in a context that only saw
 * cg_game_new, canonical by the definition. */
START_TEST(sums_of_large_parts_stay_cheap)
{
    cg_ctx *plain;
    ck_assert_int_eq(cg_ctx_new(&plain), CG_OK);
    memset(memo, 0, sizeof memo);
    const int levels = quick() ? 12 : 15, checked = quick() ? 7 : 9;
    const cg_game *g = P("{1|*}"), *below = P("0");
    for (int level = 1; level <= levels; level++) {
        const cg_game *l = sum(g, P("1")), *r, *next;
        ck_assert_int_eq(cg_game_neg(ctx, g, &r), CG_OK);
        ck_assert_int_eq(cg_game_new(ctx, &l, 1, &r, 1, &next), CG_OK);
        const cg_game *before = below;
        below = g;
        g = next;
        const cg_game *others[6] = { g, NULL, below, NULL, P("*"), sum(below, before) };
        ck_assert_int_eq(cg_game_neg(ctx, g, &others[1]), CG_OK);
        ck_assert_int_eq(cg_game_neg(ctx, below, &others[3]), CG_OK);
        for (int k = 0; k < 6; k++) {
            /* A fresh limit for each sum: the work of this one alone. */
            ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000000), CG_OK);
            const cg_game *s = NULL;
            int rc = cg_game_sum(ctx, g, others[k], &s);
            ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
            FAST_CHECK(rc == CG_OK, "level %d, sum %d: status %d", level, k, rc);
            if (level > checked)
                continue;
            const cg_game *want = plain_sum(plain, copy_to(plain, g), copy_to(plain, others[k]));
            FAST_CHECK(copy_to(plain, s) == want, "level %d, sum %d: %s", level, k, F(s));
            check_canonical(s);
        }
    }
    cg_ctx_free(plain);
}
END_TEST

START_TEST(number_translation_gives_the_canonical_sum)
{
    static pool day3;
    born_by(&day3, 3);
    cg_ctx *plain;
    ck_assert_int_eq(cg_ctx_new(&plain), CG_OK);
    static const char *const numbers[] = { "1", "-1/2", "3/4", "2", "-5/8", "-3" };
    size_t stride = quick() ? 7 : 1;
    for (size_t n = 0; n < sizeof numbers / sizeof numbers[0]; n++) {
        memset(memo, 0, sizeof memo);
        const cg_game *x = P(numbers[n]);
        for (size_t i = 0; i < day3.n; i += stride) {
            const cg_game *g = day3.g[i], *s = sum(g, x);
            check_canonical(s);
            FAST_CHECK(copy_to(plain, s) == plain_sum(plain, copy_to(plain, g), copy_to(plain, x)),
                       "%s + %s", F(g), numbers[n]);
        }
    }
    cg_ctx_free(plain);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-sums");
    TCase *tc = tcase_create("sums");
    tcase_set_timeout(tc, 900);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, sums_match_sums_made_the_plain_way);
    tcase_add_test(tc, sums_of_large_parts_stay_cheap);
    tcase_add_test(tc, number_translation_gives_the_canonical_sum);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
