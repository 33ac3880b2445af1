/*
 * CGSuite's notation read as CGSuite's users mean it. Each row is a text as a
 * CGSuite user writes it (from CGSuite's documentation of its grammar and the
 * outputs it prints) beside the same game written out from the definitions
 * in this library's plainest notation (braces, numbers, *, ^), so that the
 * reader is checked against the definition, not against the library's own
 * printer. 1.2 read "3+-1" as 3 + (-1) = 2; CGSuite means 3 + {1|-1}.
 */
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
};

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
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-cgsuite-notation");
    TCase *tc = tcase_create("cgsuite-notation");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, cgsuite_texts_denote_the_games_of_the_definitions);
    tcase_add_test(tc, what_is_not_taken_is_an_error_naming_it);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
