/*
 * The representations of [Propp]: a position's heaps drawn as a box diagram
 * (a column of squares per heap, shorter columns on the left) and read by rows
 * instead of columns (Jonathan King's suggestion). Row r, counted from the
 * bottom, holds one square per heap of size at least r, so the rows are the
 * conjugate partition of the heaps; spoiled heaps (size 0) have no square and
 * do not show.
 */
#include <string.h>

#include "position.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"

CG_EXPORT int cg_position_rows(const cg_position *p, uint32_t *rows, size_t cap, size_t *count)
{
    if (p == NULL || count == NULL || (rows == NULL && cap > 0))
        return CG_EINVAL;
    size_t height = p->n > 0 ? p->heaps[p->n - 1] : 0;
    *count = height;
    if (height > cap)
        return CG_ERANGE;
    /* Row r has the heaps of size >= r: all but those before the first such heap. */
    size_t below = 0;
    for (size_t r = 1; r <= height; r++) {
        while (below < p->n && p->heaps[below] < r)
            below++;
        rows[r - 1] = (uint32_t)(p->n - below);
    }
    return CG_OK;
}

CG_EXPORT int cg_position_from_rows(const uint32_t *rows, size_t n, cg_position **out)
{
    cgu_detail_clear();
    if (out == NULL || (rows == NULL && n > 0))
        return CG_EINVAL;
    if (n > UINT32_MAX)
        return CG_ERANGE;
    for (size_t r = 0; r < n; r++)
        if (rows[r] == 0 || (r > 0 && rows[r] > rows[r - 1]))
            return CG_EDOMAIN;   /* not the rows of a box diagram */
    size_t heaps = n > 0 ? rows[0] : 0;
    cg_position *p;
    int rc = cookie_position_alloc(heaps, &p);
    if (rc != CG_OK)
        return rc;
    /* Heap j from the right (j = 1 the tallest) is as tall as the number of
     * rows reaching column j: the conjugate, walked once from the top row. */
    size_t r = n;
    for (size_t j = 1; j <= heaps; j++) {
        while (r > 0 && rows[r - 1] < j)
            r--;
        p->heaps[heaps - j] = (uint32_t)r;
    }
    *out = p;
    return CG_OK;
}
