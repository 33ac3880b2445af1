#include "thermal-ops-oracle.h"

#include <stdint.h>
#include <stdlib.h>

/* A memo of one recursion: g -> result, by linear search (the games of the
 * tests have at most a few hundred subpositions). */
typedef struct memo {
    const cg_game **key, **val;
    size_t n, cap;
} memo;

static const cg_game *memo_get(const memo *m, const cg_game *g)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->key[i] == g)
            return m->val[i];
    return NULL;
}

static const cg_game *memo_put(memo *m, const cg_game *g, const cg_game *r)
{
    if (r == NULL)
        return NULL;
    if (m->n == m->cap) {
        size_t cap = m->cap ? 2 * m->cap : 32;
        const cg_game **k = realloc(m->key, cap * sizeof *k);
        if (k == NULL)
            return NULL;
        m->key = k;
        const cg_game **v = realloc(m->val, cap * sizeof *v);
        if (v == NULL)
            return NULL;
        m->val = v;
        m->cap = cap;
    }
    m->key[m->n] = g;
    m->val[m->n++] = r;
    return r;
}

static void memo_free(memo *m)
{
    free(m->key);
    free(m->val);
}

/* ---- the companion ---- */

static const cg_game *companion(cg_ctx *ctx, memo *m, const cg_game *g)
{
    const cg_game *done = memo_get(m, g);
    if (done != NULL)
        return done;
    int rel;
    const cg_game *zero = cg_game_zero(ctx);
    if (cg_game_compare(ctx, g, zero, &rel) != CG_OK)
        return NULL;
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    const cg_game **L = calloc(nl + 1, sizeof *L), **R = calloc(nr + 1, sizeof *R);
    const cg_game *r = NULL;
    size_t a = 0, b = 0;
    if (L == NULL || R == NULL)
        goto out;
    if (rel == 0 || rel == 1)   /* G >= 0 */
        L[a++] = zero;
    if (rel == 0 || rel == -1)  /* G <= 0 */
        R[b++] = zero;
    for (size_t i = 0; i < nl; i++)
        if ((L[a++] = companion(ctx, m, cg_game_left(g, i))) == NULL)
            goto out;
    for (size_t i = 0; i < nr; i++)
        if ((R[b++] = companion(ctx, m, cg_game_right(g, i))) == NULL)
            goto out;
    if (cg_game_new(ctx, L, a, R, b, &r) != CG_OK)
        r = NULL;
out:
    free(L);
    free(R);
    return memo_put(m, g, r);
}

const cg_game *oracle_companion(cg_ctx *ctx, const cg_game *g)
{
    memo m = { 0 };
    const cg_game *r = companion(ctx, &m, g);
    memo_free(&m);
    return r;
}

/* ---- cooling ---- */

/* x * 2^s compared with y: once the product leaves 64 bits it is larger in
 * magnitude than any y, so the sign of x decides. */
static int cmp_shifted(int64_t x, uint32_t s, int64_t y)
{
    int sign = (x > 0) - (x < 0);
    for (uint32_t i = 0; i < s && x != 0; i++)
        if (__builtin_mul_overflow(x, 2, &x))
            return sign;
    return (x > y) - (x < y);
}

/* a < b for dyadics, exactly for any denominators. */
static int dy_less(cg_dyadic a, cg_dyadic b)
{
    if (a.log2_den <= b.log2_den)
        return cmp_shifted(a.num, b.log2_den - a.log2_den, b.num) < 0;
    return cmp_shifted(b.num, a.log2_den - b.log2_den, a.num) > 0;
}

typedef struct cooling {
    cg_ctx *ctx;
    cg_dyadic t;
    const cg_game *plus, *minus;   /* t and -t as games */
    memo m;
} cooling;

static const cg_game *cool(cooling *c, const cg_game *g)
{
    const cg_game *done = memo_get(&c->m, g);
    if (done != NULL)
        return done;
    cg_dyadic mean, temp;
    if (cg_game_mean_temperature(c->ctx, g, &mean, &temp) != CG_OK)
        return NULL;
    const cg_game *r = NULL;
    if (dy_less(temp, c->t)) {
        if (cg_game_dyadic(c->ctx, mean.num, mean.log2_den, &r) != CG_OK)
            r = NULL;
        return memo_put(&c->m, g, r);
    }
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    const cg_game **L = calloc(nl + 1, sizeof *L), **R = calloc(nr + 1, sizeof *R);
    if (L == NULL || R == NULL)
        goto out;
    for (size_t i = 0; i < nl; i++) {
        const cg_game *o = cool(c, cg_game_left(g, i));
        if (o == NULL || cg_game_sum(c->ctx, o, c->minus, &L[i]) != CG_OK)
            goto out;
    }
    for (size_t i = 0; i < nr; i++) {
        const cg_game *o = cool(c, cg_game_right(g, i));
        if (o == NULL || cg_game_sum(c->ctx, o, c->plus, &R[i]) != CG_OK)
            goto out;
    }
    if (cg_game_new(c->ctx, L, nl, R, nr, &r) != CG_OK)
        r = NULL;
out:
    free(L);
    free(R);
    return memo_put(&c->m, g, r);
}

const cg_game *oracle_cool(cg_ctx *ctx, const cg_game *g, cg_dyadic t)
{
    cooling c = { ctx, t, NULL, NULL, { 0 } };
    if (cg_game_dyadic(ctx, t.num, t.log2_den, &c.plus) != CG_OK ||
        cg_game_neg(ctx, c.plus, &c.minus) != CG_OK)
        return NULL;
    const cg_game *r = cool(&c, g);
    memo_free(&c.m);
    return r;
}

const cg_game *oracle_freeze(cg_ctx *ctx, const cg_game *g)
{
    if (cg_game_is_number(g))
        return g;
    cg_dyadic temp;
    if (cg_game_mean_temperature(ctx, g, NULL, &temp) != CG_OK)
        return NULL;
    return oracle_cool(ctx, g, temp);
}

int oracle_walls_at(cg_ctx *ctx, const cg_game *g, cg_dyadic t, cg_dyadic *left,
                    cg_dyadic *right)
{
    const cg_game *c = oracle_cool(ctx, g, t);
    return c != NULL && cg_game_stop_values(c, left, right) == CG_OK;
}
