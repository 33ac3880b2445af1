/*
 * The theory of strict positions (Propp and Ullman): critical positions C^{n,d},
 * D-values, the three-case winning move and the winning interval. Everything
 * here takes the reduced form of a strict position (a view or an array).
 */
#ifndef CG_COOKIE_STRICT_H
#define CG_COOKIE_STRICT_H

#include <stddef.h>
#include <stdint.h>

#include "position.h"

/* Whether C^{n,d} exists: (2n - 1)/3 <= d <= n. */
int cookie_critical_exists(uint64_t n, uint64_t d);

/* The smallest D-value of a strict position with n heaps: ceil((2n - 1)/3), 0 for n = 0. */
uint64_t cookie_dmin(uint64_t n);

/* Component i (1-based) of C^{n,d}, which must exist. */
uint32_t cookie_critical_at(uint32_t n, uint32_t d, size_t i);

/* Definitional test: view >= C^{n,d}, componentwise, with n = v->n. */
int cookie_view_dominates_critical(const cookie_view *v, uint32_t d);

/* D(view) >= t for the reduced form of a strict position (Claim 5: only the
 * components r + 1 .. m need to be checked). */
int cookie_view_dvalue_at_least(const cookie_view *v, uint64_t t);

/* The D-value of the reduced form of a strict position. O(n log n). */
uint32_t cookie_view_dvalue(const cookie_view *v);

/*
 * Propp and Ullman's procedure for a strict reduced position with odd D-value d:
 * the 1-based index of a winning option, and in *which the case (1, 2 or 3) that
 * applied. Returns 0 when no case applies, which the paper proves impossible.
 * O(n).
 */
size_t cookie_view_procedure_move(const cookie_view *v, uint32_t d, int *which);

/*
 * The winning interval [*first, *last] (1-based, inclusive) of a strict reduced
 * position b with n heaps and odd D-value d. The D-values of the options fall
 * monotonically with the index, so both ends are found by bisection over a
 * known winning option `hint` (1-based). scratch holds n heaps. O(n log n).
 */
void cookie_strict_interval(const uint32_t *b, size_t n, uint32_t d, size_t hint,
                            uint32_t *scratch, size_t *first, size_t *last);

#endif
