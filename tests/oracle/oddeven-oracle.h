/*
 * Naive Odd/Even oracle: a position is the multiset of its pile sizes, played
 * as a whole (no values, no sums, no canonical forms). Odd (Left) takes an odd
 * pile 2m+1 to two piles of m; Even (Right) takes an even pile 2m >= 2 to two
 * piles of m-1; piles of 0 vanish; who cannot move loses. Positions are
 * memoised by their sorted pile list. Independent of the library.
 */
#ifndef CG_ORACLE_ODDEVEN_H
#define CG_ORACLE_ODDEVEN_H

#include <stddef.h>
#include <stdint.h>

/* The largest total (sum of the piles) the oracle accepts. */
#define ORACLE_ODDEVEN_MAX_TOTAL 64

/* Whether the player to move first wins: left = 1 for Odd, 0 for Even.
 * Returns -1 when the total exceeds ORACLE_ODDEVEN_MAX_TOTAL or memory runs out. */
int oracle_oddeven_first_wins(const uint32_t *piles, size_t n, int left);

/* The outcome class: 'L' (Odd wins whoever starts), 'R', 'N' (the player to
 * move wins) or 'P' (the player to move loses); '?' on the errors above. */
char oracle_oddeven_outcome(const uint32_t *piles, size_t n);

/* Positions in the memo (for the curious). */
size_t oracle_oddeven_memo_size(void);

/* Release the memo. */
void oracle_oddeven_free(void);

#endif
