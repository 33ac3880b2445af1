/*
 * The games born by day d: canonical forms of {L | R} with L, R antichains of
 * the games born by day d - 1. (Canonical forms have no dominated options, so
 * their option sets are antichains; conversely every antichain pair gives a game
 * born by day d.)
 */
#include <string.h>

#include "store.h"
#include "glist.h"
#include "util/alloc.h"
#include "util/export.h"

/* Antichains as flat lists: starts[i]..starts[i+1] in items. */
typedef struct chains {
    pg_glist items;
    size_t *starts;
    size_t n, cap;
} chains;

static int close_chain(chains *c)
{
    if (c->n + 2 > c->cap) {
        void *p = c->starts;
        int rc = cgu_grow(&p, &c->cap, c->n + 2, sizeof *c->starts);
        if (rc != CG_OK)
            return rc;
        c->starts = p;
    }
    c->starts[++c->n] = c->items.n;
    return CG_OK;
}

/* Every antichain of games[from..) extending chosen[0..k), by backtracking. */
static int antichains(const pg_glist *games, size_t from, const cg_game **chosen, size_t k,
                      const unsigned char *comparable, chains *out)
{
    int rc = CG_OK;
    for (size_t i = 0; i < k && rc == CG_OK; i++)
        rc = pg_gl_push(&out->items, chosen[i]);
    if (rc == CG_OK)
        rc = close_chain(out);
    for (size_t i = from; i < games->n && rc == CG_OK; i++) {
        int ok = 1;
        for (size_t j = 0; j < k && ok; j++) {
            /* comparable is indexed by positions in games. */
            size_t a = i, b = 0;
            while (games->v[b] != chosen[j])
                b++;
            ok = !comparable[a * games->n + b];
        }
        if (!ok)
            continue;
        chosen[k] = games->v[i];
        rc = antichains(games, i + 1, chosen, k + 1, comparable, out);
    }
    return rc;
}

CG_EXPORT int cg_games_enumerate(cg_ctx *ctx, uint32_t day, cg_game_fn each, void *user_data,
                                 uint64_t *count)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL)
        return CG_EINVAL;
    if (day > 3)
        return CG_ERANGE;
    pg_store *st = pg_get(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    cgu_ctx_begin(ctx);
    pg_glist games = { NULL, 0, 0 };
    int rc = pg_gl_push(&games, st->zero);
    for (uint32_t d = 1; d <= day && rc == CG_OK; d++) {
        size_t n = games.n;
        unsigned char *comparable = cgu_calloc(n * n + 1, 1);
        const cg_game **chosen = cgu_malloc_array(n + 1, sizeof *chosen);
        chains ch = { { NULL, 0, 0 }, NULL, 0, 0 };
        if (comparable == NULL || chosen == NULL)
            rc = CG_ENOMEM;
        for (size_t a = 0; a < n && rc == CG_OK; a++)
            for (size_t b = 0; b < n && rc == CG_OK; b++) {
                int le = pg_le(st, games.v[a], games.v[b]), ge = pg_le(st, games.v[b], games.v[a]);
                if (le < 0 || ge < 0)
                    rc = CG_ENOMEM;
                comparable[a * n + b] = (unsigned char)(a != b && (le || ge));
            }
        if (rc == CG_OK) {
            ch.cap = 2;
            ch.starts = cgu_malloc_array(ch.cap, sizeof *ch.starts);
            if (ch.starts == NULL)
                rc = CG_ENOMEM;
            else
                ch.starts[0] = 0;
        }
        if (rc == CG_OK)
            rc = antichains(&games, 0, chosen, 0, comparable, &ch);
        /* Every pair of antichains; keep each new canonical game once. */
        cgu_map64 seen;
        cgu_map64_init(&seen);
        pg_glist next = { NULL, 0, 0 };
        for (size_t i = 0; i < ch.n && rc == CG_OK; i++)
            for (size_t j = 0; j < ch.n && rc == CG_OK; j++) {
                const cg_game *g;
                rc = pg_new(st, ch.items.v + ch.starts[i], ch.starts[i + 1] - ch.starts[i],
                            ch.items.v + ch.starts[j], ch.starts[j + 1] - ch.starts[j], &g);
                uint64_t dummy;
                if (rc == CG_OK && !cgu_map64_get(&seen, g->id, &dummy)) {
                    rc = cgu_map64_put(&seen, g->id, 1);
                    if (rc == CG_OK)
                        rc = pg_gl_push(&next, g);
                }
            }
        cgu_map64_destroy(&seen);
        cgu_free(comparable);
        cgu_free(chosen);
        cgu_free(ch.items.v);
        cgu_free(ch.starts);
        cgu_free(games.v);
        games = next;
    }
    uint64_t total = games.n;
    for (size_t i = 0; i < games.n && rc == CG_OK && each != NULL; i++)
        if (each(user_data, games.v[i]) != 0)
            rc = CG_ECANCELED;
    cgu_free(games.v);
    if (rc == CG_OK && count != NULL)
        *count = total;
    return rc;
}

CG_EXPORT int cg_games_born_by(cg_ctx *ctx, uint32_t day, uint64_t *count)
{
    CGU_CTX_ENTER(ctx);
    if (count == NULL)
        return CG_EINVAL;
    return cg_games_enumerate(ctx, day, NULL, NULL, count);
}
