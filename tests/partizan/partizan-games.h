/* What several partizan runners share beyond partizan-tests.h: the games
 * born by a day up to 3 gathered in a pool, and the outcome of a game as a
 * letter (every runner that walks the games born by a day includes it). */
#ifndef CG_TESTS_PARTIZAN_GAMES_H
#define CG_TESTS_PARTIZAN_GAMES_H

#include <stddef.h>
#include <stdint.h>

#include "partizan-tests.h"

/* The outcome of g: P, N, L or R. */
static inline char outcome(const cg_game *g)
{
    cg_outcome o;
    ck_assert_int_eq(cg_game_outcome(ctx, g, &o), CG_OK);
    return "PNLR"[o];
}

/* Collect every game born by day 3. */
typedef struct pool {
    const cg_game *g[1500];
    size_t n;
} pool;

static inline int collect(void *user, const cg_game *g)
{
    pool *p = user;
    uint32_t day;
    ck_assert_int_eq(cg_game_birthday(g, &day), CG_OK);
    ck_assert_uint_le(day, 3);
    ck_assert_uint_lt(p->n, sizeof p->g / sizeof p->g[0]);
    p->g[p->n++] = g;
    return 0;
}

/* p := every game born by the day (0 to 3), as many as there are: 1, 4, 22
 * and 1474. */
static inline void born_by(pool *p, uint32_t day)
{
    static const size_t count[] = { 1, 4, 22, 1474 };
    ck_assert_uint_le(day, 3);
    p->n = 0;
    ck_assert_int_eq(cg_games_enumerate(ctx, day, collect, p, NULL), CG_OK);
    ck_assert_uint_eq(p->n, count[day]);
}

#endif
