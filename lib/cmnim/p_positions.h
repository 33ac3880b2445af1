/* The two sweeps behind cg_cmnim_p_positions(), exposed for the internal tests. */
#ifndef CG_CMNIM_P_POSITIONS_H
#define CG_CMNIM_P_POSITIONS_H

#include "game.h"
#include "util/ctx.h"

typedef enum cmnim_sweep {
    CMNIM_SWEEP_AUTO,    /* lines when their bitsets fit in the memory budget */
    CMNIM_SWEEP_RAYS,    /* look up every earlier completion on every ray */
    CMNIM_SWEEP_LINES    /* keep one bitset per line; a few word operations per cell */
} cmnim_sweep;

int cmnim_p_positions(cg_ctx *ctx, const cg_cmnim *g, uint64_t bound, cg_tuple_fn each,
                      void *user_data, cmnim_sweep sweep);

#endif
