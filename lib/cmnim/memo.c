/*
 * Games are compared by content, not by pointer: a user who frees a game and
 * makes the same one again keeps its memo, and a freed game's address reused
 * for another game cannot pick up the wrong table.
 */
#include "memo.h"

#include <string.h>

#include "util/alloc.h"

typedef struct memo_entry {
    cg_cmnim *game;    /* private copy of the jars and sets */
    cgu_wmap values;
} memo_entry;

typedef struct memo_state {
    memo_entry *entries;
    size_t count, cap;
} memo_state;

static void state_clear(void *p)
{
    memo_state *st = p;
    for (size_t i = 0; i < st->count; i++) {
        cgu_wmap_destroy(&st->entries[i].values);
        cgu_free(st->entries[i].game);
    }
    st->count = 0;
}

static void state_destroy(void *p)
{
    memo_state *st = p;
    state_clear(st);
    cgu_free(st->entries);
    cgu_free(st);
}

static const cgu_ctx_slot_ops state_ops = { sizeof(memo_state), NULL, state_clear, state_destroy };

static size_t game_bytes(const cg_cmnim *g)
{
    return sizeof *g + g->nsets * sizeof g->sets[0];
}

cgu_wmap *cmnim_memo(cg_ctx *ctx, const cg_cmnim *g)
{
    memo_state *st = cgu_ctx_state_get(ctx, CGU_SLOT_CMNIM, &state_ops);
    if (st == NULL)
        return NULL;
    for (size_t i = 0; i < st->count; i++) {
        const cg_cmnim *h = st->entries[i].game;
        if (h->jars == g->jars && h->nsets == g->nsets &&
            memcmp(h->sets, g->sets, g->nsets * sizeof g->sets[0]) == 0)
            return &st->entries[i].values;
    }
    if (st->count == st->cap) {
        void *e = st->entries;
        if (cgu_grow(&e, &st->cap, st->count + 1, sizeof *st->entries) != CG_OK)
            return NULL;
        st->entries = e;
    }
    cg_cmnim *copy = cgu_malloc(game_bytes(g));
    if (copy == NULL)
        return NULL;
    memcpy(copy, g, game_bytes(g));
    memo_entry *e = &st->entries[st->count++];
    e->game = copy;
    cgu_wmap_init(&e->values, sizeof(uint64_t));
    return &e->values;
}
