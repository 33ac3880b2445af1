/* Games as text: what is written reads back, malformed text is refused with
 * the offset where reading stopped and why, reading is charged to the node
 * limit, and writing deep bare chains costs linear time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "partizan-tests.h"
#include "partizan-games.h"

START_TEST(format_parse_round_trip)
{
    static pool p;
    born_by(&p, 3);
    for (size_t i = 0; i < p.n; i++) {
        const char *text = F(p.g[i]);
        const cg_game *back = NULL;
        FAST_CHECK(cg_game_parse(ctx, text, &back) == CG_OK && back == p.g[i],
                   "round trip of \"%s\"", text);
        /* The options are distinct and sorted canonical games. */
        for (size_t j = 0; j < cg_game_left_count(p.g[i]); j++)
            FAST_CHECK(cg_game_left(p.g[i], j) != NULL, "left option");
    }
    /* Larger games: random sums and new games from the pool. */
    uint64_t state = 5;
    for (int r = 0; r < 300; r++) {
        const cg_game *opts[4];
        for (int j = 0; j < 4; j++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            opts[j] = p.g[(state >> 33) % p.n];
        }
        const cg_game *g;
        ck_assert_int_eq(cg_game_new(ctx, opts, 2, opts + 2, 2, &g), CG_OK);
        g = sum(g, opts[(state >> 20) % 4]);
        const char *text = F(g);
        const cg_game *back = NULL;
        ck_assert_msg(cg_game_parse(ctx, text, &back) == CG_OK && back == g, "round trip \"%s\"", text);
        /* The length counted over distinct games (cap 0, and a buffer too
         * short) is the length written. */
        size_t counted = 0, cut = 0;
        char small[8];
        ck_assert_int_eq(cg_game_format(ctx, g, NULL, 0, &counted), CG_ERANGE);
        ck_assert_uint_eq(counted, strlen(text));
        if (strlen(text) >= sizeof small) {
            ck_assert_int_eq(cg_game_format(ctx, g, small, sizeof small, &cut), CG_ERANGE);
            ck_assert_uint_eq(cut, strlen(text));
            ck_assert(strncmp(small, text, sizeof small - 1) == 0 && small[sizeof small - 1] == '\0');
        }
    }
    /* The notation itself. */
    ck_assert_str_eq(F(P("{2|{1|0}}")), "{2||1|0}");
    ck_assert_str_eq(F(P("{3|{2|{1|0}}}")), "{3|||2||1|0}");
    ck_assert_str_eq(F(P("{1|-1}")), "+-1");
    ck_assert_str_eq(F(P("^^*")), "^^*");
    ck_assert_str_eq(F(P("-1/2")), "-1/2");
    ck_assert_str_eq(F(P("1/2+^+*")), "1/2^*");
    ck_assert_str_eq(F(P("v+v+v")), "v3");
    /* A sign before digits belongs to the number part alone. */
    ck_assert_ptr_eq(P("-1v*"), sum(P("-1"), P("v*")));
    ck_assert_ptr_eq(P("-(1v*)"), P("-1^*"));
    ck_assert_ptr_eq(P("2-1v*"), P("1^*"));
    ck_assert_str_eq(F(P("  { 1 , * | -1 }  ")), "+-1");   /* * is dominated */
    ck_assert_str_eq(F(P(" { 1 | 0 , * } ")), "{1|0,*}");
    /* Past ^4096, the most ^n reads, a game made from options keeps its
     * braces (the fuzzer's {1|* ||^4096 ||| ...} once printed ^4097*, which
     * did not read back); one up less is written as ups. */
    const char *past[][2] = {
        { "{0|^4096*}", "{0|^4096*}" },
        { "{v4096*|0}", "{v4096*|0}" },
        { "{0|^4095*}", "^4096" },
        { "{1|* ||^4096 ||| -1, {*|-1} | -3}", "{0|^4096||-1,{*|-1}|-3}" },
    };
    for (size_t i = 0; i < sizeof past / sizeof past[0]; i++) {
        const cg_game *g = P(past[i][0]), *back = NULL;
        ck_assert_str_eq(F(g), past[i][1]);
        ck_assert_int_eq(cg_game_parse(ctx, F(g), &back), CG_OK);
        ck_assert_ptr_eq(back, g);
    }
    /* Still the game it is: ^4096 plus one more up. */
    int rel = 0;
    ck_assert_int_eq(cg_game_compare(ctx, P("{0|^4096*}"), P("^4096"), &rel), CG_OK);
    ck_assert_int_eq(rel, 1);
}
END_TEST

START_TEST(malformed_text)
{
    static const char *bad[] = { "", " ", "{", "}", "{|", "{1|2", "1|2", "{1||2|3||4}", "{1,|2}",
                                 "{,1|2}", "1/3", "1/0", "*x", "^^x", "+", "1+", "--", "()",
                                 "(1", "{1|2}}", "abc", "1 2", "99999999999999999999",
                                 "1/99999999999999999999", "{1|2|3}", "*9999999999", "\x01\xff" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const cg_game *g = (const cg_game *)&g;
        int rc = cg_game_parse(ctx, bad[i], &g);
        ck_assert_msg(rc == CG_EPARSE || rc == CG_ERANGE, "\"%s\" gave %d", bad[i], rc);
        ck_assert_ptr_eq(g, (const cg_game *)&g);
    }
    /* Nesting: CG_GAME_MAX_NESTING levels of braces are read ({0|} = 1,
     * {1|} = 2, ...: n levels make the integer n); one more is CG_ERANGE
     * at the brace that goes too deep, not a stack overflow. */
    static char deep[4 * CG_GAME_MAX_NESTING + 16];
    const cg_game *g;
    for (int levels = 67; levels <= CG_GAME_MAX_NESTING + 1; levels += CG_GAME_MAX_NESTING - 66) {
        size_t n = 0;
        for (int i = 0; i < levels; i++)
            deep[n++] = '{';
        deep[n++] = '0';
        for (int i = 0; i < levels; i++) {
            deep[n++] = '|';
            deep[n++] = '}';
        }
        deep[n] = '\0';
        size_t at = 12345;
        int rc = cg_game_parse_ex(ctx, deep, &g, &at);
        if (levels <= CG_GAME_MAX_NESTING) {
            ck_assert_int_eq(rc, CG_OK);
            ck_assert_ptr_eq(g, P(levels == 67 ? "67" : "1000"));
            ck_assert_uint_eq(at, 12345);
        } else {
            ck_assert_int_eq(rc, CG_ERANGE);
            ck_assert_uint_eq(at, CG_GAME_MAX_NESTING);
            ck_assert_str_eq(cg_error_detail(), "braces, parentheses and signs nest deeper than "
                                                "1000 levels at offset 1000");
        }
    }
    size_t n = 0;
    for (int i = 0; i < 5000; i++)
        deep[n < sizeof deep - 1 ? n++ : n] = '(';
    deep[n] = '\0';
    ck_assert_int_eq(cg_game_parse(ctx, deep, &g), CG_EPARSE);   /* never closed */
    /* Random bytes never crash. */
    uint64_t state = 77;
    static const char alphabet[] = "{}|,+-*^v/0123456789() \t";
    for (int r = 0; r < 20000; r++) {
        char text[24];
        size_t len = 1 + r % 23;
        for (size_t i = 0; i < len; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            text[i] = r % 3 == 0 ? (char)(1 + (state >> 56) % 255)
                                 : alphabet[(state >> 40) % (sizeof alphabet - 1)];
        }
        text[len] = '\0';
        int rc = cg_game_parse(ctx, text, &g);
        FAST_CHECK(rc == CG_OK || rc == CG_EPARSE || rc == CG_ERANGE, "\"%s\": %d", text, rc);
    }
}
END_TEST

/* Where reading stops: the offset cg_game_parse_ex() reports, and why: the
 * sentence of cg_error_detail() (1.2), one for each kind of mistake. */
START_TEST(parse_error_offsets)
{
    static const struct {
        const char *text;
        int rc;
        size_t at;
        const char *detail;
    } cases[] = {
        /* text after a complete game */
        { "{1|2}x", CG_EPARSE, 5, "'x' at offset 5 follows a complete game (join games with '+' or '-')" },
        { "1}", CG_EPARSE, 1, "'}' at offset 1 closes no brace or parenthesis" },
        { "(1|2)", CG_EPARSE, 2, "'|' at offset 2 is outside braces (options are written {left, ... | right, ...})" },
        { "{1 2|}", CG_EPARSE, 3, "'2' at offset 3 follows a complete option (separate options with ',')" },
        /* a denominator that is not a power of two, or none */
        { "1/3", CG_EPARSE, 2, "the denominator 3 at offset 2 is not a power of two (write 3/4, 1/1024)" },
        { "  1/0", CG_EPARSE, 4, "the denominator 0 at offset 4 is not a power of two (write 3/4, 1/1024)" },
        { "1/x", CG_EPARSE, 2, "the '/' at offset 1 is followed by 'x', not a denominator (a power of two written out: 3/4, 1/1024)" },
        /* never closed: reported at the end of the text */
        { "{2|", CG_EPARSE, 3, "the brace '{' at offset 0 is never closed: its '}' is missing" },
        { " (1", CG_EPARSE, 3, "the parenthesis '(' at offset 1 is never closed: its ')' is missing" },
        { "{1|2)", CG_EPARSE, 4, "the brace '{' at offset 0 is closed by ')' at offset 4" },
        /* a game expected */
        { "", CG_EPARSE, 0, "the text ends at offset 0 where a game is expected" },
        { "1 + ", CG_EPARSE, 4, "the text ends at offset 4 where a game is expected" },
        { "{1,,2|}", CG_EPARSE, 3, "a game is expected at offset 3, before ','" },
        { "{1|2,}", CG_EPARSE, 4, "the ',' at offset 4 is followed by no option" },
        { "1+abc", CG_EPARSE, 2, "'a' at offset 2 cannot begin a game (games are written as in {2|1}+^+*3, {0|*}, +-1, 3/4)" },
        { "\x01", CG_EPARSE, 0, "byte 0x01 at offset 0 cannot begin a game (games are written as in {2|1}+^+*3, {0|*}, +-1, 3/4)" },
        /* the bars */
        { "{}", CG_EPARSE, 1, "the braces at offset 0 hold no '|' (options are written {left, ... | right, ...})" },
        { "{1|2|3}", CG_EPARSE, 2, "two separators of 1 bar, at offsets 2 and 4: the one between left and right options must be the longest, as in {2||1|0}" },
        /* numbers out of range */
        { "*2147483648", CG_ERANGE, 1, "the count after '*' at offset 1 passes 2147483647 (*2147483647 is the largest nimber the library holds)" },
        { "^5000", CG_ERANGE, 1, "the count after '^' at offset 1 passes 4096 (^4096 is the most the library holds)" },
        { "1/"
          "35953862697246318154586103815780494672359539578846131454686016231546535161100192"
          "62654169546448150720422402277597427867153175795376288332449856948612789482487555"
          "35786849730970552604439202492188238906165904170011537676301364684925762947826221"
          "081654474326701021369172596479894491876959432609670712659248448274432",
          CG_ERANGE, 2, "the denominator at offset 2 passes 2^1024, the finest the library holds" },
        { "1/1000000000000000000000000000000000000000000000000006", CG_EPARSE, 2, "the denominator of 52 digits at offset 2 is not a power of two (write 3/4, 1/1024)" },
        { "1/18446744073709551617", CG_EPARSE, 2, "the denominator 18446744073709551617 at offset 2 is not a power of two (write 3/4, 1/1024)" },
        { "99999999999999999999", CG_ERANGE, 0, "the number at offset 0 is out of range: the library holds integer parts up to 2^62 in magnitude, denominators up to 2^1024, numerators in lowest terms within 64 bits" },
        { "-4611686018427387905", CG_ERANGE, 1, "the number at offset 1 is out of range: the library holds integer parts up to 2^62 in magnitude, denominators up to 2^1024, numerators in lowest terms within 64 bits" },
        { "^4096+^", CG_ERANGE, 5, "the sum at the '+' at offset 5 passes what the library holds (integer parts up to 2^62 in magnitude, denominators up to 2^1024, numerators in lowest terms within 64 bits, *n up to *2147483647, ^n up to ^4096)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const cg_game *g = NULL;
        size_t at = 777;
        int rc = cg_game_parse_ex(ctx, cases[i].text, &g, &at);
        ck_assert_msg(rc == cases[i].rc && at == cases[i].at, "\"%s\": status %d at %zu, want %d at %zu",
                      cases[i].text, rc, at, cases[i].rc, cases[i].at);
        ck_assert_str_eq(cg_error_detail(), cases[i].detail);
        ck_assert_ptr_null(g);
    }
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const cg_game *g = NULL;
        size_t at = 777;
        int rc = cg_game_parse_ex(ctx, cases[i].text, &g, &at);
        ck_assert_msg(rc == cases[i].rc && at == cases[i].at, "\"%s\": status %d at %zu, want %d at %zu",
                      cases[i].text, rc, at, cases[i].rc, cases[i].at);
        ck_assert_ptr_null(g);
    }
    /* A run of ups too long is reported at its first '^'. */
    static char ups[CG_GAME_MAX_UPS + 3];
    memset(ups, '^', CG_GAME_MAX_UPS + 1);
    ups[CG_GAME_MAX_UPS + 1] = '\0';
    const cg_game *g = NULL;
    size_t at = 777;
    ck_assert_int_eq(cg_game_parse_ex(ctx, ups, &g, &at), CG_ERANGE);
    ck_assert_uint_eq(at, 0);
    ck_assert_str_eq(cg_error_detail(), "the run of 4097 '^' at offset 0 passes 4096 (^4096 is the most the library holds)");
    /* Success clears the detail: it never describes an earlier call. */
    ck_assert_int_eq(cg_game_parse_ex(ctx, "{2|", &g, &at), CG_EPARSE);
    ck_assert_int_eq(cg_game_parse(ctx, "{2|1}", &g), CG_OK);
    ck_assert_str_eq(cg_error_detail(), "");
    /* Success leaves the offset alone; NULL is allowed for it. */
    at = 777;
    ck_assert_int_eq(cg_game_parse_ex(ctx, "1/1024", &g, &at), CG_OK);
    ck_assert_ptr_eq(g, P("1/512") == P("1/1024") ? NULL : P("1/1024"));
    ck_assert_ptr_eq(sum(g, g), P("1/512"));
    ck_assert_uint_eq(at, 777);
    ck_assert_int_eq(cg_game_parse_ex(ctx, "{", &g, NULL), CG_EPARSE);
    ck_assert_int_eq(cg_game_parse_ex(NULL, "1", &g, &at), CG_EINVAL);
    ck_assert_int_eq(cg_game_parse_ex(ctx, NULL, &g, &at), CG_EINVAL);
    ck_assert_int_eq(cg_game_parse_ex(ctx, "1", NULL, &at), CG_EINVAL);
    /* A '^' after a number begins the ups: 1/2^10 is 1/2 and ten ups. */
    ck_assert_ptr_eq(P("1/2^10"), sum(P("1/2"), P("^10")));
    ck_assert_ptr_eq(P("2^"), sum(P("2"), P("^")));
}
END_TEST

START_TEST(parsing_charges_the_node_limit)
{
    cg_ctx *small;
    ck_assert_int_eq(cg_ctx_new(&small), CG_OK);
    const cg_game *g;
    ck_assert_int_eq(cg_game_parse(small, "{0|*2,*64} - {0|*2,*64}", &g), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(small, 50), CG_OK);
    ck_assert_int_eq(cg_game_parse(small, "{0|*2,*100} - {0|*2,*100} + {1|*3} - {1/2|*5,*9}", &g),
                     CG_ELIMIT);
    /* each call starts a fresh budget */
    ck_assert_int_eq(cg_game_parse(small, "1", &g), CG_OK);
    cg_ctx_free(small);
}
END_TEST

/* Text written bare on both sides, {G + 1 | -G} over and over: the text
 * doubles with each level while the game grows by one, so writing must cost
 * O(buffer) and counting O(games), not O(text). The bars each level uses were
 * once counted over the text's tree: 2^40 calls for the 40th level. This
 * test case has a short timeout. */
START_TEST(deep_bare_chains_format_in_linear_time)
{
    const cg_game *g = P("{1|*}");
    for (int level = 1; level <= 40; level++) {
        const cg_game *l = sum(g, P("1")), *r, *next;
        ck_assert_int_eq(cg_game_neg(ctx, g, &r), CG_OK);
        ck_assert_int_eq(cg_game_new(ctx, &l, 1, &r, 1, &next), CG_OK);
        g = next;
        char buf[4096];
        size_t len = 0;
        int rc = cg_game_format(ctx, g, buf, sizeof buf, &len);
        if (level <= 9) {   /* fits: the whole text parses back */
            ck_assert_int_eq(rc, CG_OK);
            ck_assert_uint_eq(len, strlen(buf));
            const cg_game *back = NULL;
            ck_assert_int_eq(cg_game_parse(ctx, buf, &back), CG_OK);
            ck_assert_ptr_eq(back, g);
        } else {
            ck_assert_int_eq(rc, CG_ERANGE);
            ck_assert_uint_eq(strlen(buf), sizeof buf - 1);
            ck_assert_uint_gt(len, (size_t)1 << level);
        }
        /* The innermost left option comes first: {1|*} + level. */
        char head[32];
        snprintf(head, sizeof head, "{%d|%d*|", level + 1, level);
        ck_assert_msg(strncmp(buf, head, strlen(head)) == 0, "level %d: \"%.40s\"", level, buf);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-text");
    TCase *tc0 = tcase_create("text");
    tcase_set_timeout(tc0, 900);
    tcase_add_checked_fixture(tc0, partizan_setup, partizan_teardown);
    tcase_add_test(tc0, format_parse_round_trip);
    tcase_add_test(tc0, parse_error_offsets);
    tcase_add_test(tc0, parsing_charges_the_node_limit);
    tcase_add_test(tc0, malformed_text);
    suite_add_tcase(s, tc0);
    TCase *tc1 = tcase_create("text-cost");
    tcase_set_timeout(tc1, 20);
    tcase_add_checked_fixture(tc1, partizan_setup, partizan_teardown);
    tcase_add_test(tc1, deep_bare_chains_format_in_linear_time);
    suite_add_tcase(s, tc1);
    return run_suite(s);
}
