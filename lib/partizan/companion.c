/*
 * The companion G° of a canonical game (Siegel, CGT ch. III.2, where it is
 * the lattice automorphism of the games born by day n; CGSuite's Companion):
 *
 *   G° = { 0 if G >= 0, (G^L)° | 0 if G <= 0, (G^R)° }
 *
 * so 0° = {0 | 0} = *, *° = 0, ^° = {0, * | 0} = ^*. One recursion over the
 * subpositions of the canonical form, memoised for the call by id, each result
 * canonicalised (pg_new); each new subposition is one node of the limit.
 *
 * Two shortcuts keep large values cheap, both consequences of the definition
 * (checked against it in tests/partizan/test-thermal-ops.c): a number other
 * than 0 is its own companion (x > 0: {0, (x^L)° | x^R} = x, the option 0 or
 * the * that replaces 0 being dominated or reversible), and n.up + *m is
 * n.up + *(m xor 1) for m <= 1 and itself for m >= 2, as CGSuite computes it.
 */
#include <cookiegame/thermal.h>

#include "store.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"

/* One C stack frame a level; numbers, the deep games, are shortcuts. */
#define COMPANION_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

typedef struct companion {
    pg_store *st;
    unsigned depth;
    cgu_map64 memo;   /* id -> id of the companion */
} companion;

static int make(companion *c, const cg_game *g, const cg_game **out);

/* Append the companions of n options, then 0 when with_zero. */
static int side(companion *c, const cg_game *const *opt, uint32_t n, int with_zero, pg_glist *l)
{
    int rc = with_zero ? pg_gl_push(l, c->st->zero) : CG_OK;
    for (uint32_t i = 0; i < n && rc == CG_OK; i++) {
        const cg_game *o;
        if ((rc = make(c, opt[i], &o)) == CG_OK)
            rc = pg_gl_push(l, o);
    }
    return rc;
}

static int make(companion *c, const cg_game *g, const cg_game **out)
{
    pg_store *st = c->st;
    if (pg_is_number(g) && g != st->zero) {
        *out = g;
        return CG_OK;
    }
    if (g->kind == PG_NUS && g->x.num == 0 && g != st->zero) {
        if (g->nim >= 2) {
            *out = g;
            return CG_OK;
        }
        return pg_nus(st, g->x, g->ups, g->nim ^ 1u, out);
    }
    uint64_t id;
    if (cgu_map64_get(&c->memo, g->id, &id)) {
        *out = st->byid[id];
        return CG_OK;
    }
    if (c->depth >= COMPANION_MAX_DEPTH)
        return cgu_fail(CG_ELIMIT, "the companion's recursion would go deeper than %u levels "
                        "(a game born too late)", COMPANION_MAX_DEPTH);
    int rc = pg_charge(st);
    if (rc == CG_OK)
        rc = pg_need_options(st, g);
    if (rc == CG_OK)
        rc = pg_work(st, (size_t)g->nl + g->nr);
    if (rc != CG_OK)
        return rc;
    int ge = pg_le(st, st->zero, g), le = ge < 0 ? ge : pg_le(st, g, st->zero);
    if (ge < 0 || le < 0)
        return ge < 0 ? ge : le;
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    c->depth++;
    rc = side(c, g->opt, g->nl, ge, &L);
    if (rc == CG_OK)
        rc = side(c, g->opt + g->nl, g->nr, le, &R);
    c->depth--;
    if (rc == CG_OK)
        rc = pg_new(st, L.v, L.n, R.v, R.n, out);
    cgu_free(L.v);
    cgu_free(R.v);
    if (rc == CG_OK)
        rc = cgu_map64_put(&c->memo, g->id, (*out)->id);
    return rc;
}

CG_EXPORT int cg_game_companion(cg_ctx *ctx, const cg_game *g, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    companion c = { st, 0, { 0 } };
    cgu_map64_init(&c.memo);
    const cg_game *r;
    rc = make(&c, g, &r);
    cgu_map64_destroy(&c.memo);
    if (rc == CG_OK)
        *out = r;
    return rc;
}
