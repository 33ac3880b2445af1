#include "reduced_rank.h"

#include <string.h>

#include "util/alloc.h"

uint64_t tables_reduced_positions(uint32_t n)
{
    /* Catalan numbers by C(k+1) = C(k) * 2(2k+1) / (k+2), exact in 64 bits to 30
     * (the product stays below 2^64 there). */
    uint64_t c = 1;
    for (uint32_t k = 0; k < n; k++)
        c = c * (2 * (2 * (uint64_t)k + 1)) / (k + 2);
    return c;
}

void tables_rank_table_init(tables_rank_table *t, uint32_t n)
{
    memset(t, 0, sizeof *t);
    t->n = n;
    /* comp[k][v]: ways to pick a_{k+1..n} after a_k = v. */
    uint64_t comp[RANK_MAX + 2][RANK_MAX + 2];
    memset(comp, 0, sizeof comp);
    if (n == 0)
        return;
    comp[n][n] = 1;   /* a_n must be n */
    for (uint32_t k = n - 1; k >= 1; k--) {
        /* comp[k][v] = sum over w >= max(v, k + 1) of comp[k+1][w] */
        uint64_t suffix = 0;
        for (uint32_t v = n; v >= k; v--) {
            if (v >= k + 1)
                suffix += comp[k + 1][v];
            comp[k][v] = suffix;
        }
    }
    for (uint32_t k = 1; k <= n; k++) {
        t->prefix[k][k] = 0;
        for (uint32_t v = k; v <= n; v++)
            t->prefix[k][v + 1] = t->prefix[k][v] + comp[k][v];
    }
}

void tables_rank_unrank(const tables_rank_table *t, uint64_t r, uint8_t *a)
{
    uint32_t lo = 1;
    for (uint32_t k = 1; k <= t->n; k++) {
        if (lo < k)
            lo = k;
        uint32_t v = lo;
        /* the largest v >= lo with prefix[k][v] - prefix[k][lo] <= r */
        while (v < t->n && t->prefix[k][v + 1] - t->prefix[k][lo] <= r)
            v++;
        r -= t->prefix[k][v] - t->prefix[k][lo];
        a[k] = (uint8_t)v;
        lo = v;
    }
}

int tables_rank_next(uint32_t n, uint8_t *a)
{
    /* Grow the last heap below n (a_n = n never grows) and make the rest as
     * small as allowed: a_j = max(a_k, j). */
    uint32_t k = n > 0 ? n - 1 : 0;
    while (k >= 1 && a[k] == n)
        k--;
    if (k == 0)
        return 0;
    a[k]++;
    for (uint32_t j = k + 1; j <= n; j++)
        a[j] = a[k] > j ? a[k] : (uint8_t)j;
    return 1;
}

int tables_reduced_rank_position(uint32_t n, uint64_t rank, cg_position **out)
{
    tables_rank_table *t = cgu_malloc(sizeof *t);
    if (t == NULL)
        return CG_ENOMEM;
    tables_rank_table_init(t, n);
    uint8_t a[RANK_MAX + 1];
    tables_rank_unrank(t, rank, a);
    cgu_free(t);
    uint32_t heaps[RANK_MAX];
    for (uint32_t k = 1; k <= n; k++)
        heaps[k - 1] = a[k];
    return cg_position_new(heaps, n, out);
}
