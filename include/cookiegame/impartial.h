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
 *
 * It also holds the generic engine for impartial games of the user's own: the
 * user lists a state's options by a callback, states being byte strings, and
 * the engine gives Grundy values, outcomes and remoteness under either play,
 * and winning moves, memoised in a context (see @ref impartial_engine).
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

/**
 * @name Impartial games of your own
 * A game is described by callbacks on states, byte strings of 0 to
 * #CG_IMPARTIAL_MAX_STATE bytes that the engine copies and never interprets.
 * The game must be short: every line of play ends. The engine searches depth
 * first with an explicit stack (so deep games do not exhaust the C stack),
 * memoises every state it finishes in the context, charges one node per state
 * expanded and per option looked at to the context's node limit, and stops
 * with #CG_EDOMAIN when a state can be reached from itself. See
 * @ref impartial_engine for a worked example.
 * @{
 */

/** @brief The longest state, in bytes, the engine accepts. @since 1.1 */
#define CG_IMPARTIAL_MAX_STATE 4096

/**
 * @brief A list of states that a callback fills with cg_state_list_add().
 *        Owned by the engine; valid only during the callback.
 * @since 1.1
 */
typedef struct cg_state_list cg_state_list;

/**
 * @brief Append a copy of a state to a list, from inside a callback.
 * @param list  The list the callback was given.
 * @param state @p len bytes (may be NULL when len is 0).
 * @param len   At most #CG_IMPARTIAL_MAX_STATE.
 * @retval CG_OK     Added.
 * @retval CG_EINVAL @p list is NULL, or @p state is NULL with len > 0.
 * @retval CG_ERANGE @p len exceeds #CG_IMPARTIAL_MAX_STATE.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.1
 */
int cg_state_list_add(cg_state_list *list, const void *state, size_t len);

/**
 * @brief A callback on one state: it adds states to @p out (with
 *        cg_state_list_add()) and returns 0, or returns non-zero to fail.
 *
 * A failure stops the engine, which returns the callback's status when it is
 * #CG_ENOMEM or #CG_ERANGE (as passed on from cg_state_list_add()), and
 * #CG_ECANCELED for any other non-zero value.
 * @param user_data The rules' user_data.
 * @param state     The state's bytes (valid during the call).
 * @param len       Its length.
 * @param out       Where to add the states.
 * @since 1.1
 */
typedef int (*cg_state_fn)(void *user_data, const uint8_t *state, size_t len, cg_state_list *out);

/**
 * @brief The rules of an impartial game, as callbacks.
 * @since 1.1
 */
typedef struct cg_impartial_rules {
    /** Required: add every option of the state (none at the end of play).
     *  Repeats are allowed and cost only time. */
    cg_state_fn options;
    /** Optional (NULL): add exactly one state, the canonical form of the
     *  given one; states with the same canonical form must be the same game
     *  (for instance the heaps of Nim sorted). Saves memo and time. */
    cg_state_fn canonical;
    /** Optional (NULL): add the independent components of the state, whose
     *  disjunctive sum it is (none for a state with no move; the state itself
     *  when it does not split). Used for Grundy values and normal-play
     *  outcomes, by nim-sum; never for misère play or remoteness, which sums
     *  do not decide. */
    cg_state_fn split;
    /** Passed to every callback. */
    void *user_data;
} cg_impartial_rules;

/**
 * @brief A game made from rules: it identifies the game's memo entries in a
 *        context. Immutable; usable from several threads with one context each.
 * @since 1.1
 */
typedef struct cg_impartial cg_impartial;

/**
 * @brief Make a game from its rules (copied; the callbacks must stay valid
 *        and, for the same state, give the same answers while the game is used).
 * @param rules     The rules; @p rules->options is required.
 * @param[out] out  The game, released with cg_impartial_free(). Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p rules, @p rules->options or @p out is NULL.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.1
 */
int cg_impartial_new(const cg_impartial_rules *rules, cg_impartial **out);

/**
 * @brief Release a game. Its memo entries stay in the contexts that searched
 *        it until cg_ctx_clear() or cg_ctx_free(); they are never used again.
 * @param g The game; NULL is a no-op.
 * @since 1.1
 */
void cg_impartial_free(cg_impartial *g);

/**
 * @brief The Grundy value of a state (normal play), the mex of its options'
 *        values, with components added by nim-sum when the rules split.
 * @param ctx   Context (memo, node limit).
 * @param g     The game.
 * @param state @p len bytes (may be NULL when len is 0).
 * @param len   At most #CG_IMPARTIAL_MAX_STATE.
 * @param[out] value The Grundy value, written only on success.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    @p ctx, @p g or @p value is NULL, @p state NULL with len > 0,
 *                      or a canonical callback did not add exactly one state.
 * @retval CG_ERANGE    A state longer than #CG_IMPARTIAL_MAX_STATE.
 * @retval CG_EDOMAIN   The game is not short: a state can be reached from itself.
 * @retval CG_ECANCELED A callback failed, or the context's progress callback stopped it.
 * @retval CG_ELIMIT    The node limit was reached.
 * @retval CG_ENOMEM    Out of memory.
 * @retval CG_EBUSY     Another thread is inside a call on @p ctx.
 * @since 1.1
 */
int cg_impartial_grundy(cg_ctx *ctx, const cg_impartial *g, const void *state, size_t len,
                        uint64_t *value);

/**
 * @brief The outcome of a state: #CG_OUTCOME_N when the player to move wins.
 *
 * Normal play: the Grundy value is not 0. Misère play (whoever cannot move
 * wins): searched on whole states, never split.
 * @param ctx   Context (memo, node limit).
 * @param g     The game.
 * @param state @p len bytes (may be NULL when len is 0).
 * @param len   At most #CG_IMPARTIAL_MAX_STATE.
 * @param play  #CG_PLAY_NORMAL or #CG_PLAY_MISERE.
 * @param[out] out The outcome, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL As cg_impartial_grundy(), or @p play is
 *               neither value. Other statuses as cg_impartial_grundy().
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @since 1.1
 */
int cg_impartial_outcome(cg_ctx *ctx, const cg_impartial *g, const void *state, size_t len,
                         cg_play play, cg_outcome *out);

/**
 * @brief The remoteness of a state under the given play: 0 at the end of play;
 *        otherwise 1 + the least remoteness of an option that is a P-position
 *        of that play if there is one, else 1 + the largest. Searched on whole
 *        states, never split (remoteness does not add over components).
 * @param ctx   Context (memo, node limit).
 * @param g     The game.
 * @param state @p len bytes (may be NULL when len is 0).
 * @param len   At most #CG_IMPARTIAL_MAX_STATE.
 * @param play  #CG_PLAY_NORMAL or #CG_PLAY_MISERE.
 * @param[out] out The remoteness, written only on success.
 * @retval CG_OK Done. Other statuses as cg_impartial_outcome().
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @since 1.1
 */
int cg_impartial_remoteness(cg_ctx *ctx, const cg_impartial *g, const void *state, size_t len,
                            cg_play play, uint32_t *out);

/**
 * @brief A winning move: the first option, in the order the options callback
 *        lists them, that is a P-position under the given play.
 * @param ctx   Context (memo, node limit).
 * @param g     The game.
 * @param state @p len bytes (may be NULL when len is 0).
 * @param len   At most #CG_IMPARTIAL_MAX_STATE.
 * @param play  #CG_PLAY_NORMAL or #CG_PLAY_MISERE.
 * @param[out] move  Room for @p cap bytes: the option as the callback gave it.
 *                   May be NULL when cap is 0.
 * @param cap   Bytes @p move holds.
 * @param[out] move_len The option's length, set on success and with #CG_ERANGE.
 * @retval CG_OK      Done.
 * @retval CG_EDOMAIN A P-position: no move wins; or a state with no move at all
 *                    (an N-position of misère play); or the game is not short.
 * @retval CG_ERANGE  The option is longer than @p cap (nothing written to @p move),
 *                    or a state longer than #CG_IMPARTIAL_MAX_STATE.
 * @retval CG_EINVAL  As cg_impartial_outcome(), or @p move_len NULL, or @p move
 *                    NULL with cap > 0.
 * Other statuses as cg_impartial_grundy().
 * @retval CG_EBUSY   Another thread is inside a call on @p ctx.
 * @since 1.1
 */
int cg_impartial_winning_move(cg_ctx *ctx, const cg_impartial *g, const void *state, size_t len,
                              cg_play play, void *move, size_t cap, size_t *move_len);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
