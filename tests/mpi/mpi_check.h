/*
 * What the MPI unit tests (test-exchange, test-sharded, test-sharded-reduced)
 * share: MPI started and ended, a CHECK that counts failures on its rank, and
 * the report that makes one failure on any rank fail the job on every rank
 * (the counts summed over the ranks: mpirun's status is then the same,
 * whichever rank failed). One copy so that the tests cannot drift apart in
 * how they decide and say that they failed.
 *
 * Each test is one translation unit that includes this once: hence static
 * data and static inline functions, and no .c to add to every executable.
 * The censuses compared level by level (check_census, same_census) are
 * declared only where the test includes census.h before this header:
 * test-exchange is not linked with the census.
 */
#ifndef COOKIEGAME_TESTS_MPI_CHECK_H
#define COOKIEGAME_TESTS_MPI_CHECK_H

#include <stdio.h>

#include <mpi.h>

static int failures;
static int rank, ranks;

#define CHECK(cond)                                                                     \
    do {                                                                                \
        if (!(cond)) {                                                                  \
            fprintf(stderr, "rank %d: %s:%d: check failed: %s\n", rank, __FILE__,      \
                    __LINE__, #cond);                                                   \
            failures++;                                                                 \
        }                                                                               \
    } while (0)

/* MPI with the thread level cookiegame-mpi asks for (workers never call
 * MPI), and this rank's place in the world. */
static inline void check_begin(int *argc, char ***argv)
{
    int provided;
    MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
}

/* The failures of every rank summed, one line from rank 0, MPI ended: the
 * status for main, the same on every rank. */
static inline int check_end(void)
{
    int all;
    MPI_Allreduce(&failures, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
        printf("%d ranks: %s\n", ranks, all == 0 ? "every check passed" : "checks failed");
    MPI_Finalize();
    return all == 0 ? 0 : 1;
}

#ifdef COOKIEGAME_MPI_CENSUS_H

/* The census of levels 0..nmax of engine e in a mode the caller set up with
 * status `setup` (the mode is freed by the census), one thread per rank,
 * values starting `start_width` narrow (0: the engine's width). Rank 0 gets
 * the statistics; other ranks NULL. */
static inline cg_census *check_census(const mpi_engine *e, mpi_world *w, uint32_t nmax,
                                      census_mode *m, int setup, unsigned start_width)
{
    census_options o = { .threads = 1, .start_width = start_width };
    cg_census *c = NULL;
    CHECK(world_agree(w, setup) == CG_OK);
    CHECK(mpi_census(e, w, nmax, &o, m, &c) == CG_OK);
    CHECK((c != NULL) == (rank == 0));
    return c;
}

/* The same statistics in levels 0..nmax (counts, examples, listings), as
 * rank 0 sees them (other ranks hold none: true there). The first level
 * that differs is named, with `what`. */
static inline int same_census(const cg_census *a, const cg_census *b, uint32_t nmax,
                              const char *what)
{
    if (rank != 0)
        return 1;
    if (a == NULL || b == NULL)
        return 0;
    int diff = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        const tables_level_stats *x = &a->levels[n], *y = &b->levels[n];
        for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
            diff |= x->count[g] != y->count[g];
            diff |= x->count[g] != 0 && x->example[g] != y->example[g];
            diff |= x->list[g].overflowed != y->list[g].overflowed;
            diff |= x->list[g].n != y->list[g].n;
            for (size_t i = 0; !diff && i < x->list[g].n; i++)
                diff |= x->list[g].index[i] != y->list[g].index[i];
        }
        if (diff) {
            fprintf(stderr, "%s: level %u differs from the replicated census\n", what,
                    (unsigned)n);
            return 0;
        }
    }
    return 1;
}

#endif

#endif
