/* Making CM-nim games: explicit sets or the named families of [BK]. */
#include <stdlib.h>
#include <string.h>

#include "jar_sets.h"
#include "util/alloc.h"
#include "util/export.h"

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* Build from masks already checked to be valid (non-empty, within jars). */
static int make(uint32_t jars, const uint32_t *masks, size_t n, cg_cmnim **out)
{
    size_t total = n + jars;
    cg_cmnim *g = cgu_malloc(sizeof *g + total * sizeof g->sets[0]);
    if (g == NULL)
        return CG_ENOMEM;
    g->jars = jars;
    memcpy(g->sets, masks, n * sizeof *masks);
    for (uint32_t i = 0; i < jars; i++)
        g->sets[n + i] = UINT32_C(1) << i;
    qsort(g->sets, total, sizeof g->sets[0], cmp_u32);
    size_t k = 0;
    for (size_t i = 0; i < total; i++)
        if (k == 0 || g->sets[k - 1] != g->sets[i])
            g->sets[k++] = g->sets[i];
    g->nsets = k;
    *out = g;
    return CG_OK;
}

CG_EXPORT int cg_cmnim_new(uint32_t jars, const uint64_t *sets, size_t nsets, cg_cmnim **out)
{
    if (out == NULL || jars == 0 || (sets == NULL && nsets > 0))
        return CG_EINVAL;
    if (jars > CG_CMNIM_MAX_JARS)
        return CG_ERANGE;
    /* Distinct non-empty masks on at most 16 jars: at most 65535 of them matter,
     * but the caller may repeat some; check all before allocating. */
    uint64_t full = (UINT64_C(1) << jars) - 1;
    for (size_t i = 0; i < nsets; i++)
        if (sets[i] == 0 || (sets[i] & ~full) != 0)
            return CG_EINVAL;
    uint32_t *masks = cgu_malloc_array(nsets, sizeof *masks);
    if (masks == NULL)
        return CG_ENOMEM;
    for (size_t i = 0; i < nsets; i++)
        masks[i] = (uint32_t)sets[i];
    int rc = make(jars, masks, nsets, out);
    cgu_free(masks);
    return rc;
}

static int is_run(uint32_t m)
{
    /* A run of consecutive bits: adding the lowest bit clears all of them at once. */
    return m != 0 && ((m + (m & -m)) & m) == 0;
}

static int in_family(cg_cmnim_family f, uint32_t jars, uint32_t m)
{
    int size = __builtin_popcount(m);
    uint32_t full = (UINT32_C(1) << jars) - 1;
    switch (f) {
    case CG_CMNIM_NIM: return size == 1;
    case CG_CMNIM_COOKIE_MONSTER: return 1;
    case CG_CMNIM_ODD: return size % 2 == 1;
    case CG_CMNIM_AT_MOST_2: return size <= 2;
    case CG_CMNIM_CONSECUTIVE_AT_MOST_2: return size <= 2 && is_run(m);
    case CG_CMNIM_CONSECUTIVE_INCLUDE_FIRST: return size == 1 || (m & 1u && is_run(m));
    case CG_CMNIM_CONSECUTIVE: return is_run(m);
    case CG_CMNIM_ALL_BUT_N: return m != full || size == 1;
    }
    return 0;
}

CG_EXPORT int cg_cmnim_new_family(uint32_t jars, cg_cmnim_family family, cg_cmnim **out)
{
    if (out == NULL || jars == 0 || (unsigned)family > (unsigned)CG_CMNIM_ALL_BUT_N)
        return CG_EINVAL;
    if (jars > CG_CMNIM_MAX_JARS)
        return CG_ERANGE;
    uint32_t limit = UINT32_C(1) << jars;
    uint32_t *masks = cgu_malloc_array(limit, sizeof *masks);
    if (masks == NULL)
        return CG_ENOMEM;
    size_t n = 0;
    for (uint32_t m = 1; m < limit; m++)
        if (in_family(family, jars, m))
            masks[n++] = m;
    int rc = make(jars, masks, n, out);
    cgu_free(masks);
    return rc;
}

CG_EXPORT void cg_cmnim_free(cg_cmnim *g)
{
    cgu_free(g);
}

CG_EXPORT uint32_t cg_cmnim_jars(const cg_cmnim *g)
{
    return g == NULL ? 0 : g->jars;
}

CG_EXPORT int cg_cmnim_sets(const cg_cmnim *g, uint64_t *sets, size_t cap, size_t *count)
{
    if (g == NULL || count == NULL || (sets == NULL && cap > 0))
        return CG_EINVAL;
    for (size_t i = 0; i < g->nsets && i < cap; i++)
        sets[i] = g->sets[i];
    *count = g->nsets;
    return g->nsets > cap ? CG_ERANGE : CG_OK;
}

int cmnim_directions(const cg_cmnim *g, uint32_t jar, cmnim_dir **dirs, size_t *ndirs)
{
    cmnim_dir *d = cgu_malloc_array(g->nsets, sizeof *d);
    if (d == NULL)
        return CG_ENOMEM;
    size_t n = 0;
    for (size_t i = 0; i < g->nsets; i++) {
        uint32_t s = g->sets[i];
        if (jar >= g->jars) {
            d[n].mask = s;
            d[n++].add_t = 0;
            continue;
        }
        /* Drop bit `jar` and close the gap: coordinates are the other jars in order. */
        uint32_t low = s & ((UINT32_C(1) << jar) - 1), high = s >> (jar + 1);
        uint32_t rest = low | (high << jar);
        if (rest == 0)
            continue;   /* the single jar itself: handled by taking the mex */
        d[n].mask = rest;
        d[n++].add_t = (int)((s >> jar) & 1u);
    }
    *dirs = d;
    *ndirs = n;
    return CG_OK;
}
