/* The strict table (every level kept) and the strict census (three levels). */
#include "level_driver.h"
#include "memory.h"
#include "stats.h"
#include "strict_engine.h"
#include "table_read.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"

/* Values fit in 2 bits as far as anyone has computed (the Grundy Value
 * Conjecture); the engine widens when they do not. */
#define START_PLANES 2

struct cg_strict_table {
    uint32_t nmax;
    tables_strict_level *levels;   /* nmax + 1 */
    cg_census *census;      /* per-level statistics */
};

/* The strict engine's levels, for the level driver. */
static unsigned one_more_plane(unsigned planes)
{
    return planes + 1;
}

static int init(void *lv, uint32_t n, unsigned planes)
{
    return tables_strict_level_init(lv, n, planes);
}

static void release(void *lv)
{
    tables_strict_level_free(lv);
}

static int widen(void *lv, unsigned planes)
{
    tables_strict_level *l = lv;
    return l->planes > 0 ? tables_strict_level_widen(l, planes) : CG_OK;
}

static int compute(void *cur, const void *l1, const void *l2, unsigned planes, unsigned threads,
                   cgu_progress *prog, tables_level_stats *stats)
{
    return tables_strict_compute_level(cur, l1, l2, planes, threads, prog, stats);
}

static int compute_words(void *cur, const void *l1, const void *l2, unsigned planes,
                         unsigned threads, cgu_progress *prog, tables_level_stats *stats,
                         uint64_t begin, uint64_t end)
{
    if (begin == end)
        return CG_OK;
    return tables_strict_compute_words(cur, l1, l2, planes, threads, prog, stats, begin, end);
}

static unsigned arrays(void *lv, uint8_t **array)
{
    tables_strict_level *l = lv;
    for (unsigned i = 0; i < l->planes; i++)
        array[i] = (uint8_t *)l->plane[i];
    return l->planes;
}

/* Levels of word-kernel size split into 64-position words; the smaller ones
 * are computed whole. */
static uint64_t words(uint32_t n)
{
    return n < STRICT_WORD_KERNEL_MIN_N ? 0 : (tables_strict_positions(n) + 63) / 64;
}

static void word_bytes(const void *lv, uint64_t begin, uint64_t end, uint64_t *first,
                       uint64_t *last)
{
    (void)lv;
    *first = begin * sizeof(uint64_t);
    *last = end * sizeof(uint64_t);
}

static int last_two(void *l1, void *l2, uint32_t nmax, unsigned *planes, unsigned threads,
                    cgu_progress *prog, tables_level_stats *stats_m, tables_level_stats *stats_n)
{
    return tables_strict_last_two(l1, l2, nmax, planes, threads, prog, stats_m, stats_n);
}

/* Values are at most n, and fit the planes. */
static uint32_t max_value(uint32_t n, unsigned planes)
{
    uint32_t top = (1u << planes) - 1;
    return n < top ? n : top;
}

const tables_level_ops tables_strict_level_ops = {
    .size = sizeof(tables_strict_level),
    .start_width = START_PLANES,
    .max_width = STRICT_MAX_PLANES,
    .wider = one_more_plane,
    .positions = tables_strict_positions,
    .bytes = tables_strict_level_bytes,
    .max_value = max_value,
    .level_extra = 0,
    .census_extra = 0,
    .init = init,
    .free = release,
    .widen = widen,
    .compute = compute,
    .arrays = arrays,
    /* Words in pairs: two words read one word of level n-2 (strict_engine.c). */
    .items = words,
    .item_align = 2,
    .compute_items = compute_words,
    .item_bytes = word_bytes,
    /* Always from a few levels past the position-by-position ones, so every
     * census of the tests takes the path the large ones need. */
    .last_two = last_two,
    .last_two_bytes = tables_strict_last_two_bytes,
    .last_two_min = STRICT_WORD_KERNEL_MIN_N + 3,
};

CG_EXPORT int cg_strict_table_memory(uint32_t nmax, uint64_t *bytes)
{
    if (bytes == NULL)
        return CG_EINVAL;
    if (nmax > CG_STRICT_TABLE_MAX_HEAPS)
        return cgu_fail(CG_ERANGE, "strict positions to %u heaps: at most %d can be computed",
                        nmax, CG_STRICT_TABLE_MAX_HEAPS);
    *bytes = tables_levels_table_bytes(&tables_strict_level_ops, nmax);
    return CG_OK;
}

CG_EXPORT int cg_strict_census_memory(uint32_t nmax, uint64_t *bytes)
{
    if (bytes == NULL)
        return CG_EINVAL;
    if (nmax > CG_STRICT_TABLE_MAX_HEAPS)
        return cgu_fail(CG_ERANGE, "strict positions to %u heaps: at most %d can be computed",
                        nmax, CG_STRICT_TABLE_MAX_HEAPS);
    *bytes = tables_levels_census_bytes(&tables_strict_level_ops, nmax);
    return CG_OK;
}

CG_EXPORT int cg_strict_table_build(uint32_t nmax, unsigned threads, cg_progress_fn progress,
                                    void *user_data, cg_strict_table **out)
{
    cgu_detail_clear();
    if (out == NULL)
        return CG_EINVAL;
    uint64_t bytes;
    int rc = cg_strict_table_memory(nmax, &bytes);
    if (rc == CG_OK)
        rc = tables_check_memory(bytes, 0);
    if (rc != CG_OK)
        return rc;
    cg_strict_table *t = cgu_calloc(1, sizeof *t);
    if (t == NULL)
        return CG_ENOMEM;
    t->nmax = nmax;
    t->levels = cgu_calloc((size_t)nmax + 1, sizeof *t->levels);
    rc = t->levels == NULL ? CG_ENOMEM : tables_census_new(TABLES_STRICT, nmax, &t->census);
    cgu_progress prog = { progress, user_data, 0,
                          tables_levels_positions(&tables_strict_level_ops, nmax), 1 };
    if (rc == CG_OK)
        rc = tables_levels_build(&tables_strict_level_ops, nmax, threads, &prog, t->levels,
                                 t->census);
    if (rc != CG_OK) {
        cg_strict_table_free(t);
        return rc;
    }
    *out = t;
    return CG_OK;
}

CG_EXPORT void cg_strict_table_free(cg_strict_table *t)
{
    if (t == NULL)
        return;
    for (uint32_t n = 0; t->levels != NULL && n <= t->nmax; n++)
        tables_strict_level_free(&t->levels[n]);
    cgu_free(t->levels);
    cg_census_free(t->census);
    cgu_free(t);
}

CG_EXPORT uint32_t cg_strict_table_nmax(const cg_strict_table *t)
{
    return t != NULL ? t->nmax : 0;
}

CG_EXPORT int cg_strict_table_grundy(const cg_strict_table *t, const cg_position *p, uint32_t *g)
{
    if (t == NULL || p == NULL || g == NULL)
        return CG_EINVAL;
    uint32_t n;
    uint64_t index;
    int rc = tables_strict_index_of(p, t->nmax, &n, &index);
    if (rc != CG_OK)
        return rc;
    *g = tables_strict_level_value(&t->levels[n], index);
    return CG_OK;
}

CG_EXPORT int cg_strict_table_histogram(const cg_strict_table *t, uint32_t n, uint64_t *counts,
                                        size_t ncounts)
{
    if (t == NULL)
        return CG_EINVAL;
    return cg_census_histogram(t->census, n, counts, ncounts);
}

CG_EXPORT int cg_strict_table_level_size(const cg_strict_table *t, uint32_t n, uint64_t *count)
{
    cgu_detail_clear();
    if (t == NULL || count == NULL)
        return CG_EINVAL;
    int rc = tables_table_level_check("strict", t->nmax, n);
    if (rc != CG_OK)
        return rc;
    *count = tables_strict_positions(n);
    return CG_OK;
}

CG_EXPORT int cg_strict_table_values(const cg_strict_table *t, uint32_t n, uint64_t first,
                                     uint8_t *values, size_t count)
{
    cgu_detail_clear();
    if (t == NULL || (values == NULL && count > 0))
        return CG_EINVAL;
    int rc = tables_table_level_check("strict", t->nmax, n);
    if (rc == CG_OK)
        rc = tables_table_range_check("strict", n, tables_strict_positions(n), first, count);
    if (rc != CG_OK)
        return rc;
    tables_strict_level_read(&t->levels[n], first, values, count);
    return CG_OK;
}

CG_EXPORT int cg_strict_table_position(const cg_strict_table *t, uint32_t n, uint64_t rank,
                                       cg_position **out)
{
    cgu_detail_clear();
    if (t == NULL || out == NULL)
        return CG_EINVAL;
    int rc = tables_table_level_check("strict", t->nmax, n);
    if (rc == CG_OK)
        rc = tables_table_rank_check("strict", n, tables_strict_positions(n), rank);
    if (rc != CG_OK)
        return rc;
    /* Lexicographic rank to the engine's index: the reverse order. */
    return tables_strict_index_position(n, tables_strict_positions(n) - 1 - rank, out);
}

CG_EXPORT int cg_strict_census(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                               cg_progress_fn progress, void *user_data, cg_census **out)
{
    cgu_detail_clear();
    if (out == NULL)
        return CG_EINVAL;
    uint64_t bytes;
    int rc = cg_strict_census_memory(nmax, &bytes);
    if (rc == CG_OK)
        rc = tables_check_memory(bytes, max_bytes);
    if (rc != CG_OK)
        return rc;
    cg_census *c;
    rc = tables_census_new(TABLES_STRICT, nmax, &c);
    if (rc != CG_OK)
        return rc;
    cgu_progress prog = { progress, user_data, 0,
                          tables_levels_positions(&tables_strict_level_ops, nmax), 1 };
    tables_census_meter_start(c, max_bytes, bytes);
    rc = tables_levels_census(&tables_strict_level_ops, nmax, threads, &prog, NULL, c);
    rc = tables_census_meter_finish(c, bytes, rc);
    if (rc != CG_OK) {
        cg_census_free(c);
        return rc;
    }
    *out = c;
    return CG_OK;
}
