#include "strict_index.h"

#include "util/alloc.h"

int tables_strict_index_position(uint32_t n, uint64_t index, cg_position **out)
{
    uint32_t *heaps = cgu_malloc_array(n, sizeof *heaps);
    if (heaps == NULL)
        return CG_ENOMEM;
    uint32_t m = 0;
    for (uint32_t v = 1; v < n; v++) {
        if (index >> (n - 1 - v) & 1)
            heaps[m++] = v;
    }
    while (m < n)
        heaps[m++] = n;
    int rc = cg_position_new(heaps, n, out);
    cgu_free(heaps);
    return rc;
}

int tables_strict_index_of(const cg_position *p, uint32_t max_n, uint32_t *n, uint64_t *index)
{
    if (!cg_position_is_strict(p))
        return CG_EDOMAIN;
    cg_position *r;
    int rc = cg_position_reduce(p, &r);
    if (rc != CG_OK)
        return rc;
    size_t m = cg_position_size(r);
    if (m > max_n) {
        cg_position_free(r);
        return CG_ERANGE;
    }
    uint64_t x = 0;
    for (size_t i = 0; i < m; i++) {
        uint32_t v = cg_position_heap(r, i);
        if (v < m)
            x |= UINT64_C(1) << (m - 1 - v);
    }
    cg_position_free(r);
    *n = (uint32_t)m;
    *index = x;
    return CG_OK;
}
