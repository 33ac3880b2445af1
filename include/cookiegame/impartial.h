/**
 * @file impartial.h
 * @brief Impartial games under normal and misère play: Nim and Marienbad
 *        (misère Nim) on any number of heaps.
 *
 * Nim: a move takes any positive number of cookies from one heap. Under normal
 * play the player who cannot move loses, and a position is a P-position
 * exactly when the nim-sum (XOR) of its heaps is 0 [Bouton]. Under misère
 * play, Marienbad in the Cookie Monster paper [BK], the player who takes the
 * last cookie loses, and Bouton's misère rule decides: when every heap has at
 * most one cookie, the P-positions are those with an odd number of heaps of
 * one; otherwise they are those of normal play. See @ref impartial_theory.
 */
#ifndef COOKIEGAME_IMPARTIAL_H
#define COOKIEGAME_IMPARTIAL_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief Normal play (the last player to move wins) or misère play (loses). @since 1.1 */
typedef enum cg_play {
    CG_PLAY_NORMAL = 0,   /**< The player who cannot move loses. */
    CG_PLAY_MISERE = 1    /**< The player who cannot move wins: who takes the last cookie loses. */
} cg_play;

/** @brief A move of Nim: heap @p heap (0-based) is left with @p size cookies. @since 1.1 */
typedef struct cg_nim_move {
    size_t heap;     /**< Index of the heap the move takes from. */
    uint64_t size;   /**< Its size after the move (less than before). */
} cg_nim_move;

/**
 * @brief The nim-sum of the heaps: their bitwise exclusive or, the Grundy value
 *        of the Nim position. O(n).
 * @param heaps      @p n heap sizes (may be NULL when n is 0).
 * @param n          Number of heaps.
 * @param[out] sum   The nim-sum (0 for no heaps), written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL @p sum is NULL, or @p heaps is NULL with n > 0.
 * @since 1.1
 */
int cg_nim_sum(const uint64_t *heaps, size_t n, uint64_t *sum);

/**
 * @brief The outcome of a Nim position under normal play (by the nim-sum) or
 *        misère play (Bouton's misère rule). O(n).
 * @param heaps    @p n heap sizes (may be NULL when n is 0).
 * @param n        Number of heaps.
 * @param play     #CG_PLAY_NORMAL or #CG_PLAY_MISERE.
 * @param[out] out #CG_OUTCOME_P or #CG_OUTCOME_N, written only on success.
 * @retval CG_OK Done.
 * @retval CG_EINVAL @p out is NULL, @p heaps is NULL with n > 0, or @p play is
 *                   neither value.
 * @since 1.1
 */
int cg_nim_outcome(const uint64_t *heaps, size_t n, cg_play play, cg_outcome *out);

/**
 * @brief Every winning move of a Nim position, in heap order: the moves to a
 *        P-position under the given play. There is at most one per heap, so
 *        @p n moves are always enough. O(n).
 * @param heaps      @p n heap sizes (may be NULL when n is 0).
 * @param n          Number of heaps.
 * @param play       #CG_PLAY_NORMAL or #CG_PLAY_MISERE.
 * @param[out] moves Room for @p cap moves; may be NULL when @p cap is 0.
 * @param cap        Number of moves @p moves holds.
 * @param[out] count Number of winning moves (0 for a P-position), set even
 *                   when they do not fit.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p count is NULL, @p heaps is NULL with n > 0, @p moves is
 *                   NULL with cap > 0, or @p play is neither value.
 * @retval CG_ERANGE More than @p cap moves: the first @p cap are written.
 * @since 1.1
 */
int cg_nim_winning_moves(const uint64_t *heaps, size_t n, cg_play play, cg_nim_move *moves,
                         size_t cap, size_t *count);

#ifdef __cplusplus
}
#endif

#endif
