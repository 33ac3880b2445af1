/* The memoised recurrence behind completions and Grundy values. */
#ifndef CG_CMNIM_COMPLETION_H
#define CG_CMNIM_COMPLETION_H

#include "game.h"
#include "util/ctx.h"

/* The largest sum of a tuple the engine accepts (values stay below 2^63). */
#define CMNIM_MAX_SUM (UINT64_C(1) << 62)

/*
 * which < g->jars: the completion of jar `which` given the other jars y (jars-1
 * values, in jar order). which == g->jars: the Grundy value of the position y
 * (jars values). Memoised in ctx; charges one node per look-up.
 * CG_OK, CG_ERANGE (sum too large), CG_ELIMIT or CG_ENOMEM.
 */
int cmnim_value(cg_ctx *ctx, const cg_cmnim *g, uint32_t which, const uint64_t *y,
                uint64_t *out);

/* The mex of values[0..n) (the values are scrambled). scratch is grown as needed.
 * CG_OK or CG_ENOMEM. */
int cmnim_mex(const uint64_t *values, size_t n, uint64_t **scratch, size_t *scratch_cap,
              uint64_t *out);

#endif
