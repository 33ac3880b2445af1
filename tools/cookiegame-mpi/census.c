/* A census over the ranks, in any mode (census.h). */
#include "census.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "tables/mpi_census.h"

/*
 * Resume from the checkpoint: rank 0 reads the statistics into census and
 * tells every rank how far the census got; each rank reads its shares of the
 * two stored levels, and the mode exchanges what the next level needs. The
 * agreed status; *next the first level to compute, *width the stored width.
 */
static int resume(const mpi_engine *e, mpi_world *w, tables_checkpoint *ck, uint32_t nmax,
                  census_mode *m, cg_census *census, uint32_t *next, unsigned *width)
{
    int head[3] = { CG_OK, 0, (int)*width };   /* status, next, width */
    if (w->rank == 0) {
        uint32_t at;
        unsigned wd;
        head[0] = tables_ckpt_read_census(ck, e->ops, nmax, census, &at, &wd);
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
    int rc = mkdir(ck->dir, 0777) == 0 || errno == EEXIST
                 ? CG_OK
                 : cgu_fail(CG_EINVAL, "checkpoint %s: cannot create the directory: %s", ck->dir,
                            strerror(errno));
    if (rc == CG_OK)
        rc = tables_ckpt_read_levels(ck, e->ops, *next, nmax, *width, m->ring);
    rc = world_agree(w, rc);
    if (rc != CG_OK || *next == 0 || m->resumed == NULL)
        return rc;
    return world_agree(w, m->resumed(m->state, *next, nmax));
}

/* Save level n: every rank its shares, then rank 0 the statistics, which
 * name the levels, then the levels no longer needed go. The agreed status. */
static int save(const mpi_engine *e, mpi_world *w, tables_checkpoint *ck, uint32_t n, uint32_t nmax,
                void *ring, const cg_census *census, unsigned width)
{
    int rc = world_agree(w, tables_ckpt_write_levels(ck, e->ops, n, nmax, ring, width));
    if (rc == CG_OK)
        rc = world_agree(w, w->rank == 0 ? tables_ckpt_write_census(ck, n, nmax, census, width)
                                         : CG_OK);
    if (rc == CG_OK)
        tables_ckpt_drop_levels(ck, n, nmax, width);
    return rc;
}

int mpi_census(const mpi_engine *e, mpi_world *w, uint32_t nmax, census_options *o,
               census_mode *m, cg_census **out)
{
    const tables_level_ops *ops = e->ops;
    *out = NULL;
    cgu_detail_clear();   /* a detail afterwards is this census's */
    o->resumed_at = 0;
    /* A census that cannot fit is refused before it computes for hours. */
    o->needed = m->peak_bytes(m->state, nmax);
    int rc = world_agree(w, tables_check_memory(o->needed, o->max_bytes));
    o->refused = rc != CG_OK;
    cg_census *census = NULL;
    if (rc == CG_OK && w->rank == 0)
        rc = tables_census_new(e->kind, nmax, &census);
    rc = world_agree(w, rc);

    /* Level files named by rank and number of ranks: a job resumes with the
     * ranks that saved it, and never reads another job's share. */
    char name[64];
    snprintf(name, sizeof name, "rank-%d-of-%d", w->rank, w->ranks);
    tables_checkpoint ck = { o->checkpoint, e->checkpoint_tag, 0, name, m->share_bytes,
                             m->state, m->init_level };
    unsigned width = o->start_width != 0 ? o->start_width : ops->start_width;
    uint32_t start = 0;
    if (rc == CG_OK && o->checkpoint != NULL)
        rc = resume(e, w, &ck, nmax, m, census, &start, &width);
    o->resumed_at = rc == CG_OK ? start : 0;

    mpi_progress progress;
    mpi_progress_init(&progress, ops, nmax, o->progress, w->rank == 0);
    mpi_progress_resumed(&progress, start);
    for (uint32_t n = start; rc == CG_OK && n <= nmax; n++) {
        tables_level_stats stats = { 0 };
        /* The last level is not stored: nothing reads it. */
        rc = m->level(m->state, n, n < nmax, &width, &progress, &stats);
        /* A level computed whole on every rank is counted once, from rank 0. */
        if (ops->items(n) == 0 && w->rank != 0)
            tables_stats_clear(&stats);
        if (rc == CG_OK)
            rc = world_reduce_stats(w, e->kind, &stats, census != NULL ? &census->levels[n] : NULL);
        tables_stats_clear(&stats);
        if (rc == CG_OK && o->checkpoint != NULL)
            rc = save(e, w, &ck, n, nmax, m->ring, census, width);
        if (rc == CG_OK)
            mpi_progress_level_done(&progress, n);
    }
    m->free(m->state);
    if (rc != CG_OK) {
        cg_census_free(census);
        return rc;
    }
    *out = census;
    return CG_OK;
}

int census_level_widening(mpi_world *w, const tables_level_ops *ops, void *ring, uint32_t n,
                          unsigned *width, tables_level_stats *stats,
                          int (*attempt)(void *state, uint32_t n, unsigned width,
                                         tables_level_stats *stats),
                          void *state)
{
    for (;;) {
        int rc = attempt(state, n, *width, stats);
        if (rc != LEVEL_OVERFLOW)
            return rc;
        tables_stats_clear(stats);
        ops->free(census_ring_level(ops, ring, n));
        if (*width == ops->max_width)
            return CG_ERANGE;
        *width = ops->wider(*width);
        rc = CG_OK;
        /* A level that stores nothing (an empty share) stays so: widen is a
         * no-op there. */
        for (uint32_t k = 1; k <= 2 && k <= n && rc == CG_OK; k++)
            rc = ops->widen(census_ring_level(ops, ring, n - k), *width);
        rc = world_agree(w, rc);
        if (rc != CG_OK)
            return rc;
    }
}
