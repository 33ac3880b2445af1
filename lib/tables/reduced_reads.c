/*
 * The ranks a chunk of a reduced level reads (reduced_reads.h).
 *
 * The options of a position, eating heap k (reduced_options.h): with t the
 * first tight index (a_j = j), k <= t gives b_j = a_j - 1 before k and
 * a_{j+1} - 1 from k on (n - 1 heaps); k > t gives b'_j = c(a_{j+1} - 1)
 * before k - 1 and c(a_{j+2} - 1) from there (n - 2 heaps, c(v) = min(v,
 * n - 2)). Over the subtree of a prefix a_1..a_p (all tails), the first
 * tight index of the prefix, if any, decides the level of each heap k <= p,
 * and the option is then a nondecreasing function of every heap of the tail:
 * the options of the subtree's first tuple (least tail) and of its last
 * (every heap n) bound the others, in rank order too. Eating a heap of the
 * tail fixes the option's first p heaps (a_j - 1, n - 1 heaps, possible only
 * when the prefix has no tight index) or its first p - 1 (c(a_{j+1} - 1),
 * n - 2 heaps): their subtrees one or two levels below hold those options.
 */
#include "reduced_reads.h"

#include <stdlib.h>

#include <cookiegame/tables.h>

#include "reduced_options.h"
#include "util/alloc.h"

/* Chunks of at most this many positions are read exactly, every option
 * ranked (reduced_options.h: O(n) a position). The subtree bounds below are
 * loose where a prefix is short, up to a whole level below for the last
 * positions of a level: the last tuple (n, ..., n) is the whole subtree of
 * its prefix a_1 = n, and eating a heap of its tail bounds its options of
 * n - 2 heaps by the subtree of the empty prefix, though it has none. A
 * caller that halves a chunk until its reads are small needs them to shrink
 * with it. */
#define EXACT_POSITIONS 64

static int push(tables_reduced_ranges *out, uint64_t begin, uint64_t end)
{
    if (out->n == out->cap) {
        void *p = out->r;
        if (cgu_grow(&p, &out->cap, out->n + 1, sizeof *out->r) != CG_OK)
            return CG_ENOMEM;
        out->r = p;
    }
    out->r[out->n++] = (tables_reduced_range){ begin, end };
    return CG_OK;
}

static int by_begin(const void *a, const void *b)
{
    const tables_reduced_range *x = a, *y = b;
    return x->begin < y->begin ? -1 : x->begin > y->begin;
}

/* Sort the ranges, widen them to even bounds (4-bit values go in pairs) and
 * merge those within gap of each other. */
static void coalesce(tables_reduced_ranges *out, uint64_t positions, uint64_t gap)
{
    if (out->n == 0)
        return;
    qsort(out->r, out->n, sizeof *out->r, by_begin);
    size_t k = 0;
    for (size_t i = 0; i < out->n; i++) {
        uint64_t b = out->r[i].begin & ~UINT64_C(1), e = (out->r[i].end + 1) & ~UINT64_C(1);
        if (e > positions)
            e = positions;
        if (k > 0 && b <= out->r[k - 1].end + gap) {
            if (e > out->r[k - 1].end)
                out->r[k - 1].end = e;
        } else {
            out->r[k++] = (tables_reduced_range){ b, e };
        }
    }
    out->n = k;
}

typedef struct reads_walk {
    const tables_rank_table *t, *below[2];   /* levels n, n - 1, n - 2 */
    uint32_t n;
    uint64_t lo, hi;
    tables_reduced_ranges *out;
    uint8_t a[RANK_MAX + 2];          /* the prefix a[1..p] being visited */
} reads_walk;

/* Add the subtree of the prefix q[1..len] of level n - 1 - l: the ranks of
 * the tuples that begin so. */
static int add_subtree(reads_walk *w, unsigned l, const uint8_t *q, uint32_t len)
{
    const tables_rank_table *t = w->below[l];
    uint64_t begin = 0, size;
    uint32_t lo = 1;
    for (uint32_t k = 1; k <= len; k++) {
        if (lo < k)
            lo = k;
        begin += t->prefix[k][q[k]] - t->prefix[k][lo];
        lo = q[k];
    }
    if (len == 0)
        size = tables_reduced_positions(t->n);
    else
        size = t->prefix[len][q[len] + 1] - t->prefix[len][q[len]];
    return size == 0 ? CG_OK : push(&w->out[l], begin, begin + size);
}

static uint8_t cap(uint32_t v, uint32_t n)
{
    return (uint8_t)(v < n - 2 ? v : n - 2);
}

/* The option of the tuple a[1..n] that eats heap k, into b[1..]: n - 1
 * heaps (below 0) when k is at or before the first tight index, else n - 2
 * (below 1). Its rank in that level. */
static uint64_t option_rank(const reads_walk *w, const uint8_t *a, uint32_t k, unsigned below)
{
    uint8_t b[RANK_MAX + 2];
    uint32_t n = w->n;
    if (below == 0) {
        for (uint32_t j = 1; j + 1 <= n; j++)
            b[j] = (uint8_t)(j < k ? a[j] - 1 : a[j + 1] - 1);
    } else {
        for (uint32_t j = 1; j + 2 <= n; j++)
            b[j] = cap(j + 2 <= k ? a[j + 1] - 1u : a[j + 2] - 1u, n);
    }
    return tables_rank_of(w->below[below], b);
}

/* The ranges the subtree of the prefix a[1..p] reads (see the top). */
static int add_reads_of_subtree(reads_walk *w, uint32_t p)
{
    uint8_t *a = w->a;
    uint32_t n = w->n, tight = p + 1;
    for (uint32_t j = 1; j <= p && tight > p; j++)
        if (a[j] == j)
            tight = j;
    /* The subtree's first and last tuples: the least and the largest tails. */
    uint8_t first[RANK_MAX + 2], last[RANK_MAX + 2];
    for (uint32_t j = 1; j <= n; j++) {
        first[j] = j <= p ? a[j] : (uint8_t)(first[j - 1] > j ? first[j - 1] : j);
        last[j] = j <= p ? a[j] : (uint8_t)n;
    }
    /* Zeroed only to quiet gcc -O3's maybe-uninitialized (each q[j] read by
     * add_subtree is written just before the call). */
    uint8_t q[RANK_MAX + 2] = { 0 };
    int rc = CG_OK;
    for (uint32_t k = 1; k <= p && rc == CG_OK; k++) {
        if (k > 1 && a[k] == a[k - 1])
            continue;   /* the same option as eating heap k - 1 */
        unsigned below = k <= tight ? 0 : 1;
        rc = push(&w->out[below], option_rank(w, first, k, below),
                  option_rank(w, last, k, below) + 1);
    }
    if (p == n || rc != CG_OK)
        return rc;
    /* A heap of the tail eaten. */
    if (tight > p) {
        for (uint32_t j = 1; j <= p; j++)
            q[j] = (uint8_t)(a[j] - 1);
        rc = add_subtree(w, 0, q, p);
    }
    if (n >= 2 && rc == CG_OK) {
        for (uint32_t j = 2; j <= p; j++)
            q[j - 1] = cap(a[j] - 1u, n);
        rc = add_subtree(w, 1, q, p > 0 ? p - 1 : 0);
    }
    return rc;
}

/* The subtree of a[1..p], ranks [begin, begin + size): whole in [lo, hi),
 * its reads; across lo or hi, its children's. */
static int visit(reads_walk *w, uint32_t p, uint64_t begin, uint64_t size)
{
    uint64_t end = begin + size;
    if (end <= w->lo || begin >= w->hi)
        return CG_OK;
    if (w->lo <= begin && end <= w->hi)
        return add_reads_of_subtree(w, p);
    /* Across a bound: more than one tuple, so p < n. */
    uint32_t first = p == 0 ? 1 : (w->a[p] > p + 1 ? w->a[p] : p + 1);
    int rc = CG_OK;
    for (uint32_t v = first; v <= w->n && begin < w->hi && rc == CG_OK; v++) {
        uint64_t child = w->t->prefix[p + 1][v + 1] - w->t->prefix[p + 1][v];
        w->a[p + 1] = (uint8_t)v;
        rc = visit(w, p + 1, begin, child);
        begin += child;
    }
    return rc;
}

/* The ranks positions [lo, hi) of level n read, one range each. */
static int exact_reads(const tables_rank_table *t, const tables_rank_table *t1,
                       const tables_rank_table *t2, uint32_t n, uint64_t lo, uint64_t hi,
                       tables_reduced_ranges out[2])
{
    uint8_t a[RANK_MAX + 2];
    tables_rank_unrank(t, lo, a);
    tables_option_walk w;
    tables_option_walk_set(&w, n, t1, t2, a);
    tables_reduced_option opt[RANK_MAX + 1];
    for (uint64_t r = lo; r < hi; r++) {
        uint32_t count = tables_option_walk_ranks(&w, opt);
        for (uint32_t i = 0; i < count; i++)
            if (push(&out[opt[i].below - 1], opt[i].rank, opt[i].rank + 1) != CG_OK)
                return CG_ENOMEM;
        if (r + 1 < hi)
            tables_option_walk_next(&w);
    }
    return CG_OK;
}

int tables_reduced_reads(const tables_rank_table *t, const tables_rank_table *t1,
                         const tables_rank_table *t2, uint32_t n, uint64_t lo, uint64_t hi,
                         uint64_t gap, tables_reduced_ranges out[2])
{
    out[0].n = out[1].n = 0;
    if (n == 0 || lo >= hi)
        return CG_OK;
    reads_walk w = { t, { t1, n >= 2 ? t2 : NULL }, n, lo, hi, out, { 0 } };
    int rc = hi - lo <= EXACT_POSITIONS ? exact_reads(t, t1, n >= 2 ? t2 : NULL, n, lo, hi, out)
                                        : visit(&w, 0, 0, tables_reduced_positions(n));
    if (rc != CG_OK)
        return rc;
    coalesce(&out[0], tables_reduced_positions(n - 1), gap);
    if (n >= 2)
        coalesce(&out[1], tables_reduced_positions(n - 2), gap);
    return CG_OK;
}

void tables_reduced_ranges_free(tables_reduced_ranges *r)
{
    cgu_free(r->r);
    *r = (tables_reduced_ranges){ NULL, 0, 0 };
}
