/* The replicated census (replicated.h). */
#include "replicated.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

#include "progress.h"
#include "share.h"
#include "tables/checkpoint.h"
#include "util/alloc.h"

static void *level_at(const level_ops *ops, void *ring, uint32_t n)
{
    return (char *)ring + (size_t)(n % 3) * ops->size;
}

/* Rank r's share of level n's items; a level too small to split (no items)
 * is computed whole by every rank. */
static void share_items(const level_ops *ops, const mpi_world *w, int r, uint32_t n,
                        uint64_t *begin, uint64_t *end)
{
    *begin = *end = 0;
    uint64_t items = ops->items(n);
    if (items > 0)
        share_of(items, ops->item_align, w->ranks, r, begin, end);
}

/* Widen the stored levels below the one being computed. */
static int widen_below(const level_ops *ops, void *ring, uint32_t n, unsigned width)
{
    int rc = CG_OK;
    if (n >= 1)
        rc = ops->widen(level_at(ops, ring, n - 1), width);
    if (rc == CG_OK && n >= 2)
        rc = ops->widen(level_at(ops, ring, n - 2), width);
    return rc;
}

/*
 * This rank's share of level n into cur, as the threaded driver computes a
 * level: when a value does not fit *width on any rank, every rank widens the
 * levels below and computes its share again (the ranks agree on the status,
 * so they all take the same path). The agreed status.
 */
static int compute_share(const level_ops *ops, mpi_world *w, void *ring, uint32_t n, int store,
                         unsigned *width, unsigned threads, mpi_progress *progress,
                         level_stats *stats)
{
    void *cur = level_at(ops, ring, n);
    const void *l1 = n >= 1 ? level_at(ops, ring, n - 1) : NULL;
    const void *l2 = n >= 2 ? level_at(ops, ring, n - 2) : NULL;
    uint64_t begin, end;
    share_items(ops, w, w->rank, n, &begin, &end);
    int whole = ops->items(n) == 0;
    uint64_t positions = whole ? ops->positions(n) : ops->positions(n) / ops->items(n) * (end - begin);
    for (;;) {
        cgu_progress *prog = mpi_progress_level(progress, n, positions);
        int rc = ops->init(cur, n, store ? *width : 0);
        if (rc == CG_OK)
            rc = whole ? ops->compute(cur, l1, l2, *width, threads, prog, stats)
                       : ops->compute_items(cur, l1, l2, *width, threads, prog, stats, begin, end);
        rc = world_agree(w, rc);
        if (rc != LEVEL_OVERFLOW)
            return rc;
        stats_clear(stats);
        ops->free(cur);
        if (*width == ops->max_width)
            return CG_ERANGE;
        *width = ops->wider(*width);
        rc = world_agree(w, widen_below(ops, ring, n, *width));
        if (rc != CG_OK)
            return rc;
    }
}

/* Every rank's share of level n's stored arrays, onto every rank. */
static void assemble(const level_ops *ops, mpi_world *w, void *ring, uint32_t n, uint64_t *off)
{
    void *lv = level_at(ops, ring, n);
    if (ops->items(n) == 0)
        return;   /* every rank computed it whole */
    uint8_t *array[LEVEL_MAX_ARRAYS];
    unsigned count = ops->arrays(lv, array);
    for (int r = 0; r < w->ranks; r++) {
        uint64_t begin, end, first, last;
        share_items(ops, w, r, n, &begin, &end);
        ops->item_bytes(lv, begin, end, &first, &last);
        off[r] = first;
        off[r + 1] = last;   /* the next share's first, or the array's end */
    }
    for (unsigned i = 0; i < count; i++)
        world_allgather(w, array[i], off);
}

/* ---- checkpoints: each rank's share of the stored levels ---- */

typedef struct ckpt_share {
    const level_ops *ops;
    const mpi_world *w;
} ckpt_share;

/* The bytes of level n this rank saves: its share, or the whole level when
 * every rank computes it whole (the default range the checkpoint passes). */
static void share_bytes(void *arg, const void *lv, uint32_t n, uint64_t *first, uint64_t *last)
{
    const ckpt_share *cs = arg;
    if (cs->ops->items(n) == 0)
        return;
    uint64_t begin, end;
    share_items(cs->ops, cs->w, cs->w->rank, n, &begin, &end);
    cs->ops->item_bytes(lv, begin, end, first, last);
}

/*
 * Resume from the checkpoint: rank 0 reads the statistics into census and
 * tells every rank how far the census got; each rank reads its shares of the
 * two stored levels and the levels are assembled. The agreed status; *next
 * the first level to compute, *width the stored width.
 */
static int resume(const mpi_engine *e, mpi_world *w, checkpoint *ck, uint32_t nmax, void *ring,
                  cg_census *census, uint64_t *off, uint32_t *next, unsigned *width)
{
    const level_ops *ops = e->ops;
    int head[3] = { CG_OK, 0, (int)*width };   /* status, next, width */
    if (w->rank == 0) {
        uint32_t at;
        unsigned wd;
        head[0] = ckpt_read_census(ck, ops, nmax, census, &at, &wd);
        if (head[0] == CG_OK && at > 0) {
            head[1] = (int)at;
            head[2] = (int)wd;
        }
    }
    MPI_Bcast(head, 3, MPI_INT, 0, w->comm);
    if (head[0] != CG_OK)
        return head[0];
    *next = (uint32_t)head[1];
    *width = (unsigned)head[2];
    ck->saved_width = *next > 0 ? *width : 0;
    /* Rank 0 made the directory; on a node-local disk the others make their own. */
    int rc = mkdir(ck->dir, 0777) == 0 || errno == EEXIST ? CG_OK : CG_EINVAL;
    if (rc == CG_OK)
        rc = ckpt_read_levels(ck, ops, *next, nmax, *width, ring);
    rc = world_agree(w, rc);
    for (uint32_t n = *next >= 2 ? *next - 2 : 0; rc == CG_OK && n < *next && n < nmax; n++)
        assemble(ops, w, ring, n, off);
    return rc;
}

/* Save level n: every rank its shares, then rank 0 the statistics, which
 * name the levels, then the levels no longer needed go. The agreed status. */
static int save(const mpi_engine *e, mpi_world *w, checkpoint *ck, uint32_t n, uint32_t nmax,
                void *ring, const cg_census *census, unsigned width)
{
    int rc = world_agree(w, ckpt_write_levels(ck, e->ops, n, nmax, ring, width));
    if (rc == CG_OK)
        rc = world_agree(w, w->rank == 0 ? ckpt_write_census(ck, n, nmax, census, width) : CG_OK);
    if (rc == CG_OK)
        ckpt_drop_levels(ck, n, nmax, width);
    return rc;
}

int replicated_census(const mpi_engine *e, mpi_world *w, uint32_t nmax, census_options *o,
                      cg_census **out)
{
    const level_ops *ops = e->ops;
    *out = NULL;
    o->resumed_at = 0;
    cg_census *census = NULL;
    void *ring = cgu_calloc(3, ops->size);
    uint64_t *off = cgu_calloc((size_t)w->ranks + 1, sizeof *off);
    int rc = ring != NULL && off != NULL ? CG_OK : CG_ENOMEM;
    if (rc == CG_OK && w->rank == 0)
        rc = census_new(e->kind, nmax, &census);
    rc = world_agree(w, rc);

    /* Level files named by rank and number of ranks: a job resumes with the
     * ranks that saved it, and never reads another job's share. */
    char name[64];
    snprintf(name, sizeof name, "rank-%d-of-%d", w->rank, w->ranks);
    ckpt_share cs = { ops, w };
    checkpoint ck = { o->checkpoint, e->checkpoint_tag, 0, name, share_bytes, &cs };
    unsigned width = ops->start_width;
    uint32_t start = 0;
    if (rc == CG_OK && o->checkpoint != NULL)
        rc = resume(e, w, &ck, nmax, ring, census, off, &start, &width);
    o->resumed_at = rc == CG_OK ? start : 0;

    mpi_progress progress;
    mpi_progress_init(&progress, ops, nmax, o->progress, w->rank == 0);
    mpi_progress_resumed(&progress, start);
    for (uint32_t n = start; rc == CG_OK && n <= nmax; n++) {
        level_stats stats = { 0 };
        ops->free(level_at(ops, ring, n));   /* level n-3 is no longer needed */
        /* The last level is not stored: nothing reads it. */
        int store = n < nmax;
        rc = compute_share(ops, w, ring, n, store, &width, o->threads, &progress, &stats);
        if (rc == CG_OK && store)
            assemble(ops, w, ring, n, off);
        /* A level computed whole on every rank is counted once, from rank 0. */
        if (ops->items(n) == 0 && w->rank != 0)
            stats_clear(&stats);
        if (rc == CG_OK)
            rc = world_reduce_stats(w, e->kind, &stats, census != NULL ? &census->levels[n] : NULL);
        stats_clear(&stats);
        if (rc == CG_OK && o->checkpoint != NULL)
            rc = save(e, w, &ck, n, nmax, ring, census, width);
        if (rc == CG_OK)
            mpi_progress_level_done(&progress, n);
    }
    for (uint32_t i = 0; ring != NULL && i < 3; i++)
        ops->free(level_at(ops, ring, i));
    cgu_free(ring);
    cgu_free(off);
    if (rc != CG_OK) {
        cg_census_free(census);
        return rc;
    }
    *out = census;
    return CG_OK;
}
