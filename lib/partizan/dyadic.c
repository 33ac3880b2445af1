/* Dyadic rationals (dyadic.h). */
#include "dyadic.h"

#include <cookiegame/partizan.h>

#include "util/int128.h"

/* Comparisons scale both numerators to a common denominator: up to
 * 2^63 * 2^62, which needs 128 bits. */

int dy_make(int64_t num, uint32_t k, dyadic *out)
{
    while (k > 0 && num % 2 == 0) {
        num /= 2;
        k--;
    }
    if (k > CG_GAME_MAX_LOG2_DEN)
        return CG_ERANGE;
    out->num = num;
    out->k = num == 0 ? 0 : k;
    return CG_OK;
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

int dy_add(dyadic a, dyadic b, dyadic *out)
{
    uint32_t k = a.k > b.k ? a.k : b.k;
    int64_t x, y, s;
    if (__builtin_mul_overflow(a.num, (int64_t)1 << (k - a.k), &x) ||
        __builtin_mul_overflow(b.num, (int64_t)1 << (k - b.k), &y) ||
        __builtin_add_overflow(x, y, &s))
        return CG_ERANGE;
    return dy_make(s, k, out);
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
    /* Compare a.num * 2^(k - a.k) with b.num * 2^(k - b.k) in 128 bits. */
    uint32_t k = a.k > b.k ? a.k : b.k;
    i128 x = (i128)a.num * ((i128)1 << (k - a.k));
    i128 y = (i128)b.num * ((i128)1 << (k - b.k));
    return (x > y) - (x < y);
}
