/* The partition count of the Odd/Even game, with a switch for the tests. */
#ifndef CG_ODDEVEN_COUNT_H
#define CG_ODDEVEN_COUNT_H

#include <cookiegame/oddeven.h>

#include "util/int128.h"

/* For each outcome, the total from which on its count does not fit in 128
 * bits (the test suite certifies these). */
extern const uint32_t oddeven_overflow_from[4];

/* How oddeven_count_with counts: ODDEVEN_AUTO is the public behaviour (the
 * integer table when every pile is an integer, with the overflow bounds);
 * ODDEVEN_GENERAL forces the DP over canonical games; ODDEVEN_TABLE forces the
 * integer table without the bounds (the tests certify the bounds with it).
 * *count is written only on success. */
enum { ODDEVEN_AUTO = 0, ODDEVEN_GENERAL = 1, ODDEVEN_TABLE = 2 };

int oddeven_count_with(cg_ctx *ctx, uint32_t total, unsigned mask, int method, cgu_u128 *count);

#endif
