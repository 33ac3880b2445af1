/* What the partizan suites share: one context per test (created by
 * partizan_setup, freed by partizan_teardown) and short forms of the calls that
 * fail the test when the library reports an error. */
#ifndef CG_TESTS_PARTIZAN_TESTS_H
#define CG_TESTS_PARTIZAN_TESTS_H

#include <check.h>
#include <cookiegame.h>

static cg_ctx *ctx;

static inline void partizan_setup(void)
{
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
}

static inline void partizan_teardown(void)
{
    cg_ctx_free(ctx);
    ctx = NULL;
}

/* The game of an expression. */
static inline const cg_game *P(const char *text)
{
    const cg_game *g = NULL;
    int rc = cg_game_parse(ctx, text, &g);
    ck_assert_msg(rc == CG_OK, "parse \"%s\": %s", text, cg_strerror(rc));
    return g;
}

/* The text of a game, in one of 8 rotating buffers (so that a message can
 * show several games); a text too long for 4 KiB comes back cut. */
static inline const char *F(const cg_game *g)
{
    static char buf[8][4096];
    static int which;
    which = (which + 1) % 8;
    size_t len;
    int rc = cg_game_format(ctx, g, buf[which], sizeof buf[which], &len);
    ck_assert(rc == CG_OK || rc == CG_ERANGE);
    return buf[which];
}

static inline const cg_game *sum(const cg_game *a, const cg_game *b)
{
    const cg_game *s;
    ck_assert_int_eq(cg_game_sum(ctx, a, b, &s), CG_OK);
    return s;
}

static inline const cg_game *neg(const cg_game *a)
{
    const cg_game *n;
    ck_assert_int_eq(cg_game_neg(ctx, a, &n), CG_OK);
    return n;
}

static inline const cg_game *diff(const cg_game *a, const cg_game *b)
{
    return sum(a, neg(b));
}

#endif
