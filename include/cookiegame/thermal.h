/**
 * @file thermal.h
 * @brief Temperature theory of short partizan games: thermographs, cooling and
 *        heating, atomic weight, reduced canonical forms, incentives, Norton
 *        multiplication, orthodox play and the everyday predicates.
 *
 * Everything here works on the canonical games of partizan.h and returns
 * canonical games interned in the same context. The definitions follow
 * Berlekamp, Conway and Guy, *Winning Ways*, and Siegel, *Combinatorial Game
 * Theory* (see @ref partizan_theory):
 *
 * - the thermograph of G has a Left wall LW and a Right wall RW: for a number x
 *   both are x; otherwise, with T the least t >= 0 where
 *   LS(t) = max over G^L of RW(G^L)(t) - t and RS(t) = min over G^R of
 *   LW(G^R)(t) + t meet, the walls are LS and RS up to T and the vertical mast
 *   at their common value, the mean, from T up;
 * - G cooled by t > -1, G_t, is the mean of G for t above G's temperature
 *   (a number m/2^k has temperature -1/2^k, an integer -1, so for t >= 0 a
 *   number is its own G_t), and {G^L_t - t | G^R_t + t} otherwise;
 * - G heated by t is G for a number and {G^L heated + t | G^R heated - t}
 *   otherwise (on the canonical form of G);
 * - the Norton product G.U (U > 0) is n.U for an integer n and
 *   {G^L.U + U + I | G^R.U - U - I} otherwise, I over the incentives of U.
 *
 * Work that grows with the size of the game is charged to the context's node
 * limit (cg_ctx_set_node_limit()), one node per game visited; when the limit is
 * passed the call returns #CG_ELIMIT and its games made so far stay interned.
 * Values that the engine recognises (numbers, x + n.up + *m and every game
 * whose stops are equal) get their thermal data in constant time.
 */
#ifndef COOKIEGAME_THERMAL_H
#define COOKIEGAME_THERMAL_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>
#include <cookiegame/partizan.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief A dyadic rational num / 2^log2_den. Results are in lowest terms
 *         (log2_den = 0 or num odd); arguments need not be. @since 1.1 */
typedef struct cg_dyadic {
    int64_t num;        /**< Numerator. */
    uint32_t log2_den;  /**< log2 of the denominator, at most #CG_GAME_MAX_LOG2_DEN. */
} cg_dyadic;

/**
 * @brief Write a number as text: "n", or "n/d" in lowest terms with the
 *        denominator d in decimal, as cg_game_format() writes a number and as
 *        CGSuite writes it ({1, 100} is "1/1267650600228229401496703205376";
 *        "1/2^100" would read back as 1/2 plus 100 ups).
 *
 * Length and truncation as for cg_game_format(); the text of any number in
 * range fits in #CG_DYADIC_TEXT_MAX bytes. Allocates nothing; time O(k^2)
 * for a denominator 2^k (one doubling of a digit string per power of two:
 * about 160000 digit steps for 2^1024).
 * @param d        The number; need not be in lowest terms.
 * @param buf      Output (may be NULL when @p cap is 0).
 * @param cap      Size of @p buf.
 * @param[out] len Full length without the NUL; may be NULL.
 * @retval CG_OK Done. @retval CG_EINVAL @p buf NULL with @p cap > 0, or
 *         log2_den above #CG_GAME_MAX_LOG2_DEN in lowest terms.
 * @retval CG_ERANGE The text did not fit (truncated, NUL-terminated when cap > 0).
 * @since 1.2
 */
int cg_dyadic_format(cg_dyadic d, char *buf, size_t cap, size_t *len);

/** @brief Room for the text of any number cg_dyadic_format() writes, with
 *         its NUL: a sign, 19 digits, '/' and the 309 digits of 2^1024.
 *         @since 1.2 */
#define CG_DYADIC_TEXT_MAX 340

/** @brief A player: Left (who likes positive games) or Right. @since 1.1 */
typedef enum cg_side {
    CG_LEFT = 0,   /**< Left. */
    CG_RIGHT = 1   /**< Right. */
} cg_side;

/* ------------------------------------------------------------------------- */
/** @name Stops, mean and temperature as dyadic values */
/** @{ */

/**
 * @brief The Left stop and the Right stop of g: the number reached when Left
 *        (Right) moves first and both play to the first number. The same
 *        values as cg_game_stops(), as ::cg_dyadic pairs.
 *
 * Kept with every game since it was made: O(1), no context needed.
 * @param g            A game.
 * @param[out] left    The Left stop, in lowest terms (may be NULL).
 * @param[out] right   The Right stop, in lowest terms (may be NULL).
 * @retval CG_OK Done. @retval CG_EINVAL @p g is NULL.
 * @since 1.1
 */
int cg_game_stop_values(const cg_game *g, cg_dyadic *left, cg_dyadic *right);

/**
 * @brief The mean value and the temperature of g: the same values as
 *        cg_game_thermal(), as ::cg_dyadic pairs, without copying the
 *        thermograph out as cg_game_thermograph() does.
 *
 * The mean is the value of the thermograph's mast; the temperature is the
 * height where the mast starts (0 for games whose stops are equal), and for a
 * number m/2^k (m odd) it is -1/2^k, -1 for an integer, as in CGSuite. The
 * thermograph is computed once per game and cached in the context.
 * @param ctx        Context of g.
 * @param g          A game.
 * @param[out] mean  The mean, in lowest terms (may be NULL).
 * @param[out] temp  The temperature, in lowest terms (may be NULL).
 * @retval CG_OK Done.
 * @retval CG_EINVAL @p ctx or @p g is NULL, or @p g was made with another context.
 * @retval CG_ERANGE A breakpoint or value does not fit a ::cg_dyadic.
 * @retval CG_ELIMIT The node limit was reached. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_game_mean_temperature(cg_ctx *ctx, const cg_game *g, cg_dyadic *mean, cg_dyadic *temp);

/** @} */

/* ------------------------------------------------------------------------- */
/** @name Thermographs */
/** @{ */

/** @brief The thermograph of a game: two walls and a mast, owned by the caller
 *         (free with cg_thermograph_free()); independent of the context once
 *         made. @since 1.1 */
typedef struct cg_thermograph cg_thermograph;

/**
 * @brief The thermograph of g.
 *
 * Walls are given for temperatures t >= 0. Each wall is a piecewise-linear
 * function of t from t = 0 up to the foot of the mast, T = max(temperature, 0),
 * and the vertical mast at the mean from T up. It is a list of breakpoints
 * t_0 = 0 < t_1 < ... < t_(n-1) = T, with the wall's value (a number: Left's
 * wall is the larger) at each and the slope d value / d t after each:
 * - the first point is at t = 0, where the value is the stop (Left's wall the
 *   Left stop, Right's wall the Right stop);
 * - the points in between are exactly those where the slope changes: no two
 *   consecutive segments have the same slope;
 * - the last point is the foot of the mast, (T, mean), with slope 0 (the mast).
 *   It is there even when the wall reaches the mean below T and comes up to
 *   the mast at slope 0, as the Left wall of {0,*,{1|0,*}|{0|-1},-1/2} does:
 *   0 from t = 0, the mast from t = 1/2, points (0, 0) and (1/2, 0).
 *
 * So a wall has n >= 2 points for a hot game (temperature above 0) and the one
 * point (0, mean) for a number or a tepid game, whose wall is the mast alone.
 * Left walls have slopes 0 or -1, Right walls 0 or +1.
 *
 * Thermographs are cached per game in the context, so the thermograph of a game
 * costs about the number of its subpositions times their walls' sizes once,
 * and the walls of a game whose stops are equal (numbers, infinitesimals,
 * x + n.up + *m, tepid games) cost O(1).
 *
 * @param ctx      Context of g.
 * @param g        A game.
 * @param[out] out The thermograph, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_ERANGE A breakpoint or value does not fit a cg_dyadic.
 * @retval CG_ELIMIT The node limit was reached. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_game_thermograph(cg_ctx *ctx, const cg_game *g, cg_thermograph **out);

/** @brief Free a thermograph (NULL is allowed). @param th The thermograph. @since 1.1 */
void cg_thermograph_free(cg_thermograph *th);

/**
 * @brief The mean value and the temperature.
 *
 * The mean is the value of the mast. The temperature of a game that is not a
 * number is the height where the mast starts (0 for games whose stops are
 * equal); a number m/2^k (m odd) has temperature -1/2^k, and an integer -1, as
 * in CGSuite (its walls are the mast alone, from t = 0).
 * @param th         A thermograph.
 * @param[out] mean  The mean (may be NULL).
 * @param[out] temp  The temperature (may be NULL).
 * @retval CG_OK Done. @retval CG_EINVAL @p th is NULL.
 * @since 1.1
 */
int cg_thermograph_mean_temperature(const cg_thermograph *th, cg_dyadic *mean, cg_dyadic *temp);

/**
 * @brief Number of breakpoints of a wall (at least 2 for a hot game, 1 for a
 *        number or a tepid game), or 0 for a NULL thermograph or a bad side.
 *
 * The points are those cg_game_thermograph() describes: t = 0 first, the foot
 * of the mast last.
 * @param th   A thermograph.
 * @param side #CG_LEFT or #CG_RIGHT.
 * @return The count.
 * @since 1.1
 */
size_t cg_thermograph_wall_size(const cg_thermograph *th, cg_side side);

/**
 * @brief Breakpoint @p i of a wall: point 0 is at t = 0, the last point
 *        (cg_thermograph_wall_size() - 1) is the foot of the mast,
 *        (max(temperature, 0), mean) with slope 0, and each point in between
 *        is where the slope changes (see cg_game_thermograph()).
 * @param th          A thermograph.
 * @param side        #CG_LEFT or #CG_RIGHT.
 * @param i           0 .. cg_thermograph_wall_size() - 1.
 * @param[out] t      Its temperature (may be NULL).
 * @param[out] value  The wall's value there (may be NULL).
 * @param[out] slope  d value / d t after it, up to the next point: -1, 0 or 1;
 *                    0 after the last point, the mast (may be NULL).
 * @retval CG_OK Done. @retval CG_EINVAL NULL @p th, bad side or @p i out of range.
 * @since 1.1
 */
int cg_thermograph_wall_point(const cg_thermograph *th, cg_side side, size_t i, cg_dyadic *t,
                              cg_dyadic *value, int *slope);

/**
 * @brief The value of a wall at temperature @p t >= 0: on the wall's segments
 *        up to the foot of the mast, the mean from the foot up.
 * @param th          A thermograph.
 * @param side        #CG_LEFT or #CG_RIGHT.
 * @param t           Temperature, t >= 0.
 * @param[out] value  The value.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, bad side or t < 0.
 * @retval CG_ERANGE The value does not fit, or @p t has a denominator above
 *         2^#CG_GAME_MAX_LOG2_DEN.
 * @since 1.1
 */
int cg_thermograph_wall_at(const cg_thermograph *th, cg_side side, cg_dyadic t, cg_dyadic *value);

/**
 * @brief Both walls of g's thermograph at one temperature t > -1, below 0
 *        too: the stops of g cooled by t (Left's wall the Left stop of G_t,
 *        Right's wall its Right stop), as CGSuite draws thermographs from
 *        t = -1.
 *
 * For t >= 0 these are the values cg_thermograph_wall_at() gives. Below 0 the
 * walls of a game that is not a number go on with the same recursion
 * (LW(t) = max RW(G^L)(t) - t, RW(t) = min LW(G^R)(t) + t), and a number
 * m/2^k (k >= 1) is its mast down to its temperature -1/2^k and opens below:
 * the walls of 1/2 at t = -3/4 are 3/4 and 1/4, those of {1 | -1} at -1/2 are
 * 3/2 and -3/2. An integer's walls are the integer for every t > -1.
 *
 * A function of its own rather than negative t in cg_thermograph_wall_at():
 * a ::cg_thermograph holds its walls from t = 0 (its points, sizes and
 * values are those of 1.1), and the walls below 0 need the options' walls
 * below 0, which it does not keep. For t < 0 each subposition met is
 * evaluated once per call and charged one node; nothing is cached.
 * @param ctx         Context of g.
 * @param g           A game.
 * @param t           The temperature, t > -1.
 * @param[out] left   Left's wall at t, in lowest terms (may be NULL).
 * @param[out] right  Right's wall at t, in lowest terms (may be NULL).
 * @retval CG_OK Done. @retval CG_EINVAL NULL @p ctx or @p g, t <= -1 (with a
 *         detail), or @p g made with another context.
 * @retval CG_ERANGE A value does not fit a ::cg_dyadic, or @p t has a
 *         denominator above 2^#CG_GAME_MAX_LOG2_DEN.
 * @retval CG_ELIMIT The node limit was reached (or a recursion deeper than
 *         #CG_GAME_MAX_RECURSION levels). @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_walls_at(cg_ctx *ctx, const cg_game *g, cg_dyadic t, cg_dyadic *left,
                     cg_dyadic *right);

/**
 * @brief Orthodox play: the option of @p side whose wall is the game's own at
 *        its temperature, that is, the Left option G^L with the largest
 *        RW(G^L)(T) - T (the Right option with the smallest LW(G^R)(T) + T),
 *        T = max(temperature, 0); ties go to the option that is best just
 *        below T, then to the lowest index.
 * @param ctx         Context of g.
 * @param g           A game.
 * @param side        Who moves.
 * @param[out] index  Index of the option (as in cg_game_left() / cg_game_right()).
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, bad side, or @p g
 *         made with another context.
 * @retval CG_EDOMAIN @p side has no move in g.
 * @retval CG_ERANGE A breakpoint or value does not fit a cg_dyadic.
 * @retval CG_ELIMIT The node limit was reached. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_game_orthodox_move(cg_ctx *ctx, const cg_game *g, cg_side side, size_t *index);

/** @} */

/* ------------------------------------------------------------------------- */
/** @name Cooling, heating and Norton multiplication */
/** @{ */

/**
 * @brief G cooled by t (t > -1), canonical.
 *
 * G_t is the mean of G when t is above G's temperature, else
 * {G^L_t - t | G^R_t + t} (Siegel, CGT: cooling is defined for t > -1). A
 * number m/2^k (m odd) has temperature -1/2^k and an integer -1, so a number
 * is its own cooled game for t >= 0 and for t above its temperature, and is
 * rebuilt from its options below it. Cooling by t < 0 heats: {1 | -1} cooled
 * by -1/2 is {3/2 | -3/2}, 1/2 cooled by -1/2 is 1/2*, by -3/4 {3/4 | 1/4}.
 * Below 0 cooling is applied to the canonical form, as CGSuite does (for
 * t >= 0 it depends only on the value). Each subposition is cooled once per
 * call and charged one node.
 *
 * Since 1.3: -1 < t < 0 accepted (1.1 and 1.2 refused every t < 0 with
 * #CG_EINVAL); t <= -1 stays #CG_EINVAL.
 * @param ctx      Context of g.
 * @param g        A game.
 * @param t        The temperature to cool by, t > -1.
 * @param[out] out G_t, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, t <= -1 (with a
 *         detail), or @p g made with another context.
 * @retval CG_ERANGE A number does not fit, or @p t has a denominator above
 *         2^#CG_GAME_MAX_LOG2_DEN.
 * @retval CG_ELIMIT The node limit was reached, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels (a game born after about day #CG_GAME_MAX_RECURSION).
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_game_cool(cg_ctx *ctx, const cg_game *g, cg_dyadic t, const cg_game **out);

/**
 * @brief G frozen: G cooled by its own temperature (CGSuite's Freeze), which
 *        is infinitesimally close to the mean of G (the mean plus an
 *        infinitesimal), canonical.
 *
 * A number is its own frozen game, as in CGSuite: cooled literally by its
 * temperature, m/2^k (k >= 1) would give m/2^k + * (its temperature is
 * -1/2^k), and an integer's temperature -1 is outside cooling's range. For
 * every other game it is cg_game_cool() at the temperature of
 * cg_game_mean_temperature(): {3 | 1} freezes to 2*, {2 | 0 || -1} (mean 0,
 * temperature 1) to v, ^ to ^. Costs one thermograph and one cooling.
 * @param ctx      Context of g.
 * @param g        A game.
 * @param[out] out The frozen game, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or @p g made with
 *         another context.
 * @retval CG_ERANGE A number does not fit.
 * @retval CG_ELIMIT The node limit was reached (or a recursion deeper than
 *         #CG_GAME_MAX_RECURSION levels). @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_freeze(cg_ctx *ctx, const cg_game *g, const cg_game **out);

/**
 * @brief G heated by the game t (usually a positive number), canonical:
 *        G itself when G is a number, else {G^L heated + t | G^R heated - t}
 *        over the canonical form of G.
 *
 * Heating is defined on forms; it is applied to the canonical form. Each
 * distinct subposition of g that is not a number is heated once per call and
 * charged one node; it costs one sum per option and a canonicalisation. See
 * @ref thermal_norton.
 * @param ctx      Context of g and t.
 * @param g        A game.
 * @param t        The game to heat by.
 * @param[out] out The heated game, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_ERANGE A number does not fit. @retval CG_ELIMIT The node limit
 *         was reached. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_game_heat(cg_ctx *ctx, const cg_game *g, const cg_game *t, const cg_game **out);

/**
 * @brief G overheated from s to t (Berlekamp, Conway and Guy, Winning Ways,
 *        ch. 6; Siegel, Combinatorial Game Theory; CGSuite's G.Overheat(s, t)):
 *        n.s (n copies of s, -n copies of -s) for an integer G = n, else
 *        {G^L overheated + t | G^R overheated - t}, over the canonical form of G.
 *
 * Unlike cg_game_heat(), a number that is not an integer is overheated too:
 * 7/16 from 0 to 0 is `^[3]`, 1/2 from s to t is {t | s - t}. Overheating
 * depends on the form of G; the canonical form is the one used, as CGSuite
 * does. Each distinct subposition is overheated once per call and charged one
 * node (an integer n one more per doubling step: n.s takes O(log n) sums).
 * @param ctx      Context of g, s and t.
 * @param g        A game.
 * @param s        What an integer 1 becomes (the lower limit of the integral).
 * @param t        The temperature added to each move (the upper limit).
 * @param[out] out The overheated game, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_ERANGE A number does not fit. @retval CG_ELIMIT The node limit
 *         was reached, or the recursion would run deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_overheat(cg_ctx *ctx, const cg_game *g, const cg_game *s, const cg_game *t,
                     const cg_game **out);

/**
 * @brief The Norton product G.U by a positive unit U (U > 0), canonical. It
 *        depends only on the value of G and on the canonical form of U.
 *
 * G.U is n copies of U for an integer n (of -U for a negative one), and
 * {G^L.U + U + I | G^R.U - U - I} otherwise, with I over all the incentives of
 * U, Left's U^L - U and Right's U - U^R (only those no other incentive exceeds
 * are used, which changes no value). For U > 0 it is linear and preserves the
 * order: G >= H iff G.U >= H.U. Each distinct subposition of g is charged one
 * node (an integer n also one per doubling step: n.U is made with O(log n)
 * sums). When g knows its incentives (a sum knows its components'), the
 * options of the product are made with theirs, (G^L - G).U + U + I by
 * linearity, and the products of those incentives' subpositions are charged
 * too; the result is the same game, usually found much faster. See
 * @ref thermal_norton.
 * @param ctx      Context of g and u.
 * @param g        A game.
 * @param u        The unit, u > 0.
 * @param[out] out G.U, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_EDOMAIN @p u is not positive (zero, negative or confused with 0).
 * @retval CG_ERANGE A number does not fit (or an integer part of G above
 *         #CG_GAME_MAX_INTEGER). @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_game_norton(cg_ctx *ctx, const cg_game *g, const cg_game *u, const cg_game **out);

/** @} */

/* ------------------------------------------------------------------------- */
/** @name Infinitesimals: atomic weight and reduced canonical form */
/** @{ */

/**
 * @brief The atomic weight of an atomic game (by the atomic weight calculus,
 *        with its integer exceptions), canonical: every all-small game and,
 *        since 1.3, every other atomic infinitesimal (cg_game_is_atomic()).
 *
 * With G'' = {aw(G^L) - 2 | aw(G^R) + 2}, aw(G) = G'' unless G'' is an
 * integer. Then G is compared with a remote star *N (N above every nimber
 * among G's subpositions): if G < *N, aw(G) is the least integer n with n not
 * <= aw(G^L) - 2 for every G^L; if G > *N, the greatest integer n with n not
 * >= aw(G^R) + 2 for every G^R; if G is confused with *N, G''.
 * aw(x + n.up + *m) = n at once. Each other distinct subposition is charged
 * one node. See @ref thermal_atomic_weight.
 *
 * Winning Ways and Siegel define atomic weight for all-small games, where the
 * calculus is a theorem. For other infinitesimals the library follows CGSuite
 * (AtomicWeight, IsAtomic): the calculus gives A, and G is atomic when
 * -(up* + *N : -1) <= G - A.up <= up* + *N : -1 (Norton product A.up, *N a
 * remote star, N the least power of two above every nimber among G's
 * subpositions, *N : -1 the ordinal sum); so aw(Tiny(3/2)) = 0 and
 * aw({{1 | ^^} || ^}) = 2, while {0 || 0 | -1} + ^ (Tiny(1) + up) is atomic
 * of weight 1.
 * @param ctx      Context of g.
 * @param g        A game.
 * @param[out] out The atomic weight, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_EDOMAIN @p g is not atomic: not infinitesimal, or an
 *         infinitesimal that fails the test above. cg_error_detail() says
 *         which.
 * @retval CG_ERANGE A number does not fit. @retval CG_ELIMIT The node limit
 *         was reached. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 * @since 1.3: atomic infinitesimals that are not all-small have a weight (1.1,
 *        1.2: #CG_EDOMAIN for every game that is not all-small).
 */
int cg_game_atomic_weight(cg_ctx *ctx, const cg_game *g, const cg_game **out);

/**
 * @brief Whether g is atomic (CGSuite's IsAtomic): infinitesimal, and either
 *        all-small or within up* + *N : -1 of A.up for the value A of the
 *        atomic weight calculus (see cg_game_atomic_weight()).
 *
 * A game that is not infinitesimal is not atomic (*yes = 0, CG_OK). Work as
 * for cg_game_atomic_weight().
 * @param ctx      Context of g.
 * @param g        A game.
 * @param[out] yes 1 when g is atomic, else 0; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE A number does not fit. @retval CG_ELIMIT The node limit
 *         was reached. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_is_atomic(cg_ctx *ctx, const cg_game *g, int *yes);

/**
 * @brief The companion G° of g (Siegel, CGT ch. III.2; CGSuite's Companion),
 *        canonical: G° = {0 if G >= 0, (G^L)° | 0 if G <= 0, (G^R)°} over
 *        the canonical form of G.
 *
 * On the games born by day n (n >= 1) G -> G° is the lattice automorphism
 * of Siegel's ch. III.2 (CGSuite calls it the unique one): it preserves the
 * order and the birthday (but for 0° = *, *° = 0), and G°° = G; the tests
 * check these laws on the games born by day 3. Examples: 0° = *, *° = 0, ^° = ^*, (^*)° = ^, *2° = *2; every
 * number other than 0 is its own companion, and n.up + *m is n.up + *(m xor 1)
 * for m <= 1 and itself for m >= 2 (both consequences of the definition,
 * computed at once). Defined for every game, as in CGSuite. Each other
 * distinct subposition is one node of the node limit; results are
 * canonicalised as by cg_game_new().
 * @param ctx      Context of g.
 * @param g        A game.
 * @param[out] out G°, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or @p g made with
 *         another context.
 * @retval CG_ERANGE A number does not fit.
 * @retval CG_ELIMIT The node limit was reached, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_companion(cg_ctx *ctx, const cg_game *g, const cg_game **out);

/**
 * @brief The reduced canonical form of g: the simplest game that differs from
 *        g by an infinitesimal (Grossman and Siegel). Two games have the same
 *        reduced canonical form exactly when their difference is infinitesimal.
 *
 * With G >=_Inf H when the Right stop of G - H is >= 0: a game whose stops are
 * equal reduces to that number; otherwise its options are reduced, then
 * Inf-dominated options removed (a Left option A <=_Inf another B) and
 * Inf-reversible ones bypassed (a Left option A with some A^R <=_Inf G is
 * replaced by the Left options of A^R; Right symmetric) until none is left.
 * Each distinct subposition that is not a number is charged one node. See
 * @ref thermal_reduced.
 * @param ctx      Context of g.
 * @param g        A game.
 * @param[out] out rcf(g), written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_ERANGE A number does not fit. @retval CG_ELIMIT The node limit
 *         was reached. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_game_reduced(cg_ctx *ctx, const cg_game *g, const cg_game **out);

/** @} */

/* ------------------------------------------------------------------------- */
/** @name Incentives and predicates */
/** @{ */

/** @brief Which players' incentives cg_game_incentive_set() gathers. @since 1.3 */
typedef enum cg_sides {
    CG_SIDES_LEFT = 1,   /**< Left's, G^L - G (CGSuite's LeftIncentives). */
    CG_SIDES_RIGHT = 2,  /**< Right's, G - G^R (CGSuite's RightIncentives). */
    CG_SIDES_BOTH = 3    /**< Both players' (CGSuite's Incentives). */
} cg_sides;

/**
 * @brief The incentives of one player: G^L - G for each Left option, or
 *        G - G^R for each Right option, in the order of the options
 *        (cg_game_left() / cg_game_right()), so out[i] belongs to option i.
 *
 * snprintf-like: at most @p cap games are written, and *count is the number
 * of options of @p side, written on success and when @p cap is too small;
 * @p out may be NULL when @p cap is 0. Each incentive written costs one
 * negative and one sum, both cached in the context; nothing is charged to the
 * node limit. See @ref thermal_incentives.
 * @param ctx        Context of g.
 * @param g          A game.
 * @param side       #CG_LEFT or #CG_RIGHT.
 * @param[out] out   Room for @p cap games.
 * @param cap        Size of @p out.
 * @param[out] count The number of options of @p side.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument (@p out with @p cap > 0),
 *         @p g made with another context,
 *         or bad side.
 * @retval CG_ERANGE More incentives than @p cap (the first @p cap are written),
 *         or a number in an incentive does not fit (nothing written then).
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.1
 */
int cg_game_incentives(cg_ctx *ctx, const cg_game *g, cg_side side, const cg_game **out,
                       size_t cap, size_t *count);

/**
 * @brief The incentives of the chosen players as one set, as CGSuite gives
 *        them (Incentives, LeftIncentives, RightIncentives): every distinct
 *        incentive that no other one exceeds, in the canonical order in which
 *        cg_game_left() lists options.
 *
 * cg_game_incentives() gives one per option, in the order of the options,
 * duplicates and dominated ones kept (G^L - G for each G^L): for ^ = {0 | *}
 * Left's is v and Right's ^*, and the set of both is {^*} (v < ^*). Here an
 * incentive I is dropped when I < J for another J; confused or equal ones
 * are kept once. snprintf-like as cg_game_incentives(): at most @p cap are
 * written and *count is the size of the set. Costs cg_game_incentives() and
 * one comparison per pair, charged to the node limit.
 * @param ctx        Context of g.
 * @param g          A game.
 * @param sides      #CG_SIDES_LEFT, #CG_SIDES_RIGHT or #CG_SIDES_BOTH.
 * @param[out] out   Room for @p cap games (may be NULL when @p cap is 0).
 * @param cap        Size of @p out.
 * @param[out] count The size of the set.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument (@p out with
 *         @p cap > 0), @p g made with another context, or bad @p sides.
 * @retval CG_ERANGE More than @p cap (the first @p cap are written), or a
 *         number in an incentive does not fit (nothing written then).
 * @retval CG_ELIMIT The node limit was passed. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_incentive_set(cg_ctx *ctx, const cg_game *g, unsigned sides, const cg_game **out,
                          size_t cap, size_t *count);

/** @brief Whether g is dicotic (all-small): every subposition has moves for
 *         both players or for neither. O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.1 */
int cg_game_is_dicotic(const cg_game *g);

/** @brief Whether g is infinitesimal: -x < g < x for every positive number x,
 *         that is, both stops are 0 (0 itself counts). O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.1 */
int cg_game_is_infinitesimal(const cg_game *g);

/** @brief Whether g is hot: its temperature is positive (for a game that is not
 *         a number: its Left stop is above its Right stop). O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.1 */
int cg_game_is_hot(const cg_game *g);

/** @brief Whether g is cold: a number (temperature below 0). O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.1 */
int cg_game_is_cold(const cg_game *g);

/** @brief Whether g is tepid: temperature 0, that is, a number plus a non-zero
 *         infinitesimal. O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.1 */
int cg_game_is_tepid(const cg_game *g);

/** @brief Whether g is a switch {x | y}: one option a side, both numbers,
 *         x > y (for example ±1 = {1 | -1}). O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.1 */
int cg_game_is_switch(const cg_game *g);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_THERMAL_H */
