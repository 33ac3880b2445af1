/*
 * Uptimal powers of a base (partizan.h: cg_game_pow, cg_game_pow_to), as
 * CGSuite's Pow and PowTo define them (Siegel, CGT, on uptimals, writes them
 * G^n and G^->n for G = {0 | H}; we could not check the book's own indexing,
 * so the tests hold these to CGSuite's published examples, ^^n = ^<n> and
 * ^->n = ^[n]):
 *
 *   G^->0 = 0,  G^->n = G : (n - 1)                  (n >= 1)
 *   G^n   = {0 | H - G^->(n-1)}                      (n >= 1, G = {0 | H})
 *
 * The ordinal sum by the integer n - 1 = {n - 2 | } unrolls to a chain of n
 * games, G^->1 = G and G^->n = {G^L, G^->(n-1) | G^R}: each link is one
 * canonicalisation (pg_new), charged one node, so the cost is linear in n
 * without a general ordinal-sum recursion. For G = ^ these are ^[n] and ^<n>;
 * uptimal.c builds ^[n] with pg_pow_to, and pg_pow hands ^ back to
 * pg_uptimal, whose chain for v[n-1]* avoids the general sum that made
 * ^<4096> pass five million nodes.
 */
#include <inttypes.h>

#include "store.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"

int pg_pow_to(pg_store *st, const cg_game *g, uint32_t n, const cg_game **out)
{
    if (n > CG_GAME_MAX_UPS)
        return cgu_fail(CG_ERANGE, "the exponent %" PRIu32 " is above %d", n, CG_GAME_MAX_UPS);
    if (n == 0) {
        *out = st->zero;
        return CG_OK;
    }
    int rc = pg_need_options(st, g);
    if (rc != CG_OK)
        return rc;
    /* The Left options G^L and a last slot for the previous link. */
    pg_glist L = { NULL, 0, 0 };
    for (uint32_t i = 0; i < g->nl && rc == CG_OK; i++)
        rc = pg_gl_push(&L, g->opt[i]);
    if (rc == CG_OK)
        rc = pg_gl_push(&L, g);
    const cg_game *p = g;
    for (uint32_t k = 2; k <= n && rc == CG_OK; k++) {
        if ((rc = pg_charge(st)) != CG_OK)
            break;
        L.v[g->nl] = p;
        rc = pg_new(st, L.v, L.n, g->opt + g->nl, g->nr, &p);
    }
    cgu_free(L.v);
    if (rc == CG_OK)
        *out = p;
    return rc;
}

/* The one Right option H of g = {0 | H}, or NULL (then a detail is set). */
static const cg_game *base_right(const pg_store *st, const cg_game *g)
{
    if (g->nl == 1 && g->nr == 1 && g->opt[0] == st->zero)
        return g->opt[1];
    cgu_fail(CG_EINVAL, "G^n is defined for a base G = {0 | H} in canonical form only "
             "(one Left option 0, one Right option)");
    return NULL;
}

int pg_pow(pg_store *st, const cg_game *g, uint32_t n, const cg_game **out)
{
    if (n == 0 || n > CG_GAME_MAX_UPS)
        return cgu_fail(CG_ERANGE, "the exponent of G^n must be 1 to %d, not %" PRIu32,
                        CG_GAME_MAX_UPS, n);
    int rc = pg_need_options(st, g);
    if (rc != CG_OK)
        return rc;
    const cg_game *h = base_right(st, g);
    if (h == NULL)
        return CG_EINVAL;
    if (g->kind == PG_NUS && g->ups == 1 && g->nim == 0 && g->x.num == 0)
        return pg_uptimal(st, n, 1, 0, 0, out);   /* ^<n>, by its own chain */
    const cg_game *p, *np, *r;
    if ((rc = pg_pow_to(st, g, n - 1, &p)) != CG_OK || (rc = pg_neg(st, p, &np)) != CG_OK ||
        (rc = pg_sum(st, h, np, &r)) != CG_OK)
        return rc;
    return pg_new(st, &st->zero, 1, &r, 1, out);
}

/* The checks every public call makes; CG_OK with *st set. */
static int start(cg_ctx *ctx, const cg_game *g, const cg_game **out, pg_store **st)
{
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    return pg_get_for(ctx, g, NULL, st);
}

CG_EXPORT int cg_game_pow_to(cg_ctx *ctx, const cg_game *g, uint32_t n, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    pg_store *st;
    int rc = start(ctx, g, out, &st);
    const cg_game *r;
    if (rc == CG_OK && (rc = pg_pow_to(st, g, n, &r)) == CG_OK)
        *out = r;
    return rc;
}

CG_EXPORT int cg_game_pow(cg_ctx *ctx, const cg_game *g, uint32_t n, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    pg_store *st;
    int rc = start(ctx, g, out, &st);
    const cg_game *r;
    if (rc == CG_OK && (rc = pg_pow(st, g, n, &r)) == CG_OK)
        *out = r;
    return rc;
}
