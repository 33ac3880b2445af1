/* What the ranks exchange between levels (exchange.h). */
#include "exchange.h"

#include <limits.h>
#include <string.h>

#include <cookiegame/common.h>

#include "tables/mpi_census.h"

/* Rounds of 64 MiB per rank at most, and a receive buffer of 256 MiB at
 * most, whatever the number of ranks. */
#define DEFAULT_CHUNK (UINT64_C(1) << 26)
#define ROUND_BYTES (UINT64_C(1) << 28)

int world_init(mpi_world *w, MPI_Comm comm, size_t chunk)
{
    memset(w, 0, sizeof *w);
    w->comm = comm;
    MPI_Comm_rank(comm, &w->rank);
    MPI_Comm_size(comm, &w->ranks);
    if (chunk == 0) {
        chunk = (size_t)(ROUND_BYTES / (unsigned)w->ranks);
        if (chunk > DEFAULT_CHUNK)
            chunk = DEFAULT_CHUNK;
        if (chunk < 4096)
            chunk = 4096;
    }
    /* The round buffer's displacements must fit an int. */
    if (chunk > (size_t)INT_MAX / (size_t)w->ranks)
        chunk = (size_t)INT_MAX / (size_t)w->ranks;
    w->chunk = chunk;
    w->round = cgu_malloc(chunk * (size_t)w->ranks);
    w->counts = cgu_calloc((size_t)w->ranks, sizeof *w->counts);
    w->displs = cgu_calloc((size_t)w->ranks, sizeof *w->displs);
    int rc = w->round != NULL && w->counts != NULL && w->displs != NULL ? CG_OK : CG_ENOMEM;
    rc = world_agree(w, rc);
    if (rc != CG_OK)
        world_free(w);
    return rc;
}

void world_free(mpi_world *w)
{
    cgu_free(w->round);
    cgu_free(w->counts);
    cgu_free(w->displs);
    w->round = NULL;
    w->counts = w->displs = NULL;
}

int world_agree(const mpi_world *w, int rc)
{
    /* One reduction for both: the maximum of -rc is minus the worst error,
     * the maximum of rc says whether some rank overflowed. */
    int mine[2] = { -rc, rc }, all[2];
    MPI_Allreduce(mine, all, 2, MPI_INT, MPI_MAX, w->comm);
    if (all[0] > 0)
        return -all[0];
    return all[1];
}

void world_allgather(mpi_world *w, uint8_t *buf, const uint64_t *off)
{
    uint64_t longest = 0;
    for (int r = 0; r < w->ranks; r++)
        if (off[r + 1] - off[r] > longest)
            longest = off[r + 1] - off[r];
    /* Round k moves bytes [k * chunk, (k + 1) * chunk) of every share,
     * through the round buffer (rank r's piece at r * chunk). */
    for (uint64_t done = 0; done < longest; done += w->chunk) {
        for (int r = 0; r < w->ranks; r++) {
            uint64_t len = off[r + 1] - off[r];
            uint64_t left = len > done ? len - done : 0;
            w->counts[r] = (int)(left < w->chunk ? left : w->chunk);
            w->displs[r] = (int)((size_t)r * w->chunk);
        }
        MPI_Allgatherv(buf + off[w->rank] + done, w->counts[w->rank], MPI_BYTE, w->round,
                       w->counts, w->displs, MPI_BYTE, w->comm);
        for (int r = 0; r < w->ranks; r++)
            if (r != w->rank && w->counts[r] > 0)
                memcpy(buf + off[r] + done, w->round + (size_t)w->displs[r], (size_t)w->counts[r]);
    }
}

/*
 * A tables_level_stats as one message of uint64_t: the counts, the examples, then
 * per value its overflow flag, its listing's length and its indices.
 */
#define PACK_HEAD (2 * TABLES_NVALUES)

static uint64_t packed_length(const tables_level_stats *s)
{
    uint64_t len = PACK_HEAD;
    for (uint32_t g = 0; g < TABLES_NVALUES; g++)
        len += 2 + s->list[g].n;
    return len;
}

static void pack(const tables_level_stats *s, uint64_t *buf)
{
    memcpy(buf, s->count, sizeof s->count);
    memcpy(buf + TABLES_NVALUES, s->example, sizeof s->example);
    uint64_t at = PACK_HEAD;
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        const tables_value_list *l = &s->list[g];
        buf[at++] = (uint64_t)l->overflowed;
        buf[at++] = l->n;
        if (l->n > 0)   /* an empty list may have no array: memcpy wants one */
            memcpy(buf + at, l->index, l->n * sizeof *l->index);
        at += l->n;
    }
}

/* A view of a packed message as a tables_level_stats (its lists point into buf,
 * and are not to be freed). */
static void unpack(uint64_t *buf, tables_level_stats *s)
{
    memcpy(s->count, buf, sizeof s->count);
    memcpy(s->example, buf + TABLES_NVALUES, sizeof s->example);
    uint64_t at = PACK_HEAD;
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        tables_value_list *l = &s->list[g];
        l->overflowed = (int)buf[at++];
        l->n = (size_t)buf[at++];
        l->cap = l->n;
        l->index = buf + at;
        at += l->n;
    }
}

int world_reduce_stats(const mpi_world *w, tables_kind kind, tables_level_stats *mine,
                       tables_level_stats *into)
{
    /* Each listing holds at most CG_CENSUS_LIST_MAX indices, so a message is
     * at most 64 * (2^20 + 2) + 128 words: its count fits an int. */
    uint64_t len = packed_length(mine);
    uint64_t *lens = NULL, *buf = NULL;
    int rc = CG_OK;
    if (w->rank == 0) {
        lens = cgu_calloc((size_t)w->ranks, sizeof *lens);
        rc = lens == NULL ? CG_ENOMEM : CG_OK;
    }
    rc = world_agree(w, rc);
    if (rc != CG_OK) {
        tables_stats_clear(mine);
        return rc;
    }
    MPI_Gather(&len, 1, MPI_UINT64_T, lens, 1, MPI_UINT64_T, 0, w->comm);
    /* Rank 0 receives into one buffer as long as the longest message. */
    if (w->rank == 0) {
        uint64_t longest = 0;
        for (int r = 1; r < w->ranks; r++)
            if (lens[r] > longest)
                longest = lens[r];
        if (longest > 0 && (buf = cgu_malloc((size_t)longest * sizeof *buf)) == NULL)
            rc = CG_ENOMEM;
        if (rc == CG_OK)
            rc = tables_stats_merge(into, kind, mine);
    } else {
        buf = cgu_malloc((size_t)len * sizeof *buf);
        rc = buf == NULL ? CG_ENOMEM : CG_OK;
        if (rc == CG_OK)
            pack(mine, buf);
    }
    tables_stats_clear(mine);
    rc = world_agree(w, rc);
    if (rc == CG_OK) {
        if (w->rank == 0) {
            /* In rank order; a failed merge still drains every message. */
            for (int r = 1; r < w->ranks; r++) {
                MPI_Recv(buf, (int)lens[r], MPI_UINT64_T, r, 0, w->comm, MPI_STATUS_IGNORE);
                tables_level_stats part;
                unpack(buf, &part);
                if (rc == CG_OK)
                    rc = tables_stats_merge(into, kind, &part);
            }
        } else {
            MPI_Send(buf, (int)len, MPI_UINT64_T, 0, 0, w->comm);
        }
        rc = world_agree(w, rc);
    }
    cgu_free(buf);
    cgu_free(lens);
    return rc;
}
