/*
 * The Grundy value of one Wythoff position (x, y), x <= y: by the table's sweep
 * (grundy_table.c) while its bitsets fit, else by the strip below, which needs
 * no x * y anything.
 *
 * The strip of rows 0..x is swept column by column. What a cell needs is the set of
 * values to its left in its row, above it in its column and on its diagonal. None
 * of these is stored whole:
 * - a row is a permutation of the naturals in the limit, so below its least
 *   missing value everything is present; only the few values above it are kept;
 * - a column of the strip has at most x + 1 cells, a diagonal at most x + 1;
 * each is a "span": a bitset over a window [lo, lo + 64 * words) of values, which
 * in Wythoff's game stays narrow (the values near (x', y') are within a few x of
 * y), and which grows if it ever has to. Memory is therefore O(x) small bitsets.
 */
#include <stdio.h>
#include <string.h>

#include <cookiegame/wythoff.h>

#include "grundy_single.h"
#include "grundy_table.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"
#include "util/sysmem.h"

typedef struct span {
    uint64_t lo;       /* multiple of 64 */
    uint64_t *w;
    size_t nw, cap;
    int below;         /* 1: every value below lo is in the set (rows); 0: none is */
} span;

/* Grow s to hold need words, charged to ctx first: each span is small, but
 * there are 2x + 1 of them and they widen with the values, to a hundred
 * times the spans' array itself (doc/development.md, "Figures behind the
 * code's comments"). */
static int span_reserve(cg_ctx *ctx, span *s, size_t need)
{
    void *w = s->w;
    int rc = cgu_ctx_grow(ctx, &w, &s->cap, need, sizeof *s->w, "wythoff: the strip's value sets");
    if (rc == CG_OK)
        s->w = w;
    return rc;
}

static int span_add(cg_ctx *ctx, span *s, uint64_t v)
{
    uint64_t base = v & ~(uint64_t)63;
    if (s->nw == 0) {
        s->lo = s->below ? s->lo : base;
    } else if (v < s->lo) {
        /* Only sets without the "below" rule extend downwards. */
        size_t shift = (size_t)((s->lo - base) >> 6);
        int rc = span_reserve(ctx, s, s->nw + shift);
        if (rc != CG_OK)
            return rc;
        memmove(s->w + shift, s->w, s->nw * sizeof *s->w);
        memset(s->w, 0, shift * sizeof *s->w);
        s->nw += shift;
        s->lo = base;
    }
    if (v < s->lo)   /* a row below its complete prefix: already present */
        return CG_OK;
    size_t i = (size_t)((v - s->lo) >> 6);
    if (i >= s->nw) {
        int rc = span_reserve(ctx, s, i + 1);
        if (rc != CG_OK)
            return rc;
        memset(s->w + s->nw, 0, (i + 1 - s->nw) * sizeof *s->w);
        s->nw = i + 1;
    }
    s->w[i] |= UINT64_C(1) << (v & 63);
    if (s->below) {
        /* Full leading words join the complete prefix. */
        size_t full = 0;
        while (full < s->nw && s->w[full] == UINT64_MAX)
            full++;
        if (full > 0) {
            memmove(s->w, s->w + full, (s->nw - full) * sizeof *s->w);
            s->nw -= full;
            s->lo += 64 * (uint64_t)full;
        }
    }
    return CG_OK;
}

/* The 64 membership bits of the values 64 W .. 64 W + 63. Spans start on a
 * multiple of 64, so the words of different spans line up. */
static uint64_t span_word(const span *s, uint64_t W)
{
    uint64_t first = s->lo >> 6;
    if (W < first)
        return s->below ? UINT64_MAX : 0;
    uint64_t i = W - first;
    return i < s->nw ? s->w[i] : 0;
}

/* The least value at or above `from` in none of the three spans, 64
 * candidates per step: the answer can lie far above the row's least missing
 * value (values near (x, y) are close to x + y), and a bit-by-bit scan made
 * positions of a few thousand a side slow (doc/development.md, "Figures
 * behind the code's comments"). */
static uint64_t mex3(const span *a, const span *b, const span *c, uint64_t from)
{
    uint64_t W = from >> 6;
    uint64_t taken = span_word(a, W) | span_word(b, W) | span_word(c, W) |
                     ((UINT64_C(1) << (from & 63)) - 1);
    while (taken == UINT64_MAX) {
        W++;
        taken = span_word(a, W) | span_word(b, W) | span_word(c, W);
    }
    return W * 64 + (uint64_t)__builtin_ctzll(~taken);
}

/* The least value missing from a row span. */
static uint64_t span_row_mex(const span *s)
{
    if (s->nw == 0)
        return s->lo;
    uint64_t free_bits = ~s->w[0];   /* never 0: full words are dropped */
    return s->lo + (uint64_t)__builtin_ctzll(free_bits);
}

static void span_clear(span *s)
{
    s->nw = 0;
    if (!s->below)
        s->lo = 0;
}

static void spans_free(span *s, size_t n)
{
    if (s == NULL)
        return;
    for (size_t i = 0; i < n; i++)
        cgu_free(s[i].w);
    cgu_free(s);
}

/* Rows charged at once within a column (see the loop below). */
#define CHARGE_BLOCK 4096

int wythoff_grundy_strip(cg_ctx *ctx, uint64_t x, uint64_t y, uint64_t *g)
{
    if (x > y) {
        uint64_t t = x;
        x = y;
        y = t;
    }
    if (x == UINT64_MAX || x >= SIZE_MAX / 4)
        return CG_ERANGE;   /* the size of the row states does not fit size_t */
    size_t h = (size_t)x + 1;
    /* A limit below one column stops a huge x before the 2h + 1 spans are
     * allocated; and the spans themselves must fit in the memory available. */
    int rc = cgu_ctx_can_afford(ctx, h);
    if (rc != CG_OK)
        return rc;
    char what[96];
    snprintf(what, sizeof what, "wythoff: the strip of %zu rows", h);
    if ((rc = cgu_ctx_reserve(ctx, (uint64_t)(2 * h + 1) * sizeof(span), what)) != CG_OK)
        return rc;
    /* rows[0..h), diagonals[h..2h), the column at 2h. */
    span *s = cgu_calloc(2 * h + 1, sizeof *s);
    if (s == NULL)
        return CG_ENOMEM;
    span *rows = s, *diag = s + h, *col = s + 2 * h;
    for (size_t i = 0; i < h; i++)
        rows[i].below = 1;

    uint64_t value = 0;
    for (uint64_t c = 0; c <= y && rc == CG_OK; c++) {
        span_clear(col);
        /* The diagonal starting at row 0 of this column replaces the one that
         * ended at row x of the previous column. */
        span_clear(&diag[(size_t)((c + x) % h)]);
        for (size_t r = 0; r < h; r++) {
            /* Charged a block of rows at a time: a column of a tall strip can
             * take seconds, and the limit and a progress callback (Ctrl-C)
             * should not wait for its end. */
            if (r % CHARGE_BLOCK == 0 &&
                (rc = cgu_ctx_charge(ctx, h - r < CHARGE_BLOCK ? h - r : CHARGE_BLOCK)) != CG_OK)
                break;
            span *row = &rows[r];
            span *dg = &diag[(size_t)((c + x - r) % h)];
            uint64_t v = mex3(row, col, dg, span_row_mex(row));
            if ((rc = span_add(ctx, row, v)) != CG_OK || (rc = span_add(ctx, col, v)) != CG_OK ||
                (rc = span_add(ctx, dg, v)) != CG_OK)
                break;
            value = v;
        }
    }
    spans_free(s, 2 * h + 1);
    if (rc == CG_OK)
        *g = value;
    return rc;
}

/* Whether the table's sweep (grundy_table.c) of the rectangle up to (x, y),
 * x <= y, fits in memory: it costs a few word operations per cell where the
 * strip scans words of its spans, but it keeps a bitset of about 3 (x + y)
 * bits per line, so it is taken only while that stays under 1 GiB and a
 * quarter of the memory available. */
static int sweep_affordable(const cg_ctx *ctx, uint64_t x, uint64_t y)
{
    uint64_t bytes, avail = cgu_available_memory();
    uint64_t budget = avail != 0 && avail / 4 < (UINT64_C(1) << 30) ? avail / 4 : UINT64_C(1) << 30;
    if (ctx->memory_limit != 0 && ctx->memory_limit / 4 < budget)
        budget = ctx->memory_limit / 4;
    return y < UINT32_MAX && wythoff_sweep_bytes((uint32_t)y + 1, (uint32_t)x + 1, &bytes) == CG_OK &&
           bytes <= budget;
}

CG_EXPORT int cg_wythoff_grundy(cg_ctx *ctx, uint64_t x, uint64_t y, uint64_t *g)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL)
        return CG_EINVAL;
    cgu_ctx_begin(ctx);
    if (x > y) {
        uint64_t t = x;
        x = y;
        y = t;
    }
    if (x == UINT64_MAX || x >= SIZE_MAX / 4)
        return CG_ERANGE;   /* as the strip would say, before the limit does */
    /* Both methods charge every one of the (x + 1)(y + 1) cells before the
     * value is known: a limit below that fails at once. */
    uint64_t cells = x < UINT64_MAX && y < UINT64_MAX && (x + 1) <= UINT64_MAX / (y + 1)
                         ? (x + 1) * (y + 1) : UINT64_MAX;
    int rc = cgu_ctx_can_afford(ctx, cells);
    if (rc != CG_OK)
        return rc;
    if (!sweep_affordable(ctx, x, y))
        return wythoff_grundy_strip(ctx, x, y, g);
    /* G is symmetric: sweep the long side as rows, so that the column and
     * diagonal sets are as few as the short side allows. */
    uint32_t last;
    rc = wythoff_sweep(ctx, (uint32_t)y + 1, (uint32_t)x + 1, NULL, &last);
    if (rc == CG_OK)
        *g = last;
    return rc;
}
