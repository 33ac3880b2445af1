/*
 * Products of games and integer multiples, each from its definition on the
 * canonical forms of the operands:
 *
 *   Conway's product ([ONAG] ch. 1; CGSuite's ConwayProduct)
 *     G.H = { G^L.H + G.H^L - G^L.H^L, G^R.H + G.H^R - G^R.H^R |
 *             G^L.H + G.H^R - G^L.H^R, G^R.H + G.H^L - G^R.H^L }
 *   The ordinal product ([CGSuite]'s OrdinalProduct)
 *     G (x) H = { G(x)H^L : G^L, G(x)H^R : -G^R | G(x)H^L : G^R, G(x)H^R : -G^L }
 *     with each ordinal sum taken on the form of G(x)H^X as the definition
 *     builds it (see ordinal_sum_on below).
 *   The multiple n.G = G + ... + G, by doubling.
 *
 * Each recursion is memoised for the call by the pair of ids, charges a node
 * per new pair to the context's limit, and is capped in depth like compound.c.
 */
#include <stdint.h>

#include "store.h"
#include "glist.h"
#include "stored_incentives.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/map64.h"

/* The deepest recursion allowed, as in compound.c: each level is a C stack
 * frame and the depth follows the birthdays of the operands. */
#define PRODUCT_MAX_DEPTH ((unsigned)CG_GAME_MAX_RECURSION)

static int too_deep(const char *what)
{
    return cgu_fail(CG_ELIMIT, "the %s's recursion would go deeper than %u levels "
                    "(an operand born too late)", what, PRODUCT_MAX_DEPTH);
}

/* ---- nim multiplication ---- */

/* a (x) b in the field of nimbers below 2^bits (bits a power of 2, a, b <
 * 2^bits): write a = a1.X + a0 with X = 2^(bits/2), a Fermat 2-power, where
 * X (x) X = X + X/2 (ONAG ch. 6). */
static uint32_t nim_mul(uint32_t a, uint32_t b, unsigned bits)
{
    if (a < 2 || b < 2)
        return a * b;
    unsigned h = bits / 2;
    uint32_t mask = (1u << h) - 1;
    uint32_t a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    uint32_t c = nim_mul(a0, b0, h), d = nim_mul(a1, b1, h), e = nim_mul(a0 ^ a1, b0 ^ b1, h);
    return ((e ^ c) << h) ^ c ^ nim_mul(d, 1u << (h - 1), h);
}

_Static_assert(CG_GAME_MAX_NIMBER <= UINT32_MAX, "nim_mul works below 2^32");

/* ---- Conway's product ---- */

typedef struct cprod {
    pg_store *st;
    unsigned depth;
    cgu_map64 memo;   /* smaller id << 32 | larger id -> id of the product */
} cprod;

static int is_nimber(const cg_game *g)
{
    return g->kind == PG_NUS && g->x.num == 0 && g->ups == 0;
}

/* x.y for numbers: the product of the values (ONAG ch. 1: on numbers the
 * product is the ordinary one, whatever their forms), exact;
 * CG_ERANGE with a detail when the product is past the range of numbers. */
static int number_product(pg_store *st, pg_dyadic x, pg_dyadic y, const cg_game **out)
{
    pg_dyadic r;
    if (pg_dy_mul(x, y, &r) != CG_OK || !pg_dy_in_range(r))
        return cgu_fail(CG_ERANGE, "the product is a number past the range (" PG_DY_RANGE_TEXT ")");
    return pg_number(st, r, out);
}

/* The cases settled without recursion: 0.H = 0; 1.H = H (by induction, the
 * definition gives {G^L.1 | G^R.1}, G's own form); products of numbers and
 * of nimbers by arithmetic. *out NULL when none applies. */
static int cp_direct(pg_store *st, const cg_game *g, const cg_game *h, const cg_game **out)
{
    *out = NULL;
    if (g == st->zero || h == st->zero) {
        *out = st->zero;
        return CG_OK;
    }
    if (pg_is_number(g) && pg_is_number(h))
        return number_product(st, g->x, h->x, out);
    if (pg_is_number(g) && g->x.num == 1 && g->x.k == 0) {
        *out = h;
        return CG_OK;
    }
    if (pg_is_number(h) && h->x.num == 1 && h->x.k == 0) {
        *out = g;
        return CG_OK;
    }
    if (is_nimber(g) && is_nimber(h)) {
        /* ONAG ch. 6: on nimbers the product is nim multiplication. */
        uint32_t m = nim_mul(g->nim, h->nim, 32);
        if (m > CG_GAME_MAX_NIMBER)
            return cgu_fail(CG_ERANGE, "the product *%u.*%u = *%u is past *%u", g->nim, h->nim,
                            m, CG_GAME_MAX_NIMBER);
        pg_dyadic zero = { 0, 0 };
        return pg_nus(st, zero, 0, m, out);
    }
    return CG_OK;
}

static int cp_make(cprod *c, const cg_game *g, const cg_game *h, const cg_game **out);

/* a.h + g.b - a.b, one option of g.h (a an option of g, b one of h). The
 * sums are made plain (stored_incentives.h): their parts are products, large
 * games made by no sum, whose incentives would be sums of large games, and the
 * incentives that bypassing makes in them came out older than the sums
 * themselves. The slowest product of day-3 games in tests/bench/bench-game-ops
 * took 0.95 s with them and takes 0.05 s without, the slowest pair now 0.16 s
 * (doc/development.md, "Figures behind the code's comments"). */
static int cp_option(cprod *c, const cg_game *g, const cg_game *h, const cg_game *a,
                     const cg_game *b, const cg_game **out)
{
    const cg_game *ah, *gb, *ab, *s, *n;
    int rc = cp_make(c, a, h, &ah);
    if (rc == CG_OK)
        rc = cp_make(c, g, b, &gb);
    if (rc == CG_OK)
        rc = cp_make(c, a, b, &ab);
    if (rc == CG_OK)
        rc = pg_sum_plain(c->st, ah, gb, &s);
    if (rc == CG_OK)
        rc = pg_neg(c->st, ab, &n);
    if (rc == CG_OK)
        rc = pg_sum_plain(c->st, s, n, out);
    return rc;
}

/* The options of g.h on one side (0 Left, 1 Right): pairs of options of g
 * and h of the same side for Left, of opposite sides for Right. */
static int cp_side(cprod *c, const cg_game *g, const cg_game *h, int side, pg_glist *l)
{
    int rc = CG_OK;
    for (int gs = 0; gs < 2; gs++) {
        int hs = side == 0 ? gs : 1 - gs;
        const cg_game *const *go = g->opt + (gs == 0 ? 0 : g->nl);
        const cg_game *const *ho = h->opt + (hs == 0 ? 0 : h->nl);
        uint32_t gn = gs == 0 ? g->nl : g->nr, hn = hs == 0 ? h->nl : h->nr;
        for (uint32_t i = 0; i < gn && rc == CG_OK; i++)
            for (uint32_t j = 0; j < hn && rc == CG_OK; j++) {
                const cg_game *o;
                if ((rc = cp_option(c, g, h, go[i], ho[j], &o)) == CG_OK)
                    rc = pg_gl_push(l, o);
            }
    }
    return rc;
}

static int cp_make(cprod *c, const cg_game *g, const cg_game *h, const cg_game **out)
{
    pg_store *st = c->st;
    int rc = cp_direct(st, g, h, out);
    if (rc != CG_OK || *out != NULL)
        return rc;
    /* The definition is symmetric in g and h, so one entry serves both. */
    if (g->id > h->id) {
        const cg_game *t = g;
        g = h;
        h = t;
    }
    uint64_t key = (uint64_t)g->id << 32 | h->id, id;
    if (cgu_map64_get(&c->memo, key, &id)) {
        *out = st->byid[id];
        return CG_OK;
    }
    if (c->depth >= PRODUCT_MAX_DEPTH)
        return too_deep("product");
    rc = pg_charge(st);
    if (rc == CG_OK)
        rc = pg_need_options(st, g);
    if (rc == CG_OK)
        rc = pg_need_options(st, h);
    /* A unit of work per pair of options: each is an option of the product. */
    if (rc == CG_OK)
        rc = pg_work(st, ((size_t)g->nl + g->nr) * ((size_t)h->nl + h->nr));
    if (rc != CG_OK)
        return rc;
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    c->depth++;
    rc = cp_side(c, g, h, 0, &L);
    if (rc == CG_OK)
        rc = cp_side(c, g, h, 1, &R);
    c->depth--;
    if (rc == CG_OK)
        rc = pg_new(st, L.v, L.n, R.v, R.n, out);
    cgu_free(L.v);
    cgu_free(R.v);
    if (rc == CG_OK)
        rc = cgu_map64_put(&c->memo, key, (*out)->id);
    return rc;
}

CG_EXPORT int cg_game_conway_product(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                                     const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || h == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, h, &st);
    if (rc != CG_OK)
        return rc;
    cprod c = { st, 0, { 0 } };
    cgu_map64_init(&c.memo);
    const cg_game *r;
    rc = cp_make(&c, g, h, &r);
    cgu_map64_destroy(&c.memo);
    if (rc == CG_OK)
        *out = r;
    return rc;
}

/* ---- the ordinal product ---- */

/*
 * Write P(K) for the form G(x)K the definition builds (G fixed, K a
 * subposition of H), before any simplification. Its options are the ordinal
 * sums P(K^X) : B with B = G^Y or -G^Y, and an ordinal sum depends on the form
 * of its base (0:1 = 1 but {-1|1}:1 = 1/2, though {-1|1} = 0), so they are
 * taken on P(K^X) itself, not on its canonical form, as CGSuite takes them
 * (on the compound as built; canonical bases give other games, from day 3
 * on: ^*3 (x) v*, partizan.h). The value
 * of an ordinal sum depends only on the value of its subordinate (the colon
 * principle), so B is taken canonical. With S(K, B) the canonical form of
 * P(K) : B:
 *
 *   S(K, B) = { Left options of P(K), S(K, B^L) | Right options, S(K, B^R) }
 *   Left options of P(K):  S(K^L, G^L), S(K^R, -G^R)
 *   Right options of P(K): S(K^L, G^R), S(K^R, -G^L)
 *
 * and G(x)H = S(H, 0). S(0, B) = B, P(0) having no options.
 */
typedef struct oprod {
    pg_store *st;
    const cg_game *g;
    const cg_game **neg;   /* neg[k] = -(g's option k) */
    unsigned depth;
    cgu_map64 memo;        /* id of K << 32 | id of B -> id of S(K, B) */
} oprod;

static int op_make(oprod *c, const cg_game *k, const cg_game *b, const cg_game **out);

/* Push S(k's option, B) for each option of k on side ks and each B of bs. */
static int op_push(oprod *c, const cg_game *k, int ks, const cg_game *const *bs, uint32_t nb,
                   pg_glist *l)
{
    const cg_game *const *ko = k->opt + (ks == 0 ? 0 : k->nl);
    uint32_t kn = ks == 0 ? k->nl : k->nr;
    int rc = CG_OK;
    for (uint32_t i = 0; i < kn && rc == CG_OK; i++)
        for (uint32_t j = 0; j < nb && rc == CG_OK; j++) {
            const cg_game *o;
            if ((rc = op_make(c, ko[i], bs[j], &o)) == CG_OK)
                rc = pg_gl_push(l, o);
        }
    return rc;
}

static int op_make(oprod *c, const cg_game *k, const cg_game *b, const cg_game **out)
{
    pg_store *st = c->st;
    if (k == st->zero) {
        *out = b;
        return CG_OK;
    }
    uint64_t key = (uint64_t)k->id << 32 | b->id, id;
    if (cgu_map64_get(&c->memo, key, &id)) {
        *out = st->byid[id];
        return CG_OK;
    }
    if (c->depth >= PRODUCT_MAX_DEPTH)
        return too_deep("ordinal product");
    const cg_game *g = c->g;
    int rc = pg_charge(st);
    if (rc == CG_OK)
        rc = pg_need_options(st, k);
    if (rc == CG_OK)
        rc = pg_need_options(st, b);
    if (rc == CG_OK)
        rc = pg_work(st, ((size_t)k->nl + k->nr) * ((size_t)g->nl + g->nr) + b->nl + b->nr);
    if (rc != CG_OK)
        return rc;
    const cg_game *const *gl = g->opt, *const *gr = g->opt + g->nl;
    const cg_game *const *ngl = c->neg, *const *ngr = c->neg + g->nl;
    pg_glist L = { NULL, 0, 0 }, R = { NULL, 0, 0 };
    c->depth++;
    rc = op_push(c, k, 0, gl, g->nl, &L);
    if (rc == CG_OK)
        rc = op_push(c, k, 1, ngr, g->nr, &L);
    if (rc == CG_OK)
        rc = op_push(c, k, 0, gr, g->nr, &R);
    if (rc == CG_OK)
        rc = op_push(c, k, 1, ngl, g->nl, &R);
    for (uint32_t i = 0; i < b->nl + b->nr && rc == CG_OK; i++) {
        const cg_game *o;
        if ((rc = op_make(c, k, b->opt[i], &o)) == CG_OK)
            rc = pg_gl_push(i < b->nl ? &L : &R, o);
    }
    c->depth--;
    if (rc == CG_OK)
        rc = pg_new(st, L.v, L.n, R.v, R.n, out);
    cgu_free(L.v);
    cgu_free(R.v);
    if (rc == CG_OK)
        rc = cgu_map64_put(&c->memo, key, (*out)->id);
    return rc;
}

CG_EXPORT int cg_game_ordinal_product(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                                      const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || h == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, h, &st);
    if (rc != CG_OK)
        return rc;
    if ((rc = pg_need_options(st, g)) != CG_OK)
        return rc;
    size_t n = (size_t)g->nl + g->nr;
    oprod c = { st, g, NULL, 0, { 0 } };
    if (n > 0 && (c.neg = cgu_malloc_array(n, sizeof *c.neg)) == NULL)
        return CG_ENOMEM;
    for (size_t i = 0; i < n && rc == CG_OK; i++)
        rc = pg_neg(st, g->opt[i], &c.neg[i]);
    cgu_map64_init(&c.memo);
    const cg_game *r = NULL;
    if (rc == CG_OK)
        rc = op_make(&c, h, st->zero, &r);
    cgu_map64_destroy(&c.memo);
    cgu_free(c.neg);
    if (rc == CG_OK)
        *out = r;
    return rc;
}

/* ---- integer multiples ---- */

CG_EXPORT int cg_game_multiple(cg_ctx *ctx, const cg_game *g, int64_t n, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    /* |n| as unsigned, so that INT64_MIN needs no special case. */
    uint64_t m = n < 0 ? 0 - (uint64_t)n : (uint64_t)n;
    const cg_game *r = st->zero, *p = g;
    /* Binary doubling: r collects p = 2^i.G for each bit i of m, so a
     * multiple costs at most 2 log2 |n| sums, each charged by pg_sum. */
    while (m != 0 && rc == CG_OK) {
        if (m & 1)
            rc = pg_sum(st, r, p, &r);
        m >>= 1;
        if (m != 0 && rc == CG_OK)
            rc = pg_sum(st, p, p, &p);
    }
    if (rc == CG_OK && n < 0)
        rc = pg_neg(st, r, &r);
    if (rc == CG_ERANGE && !cgu_thread.has_detail)
        rc = cgu_fail(CG_ERANGE, "%lld copies of the game are past the range of numbers, up "
                      "multiples or nimbers", (long long)n);
    if (rc == CG_OK)
        *out = r;
    return rc;
}
