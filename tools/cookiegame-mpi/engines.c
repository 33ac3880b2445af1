/* The strict and reduced engines for the MPI census (engines.h). */
#include "engines.h"

#include <cookiegame/tables.h>

#include "tables/level_driver.h"
#include "tables/reduced_engine.h"
#include "tables/strict_engine.h"

/* Strict: values start at 2 bit-planes (the Grundy Value Conjecture) and
 * gain one plane at a time; levels from STRICT_WORD_KERNEL_MIN_N heaps are
 * split into 64-position words, in pairs (two words read one word of level
 * n-2), and smaller ones computed whole on every rank. */
static unsigned strict_wider(unsigned planes)
{
    return planes + 1;
}

static int strict_init(void *lv, uint32_t n, unsigned planes)
{
    return strict_level_init(lv, n, planes);
}

static void strict_free(void *lv)
{
    strict_level_free(lv);
}

static int strict_widen(void *lv, unsigned planes)
{
    strict_level *l = lv;
    return l->planes > 0 ? strict_level_widen(l, planes) : CG_OK;
}

static uint64_t strict_items(uint32_t n)
{
    return n < STRICT_WORD_KERNEL_MIN_N ? 0 : (strict_positions(n) + 63) / 64;
}

static int strict_compute(void *cur, const void *l1, const void *l2, unsigned planes,
                          unsigned threads, level_stats *stats, uint64_t begin, uint64_t end)
{
    strict_level *c = cur;
    if (c->n < STRICT_WORD_KERNEL_MIN_N)
        return strict_compute_level(c, l1, l2, planes, threads, NULL, stats);
    if (begin == end)
        return CG_OK;
    return strict_compute_words(c, l1, l2, planes, threads, NULL, stats, begin, end);
}

static unsigned strict_arrays(void *lv, uint8_t **array)
{
    strict_level *l = lv;
    for (unsigned i = 0; i < l->planes; i++)
        array[i] = (uint8_t *)l->plane[i];
    return l->planes;
}

static void strict_bytes_of(const void *lv, uint64_t begin, uint64_t end, uint64_t *first,
                            uint64_t *last)
{
    (void)lv;
    *first = begin * sizeof(uint64_t);
    *last = end * sizeof(uint64_t);
}

const mpi_engine mpi_strict_engine = {
    .family = "strict",
    .kind = TABLES_STRICT,
    .size = sizeof(strict_level),
    .start_width = 2,
    .max_width = STRICT_MAX_PLANES,
    .wider = strict_wider,
    .max_heaps = CG_STRICT_TABLE_MAX_HEAPS,
    .positions = strict_positions,
    .init = strict_init,
    .free = strict_free,
    .widen = strict_widen,
    .items = strict_items,
    .align = 2,
    .compute = strict_compute,
    .arrays = strict_arrays,
    .bytes_of = strict_bytes_of,
};

/* Reduced: 4-bit values, widened to 8 bits; every level is split by rank,
 * shares beginning at even ranks so that no byte of two 4-bit values is
 * written by two ranks. */
static unsigned reduced_wider(unsigned bits)
{
    (void)bits;
    return 8;
}

static int reduced_init(void *lv, uint32_t n, unsigned bits)
{
    return reduced_level_init(lv, n, bits, 0);
}

static void reduced_free(void *lv)
{
    reduced_level_free(lv);
}

static int reduced_widen(void *lv, unsigned bits)
{
    (void)bits;   /* the only widening there is: 4 to 8 */
    return reduced_level_widen(lv);
}

static int reduced_compute(void *cur, const void *l1, const void *l2, unsigned bits,
                           unsigned threads, level_stats *stats, uint64_t begin, uint64_t end)
{
    (void)bits;   /* the level knows its own width */
    return reduced_compute_range(cur, l1, l2, threads, NULL, stats, begin, end);
}

static unsigned reduced_arrays(void *lv, uint8_t **array)
{
    reduced_level *l = lv;
    array[0] = l->data;
    return l->data != NULL ? 1 : 0;
}

static void reduced_bytes_of(const void *lv, uint64_t begin, uint64_t end, uint64_t *first,
                             uint64_t *last)
{
    const reduced_level *l = lv;
    if (l->bits == 8) {
        *first = begin;
        *last = end;
    } else {
        *first = begin / 2;        /* begin is even */
        *last = (end + 1) / 2;     /* an odd end is the level's last rank */
    }
}

const mpi_engine mpi_reduced_engine = {
    .family = "reduced",
    .kind = TABLES_REDUCED,
    .size = sizeof(reduced_level),
    .start_width = 4,
    .max_width = 8,
    .wider = reduced_wider,
    .max_heaps = CG_REDUCED_TABLE_MAX_HEAPS,
    .positions = reduced_positions,
    .init = reduced_init,
    .free = reduced_free,
    .widen = reduced_widen,
    .items = reduced_positions,
    .align = 2,
    .compute = reduced_compute,
    .arrays = reduced_arrays,
    .bytes_of = reduced_bytes_of,
};
