/* Dyadic rationals num / 2^k, the numbers of short games: stops, means,
 * temperatures and the number part of x + u.up + *m. */
#ifndef CG_PARTIZAN_DYADIC_H
#define CG_PARTIZAN_DYADIC_H

#include <stdint.h>

#include <cookiegame/partizan.h>

/* The range of numbers (partizan.h), as the details of refusals state it. */
#define DY_RANGE_TEXT                                                                       \
    "integer parts up to 2^62 in magnitude, denominators up to 2^1024, numerators in lowest " \
    "terms within 64 bits"
_Static_assert(CG_GAME_MAX_INTEGER == INT64_C(1) << 62 && CG_GAME_MAX_LOG2_DEN == 1024,
               "DY_RANGE_TEXT states the range");

/* A dyadic rational num / 2^k in lowest terms (k = 0 or num odd). */
typedef struct dyadic {
    int64_t num;
    uint32_t k;
} dyadic;

/* num / 2^k brought to lowest terms; CG_ERANGE when k stays above
 * CG_GAME_MAX_LOG2_DEN. */
int dy_make(int64_t num, uint32_t k, dyadic *out);
/* 1 when x is a number the store holds, else 0: log2 of the denominator at
 * most CG_GAME_MAX_LOG2_DEN and |x| <= CG_GAME_MAX_INTEGER (the canonical
 * form of x holds the integers next to it). Every path that makes a number
 * (constructors, the reader, sums, canonical forms recognised as numbers)
 * applies this one rule. */
int dy_in_range(dyadic x);
/* The floor and the ceiling of x (exact for every denominator). */
int64_t dy_floor(dyadic x);
int64_t dy_ceil(dyadic x);
/* a + b; CG_ERANGE on overflow. */
int dy_add(dyadic a, dyadic b, dyadic *out);
/* (a - b) / m for m = 1 or 2, exact through 128 bits: CG_ERANGE only when
 * the result itself is past 64 bits or the finest denominator. */
int dy_sub_div(dyadic a, dyadic b, int m, dyadic *out);
/* a * b, exact through 128 bits: CG_ERANGE only when the product itself is
 * past 64 bits or the finest denominator. */
int dy_mul(dyadic a, dyadic b, dyadic *out);
/* -a; CG_ERANGE for num = INT64_MIN. */
int dy_neg(dyadic a, dyadic *out);
/* dy_cmp for different denominators: both scaled in 128 bits. */
int dy_cmp_scaled(dyadic a, dyadic b);

/* -1, 0 or 1 as a <, =, > b (exact: never overflows). Inline: comparisons of
 * games test stops on every step, nearly always with equal denominators. */
static inline int dy_cmp(dyadic a, dyadic b)
{
    if (a.k == b.k)
        return (a.num > b.num) - (a.num < b.num);
    return dy_cmp_scaled(a, b);
}

#endif
