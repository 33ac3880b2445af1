/* A growable list of game pointers, shared by the partizan sources. */
#ifndef CG_PARTIZAN_GLIST_H
#define CG_PARTIZAN_GLIST_H

#include <stddef.h>

#include <cookiegame/common.h>

#include "game.h"
#include "util/alloc.h"

typedef struct glist {
    const cg_game **v;
    size_t n, cap;
} glist;

/* Append g; CG_OK or CG_ENOMEM (the list is unchanged then). */
static inline int gl_push(glist *l, const cg_game *g)
{
    if (l->n == l->cap) {
        void *p = l->v;
        int rc = cgu_grow(&p, &l->cap, l->n + 1, sizeof *l->v);
        if (rc != CG_OK)
            return rc;
        l->v = p;
    }
    l->v[l->n++] = g;
    return CG_OK;
}

#endif
