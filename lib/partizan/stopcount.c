/*
 * The stop count (CGSuite's StopCount): the number of runs of play from the
 * canonical form of g, either player moving at each turn, that end at the
 * first number reached:
 *
 *   SC(x) = 1 for a number x;   SC(G) = sum of SC(G^L) + sum of SC(G^R).
 *
 * Runs are counted with multiplicity (two runs to one number are two stops),
 * so the count grows exponentially: SC(*n) = 2 * 3^(n-1). Memoised by id for
 * the call, so each subposition is added up once; each is one node of the
 * context's limit.
 */
#include <stdint.h>

#include "store.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"

/* Each level is a C stack frame; numbers end the recursion at once, so only a
 * game born after about day CG_GAME_MAX_RECURSION that is not a number reaches it. */
#define STOPS_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

typedef struct stopcount {
    pg_store *st;
    unsigned depth;
    cgu_map64 memo;   /* id -> count */
} stopcount;

static int count_stops(stopcount *s, const cg_game *g, uint64_t *out)
{
    if (pg_is_number(g)) {
        *out = 1;
        return CG_OK;
    }
    uint64_t total = 0;
    if (cgu_map64_get(&s->memo, g->id, &total)) {
        *out = total;
        return CG_OK;
    }
    if (s->depth >= STOPS_MAX_DEPTH)
        return cgu_fail(CG_ELIMIT, "the stop count's recursion would go deeper than %u levels "
                        "(a game born too late)", STOPS_MAX_DEPTH);
    /* Not a number, but maybe an x + *m made by value (store.h): its options
     * are made first. */
    int rc = pg_charge(s->st);
    if (rc == CG_OK)
        rc = pg_need_options(s->st, g);
    if (rc == CG_OK)
        rc = pg_work(s->st, (size_t)g->nl + g->nr);
    s->depth++;
    for (uint32_t i = 0; i < g->nl + g->nr && rc == CG_OK; i++) {
        uint64_t c;
        rc = count_stops(s, g->opt[i], &c);
        if (rc == CG_OK && c > UINT64_MAX - total)
            rc = cgu_fail(CG_ERANGE, "the stop count passes 2^64 - 1");
        total += c;
    }
    s->depth--;
    if (rc == CG_OK)
        rc = cgu_map64_put(&s->memo, g->id, total);
    if (rc == CG_OK)
        *out = total;
    return rc;
}

CG_EXPORT int cg_game_stop_count(cg_ctx *ctx, const cg_game *g, uint64_t *count)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || count == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    stopcount s = { st, 0, { 0 } };
    cgu_map64_init(&s.memo);
    uint64_t c = 0;
    rc = count_stops(&s, g, &c);
    cgu_map64_destroy(&s.memo);
    if (rc == CG_OK)
        *count = c;
    return rc;
}
