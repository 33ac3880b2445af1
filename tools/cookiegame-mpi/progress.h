/*
 * What rank 0 says while a census runs: a line on stderr at most every so
 * many seconds with the level, how far it got, the rate and the time left.
 * Within a level rank 0 knows only its own share; the shares are equal to
 * within an item, so its fraction is the level's.
 */
#ifndef COOKIEGAME_MPI_PROGRESS_H
#define COOKIEGAME_MPI_PROGRESS_H

#include <stdint.h>

#include "tables/mpi_census.h"

typedef struct mpi_progress {
    double every;              /* seconds between lines; 0: silent */
    double start, last;        /* when the census began, when a line was last drawn */
    const tables_level_ops *ops;
    uint32_t nmax, level;
    uint64_t total;            /* positions of levels 0..nmax */
    uint64_t before;           /* positions of the levels finished */
    uint64_t resumed;          /* of those, resumed from a checkpoint (not in the rate) */
    cgu_progress share;        /* rank 0's progress through its share of the level */
} mpi_progress;

/* Silent unless `speaks` (rank 0) and every > 0. */
void mpi_progress_init(mpi_progress *p, const tables_level_ops *ops, uint32_t nmax, double every,
                       int speaks);
/* Levels 0..next-1 came from a checkpoint. */
void mpi_progress_resumed(mpi_progress *p, uint32_t next);
/* Level n begins, of which this rank computes `positions`: the progress to
 * hand the engine (NULL when silent). */
cgu_progress *mpi_progress_level(mpi_progress *p, uint32_t n, uint64_t positions);
/* Level n is done on every rank. */
void mpi_progress_level_done(mpi_progress *p, uint32_t n);

#endif
