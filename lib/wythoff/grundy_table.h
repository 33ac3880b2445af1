/* The row-by-row sweep of Wythoff's game with a bitset per line, shared by
 * the public table and by single values whose rectangle it can afford. */
#ifndef CG_WYTHOFF_GRUNDY_TABLE_H
#define CG_WYTHOFF_GRUNDY_TABLE_H

#include <stdint.h>

#include "util/ctx.h"

/* The bytes the sweep of a rows x cols rectangle allocates; CG_ERANGE when
 * its values would not fit 32 bits. */
int wythoff_sweep_bytes(uint32_t rows, uint32_t cols, uint64_t *bytes);

/* Sweep rows 0..rows-1 of columns 0..cols-1 (rows, cols >= 1): every value
 * into out[x * cols + y] when out is not NULL, the last one, G(rows - 1,
 * cols - 1), into *last when last is not NULL. With a ctx, one node per cell
 * is charged (a row at a time). CG_OK, CG_ERANGE, CG_ENOMEM or CG_ELIMIT. */
int wythoff_sweep(cg_ctx *ctx, uint32_t rows, uint32_t cols, uint32_t *out, uint32_t *last);

#endif
