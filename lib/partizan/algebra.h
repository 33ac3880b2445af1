/*
 * Helpers shared by the algebra of thermal.h (norton.c, atomic.c, cool.c,
 * rcf.c, incentives.c, thermo.c): per-call memo tables from game ids to games,
 * the option-by-option rebuild, and the check of a cg_side argument.
 */
#ifndef CG_PARTIZAN_ALGEBRA_H
#define CG_PARTIZAN_ALGEBRA_H

#include <stdlib.h>

#include <cookiegame/thermal.h>

#include "store.h"
#include "glist.h"
#include "util/map64.h"

/* The game memoised for g, or NULL. */
static inline const cg_game *pg_al_memo_get(const pg_store *st, const cgu_map64 *m, const cg_game *g)
{
    uint64_t id;
    return cgu_map64_get(m, g->id, &id) ? st->byid[id] : NULL;
}

/* The start of one memoised step of a recursion over g's subpositions: 1
 * with *out when g was done before in this call, 0 when it is to be computed
 * (one node charged to the context's limit), or a negative status. */
static inline int pg_al_step(cg_ctx *ctx, const pg_store *st, const cgu_map64 *m, const cg_game *g,
                          const cg_game **out)
{
    const cg_game *done = pg_al_memo_get(st, m, g);
    if (done != NULL) {
        *out = done;
        return 1;
    }
    return cgu_ctx_charge(ctx, 1);
}

/* Memoise v for g: CG_OK or CG_ENOMEM. */
static inline int pg_al_memo_put(cgu_map64 *m, const cg_game *g, const cg_game *v)
{
    return cgu_map64_put(m, g->id, v->id);
}

/* A map of games applied to an option (recursively, memoised by the caller). */
typedef int (*pg_al_option_map)(void *call, const cg_game *g, const cg_game **out);

/*
 * The canonical game { f(G^L) + a, a in left_add | f(G^R) + b, b in right_add }:
 * heating adds t and -t, cooling -t and t, the atomic weight calculus -2 and
 * 2, Norton multiplication U + I and -(U + I) over the incentives I of U. The
 * options are appended to L and R, which the caller frees (and may read: the
 * atomic weight needs them again). CG_OK or the first failure.
 */
int pg_al_rebuild(pg_store *st, const cg_game *g, pg_al_option_map f, void *call, const pg_glist *left_add,
               const pg_glist *right_add, pg_glist *L, pg_glist *R, const cg_game **out);

/* The ordinal sum g:h of two games of st (cg_game_ordinal_sum() without the
 * checks of its arguments). */
int pg_al_ordinal_sum(pg_store *st, const cg_game *g, const cg_game *h, const cg_game **out);

/* The Norton product g.u (cg_game_norton() without the checks of its
 * arguments, for the other operations of this family): CG_EDOMAIN unless
 * u > 0. */
int pg_al_norton(cg_ctx *ctx, pg_store *st, const cg_game *g, const cg_game *u, const cg_game **out);

/* n copies of u (of neg_u = -u for n < 0; 0 for n = 0) by doubling: n = sum
 * of bits b_i 2^i, 2^i.u made by i doublings, one node charged a step. The
 * Norton product of an integer and the integers of overheating. */
int pg_al_multiple(cg_ctx *ctx, pg_store *st, const cg_game *u, const cg_game *neg_u, int64_t n,
                const cg_game **out);

static inline int pg_al_side_ok(cg_side side)
{
    return side == CG_LEFT || side == CG_RIGHT;
}

/* The integer n as a game (|n| within the store's bound, else CG_ERANGE). */
static inline int pg_al_integer(pg_store *st, int64_t n, const cg_game **out)
{
    pg_dyadic x = { n, 0 };
    return pg_nus(st, x, 0, 0, out);
}

static inline int pg_al_is_integer(const cg_game *g)
{
    return pg_is_number(g) && g->x.k == 0;
}

/* The stops of g: kept in every interned game; recomputed from the options
 * for one that lacks them (LS = max RS(G^L), RS = min LS(G^R), a number its
 * own stops). */
static inline void pg_al_stops(const cg_game *g, pg_dyadic *ls, pg_dyadic *rs)
{
    if (g->has_stops) {
        *ls = g->ls;
        *rs = g->rs;
        return;
    }
    if (pg_is_number(g) || (g->nl == 0 && g->nr == 0)) {
        *ls = *rs = g->x;
        return;
    }
    for (uint32_t i = 0; i < g->nl + g->nr; i++) {
        pg_dyadic l, r;
        pg_al_stops(g->opt[i], &l, &r);
        if (i < g->nl && (i == 0 || pg_dy_cmp(r, *ls) > 0))
            *ls = r;
        if (i >= g->nl && (i == g->nl || pg_dy_cmp(l, *rs) < 0))
            *rs = l;
    }
    if (g->nl == 0)
        *ls = *rs;
    if (g->nr == 0)
        *rs = *ls;
}

#endif
