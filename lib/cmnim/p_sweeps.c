/*
 * Every P-position with jars <= bound: for each prefix y of the first jars-1
 * values, in lexicographic order, the completion c(y) of the last jar, the mex of
 *   { c(y - t S) : t >= 1 }          along each direction S of a set without the jar,
 *   { c(y - t S) + t : t >= 1 }      along each direction S of a set with it.
 * Every prefix such a look-up needs is componentwise smaller, so it comes earlier
 * in lexicographic order. The completions live in a dense array indexed in mixed
 * radix bound + 1. Two sweeps compute the mex:
 * - rays: walk each ray and mark the values, O(bound) look-ups per direction;
 * - lines: the points y - t S (t >= 1) are exactly the earlier points of the line
 *   through y along S, so each line keeps a bitset of its values (for "+ t"
 *   directions the values c(z) - z_i, which the position of y shifts back into
 *   c(z) + t), and the mex is found 64 candidates at a time by ORing one word of
 *   each direction's bitset. Memory: a bitset per line, used when it fits.
 */
#include "p_sweeps.h"

#include <string.h>

#include "completion.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/sysmem.h"

#define MAX_BOUND (UINT64_C(1) << 40)
/* The lines sweep is used when its bitsets take at most this many bytes. */
#define LINES_BUDGET (UINT64_C(1) << 30)

typedef struct grid {
    uint32_t k;                 /* prefix length: jars - 1 */
    uint64_t bound;
    size_t cells;
    size_t stride[CG_CMNIM_MAX_JARS];
    cmnim_dir *dirs;
    size_t ndirs;
    size_t *dstride;            /* index offset of one step along each direction */
    uint32_t *lead;             /* the lowest coordinate of each direction */
} grid;

static void grid_free(grid *gr)
{
    cgu_free(gr->dirs);
    cgu_free(gr->dstride);
    cgu_free(gr->lead);
}

static int grid_init(grid *gr, const cg_cmnim *g, uint64_t bound)
{
    memset(gr, 0, sizeof *gr);
    gr->k = g->jars - 1;
    gr->bound = bound;
    size_t side = (size_t)bound + 1, cells = 1;
    for (uint32_t i = gr->k; i-- > 0;) {
        gr->stride[i] = cells;
        if (cgu_mul_overflows(cells, side, &cells))
            return CG_ERANGE;
    }
    gr->cells = cells;
    int rc = cmnim_directions(g, g->jars - 1, &gr->dirs, &gr->ndirs);
    if (rc != CG_OK)
        return rc;
    gr->dstride = cgu_malloc_array(gr->ndirs + 1, sizeof *gr->dstride);
    gr->lead = cgu_malloc_array(gr->ndirs + 1, sizeof *gr->lead);
    if (gr->dstride == NULL || gr->lead == NULL) {
        grid_free(gr);
        return CG_ENOMEM;
    }
    for (size_t d = 0; d < gr->ndirs; d++) {
        gr->dstride[d] = 0;
        gr->lead[d] = (uint32_t)__builtin_ctz(gr->dirs[d].mask);
        for (uint32_t i = 0; i < gr->k; i++)
            if (gr->dirs[d].mask >> i & 1u)
                gr->dstride[d] += gr->stride[i];
    }
    return CG_OK;
}

/* min of y over the direction's coordinates: the number of earlier points on the line. */
static uint64_t steps(const grid *gr, size_t d, const uint64_t *y)
{
    uint64_t m = UINT64_MAX;
    for (uint32_t i = 0; i < gr->k; i++)
        if ((gr->dirs[d].mask >> i & 1u) && y[i] < m)
            m = y[i];
    return m;
}

static void odometer(const grid *gr, uint64_t *y)
{
    for (uint32_t i = gr->k; i-- > 0;) {
        if (y[i] < gr->bound) {
            y[i]++;
            return;
        }
        y[i] = 0;
    }
}

static int report(const cg_cmnim *g, const grid *gr, uint64_t *y, uint64_t v, cg_tuple_fn each,
                  void *user_data)
{
    if (v > gr->bound)
        return CG_OK;
    y[gr->k] = v;
    return each(user_data, y, g->jars) != 0 ? CG_ECANCELED : CG_OK;
}

static int sweep_rays(cg_ctx *ctx, const cg_cmnim *g, const grid *gr, int misere, uint64_t *c,
                      cg_tuple_fn each, void *user_data)
{
    uint64_t *scratch = NULL;
    size_t scratch_cap = 0;
    uint64_t y[CG_CMNIM_MAX_JARS + 1];
    memset(y, 0, sizeof y);
    int rc = CG_OK;
    for (size_t idx = 0; rc == CG_OK && idx < gr->cells; idx++, odometer(gr, y)) {
        /* The mex of n values is at most n: n + 1 bits decide it. */
        uint64_t n = 0;
        for (size_t d = 0; d < gr->ndirs; d++)
            n += steps(gr, d, y);
        size_t words = (size_t)(n / 64 + 1);
        if (words > scratch_cap) {
            void *p = scratch;
            if ((rc = cgu_grow(&p, &scratch_cap, words, sizeof *scratch)) != CG_OK)
                break;
            scratch = p;
        }
        if ((rc = cgu_ctx_charge(ctx, n + 1)) != CG_OK)
            break;
        memset(scratch, 0, words * sizeof *scratch);
        for (size_t d = 0; d < gr->ndirs; d++) {
            uint64_t m = steps(gr, d, y), add = gr->dirs[d].add_t ? 1 : 0;
            size_t at = idx, step = gr->dstride[d];
            for (uint64_t t = 1; t <= m; t++) {
                at -= step;
                uint64_t v = c[at] + add * t;
                if (v <= n)
                    scratch[v >> 6] |= UINT64_C(1) << (v & 63);
            }
        }
        size_t w = 0;
        while (scratch[w] == UINT64_MAX)
            w++;
        c[idx] = (uint64_t)w * 64 + (uint64_t)__builtin_ctzll(~scratch[w]);
        if (misere && idx == 0)
            c[idx] = CMNIM_MISERE_ORIGIN;
        rc = report(g, gr, y, c[idx], each, user_data);
    }
    cgu_free(scratch);
    return rc;
}

/* Bits [bit, bit + 64) of a bitset (bit may be unaligned; the bitset has a word to spare). */
static inline uint64_t window(const uint64_t *bits, uint64_t bit)
{
    uint64_t w = bit >> 6, s = bit & 63;
    return s == 0 ? bits[w] : (bits[w] >> s) | (bits[w + 1] << (64 - s));
}

typedef struct lines {
    uint32_t *slot_of_base;   /* per direction: cells entries, the line of each base point */
    uint64_t *bits;           /* nlines * words */
    size_t words;
    size_t nlines;
} lines;

/* Bytes the lines sweep needs, or UINT64_MAX when it does not fit the budget. */
static uint64_t lines_bytes(const grid *gr, size_t *words, size_t *nlines)
{
    /* The mex is at most the number of values, sum of steps <= ndirs * bound; the
     * "+ t" bitsets hold c - position + bound. Two spare words for windows. */
    double maxv = (double)gr->ndirs * (double)gr->bound + 2.0 * (double)gr->bound + 64;
    double w = maxv / 64 + 2;
    /* A line starts at every point with a zero in one of its direction's
     * coordinates; bound it by the points with any zero coordinate. */
    double all = 1, inner = 1;
    for (uint32_t i = 0; i < gr->k; i++) {
        all *= (double)gr->bound + 1;
        inner *= (double)gr->bound;
    }
    double per_dir = gr->k == 0 ? 1 : all - inner;
    double n = per_dir * (double)gr->ndirs;
    double bytes = n * w * 8 + (double)gr->cells * (double)gr->ndirs * 4;
    if (bytes > (double)LINES_BUDGET || n > (double)UINT32_MAX)
        return UINT64_MAX;
    *words = (size_t)w;
    *nlines = (size_t)n;
    return (uint64_t)bytes;
}

static int sweep_lines(cg_ctx *ctx, const cg_cmnim *g, const grid *gr, int misere, uint64_t *c,
                       cg_tuple_fn each, void *user_data)
{
    size_t words, nlines;
    if (lines_bytes(gr, &words, &nlines) == UINT64_MAX)
        return CG_ENOMEM;
    size_t nmaps;
    if (cgu_mul_overflows(gr->cells, gr->ndirs, &nmaps))
        return CG_ERANGE;
    uint32_t *slot_of_base = cgu_malloc_array(nmaps, sizeof *slot_of_base);
    uint64_t *bits = cgu_calloc(nlines * words, sizeof *bits);
    size_t *slot = cgu_malloc_array(gr->ndirs + 1, sizeof *slot);
    int rc = CG_OK;
    if (slot_of_base == NULL || bits == NULL || slot == NULL)
        rc = CG_ENOMEM;
    size_t used = 0;
    uint64_t y[CG_CMNIM_MAX_JARS + 1];
    memset(y, 0, sizeof y);
    for (size_t idx = 0; rc == CG_OK && idx < gr->cells; idx++, odometer(gr, y)) {
        /* Find (or open) the line of y in each direction. */
        for (size_t d = 0; d < gr->ndirs; d++) {
            uint64_t m = steps(gr, d, y);
            size_t base = idx - (size_t)m * gr->dstride[d];
            uint32_t *map = slot_of_base + d * gr->cells;
            if (m == 0)
                map[base] = (uint32_t)used++;
            slot[d] = map[base];
        }
        if ((rc = cgu_ctx_charge(ctx, gr->ndirs + 1)) != CG_OK)
            break;
        /* The mex, 64 candidates at a time. */
        uint64_t v = 0, w;
        for (w = 0;; w++) {
            uint64_t taken = 0;
            for (size_t d = 0; d < gr->ndirs && taken != UINT64_MAX; d++) {
                const uint64_t *b = bits + slot[d] * words;
                if (gr->dirs[d].add_t) {
                    /* Candidate u is excluded when u - y_lead + bound is in the set. */
                    uint64_t shift = gr->bound - y[gr->lead[d]];
                    taken |= window(b, 64 * w + shift);
                } else {
                    taken |= b[w];
                }
            }
            if (taken != UINT64_MAX) {
                v = 64 * w + (uint64_t)__builtin_ctzll(~taken);
                break;
            }
        }
        /* Each further word of every direction's bitset is a node too: the
         * mex grows with the box (thousands for a side of 3000), and so did
         * the time of a node while only the look-ups were charged (a node of
         * cookie-monster 3 3000 cost tens of times one of a smaller box of
         * more jars: doc/development.md, "Figures behind the code's
         * comments"). */
        if (w > 0 && (rc = cgu_ctx_charge(ctx, w * gr->ndirs)) != CG_OK)
            break;
        if (misere && idx == 0)
            v = CMNIM_MISERE_ORIGIN;
        c[idx] = v;
        for (size_t d = 0; d < gr->ndirs; d++) {
            uint64_t *b = bits + slot[d] * words;
            uint64_t at = gr->dirs[d].add_t ? v + gr->bound - y[gr->lead[d]] : v;
            b[at >> 6] |= UINT64_C(1) << (at & 63);
        }
        rc = report(g, gr, y, v, each, user_data);
    }
    cgu_free(slot_of_base);
    cgu_free(bits);
    cgu_free(slot);
    return rc;
}

int cmnim_p_positions(cg_ctx *ctx, const cg_cmnim *g, int misere, uint64_t bound, cg_tuple_fn each,
                      void *user_data, cmnim_sweep sweep)
{
    if (bound > MAX_BOUND)
        return CG_ERANGE;
    cgu_ctx_begin(ctx);
    grid gr;
    int rc = grid_init(&gr, g, bound);
    if (rc != CG_OK)
        return rc;
    size_t words, nlines;
    uint64_t line_bytes = lines_bytes(&gr, &words, &nlines);
    if (sweep == CMNIM_SWEEP_AUTO)
        sweep = line_bytes != UINT64_MAX ? CMNIM_SWEEP_LINES : CMNIM_SWEEP_RAYS;
    /* Refused before anything large is allocated (overcommit would hand out
     * 13 GB for 5 jars to 200 and fail only when touched): each cell costs at
     * least one node, and the dense array plus the lines' bitsets must fit in
     * the memory available. */
    uint64_t need = gr.cells > UINT64_MAX / 8 ? UINT64_MAX : (uint64_t)gr.cells * 8;
    if (sweep == CMNIM_SWEEP_LINES && line_bytes != UINT64_MAX)
        need = need > UINT64_MAX - line_bytes ? UINT64_MAX : need + line_bytes;
    if (ctx->node_limit != 0 && gr.cells > ctx->node_limit)
        rc = CG_ELIMIT;
    else
        rc = cgu_ctx_reserve(ctx, need, "cmnim: the table of P-positions");
    uint64_t *c = rc == CG_OK ? cgu_malloc_array(gr.cells, sizeof *c) : NULL;
    if (c == NULL) {
        grid_free(&gr);
        return rc != CG_OK ? rc : CG_ENOMEM;
    }
    if (sweep == CMNIM_SWEEP_LINES)
        rc = sweep_lines(ctx, g, &gr, misere, c, each, user_data);
    else
        rc = sweep_rays(ctx, g, &gr, misere, c, each, user_data);
    cgu_free(c);
    grid_free(&gr);
    return rc;
}

CG_EXPORT int cg_cmnim_p_positions(cg_ctx *ctx, const cg_cmnim *g, uint64_t bound,
                                   cg_tuple_fn each, void *user_data)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || each == NULL)
        return CG_EINVAL;
    return cmnim_p_positions(ctx, g, 0, bound, each, user_data, CMNIM_SWEEP_AUTO);
}

CG_EXPORT int cg_cmnim_misere_p_positions(cg_ctx *ctx, const cg_cmnim *g, uint64_t bound,
                                          cg_tuple_fn each, void *user_data)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || each == NULL)
        return CG_EINVAL;
    return cmnim_p_positions(ctx, g, 1, bound, each, user_data, CMNIM_SWEEP_AUTO);
}
