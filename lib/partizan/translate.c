/*
 * A game plus a number without canonicalising: the Number Translation
 * Theorem [CGT, II.3] gives G + x = {G^L + x | G^R + x} for G not
 * equal to a number, and that form is canonical when G is:
 *  - no option is dominated: G^L1 + x <= G^L2 + x iff G^L1 <= G^L2;
 *  - no option reverses: a Left option G^L + x reversible through a Right
 *    option of it would need (G^L + x)^R <= G + x, i.e. an option of G^L
 *    translated (or, for a number G^L, a number beside G^L + x) at most G
 *    translated, which canonical G excludes; tests/partizan checks the form
 *    against the general canonicalisation on every game born by day 3.
 * Heating ({G^L heated + t | ...}), cooling and Norton products add numbers
 * to large games at every step; through the general sum each of those paid
 * for the game's incentives and a full dominance and reversibility pass
 * (92 % of the time of heating sums of three day-3 games).
 */
#include <string.h>

#include "store.h"
#include "glist.h"
#include "stored_incentives.h"
#include "util/alloc.h"

/* The id of g's incentive for the option at index src of g, or 0. */
static uint32_t incentive_of(const cg_game *g, size_t src)
{
    return g->inc != NULL ? g->inc[src] : 0;
}

int pg_translate(pg_store *st, const cg_game *g, const cg_game *x, const cg_game **out)
{
    if (g->kind == PG_NUS)
        return pg_sum(st, g, x, out);   /* x + u.up + *m arithmetic */
    return pg_translate_options(st, g, x, out);
}

int pg_translate_options(pg_store *st, const cg_game *g, const cg_game *x, const cg_game **out)
{
    uint32_t lo = g->id < x->id ? g->id : x->id, hi = g->id < x->id ? x->id : g->id, id;
    if (cgu_pairmap_get(&st->sum_cache, lo, hi, &id)) {
        *out = st->byid[id];
        return CG_OK;
    }
    int rc = pg_charge(st);
    if (rc == CG_OK)
        rc = pg_work(st, (size_t)g->nl + g->nr);
    if (rc != CG_OK)
        return rc;
    size_t n = (size_t)g->nl + g->nr;
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    for (size_t k = 0; k < n && rc == CG_OK; k++) {
        const cg_game *o;
        if ((rc = pg_translate(st, g->opt[k], x, &o)) == CG_OK)
            rc = pg_gl_push(k < g->nl ? &L : &R, o);
    }
    if (rc == CG_OK) {
        /* Translation is one-to-one on games, so no two options coincide;
         * the store keeps options in its order (pg_intern). */
        pg_gl_sort_unique(&L);
        pg_gl_sort_unique(&R);
        rc = pg_intern(st, L.v, L.n, R.v, R.n, out);
    }
    if (rc == CG_OK && g->inc != NULL && (*out)->inc == NULL) {
        /* (G^k + x) - (G + x) = G^k - G: the incentives carry over, each to
         * the translated option at its place in the result. */
        const cg_game *r = *out;
        uint32_t small[16], *ids = n <= 16 ? small : cgu_malloc_array(n, sizeof *ids);
        if (ids == NULL) {
            rc = CG_ENOMEM;
        } else {
            memset(ids, 0, n * sizeof *ids);
            for (size_t k = 0; k < n && rc == CG_OK; k++) {
                const cg_game *o;
                if ((rc = pg_translate(st, g->opt[k], x, &o)) != CG_OK)
                    break;   /* cached: found at once */
                size_t first = k < g->nl ? 0 : r->nl, count = k < g->nl ? r->nl : r->nr;
                for (size_t j = first; j < first + count; j++)
                    if (r->opt[j] == o)
                        ids[j] = incentive_of(g, k);
            }
            if (rc == CG_OK)
                (void)pg_set_incentives(st, r, ids);   /* else completed when asked */
            if (ids != small)
                cgu_free(ids);
        }
    }
    cgu_free(L.v);
    cgu_free(R.v);
    if (rc == CG_OK && pg_store_cache_may_grow(st, cgu_pairmap_grow_bytes(&st->sum_cache)))
        (void)cgu_pairmap_put(&st->sum_cache, lo, hi, (*out)->id);   /* a cache miss is fine */
    return rc;
}
