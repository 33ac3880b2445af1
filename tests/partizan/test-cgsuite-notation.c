/*
 * CGSuite's notation read as CGSuite's users mean it. Each row is a text as a
 * CGSuite user writes it (from CGSuite's documentation of its grammar and the
 * outputs it prints) beside the same game written out from the definitions
 * in this library's plainest notation (braces, numbers, *, ^), so that the
 * reader is checked against the definition, not against the library's own
 * printer. 1.2 read "3+-1" as 3 + (-1) = 2; CGSuite means 3 + {1|-1}.
 */
#include <stdio.h>
#include <string.h>

#include "partizan-tests.h"
#include "run-suite.h"

static void setup(void)
{
    partizan_setup();
}

static void teardown(void)
{
    partizan_teardown();
}

static const struct {
    const char *cgsuite, *definition;
} same[] = {
    /* +- after another term: a + {b | -b}. */
    { "3+-1", "{4|2}" },
    { "1+-1", "{2|0}" },
    { "3 +- 1", "{4|2}" },
    { "+-1+-2+-3+-4", "{1|-1}+{2|-2}+{3|-3}+{4|-4}" },
    /* CGSuite prints this sum as +-{10|8||6|4|||4|2||0|-2}. */
    { "+-1+-2+-3+-4", "{{10|8||6|4|||4|2||0|-2}|{2|0||-2|-4|||-4|-6||-8|-10}}" },
    { "3 - 2 +- 6 - 7 +- 8 + 4", "{12|0||-4|-16}" },
    { "^+-1", "^+{1|-1}" },
    { "1/2+-1/2", "{1|0}" },
    /* +- of any game, and of a list of options. */
    { "+-(1+1)", "{2|-2}" },
    { "+-^", "{^|v}" },
    { "+-{1|0}", "{{1|0}|{0|-1}}" },
    { "+-{1,1*}", "{1,1*|-1,-1*}" },
    { "+-{2,{4|0}}", "{2,{4|0}|-2,{0|-4}}" },
    { "{3+-1|0}", "{{4|2}|0}" },
    /* A sum with a negative term: a space or parentheses. */
    { "3 + -1", "2" },
    { "3+(-1)", "2" },
    { "3-1", "2" },
    /* Uptimal powers, as CGSuite's own tables write them. */
    { "^[4]", "{0|*||*|||*||||*}" },
    { "{0|^<2>}", "{0||0|v*}" },
    { "^<2>", "{0|v*}" },
    { "^[1]", "^" },
    { "^<1>*", "^*" },
    { "v[3]*", "-({0|*||*|||*}+*)" },
    { "v<3>*", "-({0|-({0|*||*})+*}+*)" },
    { "1/2^<2>*2", "1/2+{0|v*}+*2" },
    /* Tiny and Miny, with a number before them as CGSuite prints them. */
    { "Tiny(3/2)", "{0||0|-3/2}" },
    { "Miny({5||3|1})", "{{5||3|1}|0||0}" },
    { "2Tiny(2)", "2+{0||0|-2}" },
    { "-1Miny(1)", "-1+{1|0||0}" },
    { "Tiny(Tiny(1))", "{0||0|-{0||0|-1}}" },
    /* Explicit forms in quotes, and *(n). */
    { "'{*|*}'", "0" },
    { "'{0|{1|1}}'", "1" },
    { "*(1+1)", "*2" },
    { "*(0)", "0" },
};

/* The uptimal powers by their definitions, from ^[1] = ^<1> = ^ up: the
 * unit ^<n> = {0 | v[n-1]*} with v[n-1]* made by the general sum, and the
 * sum ^[n] = ^[n-1] + ^<n>; also the reader's shortcuts for a following
 * star against the general sum. */
START_TEST(uptimal_powers_by_their_definitions)
{
    char text[160], def[160];
    for (int n = 2; n <= 14; n++) {
        snprintf(text, sizeof text, "^<%d>", n);
        snprintf(def, sizeof def, "{0|-(^[%d])+*}", n - 1);
        ck_assert_msg(P(text) == P(def), "%s is %s, not %s", text, F(P(text)), F(P(def)));
        snprintf(text, sizeof text, "^[%d]", n);
        snprintf(def, sizeof def, "^[%d]+^<%d>", n - 1, n);
        ck_assert_msg(P(text) == P(def), "%s", text);
        for (int f = 0; f < 4; f++) {
            /* ^<n>*, ^[n]*, v<n>*, v[n]* */
            snprintf(text, sizeof text, "%c%c%d%c*", f < 2 ? '^' : 'v', f % 2 ? '[' : '<', n,
                     f % 2 ? ']' : '>');
            snprintf(def, sizeof def, "(%.*s)+*", (int)strlen(text) - 1, text);
            ck_assert_msg(P(text) == P(def), "%s is %s, not %s", text, F(P(text)), F(P(def)));
        }
    }
}
END_TEST

START_TEST(cgsuite_texts_denote_the_games_of_the_definitions)
{
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        const cg_game *a = P(same[i].cgsuite), *b = P(same[i].definition);
        ck_assert_msg(a == b, "\"%s\" reads as %s, not %s", same[i].cgsuite, F(a), F(b));
        /* What the library prints reads back as the same game. */
        ck_assert_ptr_eq(P(F(a)), a);
    }
}
END_TEST

START_TEST(what_is_not_taken_is_an_error_naming_it)
{
    const cg_game *g;
    size_t at = 0;
    ck_assert_int_eq(cg_game_parse_ex(ctx, "+-{}", &g, &at), CG_EPARSE);
    ck_assert_uint_eq(at, 2);
    ck_assert_str_eq(cg_error_detail(), "the braces at offset 2 after '+-' hold no option");
    ck_assert_int_eq(cg_game_parse(ctx, "3+-", &g), CG_EPARSE);
    ck_assert_int_eq(cg_game_parse(ctx, "+-{1,}", &g), CG_EPARSE);
    static const struct {
        const char *text;
        int rc;
        size_t at;
        const char *says;
    } bad[] = {
        { "^[0]", CG_EPARSE, 2, "not within 1 to 4096" },
        { "^[4097]", CG_ERANGE, 2, "not within 1 to 4096" },
        { "^<2", CG_EPARSE, 3, "not closed by '>'" },
        { "v[]", CG_EPARSE, 2, "needs a count" },
        { "Tony(2)", CG_EPARSE, 0, "did you mean Tiny(G) or Miny(G)?" },
        { "*(1/2)", CG_EPARSE, 1, "holds no integer from 0 to 2147483647" },
        { "*(^)", CG_EPARSE, 1, "holds no integer" },
        { "'{1|2}", CG_EPARSE, 6, "never closed" },
        { "'1'", CG_EPARSE, 1, "not followed by a brace" },
        { "3^22/2^72", CG_EPARSE, 4, "powers such as 3^22/2^72 are not read" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        at = 99;
        int rc = cg_game_parse_ex(ctx, bad[i].text, &g, &at);
        ck_assert_msg(rc == bad[i].rc && at == bad[i].at &&
                          strstr(cg_error_detail(), bad[i].says) != NULL,
                      "\"%s\": %s at %zu: %s", bad[i].text, cg_strerror(rc), at, cg_error_detail());
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-cgsuite-notation");
    TCase *tc = tcase_create("cgsuite-notation");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, cgsuite_texts_denote_the_games_of_the_definitions);
    tcase_add_test(tc, uptimal_powers_by_their_definitions);
    tcase_add_test(tc, what_is_not_taken_is_an_error_naming_it);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
