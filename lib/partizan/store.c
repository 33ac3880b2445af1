/*
 * The context's game store: interning (hash-consing) of canonical games, the
 * caches, numbers and x + *m made by value, and the accessors of cg_game.
 * The arithmetic of the numbers is dyadic.c's; the canonical order of games
 * is order.c's.
 */
#include <string.h>

#include "store.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/hash.h"
#include "util/hugepage.h"
#include "util/sysmem.h"

static void store_clear(void *p)
{
    /* Caches only: interned games stay valid as long as the context. */
    pg_store *st = p;
    cgu_lcache_destroy(&st->le_cache);
    cgu_lcache_destroy(&st->tmp_cache);
    cgu_pairmap_destroy(&st->sum_cache);
    cgu_map64_destroy(&st->neg_cache);
    pg_thermo_clear(st);
}

static void store_destroy(void *p)
{
    pg_store *st = p;
    store_clear(st);
    cgu_free(st->intern);
    cgu_wmap_destroy(&st->nus);
    cgu_arena_destroy(&st->arena);
    cgu_free(st->byid);
    cgu_free(st);
}

static int store_init(void *p)
{
    pg_store *st = p;
    cgu_arena_init(&st->arena);
    cgu_wmap_init(&st->nus, sizeof(const cg_game *));
    /* Chunks of at most 8 MiB: what the store has allocated and not yet
     * used stays small, so the memory guard's figure follows the resident
     * size (the chunks of half the arena left a third of it untouched). */
    st->arena.max_chunk = (size_t)8 << 20;
    st->nus.arena.max_chunk = (size_t)8 << 20;
    cgu_lcache_init(&st->le_cache, PG_LE_CACHE_BYTES);
    cgu_lcache_init(&st->tmp_cache, PG_TMP_CACHE_BYTES);
    cgu_pairmap_init(&st->sum_cache);
    cgu_map64_init(&st->neg_cache);
    return pg_intern(st, NULL, 0, NULL, 0, &st->zero);
}

static const cgu_ctx_slot_ops store_ops = { sizeof(pg_store), store_init, store_clear,
                                            store_destroy };

pg_store *pg_get(cg_ctx *ctx)
{
    pg_store *st = cgu_ctx_state_get(ctx, CGU_SLOT_PARTIZAN, &store_ops);
    if (st != NULL) {
        st->ctx = ctx;
        /* The comparison caches stop growing at a quarter of the memory
         * limit (they only save time); a cache already larger keeps its size. */
        size_t le = PG_LE_CACHE_BYTES, tmp = PG_TMP_CACHE_BYTES;
        if (ctx->memory_limit != 0 && ctx->memory_limit / 4 < le)
            le = (size_t)(ctx->memory_limit / 4);
        if (ctx->memory_limit != 0 && ctx->memory_limit / 16 < tmp)
            tmp = (size_t)(ctx->memory_limit / 16);
        st->le_cache.max_bytes = le;
        st->tmp_cache.max_bytes = tmp;
    }
    return st;
}

/* ---- memory (store.h) ---- */

size_t pg_store_bytes(const pg_store *st)
{
    return sizeof *st + st->arena.bytes + st->intern_cap * sizeof *st->intern +
           st->cap * sizeof *st->byid + cgu_lcache_bytes(&st->le_cache) +
           cgu_lcache_bytes(&st->tmp_cache) + cgu_pairmap_bytes(&st->sum_cache) +
           cgu_map64_bytes(&st->neg_cache) + cgu_wmap_bytes(&st->nus) + pg_thermo_bytes(st);
}

/* The bytes the store would hold after growing by extra, with what the
 * current call set aside elsewhere (saturating). */
static uint64_t total_after(const pg_store *st, uint64_t extra)
{
    uint64_t total = (uint64_t)pg_store_bytes(st) + (st->ctx != NULL ? st->ctx->reserved : 0);
    return extra > UINT64_MAX - total ? UINT64_MAX : total + extra;
}

/* A growth the store makes, in the context's figure (cg_ctx_memory_reserved:
 * memos count when they grow): what the store's peak, its bytes with the
 * growth (a doubled table with the old one it replaces), passes the
 * largest so far by. Adding every growth would count each replaced table
 * again. */
static void count_growth(pg_store *st, uint64_t extra)
{
    uint64_t now = (uint64_t)pg_store_bytes(st) + extra;
    if (extra == 0 || st->ctx == NULL || now <= st->peak_bytes)
        return;
    uint64_t more = now - st->peak_bytes;
    st->peak_bytes = now;
    cgu_ctx_count(st->ctx, more);
}

/* The context's memory limit; 0 (none) while the store is set up, before
 * pg_get gives it its context. */
static uint64_t limit_of(const pg_store *st)
{
    return st->ctx != NULL ? st->ctx->memory_limit : 0;
}

int pg_store_may_grow(pg_store *st, uint64_t extra)
{
    uint64_t limit = limit_of(st);
    if (extra == 0)
        return CG_OK;
    if (limit != 0 && total_after(st, extra) > limit) {
        char need[32], have[32];
        return cgu_fail(CG_ENOMEM, "the store of games needs %s, more than the memory "
                        "limit of %s", cgu_bytes_text(need, sizeof need, total_after(st, extra)),
                        cgu_bytes_text(have, sizeof have, limit));
    }
    /* The growth, and what the store has allocated but not yet touched (the
     * rest of the arena's newest chunk, byid's free slots): the process's
     * room (free memory, a cgroup's usage) does not count those yet, and a
     * cgroup kills the process once they are touched. */
    uint64_t untouched = cgu_arena_slack(&st->arena) + cgu_arena_slack(&st->nus.arena) +
                         (st->cap - st->ngames) * sizeof *st->byid;
    int rc = cgu_ctx_fits(NULL, extra + untouched, "the store of games");
    if (rc == CG_OK)
        count_growth(st, extra);
    return rc;
}

int pg_store_cache_may_grow(pg_store *st, uint64_t extra)
{
    uint64_t limit = limit_of(st);
    if (extra != 0 && limit != 0 && total_after(st, extra) > limit)
        return 0;
    count_growth(st, extra);
    return 1;
}

uint32_t pg_tmp_begin(pg_store *st)
{
    /* Generations only grow: a wrap after 2^30 of them restarts with an empty
     * cache, and no check lives that long. */
    if (++st->tmp_gen >= UINT32_C(1) << 30) {
        cgu_lcache_destroy(&st->tmp_cache);
        st->tmp_gen = 1;
    }
    return st->tmp_gen;
}

/* ---- interning ---- */

/* Structural recognition of the values the fast paths handle, so that a game
 * is tagged however it was built (from options, by a sum, by a constructor). */

/* Numbers: {|}, {n|}, {|-n}, and {a|b} with a < b (canonical, so the simplest
 * number between them: (a + b) / 2 once both have the same denominator).
 * 1 for a number, 0 for none, -1 for a number the store does not hold
 * (pg_dy_in_range): {2^62 | } = 2^62 + 1, or {0 | 1/2^1024} = 1/2^1025. Such a
 * game is refused, not kept untagged: every fast path reads numbers from
 * their tags, so an untagged number would give wrong stops and means. */
static int classify_number(cg_game *g, const cg_game *const *L, const cg_game *const *R)
{
    if (g->nl == 0 && g->nr == 0) {
        g->x.num = 0;
        g->x.k = 0;
        return 1;
    }
    if (g->nl > 1 || g->nr > 1 || (g->nl == 1 && !pg_is_number(L[0])) ||
        (g->nr == 1 && !pg_is_number(R[0])))
        return 0;
    pg_dyadic v;
    if (g->nr == 0) {
        if (L[0]->x.k != 0 || L[0]->x.num < 0)
            return 0;
        v.num = L[0]->x.num + 1;
        v.k = 0;
    } else if (g->nl == 0) {
        if (R[0]->x.k != 0 || R[0]->x.num > 0)
            return 0;
        v.num = R[0]->x.num - 1;
        v.k = 0;
    } else {
        pg_dyadic s;
        if (pg_dy_cmp(L[0]->x, R[0]->x) >= 0)
            return 0;   /* {a | b} with a >= b is no number (a* or a switch) */
        /* Past 64 bits or the finest denominator, the number is not held. */
        if (pg_dy_add(L[0]->x, R[0]->x, &s) != CG_OK || pg_dy_make(s.num, s.k + 1, &v) != CG_OK)
            return -1;
    }
    if (!pg_dy_in_range(v))
        return -1;
    g->x = v;
    return 1;
}

/* x + *m: the options on both sides are x + *k, k < m, which the canonical
 * order (pg_order) lists as x, x + *1, ..., x + *(m-1) (numbers first, then by
 * birthday, b(x + *k) = b(x) + k): so option k is x + *k, read off the tags in
 * one pass however large m is. Such a game is kept by value (pg_nimber). */
static int classify_nimber(cg_game *g, const cg_game *const *L, const cg_game *const *R)
{
    if (g->nl != g->nr || g->nl == 0 || g->nl > CG_GAME_MAX_NIMBER ||
        memcmp(L, R, g->nl * sizeof *L) != 0)
        return 0;
    for (uint32_t i = 0; i < g->nl; i++) {
        const cg_game *o = L[i];
        if (o->kind != PG_NUS || o->ups != 0 || o->nim != i || pg_dy_cmp(o->x, L[0]->x) != 0)
            return 0;
    }
    g->x = L[0]->x;
    g->nim = g->nl;
    return 1;
}

static int same_number_part(const cg_game *o, const cg_game *x)
{
    return o->kind == PG_NUS && pg_dy_cmp(o->x, x->x) == 0;
}

/* x + n.up + *m, n != 0: translated by x, n.up + *m = {0 | (n-1).up + *(m^1)}
 * for n >= 1, except up* = {0, * | 0}; downs mirror it (see pg_nus). Only
 * up to CG_GAME_MAX_UPS: the text ^n is read that far, so a game made from
 * options past it (such as {0 | ^4096*}) stays general and prints with
 * braces, which read back to the same game. */
static int classify_ups(cg_game *g, const cg_game *const *L, const cg_game *const *R)
{
    if (g->nl == 1 && g->nr == 1) {
        const cg_game *a = L[0], *b = R[0];
        if (pg_is_number(a) && same_number_part(b, a) && b->ups >= 0 && b->ups < CG_GAME_MAX_UPS &&
            (b->ups > 0 || b->nim > 0)) {
            g->x = a->x;
            g->ups = b->ups + 1;
            g->nim = b->nim ^ 1u;
            return 1;
        }
        if (pg_is_number(b) && same_number_part(a, b) && a->ups <= 0 && a->ups > -CG_GAME_MAX_UPS &&
            (a->ups < 0 || a->nim > 0)) {
            g->x = b->x;
            g->ups = a->ups - 1;
            g->nim = a->nim ^ 1u;
            return 1;
        }
        return 0;
    }
    /* x + up* = {x, x* | x} and x + down* = {x | x, x*}. */
    const cg_game *const *two = g->nl == 2 && g->nr == 1 ? L : g->nl == 1 && g->nr == 2 ? R : NULL;
    const cg_game *one = g->nl == 2 ? R[0] : L[0];
    if (two == NULL || !pg_is_number(one))
        return 0;
    for (int i = 0; i < 2; i++) {
        const cg_game *x = two[i], *xs = two[1 - i];
        if (x == one && same_number_part(xs, one) && xs->ups == 0 && xs->nim == 1) {
            g->x = one->x;
            g->ups = g->nl == 2 ? 1 : -1;
            g->nim = 1;
            return 1;
        }
    }
    return 0;
}

/* CG_OK, or CG_ERANGE for a number the store does not hold (classify_number). */
static int classify(cg_game *g, const cg_game *const *L, const cg_game *const *R)
{
    g->kind = PG_NUS;
    int number = classify_number(g, L, R);
    if (number < 0)
        return CG_ERANGE;
    if (number > 0 || classify_nimber(g, L, R) || classify_ups(g, L, R))
        return CG_OK;
    g->kind = PG_GENERAL;
    g->x.num = 0;
    g->x.k = 0;
    g->ups = 0;
    g->nim = 0;
    return CG_OK;
}

/* The stops from the options' stops: a number is its own stop. Otherwise, with
 * p = max RS(G^L) and q = min LS(G^R): a game that is not a number has
 * LS = p >= q = RS, while any form equal to a number x has p <= x <= q (an
 * option with RS(G^L) > x would be > x = G). So p >= q gives the stops of any
 * form (p = q = x for a number), and p < q (a form of an unknown number), a
 * side without options or an option without stops leaves has_stops 0: the
 * order then does without the stop tests. A canonical game that is not a
 * number always has both sides and p >= q. */
void pg_set_stops(cg_game *g)
{
    if (pg_is_number(g)) {
        g->ls = g->rs = g->x;
        g->has_stops = 1;
        return;
    }
    if (g->nl == 0 || g->nr == 0)
        return;
    for (uint32_t i = 0; i < g->nl + g->nr; i++)
        if (!g->opt[i]->has_stops)
            return;
    pg_dyadic p = g->opt[0]->rs, q = g->opt[g->nl]->ls;
    for (uint32_t i = 1; i < g->nl; i++)
        if (pg_dy_cmp(g->opt[i]->rs, p) > 0)
            p = g->opt[i]->rs;
    for (uint32_t i = g->nl + 1; i < g->nl + g->nr; i++)
        if (pg_dy_cmp(g->opt[i]->ls, q) < 0)
            q = g->opt[i]->ls;
    if (pg_dy_cmp(p, q) < 0)
        return;
    g->ls = p;
    g->rs = q;
    g->has_stops = 1;
}

/* Room for one more game in byid; 1 on success. */
static int grow_byid(pg_store *st)
{
    void *p = st->byid;
    int rc = cgu_grow(&p, &st->cap, st->ngames + 2, sizeof *st->byid);
    st->byid = p;
    return rc == CG_OK;
}

/* ---- the interning table (store.h: pg_store.intern) ---- */

/* The hash of a game's option lists; the store keeps its top 32 bits. */
static uint32_t options_hash(const cg_game *const *left, size_t nl, const cg_game *const *right,
                             size_t nr)
{
    uint64_t h = cgu_mix64(((uint64_t)nl << 32 | nr) + UINT64_C(0x9e3779b97f4a7c15));
    for (size_t i = 0; i < nl; i++)
        h = cgu_mix64(h ^ left[i]->id) + UINT64_C(0x9e3779b97f4a7c15);
    for (size_t i = 0; i < nr; i++)
        h = cgu_mix64(h ^ right[i]->id) + UINT64_C(0x9e3779b97f4a7c15);
    return (uint32_t)(h >> 32);
}

static int same_options(const cg_game *g, const cg_game *const *left, size_t nl,
                        const cg_game *const *right, size_t nr)
{
    return g->nl == nl && g->nr == nr &&
           (nl == 0 || memcmp(g->opt, left, nl * sizeof *left) == 0) &&
           (nr == 0 || memcmp(g->opt + nl, right, nr * sizeof *right) == 0);
}

/* Double the table (or make its first 1024 slots): slots are placed by the
 * hash bits they keep, so no game is read. CG_OK or CG_ENOMEM (unchanged). */
static int intern_grow(pg_store *st)
{
    size_t cap = st->intern_cap ? st->intern_cap * 2 : 1024;
    if ((uint64_t)cap > (uint64_t)UINT32_MAX + 1)   /* placed by 32 bits of hash */
        return CG_ENOMEM;
    uint64_t *slots = cgu_malloc_array(cap, sizeof *slots);
    if (slots == NULL)
        return CG_ENOMEM;
    cgu_advise_huge(slots, cap * sizeof *slots);   /* read at random (hugepage.h) */
    memset(slots, 0, cap * sizeof *slots);
    for (size_t i = 0; i < st->intern_cap; i++) {
        uint64_t s = st->intern[i];
        if (s == 0)
            continue;
        size_t j = (size_t)(s >> 32) & (cap - 1);
        while (slots[j] != 0)
            j = (j + 1) & (cap - 1);
        slots[j] = s;
    }
    cgu_free(st->intern);
    st->intern = slots;
    st->intern_cap = cap;
    return CG_OK;
}

/* The slot of the game with these options, or the free slot where it would
 * go; 0 while the table has no slots (then 0 == intern_cap: not a slot). */
static size_t intern_find(const pg_store *st, uint32_t h, const cg_game *const *left, size_t nl,
                          const cg_game *const *right, size_t nr)
{
    if (st->intern_cap == 0)
        return 0;
    size_t mask = st->intern_cap - 1, i = h & mask;
    for (uint64_t s; (s = st->intern[i]) != 0; i = (i + 1) & mask)
        if ((uint32_t)(s >> 32) == h &&
            same_options(st->byid[(uint32_t)s], left, nl, right, nr))
            break;
    return i;
}

/* The refusal of a number past the range, with the detail (store.h: one rule). */
static int number_range_error(void)
{
    return cgu_fail(CG_ERANGE, "the result is a number past what the library holds (" PG_DY_RANGE_TEXT
                    ")");
}

/* A new game of nl + nr options with room for slots of them (nl + nr, filled
 * by the caller, or 0 for a lazy x + *m whose options come later: see
 * pg_nimber_options), listed under the next id: everything it allocates is
 * charged first (store.h: memory). The caller fills in the rest; a failure
 * leaves no trace but a few bytes of arena. */
static int new_game(pg_store *st, size_t nl, size_t nr, size_t slots, cg_game **out)
{
    if (st->ngames >= UINT32_MAX - 1)
        return CG_ENOMEM;
    size_t block = sizeof(pg_option_block) + slots * sizeof(cg_game *);
    uint64_t extra = cgu_arena_grow_bytes(&st->arena, sizeof(cg_game) + 64) +
                     cgu_arena_grow_bytes(&st->arena, block) +
                     (st->ngames + 2 > st->cap ? (2 * st->cap + 64) * sizeof *st->byid : 0);
    int rc = pg_store_may_grow(st, extra);
    if (rc != CG_OK)
        return rc;
    cg_game *g = cgu_arena_alloc_aligned(&st->arena, sizeof *g, 64);
    pg_option_block *b = cgu_arena_alloc(&st->arena, block);
    if (g == NULL || b == NULL || (st->ngames + 2 > st->cap && !grow_byid(st)))
        return CG_ENOMEM;
    memset(g, 0, sizeof *g);
    b->home = st;
    g->opt = b->opt;
    g->nl = (uint32_t)nl;
    g->nr = (uint32_t)nr;
    g->id = (uint32_t)++st->ngames;
    st->byid[g->id] = g;
    *out = g;
    return CG_OK;
}

int pg_intern(pg_store *st, const cg_game *const *left, size_t nl, const cg_game *const *right,
              size_t nr, const cg_game **out)
{
    uint32_t h = options_hash(left, nl, right, nr);
    size_t i = intern_find(st, h, left, nl, right, nr);
    if (i < st->intern_cap && st->intern[i] != 0) {
        *out = st->byid[(uint32_t)st->intern[i]];
        return CG_OK;
    }
    /* What the game is, read from its options before anything is made: a
     * number is kept once, by value (pg_number), never under its options. */
    cg_game probe;
    memset(&probe, 0, sizeof probe);
    probe.nl = (uint32_t)nl;
    probe.nr = (uint32_t)nr;
    if (classify(&probe, left, right) != CG_OK)
        return number_range_error();
    if (pg_is_number(&probe))
        return pg_number(st, probe.x, out);
    if (probe.kind == PG_NUS && probe.ups == 0)
        return pg_nimber(st, probe.x, probe.nim, out);   /* x + *m, also by value */
    /* A new game, entered in slot i once everything it needs is allocated
     * and it is known to be held. The table grows only here, so finding a
     * game never fails for memory. */
    uint64_t table = 2 * (st->intern_count + 1) > st->intern_cap
                         ? (st->intern_cap ? st->intern_cap * 2 : 1024) * sizeof *st->intern
                         : 0;
    int rc = pg_store_may_grow(st, table);
    if (rc != CG_OK)
        return rc;
    if (table != 0) {
        if (intern_grow(st) != CG_OK)
            return CG_ENOMEM;
        i = intern_find(st, h, left, nl, right, nr);
    }
    cg_game *g;
    if ((rc = new_game(st, nl, nr, nl + nr, &g)) != CG_OK)
        return rc;
    const cg_game **opt = g->opt;
    if (nl > 0)
        memcpy(opt, left, nl * sizeof *opt);
    if (nr > 0)
        memcpy(opt + nl, right, nr * sizeof *opt);
    g->kind = probe.kind;
    g->x = probe.x;
    g->ups = probe.ups;
    g->nim = probe.nim;
    for (size_t k = 0; k < nl + nr; k++)
        if (opt[k]->birthday + 1 > g->birthday)
            g->birthday = opt[k]->birthday + 1;
    pg_set_stops(g);
    g->dicotic = (nl == 0) == (nr == 0);
    for (size_t k = 0; k < nl + nr && g->dicotic; k++)
        g->dicotic = opt[k]->dicotic;
    st->intern[i] = (uint64_t)h << 32 | g->id;
    st->intern_count++;
    *out = g;
    return CG_OK;
}

/* ---- numbers (store.h: made by value, their options when read) ---- */

/* The birthday of the number x: |n| for an integer, and for m/2^k (k >= 1)
 * the integer part of |x| plus k + 1 (1/2 = {0 | 1} is born on day 2). */
static uint64_t number_birthday(pg_dyadic x)
{
    uint64_t mag = x.num < 0 ? 0 - (uint64_t)x.num : (uint64_t)x.num;
    if (x.k == 0)
        return mag;
    return (x.k >= 64 ? 0 : mag >> x.k) + x.k + 1;
}

int pg_number(pg_store *st, pg_dyadic x, const cg_game **out)
{
    const cg_game *found = pg_find_nus(st, x, 0, 0);
    if (found != NULL) {
        *out = found;
        return CG_OK;
    }
    if (!pg_dy_in_range(x))
        return number_range_error();
    /* n > 0 is {n-1 | }, -n is { | -(n-1)}, a fraction has one option a side. */
    size_t nl = x.k > 0 || x.num > 0, nr = x.k > 0 || x.num < 0;
    cg_game *g;
    int rc = new_game(st, nl, nr, nl + nr, &g);
    if (rc != CG_OK)
        return rc;
    g->kind = PG_NUS;
    g->x = x;
    g->lazy = nl + nr > 0;
    g->birthday = number_birthday(x);
    g->ls = g->rs = x;
    g->has_stops = 1;
    g->dicotic = nl + nr == 0;
    if (x.num == 0 && st->zero == NULL)
        st->zero = g;   /* the store's first game (store_init) */
    if ((rc = pg_tag(st, g, x, 0, 0)) != CG_OK)
        return rc;
    *out = g;
    return CG_OK;
}

int pg_number_options(pg_store *st, const cg_game *g)
{
    pg_dyadic x = g->x, lo, hi;
    const cg_game *a, *b = NULL;
    int rc;
    if (x.k == 0) {
        lo.num = x.num > 0 ? x.num - 1 : x.num + 1;
        lo.k = 0;
        rc = pg_number(st, lo, &a);
    } else {
        /* m/2^k = {(m-1)/2^k | (m+1)/2^k} for odd m: with m = 2q + 1 these are
         * q/2^(k-1) and (q+1)/2^(k-1), which never overflow (m + 1 would for
         * m = INT64_MAX). */
        int64_t q = x.num >> 1;   /* an arithmetic shift: the floor */
        if ((rc = pg_dy_make(q, x.k - 1, &lo)) == CG_OK && (rc = pg_dy_make(q + 1, x.k - 1, &hi)) == CG_OK &&
            (rc = pg_number(st, lo, &a)) == CG_OK)
            rc = pg_number(st, hi, &b);
    }
    if (rc != CG_OK)
        return rc;
    cg_game *m = pg_own(st, g);
    m->opt[0] = a;
    if (b != NULL)
        m->opt[1] = b;
    m->lazy = 0;
    return CG_OK;
}

/* ---- x + *m (store.h: made by value like numbers, their options when read) ---- */

int pg_nimber(pg_store *st, pg_dyadic x, uint32_t m, const cg_game **out)
{
    if (m == 0)
        return pg_number(st, x, out);
    const cg_game *found = pg_find_nus(st, x, 0, m);
    if (found != NULL) {
        *out = found;
        return CG_OK;
    }
    if (m > CG_GAME_MAX_NIMBER || !pg_dy_in_range(x))
        return CG_ERANGE;   /* the callers check both first */
    /* m options a side, none held yet: the block has no slots. */
    cg_game *g;
    int rc = new_game(st, m, m, 0, &g);
    if (rc != CG_OK)
        return rc;
    g->kind = PG_NUS;
    g->x = x;
    g->nim = m;
    g->lazy = 1;
    g->birthday = number_birthday(x) + m;   /* b(x + *k) = b(x) + k */
    g->ls = g->rs = x;
    g->has_stops = 1;
    g->dicotic = x.num == 0;   /* x's own subpositions are one-sided unless x = 0 */
    if ((rc = pg_tag(st, g, x, 0, m)) != CG_OK)
        return rc;
    *out = g;
    return CG_OK;
}

int pg_nimber_options(pg_store *st, const cg_game *g)
{
    uint32_t m = g->nim;
    /* The options x + *k, k < m, each found or made (lazy itself), twice:
     * Left's then Right's, in the canonical order (option k is x + *k). A
     * unit of work per option, as when x + *m was made with them. */
    int rc = pg_work(st, 2 * (size_t)m);
    if (rc != CG_OK)
        return rc;
    size_t block = sizeof(pg_option_block) + 2 * (size_t)m * sizeof(cg_game *);
    if ((rc = pg_store_may_grow(st, cgu_arena_grow_bytes(&st->arena, block))) != CG_OK)
        return rc;
    pg_option_block *b = cgu_arena_alloc(&st->arena, block);
    if (b == NULL)
        return CG_ENOMEM;
    b->home = st;
    for (uint32_t k = 0; k < m && rc == CG_OK; k++)
        rc = pg_nimber(st, g->x, k, &b->opt[k]);
    if (rc != CG_OK)
        return rc;   /* still lazy; the block is a little arena lost */
    memcpy(b->opt + m, b->opt, m * sizeof *b->opt);
    cg_game *own = pg_own(st, g);
    own->opt = b->opt;
    own->lazy = 0;
    return CG_OK;
}

int pg_tag(pg_store *st, const cg_game *g, pg_dyadic x, int64_t ups, uint32_t nim)
{
    cg_game *m = pg_own(st, g);
    m->kind = PG_NUS;
    m->x = x;
    m->ups = ups;
    m->nim = nim;
    uint64_t key[4] = { (uint64_t)x.num, x.k, (uint64_t)ups, nim };
    void *slot;
    /* The map's slots and its record (the key's length, 4 words, the value)
     * in its own arena. */
    uint64_t record = 5 * sizeof(uint64_t) + sizeof g;
    int rc = pg_store_may_grow(st, cgu_wmap_grow_bytes(&st->nus) +
                                       cgu_arena_grow_bytes(&st->nus.arena, record));
    if (rc == CG_OK)
        rc = cgu_wmap_insert(&st->nus, key, 4, &slot, NULL);
    if (rc == CG_OK)
        memcpy(slot, &g, sizeof g);
    return rc;
}

const cg_game *pg_find_nus(pg_store *st, pg_dyadic x, int64_t ups, uint32_t nim)
{
    if (ups == 0 && nim == 0 && x.num == 0)
        return st->zero;
    uint64_t key[4] = { (uint64_t)x.num, x.k, (uint64_t)ups, nim };
    const cg_game *const *slot = cgu_wmap_find(&st->nus, key, 4);
    return slot == NULL ? NULL : *slot;
}

/* ---- accessors ---- */

CG_EXPORT const cg_game *cg_game_zero(cg_ctx *ctx)
{
    CGU_CTX_ENTER_OR(ctx, NULL);
    if (ctx == NULL)
        return NULL;
    pg_store *st = pg_get(ctx);
    return st == NULL ? NULL : st->zero;
}

CG_EXPORT size_t cg_game_left_count(const cg_game *g)
{
    return g == NULL ? 0 : g->nl;
}

CG_EXPORT size_t cg_game_right_count(const cg_game *g)
{
    return g == NULL ? 0 : g->nr;
}

/* Option k of g, the options of a number made first (store.h): inside a
 * call on g's context, like any call that may add games to it. Of a lazy
 * x + *m only the one asked for is made, x + *(k mod m), found by value: the
 * same game the full options would hold, without making m of them. */
static const cg_game *option_of(const cg_game *g, size_t k)
{
    if (g->lazy) {
        pg_store *st = pg_home(g);
        cg_ctx *ctx = st->ctx;
        CGU_CTX_ENTER_OR(ctx, NULL);
        if (g->nim != 0) {
            const cg_game *o;
            return pg_nimber(st, g->x, (uint32_t)(k % g->nim), &o) == CG_OK ? o : NULL;
        }
        if (pg_number_options(st, g) != CG_OK)
            return NULL;
    }
    return g->opt[k];
}

CG_EXPORT const cg_game *cg_game_left(const cg_game *g, size_t i)
{
    return g == NULL || i >= g->nl ? NULL : option_of(g, i);
}

CG_EXPORT const cg_game *cg_game_right(const cg_game *g, size_t i)
{
    return g == NULL || i >= g->nr ? NULL : option_of(g, g->nl + i);
}

CG_EXPORT int cg_game_is_number(const cg_game *g)
{
    return g != NULL && pg_is_number(g);
}

CG_EXPORT int cg_game_number(const cg_game *g, int64_t *num, uint32_t *log2_den)
{
    if (g == NULL || num == NULL || log2_den == NULL)
        return CG_EINVAL;
    if (!pg_is_number(g))
        return CG_EDOMAIN;
    *num = g->x.num;
    *log2_den = g->x.k;
    return CG_OK;
}

CG_EXPORT int cg_game_birthday(const cg_game *g, uint32_t *day)
{
    if (g == NULL || day == NULL)
        return CG_EINVAL;
    if (g->birthday > UINT32_MAX)
        return cgu_fail(CG_ERANGE, "the birthday %llu does not fit in 32 bits "
                        "(cg_game_birthday64 gives it)", (unsigned long long)g->birthday);
    *day = (uint32_t)g->birthday;
    return CG_OK;
}

CG_EXPORT int cg_game_birthday64(const cg_game *g, uint64_t *day)
{
    if (g == NULL || day == NULL)
        return CG_EINVAL;
    *day = g->birthday;
    return CG_OK;
}
