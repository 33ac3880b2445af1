/*
 * A census over the ranks of an MPI job, whatever the ranks keep of each
 * level (a mode: replicated.h, sharded.h): the loop over the levels, the
 * statistics reduced to rank 0, checkpoints and progress.
 *
 * With a checkpoint directory, every finished level is saved there: each
 * rank writes its own share of the two stored levels, rank 0 the statistics,
 * last, so that a job killed at any moment resumes at the last level every
 * rank had saved.
 */
#ifndef COOKIEGAME_MPI_CENSUS_H
#define COOKIEGAME_MPI_CENSUS_H

#include <stdint.h>

#include "engines.h"
#include "exchange.h"
#include "progress.h"

typedef struct census_options {
    unsigned threads;          /* worker threads per rank */
    const char *checkpoint;    /* directory, or NULL */
    double progress;           /* seconds between progress lines on rank 0; 0: none */
    unsigned start_width;      /* tests: values start this narrow (0: the engine's width) */
    uint64_t max_bytes;        /* refuse a census needing more per rank (0: no bound) */
    uint32_t resumed_at;       /* out: levels read from the checkpoint (0: none) */
    uint64_t needed;           /* out: the peak bytes per rank the mode reckons */
    int refused;               /* out: refused before it began, by the memory check */
} census_options;

/* What a mode does; every call is collective over the ranks. */
typedef struct census_mode {
    void *state;
    /* Three level structs of the engine (level n at ring + (n % 3) * size). */
    void *ring;
    /*
     * Level n into its slot: this rank's share of it, or the whole level when
     * it is too small to split (the engine has no items for it); its values
     * kept when `store`. When a value does not fit *width, the levels below
     * are widened and the level computed again. Statistics of what this rank
     * computed into stats. The agreed status: CG_OK, an error or CG_ERANGE.
     */
    int (*level)(void *state, uint32_t n, int store, unsigned *width, mpi_progress *progress,
                 tables_level_stats *stats);
    /* Checkpoints: the bytes of each array of level n this rank saves, and
     * how a level to be read is prepared (see tables/checkpoint.h). */
    void (*share_bytes)(void *state, const void *lv, uint32_t n, uint64_t *first,
                        uint64_t *last);
    int (*init_level)(void *state, void *lv, uint32_t n, unsigned width);
    /* After levels next-2 and next-1 were read: what the ranks exchange
     * before level next (the agreed status); NULL when each rank read what
     * it needs. */
    int (*resumed)(void *state, uint32_t next, uint32_t nmax);
    /* The bytes a rank holds at its peak in a census to nmax: levels and
     * the mode's buffers. */
    uint64_t (*peak_bytes)(void *state, uint32_t nmax);
    /* Free the levels and the state. */
    void (*free)(void *state);
} census_mode;

/* Level n's struct in a ring of three of ops' level structs. */
static inline void *census_ring_level(const tables_level_ops *ops, void *ring, uint32_t n)
{
    return (char *)ring + (size_t)(n % 3) * ops->size;
}

/*
 * Level n as every mode computes it: attempt(state, n, width, stats) (the
 * status agreed over the ranks) until the values fit. After an overflow every
 * rank drops what it computed (stats cleared, level n freed), widens its
 * stored parts of levels n-1 and n-2 in the ring to the next width (*width
 * updated) and tries again; CG_ERANGE past ops' widest. The agreed status.
 */
int census_level_widening(mpi_world *w, const tables_level_ops *ops, void *ring, uint32_t n,
                          unsigned *width, tables_level_stats *stats,
                          int (*attempt)(void *state, uint32_t n, unsigned width,
                                         tables_level_stats *stats),
                          void *state);

/*
 * The census of levels 0..nmax of engine e in mode m (freed here, whatever
 * the status): on rank 0 the statistics of every level go into *out (a
 * census the caller frees with cg_census_free); other ranks get NULL. The
 * status is the same on every rank: CG_OK, CG_ENOMEM (also when some rank
 * would need more than o->max_bytes or the memory available on its node,
 * checked before anything is computed: o->refused), CG_ERANGE (a value past
 * the engine's widest width), or from the checkpoint: CG_EINVAL (cannot be
 * created, read or written), CG_EPARSE (damaged, or of another census or
 * number of ranks), CG_EDOMAIN (a finished census to fewer heaps).
 */
int mpi_census(const mpi_engine *e, mpi_world *w, uint32_t nmax, census_options *o,
               census_mode *m, cg_census **out);

#endif
