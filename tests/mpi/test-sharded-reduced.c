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
#include "share.h"
#include "sharded_reduced.h"
#include "tables/stats.h"

#include "mpi_check.h"

#define NMAX 12

/* The reduced census in a mode set up by the caller (freed by the census). */
static cg_census *census(mpi_world *w, census_mode *m, int setup)
{
    return check_census(&mpi_reduced_engine, w, NMAX, m, setup, 0);
}

static cg_census *cached(mpi_world *w, uint64_t chunk, uint32_t overflow_at, uint64_t *fetched,
                         uint64_t cache_bytes, uint32_t block_bytes)
{
    reduced_sharded_options o = { 1, chunk, overflow_at, fetched, cache_bytes, block_bytes };
    census_mode m;
    return census(w, &m, sharded_reduced_mode(w, NMAX, &o, &m));
}

static cg_census *sharded(mpi_world *w, uint64_t chunk, uint32_t overflow_at, uint64_t *fetched)
{
    return cached(w, chunk, overflow_at, fetched, 0, 0);
}

/* The bytes of the other ranks' shares of the levels below n at 4 bits: what
 * a rank fetching each of their values once receives at most. */
static uint64_t remote_below(const mpi_world *w, uint32_t n)
{
    uint64_t bytes = 0;
    for (uint32_t k = 1; k <= 2 && k <= n; k++) {
        uint64_t b, e, all = tables_reduced_positions(n - k);
        share_of(all, 2, w->ranks, w->rank, &b, &e);
        bytes += tables_reduced_share_bytes(b, 4) + tables_reduced_share_bytes(all - e, 4);
    }
    return bytes;
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

    /* The cache of fetched blocks. Blocks of 16 bytes (32 ranks) make the
     * levels below 12 more blocks than the fewest a cache holds (1024, of
     * which the other ranks' shares are more than half): with the least room,
     * blocks leave and are fetched again, and chunks are halved to fit the
     * cache; the census is the same. With room for everything, every value
     * of another rank's share is fetched at most once per level, and less
     * than with the least room (on some rank at least: a rank whose reads
     * fit the least room fetches the same). */
    uint64_t tight[NMAX + 1], roomy[NMAX + 1];
    c = cached(&w, 4096, 0, tight, 1, 16);
    CHECK(same_census(want, c, NMAX, "least cache, small blocks"));
    cg_census_free(c);
    c = cached(&w, 4096, 0, roomy, UINT64_C(1) << 40, 16);
    CHECK(same_census(want, c, NMAX, "cache for everything, small blocks"));
    cg_census_free(c);
    c = cached(&w, 0, 0, scratch, UINT64_C(1) << 40, 0);
    CHECK(same_census(want, c, NMAX, "cache for everything"));
    cg_census_free(c);
    for (uint32_t n = 0; n <= NMAX; n++) {
        CHECK(roomy[n] <= remote_below(&w, n));
        CHECK(roomy[n] <= tight[n]);
    }
    uint64_t more = tight[NMAX] - roomy[NMAX], any = 0;
    MPI_Allreduce(&more, &any, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    CHECK(ranks == 1 ? any == 0 : any > 0);

    cg_census_free(want);
    world_free(&w);
    return check_end();
}
