/* The two sweeps behind cg_cmnim_p_positions(), exposed for the internal tests. */
#ifndef CG_CMNIM_P_SWEEPS_H
#define CG_CMNIM_P_SWEEPS_H

#include "jar_sets.h"
#include "util/ctx.h"

typedef enum cmnim_sweep {
    CMNIM_SWEEP_AUTO,    /* lines when their bitsets fit in the memory budget */
    CMNIM_SWEEP_RAYS,    /* look up every earlier completion on every ray */
    CMNIM_SWEEP_LINES    /* keep one bitset per line; a few word operations per cell */
} cmnim_sweep;

/* Normal play, or misère play with `misere` (the completion of the origin is
 * then 1; every other completion is the same mex of earlier ones). */
int cmnim_p_positions(cg_ctx *ctx, const cg_cmnim *g, int misere, uint64_t bound, cg_tuple_fn each,
                      void *user_data, cmnim_sweep sweep);

#endif
