/*
 * The sharded strict census on its own, on several ranks, against the
 * replicated census of the same ranks (whose output the census tests compare
 * with the threaded census): the statistics of every level must be the same
 * (counts, examples, listings) with any chunk, with values starting narrower
 * than the engine's (a real overflow, at a level computed whole), and with an
 * overflow injected at a level computed in shares (every rank widens its
 * shares and the level is fetched and computed again: real levels never
 * outgrow 2 planes so far, so nothing else reaches that path). The bytes
 * fetched are checked too: none on one rank; on several, the levels after an
 * injected widening fetch exactly 3/2 of what they fetch at 2 planes. Not
 * Check: its forked tests and MPI do not mix.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mpi.h>

#include "exchange.h"
#include "replicated.h"
#include "sharded.h"
#include "engines.h"
#include "tables/stats.h"
#include "tables/strict_engine.h"

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

#define NMAX 17

/* The same statistics, level by level (rank 0; NULL elsewhere). */
static int same(const cg_census *a, const cg_census *b, const char *what)
{
    if (rank != 0)
        return 1;
    int diff = 0;
    for (uint32_t n = 0; n <= NMAX; n++) {
        const level_stats *x = &a->levels[n], *y = &b->levels[n];
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

/* The census in a mode set up by the caller (freed by the census). */
static cg_census *census(mpi_world *w, census_mode *m, int setup, unsigned start)
{
    census_options o = { .threads = 1, .start_width = start };
    cg_census *c = NULL;
    CHECK(world_agree(w, setup) == CG_OK);
    CHECK(mpi_census(&mpi_strict_engine, w, NMAX, &o, m, &c) == CG_OK);
    CHECK((c != NULL) == (rank == 0));
    return c;
}

static cg_census *sharded(mpi_world *w, uint64_t chunk, unsigned start, uint32_t overflow_at,
                          uint64_t *fetched)
{
    sharded_options o = { 1, chunk, start, overflow_at, fetched };
    census_mode m;
    return census(w, &m, sharded_mode(w, NMAX, &o, &m), start);
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    mpi_world w;
    CHECK(world_init(&w, MPI_COMM_WORLD, 0) == CG_OK);
    census_mode m;
    cg_census *want = census(&w, &m, replicated_mode(&mpi_strict_engine, &w, 1, &m), 0);

    uint64_t plain[NMAX + 1], widened[NMAX + 1], scratch[NMAX + 1];
    cg_census *c = sharded(&w, 0, 0, 0, plain);
    CHECK(same(want, c, "default chunk"));
    cg_census_free(c);
    /* Chunks of 2 words (the least), of 2^5 words, and 2^20 (clamped to half
     * of every level). */
    const uint64_t chunks[] = { 1, 2, 40, UINT64_C(1) << 20 };
    for (size_t i = 0; i < sizeof chunks / sizeof *chunks; i++) {
        c = sharded(&w, chunks[i], 0, 0, scratch);
        CHECK(same(want, c, "chunk"));
        cg_census_free(c);
    }
    /* One plane: a real overflow at the first levels, computed whole. */
    c = sharded(&w, 0, 1, 0, scratch);
    CHECK(same(want, c, "start at one plane"));
    cg_census_free(c);
    /* An overflow at a level computed whole, then at one computed in shares
     * (with small chunks, so that the overflow stops a walk of many rounds). */
    c = sharded(&w, 0, 0, 6, scratch);
    CHECK(same(want, c, "overflow at 6"));
    cg_census_free(c);
    c = sharded(&w, 4, 0, 12, widened);
    CHECK(same(want, c, "overflow at 12"));
    cg_census_free(c);
    c = sharded(&w, 4, 0, 0, plain);
    cg_census_free(c);
    for (uint32_t n = 0; n <= NMAX; n++) {
        if (ranks == 1) {
            CHECK(plain[n] == 0 && widened[n] == 0);
        } else {
            /* Something from level 10 on, the first to read a shared level. */
            CHECK((plain[n] > 0) == (n >= 10));
            if (n < 12)
                CHECK(widened[n] == plain[n]);
            else if (n > 12)
                CHECK(2 * widened[n] == 3 * plain[n]);
            else
                CHECK(2 * widened[n] >= 3 * plain[n]);   /* and the first, stopped walk */
        }
    }
    cg_census_free(want);
    world_free(&w);
    int all;
    MPI_Allreduce(&failures, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
        printf("%d ranks: %s\n", ranks, all == 0 ? "every check passed" : "checks failed");
    MPI_Finalize();
    return all == 0 ? 0 : 1;
}
