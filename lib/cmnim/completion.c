/*
 * c(y) = mex { c(y - t S) + (add_t ? t : 0) : directions (S, add_t), 1 <= t <= min_S y }
 * by depth-first search with an explicit stack: a tuple's sum drops by at least t
 * per step, so chains are as long as the sum of the jars, far too deep for the C
 * stack. Each frame keeps its place (direction, t) and its collected values sit
 * on a shared value stack above its parent's. Remoteness walks the same moves as
 * the Grundy value and only folds the options' values by another rule.
 */
#include "completion.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "memo.h"
#include "util/alloc.h"
#include "util/ctx.h"


typedef struct frame {
    size_t dir;       /* current direction */
    uint64_t t;       /* current step along it; 0 = not started */
    uint64_t tmax;    /* min of the tuple over the direction's coordinates */
    size_t vals;      /* where this frame's values start on the value stack */
} frame;

typedef struct engine {
    cg_ctx *ctx;
    cgu_wmap *memo;
    const cmnim_dir *dirs;
    size_t ndirs;
    size_t k;               /* tuple length */
    uint64_t which;         /* key prefix: kind << 32 | jar walked (cmnim_value) */
    cmnim_kind kind;
    frame *frames;
    size_t nframes, frames_cap;
    uint64_t *tuples;       /* k words per frame, then one scratch key */
    size_t tuples_cap;      /* in words */
    uint64_t *values;
    size_t nvalues, values_cap;
    uint64_t *scratch;
    size_t scratch_cap;
} engine;

int cmnim_mex(const uint64_t *values, size_t n, uint64_t **scratch, size_t *scratch_cap,
              uint64_t *out)
{
    /* The mex of n values is at most n: a bitset of n + 1 bits decides it. */
    size_t words = n / 64 + 1;
    if (words > *scratch_cap) {
        void *s = *scratch;
        int rc = cgu_grow(&s, scratch_cap, words, sizeof **scratch);
        if (rc != CG_OK)
            return rc;
        *scratch = s;
    }
    uint64_t *bits = *scratch;
    memset(bits, 0, words * sizeof *bits);
    for (size_t i = 0; i < n; i++)
        if (values[i] <= n)
            bits[values[i] >> 6] |= UINT64_C(1) << (values[i] & 63);
    size_t w = 0;
    while (bits[w] == UINT64_MAX)
        w++;
    *out = (uint64_t)w * 64 + (uint64_t)__builtin_ctzll(~bits[w]);
    return CG_OK;
}

/* The remoteness of a position from its options' remoteness values[0..n):
 * 0 without a move; else 1 + the least value of a losing option for the
 * player who moves there (even in normal play, odd in misère play), or,
 * with none, 1 + the largest (the loser makes the game last). */
static uint64_t remoteness_fold(const uint64_t *values, size_t n, int misere)
{
    uint64_t best_win = UINT64_MAX, longest = 0;
    for (size_t i = 0; i < n; i++) {
        if ((values[i] & 1u) == (uint64_t)misere && values[i] < best_win)
            best_win = values[i];
        if (values[i] > longest)
            longest = values[i];
    }
    if (n == 0)
        return 0;
    return 1 + (best_win != UINT64_MAX ? best_win : longest);
}

static uint64_t dir_min(const engine *e, const uint64_t *y, uint32_t mask)
{
    uint64_t m = UINT64_MAX;
    for (size_t i = 0; i < e->k; i++)
        if ((mask >> i & 1u) && y[i] < m)
            m = y[i];
    return m;
}

static int push_value(engine *e, uint64_t v)
{
    if (e->nvalues == e->values_cap) {
        void *p = e->values;
        int rc = cgu_ctx_grow(e->ctx, &p, &e->values_cap, e->nvalues + 1, sizeof *e->values,
                              "cmnim: the search's value stack");
        if (rc != CG_OK)
            return rc;
        e->values = p;
    }
    e->values[e->nvalues++] = v;
    return CG_OK;
}

/* Push a frame for tuple z (copied). */
static int push_frame(engine *e, const uint64_t *z)
{
    if (e->nframes == e->frames_cap) {
        void *p = e->frames;
        int rc = cgu_ctx_grow(e->ctx, &p, &e->frames_cap, e->nframes + 1, sizeof *e->frames,
                              "cmnim: the search stack");
        if (rc != CG_OK)
            return rc;
        e->frames = p;
    }
    size_t need = (e->nframes + 2) * (e->k + 1);
    if (need > e->tuples_cap) {
        void *p = e->tuples;
        int rc = cgu_ctx_grow(e->ctx, &p, &e->tuples_cap, need, sizeof *e->tuples,
                              "cmnim: the search stack's positions");
        if (rc != CG_OK)
            return rc;
        e->tuples = p;
    }
    /* Frame i's key [which, tuple] lives at tuples[i * (k + 1)]. */
    uint64_t *key = e->tuples + e->nframes * (e->k + 1);
    key[0] = e->which;
    memcpy(key + 1, z, e->k * sizeof *z);
    frame *f = &e->frames[e->nframes++];
    f->dir = 0;
    f->t = 0;
    f->tmax = e->ndirs > 0 ? dir_min(e, key + 1, e->dirs[0].mask) : 0;
    f->vals = e->nvalues;
    return CG_OK;
}

static int all_zero(const uint64_t *y, size_t k)
{
    for (size_t i = 0; i < k; i++)
        if (y[i] != 0)
            return 0;
    return 1;
}

static int run(engine *e, const uint64_t *y, uint64_t *out)
{
    int rc = push_frame(e, y);
    while (rc == CG_OK && e->nframes > 0) {
        frame *f = &e->frames[e->nframes - 1];
        const uint64_t *key = e->tuples + (e->nframes - 1) * (e->k + 1);
        uint64_t *next = e->tuples + e->nframes * (e->k + 1);   /* scratch slot */
        int descended = 0;
        while (f->dir < e->ndirs) {
            if (f->t == f->tmax) {
                /* Moving on to the next direction is work too: with many jars
                 * most directions have no move (a jar at 0), and a scan of
                 * 2^16 of them per tuple must not go uncharged. */
                if ((rc = cgu_ctx_charge(e->ctx, 1)) != CG_OK)
                    return rc;
                if (++f->dir < e->ndirs) {
                    f->t = 0;
                    f->tmax = dir_min(e, key + 1, e->dirs[f->dir].mask);
                }
                continue;
            }
            f->t++;
            if ((rc = cgu_ctx_charge(e->ctx, 1)) != CG_OK)
                return rc;
            uint32_t mask = e->dirs[f->dir].mask;
            next[0] = e->which;
            for (size_t i = 0; i < e->k; i++)
                next[1 + i] = key[1 + i] - ((mask >> i & 1u) ? f->t : 0);
            const uint64_t *known = cgu_wmap_find(e->memo, next, e->k + 1);
            if (known == NULL) {
                uint64_t z[CG_CMNIM_MAX_JARS];
                memcpy(z, next + 1, e->k * sizeof *z);
                rc = push_frame(e, z);
                descended = 1;
                break;
            }
            if ((rc = push_value(e, *known + (e->dirs[f->dir].add_t ? f->t : 0))) != CG_OK)
                return rc;
        }
        if (rc != CG_OK)
            return rc;
        if (descended)
            continue;
        /* Every option seen: store the fold, hand it to the parent. */
        uint64_t v;
        /* values is NULL until a first value is pushed (a tuple without
         * moves): no pointer arithmetic on it then. */
        const uint64_t *mine = e->values != NULL ? e->values + f->vals : NULL;
        size_t n = e->nvalues - f->vals;
        if (e->kind == CMNIM_REMOTENESS || e->kind == CMNIM_MISERE_REMOTENESS) {
            v = remoteness_fold(mine, n, e->kind == CMNIM_MISERE_REMOTENESS);
        } else {
            rc = cmnim_mex(mine, n, &e->scratch, &e->scratch_cap, &v);
            if (rc != CG_OK)
                return rc;
            if (e->kind == CMNIM_MISERE_COMPLETION && n == 0 && all_zero(key + 1, e->k))
                v = CMNIM_MISERE_ORIGIN;
        }
        void *slot;
        /* The memo doubles now and then: charged before it does. */
        if ((rc = cgu_ctx_memo_reserve(e->ctx, e->memo, e->k + 1, "cmnim: the memo")) != CG_OK)
            return rc;
        if ((rc = cgu_wmap_insert(e->memo, key, e->k + 1, &slot, NULL)) != CG_OK)
            return rc;
        memcpy(slot, &v, sizeof v);
        e->nvalues = f->vals;
        e->nframes--;
        if (e->nframes == 0) {
            *out = v;
            break;
        }
        frame *parent = &e->frames[e->nframes - 1];
        rc = push_value(e, v + (e->dirs[parent->dir].add_t ? parent->t : 0));
    }
    return rc;
}

int cmnim_value(cg_ctx *ctx, const cg_cmnim *g, cmnim_kind kind, uint32_t jar, const uint64_t *y,
                uint64_t *out)
{
    int completion = kind == CMNIM_COMPLETION || kind == CMNIM_MISERE_COMPLETION;
    /* Completions walk the other jars; the rest walk the whole position. */
    uint32_t which = completion ? jar : g->jars;
    size_t k = completion ? g->jars - 1 : g->jars;
    uint64_t sum = 0;
    for (size_t i = 0; i < k; i++) {
        if (y[i] > CMNIM_MAX_SUM - sum)
            return CG_ERANGE;
        sum += y[i];
    }
    cgu_wmap *memo = cmnim_memo(ctx, g);
    if (memo == NULL)
        return CG_ENOMEM;
    uint64_t key[CG_CMNIM_MAX_JARS + 1];
    /* Every kind shares the game's memo under keys of its own. */
    key[0] = (uint64_t)kind << 32 | which;
    memcpy(key + 1, y, k * sizeof *y);
    const uint64_t *known = cgu_wmap_find(memo, key, k + 1);
    if (known != NULL) {
        *out = *known;
        return CG_OK;
    }
    engine e;
    memset(&e, 0, sizeof e);
    e.ctx = ctx;
    e.memo = memo;
    e.k = k;
    e.which = key[0];
    e.kind = kind;
    cmnim_dir *dirs;
    int rc = cmnim_directions(g, which, &dirs, &e.ndirs);
    if (rc != CG_OK)
        return rc;
    e.dirs = dirs;
    /* Each step down charges a node and takes at least one cookie, so the
     * stack never holds more than min(sum, nodes left) + 1 positions: when
     * even that cannot fit, refuse now rather than after filling the memory
     * (a first descent often goes that deep: Cookie Monster's takes one
     * cookie at a time). The stacks and the memo reserve as they grow. */
    uint64_t depth = sum;
    if (ctx->node_limit != 0) {
        uint64_t left = ctx->nodes < ctx->node_limit ? ctx->node_limit - ctx->nodes : 0;
        if (left < depth)
            depth = left;
    }
    depth++;
    uint64_t per = sizeof(frame) + (k + 1) * sizeof(uint64_t);
    char what[96];
    snprintf(what, sizeof what, "cmnim: a search stack of up to %" PRIu64 " positions", depth);
    rc = cgu_ctx_fits(ctx, depth > UINT64_MAX / per ? UINT64_MAX : depth * per, what);
    if (rc == CG_OK)
        rc = run(&e, y, out);
    cgu_free(dirs);
    cgu_free(e.frames);
    cgu_free(e.tuples);
    cgu_free(e.values);
    cgu_free(e.scratch);
    return rc;
}
