/*
 * One fetch round of the sharded censuses (sharded.c, sharded_reduced.c):
 * every rank asks the others for pieces of the levels they own and answers
 * what it is asked, in three collectives: MPI_Alltoall of how many request
 * entries each rank asks of each, MPI_Alltoallv of the requests, and
 * MPI_Alltoallv of the replies. Every rank takes part in every round, asking
 * for nothing when it has no chunk left; each step that can fail on one rank
 * is followed by an agreement on the status (world_agree), so that an error
 * on any rank stops every rank at the same step, never a hang.
 *
 * A request is FETCH_PIECE uint64_t entries whose meaning the mode gives
 * (which level, which part of it); a reply is a run of units (bytes or
 * words) the mode sizes and writes. The mode asks in two passes over its
 * pieces: the first counts them per owner (fetch_round_count), then
 * fetch_round_plan makes room, and the second writes them
 * (fetch_round_piece), in the order it will find the replies in.
 */
#ifndef COOKIEGAME_MPI_FETCH_ROUND_H
#define COOKIEGAME_MPI_FETCH_ROUND_H

#include <stddef.h>
#include <stdint.h>

#include <mpi.h>

#include "exchange.h"

#define FETCH_PIECE 3   /* uint64_t entries of one piece asked */

typedef struct fetch_round {
    const mpi_world *w;
    size_t unit;              /* bytes of a reply unit */
    MPI_Datatype type;        /* its MPI type */
    /* Per rank: the request entries we ask of it (ask) and it asks of us
     * (tell), the reply units we send it (give) and get from it (get):
     * counts and displacements. */
    int *ask_c, *ask_d, *tell_c, *tell_d, *give_c, *give_d, *get_c, *get_d;
    int *cursor;              /* where the next piece asked of each rank goes */
    uint64_t *req, *reqin;    /* pieces we ask, grouped by owner; pieces asked of us */
    size_t req_cap, reqin_cap;
    uint8_t *reply, *replyin; /* units we send; units we get, grouped by owner */
    size_t reply_cap, replyin_cap;
    long long in;             /* request entries asked of us this round */
} fetch_round;

/* How this rank answers the pieces asked of it. */
typedef struct fetch_answer {
    /* The units of the reply to a piece (asked of us or by us: the same on
     * every rank). */
    uint64_t (*units)(void *arg, const uint64_t *piece);
    /* Whether this rank can answer a piece asked of it (NULL: every piece). */
    int (*valid)(void *arg, const uint64_t *piece);
    /* Write the reply to a piece (its units) at out. */
    void (*fill)(void *arg, const uint64_t *piece, uint8_t *out);
    void *arg;
} fetch_answer;

/* Set up f for the ranks of w, replies in units of `unit` bytes of MPI type
 * `type`. CG_OK or CG_ENOMEM (f then frees with fetch_round_free). */
int fetch_round_init(fetch_round *f, const mpi_world *w, size_t unit, MPI_Datatype type);
void fetch_round_free(fetch_round *f);

/* A new round: nothing asked of anyone. */
void fetch_round_begin(fetch_round *f);

/* Count one piece asked of rank r (first pass). */
static inline void fetch_round_count(fetch_round *f, int r)
{
    f->ask_c[r] += FETCH_PIECE;
}

/* After the first pass: the requests' places and room. CG_OK, CG_ENOMEM, or
 * CG_EINVAL past what an MPI count holds. */
int fetch_round_plan(fetch_round *f);

/* Where to write the next piece asked of rank r (second pass). */
static inline uint64_t *fetch_round_piece(fetch_round *f, int r)
{
    uint64_t *p = f->req + f->ask_d[r] + f->cursor[r];
    f->cursor[r] += FETCH_PIECE;
    return p;
}

/*
 * The round's exchange, with rc this rank's status so far (a rank that
 * failed asks for nothing). The agreed status; on CG_OK the replies to our
 * pieces are in f->replyin, those of rank r from unit get_d[r] on, each
 * piece's units in the order asked, and *received (may be NULL) is their
 * number of units.
 */
int fetch_round_exchange(fetch_round *f, const fetch_answer *a, int rc, uint64_t *received);

#endif
