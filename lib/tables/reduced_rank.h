/*
 * Ranking reduced positions. A reduced position with n heaps is a tuple
 * a_1 <= ... <= a_n with k <= a_k <= n (a lattice path above the diagonal);
 * its rank is the number of such tuples that are lexicographically smaller.
 * rank = sum over k of (prefix[k][a_k] - prefix[k][max(a_{k-1}, k)]), where
 * prefix[k][v] counts the completions of the tuples with a_k < v.
 */
#ifndef CG_TABLES_REDUCED_RANK_H
#define CG_TABLES_REDUCED_RANK_H

#include <stdint.h>

#include <cookiegame/tables.h>

#define RANK_MAX CG_REDUCED_TABLE_MAX_HEAPS

typedef struct tables_rank_table {
    uint32_t n;
    /* prefix[k][v], 1 <= k <= n, k <= v <= n + 1: completions with a_k in [k, v). */
    uint64_t prefix[RANK_MAX + 1][RANK_MAX + 2];
} tables_rank_table;

/* Catalan(n): the number of reduced positions with n heaps (n <= RANK_MAX). */
uint64_t tables_reduced_positions(uint32_t n);

void tables_rank_table_init(tables_rank_table *t, uint32_t n);

/* The rank of a (1-based: a[1..n]; a[0] is ignored). O(n). */
static inline uint64_t tables_rank_of(const tables_rank_table *t, const uint8_t *a)
{
    uint64_t r = 0;
    uint32_t lo = 1;
    for (uint32_t k = 1; k <= t->n; k++) {
        if (lo < k)
            lo = k;
        r += t->prefix[k][a[k]] - t->prefix[k][lo];
        lo = a[k];
    }
    return r;
}

/* The tuple of rank r into a[1..n]. O(n^2). */
void tables_rank_unrank(const tables_rank_table *t, uint64_t r, uint8_t *a);

/* The next tuple in lexicographic order; 0 after the last one. O(n). */
int tables_rank_next(uint32_t n, uint8_t *a);

/* The reduced position of this rank. CG_OK or CG_ENOMEM. */
int tables_reduced_rank_position(uint32_t n, uint64_t rank, cg_position **out);

#endif
