/*
 * The replicated census: every rank holds whole copies of the two levels
 * below the one being computed; each level is split into contiguous shares
 * (share.h), each rank computes its share with the shared engine code on its
 * own threads, and the whole level is then assembled on every rank.
 *
 * Where the next phases fit: the sharded mode replaces the assembly (each
 * rank keeps its share and serves batched requests for the words or ranks
 * others read); a checkpoint is written per rank after each level's
 * assembly and statistics (the loop in replicated.c marks the spot); the
 * progress line is drawn by rank 0 from the shares' sizes.
 */
#ifndef COOKIEGAME_MPI_REPLICATED_H
#define COOKIEGAME_MPI_REPLICATED_H

#include <stdint.h>

#include "engines.h"
#include "exchange.h"

/*
 * The census of levels 0..nmax with `threads` threads per rank: collective
 * over w's ranks. On rank 0 the statistics of every level go into *out (a
 * census the caller frees with cg_census_free); other ranks get NULL. The
 * status is the same on every rank: CG_OK, CG_ENOMEM or CG_ERANGE (a value
 * past the engine's widest width).
 */
int replicated_census(const mpi_engine *e, mpi_world *w, uint32_t nmax, unsigned threads,
                      cg_census **out);

#endif
