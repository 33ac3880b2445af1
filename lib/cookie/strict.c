/* Critical positions, D-values and winning moves of strict positions. */
#include "strict.h"

#include "util/export.h"

int cookie_critical_exists(uint64_t n, uint64_t d)
{
    return d <= n && 3 * d + 1 >= 2 * n;
}

uint64_t cookie_dmin(uint64_t n)
{
    return n == 0 ? 0 : (2 * n - 1 + 2) / 3;
}

/* The parameters of C^{n,d} outside the extreme case 3d = 2n - 1. */
typedef struct critical_shape {
    uint64_t r;   /* c_i = i for i <= r */
    uint64_t m;   /* c_{r+i} = r + 2i for r < r + i <= m */
} critical_shape;

static critical_shape shape_of(uint64_t n, uint64_t d)
{
    critical_shape s;
    s.r = 2 * (n - d) + (d & 1);
    s.m = (d + s.r) / 2;
    return s;
}

uint32_t cookie_critical_at(uint32_t n, uint32_t d, size_t i)
{
    if (3 * (uint64_t)d + 1 == 2 * (uint64_t)n)
        return (uint32_t)i;
    critical_shape s = shape_of(n, d);
    if (i <= s.r)
        return (uint32_t)i;
    if (i <= s.m)
        return (uint32_t)(s.r + 2 * (i - s.r));
    if (i <= s.m + (n - d))
        return (uint32_t)(d + (i - s.m));
    return n;
}

int cookie_view_dominates_critical(const cookie_view *v, uint32_t d)
{
    for (size_t i = 1; i <= v->n; i++) {
        if (cookie_view_at(v, i - 1) < cookie_critical_at((uint32_t)v->n, d, i))
            return 0;
    }
    return 1;
}

int cookie_view_dvalue_at_least(const cookie_view *v, uint64_t t)
{
    uint64_t n = v->n;
    if (t > n)
        return 0;
    if (t <= cookie_dmin(n))
        return 1;   /* every strict position dominates C^{n,dmin} = (1, ..., n) */
    /* Claim 5: for strict A, A >= C^{n,t} iff a_{r+i} >= r + 2i for
     * 1 <= i <= (t - r)/2; strictness takes care of the other components. */
    critical_shape s = shape_of(n, t);
    for (uint64_t j = s.r + 1; j <= s.m; j++) {
        if (cookie_view_at(v, (size_t)(j - 1)) < s.r + 2 * (j - s.r))
            return 0;
    }
    return 1;
}

uint32_t cookie_view_dvalue(const cookie_view *v)
{
    /* The C^{n,d} form a chain, so "D >= d" is monotone in d: bisect. */
    uint64_t lo = cookie_dmin(v->n), hi = v->n;   /* D in [lo, hi] */
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo + 1) / 2;
        if (cookie_view_dvalue_at_least(v, mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return (uint32_t)lo;
}

size_t cookie_view_procedure_move(const cookie_view *v, uint32_t d, int *which)
{
    /* Section 3 of Propp and Ullman, with r = 2(n - d) + 1 (d is odd) and
     * h = (d - r)/2; a_i is 1-based, a_i = 0 for i <= 0. */
    int64_t n = (int64_t)v->n;
    int64_t r = 2 * (n - d) + 1;
    int64_t h = ((int64_t)d - r) / 2;   /* may be -1 in the extreme case */
#define A(i) ((i) <= 0 ? (int64_t)0 : (int64_t)cookie_view_at(v, (size_t)((i) - 1)))

    /* Case 1: a_{r+j} = r + 2j for some 0 <= j <= h. The paper's copy reads
     * "take any k <= r + j", which is wrong (e.g. (2,3,3)); k = 1 always wins
     * here: by Claim 5 the first option has D < d exactly when some
     * a_{r+j} < r + 2j + 1. */
    for (int64_t j = 0; j <= h; j++) {
        if (A(r + j) == r + 2 * j) {
            *which = 1;
            return 1;
        }
    }
    /* Case 2: a_{r+i} >= r + 2i + 1 for all 0 <= i <= h (now known) and
     * a_{r+j} = r + 2j + 1 for a smallest -1 <= j <= h: take k = r + j. */
    for (int64_t j = -1; j <= h; j++) {
        if (A(r + j) == r + 2 * j + 1 && r + j >= 1) {
            *which = 2;
            return (size_t)(r + j);
        }
    }
    /* Case 3: a_{r+i} >= r + 2i + 2 for all -1 <= i <= h and a_{r+j} =
     * r + 2j + 2 for some -2 <= j <= h - 1: every k > r + j wins; take the
     * largest heap, k = n. */
    for (int64_t i = -1; i <= h; i++) {
        if (A(r + i) < r + 2 * i + 2)
            return 0;
    }
    for (int64_t j = -2; j <= h - 1; j++) {
        if (A(r + j) == r + 2 * j + 2) {
            *which = 3;
            return (size_t)n;
        }
    }
#undef A
    return 0;
}

/* D(option k) >= t, for the 1-based option k of the strict reduced array b. */
static int option_at_least(const uint32_t *b, size_t n, size_t k, uint64_t t, uint32_t *scratch)
{
    size_t m = cookie_reduced_option(b, n, k - 1, scratch);
    cookie_view v = { scratch, m, (uint32_t)m };
    return cookie_view_dvalue_at_least(&v, t);
}

void cookie_strict_interval(const uint32_t *b, size_t n, uint32_t d, size_t hint,
                            uint32_t *scratch, size_t *first, size_t *last)
{
    /* Options dominate each other in index order, so D(option k) falls with k
     * (by at most one per step, Claim 9). Winning options have D = d - 1:
     * after the last k with D >= d and up to the last k with D >= d - 1. */
    size_t lo = 1, hi = hint;          /* first: smallest k in [1, hint] with D < d */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (option_at_least(b, n, mid, d, scratch))
            lo = mid + 1;
        else
            hi = mid;
    }
    *first = lo;
    lo = hint;
    hi = n;                            /* last: largest k in [hint, n] with D >= d - 1 */
    while (lo < hi) {
        size_t mid = lo + (hi - lo + 1) / 2;
        if (option_at_least(b, n, mid, (uint64_t)d - 1, scratch))
            lo = mid;
        else
            hi = mid - 1;
    }
    *last = lo;
}
