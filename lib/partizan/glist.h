/* A growable list of game pointers, shared by the partizan sources. */
#ifndef CG_PARTIZAN_GLIST_H
#define CG_PARTIZAN_GLIST_H

#include <stddef.h>
#include <stdlib.h>

#include <cookiegame/common.h>

#include "store.h"
#include "util/alloc.h"
#include "util/vec.h"

/* pg_glist and pg_glist_push (util/vec.h). */
CGU_VEC(pg_glist, const cg_game *)

/* Append g; CG_OK or CG_ENOMEM (the list is unchanged then). */
static inline int pg_gl_push(pg_glist *l, const cg_game *g)
{
    return pg_glist_push(l, g);
}

static inline int pg_gl_by_order(const void *a, const void *b)
{
    return pg_order(*(const cg_game *const *)a, *(const cg_game *const *)b);
}

/* Sort in the canonical order (pg_order) and drop repeated games. */
static inline void pg_gl_sort_unique(pg_glist *l)
{
    if (l->n < 2)
        return;
    qsort(l->v, l->n, sizeof *l->v, pg_gl_by_order);
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++)
        if (k == 0 || l->v[k - 1] != l->v[i])
            l->v[k++] = l->v[i];
    l->n = k;
}

#endif
