/* Level statistics and the public census accessors. */
#include "stats.h"

#include <string.h>

#include "reduced_rank.h"
#include "strict_index.h"
#include "util/alloc.h"
#include "util/export.h"

void stats_clear(level_stats *s)
{
    memset(s, 0, sizeof *s);
}

static int earlier(tables_kind kind, uint64_t a, uint64_t b)
{
    /* Lexicographically smaller: larger index for strict, smaller rank for reduced. */
    return kind == TABLES_STRICT ? a > b : a < b;
}

void stats_add(level_stats *s, tables_kind kind, uint32_t g, uint64_t count, uint64_t index)
{
    if (count == 0)
        return;
    if (s->count[g] == 0 || earlier(kind, index, s->example[g]))
        s->example[g] = index;
    s->count[g] += count;
}

void stats_merge(level_stats *s, tables_kind kind, const level_stats *part)
{
    for (uint32_t g = 0; g < TABLES_NVALUES; g++)
        stats_add(s, kind, g, part->count[g], part->example[g]);
}

uint32_t stats_max_value(const level_stats *s)
{
    uint32_t m = 0;
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        if (s->count[g] != 0)
            m = g;
    }
    return m;
}

int stats_histogram(const level_stats *s, uint64_t *counts, size_t ncounts)
{
    if (stats_max_value(s) >= ncounts)
        return CG_ERANGE;
    for (size_t g = 0; g < ncounts; g++)
        counts[g] = g < TABLES_NVALUES ? s->count[g] : 0;
    return CG_OK;
}

int census_new(tables_kind kind, uint32_t nmax, cg_census **out)
{
    cg_census *c = cgu_malloc(sizeof *c);
    if (c == NULL)
        return CG_ENOMEM;
    c->levels = cgu_calloc((size_t)nmax + 1, sizeof *c->levels);
    if (c->levels == NULL) {
        cgu_free(c);
        return CG_ENOMEM;
    }
    c->kind = kind;
    c->nmax = nmax;
    *out = c;
    return CG_OK;
}

CG_EXPORT void cg_census_free(cg_census *c)
{
    if (c == NULL)
        return;
    cgu_free(c->levels);
    cgu_free(c);
}

CG_EXPORT uint32_t cg_census_nmax(const cg_census *c)
{
    return c != NULL ? c->nmax : 0;
}

CG_EXPORT int cg_census_histogram(const cg_census *c, uint32_t n, uint64_t *counts, size_t ncounts)
{
    if (c == NULL || counts == NULL)
        return CG_EINVAL;
    if (n > c->nmax)
        return CG_ERANGE;
    return stats_histogram(&c->levels[n], counts, ncounts);
}

CG_EXPORT int cg_census_max_value(const cg_census *c, uint32_t n, uint32_t *g)
{
    if (c == NULL || g == NULL)
        return CG_EINVAL;
    if (n > c->nmax)
        return CG_ERANGE;
    *g = stats_max_value(&c->levels[n]);
    return CG_OK;
}

CG_EXPORT int cg_census_example(const cg_census *c, uint32_t n, uint32_t g, cg_position **out)
{
    if (c == NULL || out == NULL)
        return CG_EINVAL;
    if (n > c->nmax)
        return CG_ERANGE;
    if (g >= TABLES_NVALUES || c->levels[n].count[g] == 0)
        return CG_EDOMAIN;
    uint64_t index = c->levels[n].example[g];
    if (c->kind == TABLES_STRICT)
        return strict_index_position(n, index, out);
    return reduced_rank_position(n, index, out);
}
