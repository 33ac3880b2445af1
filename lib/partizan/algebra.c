/* The option-by-option rebuild that heating, cooling, Norton multiplication
 * and the atomic weight calculus share, and the integer multiples of Norton
 * products and overheating (algebra.h). */
#include "algebra.h"
#include "stored_incentives.h"

int pg_al_rebuild(pg_store *st, const cg_game *g, pg_al_option_map f, void *call, const pg_glist *left_add,
               const pg_glist *right_add, pg_glist *L, pg_glist *R, const cg_game **out)
{
    int rc = pg_need_options(st, g);
    for (uint32_t i = 0; i < g->nl + g->nr && rc == CG_OK; i++) {
        int left = i < g->nl;
        const pg_glist *add = left ? left_add : right_add;
        const cg_game *p;
        if ((rc = f(call, g->opt[i], &p)) != CG_OK)
            break;
        for (size_t j = 0; j < add->n && rc == CG_OK; j++) {
            const cg_game *o;
            if ((rc = pg_sum_plain(st, p, add->v[j], &o)) == CG_OK)
                rc = pg_gl_push(left ? L : R, o);
        }
    }
    return rc == CG_OK ? pg_new(st, L->v, L->n, R->v, R->n, out) : rc;
}

int pg_al_multiple(cg_ctx *ctx, pg_store *st, const cg_game *u, const cg_game *neg_u, int64_t n,
                const cg_game **out)
{
    const cg_game *acc = st->zero, *p = n < 0 ? neg_u : u;
    uint64_t k = n < 0 ? (uint64_t)0 - (uint64_t)n : (uint64_t)n;
    int rc = CG_OK;
    while (k != 0 && rc == CG_OK) {
        if ((rc = cgu_ctx_charge(ctx, 1)) != CG_OK)
            break;
        if (k & 1)
            rc = pg_sum(st, acc, p, &acc);
        k >>= 1;
        if (k != 0 && rc == CG_OK)
            rc = pg_sum(st, p, p, &p);
    }
    if (rc == CG_OK)
        *out = acc;
    return rc;
}
