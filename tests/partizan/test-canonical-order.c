/*
 * The canonical order of options (partizan.h): every game prints the same
 * text and lists its options in the same order however and whenever it was
 * made. Checked against the documented rule, implemented here from the
 * public accessors alone, and by building the same games in contexts with
 * different histories.
 */
#include <stdlib.h>
#include <string.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "fast-check.h"
#include "run-suite.h"

/* ---- the documented order, from the public API ---- */

/* The values x + u.up + *m that the order puts before other games of their
 * birthday, found by building them: a game is one of them exactly when it is
 * the same (interned) game as one built here. Games of day 3 and their
 * options have x in quarters within [-4, 4], |u| <= 4 and m <= 3. */
typedef struct nus_entry {
    const cg_game *g;
    int64_t num;   /* x = num / 4 */
    int64_t ups;
    uint32_t nim;
} nus_entry;

enum { NUS_MAX = 33 * 9 * 4 };
static nus_entry nus[NUS_MAX];
static size_t nus_count;

static void build_nus_table(void)
{
    nus_count = 0;
    for (int64_t num = -16; num <= 16; num++)
        for (int64_t u = -4; u <= 4; u++)
            for (uint32_t m = 0; m <= 3; m++) {
                const cg_game *x, *up, *star;
                ck_assert_int_eq(cg_game_dyadic(ctx, num, 2, &x), CG_OK);
                ck_assert_int_eq(cg_game_up(ctx, u, &up), CG_OK);
                ck_assert_int_eq(cg_game_nimber(ctx, m, &star), CG_OK);
                nus[nus_count++] = (nus_entry){ sum(sum(x, up), star), num, u, m };
            }
}

static const nus_entry *nus_of(const cg_game *g)
{
    for (size_t i = 0; i < nus_count; i++)
        if (nus[i].g == g)
            return &nus[i];
    return NULL;
}

static int cmp_i64(int64_t a, int64_t b)
{
    return (a > b) - (a < b);
}

/* The value of a number times 2^20 (exact for the games here). */
static int64_t scaled(const cg_game *g)
{
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_OK);
    ck_assert_uint_le(k, 20);
    return num * ((int64_t)1 << (20 - k));
}

static uint32_t day_of(const cg_game *g)
{
    uint32_t d;
    ck_assert_int_eq(cg_game_birthday(g, &d), CG_OK);
    return d;
}

static const cg_game *option(const cg_game *g, size_t i)
{
    size_t nl = cg_game_left_count(g);
    return i < nl ? cg_game_left(g, i) : cg_game_right(g, i - nl);
}

/* partizan.h's rule: numbers first by value; then by birthday; of one
 * birthday, x + u.up + *m first by x, u, m; then by the counts of Left and
 * of Right options, then by the options in order, the first that differs
 * deciding. */
static int documented_order(const cg_game *a, const cg_game *b)
{
    if (a == b)
        return 0;
    int na = cg_game_is_number(a), nb = cg_game_is_number(b);
    if (na != nb)
        return na ? -1 : 1;
    if (na)
        return cmp_i64(scaled(a), scaled(b));
    if (day_of(a) != day_of(b))
        return cmp_i64(day_of(a), day_of(b));
    const nus_entry *ua = nus_of(a), *ub = nus_of(b);
    if ((ua != NULL) != (ub != NULL))
        return ua != NULL ? -1 : 1;
    if (ua != NULL) {
        int c = cmp_i64(ua->num, ub->num);
        if (c == 0)
            c = cmp_i64(ua->ups, ub->ups);
        return c != 0 ? c : cmp_i64(ua->nim, ub->nim);
    }
    size_t al = cg_game_left_count(a), bl = cg_game_left_count(b);
    size_t ar = cg_game_right_count(a), br = cg_game_right_count(b);
    if (al != bl)
        return cmp_i64((int64_t)al, (int64_t)bl);
    if (ar != br)
        return cmp_i64((int64_t)ar, (int64_t)br);
    for (size_t i = 0; i < al + ar; i++) {
        int c = documented_order(option(a, i), option(b, i));
        if (c != 0)
            return c;
    }
    ck_abort_msg("two distinct games with the same options: %s and %s", F(a), F(b));
    return 0;
}

static int by_documented_order(const void *a, const void *b)
{
    return documented_order(*(const cg_game *const *)a, *(const cg_game *const *)b);
}

/* Every game born by day 3 lists each side's options in strictly increasing
 * documented order, and the order sorts the 1474 games without ties. */
START_TEST(options_follow_the_documented_order)
{
    static pool day3;
    born_by(&day3, 3);
    build_nus_table();
    for (size_t i = 0; i < day3.n; i++) {
        const cg_game *g = day3.g[i];
        size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
        for (size_t j = 1; j < nl; j++)
            ck_assert_msg(documented_order(cg_game_left(g, j - 1), cg_game_left(g, j)) < 0,
                          "%s: Left options %zu and %zu out of order", F(g), j - 1, j);
        for (size_t j = 1; j < nr; j++)
            ck_assert_msg(documented_order(cg_game_right(g, j - 1), cg_game_right(g, j)) < 0,
                          "%s: Right options %zu and %zu out of order", F(g), j - 1, j);
    }
    qsort(day3.g, day3.n, sizeof day3.g[0], by_documented_order);
    for (size_t i = 1; i < day3.n; i++)
        ck_assert_msg(documented_order(day3.g[i - 1], day3.g[i]) < 0 &&
                          documented_order(day3.g[i], day3.g[i - 1]) > 0,
                      "%s and %s", F(day3.g[i - 1]), F(day3.g[i]));
}
END_TEST

/* ---- the same text whatever the history ---- */

static char *text_of(cg_ctx *c, const cg_game *g)
{
    size_t len;
    int rc = cg_game_format(c, g, NULL, 0, &len);   /* the length: ERANGE, nothing fits */
    ck_assert(rc == CG_OK || rc == CG_ERANGE);
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(cg_game_format(c, g, buf, len + 1, &len), CG_OK);
    return buf;
}

static const cg_game *parse_in(cg_ctx *c, const char *text)
{
    const cg_game *g;
    ck_assert_int_eq(cg_game_parse(c, text, &g), CG_OK);
    return g;
}

static const cg_game *sum_in(cg_ctx *c, const cg_game *a, const cg_game *b)
{
    const cg_game *s;
    ck_assert_int_eq(cg_game_sum(c, a, b, &s), CG_OK);
    return s;
}

static const cg_game *diff_in(cg_ctx *c, const cg_game *a, const cg_game *b)
{
    const cg_game *n;
    ck_assert_int_eq(cg_game_neg(c, b, &n), CG_OK);
    return sum_in(c, a, n);
}

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

/* The example of issue 32: a game and the same game reached as H + G - H. */
START_TEST(a_game_and_the_same_game_reached_otherwise)
{
    static const char *const g_text = "{{6^3|3^3*},{6^3|3^3}|{3^3|^3*},{3^3*|^3*}}";
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    const cg_game *h = parse_in(other, "{3^3*|^3*}");
    const cg_game *g = diff_in(other, sum_in(other, h, parse_in(other, g_text)), h);
    char *a = text_of(ctx, P(g_text)), *b = text_of(other, g);
    ck_assert_str_eq(a, b);
    ck_assert_str_eq(a, "{{6^3|3^3},{6^3|3^3*}|{3^3|^3*},{3^3*|^3*}}");
    free(a);
    free(b);
    cg_ctx_free(other);
}
END_TEST

/* Every game born by day 3, written in one context and read back in another
 * whose history differs (random sums made first, the games read in reverse
 * order), prints the same text, and so do its options at every index. */
START_TEST(day3_texts_do_not_depend_on_the_history)
{
    static pool day3;
    born_by(&day3, 3);
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    uint64_t state = 3;
    for (int i = 0; i < 200; i++) {
        char *x = text_of(ctx, day3.g[next(&state) % day3.n]);
        char *y = text_of(ctx, day3.g[next(&state) % day3.n]);
        (void)sum_in(other, parse_in(other, x), parse_in(other, y));
        free(x);
        free(y);
    }
    for (size_t i = day3.n; i-- > 0;) {
        const cg_game *g = day3.g[i];
        char *want = text_of(ctx, g);
        const cg_game *h = parse_in(other, want);
        char *got = text_of(other, h);
        ck_assert_str_eq(got, want);
        ck_assert_uint_eq(cg_game_left_count(h), cg_game_left_count(g));
        for (size_t k = 0; k < cg_game_left_count(g) + cg_game_right_count(g); k++) {
            char *a = text_of(ctx, option(g, k)), *b = text_of(other, option(h, k));
            ck_assert_str_eq(a, b);
            free(a);
            free(b);
        }
        free(want);
        free(got);
    }
    cg_ctx_free(other);
}
END_TEST

/* Random sums of two and of three day-3 games, each made in three fresh
 * contexts three ways (a + b + c; c + (b + a); x + a + b + c - x with a
 * random x, after other sums), print alike. */
START_TEST(sums_built_several_ways_print_alike)
{
    static pool day3;
    born_by(&day3, 3);
    uint64_t state = 32;
    const int rounds = quick() ? 20 : 60;
    for (int r = 0; r < rounds; r++) {
        int parts = 2 + r % 2;
        char *text[4];
        for (int k = 0; k < 4; k++)
            text[k] = text_of(ctx, day3.g[next(&state) % day3.n]);
        cg_ctx *c[3];
        const cg_game *result[3];
        for (int way = 0; way < 3; way++) {
            ck_assert_int_eq(cg_ctx_new(&c[way]), CG_OK);
            const cg_game *g[3];
            for (int k = 0; k < parts; k++)
                g[k] = parse_in(c[way], text[way == 1 ? parts - 1 - k : k]);
            const cg_game *s = cg_game_zero(c[way]);
            if (way == 2) {
                const cg_game *x = parse_in(c[way], text[3]);
                (void)sum_in(c[way], sum_in(c[way], x, x), g[0]);   /* other history */
                s = x;
            }
            for (int k = 0; k < parts; k++)
                s = sum_in(c[way], s, g[k]);
            result[way] = way == 2 ? diff_in(c[way], s, parse_in(c[way], text[3])) : s;
        }
        char *a = text_of(c[0], result[0]), *b = text_of(c[1], result[1]),
             *d = text_of(c[2], result[2]);
        ck_assert_msg(strcmp(a, b) == 0 && strcmp(a, d) == 0, "round %d: %s / %s / %s", r, a, b, d);
        free(a);
        free(b);
        free(d);
        for (int way = 0; way < 3; way++)
            cg_ctx_free(c[way]);
        for (int k = 0; k < 4; k++)
            free(text[k]);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-canonical-order");
    TCase *tc = tcase_create("order");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, options_follow_the_documented_order);
    tcase_add_test(tc, a_game_and_the_same_game_reached_otherwise);
    tcase_add_test(tc, day3_texts_do_not_depend_on_the_history);
    tcase_add_test(tc, sums_built_several_ways_print_alike);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
