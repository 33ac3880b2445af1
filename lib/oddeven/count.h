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

/* The partitions of one total by outcome, as the integer table counts them:
 * of[o] for each outcome o (cg_outcome) not in the mask unfit, the outcomes
 * whose count does not fit in 128 bits (passes 2^128 - 1, or reaches it: the
 * table saturates there), whose of[o] is 0. of[CG_OUTCOME_N] is always 0. */
typedef struct oddeven_counts {
    cgu_u128 of[4];
    unsigned unfit;
} oddeven_counts;

/*
 * The counts by outcome of every total 0..max from one integer DP to max (the
 * one ODDEVEN_TABLE and ODDEVEN_AUTO run for a single total, without the
 * bounds of oddeven_overflow_from): *out is a new array of max + 1, (*out)[t]
 * for the total t, which the caller owns and frees with cgu_free. For tests
 * that check many totals: one DP instead of one a total. Its limits are a
 * count's at max: O(max^3) additions charged to ctx (node limit, progress,
 * Ctrl-C), and (max + 1)^2 cells of 16 bytes while it runs (44 MB at 1663)
 * reserved from ctx. CG_EDOMAIN when some pile up to max is not an integer
 * (none the engine builds), CG_ERANGE when max passes CG_ODDEVEN_MAX. *out is
 * written only on success.
 */
int oddeven_count_table(cg_ctx *ctx, uint32_t max, oddeven_counts **out);

/* *count = the partitions of c's total whose outcome is in mask, as
 * oddeven_count_with gives it with ODDEVEN_TABLE: CG_ERANGE (and *count
 * untouched) when that passes 2^128 - 1. */
int oddeven_counts_sum(const oddeven_counts *c, unsigned mask, cgu_u128 *count);

#endif
