/* Dyadic rationals (dyadic.h). */
#include "dyadic.h"

#include <cookiegame/partizan.h>

#include "util/int128.h"

/* d / 2^k in lowest terms, CG_ERANGE when it is past 64 bits or the finest
 * denominator: the one exit of the arithmetic below, which works in 128 bits
 * so that only results out of range are refused (2^62 - 1/2 is 2^63 - 1
 * halves, though 2^62 is 2^63 of them). */
static int from_i128(i128 d, uint32_t k, dyadic *out)
{
    while (k > 0 && d % 2 == 0) {
        d /= 2;
        k--;
    }
    if (d > INT64_MAX || d < INT64_MIN || k > CG_GAME_MAX_LOG2_DEN)
        return CG_ERANGE;
    out->num = (int64_t)d;
    out->k = d == 0 ? 0 : k;
    return CG_OK;
}

int dy_make(int64_t num, uint32_t k, dyadic *out)
{
    return from_i128(num, k, out);
}

int dy_in_range(dyadic x)
{
    if (x.k > CG_GAME_MAX_LOG2_DEN)
        return 0;
    if (x.k == 0)
        return x.num <= CG_GAME_MAX_INTEGER && x.num >= -CG_GAME_MAX_INTEGER;
    /* A fraction's canonical form reaches the integers on both sides of it
     * (its options are (num -+ 1) / 2^k), so both must be held. */
    int64_t floor = x.num >> x.k;   /* an arithmetic shift */
    return floor < CG_GAME_MAX_INTEGER && floor >= -CG_GAME_MAX_INTEGER;
}

/* x's numerator over 2^k, k >= x.k: |num| < 2^63 shifted by at most 62
 * bits, so sums and differences of two stay within 127 bits. */
static i128 scaled(dyadic x, uint32_t k)
{
    return (i128)x.num * ((i128)1 << (k - x.k));
}

int dy_add(dyadic a, dyadic b, dyadic *out)
{
    uint32_t k = a.k > b.k ? a.k : b.k;
    return from_i128(scaled(a, k) + scaled(b, k), k, out);
}

int dy_sub_div(dyadic a, dyadic b, int m, dyadic *out)
{
    if (m != 1 && m != 2)
        return CG_ERANGE;
    uint32_t k = a.k > b.k ? a.k : b.k;
    return from_i128(scaled(a, k) - scaled(b, k), m == 2 ? k + 1 : k, out);
}

int dy_neg(dyadic a, dyadic *out)
{
    if (a.num == INT64_MIN)
        return CG_ERANGE;
    out->num = -a.num;
    out->k = a.k;
    return CG_OK;
}

int dy_cmp_scaled(dyadic a, dyadic b)
{
    uint32_t k = a.k > b.k ? a.k : b.k;
    i128 x = scaled(a, k), y = scaled(b, k);
    return (x > y) - (x < y);
}
