/*
 * CGSuite's ASCII notation. Writing: x + u.up + *m compactly ("1/2^*", "vv",
 * "*3"), {x | -x} as "+-x", anything else in braces, where an option that is the
 * only one on its side and is itself written with bars loses its braces and the
 * separator grows instead: {2 | {1 | 0}} is "{2||1|0}". Reading: all of that, plus
 * sums, differences, negation, parentheses and whitespace.
 */
#include <string.h>

#include "game.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"
#include "util/map64.h"
#include "util/sink.h"

/* ---------------- writing ---------------- */

static void put_number(cgu_sink *s, dyadic x)
{
    cgu_sink_put_i64(s, x.num);
    if (x.k > 0) {
        cgu_sink_putc(s, '/');
        cgu_sink_put_u64(s, UINT64_C(1) << x.k);
    }
}

static int is_switch(const cg_game *g)
{
    /* {x | -x} with x a positive number. */
    if (g->kind != PG_GENERAL || g->nl != 1 || g->nr != 1)
        return 0;
    const cg_game *a = g->opt[0], *b = g->opt[1];
    return pg_is_number(a) && pg_is_number(b) && a->x.num > 0 && b->x.num == -a->x.num &&
           a->x.k == b->x.k;
}

static int is_atomic(const cg_game *g)
{
    return g->kind == PG_NUS || is_switch(g);
}

static void put_atomic(cgu_sink *s, const cg_game *g)
{
    if (is_switch(g)) {
        cgu_sink_puts(s, "+-");
        put_number(s, g->opt[0]->x);
        return;
    }
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

/* The number of bars g's inner text uses (1 + those of options written bare). */
static unsigned bars_of(const cg_game *g)
{
    unsigned b = 0;
    if (g->nl == 1 && !is_atomic(g->opt[0])) {
        unsigned o = bars_of(g->opt[0]);
        if (o > b)
            b = o;
    }
    if (g->nr == 1 && !is_atomic(g->opt[g->nl])) {
        unsigned o = bars_of(g->opt[g->nl]);
        if (o > b)
            b = o;
    }
    return b + 1;
}

/* Whether the text written so far no longer fits the buffer: the writers
 * stop there. A game's text is a tree over the game's DAG of options, so it
 * can be exponentially longer than the game; its full length, when asked
 * for, is computed separately (text_length). */
static int sink_full(const cgu_sink *s)
{
    return s->len >= s->cap;
}

static void put_game(cgu_sink *s, const cg_game *g);

static void put_inner(cgu_sink *s, const cg_game *g)
{
    unsigned bars = bars_of(g);
    for (int side = 0; side < 2 && !sink_full(s); side++) {
        uint32_t first = side == 0 ? 0 : g->nl, n = side == 0 ? g->nl : g->nr;
        if (side == 1)
            for (unsigned i = 0; i < bars; i++)
                cgu_sink_putc(s, '|');
        for (uint32_t i = 0; i < n && !sink_full(s); i++) {
            const cg_game *o = g->opt[first + i];
            if (i > 0)
                cgu_sink_putc(s, ',');
            if (n == 1 && !is_atomic(o))
                put_inner(s, o);
            else
                put_game(s, o);
        }
    }
}

static void put_game(cgu_sink *s, const cg_game *g)
{
    if (is_atomic(g)) {
        put_atomic(s, g);
        return;
    }
    cgu_sink_putc(s, '{');
    put_inner(s, g);
    cgu_sink_putc(s, '}');
}

/* ---- the full length, once per distinct game ---- */

static size_t add_sat(size_t a, size_t b)
{
    return a > SIZE_MAX - b ? SIZE_MAX : a + b;
}

static int game_length(cgu_map64 *memo, const cg_game *g, size_t *len);

/* The length of put_inner(g), or with inner = 0 of put_game(g), memoised by
 * (id, inner); saturates at SIZE_MAX. */
static int inner_length(cgu_map64 *memo, const cg_game *g, size_t *len)
{
    uint64_t key = (uint64_t)g->id << 1 | 1, v;
    if (cgu_map64_get(memo, key, &v)) {
        *len = (size_t)v;
        return CG_OK;
    }
    size_t total = bars_of(g);
    for (int side = 0; side < 2; side++) {
        uint32_t first = side == 0 ? 0 : g->nl, n = side == 0 ? g->nl : g->nr;
        if (n > 1)
            total = add_sat(total, n - 1);   /* commas */
        for (uint32_t i = 0; i < n; i++) {
            const cg_game *o = g->opt[first + i];
            size_t part;
            int rc = n == 1 && !is_atomic(o) ? inner_length(memo, o, &part)
                                              : game_length(memo, o, &part);
            if (rc != CG_OK)
                return rc;
            total = add_sat(total, part);
        }
    }
    if (cgu_map64_put(memo, key, total) != 0)
        return CG_ENOMEM;
    *len = total;
    return CG_OK;
}

static int game_length(cgu_map64 *memo, const cg_game *g, size_t *len)
{
    if (is_atomic(g)) {
        cgu_sink count;
        cgu_sink_init(&count, NULL, 0);
        put_atomic(&count, g);
        *len = count.len;
        return CG_OK;
    }
    int rc = inner_length(memo, g, len);
    if (rc == CG_OK)
        *len = add_sat(*len, 2);   /* the braces */
    return rc;
}

CG_EXPORT int cg_game_format(cg_ctx *ctx, const cg_game *g, char *buf, size_t cap, size_t *len)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL)
        return CG_EINVAL;
    /* Only a game of this context: one that has no games yet owns none. */
    const pg_store *st = cgu_ctx_state(ctx, CGU_SLOT_PARTIZAN);
    if (st == NULL || !pg_owns(st, g))
        return CG_EINVAL;
    int rc = cgu_sink_check_args(buf, cap);
    if (rc != CG_OK)
        return rc;
    /* Write until the buffer is full: time O(cap) at most beyond the games
     * visited, however long the whole text. */
    cgu_sink s;
    cgu_sink_init(&s, buf, cap);
    put_game(&s, g);
    if (!sink_full(&s) || len == NULL)
        return cgu_sink_finish(&s, len);
    /* It did not fit and the caller wants the full length: count it over the
     * distinct games, O(size of g's DAG) rather than O(length). */
    cgu_map64 memo;
    cgu_map64_init(&memo);
    size_t full;
    rc = game_length(&memo, g, &full);
    cgu_map64_destroy(&memo);
    if (rc != CG_OK)
        return rc;
    s.len = full;
    return cgu_sink_finish(&s, len);
}

/* ---------------- reading ---------------- */

/* Braces and parentheses nest at most this deep (CG_GAME_MAX_NESTING): each
 * level costs a few stack frames of the recursive reader. */
#define MAX_DEPTH CG_GAME_MAX_NESTING

typedef struct parser {
    pg_store *st;
    const char *p, *end;
    int depth;              /* braces and parentheses open around p */
    const char **fail_at;   /* where reading first failed (shared by sub-readers) */
} parser;

/* Fail with rc (CG_EPARSE or CG_ERANGE), remembering the first place it
 * happened: the innermost reader reports first, so that is where reading
 * stopped. */
static int fail(parser *ps, const char *at, int rc)
{
    if (*ps->fail_at == NULL)
        *ps->fail_at = at;
    return rc;
}

/* Fail at ps->p because braces, parentheses and signs nest too deep. */
static int too_deep(parser *ps)
{
    fail(ps, ps->p, CG_ERANGE);
    return cgu_fail(CG_ERANGE, "braces, parentheses and signs nest deeper than %d levels",
                    MAX_DEPTH);
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

static int read_u64(parser *ps, uint64_t max, uint64_t *out)
{
    const char *start = ps->p;
    int rc = cgu_read_u64(&ps->p, ps->end, max, out);
    return rc == CG_OK ? rc : fail(ps, start, rc);
}

static int parse_expr(parser *ps, const cg_game **out);
static int parse_inner(parser *ps, const char *s, const char *end, const cg_game **out);

/* number? ups? star? -- at least one of them. A negative number part is
 * written before the rest ("-1v*" is -1 + v + *), so a caller that has read a
 * minus sign directly followed by a digit passes negative = 1. */
static int parse_value(parser *ps, int negative, const cg_game **out)
{
    dyadic x = { 0, 0 };
    int64_t ups = 0;
    uint64_t nim = 0;
    int rc, any = 0;
    if (ps->p < ps->end && is_digit(*ps->p)) {
        uint64_t n, d = 1;
        if ((rc = read_u64(ps, (uint64_t)INT64_MAX, &n)) != CG_OK)
            return rc;
        uint32_t k = 0;
        if (ps->p < ps->end && *ps->p == '/') {
            ps->p++;
            const char *den = ps->p;
            if ((rc = read_u64(ps, UINT64_MAX, &d)) != CG_OK)
                return rc;
            if (d == 0 || (d & (d - 1)) != 0)
                return fail(ps, den, CG_EPARSE);   /* only dyadic denominators */
            while ((UINT64_C(1) << k) != d)
                k++;
            if (k > CG_GAME_MAX_LOG2_DEN)
                return fail(ps, den, CG_ERANGE);
        }
        if ((rc = dy_make(negative ? -(int64_t)n : (int64_t)n, k, &x)) != CG_OK)
            return rc == CG_ERANGE ? fail(ps, ps->p, rc) : rc;
        any = 1;
    }
    if (ps->p < ps->end && (*ps->p == '^' || *ps->p == 'v')) {
        char c = *ps->p;
        uint64_t u = 0;
        while (ps->p < ps->end && *ps->p == c) {
            u++;
            ps->p++;
        }
        if (u == 1 && ps->p < ps->end && is_digit(*ps->p)) {
            if ((rc = read_u64(ps, CG_GAME_MAX_UPS, &u)) != CG_OK)
                return rc;
        }
        if (u > CG_GAME_MAX_UPS)
            return fail(ps, ps->p, CG_ERANGE);
        ups = c == '^' ? (int64_t)u : -(int64_t)u;
        any = 1;
    }
    if (ps->p < ps->end && *ps->p == '*') {
        ps->p++;
        nim = 1;
        if (ps->p < ps->end && is_digit(*ps->p) &&
            (rc = read_u64(ps, CG_GAME_MAX_NIMBER, &nim)) != CG_OK)
            return rc;
        any = 1;
    }
    if (!any)
        return fail(ps, ps->p, CG_EPARSE);   /* not a game here */
    rc = pg_nus(ps->st, x, ups, (uint32_t)nim, out);
    return rc == CG_ERANGE ? fail(ps, ps->p, rc) : rc;
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
    if (c == '(' || c == '{') {
        const char *close = closing(ps->p, ps->end);
        if (close == NULL)
            return fail(ps, ps->end, CG_EPARSE);   /* never closed */
        if ((c == '(') != (*close == ')'))
            return fail(ps, close, CG_EPARSE);     /* closed by the wrong kind */
        if (++ps->depth > MAX_DEPTH)
            return too_deep(ps);
        int rc;
        if (c == '(') {
            parser sub = { ps->st, ps->p + 1, close, ps->depth, ps->fail_at };
            rc = parse_expr(&sub, out);
            if (rc == CG_OK && peek(&sub) != -1)
                rc = fail(ps, sub.p, CG_EPARSE);
        } else {
            rc = parse_inner(ps, ps->p + 1, close, out);
        }
        ps->depth--;
        ps->p = close + 1;
        return rc;
    }
    if (c == -1)
        return fail(ps, ps->p, CG_EPARSE);   /* a game expected, the text ended */
    return parse_value(ps, 0, out);
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
        if ((rc = parse_term(ps, &g)) == CG_OK && (rc = pg_neg(ps->st, g, &n)) == CG_OK)
            rc = pg_new(ps->st, &g, 1, &n, 1, out);
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
        const char *op = ps->p++;
        const cg_game *t, *n;
        if ((rc = parse_term(ps, &t)) != CG_OK)
            break;
        if (c == '-') {
            if ((rc = pg_neg(ps->st, t, &n)) != CG_OK)
                break;
            t = n;
        }
        if ((rc = pg_sum(ps->st, acc, t, &acc)) == CG_ERANGE) {
            fail(ps, op, rc);
            rc = cgu_fail(CG_ERANGE, "the sum at this sign passes what the library holds "
                          "(integers up to %lld, denominators up to 2^%d, *n up to *%d, ^n up "
                          "to ^%d)", (long long)CG_GAME_MAX_INTEGER, CG_GAME_MAX_LOG2_DEN,
                          CG_GAME_MAX_NIMBER, CG_GAME_MAX_UPS);
        }
    }
    if (rc == CG_OK)
        *out = acc;
    return rc;
}

/* One side s..e: empty, one game written bare (it has bars), or a comma list. */
static int parse_side(parser *ps, const char *s, const char *e, glist *ol)
{
    parser sub = { ps->st, s, e, ps->depth, ps->fail_at };
    if (peek(&sub) == -1)
        return CG_OK;
    int depth = 0, bars = 0;
    for (const char *p = s; p < e; p++) {
        if (*p == '{' || *p == '(')
            depth++;
        else if (*p == '}' || *p == ')')
            depth--;
        else if (*p == '|' && depth == 0)
            bars = 1;
    }
    if (bars) {
        const cg_game *g;
        int rc = parse_inner(&sub, s, e, &g);
        return rc == CG_OK ? gl_push(ol, g) : rc;
    }
    for (;;) {
        const char *q = sub.p;
        depth = 0;
        while (q < e && !(*q == ',' && depth == 0)) {
            if (*q == '{' || *q == '(')
                depth++;
            else if (*q == '}' || *q == ')')
                depth--;
            q++;
        }
        parser el = { ps->st, sub.p, q, ps->depth, ps->fail_at };
        const cg_game *g;
        int rc = parse_expr(&el, &g);
        if (rc == CG_OK && peek(&el) != -1)
            rc = fail(ps, el.p, CG_EPARSE);   /* something after an option */
        if (rc == CG_OK)
            rc = gl_push(ol, g);
        if (rc != CG_OK)
            return rc;
        if (q == e)
            return CG_OK;
        sub.p = q + 1;
        if (peek(&sub) == -1)
            return fail(ps, q, CG_EPARSE);   /* a trailing comma */
    }
}

/* The inside of braces, s..end (exclusive): split at the unique longest run of
 * bars at depth 0. */
static int parse_inner(parser *ps, const char *s, const char *end, const cg_game **out)
{
    int depth = 0;
    size_t best = 0, count = 0;
    const char *at = NULL;
    for (const char *p = s; p < end;) {
        if (*p == '{' || *p == '(') {
            depth++;
            p++;
        } else if (*p == '}' || *p == ')') {
            if (--depth < 0)
                return fail(ps, p, CG_EPARSE);
            p++;
        } else if (*p == '|' && depth == 0) {
            const char *q = p;
            while (q < end && *q == '|')
                q++;
            size_t run = (size_t)(q - p);
            if (run > best) {
                best = run;
                count = 1;
                at = p;
            } else if (run == best) {
                count++;
            }
            p = q;
        } else {
            p++;
        }
    }
    if (depth != 0)
        return fail(ps, end, CG_EPARSE);
    if (best == 0 || count != 1)
        return fail(ps, best == 0 ? s : at, CG_EPARSE);   /* no bar, or two equal runs */
    glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    int rc = parse_side(ps, s, at, &L);
    if (rc == CG_OK)
        rc = parse_side(ps, at + best, end, &R);
    if (rc == CG_OK)
        rc = pg_new(ps->st, L.v, L.n, R.v, R.n, out);
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
    const char *fail_at = NULL;
    parser ps = { st, text, text + strlen(text), 0, &fail_at };
    const cg_game *g;
    int rc = parse_expr(&ps, &g);
    if (rc == CG_OK && peek(&ps) != -1)
        rc = fail(&ps, ps.p, CG_EPARSE);   /* text after a complete game */
    if (rc == CG_OK)
        *out = g;
    else if (error_offset != NULL && (rc == CG_EPARSE || rc == CG_ERANGE))
        *error_offset = (size_t)((fail_at != NULL ? fail_at : ps.p) - text);
    return rc;
}

CG_EXPORT int cg_game_parse(cg_ctx *ctx, const char *text, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    return cg_game_parse_ex(ctx, text, out, NULL);
}
