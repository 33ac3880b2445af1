/*
 * The misère outcome, stop count, followers and CGSuite's predicates of
 * partizan.h (cg_game_misere_outcome, cg_game_stop_count, cg_game_followers,
 * cg_game_is_even, ...) against the naive oracles of
 * tests/oracle/predicates-oracle.h on every game born by day 3 (a random
 * hundred of day 3 in the quick runs); published examples; laws; bad
 * arguments and the node limit.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "predicates-oracle.h"
#include "fast-check.h"
#include "run-suite.h"

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

typedef int (*ctx_pred)(cg_ctx *, const cg_game *, int *);
typedef int (*pred)(const cg_game *);
typedef int (*oracle_pred)(cg_ctx *, const cg_game *);

static const struct {
    const char *name;
    ctx_pred with_ctx;   /* one of the two is set */
    pred plain;
    oracle_pred oracle;
} preds[] = {
    { "integer", NULL, cg_game_is_integer, oracle_is_integer },
    { "nimber", NULL, cg_game_is_nimber, oracle_is_nimber },
    { "numberish", NULL, cg_game_is_numberish, oracle_is_numberish },
    { "ordinal", NULL, cg_game_is_ordinal, oracle_is_ordinal },
    { "idempotent", NULL, cg_game_is_idempotent, oracle_is_idempotent },
    { "even", cg_game_is_even, NULL, oracle_is_even },
    { "odd", cg_game_is_odd, NULL, oracle_is_odd },
    { "even-tempered", cg_game_is_even_tempered, NULL, oracle_is_even_tempered },
    { "odd-tempered", cg_game_is_odd_tempered, NULL, oracle_is_odd_tempered },
    { "number-tiny", cg_game_is_number_tiny, NULL, oracle_is_number_tiny },
};
enum { NPREDS = sizeof preds / sizeof preds[0] };

static int is(size_t k, const cg_game *g)
{
    if (preds[k].plain != NULL)
        return preds[k].plain(g);
    int yes = -1;
    int rc = preds[k].with_ctx(ctx, g, &yes);
    ck_assert_msg(rc == CG_OK, "is %s(%s): %s", preds[k].name, F(g), cg_strerror(rc));
    return yes;
}

static int is_named(const char *name, const char *text)
{
    for (size_t k = 0; k < NPREDS; k++)
        if (strcmp(preds[k].name, name) == 0)
            return is(k, P(text));
    ck_abort_msg("no predicate %s", name);
    return -1;
}

static cg_outcome misere(const cg_game *g)
{
    cg_outcome o;
    int rc = cg_game_misere_outcome(ctx, g, &o);
    ck_assert_msg(rc == CG_OK, "misère outcome of %s: %s", F(g), cg_strerror(rc));
    return o;
}

static uint64_t stops(const cg_game *g)
{
    uint64_t c = 0;
    int rc = cg_game_stop_count(ctx, g, &c);
    ck_assert_msg(rc == CG_OK, "stop count of %s: %s", F(g), cg_strerror(rc));
    return c;
}

static uint64_t nfollowers(const cg_game *g)
{
    uint64_t c = 0;
    int rc = cg_game_follower_count(ctx, g, &c);
    ck_assert_msg(rc == CG_OK, "follower count of %s: %s", F(g), cg_strerror(rc));
    return c;
}

/* Whether a may come before b in the canonical order of games. */
static int in_order(const cg_game *a, const cg_game *b)
{
    int na = cg_game_is_number(a), nb = cg_game_is_number(b), rel;
    uint32_t da, db;
    if (na != nb)
        return na;
    if (na) {
        ck_assert_int_eq(cg_game_compare(ctx, a, b, &rel), CG_OK);
        return rel == -1;
    }
    ck_assert_int_eq(cg_game_birthday(a, &da), CG_OK);
    ck_assert_int_eq(cg_game_birthday(b, &db), CG_OK);
    return da <= db;
}

/* Everything about g against the oracles. */
static void check_game(const cg_game *g)
{
    int o = oracle_misere_outcome(ctx, g);
    FAST_CHECK(o >= 0, "oracle misère outcome of %s failed", F(g));
    FAST_CHECK((int)misere(g) == o, "misère outcome of %s: %d, the definition gives %d", F(g),
               (int)misere(g), o);

    uint64_t sc = oracle_stop_count(ctx, g);
    FAST_CHECK(sc > 0, "oracle stop count of %s failed", F(g));
    FAST_CHECK(stops(g) == sc, "stop count of %s: %llu, the definition gives %llu", F(g),
               (unsigned long long)stops(g), (unsigned long long)sc);

    const cg_game *want[64], *got[64];
    size_t n = oracle_followers(ctx, g, want, 64), m = 0;
    FAST_CHECK(n > 0, "oracle followers of %s failed", F(g));
    FAST_CHECK(nfollowers(g) == n, "%s has %llu followers, the definition gives %zu", F(g),
               (unsigned long long)nfollowers(g), n);
    ck_assert_int_eq(cg_game_followers(ctx, g, got, 64, &m), CG_OK);
    FAST_CHECK(m == n, "followers of %s: %zu, the definition gives %zu", F(g), m, n);
    for (size_t i = 0; i < n; i++) {
        size_t j = 0;
        while (j < m && got[j] != want[i])
            j++;
        FAST_CHECK(j < m, "%s misses the follower %s", F(g), F(want[i]));
    }
    /* In the canonical order: numbers first, increasing, then the others by
     * birthday. (As many as the oracle's, each found: no repeats.) */
    for (size_t i = 1; i < m; i++)
        FAST_CHECK(in_order(got[i - 1], got[i]), "followers of %s: %s before %s", F(g),
                   F(got[i - 1]), F(got[i]));

    for (size_t k = 0; k < NPREDS; k++) {
        int w = preds[k].oracle(ctx, g);
        FAST_CHECK(w >= 0, "oracle is %s(%s) failed", preds[k].name, F(g));
        FAST_CHECK(is(k, g) == w, "is %s(%s) = %d, the definition gives %d", preds[k].name,
                   F(g), is(k, g), w);
    }
}

START_TEST(day2_games_match_the_definitions)
{
    static pool day2;
    born_by(&day2, 2);
    for (size_t i = 0; i < day2.n; i++)
        check_game(day2.g[i]);
}
END_TEST

START_TEST(day3_games_match_the_definitions)
{
    static pool day3;
    born_by(&day3, 3);
    /* All of them (a second); 100 random ones in the quick runs. */
    uint64_t state = 2026;
    if (quick())
        for (int k = 0; k < 100; k++)
            check_game(day3.g[next(&state) % day3.n]);
    else
        for (size_t i = 0; i < day3.n; i++)
            check_game(day3.g[i]);
}
END_TEST

/* Published examples. Misère: 0 is N (the player to move cannot move and
 * wins), * is P, 1 = {0 | } is R ([CGT], misère play). Even and odd
 * [ONAG]: integers alternate, * is odd, 1* even, 1/2 and ^
 * neither. Tempered [CGT]: numbers even-tempered, * and +-1 odd, ^
 * neither. Tiny and miny ([WW]): tiny-1 = {0 || 0 | -1}. */
START_TEST(published_examples)
{
    static const struct {
        const char *g;
        cg_outcome misere;
        uint64_t stops, followers;
    } ex[] = {
        { "0", CG_OUTCOME_N, 1, 1 },        { "*", CG_OUTCOME_P, 2, 2 },
        { "1", CG_OUTCOME_R, 1, 2 },        { "-1", CG_OUTCOME_L, 1, 2 },
        { "2", CG_OUTCOME_R, 1, 3 },        { "1/2", CG_OUTCOME_R, 1, 3 },
        { "^", CG_OUTCOME_R, 3, 3 },        { "v", CG_OUTCOME_L, 3, 3 },
        { "*2", CG_OUTCOME_N, 6, 3 },       { "*3", CG_OUTCOME_N, 18, 4 },
        { "{1|-1}", CG_OUTCOME_P, 2, 4 },   { "{0|-1}", CG_OUTCOME_P, 2, 3 },
        { "{0||0|-1}", CG_OUTCOME_R, 3, 4 }, { "^*", CG_OUTCOME_L, 4, 3 },
        { "1*", CG_OUTCOME_R, 2, 3 },       { "{-1|1}", CG_OUTCOME_N, 1, 1 },
    };
    for (size_t i = 0; i < sizeof ex / sizeof ex[0]; i++) {
        const cg_game *g = P(ex[i].g);
        ck_assert_msg(misere(g) == ex[i].misere, "misère %s: %d", ex[i].g, (int)misere(g));
        ck_assert_msg(stops(g) == ex[i].stops, "stops %s: %llu", ex[i].g,
                      (unsigned long long)stops(g));
        ck_assert_msg(nfollowers(g) == ex[i].followers, "followers %s: %llu", ex[i].g,
                      (unsigned long long)nfollowers(g));
    }
    /* The followers of ^ in the canonical order: 0, *, ^. */
    const cg_game *f[3];
    size_t n;
    ck_assert_int_eq(cg_game_followers(ctx, P("^"), f, 3, &n), CG_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert_ptr_eq(f[0], P("0"));
    ck_assert_ptr_eq(f[1], P("*"));
    ck_assert_ptr_eq(f[2], P("^"));

    static const struct {
        const char *pred, *g;
        int yes;
    } facts[] = {
        { "integer", "0", 1 },     { "integer", "-7", 1 },    { "integer", "1/2", 0 },
        { "integer", "1*", 0 },    { "nimber", "0", 1 },      { "nimber", "*5", 1 },
        { "nimber", "1*", 0 },     { "nimber", "^", 0 },      { "numberish", "1/2", 1 },
        { "numberish", "^", 1 },   { "numberish", "3*", 1 },  { "numberish", "{1|-1}", 0 },
        { "ordinal", "0", 1 },     { "ordinal", "5", 1 },     { "ordinal", "-1", 0 },
        { "ordinal", "1/2", 0 },   { "ordinal", "{1|}", 1 },  { "idempotent", "0", 1 },
        { "idempotent", "*", 0 },  { "even", "0", 1 },        { "even", "2", 1 },
        { "even", "1*", 1 },       { "even", "*", 0 },        { "even", "1/2", 0 },
        { "even", "*2", 0 },       { "odd", "0", 0 },         { "odd", "1", 1 },
        { "odd", "-3", 1 },        { "odd", "*", 1 },         { "odd", "^", 0 },
        { "odd", "2*", 1 },        { "even-tempered", "0", 1 }, { "even-tempered", "1/2", 1 },
        { "even-tempered", "*", 0 }, { "even-tempered", "^*", 0 },
        { "even-tempered", "{1|*}", 0 }, { "even-tempered", "{{2|1}|{-1|-2}}", 1 },
        { "odd-tempered", "*", 1 }, { "odd-tempered", "{1|-1}", 1 },
        { "odd-tempered", "3*", 1 }, { "odd-tempered", "0", 0 }, { "odd-tempered", "^", 0 },
        { "odd-tempered", "*2", 0 }, { "number-tiny", "{0||0|-1}", 1 },
        { "number-tiny", "{2||2|1}", 1 }, { "number-tiny", "{1|0||0}", 1 },
        { "number-tiny", "{0||0|-2}", 1 }, { "number-tiny", "^", 0 },
        { "number-tiny", "*", 0 },  { "number-tiny", "{1|-1}", 0 },
        { "number-tiny", "0", 1 },  { "number-tiny", "5", 1 },  { "number-tiny", "25/16", 1 },
    };
    for (size_t i = 0; i < sizeof facts / sizeof facts[0]; i++)
        ck_assert_msg(is_named(facts[i].pred, facts[i].g) == facts[i].yes, "is %s(%s) != %d",
                      facts[i].pred, facts[i].g, facts[i].yes);
}
END_TEST

/* SC(*n) = 2 * 3^(n-1) (CGSuite's closed form) until it passes 2^64 - 1 at
 * *41: CG_ERANGE, count untouched. */
START_TEST(stop_count_of_nimbers_and_overflow)
{
    uint64_t want = 2;
    for (uint32_t n = 1; n <= 40; n++, want *= 3) {
        const cg_game *s;
        ck_assert_int_eq(cg_game_nimber(ctx, n, &s), CG_OK);
        ck_assert_msg(stops(s) == want, "SC(*%u)", n);
    }
    const cg_game *s;
    uint64_t c = 77;
    ck_assert_int_eq(cg_game_nimber(ctx, 41, &s), CG_OK);
    ck_assert_int_eq(cg_game_stop_count(ctx, s, &c), CG_ERANGE);
    ck_assert_uint_eq(c, 77);
}
END_TEST

/* Laws on day-3 games: negation swaps Left and Right, so it swaps the
 * misère outcomes L and R and keeps the counts and every predicate but
 * ordinal; adding a number keeps numberish, tempers and number-tiny; every
 * option of a follower is a follower; SC(G) is the sum over the options for G not a number. */
/* The count of a number's followers is arithmetic on its ancestor chain
 * (followers.c); checked against the definition's walk on every number
 * num/2^k with k <= 5 and |num/2^k| <= 6, on games holding several numbers
 * (their chains overlap), and on CGSuite's integer past 2^40. */
START_TEST(follower_count_of_numbers)
{
    const cg_game *want[256];
    for (uint32_t k = 0; k <= 5; k++) {
        for (int64_t num = -(6 << k); num <= (6 << k); num++) {
            const cg_game *x;
            ck_assert_int_eq(cg_game_dyadic(ctx, num, k, &x), CG_OK);
            size_t n = oracle_followers(ctx, x, want, 256);
            ck_assert_msg(n > 0 && nfollowers(x) == n, "%s: %llu followers, the definition %zu",
                          F(x), (unsigned long long)nfollowers(x), n);
        }
    }
    static const char *const holding[] = {
        "{25/16|-3/8}", "{5,13/8|-1/2}", "{7/4,3/2|2*}", "{{3|1/4}|-5/16,{-1|-21/16}}",
        "{1/2,*|-7/32}", "{6|{1|-6}}", "{{2|-1/64}|{11/8|-3}}",
    };
    for (size_t i = 0; i < sizeof holding / sizeof holding[0]; i++) {
        const cg_game *g = P(holding[i]);
        size_t n = oracle_followers(ctx, g, want, 256);
        ck_assert_msg(n > 0 && nfollowers(g) == n, "%s: %llu followers, the definition %zu",
                      holding[i], (unsigned long long)nfollowers(g), n);
    }
    ck_assert_uint_eq(nfollowers(P("-1823437481924")), UINT64_C(1823437481925));
    ck_assert_uint_eq(nfollowers(P("{1099511627776|0}")), (UINT64_C(1) << 40) + 2);
}
END_TEST

START_TEST(laws)
{
    static pool day3;
    born_by(&day3, 3);
    static const cg_outcome swapped[] = { CG_OUTCOME_P, CG_OUTCOME_N, CG_OUTCOME_R, CG_OUTCOME_L };
    const cg_game *half = P("1/2");
    uint64_t state = 99;
    for (int t = 0; t < (quick() ? 150 : 600); t++) {
        const cg_game *g = day3.g[next(&state) % day3.n], *ng = neg(g), *gx = sum(g, half);
        FAST_CHECK(misere(ng) == swapped[misere(g)], "misère of -(%s)", F(g));
        FAST_CHECK(stops(ng) == stops(g), "SC(-(%s))", F(g));
        FAST_CHECK(nfollowers(ng) == nfollowers(g), "followers of -(%s)", F(g));
        for (size_t k = 0; k < NPREDS; k++)
            if (strcmp(preds[k].name, "ordinal") != 0)   /* -1 is no ordinal */
                FAST_CHECK(is(k, ng) == is(k, g), "is %s(-(%s))", preds[k].name, F(g));
        for (size_t k = 2; k < NPREDS; k++)
            if (strcmp(preds[k].name, "numberish") == 0 || strstr(preds[k].name, "tempered") ||
                strcmp(preds[k].name, "number-tiny") == 0)
                FAST_CHECK(is(k, gx) == is(k, g), "is %s(%s + 1/2)", preds[k].name, F(g));
        if (!cg_game_is_number(g)) {
            uint64_t total = 0;
            for (size_t i = 0; i < cg_game_left_count(g); i++)
                total += stops(cg_game_left(g, i));
            for (size_t i = 0; i < cg_game_right_count(g); i++)
                total += stops(cg_game_right(g, i));
            FAST_CHECK(stops(g) == total, "SC(%s) is not the sum over its options", F(g));
        }
        const cg_game *f[64];
        size_t n;
        ck_assert_int_eq(cg_game_followers(ctx, g, f, 64, &n), CG_OK);
        for (size_t i = 0; i < n; i++)
            for (int side = 0; side < 2; side++) {
                size_t c = side ? cg_game_right_count(f[i]) : cg_game_left_count(f[i]);
                for (size_t j = 0; j < c; j++) {
                    const cg_game *o = side ? cg_game_right(f[i], j) : cg_game_left(f[i], j);
                    size_t k = 0;
                    while (k < n && f[k] != o)
                        k++;
                    FAST_CHECK(k < n, "an option of a follower of %s is no follower", F(g));
                }
            }
        /* An idempotent and an ordinal are integers; a nimber is numberish. */
        FAST_CHECK(!cg_game_is_ordinal(g) || cg_game_is_integer(g), "ordinal %s", F(g));
        FAST_CHECK(!cg_game_is_nimber(g) || cg_game_is_numberish(g), "nimber %s", F(g));
    }
}
END_TEST

START_TEST(bad_arguments)
{
    const cg_game *g = P("{1|*}"), *foreign;
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    ck_assert_int_eq(cg_game_parse(other, "{1|*}", &foreign), CG_OK);
    cg_outcome o = (cg_outcome)7;
    ck_assert_int_eq(cg_game_misere_outcome(NULL, g, &o), CG_EINVAL);
    ck_assert_int_eq(cg_game_misere_outcome(ctx, NULL, &o), CG_EINVAL);
    ck_assert_int_eq(cg_game_misere_outcome(ctx, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_misere_outcome(ctx, foreign, &o), CG_EINVAL);
    ck_assert_int_eq((int)o, 7);
    uint64_t c = 77;
    ck_assert_int_eq(cg_game_stop_count(NULL, g, &c), CG_EINVAL);
    ck_assert_int_eq(cg_game_stop_count(ctx, NULL, &c), CG_EINVAL);
    ck_assert_int_eq(cg_game_stop_count(ctx, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_stop_count(ctx, foreign, &c), CG_EINVAL);
    ck_assert_int_eq(cg_game_follower_count(NULL, g, &c), CG_EINVAL);
    ck_assert_int_eq(cg_game_follower_count(ctx, NULL, &c), CG_EINVAL);
    ck_assert_int_eq(cg_game_follower_count(ctx, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_follower_count(ctx, foreign, &c), CG_EINVAL);
    ck_assert_uint_eq(c, 77);
    const cg_game *f[4] = { NULL, NULL, NULL, NULL };
    size_t n = 77;
    ck_assert_int_eq(cg_game_followers(NULL, g, f, 4, &n), CG_EINVAL);
    ck_assert_int_eq(cg_game_followers(ctx, NULL, f, 4, &n), CG_EINVAL);
    ck_assert_int_eq(cg_game_followers(ctx, g, NULL, 4, &n), CG_EINVAL);
    ck_assert_int_eq(cg_game_followers(ctx, g, f, 4, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_followers(ctx, foreign, f, 4, &n), CG_EINVAL);
    ck_assert_uint_eq(n, 77);
    ck_assert_ptr_null(f[0]);
    /* Too small a room: the count told, CG_ERANGE, nothing written; a NULL
     * out with cap 0 only counts. {1 | *} has 4 followers. */
    ck_assert_int_eq(cg_game_followers(ctx, g, f, 2, &n), CG_ERANGE);
    ck_assert_uint_eq(n, 4);
    ck_assert_ptr_null(f[0]);
    ck_assert_ptr_null(f[1]);
    ck_assert_int_eq(cg_game_followers(ctx, g, NULL, 0, &n), CG_ERANGE);
    ck_assert_uint_eq(n, 4);
    for (size_t k = 0; k < NPREDS; k++) {
        if (preds[k].plain != NULL) {
            ck_assert_int_eq(preds[k].plain(NULL), 0);
            continue;
        }
        int yes = 7;
        ck_assert_int_eq(preds[k].with_ctx(NULL, g, &yes), CG_EINVAL);
        ck_assert_int_eq(preds[k].with_ctx(ctx, NULL, &yes), CG_EINVAL);
        ck_assert_int_eq(preds[k].with_ctx(ctx, g, NULL), CG_EINVAL);
        ck_assert_int_eq(preds[k].with_ctx(ctx, foreign, &yes), CG_EINVAL);
        ck_assert_int_eq(yes, 7);
    }
    cg_ctx_free(other);
}
END_TEST

/* A small node limit stops each computation with CG_ELIMIT, out untouched;
 * the context works afterwards. Integers are settled without their chain
 * (misère, parity, stops, the count of followers), but the list of their
 * followers is made one by one. */
START_TEST(node_limit)
{
    const cg_game *g = P("{{3|1},1*|{-1|-3},*2}+^*+{2|{1|-1},*}"), *big = P("1048576");
    const cg_game *t = P("{0||0|{{3|1},1*|{-1|-3},*2}+{-5|{-6|-8}}}");
    cg_outcome o = (cg_outcome)7;
    uint64_t c = 77;
    size_t n = 77;
    int yes = 7;
    const cg_game *f[1];
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 3), CG_OK);
    ck_assert_int_eq(cg_game_misere_outcome(ctx, g, &o), CG_ELIMIT);
    ck_assert_int_eq(cg_game_stop_count(ctx, g, &c), CG_ELIMIT);
    ck_assert_int_eq(cg_game_follower_count(ctx, g, &c), CG_ELIMIT);
    ck_assert_int_eq(cg_game_followers(ctx, g, f, 1, &n), CG_ELIMIT);
    /* The list of an integer's followers is made one by one: a room for all
     * of them, and the limit stops the making (the count alone is free). */
    const cg_game **room = malloc((1048577 + 1) * sizeof *room);
    ck_assert_ptr_nonnull(room);
    ck_assert_int_eq(cg_game_followers(ctx, big, room, 1048577 + 1, &n), CG_ELIMIT);
    free(room);
    ck_assert_int_eq(cg_game_followers(ctx, big, f, 1, &n), CG_ERANGE);
    ck_assert_uint_eq(n, 1048577);
    n = 77;
    for (size_t k = 0; k < NPREDS; k++)
        if (preds[k].with_ctx != NULL && strcmp(preds[k].name, "number-tiny") != 0)
            ck_assert_int_eq(preds[k].with_ctx(ctx, g, &yes), CG_ELIMIT);
    ck_assert_int_eq((int)o, 7);
    ck_assert_uint_eq(c, 77);
    ck_assert_uint_eq(n, 77);
    ck_assert_int_eq(yes, 7);
    /* number-tiny pays only for the thermograph of y: {0 || 0 | y} with a
     * large y. */
    ck_assert_int_eq(cg_game_is_number_tiny(ctx, t, &yes), CG_ELIMIT);
    ck_assert_int_eq(yes, 7);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_game_misere_outcome(ctx, g, &o), CG_OK);
    ck_assert_int_eq((int)o, oracle_misere_outcome(ctx, g));
    ck_assert_uint_eq(stops(g), oracle_stop_count(ctx, g));
    ck_assert_int_eq(misere(big), CG_OUTCOME_R);
    ck_assert_int_eq(is_named("even", "1048576"), 1);
    ck_assert_uint_eq(stops(big), 1);
    ck_assert_uint_eq(nfollowers(P("5000")), 5001);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 3), CG_OK);
    ck_assert_uint_eq(nfollowers(big), 1048577);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-game-predicates");
    TCase *tc = tcase_create("game-predicates");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, day2_games_match_the_definitions);
    tcase_add_test(tc, day3_games_match_the_definitions);
    tcase_add_test(tc, published_examples);
    tcase_add_test(tc, stop_count_of_nimbers_and_overflow);
    tcase_add_test(tc, follower_count_of_numbers);
    tcase_add_test(tc, laws);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, node_limit);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
