/*
 * What the ranks exchange between levels, and how they stay in step: every
 * step that can fail on one rank is followed by an agreement on the status,
 * so that no rank enters a collective the others have left (a failure is a
 * clean error on every rank, never a hang).
 */
#ifndef COOKIEGAME_MPI_EXCHANGE_H
#define COOKIEGAME_MPI_EXCHANGE_H

#include <stddef.h>
#include <stdint.h>

#include <mpi.h>

#include "tables/mpi_census.h"

typedef struct mpi_world {
    MPI_Comm comm;
    int rank, ranks;
    /* Bytes each rank contributes per round of an exchange: MPI counts and
     * displacements are int, so large shares go in several rounds. */
    size_t chunk;
    uint8_t *round;    /* ranks * chunk bytes: one round's receive buffer */
    int *counts, *displs;
} mpi_world;

/* Set up w for comm with rounds of at most `chunk` bytes per rank (0: the
 * default). CG_OK or CG_ENOMEM, the same on every rank. */
int world_init(mpi_world *w, MPI_Comm comm, size_t chunk);
void world_free(mpi_world *w);

/*
 * The status all ranks agree on, from each rank's rc (CG_OK, a negative
 * cg_status or the engine's LEVEL_OVERFLOW): the most negative error if any
 * rank failed, else LEVEL_OVERFLOW if any rank overflowed, else CG_OK.
 */
int world_agree(const mpi_world *w, int rc);

/*
 * Assemble an array held in shares on every rank: rank r holds bytes
 * [off[r], off[r + 1]) of buf (off has ranks + 1 entries), and after the call
 * every rank holds them all. Cannot fail locally (MPI errors abort the job).
 */
void world_allgather(mpi_world *w, uint8_t *buf, const uint64_t *off);

/*
 * Reduce each rank's statistics of a level to rank 0: counts summed, each
 * value's example the lexicographically first over the ranks, listings
 * merged in lexicographic order (tables_stats_merge). On rank 0 they are merged into
 * `into`; `mine` is cleared on every rank. The agreed status: CG_OK or
 * CG_ENOMEM.
 */
int world_reduce_stats(const mpi_world *w, tables_kind kind, tables_level_stats *mine,
                       tables_level_stats *into);

#endif
