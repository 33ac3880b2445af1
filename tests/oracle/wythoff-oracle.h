/*
 * Naive Wythoff oracles: the P-positions by the mex construction and the Grundy
 * table by rescanning every earlier cell of the row, column and diagonal. No
 * theory, no bitsets.
 */
#ifndef CG_ORACLE_WYTHOFF_H
#define CG_ORACLE_WYTHOFF_H

#include <stddef.h>
#include <stdint.h>

/* a[k], b[k] for k < n: a_k = the least number not among the earlier a's and b's,
 * b_k = a_k + k. Returns 0, or -1 when out of memory. */
int oracle_wythoff_p_positions(size_t n, uint64_t *a, uint64_t *b);

/* g[x * cols + y] = mex over the earlier cells of the row, column and diagonal. */
void oracle_wythoff_grundy_table(uint32_t rows, uint32_t cols, uint32_t *g);

#endif
