/*
 * The number of strict positions with n heaps and each D-value, without listing
 * the 2^(n-1) positions.
 *
 * A strict position with n heaps is a subset T of {1..n-1} (padded with n's).
 * By Claim 5 of Propp and Ullman, D >= d (for (2n-1)/3 < d <= n, with
 * r = 2(n-d) + d mod 2 and h = (d-r)/2) exactly when a_{r+i} >= r + 2i for
 * i = 1..h, that is when T has at most r+i-1 elements in [1, r+2i-1]. Counting
 * the subsets that respect these prefix bounds is a lattice-path count: walk
 * through the values 1..n-1, keeping the number of elements taken so far, and
 * drop the paths that cross a bound. O(n^2) per d.
 */
#include <string.h>

#include "util/alloc.h"
#include "util/export.h"
#include "util/int128.h"

#include <cookiegame/tables.h>

/* The counts are made in 128 bits (enough to n = 127) and must fit in 64:
 * they do to n = CG_STRICT_DVALUE_MAX_HEAPS (tests/tables checks 66 and 67). */
_Static_assert(CG_STRICT_DVALUE_MAX_HEAPS <= 127, "128-bit counts reach n = 127");


/* The number of strict positions with n heaps and D >= d. */
static cgu_u128 count_at_least(uint32_t n, uint32_t d, cgu_u128 *ways)
{
    if (d > n)
        return 0;
    if (n == 0)
        return 1;
    /* Every strict position has D >= ceil((2n-1)/3), i.e. 3d <= 2n + 1. */
    if (3 * (uint64_t)d <= 2 * (uint64_t)n + 1)
        return (cgu_u128)1 << (n - 1);
    uint32_t r = 2 * (n - d) + d % 2;
    uint32_t h = (d - r) / 2;
    /* ways[c] = subsets of {1..v} with c elements respecting the bounds so far */
    memset(ways, 0, (size_t)(n + 1) * sizeof *ways);
    ways[0] = 1;
    uint32_t i = 1;   /* next bound: at most r+i-1 elements in [1, r+2i-1] */
    for (uint32_t v = 1; v <= n - 1; v++) {
        for (uint32_t c = v; c >= 1; c--)
            ways[c] += ways[c - 1];
        if (i <= h && v == r + 2 * i - 1) {
            for (uint32_t c = r + i; c <= v; c++)
                ways[c] = 0;
            i++;
        }
    }
    cgu_u128 total = 0;
    for (uint32_t c = 0; c <= n - 1; c++)
        total += ways[c];
    return total;
}

CG_EXPORT int cg_strict_dvalue_counts(uint32_t n, uint64_t *counts, size_t ncounts)
{
    if (counts == NULL || ncounts < (size_t)n + 1)
        return CG_EINVAL;
    if (n > CG_STRICT_DVALUE_MAX_HEAPS)
        return CG_ERANGE;
    cgu_u128 *ways = cgu_malloc_array((size_t)n + 1, sizeof *ways);
    uint64_t *result = cgu_malloc_array((size_t)n + 1, sizeof *result);
    int rc = (ways == NULL || result == NULL) ? CG_ENOMEM : CG_OK;
    cgu_u128 above = 0;   /* positions with D >= d + 1 */
    for (uint32_t d = n + 1; rc == CG_OK && d-- > 0;) {
        cgu_u128 at_least = count_at_least(n, d, ways);
        cgu_u128 exactly = at_least - above;
        if (exactly > UINT64_MAX)
            rc = CG_ERANGE;
        else
            result[d] = (uint64_t)exactly;
        above = at_least;
    }
    if (rc == CG_OK)
        memcpy(counts, result, ((size_t)n + 1) * sizeof *counts);
    cgu_free(ways);
    cgu_free(result);
    return rc;
}
