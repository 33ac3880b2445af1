/*
 * The followers of a game (CGSuite's Followers and FollowerCount): the
 * distinct subpositions of its canonical form, the game itself included, as
 * CGSuite counts them (0 has one follower, 0 itself).
 *
 * One walk over the game graph with an explicit stack (an integer n has n + 1
 * followers, one per level, far deeper than a C stack), each game once,
 * remembered by id. Each follower is one node of the context's limit, which
 * is what bounds the walk: the options of numbers are made as the walk reads
 * them, so 2^40 would otherwise make 2^40 games.
 *
 * The count need not make them: the followers of a number are its ancestors
 * in the tree of numbers (x = {x^L | x^R} with x^L, x^R the nearest numbers
 * born before x on each side), so the count walks the games that are not
 * numbers and counts the union of the numbers' ancestor chains by
 * arithmetic (number_closure below): CGSuite's -1823437481924 has
 * 1823437481925 followers, counted at once.
 */
#include <stdint.h>
#include <stdlib.h>

#include "store.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/map64.h"

/* Every follower of g, each once, in no particular order, in *all; with
 * numbers != NULL, a number is put there and not walked into. */
static int walk(pg_store *st, const cg_game *g, pg_glist *all, pg_glist *numbers)
{
    cgu_map64 seen;
    cgu_map64_init(&seen);
    pg_glist todo = { NULL, 0, 0 };
    int rc = cgu_map64_put(&seen, g->id, 1);
    if (rc == CG_OK)
        rc = pg_gl_push(&todo, g);
    while (rc == CG_OK && todo.n > 0) {
        const cg_game *f = todo.v[--todo.n];
        if (numbers != NULL && pg_is_number(f)) {
            rc = pg_gl_push(numbers, f);
            continue;
        }
        if ((rc = pg_charge(st)) != CG_OK || (rc = pg_gl_push(all, f)) != CG_OK ||
            (rc = pg_need_options(st, f)) != CG_OK)
            break;
        uint32_t n = f->nl + f->nr;
        for (uint32_t i = 0; i < n && rc == CG_OK; i++) {
            uint64_t dummy;
            if (cgu_map64_get(&seen, f->opt[i]->id, &dummy))
                continue;
            rc = cgu_map64_put(&seen, f->opt[i]->id, 1);
            if (rc == CG_OK)
                rc = pg_gl_push(&todo, f->opt[i]);
        }
        if (rc == CG_OK)
            rc = pg_work(st, n);
    }
    cgu_free(todo.v);
    cgu_map64_destroy(&seen);
    return rc;
}

static int cmp_dyadic(const void *a, const void *b)
{
    const pg_dyadic *x = a, *y = b;
    if (x->k != y->k)
        return x->k < y->k ? -1 : 1;
    return x->num < y->num ? -1 : x->num > y->num;
}

/* floor(num / 2^s) for s >= 1, without shifting by 64 or more. */
static int64_t floor_shift(int64_t num, uint32_t s)
{
    if (s >= 63)
        return num < 0 ? -1 : 0;
    return num >> s;   /* arithmetic shift: the floor, also for negatives */
}

/* The number of distinct numbers in the ancestor chains of the numbers n
 * (each chain holding its number). A chain runs through the integers from
 * 0 to ceil(|x|) on x's side (to x itself for an integer), then, for
 * x = num/2^k with k >= 1, through one number of each denominator 2^j,
 * j = 1..k, in x's unit interval: the j-th is floor(x 2^(j-1))/2^(j-1) +
 * 1/2^j (25/16: 0, 1, 2, then 3/2, 7/4, 13/8, 25/16). The integers of all
 * chains are counted by their extent on each side, the others (at most
 * CG_GAME_MAX_LOG2_DEN a number) listed, sorted and counted once. */
static int number_closure(const pg_glist *n, uint64_t *count)
{
    if (n->n == 0) {
        *count = 0;
        return CG_OK;
    }
    uint64_t above = 0, below = 0, nodes = 0;
    for (size_t i = 0; i < n->n; i++)
        nodes += n->v[i]->x.k;
    pg_dyadic *frac = nodes > 0 ? cgu_malloc(nodes * sizeof *frac) : NULL;
    if (nodes > 0 && frac == NULL)
        return CG_ENOMEM;
    size_t m = 0;
    for (size_t i = 0; i < n->n; i++) {
        pg_dyadic x = n->v[i]->x;
        /* |x| <= 2^62, so ceil(|x|) fits */
        uint64_t extent = (uint64_t)(x.num < 0 ? -pg_dy_floor(x) : pg_dy_ceil(x));
        uint64_t *side = x.num < 0 ? &below : &above;
        if (extent > *side)
            *side = extent;
        for (uint32_t j = 1; j <= x.k; j++)
            frac[m++] = (pg_dyadic){ 2 * floor_shift(x.num, x.k - j + 1) + 1, j };
    }
    if (m > 1)   /* qsort with NULL and 0 is undefined (UBSan) */
        qsort(frac, m, sizeof *frac, cmp_dyadic);
    uint64_t distinct = 0;
    for (size_t i = 0; i < m; i++)
        distinct += i == 0 || cmp_dyadic(&frac[i - 1], &frac[i]) != 0;
    cgu_free(frac);
    *count = 1 + above + below + distinct;
    return CG_OK;
}

static int start(cg_ctx *ctx, const cg_game *g, pg_store **st)
{
    if (ctx == NULL || g == NULL)
        return CG_EINVAL;
    return pg_get_for(ctx, g, NULL, st);
}

/* The count of g's followers, numbers counted by arithmetic. */
static int count_followers(pg_store *st, const cg_game *g, uint64_t *count)
{
    pg_glist all = { NULL, 0, 0 }, numbers = { NULL, 0, 0 };
    uint64_t in_chains = 0;
    int rc = walk(st, g, &all, &numbers);
    if (rc == CG_OK)
        rc = number_closure(&numbers, &in_chains);
    if (rc == CG_OK)
        *count = all.n + in_chains;
    cgu_free(all.v);
    cgu_free(numbers.v);
    return rc;
}

CG_EXPORT int cg_game_follower_count(cg_ctx *ctx, const cg_game *g, uint64_t *count)
{
    CGU_CTX_ENTER(ctx);
    pg_store *st;
    if (count == NULL)
        return CG_EINVAL;
    int rc = start(ctx, g, &st);
    return rc == CG_OK ? count_followers(st, g, count) : rc;
}

CG_EXPORT int cg_game_followers(cg_ctx *ctx, const cg_game *g, const cg_game **out, size_t cap,
                                size_t *count)
{
    CGU_CTX_ENTER(ctx);
    pg_store *st;
    if (count == NULL || (out == NULL && cap > 0))
        return CG_EINVAL;
    int rc = start(ctx, g, &st);
    if (rc != CG_OK)
        return rc;
    /* Counted first, at the cost of the games that are not numbers: a list
     * that does not fit is told without making it (the followers of 10^9
     * would be 10^9 games made one by one for a caller asking how many). */
    uint64_t n = 0;
    if ((rc = count_followers(st, g, &n)) != CG_OK)
        return rc;
    if (n > cap) {
        *count = n > SIZE_MAX ? SIZE_MAX : (size_t)n;
        return CG_ERANGE;
    }
    pg_glist all = { NULL, 0, 0 };
    rc = walk(st, g, &all, NULL);
    if (rc == CG_OK) {
        /* The canonical order, so that the list does not depend on how or
         * when the games were made. */
        pg_gl_sort_unique(&all);
        for (size_t i = 0; i < all.n; i++)
            out[i] = all.v[i];
        *count = all.n;
    }
    cgu_free(all.v);
    return rc;
}
