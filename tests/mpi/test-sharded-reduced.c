/*
 * The sharded reduced census on its own, on several ranks, against the
 * replicated census of the same ranks (whose output the census tests compare
 * with the threaded census): the statistics of every level must be the same
 * (counts, examples, listings) with any chunk, and with an overflow injected
 * (every rank widens its shares of the two levels below to 8 bits and the
 * level is fetched and computed again: real reduced values never pass 15 at
 * the sizes tests afford, so nothing else reaches that path). The bytes
 * fetched are checked too: none on one rank; on several, the levels after an
 * injected widening fetch more than at 4 bits (twice, but for odd ends).
 * Not Check: its forked tests and MPI do not mix.
 */
#include <mpi.h>

#include "engines.h"
#include "exchange.h"
#include "replicated.h"
#include "sharded_reduced.h"
#include "tables/stats.h"

#include "mpi_check.h"

#define NMAX 12

/* The reduced census in a mode set up by the caller (freed by the census). */
static cg_census *census(mpi_world *w, census_mode *m, int setup)
{
    return check_census(&mpi_reduced_engine, w, NMAX, m, setup, 0);
}

static cg_census *sharded(mpi_world *w, uint64_t chunk, uint32_t overflow_at, uint64_t *fetched)
{
    reduced_sharded_options o = { 1, chunk, overflow_at, fetched };
    census_mode m;
    return census(w, &m, sharded_reduced_mode(w, NMAX, &o, &m));
}

int main(int argc, char **argv)
{
    check_begin(&argc, &argv);
    mpi_world w;
    CHECK(world_init(&w, MPI_COMM_WORLD, 0) == CG_OK);
    census_mode m;
    cg_census *want = census(&w, &m, replicated_mode(&mpi_reduced_engine, &w, 1, &m));

    uint64_t plain[NMAX + 1], widened[NMAX + 1], scratch[NMAX + 1];
    cg_census *c = sharded(&w, 0, 0, scratch);
    CHECK(same_census(want, c, NMAX, "default chunk"));
    cg_census_free(c);
    /* Chunks of 256 positions, 4096 and 2^30 (the statistics are merged
     * after each chunk, sorting the listings: chunks of a few positions
     * would cost minutes here; the census tests run chunks of 1998). */
    const uint64_t chunks[] = { 256, 4096, UINT64_C(1) << 30 };
    for (size_t i = 0; i < sizeof chunks / sizeof *chunks; i++) {
        c = sharded(&w, chunks[i], 0, scratch);
        CHECK(same_census(want, c, NMAX, "chunk"));
        cg_census_free(c);
    }
    /* An overflow at a small level, then at one walked in many rounds. */
    c = sharded(&w, 0, 3, scratch);
    CHECK(same_census(want, c, NMAX, "overflow at 3"));
    cg_census_free(c);
    c = sharded(&w, 500, 10, widened);
    CHECK(same_census(want, c, NMAX, "overflow at 10"));
    cg_census_free(c);
    c = sharded(&w, 500, 0, plain);
    cg_census_free(c);
    for (uint32_t n = 0; n <= NMAX; n++) {
        if (ranks == 1) {
            CHECK(plain[n] == 0 && widened[n] == 0);
        } else if (n < 10) {
            CHECK(widened[n] == plain[n]);
        } else if (n > 10) {
            CHECK(widened[n] > plain[n] && widened[n] <= 2 * plain[n]);
        } else {
            CHECK(widened[n] > plain[n]);   /* and the first, stopped walk */
        }
    }
    cg_census_free(want);
    world_free(&w);
    return check_end();
}
