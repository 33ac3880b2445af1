/*
 * Compounds other than the disjunctive sum, each straight from its definition
 * on the canonical forms of its operands (Conway, ONAG ch. 14 and the ordinal
 * sum; CGSuite's OrdinalSum, ConjunctiveSum, SelectiveSum):
 *
 *   G:H   = { G^L, G:H^L | G^R, G:H^R }
 *   G ^ H = { G^L ^ H^L | G^R ^ H^R }                     (conjunctive)
 *   G v H = { G^L v H, G v H^L, G^L v H^L | same, Right }  (selective)
 *
 * One recursion over pairs of subpositions, memoised for the call by the pair
 * of ids; each result is built from its options and canonicalised (pg_new),
 * as cg_game_new() does. Each new pair is one node of the context's limit.
 */
#include <stdint.h>

#include "algebra.h"
#include "store.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"

enum { OP_ORDINAL, OP_CONJUNCTIVE, OP_SELECTIVE };

/* The deepest recursion allowed: each level is a C stack frame, and the depth
 * follows the birthdays of the operands (an integer n as H of an ordinal sum
 * takes n levels), far beyond what a stack holds for large numbers. */
#define COMPOUND_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

typedef struct compound {
    pg_store *st;
    int op;
    unsigned depth;
    cgu_map64 memo;   /* id of g << 32 | id of h -> id of the result */
} compound;

static int make(compound *c, const cg_game *g, const cg_game *h, const cg_game **out);

/* Append c(g, h) to l. */
static int push_made(compound *c, const cg_game *g, const cg_game *h, pg_glist *l)
{
    const cg_game *o;
    int rc = make(c, g, h, &o);
    return rc == CG_OK ? pg_gl_push(l, o) : rc;
}

/* The options of c(g, h) on one side (0 Left, 1 Right). g and h have their
 * options made. */
static int side_options(compound *c, const cg_game *g, const cg_game *h, int side, pg_glist *l)
{
    const cg_game *const *go = g->opt + (side == 0 ? 0 : g->nl);
    const cg_game *const *ho = h->opt + (side == 0 ? 0 : h->nl);
    uint32_t gn = side == 0 ? g->nl : g->nr, hn = side == 0 ? h->nl : h->nr;
    int rc = CG_OK;
    switch (c->op) {
    case OP_ORDINAL:
        /* G^X, G:H^X */
        for (uint32_t i = 0; i < gn && rc == CG_OK; i++)
            rc = pg_gl_push(l, go[i]);
        for (uint32_t j = 0; j < hn && rc == CG_OK; j++)
            rc = push_made(c, g, ho[j], l);
        break;
    case OP_CONJUNCTIVE:
        /* G^X ^ H^X */
        for (uint32_t i = 0; i < gn && rc == CG_OK; i++)
            for (uint32_t j = 0; j < hn && rc == CG_OK; j++)
                rc = push_made(c, go[i], ho[j], l);
        break;
    default:
        /* G^X v H, G v H^X, G^X v H^X */
        for (uint32_t i = 0; i < gn && rc == CG_OK; i++)
            rc = push_made(c, go[i], h, l);
        for (uint32_t j = 0; j < hn && rc == CG_OK; j++)
            rc = push_made(c, g, ho[j], l);
        for (uint32_t i = 0; i < gn && rc == CG_OK; i++)
            for (uint32_t j = 0; j < hn && rc == CG_OK; j++)
                rc = push_made(c, go[i], ho[j], l);
        break;
    }
    return rc;
}

/* The cases with 0 that the definitions settle at once, the operands being
 * canonical: 0:H = H and G:0 = G (the options are H's, G's own), 0 ^ H = 0
 * (no options), 0 v H = H and G v 0 = G. NULL otherwise. */
static const cg_game *with_zero(const compound *c, const cg_game *g, const cg_game *h)
{
    const cg_game *z = c->st->zero;
    if (g != z && h != z)
        return NULL;
    if (c->op == OP_CONJUNCTIVE)
        return z;
    return g == z ? h : g;
}

static int make(compound *c, const cg_game *g, const cg_game *h, const cg_game **out)
{
    pg_store *st = c->st;
    const cg_game *r = with_zero(c, g, h);
    if (r != NULL) {
        *out = r;
        return CG_OK;
    }
    uint64_t key = (uint64_t)g->id << 32 | h->id, id;
    if (cgu_map64_get(&c->memo, key, &id)) {
        *out = st->byid[id];
        return CG_OK;
    }
    if (c->depth >= COMPOUND_MAX_DEPTH)
        return cgu_fail(CG_ELIMIT, "the compound's recursion would go deeper than %u levels "
                        "(an operand born too late)", COMPOUND_MAX_DEPTH);
    int rc = pg_charge(st);
    if (rc == CG_OK)
        rc = pg_need_options(st, g);
    if (rc == CG_OK)
        rc = pg_need_options(st, h);
    if (rc != CG_OK)
        return rc;
    /* A unit of work per pair of options looked at. */
    if ((rc = pg_work(st, (size_t)(g->nl + g->nr) + h->nl + h->nr)) != CG_OK)
        return rc;
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    c->depth++;
    rc = side_options(c, g, h, 0, &L);
    if (rc == CG_OK)
        rc = side_options(c, g, h, 1, &R);
    c->depth--;
    if (rc == CG_OK)
        rc = pg_new(st, L.v, L.n, R.v, R.n, out);
    cgu_free(L.v);
    cgu_free(R.v);
    if (rc == CG_OK)
        rc = cgu_map64_put(&c->memo, key, (*out)->id);
    return rc;
}

/* The compound op of g and h, both of st. */
static int compound_in(pg_store *st, int op, const cg_game *g, const cg_game *h,
                       const cg_game **out)
{
    compound c = { st, op, 0, { 0 } };
    cgu_map64_init(&c.memo);
    const cg_game *r;
    int rc = make(&c, g, h, &r);
    cgu_map64_destroy(&c.memo);
    if (rc == CG_OK)
        *out = r;
    return rc;
}

int pg_al_ordinal_sum(pg_store *st, const cg_game *g, const cg_game *h, const cg_game **out)
{
    return compound_in(st, OP_ORDINAL, g, h, out);
}

static int compound_public(cg_ctx *ctx, int op, const cg_game *g, const cg_game *h,
                           const cg_game **out)
{
    if (ctx == NULL || g == NULL || h == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, h, &st);
    return rc == CG_OK ? compound_in(st, op, g, h, out) : rc;
}

CG_EXPORT int cg_game_ordinal_sum(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                                  const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    return compound_public(ctx, OP_ORDINAL, g, h, out);
}

CG_EXPORT int cg_game_conjunctive_sum(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                                      const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    return compound_public(ctx, OP_CONJUNCTIVE, g, h, out);
}

CG_EXPORT int cg_game_selective_sum(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                                    const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    return compound_public(ctx, OP_SELECTIVE, g, h, out);
}
