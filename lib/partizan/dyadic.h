/* Dyadic rationals num / 2^k, the numbers of short games: stops, means,
 * temperatures and the number part of x + u.up + *m. */
#ifndef CG_PARTIZAN_DYADIC_H
#define CG_PARTIZAN_DYADIC_H

#include <stdint.h>

#include <cookiegame/partizan.h>

/* The range of numbers (partizan.h), as the details of refusals state it. */
#define PG_DY_RANGE_TEXT                                                                       \
    "integer parts up to 2^62 in magnitude, denominators up to 2^1024, numerators in lowest " \
    "terms within 64 bits"
_Static_assert(CG_GAME_MAX_INTEGER == INT64_C(1) << 62 && CG_GAME_MAX_LOG2_DEN == 1024,
               "DY_RANGE_TEXT states the range");

/* A dyadic rational num / 2^k in lowest terms (k = 0 or num odd). */
typedef struct pg_dyadic {
    int64_t num;
    uint32_t k;
} pg_dyadic;

/* num / 2^k brought to lowest terms; CG_ERANGE when k stays above
 * CG_GAME_MAX_LOG2_DEN. */
int pg_dy_make(int64_t num, uint32_t k, pg_dyadic *out);
/* 1 when x is a number the store holds, else 0: log2 of the denominator at
 * most CG_GAME_MAX_LOG2_DEN and |x| <= CG_GAME_MAX_INTEGER (the canonical
 * form of x holds the integers next to it). Every path that makes a number
 * (constructors, the reader, sums, canonical forms recognised as numbers)
 * applies this one rule. */
int pg_dy_in_range(pg_dyadic x);
/* The floor and the ceiling of x (exact for every denominator). */
int64_t pg_dy_floor(pg_dyadic x);
int64_t pg_dy_ceil(pg_dyadic x);
/* a + b; CG_ERANGE on overflow. */
int pg_dy_add(pg_dyadic a, pg_dyadic b, pg_dyadic *out);
/* (a - b) / m for m = 1 or 2, exact through 128 bits: CG_ERANGE only when
 * the result itself is past 64 bits or the finest denominator. */
int pg_dy_sub_div(pg_dyadic a, pg_dyadic b, int m, pg_dyadic *out);
/* a * b, exact through 128 bits: CG_ERANGE only when the product itself is
 * past 64 bits or the finest denominator. */
int pg_dy_mul(pg_dyadic a, pg_dyadic b, pg_dyadic *out);
/* -a; CG_ERANGE for num = INT64_MIN. */
int pg_dy_neg(pg_dyadic a, pg_dyadic *out);
/* pg_dy_cmp for different denominators: both scaled in 128 bits. */
int pg_dy_cmp_scaled(pg_dyadic a, pg_dyadic b);

/* -1, 0 or 1 as a <, =, > b (exact: never overflows). Inline: comparisons of
 * games test stops on every step, nearly always with equal denominators. */
static inline int pg_dy_cmp(pg_dyadic a, pg_dyadic b)
{
    if (a.k == b.k)
        return (a.num > b.num) - (a.num < b.num);
    return pg_dy_cmp_scaled(a, b);
}

#endif
