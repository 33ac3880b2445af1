/*
 * The uptimal expansion written as CGSuite writes it
 * (cg_game_uptimal_expansion_format): CGSuite's published texts, every
 * uptimal game born by day 3 read back from its text (the text decoded here
 * digit by digit and the game rebuilt from ^<k> as the reader makes them, so
 * a wrong digit, sign or number part is caught), the digits past 9, the
 * snprintf contract, refusals and bad arguments.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "run-suite.h"

static const char *text_of(const cg_game *g)
{
    static char buf[4096];
    size_t len = 0;
    int rc = cg_game_uptimal_expansion_format(ctx, g, buf, sizeof buf, &len);
    ck_assert_msg(rc == CG_OK, "format(%s): %s", F(g), cg_strerror(rc));
    ck_assert_uint_eq(strlen(buf), len);
    return buf;
}

/* CGSuite's own expectations (its test suite's UptimalExpansion column). */
START_TEST(published_texts)
{
    static const char *const cases[][2] = {
        { "0", "0.0" },
        { "5", "5.0" },
        { "-1823437481924", "-1823437481924.0" },
        { "-1/2", "-1/2.0" },
        { "25/16", "25/16.0" },
        { "*8", "*8.0" },
        { "9/8+*", "9/8*.0" },
        { "^", "0.1" },
        { "v*", "*.1-" },
        { "6+^*", "6*.1" },
        { "^*6", "*6.1" },
        { "73/16+v9*8", "73/16*8.9-" },
        { "{0|*||*|||*||||*}", "0.1111" },
        { "{0||0|v*}", "*.12" },
        { "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
          "0.0202" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ck_assert_str_eq(text_of(P(cases[i][0])), cases[i][1]);
}
END_TEST

/* The value of one digit (with its '-'), advancing *p; 0 on a bad digit. */
static int read_digit(const char **p, int64_t *value)
{
    const char *s = *p;
    int64_t d;
    if (*s >= '0' && *s <= '9')
        d = *s++ - '0';
    else if (*s >= 'A' && *s <= 'Z')
        d = *s++ - 'A' + 10;
    else if (*s == '(') {
        char *end;
        d = strtoll(s + 1, &end, 10);
        ck_assert_int_eq(*end, ')');
        s = end + 1;
    } else
        return 0;
    if (*s == '-') {
        d = -d;
        s++;
    }
    *p = s;
    *value = d;
    return 1;
}

/* The game a text stands for: number, nimber and a_k copies of ^<k>, each
 * made by the reader from its own notation. */
static const cg_game *rebuild(const char *text)
{
    const char *point = strrchr(text, '.');
    ck_assert_ptr_nonnull(point);
    char head[512];
    size_t n = (size_t)(point - text);
    ck_assert_uint_lt(n, sizeof head);
    memcpy(head, text, n);
    head[n] = '\0';
    const cg_game *g = n > 0 ? P(head) : cg_game_zero(ctx);
    const char *p = point + 1;
    if (strcmp(p, "0") == 0)
        return g;
    for (unsigned k = 1; *p != '\0'; k++) {
        int64_t a = 0;
        ck_assert_msg(read_digit(&p, &a), "bad digit in %s", text);
        char unit[32];
        snprintf(unit, sizeof unit, "%s<%u>", a < 0 ? "v" : "^", k);
        for (int64_t i = 0; i < (a < 0 ? -a : a); i++)
            g = sum(g, P(unit));
    }
    return g;
}

START_TEST(every_uptimal_day3_game_reads_back)
{
    static pool p;
    born_by(&p, 3);
    size_t uptimal = 0;
    for (size_t i = 0; i < p.n; i++) {
        int yes = 0;
        ck_assert_int_eq(cg_game_is_uptimal(ctx, p.g[i], &yes), CG_OK);
        if (!yes) {
            ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, p.g[i], NULL, 0, NULL),
                             CG_EDOMAIN);
            continue;
        }
        uptimal++;
        const char *text = text_of(p.g[i]);
        ck_assert_msg(rebuild(text) == p.g[i], "%s written %s", F(p.g[i]), text);
    }
    ck_assert_uint_eq(uptimal, 52);   /* the count the expansion's tests find */
}
END_TEST

/* Coefficients past 9 take letters, past 35 parentheses; sums of units made
 * here so that the coefficients are known. */
START_TEST(digits_past_nine)
{
    const cg_game *g = cg_game_zero(ctx);
    for (int i = 0; i < 11; i++)
        g = sum(g, P("^<2>"));
    for (int i = 0; i < 36; i++)
        g = sum(g, P("v<3>"));
    g = sum(g, P("^<1>*2"));
    const char *text = text_of(g);
    ck_assert_str_eq(text, "*2.1B(36)-");
    ck_assert_ptr_eq(rebuild(text), g);
    g = P("1/2+^<5>");
    ck_assert_str_eq(text_of(g), "1/2.00001");
}
END_TEST

START_TEST(snprintf_contract)
{
    const cg_game *g = P("73/16+v9*8");
    char buf[8];
    size_t len = 0;
    memset(buf, 'x', sizeof buf);
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, g, buf, sizeof buf, &len), CG_ERANGE);
    ck_assert_uint_eq(len, strlen("73/16*8.9-"));
    ck_assert_str_eq(buf, "73/16*8");
    len = 0;
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, g, NULL, 0, &len), CG_ERANGE);
    ck_assert_uint_eq(len, 10);
    char fit[11];
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, g, fit, sizeof fit, NULL), CG_OK);
    ck_assert_str_eq(fit, "73/16*8.9-");
}
END_TEST

START_TEST(refusals_and_bad_arguments)
{
    char buf[64] = "untouched";
    size_t len = 7;
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, P("{1|-1}"), buf, sizeof buf, &len),
                     CG_EDOMAIN);
    ck_assert_ptr_nonnull(cg_error_detail());
    ck_assert_str_eq(buf, "untouched");
    ck_assert_uint_eq(len, 7);
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, P("{0||0|-1}"), buf, sizeof buf, &len),
                     CG_EDOMAIN);
    const cg_game *g = P("^");
    ck_assert_int_eq(cg_game_uptimal_expansion_format(NULL, g, buf, sizeof buf, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, NULL, buf, sizeof buf, &len),
                     CG_EINVAL);
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, g, NULL, 4, &len), CG_EINVAL);
    cg_ctx *other = NULL;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    const cg_game *foreign = NULL;
    ck_assert_int_eq(cg_game_parse(other, "^", &foreign), CG_OK);
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, foreign, buf, sizeof buf, &len),
                     CG_EINVAL);
    cg_ctx_free(other);
    ck_assert_str_eq(buf, "untouched");
}
END_TEST

START_TEST(node_limit)
{
    const cg_game *u = P("^<300>");
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000), CG_OK);
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, u, NULL, 0, NULL), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    size_t len = 0;
    ck_assert_int_eq(cg_game_uptimal_expansion_format(ctx, u, NULL, 0, &len), CG_ERANGE);
    ck_assert_uint_eq(len, 2 + 300);   /* "0." and 300 digits past the point */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-uptimal-text");
    TCase *tc = tcase_create("uptimal-text");
    tcase_set_timeout(tc, 300);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, published_texts);
    tcase_add_test(tc, every_uptimal_day3_game_reads_back);
    tcase_add_test(tc, digits_past_nine);
    tcase_add_test(tc, snprintf_contract);
    tcase_add_test(tc, refusals_and_bad_arguments);
    tcase_add_test(tc, node_limit);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
