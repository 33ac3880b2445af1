/**
 * @file cutter.h
 * @brief Cookie Cutter (Paul Ottaway [Ottaway]): an impartial game on a board
 *        of cookies.
 *
 * A board of rows x cols cells, some holding a cookie, and a cutter_rows x
 * cutter_cols cutter that is never rotated. A move places the cutter anywhere,
 * overhanging the board if wanted, so that it covers at least one cookie, and
 * removes every cookie under it. Normal play: who cannot move loses.
 *
 * Values come from a memoised search over the set of remaining cookies, made
 * practical by three reductions, each checked in the tests against plain search:
 * the board splits into parts that no single placement can touch together (the
 * value is the XOR of theirs); each part is translated to the origin and trimmed;
 * and a part is identified with its mirror images that keep the cutter's shape
 * (row and column flips always, transposes too for a square cutter). Boards
 * of at most 8 x 8 cells are searched with one 64-bit word per part and a
 * transposition table that stays within the context's memory limit (beyond
 * it, values replace others: slower, still exact). See @ref cutter_theory.
 */
#ifndef COOKIEGAME_CUTTER_H
#define COOKIEGAME_CUTTER_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief The largest number of rows or columns of a board. @since 1.0 */
#define CG_CUTTER_MAX_SIDE 64

/**
 * @brief The Grundy value of a Cookie Cutter board.
 *
 * A cutter larger than the board in some direction plays exactly like one as
 * large as the board in that direction (the cut is the intersection with the
 * board), so any cutter size from 1 up is accepted.
 *
 * Memoised in the context (parts of every board searched so far, per cutter
 * shape, kept until cg_ctx_clear()). One node is charged per option examined;
 * on boards up to 8 x 8, whose search keeps a part in one machine word and is
 * about eight times as fast per option, one node per 8 distinct options
 * (placements that remove the same cookies count once), so that nodes follow
 * time on every board. The full 6 x 6 board under a 2 x 2 cutter takes about
 * 10^7 nodes and 100 MB.
 *
 * @param ctx          Context (memo, node limit).
 * @param rows         Board rows, 1..#CG_CUTTER_MAX_SIDE.
 * @param cols         Board columns, 1..#CG_CUTTER_MAX_SIDE.
 * @param cells        rows * cols bytes, cells[r * cols + c] != 0 for a cookie;
 *                     NULL means a full board.
 * @param cutter_rows  Cutter height, >= 1.
 * @param cutter_cols  Cutter width, >= 1.
 * @param[out] g       The Grundy value, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx or @p g NULL, a side 0, a cutter side 0.
 * @retval CG_ERANGE A side above #CG_CUTTER_MAX_SIDE.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 * @since 1.1: a side above #CG_CUTTER_MAX_SIDE is #CG_ERANGE (1.0: #CG_EINVAL).
 */
int cg_cutter_grundy(cg_ctx *ctx, uint32_t rows, uint32_t cols, const uint8_t *cells,
                     uint32_t cutter_rows, uint32_t cutter_cols, uint32_t *g);

/**
 * @brief cg_cutter_grundy() that can stop and go on later, in another
 *        process: the search's table of values is kept in a file.
 *
 * For long searches (the full 7 x 7 board under a 2 x 2 cutter runs for
 * hours and holds a table of several GB). The search on boards of at most
 * 8 x 8 cells keeps the Grundy values of the parts it has searched in a
 * table, one per board cutter; with @p checkpoint that table is read from the
 * file first, when there is one, and written to it (under a temporary name,
 * then renamed, so the file is always whole) every 15 minutes of searching
 * (or twenty times as long as a save takes, if that is longer: a table of
 * 1 GiB is written in about 6 s),
 * when the search stops at the node limit or at the progress callback's
 * request, and when it ends. Called again with the same file and the same
 * cutter, the search starts from the values saved and does not compute them
 * again; so a search stopped in any way, even killed, loses only what it
 * found since the last save. The file holds values, not a board: it serves any board under
 * the same cutter (clamped to 8 x 8) and answers at once a board it has
 * seen. Its size is that of the table, 8 bytes a slot (the table doubles
 * when three quarters full: 11 to 21 bytes per part stored), with CRC-32C
 * checksums; a damaged file is #CG_EPARSE, never a wrong value.
 *
 * The table read from the file counts against the context's memory limit
 * like the one it replaces; while it is kept in the context
 * (cg_ctx_clear() frees it) a call without a checkpoint uses it too.
 *
 * @param ctx          Context (table, node limit, progress callback).
 * @param rows         Board rows, 1..#CG_CUTTER_MAX_SIDE; at most 8 with a checkpoint.
 * @param cols         Board columns, 1..#CG_CUTTER_MAX_SIDE; at most 8 with a checkpoint.
 * @param cells        rows * cols bytes, cells[r * cols + c] != 0 for a cookie;
 *                     NULL means a full board.
 * @param cutter_rows  Cutter height, >= 1.
 * @param cutter_cols  Cutter width, >= 1.
 * @param checkpoint   The file to read the table from and save it to, or NULL
 *                     (then exactly cg_cutter_grundy()).
 * @param[out] g       The Grundy value, written only on success.
 * @retval CG_OK       Done (and the table saved).
 * @retval CG_EINVAL   @p ctx or @p g NULL, a side 0, a cutter side 0, @p
 *                     checkpoint empty; or the file could not be read or
 *                     written (cg_error_detail() says which and why).
 * @retval CG_ERANGE   A side above #CG_CUTTER_MAX_SIDE.
 * @retval CG_EDOMAIN  A checkpoint with a side above 8, or a file holding
 *                     another cutter's table (the detail names both).
 * @retval CG_EPARSE   The file is damaged or is not such a table (the detail
 *                     gives the byte offset).
 * @retval CG_ELIMIT   The node limit was reached; the table is saved.
 * @retval CG_ENOMEM   Out of memory, or the file's table does not fit the
 *                     context's memory limit.
 * @retval CG_EBUSY    Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback asked to stop; the
 *                     table is saved.
 * @since 1.4
 */
int cg_cutter_grundy_checkpoint(cg_ctx *ctx, uint32_t rows, uint32_t cols, const uint8_t *cells,
                                uint32_t cutter_rows, uint32_t cutter_cols, const char *checkpoint,
                                uint32_t *g);

/**
 * @brief The outcome of a Cookie Cutter board under misère play: whoever
 *        removes the last cookie loses.
 *
 * The same memoised search as cg_cutter_grundy() with two of its three
 * reductions: translating and trimming a board, and identifying mirror images,
 * change nothing in misère play, but splitting a board into independent parts
 * does not apply (a misère position is not the nim-sum of its parts), so each
 * searched position is a whole board and the search can be much larger than
 * the Grundy value's. An empty board is an N-position (the player to move has
 * won). Memoised in the context apart from the Grundy values; one node is
 * charged per option examined.
 *
 * @param ctx          Context (memo, node limit).
 * @param rows         Board rows, 1..#CG_CUTTER_MAX_SIDE.
 * @param cols         Board columns, 1..#CG_CUTTER_MAX_SIDE.
 * @param cells        rows * cols bytes, non-zero for a cookie; NULL means a full board.
 * @param cutter_rows  Cutter height, >= 1.
 * @param cutter_cols  Cutter width, >= 1.
 * @param[out] out     #CG_OUTCOME_N or #CG_OUTCOME_P, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx or @p out NULL, a side 0, a cutter side 0.
 * @retval CG_ERANGE A side above #CG_CUTTER_MAX_SIDE.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_cutter_misere_outcome(cg_ctx *ctx, uint32_t rows, uint32_t cols, const uint8_t *cells,
                             uint32_t cutter_rows, uint32_t cutter_cols, cg_outcome *out);

/**
 * @brief The misère remoteness of a Cookie Cutter board: 0 for an empty board;
 *        otherwise 1 + the least odd misère remoteness of an option if there
 *        is one (a move to a misère P-position), else 1 + the largest. Even
 *        exactly for misère N-positions. The search of
 *        cg_cutter_misere_outcome(), which it shares (same memo, costs and statuses).
 *
 * @param ctx          Context (memo, node limit).
 * @param rows         Board rows, 1..#CG_CUTTER_MAX_SIDE.
 * @param cols         Board columns, 1..#CG_CUTTER_MAX_SIDE.
 * @param cells        rows * cols bytes, non-zero for a cookie; NULL means a full board.
 * @param cutter_rows  Cutter height, >= 1.
 * @param cutter_cols  Cutter width, >= 1.
 * @param[out] r       The misère remoteness, written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx or @p r NULL, a side 0, a cutter side 0.
 * @retval CG_ERANGE A side above #CG_CUTTER_MAX_SIDE.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.1
 */
int cg_cutter_misere_remoteness(cg_ctx *ctx, uint32_t rows, uint32_t cols, const uint8_t *cells,
                                uint32_t cutter_rows, uint32_t cutter_cols, uint32_t *r);

/**
 * @brief The Grundy values of one full row of k cookies under a 1 x width cutter,
 *        k = 1..kmax.
 *
 * The one-row game is the octal game 0.33...37 (width - 1 threes, then a seven):
 * a move removes 1..width cookies from an end, or exactly width from the middle,
 * splitting the row in two. Values come from the octal recurrence (mex over the
 * end moves and the XORs of the two parts), with the early stop of the XOR scan
 * once every value below the next power of two is seen; as soon as the Guy-Smith
 * periodicity theorem proves the sequence periodic (G(n + p) = G(n) for
 * n0 <= n < 2 n0 + p + width), the rest is copied from the period. So kmax = 10^6
 * costs milliseconds when the period is short.
 *
 * @param ctx     Context (node limit: one node per value computed, plus one per
 *                end move and per split it examines).
 * @param width   Cutter width, >= 1.
 * @param kmax    Number of values.
 * @param[out] out kmax values, out[k-1] = G(k). Written only on success.
 * @retval CG_OK     Done (kmax 0: nothing written).
 * @retval CG_EINVAL @p ctx NULL, @p width 0, or @p out NULL with kmax > 0.
 * @retval CG_ELIMIT The node limit was reached.
 * @retval CG_ENOMEM Out of memory.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @retval CG_ECANCELED The context's progress callback (cg_ctx_set_progress()) asked to stop.
 * @since 1.0
 */
int cg_cutter_row_sequence(cg_ctx *ctx, uint32_t width, uint32_t kmax, uint32_t *out);

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_CUTTER_H */
