/*
 * A deterministic fuzz test of the game reader (cg_game_parse), beside the
 * libFuzzer harness tests/fuzz/fuzz-game-text.c (which checks invariants of
 * whatever bytes it is given): here the texts are made, so the answer is
 * known.
 *
 * (a) Random expression trees, written in CGSuite's notation as its users do
 *     (sums, differences, negation, +- before a game and between two, +-{a,b},
 *     numbers with ups and nimbers, ^<n>, ^[n], v<n>, v[n] with a number
 *     before and a star after, xTiny(G), Miny(G), quoted braces, *(e), braces
 *     with CGSuite's bars {2||1|0}, spaces), and built at the same time
 *     through the C API: cg_game_dyadic, cg_game_nimber, cg_game_up,
 *     cg_game_new, cg_game_sum and cg_game_neg, with +-, the uptimal powers,
 *     Tiny and Miny made from their definitions by cg_game_new and the
 *     general sum (never the reader's shortcuts). The construction is the
 *     oracle: the text must read as the game built.
 * (b) Those texts with random bytes changed, inserted, deleted or repeated:
 *     the reader never crashes, returns CG_OK or an error status (with a
 *     detail and an offset within the text when it is CG_EPARSE or
 *     CG_ERANGE), and a game it reads is written by cg_game_format as a text
 *     that reads back as the same game.
 *
 * The seed is fixed (CG_TEXT_FUZZ_SEED overrides it, to reproduce or explore;
 * CG_TEXT_FUZZ_SHOW=1 prints the texts of (a)); each failure names the text. Under a second in the ordinary build.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fast-check.h"
#include "partizan-tests.h"
#include "run-suite.h"

#define DEFAULT_SEED UINT64_C(0x46c95e7ab1e5eed)

static uint64_t rng_state;

/* splitmix64 */
static uint64_t rnd64(void)
{
    uint64_t z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

/* Uniform enough in 0..n-1 for n small. */
static unsigned rnd(unsigned n)
{
    return (unsigned)(rnd64() % n);
}

static int coin(void)
{
    return (int)(rnd64() & 1);
}

static uint64_t seed(void)
{
    const char *s = getenv("CG_TEXT_FUZZ_SEED");
    return s != NULL && *s != '\0' ? strtoull(s, NULL, 0) : DEFAULT_SEED;
}

/* ---------------- texts ---------------- */

__attribute__((format(printf, 1, 2)))
static char *fmt(const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    int n = vsnprintf(NULL, 0, f, ap);
    va_end(ap);
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    FAST_CHECK(s != NULL, "out of memory");
    va_start(ap, f);
    vsnprintf(s, (size_t)n + 1, f, ap);
    va_end(ap);
    return s;
}

/* An optional space, as people type them. */
static const char *sp(void)
{
    return rnd(4) == 0 ? " " : "";
}

/* ---------------- games through the API ---------------- */

/* A node of the tree: its text and the game the API built. `chain` marks a
 * text that is a sum or difference (it must be parenthesised to be one term);
 * `number` a plain number literal ("3", "-3/4"); `braces` a text "{...}"
 * that can lose its braces as the only option on its side. ok = 0 when the
 * API refused (the node limit): the tree is dropped. */
typedef struct node {
    char *text;
    const cg_game *g;
    int chain, number, braces, ok;
} node;

static int api_ok;   /* 0 once an API call of the current tree failed */

static const cg_game *api(int rc, const cg_game *g)
{
    if (rc != CG_OK) {
        FAST_CHECK(rc == CG_ELIMIT, "the API failed: %s", cg_strerror(rc));
        api_ok = 0;
        return cg_game_zero(ctx);
    }
    return g;
}

static const cg_game *g_sum(const cg_game *a, const cg_game *b)
{
    const cg_game *s = NULL;
    if (!api_ok)
        return cg_game_zero(ctx);
    int rc = cg_game_sum(ctx, a, b, &s);
    return api(rc, s);
}

static const cg_game *g_neg(const cg_game *a)
{
    const cg_game *n = NULL;
    if (!api_ok)
        return cg_game_zero(ctx);
    int rc = cg_game_neg(ctx, a, &n);
    return api(rc, n);
}

static const cg_game *g_new(const cg_game *const *l, size_t nl, const cg_game *const *r,
                            size_t nr)
{
    const cg_game *g = NULL;
    if (!api_ok)
        return cg_game_zero(ctx);
    int rc = cg_game_new(ctx, l, nl, r, nr, &g);
    return api(rc, g);
}

static const cg_game *g_dyadic(int64_t num, uint32_t k)
{
    const cg_game *g = NULL;
    FAST_CHECK(cg_game_dyadic(ctx, num, k, &g) == CG_OK, "cg_game_dyadic");
    return g;
}

static const cg_game *g_nimber(uint32_t n)
{
    const cg_game *g = NULL;
    FAST_CHECK(cg_game_nimber(ctx, n, &g) == CG_OK, "cg_game_nimber");
    return g;
}

static const cg_game *g_up(int64_t n)
{
    const cg_game *g = NULL;
    FAST_CHECK(cg_game_up(ctx, n, &g) == CG_OK, "cg_game_up");
    return g;
}

/* {a | b} */
static const cg_game *g_pair(const cg_game *a, const cg_game *b)
{
    return g_new(&a, 1, &b, 1);
}

/* The uptimal powers from their definitions: ^[1] = ^<1> = ^,
 * ^[n] = {^[n-1] | *}, ^<n> = {0 | v[n-1] + *} with the general sum. */
static const cg_game *g_up_to(unsigned n)
{
    const cg_game *g = g_up(1);
    for (unsigned k = 2; k <= n; k++)
        g = g_pair(g, g_nimber(1));
    return g;
}

static const cg_game *g_up_nth(unsigned n)
{
    if (n == 1)
        return g_up(1);
    return g_pair(cg_game_zero(ctx), g_sum(g_neg(g_up_to(n - 1)), g_nimber(1)));
}

/* Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}. */
static const cg_game *g_tiny(const cg_game *g, int miny)
{
    const cg_game *zero = cg_game_zero(ctx);
    if (miny)
        return g_pair(g_pair(g, zero), zero);
    return g_pair(zero, g_pair(zero, g_neg(g)));
}

/* ---------------- the tree ---------------- */

static node leaf_text(char *text, const cg_game *g)
{
    node n = { text, g, 0, 0, 0, 1 };
    return n;
}

/* A number a/2^k, written "a" or "a/2^k" (a odd when k > 0). */
static node gen_number(int allow_negative)
{
    uint32_t k = rnd(4);
    int64_t a = (int64_t)rnd(13);
    if (k > 0)
        a = 2 * a + 1;
    if (allow_negative && coin())
        a = -a;
    node n = leaf_text(k == 0 ? fmt("%" PRId64, a) : fmt("%" PRId64 "/%u", a, 1u << k),
                       g_dyadic(a, k));
    n.number = 1;
    return n;
}

/* The ups of a term: "^", "vv", "^3", ... (u != 0). */
static char *ups_text(int64_t u)
{
    char c = u > 0 ? '^' : 'v';
    int64_t m = u > 0 ? u : -u;
    if (m <= 3 && coin())
        return fmt("%.*s", (int)m, c == '^' ? "^^^" : "vvv");
    return m == 1 && coin() ? fmt("%c", c) : fmt("%c%" PRId64, c, m);
}

/* The nimber of a term: "*", "*1", "*5", or "*(e)" for e = m. */
static char *nimber_text(uint32_t m, int paren_ok)
{
    if (paren_ok && rnd(4) == 0) {
        uint32_t a = rnd(m + 1);
        switch (rnd(3)) {
        case 0:
            return fmt("*(%u+%u)", a, m - a);
        case 1:
            return fmt("*(%u-%u)", m + a, a);
        default:
            return fmt("*(%s%u%s)", sp(), m, sp());
        }
    }
    if (m == 1 && coin())
        return fmt("*");
    return fmt("*%u", m);
}

/* number? ups? nimber? -- a term of the library's notation, at least one part. */
static node gen_value(void)
{
    int parts;
    do
        parts = (int)rnd(8);
    while (parts == 0);
    char *num = fmt("%s", ""), *ups = fmt("%s", ""), *nim = fmt("%s", "");
    const cg_game *g = cg_game_zero(ctx);
    if (parts & 1) {
        node x = gen_number(1);
        free(num);
        num = x.text;
        g = x.g;
    }
    if (parts & 2) {
        int64_t u = (int64_t)rnd(5) + 1;
        if (coin())
            u = -u;
        free(ups);
        ups = ups_text(u);
        g = g_sum(g, g_up(u));
    }
    if (parts & 4) {
        uint32_t m = rnd(6);
        free(nim);
        nim = nimber_text(m, 1);
        g = g_sum(g, g_nimber(m));
    }
    node n = leaf_text(fmt("%s%s%s", num, ups, nim), g);
    n.number = parts == 1;
    free(num);
    free(ups);
    free(nim);
    return n;
}

/* An optional number before an uptimal power or Tiny/Miny: "2", "-3/4". */
static char *prefix(const cg_game **g)
{
    if (coin()) {
        *g = cg_game_zero(ctx);
        return fmt("%s", "");
    }
    node x = gen_number(1);
    *g = x.g;
    return x.text;
}

/* [x]^<n>, ^[n], v<n>, v[n], then "*", "*m" or nothing. */
static node gen_uptimal(void)
{
    const cg_game *x;
    char *pre = prefix(&x);
    unsigned n = rnd(5) + 1;
    int unit = coin(), down = coin();
    const cg_game *u = unit ? g_up_nth(n) : g_up_to(n);
    if (down)
        u = g_neg(u);
    uint32_t m = rnd(3) == 0 ? 0 : rnd(4);
    char *star = m == 0 ? fmt("%s", "") : nimber_text(m, 0);
    node r = leaf_text(fmt("%s%c%c%u%c%s", pre, down ? 'v' : '^', unit ? '<' : '[', n,
                           unit ? '>' : ']', star),
                       g_sum(g_sum(x, u), g_nimber(m)));
    free(pre);
    free(star);
    return r;
}

static node gen(int depth);

/* A node as one term: parenthesised when it is a sum, or when a sign before
 * it would take only its number part ("-1^*" is -1 + ^*). */
static char *as_term(const node *n, int after_sign)
{
    if (n->chain || (after_sign && !n->number && n->text[0] >= '0' && n->text[0] <= '9'))
        return fmt("(%s%s%s)", sp(), n->text, sp());
    return fmt("%s", n->text);
}

/* The most bars in a run outside braces and parentheses of s. */
static size_t top_bars(const char *s)
{
    size_t best = 0, run = 0;
    int depth = 0;
    for (; *s != '\0'; s++) {
        if (*s == '{' || *s == '(')
            depth++;
        else if (*s == '}' || *s == ')')
            depth--;
        run = *s == '|' && depth == 0 ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return best;
}

/* {a, b | c}, with the only option of a side written bare as CGSuite prints
 * it when it has bars ({2||1|0}), sometimes in quotes. */
static node gen_braces(int depth)
{
    size_t nl = rnd(3), nr = rnd(3);
    if (nl + nr > 3)
        nr = 3 - nl;
    node opt[4];
    const cg_game *g[4];
    for (size_t i = 0; i < nl + nr; i++) {
        /* The only option of a side is often braces itself: bars to write. */
        int alone = i < nl ? nl == 1 : nr == 1;
        opt[i] = alone && coin() ? gen_braces(depth - 1) : gen(depth - 1);
        g[i] = opt[i].g;
    }
    char *side[2];
    size_t bars = 0;
    int quoted = rnd(5) == 0;
    for (int s = 0; s < 2; s++) {
        size_t first = s == 0 ? 0 : nl, count = s == 0 ? nl : nr;
        const char *o = count == 1 ? opt[first].text : "{}";
        size_t len = strlen(o);
        /* Bare: the braces dropped, the separator longer than its bars; not
         * when a bar of it would touch the separator ({1|} in {{1|}||0}
         * would make "1|||0"). */
        if (count == 1 && opt[first].braces && o[1] != '|' && o[len - 2] != '|' && coin()) {
            side[s] = fmt("%.*s", (int)(len - 2), o + 1);
        } else {
            side[s] = fmt("%s", sp());
            for (size_t i = 0; i < count; i++) {
                char *t = fmt("%s%s%s%s%s", side[s], i > 0 ? "," : "", sp(), opt[first + i].text,
                              sp());
                free(side[s]);
                side[s] = t;
            }
        }
        size_t b = top_bars(side[s]);
        if (b > bars)
            bars = b;
    }
    char sep[64];
    FAST_CHECK(bars + 1 < sizeof sep, "%zu bars", bars);
    memset(sep, '|', bars + 1);
    sep[bars + 1] = '\0';
    node n = leaf_text(fmt("%s{%s%s%s}%s", quoted ? "'" : "", side[0], sep, side[1], quoted ? "'" : ""),
                       g_new(g, nl, g + nl, nr));
    n.braces = !quoted;
    for (size_t i = 0; i < nl + nr; i++)
        free(opt[i].text);
    free(side[0]);
    free(side[1]);
    return n;
}

static node gen(int depth)
{
    unsigned kind = depth <= 0 ? rnd(3) : rnd(12);
    node n, a, b;
    char *t, *u;
    switch (kind) {
    case 0:
        return gen_value();
    case 1:
        return gen_uptimal();
    case 2:
        return gen_number(1);
    case 3:   /* braces */
        return gen_braces(depth);
    case 4:   /* -G */
        a = gen(depth - 1);
        t = as_term(&a, 1);
        n = leaf_text(fmt("-%s%s", sp(), t), g_neg(a.g));
        /* "-" + "3/4": the literal -3/4, still a number. */
        n.number = a.number && a.text[0] != '-';
        free(t);
        free(a.text);
        return n;
    case 5:   /* a + b, a - b */
    case 6: {
        int minus = coin();
        a = gen(depth - 1);
        b = gen(depth - 1);
        t = minus ? as_term(&b, 0) : fmt("%s", b.text);
        /* "+" before a '-' needs a space: "+-" is the switch. */
        const char *s1 = sp(), *s2 = !minus && t[0] == '-' ? " " : sp();
        n = leaf_text(fmt("%s%s%c%s%s", a.text, s1, minus ? '-' : '+', s2, t),
                      g_sum(a.g, minus ? g_neg(b.g) : b.g));
        n.chain = 1;
        free(t);
        free(a.text);
        free(b.text);
        return n;
    }
    case 7:   /* +-G */
        a = gen(depth - 1);
        t = as_term(&a, 0);
        n = leaf_text(fmt("+-%s%s", sp(), t), g_pair(a.g, g_neg(a.g)));
        free(t);
        free(a.text);
        return n;
    case 8: {   /* +-{a, b, c} */
        size_t k = rnd(3) + 1;
        const cg_game *l[3], *r[3];
        t = fmt("%s", "");
        for (size_t i = 0; i < k; i++) {
            a = gen(depth - 1);
            l[i] = a.g;
            r[i] = g_neg(a.g);
            u = fmt("%s%s%s%s", t, i > 0 ? "," : "", sp(), a.text);
            free(t);
            free(a.text);
            t = u;
        }
        n = leaf_text(fmt("+-{%s}", t), g_new(l, k, r, k));
        free(t);
        return n;
    }
    case 9:   /* a +- b */
        a = gen(depth - 1);
        b = gen(depth - 1);
        t = as_term(&b, 0);
        n = leaf_text(fmt("%s%s+-%s%s", a.text, sp(), sp(), t),
                      g_sum(a.g, g_pair(b.g, g_neg(b.g))));
        n.chain = 1;
        free(t);
        free(a.text);
        free(b.text);
        return n;
    case 10: {   /* xTiny(G), xMiny(G) */
        const cg_game *x;
        int miny = coin();
        u = prefix(&x);
        a = gen(depth - 1);
        n = leaf_text(fmt("%s%s(%s%s%s)", u, miny ? "Miny" : "Tiny", sp(), a.text, sp()),
                      g_sum(x, g_tiny(a.g, miny)));
        free(u);
        free(a.text);
        return n;
    }
    default:   /* (G) */
        a = gen(depth - 1);
        n = leaf_text(fmt("(%s%s%s)", sp(), a.text, sp()), a.g);
        n.number = 0;
        free(a.text);
        return n;
    }
}

/* ---------------- the tests ---------------- */

static void setup(void)
{
    partizan_setup();
    /* Sums of random switches can grow: such a tree is dropped (counted). */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 200000), CG_OK);
}

static void teardown(void)
{
    partizan_teardown();
}

/* The texts of part (a), kept for part (b). */
#define TREES 1500
#define QUICK_TREES 800   /* CG_TEST_QUICK: the default setup and the sanitizers */
static char *texts[TREES];
static size_t ntexts;

static void make_trees(void (*each)(const node *))
{
    rng_state = seed();
    ntexts = 0;
    size_t dropped = 0;
    int trees = quick() ? QUICK_TREES : TREES;
    for (int i = 0; i < trees; i++) {
        api_ok = 1;
        node n = gen((int)rnd(4) + 1);
        if (!api_ok) {
            dropped++;
            free(n.text);
            continue;
        }
        /* Spaces around the whole text, now and then. */
        char *t = fmt("%s%s%s", sp(), n.text, sp());
        free(n.text);
        n.text = t;
        each(&n);
        texts[ntexts++] = n.text;
    }
    ck_assert_uint_lt(dropped, (size_t)trees / 10);
}

static size_t read_limited;

static void check_tree(const node *n)
{
    if (getenv("CG_TEXT_FUZZ_SHOW") != NULL)
        printf("%s\n", n->text);
    const cg_game *g = NULL;
    size_t at = SIZE_MAX;
    int rc = cg_game_parse_ex(ctx, n->text, &g, &at);
    if (rc == CG_ELIMIT) {   /* one call charges what the API charged per call */
        read_limited++;
        return;
    }
    FAST_CHECK(rc == CG_OK, "\"%.400s\" (seed %#" PRIx64 "): %s at offset %zu: %.300s", n->text,
               seed(), cg_strerror(rc), at, cg_error_detail());
    int rel = 99;
    FAST_CHECK(cg_game_compare(ctx, g, n->g, &rel) == CG_OK, "compare");
    FAST_CHECK(g == n->g && rel == 0, "\"%.400s\" (seed %#" PRIx64 ") reads as %.400s, built as %.400s",
               n->text, seed(), F(g), F(n->g));
}

static void free_texts(void)
{
    for (size_t i = 0; i < ntexts; i++)
        free(texts[i]);
    ntexts = 0;
}

START_TEST(random_cgsuite_texts_read_as_the_games_built_by_the_api)
{
    read_limited = 0;
    make_trees(check_tree);
    printf("text-fuzz: %zu random texts read as the games the API built (seed %#" PRIx64
           "; %zu passed the node limit)\n", ntexts, seed(), read_limited);
    ck_assert_uint_lt(read_limited, ntexts / 20 + 1);
    free_texts();
}
END_TEST

static void keep_text(const node *n)
{
    (void)n;
}

/* Whether t has an integer part of five digits or more: valid up to 2^20,
 * and each costs that many interned games (the libFuzzer harness leaves
 * them to the module tests for the same reason). */
static int has_long_integer(const char *t)
{
    size_t run = 0;
    int denominator = 0;
    for (size_t i = 0; t[i] != '\0'; i++) {
        int digit = t[i] >= '0' && t[i] <= '9';
        if (digit && run == 0)
            denominator = i > 0 && t[i - 1] == '/';
        run = digit ? run + 1 : 0;
        if (run >= 5 && !denominator)
            return 1;
    }
    return 0;
}

static const char alphabet[] = "{}|,+-*^v<>[]()'/0123456789 TinyM\t";

/* One random change of the text (a new malloc'ed string). */
static char *mutate(const char *t)
{
    size_t len = strlen(t), at = len > 0 ? rnd((unsigned)len) : 0;
    char c = rnd(4) == 0 ? (char)(rnd(255) + 1) : alphabet[rnd(sizeof alphabet - 1)];
    unsigned how = rnd(5);
    if (len == 0)
        how = 1;
    switch (how) {
    case 0:   /* replace */
        return fmt("%.*s%c%s", (int)at, t, c, t + at + 1);
    case 1:   /* insert */
        return fmt("%.*s%c%s", (int)at, t, c, t + at);
    case 2:   /* delete */
        return len > 0 ? fmt("%.*s%s", (int)at, t, t + at + 1) : fmt("%s", t);
    case 3: {   /* repeat a piece */
        size_t n = rnd(8) + 1;
        if (at + n > len)
            n = len - at;
        return fmt("%.*s%.*s%s", (int)(at + n), t, (int)n, t + at, t + at + n);
    }
    default:   /* cut the end */
        return fmt("%.*s", (int)at, t);
    }
}

START_TEST(mutated_texts_are_read_or_refused_with_a_detail)
{
    make_trees(keep_text);
    size_t read = 0, refused = 0, limited = 0, skipped = 0;
    for (size_t i = 0; i < ntexts; i++) {
        for (int m = 0; m < 4; m++) {
            char *t = fmt("%s", texts[i]);
            for (unsigned k = rnd(4) + 1; k > 0; k--) {
                char *u = mutate(t);
                free(t);
                t = u;
            }
            if (has_long_integer(t)) {
                skipped++;
                free(t);
                continue;
            }
            const cg_game *g = NULL;
            size_t at = SIZE_MAX;
            int rc = cg_game_parse_ex(ctx, t, &g, &at);
            if (rc == CG_EPARSE || rc == CG_ERANGE) {
                FAST_CHECK(at <= strlen(t) && cg_error_detail()[0] != '\0',
                           "\"%.400s\" (seed %#" PRIx64 "): %s at offset %zu, detail \"%.300s\"", t,
                           seed(), cg_strerror(rc), at, cg_error_detail());
                refused++;
            } else if (rc == CG_ELIMIT) {
                limited++;
            } else {
                FAST_CHECK(rc == CG_OK, "\"%.400s\" (seed %#" PRIx64 "): %s", t, seed(),
                           cg_strerror(rc));
                read++;
                /* What the library writes reads back as the same game. (Not yet
                 * for every game: ^<1003> and ^[1002]* are read, but written
                 * nested deeper than CG_GAME_MAX_NESTING and refused when read
                 * back; seeds 121, 143, 335 and 395 find them.) */
                size_t len;
                rc = cg_game_format(ctx, g, NULL, 0, &len);
                FAST_CHECK(rc == CG_OK || rc == CG_ERANGE, "format: %s", cg_strerror(rc));
                if (len < (1u << 20)) {
                    char *shown = malloc(len + 1);
                    FAST_CHECK(shown != NULL, "out of memory");
                    FAST_CHECK(cg_game_format(ctx, g, shown, len + 1, NULL) == CG_OK, "format");
                    const cg_game *back = NULL;
                    rc = cg_game_parse(ctx, shown, &back);
                    FAST_CHECK(rc == CG_ELIMIT || (rc == CG_OK && back == g),
                               "\"%.400s\" (seed %#" PRIx64 ") reads as %.400s, which reads as "
                               "%.400s (%s: %.300s)", t, seed(), shown,
                               rc == CG_OK ? F(back) : "nothing", cg_strerror(rc),
                               cg_error_detail());
                    free(shown);
                }
            }
            free(t);
        }
    }
    printf("text-fuzz: mutated texts (seed %#" PRIx64 "): %zu read and written back, %zu "
           "refused with a detail, %zu passed the node limit, %zu skipped (long integers)\n",
           seed(), read, refused, limited, skipped);
    ck_assert_uint_gt(read, 100);
    ck_assert_uint_gt(refused, 100);
    free_texts();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-text-fuzz");
    TCase *tc = tcase_create("text-fuzz");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, random_cgsuite_texts_read_as_the_games_built_by_the_api);
    tcase_add_test(tc, mutated_texts_are_read_or_refused_with_a_detail);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
