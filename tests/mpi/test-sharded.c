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
#include <mpi.h>

#include "exchange.h"
#include "replicated.h"
#include "sharded.h"
#include "engines.h"
#include "tables/stats.h"
#include "tables/strict_engine.h"

#include "mpi_check.h"

#define NMAX 17

/* The strict census in a mode set up by the caller (freed by the census). */
static cg_census *census(mpi_world *w, census_mode *m, int setup, unsigned start)
{
    return check_census(&mpi_strict_engine, w, NMAX, m, setup, start);
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
    check_begin(&argc, &argv);
    mpi_world w;
    CHECK(world_init(&w, MPI_COMM_WORLD, 0) == CG_OK);
    census_mode m;
    cg_census *want = census(&w, &m, replicated_mode(&mpi_strict_engine, &w, 1, &m), 0);

    /* The replicated mode's own widening: from one plane, a real overflow. */
    cg_census *c = census(&w, &m, replicated_mode(&mpi_strict_engine, &w, 1, &m), 1);
    CHECK(same_census(want, c, NMAX, "replicated from one plane"));
    cg_census_free(c);

    uint64_t plain[NMAX + 1], widened[NMAX + 1], scratch[NMAX + 1];
    c = sharded(&w, 0, 0, 0, plain);
    CHECK(same_census(want, c, NMAX, "default chunk"));
    cg_census_free(c);
    /* Chunks of 2 words (the least), of 2^5 words, and 2^20 (clamped to half
     * of every level). */
    const uint64_t chunks[] = { 1, 2, 40, UINT64_C(1) << 20 };
    for (size_t i = 0; i < sizeof chunks / sizeof *chunks; i++) {
        c = sharded(&w, chunks[i], 0, 0, scratch);
        CHECK(same_census(want, c, NMAX, "chunk"));
        cg_census_free(c);
    }
    /* One plane: a real overflow at the first levels, computed whole. */
    c = sharded(&w, 0, 1, 0, scratch);
    CHECK(same_census(want, c, NMAX, "start at one plane"));
    cg_census_free(c);
    /* An overflow at a level computed whole, then at one computed in shares
     * (with small chunks, so that the overflow stops a walk of many rounds). */
    c = sharded(&w, 0, 0, 6, scratch);
    CHECK(same_census(want, c, NMAX, "overflow at 6"));
    cg_census_free(c);
    c = sharded(&w, 4, 0, 12, widened);
    CHECK(same_census(want, c, NMAX, "overflow at 12"));
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
    return check_end();
}
