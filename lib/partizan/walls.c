/*
 * The walls of a thermograph at one temperature t > -1, below 0 too: the
 * stops of G cooled by t, LW(t) = LS(G_t) and RW(t) = RS(G_t), as CGSuite
 * draws thermographs from t = -1 (Siegel, CGT, cooling for t > -1).
 *
 * For t >= 0 they are the cached thermograph's walls (thermo.c). Below 0 they
 * come from the same recursion at the one t asked for, without making G_t:
 * when t is below G's temperature, G_t = {G^L_t - t | G^R_t + t} is not
 * infinitesimally close to a number, so it is no number and its stops are
 *   LW(t) = max over G^L of RW(G^L)(t) - t,  RW(t) = min over G^R of LW(G^R)(t) + t;
 * at or above it both walls are the mean. Every game that is not a number has
 * temperature >= 0 > t; a number m/2^k has -1/2^k, so it is the mast down to
 * t = -1/2^k and opens below (1/2 at t = -3/4: walls 3/4 and 1/4). The
 * cached thermographs keep walls for t >= 0 only: their points and
 * cg_thermograph_wall_at() stay as 1.1 defined them.
 */
#include <cookiegame/thermal.h>

#include "thermo.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"
#include "util/vec.h"

/* One C stack frame a level: numbers add at most their log2 denominator. */
#define WALLS_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

typedef struct wpair {
    pg_dyadic v[2];   /* Left wall, Right wall */
} wpair;

CGU_VEC(wpairs, wpair)

typedef struct walls {
    cg_ctx *ctx;
    pg_store *st;
    pg_dyadic t;
    unsigned depth;
    cgu_map64 memo;   /* id -> index in done */
    wpairs done;
} walls;

static int at(walls *w, const cg_game *g, wpair *out)
{
    const pg_dyadic zero = { 0, 0 };
    if (pg_is_number(g)) {
        const pg_dyadic temp = { -1, g->x.k };
        if (pg_dy_cmp(w->t, temp) >= 0) {
            out->v[0] = out->v[1] = g->x;
            return CG_OK;
        }
    } else if (pg_dy_cmp(w->t, zero) >= 0) {
        const pg_thermograph *th;
        int rc = pg_thermograph_of(w->ctx, w->st, g, &th);
        if (rc == CG_OK)
            rc = pg_wall_value(th, 0, w->t, &out->v[0], NULL);
        if (rc == CG_OK)
            rc = pg_wall_value(th, 1, w->t, &out->v[1], NULL);
        return rc;
    }
    uint64_t k;
    if (cgu_map64_get(&w->memo, g->id, &k)) {
        *out = w->done.v[k];
        return CG_OK;
    }
    if (w->depth >= WALLS_MAX_DEPTH)
        return cgu_fail(CG_ELIMIT, "the walls' recursion would go deeper than %u levels (a "
                        "game born too late)", WALLS_MAX_DEPTH);
    int rc = cgu_ctx_charge(w->ctx, 1);
    if (rc == CG_OK)
        rc = pg_need_options(w->st, g);
    if (rc != CG_OK)
        return rc;
    if (g->nl == 0 || g->nr == 0)
        return CG_EDOMAIN;   /* canonical games with moves for one side are integers */
    wpair r = { { zero, zero } };
    w->depth++;
    for (uint32_t i = 0; i < g->nl + g->nr && rc == CG_OK; i++) {
        int left = i < g->nl;
        wpair o;
        pg_dyadic v;
        if ((rc = at(w, g->opt[i], &o)) != CG_OK)
            break;
        /* Left: RW(G^L) - t; Right: LW(G^R) + t. */
        rc = left ? pg_dy_sub_div(o.v[1], w->t, 1, &v) : pg_dy_add(o.v[0], w->t, &v);
        if (rc != CG_OK)
            break;
        if (i == 0 || i == g->nl || (left ? pg_dy_cmp(v, r.v[0]) > 0 : pg_dy_cmp(v, r.v[1]) < 0))
            r.v[left ? 0 : 1] = v;
    }
    w->depth--;
    if (rc == CG_OK)
        rc = cgu_map64_put(&w->memo, g->id, w->done.n);
    if (rc == CG_OK)
        rc = wpairs_push(&w->done, r);
    if (rc == CG_OK)
        *out = r;
    return rc;
}

CG_EXPORT int cg_game_walls_at(cg_ctx *ctx, const cg_game *g, cg_dyadic t, cg_dyadic *left,
                               cg_dyadic *right)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL)
        return CG_EINVAL;
    if (t.log2_den > CG_GAME_MAX_LOG2_DEN)
        return CG_ERANGE;
    pg_dyadic at_t;
    int rc = pg_dy_make(t.num, t.log2_den, &at_t);
    if (rc != CG_OK)
        return rc;
    const pg_dyadic minus_one = { -1, 0 };
    if (pg_dy_cmp(at_t, minus_one) <= 0)
        return cgu_fail(CG_EINVAL, "thermographs are drawn for t > -1 only");
    pg_store *st;
    if ((rc = pg_get_for(ctx, g, NULL, &st)) != CG_OK)
        return rc;
    walls w = { ctx, st, at_t, 0, { 0 }, { NULL, 0, 0 } };
    cgu_map64_init(&w.memo);
    wpair r;
    rc = at(&w, g, &r);
    cgu_map64_destroy(&w.memo);
    cgu_free(w.done.v);
    if (rc == CG_ERANGE && !cgu_thread.has_detail)
        rc = cgu_fail(CG_ERANGE, "a wall's value is past what the library holds (" PG_DY_RANGE_TEXT
                      ")");
    if (rc == CG_OK) {
        if (left != NULL)
            *left = (cg_dyadic){ r.v[0].num, r.v[0].k };
        if (right != NULL)
            *right = (cg_dyadic){ r.v[1].num, r.v[1].k };
    }
    return rc;
}
