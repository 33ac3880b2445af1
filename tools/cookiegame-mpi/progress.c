/* Progress lines on rank 0 (progress.h). */
#include "progress.h"

#include <stdio.h>

#include <mpi.h>

#include "text.h"

void mpi_progress_init(mpi_progress *p, const tables_level_ops *ops, uint32_t nmax, double every,
                       int speaks)
{
    *p = (mpi_progress){ .every = speaks ? every : 0, .ops = ops, .nmax = nmax };
    p->start = p->last = MPI_Wtime();
    for (uint32_t n = 0; n <= nmax; n++)
        p->total += ops->positions(n);
}

void mpi_progress_resumed(mpi_progress *p, uint32_t next)
{
    for (uint32_t n = 0; n < next && n <= p->nmax; n++)
        p->before += p->ops->positions(n);
    p->resumed = p->before;
}

/* One line: the level's share done (0..1), the census's, the rate over the
 * positions computed in this run and the time left at that rate. */
static void draw(mpi_progress *p, double level_done, double now)
{
    double level_positions = (double)p->ops->positions(p->level);
    double done = (double)p->before + level_done * level_positions;
    double rate = now > p->start ? (done - (double)p->resumed) / (now - p->start) : 0;
    char positions[16], per_second[16], spent[16], left[16] = "?";
    tool_si_text(positions, sizeof positions, level_positions);
    tool_si_text(per_second, sizeof per_second, rate);
    tool_duration_text(spent, sizeof spent, now - p->start);
    if (rate > 0)
        tool_duration_text(left, sizeof left, ((double)p->total - done) / rate);
    fprintf(stderr,
            "cookiegame-mpi: level %u of %u: %.1f%% of %s positions; census %.1f%% done, "
            "%s positions/s, %s spent, %s left\n",
            p->level, p->nmax, 100 * level_done, positions, 100 * done / (double)p->total,
            per_second, spent, left);
    fflush(stderr);
    p->last = now;
}

/* The engine's report of rank 0's share (called on the main thread). */
static int share_report(void *user_data, uint64_t done, uint64_t total)
{
    mpi_progress *p = user_data;
    double now = MPI_Wtime();
    if (now - p->last >= p->every && total > 0)
        draw(p, (double)done / (double)total, now);
    return 0;   /* a job is stopped by its scheduler's signals, not from here */
}

cgu_progress *mpi_progress_level(mpi_progress *p, uint32_t n, uint64_t positions)
{
    p->level = n;
    if (p->every <= 0)
        return NULL;
    p->share = (cgu_progress){ share_report, p, 0, positions, 1 };
    return &p->share;
}

void mpi_progress_level_done(mpi_progress *p, uint32_t n)
{
    double now = MPI_Wtime();
    if (p->every > 0 && now - p->last >= p->every)
        draw(p, 1.0, now);
    p->before += p->ops->positions(n);
}
