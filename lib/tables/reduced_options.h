/*
 * The options of reduced positions, ranked along the enumeration.
 *
 * Take a reduced position a_1 <= ... <= a_n (a_k >= k, a_n = n) and eat heap k.
 * The others age by a day: b_j = a_j - 1 before k, a_{j+1} - 1 from k on. The
 * surplus of b is 1 exactly when some heap before k is tight (a_j = j, which
 * becomes j - 1 at index j), and 0 otherwise (a heap after k keeps b_j >= j).
 * With t the first tight index (a_n = n, so there is one):
 *
 *   k <= t: the option is b itself, a position of n - 1 heaps;
 *   k >  t: it is b without its smallest heap, capped at c(v) = min(v, n - 2)
 *           (n - 2 heaps): b'_j = c(a_{j+1} - 1) for j <= k - 2,
 *                                 c(a_{j+2} - 1) for j >= k - 1.
 *
 * A rank is a sum over indices j of a term that reads only the heaps at j
 * and j - 1 (reduced_rank.h). For every option, the terms before the eaten
 * heap read the a_j shifted one way, those after it shifted the other way,
 * and one term in the middle reads both. So with running sums of the "before"
 * terms and of the "after" terms, each option's rank is one middle term and
 * two differences: all n options in O(n), where building and ranking each
 * option on its own costs O(n^2) per position.
 *
 * The running sums depend on a only from some index on, and stepping to the
 * next tuple in lexicographic order changes a only from the index it grows:
 * so the walk recomputes them only there (amortised O(1) per position), and
 * a position's cost is its n middle terms. Equal heaps give equal options and
 * are ranked once; distinct heaps may still give equal capped options, which
 * are listed twice (harmless for a set of values).
 */
#ifndef CG_TABLES_REDUCED_OPTIONS_H
#define CG_TABLES_REDUCED_OPTIONS_H

#include <stdint.h>

#include "reduced_rank.h"

/* One option: its rank in the level below (n - 1 heaps) or two below. */
typedef struct tables_reduced_option {
    uint64_t rank;
    uint32_t below;   /* 1 or 2 */
} tables_reduced_option;

/* A walk through the positions of n heaps in rank order, with what ranks
 * their options. Sums are modulo 2^64: entries past the first tight index
 * may wrap, and are never read. */
typedef struct tables_option_walk {
    uint32_t n, tight;
    const tables_rank_table *t1, *t2;   /* ranks of n - 1 and n - 2 heaps */
    uint8_t a[RANK_MAX + 2];            /* a[1..n] */
    /* before1[j]: the terms 1..j of an option of n - 1 heaps, read before the
     * eaten heap; after1[j]: the terms 2..j read after it. before2, after2:
     * the same for options of n - 2 heaps. */
    uint64_t before1[RANK_MAX + 2], after1[RANK_MAX + 2];
    uint64_t before2[RANK_MAX + 2], after2[RANK_MAX + 2];
} tables_option_walk;

/* The rank term at index j: heap v there, heap `prev` before it (0 before
 * the first). */
static inline uint64_t tables_rank_term(const tables_rank_table *t, uint32_t j, uint32_t v,
                                        uint32_t prev)
{
    return t->prefix[j][v] - t->prefix[j][prev > j ? prev : j];
}

/* Recompute the running sums from index `from` on (a[1..n] changed there). */
static inline void tables_option_walk_update(tables_option_walk *w, uint32_t from)
{
    uint32_t n = w->n, m = n >= 2 ? n - 2 : 0;
    const uint8_t *a = w->a;
    if (n == 0)
        return;   /* the empty position: no heap, no option */
    /* The tight index moves only if a changed at or before it. */
    if (from <= w->tight) {
        uint32_t t = from;
        while (a[t] != t)
            t++;
        w->tight = t;
    }
    /* Sums at j read a_{j-1}..a_{j+2}: redo from two indices before. */
    uint32_t s = from > 2 ? from - 2 : 1;
#define CAP(v) ((uint32_t)(v) < m ? (uint32_t)(v) : m)
    for (uint32_t j = s; j + 1 <= n; j++) {
        w->before1[j] = w->before1[j - 1] +
                        tables_rank_term(w->t1, j, a[j] - 1u, j > 1 ? a[j - 1] - 1u : 0);
        w->after1[j] = j < 2 ? 0 : w->after1[j - 1] + tables_rank_term(w->t1, j, a[j + 1] - 1u,
                                                                        a[j] - 1u);
    }
    for (uint32_t j = s; j <= m; j++) {
        w->before2[j] = w->before2[j - 1] +
                        tables_rank_term(w->t2, j, CAP(a[j + 1] - 1u), j > 1 ? CAP(a[j] - 1u) : 0);
        w->after2[j] = j < 2 ? 0 : w->after2[j - 1] + tables_rank_term(w->t2, j, CAP(a[j + 2] - 1u),
                                                                        CAP(a[j + 1] - 1u));
    }
#undef CAP
}

/* Start at the tuple a[1..n] (copied). t2 is read only when n >= 2. */
static inline void tables_option_walk_set(tables_option_walk *w, uint32_t n,
                                          const tables_rank_table *t1, const tables_rank_table *t2,
                                          const uint8_t *a)
{
    w->n = n;
    w->t1 = t1;
    w->t2 = t2;
    for (uint32_t j = 1; j <= n; j++)
        w->a[j] = a[j];
    w->before1[0] = w->after1[0] = w->before2[0] = w->after2[0] = 0;
    w->tight = 1;
    tables_option_walk_update(w, 1);
}

/* Step to the next tuple; 0 after the last one. */
static inline int tables_option_walk_next(tables_option_walk *w)
{
    uint32_t n = w->n;
    /* As tables_rank_next: grow the last heap below n, reset the rest to their minimum. */
    uint32_t k = n > 0 ? n - 1 : 0;
    while (k >= 1 && w->a[k] == n)
        k--;
    if (k == 0)
        return 0;
    w->a[k]++;
    for (uint32_t j = k + 1; j <= n; j++)
        w->a[j] = w->a[k] > j ? w->a[k] : (uint8_t)j;
    tables_option_walk_update(w, k);
    return 1;
}

/* The options of the current tuple (n >= 1) into out; returns how many. */
static inline uint32_t tables_option_walk_ranks(const tables_option_walk *w,
                                                tables_reduced_option *out)
{
    uint32_t n = w->n, tight = w->tight, count = 0;
    const uint8_t *a = w->a;
    /* n - 1 heaps, k = 1..tight: terms 1..k-1 before, k in the middle,
     * k+1..n-1 after. */
    uint64_t all_after1 = n >= 2 ? w->after1[n - 1] : 0;
    for (uint32_t k = 1; k <= tight; k++) {
        if (k > 1 && a[k] == a[k - 1])
            continue;
        uint64_t r = w->before1[k - 1];
        if (k < n)
            r += tables_rank_term(w->t1, k, a[k + 1] - 1u, k > 1 ? a[k - 1] - 1u : 0) + all_after1 -
                 w->after1[k];
        out[count++] = (tables_reduced_option){ r, 1 };
    }
    if (tight == n)
        return count;
    /* n - 2 heaps, k = tight+1..n: terms 1..k-2 before, k-1 in the middle,
     * k..n-2 after. */
    uint32_t m = n - 2;
    uint64_t all_after2 = w->after2[m];
    for (uint32_t k = tight + 1; k <= n; k++) {
        if (a[k] == a[k - 1])
            continue;
        uint64_t r = w->before2[k - 2];
        if (k < n) {
            uint32_t v = a[k + 1] - 1u, prev = k >= 3 ? a[k - 1] - 1u : 0;
            r += tables_rank_term(w->t2, k - 1, v < m ? v : m, prev < m ? prev : m) + all_after2 -
                 w->after2[k - 1];
        }
        out[count++] = (tables_reduced_option){ r, 2 };
    }
    return count;
}

#endif
