/* The order of games: G <= H iff no G^L >= H and no H^R <= G; outcomes. */
#include "game.h"
#include "util/export.h"

/* The sign of x + u.up + *m: -1, 0, 1, or 2 (confused with 0). */
static int nus_sign(dyadic x, int64_t u, uint32_t m)
{
    if (x.num != 0)
        return x.num > 0 ? 1 : -1;
    if (u == 0)
        return m == 0 ? 0 : 2;
    if (u == 1 || u == -1)
        return m == 1 ? 2 : (int)u;   /* up* and down* are confused with 0 */
    return u > 0 ? 1 : -1;
}

/* a - b as a NUS triple when both are NUS and it fits. */
static int nus_diff(const cg_game *a, const cg_game *b, int *sign)
{
    dyadic nb, d;
    int64_t u;
    if (dy_neg(b->x, &nb) != CG_OK || dy_add(a->x, nb, &d) != CG_OK ||
        __builtin_sub_overflow(a->ups, b->ups, &u))
        return 0;
    *sign = nus_sign(d, u, a->nim ^ b->nim);
    return 1;
}

/* x <= y shown without recursion: the same game, arithmetic on x + u.up + *m,
 * or the stops (LS(x) < RS(y) puts a number between them). */
static int le_at_once(const cg_game *x, const cg_game *y)
{
    int sign;
    if (x == y)
        return 1;
    if (x->kind == PG_NUS && y->kind == PG_NUS && nus_diff(x, y, &sign))
        return sign == -1 || sign == 0;
    return x->has_stops && y->has_stops && dy_cmp(x->ls, y->rs) < 0;
}

static int cache_put(cgu_lcache *cache, uint64_t key, int cacheable, int result)
{
    if (cacheable)
        cgu_lcache_put(cache, key, (uint64_t)result + 1);
    return result;
}

int pg_le(pg_store *st, const cg_game *a, const cg_game *b)
{
    if (a == b)
        return 1;
    int sign;
    if (a->kind == PG_NUS && b->kind == PG_NUS && nus_diff(a, b, &sign))
        return sign == -1 || sign == 0;
    /* Stops decide many comparisons at once: a <= b forces LS(a) <= LS(b) and
     * RS(a) <= RS(b); and LS(a) < RS(b) puts a number between them, so a < b. */
    if (a->has_stops && b->has_stops) {
        if (dy_cmp(a->ls, b->ls) > 0 || dy_cmp(a->rs, b->rs) > 0)
            return 0;
        if (dy_cmp(a->ls, b->rs) < 0)
            return 1;
    }
    /* Interned pairs go to le_cache; a pair with the temporary game of a
     * reversibility check (id 0) to tmp_cache, under that game's generation:
     * without it the recursion would walk the other game's subpositions as a
     * tree, not as a DAG. */
    const cg_game *other = a->id == 0 ? b : a;
    cgu_lcache *cache = a->id != 0 && b->id != 0 ? &st->le_cache : &st->tmp_cache;
    const cg_game *tmp = a->id == 0 ? a : b;
    uint64_t key = cache == &st->le_cache
                       ? (uint64_t)a->id << 32 | b->id
                       : (uint64_t)tmp->tmp_gen << 33 | (uint64_t)other->id << 1 | (a->id == 0);
    uint64_t cached;
    int cacheable = other->id != 0;
    if (cacheable && cgu_lcache_get(cache, key, &cached))
        return (int)cached - 1;
    int rc = pg_charge(st);
    if (rc != CG_OK)
        return rc;
    /* A witness against a <= b that the stops alone show ends the search at
     * once; look for one before recursing into any candidate. */
    for (uint32_t i = 0; i < a->nl; i++)
        if (le_at_once(b, a->opt[i]))
            return cache_put(cache, key, cacheable, 0);
    for (uint32_t i = 0; i < b->nr; i++)
        if (le_at_once(b->opt[b->nl + i], a))
            return cache_put(cache, key, cacheable, 0);
    /* The pairs below go to le_cache (a game of the store against another),
     * 256 MB and read at random: nearly every lookup misses the processor's
     * caches and that wait is most of a comparison's time. Ask for all the
     * buckets before the first lookup so their misses overlap (the 20-game
     * sum of tests/bench/bench-partizan: 112 s before, 94 s after). */
    if (a->id != 0 && b->id != 0) {
        for (uint32_t i = 0; i < a->nl; i++)
            cgu_lcache_prefetch(&st->le_cache, (uint64_t)b->id << 32 | a->opt[i]->id);
        for (uint32_t i = 0; i < b->nr; i++)
            cgu_lcache_prefetch(&st->le_cache, (uint64_t)b->opt[b->nl + i]->id << 32 | a->id);
    }
    int result = 1;
    for (uint32_t i = 0; i < a->nl && result == 1; i++) {
        int r = pg_le(st, b, a->opt[i]);
        if (r < 0)
            return r;
        if (r)
            result = 0;
    }
    for (uint32_t i = 0; i < b->nr && result == 1; i++) {
        int r = pg_le(st, b->opt[b->nl + i], a);
        if (r < 0)
            return r;
        if (r)
            result = 0;
    }
    return cache_put(cache, key, cacheable, result);
}

/* *rel = -1, 0, 1 or 2 (confused); returns a status. */
static int compare(pg_store *st, const cg_game *a, const cg_game *b, int *rel)
{
    int le = pg_le(st, a, b);
    if (le < 0)
        return le;
    int ge = pg_le(st, b, a);
    if (ge < 0)
        return ge;
    *rel = le && ge ? 0 : le ? -1 : ge ? 1 : 2;
    return CG_OK;
}

CG_EXPORT int cg_game_compare(cg_ctx *ctx, const cg_game *a, const cg_game *b, int *rel)
{
    if (ctx == NULL || a == NULL || b == NULL || rel == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, a, b, &st);
    if (rc != CG_OK)
        return rc;
    int r;
    rc = compare(st, a, b, &r);
    if (rc == CG_OK)
        *rel = r;
    return rc;
}

CG_EXPORT int cg_game_outcome(cg_ctx *ctx, const cg_game *g, cg_outcome *out)
{
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    int r;
    rc = compare(st, g, st->zero, &r);
    if (rc != CG_OK)
        return rc;
    static const cg_outcome by_sign[] = { CG_OUTCOME_R, CG_OUTCOME_P, CG_OUTCOME_L, CG_OUTCOME_N };
    *out = by_sign[r == 2 ? 3 : r + 1];
    return CG_OK;
}
