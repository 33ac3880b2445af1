/*
 * The strict and reduced engines of lib/tables as the MPI census sees them:
 * how a level is prepared, computed over a share and laid out in memory. The
 * computing is the threaded census's own (strict_compute_words,
 * reduced_compute_range); this layer only partitions and exchanges.
 */
#ifndef COOKIEGAME_MPI_ENGINES_H
#define COOKIEGAME_MPI_ENGINES_H

#include <stddef.h>
#include <stdint.h>

#include "tables/stats.h"

/* Byte arrays a level stores at most (the strict engine's planes). */
#define ENGINE_MAX_ARRAYS 6

typedef struct mpi_engine {
    const char *family;              /* "strict" or "reduced", as the tool says */
    tables_kind kind;
    size_t size;                     /* bytes of one level struct */
    unsigned start_width, max_width;
    unsigned (*wider)(unsigned width);
    uint32_t max_heaps;
    uint64_t (*positions)(uint32_t n);
    /* Prepare level n storing values at width (0: not stored). CG_OK or CG_ENOMEM. */
    int (*init)(void *lv, uint32_t n, unsigned width);
    void (*free)(void *lv);
    /* Widen a level's stored values (none stored: nothing to do). */
    int (*widen)(void *lv, unsigned width);
    /* Level n is split into items (positions, or 64-position words), shares
     * beginning at multiples of align; 0 items: too small to split, every
     * rank computes it whole. */
    uint64_t (*items)(uint32_t n);
    uint64_t align;
    /* Items [begin, end) of level cur (the whole level when it has 0 items),
     * statistics added to stats: CG_OK, an error or LEVEL_OVERFLOW. */
    int (*compute)(void *cur, const void *l1, const void *l2, unsigned width, unsigned threads,
                   level_stats *stats, uint64_t begin, uint64_t end);
    /* The byte arrays a level stores (returns how many), and the bytes
     * [*first, *last) of each that items [begin, end) write. */
    unsigned (*arrays)(void *lv, uint8_t **array);
    void (*bytes_of)(const void *lv, uint64_t begin, uint64_t end, uint64_t *first,
                     uint64_t *last);
} mpi_engine;

extern const mpi_engine mpi_strict_engine;
extern const mpi_engine mpi_reduced_engine;

#endif
