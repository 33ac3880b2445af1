/* What several partizan runners share beyond partizan-tests.h: the games
 * born by day 3 gathered in a pool, and the outcome of a game as a letter
 * (test-values.c, test-text.c, test-brute-force.c, test-sums.c and, through
 * thermal-algebra-tests.h, the runners of thermal.h's algebra). */
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
    p->g[p->n++] = g;
    return 0;
}

#endif
