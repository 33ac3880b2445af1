/* The cmnim suite: Cookie Monster and CM-nim games (cmnim.h) through the public
 * API, against the naive box oracle, Wythoff's game and the theorems of [BK]. */
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "cmnim-oracle.h"
#include "fast-check.h"
#include "fault-alloc.h"

#define NFAMILIES 8

static cg_cmnim *family(uint32_t jars, int f)
{
    cg_cmnim *g = NULL;
    ck_assert_int_eq(cg_cmnim_new_family(jars, (cg_cmnim_family)f, &g), CG_OK);
    return g;
}

/* The game's sets as 32-bit masks for the oracle. */
static size_t sets_of(const cg_cmnim *g, uint32_t *out, size_t cap)
{
    uint64_t s[1 << 16];
    size_t n;
    ck_assert_int_eq(cg_cmnim_sets(g, s, 1 << 16, &n), CG_OK);
    ck_assert_uint_le(n, cap);
    for (size_t i = 0; i < n; i++)
        out[i] = (uint32_t)s[i];
    return n;
}

typedef struct collected {
    uint64_t (*x)[8];
    size_t n, cap;
    uint32_t jars;
} collected;

static int collect(void *user, const uint64_t *x, uint32_t jars)
{
    collected *c = user;
    ck_assert_uint_eq(jars, c->jars);
    if (c->n == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 256;
        c->x = realloc(c->x, c->cap * sizeof *c->x);
        ck_assert(c->x != NULL);
    }
    memcpy(c->x[c->n++], x, jars * sizeof *x);
    return 0;
}

/* The jar sizes of cell idx of the box (first jar most significant). */
static void decode(size_t idx, uint32_t jars, size_t side, uint64_t *x)
{
    for (uint32_t i = jars; i-- > 0;) {
        x[i] = idx % side;
        idx /= side;
    }
}

/* The P-positions of game g on the box, in normal or misère play, against
 * want_p[cell]: the P-test, the lexicographic enumeration and every jar's
 * completion of each P-position. */
static void check_p_positions(cg_ctx *ctx, const cg_cmnim *g, uint32_t bound, size_t cells,
                              const unsigned char *want_p, int misere)
{
    uint32_t jars = cg_cmnim_jars(g);
    collected pc = { NULL, 0, 0, jars };
    ck_assert_int_eq(misere ? cg_cmnim_misere_p_positions(ctx, g, bound, collect, &pc)
                            : cg_cmnim_p_positions(ctx, g, bound, collect, &pc), CG_OK);
    size_t side = (size_t)bound + 1, next_p = 0;
    uint64_t x[16];
    for (size_t idx = 0; idx < cells; idx++) {
        decode(idx, jars, side, x);
        int is_p = -1;
        FAST_CHECK((misere ? cg_cmnim_misere_is_p(ctx, g, x, &is_p) : cg_cmnim_is_p(ctx, g, x, &is_p))
                       == CG_OK, "is_p");
        FAST_CHECK(is_p == want_p[idx], "is_p of position %zu (misere %d): %d", idx, misere, is_p);
        if (!want_p[idx])
            continue;
        /* Lexicographic enumeration hits exactly the P-positions, in order. */
        FAST_CHECK(next_p < pc.n && memcmp(pc.x[next_p], x, jars * sizeof *x) == 0,
                   "p_positions: position %zu missing or out of order (misere %d)", idx, misere);
        next_p++;
        /* Every jar completes to its own value. */
        for (uint32_t j = 0; j < jars; j++) {
            uint64_t v = 12345;
            FAST_CHECK((misere ? cg_cmnim_misere_complete(ctx, g, x, j, &v)
                               : cg_cmnim_complete(ctx, g, x, j, &v)) == CG_OK, "complete");
            FAST_CHECK(v == x[j], "completion of jar %u at position %zu (misere %d): %llu", j, idx,
                       misere, (unsigned long long)v);
        }
    }
    ck_assert_uint_eq(next_p, pc.n);
    free(pc.x);
}

/* Compare everything the library says about game g with the oracle on the
 * box: Grundy values, then the P-positions of both plays (misère after
 * normal, in the same warm context, so the memos must keep them apart). */
static void check_against_oracle(const cg_cmnim *g, uint32_t bound)
{
    uint32_t jars = cg_cmnim_jars(g);
    uint32_t sets[1 << 16];
    size_t nsets = sets_of(g, sets, 1 << 16);
    uint32_t *want = oracle_cmnim_grundy_box(jars, sets, nsets, bound);
    unsigned char *misere_p = oracle_cmnim_misere_p_box(jars, sets, nsets, bound);
    ck_assert(want != NULL && misere_p != NULL);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    size_t side = (size_t)bound + 1, cells = 1;
    for (uint32_t i = 0; i < jars; i++)
        cells *= side;
    unsigned char *normal_p = malloc(cells);
    ck_assert(normal_p != NULL);
    uint64_t x[16];
    for (size_t idx = 0; idx < cells; idx++) {
        decode(idx, jars, side, x);
        uint64_t gv = 99;
        FAST_CHECK(cg_cmnim_grundy(ctx, g, x, &gv) == CG_OK, "grundy");
        FAST_CHECK(gv == want[idx], "grundy of position %zu: %llu, oracle %u", idx,
                   (unsigned long long)gv, want[idx]);
        normal_p[idx] = want[idx] == 0;
    }
    check_p_positions(ctx, g, bound, cells, normal_p, 0);
    check_p_positions(ctx, g, bound, cells, misere_p, 1);
    /* Remoteness of both plays, in the same warm context, and its parity
     * against the P-positions found by the other two oracles. */
    for (int misere = 0; misere <= 1; misere++) {
        uint32_t *want_r = oracle_cmnim_remoteness_box(jars, sets, nsets, bound, misere);
        ck_assert(want_r != NULL);
        for (size_t idx = 0; idx < cells; idx++) {
            decode(idx, jars, side, x);
            uint64_t r = 99;
            FAST_CHECK((misere ? cg_cmnim_misere_remoteness(ctx, g, x, &r)
                               : cg_cmnim_remoteness(ctx, g, x, &r)) == CG_OK, "remoteness");
            FAST_CHECK(r == want_r[idx], "remoteness of position %zu (misere %d): %llu, oracle %u",
                       idx, misere, (unsigned long long)r, want_r[idx]);
            unsigned char p = misere ? misere_p[idx] : normal_p[idx];
            FAST_CHECK((r % 2 == (uint64_t)misere) == p, "remoteness parity %zu (misere %d)", idx,
                       misere);
        }
        free(want_r);
    }
    free(normal_p);
    free(misere_p);
    free(want);
    cg_ctx_free(ctx);
}

START_TEST(named_families_on_three_jars_match_the_oracle)
{
    for (int f = 0; f < NFAMILIES; f++) {
        cg_cmnim *g = family(3, f);
        check_against_oracle(g, 8);
        cg_cmnim_free(g);
    }
}
END_TEST

START_TEST(families_on_other_jar_counts_match_the_oracle)
{
    static const uint32_t bounds[] = { 0, 40, 25, 0, 5, 3 };
    for (uint32_t jars = 1; jars <= 5; jars++) {
        if (jars == 3)
            continue;
        for (int f = 0; f < NFAMILIES; f++) {
            cg_cmnim *g = family(jars, f);
            check_against_oracle(g, jars == 1 ? 30 : bounds[jars]);
            cg_cmnim_free(g);
        }
    }
}
END_TEST

START_TEST(random_families_match_the_oracle)
{
    uint64_t state = 12345;
    for (int round = 0; round < 40; round++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        uint32_t jars = 3 + (uint32_t)(state >> 62) % 2;
        uint64_t sets[16];
        size_t n = 0;
        for (uint32_t m = 1; m < (1u << jars); m++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            if ((state >> 40) & 1u)
                sets[n++] = m;
        }
        cg_cmnim *g;
        ck_assert_int_eq(cg_cmnim_new(jars, sets, n, &g), CG_OK);
        check_against_oracle(g, jars == 3 ? 7 : 4);
        cg_cmnim_free(g);
    }
}
END_TEST

START_TEST(two_jar_misere_cookie_monster_is_misere_wythoff)
{
    /* The classical rule of misère Wythoff: its P-positions are those of
     * normal play with (0, 0), (1, 2), (2, 1) replaced by (0, 1), (1, 0),
     * (2, 2). The oracle checks the box to 25; this goes to 300. */
    cg_cmnim *g = family(2, CG_CMNIM_COOKIE_MONSTER);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (uint64_t a = 0; a < 300; a++)
        for (uint64_t b = 0; b < 300; b++) {
            uint64_t x[2] = { a, b };
            int p, want;
            if (a + b <= 4)
                want = (a == 0 && b == 1) || (a == 1 && b == 0) || (a == 2 && b == 2);
            else
                want = cg_wythoff_is_p(a, b);
            FAST_CHECK(cg_cmnim_misere_is_p(ctx, g, x, &p) == CG_OK && p == want,
                       "misere P-position (%llu, %llu)", (unsigned long long)a, (unsigned long long)b);
        }
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
}
END_TEST

START_TEST(nim_family_misere_is_marienbad)
{
    /* Single jars only: misère CM-nim is Marienbad, decided by Bouton's rule
     * in impartial.h, on every position of 4 jars to 9. */
    cg_cmnim *g = family(4, CG_CMNIM_NIM);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (uint32_t code = 0; code < 10000; code++) {
        uint64_t x[4] = { code / 1000, code / 100 % 10, code / 10 % 10, code % 10 };
        int p;
        cg_outcome o;
        FAST_CHECK(cg_cmnim_misere_is_p(ctx, g, x, &p) == CG_OK, "misere is_p");
        FAST_CHECK(cg_nim_outcome(x, 4, CG_PLAY_MISERE, &o) == CG_OK, "nim");
        FAST_CHECK(p == (o == CG_OUTCOME_P), "position %u", code);
    }
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
}
END_TEST

START_TEST(two_jar_cookie_monster_is_wythoff)
{
    cg_cmnim *g = family(2, CG_CMNIM_COOKIE_MONSTER);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    enum { N = 61 };
    static uint32_t table[N * N];
    ck_assert_int_eq(cg_wythoff_grundy_table(N, N, table), CG_OK);
    for (uint64_t a = 0; a < N; a++)
        for (uint64_t b = 0; b < N; b++) {
            uint64_t x[2] = { a, b }, gv;
            int p;
            FAST_CHECK(cg_cmnim_grundy(ctx, g, x, &gv) == CG_OK, "grundy");
            FAST_CHECK(gv == table[a * N + b], "(%llu, %llu)", (unsigned long long)a,
                       (unsigned long long)b);
            FAST_CHECK(cg_cmnim_is_p(ctx, g, x, &p) == CG_OK && p == cg_wythoff_is_p(a, b),
                       "P-position (%llu, %llu)", (unsigned long long)a, (unsigned long long)b);
        }
    /* Far beyond the table: completions are Wythoff partners. */
    for (uint64_t k = 1; k < 400; k += 7) {
        uint64_t a, b, x[2], v;
        ck_assert_int_eq(cg_wythoff_p_position(k, &a, &b), CG_OK);
        x[0] = a;
        ck_assert_int_eq(cg_cmnim_complete(ctx, g, x, 1, &v), CG_OK);
        ck_assert_uint_eq(v, b);
    }
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
}
END_TEST

START_TEST(odd_games_have_the_p_positions_of_nim)
{
    static const uint32_t bounds[] = { 0, 20, 15, 9, 5, 3 };
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (uint32_t jars = 1; jars <= 5; jars++) {
        cg_cmnim *g = family(jars, CG_CMNIM_ODD);
        uint32_t side = bounds[jars] + 1;
        uint64_t cells = 1;
        for (uint32_t i = 0; i < jars; i++)
            cells *= side;
        for (uint64_t idx = 0; idx < cells; idx++) {
            uint64_t x[5], r = idx, nim = 0;
            for (uint32_t i = 0; i < jars; i++) {
                x[i] = r % side;
                r /= side;
                nim ^= x[i];
            }
            int p;
            FAST_CHECK(cg_cmnim_is_p(ctx, g, x, &p) == CG_OK, "is_p");
            FAST_CHECK(p == (nim == 0), "odd game, %u jars, position %llu", jars,
                       (unsigned long long)idx);
        }
        cg_cmnim_free(g);
    }
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(wythoff_plus_a_nim_jar)
{
    /* Jars 1 and 2 play Wythoff ({1}, {2}, {1,2}), jar 3 is a Nim heap ({3}):
     * the sum of Wythoff and Nim, so (x, y, z) is P iff z = G_wythoff(x, y). */
    const uint64_t sets[] = { 1, 2, 3, 4 };
    cg_cmnim *g;
    ck_assert_int_eq(cg_cmnim_new(3, sets, 4, &g), CG_OK);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    enum { N = 40 };
    static uint32_t table[N * N];
    ck_assert_int_eq(cg_wythoff_grundy_table(N, N, table), CG_OK);
    for (uint64_t a = 0; a < N; a++)
        for (uint64_t b = 0; b < N; b++) {
            uint64_t x[3] = { a, b, 0 }, v;
            FAST_CHECK(cg_cmnim_complete(ctx, g, x, 2, &v) == CG_OK, "complete");
            FAST_CHECK(v == table[a * N + b], "(%llu, %llu, .)", (unsigned long long)a,
                       (unsigned long long)b);
        }
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
}
END_TEST

/* Every permissible set other than the set of all jars has a permissible complement. */
static int complement_closed(const cg_cmnim *g)
{
    uint64_t s[1 << 16];
    size_t n;
    cg_cmnim_sets(g, s, 1 << 16, &n);
    uint64_t full = (UINT64_C(1) << cg_cmnim_jars(g)) - 1;
    for (size_t i = 0; i < n; i++) {
        int found = 0;   /* the complement of the set of all jars is empty: never */
        for (size_t j = 0; j < n; j++)
            found |= s[j] == (full & ~s[i]);
        if (!found)
            return 0;
    }
    return 1;
}

START_TEST(complement_closed_games_have_equal_jars_p)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    int tested = 0;
    for (uint32_t jars = 2; jars <= 5; jars++)
        for (int f = 0; f < NFAMILIES; f++) {
            cg_cmnim *g = family(jars, f);
            if (complement_closed(g)) {
                tested++;
                for (uint64_t k = 0; k <= (jars <= 3 ? 12u : 5u); k++) {
                    uint64_t x[5] = { k, k, k, k, k };
                    int p;
                    ck_assert_int_eq(cg_cmnim_is_p(ctx, g, x, &p), CG_OK);
                    ck_assert_msg(p, "family %d, %u jars, k = %llu", f, jars,
                                  (unsigned long long)k);
                }
            }
            cg_cmnim_free(g);
        }
    ck_assert_int_ge(tested, 5);   /* all-but-n, odd on even jars, at-most-2 on 3 jars, ... */
    cg_ctx_free(ctx);
}
END_TEST

START_TEST(completion_is_unique_and_jars_are_bounded)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (int f = 0; f < NFAMILIES; f++) {
        cg_cmnim *g = family(3, f);
        /* Uniqueness: exactly one last-jar value in 0..2*sum+3 has Grundy value 0. */
        for (uint64_t a = 0; a <= 5; a++)
            for (uint64_t b = 0; b <= 5; b++) {
                int zeros = 0;
                uint64_t which = 0;
                for (uint64_t c = 0; c <= 2 * (a + b) + 3; c++) {
                    uint64_t x[3] = { a, b, c }, gv;
                    ck_assert_int_eq(cg_cmnim_grundy(ctx, g, x, &gv), CG_OK);
                    if (gv == 0) {
                        zeros++;
                        which = c;
                    }
                }
                uint64_t x[3] = { a, b, 0 }, v;
                ck_assert_int_eq(zeros, 1);
                ck_assert_int_eq(cg_cmnim_complete(ctx, g, x, 2, &v), CG_OK);
                ck_assert_uint_eq(v, which);
            }
        /* [BK]: no jar of a P-position exceeds twice the sum of the others. */
        collected pc = { NULL, 0, 0, 3 };
        ck_assert_int_eq(cg_cmnim_p_positions(ctx, g, 60, collect, &pc), CG_OK);
        ck_assert_uint_gt(pc.n, 60);
        for (size_t i = 0; i < pc.n; i++) {
            uint64_t s = pc.x[i][0] + pc.x[i][1] + pc.x[i][2];
            for (int j = 0; j < 3; j++)
                FAST_CHECK(pc.x[i][j] <= 2 * (s - pc.x[i][j]), "family %d: jar too large", f);
        }
        free(pc.x);
        cg_cmnim_free(g);
    }
    cg_ctx_free(ctx);
}
END_TEST

static int count_cb(void *user, const uint64_t *x, uint32_t jars)
{
    (void)x;
    (void)jars;
    ++*(size_t *)user;
    return 0;
}

static int stop_after_three(void *user, const uint64_t *x, uint32_t jars)
{
    (void)x;
    (void)jars;
    return ++*(int *)user == 3;
}

START_TEST(bad_arguments_and_limits)
{
    cg_cmnim *g = NULL;
    const uint64_t good[] = { 3 }, empty[] = { 0 }, wide[] = { 8 };
    ck_assert_int_eq(cg_cmnim_new(3, good, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_new(0, good, 1, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_new(17, good, 1, &g), CG_ERANGE);
    ck_assert_int_eq(cg_cmnim_new_family(17, CG_CMNIM_NIM, &g), CG_ERANGE);
    ck_assert_int_eq(cg_cmnim_new(3, empty, 1, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_new(3, wide, 1, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_new(3, NULL, 1, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_new_family(3, (cg_cmnim_family)99, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_new_family(0, CG_CMNIM_NIM, &g), CG_EINVAL);
    ck_assert_ptr_null(g);
    /* No sets at all is Nim: single jars are added. */
    ck_assert_int_eq(cg_cmnim_new(3, NULL, 0, &g), CG_OK);
    uint64_t s[8];
    size_t n;
    ck_assert_int_eq(cg_cmnim_sets(g, s, 8, &n), CG_OK);
    ck_assert(n == 3 && s[0] == 1 && s[1] == 2 && s[2] == 4);
    ck_assert_int_eq(cg_cmnim_sets(g, s, 2, &n), CG_ERANGE);
    ck_assert_uint_eq(n, 3);
    cg_cmnim_free(g);
    cg_cmnim_free(NULL);
    ck_assert_uint_eq(cg_cmnim_jars(NULL), 0);
    /* 16 jars, every subset: 65535 sets. */
    ck_assert_int_eq(cg_cmnim_new_family(16, CG_CMNIM_COOKIE_MONSTER, &g), CG_OK);
    ck_assert_int_eq(cg_cmnim_sets(g, NULL, 0, &n), CG_ERANGE);
    ck_assert_uint_eq(n, 65535);
    cg_cmnim_free(g);

    g = family(3, CG_CMNIM_COOKIE_MONSTER);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint64_t x[3] = { 1, 2, 3 }, v = 77;
    int p = 5;
    ck_assert_int_eq(cg_cmnim_grundy(NULL, g, x, &v), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_grundy(ctx, NULL, x, &v), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_grundy(ctx, g, NULL, &v), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_grundy(ctx, g, x, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_complete(ctx, g, x, 3, &v), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_is_p(ctx, g, x, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cmnim_p_positions(ctx, g, 5, NULL, NULL), CG_EINVAL);
    for (int misere = 0; misere <= 1; misere++) {
        int (*rem)(cg_ctx *, const cg_cmnim *, const uint64_t *, uint64_t *) =
            misere ? cg_cmnim_misere_remoteness : cg_cmnim_remoteness;
        ck_assert_int_eq(rem(NULL, g, x, &v), CG_EINVAL);
        ck_assert_int_eq(rem(ctx, NULL, x, &v), CG_EINVAL);
        ck_assert_int_eq(rem(ctx, g, NULL, &v), CG_EINVAL);
        ck_assert_int_eq(rem(ctx, g, x, NULL), CG_EINVAL);
        const uint64_t too_big[3] = { UINT64_C(1) << 62, 1, 0 };
        ck_assert_int_eq(rem(ctx, g, too_big, &v), CG_ERANGE);
        /* A short input whose box is huge: the node limit stops the search. */
        const uint64_t wide_box[3] = { 100000, 100000, 100000 };
        ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 100000), CG_OK);
        ck_assert_int_eq(rem(ctx, g, wide_box, &v), CG_ELIMIT);
        ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
        ck_assert_uint_eq(v, 77);
    }
    uint64_t huge[3] = { UINT64_MAX, UINT64_MAX, 0 };
    ck_assert_int_eq(cg_cmnim_complete(ctx, g, huge, 2, &v), CG_ERANGE);
    ck_assert_int_eq(cg_cmnim_grundy(ctx, g, huge, &v), CG_ERANGE);
    ck_assert_int_eq(cg_cmnim_p_positions(ctx, g, UINT64_MAX, stop_after_three, &p), CG_ERANGE);
    /* The node limit. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 10000), CG_OK);
    uint64_t big[3] = { 1000, 1000, 0 };
    ck_assert_int_eq(cg_cmnim_complete(ctx, g, big, 2, &v), CG_ELIMIT);
    ck_assert_int_eq(cg_cmnim_is_p(ctx, g, big, &p), CG_ELIMIT);
    size_t calls = 0;
    ck_assert_int_eq(cg_cmnim_p_positions(ctx, g, 1000, count_cb, &calls), CG_ELIMIT);
    ck_assert_uint_eq(v, 77);
    ck_assert_int_eq(p, 5);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    /* Stopping the enumeration. */
    int seen = 0;
    ck_assert_int_eq(cg_cmnim_p_positions(ctx, g, 10, stop_after_three, &seen), CG_ECANCELED);
    ck_assert_int_eq(seen, 3);
    /* After a limit stop, and after clearing, values are still right. */
    ck_assert_int_eq(cg_ctx_clear(ctx), CG_OK);
    uint64_t q[3] = { 2, 3, 0 };
    ck_assert_int_eq(cg_cmnim_complete(ctx, g, q, 2, &v), CG_OK);
    ck_assert_uint_eq(v, 8);   /* (2, 3, 8), checked against the oracle above */
    cg_cmnim_free(g);

    /* Sixteen jars, all but one empty: almost every one of the 2^16 - 1 sets
     * has no move, and scanning them is charged too (it used to be free, so a
     * small limit did not stop a long scan). The value is that of a nim heap. */
    ck_assert_int_eq(cg_cmnim_new_family(16, CG_CMNIM_COOKIE_MONSTER, &g), CG_OK);
    uint64_t sparse[16] = { 0 };
    sparse[3] = 5;
    v = 77;
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000), CG_OK);
    ck_assert_int_eq(cg_cmnim_grundy(ctx, g, sparse, &v), CG_ELIMIT);
    ck_assert_uint_eq(v, 77);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_cmnim_grundy(ctx, g, sparse, &v), CG_OK);
    ck_assert_uint_eq(v, 5);
    cg_cmnim_free(g);

    /* The P-positions of a large box are refused before the dense array is
     * allocated: by the node limit when it is set, else by the memory. */
    ck_assert_int_eq(cg_cmnim_new_family(5, CG_CMNIM_NIM, &g), CG_OK);
    size_t listed = 0;
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000000), CG_OK);
    ck_assert_int_eq(cg_cmnim_p_positions(ctx, g, 200, count_cb, &listed), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_cmnim_p_positions(ctx, g, 20000, count_cb, &listed), CG_ENOMEM);
    ck_assert_uint_eq(listed, 0);
    cg_cmnim_free(g);

    /* One jar at 0: a tuple without moves (no value was ever collected). */
    ck_assert_int_eq(cg_cmnim_new_family(1, CG_CMNIM_NIM, &g), CG_OK);
    uint64_t none[1] = { 0 };
    ck_assert_int_eq(cg_cmnim_grundy(ctx, g, none, &v), CG_OK);
    ck_assert_uint_eq(v, 0);
    ck_assert_int_eq(cg_cmnim_complete(ctx, g, none, 0, &v), CG_OK);
    ck_assert_uint_eq(v, 0);
    cg_cmnim_free(g);
    cg_ctx_free(ctx);
}
END_TEST

static int everything(void *arg)
{
    (void)arg;
    cg_cmnim *g = NULL;
    cg_ctx *ctx = NULL;
    const uint64_t sets[] = { 3, 6 };
    int rc = cg_cmnim_new(3, sets, 2, &g);
    if (rc == CG_OK)
        rc = cg_ctx_new(&ctx);
    uint64_t x[3] = { 6, 7, 0 }, v;
    if (rc == CG_OK)
        rc = cg_cmnim_grundy(ctx, g, x, &v);
    if (rc == CG_OK)
        rc = cg_cmnim_complete(ctx, g, x, 1, &v);
    if (rc == CG_OK)
        rc = cg_cmnim_remoteness(ctx, g, x, &v);
    if (rc == CG_OK)
        rc = cg_cmnim_misere_remoteness(ctx, g, x, &v);
    size_t n = 0;
    if (rc == CG_OK)
        rc = cg_cmnim_p_positions(ctx, g, 12, count_cb, &n);
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
    if (rc == CG_OK) {
        g = NULL;
        rc = cg_cmnim_new_family(4, CG_CMNIM_CONSECUTIVE, &g);
        cg_cmnim_free(g);
    }
    return rc;
}

START_TEST(allocation_failures_leak_nothing)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(everything, NULL, NULL), 5);
    fault_alloc_uninstall();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cmnim");
    TCase *tc = tcase_create("oracle");
    tcase_set_timeout(tc, 900);
    tcase_add_test(tc, named_families_on_three_jars_match_the_oracle);
    tcase_add_test(tc, families_on_other_jar_counts_match_the_oracle);
    tcase_add_test(tc, random_families_match_the_oracle);
    suite_add_tcase(s, tc);
    tc = tcase_create("theorems");
    tcase_set_timeout(tc, 900);
    tcase_add_test(tc, two_jar_cookie_monster_is_wythoff);
    tcase_add_test(tc, two_jar_misere_cookie_monster_is_misere_wythoff);
    tcase_add_test(tc, nim_family_misere_is_marienbad);
    tcase_add_test(tc, odd_games_have_the_p_positions_of_nim);
    tcase_add_test(tc, wythoff_plus_a_nim_jar);
    tcase_add_test(tc, complement_closed_games_have_equal_jars_p);
    tcase_add_test(tc, completion_is_unique_and_jars_are_bounded);
    suite_add_tcase(s, tc);
    tc = tcase_create("api");
    tcase_set_timeout(tc, 900);
    tcase_add_test(tc, bad_arguments_and_limits);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
