/*
 * Reduced canonical form (Grossman and Siegel, "Reductions of partizan games";
 * Siegel, Combinatorial Game Theory), by the reductions modulo infinitesimals.
 *
 * G >=_Inf H when G + e >= H for every positive number e, which for short games
 * is RS(G - H) >= 0. Inf-equivalent games (G - H infinitesimal) have the same
 * stops, so these comparisons depend on games only up to infinitesimals.
 *
 * rcf(G):
 *   - G infinitesimally close to a number x (LS(G) = RS(G) = x): x;
 *   - otherwise start from the reduced forms of G's options (replacing options
 *     by Inf-equivalent ones keeps G's Inf-class) and repeat until nothing
 *     changes:
 *       remove Inf-dominated options: a Left option A with A <=_Inf B for
 *       another Left option B (Right: A >=_Inf B);
 *       bypass Inf-reversible options: a Left option A with an A^R <=_Inf G is
 *       replaced by the Left options of A^R (Right: B^L >=_Inf G, by the Right
 *       options of B^L).
 *     Each step keeps the Inf-class, and Inf-equivalent games have the same
 *     stops, so "X <=_Inf G" may be asked of any game Inf-equivalent to G: the
 *     game as rebuilt so far, which is usually far smaller than G (a sum of
 *     hot games reduces to a few options), is the one used.
 * The result has no dominated or reversible option either (A <= B implies
 * A <=_Inf B), so it is canonical; Grossman and Siegel show it is the unique
 * such game in G's Inf-class, hence interned games are equal exactly when the
 * inputs differ by an infinitesimal.
 *
 * The stops decide most Inf-comparisons without a sum:
 *   RS(B) - LS(A) <= RS(B - A) <= min(RS(B) - RS(A), LS(B) - LS(A)).
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "util/alloc.h"
#include "util/export.h"

typedef struct rcf_call {
    cg_ctx *ctx;
    pg_store *st;
    cgu_map64 memo;
} rcf_call;

/* a <=_Inf b: RS(b - a) >= 0. 0/1 or a negative status. */
static int le_inf(pg_store *st, const cg_game *a, const cg_game *b)
{
    if (a == b)
        return 1;
    pg_dyadic la, ra, lb, rb, dl, dr, zero = { 0, 0 };
    pg_al_stops(a, &la, &ra);
    pg_al_stops(b, &lb, &rb);
    if (pg_dy_cmp(rb, ra) < 0 || pg_dy_cmp(lb, la) < 0)
        return 0;
    if (pg_dy_cmp(rb, la) >= 0)
        return 1;
    const cg_game *na, *diff;
    int rc = pg_neg(st, a, &na);
    if (rc == CG_OK)
        rc = pg_sum(st, b, na, &diff);
    if (rc != CG_OK)
        return rc;
    pg_al_stops(diff, &dl, &dr);
    return pg_dy_cmp(dr, zero) >= 0;
}

/* Drop Inf-dominated options (left: A <=_Inf B drops A). A dropped option
 * takes no further part, so of two Inf-equivalent options one stays. */
static int drop_dominated(pg_store *st, pg_glist *l, int left)
{
    for (size_t i = 0; i < l->n; i++) {
        for (size_t j = 0; j < l->n; j++) {
            if (j == i || l->v[j] == NULL)
                continue;
            int r = left ? le_inf(st, l->v[i], l->v[j]) : le_inf(st, l->v[j], l->v[i]);
            if (r < 0)
                return r;
            if (r) {
                l->v[i] = NULL;
                break;
            }
        }
    }
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] != NULL)
            l->v[k++] = l->v[i];
    l->n = k;
    return CG_OK;
}

/* Bypass one Inf-reversible option of the side; 1 when one was found. */
static int bypass_one(pg_store *st, const cg_game *g, pg_glist *side, int left)
{
    for (size_t i = 0; i < side->n; i++) {
        const cg_game *a = side->v[i];
        uint32_t first = left ? a->nl : 0, count = left ? a->nr : a->nl;
        int rc = pg_need_options(st, a);
        if (rc != CG_OK)
            return rc;
        for (uint32_t j = 0; j < count; j++) {
            const cg_game *rev = a->opt[first + j];
            int r = left ? le_inf(st, rev, g) : le_inf(st, g, rev);
            if (r < 0)
                return r;
            if (!r)
                continue;
            if ((rc = pg_need_options(st, rev)) != CG_OK)
                return rc;
            side->v[i] = side->v[side->n - 1];
            side->n--;
            uint32_t s = left ? 0 : rev->nl, c = left ? rev->nl : rev->nr;
            for (uint32_t t = 0; t < c; t++) {
                rc = pg_gl_push(side, rev->opt[s + t]);
                if (rc != CG_OK)
                    return rc;
            }
            return 1;
        }
    }
    return 0;
}

static int rcf_rec(rcf_call *c, const cg_game *g, const cg_game **out)
{
    if (pg_is_number(g)) {
        *out = g;
        return CG_OK;
    }
    int rc = pg_al_step(c->ctx, c->st, &c->memo, g, out);
    if (rc != CG_OK)
        return rc > 0 ? CG_OK : rc;
    pg_dyadic ls, rs;
    pg_al_stops(g, &ls, &rs);
    if (pg_dy_cmp(ls, rs) == 0) {   /* infinitesimally close to the number ls */
        if ((rc = pg_nus(c->st, ls, 0, 0, out)) == CG_OK)
            rc = pg_al_memo_put(&c->memo, g, *out);
        return rc;
    }
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    for (uint32_t i = 0; i < g->nl + g->nr && rc == CG_OK; i++) {
        const cg_game *o;
        if ((rc = rcf_rec(c, g->opt[i], &o)) == CG_OK)
            rc = pg_gl_push(i < g->nl ? &L : &R, o);
    }
    const cg_game *h = NULL;
    while (rc == CG_OK) {
        pg_gl_sort_unique(&L);
        pg_gl_sort_unique(&R);
        if ((rc = drop_dominated(c->st, &L, 1)) != CG_OK || (rc = drop_dominated(c->st, &R, 0)) != CG_OK)
            break;
        /* The game as it stands: Inf-equivalent to g and usually far smaller,
         * so the reversibility tests take their differences with it. */
        if ((rc = pg_new(c->st, L.v, L.n, R.v, R.n, &h)) != CG_OK)
            break;
        int changed = bypass_one(c->st, h, &L, 1);
        if (changed == 0)
            changed = bypass_one(c->st, h, &R, 0);
        if (changed < 0)
            rc = changed;
        if (changed <= 0)
            break;
    }
    if (rc == CG_OK) {
        *out = h;
        rc = pg_al_memo_put(&c->memo, g, *out);
    }
    cgu_free(L.v);
    cgu_free(R.v);
    return rc;
}

CG_EXPORT int cg_game_reduced(cg_ctx *ctx, const cg_game *g, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    rcf_call c = { ctx, st, { 0 } };
    cgu_map64_init(&c.memo);
    const cg_game *r;
    rc = rcf_rec(&c, g, &r);
    cgu_map64_destroy(&c.memo);
    if (rc == CG_OK)
        *out = r;
    return rc;
}
