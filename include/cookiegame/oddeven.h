/**
 * @file oddeven.h
 * @brief The Odd/Even partizan cookie game (Project Euler 859 [PE859]), solved with the
 *        canonical forms of partizan.h.
 *
 * Piles of cookies. Left (Odd) picks an odd pile 2m+1, eats one cookie and
 * leaves two piles of m; Right (Even) picks an even pile 2m >= 2, eats two and
 * leaves two piles of m-1. A pile's value follows G(0) = 0,
 * G(2m+1) = {G(m) + G(m) | }, G(2m) = { | G(m-1) + G(m-1)}; a position is the sum
 * of its piles. See @ref oddeven_theory.
 */
#ifndef COOKIEGAME_ODDEVEN_H
#define COOKIEGAME_ODDEVEN_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>
#include <cookiegame/partizan.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief The largest pile or total the Odd/Even functions accept. @since 1.0 */
#define CG_ODDEVEN_MAX 100000

/**
 * @brief The canonical value of one pile of @p n cookies, built with the engine
 *        from the recurrence and memoised in the context.
 * @param ctx      Context.
 * @param n        Pile size, 0..#CG_ODDEVEN_MAX.
 * @param[out] out The value, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_ERANGE n > #CG_ODDEVEN_MAX.
 * @retval CG_ENOMEM Out of memory, or the context's table of piles would pass
 *                   its memory limit.
 * @retval CG_ELIMIT The context's node limit stopped building the piles' games
 *                   (their sums and new games charge it, as cg_game_sum() does).
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 * @since 1.2: #CG_ENOMEM also when the table of piles would pass the context's
 *        memory limit.
 */
int cg_oddeven_pile(cg_ctx *ctx, uint32_t n, const cg_game **out);

/**
 * @brief The outcome of a position (Left = Odd): the outcome of the sum of its piles.
 * @param ctx      Context.
 * @param piles    @p n pile sizes (may be NULL when n is 0).
 * @param n        Number of piles.
 * @param[out] out The outcome, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_ERANGE A pile above #CG_ODDEVEN_MAX.
 * @retval CG_ENOMEM Out of memory, or the context's table of piles would pass
 *                   its memory limit.
 * @retval CG_ELIMIT The context's node limit stopped building the piles' games
 *                   (their sums and new games charge it, as cg_game_sum() does).
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 * @since 1.2: #CG_ENOMEM also when the table of piles would pass the context's
 *        memory limit.
 */
int cg_oddeven_outcome(cg_ctx *ctx, const uint32_t *piles, size_t n, cg_outcome *out);

/**
 * @brief The number of partitions of @p total whose outcome is in @p outcome_mask,
 *        as an exact decimal string.
 *
 * Dynamic programming over canonical sums ([PE859]): for part sizes k = 1..total
 * in order, the partitions of s are extended by the partitions of s - k, each
 * state being a canonical game with a 128-bit count. C(N) of the problem (Even
 * wins when Odd moves first) is the mask (1u << CG_OUTCOME_P) | (1u << CG_OUTCOME_R).
 *
 * When every pile value is an integer (true for every pile the engine has
 * built, and checked on each call) the states are integers in [-total, total]:
 * the table holds about total^2 counts of 16 bytes (40 MB at total 1600), and
 * costs about total^3 / 3 additions (1 s at total 1500). Counts of an outcome
 * that is certain not to fit (P past total 1660, L past 1500, R past 1600: the
 * test suite certifies these bounds) return #CG_ERANGE at once; N-positions
 * never occur, so their count is 0 for every total. C(N), the sum of the P and
 * R counts, fits up to total 1520 (certified too).
 *
 * Like every search (since 1.2) the count honours the context: the table is
 * charged to its memory limit before it is allocated, and its additions to
 * its node limit (a node is one part added to one level, plus one per 16 cell
 * additions: about total^3 / 48 nodes in all, and at least
 * total (total + 1) / 2, below which a limit fails at once). The progress
 * callback is called every 65536 nodes, a few milliseconds, so a callback
 * that returns nonzero (Ctrl-C) stops the count within milliseconds.
 *
 * @param ctx          Context.
 * @param total        The total, 0..#CG_ODDEVEN_MAX.
 * @param outcome_mask Bits 1u << CG_OUTCOME_x; 0 counts nothing.
 * @param decimal      Output text (snprintf semantics; may be NULL when cap is 0).
 * @param cap          Size of @p decimal.
 * @param[out] len     Length of the number without the NUL; @p len may be NULL
 *                     (1.1).
 * @retval CG_OK     Done.
 * @retval CG_EINVAL NULL ctx, @p decimal NULL with cap > 0, mask above 15.
 * @retval CG_ERANGE A count reaches 2^128 - 1 (never a wrong number), total too
 *                   large, or the text did not fit in @p cap.
 * @retval CG_ENOMEM Out of memory, or the table (about 16 (total + 1)^2 bytes)
 *                   would pass the context's memory limit or what the process
 *                   may use: refused before it is allocated, with the figures
 *                   in cg_error_detail().
 * @retval CG_ELIMIT The context's node limit stopped the count.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 * @since 1.2: the count honours the context's memory limit (#CG_ENOMEM), node
 *        limit (#CG_ELIMIT) and progress callback (#CG_ECANCELED).
 */
int cg_oddeven_count(cg_ctx *ctx, uint32_t total, unsigned outcome_mask, char *decimal,
                     size_t cap, size_t *len);

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_ODDEVEN_H */
