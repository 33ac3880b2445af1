/*
 * Inverse moves: every reduced position that has a given reduced position
 * among its reduced options.
 *
 * Let P be reduced with N heaps (P_j >= j, 1-based) and b the N-1 heaps left
 * when one is eaten, each a day older. Before the eaten heap b_j = P_j - 1 >= j - 1,
 * after it b_j = P_{j+1} - 1 >= j, so b has surplus 0 or 1:
 *  - surplus 0: the reduced option is b itself, N - 1 heaps;
 *  - surplus 1: deletion drops b's smallest heap y and depletion caps the
 *    others at N - 2.
 * So a reduced option Q with m heaps comes either from N = m + 1 with b = Q, or
 * from N = m + 2 with b = {y} + Q', where Q' is Q with its last t heaps of size
 * m raised to m + 1 (the cap undone; 0 <= t <= how many there are) and
 * 0 <= y <= min Q'. P is b made a day younger plus the eaten heap x,
 * 1 <= x <= N. That is a finite superset of the predecessors; each candidate is
 * kept only when it is reduced and eating x really gives Q (checked forward
 * with the same function the searches use), so nothing is assumed about which
 * candidates qualify, and duplicates (several x giving the same P) are removed
 * after sorting.
 */
#include <stdlib.h>
#include <string.h>

#include "position.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"

/* A growing list of records, each the heap count N followed by N heaps, so
 * that qsort's comparator knows their width without global state. */
typedef struct record_list {
    uint32_t *data;
    size_t count;
    size_t capacity;   /* in uint32_t */
    size_t width;      /* 1 + N */
} record_list;

static int compare_records(const void *pa, const void *pb)
{
    const uint32_t *a = pa, *b = pb;
    for (uint32_t i = 1; i <= a[0]; i++) {
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    }
    return 0;
}

static int is_reduced(const uint32_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] < i + 1 || p[i] > n)
            return 0;
    }
    return 1;
}

/* b (n - 1 heaps, sorted) made a day younger, with x inserted: p (n heaps). */
static void younger_with(const uint32_t *b, size_t n, uint32_t x, uint32_t *p)
{
    size_t j = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        if (j == i && x <= b[i] + 1)
            p[j++] = x;
        p[j++] = b[i] + 1;
    }
    if (j < n)
        p[j] = x;
}

/* Whether eating a heap of size x from p (n heaps, reduced) gives q (m heaps). */
static int eats_to(const uint32_t *p, size_t n, uint32_t x, const uint32_t *q, size_t m,
                   uint32_t *scratch)
{
    size_t k = 0;
    while (p[k] != x)
        k++;
    size_t om = cookie_reduced_option(p, n, k, scratch);
    return om == m && (m == 0 || memcmp(scratch, q, m * sizeof *q) == 0);
}

/* Try every x for the aged heaps b (n - 1 of them); keep the predecessors. */
static int try_candidates(cg_ctx *ctx, const uint32_t *b, size_t n, const uint32_t *q, size_t m,
                          uint32_t *scratch, record_list *out)
{
    int rc = cgu_ctx_charge(ctx, n);
    if (rc != CG_OK)
        return rc;
    for (uint32_t x = 1; x <= n; x++) {
        if (cgu_grow((void **)&out->data, &out->capacity, (out->count + 1) * out->width,
                     sizeof *out->data) != CG_OK)
            return CG_ENOMEM;
        uint32_t *rec = out->data + out->count * out->width;
        rec[0] = (uint32_t)n;
        younger_with(b, n, x, rec + 1);
        if (is_reduced(rec + 1, n) && eats_to(rec + 1, n, x, q, m, scratch))
            out->count++;
    }
    return CG_OK;
}

/* Sort, drop duplicates and hand each record to the callback. */
static int emit(record_list *list, cg_position *view, cg_position_fn each, void *user_data)
{
    if (list->count == 0)
        return CG_OK;
    size_t bytes = list->width * sizeof *list->data;
    qsort(list->data, list->count, bytes, compare_records);
    for (size_t i = 0; i < list->count; i++) {
        const uint32_t *rec = list->data + i * list->width;
        if (i > 0 && compare_records(rec - list->width, rec) == 0)
            continue;
        view->n = rec[0];
        memcpy(view->heaps, rec + 1, rec[0] * sizeof *rec);
        if (each(user_data, view) != 0)
            return CG_ECANCELED;
    }
    return CG_OK;
}

/* Predecessors with m + 2 heaps: b = {y} + Q' for every t and y (see above). */
static int deeper_candidates(cg_ctx *ctx, const uint32_t *q, size_t m, size_t at_cap,
                             uint32_t *b, uint32_t *scratch, record_list *out)
{
    size_t n = m + 2;
    for (size_t t = 0; t <= at_cap; t++) {
        for (size_t i = 0; i < m; i++)
            b[1 + i] = q[i] + (i + t >= m ? 1 : 0);
        uint32_t ymax = m > 0 ? b[1] : (uint32_t)(n - 1);
        for (uint32_t y = 0; y <= ymax; y++) {
            b[0] = y;
            int rc = try_candidates(ctx, b, n, q, m, scratch, out);
            if (rc != CG_OK)
                return rc;
        }
    }
    return CG_OK;
}

CG_EXPORT int cg_position_predecessors(cg_ctx *ctx, const cg_position *p, cg_position_fn each,
                                       void *user_data)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || p == NULL || each == NULL)
        return CG_EINVAL;
    cookie_view v = cookie_reduced_view(p->heaps, p->n);
    if (v.n > CG_POSITION_SEARCH_MAX_HEAPS)
        return CG_ERANGE;
    cgu_ctx_begin(ctx);
    size_t m = v.n;
    size_t at_cap = 0;   /* heaps of Q equal to m: the cap may hide m + 1 */
    while (at_cap < m && cookie_view_at(&v, m - 1 - at_cap) == m)
        at_cap++;
    /* The nodes charged: one per candidate, m + 1 of them with m + 1 heaps,
     * then m + 2 for each pair (t, y), y at most min Q + 1 (or 1 when Q is
     * empty); each candidate is checked in O(m). */
    uint64_t ys = m > 0 ? (uint64_t)cookie_view_at(&v, 0) + 2 : 2;
    int rc = cgu_ctx_can_afford(ctx, (m + 1) + (uint64_t)(at_cap + 1) * ys * (m + 2));
    if (rc != CG_OK)
        return rc;

    uint32_t *work = cgu_malloc_array(3 * (m + 2), sizeof *work);
    cg_position *view = NULL;
    record_list nearer = { NULL, 0, 0, m + 2 }, deeper = { NULL, 0, 0, m + 3 };
    if (work == NULL || cookie_position_alloc(m + 2, &view) != CG_OK) {
        rc = CG_ENOMEM;
        goto done;
    }
    uint32_t *q = work, *b = work + (m + 2), *scratch = work + 2 * (m + 2);
    cookie_view_copy(&v, q);

    rc = try_candidates(ctx, q, m + 1, q, m, scratch, &nearer);
    if (rc == CG_OK)
        rc = deeper_candidates(ctx, q, m, at_cap, b, scratch, &deeper);
    if (rc == CG_OK)
        rc = emit(&nearer, view, each, user_data);
    if (rc == CG_OK)
        rc = emit(&deeper, view, each, user_data);
done:
    cgu_free(deeper.data);
    cgu_free(nearer.data);
    cgu_free(view);
    cgu_free(work);
    return rc;
}
