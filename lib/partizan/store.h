/* The inside of canonical games and the context's game store. */
#ifndef CG_PARTIZAN_STORE_H
#define CG_PARTIZAN_STORE_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/partizan.h>

#include "dyadic.h"
#include "util/arena.h"
#include "util/ctx.h"
#include "util/lcache.h"
#include "util/map64.h"
#include "util/pairmap.h"
#include "util/wmap.h"

enum { PG_GENERAL = 0, PG_NUS = 1 };   /* NUS: x + u.up + *m */

struct pg_store;

struct cg_game {
    /* What comparisons read comes first, in one cache line (games are
     * 64-byte aligned): most comparisons touch a game only there. */
    uint32_t id;         /* 1, 2, ... in order of creation; 0 = a temporary game */
    uint32_t nl, nr;
    uint8_t kind;
    uint8_t has_stops;   /* ls, rs valid (set for every interned game) */
    uint8_t dicotic;     /* every subposition has moves for both or neither */
    uint8_t lazy;        /* a number or an x + *m whose options are not made
                          * yet: see pg_need_options */
    const cg_game **opt; /* nl Left options then nr Right options, each side in
                          * the canonical order (pg_order); an interned game's
                          * array sits in a pg_option_block */
    pg_dyadic ls, rs;       /* left and right stops */
    uint64_t birthday;   /* 64 bits: the integer 2^62 is born on day 2^62 */
    pg_dyadic x;            /* PG_NUS: the number part */
    int64_t ups;         /* PG_NUS: the up multiple */
    uint32_t nim;        /* PG_NUS: the nimber */
    uint32_t tmp_gen;    /* a temporary game (id 0): its generation in tmp_cache */
    uint32_t *inc;       /* ids of the incentives opt[k] - this game, or NULL
                          * when not known yet: see stored_incentives.h */
    /* The sum part[0] + part[1] (ids; 0 when not made as a sum) this game was
     * made as, and bit k of moves_in[p]: option k (of the first 64) is a move
     * in part[p]. An option of a sum X = a + b made as a^L + b cannot reverse
     * through its moves in a^L (a^LR + b <= a + b would make a^L reversible in
     * a), so canon.c skips those checks. */
    uint32_t part[2];
    uint64_t moves_in[2];
};

static inline int pg_is_number(const cg_game *g)
{
    return g->kind == PG_NUS && g->ups == 0 && g->nim == 0;
}

/* An interned game's options follow the store that owns it, so that the
 * accessors without a context (cg_game_left) can make the options of a
 * number when they are first asked for. */
typedef struct pg_option_block {
    struct pg_store *home;
    const cg_game *opt[];
} pg_option_block;

static inline struct pg_store *pg_home(const cg_game *g)
{
    const char *block = (const char *)g->opt - offsetof(pg_option_block, opt);
    return ((const pg_option_block *)(const void *)block)->home;
}

typedef struct pg_store {
    cgu_arena arena;       /* games and their option arrays */
    /* Interning: open addressing over game ids, a slot (32 bits of the hash
     * of the options << 32 | id), 0 empty; a candidate's options are read from
     * byid (store.c). 8 bytes a slot: keys of their own took many times that
     * a game, a large share of the memory of a large sum (doc/development.md,
     * "Figures behind the code's comments"). */
    uint64_t *intern;
    size_t intern_cap, intern_count;
    cg_game **byid;        /* byid[id]: the store's own, writable pointers */
    size_t ngames, cap;
    cgu_lcache le_cache;   /* (smaller id << 32 | larger id) -> both directions,
                            * two bits each (0 unknown, 1 + result): order.c */
    cgu_lcache tmp_cache;  /* the same against the temporary game of a
                            * reversibility check: (tmp_gen << 33 | other id << 1
                            * | temporary on the left) -> 1 + result */
    uint32_t tmp_gen;      /* the last generation handed to a temporary game */
    uint32_t plain_depth;  /* > 0: sums are made without incentives (stored_incentives.h) */
    cgu_pairmap sum_cache; /* (smaller id, larger id) -> sum id */
    cgu_map64 neg_cache;   /* id -> negative id */
    void *thermo;          /* thermographs of games (thermo.c), or NULL */
    cgu_wmap nus;          /* [x.num, x.k, ups, nim] -> game pointer */
    const cg_game *zero;
    cg_ctx *ctx;           /* the owning context: its node budget (pg_charge) */
    uint32_t uncharged;    /* > 0 while a value of the fast paths is made:
                            * work bounded by CG_GAME_MAX_*, not charged */
    uint32_t work;         /* units of work (pg_work) not yet charged as a node */
    uint64_t peak_bytes;   /* the most the store held with a growth (store.c) */
} pg_store;

/* The most memory the comparison caches take: past it they evict (only time
 * is lost), so a long computation stays within bounds. */
#define PG_LE_CACHE_BYTES ((size_t)256 << 20)
#define PG_TMP_CACHE_BYTES ((size_t)16 << 20)

/* The context's store, created on first use; NULL when out of memory. */
pg_store *pg_get(cg_ctx *ctx);

/* Charge one node of work (a sum or a comparison evaluated for the first
 * time) to the current public call: CG_ELIMIT once the context's node limit
 * is passed, so no input runs without a bound the user can set. */
static inline int pg_charge(pg_store *st)
{
    return st->uncharged > 0 ? CG_OK : cgu_ctx_charge(st->ctx, 1);
}

/* Charge n nodes the same way: games a sum of fast-path values interned. */
static inline int pg_charge_n(pg_store *st, size_t n)
{
    return st->uncharged > 0 || n == 0 ? CG_OK : cgu_ctx_charge(st->ctx, n);
}

/*
 * Work finer than a node, so that the node count follows the time however
 * large the games grow: one unit is one step of the inner loops, each about
 * one look-up of a comparison cache (an option pair of a dominance or
 * reversibility pass, a candidate of a comparison, an option of a sum or a
 * sort). A search or a sum costs 1 node plus its units, and PG_WORK_PER_NODE
 * units make a node: without them the cost of a node grew with the number of
 * options: G - G for G = {0|*2,*512} ran for minutes without reaching the
 * default node limit (doc/development.md, "Figures behind the code's
 * comments").
 */
#define PG_WORK_SHIFT 3
#define PG_WORK_PER_NODE (1u << PG_WORK_SHIFT)

static inline int pg_work(pg_store *st, size_t units)
{
    if (st->uncharged > 0)
        return CG_OK;
    uint64_t w = st->work + (uint64_t)units;
    st->work = (uint32_t)(w & (PG_WORK_PER_NODE - 1));
    return w >= PG_WORK_PER_NODE ? cgu_ctx_charge(st->ctx, w >> PG_WORK_SHIFT) : CG_OK;
}

/* Whether g was made with this store's context. Every interned game is listed
 * by id, so a game of another context is past the count or another pointer.
 * O(1), no allocation. */
static inline int pg_owns(const pg_store *st, const cg_game *g)
{
    return g->id != 0 && g->id <= st->ngames && st->byid[g->id] == g;
}

/* The store's writable pointer to one of its games, for what the store keeps
 * about a game after interning it (tags, incentives): callers hold games as
 * const, the store owns them. */
static inline cg_game *pg_own(const pg_store *st, const cg_game *g)
{
    return st->byid[g->id];
}

/* The start of a public call on games a and b (b may be NULL): the store of
 * ctx, or CG_ENOMEM, or CG_EINVAL when a game was made with another context. */
static inline int pg_get_for(cg_ctx *ctx, const cg_game *a, const cg_game *b, pg_store **out)
{
    pg_store *st = pg_get(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    if (!pg_owns(st, a) || (b != NULL && !pg_owns(st, b)))
        return CG_EINVAL;
    cgu_ctx_begin(ctx);   /* a public call: a fresh node budget */
    *out = st;
    return CG_OK;
}

/* A generation for a new temporary game (id 0), under which tmp_cache keeps
 * its comparisons. Temporary games nest (a reversibility check can make sums
 * that check their own), so each carries its generation. */
uint32_t pg_tmp_begin(pg_store *st);

/*
 * The canonical order of games, a total order on canonical forms that does
 * not depend on how or when a game was made (partizan.h states it for users):
 * numbers first, by value; then by birthday; among games of one birthday,
 * x + u.up + *m first (by x, then u, then m); then the others by the number
 * of Left options, then of Right options, then by their options in this
 * order, Left side first, the first that differs deciding. Options are
 * stored in this order, so every text, option index and accessor is the same
 * however the game was built. -1, 0 (the same game) or 1 (order.c).
 */
int pg_order(const cg_game *a, const cg_game *b);

/* Intern the game with exactly these options (already canonical as a whole,
 * each side sorted by pg_order without repeats): *out is the one shared copy.
 * CG_OK, CG_ENOMEM, or CG_ERANGE when the game is a number past the range
 * the store holds (pg_dy_in_range; nothing is interned). */
int pg_intern(pg_store *st, const cg_game *const *left, size_t nl, const cg_game *const *right,
              size_t nr, const cg_game **out);

/* Set g's stops from its options' when they determine them (see store.c);
 * for interned games and the temporary game of a reversibility check. */
void pg_set_stops(cg_game *g);

/* Record that g is x + u.up + *m (called for games made through the fast paths). */
int pg_tag(pg_store *st, const cg_game *g, pg_dyadic x, int64_t ups, uint32_t nim);
/* The interned game x + u.up + *m, if it was made before; else NULL. */
const cg_game *pg_find_nus(pg_store *st, pg_dyadic x, int64_t ups, uint32_t nim);

/*
 * Why the recursions of sums and comparisons end (b(g) is g's birthday):
 *  - pg_le(a, b) recurses on (b, a^L) and (b^R, a): b(a) + b(b) decreases.
 *  - pg_sum(a, b) makes the options a^L + b and a + b^L, b(a) + b(b) again
 *    decreasing; the canonical loop (canon.c) only drops options or replaces
 *    a reversible option A by the options of A^R, each born before A, so the
 *    multiset of the options' birthdays decreases and the loop stops.
 *  - Beside those, a sum makes only plain sums (stored_incentives.h): the incentives
 *    g^k + (-g) of a game, and the sums of incentives a bypassed option gets.
 *    A plain sum completes no incentives and makes no sums of them, so its own
 *    recursion is only the first two points. Negation recurses on options and
 *    carries incentives one level (their negatives are made without theirs).
 */

/* a <= b (0/1), or a negative status. Temporary games (id 0) are not cached. */
int pg_le(pg_store *st, const cg_game *a, const cg_game *b);

/* Canonical form of {left | right} (any options, any order). */
int pg_new(pg_store *st, const cg_game *const *left, size_t nl, const cg_game *const *right,
           size_t nr, const cg_game **out);

int pg_sum(pg_store *st, const cg_game *a, const cg_game *b, const cg_game **out);
/* g + x for a number x and g not a number, by translating g's options
 * (translate.c): no canonicalisation, the form is canonical. Cached with the
 * sums. pg_translate leaves x + u.up + *m to the arithmetic of pg_sum;
 * pg_translate_options translates any g, and is how that arithmetic makes
 * x + (u.up + *m) for x != 0. */
int pg_translate(pg_store *st, const cg_game *g, const cg_game *x, const cg_game **out);
int pg_translate_options(pg_store *st, const cg_game *g, const cg_game *x, const cg_game **out);
int pg_neg(pg_store *st, const cg_game *a, const cg_game **out);
/* The uptimal power ^<n> (unit = 1) or ^[n] (unit = 0), negated when down
 * (v<n>, v[n]), plus * when star, 1 <= n <= CG_GAME_MAX_UPS (uptimal.c);
 * CG_ERANGE past it. */
int pg_uptimal(pg_store *st, uint32_t n, int unit, int down, int star, const cg_game **out);
/* ^[k]* from ^[k-1]* (prev; NULL for k = 1): {0, ^[k-1]* | 0} (uptimal.c),
 * for callers that walk the chain one step at a time. */
int pg_unit_sum_star_next(pg_store *st, const cg_game *prev, const cg_game **out);
/* The uptimal powers of a base (pow.c): G^->n = G:(n-1) (0 for n = 0) for
 * any g, and G^n = {0 | H - G^->(n-1)} for g = {0 | H}, 1 <= n <= CG_GAME_MAX_UPS;
 * CG_ERANGE past it, CG_EINVAL (with a detail) for another base. */
int pg_pow_to(pg_store *st, const cg_game *g, uint32_t n, const cg_game **out);
int pg_pow(pg_store *st, const cg_game *g, uint32_t n, const cg_game **out);
/* x + u.up + *m, built and tagged. */
int pg_nus(pg_store *st, pg_dyadic x, int64_t ups, uint32_t nim, const cg_game **out);

/*
 * Numbers are made by value, never as a chain of their options: the integer
 * n = {n-1 | } has n subpositions, so 2^40 could not be held if each were
 * made. A number is one game, found by value in the store's map of x + u.up +
 * *m (never in the interning table: pg_intern hands a form that is a number
 * to pg_number), whose options are made one level at a time when something
 * reads them (lazy). Every reader of g->opt that may meet a number calls
 * pg_need_options first; comparisons never need them (order.c: number
 * avoidance), nor do stops, sums (translate.c) or the fast paths.
 *
 * x + *m (ups 0, m >= 1) is made the same way (pg_nimber): its canonical form
 * {x + *k, k < m | same} has m options a side, so *0..*n made eagerly held n^2
 * pointers and *2^31 could not be made at all. It is one game found by value
 * (pg_intern hands such a form to pg_nimber too), with nl = nr = m but an
 * option block of no slots until pg_need_options makes all 2m (each x + *k
 * lazy itself: O(m), not O(m^2)); the accessors (cg_game_left) make only the
 * option asked for. Sums and comparisons of two x + u.up + *m are arithmetic
 * and never read them; against another game a comparison or a sum reads them
 * (order.c, ops.c). x + u.up + *m with u != 0 stays made with its options
 * (one a side but for up*, whose options may be lazy x + *m). Incentives are
 * kept only for a game whose options are made (pg_set_incentives), so a game
 * with g->inc has its options.
 */
/* The number x (pg_dy_in_range), found or made; CG_ERANGE with a detail past the
 * range, CG_ENOMEM. */
int pg_number(pg_store *st, pg_dyadic x, const cg_game **out);
/* Make the options of a lazy number: CG_OK or CG_ENOMEM (then still lazy). */
int pg_number_options(pg_store *st, const cg_game *g);
/* x + *m (x pg_dy_in_range, m <= CG_GAME_MAX_NIMBER, else CG_ERANGE without a
 * detail: callers check first), found or made lazy; pg_number for m = 0. */
int pg_nimber(pg_store *st, pg_dyadic x, uint32_t m, const cg_game **out);
/* Make the 2m options of a lazy x + *m: CG_OK, CG_ENOMEM or CG_ELIMIT (a
 * unit of work per option: pg_work), then still lazy. */
int pg_nimber_options(pg_store *st, const cg_game *g);

static inline int pg_need_options(pg_store *st, const cg_game *g)
{
    if (!g->lazy)
        return CG_OK;
    return g->nim != 0 ? pg_nimber_options(st, g) : pg_number_options(st, g);
}

/* Up to this m a lazy x + *m met by a search or a reversibility check gets
 * all its options made (the pointers of all of them stay within 1024^2, as
 * when every x + *m was made with its options, and an array is read faster
 * than each option found by value); past it each option is found by value
 * (pg_option_at). */
#define PG_NIMBER_READ_ALL 1024u

/* Whether g is a lazy x + *m whose options are read one at a time. */
static inline int pg_reads_by_value(const cg_game *g)
{
    return g->lazy && g->nim > PG_NIMBER_READ_ALL;
}

/* Option k of g (Left's then Right's, as g->opt): of a lazy x + *m the game
 * x + *(k mod m) itself, found or made by value, so that a search never makes
 * the 2m pointers of its options (comparing *k with a game for every k < m
 * would make m^2 of them). g's options are made or g is a lazy x + *m. */
static inline int pg_option_at(pg_store *st, const cg_game *g, uint32_t k, const cg_game **o)
{
    if (g->lazy && g->nim != 0)
        return pg_nimber(st, g->x, k % g->nim, o);
    *o = g->opt[k];
    return CG_OK;
}

/* The option pointers g holds in its store: 0 for a lazy x + *m, whose
 * nl + nr are not made yet (a lazy number's one or two slots are there). */
static inline uint64_t pg_held_options(const cg_game *g)
{
    return g->lazy && g->nim != 0 ? 0 : (uint64_t)g->nl + g->nr;
}

/* The thermograph cache of the store (thermo.c): cleared with the other
 * caches, freed with the store. */
void pg_thermo_clear(pg_store *st);
/* The bytes the thermograph cache holds. */
size_t pg_thermo_bytes(const pg_store *st);

/*
 * Memory. The store outlives calls, so the context's memory limit
 * (cg_ctx_set_memory_limit) bounds its whole size: every table of the store
 * (games and their options, the interning table, byid, the caches, the
 * thermographs), plus what the current call set aside elsewhere. Growth
 * that the store needs (a new game) is checked before it is allocated and
 * refused with CG_ENOMEM and the detail; growth of a cache that only saves
 * time is skipped instead (pg_store_cache_may_grow).
 */
size_t pg_store_bytes(const pg_store *st);
/* CG_OK when the store may grow by extra bytes, else CG_ENOMEM (detail set):
 * past the memory limit, or past what the process may still use. */
int pg_store_may_grow(pg_store *st, uint64_t extra);
/* 1 when a cache may grow by extra, without a detail: caches just stop growing.
 * Both count a growth they allow in cg_ctx_memory_reserved()'s figure. */
int pg_store_cache_may_grow(pg_store *st, uint64_t extra);

#endif
