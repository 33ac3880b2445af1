/* The strip sweep behind cg_wythoff_grundy() for rectangles too large for
 * the table's bitsets (grundy_single.c); exposed for the tests, which compare
 * it with the table's sweep. */
#ifndef CG_WYTHOFF_GRUNDY_SINGLE_H
#define CG_WYTHOFF_GRUNDY_SINGLE_H

#include <stdint.h>

#include "util/ctx.h"

/* G(x, y) by the strip of min(x, y) + 1 rows: memory O(min(x, y)). Statuses
 * as cg_wythoff_grundy() (without its argument checks). */
int wythoff_grundy_strip(cg_ctx *ctx, uint64_t x, uint64_t y, uint64_t *g);

#endif
