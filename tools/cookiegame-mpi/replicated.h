/*
 * The replicated census: every rank holds whole copies of the two levels
 * below the one being computed; each level is split into contiguous shares
 * (share.h), each rank computes its share with the shared engine code on its
 * own threads, and the whole level is then assembled on every rank.
 *
 * With a checkpoint directory, every finished level is saved there: each
 * rank writes its own share of the two stored levels, rank 0 the statistics,
 * last, so that a job killed at any moment resumes at the last level every
 * rank had saved.
 */
#ifndef COOKIEGAME_MPI_REPLICATED_H
#define COOKIEGAME_MPI_REPLICATED_H

#include <stdint.h>

#include "engines.h"
#include "exchange.h"

typedef struct census_options {
    unsigned threads;          /* worker threads per rank */
    const char *checkpoint;    /* directory, or NULL */
    double progress;           /* seconds between progress lines on rank 0; 0: none */
    uint32_t resumed_at;       /* out: levels read from the checkpoint (0: none) */
} census_options;

/*
 * The census of levels 0..nmax: collective over w's ranks. On rank 0 the
 * statistics of every level go into *out (a census the caller frees with
 * cg_census_free); other ranks get NULL. The status is the same on every
 * rank: CG_OK, CG_ENOMEM, CG_ERANGE (a value past the engine's widest
 * width), or from the checkpoint: CG_EINVAL (cannot be created, read or
 * written), CG_EPARSE (damaged, or of another census or number of ranks),
 * CG_EDOMAIN (a finished census to fewer heaps).
 */
int replicated_census(const mpi_engine *e, mpi_world *w, uint32_t nmax, census_options *o,
                      cg_census **out);

#endif
