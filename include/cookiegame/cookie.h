/**
 * @file cookie.h
 * @brief The spoiled-cookie game of Propp and Ullman [PU92] (see @ref references).
 *
 * A position is a multiset of heap sizes: each heap is a cookie and its size the
 * number of days before it spoils. A move eats one cookie whose heap is not 0 and
 * ages every other cookie by one day (never below 0). Whoever eats the last edible
 * cookie wins (normal play).
 *
 * Heaps are kept sorted ascending; the index `k` of the functions below is 0-based
 * into that order, and option `k` is the position after eating heap `k`.
 *
 * Terms (see the "Spoiled cookies" theory page):
 * - surplus: s = max over 0 <= k <= n of (k - a_k), with the heaps numbered from 1
 *   as in the papers (a_1 the smallest; index 0 of the API) and a_0 = 0;
 * - deletion: drop the s smallest heaps; depletion: cap every heap at the number
 *   of heaps; the reduced form is the depletion of the deletion. A position and
 *   its reduced form have the same outcome, Grundy value, remoteness and suspense;
 * - a reduced position with n heaps is strict when no heap size below n repeats;
 *   a position is strict when its reduced form is;
 * - C^{n,d}: the critical positions, a chain in the dominance order; the D-value of
 *   a strict position with n heaps is the largest d with position >= C^{n,d}. It is
 *   the game's strategic duration: the winner can make the game last exactly D
 *   moves, and D is odd exactly for N-positions.
 *
 * Strict positions are answered from that theory in O(n log n) time. Every other
 * question is answered by a memoised search over reduced forms kept in a ::cg_ctx,
 * bounded by the context's node limit. Where no search is needed, `ctx` may be NULL.
 *
 * The search charges each new position it evaluates 1 + m^2/256 nodes, m its
 * number of heaps (since 1.2; 1 in 1.1): its m options are each reduced and
 * looked up in O(m), so this keeps nodes in step with time. Positions of up
 * to 16 heaps count one node, as before; one of 60 heaps counts 15. "More new
 * positions than the node limit allows" below means these weighted nodes.
 */
#ifndef COOKIEGAME_COOKIE_H
#define COOKIEGAME_COOKIE_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief The largest reduced form, in heaps, that the memoised search accepts.
 *
 * A search keeps every position on its current line of play, so its memory
 * grows with the square of the number of heaps, and the number of positions
 * below a non-strict position grows exponentially. Searching functions return
 * #CG_ERANGE for larger reduced forms instead of exhausting memory. Strict
 * positions are answered by the theory at any size, except their Grundy value.
 * @since 1.0
 */
#define CG_POSITION_SEARCH_MAX_HEAPS 4096

/**
 * @brief The most worker threads cg_position_hunt() takes (more is
 *        #CG_ERANGE).
 * @since 1.3 (the limit itself since 1.1)
 */
#define CG_POSITION_HUNT_MAX_THREADS 1024

/**
 * @brief A position of the spoiled-cookie game (an immutable multiset of heaps).
 * @since 1.0
 */
typedef struct cg_position cg_position;

/**
 * @brief Create a position from heap sizes in any order.
 *
 * The heaps are copied and sorted ascending (O(n) when already sorted, else an
 * O(n) radix sort). Zeros (spoiled cookies) are allowed.
 *
 * @param heaps The heap sizes; may be NULL when @p n is 0.
 * @param n     Number of heaps (at most UINT32_MAX).
 * @param[out] out Receives the position, owned by the caller, released with
 *                 cg_position_free(). Written only on success.
 * @retval CG_OK     Created.
 * @retval CG_EINVAL @p out is NULL, or @p heaps is NULL with @p n > 0.
 * @retval CG_ERANGE @p n exceeds UINT32_MAX.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 */
int cg_position_new(const uint32_t *heaps, size_t n, cg_position **out);

/**
 * @brief Read a position from text.
 *
 * Accepted forms: decimal heap sizes separated by whitespace ("1 2 4"), by commas
 * with optional whitespace ("1,2,4" or "1, 2, 4"), optionally inside one pair of
 * parentheses ("(1, 2, 4)"); the empty string, blanks only, or "()" give the
 * empty position. Leading and trailing whitespace is ignored. Every size must fit
 * in uint32_t. Anything else (signs, empty items such as "1,,2", a trailing comma,
 * unbalanced parentheses, other characters) is rejected. O(length).
 *
 * @param text NUL-terminated text.
 * @param[out] out Receives the position, owned by the caller, released with
 *                 cg_position_free(). Written only on success.
 * @retval CG_OK     Parsed.
 * @retval CG_EINVAL @p text or @p out is NULL.
 * @retval CG_EPARSE Malformed text, a negative number or a size above UINT32_MAX;
 *         cg_error_detail() says which, at which offset.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 * @since 1.2: cg_error_detail() explains #CG_EPARSE.
 */
int cg_position_parse(const char *text, cg_position **out);

/**
 * @brief cg_position_parse(), also saying where reading stopped.
 *
 * On #CG_EPARSE, @p error_offset receives the byte offset in @p text of what
 * could not be read: the first character of a bad item ("1 2 x" gives 4, and
 * "1 -2" gives 2; a size above UINT32_MAX is reported at its first digit), a
 * missing ')' or the first character after a complete position. Otherwise it
 * is left alone.
 *
 * Since 1.2 cg_error_detail() says, on #CG_EPARSE, what is wrong at that
 * offset, in one sentence that the cookiegame tool and the bindings print as
 * it is: "'x' at offset 4 is not a heap size (heap sizes are whole numbers
 * 0..4294967295 separated by spaces or commas)", "the heap size 4294967296 at
 * offset 0 passes 4294967295, the largest a heap may have", "the '(' at offset
 * 0 is never closed: its ')' is missing". cg_position_parse() sets the same
 * sentences; both clear the detail when they start.
 *
 * @param text              NUL-terminated text.
 * @param[out] out          As cg_position_parse().
 * @param[out] error_offset Where reading stopped, on CG_EPARSE; may be NULL.
 * @return As cg_position_parse().
 * @since 1.1
 */
int cg_position_parse_ex(const char *text, cg_position **out, size_t *error_offset);

/**
 * @brief Copy a position.
 *
 * @param p The position.
 * @param[out] out Receives the copy, owned by the caller. Written only on success.
 * @retval CG_OK     Copied.
 * @retval CG_EINVAL @p p or @p out is NULL.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 */
int cg_position_clone(const cg_position *p, cg_position **out);

/**
 * @brief Release a position.
 * @param p The position; NULL is a no-op.
 * @since 1.0
 */
void cg_position_free(cg_position *p);

/**
 * @brief Number of heaps, zeros included.
 * @param p The position.
 * @return The number of heaps, or 0 when @p p is NULL. O(1).
 * @since 1.0
 */
size_t cg_position_size(const cg_position *p);

/**
 * @brief Size of heap @p k in ascending order.
 * @param p The position.
 * @param k 0-based index, below cg_position_size().
 * @return The heap size, or 0 when @p p is NULL or @p k is out of range. O(1).
 * @since 1.0
 */
uint32_t cg_position_heap(const cg_position *p, size_t k);

/**
 * @brief Write a position as text: heap sizes ascending, separated by one space
 *        ("1 2 4"; the empty position is ""). cg_position_parse() reads it back.
 *
 * @param p   The position.
 * @param buf Output buffer; may be NULL when @p cap is 0.
 * @param cap Size of @p buf in bytes, including the terminating NUL.
 * @param[out] len If not NULL, receives the full length of the text without the
 *                 NUL, also when it did not fit.
 * @retval CG_OK     Written completely.
 * @retval CG_ERANGE @p cap was too small; @p buf holds the NUL-terminated beginning
 *                   (when @p cap > 0) and @p len the length needed.
 * @retval CG_EINVAL @p p is NULL, or @p buf is NULL with @p cap > 0.
 * @since 1.0
 */
int cg_position_format(const cg_position *p, char *buf, size_t cap, size_t *len);

/**
 * @brief Whether two positions hold the same multiset of heaps.
 * @param a A position.
 * @param b A position.
 * @return 1 when equal, 0 otherwise (also when either is NULL). O(n).
 * @since 1.0
 */
int cg_position_equal(const cg_position *a, const cg_position *b);

/**
 * @brief The surplus (also called spoilage) of a position.
 *
 * s = max over 0 <= k <= n of (k - a_k), with the ascending heaps numbered from 1
 * as in the papers (a_1 is heap 0 of cg_position_heap()) and a_0 = 0,
 * so s >= 0. At least s heaps must spoil whatever the players do, and s of them can
 * be made to.
 *
 * @param p The position.
 * @return The surplus, or 0 when @p p is NULL. O(n).
 * @since 1.0
 */
uint32_t cg_position_surplus(const cg_position *p);

/**
 * @brief The depletion: every heap larger than the number of heaps n is cut to n.
 *
 * @param p The position.
 * @param[out] out Receives the new position, owned by the caller. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p p or @p out is NULL.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 */
int cg_position_deplete(const cg_position *p, cg_position **out);

/**
 * @brief The deletion: the s smallest heaps removed, s being the surplus.
 *
 * @param p The position.
 * @param[out] out Receives the new position, owned by the caller. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p p or @p out is NULL.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 */
int cg_position_delete(const cg_position *p, cg_position **out);

/**
 * @brief The reduced form: deletion, then depletion to the new number of heaps.
 *
 * The result has surplus 0 and heaps 1 <= a_k <= n with a_k >= k (so a_n = n),
 * and it is unique: reducing it again changes nothing. O(n).
 *
 * @param p The position.
 * @param[out] out Receives the reduced position, owned by the caller. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p p or @p out is NULL.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 */
int cg_position_reduce(const cg_position *p, cg_position **out);

/**
 * @brief Whether a position is its own reduced form.
 * @param p The position.
 * @return 1 when reduced (the empty position is), 0 otherwise or when @p p is NULL. O(n).
 * @since 1.0
 */
int cg_position_is_reduced(const cg_position *p);

/**
 * @brief Whether the reduced form of a position is strict (no heap size below
 *        its number of heaps repeats). Positions with distinct heaps are strict.
 * @param p The position.
 * @return 1 when strict, 0 otherwise or when @p p is NULL. O(n).
 * @since 1.0
 */
int cg_position_is_strict(const cg_position *p);

/**
 * @brief Option @p k: eat heap @p k and age every other heap by one day.
 *
 * @param p The position.
 * @param k 0-based index of the heap to eat.
 * @param[out] out Receives the option (not reduced), owned by the caller. Written only on success.
 * @retval CG_OK      Done.
 * @retval CG_EINVAL  @p p or @p out is NULL, or @p k is out of range.
 * @retval CG_EDOMAIN Heap @p k is 0: a spoiled cookie cannot be eaten.
 * @retval CG_ENOMEM  Out of memory.
 * @since 1.0
 */
int cg_position_option(const cg_position *p, size_t k, cg_position **out);

/**
 * @brief Whether @p a dominates @p b.
 *
 * a >= b when the heaps of b can be matched one-to-one with heaps of a, each at
 * least as large; with both sorted, when |a| >= |b| and the |b| largest heaps of a
 * are componentwise at least those of b. O(n).
 *
 * @param a A position.
 * @param b A position.
 * @return 1 when a dominates b, 0 otherwise or when either is NULL.
 * @since 1.0
 */
int cg_position_dominates(const cg_position *a, const cg_position *b);

/**
 * @brief The critical position C^{n,d}.
 *
 * With p = d mod 2, r = 2(n - d) + p and m = (d + r) / 2, C^{n,d} is
 * (1, 2, ..., r, r + 2, r + 4, ..., d, d + 1, d + 2, ..., n, n, ..., n), and
 * (1, 2, ..., n) when 3d = 2n - 1. For fixed n they form a chain in the dominance
 * order. O(n).
 *
 * @param n Number of heaps.
 * @param d D-value, (2n - 1)/3 <= d <= n.
 * @param[out] out Receives the position, owned by the caller. Written only on success.
 * @retval CG_OK      Done.
 * @retval CG_EINVAL  @p out is NULL.
 * @retval CG_EDOMAIN @p d is outside (2n - 1)/3 <= d <= n.
 * @retval CG_ENOMEM  Out of memory.
 * @since 1.0
 */
int cg_position_critical(uint32_t n, uint32_t d, cg_position **out);

/**
 * @brief The D-value (strategic duration) of a strict position.
 *
 * D is the largest d with reduced form >= C^{n,d}, found by bisection over d since
 * the critical positions form a chain: O(n log n). D is the number of moves the
 * game lasts when the winner plays to win; the position is an N-position exactly
 * when D is odd, and its remoteness and suspense both equal D. The empty position
 * has D = 0.
 *
 * @param p The position.
 * @param[out] d Receives the D-value. Written only on success.
 * @retval CG_OK      Done.
 * @retval CG_EINVAL  @p p or @p d is NULL.
 * @retval CG_EDOMAIN The position is not strict (it has no D-value).
 * @since 1.0
 */
int cg_position_dvalue(const cg_position *p, uint32_t *d);

/**
 * @brief The outcome class: #CG_OUTCOME_N when the player to move wins, else #CG_OUTCOME_P.
 *
 * Strict positions: from the parity of D, O(n log n), @p ctx may be NULL. Others:
 * memoised search over reduced forms in @p ctx.
 *
 * @param ctx Search context; may be NULL for strict positions.
 * @param p   The position.
 * @param[out] out Receives the outcome. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p p or @p out is NULL, or @p ctx is NULL and a search is needed.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE A search was needed and the reduced form has more than
 *                   #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_position_outcome(cg_ctx *ctx, const cg_position *p, cg_outcome *out);

/**
 * @brief The Grundy value (nim-value) of a position.
 *
 * Memoised search over reduced forms in @p ctx (reduction keeps Grundy values).
 * The cost grows with the number of reduced positions reachable, which is at most
 * exponential in the size of the reduced form.
 *
 * @param ctx Search context.
 * @param p   The position.
 * @param[out] g Receives the Grundy value. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx, @p p or @p g is NULL.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE A search was needed and the reduced form has more than
 *                   #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_position_grundy(cg_ctx *ctx, const cg_position *p, uint32_t *g);

/**
 * @brief The remoteness (Steinhaus, Winning Ways) of a position.
 *
 * 0 at the end; otherwise 1 + the least even remoteness among the options if
 * there is one, else 1 + the largest. It counts the moves the game lasts when the
 * winner wins as fast as possible and the loser loses as slowly as possible. For
 * strict positions it equals D (O(n log n), @p ctx may be NULL); otherwise search.
 *
 * @param ctx Search context; may be NULL for strict positions.
 * @param p   The position.
 * @param[out] r Receives the remoteness. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p p or @p r is NULL, or @p ctx is NULL and a search is needed.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE A search was needed and the reduced form has more than
 *                   #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_position_remoteness(cg_ctx *ctx, const cg_position *p, uint32_t *r);

/**
 * @brief The suspense number (Winning Ways) of a position.
 *
 * 0 at the end; otherwise 1 + the largest even suspense among the options if
 * there is one, else 1 + the least: the length of the game when the winner
 * prolongs it and the loser hurries. For strict positions it equals D (O(n log n),
 * @p ctx may be NULL); otherwise search.
 *
 * @param ctx Search context; may be NULL for strict positions.
 * @param p   The position.
 * @param[out] s Receives the suspense. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p p or @p s is NULL, or @p ctx is NULL and a search is needed.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE A search was needed and the reduced form has more than
 *                   #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_position_suspense(cg_ctx *ctx, const cg_position *p, uint32_t *s);

/**
 * @brief Mark every winning move: winning[k] = 1 iff option k exists (heap k is
 *        not 0) and is a P-position, else 0.
 *
 * Strict positions: from D-values, O(n log n), @p ctx may be NULL. Others: one
 * search per distinct option. All of @p winning is written on success only.
 * Memory: besides the search's, a byte per heap of @p p and one per heap of
 * its reduced form, set aside first (checked against the context's memory
 * limit and what the process may use; since 1.2).
 *
 * @param ctx Search context; may be NULL for strict positions.
 * @param p   The position.
 * @param[out] winning Array of @p n bytes.
 * @param n   Must equal cg_position_size(p).
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p p or @p winning is NULL (with n > 0), @p n is not the size,
 *                   or @p ctx is NULL and a search is needed.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE A search was needed and the reduced form has more than
 *                   #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory, or the flags or the search need more than
 *                   the context's memory limit or the process may use
 *                   (cg_error_detail() gives the figures).
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_position_winning_moves(cg_ctx *ctx, const cg_position *p, uint8_t *winning, size_t n);

/**
 * @brief The winning interval: the closed 0-based range of indices of the winning
 *        moves, when they form one run.
 *
 * Every N-position whose reduced form is strict has one ([PU92]); other
 * positions may not. Strict positions: O(n log n) by bisection over the
 * options, whose D-values fall monotonically with k; @p ctx may be NULL.
 *
 * @param ctx Search context; may be NULL for strict positions.
 * @param p   The position.
 * @param[out] first Receives the first winning index. Written only on success.
 * @param[out] last  Receives the last winning index. Written only on success.
 * @retval CG_OK      Done.
 * @retval CG_EINVAL  An argument is NULL, or @p ctx is NULL and a search is needed.
 * @retval CG_EDOMAIN A P-position (no winning move), or the winning moves do not form one run.
 * @retval CG_ELIMIT  The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE  A search was needed and the reduced form has more than
 *                    #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM  Out of memory.
 * @retval CG_EBUSY   Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_position_winning_interval(cg_ctx *ctx, const cg_position *p, size_t *first, size_t *last);

/**
 * @brief One winning move.
 *
 * Strict positions: the three-case procedure of Propp and Ullman [PU92], O(n)
 * after the D-value (O(n log n) in all), @p ctx may be NULL. Others: the first winning index
 * found by search.
 *
 * @param ctx Search context; may be NULL for strict positions.
 * @param p   The position.
 * @param[out] k Receives the 0-based index of a heap whose eating wins. Written only on success.
 * @retval CG_OK      Done.
 * @retval CG_EINVAL  An argument is NULL, or @p ctx is NULL and a search is needed.
 * @retval CG_EDOMAIN A P-position: every move loses.
 * @retval CG_ELIMIT  The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE  A search was needed and the reduced form has more than
 *                    #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM  Out of memory.
 * @retval CG_EBUSY   Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_position_winning_move(cg_ctx *ctx, const cg_position *p, size_t *k);

/**
 * @name Representations of [Propp]
 * The box diagram draws each heap as a column of squares, shorter columns on
 * the left; a move crosses out a column, then the lowest row. Jonathan King
 * reads the diagram by rows: row r (from the bottom) has one square per heap
 * of size at least r, and a move takes one counter from every row at least as
 * long as some row's length, then removes the longest row. John Conway reads
 * a heap of n as an n-day pass, usable on any of the next n moves; the passes
 * of a position are its heap sizes as they stand. Spoiled heaps have no
 * square: the rows of a position are those of the same position without its
 * zeros, which is the same game. See @ref cookie_theory.
 * @{
 */

/**
 * @brief King's rows of a position: rows[r - 1] = the number of heaps of size
 *        at least r, for r = 1 up to the largest heap (non-increasing). O(n + largest heap).
 * @param p          The position.
 * @param[out] rows  Room for @p cap rows; may be NULL when cap is 0.
 * @param cap        Number of rows @p rows holds.
 * @param[out] count The number of rows (the largest heap), set even when they do not fit.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p p or @p count is NULL, or @p rows is NULL with cap > 0.
 * @retval CG_ERANGE More than @p cap rows; nothing written to @p rows.
 * @since 1.1
 */
int cg_position_rows(const cg_position *p, uint32_t *rows, size_t cap, size_t *count);

/**
 * @brief The position whose King's rows are @p rows: the inverse of
 *        cg_position_rows() on positions without spoiled heaps. O(rows + heaps).
 * @param rows  @p n row lengths, each at least 1 and non-increasing (the bottom
 *              row first); may be NULL when n is 0 (the empty position).
 * @param n     Number of rows.
 * @param[out] out The position, owned by the caller. Written only on success.
 * @retval CG_OK      Done.
 * @retval CG_EINVAL  @p out is NULL, or @p rows is NULL with n > 0.
 * @retval CG_EDOMAIN A row of length 0, or a row longer than the one below it.
 * @retval CG_ERANGE  More than UINT32_MAX rows.
 * @retval CG_ENOMEM  Out of memory.
 * @since 1.1
 */
int cg_position_from_rows(const uint32_t *rows, size_t n, cg_position **out);

/** @} */

/**
 * @name Inverse moves
 * @{
 */

/**
 * @brief Called with each position a function lists; a non-zero return stops
 *        the listing.
 * @param user_data The pointer given to the listing function.
 * @param p         The position, valid only during the call.
 * @since 1.1
 */
typedef int (*cg_position_fn)(void *user_data, const cg_position *p);

/**
 * @brief Every reduced position that can move to @p p: the inverse moves.
 *
 * Lists each reduced position P of which the reduced form Q of @p p is a
 * reduced option, exactly once: those with one heap more than Q first, then
 * those with two heaps more (no other P exists: eating a heap of a reduced
 * position leaves a surplus of 0 or 1), each group in lexicographic order. This
 * is how positions of a new Grundy value are hunted: a position of value g has
 * an option of value g - 1, so every position of value g with n heaps is a
 * predecessor of a position of value g - 1 with n - 1 or n - 2 heaps
 * (`cookiegame hunt`, @ref results).
 *
 * Candidates are derived from the move (the eaten heap, and the heap that
 * deletion removes afterwards) and each is confirmed by making the move: O(m^4)
 * in the worst case for m heaps in Q, a few milliseconds for 20 heaps. One
 * node of the context's limit is charged per candidate; a call that would pass
 * the limit returns #CG_ELIMIT before any work.
 *
 * @param ctx       A context (its node limit and progress callback apply).
 * @param p         The position; only its reduced form matters.
 * @param each      Called once per predecessor, which is reduced.
 * @param user_data Passed to @p each.
 * @retval CG_OK        Every predecessor was listed (there is always at least one).
 * @retval CG_EINVAL    @p ctx, @p p or @p each is NULL.
 * @retval CG_ERANGE    The reduced form has more than #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ELIMIT    The candidates would pass the context's node limit.
 * @retval CG_ECANCELED @p each returned non-zero, or the progress callback asked to stop.
 * @retval CG_ENOMEM    Out of memory.
 * @retval CG_EBUSY     Another thread is inside a call on @p ctx.
 * @since 1.1
 */
int cg_position_predecessors(cg_ctx *ctx, const cg_position *p, cg_position_fn each,
                             void *user_data);

/**
 * @brief Called with each position a hunt finds and its Grundy value; a
 *        non-zero return stops the hunt.
 * @param user_data The pointer given to the hunt.
 * @param p         The position, reduced, valid only during the call.
 * @param value     Its Grundy value.
 * @since 1.2
 */
typedef int (*cg_position_value_fn)(void *user_data, const cg_position *p, uint32_t value);

/**
 * @brief Hunt for positions of Grundy value @p value: evaluate every
 *        predecessor of the given positions, on several threads, resumably.
 *
 * Lists the predecessors (cg_position_predecessors()) with at most
 * @p max_heaps heaps of every input, without repeats, sorted by number of
 * heaps and then lexicographically, and evaluates each with the memoised
 * search (cg_position_grundy()). When the inputs are every position of value
 * @p value - 1 with at most N heaps, the candidates with at most N + 1 heaps
 * include every position of value @p value with at most N + 1 heaps (a
 * position of value g has an option of value g - 1 with one or two heaps
 * fewer): the hunt settles that level without its census. The inputs are not
 * evaluated: checking that they have value @p value - 1 is the caller's part.
 *
 * The candidates are evaluated by @p threads workers, each with its own
 * context (the node limit of @p ctx applying to each search), and the
 * results are taken in the sorted order: @p found is called, from
 * the calling thread, with every candidate of value @p value or more in that
 * order, and the figures are the same whatever the number of threads. Only
 * a search passing the node limit can depend on it (a search charges only
 * the positions its context has not cached).
 *
 * Inputs with the same reduced form are hunted once (since 1.2; the
 * caller's array is not changed). Memory is a budget for the whole hunt:
 * with a memory limit on @p ctx, the list of candidates comes off that limit
 * and the rest is shared equally by the workers' search caches; without one,
 * three quarters of the memory the process may still use once the list is
 * built are shared (the list counted once: 1.1 took it off twice). A worker keeps the positions it has
 * evaluated (neighbouring candidates share most of them) until a search
 * would pass its share, or an allocation fails: then it empties its caches
 * and makes that search again, once. Only a single search that needs more
 * than a share fails with #CG_ENOMEM (fewer threads give each more).
 *
 * With @p checkpoint, the state is saved to that file at most once a second
 * and at the end (written under PATH.tmp, then renamed: a hunt killed at any
 * moment leaves the last checkpoint whole): how many candidates are done,
 * the figures so far and the candidates found. A hunt given an existing
 * checkpoint of the same inputs, value and @p max_heaps calls @p found with
 * the candidates it had found, then goes on after the last saved candidate,
 * so its calls and figures are those of an uninterrupted run; a finished
 * one's checkpoint answers at once. The file is checked as the census
 * checkpoints are (CRC-32C checksums, contents checked for sense).
 *
 * @param ctx        A context: its node limit and memory limit (see above);
 *                   the list of candidates takes max_heaps + 1 words of 4
 *                   bytes per candidate.
 * @param inputs     @p ninputs positions (of value @p value - 1 for a complete hunt).
 * @param ninputs    Their number (0: no candidate).
 * @param value      The value sought, at least 1; @p found gets values >= it.
 * @param max_heaps  Largest number of heaps of a candidate, at most
 *                   #CG_POSITION_SEARCH_MAX_HEAPS.
 * @param threads    Worker threads (0 means 1), at most
 *                   #CG_POSITION_HUNT_MAX_THREADS.
 * @param checkpoint A file to resume from and save to, or NULL.
 * @param found      Called per candidate of value >= @p value; may be NULL.
 * @param progress   Called from the calling thread with the candidates done
 *                   (resumed ones included) and in all; non-zero stops the
 *                   hunt, keeping the checkpoint. May be NULL.
 * @param user_data  Passed to @p found and @p progress.
 * @param[out] candidates @p max_heaps + 1 counts: candidates with n heaps at
 *                   index n. Written only on success.
 * @param[out] largest @p max_heaps + 1 values: the largest value among the
 *                   candidates with n heaps (0 when none). Written only on success.
 * @retval CG_OK        Every candidate was evaluated.
 * @retval CG_EINVAL    @p ctx, @p candidates or @p largest is NULL, @p inputs is
 *                      NULL with @p ninputs > 0 or holds NULL, @p checkpoint is
 *                      empty or cannot be read or written (cg_error_detail()
 *                      names the file and the system's reason).
 * @retval CG_EDOMAIN   @p value is 0, or @p checkpoint holds another hunt's state
 *                      (other inputs, value or number of heaps).
 * @retval CG_EPARSE    @p checkpoint is damaged or not a hunt's (the detail
 *                      names the file and the byte offset).
 * @retval CG_ERANGE    @p max_heaps or @p threads is too large, or an input has
 *                      more than #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ELIMIT    A search passed the node limit.
 * @retval CG_ECANCELED @p found or @p progress asked to stop (with a
 *                      checkpoint, what was finished is saved).
 * @retval CG_ENOMEM    The list of candidates does not fit, or one search
 *                      needs more than a worker's share of the memory.
 * @retval CG_EBUSY     Another thread is inside a call on @p ctx.
 * @since 1.2
 */
int cg_position_hunt(cg_ctx *ctx, const cg_position *const *inputs, size_t ninputs,
                     uint32_t value, uint32_t max_heaps, unsigned threads,
                     const char *checkpoint, cg_position_value_fn found,
                     cg_progress_fn progress, void *user_data, uint64_t *candidates,
                     uint32_t *largest);

/**
 * @brief cg_position_hunt() among the predecessors with @p min_heaps to
 *        @p max_heaps heaps only.
 *
 * For a hunt that settles one level when the levels below are known: the
 * positions of value 7 with 23 heaps are among the predecessors with 23 heaps
 * of the positions of value 6 with 21 and 22 heaps, and those with 22 heaps
 * (the predecessors of the 21-heap inputs with one heap more, 14 million
 * of them) need not be evaluated again. Everything else is as for
 * cg_position_hunt(), which is this function with @p min_heaps 0; the
 * checkpoint of a hunt is for the same range (its list of candidates is
 * another). The counts @p candidates and @p largest are 0 below
 * @p min_heaps.
 *
 * @param ctx        A context, as for cg_position_hunt().
 * @param inputs     @p ninputs positions.
 * @param ninputs    Their number.
 * @param value      The value sought, at least 1.
 * @param min_heaps  Fewest heaps of a candidate, at most @p max_heaps.
 * @param max_heaps  Largest number of heaps of a candidate, at most
 *                   #CG_POSITION_SEARCH_MAX_HEAPS.
 * @param threads    Worker threads (0 means 1), at most #CG_POSITION_HUNT_MAX_THREADS.
 * @param checkpoint A file to resume from and save to, or NULL.
 * @param found      Called per candidate of value >= @p value; may be NULL.
 * @param progress   Called with the candidates done and in all; may be NULL.
 * @param user_data  Passed to @p found and @p progress.
 * @param[out] candidates @p max_heaps + 1 counts, as for cg_position_hunt().
 * @param[out] largest @p max_heaps + 1 values, as for cg_position_hunt().
 * @retval CG_OK        Every candidate was evaluated.
 * @retval CG_EINVAL    As for cg_position_hunt().
 * @retval CG_EDOMAIN   As for cg_position_hunt().
 * @retval CG_EPARSE    As for cg_position_hunt().
 * @retval CG_ERANGE    @p min_heaps exceeds @p max_heaps, or as for cg_position_hunt().
 * @retval CG_ELIMIT    A search passed the node limit.
 * @retval CG_ECANCELED @p found or @p progress asked to stop.
 * @retval CG_ENOMEM    As for cg_position_hunt().
 * @retval CG_EBUSY     Another thread is inside a call on @p ctx.
 * @since 1.4
 */
int cg_position_hunt_heaps(cg_ctx *ctx, const cg_position *const *inputs, size_t ninputs,
                           uint32_t value, uint32_t min_heaps, uint32_t max_heaps,
                           unsigned threads, const char *checkpoint, cg_position_value_fn found,
                           cg_progress_fn progress, void *user_data, uint64_t *candidates,
                           uint32_t *largest);

/** @} */

/**
 * @name Misère play
 * In misère play the player who eats the last edible cookie loses (whoever
 * cannot move wins). Reduction keeps every misère value below, for the same
 * reason it keeps the normal ones: the options of a position reduce to exactly
 * the options of its reduced form. The D-value theory of strict positions is a
 * theorem of normal play and is not used, so these functions always search (a
 * context is always needed), strict positions included. See @ref impartial_theory.
 * @{
 */

/**
 * @brief The misère outcome: #CG_OUTCOME_N when the player to move wins with
 *        misère play, else #CG_OUTCOME_P. A position with no edible cookie is
 *        an N-position (the player to move has already won).
 *
 * @param ctx Search context (always needed).
 * @param p   The position.
 * @param[out] out Receives the outcome. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx, @p p or @p out is NULL.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE The reduced form has more than #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_position_misere_outcome(cg_ctx *ctx, const cg_position *p, cg_outcome *out);

/**
 * @brief The misère remoteness: the number of moves the game lasts with misère
 *        play when the winner wins as fast as possible and the loser loses as
 *        slowly as possible.
 *
 * 0 at the end (where the player to move wins); otherwise 1 + the least odd
 * misère remoteness among the options if there is one (a move to a misère
 * P-position), else 1 + the largest. So a position is a misère N-position
 * exactly when its misère remoteness is even.
 *
 * @param ctx Search context (always needed).
 * @param p   The position.
 * @param[out] r Receives the misère remoteness. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx, @p p or @p r is NULL.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE The reduced form has more than #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_position_misere_remoteness(cg_ctx *ctx, const cg_position *p, uint32_t *r);

/**
 * @brief The misère suspense: the length of the game with misère play when the
 *        winner prolongs it and the loser hurries.
 *
 * 0 at the end; otherwise 1 + the largest odd misère suspense among the options
 * if there is one, else 1 + the least. Its parity is that of the misère remoteness.
 *
 * @param ctx Search context (always needed).
 * @param p   The position.
 * @param[out] s Receives the misère suspense. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx, @p p or @p s is NULL.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE The reduced form has more than #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_position_misere_suspense(cg_ctx *ctx, const cg_position *p, uint32_t *s);

/**
 * @brief Mark every misère winning move: winning[k] = 1 iff heap k is not 0 and
 *        eating it leads to a misère P-position, else 0.
 *
 * One search per distinct option. All of @p winning is written on success only.
 * Memory as for cg_position_winning_moves().
 *
 * @param ctx Search context (always needed).
 * @param p   The position.
 * @param[out] winning Array of @p n bytes.
 * @param n   Must equal cg_position_size(p).
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx or @p p is NULL, @p winning is NULL with n > 0, or
 *                   @p n is not the size.
 * @retval CG_ELIMIT The search needed more new positions than the node limit allows.
 * @retval CG_ERANGE The reduced form has more than #CG_POSITION_SEARCH_MAX_HEAPS heaps.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_position_misere_winning_moves(cg_ctx *ctx, const cg_position *p, uint8_t *winning, size_t n);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_COOKIE_H */
