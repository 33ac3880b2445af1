/* The memoised recurrence behind completions and Grundy values. */
#ifndef CG_CMNIM_COMPLETION_H
#define CG_CMNIM_COMPLETION_H

#include "jar_sets.h"
#include "util/ctx.h"

/* The largest sum of a tuple the engine accepts (values stay below 2^63). */
#define CMNIM_MAX_SUM (UINT64_C(1) << 62)

/* What cmnim_value computes. */
typedef enum cmnim_kind {
    /* The completion of jar `jar` given the other jars y (jars-1 values, in
     * jar order). */
    CMNIM_COMPLETION,
    /* The misère completion: the same mex recurrence, except that with every
     * other jar empty the completion is 1 (a single jar of 1 is the misère
     * P-position; of 0, the player to move has won). Single-jar moves make it
     * unique exactly as in normal play, and every other tuple has a move, so
     * the mex is right there. */
    CMNIM_MISERE_COMPLETION,
    /* The Grundy value of the position y (jars values). */
    CMNIM_GRUNDY,
    /* The remoteness of the position y, normal and misère play: a full
     * search of the positions below y (no completion shortcut: remoteness
     * depends on every option). */
    CMNIM_REMOTENESS,
    CMNIM_MISERE_REMOTENESS
} cmnim_kind;

/*
 * The value of the given kind (`jar` is read by completions only). Memoised
 * in ctx; charges one node per look-up and per permissible set examined.
 * CG_OK, CG_ERANGE (sum too large), CG_ELIMIT or CG_ENOMEM.
 */
int cmnim_value(cg_ctx *ctx, const cg_cmnim *g, cmnim_kind kind, uint32_t jar, const uint64_t *y,
                uint64_t *out);

/* The misère completion of the tuple with every coordinate 0. */
#define CMNIM_MISERE_ORIGIN 1

/* The mex of values[0..n) (the values are scrambled). scratch is grown as needed.
 * CG_OK or CG_ENOMEM. */
int cmnim_mex(const uint64_t *values, size_t n, uint64_t **scratch, size_t *scratch_cap,
              uint64_t *out);

#endif
