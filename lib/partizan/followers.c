/*
 * The followers of a game (CGSuite's Followers and FollowerCount): the
 * distinct subpositions of its canonical form, the game itself included, as
 * CGSuite counts them (0 has one follower, 0 itself).
 *
 * One walk over the game graph with an explicit stack (an integer n has n + 1
 * followers, one per level, far deeper than a C stack), each game once,
 * remembered by id. Each follower is one node of the context's limit, which
 * is what bounds the walk: the options of numbers are made as the walk reads
 * them, so 2^40 would otherwise make 2^40 games.
 */
#include <stdint.h>

#include "game.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/map64.h"

/* Every follower of g, each once, in no particular order, in *all. */
static int walk(pg_store *st, const cg_game *g, glist *all)
{
    cgu_map64 seen;
    cgu_map64_init(&seen);
    glist todo = { NULL, 0, 0 };
    int rc = cgu_map64_put(&seen, g->id, 1);
    if (rc == CG_OK)
        rc = gl_push(&todo, g);
    while (rc == CG_OK && todo.n > 0) {
        const cg_game *f = todo.v[--todo.n];
        if ((rc = pg_charge(st)) != CG_OK || (rc = gl_push(all, f)) != CG_OK ||
            (rc = pg_need_options(st, f)) != CG_OK)
            break;
        uint32_t n = f->nl + f->nr;
        for (uint32_t i = 0; i < n && rc == CG_OK; i++) {
            uint64_t dummy;
            if (cgu_map64_get(&seen, f->opt[i]->id, &dummy))
                continue;
            rc = cgu_map64_put(&seen, f->opt[i]->id, 1);
            if (rc == CG_OK)
                rc = gl_push(&todo, f->opt[i]);
        }
        if (rc == CG_OK)
            rc = pg_work(st, n);
    }
    cgu_free(todo.v);
    cgu_map64_destroy(&seen);
    return rc;
}

static int start(cg_ctx *ctx, const cg_game *g, pg_store **st)
{
    if (ctx == NULL || g == NULL)
        return CG_EINVAL;
    return pg_get_for(ctx, g, NULL, st);
}

CG_EXPORT int cg_game_follower_count(cg_ctx *ctx, const cg_game *g, uint64_t *count)
{
    CGU_CTX_ENTER(ctx);
    pg_store *st;
    if (count == NULL)
        return CG_EINVAL;
    int rc = start(ctx, g, &st);
    if (rc != CG_OK)
        return rc;
    glist all = { NULL, 0, 0 };
    rc = walk(st, g, &all);
    if (rc == CG_OK)
        *count = all.n;
    cgu_free(all.v);
    return rc;
}

CG_EXPORT int cg_game_followers(cg_ctx *ctx, const cg_game *g, const cg_game **out, size_t cap,
                                size_t *count)
{
    CGU_CTX_ENTER(ctx);
    pg_store *st;
    if (count == NULL || (out == NULL && cap > 0))
        return CG_EINVAL;
    int rc = start(ctx, g, &st);
    if (rc != CG_OK)
        return rc;
    glist all = { NULL, 0, 0 };
    rc = walk(st, g, &all);
    if (rc == CG_OK) {
        /* The canonical order, so that the list does not depend on how or
         * when the games were made. */
        gl_sort_unique(&all);
        size_t want = all.n < cap ? all.n : cap;
        for (size_t i = 0; i < want; i++)
            out[i] = all.v[i];
        *count = all.n;
        if (all.n > cap)
            rc = CG_ERANGE;
    }
    cgu_free(all.v);
    return rc;
}
