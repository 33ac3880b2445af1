/* Creating, copying, inspecting and comparing positions. */
#include "position.h"

#include <stdio.h>
#include <string.h>

#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"

int cookie_position_alloc(size_t n, cg_position **out)
{
    if (n > UINT32_MAX)
        return CG_ERANGE;
    size_t bytes;
    if (cgu_mul_overflows(n, sizeof(uint32_t), &bytes) || bytes > SIZE_MAX - sizeof(cg_position))
        return CG_ERANGE;
    /* Refused before the allocation, with the figures: overcommit would hand
     * out 17 GB for 2^32 heaps and let filling them get the process killed. */
    if (bytes >= CGU_RESERVE_FREE) {
        char what[64];
        snprintf(what, sizeof what, "a position of %zu heaps", n);
        int rc = cgu_reserve(sizeof(cg_position) + bytes, what);
        if (rc != CG_OK)
            return rc;
    }
    cg_position *p = cgu_malloc(sizeof *p + bytes);
    if (p == NULL)
        return CG_ENOMEM;
    p->n = n;
    *out = p;
    return CG_OK;
}

static int is_sorted(const uint32_t *a, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        if (a[i] < a[i - 1])
            return 0;
    }
    return 1;
}

int cookie_sort(uint32_t *a, size_t n)
{
    if (is_sorted(a, n))
        return CG_OK;
    if (n < 64) {
        for (size_t i = 1; i < n; i++) {
            uint32_t x = a[i];
            size_t j = i;
            for (; j > 0 && a[j - 1] > x; j--)
                a[j] = a[j - 1];
            a[j] = x;
        }
        return CG_OK;
    }
    /* LSD radix sort on bytes: O(n) for the million-heap positions users
     * build, where a comparison sort would dominate the whole analysis. */
    uint32_t *tmp = cgu_malloc_array(n, sizeof *tmp);
    if (tmp == NULL)
        return CG_ENOMEM;
    uint32_t *src = a, *dst = tmp;
    for (unsigned shift = 0; shift < 32; shift += 8) {
        size_t count[257] = { 0 };
        for (size_t i = 0; i < n; i++)
            count[((src[i] >> shift) & 0xff) + 1]++;
        if (count[((src[0] >> shift) & 0xff) + 1] == n)
            continue;   /* every heap has the same byte here: nothing to do */
        for (int b = 0; b < 256; b++)
            count[b + 1] += count[b];
        for (size_t i = 0; i < n; i++)
            dst[count[(src[i] >> shift) & 0xff]++] = src[i];
        uint32_t *t = src;
        src = dst;
        dst = t;
    }
    if (src != a)
        memcpy(a, src, n * sizeof *a);
    cgu_free(tmp);
    return CG_OK;
}

CG_EXPORT int cg_position_new(const uint32_t *heaps, size_t n, cg_position **out)
{
    if (out == NULL || (heaps == NULL && n > 0))
        return CG_EINVAL;
    cg_position *p;
    int rc = cookie_position_alloc(n, &p);
    if (rc != CG_OK)
        return rc;
    if (n > 0)
        memcpy(p->heaps, heaps, n * sizeof *heaps);
    rc = cookie_sort(p->heaps, n);
    if (rc != CG_OK) {
        cgu_free(p);
        return rc;
    }
    *out = p;
    return CG_OK;
}

CG_EXPORT int cg_position_clone(const cg_position *p, cg_position **out)
{
    if (p == NULL || out == NULL)
        return CG_EINVAL;
    cg_position *c;
    int rc = cookie_position_alloc(p->n, &c);
    if (rc != CG_OK)
        return rc;
    if (p->n > 0)
        memcpy(c->heaps, p->heaps, p->n * sizeof *p->heaps);
    *out = c;
    return CG_OK;
}

CG_EXPORT void cg_position_free(cg_position *p)
{
    cgu_free(p);
}

CG_EXPORT size_t cg_position_size(const cg_position *p)
{
    return p != NULL ? p->n : 0;
}

CG_EXPORT uint32_t cg_position_heap(const cg_position *p, size_t k)
{
    return (p != NULL && k < p->n) ? p->heaps[k] : 0;
}

CG_EXPORT int cg_position_equal(const cg_position *a, const cg_position *b)
{
    if (a == NULL || b == NULL || a->n != b->n)
        return 0;
    return a->n == 0 || memcmp(a->heaps, b->heaps, a->n * sizeof *a->heaps) == 0;
}
