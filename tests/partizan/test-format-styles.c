/*
 * The two styles of cg_game_format_ex(): the library's own (flags 0, exactly
 * cg_game_format()) and CGSuite's (CG_FORMAT_CGSUITE). Every text either style
 * writes reads back as the same game: every game born by day 3 and a few
 * thousand random sums of them. The expected CGSuite texts are the ones
 * CGSuite prints (its own test expectations and definitions of Tiny, Miny,
 * the uptimal powers and switches).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partizan-tests.h"
#include "partizan-games.h"
#include "run-suite.h"
#include "xorshift.h"

/* The whole text of g in a style, in one of 4 rotating buffers sized by the
 * length the call counts first. */
static const char *S(const cg_game *g, unsigned flags)
{
    static char *buf[4];
    static int which;
    which = (which + 1) % 4;
    size_t len = 0, again = 0;
    int rc = cg_game_format_ex(ctx, g, flags, NULL, 0, &len);
    ck_assert_msg(rc == CG_ERANGE, "format_ex(%u): %s", flags, cg_strerror(rc));
    free(buf[which]);
    buf[which] = malloc(len + 1);
    ck_assert_ptr_nonnull(buf[which]);
    rc = cg_game_format_ex(ctx, g, flags, buf[which], len + 1, &again);
    ck_assert_msg(rc == CG_OK, "format_ex(%u): %s", flags, cg_strerror(rc));
    ck_assert_uint_eq(again, len);
    ck_assert_uint_eq(len, strlen(buf[which]));
    return buf[which];
}

/* g written in a style reads back as g, and the length counted without
 * writing (cap 0) and with a short buffer is the length written. */
static void check_round_trip(const cg_game *g, unsigned flags)
{
    const char *text = S(g, flags);
    const cg_game *back = NULL;
    int rc = cg_game_parse(ctx, text, &back);
    ck_assert_msg(rc == CG_OK, "\"%.200s\" (flags %u) does not read back: %s", text, flags,
                  cg_error_detail());
    ck_assert_msg(back == g, "\"%.200s\" (flags %u) reads back as another game", text, flags);
    size_t n = strlen(text), counted = 0, cut = 0;
    ck_assert_int_eq(cg_game_format_ex(ctx, g, flags, NULL, 0, &counted), CG_ERANGE);
    ck_assert_uint_eq(counted, n);
    char small[4];
    rc = cg_game_format_ex(ctx, g, flags, small, sizeof small, &cut);
    ck_assert_int_eq(rc, n < sizeof small ? CG_OK : CG_ERANGE);
    ck_assert_uint_eq(cut, n);
    ck_assert(strncmp(small, text, sizeof small - 1) == 0);
}

static void check_both_styles(const cg_game *g)
{
    /* Flags 0 is cg_game_format(), character for character. */
    const char *mine = S(g, 0), *plain = F(g);   /* F cuts at 4 KiB */
    ck_assert(strncmp(mine, plain, strlen(plain)) == 0);
    check_round_trip(g, 0);
    check_round_trip(g, CG_FORMAT_CGSUITE);
}

START_TEST(every_game_born_by_day_3_reads_back_in_both_styles)
{
    static pool gs;
    born_by(&gs, 3);
    for (size_t i = 0; i < gs.n; i++)
        check_both_styles(gs.g[i]);
}
END_TEST

START_TEST(random_sums_read_back_in_both_styles)
{
    static pool gs;
    born_by(&gs, 3);
    uint64_t state = UINT64_C(0x9e3779b97f4a7c15);
    for (int i = 0; i < 3000; i++) {
        const cg_game *a = gs.g[xorshift64(&state) % gs.n];
        const cg_game *b = gs.g[xorshift64(&state) % gs.n];
        const cg_game *g = sum(a, b);
        if (i % 3 == 0)   /* a third of them with a third part */
            g = sum(g, gs.g[xorshift64(&state) % gs.n]);
        check_both_styles(g);
    }
}
END_TEST

/* What CGSuite prints, beside a text of the same game the reader takes. */
static const struct {
    const char *game, *cgsuite;
} expected[] = {
    /* CGSuite's test expectations for canonical short games. */
    { "0", "0" },
    { "-1/2", "-1/2" },
    { "25/16", "25/16" },
    { "*8", "*8" },
    { "9/8+*", "9/8*" },
    { "6+^*", "6^*" },
    { "^*6", "^*6" },
    { "73/16+v9*8", "73/16v9*8" },
    { "{0|*||*|||*||||*}", "^[4]" },
    { "{0||0|v*}", "{0|^<2>}" },
    { "{0||0|vvv}", "{0||0|v3}" },
    { "{^^^|vv}", "{^3|vv}" },
    { "{0||0|-3/2}", "Tiny(3/2)" },
    { "{0|||0||-1|-3}", "Tiny({3|1})" },
    { "{5||3|1|||0||||0}", "Miny({5||3|1})" },
    { "{1|^^||^}", "{1|^^||^}" },
    { "{1|^^^||^}", "{1|^3||^}" },
    { "{3||2+*|1+*}", "{3||2*|1*}" },
    { "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}" },
    /* Number-tinies with their number, as CGSuite writes incentives. */
    { "3+{0|||0||-1|-3}", "3Tiny({3|1})" },
    { "{2||2|0}", "2Tiny(2)" },
    { "{-1/2|-1||-1}", "-1Miny(1/2)" },
    /* Uptimal powers: units ^<n>, sums ^[n], their negatives, with a number
     * and a star. */
    { "{0|v*}", "^<2>" },
    { "{0||0|0,v*}", "^<3>" },
    { "{0,*||*|v}", "^<3>*" },
    { "-{0,*||*|v}", "v<3>*" },
    { "{^|*||*}", "^[3]" },
    { "{0,{0,^*|0}|0}", "^[3]*" },
    { "-({^|*||*|||*||||*}+*)", "v[5]*" },
    { "1/2+{0|v*}", "1/2^<2>" },
    { "-1-{0,{0,^*|0}|0}", "-1v[3]*" },
    /* With any nimber, as CGSuite's uptimals print their nimber part. */
    { "^[2]+*2", "^[2]*2" },
    { "{0,*,*2,*3||*3|v*2}", "^<3>*3" },
    { "3+v[4]+*7", "3v[4]*7" },
    /* Sums of uptimal powers other than these are written in braces. */
    { "^<3>+^<2>", "{^<2>|v*}" },
    /* Switches {G | -G}, of any G, and of several options. */
    { "{1|-1}", "+-1" },
    { "^+{1|-1}", "{1^|-1^}" },
    { "{2|1||-1|-2}", "+-{2|1}" },
    { "{1+*|-1+*}", "+-(1*)" },
    { "{1/2+^|-1/2+v}", "+-(1/2^)" },
    { "{1*2|-1*2}", "+-(1*2)" },
    { "{1,1*|-1,-1*}", "+-{1,1*}" },
    { "2+{0|||0||-1|-3}", "2Tiny({3|1})" },
    { "{2+{0|||0||-1|-3}|-2-{0|||0||-1|-3}}", "+-(2Tiny({3|1}))" },
    { "{1^<2>|-1v<2>}", "+-(1^<2>)" },
    /* x + +-y is no switch: braces. CGSuite writes +-1+-2+-3+-4 so. */
    { "3+{1|-1}", "{4|2}" },
    { "{1|-1}+{2|-2}+{3|-3}+{4|-4}", "+-{10|8||6|4|||4|2||0|-2}" },
    /* Bars grow up to four; an option needing more keeps its braces. */
    { "{2|{1|0}}", "{2||1|0}" },
    { "{5|{4|{3|{2|1}}}}", "{5||||4|||3||2|1}" },
    { "{6|{5|{4|{3|{2|1}}}}}", "{6|{5||||4|||3||2|1}}" },
    { "{7|{6|{5|{4|{3|{2|1}}}}}}", "{7||6|{5||||4|||3||2|1}}" },
};

START_TEST(cgsuite_style_writes_what_cgsuite_prints)
{
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++) {
        const cg_game *g = P(expected[i].game);
        const char *text = S(g, CG_FORMAT_CGSUITE);
        ck_assert_msg(strcmp(text, expected[i].cgsuite) == 0, "%s: \"%s\", not \"%s\"",
                      expected[i].game, text, expected[i].cgsuite);
        check_round_trip(g, CG_FORMAT_CGSUITE);
    }
}
END_TEST

/* The uptimal powers up to a long chain: ^[n], ^<n>, their negatives, with
 * a number part and a nimber part, are written by name. */
START_TEST(uptimal_powers_are_written_by_name)
{
    char text[64];
    for (int n = 2; n <= 40; n += 3) {
        for (int f = 0; f < 8; f++) {
            static const char *const stars[] = { "", "*", "*2", "*7" };
            snprintf(text, sizeof text, "%s%c%c%d%c%s", f & 4 ? "-3/4" : "",
                     f & 1 ? 'v' : '^', f & 2 ? '[' : '<', n, f & 2 ? ']' : '>',
                     stars[(unsigned)n % 4]);
            ck_assert_str_eq(S(P(text), CG_FORMAT_CGSUITE), text);
        }
    }
}
END_TEST

/* Text written bare on both sides, {G + 1 | -G} over and over, doubles with
 * each level: CGSuite's style too writes O(buffer) and counts O(games). */
START_TEST(deep_chains_count_in_linear_time)
{
    const cg_game *g = P("{1|*}");
    for (int level = 1; level <= 40; level++) {
        const cg_game *l = sum(g, P("1")), *r = neg(g), *next;
        ck_assert_int_eq(cg_game_new(ctx, &l, 1, &r, 1, &next), CG_OK);
        g = next;
        char buf[4096];
        size_t len = 0;
        int rc = cg_game_format_ex(ctx, g, CG_FORMAT_CGSUITE, buf, sizeof buf, &len);
        if (level <= 9) {
            ck_assert_int_eq(rc, CG_OK);
            check_round_trip(g, CG_FORMAT_CGSUITE);
        } else {
            ck_assert_int_eq(rc, CG_ERANGE);
            ck_assert_uint_gt(len, (size_t)1 << level);
        }
    }
}
END_TEST

START_TEST(bad_arguments_get_a_status)
{
    const cg_game *g = P("{2|1}");
    char buf[16];
    size_t len;
    ck_assert_int_eq(cg_game_format_ex(ctx, g, 2u, buf, sizeof buf, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_format_ex(ctx, g, ~0u, buf, sizeof buf, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_format_ex(NULL, g, 0, buf, sizeof buf, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_format_ex(ctx, NULL, 0, buf, sizeof buf, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_format_ex(ctx, g, CG_FORMAT_CGSUITE, NULL, 4, &len), CG_EINVAL);
    ck_assert_int_eq(cg_game_format_ex(ctx, g, CG_FORMAT_CGSUITE, buf, sizeof buf, NULL), CG_OK);
    ck_assert_str_eq(buf, "{2|1}");
    /* A game of another context. */
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    ck_assert_int_eq(cg_game_format_ex(other, g, CG_FORMAT_CGSUITE, buf, sizeof buf, &len),
                     CG_EINVAL);
    cg_ctx_free(other);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-format-styles");
    TCase *tc = tcase_create("format-styles");
    tcase_set_timeout(tc, 300);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, cgsuite_style_writes_what_cgsuite_prints);
    tcase_add_test(tc, uptimal_powers_are_written_by_name);
    tcase_add_test(tc, bad_arguments_get_a_status);
    tcase_add_test(tc, deep_chains_count_in_linear_time);
    tcase_add_test(tc, every_game_born_by_day_3_reads_back_in_both_styles);
    tcase_add_test(tc, random_sums_read_back_in_both_styles);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
