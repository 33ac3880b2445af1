/*
 * Even and odd games ([ONAG]), even- and odd-tempered games
 * ([CGT]), on the canonical form as CGSuite's IsEven, IsOdd, IsEvenTempered and
 * IsOddTempered:
 *
 *   G is even when G = 0 or every option of G is odd; odd when G != 0 and
 *   every option is even. (Integers alternate: 0, 2 even, 1, * odd, 1* even.)
 *   G is even-tempered when G is a number or every option is odd-tempered;
 *   odd-tempered when G is not a number and every option is even-tempered.
 *
 * Both pairs are one recursion: a game that is not a number is "even" when all
 * its options are "odd" and the other way round; only what a number is
 * differs. Numbers are settled at once (an integer n is a chain of n games).
 * Memoised by id for the call; each game met is one node of the context's
 * limit.
 */
#include <stdint.h>

#include "store.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"

#define PARITY_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

enum { EVEN = 1, ODD = 2 };

typedef struct parity {
    pg_store *st;
    int tempered;     /* 0: even/odd; 1: even-/odd-tempered */
    unsigned depth;
    cgu_map64 memo;   /* id -> 1 + the bits EVEN, ODD */
} parity;

/* What a number x is. Even/odd: an integer has the parity of its value (its
 * one option is the integer next to 0), and any other number has options on
 * both sides of it, an even and an odd integer or numbers of neither kind
 * (x = m/2^k, k >= 1, has options with denominator 2^(k-1)): neither.
 * Tempered: every number is even-tempered and not odd-tempered. */
static unsigned of_number(const parity *p, const cg_game *x)
{
    if (p->tempered)
        return EVEN;
    if (x->x.k != 0)
        return 0;
    return (x->x.num & 1) == 0 ? EVEN : ODD;
}

static int classify(parity *p, const cg_game *g, unsigned *out)
{
    if (pg_is_number(g)) {
        *out = of_number(p, g);
        return CG_OK;
    }
    uint64_t v;
    if (cgu_map64_get(&p->memo, g->id, &v)) {
        *out = (unsigned)(v - 1);
        return CG_OK;
    }
    if (p->depth >= PARITY_MAX_DEPTH)
        return cgu_fail(CG_ELIMIT, "the recursion would go deeper than %u levels (a game "
                        "born too late)", PARITY_MAX_DEPTH);
    int rc = pg_charge(p->st);
    if (rc == CG_OK)   /* an x + *m made by value has its options made first */
        rc = pg_need_options(p->st, g);
    if (rc == CG_OK)
        rc = pg_work(p->st, (size_t)g->nl + g->nr);
    /* Not a number: it has an option, and is "even" (resp. "odd") while every
     * option seen so far is "odd" (resp. "even"); stop when it is neither. */
    unsigned r = EVEN | ODD;
    p->depth++;
    for (uint32_t i = 0; i < g->nl + g->nr && r != 0 && rc == CG_OK; i++) {
        unsigned o = 0;
        if ((rc = classify(p, g->opt[i], &o)) != CG_OK)
            break;
        if (!(o & ODD))
            r &= ~(unsigned)EVEN;
        if (!(o & EVEN))
            r &= ~(unsigned)ODD;
    }
    p->depth--;
    if (rc == CG_OK)
        rc = cgu_map64_put(&p->memo, g->id, (uint64_t)r + 1);
    if (rc == CG_OK)
        *out = r;
    return rc;
}

static int parity_public(cg_ctx *ctx, const cg_game *g, int tempered, unsigned want, int *yes)
{
    if (ctx == NULL || g == NULL || yes == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    parity p = { st, tempered, 0, { 0 } };
    cgu_map64_init(&p.memo);
    unsigned r = 0;
    rc = classify(&p, g, &r);
    cgu_map64_destroy(&p.memo);
    if (rc == CG_OK)
        *yes = (r & want) != 0;
    return rc;
}

CG_EXPORT int cg_game_is_even(cg_ctx *ctx, const cg_game *g, int *yes)
{
    CGU_CTX_ENTER(ctx);
    return parity_public(ctx, g, 0, EVEN, yes);
}

CG_EXPORT int cg_game_is_odd(cg_ctx *ctx, const cg_game *g, int *yes)
{
    CGU_CTX_ENTER(ctx);
    return parity_public(ctx, g, 0, ODD, yes);
}

CG_EXPORT int cg_game_is_even_tempered(cg_ctx *ctx, const cg_game *g, int *yes)
{
    CGU_CTX_ENTER(ctx);
    return parity_public(ctx, g, 1, EVEN, yes);
}

CG_EXPORT int cg_game_is_odd_tempered(cg_ctx *ctx, const cg_game *g, int *yes)
{
    CGU_CTX_ENTER(ctx);
    return parity_public(ctx, g, 1, ODD, yes);
}
