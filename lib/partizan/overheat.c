/*
 * Overheating (thermal.h: cg_game_overheat), from its definition (Berlekamp,
 * Conway and Guy, Winning Ways, ch. 6; Siegel, CGT; CGSuite's Overheat):
 * G overheated from s to t is
 *
 *   n.s = s + ... + s (n copies; -n copies of -s)     for an integer G = n,
 *   { (G^L overheated) + t | (G^R overheated) - t }     otherwise,
 *
 * over the canonical form of G. Unlike heating, a number that is not an
 * integer is not fixed: 1/2 = {0 | 1} becomes {t | s - t}, and 7/16 from 0 to
 * 0 is ^[3]. Overheating is defined on forms, so the result depends on G's
 * form; the canonical form is the one used, as CGSuite does. Each distinct
 * subposition is overheated once per call (memo by id) and charged a node, an
 * integer one more a doubling step (pg_al_multiple).
 */
#include <cookiegame/thermal.h>

#include "algebra.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"

/* The deepest recursion allowed, one C stack frame a level: the depth follows
 * the birthday of G's non-integer part (a number m/2^k adds k levels). */
#define OVERHEAT_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

typedef struct overheat_call {
    cg_ctx *ctx;
    pg_store *st;
    const cg_game *s, *neg_s, *t, *neg_t;
    unsigned depth;
    cgu_map64 memo;   /* id -> id of the overheated game */
} overheat_call;

static int overheat_rec(void *call, const cg_game *g, const cg_game **out)
{
    overheat_call *c = call;
    int rc = pg_al_step(c->ctx, c->st, &c->memo, g, out);
    if (rc != CG_OK)
        return rc > 0 ? CG_OK : rc;
    if (pg_al_is_integer(g)) {
        rc = pg_al_multiple(c->ctx, c->st, c->s, c->neg_s, g->x.num, out);
    } else {
        if (c->depth >= OVERHEAT_MAX_DEPTH)
            return cgu_fail(CG_ELIMIT, "overheating would recurse deeper than %u levels "
                            "(a game born too late)", OVERHEAT_MAX_DEPTH);
        pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
        const pg_glist plus = { &c->t, 1, 1 }, minus = { &c->neg_t, 1, 1 };
        c->depth++;
        rc = pg_al_rebuild(c->st, g, overheat_rec, c, &plus, &minus, &L, &R, out);
        c->depth--;
        cgu_free(L.v);
        cgu_free(R.v);
    }
    if (rc == CG_OK)
        rc = pg_al_memo_put(&c->memo, g, *out);
    return rc;
}

CG_EXPORT int cg_game_overheat(cg_ctx *ctx, const cg_game *g, const cg_game *s, const cg_game *t,
                               const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || s == NULL || t == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, s, &st);
    if (rc != CG_OK)
        return rc;
    if (!pg_owns(st, t))
        return CG_EINVAL;
    overheat_call c = { ctx, st, s, NULL, t, NULL, 0, { 0 } };
    cgu_map64_init(&c.memo);
    const cg_game *r;
    rc = pg_neg(st, s, &c.neg_s);
    if (rc == CG_OK)
        rc = pg_neg(st, t, &c.neg_t);
    if (rc == CG_OK)
        rc = overheat_rec(&c, g, &r);
    cgu_map64_destroy(&c.memo);
    if (rc == CG_OK)
        *out = r;
    return rc;
}
