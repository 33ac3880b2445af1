/* The P-positions of Wythoff's game, exact, and winning moves. The one floating
 * point operation is a long double square root used as the first guess of an
 * integer square root, which integer steps then correct. The 128-bit integers
 * are a GCC and Clang extension (__extension__ keeps -pedantic quiet). */
#include <float.h>
#include <math.h>

#include <cookiegame/wythoff.h>

#include "fibonacci.h"
#include "util/export.h"
#include "util/int128.h"


/* The largest k whose b_k = floor(k phi^2) fits in 64 bits (checked in the tests
 * against the Zeckendorf method, which finds the same boundary). */
#define WYTHOFF_MAX_K UINT64_C(7046029254386353130)

/* floor(sqrt(x)) for x < 2^128. */
static uint64_t isqrt128(cgu_u128 x)
{
    /* A long double estimate is within a unit or two on x86-64 and aarch64; where
     * long double is only a double, a Newton step first brings it that close. */
    long double est = sqrtl((long double)x);
    cgu_u128 r = est >= 18446744073709551615.0L ? (cgu_u128)UINT64_MAX : (cgu_u128)est;
#if LDBL_MANT_DIG < 64
    if (r > 0)
        r = (r + x / r) / 2;
    if (r > UINT64_MAX)
        r = UINT64_MAX;
#endif
    while (r * r > x)
        r--;
    while (r < UINT64_MAX && (r + 1) * (r + 1) <= x)
        r++;
    return (uint64_t)r;
}

/* a_k = floor(k phi) = floor((k + k sqrt 5) / 2) = (k + isqrt(5 k^2)) / 2: with
 * m = floor(k sqrt 5), (k + k sqrt 5) / 2 lies strictly between (k + m) / 2 and
 * (k + m + 1) / 2, and no integer lies strictly inside that half-unit interval. */
static void p_position(uint64_t k, uint64_t *a, uint64_t *b)
{
    cgu_u128 five_k2 = (cgu_u128)5 * k * k;   /* < 2^128 for k <= WYTHOFF_MAX_K */
    uint64_t m = isqrt128(five_k2);
    uint64_t ak = (uint64_t)(((cgu_u128)k + m) / 2);
    *a = ak;
    *b = ak + k;
}

CG_EXPORT int cg_wythoff_p_position(uint64_t k, uint64_t *a, uint64_t *b)
{
    if (a == NULL || b == NULL)
        return CG_EINVAL;
    if (k > WYTHOFF_MAX_K)
        return CG_ERANGE;
    p_position(k, a, b);
    return CG_OK;
}

CG_EXPORT int cg_wythoff_is_p(uint64_t x, uint64_t y)
{
    if (x > y) {
        uint64_t t = x;
        x = y;
        y = t;
    }
    uint64_t k = y - x, a, b;
    if (k > WYTHOFF_MAX_K)
        return 0;
    p_position(k, &a, &b);
    return a == x;
}

CG_EXPORT int cg_wythoff_winning_moves(uint64_t x, uint64_t y, uint64_t *moves, size_t cap,
                                       size_t *count)
{
    if (count == NULL || (moves == NULL && cap > 0))
        return CG_EINVAL;
    uint64_t found[3][2];
    size_t n = 0;
    uint64_t p;
    /* Take from the first jar: (p, y) with p the partner of y, p < x. */
    if (wythoff_partner(y, &p) && p < x) {
        found[n][0] = p;
        found[n][1] = y;
        n++;
    }
    /* Take from the second jar: (x, p) with p the partner of x, p < y. */
    if (wythoff_partner(x, &p) && p < y) {
        found[n][0] = x;
        found[n][1] = p;
        n++;
    }
    /* Take from both: keep the difference d = |x - y|; the P-position with that
     * difference is (a_d, b_d), reachable when a_d < min(x, y). */
    uint64_t lo = x < y ? x : y, d = x < y ? y - x : x - y, a, b;
    if (d <= WYTHOFF_MAX_K) {
        p_position(d, &a, &b);
        if (a < lo) {
            found[n][0] = x <= y ? a : b;
            found[n][1] = x <= y ? b : a;
            n++;
        }
    }
    /* At most three moves: sort them by (x', y'). */
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && (found[j - 1][0] > found[j][0] ||
                                     (found[j - 1][0] == found[j][0] &&
                                      found[j - 1][1] > found[j][1])); j--) {
            uint64_t t0 = found[j][0], t1 = found[j][1];
            found[j][0] = found[j - 1][0];
            found[j][1] = found[j - 1][1];
            found[j - 1][0] = t0;
            found[j - 1][1] = t1;
        }
    for (size_t i = 0; i < n && i < cap; i++) {
        moves[2 * i] = found[i][0];
        moves[2 * i + 1] = found[i][1];
    }
    *count = n;
    return n > cap ? CG_ERANGE : CG_OK;
}
