#include "product-oracle.h"

#include <stdint.h>
#include <stdlib.h>

/* A memo keyed by two pointers: open addressing, grown by doubling. */
typedef struct entry {
    const void *a, *b;
    void *r;
} entry;

typedef struct memo {
    entry *e;
    size_t cap, n;
} memo;

static size_t slot(const memo *m, const void *a, const void *b)
{
    uint64_t k = (uint64_t)(uintptr_t)a * 0x9E3779B97F4A7C15u ^ (uint64_t)(uintptr_t)b * 0xC2B2AE3D27D4EB4Fu;
    size_t i = (size_t)(k >> 17) & (m->cap - 1);
    while (m->e[i].a != NULL && (m->e[i].a != a || m->e[i].b != b))
        i = (i + 1) & (m->cap - 1);
    return i;
}

static void *get(const memo *m, const void *a, const void *b)
{
    return m->cap == 0 ? NULL : m->e[slot(m, a, b)].r;
}

static int put(memo *m, const void *a, const void *b, void *r)
{
    if (2 * (m->n + 1) > m->cap) {
        size_t cap = m->cap ? 2 * m->cap : 64;
        memo n = { calloc(cap, sizeof(entry)), cap, 0 };
        if (n.e == NULL)
            return 0;
        for (size_t i = 0; i < m->cap; i++)
            if (m->e[i].a != NULL) {
                n.e[slot(&n, m->e[i].a, m->e[i].b)] = m->e[i];
                n.n++;
            }
        free(m->e);
        *m = n;
    }
    m->e[slot(m, a, b)] = (entry){ a, b, r };
    m->n++;
    return 1;
}

typedef struct list {
    const void **v;
    size_t n, cap;
} list;

static int push(list *l, const void *p)
{
    if (p == NULL)
        return 0;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 16;
        const void **v = realloc(l->v, cap * sizeof *v);
        if (v == NULL)
            return 0;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = p;
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

static const cg_game *sum(cg_ctx *ctx, const cg_game *a, const cg_game *b)
{
    const cg_game *r;
    return a != NULL && b != NULL && cg_game_sum(ctx, a, b, &r) == CG_OK ? r : NULL;
}

static const cg_game *neg(cg_ctx *ctx, const cg_game *a)
{
    const cg_game *r;
    return a != NULL && cg_game_neg(ctx, a, &r) == CG_OK ? r : NULL;
}

/* ---- Conway's product ---- */

static const cg_game *cp(cg_ctx *ctx, memo *m, const cg_game *g, const cg_game *h)
{
    const cg_game *r = get(m, g, h);
    if (r != NULL)
        return r;
    list L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    int ok = 1;
    /* For each option a of g and b of h: a.h + g.b - a.b, a Left option
     * when a and b are of the same side, a Right one otherwise. */
    for (int gs = 0; gs < 2 && ok; gs++)
        for (int hs = 0; hs < 2 && ok; hs++)
            for (size_t i = 0; i < count(g, gs) && ok; i++)
                for (size_t j = 0; j < count(h, hs) && ok; j++) {
                    const cg_game *a = opt(g, gs, i), *b = opt(h, hs, j);
                    const cg_game *o = sum(ctx, sum(ctx, cp(ctx, m, a, h), cp(ctx, m, g, b)),
                                           neg(ctx, cp(ctx, m, a, b)));
                    ok = push(gs == hs ? &L : &R, o);
                }
    if (ok && cg_game_new(ctx, (const cg_game *const *)L.v, L.n, (const cg_game *const *)R.v,
                          R.n, &r) != CG_OK)
        r = NULL;
    free(L.v);
    free(R.v);
    if (r != NULL && !put(m, g, h, (void *)(uintptr_t)r))
        r = NULL;
    return r;
}

const cg_game *oracle_conway_product(cg_ctx *ctx, const cg_game *g, const cg_game *h)
{
    memo m = { NULL, 0, 0 };
    const cg_game *r = cp(ctx, &m, g, h);
    free(m.e);
    return r;
}

/* ---- the ordinal product, on literal forms ---- */

/* A form: its options as forms; its canonical form once made. */
typedef struct form {
    list opt[2];
    const cg_game *canon;
} form;

typedef struct forms {
    cg_ctx *ctx;
    const cg_game *g;
    memo prods;   /* K -> the form G (x) K */
    memo sums;    /* (form P, game B) -> the form P : B */
    list all;     /* every form made, to free */
} forms;

static form *new_form(forms *f)
{
    form *x = calloc(1, sizeof *x);
    if (x != NULL && !push(&f->all, x)) {
        free(x);
        x = NULL;
    }
    return x;
}

/* The literal ordinal sum P : B = {P^L, P : B^L | P^R, P : B^R}. */
static form *ordinal_sum(forms *f, form *p, const cg_game *b)
{
    form *x = get(&f->sums, p, b);
    if (x != NULL || p == NULL || b == NULL)
        return x;
    if ((x = new_form(f)) == NULL || !put(&f->sums, p, b, x))
        return NULL;
    for (int s = 0; s < 2; s++) {
        for (size_t i = 0; i < p->opt[s].n; i++)
            if (!push(&x->opt[s], p->opt[s].v[i]))
                return NULL;
        for (size_t i = 0; i < count(b, s); i++)
            if (!push(&x->opt[s], ordinal_sum(f, p, opt(b, s, i))))
                return NULL;
    }
    return x;
}

/* The literal G (x) K = {G(x)K^L : G^L, G(x)K^R : -G^R |
 *                       G(x)K^L : G^R, G(x)K^R : -G^L}. */
static form *product(forms *f, const cg_game *k)
{
    form *x = get(&f->prods, k, k);
    if (x != NULL)
        return x;
    if ((x = new_form(f)) == NULL || !put(&f->prods, k, k, x))
        return NULL;
    const cg_game *g = f->g;
    for (int ks = 0; ks < 2; ks++)
        for (size_t j = 0; j < count(k, ks); j++) {
            form *p = product(f, opt(k, ks, j));
            /* From K^L: G^L for Left, G^R for Right. From K^R: -G^R for
             * Left, -G^L for Right. */
            for (int side = 0; side < 2; side++) {
                int gs = ks == 0 ? side : 1 - side;
                for (size_t i = 0; i < count(g, gs); i++) {
                    const cg_game *b = opt(g, gs, i);
                    if (ks == 1)
                        b = neg(f->ctx, b);
                    if (!push(&x->opt[side], ordinal_sum(f, p, b)))
                        return NULL;
                }
            }
        }
    return x;
}

static const cg_game *canonical(cg_ctx *ctx, form *x)
{
    if (x == NULL || x->canon != NULL)
        return x == NULL ? NULL : x->canon;
    list o[2] = { { NULL, 0, 0 }, { NULL, 0, 0 } };
    int ok = 1;
    for (int s = 0; s < 2 && ok; s++)
        for (size_t i = 0; i < x->opt[s].n && ok; i++)
            ok = push(&o[s], canonical(ctx, (form *)(uintptr_t)x->opt[s].v[i]));
    if (ok && cg_game_new(ctx, (const cg_game *const *)o[0].v, o[0].n,
                          (const cg_game *const *)o[1].v, o[1].n, &x->canon) != CG_OK)
        x->canon = NULL;
    free(o[0].v);
    free(o[1].v);
    return x->canon;
}

const cg_game *oracle_ordinal_product(cg_ctx *ctx, const cg_game *g, const cg_game *h)
{
    forms f = { ctx, g, { NULL, 0, 0 }, { NULL, 0, 0 }, { NULL, 0, 0 } };
    const cg_game *r = canonical(ctx, product(&f, h));
    for (size_t i = 0; i < f.all.n; i++) {
        form *x = (form *)(uintptr_t)f.all.v[i];
        free(x->opt[0].v);
        free(x->opt[1].v);
        free(x);
    }
    free(f.all.v);
    free(f.prods.e);
    free(f.sums.e);
    return r;
}

/* ---- multiples ---- */

const cg_game *oracle_multiple(cg_ctx *ctx, const cg_game *g, int64_t n)
{
    const cg_game *r = cg_game_zero(ctx);
    int64_t m = n < 0 ? -n : n;
    for (int64_t i = 0; i < m && r != NULL; i++)
        r = sum(ctx, r, g);
    return n < 0 ? neg(ctx, r) : r;
}
