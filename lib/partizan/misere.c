/*
 * The misère outcome of a partizan game (CGSuite's MisereOutcomeClass): play
 * on the canonical form, and the player who cannot move wins. Unlike the
 * normal-play outcome it depends on the form, not only on the value (0 = {|}
 * is N in misère play, {-1 | 1} = 0 is P: each player has to move and then
 * the other has no move), so the canonical form, the one form each value has
 * in the library, is the one played.
 *
 * From the definition: Left moving first wins when she has no move, or when
 * some Left option is lost by Right moving first; Right likewise. Memoised by
 * game id for the call; each game met is one node of the context's limit.
 */
#include <stdint.h>

#include "store.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"

/* The deepest recursion allowed: each level is a C stack frame. Integers are
 * settled at once (below), so only games whose chains of non-integer options
 * are that long (n.^ is born on day n + 1) reach it. */
#define MISERE_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

typedef struct misere {
    pg_store *st;
    unsigned depth;
    cgu_map64 memo;   /* id -> 1 + (Left first wins) + 2 * (Right first wins) */
} misere;

/* Bit 0: Left moving first wins; bit 1: Right moving first wins. */
static int wins(misere *m, const cg_game *g, unsigned *out)
{
    /* An integer n (a chain {n-1 | } of n games) in one step: 0 has no move
     * for either, so whoever is to move wins; n > 0 gives Right no move, so
     * Right first wins, while every Left move reaches an integer >= 0 where
     * Right, to move, wins (0) or has no move (> 0): Left first loses. */
    if (pg_is_number(g) && g->x.k == 0) {
        *out = g->x.num == 0 ? 3u : g->x.num > 0 ? 2u : 1u;
        return CG_OK;
    }
    uint64_t v;
    if (cgu_map64_get(&m->memo, g->id, &v)) {
        *out = (unsigned)(v - 1);
        return CG_OK;
    }
    if (m->depth >= MISERE_MAX_DEPTH)
        return cgu_fail(CG_ELIMIT, "the misère outcome's recursion would go deeper than %u "
                        "levels (a game born too late)", MISERE_MAX_DEPTH);
    int rc = pg_charge(m->st);
    if (rc == CG_OK)
        rc = pg_need_options(m->st, g);
    if (rc == CG_OK)
        rc = pg_work(m->st, (size_t)g->nl + g->nr);
    if (rc != CG_OK)
        return rc;
    /* No move: the player to move wins. */
    unsigned r = (g->nl == 0 ? 1u : 0u) | (g->nr == 0 ? 2u : 0u);
    m->depth++;
    for (uint32_t i = 0; i < g->nl && !(r & 1u) && rc == CG_OK; i++) {
        unsigned o;
        if ((rc = wins(m, g->opt[i], &o)) == CG_OK && !(o & 2u))
            r |= 1u;
    }
    for (uint32_t j = 0; j < g->nr && !(r & 2u) && rc == CG_OK; j++) {
        unsigned o;
        if ((rc = wins(m, g->opt[g->nl + j], &o)) == CG_OK && !(o & 1u))
            r |= 2u;
    }
    m->depth--;
    if (rc == CG_OK)
        rc = cgu_map64_put(&m->memo, g->id, (uint64_t)r + 1);
    if (rc == CG_OK)
        *out = r;
    return rc;
}

CG_EXPORT int cg_game_misere_outcome(cg_ctx *ctx, const cg_game *g, cg_outcome *out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    misere m = { st, 0, { 0 } };
    cgu_map64_init(&m.memo);
    unsigned r = 0;
    rc = wins(&m, g, &r);
    cgu_map64_destroy(&m.memo);
    if (rc != CG_OK)
        return rc;
    /* Index: Left first wins + 2 * Right first wins. */
    static const cg_outcome by_wins[] = { CG_OUTCOME_P, CG_OUTCOME_L, CG_OUTCOME_R, CG_OUTCOME_N };
    *out = by_wins[r];
    return CG_OK;
}
