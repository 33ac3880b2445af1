/* The context's memo of CM-nim values: one table per distinct game. */
#ifndef CG_CMNIM_MEMO_H
#define CG_CMNIM_MEMO_H

#include "jar_sets.h"
#include "util/ctx.h"
#include "util/wmap.h"

/* The table for game g in ctx, created on first use (keys: [which, tuple...],
 * values: uint64_t). NULL when out of memory. Valid until cg_ctx_clear/free. */
cgu_wmap *cmnim_memo(cg_ctx *ctx, const cg_cmnim *g);

#endif
