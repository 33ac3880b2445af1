/* The partition count of the Odd/Even game, with a switch for the tests. */
#ifndef CG_ODDEVEN_COUNT_H
#define CG_ODDEVEN_COUNT_H

#include <cookiegame/oddeven.h>

__extension__ typedef unsigned __int128 u128;

/* general = 1 forces the DP over canonical games even when every pile value is
 * an integer (the tests compare the two). */
int oddeven_count_with(cg_ctx *ctx, uint32_t total, unsigned mask, int general, u128 *count);

#endif
