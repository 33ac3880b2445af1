/* The reduced table (every level kept) and the reduced census (three levels). */
#include "checkpoint.h"
#include "level_driver.h"
#include "memory.h"
#include "reduced_engine.h"
#include "stats.h"
#include "table_read.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/export.h"

#define START_BITS 4

struct cg_reduced_table {
    uint32_t nmax;
    tables_reduced_level *levels;   /* nmax + 1 */
    cg_census *census;
};

/* The reduced engine's levels, for the level driver: 4-bit values, widened
 * to 8 bits (values are at most n <= 30, so never further). */
static unsigned to_eight_bits(unsigned bits)
{
    (void)bits;
    return 8;
}

static int init(void *lv, uint32_t n, unsigned bits)
{
    return tables_reduced_level_init(lv, n, bits, 0);
}

static int init_outcomes(void *lv, uint32_t n, unsigned bits)
{
    return tables_reduced_level_init(lv, n, bits, 1);
}

static void release(void *lv)
{
    tables_reduced_level_free(lv);
}

static int widen(void *lv, unsigned bits)
{
    (void)bits;   /* the only widening there is: 4 to 8 */
    return tables_reduced_level_widen(lv);
}

static int compute(void *cur, const void *l1, const void *l2, unsigned bits, unsigned threads,
                   cgu_progress *prog, tables_level_stats *stats)
{
    (void)bits;   /* the level knows its own width */
    return tables_reduced_compute_level(cur, l1, l2, threads, prog, stats);
}

static int compute_ranks(void *cur, const void *l1, const void *l2, unsigned bits, unsigned threads,
                         cgu_progress *prog, tables_level_stats *stats, uint64_t begin,
                         uint64_t end)
{
    (void)bits;
    return tables_reduced_compute_range(cur, l1, l2, threads, prog, stats, begin, end);
}

static unsigned arrays(void *lv, uint8_t **array)
{
    tables_reduced_level *l = lv;
    array[0] = l->data;
    return l->data != NULL ? 1 : 0;
}

/* Ranks [begin, end) at 4 bits (begin even, so no byte holds values of two
 * shares) or at 8. */
static void rank_bytes(const void *lv, uint64_t begin, uint64_t end, uint64_t *first,
                       uint64_t *last)
{
    const tables_reduced_level *l = lv;
    if (l->bits == 8) {
        *first = begin;
        *last = end;
    } else {
        *first = begin / 2;
        *last = (end + 1) / 2;   /* an odd end is the level's last rank */
    }
}

/* Values are at most n (doc/tables.md), and below REDUCED_MISSING. */
static uint32_t max_grundy(uint32_t n, unsigned bits)
{
    uint32_t top = bits == 8 ? REDUCED_MISSING - 1 : 15;
    return n < top ? n : top;
}

static uint32_t max_outcome(uint32_t n, unsigned bits)
{
    (void)n;
    (void)bits;
    return 3;   /* classes 0..3 */
}

static uint64_t bad_value(const uint8_t *bytes, uint64_t len, unsigned bits, uint32_t max)
{
    for (uint64_t at = 0; at < len; at++) {
        if (bits == 8 ? bytes[at] > max : ((bytes[at] & 15u) > max || (bytes[at] >> 4) > max))
            return at;
    }
    return len;
}

/* The values of the ranks a level stores; at 4 bits with an odd number of
 * them, the last byte's high half is not a rank. */
static void count_values(const void *lv, uint64_t count[TABLES_NVALUES])
{
    const tables_reduced_level *l = lv;
    const uint8_t *d = l->data;
    if (l->bits == 8) {
        for (uint64_t at = 0; at < l->stored; at++)
            count[d[at]]++;
        return;
    }
    uint64_t pairs = l->stored / 2;
    for (uint64_t at = 0; at < pairs; at++) {
        count[d[at] & 15]++;
        count[d[at] >> 4]++;
    }
    if (l->stored % 2 == 1)
        count[d[pairs] & 15]++;
}

const tables_level_ops tables_reduced_level_ops = {
    .size = sizeof(tables_reduced_level),
    .start_width = START_BITS,
    .max_width = 8,
    .wider = to_eight_bits,
    .positions = tables_reduced_positions,
    .bytes = tables_reduced_level_bytes,
    .max_value = max_grundy,
    .bad_value = bad_value,
    .count_values = count_values,
    .level_extra = sizeof(tables_rank_table),        /* each level's ranks */
    .census_extra = 3 * sizeof(tables_rank_table),
    .init = init,
    .free = release,
    .widen = widen,
    .compute = compute,
    .arrays = arrays,
    .items = tables_reduced_positions,
    .item_align = 2,
    .compute_items = compute_ranks,
    .item_bytes = rank_bytes,
};

/* The same engine in outcome mode: classes 0..3 always fit 4 bits. */
const tables_level_ops tables_reduced_outcome_ops = {
    .size = sizeof(tables_reduced_level),
    .start_width = START_BITS,
    .max_width = START_BITS,
    .wider = to_eight_bits,
    .positions = tables_reduced_positions,
    .bytes = tables_reduced_level_bytes,
    .max_value = max_outcome,
    .bad_value = bad_value,
    .count_values = count_values,
    .level_extra = sizeof(tables_rank_table),
    .census_extra = 3 * sizeof(tables_rank_table),
    .init = init_outcomes,
    .free = release,
    .widen = widen,
    .compute = compute,
    .arrays = arrays,
    .items = tables_reduced_positions,
    .item_align = 2,
    .compute_items = compute_ranks,
    .item_bytes = rank_bytes,
};

CG_EXPORT int cg_reduced_table_memory(uint32_t nmax, uint64_t *bytes)
{
    if (bytes == NULL)
        return CG_EINVAL;
    if (nmax > CG_REDUCED_TABLE_MAX_HEAPS)
        return cgu_fail(CG_ERANGE, "reduced positions to %u heaps: at most %d can be computed",
                        nmax, CG_REDUCED_TABLE_MAX_HEAPS);
    *bytes = tables_levels_table_bytes(&tables_reduced_level_ops, nmax);
    return CG_OK;
}

CG_EXPORT int cg_reduced_census_memory(uint32_t nmax, uint64_t *bytes)
{
    if (bytes == NULL)
        return CG_EINVAL;
    if (nmax > CG_REDUCED_TABLE_MAX_HEAPS)
        return cgu_fail(CG_ERANGE, "reduced positions to %u heaps: at most %d can be computed",
                        nmax, CG_REDUCED_TABLE_MAX_HEAPS);
    *bytes = tables_levels_census_bytes(&tables_reduced_level_ops, nmax);
    return CG_OK;
}

CG_EXPORT int cg_reduced_table_build(uint32_t nmax, unsigned threads, cg_progress_fn progress,
                                     void *user_data, cg_reduced_table **out)
{
    cgu_detail_clear();
    if (out == NULL)
        return CG_EINVAL;
    uint64_t bytes;
    int rc = cg_reduced_table_memory(nmax, &bytes);
    if (rc == CG_OK)
        rc = tables_check_memory(bytes, 0);
    if (rc != CG_OK)
        return rc;
    cg_reduced_table *t = cgu_calloc(1, sizeof *t);
    if (t == NULL)
        return CG_ENOMEM;
    t->nmax = nmax;
    t->levels = cgu_calloc((size_t)nmax + 1, sizeof *t->levels);
    rc = t->levels == NULL ? CG_ENOMEM : tables_census_new(TABLES_REDUCED, nmax, &t->census);
    cgu_progress prog = { progress, user_data, 0,
                          tables_levels_positions(&tables_reduced_level_ops, nmax), 1 };
    if (rc == CG_OK)
        rc = tables_levels_build(&tables_reduced_level_ops, nmax, threads, &prog, t->levels,
                                 t->census);
    if (rc != CG_OK) {
        cg_reduced_table_free(t);
        return rc;
    }
    *out = t;
    return CG_OK;
}

CG_EXPORT void cg_reduced_table_free(cg_reduced_table *t)
{
    if (t == NULL)
        return;
    for (uint32_t n = 0; t->levels != NULL && n <= t->nmax; n++)
        tables_reduced_level_free(&t->levels[n]);
    cgu_free(t->levels);
    cg_census_free(t->census);
    cgu_free(t);
}

CG_EXPORT uint32_t cg_reduced_table_nmax(const cg_reduced_table *t)
{
    return t != NULL ? t->nmax : 0;
}

CG_EXPORT int cg_reduced_table_grundy(const cg_reduced_table *t, const cg_position *p, uint32_t *g)
{
    if (t == NULL || p == NULL || g == NULL)
        return CG_EINVAL;
    cg_position *r;
    int rc = cg_position_reduce(p, &r);
    if (rc != CG_OK)
        return rc;
    size_t n = cg_position_size(r);
    if (n > t->nmax) {
        cg_position_free(r);
        return CG_ERANGE;
    }
    uint8_t a[RANK_MAX + 2];
    for (size_t k = 1; k <= n; k++)
        a[k] = (uint8_t)cg_position_heap(r, k - 1);
    cg_position_free(r);
    const tables_reduced_level *lv = &t->levels[n];
    *g = tables_reduced_level_value(lv, tables_rank_of(lv->rank, a));
    return CG_OK;
}

CG_EXPORT int cg_reduced_table_histogram(const cg_reduced_table *t, uint32_t n, uint64_t *counts,
                                         size_t ncounts)
{
    if (t == NULL)
        return CG_EINVAL;
    return cg_census_histogram(t->census, n, counts, ncounts);
}

CG_EXPORT int cg_reduced_table_level_size(const cg_reduced_table *t, uint32_t n,
                                          uint64_t *count)
{
    cgu_detail_clear();
    if (t == NULL || count == NULL)
        return CG_EINVAL;
    int rc = tables_table_level_check("reduced", t->nmax, n);
    if (rc != CG_OK)
        return rc;
    *count = t->levels[n].positions;
    return CG_OK;
}

CG_EXPORT int cg_reduced_table_values(const cg_reduced_table *t, uint32_t n, uint64_t first,
                                      uint8_t *values, size_t count)
{
    cgu_detail_clear();
    if (t == NULL || (values == NULL && count > 0))
        return CG_EINVAL;
    int rc = tables_table_level_check("reduced", t->nmax, n);
    if (rc == CG_OK)
        rc = tables_table_range_check("reduced", n, t->levels[n].positions, first, count);
    if (rc != CG_OK)
        return rc;
    tables_reduced_level_read(&t->levels[n], first, values, count);
    return CG_OK;
}

CG_EXPORT int cg_reduced_table_position(const cg_reduced_table *t, uint32_t n, uint64_t rank,
                                        cg_position **out)
{
    cgu_detail_clear();
    if (t == NULL || out == NULL)
        return CG_EINVAL;
    int rc = tables_table_level_check("reduced", t->nmax, n);
    if (rc == CG_OK)
        rc = tables_table_rank_check("reduced", n, t->levels[n].positions, rank);
    if (rc != CG_OK)
        return rc;
    /* The level's own rank table: no O(n^2) table built per call. */
    uint8_t a[RANK_MAX + 1];
    tables_rank_unrank(t->levels[n].rank, rank, a);
    uint32_t heaps[RANK_MAX];
    for (uint32_t k = 1; k <= n; k++)
        heaps[k - 1] = a[k];
    return cg_position_new(heaps, n, out);
}

/* A census of the reduced levels 0..nmax by one of the two engines, resumable
 * from and saved to dir when it is not NULL (tag: which census), listing the
 * value wide_value up to wide_max positions per level (wide_max 0: as every
 * other value, up to CG_CENSUS_LIST_MAX). */
static int reduced_census(const tables_level_ops *ops, uint32_t nmax, unsigned threads,
                          uint64_t max_bytes, const char *dir, uint32_t tag, uint32_t wide_value,
                          uint64_t wide_max, cg_progress_fn progress, void *user_data,
                          cg_census **out)
{
    cgu_detail_clear();
    if (out == NULL)
        return CG_EINVAL;
    if (nmax > CG_REDUCED_TABLE_MAX_HEAPS)
        return cgu_fail(CG_ERANGE, "reduced positions to %u heaps: at most %d can be computed",
                        nmax, CG_REDUCED_TABLE_MAX_HEAPS);
    uint64_t bytes = tables_levels_census_bytes(ops, nmax);
    int rc = tables_check_memory(bytes, max_bytes);
    if (rc != CG_OK)
        return rc;
    cg_census *c;
    rc = tables_census_new(TABLES_REDUCED, nmax, &c);
    if (rc != CG_OK)
        return rc;
    for (uint32_t n = 0; n <= nmax; n++) {
        c->levels[n].wide_value = wide_value;
        c->levels[n].wide_max = wide_max;
    }
    cgu_progress prog = { progress, user_data, 0, tables_levels_positions(ops, nmax), 1 };
    tables_checkpoint ck = { dir, tag, 0, NULL, NULL, NULL, NULL };
    tables_census_meter_start(c, max_bytes, bytes);
    rc = tables_levels_census(ops, nmax, threads, &prog, dir != NULL ? &ck : NULL, c);
    rc = tables_census_meter_finish(c, bytes, rc);
    if (rc != CG_OK) {
        cg_census_free(c);
        return rc;
    }
    *out = c;
    return CG_OK;
}

CG_EXPORT int cg_reduced_census(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                                cg_progress_fn progress, void *user_data, cg_census **out)
{
    return reduced_census(&tables_reduced_level_ops, nmax, threads, max_bytes, NULL, 0, 0, 0,
                          progress, user_data, out);
}

CG_EXPORT int cg_reduced_outcome_census(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                                        cg_progress_fn progress, void *user_data, cg_census **out)
{
    return reduced_census(&tables_reduced_outcome_ops, nmax, threads, max_bytes, NULL, 0, 0, 0,
                          progress, user_data, out);
}

CG_EXPORT int cg_reduced_census_resumable(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                                          const char *dir, cg_progress_fn progress,
                                          void *user_data, cg_census **out)
{
    if (dir == NULL || *dir == '\0')
        return CG_EINVAL;
    return reduced_census(&tables_reduced_level_ops, nmax, threads, max_bytes, dir, CKPT_REDUCED, 0,
                          0, progress, user_data, out);
}

CG_EXPORT int cg_reduced_outcome_census_resumable(uint32_t nmax, unsigned threads,
                                                  uint64_t max_bytes, const char *dir,
                                                  cg_progress_fn progress, void *user_data,
                                                  cg_census **out)
{
    if (dir == NULL || *dir == '\0')
        return CG_EINVAL;
    return reduced_census(&tables_reduced_outcome_ops, nmax, threads, max_bytes, dir, CKPT_OUTCOMES, 0,
                          0, progress, user_data, out);
}

CG_EXPORT int cg_reduced_census_listing(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                                        uint32_t g, uint64_t list_max, const char *dir,
                                        cg_progress_fn progress, void *user_data,
                                        cg_census **out)
{
    cgu_detail_clear();
    if (out == NULL || (dir != NULL && *dir == '\0'))
        return CG_EINVAL;
    /* Narrower than every other value's would make a dropped listing
     * ambiguous in a checkpoint (check_stats: dropped means more than
     * CG_CENSUS_LIST_MAX). */
    if (list_max < CG_CENSUS_LIST_MAX)
        return cgu_fail(CG_ERANGE, "a listing of at most %llu positions: the bound is at least "
                        "%d (CG_CENSUS_LIST_MAX)", (unsigned long long)list_max,
                        CG_CENSUS_LIST_MAX);
    if (nmax <= CG_REDUCED_TABLE_MAX_HEAPS && g > nmax)
        return cgu_fail(CG_EDOMAIN, "no reduced position with at most %u heaps has value %u "
                        "(a position with n heaps has a value of at most n)", nmax, g);
    return reduced_census(&tables_reduced_level_ops, nmax, threads, max_bytes, dir,
                          dir != NULL ? CKPT_REDUCED : 0, g, list_max, progress, user_data, out);
}
