/*
 * Brute-force partizan oracle: game trees as they are written, no canonical
 * forms, and the outcome of a sum of trees found by playing it out.
 */
#ifndef CG_ORACLE_PARTIZAN_H
#define CG_ORACLE_PARTIZAN_H

#include <stddef.h>

typedef struct ptree {
    size_t nl, nr;
    const struct ptree *opt[16];   /* nl Left options, then nr Right options */
} ptree;

/* Outcome of the sum of trees t[0..n): 'L', 'R', 'N' or 'P'. */
char oracle_partizan_outcome(const ptree *const *t, size_t n);

/* Whether Left (left = 1) or Right, moving first in the sum, wins. */
int oracle_partizan_first_wins(const ptree *const *t, size_t n, int left);

#endif
