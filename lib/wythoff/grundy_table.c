/*
 * The Grundy table of Wythoff's game: G(x, y) = mex of the values to its left in
 * the row, above it in the column and up-left on the diagonal.
 *
 * Each column and each diagonal keeps a bitset of the values it holds and its own
 * least missing value; the current row too. The mex of the union is at least the
 * largest of the three least missing values, so the scan starts there and
 * usually stops after a bit test or two, instead of rescanning x + y + min(x, y)
 * earlier cells. Every line pointer only moves up, so the upkeep is amortised
 * O(1) per cell.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <cookiegame/wythoff.h>

#include "grundy_table.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"

typedef struct line_sets {
    uint64_t *bits;     /* nlines * words */
    uint32_t *mex;      /* least value missing from each line */
    size_t words;       /* words per line */
} line_sets;

static inline void add(line_sets *s, size_t line, uint32_t v)
{
    uint64_t *bits = s->bits + line * s->words;
    bits[v >> 6] |= UINT64_C(1) << (v & 63);
    uint32_t m = s->mex[line];
    if (m != v)
        return;
    /* Advance the least missing value a word at a time. */
    size_t w = m >> 6;
    uint64_t word = bits[w] | ((UINT64_C(1) << (m & 63)) - 1);
    while (word == UINT64_MAX)
        word = bits[++w];
    s->mex[line] = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(~word));
}

static int line_sets_new(line_sets *s, size_t nlines, size_t words)
{
    size_t total;
    if (cgu_mul_overflows(nlines, words, &total))
        return CG_ERANGE;
    s->words = words;
    s->bits = cgu_calloc(total, sizeof *s->bits);
    s->mex = cgu_calloc(nlines, sizeof *s->mex);
    if (s->bits == NULL || s->mex == NULL) {
        cgu_free(s->bits);
        cgu_free(s->mex);
        return CG_ENOMEM;
    }
    return CG_OK;
}

static void line_sets_free(line_sets *s)
{
    cgu_free(s->bits);
    cgu_free(s->mex);
}

/* The value bound and the words per line set of a rows x cols sweep. A cell
 * has at most x + y + min(x, y) earlier cells on its lines, so its mex is at
 * most that: every value is below rows + cols + min(rows, cols). */
static int sweep_words(uint32_t rows, uint32_t cols, size_t *words)
{
    uint64_t bound = (uint64_t)rows + cols + (rows < cols ? rows : cols);
    if (bound > UINT32_MAX)
        return CG_ERANGE;
    *words = (size_t)(bound / 64 + 1);
    return CG_OK;
}

int wythoff_sweep_bytes(uint32_t rows, uint32_t cols, uint64_t *bytes)
{
    size_t words;
    int rc = sweep_words(rows, cols, &words);
    if (rc != CG_OK)
        return rc;
    /* cols column sets, rows + cols - 1 diagonals, one row; bits and mex. */
    uint64_t lines = 2 * (uint64_t)cols + rows;
    *bytes = lines * (words * 8 + 4);
    return CG_OK;
}

int wythoff_sweep(cg_ctx *ctx, uint32_t rows, uint32_t cols, uint32_t *out, uint32_t *last)
{
    size_t words;
    int rc = sweep_words(rows, cols, &words);
    if (rc != CG_OK)
        return rc;

    uint64_t bytes;
    if ((rc = wythoff_sweep_bytes(rows, cols, &bytes)) != CG_OK)
        return rc;
    char what[96];
    snprintf(what, sizeof what, "wythoff: the line sets of a %" PRIu32 " x %" PRIu32 " sweep",
             rows, cols);
    if ((rc = cgu_ctx_reserve(ctx, bytes, what)) != CG_OK)
        return rc;

    /* Columns 0..cols-1; diagonals y - x + rows - 1 in 0..rows+cols-2; one row. */
    size_t ndiag = (size_t)rows + cols - 1;
    line_sets col, diag, row;
    rc = line_sets_new(&col, cols, words);
    if (rc != CG_OK)
        return rc;
    rc = line_sets_new(&diag, ndiag, words);
    if (rc != CG_OK) {
        line_sets_free(&col);
        return rc;
    }
    rc = line_sets_new(&row, 1, words);
    if (rc != CG_OK) {
        line_sets_free(&col);
        line_sets_free(&diag);
        return rc;
    }

    uint32_t g = 0;
    for (uint32_t x = 0; x < rows && rc == CG_OK; x++) {
        if (ctx != NULL && (rc = cgu_ctx_charge(ctx, cols)) != CG_OK)
            break;
        memset(row.bits, 0, words * sizeof *row.bits);
        row.mex[0] = 0;
        uint32_t *out_row = out != NULL ? out + (size_t)x * cols : NULL;
        for (uint32_t y = 0; y < cols; y++) {
            size_t d = (size_t)y + rows - 1 - x;
            g = row.mex[0];
            if (col.mex[y] > g)
                g = col.mex[y];
            if (diag.mex[d] > g)
                g = diag.mex[d];
            /* The mex of the union, 64 candidates per step. */
            const uint64_t *rb = row.bits, *cb = col.bits + (size_t)y * words,
                           *db = diag.bits + d * words;
            size_t w = g >> 6;
            uint64_t taken = rb[w] | cb[w] | db[w] | ((UINT64_C(1) << (g & 63)) - 1);
            while (taken == UINT64_MAX) {
                w++;
                taken = rb[w] | cb[w] | db[w];
            }
            g = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(~taken));
            if (out_row != NULL)
                out_row[y] = g;
            add(&row, 0, g);
            add(&col, y, g);
            add(&diag, d, g);
        }
    }
    line_sets_free(&col);
    line_sets_free(&diag);
    line_sets_free(&row);
    if (rc == CG_OK && last != NULL)
        *last = g;
    return rc;
}

CG_EXPORT int cg_wythoff_grundy_table(uint32_t rows, uint32_t cols, uint32_t *out)
{
    size_t cells;
    if (cgu_mul_overflows(rows, cols, &cells))
        return CG_ERANGE;
    if (cells == 0)
        return CG_OK;
    if (out == NULL)
        return CG_EINVAL;
    return wythoff_sweep(NULL, rows, cols, out, NULL);
}
