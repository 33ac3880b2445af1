/*
 * Numbers far past 2^20 (issue 46): one game each however large, options made
 * when read, exact at the edge of the range, and every operation on games
 * that hold them. The oracle is the translation principle (Conway; Siegel,
 * CGT): for a game G that is not a number and a number x, the canonical form
 * of G + x is G's with every number y in it (down to the first numbers) made
 * y + x, and G + x compares, cools, heats and reduces as G does, shifted by x.
 * So each big case is checked against the same game shifted by 0, which the
 * rest of the suite checks against the definitions.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "run-suite.h"

static void setup(void)
{
    partizan_setup();
    /* Nothing below may walk the chain of a large number: a bound the
     * calls would pass by far if one did. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 2000000), CG_OK);
}

static void teardown(void)
{
    partizan_teardown();
}

static const cg_game *I(int64_t n)
{
    const cg_game *g;
    ck_assert_int_eq(cg_game_integer(ctx, n, &g), CG_OK);
    return g;
}

static int64_t int_value(const cg_game *g)
{
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_OK);
    ck_assert_uint_eq(k, 0);
    return num;
}

START_TEST(integers_far_past_2_20)
{
    const int64_t max = CG_GAME_MAX_INTEGER;
    static const int64_t values[] = { 1048577, -1823437481924, INT64_C(1) << 40,
                                      (INT64_C(1) << 62) - 1, INT64_C(1) << 62,
                                      -(INT64_C(1) << 62) };
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
        const cg_game *g = I(values[i]);
        ck_assert(int_value(g) == values[i]);
        uint64_t day;
        ck_assert_int_eq(cg_game_birthday64(g, &day), CG_OK);
        ck_assert(day == (uint64_t)(values[i] < 0 ? -values[i] : values[i]));
        uint32_t day32;
        ck_assert_int_eq(cg_game_birthday(g, &day32), day > UINT32_MAX ? CG_ERANGE : CG_OK);
        if (day > UINT32_MAX)
            ck_assert_ptr_nonnull(strstr(cg_error_detail(), "cg_game_birthday64"));
        /* The reader and the writer agree with the constructor. */
        char text[32];
        snprintf(text, sizeof text, "%" PRId64, values[i]);
        ck_assert_ptr_eq(P(text), g);
        ck_assert_str_eq(F(g), text);
    }
    const cg_game *g;
    uint64_t day64;
    ck_assert_int_eq(cg_game_birthday64(NULL, &day64), CG_EINVAL);
    ck_assert_int_eq(cg_game_birthday64(I(1), NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_integer(ctx, max + 1, &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, "4611686018427387905", &g), CG_ERANGE);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "2^62"));
    /* A fraction next to the bound, and its birthday: floor + k + 1. */
    ck_assert_int_eq(cg_game_dyadic(ctx, INT64_MAX, 1, &g), CG_OK);
    uint64_t day;
    ck_assert_int_eq(cg_game_birthday64(g, &day), CG_OK);
    ck_assert(day == (uint64_t)max + 1);
}
END_TEST

/* The options of a number are made when read, and are the same games as
 * the constructors and the options of other games give. */
START_TEST(options_made_when_read)
{
    const int64_t n = INT64_C(1) << 50;
    const cg_game *g = I(n), *o = cg_game_left(g, 0);
    ck_assert_uint_eq(cg_game_left_count(g), 1);
    ck_assert_uint_eq(cg_game_right_count(g), 0);
    ck_assert_ptr_nonnull(o);
    ck_assert(int_value(o) == n - 1);
    ck_assert_ptr_eq(o, I(n - 1));
    ck_assert_ptr_null(cg_game_left(g, 1));
    /* Walking down a few levels, and up again by options. */
    const cg_game *p = cg_game_left(o, 0), *back;
    ck_assert(int_value(p) == n - 2);
    ck_assert_int_eq(cg_game_new(ctx, &p, 1, NULL, 0, &back), CG_OK);
    ck_assert_ptr_eq(back, o);
    /* Negative integers and fractions. */
    const cg_game *m = I(-n);
    ck_assert_uint_eq(cg_game_left_count(m), 0);
    ck_assert(int_value(cg_game_right(m, 0)) == -n + 1);
    const cg_game *f;   /* (2n + 1) / 2^3 = n/4 + 1/8 = {n/4 | (n + 1)/4} */
    ck_assert_int_eq(cg_game_dyadic(ctx, 2 * n + 1, 3, &f), CG_OK);
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(cg_game_left(f, 0), &num, &k), CG_OK);
    ck_assert(num == n / 4 && k == 0);
    ck_assert_int_eq(cg_game_number(cg_game_right(f, 0), &num, &k), CG_OK);
    ck_assert(num == n + 1 && k == 2);
    /* The simplest number between two options is the same game. */
    const cg_game *lo = cg_game_left(f, 0), *hi = cg_game_right(f, 0), *again;
    ck_assert_int_eq(cg_game_new(ctx, &lo, 1, &hi, 1, &again), CG_OK);
    ck_assert_ptr_eq(again, f);
}
END_TEST

/* Whether b is a with every number y in it made y + shift, side by side down
 * to the numbers (a and b canonical: the translation principle). */
static void assert_translated(const cg_game *a, const cg_game *b, int64_t shift, int depth)
{
    ck_assert_int_lt(depth, 64);
    if (cg_game_is_number(a)) {
        int64_t na, nb;
        uint32_t ka, kb;
        ck_assert_int_eq(cg_game_number(a, &na, &ka), CG_OK);
        ck_assert_int_eq(cg_game_number(b, &nb, &kb), CG_OK);
        ck_assert_uint_eq(ka, kb);
        ck_assert_msg(nb - na == shift * (INT64_C(1) << ka), "%s shifted is %s", F(a), F(b));
        return;
    }
    ck_assert(!cg_game_is_number(b));
    ck_assert_uint_eq(cg_game_left_count(a), cg_game_left_count(b));
    ck_assert_uint_eq(cg_game_right_count(a), cg_game_right_count(b));
    for (size_t i = 0; i < cg_game_left_count(a); i++)
        assert_translated(cg_game_left(a, i), cg_game_left(b, i), shift, depth + 1);
    for (size_t i = 0; i < cg_game_right_count(a); i++)
        assert_translated(cg_game_right(a, i), cg_game_right(b, i), shift, depth + 1);
}

static cg_dyadic shifted(cg_dyadic d, int64_t shift)
{
    ck_assert_uint_le(d.log2_den, 8);
    d.num += shift * (INT64_C(1) << d.log2_den);
    return d;
}

static void assert_dyadic_eq(cg_dyadic a, cg_dyadic b)
{
    ck_assert(a.num == b.num && a.log2_den == b.log2_den);
}

/* Every game born by day 2, shifted far: the same shape, order, stops,
 * thermal values, cooled, heated and reduced forms and incentives. */
START_TEST(shifted_games_behave_as_the_translation_principle_says)
{
    static const int64_t shifts[] = { INT64_C(1) << 40, -(INT64_C(1) << 40) + 3,
                                      (INT64_C(1) << 62) - 8, -(INT64_C(1) << 62) + 8 };
    static pool day2;
    born_by(&day2, 2);
    const cg_game *const *games = day2.g;
    const size_t n = day2.n;
    for (size_t s = 0; s < sizeof shifts / sizeof shifts[0]; s++) {
        const int64_t x = shifts[s];
        const cg_game *X = I(x), *moved[32];
        for (size_t i = 0; i < n; i++) {
            const cg_game *g = games[i], *h = moved[i] = sum(g, X);
            if (cg_game_is_number(g)) {
                ck_assert_ptr_eq(h, sum(I(x), g));
                continue;
            }
            assert_translated(g, h, x, 0);
            cg_dyadic ls, rs, hl, hr, m, t, hm, ht;
            ck_assert_int_eq(cg_game_stop_values(g, &ls, &rs), CG_OK);
            ck_assert_int_eq(cg_game_stop_values(h, &hl, &hr), CG_OK);
            assert_dyadic_eq(hl, shifted(ls, x));
            assert_dyadic_eq(hr, shifted(rs, x));
            ck_assert_int_eq(cg_game_mean_temperature(ctx, g, &m, &t), CG_OK);
            ck_assert_int_eq(cg_game_mean_temperature(ctx, h, &hm, &ht), CG_OK);
            assert_dyadic_eq(hm, shifted(m, x));
            assert_dyadic_eq(ht, t);
            const cg_game *a, *b;
            cg_dyadic half = { 1, 1 };
            ck_assert_int_eq(cg_game_cool(ctx, g, half, &a), CG_OK);
            ck_assert_int_eq(cg_game_cool(ctx, h, half, &b), CG_OK);
            ck_assert_ptr_eq(b, sum(a, X));
            ck_assert_int_eq(cg_game_heat(ctx, g, I(1), &a), CG_OK);
            ck_assert_int_eq(cg_game_heat(ctx, h, I(1), &b), CG_OK);
            ck_assert_ptr_eq(b, sum(a, X));
            ck_assert_int_eq(cg_game_reduced(ctx, g, &a), CG_OK);
            ck_assert_int_eq(cg_game_reduced(ctx, h, &b), CG_OK);
            ck_assert_ptr_eq(b, sum(a, X));
            const cg_game *ig[8], *ih[8];
            size_t ng, nh;
            for (int side = 0; side < 2; side++) {
                cg_side sd = side == 0 ? CG_LEFT : CG_RIGHT;
                ck_assert_int_eq(cg_game_incentives(ctx, g, sd, ig, 8, &ng), CG_OK);
                ck_assert_int_eq(cg_game_incentives(ctx, h, sd, ih, 8, &nh), CG_OK);
                ck_assert_uint_eq(ng, nh);
                for (size_t k = 0; k < ng; k++)
                    ck_assert_ptr_eq(ig[k], ih[k]);
            }
            size_t mg, mh;
            ck_assert_int_eq(cg_game_orthodox_move(ctx, g, CG_LEFT, &mg), CG_OK);
            ck_assert_int_eq(cg_game_orthodox_move(ctx, h, CG_LEFT, &mh), CG_OK);
            ck_assert_uint_eq(mg, mh);
            ck_assert_int_eq(cg_game_is_hot(g), cg_game_is_hot(h));
            ck_assert_int_eq(cg_game_is_switch(g), cg_game_is_switch(h));
            /* Text in both styles: read back as the same game. */
            ck_assert_ptr_eq(P(F(h)), h);
            char text[512];
            size_t len;
            ck_assert_int_eq(cg_game_format_ex(ctx, h, CG_FORMAT_CGSUITE, text, sizeof text, &len),
                             CG_OK);
            ck_assert_ptr_eq(P(text), h);
        }
        /* The order among them is the order of the unshifted games. */
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++) {
                int r0, r1;
                ck_assert_int_eq(cg_game_compare(ctx, games[i], games[j], &r0), CG_OK);
                ck_assert_int_eq(cg_game_compare(ctx, moved[i], moved[j], &r1), CG_OK);
                ck_assert_int_eq(r0, r1);
                /* and against the bare number: G + x <= x iff G <= 0 */
                ck_assert_int_eq(cg_game_compare(ctx, games[i], cg_game_zero(ctx), &r0), CG_OK);
                ck_assert_int_eq(cg_game_compare(ctx, moved[i], X, &r1), CG_OK);
                ck_assert_int_eq(r0, r1);
            }
    }
}
END_TEST

/* Sums and thermal values at the edge: exact where the result is held, a
 * refusal with a detail where it is not. */
START_TEST(arithmetic_at_the_edge)
{
    const int64_t max = CG_GAME_MAX_INTEGER;
    const cg_game *top = I(max), *bottom = I(-max), *g, *half;
    ck_assert_ptr_eq(sum(top, bottom), cg_game_zero(ctx));
    ck_assert_int_eq(cg_game_sum(ctx, top, I(1), &g), CG_ERANGE);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "2^62"));
    ck_assert_int_eq(cg_game_parse(ctx, "4611686018427387904+1", &g), CG_ERANGE);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "the sum at the '+'"));
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 1, &half), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, sum(top, I(-1)), half, &g), CG_OK);   /* max - 1/2 */
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_OK);
    ck_assert(num == INT64_MAX && k == 1);
    /* +-max: temperature max, though the walls' difference is 2^63. */
    cg_dyadic m, t;
    ck_assert_int_eq(cg_game_new(ctx, &top, 1, &bottom, 1, &g), CG_OK);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, g, &m, &t), CG_OK);
    ck_assert(m.num == 0 && t.num == max && t.log2_den == 0);
    /* +-max + +-max = 0 (+-x is its own negative), but its options are
     * +-max + max = {2 max | 0}: past the range on the way, so either the
     * exact answer or a refusal with a detail, never another game. */
    const cg_game *twice;
    int rc = cg_game_sum(ctx, g, g, &twice);
    if (rc == CG_OK)
        ck_assert_ptr_eq(twice, cg_game_zero(ctx));
    else
        ck_assert_msg(rc == CG_ERANGE && cg_error_detail()[0] != '\0', "%s: %s",
                      cg_strerror(rc), cg_error_detail());
    /* Up multiples of a large number: far past what is held, refused fast. */
    ck_assert_int_eq(cg_game_norton(ctx, I(INT64_C(1) << 40), P("^"), &g), CG_ERANGE);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-large-numbers");
    TCase *tc = tcase_create("large-numbers");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, integers_far_past_2_20);
    tcase_add_test(tc, options_made_when_read);
    tcase_add_test(tc, shifted_games_behave_as_the_translation_principle_says);
    tcase_add_test(tc, arithmetic_at_the_edge);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
