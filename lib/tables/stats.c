/* Level statistics and the public census accessors. */
#include "stats.h"

#include <stdlib.h>
#include <string.h>

#include "reduced_rank.h"
#include "strict_index.h"
#include "util/alloc.h"
#include "util/export.h"

/* Free a list's array and give back what it was charged. */
static void list_free(tables_level_stats *s, tables_value_list *l)
{
    if (s->meter != NULL)
        cgu_meter_release(s->meter, (uint64_t)l->charged * sizeof *l->index);
    cgu_free(l->index);
}

void tables_stats_clear(tables_level_stats *s)
{
    cgu_meter *meter = s->meter;
    uint32_t wide_value = s->wide_value;
    uint64_t wide_max = s->wide_max;
    for (uint32_t g = 0; g < TABLES_NVALUES; g++)
        list_free(s, &s->list[g]);
    memset(s, 0, sizeof *s);
    s->meter = meter;
    s->wide_value = wide_value;
    s->wide_max = wide_max;
}

/* Drop the list of a value with too many positions. */
static void overflow(tables_level_stats *s, tables_value_list *l)
{
    list_free(s, l);
    *l = (tables_value_list){ NULL, 0, 0, 0, 1 };
}

/* Make room for `need` entries in l, charging the growth first: a listing
 * grows to CG_CENSUS_LIST_MAX entries (8 MiB) per value, level and worker
 * (the wide value's to its own bound), which the census's figure must include. The whole new array is charged
 * while it is made: realloc may copy, holding the old one and the new one at
 * once (measured: a census in a cgroup was killed when only the growth was
 * charged). CG_OK or CG_ENOMEM. */
static int list_grow(tables_level_stats *s, tables_value_list *l, size_t need)
{
    if (need <= l->cap)
        return CG_OK;
    size_t cap;
    if (cgu_grow_capacity(l->cap, need, &cap) != CG_OK)
        return CG_ENOMEM;
    uint64_t whole = (uint64_t)cap * sizeof *l->index;
    if (s->meter != NULL && cgu_meter_charge(s->meter, whole) != CG_OK)
        return CG_ENOMEM;
    void *p = l->index;
    int rc = cgu_grow(&p, &l->cap, need, sizeof *l->index);
    if (s->meter != NULL)
        cgu_meter_made(s->meter, whole);
    if (rc != CG_OK) {
        if (s->meter != NULL)
            cgu_meter_release(s->meter, whole);
        return CG_ENOMEM;
    }
    l->index = p;
    /* The old array is gone: its charge too. */
    if (s->meter != NULL)
        cgu_meter_release(s->meter, (uint64_t)l->charged * sizeof *l->index);
    l->charged = cap;
    return CG_OK;
}

int tables_stats_list(tables_level_stats *s, uint32_t g, uint64_t index)
{
    tables_value_list *l = &s->list[g];
    if (l->overflowed)
        return CG_OK;
    if (l->n >= tables_stats_list_max(s, g)) {
        overflow(s, l);
        return CG_OK;
    }
    if (l->n == l->cap && list_grow(s, l, l->n + 1) != CG_OK)
        return CG_ENOMEM;
    l->index[l->n++] = index;
    return CG_OK;
}

static int ascending(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static int descending(const void *a, const void *b)
{
    return ascending(b, a);
}

static int earlier(tables_kind kind, uint64_t a, uint64_t b)
{
    /* Lexicographically smaller: larger index for strict, smaller rank for reduced. */
    return kind == TABLES_STRICT ? a > b : a < b;
}

void tables_stats_add(tables_level_stats *s, tables_kind kind, uint32_t g, uint64_t count,
                      uint64_t index)
{
    if (count == 0)
        return;
    if (s->count[g] == 0 || earlier(kind, index, s->example[g]))
        s->example[g] = index;
    s->count[g] += count;
}

/* Merge part into s; `later`: every position part lists comes after those s
 * lists in index order, so the listings join in lexicographic order without
 * being sorted again. */
static int merge(tables_level_stats *s, tables_kind kind, const tables_level_stats *part, int later)
{
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        tables_stats_add(s, kind, g, part->count[g], part->example[g]);
        tables_value_list *l = &s->list[g];
        const tables_value_list *p = &part->list[g];
        if (l->overflowed || (p->n == 0 && !p->overflowed))
            continue;
        if (p->overflowed || l->n + p->n > tables_stats_list_max(s, g)) {
            overflow(s, l);
            continue;
        }
        if (list_grow(s, l, l->n + p->n) != CG_OK)
            return CG_ENOMEM;
        /* Lexicographic order: descending indices for strict, ranks ascending;
         * so later strict positions go first. */
        if (later && kind == TABLES_STRICT) {
            memmove(l->index + p->n, l->index, l->n * sizeof *l->index);
            memcpy(l->index, p->index, p->n * sizeof *p->index);
        } else {
            memcpy(l->index + l->n, p->index, p->n * sizeof *p->index);
        }
        l->n += p->n;
        if (!later) {
            /* glibc's qsort sorts through a buffer as large as the list
             * when it can get one: charged for as long as it lives. */
            uint64_t buffer = (uint64_t)l->n * sizeof *l->index;
            if (s->meter != NULL && cgu_meter_charge(s->meter, buffer) != CG_OK)
                return CG_ENOMEM;
            qsort(l->index, l->n, sizeof *l->index, kind == TABLES_STRICT ? descending : ascending);
            if (s->meter != NULL) {
                cgu_meter_made(s->meter, buffer);
                cgu_meter_release(s->meter, buffer);
            }
        }
    }
    return CG_OK;
}

int tables_stats_merge(tables_level_stats *s, tables_kind kind, const tables_level_stats *part)
{
    return merge(s, kind, part, 0);
}

int tables_stats_merge_later(tables_level_stats *s, tables_kind kind,
                             const tables_level_stats *part)
{
    return merge(s, kind, part, 1);
}

void tables_stats_part_of(tables_level_stats *part, const tables_level_stats *s)
{
    memset(part, 0, sizeof *part);
    for (uint32_t g = 0; g < TABLES_NVALUES; g++)
        part->list[g].overflowed = s->list[g].overflowed;
    part->meter = s->meter;
    part->wide_value = s->wide_value;
    part->wide_max = s->wide_max;
}

uint32_t tables_stats_max_value(const tables_level_stats *s)
{
    uint32_t m = 0;
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        if (s->count[g] != 0)
            m = g;
    }
    return m;
}

int tables_stats_histogram(const tables_level_stats *s, uint64_t *counts, size_t ncounts)
{
    if (tables_stats_max_value(s) >= ncounts)
        return CG_ERANGE;
    for (size_t g = 0; g < ncounts; g++)
        counts[g] = g < TABLES_NVALUES ? s->count[g] : 0;
    return CG_OK;
}

int tables_census_new(tables_kind kind, uint32_t nmax, cg_census **out)
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
    cgu_meter_init(&c->meter, 0, 0);
    for (uint32_t n = 0; n <= nmax; n++)
        c->levels[n].meter = &c->meter;
    *out = c;
    return CG_OK;
}

void tables_census_meter_start(cg_census *c, uint64_t max_bytes, uint64_t levels)
{
    cgu_meter_init(&c->meter, max_bytes, levels);
}

int tables_census_meter_finish(cg_census *c, uint64_t levels, int rc)
{
    cgu_meter_release(&c->meter, levels);
    return rc == CG_ENOMEM ? cgu_meter_fail(&c->meter, "the census (its listings)") : rc;
}

CG_EXPORT int cg_census_memory_used(const cg_census *c, uint64_t *peak, uint64_t *held)
{
    if (c == NULL)
        return CG_EINVAL;
    if (peak != NULL)
        *peak = atomic_load(&c->meter.peak);
    if (held != NULL)
        *held = atomic_load(&c->meter.live);
    return CG_OK;
}

/* The position of engine index `index` with n heaps. */
static int position_of(const cg_census *c, uint32_t n, uint64_t index, cg_position **out)
{
    if (c->kind == TABLES_STRICT)
        return tables_strict_index_position(n, index, out);
    return tables_reduced_rank_position(n, index, out);
}

CG_EXPORT void cg_census_free(cg_census *c)
{
    if (c == NULL)
        return;
    for (uint32_t n = 0; n <= c->nmax; n++)
        tables_stats_clear(&c->levels[n]);
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
    return tables_stats_histogram(&c->levels[n], counts, ncounts);
}

CG_EXPORT int cg_census_max_value(const cg_census *c, uint32_t n, uint32_t *g)
{
    if (c == NULL || g == NULL)
        return CG_EINVAL;
    if (n > c->nmax)
        return CG_ERANGE;
    *g = tables_stats_max_value(&c->levels[n]);
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
    return position_of(c, n, c->levels[n].example[g], out);
}

CG_EXPORT int cg_census_positions(const cg_census *c, uint32_t n, uint32_t g,
                                  cg_census_position_fn each, void *user_data)
{
    if (c == NULL || each == NULL)
        return CG_EINVAL;
    if (n > c->nmax)
        return CG_ERANGE;
    if (g >= TABLES_NVALUES || c->levels[n].count[g] == 0)
        return CG_EDOMAIN;
    const tables_value_list *l = &c->levels[n].list[g];
    if (l->overflowed)
        return CG_ERANGE;
    for (size_t i = 0; i < l->n; i++) {
        cg_position *p;
        int rc = position_of(c, n, l->index[i], &p);
        if (rc != CG_OK)
            return rc;
        int stop = each(user_data, p);
        cg_position_free(p);
        if (stop)
            return CG_ECANCELED;
    }
    return CG_OK;
}
