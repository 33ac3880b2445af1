/* The partizan suite: canonical games (partizan.h) through the public API,
 * against known values, algebraic laws and a brute-force player of game trees. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "fault-alloc.h"
#include "partizan-oracle.h"
#include "partizan-tests.h"

static char outcome(const cg_game *g)
{
    cg_outcome o;
    ck_assert_int_eq(cg_game_outcome(ctx, g, &o), CG_OK);
    return "PNLR"[o];
}

START_TEST(known_values)
{
    ck_assert_ptr_eq(P("{0|*}"), P("^"));
    ck_assert_ptr_eq(P("^+^+*"), P("{0|^}"));
    ck_assert_ptr_eq(P("{0,*|0}"), P("^*"));
    ck_assert_ptr_eq(P("{0,*,*2|0,*,*2}"), P("*3"));
    ck_assert_ptr_eq(P("{1|0}+{0|1}"), P("{3/2|1/2}"));
    ck_assert_ptr_eq(P("{3/4|7/8}"), P("13/16"));
    ck_assert_ptr_eq(P("{1/2|2}"), P("1"));
    ck_assert_int_eq(outcome(P("^")), 'L');
    ck_assert_int_eq(outcome(P("v*")), 'N');
    ck_assert_int_eq(outcome(P("*")), 'N');
    ck_assert_int_eq(outcome(P("0")), 'P');
    ck_assert_int_eq(outcome(P("-1/2")), 'R');
    uint32_t day;
    ck_assert_int_eq(cg_game_birthday(P("25/16"), &day), CG_OK);
    ck_assert_uint_eq(day, 6);
    ck_assert_ptr_eq(P("0"), cg_game_zero(ctx));
    ck_assert_ptr_eq(P("{|}"), cg_game_zero(ctx));
    ck_assert_ptr_eq(P("*+*"), cg_game_zero(ctx));
    ck_assert_ptr_eq(P("^+v"), cg_game_zero(ctx));
    /* Numbers and their canonical forms. */
    const cg_game *g;
    ck_assert_int_eq(cg_game_dyadic(ctx, 6, 3, &g), CG_OK);
    ck_assert_ptr_eq(g, P("3/4"));
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_OK);
    ck_assert(num == 3 && k == 2);
    ck_assert_int_eq(cg_game_number(P("*"), &num, &k), CG_EDOMAIN);
    ck_assert(cg_game_is_number(P("{1|2}")) && !cg_game_is_number(P("{2|1}")));
    ck_assert_ptr_eq(P("{1|2}"), P("3/2"));
    ck_assert_int_eq(cg_game_integer(ctx, -3, &g), CG_OK);
    ck_assert_ptr_eq(g, P("-3"));
    ck_assert_uint_eq(cg_game_left_count(g), 0);
    ck_assert_uint_eq(cg_game_right_count(g), 1);
    ck_assert_ptr_eq(cg_game_right(g, 0), P("-2"));
    ck_assert_ptr_null(cg_game_right(g, 1));
    ck_assert_int_eq(cg_game_up(ctx, 2, &g), CG_OK);
    ck_assert_ptr_eq(g, P("^+^"));
    ck_assert_ptr_eq(g, P("{0|^*}"));
    ck_assert_int_eq(cg_game_nimber(ctx, 5, &g), CG_OK);
    ck_assert_ptr_eq(g, P("*4+*1"));
    /* Stops, mean and temperature. */
    int64_t a, c;
    uint32_t b, d;
    ck_assert_int_eq(cg_game_stops(P("{2||1|0}"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 2 && b == 0 && c == 1 && d == 0);
    ck_assert_int_eq(cg_game_thermal(ctx, P("{2||1|0}"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 5 && b == 2 && c == 3 && d == 2);   /* mean 5/4, temperature 3/4 */
    ck_assert_int_eq(cg_game_thermal(ctx, P("+-1"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 0 && c == 1 && d == 0);
    ck_assert_int_eq(cg_game_thermal(ctx, P("3/4"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 3 && b == 2 && c == -1 && d == 2);
    ck_assert_int_eq(cg_game_thermal(ctx, P("^*"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 0 && c == 0);
    /* {4|2} + +-1 = 3 + +-1 + +-1 = 3 (+-1 is its own negative): a number,
     * temperature -1. {4|2} + {1|0} = {5|4, 3|...}: mean 3 + 1/2, temperature 1. */
    ck_assert_ptr_eq(P("{4|2}+{1|-1}"), P("3"));
    ck_assert_int_eq(cg_game_thermal(ctx, P("{4|2}+{1|-1}"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 3 && b == 0 && c == -1 && d == 0);
    ck_assert_int_eq(cg_game_thermal(ctx, P("{4|2}+{1|0}"), &a, &b, &c, &d), CG_OK);
    ck_assert(a == 7 && b == 1 && c == 1 && d == 0);
}
END_TEST

/* x + n.up + *m through the constructors and the fast-path sum. */
static const cg_game *nus(const cg_game *x, int64_t n, uint32_t m)
{
    const cg_game *u, *s;
    ck_assert_int_eq(cg_game_up(ctx, n, &u), CG_OK);
    ck_assert_int_eq(cg_game_nimber(ctx, m, &s), CG_OK);
    return sum(x, sum(u, s));
}

/* The same value from its definition as the sum x + up + ... + up + *m, every
 * option listed (moves in x, in one up, in the nimber) and canonicalised by
 * cg_game_new. Built first in a fresh context, so the library must recognise
 * (and print) the value from its options alone. */
START_TEST(up_nimber_forms_match_the_definition)
{
    const uint32_t mmax = quick() ? 10 : 24;
    static const int64_t xs[][2] = { { 0, 0 }, { 1, 1 }, { -3, 1 }, { 3, 0 }, { 5, 3 } };
    for (size_t xi = 0; xi < sizeof xs / sizeof xs[0]; xi++) {
        const cg_game *x;
        ck_assert_int_eq(cg_game_dyadic(ctx, xs[xi][0], (uint32_t)xs[xi][1], &x), CG_OK);
        for (int64_t n = 1; n <= 4; n++)
            for (uint32_t m = 0; m <= mmax; m++) {
                const cg_game *l[64], *r[64], *g;
                size_t nl = 0, nr = 0;
                if (cg_game_left_count(x) > 0)
                    l[nl++] = sum(cg_game_left(x, 0), nus(cg_game_zero(ctx), n, m));
                if (cg_game_right_count(x) > 0)
                    r[nr++] = sum(cg_game_right(x, 0), nus(cg_game_zero(ctx), n, m));
                l[nl++] = nus(x, n - 1, m);          /* an up to 0 */
                r[nr++] = nus(x, n - 1, m ^ 1u);     /* an up to * */
                for (uint32_t k = 0; k < m; k++) {
                    l[nl++] = nus(x, n, k);
                    r[nr++] = nus(x, n, k);
                }
                ck_assert_int_eq(cg_game_new(ctx, l, nl, r, nr, &g), CG_OK);
                const char *text = F(g);
                FAST_CHECK(g == nus(x, n, m), "x + %d.up + *%u: %s", (int)n, m, text);
                FAST_CHECK(strchr(text, '{') == NULL, "%s printed as a general game", text);
                FAST_CHECK(neg(g) == nus(neg(x), -n, m), "negative of %s", text);
            }
    }
    /* Large values are built without the general sum's cubic cost. */
    ck_assert_str_eq(F(P("^*1000+^^^*777")), "^4*225");
}
END_TEST

START_TEST(born_by_day)
{
    static const uint64_t want[] = { 1, 4, 22, 1474 };
    for (uint32_t d = 0; d <= 3; d++) {
        uint64_t n = 0;
        ck_assert_int_eq(cg_games_born_by(ctx, d, &n), CG_OK);
        ck_assert_uint_eq(n, want[d]);
    }
    uint64_t n;
    ck_assert_int_eq(cg_games_born_by(ctx, 4, &n), CG_ERANGE);
}
END_TEST

/* Collect every game born by day 3. */
typedef struct pool {
    const cg_game *g[1500];
    size_t n;
} pool;

static int collect(void *user, const cg_game *g)
{
    pool *p = user;
    uint32_t day;
    ck_assert_int_eq(cg_game_birthday(g, &day), CG_OK);
    ck_assert_uint_le(day, 3);
    p->g[p->n++] = g;
    return 0;
}

START_TEST(format_parse_round_trip)
{
    static pool p;
    p.n = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, 3, collect, &p, NULL), CG_OK);
    ck_assert_uint_eq(p.n, 1474);
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

START_TEST(algebraic_laws_on_random_games)
{
    static pool p;
    p.n = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, 2, collect, &p, NULL), CG_OK);
    /* Grow the pool with random games made from it. */
    uint64_t state = 11;
    while (p.n < 200) {
        const cg_game *opts[4];
        for (int j = 0; j < 4; j++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            opts[j] = p.g[(state >> 33) % p.n];
        }
        const cg_game *g;
        ck_assert_int_eq(cg_game_new(ctx, opts, 1 + (state >> 10) % 2, opts + 2,
                                     1 + (state >> 12) % 2, &g), CG_OK);
        p.g[p.n++] = g;
    }
    const cg_game *zero = cg_game_zero(ctx), *down = P("v"), *up = P("^");
    int rounds = getenv("CG_TEST_QUICK") ? 300 : 3000;
    for (int r = 0; r < rounds; r++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        const cg_game *g = p.g[(state >> 10) % p.n], *h = p.g[(state >> 25) % p.n],
                      *k = p.g[(state >> 40) % p.n];
        FAST_CHECK(sum(g, neg(g)) == zero, "G - G = 0 for %s", F(g));
        FAST_CHECK(sum(g, h) == sum(h, g), "commutative");
        FAST_CHECK(sum(sum(g, h), k) == sum(g, sum(h, k)), "associative");
        int rel;
        ck_assert_int_eq(cg_game_compare(ctx, g, h, &rel), CG_OK);
        char o = outcome(sum(g, neg(h)));
        FAST_CHECK(o == "RPLN"[rel + 1], "compare %s, %s: %d but G - H is %c", F(g), F(h), rel, o);
        /* Dominated options change nothing: add G^L + v on the left, G^R + ^ on
         * the right. */
        if (cg_game_left_count(g) > 0 && cg_game_right_count(g) > 0) {
            const cg_game *L[8], *R[8];
            size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
            for (size_t i = 0; i < nl; i++)
                L[i] = cg_game_left(g, i);
            for (size_t i = 0; i < nr; i++)
                R[i] = cg_game_right(g, i);
            L[nl] = sum(L[0], down);
            R[nr] = sum(R[0], up);
            const cg_game *same;
            ck_assert_int_eq(cg_game_new(ctx, L, nl + 1, R, nr + 1, &same), CG_OK);
            FAST_CHECK(same == g, "dominated options kept in %s", F(g));
        }
    }
}
END_TEST

/* Random raw trees: the oracle plays them, the library canonicalises them. */
static ptree trees[4000];
static size_t ntrees;

static const ptree *random_tree(uint64_t *state, int depth)
{
    ck_assert_uint_lt(ntrees, sizeof trees / sizeof trees[0]);
    ptree *t = &trees[ntrees++];
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    t->nl = depth <= 0 ? 0 : (*state >> 40) % 3;
    t->nr = depth <= 0 ? 0 : (*state >> 50) % 3;
    for (size_t i = 0; i < t->nl + t->nr; i++)
        t->opt[i] = random_tree(state, depth - 1 - (int)((*state >> (i + 3)) & 1));
    return t;
}

static const cg_game *to_game(const ptree *t)
{
    const cg_game *o[16], *g;
    for (size_t i = 0; i < t->nl + t->nr; i++)
        o[i] = to_game(t->opt[i]);
    ck_assert_int_eq(cg_game_new(ctx, o, t->nl, o + t->nl, t->nr, &g), CG_OK);
    return g;
}

static const ptree *tree_of(const cg_game *h);

START_TEST(outcomes_match_the_brute_force_player)
{
    uint64_t state = 3;
    for (int r = 0; r < 400; r++) {
        ntrees = 0;
        size_t n = 1 + r % 3;
        const ptree *parts[3];
        const cg_game *total = cg_game_zero(ctx);
        for (size_t i = 0; i < n; i++) {
            parts[i] = random_tree(&state, n == 1 ? 4 : 3);
            total = sum(total, to_game(parts[i]));
        }
        char want = oracle_partizan_outcome(parts, n);
        FAST_CHECK(outcome(total) == want, "round %d: %s is %c, brute force %c", r, F(total),
                   outcome(total), want);
    }
    /* The fast paths: x + u.up + *m against brute force on their trees. */
    for (int x = -2; x <= 2; x++)
        for (int u = -3; u <= 3; u++)
            for (uint32_t m = 0; m <= 3; m++) {
                const cg_game *a, *b, *c, *g;
                ck_assert_int_eq(cg_game_dyadic(ctx, x, 1, &a), CG_OK);
                ck_assert_int_eq(cg_game_up(ctx, u, &b), CG_OK);
                ck_assert_int_eq(cg_game_nimber(ctx, m, &c), CG_OK);
                g = sum(sum(a, b), c);
                /* Its canonical form as a raw tree, played out. */
                ntrees = 0;
                const ptree *t = tree_of(g);
                char want = oracle_partizan_outcome(&t, 1);
                FAST_CHECK(outcome(g) == want, "%s: %c, brute force %c", F(g), outcome(g), want);
            }
}
END_TEST

/* The tree of h, or of -h (the players' roles swapped at every node). */
static const ptree *tree_of_signed(const cg_game *h, int negate)
{
    FAST_CHECK(ntrees < sizeof trees / sizeof trees[0], "tree too large");
    ptree *t = &trees[ntrees++];
    size_t nl = cg_game_left_count(h), nr = cg_game_right_count(h);
    t->nl = negate ? nr : nl;
    t->nr = negate ? nl : nr;
    for (size_t i = 0; i < nl; i++)
        t->opt[(negate ? nr : 0) + i] = tree_of_signed(cg_game_left(h, i), negate);
    for (size_t i = 0; i < nr; i++)
        t->opt[(negate ? 0 : nl) + i] = tree_of_signed(cg_game_right(h, i), negate);
    return t;
}

static const ptree *tree_of(const cg_game *h)
{
    return tree_of_signed(h, 0);
}

/* Comparisons (with their shortcuts through stops and caches) against the
 * brute-force player of G - H: G > H is L, G < H is R, equal is P, confused N. */
START_TEST(comparisons_match_the_brute_force_player)
{
    static pool p;
    p.n = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, 3, collect, &p, NULL), CG_OK);
    uint64_t state = 11;
    const int rounds = quick() ? 3000 : 30000;
    for (int r = 0; r < rounds; r++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        const cg_game *a = p.g[(state >> 20) % p.n], *b = p.g[(state >> 40) % p.n];
        int rel;
        ck_assert_int_eq(cg_game_compare(ctx, a, b, &rel), CG_OK);
        ntrees = 0;
        const ptree *t[2] = { tree_of_signed(a, 0), tree_of_signed(b, 1) };
        char want = oracle_partizan_outcome(t, 2);
        FAST_CHECK("RPLN"[rel + 1] == want, "compare(%s, %s) = %d, brute force of the difference %c",
                   F(a), F(b), rel, want);
    }
}
END_TEST

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
 * (lib/partizan/incent.h: dominated options never made, reversibility decided
 * on small games, bypassed options given sums of incentives); a context that
 * only ever saw cg_game_new compares its games as they are. Running sums of
 * random day-3 games must come out the same in both, every position of them
 * canonical by the definition, and comparisons among their positions the
 * same. */
START_TEST(sums_match_sums_made_the_plain_way)
{
    static pool day3, subs;
    day3.n = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, 3, collect, &day3, NULL), CG_OK);
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
    day3.n = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, 3, collect, &day3, NULL), CG_OK);
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

START_TEST(contexts_are_independent)
{
    cg_ctx *other;
    ck_assert_int_eq(cg_ctx_new(&other), CG_OK);
    const cg_game *a = P("{2|*}"), *b;
    ck_assert_int_eq(cg_game_parse(other, "{2|*}", &b), CG_OK);
    ck_assert_ptr_ne(a, b);
    size_t len;
    char buf[32];
    ck_assert_int_eq(cg_game_format(other, b, buf, sizeof buf, &len), CG_OK);
    ck_assert_str_eq(buf, F(a));
    cg_ctx_free(other);
    /* Clearing drops caches, never games. */
    ck_assert_int_eq(cg_ctx_clear(ctx), CG_OK);
    ck_assert_ptr_eq(P("{2|*}"), a);
}
END_TEST

/* Sums and comparisons are charged to the node limit, so a short text with
 * wide options ({0|*2,*m} - {0|*2,*m} costs about m^4) stops with CG_ELIMIT
 * instead of running for minutes; what was learned stays, and the same call
 * without a limit gives the right answer. Values of the fast paths are not
 * charged, and long sums of integers stay linear. */
START_TEST(the_node_limit_bounds_sums_and_comparisons)
{
    const cg_game *g = P("{0|*2,*200}"), *h, *s = NULL;
    ck_assert_int_eq(cg_game_neg(ctx, g, &h), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1000), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, g, h, &s), CG_ELIMIT);
    ck_assert_ptr_null(s);
    cg_outcome o = CG_OUTCOME_L;
    const cg_game *wide;
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    wide = P("{0|*2,*24}");
    ck_assert_int_eq(cg_game_neg(ctx, wide, &h), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 10), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, wide, h, &s), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, wide, h, &s), CG_OK);
    ck_assert_ptr_eq(s, cg_game_zero(ctx));
    ck_assert_int_eq(cg_game_outcome(ctx, s, &o), CG_OK);
    ck_assert_int_eq(o, CG_OUTCOME_P);

    /* Fast-path values within their bounds cost no nodes. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 1), CG_OK);
    ck_assert_int_eq(cg_game_nimber(ctx, CG_GAME_MAX_NIMBER, &g), CG_OK);
    ck_assert_int_eq(cg_game_up(ctx, -CG_GAME_MAX_UPS, &g), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, CG_GAME_MAX_INTEGER / 16, &g), CG_OK);
    ck_assert_int_eq(cg_game_dyadic(ctx, -12345, 9, &g), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);

    /* 1 + 1 + ... + 1: each partial sum is the next integer of the chain. */
    const cg_game *one, *total = cg_game_zero(ctx);
    ck_assert_int_eq(cg_game_integer(ctx, 1, &one), CG_OK);
    for (int i = 0; i < 30000; i++)
        ck_assert_int_eq(cg_game_sum(ctx, total, one, &total), CG_OK);
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(total, &num, &k), CG_OK);
    ck_assert(num == 30000 && k == 0);
    ck_assert_int_eq(cg_game_integer(ctx, -30000, &g), CG_OK);
    ck_assert_int_eq(cg_game_sum(ctx, total, g, &s), CG_OK);
    ck_assert_ptr_eq(s, cg_game_zero(ctx));

    /* A long sum of fast-path values is charged by the games it makes (found
     * by fuzzing: "28351+^*100+^^^+1+1+..." made a new x + 4.up + *100, a
     * hundred games, at every step, uncharged, until gigabytes). */
    cg_ctx *c2;
    ck_assert_int_eq(cg_ctx_new(&c2), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(c2, 50000), CG_OK);
    static char text[2 * 30000 + 64];
    size_t n = (size_t)snprintf(text, sizeof text, "28351+^*100+^^^");
    for (int i = 0; i < 30000; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "+1");
    ck_assert_int_eq(cg_game_parse(c2, text, &g), CG_ELIMIT);
    /* The same few steps without a limit are right. */
    ck_assert_int_eq(cg_ctx_set_node_limit(c2, 0), CG_OK);
    ck_assert_int_eq(cg_game_parse(c2, "28351+^*100+^^^+1+1+1", &g), CG_OK);
    ck_assert_int_eq(cg_game_parse(c2, "28354+^^^^*100", &h), CG_OK);
    ck_assert_ptr_eq(g, h);
    cg_ctx_free(c2);
}
END_TEST

START_TEST(bad_arguments)
{
    const cg_game *g = P("1"), *out = NULL;
    int rel;
    cg_outcome o;
    size_t len;
    char buf[4];
    ck_assert_ptr_null(cg_game_zero(NULL));
    ck_assert_int_eq(cg_game_integer(NULL, 1, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, CG_GAME_MAX_LOG2_DEN + 1, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_nimber(ctx, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_up(ctx, INT64_C(1) << 40, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_new(ctx, NULL, 1, NULL, 0, &out), CG_EINVAL);
    const cg_game *nullopt[1] = { NULL };
    ck_assert_int_eq(cg_game_new(ctx, nullopt, 1, NULL, 0, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_sum(ctx, g, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_neg(ctx, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_compare(ctx, g, g, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_game_compare(NULL, g, g, &rel), CG_EINVAL);
    ck_assert_int_eq(cg_game_outcome(ctx, NULL, &o), CG_EINVAL);
    ck_assert_int_eq(cg_game_format(ctx, g, NULL, 4, &len), CG_EINVAL);
    /* len may be NULL (1.1); a short buffer still says CG_ERANGE. */
    char small[64];
    ck_assert_int_eq(cg_game_format(ctx, P("{2|1}"), small, sizeof small, NULL), CG_OK);
    ck_assert_str_eq(small, "{2|1}");
    ck_assert_int_eq(cg_game_format(ctx, P("{2|1}"), small, 3, NULL), CG_ERANGE);
    ck_assert_str_eq(small, "{2");
    ck_assert_int_eq(cg_game_format(ctx, P("{3|||2||1|0}"), buf, sizeof buf, &len), CG_ERANGE);
    ck_assert_uint_eq(len, 12);
    ck_assert_str_eq(buf, "{3|");
    ck_assert_int_eq(cg_game_format(ctx, g, NULL, 0, &len), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_game_birthday(NULL, NULL), CG_EINVAL);
    ck_assert_uint_eq(cg_game_left_count(NULL), 0);
    ck_assert(!cg_game_is_number(NULL));
    ck_assert_int_eq(cg_games_enumerate(NULL, 1, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_games_born_by(ctx, 1, NULL), CG_EINVAL);
    /* Numbers beyond the representable range. */
    ck_assert_int_eq(cg_game_integer(ctx, INT64_MAX, &out), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, "1/4611686018427387904+1/4611686018427387904", &out), CG_OK);
    ck_assert_int_eq(cg_game_parse(ctx, "1/9223372036854775808", &out), CG_OK);
    ck_assert_int_eq(cg_game_parse(ctx, "1+1/9223372036854775808", &out), CG_ERANGE);
}
END_TEST

static int stop_at_ten(void *user, const cg_game *g)
{
    (void)g;
    return ++*(int *)user == 10;
}

static int everything(void *arg)
{
    (void)arg;
    cg_ctx *c = NULL;
    int rc = cg_ctx_new(&c);
    const cg_game *g = NULL, *h = NULL;
    if (rc == CG_OK)
        rc = cg_game_parse(c, "{2||1|0}+^*+{1/2|*}", &g);
    if (rc == CG_OK)
        rc = cg_game_neg(c, g, &h);
    if (rc == CG_OK)
        rc = cg_game_sum(c, g, h, &h);
    uint64_t n;
    if (rc == CG_OK)
        rc = cg_games_born_by(c, 2, &n);
    int64_t a, b2;
    uint32_t x, y;
    if (rc == CG_OK)
        rc = cg_game_thermal(c, g, &a, &x, &b2, &y);
    cg_ctx_free(c);
    return rc;
}

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

START_TEST(allocation_failures_leak_nothing)
{
    fault_alloc_install();
    ck_assert_int_gt(fault_sweep(everything, NULL, NULL), 10);
    fault_alloc_uninstall();
    int seen = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, 3, stop_at_ten, &seen, NULL), CG_ECANCELED);
    ck_assert_int_eq(seen, 10);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan");
    TCase *tc = tcase_create("values");
    tcase_set_timeout(tc, 900);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, known_values);
    tcase_add_test(tc, up_nimber_forms_match_the_definition);
    tcase_add_test(tc, born_by_day);
    tcase_add_test(tc, format_parse_round_trip);
    tcase_add_test(tc, parse_error_offsets);
    tcase_add_test(tc, parsing_charges_the_node_limit);
    tcase_add_test(tc, malformed_text);
    tcase_add_test(tc, algebraic_laws_on_random_games);
    tcase_add_test(tc, outcomes_match_the_brute_force_player);
    tcase_add_test(tc, comparisons_match_the_brute_force_player);
    tcase_add_test(tc, sums_match_sums_made_the_plain_way);
    tcase_add_test(tc, sums_of_large_parts_stay_cheap);
    tcase_add_test(tc, number_translation_gives_the_canonical_sum);
    tcase_add_test(tc, contexts_are_independent);
    tcase_add_test(tc, the_node_limit_bounds_sums_and_comparisons);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, allocation_failures_leak_nothing);
    TCase *cost = tcase_create("text-cost");
    tcase_set_timeout(cost, 20);
    tcase_add_checked_fixture(cost, partizan_setup, partizan_teardown);
    tcase_add_test(cost, deep_bare_chains_format_in_linear_time);
    suite_add_tcase(s, cost);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
