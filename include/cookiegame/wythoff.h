/**
 * @file wythoff.h
 * @brief Wythoff's game (the two-jar Cookie Monster game of [BK]) and Fibonacci
 *        tools.
 *
 * A position is a pair (x, y) of jar sizes. A move takes t >= 1 cookies from one
 * jar, or the same t from both. The P-positions are (a_k, b_k) and (b_k, a_k)
 * with a_k = floor(k * phi) and b_k = a_k + k = floor(k * phi^2), phi the golden
 * ratio; equivalently (n, s(n)) where the smallest Fibonacci number in the
 * Zeckendorf representation of n has an even index and s(n) is its Fibonacci
 * successor.
 *
 * Every answer is exact: floating point alone gives wrong P-positions for
 * large k, so a floating point square root serves only as the first guess of
 * an integer square root that 128-bit integer steps correct. See
 * @ref wythoff_theory.
 */
#ifndef COOKIEGAME_WYTHOFF_H
#define COOKIEGAME_WYTHOFF_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief The k-th P-position (a_k, b_k) of Wythoff's game, a_k <= b_k.
 *
 * a_k = floor(k * phi) is computed as (k + isqrt(5 k^2)) / 2 in 128-bit integer
 * arithmetic, and b_k = a_k + k. k = 0 gives (0, 0). O(1).
 *
 * @param k        Index of the P-position.
 * @param[out] a   a_k, written only on success.
 * @param[out] b   b_k, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p a or @p b is NULL.
 * @retval CG_ERANGE b_k does not fit in 64 bits (k > 7046029254386353130).
 * @since 1.0
 */
int cg_wythoff_p_position(uint64_t k, uint64_t *a, uint64_t *b);

/**
 * @brief Whether (x, y) is a P-position of Wythoff's game. Symmetric in x and y.
 *
 * O(1): with x <= y and k = y - x, (x, y) is a P-position exactly when x = a_k.
 *
 * @param x  One jar.
 * @param y  The other jar.
 * @return 1 for a P-position, 0 otherwise.
 * @since 1.0
 */
int cg_wythoff_is_p(uint64_t x, uint64_t y);

/**
 * @brief Every winning move of the Wythoff position (x, y): the options that are
 *        P-positions.
 *
 * There are at most 3 (one per kind of move: from the first jar, from the
 * second, from both). Each move is written as the pair it leads to,
 * `moves[2i]` (the first jar after the move) and `moves[2i+1]` (the second),
 * sorted by the first jar, then the second. O(1).
 *
 * @param x          First jar.
 * @param y          Second jar.
 * @param[out] moves Room for @p cap pairs (2 * @p cap numbers); may be NULL when
 *                   @p cap is 0.
 * @param cap        Number of pairs @p moves holds.
 * @param[out] count Number of winning moves, set even when they do not fit.
 * @retval CG_OK     Done (0 moves: (x, y) is a P-position).
 * @retval CG_EINVAL @p count is NULL, or @p moves is NULL with @p cap > 0.
 * @retval CG_ERANGE More than @p cap moves; *count says how many, the first @p cap
 *                   are written.
 * @since 1.0
 */
int cg_wythoff_winning_moves(uint64_t x, uint64_t y, uint64_t *moves, size_t cap,
                             size_t *count);

/**
 * @brief The Grundy value of the single Wythoff position (x, y).
 *
 * While their bitsets fit (about 3 (x + y) bits for each of 2 min(x, y) +
 * max(x, y) lines, at most 1 GiB and a quarter of the available memory), the
 * sweep of cg_wythoff_grundy_table() over the rectangle, without storing it: a
 * few word operations per cell (5000 x 5000 in about a second; since 1.1).
 * Beyond that, the columns 0..max(x, y) of the strip of min(x, y) + 1 rows,
 * keeping for each row the values seen so far (everything below the row's
 * least missing value is implied) and the values on the current column and on
 * the diagonals through it: time O(max * min) cells, each a scan of a few
 * words, memory O(min) small bitsets, so a row of a few jars and a column of
 * millions costs time, not memory. One node per cell is charged
 * to the context's limit; since 1.1 a limit below the (x + 1)(y + 1) cells
 * fails at once, before any work or allocation. Memory is set aside in the
 * context before it is allocated: the sweep's bitsets at once, the strip's
 * bitsets as they widen (about 4 kB per row at 20000 x 20000, 156 MB in
 * all; since 1.2, before which only their 80 bytes per row were checked).
 *
 * @param ctx     Context (node limit).
 * @param x       One jar.
 * @param y       The other jar.
 * @param[out] g  The Grundy value, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx or @p g is NULL.
 * @retval CG_ERANGE min(x, y) so large that the size of its row states does
 *                   not fit a size_t (min(x, y) >= SIZE_MAX / 4).
 * @retval CG_ELIMIT The node limit is below (x + 1)(y + 1) cells.
 * @retval CG_ENOMEM Out of memory, or the bitsets need more than the memory
 *                   available or the context's memory limit (cg_error_detail()
 *                   gives the figures; the strip's are checked as they grow).
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 * @since 1.1: #CG_ERANGE for row states whose size does not fit a size_t (1.0:
 *        #CG_ENOMEM); #CG_ENOMEM before the bitsets pass the memory available.
 * @since 1.2: the strip's memory is checked as it grows, against the context's
 *        memory limit too.
 */
int cg_wythoff_grundy(cg_ctx *ctx, uint64_t x, uint64_t y, uint64_t *g);

/**
 * @brief The Grundy values of all positions (x, y), x < rows, y < cols.
 *
 * Each value is the mex over its row, column and diagonal. The engine keeps one
 * bitset of values per column and per diagonal and one for the current row, with
 * each line's least missing value; the mex of the union starts at the largest
 * of the three, so a cell costs a few bit tests rather than a rescan of earlier
 * cells. Memory: about (2 cols + rows) * (rows + cols + min(rows, cols)) / 8 bytes
 * of bitsets besides @p out.
 *
 * @param rows    Number of rows (first jar 0..rows-1).
 * @param cols    Number of columns (second jar 0..cols-1).
 * @param[out] out rows * cols values, out[x * cols + y] = G(x, y).
 * @retval CG_OK     Done (rows or cols 0: nothing to write).
 * @retval CG_EINVAL @p out is NULL while rows * cols > 0.
 * @retval CG_ERANGE rows * cols or the bitset size overflows size_t.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 */
int cg_wythoff_grundy_table(uint32_t rows, uint32_t cols, uint32_t *out);

/** @brief The most parts a Zeckendorf representation of a 64-bit number has. @since 1.0 */
#define CG_ZECKENDORF_MAX_PARTS 46

/**
 * @brief The Zeckendorf representation of n: distinct, non-adjacent Fibonacci
 *        numbers summing to n, largest first.
 *
 * Greedy: subtract the largest Fibonacci number not above n, repeat. 0 has no
 * parts. O(log n).
 *
 * @param n          The number.
 * @param[out] parts Room for @p cap parts; may be NULL when @p cap is 0.
 * @param cap        Size of @p parts (#CG_ZECKENDORF_MAX_PARTS is always enough).
 * @param[out] count Number of parts, set even when they do not fit.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p count is NULL, or @p parts is NULL with @p cap > 0.
 * @retval CG_ERANGE More than @p cap parts (the first @p cap are written).
 * @since 1.0
 */
int cg_zeckendorf(uint64_t n, uint64_t *parts, size_t cap, size_t *count);

/**
 * @brief The Fibonacci successor of n: every part F_i of its Zeckendorf
 *        representation replaced by F_{i+1} (the part 1 counts as F_2, so it
 *        becomes 2).
 *
 * s(0) = 0, s(1) = 2, s(4) = s(3 + 1) = 5 + 2 = 7. For n >= 1, s(n) = floor((n+1)
 * phi) - 1, and a_k = s(k - 1) + 1. O(log n).
 *
 * @param n         The number.
 * @param[out] out  s(n), written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p out is NULL.
 * @retval CG_ERANGE s(n) does not fit in 64 bits.
 * @since 1.0
 */
int cg_fibonacci_successor(uint64_t n, uint64_t *out);

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_WYTHOFF_H */
