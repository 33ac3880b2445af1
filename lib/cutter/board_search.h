/* The memoised Cookie Cutter search, with switchable reductions (for the tests
 * and benchmarks that measure what each reduction is worth). */
#ifndef CG_CUTTER_BOARD_SEARCH_H
#define CG_CUTTER_BOARD_SEARCH_H

#include "part.h"
#include "util/ctx.h"

/* The Grundy value of board p (h, w <= 64) under a cr x cc cutter, using the
 * reductions in `flags` (CUTTER_ALL in the public API). */
int cutter_grundy(cg_ctx *ctx, const cutter_part *p, uint32_t cr, uint32_t cc, unsigned flags,
                  uint32_t *g);

/* The same search in normal play (*g the Grundy value) or misère play (*g the
 * misère remoteness, even exactly when the player to move wins; the board is
 * never split then). */
int cutter_search(cg_ctx *ctx, const cutter_part *p, uint32_t cr, uint32_t cc, unsigned flags,
                  int misere, uint32_t *g);

/* Entries in the context's memos (0 when none). */
size_t cutter_memo_size(cg_ctx *ctx);

#endif
