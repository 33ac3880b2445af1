/*
 * The replicated mode: every rank holds whole copies of the two levels below
 * the one being computed; each level is split into contiguous shares
 * (share.h), each rank computes its share with the shared engine code on its
 * own threads, and the whole level is then assembled on every rank (rounds
 * of world_allgather). A checkpoint keeps each rank's share; on resume the
 * shares are assembled again.
 */
#ifndef COOKIEGAME_MPI_REPLICATED_H
#define COOKIEGAME_MPI_REPLICATED_H

#include "census.h"

/* Set up m for engine e over w's ranks with `threads` threads per rank.
 * CG_OK or CG_ENOMEM (this rank's status: the caller agrees on it; m->free
 * releases what was made either way). */
int replicated_mode(const mpi_engine *e, mpi_world *w, unsigned threads, census_mode *m);

#endif
