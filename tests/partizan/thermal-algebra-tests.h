/* What the tests of the algebra of thermal.h share (test-norton.c, test-heat.c,
 * test-incentives.c, test-atomic-weight.c, test-reduced.c and
 * test-thermal-algebra.c): short forms of the calls, the games born by a day,
 * and the bridge between library games and the trees of the oracle
 * (tests/oracle/partizan-algebra-oracle.h). */
#ifndef CG_TESTS_THERMAL_ALGEBRA_TESTS_H
#define CG_TESTS_THERMAL_ALGEBRA_TESTS_H

#include <stdlib.h>
#include <string.h>

#include "partizan-algebra-oracle.h"
#include "partizan-games.h"
#include "partizan-tests.h"

static inline int rel(const cg_game *a, const cg_game *b)
{
    int r;
    ck_assert_int_eq(cg_game_compare(ctx, a, b, &r), CG_OK);
    return r;
}

static inline const cg_game *integer(int64_t n)
{
    const cg_game *g;
    ck_assert_int_eq(cg_game_integer(ctx, n, &g), CG_OK);
    return g;
}

static inline const cg_game *norton(const cg_game *g, const cg_game *u)
{
    const cg_game *r = NULL;
    int rc = cg_game_norton(ctx, g, u, &r);
    FAST_CHECK(rc == CG_OK, "norton(%s, %s): %s", F(g), F(u), cg_strerror(rc));
    return r;
}

static inline const cg_game *heat(const cg_game *g, const cg_game *t)
{
    const cg_game *r = NULL;
    int rc = cg_game_heat(ctx, g, t, &r);
    FAST_CHECK(rc == CG_OK, "heat(%s, %s): %s", F(g), F(t), cg_strerror(rc));
    return r;
}

static inline const cg_game *aw(const cg_game *g)
{
    const cg_game *r = NULL;
    int rc = cg_game_atomic_weight(ctx, g, &r);
    FAST_CHECK(rc == CG_OK, "aw(%s): %s", F(g), cg_strerror(rc));
    return r;
}

static inline const cg_game *rcf(const cg_game *g)
{
    const cg_game *r = NULL;
    int rc = cg_game_reduced(ctx, g, &r);
    FAST_CHECK(rc == CG_OK, "rcf(%s): %s", F(g), cg_strerror(rc));
    return r;
}

/* ---- pools of games (pool, collect and born_by: partizan-games.h) ---- */

static inline uint64_t rng(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 17;
}

/* ---- between library games and oracle trees ---- */

/* A forest of the oracle with the two translations: library game -> tree of
 * its canonical form (by pointer), and tree -> library game made by
 * cg_game_new (by node id). */
typedef struct bridge {
    oforest *f;
    struct bslot {
        const cg_game *g;
        const otree *t;
    } *slots;
    size_t cap, n;
    const cg_game **games;   /* by node id, NULL until made */
    size_t ngames;
} bridge;

static inline void br_open(bridge *b)
{
    memset(b, 0, sizeof *b);
    b->f = of_new();
    b->cap = 1u << 12;
    b->slots = calloc(b->cap, sizeof *b->slots);
    ck_assert_ptr_nonnull(b->slots);
}

static inline void br_close(bridge *b)
{
    of_free(b->f);
    free(b->slots);
    free(b->games);
    memset(b, 0, sizeof *b);
}

static inline size_t br_hash(const cg_game *g, size_t cap)
{
    return (size_t)(((uint64_t)(uintptr_t)g * 0x9E3779B97F4A7C15u) >> 20) & (cap - 1);
}

static inline void br_put(bridge *b, const cg_game *g, const otree *t)
{
    if (2 * (b->n + 1) > b->cap) {
        struct bslot *old = b->slots;
        size_t ocap = b->cap;
        b->cap *= 2;
        b->slots = calloc(b->cap, sizeof *b->slots);
        ck_assert_ptr_nonnull(b->slots);
        b->n = 0;
        for (size_t i = 0; i < ocap; i++)
            if (old[i].g != NULL)
                br_put(b, old[i].g, old[i].t);
        free(old);
    }
    size_t i = br_hash(g, b->cap);
    while (b->slots[i].g != NULL && b->slots[i].g != g)
        i = (i + 1) & (b->cap - 1);
    if (b->slots[i].g == NULL)
        b->n++;
    b->slots[i].g = g;
    b->slots[i].t = t;
}

/* The tree of g's canonical form, exactly as the library stores it. */
static inline const otree *tree(bridge *b, const cg_game *g)
{
    size_t i = br_hash(g, b->cap);
    while (b->slots[i].g != NULL) {
        if (b->slots[i].g == g)
            return b->slots[i].t;
        i = (i + 1) & (b->cap - 1);
    }
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    const otree **o = malloc((nl + nr + 1) * sizeof *o);
    ck_assert_ptr_nonnull(o);
    for (size_t j = 0; j < nl; j++)
        o[j] = tree(b, cg_game_left(g, j));
    for (size_t j = 0; j < nr; j++)
        o[nl + j] = tree(b, cg_game_right(g, j));
    const otree *t = of_game(b->f, o, nl, o + nl, nr);
    free(o);
    br_put(b, g, t);
    return t;
}

/* The library game equal to the tree t: cg_game_new bottom-up. */
static inline const cg_game *game_of(bridge *b, const otree *t)
{
    if (t->id >= b->ngames) {
        size_t n = of_size(b->f) + 1;
        const cg_game **p = realloc(b->games, n * sizeof *p);
        ck_assert_ptr_nonnull(p);
        memset(p + b->ngames, 0, (n - b->ngames) * sizeof *p);
        b->games = p;
        b->ngames = n;
    }
    if (b->games[t->id] != NULL)
        return b->games[t->id];
    const cg_game **o = malloc((t->nl + t->nr + 1) * sizeof *o), *g;
    ck_assert_ptr_nonnull(o);
    for (size_t j = 0; j < t->nl + t->nr; j++)
        o[j] = game_of(b, t->opt[j]);
    ck_assert_int_eq(cg_game_new(ctx, o, t->nl, o + t->nl, t->nr, &g), CG_OK);
    free(o);
    b->games[t->id] = g;
    return g;
}

/* Positive games born by day 2, and a few larger units. */
static inline size_t positive_units(const pool *day2, const cg_game **u, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; i < day2->n && n < cap; i++)
        if (rel(day2->g[i], cg_game_zero(ctx)) == 1)
            u[n++] = day2->g[i];
    return n;
}

/* The definition, checked on the tree of rcf(G) with the oracle: every
 * subposition infinitesimally close to a number equals that number, and no
 * subposition has an Inf-dominated or Inf-reversible option. */
static inline void check_reduced(bridge *b, const cg_game *g, const otree *t)
{
    int64_t ln, rn, num;
    uint32_t lk, rk, k;
    of_stops(b->f, t, &ln, &lk, &rn, &rk);
    if (ln == rn && lk == rk)
        FAST_CHECK(of_number_value(b->f, t, &num, &k), "rcf(%s) has a subposition close to a number",
                   F(g));
    for (size_t i = 0; i < t->nl + t->nr; i++) {
        int left = i < t->nl;
        const otree *a = t->opt[i];
        size_t from = left ? 0 : t->nl, to = left ? t->nl : t->nl + t->nr;
        for (size_t j = from; j < to; j++)
            if (j != i)
                FAST_CHECK(!(left ? of_ge_inf(b->f, t->opt[j], a) : of_ge_inf(b->f, a, t->opt[j])),
                           "rcf(%s): an option is Inf-dominated", F(g));
        size_t rf = left ? a->nl : 0, rt = left ? a->nl + a->nr : a->nl;
        for (size_t j = rf; j < rt; j++)
            FAST_CHECK(!(left ? of_ge_inf(b->f, t, a->opt[j]) : of_ge_inf(b->f, a->opt[j], t)),
                       "rcf(%s): an option is Inf-reversible", F(g));
        check_reduced(b, g, a);
    }
}

#endif
