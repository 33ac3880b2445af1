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
 * - G cooled by t, G_t, is G for a number, the mean of G for t above G's
 *   temperature, and {G^L_t - t | G^R_t + t} otherwise;
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
 * @since 1.1
 */
int cg_game_orthodox_move(cg_ctx *ctx, const cg_game *g, cg_side side, size_t *index);

/** @} */

/* ------------------------------------------------------------------------- */
/** @name Cooling, heating and Norton multiplication */
/** @{ */

/**
 * @brief G cooled by t (t >= 0), canonical.
 * @param ctx      Context of g.
 * @param g        A game.
 * @param t        The temperature to cool by, t >= 0.
 * @param[out] out G_t, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, t < 0, or @p g made
 *         with another context.
 * @retval CG_ERANGE A number does not fit, or @p t has a denominator above
 *         2^#CG_GAME_MAX_LOG2_DEN.
 * @retval CG_ELIMIT The node limit was reached. @retval CG_ENOMEM Out of memory.
 * @since 1.1
 */
int cg_game_cool(cg_ctx *ctx, const cg_game *g, cg_dyadic t, const cg_game **out);

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
 *         was reached, or the recursion would run deeper than 10000 levels.
 * @retval CG_ENOMEM Out of memory.
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
 * @since 1.1
 */
int cg_game_norton(cg_ctx *ctx, const cg_game *g, const cg_game *u, const cg_game **out);

/** @} */

/* ------------------------------------------------------------------------- */
/** @name Infinitesimals: atomic weight and reduced canonical form */
/** @{ */

/**
 * @brief The atomic weight of an all-small game (by the atomic weight
 *        calculus, with its integer exceptions), canonical.
 *
 * With G'' = {aw(G^L) - 2 | aw(G^R) + 2}, aw(G) = G'' unless G'' is an
 * integer. Then G is compared with a remote star *N (N above every nimber
 * among G's subpositions): if G < *N, aw(G) is the least integer n with n not
 * <= aw(G^L) - 2 for every G^L; if G > *N, the greatest integer n with n not
 * >= aw(G^R) + 2 for every G^R; if G is confused with *N, G''.
 * aw(n.up + *m) = n at once. Each other distinct subposition is charged one
 * node. See @ref thermal_atomic_weight.
 * @param ctx      Context of g.
 * @param g        A game.
 * @param[out] out The atomic weight, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_EDOMAIN @p g is not all-small (cg_game_is_dicotic()).
 * @retval CG_ERANGE A number does not fit. @retval CG_ELIMIT The node limit
 *         was reached. @retval CG_ENOMEM Out of memory.
 * @since 1.1
 */
int cg_game_atomic_weight(cg_ctx *ctx, const cg_game *g, const cg_game **out);

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
 * @since 1.1
 */
int cg_game_reduced(cg_ctx *ctx, const cg_game *g, const cg_game **out);

/** @} */

/* ------------------------------------------------------------------------- */
/** @name Incentives and predicates */
/** @{ */

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
 * @since 1.1
 */
int cg_game_incentives(cg_ctx *ctx, const cg_game *g, cg_side side, const cg_game **out,
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
