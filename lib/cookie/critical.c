/* Public access to the critical positions and D-values. */
#include "position.h"
#include "strict.h"
#include "util/export.h"

CG_EXPORT int cg_position_critical(uint32_t n, uint32_t d, cg_position **out)
{
    if (out == NULL)
        return CG_EINVAL;
    if (!cookie_critical_exists(n, d))
        return CG_EDOMAIN;
    cg_position *p;
    int rc = cookie_position_alloc(n, &p);
    if (rc != CG_OK)
        return rc;
    for (size_t i = 1; i <= n; i++)
        p->heaps[i - 1] = cookie_critical_at(n, d, i);
    *out = p;
    return CG_OK;
}

CG_EXPORT int cg_position_dvalue(const cg_position *p, uint32_t *d)
{
    if (p == NULL || d == NULL)
        return CG_EINVAL;
    cookie_view v = cookie_reduced_view(p->heaps, p->n);
    if (!cookie_view_is_strict(&v))
        return CG_EDOMAIN;
    *d = cookie_view_dvalue(&v);
    return CG_OK;
}
