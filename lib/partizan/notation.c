/*
 * CGSuite's ASCII notation. Writing: x + u.up + *m compactly ("1/2^*", "vv",
 * "*3"), {x | -x} as "+-x", anything else in braces, where an option that is the
 * only one on its side and is itself written with bars loses its braces and the
 * separator grows instead: {2 | {1 | 0}} is "{2||1|0}". CGSuite's own style
 * (CG_FORMAT_CGSUITE) adds Tiny/Miny, uptimal powers, +-G for every switch and
 * at most four bars (see the writer below). Reading: all of that, plus sums,
 * differences, negation, parentheses and whitespace.
 */
#include <stdarg.h>
#include <string.h>

#include <cookiegame/thermal.h>

#include "store.h"
#include "glist.h"
#include "thermo.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"
#include "util/pow2.h"
#include "util/sink.h"

_Static_assert(CG_GAME_MAX_LOG2_DEN <= CGU_POW2_MAX_K, "denominators are written in decimal");
/* "-9223372036854775808/" and the digits of 2^k (k * log10(2) + 1 of them). */
_Static_assert(21 + CG_GAME_MAX_LOG2_DEN * 30103 / 100000 + 1 + 1 <= CG_DYADIC_TEXT_MAX,
               "CG_DYADIC_TEXT_MAX holds every number's text");

/* ---------------- writing ---------------- */

/*
 * Two styles share this writer (cg_game_format_ex): the library's own and
 * CGSuite's. They differ in which games are written without braces and in
 * how deep bars go; the walk over options, the early stop at a full buffer
 * and the length counted once per distinct game are the same code.
 *
 * CGSuite's rules, as its printer applies them to a canonical game:
 * - x + u.up + *m as in the library's style ("1/2^*", "vv", "^3*2");
 * - the uptimal powers x + ^<n> and x + ^[n] (n >= 2), their negatives v<n>,
 *   v[n], each plus any nimber, as "1^<3>*", "v[4]", "^[2]*3" (other uptimal
 *   expansions are written in braces);
 * - every switch {G, ... | -G, ...} as "+-G" or "+-{G,H}", G in parentheses
 *   when it is a sum such as 1* or Tiny(2) ("+-(1*)", but "+-^", "+-*");
 * - {x || x | y} with x a number and mean(y) < x as "xTiny(x-y)", its
 *   negative {y | x || x} as "xMiny(y-x)", the number left out when it is 0;
 * - bars grow up to 4: an option that would need more is written in braces.
 */

/* How a game is written. */
enum {
    W_BRACES = 1,   /* {L|R}, or bare inside its parent's braces */
    W_NUS,          /* x + u.up + *m */
    W_SWITCH,       /* "+-G" */
    W_UPTIMAL,      /* CGSuite: "x^<n>*m" and the like */
    W_TINY,         /* CGSuite: "xTiny(G)", "xMiny(G)" */
};

/* CGSuite writes at most this many bars in a row (then braces). */
#define CGSUITE_MAX_BARS 4

/* Keys of the writer's memo: id << 2 | one of these. */
enum { MEMO_BARS, MEMO_INNER_LENGTH, MEMO_KIND, MEMO_LENGTH };

/* What writing one text shares: the sink, the memo (bars, kinds and lengths
 * by game) and the first error; for CGSuite's style also the context and its
 * store, which Tiny and Miny need for their subscripts and means. */
typedef struct writer {
    cgu_sink s;
    cgu_map64 memo;
    int rc;
    int cgsuite;
    cg_ctx *ctx;
    pg_store *st;
} writer;

static void put_number(cgu_sink *s, pg_dyadic x)
{
    cgu_sink_put_i64(s, x.num);
    if (x.k > 0) {
        cgu_sink_putc(s, '/');
        cgu_sink_put_pow2(s, x.k);
    }
}

CG_EXPORT int cg_dyadic_format(cg_dyadic d, char *buf, size_t cap, size_t *len)
{
    pg_dyadic x;
    if (cgu_sink_check_args(buf, cap) != CG_OK || pg_dy_make(d.num, d.log2_den, &x) != CG_OK)
        return CG_EINVAL;
    cgu_sink s;
    cgu_sink_init(&s, buf, cap);
    put_number(&s, x);
    return cgu_sink_finish(&s, len);
}

static int is_number_switch(const cg_game *g)
{
    /* {x | -x} with x a positive number. */
    if (g->kind != PG_GENERAL || g->nl != 1 || g->nr != 1)
        return 0;
    const cg_game *a = g->opt[0], *b = g->opt[1];
    return pg_is_number(a) && pg_is_number(b) && a->x.num > 0 && b->x.num == -a->x.num &&
           a->x.k == b->x.k;
}

static void put_nus(cgu_sink *s, const cg_game *g)
{
    if (g->x.num != 0 || (g->ups == 0 && g->nim == 0))
        put_number(s, g->x);
    if (g->ups != 0) {
        char c = g->ups > 0 ? '^' : 'v';
        uint64_t u = g->ups > 0 ? (uint64_t)g->ups : 0 - (uint64_t)g->ups;
        cgu_sink_putc(s, c);
        if (u == 2)
            cgu_sink_putc(s, c);
        else if (u > 2)
            cgu_sink_put_u64(s, u);
    }
    if (g->nim != 0) {
        cgu_sink_putc(s, '*');
        if (g->nim > 1)
            cgu_sink_put_u64(s, g->nim);
    }
}

/* ---- uptimal powers (CGSuite's style) ---- */

/* x + ^<n> (unit) or x + ^[n], negated when down, plus *nim. */
typedef struct uptimal_form {
    pg_dyadic x;
    uint32_t n, nim;
    int unit, down;
} uptimal_form;

/* g seen as -g when neg: Left's options of -g are the negatives of Right's
 * of g, so the recognisers below read one pattern for both signs. */
static uint32_t view_count(const cg_game *g, int neg, int side)
{
    return (neg ? 1 - side : side) == 0 ? g->nl : g->nr;
}

static const cg_game *view_opt(const cg_game *g, int neg, int side, uint32_t i)
{
    return g->opt[((neg ? 1 - side : side) == 0 ? 0 : g->nl) + i];
}

/* Whether o, negated when neg, is x + ups.^ + *nim. */
static int view_nus(const cg_game *o, int neg, pg_dyadic x, int64_t ups, uint32_t nim)
{
    pg_dyadic v = o->x;
    if (o->kind != PG_NUS || o->nim != nim || (neg && pg_dy_neg(v, &v) != CG_OK))
        return 0;
    return (neg ? -o->ups : o->ups) == ups && pg_dy_cmp(v, x) == 0;
}

/* n >= 1 when g (negated when neg) is x + ^[n] + *m; else 0. The canonical
 * forms (uptimal.c; CGSuite's uptimal expansions for m >= 2), translated by
 * the number x: ^[n] = {^[n-1] | *}, ^[n]* = {0, ^[n-1]* | 0} and, m >= 2,
 * ^[n]*m = {^[n-1]*m | *(m xor 1)}, down to ^*m. A loop, not recursion: n
 * reaches CG_GAME_MAX_UPS. */
static uint32_t unit_sum_of(const cg_game *g, int neg, pg_dyadic x, uint32_t m)
{
    for (uint32_t n = 1; n <= CG_GAME_MAX_UPS; n++) {
        if (view_nus(g, neg, x, 1, m))
            return n;
        if (g->kind != PG_GENERAL || view_count(g, neg, 1) != 1 ||
            !view_nus(view_opt(g, neg, 1, 0), neg, x, 0, m == 1 ? 0 : m ^ 1))
            return 0;
        uint32_t nl = view_count(g, neg, 0);
        if (nl != (m == 1 ? 2u : 1u))
            return 0;
        const cg_game *a = view_opt(g, neg, 0, 0);
        if (m == 1) {
            const cg_game *b = view_opt(g, neg, 0, 1);
            if (view_nus(a, neg, x, 0, 0))
                a = b;
            else if (!view_nus(b, neg, x, 0, 0))
                return 0;
        }
        g = a;
    }
    return 0;
}

/* n >= 2 when g (negated when neg) is x + ^<n> + *m:
 * {0, *, ..., *m | v[n-1] + *(m xor 1)}, so ^<n> = {0 | v[n-1]*} and
 * ^<n>* = {0, * | v[n-1]}; else 0. */
static uint32_t unit_of(const cg_game *g, int neg, pg_dyadic x, uint32_t m)
{
    pg_dyadic nx;
    if (view_count(g, neg, 1) != 1 || view_count(g, neg, 0) != m + 1 || pg_dy_neg(x, &nx) != CG_OK)
        return 0;
    /* m + 1 distinct options, each x + *k with k <= m: all of 0..m. */
    for (uint32_t i = 0; i <= m; i++) {
        const cg_game *o = view_opt(g, neg, 0, i);
        if (o->nim > m || !view_nus(o, neg, x, 0, o->nim))
            return 0;
    }
    /* The Right option x + v[n-1] + *(m xor 1) is, negated, -x + ^[n-1] + *(m xor 1). */
    uint32_t k = unit_sum_of(view_opt(g, neg, 1, 0), !neg, nx, m ^ 1);
    return k >= 1 && k < CG_GAME_MAX_UPS ? k + 1 : 0;
}

/* Whether the general game g is one of the uptimals CGSuite writes
 * compactly, x + (^<n> or ^[n] or their negatives) + *m. Its number part is
 * its stop; m is read off its options (the Right option's nimber, or the
 * number of Left options) and then checked. */
static int uptimal_of(const cg_game *g, uptimal_form *u)
{
    if (g->kind != PG_GENERAL || pg_dy_cmp(g->ls, g->rs) != 0)
        return 0;
    for (int neg = 0; neg < 2; neg++) {
        pg_dyadic x = g->ls;
        if (neg && pg_dy_neg(x, &x) != CG_OK)
            return 0;
        if (view_count(g, neg, 1) != 1)
            continue;   /* perhaps its negative */
        const cg_game *r = view_opt(g, neg, 1, 0);
        uint32_t sum_m = view_count(g, neg, 0) == 2 ? 1 : r->kind == PG_NUS ? r->nim ^ 1 : 0;
        uint32_t n = unit_sum_of(g, neg, x, sum_m), m = sum_m, unit = 0;
        if (n < 2) {
            m = view_count(g, neg, 0) - 1;
            n = unit_of(g, neg, x, m);
            unit = 1;
        }
        if (n >= 2) {
            *u = (uptimal_form){ g->ls, n, m, (int)unit, neg };
            return 1;
        }
    }
    return 0;
}

static void put_uptimal(cgu_sink *s, const uptimal_form *u)
{
    if (u->x.num != 0)
        put_number(s, u->x);
    cgu_sink_putc(s, u->down ? 'v' : '^');
    cgu_sink_putc(s, u->unit ? '<' : '[');
    cgu_sink_put_u64(s, u->n);
    cgu_sink_putc(s, u->unit ? '>' : ']');
    if (u->nim != 0)
        cgu_sink_putc(s, '*');
    if (u->nim > 1)
        cgu_sink_put_u64(s, u->nim);
}

/* ---- Tiny and Miny (CGSuite's style) ---- */

/* x + Tiny(sub), or x + Miny(sub) when miny. */
typedef struct tiny_form {
    pg_dyadic x;
    int miny;
    const cg_game *sub;
} tiny_form;

static int mean_of(writer *w, const cg_game *g, pg_dyadic *mean)
{
    if (pg_is_number(g)) {
        *mean = g->x;
        return CG_OK;
    }
    const pg_thermograph *th;
    int rc = pg_thermograph_of(w->ctx, w->st, g, &th);
    if (rc == CG_OK)
        *mean = th->mean;
    return rc;
}

/* Whether g is {x || x | y} with mean(y) < x (Tiny(x - y) translated by x)
 * or {y | x || x} with mean(y) > x (Miny(y - x)), as CGSuite tells them;
 * the subscript is made in the store. */
static int tiny_of(writer *w, const cg_game *g, tiny_form *t, int *yes)
{
    *yes = 0;
    if (g->kind != PG_GENERAL || g->nl != 1 || g->nr != 1)
        return CG_OK;
    for (int miny = 0; miny < 2; miny++) {
        const cg_game *num = g->opt[miny ? 1 : 0], *h = g->opt[miny ? 0 : 1];
        if (!pg_is_number(num) || h->kind != PG_GENERAL || h->nl != 1 || h->nr != 1 ||
            h->opt[miny ? 1 : 0] != num)
            continue;
        const cg_game *y = h->opt[miny ? 0 : 1], *shift, *sub;
        pg_dyadic mean, nx;
        int rc = mean_of(w, y, &mean);
        if (rc != CG_OK)
            return rc;
        if (pg_dy_cmp(mean, num->x) != (miny ? 1 : -1))
            continue;
        /* Tiny: x - y; Miny: y - x. */
        if ((rc = pg_dy_neg(num->x, &nx)) != CG_OK ||
            (rc = pg_nus(w->st, miny ? nx : num->x, 0, 0, &shift)) != CG_OK ||
            (!miny && (rc = pg_neg(w->st, y, &y)) != CG_OK) ||
            (rc = pg_sum(w->st, y, shift, &sub)) != CG_OK)
            return rc;
        *t = (tiny_form){ num->x, miny, sub };
        *yes = 1;
        return CG_OK;
    }
    return CG_OK;
}

/* ---- the kind of a game ---- */

/* Whether g = -g, the switches CGSuite writes as +-G. */
static int is_switch(writer *w, const cg_game *g, int *yes)
{
    *yes = 0;
    if (g->kind != PG_GENERAL || g->nl != g->nr)
        return CG_OK;
    const cg_game *n;
    int rc = pg_neg(w->st, g, &n);
    if (rc == CG_OK)
        *yes = n == g;
    return rc;
}

static int kind_uncached(writer *w, const cg_game *g, int *kind)
{
    uptimal_form u;
    tiny_form t;
    int yes = 0, rc = CG_OK;
    if (g->kind == PG_NUS)
        *kind = W_NUS;
    else if (!w->cgsuite)
        *kind = is_number_switch(g) ? W_SWITCH : W_BRACES;
    else if (uptimal_of(g, &u))
        *kind = W_UPTIMAL;
    else if ((rc = is_switch(w, g, &yes)) == CG_OK && yes)
        *kind = W_SWITCH;
    else if (rc == CG_OK && (rc = tiny_of(w, g, &t, &yes)) == CG_OK)
        *kind = yes ? W_TINY : W_BRACES;
    return rc;
}

/* How g is written, memoised in CGSuite's style: the switch test makes a
 * negative and the Tiny test a game and perhaps a thermograph, once per
 * distinct game. */
static int kind_of(writer *w, const cg_game *g, int *kind)
{
    /* The library's style and x + u.up + *m need no memo: O(1) tests. */
    if (!w->cgsuite || g->kind == PG_NUS)
        return kind_uncached(w, g, kind);
    uint64_t key = (uint64_t)g->id << 2 | MEMO_KIND, v;
    if (cgu_map64_get(&w->memo, key, &v)) {
        *kind = (int)v;
        return CG_OK;
    }
    int rc = kind_uncached(w, g, kind);
    if (rc == CG_OK && cgu_map64_put(&w->memo, key, (uint64_t)*kind) != 0)
        rc = CG_ENOMEM;
    return rc;
}

/* Whether g, written as an option, needs parentheses after "+-": CGSuite
 * puts them around a sum of parts (1*, 1/2^, Tiny(2)), not around a number,
 * a nimber or ups alone. */
static int needs_parens(const cg_game *g, int kind)
{
    if (kind == W_TINY)
        return 1;
    if (kind == W_NUS)
        return g->ups != 0 ? g->x.num != 0 || g->nim != 0 : g->x.num != 0 && g->nim != 0;
    uptimal_form u;
    return kind == W_UPTIMAL && uptimal_of(g, &u) && (u.x.num != 0 || u.nim != 0);
}

/* ---- braces and bars ---- */

static int bars_of(writer *w, const cg_game *g, unsigned *bars);

/* Whether o, an option on a side of n options, is written bare (without its
 * braces, the separator growing instead): it is the only one (n = 1), it is
 * written with bars, and in CGSuite's style it has fewer bars than the limit
 * (CGSuite keeps the braces of an option at the limit, so the bars stop
 * growing there). */
static int is_bare(writer *w, const cg_game *o, uint32_t n, int *bare)
{
    int kind;
    unsigned ob = 0;
    *bare = 0;
    int rc = n == 1 ? kind_of(w, o, &kind) : CG_OK;
    if (rc != CG_OK || n != 1 || kind != W_BRACES)
        return rc;
    if (w->cgsuite && (rc = bars_of(w, o, &ob)) != CG_OK)
        return rc;
    *bare = !w->cgsuite || ob < CGSUITE_MAX_BARS;
    return CG_OK;
}

/* The number of bars g's inner text uses: 1 + the most that an option
 * written bare uses. Memoised by game: without it a chain of games whose
 * both sides are bare options, {G | -G} over and over, costs 2^depth calls. */
static int bars_of(writer *w, const cg_game *g, unsigned *bars)
{
    uint64_t key = (uint64_t)g->id << 2 | MEMO_BARS, v;
    if (cgu_map64_get(&w->memo, key, &v)) {
        *bars = (unsigned)v;
        return CG_OK;
    }
    unsigned b = 0;
    for (int side = 0; side < 2; side++) {
        uint32_t n = side == 0 ? g->nl : g->nr;
        const cg_game *o = g->opt[side == 0 ? 0 : g->nl];
        int bare;
        unsigned ob;
        int rc = n == 0 ? CG_OK : is_bare(w, o, n, &bare);
        if (rc == CG_OK && n > 0 && bare)
            rc = bars_of(w, o, &ob);
        if (rc != CG_OK)
            return rc;
        if (n > 0 && bare && ob > b)
            b = ob;
    }
    if (cgu_map64_put(&w->memo, key, (uint64_t)b + 1) != 0)
        return CG_ENOMEM;
    *bars = b + 1;
    return CG_OK;
}

/* Whether the writer stops: the text written so far no longer fits the
 * buffer, or an error happened. A game's text is a tree over the game's DAG
 * of options, so it can be exponentially longer than the game; its full
 * length, when asked for, is computed separately (game_length). */
static int writer_done(const writer *w)
{
    return w->rc != CG_OK || w->s.len >= w->s.cap;
}

static void put_game(writer *w, const cg_game *g, int parens);

static void put_inner(writer *w, const cg_game *g)
{
    unsigned bars;
    if ((w->rc = bars_of(w, g, &bars)) != CG_OK)
        return;
    for (int side = 0; side < 2 && !writer_done(w); side++) {
        uint32_t first = side == 0 ? 0 : g->nl, n = side == 0 ? g->nl : g->nr;
        if (side == 1)
            for (unsigned i = 0; i < bars; i++)
                cgu_sink_putc(&w->s, '|');
        for (uint32_t i = 0; i < n && !writer_done(w); i++) {
            const cg_game *o = g->opt[first + i];
            int bare;
            if (i > 0)
                cgu_sink_putc(&w->s, ',');
            if ((w->rc = is_bare(w, o, n, &bare)) != CG_OK)
                return;
            if (bare)
                put_inner(w, o);
            else
                put_game(w, o, 0);
        }
    }
}

/* "+-G" or "+-{G,H}": the Left options of the switch g. */
static void put_switch(writer *w, const cg_game *g)
{
    cgu_sink_puts(&w->s, "+-");
    if (g->nl == 1) {
        put_game(w, g->opt[0], w->cgsuite);
        return;
    }
    cgu_sink_putc(&w->s, '{');
    for (uint32_t i = 0; i < g->nl && !writer_done(w); i++) {
        if (i > 0)
            cgu_sink_putc(&w->s, ',');
        put_game(w, g->opt[i], 0);
    }
    cgu_sink_putc(&w->s, '}');
}

static void put_tiny(writer *w, const cg_game *g)
{
    tiny_form t;
    int yes;
    if ((w->rc = tiny_of(w, g, &t, &yes)) != CG_OK)
        return;
    if (t.x.num != 0)
        put_number(&w->s, t.x);
    cgu_sink_puts(&w->s, t.miny ? "Miny(" : "Tiny(");
    put_game(w, t.sub, 0);
    cgu_sink_putc(&w->s, ')');
}

/* g as an option or the whole text; parens: in parentheses when it is a sum
 * (CGSuite, after "+-"). */
static void put_game(writer *w, const cg_game *g, int parens)
{
    int kind;
    uptimal_form u;
    if ((w->rc = kind_of(w, g, &kind)) != CG_OK)
        return;
    if (kind == W_BRACES) {
        cgu_sink_putc(&w->s, '{');
        put_inner(w, g);
        cgu_sink_putc(&w->s, '}');
        return;
    }
    parens = parens && needs_parens(g, kind);
    if (parens)
        cgu_sink_putc(&w->s, '(');
    if (kind == W_NUS)
        put_nus(&w->s, g);
    else if (kind == W_UPTIMAL && uptimal_of(g, &u))
        put_uptimal(&w->s, &u);
    else if (kind == W_SWITCH)
        put_switch(w, g);
    else if (kind == W_TINY)
        put_tiny(w, g);
    if (parens)
        cgu_sink_putc(&w->s, ')');
}

/* ---- the full length, once per distinct game ---- */

static size_t add_sat(size_t a, size_t b)
{
    return a > SIZE_MAX - b ? SIZE_MAX : a + b;
}

static int game_length(writer *w, const cg_game *g, int parens, size_t *len);

/* The length of put_inner(g), memoised; saturates at SIZE_MAX. */
static int inner_length(writer *w, const cg_game *g, size_t *len)
{
    uint64_t key = (uint64_t)g->id << 2 | MEMO_INNER_LENGTH, v;
    if (cgu_map64_get(&w->memo, key, &v)) {
        *len = (size_t)v;
        return CG_OK;
    }
    unsigned bars;
    int rc = bars_of(w, g, &bars);
    if (rc != CG_OK)
        return rc;
    size_t total = bars;
    for (int side = 0; side < 2; side++) {
        uint32_t first = side == 0 ? 0 : g->nl, n = side == 0 ? g->nl : g->nr;
        if (n > 1)
            total = add_sat(total, n - 1);   /* commas */
        for (uint32_t i = 0; i < n; i++) {
            const cg_game *o = g->opt[first + i];
            size_t part;
            int bare;
            if ((rc = is_bare(w, o, n, &bare)) == CG_OK)
                rc = bare ? inner_length(w, o, &part) : game_length(w, o, 0, &part);
            if (rc != CG_OK)
                return rc;
            total = add_sat(total, part);
        }
    }
    if (cgu_map64_put(&w->memo, key, total) != 0)
        return CG_ENOMEM;
    *len = total;
    return CG_OK;
}

/* The length of what put_game(g, 0) writes, without the memo. */
static int length_uncached(writer *w, const cg_game *g, int kind, size_t *len)
{
    cgu_sink count;
    cgu_sink_init(&count, NULL, 0);
    size_t part;
    int rc = CG_OK;
    uptimal_form u;
    tiny_form t;
    int yes;
    if (kind == W_BRACES) {
        rc = inner_length(w, g, &part);
        count.len = add_sat(part, 2);   /* the braces */
    } else if (kind == W_NUS) {
        put_nus(&count, g);
    } else if (kind == W_UPTIMAL && uptimal_of(g, &u)) {
        put_uptimal(&count, &u);
    } else if (kind == W_SWITCH) {
        count.len = g->nl == 1 ? 2 : 4 + (size_t)(g->nl - 1);   /* +- {} commas */
        for (uint32_t i = 0; i < g->nl && rc == CG_OK; i++)
            if ((rc = game_length(w, g->opt[i], g->nl == 1 && w->cgsuite, &part)) == CG_OK)
                count.len = add_sat(count.len, part);
    } else if (kind == W_TINY && (rc = tiny_of(w, g, &t, &yes)) == CG_OK) {
        if (t.x.num != 0)
            put_number(&count, t.x);
        if ((rc = game_length(w, t.sub, 0, &part)) == CG_OK)
            count.len = add_sat(add_sat(count.len, 6), part);   /* Tiny( ) */
    }
    *len = count.len;
    return rc;
}

/* The length of put_game(g, parens), memoised by game; saturates. */
static int game_length(writer *w, const cg_game *g, int parens, size_t *len)
{
    uint64_t key = (uint64_t)g->id << 2 | MEMO_LENGTH, v;
    int kind;
    int rc = kind_of(w, g, &kind);
    if (rc != CG_OK)
        return rc;
    if (cgu_map64_get(&w->memo, key, &v)) {
        *len = (size_t)v;
    } else {
        if ((rc = length_uncached(w, g, kind, len)) != CG_OK)
            return rc;
        if (cgu_map64_put(&w->memo, key, *len) != 0)
            return CG_ENOMEM;
    }
    if (parens && kind != W_BRACES && needs_parens(g, kind))
        *len = add_sat(*len, 2);
    return CG_OK;
}

CG_EXPORT int cg_game_format_ex(cg_ctx *ctx, const cg_game *g, unsigned flags, char *buf,
                                size_t cap, size_t *len)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || (flags & ~CG_FORMAT_CGSUITE) != 0)
        return CG_EINVAL;
    /* Only a game of this context: one that has no games yet owns none. */
    pg_store *st = cgu_ctx_state(ctx, CGU_SLOT_PARTIZAN);
    if (st == NULL || !pg_owns(st, g))
        return CG_EINVAL;
    int rc = cgu_sink_check_args(buf, cap);
    if (rc != CG_OK)
        return rc;
    /* CGSuite's style may compute (Tiny's subscripts, means, negatives):
     * a fresh node budget, as for any public call that does. */
    if (flags & CG_FORMAT_CGSUITE)
        cgu_ctx_begin(ctx);
    /* Write until the buffer is full: time O(cap) at most beyond the games
     * visited, however long the whole text. */
    writer w = { .rc = CG_OK, .cgsuite = (flags & CG_FORMAT_CGSUITE) != 0, .ctx = ctx, .st = st };
    cgu_sink_init(&w.s, buf, cap);
    cgu_map64_init(&w.memo);
    put_game(&w, g, 0);
    if (w.rc == CG_OK && w.s.len >= w.s.cap && len != NULL) {
        /* It did not fit and the caller wants the full length: count it over
         * the distinct games, O(size of g's DAG) rather than O(length). */
        size_t full;
        w.rc = game_length(&w, g, 0, &full);
        w.s.len = full;
    }
    cgu_map64_destroy(&w.memo);
    if (w.rc != CG_OK) {
        if (cap > 0)
            buf[0] = '\0';   /* no partial text on failure */
        return w.rc;
    }
    return cgu_sink_finish(&w.s, len);
}

CG_EXPORT int cg_game_format(cg_ctx *ctx, const cg_game *g, char *buf, size_t cap, size_t *len)
{
    CGU_CTX_ENTER(ctx);
    return cg_game_format_ex(ctx, g, 0, buf, cap, len);
}

/* ---------------- reading ---------------- */

/* Braces and parentheses nest at most this deep (CG_GAME_MAX_NESTING): each
 * level costs a few stack frames of the recursive reader. */
#define MAX_DEPTH CG_GAME_MAX_NESTING

/* What the readers of one text share: the text, for the offsets that the
 * detail names, and where reading first failed. */
typedef struct reading {
    const char *text, *end;
    const char *fail_at;   /* NULL until a reader fails */
} reading;

typedef struct parser {
    pg_store *st;
    const char *p, *end;   /* the part of the text this reader reads */
    int depth;             /* braces and parentheses open around p */
    reading *r;
} parser;

/* The byte offset of q in the whole text. */
static size_t offset_of(const parser *ps, const char *q)
{
    return (size_t)(q - ps->r->text);
}

/* Fail with rc (CG_EPARSE or CG_ERANGE) at `at`, saying why in the thread's
 * detail (cg_error_detail()). The innermost reader fails first and the outer
 * ones only pass its status on, so the first failure is where reading stopped
 * and its sentence is kept. */
__attribute__((format(printf, 4, 5)))
static int fail(parser *ps, const char *at, int rc, const char *fmt, ...)
{
    if (ps->r->fail_at != NULL)
        return rc;
    ps->r->fail_at = at;
    va_list ap;
    va_start(ap, fmt);
    cgu_vfail(rc, fmt, ap);
    va_end(ap);
    return rc;
}

/* Fail at ps->p because braces, parentheses and signs nest too deep. */
static int too_deep(parser *ps)
{
    return fail(ps, ps->p, CG_ERANGE, "braces, parentheses and signs nest deeper than %d levels "
                "at offset %zu", MAX_DEPTH, offset_of(ps, ps->p));
}

/* Fail at `at`, where something follows a complete game (in_option = 0) or
 * a complete option of braces (in_option = 1) of a part of the text that
 * should end there. */
static int fail_after(parser *ps, const char *at, int in_option)
{
    char name[CGU_CHAR_NAME_MAX];
    cgu_char_name(name, at, ps->r->end);
    size_t off = offset_of(ps, at);
    if (*at == '}' || *at == ')')
        return fail(ps, at, CG_EPARSE, "%s at offset %zu closes no brace or parenthesis", name, off);
    if (*at == '|' || *at == ',')
        return fail(ps, at, CG_EPARSE, "%s at offset %zu is outside braces (options are written "
                    "{left, ... | right, ...})", name, off);
    if (in_option)
        return fail(ps, at, CG_EPARSE, "%s at offset %zu follows a complete option (separate "
                    "options with ',')", name, off);
    return fail(ps, at, CG_EPARSE, "%s at offset %zu follows a complete game (join games with "
                "'+' or '-')", name, off);
}

static void skip_ws(parser *ps)
{
    while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' ||
                               *ps->p == '\r'))
        ps->p++;
}

static int peek(parser *ps)
{
    skip_ws(ps);
    return ps->p < ps->end ? (unsigned char)*ps->p : -1;
}

static int is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static int parse_expr(parser *ps, const cg_game **out);
static int parse_inner(parser *ps, const char *s, const char *end, const cg_game **out);
static int parse_side(parser *ps, const char *s, const char *e, pg_glist *ol);
static int parse_atom(parser *ps, const cg_game **out);

/* The number part of a term at ps->p (a digit): "n" or "a/b", negated when
 * negative, with its integer part within CG_GAME_MAX_INTEGER. */
static int parse_number(parser *ps, int negative, pg_dyadic *x)
{
    const char *num = ps->p;
    uint64_t n;
    if (cgu_read_u64(&ps->p, ps->end, (uint64_t)INT64_MAX, &n) != CG_OK)
        goto too_large;
    uint32_t k = 0;
    if (ps->p < ps->end && *ps->p == '/') {
        const char *slash = ps->p++, *den = ps->p;
        int rc = cgu_read_pow2(&ps->p, ps->end, CG_GAME_MAX_LOG2_DEN, &k);
        if (rc == CG_EPARSE) {
            char name[CGU_CHAR_NAME_MAX];
            return fail(ps, den, CG_EPARSE, "the '/' at offset %zu is followed by %s, not a "
                        "denominator (a power of two written out: 3/4, 1/1024)",
                        offset_of(ps, slash), cgu_char_name(name, den, ps->r->end));
        }
        size_t digits = (size_t)(ps->p - den);
        if (rc == CG_EINVAL && digits <= 40)
            return fail(ps, den, CG_EPARSE, "the denominator %.*s at offset %zu is not a power of "
                        "two (write 3/4, 1/1024)", (int)digits, den, offset_of(ps, den));
        if (rc == CG_EINVAL)
            return fail(ps, den, CG_EPARSE, "the denominator of %zu digits at offset %zu is not a "
                        "power of two (write 3/4, 1/1024)", digits, offset_of(ps, den));
        if (rc != CG_OK)
            return fail(ps, den, CG_ERANGE, "the denominator at offset %zu passes 2^%d, the finest "
                        "the library holds", offset_of(ps, den), CG_GAME_MAX_LOG2_DEN);
    }
    /* k <= CG_GAME_MAX_LOG2_DEN, so pg_dy_make() cannot fail; the integer part
     * is checked here, where the detail can name the number. */
    int64_t v = negative ? -(int64_t)n : (int64_t)n;
    if (pg_dy_make(v, k, x) != CG_OK || !pg_dy_in_range(*x))
        goto too_large;
    return CG_OK;
too_large:
    return fail(ps, num, CG_ERANGE, "the number at offset %zu is out of range: the library holds "
                PG_DY_RANGE_TEXT, offset_of(ps, num));
}

/* An uptimal power at ps->p, as CGSuite writes them: "^<n>" (the n-th
 * uptimal unit), "^[n]" (the sum of the first n), "v<n>", "v[n]" (their
 * negatives), 1 <= n <= CG_GAME_MAX_UPS (uptimal.c). */
static int parse_uptimal(parser *ps, const cg_game **out)
{
    const char *at = ps->p;
    int down = *ps->p == 'v', unit = ps->p[1] == '<';
    char close = unit ? '>' : ']';
    ps->p += 2;
    const char *digits = ps->p;
    uint64_t n = 0;
    if (ps->p >= ps->end || !is_digit(*ps->p))
        return fail(ps, digits, CG_EPARSE, "the uptimal power at offset %zu needs a count, as in "
                    "%c%c3%c", offset_of(ps, at), *at, at[1], close);
    int rc = cgu_read_u64(&ps->p, ps->end, CG_GAME_MAX_UPS, &n);
    if (rc != CG_OK || n == 0)   /* past the bound: CG_ERANGE; 0: no such power */
        return fail(ps, digits, rc != CG_OK ? CG_ERANGE : CG_EPARSE, "the count of the uptimal "
                    "power at offset %zu is not within 1 to %d", offset_of(ps, at), CG_GAME_MAX_UPS);
    if (ps->p >= ps->end || *ps->p != close)
        return fail(ps, ps->p, CG_EPARSE, "the uptimal power at offset %zu is not closed by '%c'",
                    offset_of(ps, at), close);
    ps->p++;
    /* A star right after it is made with it: ^<n>* by the general sum costs
     * a sum per follower (uptimal.c). */
    int star = ps->p < ps->end && *ps->p == '*' && (ps->p + 1 == ps->end || !is_digit(ps->p[1]));
    if (star)
        ps->p++;
    return pg_uptimal(ps->st, (uint32_t)n, unit, down, star, out);
}

/* *(expr) (CGSuite): the nimber of an expression that is a nonnegative
 * integer, ps->p at the parenthesis. */
static int parse_star_count(parser *ps, uint64_t *nim)
{
    const char *open = ps->p;
    const cg_game *g;
    int rc = parse_atom(ps, &g);
    if (rc != CG_OK)
        return rc;
    if (!pg_is_number(g) || g->x.k != 0 || g->x.num < 0 || g->x.num > CG_GAME_MAX_NIMBER)
        return fail(ps, open, CG_EPARSE, "the parenthesis after '*' at offset %zu holds no "
                    "integer from 0 to %u", offset_of(ps, open) - 1, CG_GAME_MAX_NIMBER);
    *nim = (uint64_t)g->x.num;
    return CG_OK;
}

/* Tiny(G) = {0 || 0 | -G} and Miny(G) = {G | 0 || 0} (CGSuite's names for
 * tiny-G and miny-G), ps->p at the 'T' or 'M'. */
static int parse_tiny(parser *ps, const cg_game **out)
{
    const char *at = ps->p;
    int tiny = *at == 'T';
    const char *name = tiny ? "Tiny(" : "Miny(";
    if ((size_t)(ps->end - at) < 5 || memcmp(at, name, 5) != 0) {
        char what[CGU_CHAR_NAME_MAX];
        return fail(ps, at, CG_EPARSE, "%s at offset %zu cannot begin a game (did you mean "
                    "Tiny(G) or Miny(G)?)", cgu_char_name(what, at, ps->r->end), offset_of(ps, at));
    }
    ps->p += 4;   /* at the parenthesis, read as one atom */
    const cg_game *g, *n, *inner, *zero = ps->st->zero;
    int rc = parse_atom(ps, &g);
    if (rc == CG_OK)
        rc = pg_neg(ps->st, g, &n);
    if (rc != CG_OK)
        return rc;
    if (tiny) {
        /* {0 | -G}, then {0 || that}. */
        if ((rc = pg_new(ps->st, &zero, 1, &n, 1, &inner)) == CG_OK)
            rc = pg_new(ps->st, &zero, 1, &inner, 1, out);
    } else {
        /* {G | 0}, then {that || 0}. */
        if ((rc = pg_new(ps->st, &g, 1, &zero, 1, &inner)) == CG_OK)
            rc = pg_new(ps->st, &inner, 1, &zero, 1, out);
    }
    return rc;
}

/* number? ups? star? -- at least one of them. A negative number part is
 * written before the rest ("-1v*" is -1 + v + *), so a caller that has read a
 * minus sign directly followed by a digit passes negative = 1. */
static int parse_value(parser *ps, int negative, const cg_game **out)
{
    pg_dyadic x = { 0, 0 };
    int64_t ups = 0;
    uint64_t nim = 0;
    int rc, any = 0;
    const char *start = ps->p;
    const cg_game *uptimal = NULL;
    if (ps->p < ps->end && is_digit(*ps->p)) {
        if ((rc = parse_number(ps, negative, &x)) != CG_OK)
            return rc;
        any = 1;
    }
    if (ps->p + 1 < ps->end && (*ps->p == '^' || *ps->p == 'v') &&
        (ps->p[1] == '[' || ps->p[1] == '<')) {
        if ((rc = parse_uptimal(ps, &uptimal)) != CG_OK)
            return rc;
        any = 1;
    } else if (ps->p < ps->end && (*ps->p == '^' || *ps->p == 'v')) {
        const char *run = ps->p, *count = NULL;
        char c = *ps->p;
        uint64_t u = 0;
        while (ps->p < ps->end && *ps->p == c) {
            u++;
            ps->p++;
        }
        if (u == 1 && ps->p < ps->end && is_digit(*ps->p)) {
            count = ps->p;
            if (cgu_read_u64(&ps->p, ps->end, CG_GAME_MAX_UPS, &u) != CG_OK)
                u = UINT64_MAX;
        }
        if (u > CG_GAME_MAX_UPS && count != NULL)
            return fail(ps, count, CG_ERANGE, "the count after '%c' at offset %zu passes %d (%c%d "
                        "is the most the library holds)", c, offset_of(ps, count), CG_GAME_MAX_UPS,
                        c, CG_GAME_MAX_UPS);
        if (u > CG_GAME_MAX_UPS)
            return fail(ps, run, CG_ERANGE, "the run of %llu '%c' at offset %zu passes %d (%c%d "
                        "is the most the library holds)", (unsigned long long)u, c,
                        offset_of(ps, run), CG_GAME_MAX_UPS, c, CG_GAME_MAX_UPS);
        ups = c == '^' ? (int64_t)u : -(int64_t)u;
        /* "3^22/2^72" is CGSuite arithmetic on powers; here (and in what
         * CGSuite prints) 3^22 is 3 plus 22 ups, so the '/' is refused by
         * name rather than read as another game. */
        if (count != NULL && ps->p < ps->end && *ps->p == '/')
            return fail(ps, ps->p, CG_EPARSE, "the '/' at offset %zu follows %c%llu: powers such as "
                        "3^22/2^72 are not read (a count after '^' or 'v' is a number of ups, as "
                        "CGSuite prints 2^3 for 2 plus three ups); write the number out",
                        offset_of(ps, ps->p), c, (unsigned long long)u);
        any = 1;
    }
    if (ps->p < ps->end && *ps->p == '*') {
        ps->p++;
        nim = 1;
        if (ps->p < ps->end && is_digit(*ps->p)) {
            const char *digits = ps->p;
            if (cgu_read_u64(&ps->p, ps->end, CG_GAME_MAX_NIMBER, &nim) != CG_OK)
                return fail(ps, digits, CG_ERANGE, "the count after '*' at offset %zu passes %u "
                            "(*%u is the largest nimber the library holds)",
                            offset_of(ps, digits), CG_GAME_MAX_NIMBER, CG_GAME_MAX_NIMBER);
        } else if (ps->p < ps->end && *ps->p == '(' && (rc = parse_star_count(ps, &nim)) != CG_OK) {
            return rc;
        }
        any = 1;
    } else if (ps->p < ps->end && (*ps->p == 'T' || *ps->p == 'M')) {
        /* xTiny(G), xMiny(G): x + Tiny(G), as CGSuite prints number-tinies. */
        if ((rc = parse_tiny(ps, &uptimal)) != CG_OK)
            return rc;
        any = 1;
    }
    if (!any) {
        char name[CGU_CHAR_NAME_MAX];
        return fail(ps, ps->p, CG_EPARSE, "%s at offset %zu cannot begin a game (games are "
                    "written as in {2|1}+^+*3, {0|*}, +-1, 3/4)",
                    cgu_char_name(name, ps->p, ps->r->end), offset_of(ps, ps->p));
    }
    /* Within the bounds checked above, so CG_ERANGE is not expected; should
     * the store's bounds ever differ, the failure still has a sentence. */
    rc = pg_nus(ps->st, x, ups, (uint32_t)nim, out);
    if (rc == CG_OK && uptimal != NULL)
        rc = pg_sum(ps->st, *out, uptimal, out);
    return rc == CG_ERANGE ? fail(ps, start, rc, "the value at offset %zu passes what the library "
                                  "holds", offset_of(ps, start)) : rc;
}

/* The position of the brace or parenthesis closing the one at p. */
static const char *closing(const char *p, const char *end)
{
    int depth = 0;
    for (; p < end; p++) {
        if (*p == '{' || *p == '(')
            depth++;
        else if (*p == '}' || *p == ')') {
            if (--depth == 0)
                return p;
        }
    }
    return NULL;
}

static int parse_atom(parser *ps, const cg_game **out)
{
    int c = peek(ps);
    if (c == '\'') {
        /* '{...}': CGSuite's explicit (not simplified) form; a short game
         * stands for its value, so it reads as the braces do. */
        const char *quote = ps->p++;
        int rc;
        if (peek(ps) != '{')
            return fail(ps, ps->p, CG_EPARSE, "the quote at offset %zu is not followed by a brace "
                        "(explicit forms are written '{...}')", offset_of(ps, quote));
        if ((rc = parse_atom(ps, out)) != CG_OK)
            return rc;
        if (peek(ps) != '\'')
            return fail(ps, ps->p, CG_EPARSE, "the quote at offset %zu is never closed after its "
                        "braces", offset_of(ps, quote));
        ps->p++;
        return CG_OK;
    }
    if (c == '(' || c == '{') {
        const char *close = closing(ps->p, ps->end);
        const char *kind = c == '{' ? "brace '{'" : "parenthesis '('";
        if (close == NULL)   /* never closed: reported at the end of the text */
            return fail(ps, ps->end, CG_EPARSE, "the %s at offset %zu is never closed: its '%c' "
                        "is missing", kind, offset_of(ps, ps->p), c == '{' ? '}' : ')');
        if ((c == '(') != (*close == ')'))
            return fail(ps, close, CG_EPARSE, "the %s at offset %zu is closed by '%c' at offset %zu",
                        kind, offset_of(ps, ps->p), *close, offset_of(ps, close));
        if (++ps->depth > MAX_DEPTH)
            return too_deep(ps);
        int rc;
        if (c == '(') {
            parser sub = { ps->st, ps->p + 1, close, ps->depth, ps->r };
            rc = parse_expr(&sub, out);
            if (rc == CG_OK && peek(&sub) != -1)
                rc = fail_after(ps, sub.p, 0);
        } else {
            rc = parse_inner(ps, ps->p + 1, close, out);
        }
        ps->depth--;
        ps->p = close + 1;
        return rc;
    }
    if (c == -1) {
        /* The end of this reader's part: of the text, or of an option or a
         * parenthesis, whose delimiter is then named. */
        if (ps->p == ps->r->end)
            return fail(ps, ps->p, CG_EPARSE, "the text ends at offset %zu where a game is "
                        "expected", offset_of(ps, ps->p));
        return fail(ps, ps->p, CG_EPARSE, "a game is expected at offset %zu, before '%c'",
                    offset_of(ps, ps->p), *ps->p);
    }
    return parse_value(ps, 0, out);
}

/* Whether s..e holds a '|' outside braces and parentheses. */
static int has_top_bar(const char *s, const char *e)
{
    int depth = 0;
    for (const char *p = s; p < e; p++) {
        if (*p == '{' || *p == '(')
            depth++;
        else if (*p == '}' || *p == ')')
            depth--;
        else if (*p == '|' && depth == 0)
            return 1;
    }
    return 0;
}

/* +-{a, b, ...} (CGSuite): the switch {a, b, ... | -a, -b, ...}, ps->p at the
 * brace of a list without bars. */
static int parse_plus_minus_list(parser *ps, const cg_game **out)
{
    const char *close = closing(ps->p, ps->end);
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    int rc = parse_side(ps, ps->p + 1, close, &L);
    for (size_t i = 0; i < L.n && rc == CG_OK; i++) {
        const cg_game *n;
        if ((rc = pg_neg(ps->st, L.v[i], &n)) == CG_OK)
            rc = pg_gl_push(&R, n);
    }
    if (rc == CG_OK && L.n == 0)
        rc = fail(ps, ps->p, CG_EPARSE, "the braces at offset %zu after '+-' hold no option",
                  offset_of(ps, ps->p));
    if (rc == CG_OK)
        rc = pg_new(ps->st, L.v, L.n, R.v, R.n, out);
    ps->p = close + 1;
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

static int parse_term(parser *ps, const cg_game **out)
{
    int c = peek(ps);
    int rc;
    if (c == '+' && ps->p + 1 < ps->end && ps->p[1] == '-') {
        /* +-G = {G | -G}; prefix signs recurse, so they count as nesting. */
        if (++ps->depth > MAX_DEPTH)
            return too_deep(ps);
        ps->p += 2;
        const cg_game *g, *n;
        const char *close;
        if (peek(ps) == '{' && (close = closing(ps->p, ps->end)) != NULL &&
            !has_top_bar(ps->p + 1, close)) {
            rc = parse_plus_minus_list(ps, out);
        } else if ((rc = parse_term(ps, &g)) == CG_OK && (rc = pg_neg(ps->st, g, &n)) == CG_OK) {
            rc = pg_new(ps->st, &g, 1, &n, 1, out);
        }
        ps->depth--;
    } else if (c == '-' && ps->p + 1 < ps->end && is_digit(ps->p[1])) {
        /* A signed literal: the sign belongs to the number part only. */
        ps->p++;
        rc = parse_value(ps, 1, out);
    } else if (c == '-') {
        if (++ps->depth > MAX_DEPTH)
            return too_deep(ps);
        ps->p++;
        const cg_game *g;
        if ((rc = parse_term(ps, &g)) == CG_OK)
            rc = pg_neg(ps->st, g, out);
        ps->depth--;
    } else {
        rc = parse_atom(ps, out);
    }
    return rc;
}

static int parse_expr(parser *ps, const cg_game **out)
{
    const cg_game *acc;
    int rc = parse_term(ps, &acc);
    while (rc == CG_OK) {
        int c = peek(ps);
        if (c != '+' && c != '-')
            break;
        /* "+-" is always the +- operator, as in CGSuite: 3+-1 is 3 + {1 | -1}
         * = {4 | 2}, not 3 + (-1); parse_term reads it. "+ -1", with a space,
         * stays a sum with -1. */
        const char *op = ps->p;
        if (!(c == '+' && op + 1 < ps->end && op[1] == '-'))
            ps->p++;
        const cg_game *t, *n;
        if ((rc = parse_term(ps, &t)) != CG_OK)
            break;
        if (c == '-') {
            if ((rc = pg_neg(ps->st, t, &n)) != CG_OK)
                break;
            t = n;
        }
        if ((rc = pg_sum(ps->st, acc, t, &acc)) == CG_ERANGE)
            rc = fail(ps, op, CG_ERANGE, "the sum at the '%c' at offset %zu passes what the library "
                      "holds (" PG_DY_RANGE_TEXT ", *n up to *%u, ^n up to ^%d)", *op,
                      offset_of(ps, op), CG_GAME_MAX_NIMBER, CG_GAME_MAX_UPS);
    }
    if (rc == CG_OK)
        *out = acc;
    return rc;
}

/* One side s..e: empty, one game written bare (it has bars), or a comma list. */
static int parse_side(parser *ps, const char *s, const char *e, pg_glist *ol)
{
    parser sub = { ps->st, s, e, ps->depth, ps->r };
    if (peek(&sub) == -1)
        return CG_OK;
    if (has_top_bar(s, e)) {
        const cg_game *g;
        int rc = parse_inner(&sub, s, e, &g);
        return rc == CG_OK ? pg_gl_push(ol, g) : rc;
    }
    for (;;) {
        const char *q = sub.p;
        int depth = 0;
        while (q < e && !(*q == ',' && depth == 0)) {
            if (*q == '{' || *q == '(')
                depth++;
            else if (*q == '}' || *q == ')')
                depth--;
            q++;
        }
        parser el = { ps->st, sub.p, q, ps->depth, ps->r };
        const cg_game *g;
        int rc = parse_expr(&el, &g);
        if (rc == CG_OK && peek(&el) != -1)
            rc = fail_after(ps, el.p, 1);
        if (rc == CG_OK)
            rc = pg_gl_push(ol, g);
        if (rc != CG_OK)
            return rc;
        if (q == e)
            return CG_OK;
        sub.p = q + 1;
        if (peek(&sub) == -1)
            return fail(ps, q, CG_EPARSE, "the ',' at offset %zu is followed by no option",
                        offset_of(ps, q));
    }
}

/* The inside of braces, s..end (exclusive): split at the unique longest run of
 * bars at depth 0. */
static int parse_inner(parser *ps, const char *s, const char *end, const cg_game **out)
{
    int depth = 0;
    size_t best = 0;
    const char *at = NULL, *tie = NULL;   /* the first longest run, another as long */
    for (const char *p = s; p < end;) {
        if (*p == '{' || *p == '(') {
            depth++;
            p++;
        } else if (*p == '}' || *p == ')') {
            /* Unreachable through closing(), which only hands balanced
             * text here; kept so that this reader stands on its own. */
            if (--depth < 0)
                return fail_after(ps, p, 0);
            p++;
        } else if (*p == '|' && depth == 0) {
            const char *q = p;
            while (q < end && *q == '|')
                q++;
            size_t run = (size_t)(q - p);
            if (run > best) {
                best = run;
                at = p;
                tie = NULL;
            } else if (run == best && tie == NULL) {
                tie = p;
            }
            p = q;
        } else {
            p++;
        }
    }
    if (depth != 0)
        return fail(ps, end, CG_EPARSE, "a brace or parenthesis before offset %zu is never closed",
                    offset_of(ps, end));
    if (best == 0)
        return fail(ps, s, CG_EPARSE, "the braces at offset %zu hold no '|' (options are written "
                    "{left, ... | right, ...})", offset_of(ps, s) - 1);
    if (tie != NULL)
        return fail(ps, at, CG_EPARSE, "two separators of %zu bar%s, at offsets %zu and %zu: the "
                    "one between left and right options must be the longest, as in {2||1|0}",
                    best, best == 1 ? "" : "s", offset_of(ps, at), offset_of(ps, tie));
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    int rc = parse_side(ps, s, at, &L);
    if (rc == CG_OK)
        rc = parse_side(ps, at + best, end, &R);
    if (rc == CG_OK && (rc = pg_new(ps->st, L.v, L.n, R.v, R.n, out)) == CG_ERANGE)
        rc = fail(ps, s - 1, CG_ERANGE, "the braces at offset %zu make a number past what the "
                  "library holds (" PG_DY_RANGE_TEXT ")", offset_of(ps, s) - 1);
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

CG_EXPORT int cg_game_parse_ex(cg_ctx *ctx, const char *text, const cg_game **out,
                               size_t *error_offset)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || text == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st = pg_get(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    /* Reading builds games: sums and options charge the node limit. */
    cgu_ctx_begin(ctx);
    reading r = { text, text + strlen(text), NULL };
    parser ps = { st, text, r.end, 0, &r };
    const cg_game *g;
    int rc = parse_expr(&ps, &g);
    if (rc == CG_OK && peek(&ps) != -1)
        rc = fail_after(&ps, ps.p, 0);   /* text after a complete game */
    if (rc == CG_OK)
        *out = g;
    else if (error_offset != NULL && (rc == CG_EPARSE || rc == CG_ERANGE))
        *error_offset = (size_t)((r.fail_at != NULL ? r.fail_at : ps.p) - text);
    return rc;
}

CG_EXPORT int cg_game_parse(cg_ctx *ctx, const char *text, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    return cg_game_parse_ex(ctx, text, out, NULL);
}
