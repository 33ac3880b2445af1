/* One fetch round of the sharded censuses (fetch_round.h). */
#include "fetch_round.h"

#include <limits.h>
#include <string.h>

#include "tables/mpi_census.h"

#define NCOUNTS 9

/* The per-rank int arrays of f, to allocate and free them in one loop. */
static void int_arrays(fetch_round *f, int **out[NCOUNTS])
{
    int **all[NCOUNTS] = { &f->ask_c, &f->ask_d, &f->tell_c, &f->tell_d, &f->give_c,
                           &f->give_d, &f->get_c, &f->get_d, &f->cursor };
    memcpy(out, all, sizeof all);
}

int fetch_round_init(fetch_round *f, const mpi_world *w, size_t unit, MPI_Datatype type)
{
    memset(f, 0, sizeof *f);
    f->w = w;
    f->unit = unit;
    f->type = type;
    int **all[NCOUNTS];
    int_arrays(f, all);
    int rc = CG_OK;
    for (int i = 0; i < NCOUNTS; i++)
        if ((*all[i] = cgu_calloc((size_t)w->ranks, sizeof **all[i])) == NULL)
            rc = CG_ENOMEM;
    return rc;
}

void fetch_round_free(fetch_round *f)
{
    int **all[NCOUNTS];
    int_arrays(f, all);
    for (int i = 0; i < NCOUNTS; i++)
        cgu_free(*all[i]);
    cgu_free(f->req);
    cgu_free(f->reqin);
    cgu_free(f->reply);
    cgu_free(f->replyin);
    memset(f, 0, sizeof *f);
}

void fetch_round_begin(fetch_round *f)
{
    memset(f->ask_c, 0, (size_t)f->w->ranks * sizeof *f->ask_c);
}

static int grow(void *array, size_t *cap, size_t need, size_t size)
{
    /* At least one element: an empty buffer is still a buffer for MPI. */
    need = need > 0 ? need : 1;
    return need <= *cap ? CG_OK : cgu_grow(array, cap, need, size);
}

/* Displacements from counts; the total, or -1 past INT_MAX. */
static long long displace(const int *count, int *displ, int ranks)
{
    long long total = 0;
    for (int r = 0; r < ranks; r++) {
        displ[r] = total > INT_MAX ? 0 : (int)total;
        total += count[r];
    }
    return total > INT_MAX ? -1 : total;
}

int fetch_round_plan(fetch_round *f)
{
    int ranks = f->w->ranks;
    memset(f->cursor, 0, (size_t)ranks * sizeof *f->cursor);
    long long total = displace(f->ask_c, f->ask_d, ranks);
    if (total < 0)
        return CG_EINVAL;
    return grow(&f->req, &f->req_cap, (size_t)total, sizeof *f->req);
}

/* The units of the replies to count entries of pieces at p, into *c; CG_EINVAL
 * past what an MPI count holds. */
static int reply_units(const fetch_answer *a, const uint64_t *p, int count, int *c)
{
    uint64_t units = 0;
    for (int k = 0; k < count; k += FETCH_PIECE)
        units += a->units(a->arg, p + k);
    *c = units > INT_MAX ? INT_MAX : (int)units;
    return units > INT_MAX ? CG_EINVAL : CG_OK;
}

int fetch_round_exchange(fetch_round *f, const fetch_answer *a, int rc, uint64_t *received)
{
    const mpi_world *w = f->w;
    int ranks = w->ranks;
    if (rc != CG_OK)
        fetch_round_begin(f);   /* ask nothing: the failure is agreed below */
    MPI_Alltoall(f->ask_c, 1, MPI_INT, f->tell_c, 1, MPI_INT, w->comm);
    f->in = displace(f->tell_c, f->tell_d, ranks);
    if (rc == CG_OK)
        rc = f->in < 0 ? CG_EINVAL : grow(&f->reqin, &f->reqin_cap, (size_t)f->in, sizeof *f->reqin);
    rc = world_agree(w, rc);
    if (rc != CG_OK)
        return rc;
    displace(f->ask_c, f->ask_d, ranks);
    MPI_Alltoallv(f->req, f->ask_c, f->ask_d, MPI_UINT64_T, f->reqin, f->tell_c, f->tell_d,
                  MPI_UINT64_T, w->comm);
    /* Replies: the units of every piece, in the order asked. */
    for (int r = 0; r < ranks && rc == CG_OK; r++) {
        rc = reply_units(a, f->reqin + f->tell_d[r], f->tell_c[r], &f->give_c[r]);
        if (rc == CG_OK)
            rc = reply_units(a, f->req + f->ask_d[r], f->ask_c[r], &f->get_c[r]);
    }
    long long out = rc == CG_OK ? displace(f->give_c, f->give_d, ranks) : -1;
    long long back = rc == CG_OK ? displace(f->get_c, f->get_d, ranks) : -1;
    if (out < 0 || back < 0)
        rc = CG_EINVAL;
    if (rc == CG_OK)
        rc = grow(&f->reply, &f->reply_cap, (size_t)out, f->unit);
    if (rc == CG_OK)
        rc = grow(&f->replyin, &f->replyin_cap, (size_t)back, f->unit);
    /* A piece asked of us that we cannot answer is a bug: stop every rank. */
    for (long long k = 0; rc == CG_OK && a->valid != NULL && k < f->in; k += FETCH_PIECE)
        if (!a->valid(a->arg, f->reqin + k))
            rc = CG_EINVAL;
    rc = world_agree(w, rc);
    if (rc != CG_OK)
        return rc;
    uint8_t *q = f->reply;
    for (long long k = 0; k < f->in; k += FETCH_PIECE) {
        a->fill(a->arg, f->reqin + k, q);
        q += a->units(a->arg, f->reqin + k) * f->unit;
    }
    MPI_Alltoallv(f->reply, f->give_c, f->give_d, f->type, f->replyin, f->get_c, f->get_d,
                  f->type, w->comm);
    if (received != NULL)
        *received = (uint64_t)back;
    return CG_OK;
}
