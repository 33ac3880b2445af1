/**
 * @file partizan.h
 * @brief Short partizan games in canonical form (Conway's theory).
 *
 * A game {L | R} is built from canonical games and canonicalised at once:
 * dominated options are removed and reversible ones bypassed until nothing
 * changes. Canonical games are *interned* in a cg_ctx: each distinct game exists
 * once per context, so two games are equal exactly when their pointers are, and
 * they live until cg_ctx_free() (cg_ctx_clear() drops the caches of sums and
 * comparisons, never the games). Two contexts are independent: a game remembers
 * the context that made it, and a function given a game with another context
 * returns #CG_EINVAL (since 1.1; 1.0 gave meaningless results).
 *
 * Each side's options are kept in a canonical order that does not depend on
 * how or when a game was made (since 1.2; before, the order of creation in the
 * context), so a game has one text and one index per option everywhere. Of
 * two games the first is: a number, if only one of them is (two numbers by
 * value, smaller first); else the one born earlier; among games of one
 * birthday, one of the form x + u.up + *m, if only one is (two such by x, then
 * u, then m); else the one with fewer Left options, then fewer Right options;
 * else the first option that differs decides, in this same order, Left
 * options before Right options.
 *
 * Values that dominate real play are recognised when they are made, and summed
 * and compared arithmetically: dyadic numbers, nimbers, and x + u.up + *m
 * (number, up-multiple, nimber). Everything else goes through the recursive
 * definitions, with caches for sums and comparisons. See @ref partizan_theory.
 *
 * Numbers are dyadic rationals num / 2^log2_den with 64-bit numerators,
 * log2_den at most #CG_GAME_MAX_LOG2_DEN and a magnitude of at most
 * #CG_GAME_MAX_INTEGER (a fraction's canonical form holds the integers on
 * both sides of it). Every way of making a number applies this one rule:
 * the constructors, the reader, sums, and a game given by its options that
 * equals a number ({0 | 1/2^1024}, 1 + 1/2^100 and {2^62 | } are
 * #CG_ERANGE, with a cg_error_detail() that states the range). Since 1.2 a
 * number is one game however large (1.1 made the chain n = {n-1 | }, ...,
 * 1 = {0 | } and stopped at 2^20): its options are made when they are first
 * asked for (cg_game_left(), cg_game_right()). Arithmetic that leaves the
 * range (a sum of two numbers near 2^62, of 1 and 1/2^100, a mean or a
 * temperature whose denominator passes 2^1024) is #CG_ERANGE with a
 * detail, never wrapped. Since 1.2 denominators go to 2^1024 (1.1: 2^62);
 * the texts write them in decimal, as CGSuite does (1/2^100 is
 * 1/1267650600228229401496703205376, since "1/2^100" is 1/2 plus 100 ups).
 * Recursion depth grows with the birthdays of games that are not numbers:
 * games born after day ~10000 may exhaust the C stack.
 *
 * Work is bounded by the context's node limit (cg_ctx_set_node_limit()): each
 * sum and each comparison evaluated for the first time (not found in the
 * caches) is one node, and a call that passes the limit returns #CG_ELIMIT,
 * keeping what it cached. Making one value of the fast paths (numbers,
 * nimbers, x + u.up + *m, within the bounds below) by a constructor or as one
 * term of the parser's text is not charged: its cost is bounded by those
 * bounds. A sum of such values is charged one node per game it makes and per
 * option of those games (since 1.1: a long sum such as "1+1+...+1" makes a
 * new value at every step, and so had no bound). Since 1.2 the work inside
 * a node is charged too, so that nodes follow time however wide the games:
 * every 8 steps of the inner loops (an option pair compared while dropping
 * dominated or reversible options, a candidate of a comparison, an option of
 * a sum or of a pass over the options) are one more node. Hot sums and games with wide options can need
 * millions of nodes; a program that takes games from untrusted text should
 * set a limit (the cookiegame tool does).
 *
 * Memory is bounded by the context's memory limit (cg_ctx_set_memory_limit(),
 * since 1.2; 1.1 ignored it here). The games of a context outlive the calls
 * that made them, so the limit bounds all the memory they hold (the games,
 * their options, the tables that find them, the caches and the
 * thermographs), checked before each growth: a call that would pass it
 * returns #CG_ENOMEM, cg_error_detail() says how much the games need, and the
 * games made so far stay valid (found again without new memory). The
 * comparison caches stop growing at a quarter of the limit; the sum and
 * negation caches stop growing at the limit. Without a limit, growth is
 * still checked against what the process may use (free memory, cgroup,
 * `ulimit -v`).
 */
#ifndef COOKIEGAME_PARTIZAN_H
#define COOKIEGAME_PARTIZAN_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief A canonical short game, interned in a context. @since 1.0 */
typedef struct cg_game cg_game;

/** @brief The largest magnitude of a number that a constructor, a sum, the
 *         parser or a game's options will build: 2^62, so that the sum or
 *         difference of two numbers in range never overflows 64 bits unseen
 *         (2^20 before 1.2, when n cost n games). A number is one game
 *         whatever its size (its options are made when read). @since 1.0 */
#define CG_GAME_MAX_INTEGER (INT64_C(1) << 62)
/** @brief The largest log2 of a denominator a number may have: 1024 (62
 *         before 1.2). A number is num / 2^k in lowest terms with num within
 *         64 bits, so past 2^62 the finer the denominator, the smaller the
 *         number: 1/2^1024 is held, 1 + 1/2^100 is not. @since 1.0 */
#define CG_GAME_MAX_LOG2_DEN 1024
/** @brief The largest nimber, 2^31 - 1 (1024 before 1.2): nim sums (xor) of
 *         nimbers up to it stay within it. x + *n is held as one game made by
 *         value, like a number; its n options a side (x + *k, k < n) are made
 *         when first read, so reading all of them costs O(n) memory: a
 *         comparison or sum with a game that is no x + u.up + *m reads them,
 *         while cg_game_left() makes only the option asked for. @since 1.0 */
#define CG_GAME_MAX_NIMBER 2147483647u
/** @brief The deepest recursion of the operations of 1.3 that walk a game's
 *         subpositions (compounds, products, companion, cooling, misère
 *         outcome, ...): each level is a C stack frame, so a game whose
 *         options nest deeper (born after about this day, and not a number,
 *         whose subpositions are never walked) is refused with #CG_ELIMIT and
 *         a detail rather than overflow the stack of the calling thread
 *         (2000 levels stay within 1 MiB, within 8 MiB under the sanitizers).
 *         @since 1.3 */
#define CG_GAME_MAX_RECURSION 2000
/** @brief The largest up multiple (n.up has birthday n + 1). @since 1.0 */
#define CG_GAME_MAX_UPS 4096

/**
 * @brief The game 0 = { | } of a context.
 * @param ctx Context.
 * @return The zero game, or NULL when @p ctx is NULL, out of memory or
 *         another thread is inside a call on @p ctx (the busy guard's
 *         #CG_EBUSY, which a pointer cannot carry).
 * @since 1.0
 */
const cg_game *cg_game_zero(cg_ctx *ctx);

/**
 * @brief The integer @p n.
 * @param ctx      Context.
 * @param n        The integer.
 * @param[out] out The game, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_ERANGE |n| > #CG_GAME_MAX_INTEGER. @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @since 1.0
 */
int cg_game_integer(cg_ctx *ctx, int64_t n, const cg_game **out);

/**
 * @brief The dyadic number num / 2^log2_den (reduced to lowest terms).
 * @param ctx       Context.
 * @param num       Numerator.
 * @param log2_den  log2 of the denominator, 0..#CG_GAME_MAX_LOG2_DEN.
 * @param[out] out  The game, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_ERANGE @p log2_den above #CG_GAME_MAX_LOG2_DEN,
 *         or the magnitude above #CG_GAME_MAX_INTEGER.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 * @since 1.1: @p log2_den above #CG_GAME_MAX_LOG2_DEN is #CG_ERANGE (1.0: #CG_EINVAL).
 */
int cg_game_dyadic(cg_ctx *ctx, int64_t num, uint32_t log2_den, const cg_game **out);

/**
 * @brief The nimber *n = {0, *, ..., *(n-1) | 0, *, ..., *(n-1)}.
 * @param ctx      Context.
 * @param n        The nimber's index (0 gives the game 0).
 * @param[out] out The game, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_ERANGE n > #CG_GAME_MAX_NIMBER.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 * @since 1.1: n above #CG_GAME_MAX_NIMBER is #CG_ERANGE (1.0: #CG_EINVAL).
 */
int cg_game_nimber(cg_ctx *ctx, uint32_t n, const cg_game **out);

/**
 * @brief n times up (up = {0 | *}); negative n gives down multiples.
 * @param ctx      Context.
 * @param n        The multiple, |n| <= #CG_GAME_MAX_UPS.
 * @param[out] out The game, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_ERANGE |n| > #CG_GAME_MAX_UPS.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 * @since 1.1: |n| above #CG_GAME_MAX_UPS is #CG_ERANGE (1.0: #CG_EINVAL).
 */
int cg_game_up(cg_ctx *ctx, int64_t n, const cg_game **out);

/**
 * @brief The canonical form of {left | right}.
 *
 * Options may repeat and come in any order. Dominated options are removed and
 * reversible ones bypassed until stable; the result is the unique canonical
 * game equal to {left | right}.
 *
 * @param ctx      Context the options belong to.
 * @param left     @p nleft Left options (may be NULL when nleft is 0).
 * @param nleft    Number of Left options.
 * @param right    @p nright Right options (may be NULL when nright is 0).
 * @param nright   Number of Right options.
 * @param[out] out The canonical game, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument (an option too), or an
 *         option made with another context.
 * @retval CG_ERANGE The game, or a number made while checking reversibility,
 *         is a number past the limits above ({0 | 1/2^1024} is 1/2^1025;
 *         cg_error_detail() says so).
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 * @since 1.1: charges the context's node limit (#CG_ELIMIT).
 */
int cg_game_new(cg_ctx *ctx, const cg_game *const *left, size_t nleft,
                const cg_game *const *right, size_t nright, const cg_game **out);

/**
 * @brief The disjunctive sum a + b, canonical. Cached in the context.
 * @param ctx      Context.
 * @param a        A game.
 * @param b        A game.
 * @param[out] out a + b, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_ERANGE A number in the result does not fit.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 * @since 1.1: charges the context's node limit (#CG_ELIMIT).
 */
int cg_game_sum(cg_ctx *ctx, const cg_game *a, const cg_game *b, const cg_game **out);

/**
 * @brief The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (Conway, ONAG;
 *        Winning Ways), CGSuite's OrdinalSum.
 *
 * A move in H leaves G alone; a move in G removes H. The result depends on
 * the forms of the operands, not only on their values ({-1 | 1}:1 is 1/2, 0:1
 * is 1, though {-1 | 1} = 0): the library takes the canonical forms of both,
 * as CGSuite does. Facts: 0:H = H, G:0 = G, 1:1 = 2, 1:-1 = 1/2, *a:*b =
 * *(a+b), and G:H has the sign of G when G != 0.
 *
 * Each pair of subpositions met by the recursion is one node of the node
 * limit, and the result of each is canonicalised as by cg_game_new().
 * @param ctx      Context.
 * @param g        The base G.
 * @param h        The subordinate H, played only until someone moves in G.
 * @param[out] out G:H, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE A number in the result does not fit.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels (an operand born after about day #CG_GAME_MAX_RECURSION,
 *         such as a large integer as @p h).
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_ordinal_sum(cg_ctx *ctx, const cg_game *g, const cg_game *h, const cg_game **out);

/**
 * @brief The conjunctive sum G &and; H = {G^L &and; H^L | G^R &and; H^R}
 *        (ONAG ch. 14, the conjunctive compound), CGSuite's ConjunctiveSum.
 *
 * A player moves in every component at once; play ends as soon as any
 * component has no move for the player to move. Defined on forms: the
 * library takes the canonical forms of both operands, as CGSuite does.
 * 0 &and; H = 0. Nodes, canonicalisation and statuses as
 * cg_game_ordinal_sum() (the recursion's depth follows the earlier birthday).
 * @param ctx      Context.
 * @param g        A game.
 * @param h        A game.
 * @param[out] out G &and; H, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE A number in the result does not fit.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_conjunctive_sum(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                            const cg_game **out);

/**
 * @brief The selective sum G &or; H = {G^L &or; H, G &or; H^L, G^L &or; H^L |
 *        the same for Right} (ONAG ch. 14, the selective compound), CGSuite's
 *        SelectiveSum.
 *
 * A player moves in any non-empty set of the components, and the compound
 * stays selective after a move in one of them, as in the literature
 * ([ONAG] ch. 14, [WW] ch. 9): on nimbers *a &or; *b = *(a+b), the heaps of
 * which one or both may be reduced. CGSuite's SelectiveSum differs: it
 * continues a move in one component as a disjunctive sum G^L + H, so that it
 * gives *8 for *5 &or; *6 where the definition gives *11; the library
 * follows the literature. Defined on forms: the library takes the canonical
 * forms of both operands (CGSuite keeps a form written in quotes). 0 &or; H
 * = H. Nodes, canonicalisation and statuses as
 * cg_game_ordinal_sum() (the recursion's depth follows the sum of the
 * birthdays).
 * @param ctx      Context.
 * @param g        A game.
 * @param h        A game.
 * @param[out] out G &or; H, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE A number in the result does not fit.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_selective_sum(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                          const cg_game **out);

/**
 * @brief The uptimal power G^->n (CGSuite's G.PowTo(n); Siegel, Combinatorial
 *        Game Theory, on uptimals): G^->0 = 0 and G^->n = G:(n-1), the
 *        ordinal sum by the integer n - 1.
 *
 * Unrolled, G^->1 = G and G^->n = {G^L, G^->(n-1) | G^R}; ^->n is `^[n]` =
 * `^<1> + ... + ^<n>` as cg_game_parse() reads `"^[n]"`. Defined for every G (the
 * uptimal theory uses it for G = {0 | H}); it depends on the canonical form
 * of G, which is the form used. Each link of the chain is one
 * canonicalisation, charged one node: linear in n.
 * @param ctx      Context.
 * @param g        The base G.
 * @param n        The exponent, 0 <= n <= #CG_GAME_MAX_UPS.
 * @param[out] out G^->n, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE @p n > #CG_GAME_MAX_UPS (with a detail), or a number in
 *         the result does not fit.
 * @retval CG_ENOMEM Out of memory. @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_pow_to(cg_ctx *ctx, const cg_game *g, uint32_t n, const cg_game **out);

/**
 * @brief The uptimal power G^n of a base G = {0 | H} (CGSuite's G.Pow(n);
 *        Siegel, Combinatorial Game Theory, on uptimals):
 *        G^n = {0 | H - G^->(n-1)}, so G^1 = G.
 *
 * `^^n` is `^<n>` as cg_game_parse() reads `"^<n>"` (`{0 | v[n-1]*}`); (1/2)^n is
 * 2^-n. The base must be {0 | H} in canonical form, one Left option 0 and one
 * Right option: any other base is refused, as CGSuite refuses it ("Invalid
 * base"). Cost: cg_game_pow_to() for n - 1, a negation, a sum and a
 * canonicalisation (^ itself goes through the chain the reader uses).
 * @param ctx      Context.
 * @param g        The base G = {0 | H}.
 * @param n        The exponent, 1 <= n <= #CG_GAME_MAX_UPS.
 * @param[out] out G^n, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, a game made with
 *         another context, or @p g not of the form {0 | H} (with a detail).
 * @retval CG_ERANGE @p n is 0 or above #CG_GAME_MAX_UPS (with a detail), or a
 *         number in the result does not fit.
 * @retval CG_ENOMEM Out of memory. @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_pow(cg_ctx *ctx, const cg_game *g, uint32_t n, const cg_game **out);

/**
 * @brief The uptimal expansion of g (CGSuite's UptimalExpansion): g = x +
 *        `a_1.^<1> + a_2.^<2> + ... + a_n.^<n>` + *m with x a number, m a
 *        nimber, the a_i integers and a_n != 0 (n = 0 for x + *m).
 *
 * `^<k>` is the uptimal unit (cg_game_pow() of ^, `"^<k>"` to cg_game_parse()).
 * Numbers, nimbers and x + u.^ + *m are uptimal; hot games such as {1 | -1}
 * are not, nor is tiny-1, {0 || 0 | -1}. snprintf-like for the coefficients: at
 * most @p cap are written, coef[i] = a_(i+1), and *len is n, written on
 * success and when @p cap is too small. The expansion is found from those of
 * the options and proved by one sum a subposition (`g^R + ^[k] + * = g`), each
 * distinct subposition charged one node, so an answer is never a guess. The
 * sums dominate the cost, which grows about as the square of the length of
 * the expansion: the 52 uptimal games born by day 3 take milliseconds,
 * `^<300>` passes a node limit of 10^6, and `^<1000>` took about 20 s
 * (the node limit is the bound to set for long expansions).
 * @param ctx         Context.
 * @param g           A game.
 * @param[out] number x, owned by @p ctx.
 * @param[out] nimber m.
 * @param[out] coef   Room for @p cap coefficients (may be NULL when @p cap is 0).
 * @param cap         Size of @p coef.
 * @param[out] len    n, the number of coefficients.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument (@p coef with
 *         @p cap > 0), or a game made with another context.
 * @retval CG_EDOMAIN @p g is not uptimal (with a detail); nothing written.
 * @retval CG_ERANGE More coefficients than @p cap (the first @p cap, x, m and
 *         *len are written), a coefficient past 64 bits, or a sum the proof
 *         needs past what the library holds, such as x + u.^ with u above
 *         #CG_GAME_MAX_UPS (`{0 | ^4096*}`; with a detail).
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_uptimal_expansion(cg_ctx *ctx, const cg_game *g, const cg_game **number,
                              uint32_t *nimber, int64_t *coef, size_t cap, size_t *len);

/**
 * @brief The uptimal expansion of g written as CGSuite writes it: the number
 *        x (left out when it is 0 and there is a nimber), `*m` for the nimber
 *        (`*` for *1, nothing for *0), a point, and one digit per coefficient
 *        a_1 ... a_n, or `0` when n = 0: "0.0" for 0, "0.1" for `^`, `"*.1-"` for
 *        `v*`, "73/16*8.9-" for `73/16 + v9 + *8`, `"*.12"` for `{0 || 0 | v*}`.
 *
 * A digit is |a_i| as 0-9, then A-Z for 10 to 35, then the number in
 * parentheses ("(36)"); a negative coefficient is followed by `-` (CGSuite
 * raises a dash over the digit). The number is written as cg_game_format()
 * writes numbers. The expansion is that of cg_game_uptimal_expansion(), at
 * its cost. snprintf semantics as for cg_game_format().
 * @param ctx      Context.
 * @param g        A game.
 * @param buf      Output (may be NULL when @p cap is 0).
 * @param cap      Size of @p buf.
 * @param[out] len Full length without the NUL; may be NULL.
 * @retval CG_OK Done. @retval CG_EINVAL NULL @p ctx or @p g, @p buf NULL with
 *         @p cap > 0, or a game made with another context.
 * @retval CG_EDOMAIN @p g is not uptimal (with a detail); nothing written.
 * @retval CG_ERANGE The text did not fit (truncated, NUL-terminated when
 *         cap > 0), a coefficient past 64 bits, or a sum past what the
 *         library holds, as for cg_game_uptimal_expansion().
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_EBUSY The context is in use by another thread.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_uptimal_expansion_format(cg_ctx *ctx, const cg_game *g, char *buf, size_t cap,
                                     size_t *len);

/**
 * @brief Whether g is uptimal (CGSuite's IsUptimal): whether
 *        cg_game_uptimal_expansion() has an expansion for it.
 * @param ctx      Context.
 * @param g        A game.
 * @param[out] yes 1 or 0, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_ERANGE A coefficient would pass 64 bits, or a sum past what
 *         the library holds, as for cg_game_uptimal_expansion().
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_is_uptimal(cg_ctx *ctx, const cg_game *g, int *yes);

/**
 * @brief Conway's product G.H = {G^L.H + G.H^L - G^L.H^L, G^R.H + G.H^R -
 *        G^R.H^R | G^L.H + G.H^R - G^L.H^R, G^R.H + G.H^L - G^R.H^L}
 *        ([ONAG] ch. 1), CGSuite's ConwayProduct.
 *
 * On numbers it is the ordinary product (3/2 . 1/4 = 3/8) and on nimbers nim
 * multiplication (*2.*2 = *3, *2.*3 = *1, *4.*4 = *6), both whatever the
 * forms ([ONAG] ch. 1 and 6). On other games the product depends on the
 * forms of the operands, not only on their values: {-1, 0 | 1} = 1/2, yet
 * with that form the definition gives {-1, 0 | 1}.^ = {^*3 | 0, *, *2},
 * while (1/2).^ = {^*3 | *2}. The library takes the canonical forms of both,
 * as CGSuite does, so that the result is a function of the values. Facts
 * that hold for every game: G.H = H.G (the definition is symmetric), 0.G =
 * 0, 1.G = G and -1.G = -G. It distributes over sums on numbers and on
 * nimbers (both are fields, [ONAG]), not in general.
 *
 * Products of two numbers and of two nimbers are made by arithmetic; other
 * pairs recurse over pairs of subpositions, each new pair one node of the
 * node limit, its result canonicalised as by cg_game_new(). The time follows
 * the size of the canonical forms made, which grows fast: of 2000 random
 * pairs of games born by day 3, about 98 % take under 10 ms, all but one or two
 * under 100 ms, the slowest about 0.25 s alone (doc/partizan.md, tests/bench).
 * @param ctx      Context.
 * @param g        A game.
 * @param h        A game.
 * @param[out] out G.H, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE A number, up multiple or nimber in the result does not
 *         fit (a product of numbers past the range, *32768.*65536 = *2^31
 *         past #CG_GAME_MAX_NIMBER).
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels (an operand born after about day #CG_GAME_MAX_RECURSION
 *         with an operand that is not a number).
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_conway_product(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                           const cg_game **out);

/**
 * @brief The ordinal product G &otimes; H = {G &otimes; H^L : G^L,
 *        G &otimes; H^R : -G^R | G &otimes; H^L : G^R, G &otimes; H^R : -G^L},
 *        CGSuite's OrdinalProduct.
 *
 * CGSuite describes it as replacing every blue edge of a Hackenbush stalk H
 * by a copy of G and every red edge by a copy of -G; on canonical forms that
 * gives n &otimes; m = nm for integers and *a &otimes; *b = *(ab) (an
 * ordinary, not a nim, product), but not every picture (2 = {1 | } has lost
 * the move to 0). The definition is CGSuite's ([CGSuite], its documentation
 * of OrdinalProduct): we found it in no published text, so the facts stated
 * here are those that follow from the definition by induction, which the
 * tests check: G &otimes; 0 = 0 &otimes; H = 0, G &otimes; 1 = 1 &otimes; G
 * = G, G &otimes; 2 = {G:G^L | G:G^R}, G &otimes; -H = -(G &otimes; H).
 * CGSuite also states that it is associative and left-distributive over
 * ordinal sums; the library does not rely on it.
 *
 * Each ordinal sum is taken on the form of G &otimes; H^X that the
 * definition builds, not on its canonical form: an ordinal sum depends on the
 * form of its base ({-1 | 1}:1 = 1/2 but 0:1 = 1), and CGSuite too takes
 * each ordinal sum on the compound as built. It matters: ^*3 &otimes; v* =
 * {0, *2, *4 | 0, *}, where canonical bases would give {0, *2, *3 | 0, *}.
 * G and H themselves are taken in canonical form, as CGSuite does. Nodes, canonicalisation and statuses as
 * cg_game_ordinal_sum() (the recursion's depth follows the birthdays of both).
 * @param ctx      Context.
 * @param g        The game G put in place of each edge.
 * @param h        The game H whose edges are replaced.
 * @param[out] out G &otimes; H, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE A number in the result does not fit.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_ordinal_product(cg_ctx *ctx, const cg_game *g, const cg_game *h,
                            const cg_game **out);

/**
 * @brief The integer multiple n.G = G + ... + G (n copies); (-n).G =
 *        -(n.G) and 0.G = 0.
 *
 * Made by doubling: at most about 2 log2 |n| sums, each charged to the node
 * limit as by cg_game_sum(). Any n is accepted, INT64_MIN included; a
 * multiple past what the library holds (a number past the range, more than
 * #CG_GAME_MAX_UPS ups) is refused. Numbers, x + u.up + *m and games whose
 * multiples stay small are fast for any n; a game whose multiples grow
 * ({0 | v*}: n.G has n levels) costs time growing fast with n, since each
 * doubling adds two large games (about 9 s for 256.{0 | v*}; 7.G of a game
 * born by day 3 has up to 1640 followers and takes up to seconds, most
 * under 10 ms: doc/partizan.md), and is bounded by the node limit.
 * @param ctx      Context.
 * @param g        A game.
 * @param n        The multiple, any int64_t.
 * @param[out] out n.G, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE The multiple does not fit (detail set).
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_multiple(cg_ctx *ctx, const cg_game *g, int64_t n, const cg_game **out);

/**
 * @brief The negative -a = {-a^R | -a^L}.
 * @param ctx      Context.
 * @param a        A game.
 * @param[out] out -a, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_ERANGE A number does not fit (-2^63). @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @since 1.0
 */
int cg_game_neg(cg_ctx *ctx, const cg_game *a, const cg_game **out);

/**
 * @brief Compare two games: -1 when a < b, 0 when a = b, 1 when a > b, 2 when
 *        they are confused (incomparable).
 * @param ctx      Context.
 * @param a        A game.
 * @param b        A game.
 * @param[out] rel The relation, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context. @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 * @since 1.1: charges the context's node limit (#CG_ELIMIT).
 */
int cg_game_compare(cg_ctx *ctx, const cg_game *a, const cg_game *b, int *rel);

/**
 * @brief The outcome class: #CG_OUTCOME_L (Left wins whoever starts), R, N (the
 *        player to move wins) or P (the player to move loses), from the sign of g.
 * @param ctx      Context.
 * @param g        A game.
 * @param[out] out The outcome, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context. @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 * @since 1.1: charges the context's node limit (#CG_ELIMIT).
 */
int cg_game_outcome(cg_ctx *ctx, const cg_game *g, cg_outcome *out);

/**
 * @brief The misère outcome class of the canonical form of g (CGSuite's
 *        MisereOutcomeClass): play on it where the player who cannot move
 *        WINS. #CG_OUTCOME_L, R, N or P as for cg_game_outcome().
 *
 * Misère play depends on the form, not only on the value: 0 = {|} is N (the
 * player to move has no move and wins) while {-1 | 1}, equal to 0, is P. The
 * library plays the canonical form, the one form it keeps for each value, as
 * CGSuite does. Examples: 0 is N, * is P, 1 = {0 | } is R (Right has no move;
 * Left must move to 0, where Right, to move, wins), -1 is L, ^ = {0 | *} is R.
 *
 * Each subposition met is one node of the node limit; integers are settled
 * at once (0 is N, n > 0 is R, n < 0 is L).
 * @param ctx      Context.
 * @param g        A game.
 * @param[out] out The misère outcome, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels (a game born after about day #CG_GAME_MAX_RECURSION that
 *         is not a number).
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_misere_outcome(cg_ctx *ctx, const cg_game *g, cg_outcome *out);

/**
 * @brief The stop count (CGSuite's StopCount): the number of runs of play in
 *        the game tree of the canonical form, either player moving at each
 *        turn, that end at the first number reached, counted with
 *        multiplicity: SC(x) = 1 for a number x, otherwise SC(G) = the sum of
 *        SC(G^L) over the Left options plus the sum of SC(G^R) over the Right
 *        options.
 *
 * Examples: SC(x) = 1 for every number (0 included), SC(*) = 2, SC(^) = 3
 * (^ = {0 | *}), SC({1 | -1}) = 2, SC(*n) = 2 * 3^(n-1). Each subposition is
 * added up once (one node of the node limit); the count itself can be
 * exponential in the number of subpositions.
 * @param ctx        Context.
 * @param g          A game.
 * @param[out] count The count, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE The count passes 2^64 - 1 (*41 already does).
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_stop_count(cg_ctx *ctx, const cg_game *g, uint64_t *count);

/**
 * @brief The number of followers of g (CGSuite's FollowerCount): the distinct
 *        subpositions of its canonical form, g itself included, as CGSuite
 *        counts them.
 *
 * Examples: 0 has 1 follower (0), * has 2 (*, 0), ^ = {0 | *} has 3, *2 has 3,
 * the integer n has |n| + 1. Each follower is one node of the node limit,
 * which bounds the walk: the options of a number are made as they are read
 * (an integer n has n + 1 followers).
 * @param ctx        Context.
 * @param g          A game.
 * @param[out] count The number, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_follower_count(cg_ctx *ctx, const cg_game *g, uint64_t *count);

/**
 * @brief The followers of g (CGSuite's Followers): the distinct subpositions
 *        of its canonical form, g itself included, in the canonical order of
 *        games (see the top of this file), so numbers first.
 *
 * *count is the number of followers, written on success and when @p cap is
 * too small; the list is written only when it fits (@p out may be NULL when
 * @p cap is 0, to ask for the count): the count is found first, numbers by
 * arithmetic as in cg_game_follower_count(), so that a list too long to hold
 * (the 10^9 + 1 followers of 10^9) is told at once and never made. Example:
 * the followers of ^ = {0 | *} are 0, *, ^. Nodes as cg_game_follower_count(),
 * and one per follower listed.
 * @param ctx        Context.
 * @param g          A game.
 * @param[out] out   Room for @p cap games, owned by @p ctx.
 * @param cap        Size of @p out.
 * @param[out] count The number of followers.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument (@p out with @p cap >
 *         0), or a game made with another context.
 * @retval CG_ERANGE More followers than @p cap (*count written, nothing in
 *         @p out).
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed (nothing written).
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_followers(cg_ctx *ctx, const cg_game *g, const cg_game **out, size_t cap,
                      size_t *count);

/** @brief Whether g is an integer (CGSuite's IsInteger). O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.3 */
int cg_game_is_integer(const cg_game *g);

/** @brief Whether g is a nimber *m, m >= 0, 0 included (CGSuite's IsNimber).
 *         O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.3 */
int cg_game_is_nimber(const cg_game *g);

/** @brief Whether g is numberish (CGSuite's IsNumberish; [CGT]): g - x
 *         is infinitesimal for some number x, that is, the Left and Right
 *         stops are equal. Numbers count, and so do x + ^, x + *; {1 | -1}
 *         does not. O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.3 */
int cg_game_is_numberish(const cg_game *g);

/** @brief Whether g is an ordinal (CGSuite's IsOrdinal): a game {ordinals | }
 *         with no Right option [ONAG]; the short ordinals are the integers
 *         n >= 0. O(1). 0 for NULL.
 *  @param g A game. @return 1 or 0. @since 1.3 */
int cg_game_is_ordinal(const cg_game *g);

/** @brief Whether g is an idempotent, g + g = g (CGSuite's IsIdempotent):
 *         subtracting g gives g = 0, the only short idempotent. O(1). 0 for
 *         NULL.
 *  @param g A game. @return 1 or 0. @since 1.3 */
int cg_game_is_idempotent(const cg_game *g);

/**
 * @brief Whether the canonical form of g is even ([ONAG]; CGSuite's
 *        IsEven): g is 0, or every option of g is odd.
 *
 * Odd: g is not 0 and every option is even (cg_game_is_odd()). So the
 * integers alternate (0, 2 even; 1, -1 odd), * is odd and 1* = {1 | 1} even,
 * while 1/2 = {0 | 1} and ^ = {0 | *} are neither. Decided on the canonical
 * form, as CGSuite does; each subposition met is one node of the node limit.
 * @param ctx      Context.
 * @param g        A game.
 * @param[out] yes 1 or 0, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed, or the recursion would run
 *         deeper than #CG_GAME_MAX_RECURSION levels.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_is_even(cg_ctx *ctx, const cg_game *g, int *yes);

/** @brief Whether the canonical form of g is odd ([ONAG]; CGSuite's
 *         IsOdd): g is not 0 and every option of g is even. See
 *         cg_game_is_even(). Arguments and statuses as cg_game_is_even().
 *  @param ctx Context. @param g A game. @param[out] yes 1 or 0.
 *  @return As cg_game_is_even(). @since 1.3 */
int cg_game_is_odd(cg_ctx *ctx, const cg_game *g, int *yes);

/**
 * @brief Whether g is even-tempered ([CGT]; CGSuite's IsEvenTempered):
 *        g is a number, or every option of its canonical form is odd-tempered.
 *
 * Odd-tempered: g is not a number and every option is even-tempered
 * (cg_game_is_odd_tempered()). Numbers are even-tempered; *, x* and {1 | -1}
 * odd-tempered; ^, *2 and {1 | *} neither. Nodes and statuses as
 * cg_game_is_even().
 * @param ctx      Context.
 * @param g        A game.
 * @param[out] yes 1 or 0, written only on success.
 * @return As cg_game_is_even().
 * @since 1.3
 */
int cg_game_is_even_tempered(cg_ctx *ctx, const cg_game *g, int *yes);

/** @brief Whether g is odd-tempered ([CGT]; CGSuite's IsOddTempered):
 *         g is not a number and every option of its canonical form is
 *         even-tempered. See cg_game_is_even_tempered().
 *  @param ctx Context. @param g A game. @param[out] yes 1 or 0.
 *  @return As cg_game_is_even(). @since 1.3 */
int cg_game_is_odd_tempered(cg_ctx *ctx, const cg_game *g, int *yes);

/**
 * @brief Whether g is a number plus a tiny or a miny (CGSuite's IsNumberTiny):
 *        its canonical form is {x || x | y} with x a number and mean(y) < x
 *        (x + tiny), or {y | x || x} with mean(y) > x (x + miny); or a
 *        number (x + 0), as CGSuite counts numbers (since its own test cases
 *        say 0, 5 and 25/16 are number-tiny).
 *
 * A tiny is {0 || 0 | -H} for H large ([WW]; [CGT]: tiny-H), so x + tiny
 * has the canonical form {x || x | x - H}. CGSuite's documentation words the
 * condition on values, g = x + {0 || 0 | H} with H <= -e for some number
 * e > 0; its code reads the shape above off the canonical form with the test
 * on the mean, and so does the library. The tests check that the two agree
 * on every game born by day 3. Examples: {0 || 0 | -1} (tiny-1) and
 * 2 + tiny-1 = {2 || 2 | 1} yes, {1 | 0 || 0} (miny-1) yes, 0 and 3/4 yes, ^ = {0 | *}, *
 * and {1 | -1} no. Costs the thermograph of y when the
 * shape fits (one node per game computed).
 * @param ctx      Context.
 * @param g        A game.
 * @param[out] yes 1 or 0, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game made with
 *         another context.
 * @retval CG_ERANGE A value of the thermograph does not fit.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.3
 */
int cg_game_is_number_tiny(cg_ctx *ctx, const cg_game *g, int *yes);

/** @brief Number of Left options of the canonical form (0 for NULL).
 *  @param g A game. @return The count. @since 1.0 */
size_t cg_game_left_count(const cg_game *g);
/** @brief Left option @p i (0-based, in the canonical order of options: see the
 *         top of this file), or NULL out of range.
 *
 *  The options of a number are made in its context when first asked for
 *  (since 1.2): this call then counts as a call on that context (#CG_EBUSY
 *  rules, its memory limit), and returns NULL when the context is busy in
 *  another thread or out of memory.
 *  @param g A game. @param i Index. @return The option. @since 1.0 */
const cg_game *cg_game_left(const cg_game *g, size_t i);
/** @brief Number of Right options of the canonical form (0 for NULL).
 *  @param g A game. @return The count. @since 1.0 */
size_t cg_game_right_count(const cg_game *g);
/** @brief Right option @p i (0-based, in the canonical order of options), or
 *         NULL out of range, busy or out of memory (as cg_game_left()).
 *  @param g A game. @param i Index. @return The option. @since 1.0 */
const cg_game *cg_game_right(const cg_game *g, size_t i);

/** @brief Whether g is a number (0 for NULL).
 *  @param g A game. @return 1 or 0. @since 1.0 */
int cg_game_is_number(const cg_game *g);

/**
 * @brief The value of a number as num / 2^log2_den in lowest terms.
 * @param g              A game.
 * @param[out] num       Numerator, written only on success.
 * @param[out] log2_den  log2 of the denominator, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_EDOMAIN @p g is not a number.
 * @since 1.0
 */
int cg_game_number(const cg_game *g, int64_t *num, uint32_t *log2_den);

/**
 * @brief The birthday: 0 for 0, else 1 + the largest birthday of an option of
 *        the canonical form.
 * @param g         A game.
 * @param[out] day  The birthday, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_ERANGE The birthday does not fit in 32 bits (a number past 2^32
 *         or a game with one among its subpositions):
 *         cg_game_birthday64() gives it.
 * @since 1.0
 * @since 1.2: #CG_ERANGE also for a game with a number past 2^32 among its
 *        subpositions.
 */
int cg_game_birthday(const cg_game *g, uint32_t *day);

/**
 * @brief The birthday, in 64 bits: the integer n is born on day |n|, and
 *        m/2^k (m odd, k >= 1) on day floor(|m/2^k|) + k + 1. O(1), no
 *        allocation; the game is only read.
 * @param g         A game.
 * @param[out] day  The birthday, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @since 1.2
 */
int cg_game_birthday64(const cg_game *g, uint64_t *day);

/**
 * @brief The Left stop and Right stop: the number reached when Left (Right)
 *        moves first and both play to the first number.
 * @param g               A game.
 * @param[out] left_num   Left stop numerator (written only on success).
 * @param[out] left_log2  Left stop log2 denominator.
 * @param[out] right_num  Right stop numerator.
 * @param[out] right_log2 Right stop log2 denominator.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @since 1.0
 */
int cg_game_stops(const cg_game *g, int64_t *left_num, uint32_t *left_log2,
                  int64_t *right_num, uint32_t *right_log2);

/**
 * @brief The mean value and the temperature of g, from its thermograph.
 *
 * A number x has mean x and temperature -1/2^k (x = m/2^k, m odd; -1 for
 * integers), following CGSuite.
 *
 * @param ctx             Context.
 * @param g               A game.
 * @param[out] mean_num   Mean numerator (written only on success).
 * @param[out] mean_log2  Mean log2 denominator.
 * @param[out] temp_num   Temperature numerator.
 * @param[out] temp_log2  Temperature log2 denominator.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument, or a game
 *         made with another context.
 * @retval CG_ERANGE A value does not fit.
 * @retval CG_ELIMIT The node limit was reached (the thermograph charges one
 *         node per game it computes). @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_game_thermal(cg_ctx *ctx, const cg_game *g, int64_t *mean_num, uint32_t *mean_log2,
                    int64_t *temp_num, uint32_t *temp_log2);

/**
 * @brief Write g in CGSuite's ASCII notation: integers, a/2^k as "a/2^k" in
 *        lowest terms (e.g. "3/4"), "*", "*n", "^", "v", "^^", "^n", combined as in
 *        "1/2^*" (number, ups, nimber), "+-x" for {x | -x}, and "{L|R}" otherwise,
 *        with "||", "|||" when an option is itself written with bars.
 *
 * snprintf semantics: at most @p cap bytes including the NUL; *len is the full
 * length (SIZE_MAX if it is longer). The text is a tree over the game's DAG of
 * options, so it can be exponentially longer than the game (a game made of
 * n nested {G | G} has about 2^n characters): writing stops when @p buf is
 * full, and the full length is counted once per distinct game (since 1.1;
 * 1.0 walked the whole text, which could take forever).
 *
 * cg_game_format_ex() with #CG_FORMAT_CGSUITE writes the style CGSuite itself
 * prints (Tiny, Miny, uptimal powers, +-G for every switch); this function's
 * text does not change.
 *
 * @param ctx      Context.
 * @param g        A game.
 * @param buf      Output (may be NULL when @p cap is 0).
 * @param cap      Size of @p buf.
 * @param[out] len Full length without the NUL; @p len may be NULL (1.1).
 * @retval CG_OK Done. @retval CG_EINVAL NULL @p ctx or @p g, @p buf NULL with
 *         @p cap > 0, or a game made with another context.
 * @retval CG_ERANGE The text did not fit (truncated, NUL-terminated when cap > 0).
 * @retval CG_ENOMEM Out of memory (the lengths of the distinct subgames are
 *                   memoised while writing).
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 */
int cg_game_format(cg_ctx *ctx, const cg_game *g, char *buf, size_t cap, size_t *len);

/** cg_game_format_ex() flag: write as CGSuite prints (since 1.2). */
#define CG_FORMAT_CGSUITE 1u

/**
 * @brief Write g in the style chosen by @p flags: 0 is exactly
 *        cg_game_format(); #CG_FORMAT_CGSUITE writes it as CGSuite prints it.
 *
 * CGSuite's style differs from the library's own in these points only:
 * - the uptimal powers x + `^<n>` and x + `^[n]` (n >= 2) and their
 *   negatives, each plus any nimber, are written `1^<3>*`, `v[4]`, `^[2]*3`
 *   (other sums of uptimal powers are written in braces, as CGSuite does);
 * - every switch {G | -G} is written `+-G`, and {G, H | -G, -H} `+-{G,H}`;
 *   G is in parentheses when it is a sum of parts: `+-(1*)`, `+-(Tiny(2))`,
 *   but `+-1`, `+-^`, `+-{2|1}`;
 * - {x || x | y} with x a number and mean(y) < x is written `xTiny(x-y)`,
 *   and its negative {y | x || x} `xMiny(y-x)`, without x when x = 0:
 *   `Tiny(3/2)`, `2Tiny({3|1})`;
 * - at most four bars in a row: an option that would need more keeps its
 *   braces, as in `{5||||4|||3||2|1}` and `{6|{5||||4|||3||2|1}}`.
 *
 * Options are listed in the library's canonical order of options (see the
 * top of this file), which may differ from the order CGSuite lists them in.
 * Every text either style writes reads back as the same game with
 * cg_game_parse(), as long as its braces nest at most #CG_GAME_MAX_NESTING
 * deep (the reader's bound: the library's style writes the uptimal power
 * `^<n>`, n past about 1000, as braces nested deeper; CGSuite's style writes
 * it by name).
 *
 * Length, truncation and time as for cg_game_format(). CGSuite's style may
 * make games in the context (a Tiny's subscript, negatives) and compute
 * thermographs (means): it charges the context's node limit.
 *
 * @param ctx      Context.
 * @param g        A game.
 * @param flags    0 or #CG_FORMAT_CGSUITE.
 * @param buf      Output (may be NULL when @p cap is 0).
 * @param cap      Size of @p buf.
 * @param[out] len Full length without the NUL; may be NULL.
 * @retval CG_OK Done. @retval CG_EINVAL NULL @p ctx or @p g, @p buf NULL with
 *         @p cap > 0, a game made with another context, or an unknown bit in
 *         @p flags.
 * @retval CG_ERANGE The text did not fit (truncated, NUL-terminated when cap > 0).
 * @retval CG_ELIMIT CGSuite's style: the node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.2
 */
int cg_game_format_ex(cg_ctx *ctx, const cg_game *g, unsigned flags, char *buf, size_t cap,
                      size_t *len);

/**
 * @brief Read a game: everything cg_game_format() writes, plus sums "a+b",
 *        differences "a-b", negation "-a", parentheses and whitespace.
 *
 * A term is a number part, an ups part and a nimber part, each optional but
 * not all absent, in that order and without spaces:
 * - the number: an integer "n" or a fraction "a/b" whose denominator b is a
 *   power of two written out ("1/1024"; "1/3" is #CG_EPARSE at the "3");
 * - the ups: "^" or "v" repeated ("^^^" = 3 ups) or followed by a count
 *   ("^3", "v12"); so a '^' right after a number always begins the ups part:
 *   "1/2^10" is 1/2 plus ten ups, not 1/1024, and "2^" is 2 + up;
 * - the nimber: "*" or "*n".
 *
 * As in the output of cg_game_format(), a minus sign written directly before
 * the digits of a term's number part negates that number only: "-1v*" is
 * -1 + v + * (not -(1v*) = -1^*), while "-(1v*)" and "2-1v*" = 2 - (1v*)
 * negate the whole term. Every text cg_game_format() writes reads back as the
 * same game, as long as its braces nest at most #CG_GAME_MAX_NESTING deep
 * (see cg_game_format_ex()).
 *
 * "+-" is always CGSuite's +- operator, also after another term (since 1.2;
 * before, "3+-1" was read as 3 + (-1) = 2): "+-G" is {G | -G} for any term G,
 * "3+-1" is 3 + {1 | -1} = {4 | 2}, "+-1+-2" is {1|-1} + {2|-2}, and
 * "+-{a, b, ...}" with a list of options (no bar) is {a, b, ... | -a, -b,
 * ...}, as in "+-{1,1*}". A sum with a negative term needs a space or
 * parentheses: "3 + -1" and "3+(-1)" are 2.
 *
 * Also since 1.2, CGSuite's other short-game notations: the uptimal powers
 * `^<n>` (up-nth: `^<1>` is ^, `^<n>` = {0 | v[n-1]*}) and `^[n]` (the sum
 * `^<1> + ... + ^<n>`), `v<n>`, `v[n]`, 1 <= n <= #CG_GAME_MAX_UPS, after a
 * number part and before a nimber part ("1/2^<2>*2"); "Tiny(G)" =
 * {0 || 0 | -G} and "Miny(G)" = {G | 0 || 0}, after a number part as CGSuite
 * prints them ("2Tiny(2)" = 2 + Tiny(2)); explicit forms in quotes
 * (braces in single quotes, read as their value); "*(e)" for an expression e equal to an
 * integer 0..#CG_GAME_MAX_NIMBER. "2^3" stays 2 plus three ups (as both this
 * library and CGSuite print it), so CGSuite's arithmetic on powers,
 * "3^22/2^72", is #CG_EPARSE naming the '/'.
 *
 * Braces and parentheses nest up to #CG_GAME_MAX_NESTING deep (since 1.1; 1.0
 * refused about 67 levels as malformed). Reading builds the game, so its sums
 * and new games charge the context's node limit, from zero at each call.
 *
 * @param ctx      Context.
 * @param text     NUL-terminated text.
 * @param[out] out The canonical game, owned by @p ctx; written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL argument.
 * @retval CG_EPARSE Malformed text (any bytes are safe); cg_error_detail()
 *         says what is wrong at which offset.
 * @retval CG_ERANGE A number does not fit, or nesting deeper than
 *         #CG_GAME_MAX_NESTING; cg_error_detail() names the number's
 *         offset and the bound. @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed while building the game.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 * @since 1.1: building the game charges the context's node limit (#CG_ELIMIT).
 * @since 1.2: cg_error_detail() explains #CG_EPARSE and #CG_ERANGE.
 */
int cg_game_parse(cg_ctx *ctx, const char *text, const cg_game **out);

/** @brief How deep braces, parentheses and prefix signs may nest in text read
 *         by cg_game_parse(). @since 1.1 */
#define CG_GAME_MAX_NESTING 1000

/**
 * @brief cg_game_parse(), also saying where reading stopped.
 *
 * On #CG_EPARSE or #CG_ERANGE, @p error_offset receives the byte offset in
 * @p text where the reader found what it could not accept: the first
 * character that is not part of a game ("{1|2}x" gives 5), the denominator
 * of "1/3" (2), the end of the text for a brace never closed. Otherwise it is
 * left alone.
 *
 * Since 1.2 cg_error_detail() says, on #CG_EPARSE and #CG_ERANGE, what is
 * wrong and at which byte offset, in one sentence that the cookiegame tool
 * and the bindings print as it is: "the brace '{' at offset 0 is never
 * closed: its '}' is missing", "the denominator 3 at offset 2 is not a power
 * of two (write 3/4, 1/1024)", "'x' at offset 5 follows a complete game (join
 * games with '+' or '-')", "the count after '*' at offset 1 passes 2147483647
 * (*2147483647 is the largest nimber the library holds)". cg_game_parse() sets the same
 * sentences. Also since 1.2, a number whose magnitude is out of range is
 * reported at its first digit (1.1: after the term), and a run of ups or
 * downs that is too long at its first '^' or 'v' (1.1: after the run).
 *
 * @param ctx               Context.
 * @param text              NUL-terminated text.
 * @param[out] out          The canonical game, written only on success.
 * @param[out] error_offset Where reading stopped, on CG_EPARSE or CG_ERANGE; may be NULL.
 * @return As cg_game_parse().
 * @since 1.1
 */
int cg_game_parse_ex(cg_ctx *ctx, const char *text, const cg_game **out, size_t *error_offset);

/**
 * @brief Called once per game by cg_games_enumerate(); non-zero stops.
 * @param user_data The pointer given to cg_games_enumerate().
 * @param g         A canonical game (owned by the context).
 * @since 1.0
 */
typedef int (*cg_game_fn)(void *user_data, const cg_game *g);

/**
 * @brief Every canonical game born by @p day, each once, day by day.
 *
 * Day d's games are the canonical forms of {L | R} with L and R antichains of
 * the games born by day d-1 (a dominated option never survives
 * canonicalisation, so antichains suffice); their number is 1, 4, 22, 1474 for
 * days 0..3. Day 4 is far too large (about 3 * 10^12) and is refused.
 *
 * @param ctx        Context.
 * @param day        0..3.
 * @param each       Called per game (may be NULL to only count).
 * @param user_data  Passed to @p each.
 * @param[out] count Number of games (may be NULL), written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL ctx. @retval CG_ERANGE day > 3.
 * @retval CG_ECANCELED @p each returned non-zero. @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed: day 3 takes about 5 * 10^4 nodes.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 * @since 1.1: charges the context's node limit (#CG_ELIMIT).
 */
int cg_games_enumerate(cg_ctx *ctx, uint32_t day, cg_game_fn each, void *user_data,
                       uint64_t *count);

/**
 * @brief The number of canonical games born by @p day (by constructing them).
 * @param ctx        Context.
 * @param day        0..3.
 * @param[out] count The number, written only on success.
 * @retval CG_OK Done. @retval CG_EINVAL NULL @p ctx or @p count.
 * @retval CG_ERANGE day > 3. @retval CG_ENOMEM Out of memory.
 * @retval CG_ELIMIT The node limit was passed (as cg_games_enumerate()).
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_games_born_by(cg_ctx *ctx, uint32_t day, uint64_t *count);

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_PARTIZAN_H */
