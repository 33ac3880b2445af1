/* Dyadic rationals (dyadic.h). */
#include "dyadic.h"

#include <cookiegame/partizan.h>

#include "util/int128.h"

/* d / 2^k in lowest terms, CG_ERANGE when it is past 64 bits or the finest
 * denominator: the one exit of the arithmetic below, which works in 128 bits
 * so that only results out of range are refused (2^62 - 1/2 is 2^63 - 1
 * halves, though 2^62 is 2^63 of them). */
static int from_i128(cgu_i128 d, uint32_t k, pg_dyadic *out)
{
    if (d == 0)
        k = 0;
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

int pg_dy_make(int64_t num, uint32_t k, pg_dyadic *out)
{
    return from_i128(num, k, out);
}

int pg_dy_mul(pg_dyadic a, pg_dyadic b, pg_dyadic *out)
{
    /* Both denominators are at most 2^1024, so k fits easily. */
    return from_i128((cgu_i128)a.num * b.num, a.k + b.k, out);
}

int64_t pg_dy_floor(pg_dyadic x)
{
    if (x.k == 0)
        return x.num;
    /* An arithmetic shift is the floor; past 62 bits of denominator the
     * 64-bit numerator leaves 0 < |x| < 1. */
    return x.k < 63 ? x.num >> x.k : (x.num < 0 ? -1 : 0);
}

int64_t pg_dy_ceil(pg_dyadic x)
{
    return x.k == 0 ? x.num : pg_dy_floor(x) + 1;
}

int pg_dy_in_range(pg_dyadic x)
{
    if (x.k > CG_GAME_MAX_LOG2_DEN)
        return 0;
    if (x.k == 0)
        return x.num <= CG_GAME_MAX_INTEGER && x.num >= -CG_GAME_MAX_INTEGER;
    /* A fraction's canonical form reaches the integers on both sides of it
     * (its options are (num -+ 1) / 2^k), so both must be held. */
    int64_t floor = pg_dy_floor(x);
    return floor < CG_GAME_MAX_INTEGER && floor >= -CG_GAME_MAX_INTEGER;
}

/* 1 when a and b, both non-zero (callers take 0 first) and in lowest terms,
 * have denominators 2^64 or more apart: then the one with the finer
 * denominator is the smaller in magnitude (below 2^63 / 2^k against at least
 * 1 / 2^(k-64)), and their sum or difference has an odd numerator past 2^63
 * over the finer denominator, out of range. */
static int far_apart(pg_dyadic a, pg_dyadic b)
{
    return (a.k > b.k ? a.k - b.k : b.k - a.k) >= 64;
}

/* x's numerator over 2^k, k >= x.k and k - x.k < 64 (not far_apart): |num|
 * < 2^63 shifted by at most 63 bits, so sums and differences of two stay
 * within 127 bits. */
static cgu_i128 scaled(pg_dyadic x, uint32_t k)
{
    return (cgu_i128)x.num * ((cgu_i128)1 << (k - x.k));
}

int pg_dy_add(pg_dyadic a, pg_dyadic b, pg_dyadic *out)
{
    if (a.num == 0 || b.num == 0)
        return a.num == 0 ? from_i128(b.num, b.k, out) : from_i128(a.num, a.k, out);
    if (far_apart(a, b))
        return CG_ERANGE;
    uint32_t k = a.k > b.k ? a.k : b.k;
    return from_i128(scaled(a, k) + scaled(b, k), k, out);
}

int pg_dy_sub_div(pg_dyadic a, pg_dyadic b, int m, pg_dyadic *out)
{
    if (m != 1 && m != 2)
        return CG_ERANGE;
    uint32_t half = m == 2;
    if (a.num == 0 || b.num == 0)
        return a.num == 0 ? from_i128(-(cgu_i128)b.num, b.k + half, out)
                          : from_i128(a.num, a.k + half, out);
    if (far_apart(a, b))
        return CG_ERANGE;
    uint32_t k = a.k > b.k ? a.k : b.k;
    return from_i128(scaled(a, k) - scaled(b, k), k + half, out);
}

int pg_dy_neg(pg_dyadic a, pg_dyadic *out)
{
    if (a.num == INT64_MIN)
        return CG_ERANGE;
    out->num = -a.num;
    out->k = a.k;
    return CG_OK;
}

int pg_dy_cmp_scaled(pg_dyadic a, pg_dyadic b)
{
    if (a.num == 0 || b.num == 0 || far_apart(a, b)) {
        /* One is 0 or the finer is the smaller in magnitude: the sign of
         * the coarser decides (b's for a <=> b, negated). */
        if (a.num == 0 || (b.num != 0 && a.k > b.k))
            return (b.num < 0) - (b.num > 0);
        return (a.num > 0) - (a.num < 0);
    }
    uint32_t k = a.k > b.k ? a.k : b.k;
    cgu_i128 x = scaled(a, k), y = scaled(b, k);
    return (x > y) - (x < y);
}
