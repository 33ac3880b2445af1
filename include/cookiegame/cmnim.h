/**
 * @file cmnim.h
 * @brief Cookie Monster and CM-nim games: jars of cookies and a family of
 *        permissible sets of jars.
 *
 * A game has 1..16 jars and a family of permissible sets (bit i of a mask =
 * jar i, jar 0 first). A move picks a permissible set whose jars are all
 * non-empty and takes the same number t >= 1 of cookies from each of them. Who
 * cannot move loses. Single jars are always permissible (the definition of
 * CM-nim games in [BK]), so Nim is the smallest such game and the Cookie Monster game
 * (every non-empty set) the largest; Wythoff's game is Cookie Monster with two
 * jars.
 *
 * For every choice of all jars but one there is exactly one value of the
 * remaining jar that makes a P-position (the unique-completion theorem of
 * [BK]). The library computes that completion from the completions of smaller
 * positions, and builds P-positions and P-tests on it. See @ref cmnim_theory.
 */
#ifndef COOKIEGAME_CMNIM_H
#define COOKIEGAME_CMNIM_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief The largest number of jars a CM-nim game may have. @since 1.0 */
#define CG_CMNIM_MAX_JARS 16

/**
 * @brief A CM-nim game: the number of jars and the permissible sets. Immutable
 *        once made; may be shared by threads.
 * @since 1.0
 */
typedef struct cg_cmnim cg_cmnim;

/**
 * @brief The named families of permissible sets of [BK] (single jars are
 *        always added).
 * @since 1.0
 */
typedef enum cg_cmnim_family {
    /** Nim: single jars only. */
    CG_CMNIM_NIM = 0,
    /** Cookie Monster: every non-empty set of jars. */
    CG_CMNIM_COOKIE_MONSTER,
    /** The odd game: every set of an odd number of jars. */
    CG_CMNIM_ODD,
    /** Every set of one or two jars. */
    CG_CMNIM_AT_MOST_2,
    /** Single jars and pairs of neighbouring jars {i, i+1}. */
    CG_CMNIM_CONSECUTIVE_AT_MOST_2,
    /** Single jars and the prefixes {0, 1, ..., j} (every run that starts at jar 0). */
    CG_CMNIM_CONSECUTIVE_INCLUDE_FIRST,
    /** Every run of consecutive jars {i, ..., j}. */
    CG_CMNIM_CONSECUTIVE,
    /** Every non-empty set except the set of all jars. */
    CG_CMNIM_ALL_BUT_N
} cg_cmnim_family;

/**
 * @brief Make a CM-nim game from explicit permissible sets.
 *
 * Duplicates are ignored; single jars are added when missing.
 *
 * @param jars    Number of jars, 1..#CG_CMNIM_MAX_JARS.
 * @param sets    @p nsets bit masks (bit i = jar i); may be NULL when @p nsets is 0.
 * @param nsets   Number of masks.
 * @param[out] out The new game, owned by the caller (cg_cmnim_free()); written
 *                only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p out is NULL, @p jars is 0, @p sets NULL with
 *                   @p nsets > 0, an empty mask or a mask with bits beyond @p jars.
 * @retval CG_ERANGE @p jars above #CG_CMNIM_MAX_JARS.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 * @since 1.1: @p jars above #CG_CMNIM_MAX_JARS is #CG_ERANGE (1.0: #CG_EINVAL).
 */
int cg_cmnim_new(uint32_t jars, const uint64_t *sets, size_t nsets, cg_cmnim **out);

/**
 * @brief Make one of the named games of [BK] on @p jars jars.
 * @param jars    Number of jars, 1..#CG_CMNIM_MAX_JARS.
 * @param family  Which family of permissible sets.
 * @param[out] out The new game, owned by the caller; written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p out is NULL, @p jars is 0 or @p family unknown.
 * @retval CG_ERANGE @p jars above #CG_CMNIM_MAX_JARS.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 * @since 1.1: @p jars above #CG_CMNIM_MAX_JARS is #CG_ERANGE (1.0: #CG_EINVAL).
 */
int cg_cmnim_new_family(uint32_t jars, cg_cmnim_family family, cg_cmnim **out);

/**
 * @brief Release a game. NULL is a no-op.
 * @param g The game.
 * @since 1.0
 */
void cg_cmnim_free(cg_cmnim *g);

/**
 * @brief The number of jars of a game (0 for NULL).
 * @param g The game.
 * @return The number of jars.
 * @since 1.0
 */
uint32_t cg_cmnim_jars(const cg_cmnim *g);

/**
 * @brief The permissible sets of a game, sorted ascending, single jars included.
 * @param g          The game.
 * @param[out] sets  Room for @p cap masks; may be NULL when @p cap is 0.
 * @param cap        Size of @p sets.
 * @param[out] count Number of sets, set even when they do not fit.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p g or @p count is NULL, or @p sets NULL with @p cap > 0.
 * @retval CG_ERANGE More than @p cap sets (the first @p cap are written).
 * @since 1.0
 */
int cg_cmnim_sets(const cg_cmnim *g, uint64_t *sets, size_t cap, size_t *count);

/**
 * @brief The Grundy value of the position @p x (one value per jar).
 *
 * Memoised search over positions in the context (one table per game, kept
 * until cg_ctx_clear()): every option of every position below @p x that is
 * reached. A position has sum over sets of min(jar sizes in the set) options;
 * each one, and each permissible set examined for a position, is charged as a
 * node to the context's limit (sets since 1.1).
 *
 * @param ctx      Context (memo, node limit).
 * @param g        The game.
 * @param x        cg_cmnim_jars(g) jar sizes.
 * @param[out] out The Grundy value, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL A NULL argument.
 * @retval CG_ERANGE The sum of the jars exceeds 2^62.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_cmnim_grundy(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint64_t *out);

/**
 * @brief The remoteness of the position @p x: how many moves the game lasts
 *        when the winner hurries and the loser delays (normal play).
 *
 * 0 for the position without cookies; otherwise 1 + the least remoteness of
 * an option that is a P-position, or, when there is none, 1 + the largest
 * remoteness of an option. A position is a P-position exactly when its
 * remoteness is even. Unlike the P-test this needs every position below
 * @p x, so it is a memoised search of the whole box under @p x: about
 * prod (x_i + 1) positions, each with sum over sets of min(jar sizes in the
 * set) options, every look-up and every permissible set examined charged as a
 * node to the context's limit. It shares the context's memo with the Grundy
 * values, under keys of its own.
 *
 * @param ctx      Context (memo, node limit).
 * @param g        The game.
 * @param x        cg_cmnim_jars(g) jar sizes.
 * @param[out] out The remoteness, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL A NULL argument.
 * @retval CG_ERANGE The sum of the jars exceeds 2^62.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_cmnim_remoteness(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint64_t *out);

/**
 * @brief Whether the position @p x is a P-position.
 *
 * Compares the last jar with the completion of the others (see
 * cg_cmnim_complete()), much cheaper than the Grundy value.
 *
 * @param ctx        Context (memo, node limit).
 * @param g          The game.
 * @param x          cg_cmnim_jars(g) jar sizes.
 * @param[out] is_p  1 for a P-position, 0 otherwise; written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL A NULL argument.
 * @retval CG_ERANGE The sum of the jars but the last exceeds 2^62.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_cmnim_is_p(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, int *is_p);

/**
 * @brief The unique value of jar @p jar that makes a P-position with the other
 *        jars of @p x (x[jar] is ignored).
 *
 * With y the other jars, the completion c(y) is the least value not in
 * A = { c(y - tS) : S permissible without jar, t >= 1 } u { c(y - tS') + t :
 * S permissible with jar, S' = S minus jar non-empty, t >= 1 } (moves that keep
 * the jar, and moves that take t from it too); single-jar moves on the jar make
 * every larger value an N-position. So c(y) costs O(sum of the other jars)
 * look-ups per permissible set, given the completions of smaller tuples, which
 * are memoised in the context. One node per look-up and one per permissible set
 * examined is charged to the limit. By
 * [BK] the completion is at most twice the sum of the other jars.
 *
 * @param ctx        Context (memo, node limit).
 * @param g          The game.
 * @param x          cg_cmnim_jars(g) jar sizes.
 * @param jar        The jar to complete, 0..jars-1.
 * @param[out] value The completion, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL A NULL argument or @p jar out of range.
 * @retval CG_ERANGE The sum of the other jars exceeds 2^62.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_cmnim_complete(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint32_t jar,
                      uint64_t *value);

/**
 * @brief Called with each tuple found; a non-zero return stops the enumeration.
 * @param user_data The pointer given to the enumerating function.
 * @param x         The tuple (valid only during the call).
 * @param jars      Its length.
 * @since 1.0
 */
typedef int (*cg_tuple_fn)(void *user_data, const uint64_t *x, uint32_t jars);

/**
 * @brief Every P-position with all jars <= @p bound, in lexicographic order.
 *
 * One completion of the last jar per choice of the first jars - 1 values, each
 * computed from a dense array of the completions before it: (bound + 1)^(jars-1)
 * completions of O(bound) look-ups per permissible set, never a search of the
 * whole box. Memory: 8 (bound + 1)^(jars - 1) bytes, plus up to 1 GiB of
 * bitsets that speed up the sweep when they fit. Both bounds are checked before
 * anything is allocated (since 1.1): more than the memory available is
 * #CG_ENOMEM, and more completions than the node limit is #CG_ELIMIT at once.
 *
 * @param ctx        Context (node limit: one node per look-up, and at least
 *                   one per completion; since 1.2 the bitset sweep also
 *                   charges one per 64 candidates of the mex it scans past
 *                   the first 64, per direction of moves).
 * @param g          The game.
 * @param bound      Largest jar size.
 * @param each       Called once per P-position, in lexicographic order.
 * @param user_data  Passed to @p each.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    A NULL argument.
 * @retval CG_ECANCELED @p each returned non-zero.
 * @retval CG_ERANGE    (bound + 1)^(jars - 1) overflows size_t, or @p bound > 2^40.
 * @retval CG_ELIMIT    The node limit was reached, or would be by the completions alone.
 * @retval CG_ENOMEM    Out of memory, or the arrays need more than is available.
 * @retval CG_EBUSY     Another thread is inside a call on @p ctx.
 * @since 1.0
 */
int cg_cmnim_p_positions(cg_ctx *ctx, const cg_cmnim *g, uint64_t bound, cg_tuple_fn each,
                         void *user_data);

/**
 * @name Misère play
 * Whoever makes the last move loses (whoever cannot move wins): on Nim
 * (single jars only) this is Marienbad [BK]. The completion argument of
 * normal play carries over: single-jar moves make the P-completion of a jar
 * unique, and it is the same mex recurrence over the other jars, except that
 * with every other jar empty the completion is 1 (a lone jar of 1 cookie is a
 * misère P-position, and with no cookie left the player to move has won).
 * There is no misère Grundy value (misère positions do not add by nim-sum).
 * Misère completions share the context's memo with the normal ones, under keys
 * of their own. See @ref impartial_theory.
 * @{
 */

/**
 * @brief The misère completion: the unique value of jar @p jar that makes a
 *        misère P-position with the other jars of @p x (x[jar] is ignored).
 *
 * As cg_cmnim_complete(), with the same costs, limits and statuses.
 *
 * @param ctx        Context (memo, node limit).
 * @param g          The game.
 * @param x          cg_cmnim_jars(g) jar sizes.
 * @param jar        The jar to complete, 0..jars-1.
 * @param[out] value The misère completion, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL A NULL argument or @p jar out of range.
 * @retval CG_ERANGE The sum of the other jars exceeds 2^62.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_cmnim_misere_complete(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint32_t jar,
                             uint64_t *value);

/**
 * @brief Whether the position @p x is a misère P-position (the player to move
 *        loses when whoever makes the last move loses).
 *
 * @param ctx        Context (memo, node limit).
 * @param g          The game.
 * @param x          cg_cmnim_jars(g) jar sizes.
 * @param[out] is_p  1 for a misère P-position, 0 otherwise; written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL A NULL argument.
 * @retval CG_ERANGE The sum of the jars but the last exceeds 2^62.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_cmnim_misere_is_p(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, int *is_p);

/**
 * @brief The misère remoteness of the position @p x: how many moves the game
 *        lasts when whoever makes the last move loses, the winner hurrying
 *        and the loser delaying.
 *
 * 0 for the position without cookies (the player to move has won); otherwise
 * 1 + the least misère remoteness of an option that is a misère P-position,
 * or, when there is none, 1 + the largest. A position is a misère P-position
 * exactly when its misère remoteness is odd. The same search, costs, limits
 * and statuses as cg_cmnim_remoteness().
 *
 * @param ctx      Context (memo, node limit).
 * @param g        The game.
 * @param x        cg_cmnim_jars(g) jar sizes.
 * @param[out] out The misère remoteness, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL A NULL argument.
 * @retval CG_ERANGE The sum of the jars exceeds 2^62.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_cmnim_misere_remoteness(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint64_t *out);

/**
 * @brief Every misère P-position with all jars <= @p bound, in lexicographic order.
 *
 * As cg_cmnim_p_positions(), with the same costs, memory, limits and statuses.
 *
 * @param ctx        Context (node limit).
 * @param g          The game.
 * @param bound      Largest jar size.
 * @param each       Called once per misère P-position, in lexicographic order.
 * @param user_data  Passed to @p each.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    A NULL argument.
 * @retval CG_ECANCELED @p each returned non-zero.
 * @retval CG_ERANGE    (bound + 1)^(jars - 1) overflows size_t, or @p bound > 2^40.
 * @retval CG_ELIMIT    The node limit was reached, or would be by the completions alone.
 * @retval CG_ENOMEM    Out of memory, or the arrays need more than is available.
 * @retval CG_EBUSY     Another thread is inside a call on @p ctx.
 * @since 1.1
 */
int cg_cmnim_misere_p_positions(cg_ctx *ctx, const cg_cmnim *g, uint64_t bound, cg_tuple_fn each,
                                void *user_data);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_CMNIM_H */
