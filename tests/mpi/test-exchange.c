/*
 * The MPI layer of cookiegame-mpi on its own, run on several ranks: shares
 * that cover a level in order, the agreement on a status (an overflow or an
 * error on one rank reaches every rank, which is how the ranks widen together
 * and never hang), the assembly of shares in rounds, and the reduction of
 * statistics to rank 0 against tables_stats_merge of every rank's part. Real levels
 * never outgrow their width so far, so the census tests cannot reach these
 * paths; here every one runs. Not Check: its forked tests and MPI do not mix.
 */
#include <stdlib.h>
#include <string.h>

#include <mpi.h>

#include "exchange.h"
#include "share.h"
#include "tables/level_driver.h"

#include "mpi_check.h"

static void test_shares(void)
{
    const uint64_t sizes[] = { 0, 1, 2, 3, 5, 64, 255, 256, 1001, UINT64_C(1) << 41,
                               (UINT64_C(1) << 41) + 3 };
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        for (uint64_t align = 1; align <= 2; align++)
            for (int n = 1; n <= 9; n++) {
                uint64_t at = 0;
                for (int r = 0; r < n; r++) {
                    uint64_t b, e;
                    share_of(sizes[i], align, n, r, &b, &e);
                    CHECK(b == at);          /* in order, no gap, no overlap */
                    CHECK(b <= e);
                    CHECK(b % align == 0 || b == sizes[i]);
                    at = e;
                }
                CHECK(at == sizes[i]);       /* the whole level */
            }
}

static void test_agree(mpi_world *w)
{
    CHECK(world_agree(w, CG_OK) == CG_OK);
    CHECK(world_agree(w, rank == ranks - 1 ? LEVEL_OVERFLOW : CG_OK) == LEVEL_OVERFLOW);
    CHECK(world_agree(w, rank == 0 ? LEVEL_OVERFLOW : rank == ranks - 1 ? CG_ENOMEM : CG_OK) ==
          (ranks > 1 ? CG_ENOMEM : LEVEL_OVERFLOW));
    /* Two errors: the most negative status wins, the same on every rank. */
    CHECK(world_agree(w, rank % 2 ? CG_ERANGE : CG_ENOMEM) ==
          (ranks > 1 ? CG_ERANGE : CG_ENOMEM));
}

static uint8_t pattern(uint64_t i)
{
    return (uint8_t)(i * 2654435761u >> 13);
}

static void test_allgather(size_t chunk)
{
    mpi_world w;
    CHECK(world_init(&w, MPI_COMM_WORLD, chunk) == CG_OK);
    const uint64_t size = 10007;
    uint8_t *buf = calloc(size, 1);
    uint64_t *off = calloc((size_t)ranks + 1, sizeof *off);
    for (int r = 0; r < ranks; r++) {
        uint64_t e;
        share_of(size, 1, ranks, r, &off[r], &e);
        off[r + 1] = e;
    }
    for (uint64_t i = off[rank]; i < off[rank + 1]; i++)
        buf[i] = pattern(i);
    world_allgather(&w, buf, off);
    uint64_t wrong = 0;
    for (uint64_t i = 0; i < size; i++)
        wrong += buf[i] != pattern(i);
    CHECK(wrong == 0);
    free(buf);
    free(off);
    world_free(&w);
}

/* Rank r's statistics: values r % 3 and 5, examples and listings that differ
 * by rank, and value 7 listed past the bound on rank 1 (overflowed). */
static void stats_of(int r, tables_level_stats *s, tables_kind kind)
{
    memset(s, 0, sizeof *s);
    uint64_t base = 1000 * (uint64_t)(r + 1);
    tables_stats_add(s, kind, (uint32_t)(r % 3), 10 + (uint64_t)r, base + 3);
    tables_stats_add(s, kind, 5, 2, base);
    tables_stats_list(s, 5, base);
    tables_stats_list(s, 5, base + 9);
    if (r == 1) {
        tables_stats_add(s, kind, 7, 1, 4);
        s->list[7].overflowed = 1;
    }
}

static void test_reduce(mpi_world *w, tables_kind kind)
{
    tables_level_stats mine, into = { 0 }, want = { 0 };
    stats_of(rank, &mine, kind);
    CHECK(world_reduce_stats(w, kind, &mine, &into) == CG_OK);
    if (rank != 0)
        return;
    for (int r = 0; r < ranks; r++) {
        tables_level_stats part;
        stats_of(r, &part, kind);
        CHECK(tables_stats_merge(&want, kind, &part) == CG_OK);
        tables_stats_clear(&part);
    }
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        CHECK(into.count[g] == want.count[g]);
        CHECK(into.count[g] == 0 || into.example[g] == want.example[g]);
        CHECK(into.list[g].overflowed == want.list[g].overflowed);
        CHECK(into.list[g].n == want.list[g].n);
        for (size_t i = 0; i < into.list[g].n && i < want.list[g].n; i++)
            CHECK(into.list[g].index[i] == want.list[g].index[i]);
    }
    /* The examples are the lexicographically first: rank 0's for reduced
     * (smallest rank), the last rank's for strict (largest index). */
    CHECK(into.example[5] == (kind == TABLES_REDUCED ? 1000 : 1000 * (uint64_t)ranks));
    CHECK(into.list[5].n == 2 * (size_t)ranks);
    tables_stats_clear(&into);
    tables_stats_clear(&want);
}

int main(int argc, char **argv)
{
    check_begin(&argc, &argv);
    mpi_world w;
    CHECK(world_init(&w, MPI_COMM_WORLD, 0) == CG_OK);
    test_shares();
    test_agree(&w);
    test_allgather(0);
    test_allgather(7);
    test_allgather(1);
    test_reduce(&w, TABLES_STRICT);
    test_reduce(&w, TABLES_REDUCED);
    world_free(&w);
    return check_end();
}
