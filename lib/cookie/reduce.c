/* Surplus, deletion, depletion, reduced forms, options and dominance. */
#include "position.h"



#include "util/alloc.h"
#include "util/export.h"

size_t cookie_surplus(const uint32_t *a, size_t n)
{
    /* s = max over 1-based k of (k - a_k), and 0 for k = 0 (a_0 = 0). */
    size_t s = 0;
    for (size_t i = 0; i < n; i++) {
        if (a[i] < i + 1 && i + 1 - a[i] > s)
            s = i + 1 - a[i];
    }
    return s;
}

cookie_view cookie_reduced_view(const uint32_t *a, size_t n)
{
    /* Deletion drops the s smallest heaps; after that the surplus is 0, so one
     * deletion suffices, and depletion (the cap) keeps it 0. */
    size_t s = cookie_surplus(a, n);
    cookie_view v = { a + s, n - s, (uint32_t)(n - s) };
    return v;
}

int cookie_view_is_strict(const cookie_view *v)
{
    for (size_t i = 1; i < v->n; i++) {
        uint32_t x = cookie_view_at(v, i);
        if (x == cookie_view_at(v, i - 1) && x < v->cap)
            return 0;
    }
    return 1;
}

void cookie_view_copy(const cookie_view *v, uint32_t *dst)
{
    /* Forward copy: safe when dst is the start of the array the view looks into. */
    for (size_t i = 0; i < v->n; i++)
        dst[i] = cookie_view_at(v, i);
}

size_t cookie_reduce_in_place(uint32_t *a, size_t n)
{
    cookie_view v = cookie_reduced_view(a, n);
    cookie_view_copy(&v, a);
    return v.n;
}

size_t cookie_reduced_option(const uint32_t *a, size_t n, size_t k, uint32_t *dst)
{
    /* Eating heap k ages the others by one day; sorted order is kept because
     * every remaining heap is at least 1 here (a reduced position has no 0),
     * and in general "max(x - 1, 0)" is monotone. */
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (i != k)
            dst[m++] = a[i] > 0 ? a[i] - 1 : 0;
    }
    return cookie_reduce_in_place(dst, m);
}

static int make_from_view(const cookie_view *v, cg_position **out)
{
    cg_position *r;
    int rc = cookie_position_alloc(v->n, &r);
    if (rc != CG_OK)
        return rc;
    cookie_view_copy(v, r->heaps);
    *out = r;
    return CG_OK;
}

CG_EXPORT uint32_t cg_position_surplus(const cg_position *p)
{
    return p != NULL ? (uint32_t)cookie_surplus(p->heaps, p->n) : 0;
}

CG_EXPORT int cg_position_deplete(const cg_position *p, cg_position **out)
{
    if (p == NULL || out == NULL)
        return CG_EINVAL;
    cookie_view v = { p->heaps, p->n, (uint32_t)p->n };
    return make_from_view(&v, out);
}

CG_EXPORT int cg_position_delete(const cg_position *p, cg_position **out)
{
    if (p == NULL || out == NULL)
        return CG_EINVAL;
    size_t s = cookie_surplus(p->heaps, p->n);
    cookie_view v = { p->heaps + s, p->n - s, UINT32_MAX };
    return make_from_view(&v, out);
}

CG_EXPORT int cg_position_reduce(const cg_position *p, cg_position **out)
{
    if (p == NULL || out == NULL)
        return CG_EINVAL;
    cookie_view v = cookie_reduced_view(p->heaps, p->n);
    return make_from_view(&v, out);
}

CG_EXPORT int cg_position_is_reduced(const cg_position *p)
{
    if (p == NULL)
        return 0;
    /* Reduced: a_k >= k for every 1-based k (surplus 0) and a_n <= n. */
    for (size_t i = 0; i < p->n; i++) {
        if (p->heaps[i] < i + 1)
            return 0;
    }
    return p->n == 0 || p->heaps[p->n - 1] <= p->n;
}

CG_EXPORT int cg_position_is_strict(const cg_position *p)
{
    if (p == NULL)
        return 0;
    cookie_view v = cookie_reduced_view(p->heaps, p->n);
    return cookie_view_is_strict(&v);
}

CG_EXPORT int cg_position_option(const cg_position *p, size_t k, cg_position **out)
{
    if (p == NULL || out == NULL || k >= p->n)
        return CG_EINVAL;
    if (p->heaps[k] == 0)
        return CG_EDOMAIN;
    cg_position *o;
    int rc = cookie_position_alloc(p->n - 1, &o);
    if (rc != CG_OK)
        return rc;
    size_t m = 0;
    for (size_t i = 0; i < p->n; i++) {
        if (i != k)
            o->heaps[m++] = p->heaps[i] > 0 ? p->heaps[i] - 1 : 0;
    }
    *out = o;
    return CG_OK;
}

CG_EXPORT int cg_position_dominates(const cg_position *a, const cg_position *b)
{
    if (a == NULL || b == NULL || a->n < b->n)
        return 0;
    /* Matching the largest heaps of a to the heaps of b in order is optimal. */
    size_t off = a->n - b->n;
    for (size_t i = 0; i < b->n; i++) {
        if (a->heaps[off + i] < b->heaps[i])
            return 0;
    }
    return 1;
}
