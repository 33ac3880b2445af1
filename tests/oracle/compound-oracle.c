#include "compound-oracle.h"

#include <stdint.h>
#include <stdlib.h>

/* The memo: open addressing on (g, h) pointers, grown by doubling. */
typedef struct entry {
    const cg_game *g, *h, *r;
} entry;

typedef struct memo {
    entry *e;
    size_t cap, n;
} memo;

static size_t slot(const memo *m, const cg_game *g, const cg_game *h)
{
    uint64_t k = (uint64_t)(uintptr_t)g * 0x9E3779B97F4A7C15u ^ (uint64_t)(uintptr_t)h * 0xC2B2AE3D27D4EB4Fu;
    size_t i = (size_t)(k >> 17) & (m->cap - 1);
    while (m->e[i].g != NULL && (m->e[i].g != g || m->e[i].h != h))
        i = (i + 1) & (m->cap - 1);
    return i;
}

static int put(memo *m, const cg_game *g, const cg_game *h, const cg_game *r)
{
    if (2 * (m->n + 1) > m->cap) {
        memo b = { calloc(m->cap ? 2 * m->cap : 64, sizeof(entry)), m->cap ? 2 * m->cap : 64, 0 };
        if (b.e == NULL)
            return 0;
        for (size_t i = 0; i < m->cap; i++)
            if (m->e[i].g != NULL) {
                b.e[slot(&b, m->e[i].g, m->e[i].h)] = m->e[i];
                b.n++;
            }
        free(m->e);
        *m = b;
    }
    size_t i = slot(m, g, h);
    m->e[i] = (entry){ g, h, r };
    m->n++;
    return 1;
}

typedef struct list {
    const cg_game **v;
    size_t n, cap;
} list;

static int push(list *l, const cg_game *g)
{
    if (g == NULL)
        return 0;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 16;
        const cg_game **v = realloc(l->v, cap * sizeof *v);
        if (v == NULL)
            return 0;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = g;
    return 1;
}

static const cg_game *opt(const cg_game *g, int right, size_t i)
{
    return right ? cg_game_right(g, i) : cg_game_left(g, i);
}

static size_t count(const cg_game *g, int right)
{
    return right ? cg_game_right_count(g) : cg_game_left_count(g);
}

static const cg_game *go(cg_ctx *ctx, memo *m, int op, const cg_game *g, const cg_game *h);

/* The options of op(g, h) for one player, as the definition lists them. */
static int options(cg_ctx *ctx, memo *m, int op, const cg_game *g, const cg_game *h, int right,
                   list *l)
{
    size_t gn = count(g, right), hn = count(h, right);
    int ok = 1;
    if (op == ORACLE_ORDINAL) {
        /* G^X, G:H^X */
        for (size_t i = 0; i < gn && ok; i++)
            ok = push(l, opt(g, right, i));
        for (size_t j = 0; j < hn && ok; j++)
            ok = push(l, go(ctx, m, op, g, opt(h, right, j)));
    } else if (op == ORACLE_CONJUNCTIVE) {
        /* G^X and H^X */
        for (size_t i = 0; i < gn && ok; i++)
            for (size_t j = 0; j < hn && ok; j++)
                ok = push(l, go(ctx, m, op, opt(g, right, i), opt(h, right, j)));
    } else {
        /* G^X or H, G or H^X, G^X or H^X */
        for (size_t i = 0; i < gn && ok; i++)
            ok = push(l, go(ctx, m, op, opt(g, right, i), h));
        for (size_t j = 0; j < hn && ok; j++)
            ok = push(l, go(ctx, m, op, g, opt(h, right, j)));
        for (size_t i = 0; i < gn && ok; i++)
            for (size_t j = 0; j < hn && ok; j++)
                ok = push(l, go(ctx, m, op, opt(g, right, i), opt(h, right, j)));
    }
    return ok;
}

static const cg_game *go(cg_ctx *ctx, memo *m, int op, const cg_game *g, const cg_game *h)
{
    if (g == NULL || h == NULL)
        return NULL;
    if (m->cap > 0) {
        size_t i = slot(m, g, h);
        if (m->e[i].g != NULL)
            return m->e[i].r;
    }
    list L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    const cg_game *r = NULL;
    if (options(ctx, m, op, g, h, 0, &L) && options(ctx, m, op, g, h, 1, &R)
        && cg_game_new(ctx, L.v, L.n, R.v, R.n, &r) != CG_OK)
        r = NULL;
    free(L.v);
    free(R.v);
    if (r != NULL && !put(m, g, h, r))
        r = NULL;
    return r;
}

const cg_game *oracle_compound(cg_ctx *ctx, int op, const cg_game *g, const cg_game *h)
{
    memo m = { NULL, 0, 0 };
    const cg_game *r = go(ctx, &m, op, g, h);
    free(m.e);
    return r;
}
