/*
 * Published data about the spoiled-cookie game, for the test suites.
 *
 * The number of strict positions with n heaps and each D-value, the table that
 * closes Propp and Ullman's paper, listed from the smallest D present. Rows 4
 * and 6 are damaged in our copy ("4 5" and "20 10"); they were recomputed by
 * brute force (and each row sums to 2^(n-1)).
 */
#ifndef CG_TESTS_COOKIE_PAPER_DATA_H
#define CG_TESTS_COOKIE_PAPER_DATA_H

#include <stdint.h>

typedef struct paper_dcount_row {
    uint32_t n, dfirst;
    uint64_t c[6];
} paper_dcount_row;

static const paper_dcount_row paper_dcounts[] = {
    { 0, 0, { 1 } }, { 1, 1, { 1 } }, { 2, 1, { 1, 1 } }, { 3, 2, { 1, 3 } },
    { 4, 3, { 5, 3 } }, { 5, 3, { 2, 4, 10 } }, { 6, 4, { 2, 20, 10 } },
    { 7, 5, { 14, 15, 35 } }, { 8, 5, { 4, 12, 77, 35 } },
    { 9, 6, { 4, 70, 56, 126 } }, { 10, 7, { 36, 56, 294, 126 } },
    { 11, 7, { 8, 32, 312, 210, 462 } }, { 12, 8, { 8, 216, 240, 1122, 462 } },
    { 13, 9, { 88, 180, 1320, 792, 1716 } },
    { 14, 9, { 16, 80, 1100, 990, 4290, 1716 } },
    { 15, 10, { 16, 616, 880, 5434, 3003, 6435 } },
    { 16, 11, { 208, 528, 5148, 4004, 16445, 6435 } },
};

#define PAPER_DCOUNT_ROWS (sizeof paper_dcounts / sizeof paper_dcounts[0])

/* counts[d] of row n as the paper gives it (0 outside the listed range). */
static inline uint64_t paper_dcount(const paper_dcount_row *row, uint32_t d)
{
    return d >= row->dfirst && d - row->dfirst < 6 ? row->c[d - row->dfirst] : 0;
}

#endif
