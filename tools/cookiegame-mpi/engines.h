/*
 * The censuses cookiegame-mpi runs: the strict and reduced engines of
 * lib/tables, through the same level operations the threaded census uses
 * (level_driver.h: how a level is prepared, computed over a range of items,
 * widened and laid out in memory). This layer only partitions and exchanges.
 */
#ifndef COOKIEGAME_MPI_ENGINES_H
#define COOKIEGAME_MPI_ENGINES_H

#include <stdint.h>

#include "tables/mpi_census.h"

typedef struct mpi_engine {
    const char *family;     /* "strict" or "reduced", as the tool says */
    tables_kind kind;
    const tables_level_ops *ops;
    uint32_t max_heaps;
    uint32_t checkpoint_tag;   /* which census a checkpoint directory holds */
} mpi_engine;

extern const mpi_engine mpi_strict_engine;
extern const mpi_engine mpi_reduced_engine;

#endif
