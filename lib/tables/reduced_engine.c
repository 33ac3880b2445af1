/*
 * How a level of reduced positions is computed: each position's options are
 * ranked all at once (reduced_options.h) and their values read from the two
 * levels below. Positions are visited in rank order, each chunk starting from
 * an unranked tuple and stepping to the next tuple in amortised O(1).
 *
 * Both modes gather the set of the options' values as a bit mask. A Grundy
 * value is its mex. An outcome class (bit 1: N in normal play, bit 0: N in
 * misère play) has each bit set when some option is a P-position of that play;
 * the end is P in normal play and N in misère play. Reduction keeps both
 * outcomes (see lib/cookie/reduced_search.h), so levels of reduced forms suffice.
 */
#include "reduced_engine.h"
#include "reduced_options.h"

#include <string.h>

#include <cookiegame/tables.h>

#include "util/alloc.h"

uint64_t tables_reduced_level_bytes(uint32_t n, unsigned bits)
{
    uint64_t count = tables_reduced_positions(n);
    return bits == 8 ? count : (count + 1) / 2;
}

uint64_t tables_reduced_share_bytes(uint64_t stored, unsigned bits)
{
    return bits == 8 ? stored : (stored + 1) / 2;
}

int tables_reduced_level_init(tables_reduced_level *lv, uint32_t n, unsigned bits, int outcomes)
{
    return tables_reduced_level_init_part(lv, n, bits, outcomes, 0, tables_reduced_positions(n));
}

int tables_reduced_level_init_part(tables_reduced_level *lv, uint32_t n, unsigned bits,
                                   int outcomes, uint64_t first, uint64_t stored)
{
    memset(lv, 0, sizeof *lv);
    lv->n = n;
    lv->outcomes = outcomes;
    lv->positions = tables_reduced_positions(n);
    lv->bits = bits;
    lv->first = first;
    lv->stored = stored;
    lv->rank = cgu_malloc(sizeof *lv->rank);
    if (lv->rank == NULL)
        return CG_ENOMEM;
    tables_rank_table_init(lv->rank, n);
    if (bits > 0) {
        /* At least a byte: an empty share still has its (empty) array. */
        uint64_t bytes = tables_reduced_share_bytes(stored, bits);
        lv->data = cgu_calloc(bytes > 0 ? (size_t)bytes : 1, 1);
        if (lv->data == NULL) {
            tables_reduced_level_free(lv);
            return CG_ENOMEM;
        }
    }
    return CG_OK;
}

void tables_reduced_level_free(tables_reduced_level *lv)
{
    cgu_free(lv->data);
    cgu_free(lv->rank);
    lv->data = NULL;
    lv->rank = NULL;
    lv->bits = 0;
}

int tables_reduced_level_widen(tables_reduced_level *lv)
{
    if (lv->bits != 4)
        return CG_OK;
    uint8_t *wide = cgu_malloc(lv->stored > 0 ? (size_t)lv->stored : 1);
    if (wide == NULL)
        return CG_ENOMEM;
    for (uint64_t at = 0; at < lv->stored; at++)
        wide[at] = (uint8_t)(lv->data[at / 2] >> (4 * (at & 1)) & 15);
    cgu_free(lv->data);
    lv->data = wide;
    lv->bits = 8;
    return CG_OK;
}

void tables_reduced_level_read(const tables_reduced_level *lv, uint64_t first, uint8_t *values,
                               size_t count)
{
    const uint8_t *d = lv->data;
    if (lv->bits == 8) {
        if (count > 0)
            memcpy(values, d + first, count);
        return;
    }
    /* 4 bits: rank r in the low nibble of byte r / 2 when r is even. */
    size_t k = 0;
    if (k < count && first % 2 == 1)
        values[k++] = d[first / 2] >> 4;
    const uint8_t *byte = d + (first + k) / 2;
    for (; k + 1 < count; k += 2, byte++) {
        values[k] = *byte & 15;
        values[k + 1] = *byte >> 4;
    }
    if (k < count)
        values[k] = *byte & 15;
}

uint32_t tables_reduced_fetched_value(const tables_reduced_level *lv, uint64_t rank)
{
    if (lv->blocks == NULL || rank >= lv->positions)
        return REDUCED_MISSING;
    const uint8_t *block = lv->blocks[rank >> lv->block_shift];
    if (block == NULL)
        return REDUCED_MISSING;
    uint64_t at = rank & ((UINT64_C(1) << lv->block_shift) - 1);
    if (lv->bits == 8)
        return block[at];
    return (uint32_t)(block[at / 2] >> (4 * (at & 1))) & 15;
}

typedef struct level_job {
    tables_reduced_level *cur;
    const tables_reduced_level *l1, *l2;
    uint64_t begin;              /* rank of loop item 0 */
    tables_level_stats *worker_stats;   /* one per worker */
} level_job;

/* The set of the values of the options of the tuple a[1..n] (n >= 1), from
 * the levels below, as a bit mask. All ranks first, then the reads: the
 * reads are independent, so their cache misses overlap. */
static inline uint64_t option_values(const tables_option_walk *w, const tables_reduced_level *l1,
                                     const tables_reduced_level *l2)
{
    tables_reduced_option opt[RANK_MAX + 1];
    uint32_t count = tables_option_walk_ranks(w, opt);
    uint64_t seen = 0;
    for (uint32_t i = 0; i < count; i++)
        seen |= UINT64_C(1) << tables_reduced_level_value(opt[i].below == 1 ? l1 : l2, opt[i].rank);
    return seen;
}

/* Options of these classes are P-positions of normal play (classes 0, 1) and
 * of misère play (classes 0, 2). */
#define NORMAL_P_CLASSES (UINT64_C(1) << CG_CENSUS_P_BOTH | UINT64_C(1) << CG_CENSUS_MISERE_N)
#define MISERE_P_CLASSES (UINT64_C(1) << CG_CENSUS_P_BOTH | UINT64_C(1) << CG_CENSUS_NORMAL_N)

/* What evaluate gives when an option was neither stored nor fetched. */
#define VALUE_MISSING UINT32_MAX

/* The value of the tuple a[1..n]: its Grundy value, or its outcome class. */
static inline uint32_t evaluate(const tables_option_walk *w, uint32_t n,
                                const tables_reduced_level *cur, const tables_reduced_level *l1,
                                const tables_reduced_level *l2)
{
    if (n == 0)
        return cur->outcomes ? CG_CENSUS_MISERE_N : 0;   /* the end: lost, or won in misère */
    uint64_t seen = option_values(w, l1, l2);
    if (__builtin_expect(seen >> REDUCED_MISSING, 0))
        return VALUE_MISSING;
    if (!cur->outcomes)
        return (uint32_t)__builtin_ctzll(~seen);
    return ((seen & NORMAL_P_CLASSES) ? 2u : 0u) | ((seen & MISERE_P_CLASSES) ? 1u : 0u);
}

static int rank_chunk(void *arg, unsigned worker, uint64_t begin, uint64_t end)
{
    level_job *job = arg;
    tables_reduced_level *cur = job->cur;
    tables_level_stats *st = &job->worker_stats[worker];
    uint32_t n = cur->n;
    begin += job->begin;
    end += job->begin;
    uint8_t a[RANK_MAX + 2];
    tables_rank_unrank(cur->rank, begin, a);
    tables_option_walk w;
    tables_option_walk_set(&w, n, job->l1 != NULL ? job->l1->rank : NULL,
                           job->l2 != NULL ? job->l2->rank : NULL, a);
    /* Per chunk: counts and the first rank of each value, merged at the end. */
    uint64_t count[TABLES_NVALUES] = { 0 };
    uint64_t first[TABLES_NVALUES];
    for (uint64_t r = begin; r < end; r++) {
        uint32_t g = evaluate(&w, n, cur, job->l1, job->l2);
        if (g >= TABLES_NVALUES || (cur->bits == 4 && g > 15))
            return g == VALUE_MISSING ? CG_EINVAL : LEVEL_OVERFLOW;
        uint64_t at = r - cur->first;
        if (cur->bits == 8)
            cur->data[at] = (uint8_t)g;
        else if (cur->bits == 4)
            cur->data[at / 2] |= (uint8_t)(g << (4 * (at & 1)));
        if (count[g]++ == 0)
            first[g] = r;
        /* Rare values are listed whole; common ones stop being listed soon. */
        if (!st->list[g].overflowed && tables_stats_list(st, g, r) != CG_OK)
            return CG_ENOMEM;
        tables_option_walk_next(&w);
    }
    for (uint32_t g = 0; g < TABLES_NVALUES; g++)
        tables_stats_add(st, TABLES_REDUCED, g, count[g], count[g] ? first[g] : 0);
    return CG_OK;
}

int tables_reduced_compute_level(tables_reduced_level *cur, const tables_reduced_level *l1,
                                 const tables_reduced_level *l2, unsigned threads,
                                 cgu_progress *prog, tables_level_stats *stats)
{
    tables_stats_clear(stats);
    if (cur->data != NULL)
        memset(cur->data, 0, (size_t)tables_reduced_level_bytes(cur->n, cur->bits));
    return tables_reduced_compute_range(cur, l1, l2, threads, prog, stats, 0, cur->positions);
}

int tables_reduced_compute_range(tables_reduced_level *cur, const tables_reduced_level *l1,
                                 const tables_reduced_level *l2, unsigned threads,
                                 cgu_progress *prog, tables_level_stats *stats, uint64_t begin,
                                 uint64_t end)
{
    if (begin >= end)
        return CG_OK;   /* an empty share: nothing to unrank */
    if (threads == 0)
        threads = 1;
    level_job job = { cur, l1, l2, begin, cgu_calloc(threads, sizeof(tables_level_stats)) };
    if (job.worker_stats == NULL)
        return CG_ENOMEM;
    /* The workers' listings are charged where the level's are, and bounded
     * as the level's are. */
    for (unsigned t = 0; t < threads; t++) {
        job.worker_stats[t].meter = stats->meter;
        job.worker_stats[t].wide_value = stats->wide_value;
        job.worker_stats[t].wide_max = stats->wide_max;
    }
    if (prog != NULL)
        prog->per_item = 1;
    /* Even chunk sizes from an even begin: two 4-bit values share a byte, and
     * a byte must belong to one worker. */
    int rc = cgu_parallel_for(threads, end - begin, 1u << 16, rank_chunk, &job, prog);
    for (unsigned t = 0; t < threads; t++) {
        if (rc == CG_OK)
            rc = tables_stats_merge(stats, TABLES_REDUCED, &job.worker_stats[t]);
        tables_stats_clear(&job.worker_stats[t]);
    }
    cgu_free(job.worker_stats);
    return rc;
}
