#include "uptimal-oracle.h"

#include <stdlib.h>

#include "compound-oracle.h"

static const cg_game *add(cg_ctx *ctx, const cg_game *a, const cg_game *b)
{
    const cg_game *s;
    return a != NULL && b != NULL && cg_game_sum(ctx, a, b, &s) == CG_OK ? s : NULL;
}

static const cg_game *negate(cg_ctx *ctx, const cg_game *a)
{
    const cg_game *n;
    return a != NULL && cg_game_neg(ctx, a, &n) == CG_OK ? n : NULL;
}

const cg_game *oracle_pow_to(cg_ctx *ctx, const cg_game *g, uint32_t n)
{
    const cg_game *k;
    if (n == 0)
        return cg_game_zero(ctx);
    if (cg_game_integer(ctx, (int64_t)n - 1, &k) != CG_OK)
        return NULL;
    return oracle_compound(ctx, ORACLE_ORDINAL, g, k);
}

const cg_game *oracle_pow(cg_ctx *ctx, const cg_game *g, uint32_t n)
{
    if (n == 0 || cg_game_left_count(g) != 1 || cg_game_right_count(g) != 1 ||
        cg_game_left(g, 0) != cg_game_zero(ctx))
        return NULL;
    const cg_game *r = add(ctx, cg_game_right(g, 0), negate(ctx, oracle_pow_to(ctx, g, n - 1)));
    const cg_game *zero = cg_game_zero(ctx), *out;
    return r != NULL && cg_game_new(ctx, &zero, 1, &r, 1, &out) == CG_OK ? out : NULL;
}

const cg_game *oracle_overheat(cg_ctx *ctx, const cg_game *g, const cg_game *s, const cg_game *t)
{
    int64_t num;
    uint32_t log2;
    if (cg_game_number(g, &num, &log2) == CG_OK && log2 == 0) {
        /* n copies of s, one sum at a time: the tests keep n small. */
        const cg_game *acc = cg_game_zero(ctx), *unit = num < 0 ? negate(ctx, s) : s;
        for (int64_t i = 0; i < (num < 0 ? -num : num) && acc != NULL; i++)
            acc = add(ctx, acc, unit);
        return acc;
    }
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    const cg_game **o = malloc((nl + nr + 1) * sizeof *o), *out = NULL, *neg_t = negate(ctx, t);
    int ok = o != NULL && neg_t != NULL;
    for (size_t i = 0; i < nl + nr && ok; i++) {
        const cg_game *x = i < nl ? cg_game_left(g, i) : cg_game_right(g, i - nl);
        o[i] = add(ctx, oracle_overheat(ctx, x, s, t), i < nl ? t : neg_t);
        ok = o[i] != NULL;
    }
    if (ok && cg_game_new(ctx, o, nl, o + nl, nr, &out) != CG_OK)
        out = NULL;
    free(o);
    return out;
}

const cg_game *oracle_up_unit(cg_ctx *ctx, uint32_t n)
{
    const cg_game *zero = cg_game_zero(ctx), *star, *up, *out;
    if (n == 0 || cg_game_new(ctx, &zero, 1, &zero, 1, &star) != CG_OK ||
        cg_game_new(ctx, &zero, 1, &star, 1, &up) != CG_OK)
        return NULL;
    /* ^[n-1] as the sum of the units below, each made by this definition. */
    const cg_game *below = zero;
    for (uint32_t k = 1; k < n && below != NULL; k++)
        below = add(ctx, below, oracle_up_unit(ctx, k));
    if (n == 1)
        return up;
    const cg_game *r = add(ctx, negate(ctx, below), star);
    return r != NULL && cg_game_new(ctx, &zero, 1, &r, 1, &out) == CG_OK ? out : NULL;
}

const cg_game *oracle_uptimal(cg_ctx *ctx, const cg_game *x, uint32_t m, const int64_t *a,
                              size_t len)
{
    const cg_game *star;
    if (cg_game_nimber(ctx, m, &star) != CG_OK)
        return NULL;
    const cg_game *acc = add(ctx, x, star);
    for (size_t i = 0; i < len && acc != NULL; i++) {
        const cg_game *unit = oracle_up_unit(ctx, (uint32_t)i + 1);
        if (a[i] < 0)
            unit = negate(ctx, unit);
        for (int64_t j = 0; j < (a[i] < 0 ? -a[i] : a[i]) && acc != NULL; j++)
            acc = add(ctx, acc, unit);
    }
    return acc;
}
