/* The canonical form of {L | R}, with what is known about the options. */
#ifndef CG_PARTIZAN_CANON_H
#define CG_PARTIZAN_CANON_H

#include <stddef.h>
#include <stdint.h>

#include "store.h"
#include "util/vec.h"

/* Which part of a sum A + B an option moves in: PG_FROM_A for A^L + B (or
 * A^R + B), PG_FROM_B for A + B^L; both when the two coincide, 0 when unknown.
 * Two options that move in the same part never compare, A's options being an
 * antichain (A is canonical), so dominance skips them. */
enum { PG_FROM_A = 1, PG_FROM_B = 2 };

typedef struct pg_opt {
    const cg_game *g;      /* the option; NULL until needed, then made as x + y */
    const cg_game *x, *y;  /* for an option of a sum, the sum it is (else NULL) */
    uint32_t from;         /* PG_FROM_* bits */
    uint32_t inc;          /* id of the incentive g - X, X the game being made;
                            * 0 when not known */
    /* What pg_canonical has shown already. Dropping dominated options and
     * bypassing reversible ones keep the value of X, and both facts depend
     * only on that value, so neither is shown twice. */
    uint8_t kept;          /* survived dominance against every other kept option */
    uint8_t irreversible;  /* shown not reversible in X */
} pg_opt;

CGU_VEC(pg_olist, pg_opt)

/* Append an option: the game g, or (g NULL) the sum x + y still to be made.
 * CG_OK or CG_ENOMEM (the list is unchanged then). */
int pg_olist_add(pg_olist *l, const cg_game *g, const cg_game *x, const cg_game *y,
                 uint32_t from, uint32_t inc);

/* The canonical form of {L | R}; the lists are reordered and changed. A game
 * interned here keeps the options' incentives when all are known. For a sum
 * (parts = {a, b}, the options' `from` relative to them; NULL otherwise) the
 * game also keeps which of its options move in which part. */
int pg_canonical(pg_store *st, pg_olist *L, pg_olist *R, const cg_game *const *parts,
                 const cg_game **out);

#endif
