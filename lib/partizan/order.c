/* The orders of games: G <= H iff no G^L >= H and no H^R <= G, and outcomes;
 * and the canonical total order (pg_order) the store sorts options by. */
#include "store.h"
#include "util/export.h"

/* The sign of x + u.up + *m: -1, 0, 1, or 2 (confused with 0). */
static int nus_sign(pg_dyadic x, int64_t u, uint32_t m)
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
    pg_dyadic nb, d;
    int64_t u;
    if (pg_dy_neg(b->x, &nb) != CG_OK || pg_dy_add(a->x, nb, &d) != CG_OK ||
        __builtin_sub_overflow(a->ups, b->ups, &u))
        return 0;
    *sign = nus_sign(d, u, a->nim ^ b->nim);
    return 1;
}

#define LE_UNKNOWN 2

/* The le_cache key of the pair {a, b} (the smaller id first) and the shift of
 * the direction a <= b in its value. Both directions share one entry: a
 * comparison is often followed by the reverse one (dominance tries both, and
 * so does compare()), which then finds its bucket already loaded. */
static uint64_t pair_key(const cg_game *a, const cg_game *b, unsigned *shift)
{
    *shift = a->id < b->id ? 0 : 2;
    return a->id < b->id ? (uint64_t)a->id << 32 | b->id : (uint64_t)b->id << 32 | a->id;
}

/* Where the comparison a <= b is cached: interned pairs in le_cache, a pair
 * with the temporary game of a reversibility check (id 0) in tmp_cache under
 * that game's generation (without it the recursion would walk the other
 * game's subpositions as a tree, not as a DAG). NULL when it cannot be
 * cached. The direction's two bits of the value, at *shift: 0 unknown, else
 * 1 + the result. */
static cgu_lcache *cache_of(pg_store *st, const cg_game *a, const cg_game *b, uint64_t *key,
                            unsigned *shift)
{
    if (a->id != 0 && b->id != 0) {
        *key = pair_key(a, b, shift);
        return &st->le_cache;
    }
    const cg_game *other = a->id == 0 ? b : a, *tmp = a->id == 0 ? a : b;
    if (other->id == 0)
        return NULL;
    *key = (uint64_t)tmp->tmp_gen << 33 | (uint64_t)other->id << 1 | (a->id == 0);
    *shift = 0;
    return &st->tmp_cache;
}

/* a <= b when it is known without recursing (0 or 1), else LE_UNKNOWN: the
 * same game, arithmetic on x + u.up + *m, the stops, or the cache. */
static int le_known(pg_store *st, const cg_game *a, const cg_game *b)
{
    if (a == b)
        return 1;
    if (pg_is_number(a) && pg_is_number(b))
        return pg_dy_cmp(a->x, b->x) <= 0;
    int sign;
    if (a->kind == PG_NUS && b->kind == PG_NUS && nus_diff(a, b, &sign))
        return sign == -1 || sign == 0;
    /* Stops decide many comparisons at once: a <= b forces LS(a) <= LS(b) and
     * RS(a) <= RS(b); and LS(a) < RS(b) puts a number between them, so a < b. */
    if (a->has_stops && b->has_stops) {
        if (pg_dy_cmp(a->ls, b->ls) > 0 || pg_dy_cmp(a->rs, b->rs) > 0)
            return 0;
        if (pg_dy_cmp(a->ls, b->rs) < 0)
            return 1;
    }
    uint64_t key, cached;
    unsigned shift;
    const cgu_lcache *cache = cache_of(st, a, b, &key, &shift);
    if (cache != NULL && cgu_lcache_get(cache, key, &cached) && (cached >> shift & 3) != 0)
        return (int)(cached >> shift & 3) - 1;
    return LE_UNKNOWN;
}

/* Always inlined, as cgu_lcache_prefetch: a function that only prefetches
 * is side-effect free to GCC 12, which deletes its calls. */
static inline __attribute__((always_inline)) void prefetch(const pg_store *st, const cg_game *a,
                                                           const cg_game *b)
{
    unsigned shift;
    if (a->id != 0 && b->id != 0)
        cgu_lcache_prefetch(&st->le_cache, pair_key(a, b, &shift));
}

/* Candidate i of the search for a <= b (the first al of a's Left options,
 * then b's Right options): the pair x, y whose x <= y is a witness against it.
 * Read from the arrays: the hot path of every comparison, so no status. */
static void candidate(const cg_game *a, const cg_game *b, uint32_t al, uint32_t i,
                      const cg_game **x, const cg_game **y)
{
    *x = i < al ? b : b->opt[b->nl + i - al];
    *y = i < al ? a->opt[i] : a;
}

/* The same candidate when a or b is a lazy x + *m read by value. */
static int candidate_by_value(pg_store *st, const cg_game *a, const cg_game *b, uint32_t al,
                              uint32_t i, const cg_game **x, const cg_game **y)
{
    if (i < al) {
        *x = b;
        return pg_option_at(st, a, i, y);
    }
    *y = a;
    return pg_option_at(st, b, b->nl + i - al, x);
}

/* The Left options of a and the Right options of b that the search for
 * a <= b must try. Number avoidance (Conway and Guy, Winning Ways; Siegel,
 * CGT): for a number x and a game G not equal to a number, x <= G iff no
 * G^R <= x, and G <= x iff no G^L >= x, so x's own options are never needed,
 * and a number made by value (store.h) never has to make them. A canonical
 * game that is not tagged a number equals none (store.c tags every canonical
 * number); the temporary game of a reversibility check (id 0) may equal one,
 * so against it the number's options are tried. A lazy x + *m (store.h) met
 * here is against a game that is no x + u.up + *m (le_known does those by
 * arithmetic): its options are tried, each made by value (pg_option_at). */
static int search_sides(pg_store *st, const cg_game *a, const cg_game *b, uint32_t *al,
                        uint32_t *br)
{
    int rc = CG_OK;
    *al = a->nl;
    *br = b->nr;
    if (pg_is_number(a)) {
        if (b->id != 0)
            *al = 0;
        else
            rc = pg_need_options(st, a);
    }
    if (pg_is_number(b) && rc == CG_OK) {
        if (a->id != 0)
            *br = 0;
        else
            rc = pg_need_options(st, b);
    }
    /* A lazy x + *m with m <= PG_NIMBER_READ_ALL gets its options made: the
     * pointers of all of them stay within 1024^2 (as when every x + *m was made with its
     * options), and a search reads an array faster than it finds each
     * option by value (3 times each); past it they are found (pg_option_at). */
    if (rc == CG_OK && a->lazy && a->nim != 0 && a->nim <= PG_NIMBER_READ_ALL)
        rc = pg_need_options(st, a);
    if (rc == CG_OK && b->lazy && b->nim != 0 && b->nim <= PG_NIMBER_READ_ALL)
        rc = pg_need_options(st, b);
    return rc;
}

static int le_search_cached(pg_store *st, const cg_game *a, const cg_game *b);

/* le_search with a lazy x + *m (m > PG_NIMBER_READ_ALL) as a or b: its
 * candidates (up to 2^31) are found one at a time by value and the search
 * stops at the first witness, a unit of work for each one looked at. Asking
 * for all of them first, as le_search does for the processor's caches, would
 * cost O(m) however early the witness comes: canonicalising {0 | *m} compares
 * *k with the game for every k < m, each settled by its first candidate *0,
 * and took O(m^2) (doc/development.md, "Figures behind the code's
 * comments"). */
static int le_search_lazy(pg_store *st, const cg_game *a, const cg_game *b, uint32_t al,
                          uint32_t n)
{
    int rc = pg_work(st, PG_WORK_PER_NODE);
    for (uint32_t i = 0; i < n && rc == CG_OK; i++) {
        const cg_game *x, *y;
        if ((rc = pg_work(st, 1)) != CG_OK ||
            (rc = candidate_by_value(st, a, b, al, i, &x, &y)) != CG_OK)
            break;
        int r = pg_le(st, x, y);
        if (r != 0)
            return r < 0 ? r : 0;
    }
    return rc == CG_OK ? 1 : rc;
}

/* a <= b, not known without recursing: no a^L >= b and no b^R <= a. */
static int le_search(pg_store *st, const cg_game *a, const cg_game *b)
{
    /* A node, and a unit of work per candidate (store.h: pg_work): a search
     * among hundreds of options takes hundreds of times as long as one
     * among a few. */
    uint32_t al, br;
    int rc = search_sides(st, a, b, &al, &br);
    if (rc != CG_OK)
        return rc;
    uint32_t n = al + br;
    if (pg_reads_by_value(a) || pg_reads_by_value(b))
        return le_search_lazy(st, a, b, al, n);
    rc = pg_work(st, PG_WORK_PER_NODE + (size_t)n);
    if (rc != CG_OK)
        return rc;
    /* The candidates' cache buckets (le_cache is 256 MB, read at random: nearly
     * every lookup misses the processor's caches) are all asked for first, so
     * that their misses overlap (a sixth off the 20-game sum of
     * tests/bench/bench-partizan: doc/development.md, "Figures behind the
     * code's comments"). Then every candidate known without recursing
     * is looked at, a witness among them ending the search; only then does the
     * search recurse, into the candidates still unknown. */
    const cg_game *x, *y;
    for (uint32_t i = 0; i < n; i++) {
        candidate(a, b, al, i, &x, &y);
        prefetch(st, x, y);
    }
    uint64_t unknown[4] = { 0, 0, 0, 0 };   /* the first 256 candidates; past them, all */
    for (uint32_t i = 0; i < n; i++) {
        candidate(a, b, al, i, &x, &y);
        int r = le_known(st, x, y);
        if (r == 1)
            return 0;
        if (r == LE_UNKNOWN && i < 256)
            unknown[i / 64] |= UINT64_C(1) << (i % 64);
    }
    for (uint32_t i = 0; i < n; i++) {
        if (i < 256 && !(unknown[i / 64] >> (i % 64) & 1))
            continue;
        candidate(a, b, al, i, &x, &y);
        /* Those marked unknown were looked up above: searched without a
         * second look-up, which would miss the processor's caches again. */
        int r = i < 256 ? le_search_cached(st, x, y) : pg_le(st, x, y);
        if (r != 0)
            return r < 0 ? r : 0;
    }
    return 1;
}

int pg_le(pg_store *st, const cg_game *a, const cg_game *b)
{
    int known = le_known(st, a, b);
    if (known != LE_UNKNOWN)
        return known;
    return le_search_cached(st, a, b);
}

/* le_search, its result kept in the cache. */
static int le_search_cached(pg_store *st, const cg_game *a, const cg_game *b)
{
    int result = le_search(st, a, b);
    uint64_t key, value = 0;
    unsigned shift;
    cgu_lcache *cache = cache_of(st, a, b, &key, &shift);
    if (result >= 0 && cache != NULL) {
        /* Keep what the entry knows of the other direction. */
        (void)cgu_lcache_get(cache, key, &value);
        value = (value & ~((uint64_t)3 << shift)) | (uint64_t)(result + 1) << shift;
        cgu_lcache_put(cache, key, value);
    }
    return result;
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
    CGU_CTX_ENTER(ctx);
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
    CGU_CTX_ENTER(ctx);
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

/* ---- the canonical order ---- */

static int cmp_u64(uint64_t a, uint64_t b)
{
    return (a > b) - (a < b);
}

static int cmp_i64(int64_t a, int64_t b)
{
    return (a > b) - (a < b);
}

int pg_order(const cg_game *a, const cg_game *b)
{
    for (;;) {
        if (a == b)
            return 0;
        int na = pg_is_number(a), nb = pg_is_number(b);
        if (na != nb)
            return na ? -1 : 1;
        if (na)
            return pg_dy_cmp(a->x, b->x);
        if (a->birthday != b->birthday)
            return cmp_u64(a->birthday, b->birthday);
        int ua = a->kind == PG_NUS, ub = b->kind == PG_NUS;
        if (ua != ub)
            return ua ? -1 : 1;
        if (ua) {
            int c = pg_dy_cmp(a->x, b->x);
            if (c == 0)
                c = cmp_i64(a->ups, b->ups);
            return c != 0 ? c : cmp_u64(a->nim, b->nim);
        }
        if (a->nl != b->nl)
            return cmp_u64(a->nl, b->nl);
        if (a->nr != b->nr)
            return cmp_u64(a->nr, b->nr);
        /* Same shape: the first option that differs decides. Distinct
         * canonical games differ in some option, and the options of each are
         * in this order already, so one path down the two games is walked. */
        uint32_t i = 0;
        while (a->opt[i] == b->opt[i])
            i++;
        a = a->opt[i];
        b = b->opt[i];
    }
}
