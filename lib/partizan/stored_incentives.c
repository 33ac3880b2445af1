/* The incentives the store keeps with its games (see stored_incentives.h): kept,
 * completed, and the plain sums that complete them. The public call that hands
 * them out is cg_game_incentives() (incentives.c). */
#include <string.h>

#include "stored_incentives.h"
#include "util/alloc.h"

int pg_sum_plain(pg_store *st, const cg_game *a, const cg_game *b, const cg_game **out)
{
    st->plain_depth++;
    int rc = pg_sum(st, a, b, out);
    st->plain_depth--;
    return rc;
}

int pg_set_incentives(pg_store *st, const cg_game *g, const uint32_t *ids)
{
    /* A lazy x + *m keeps none (store.h): what has incentives has options. */
    if (g->lazy && g->nim != 0)
        return CG_OK;
    size_t n = (size_t)g->nl + g->nr;
    cg_game *m = pg_own(st, g);
    if (m->inc == NULL) {
        uint32_t *inc = cgu_arena_alloc(&st->arena, (n + 1) * sizeof *inc);
        if (inc == NULL)
            return CG_ENOMEM;
        memset(inc, 0, (n + 1) * sizeof *inc);
        m->inc = inc;
    }
    uint32_t *inc = m->inc;
    for (size_t k = 0; k < n; k++)
        if (inc[k] == 0)
            inc[k] = ids[k];
    return CG_OK;
}

int pg_incentives(pg_store *st, const cg_game *g, const uint32_t **out)
{
    size_t n = (size_t)g->nl + g->nr, missing = 0;
    *out = g->inc;
    for (size_t k = 0; k < n; k++)
        missing += g->inc == NULL || g->inc[k] == 0;
    if (missing == 0 || st->plain_depth > 0)
        return CG_OK;
    int rc = pg_need_options(st, g);
    if (rc != CG_OK)
        return rc;
    uint32_t small[16], *ids = n <= 16 ? small : cgu_malloc_array(n, sizeof *ids);
    if (ids == NULL)
        return CG_ENOMEM;
    const cg_game *minus;
    rc = pg_neg(st, g, &minus);
    for (size_t k = 0; k < n && rc == CG_OK; k++) {
        const cg_game *d;
        if (g->inc != NULL && g->inc[k] != 0)
            ids[k] = g->inc[k];
        else if ((rc = pg_sum_plain(st, g->opt[k], minus, &d)) == CG_OK)
            ids[k] = d->id;
    }
    if (rc == CG_OK && (rc = pg_set_incentives(st, g, ids)) == CG_OK)
        *out = g->inc;
    if (ids != small)
        cgu_free(ids);
    return rc;
}
