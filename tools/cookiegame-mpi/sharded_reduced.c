/*
 * The sharded reduced census (sharded_reduced.h).
 *
 * What a chunk reads. The options of a reduced position of n heaps are in
 * levels n-1 and n-2 (reduced_options.h), at ranks with no pattern as simple
 * as the strict engine's blocks; but consecutive positions differ in their
 * tuple's tail only, so each option slot moves little from one position to
 * the next and a chunk's options form runs. reduced_reads walks the chunk's
 * options (ranking them only, no value read) and gives the runs, merged when
 * closer than GAP ranks: a few ranges ("pieces") per level below. Walking
 * costs about as much as ranking the options again, single-threaded: the
 * price of knowing exactly what to fetch.
 *
 * Rounds. Each rank walks its share of level n in chunks of at most
 * chunk_positions, one per round. Before computing a chunk it asks the
 * owners for the parts of its pieces outside its own share of that level:
 * how many with MPI_Alltoall, which (level, first rank, ranks) with
 * MPI_Alltoallv, and the values, as the owner stores them (4 or 8 bits), in
 * one more MPI_Alltoallv of bytes. The fetched parts become the level's
 * `pieces` (reduced_engine.h), read through the engine's slow path; the ranks
 * of the rank's own share are read in place, as fast as in the threaded
 * census. A chunk is halved while what it asks for exceeds ROUND_BYTES /
 * ranks bytes, so that what any rank sends in a round (every other rank
 * asking it for its most) stays within ROUND_BYTES and every MPI count within
 * an int. Every rank takes part in every round until none has a chunk left
 * (an MPI_Allreduce before each round): a rank done asks for nothing and
 * still answers. Each round ends with an agreement on the status, so that an
 * overflow (a value past 4 bits) or an error on any rank stops every rank at
 * the same round; an overflow widens every rank's shares of the two levels
 * below to 8 bits and the level is walked again from its first round.
 *
 * Memory per rank: its shares of levels n-2, n-1 and n (about 3/ranks of a
 * replicated rank's ring), three rank tables, at most ROUND_BYTES of replies
 * to send and ROUND_BYTES / ranks fetched, and the chunk's ranges.
 */
#include "sharded_reduced.h"

#include <limits.h>
#include <string.h>

#include "share.h"
#include "tables/reduced_engine.h"
#include "tables/reduced_reads.h"
#include "util/alloc.h"

#define DEFAULT_CHUNK (UINT64_C(1) << 20)
/* Ranks of a level below closer than this are fetched as one piece (the
 * ranks between for nothing, at most GAP / 2 bytes). */
#define GAP 128
/* What a rank sends in one round at most (see the top). */
#define ROUND_BYTES (UINT64_C(64) << 20)
#define START_BITS 4
/* A piece asked of a rank: level below (0: n-1, 1: n-2), first rank, end. */
#define PIECE 3

/* Where a fetched piece's values will be: the owner, and the offset in what
 * it sends us. */
typedef struct piece_note {
    int owner;
    uint64_t at;
} piece_note;

typedef struct census_state {
    mpi_world *w;
    const reduced_sharded_options *o;
    unsigned threads;
    reduced_level ring[3];
    uint64_t *off[3];         /* share boundaries (ranks) of the levels in the ring */
    reduced_ranges reads[2];  /* what the chunk reads of levels n-1 and n-2 */
    int *ask_c, *ask_d, *tell_c, *tell_d, *give_c, *give_d, *get_c, *get_d;
    uint64_t *req, *reqin;    /* pieces asked, grouped by owner; pieces asked of us */
    size_t req_cap, reqin_cap;
    uint8_t *reply, *replyin; /* values we send; values we get */
    size_t reply_cap, replyin_cap;
    reduced_piece *pieces[2]; /* the fetched pieces of levels n-1 and n-2 */
    piece_note *notes[2];
    size_t pieces_cap[2], notes_cap[2];
    cgu_progress *prog;
} census_state;

static reduced_level *slot(census_state *s, uint32_t n)
{
    return &s->ring[n % 3];
}

static int grow(void *array, size_t *cap, size_t need, size_t size)
{
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

/* The bytes one rank may ask for in a round. */
static uint64_t ask_bound(const census_state *s)
{
    uint64_t most = ROUND_BYTES < (uint64_t)INT_MAX ? ROUND_BYTES : (uint64_t)INT_MAX;
    return most / (uint64_t)s->w->ranks;
}

/*
 * The pieces of the chunk's reads outside this rank's share of level n-1-l,
 * split by owner: pass 0 counts them (ask_c, in uint64_t) and returns their
 * bytes; pass 1 writes them at each owner's cursor and notes them, in rank
 * order, in s->pieces[l] / s->notes[l] (how many in *count).
 */
static uint64_t split(census_state *s, unsigned l, const reduced_level *lv, int pass,
                      int *cursor, uint64_t *obytes, size_t *count)
{
    const uint64_t *off = s->off[(lv->n) % 3];
    const reduced_ranges *rd = &s->reads[l];
    uint64_t mine_b = lv->first, mine_e = lv->first + lv->stored, bytes = 0;
    int ranks = s->w->ranks, me = s->w->rank, r = 0;
    for (size_t i = 0; i < rd->n; i++) {
        /* [b, e) is read; the owners' shares from r on meet it in order. */
        uint64_t b = rd->r[i].begin, e = rd->r[i].end;
        while (r < ranks && off[r + 1] <= b)
            r++;
        for (int q = r; q < ranks && off[q] < e; q++) {
            uint64_t pb = off[q] > b ? off[q] : b, pe = off[q + 1] < e ? off[q + 1] : e;
            if (q == me || pb >= pe || (pb >= mine_b && pe <= mine_e))
                continue;
            uint64_t n = reduced_share_bytes(pe - pb, lv->bits);
            bytes += n;
            if (pass == 0) {
                s->ask_c[q] += PIECE;
                continue;
            }
            uint64_t *p = s->req + s->ask_d[q] + cursor[q];
            p[0] = l;
            p[1] = pb;
            p[2] = pe;
            cursor[q] += PIECE;
            s->pieces[l][*count] = (reduced_piece){ pb, pe, NULL };
            s->notes[l][*count] = (piece_note){ q, obytes[q] };
            obytes[q] += n;
            (*count)++;
        }
    }
    return bytes;
}

/* The pieces chunk [lo, hi) of level n needs from other ranks, counted in
 * ask_c; their bytes in *bytes. CG_OK or CG_ENOMEM. */
static int count_pieces(census_state *s, uint32_t n, uint64_t lo, uint64_t hi, uint64_t *bytes)
{
    *bytes = 0;
    memset(s->ask_c, 0, (size_t)s->w->ranks * sizeof *s->ask_c);
    /* Nothing to fetch on a rank that stores the levels below whole (one
     * rank): no walk. */
    int whole = 1;
    for (uint32_t k = 1; k <= 2 && k <= n; k++)
        whole &= slot(s, n - k)->first == 0 && slot(s, n - k)->stored == slot(s, n - k)->positions;
    if (n == 0 || lo >= hi || whole) {
        s->reads[0].n = s->reads[1].n = 0;
        return CG_OK;
    }
    int rc = reduced_reads(slot(s, n)->rank, slot(s, n - 1)->rank,
                           n >= 2 ? slot(s, n - 2)->rank : NULL, n, lo, hi, GAP, s->reads);
    if (rc != CG_OK)
        return rc;
    for (unsigned l = 0; l < 2 && l < n; l++)
        *bytes += split(s, l, slot(s, n - 1 - l), 0, NULL, NULL, NULL);
    return CG_OK;
}

/* The chunk of this rank's share from lo: at most chunk_positions, halved
 * while it asks for more than ask_bound (a chunk of two positions is kept:
 * it reads at most 2n ranks). Its end; its pieces counted. */
static int choose_chunk(census_state *s, uint32_t n, uint64_t lo, uint64_t e, uint64_t *hi)
{
    uint64_t want = s->o->chunk_positions != 0 ? s->o->chunk_positions : DEFAULT_CHUNK;
    want = want < 2 ? 2 : want & ~UINT64_C(1);
    uint64_t end = e - lo > want ? lo + want : e, bytes;
    for (;;) {
        int rc = count_pieces(s, n, lo, end, &bytes);
        if (rc != CG_OK || bytes <= ask_bound(s) || end - lo <= 2) {
            *hi = end;
            return rc;
        }
        end = lo + ((end - lo) / 2 & ~UINT64_C(1));
    }
}

/* The bytes of the values of piece p (PIECE entries) as its level stores
 * them; 0 for a piece of no level (checked in round_of). */
static uint64_t piece_bytes(reduced_level *const *below, const uint64_t *p)
{
    if (p[0] >= 2 || below[p[0]] == NULL || p[2] < p[1])
        return 0;
    return reduced_share_bytes(p[2] - p[1], below[p[0]]->bits);
}

/* Positions [lo, hi) of level n into the rank's statistics of the level,
 * merged without sorting them again (the chunks of a share come in order). */
static int compute_chunk(census_state *s, uint32_t n, reduced_level *const *below, uint64_t lo,
                         uint64_t hi, level_stats *stats)
{
    level_stats part;
    stats_part_of(&part, stats);
    int rc = reduced_compute_range(slot(s, n), below[0], below[1], s->threads, s->prog, &part,
                                   lo, hi);
    if (rc == CG_OK)
        rc = stats_merge_later(stats, TABLES_REDUCED, &part);
    stats_clear(&part);
    return rc;
}

/*
 * One round of level n: fetch what chunk [lo, hi) reads (lo == hi: no chunk,
 * only answer; rc: this rank's status so far), then compute it. The agreed
 * status.
 */
static int round_of(census_state *s, uint32_t n, uint64_t lo, uint64_t hi, int rc,
                    level_stats *stats)
{
    mpi_world *w = s->w;
    int ranks = w->ranks;
    reduced_level *below[2] = { n >= 1 ? slot(s, n - 1) : NULL, n >= 2 ? slot(s, n - 2) : NULL };
    size_t count[2] = { 0, 0 };
    int *cursor = s->get_c;   /* free until the replies are counted */
    uint64_t *obytes = NULL;
    if (rc == CG_OK) {
        long long total = displace(s->ask_c, s->ask_d, ranks);
        rc = total < 0 ? CG_EINVAL : grow(&s->req, &s->req_cap, (size_t)total, sizeof *s->req);
        for (unsigned l = 0; l < 2 && rc == CG_OK; l++) {
            size_t most = (size_t)total / PIECE;
            rc = grow(&s->pieces[l], &s->pieces_cap[l], most, sizeof *s->pieces[l]);
            if (rc == CG_OK)
                rc = grow(&s->notes[l], &s->notes_cap[l], most, sizeof *s->notes[l]);
        }
        if (rc == CG_OK && (obytes = cgu_calloc((size_t)ranks, sizeof *obytes)) == NULL)
            rc = CG_ENOMEM;
        if (rc == CG_OK) {
            memset(cursor, 0, (size_t)ranks * sizeof *cursor);
            for (unsigned l = 0; l < 2 && l < n; l++)
                split(s, l, below[l], 1, cursor, obytes, &count[l]);
        }
    }
    if (rc != CG_OK)
        memset(s->ask_c, 0, (size_t)ranks * sizeof *s->ask_c);
    cgu_free(obytes);
    /* Any failure so far is agreed after the counts go (every rank takes
     * part in every collective of the round until the agreement). */
    MPI_Alltoall(s->ask_c, 1, MPI_INT, s->tell_c, 1, MPI_INT, w->comm);
    long long in = displace(s->tell_c, s->tell_d, ranks);
    if (rc == CG_OK)
        rc = in < 0 ? CG_EINVAL : grow(&s->reqin, &s->reqin_cap, (size_t)in, sizeof *s->reqin);
    rc = world_agree(w, rc);
    if (rc != CG_OK)
        return rc;
    displace(s->ask_c, s->ask_d, ranks);
    MPI_Alltoallv(s->req, s->ask_c, s->ask_d, MPI_UINT64_T, s->reqin, s->tell_c, s->tell_d,
                  MPI_UINT64_T, w->comm);
    /* Replies: the values of every piece, in the order asked. The chunk's
     * bound (choose_chunk) keeps these counts within an int. */
    long long out_bytes = 0, back_bytes = 0;
    for (int r = 0; r < ranks; r++) {
        uint64_t give = 0, get = 0;
        for (int k = 0; k < s->tell_c[r]; k += PIECE)
            give += piece_bytes(below, s->reqin + s->tell_d[r] + k);
        for (int k = 0; k < s->ask_c[r]; k += PIECE)
            get += piece_bytes(below, s->req + s->ask_d[r] + k);
        s->give_c[r] = give > INT_MAX ? INT_MAX : (int)give;
        s->get_c[r] = get > INT_MAX ? INT_MAX : (int)get;
        out_bytes += (long long)give;
        back_bytes += (long long)get;
    }
    long long out = displace(s->give_c, s->give_d, ranks);
    long long back = displace(s->get_c, s->get_d, ranks);
    if (out < 0 || back < 0 || out != out_bytes || back != back_bytes)
        rc = CG_EINVAL;
    if (rc == CG_OK)
        rc = grow(&s->reply, &s->reply_cap, (size_t)out + 1, 1);
    if (rc == CG_OK)
        rc = grow(&s->replyin, &s->replyin_cap, (size_t)back + 1, 1);
    /* A piece asked of us must lie in our share (a bug otherwise). */
    for (long long k = 0; rc == CG_OK && k < in; k += PIECE) {
        const uint64_t *p = s->reqin + k;
        const reduced_level *lv = p[0] < 2 ? below[p[0]] : NULL;
        if (lv == NULL || p[1] < lv->first || p[2] > lv->first + lv->stored || p[1] >= p[2] ||
            lv->data == NULL)
            rc = CG_EINVAL;
    }
    rc = world_agree(w, rc);
    if (rc != CG_OK)
        return rc;
    uint8_t *q = s->reply;
    for (long long k = 0; k < in; k += PIECE) {
        const reduced_level *lv = below[s->reqin[k]];
        uint64_t first = s->reqin[k + 1], end = s->reqin[k + 2];
        uint64_t at = lv->bits == 8 ? first - lv->first : (first - lv->first) / 2;
        size_t bytes = (size_t)reduced_share_bytes(end - first, lv->bits);
        memcpy(q, lv->data + at, bytes);
        q += bytes;
    }
    MPI_Alltoallv(s->reply, s->give_c, s->give_d, MPI_BYTE, s->replyin, s->get_c, s->get_d,
                  MPI_BYTE, w->comm);
    if (s->o->fetched != NULL)
        s->o->fetched[n] += (uint64_t)back;
    for (unsigned l = 0; l < 2 && l < n; l++) {
        for (size_t k = 0; k < count[l]; k++)
            s->pieces[l][k].data = s->replyin + s->get_d[s->notes[l][k].owner] + s->notes[l][k].at;
        below[l]->pieces = s->pieces[l];
        below[l]->npieces = count[l];
    }
    if (lo < hi)
        rc = compute_chunk(s, n, below, lo, hi, stats);
    for (unsigned l = 0; l < 2 && l < n; l++) {
        below[l]->pieces = NULL;
        below[l]->npieces = 0;
    }
    return rc;
}

/* Prepare this rank's share of level n in lv (values stored at `bits`, 0:
 * none), noting every rank's share boundaries. */
static int init_share(census_state *s, reduced_level *lv, uint32_t n, unsigned bits)
{
    uint64_t *off = s->off[n % 3];
    for (int r = 0; r < s->w->ranks; r++)
        share_of(reduced_positions(n), 2, s->w->ranks, r, &off[r], &off[r + 1]);
    uint64_t b = off[s->w->rank], e = off[s->w->rank + 1];
    return reduced_level_init_part(lv, n, bits, 0, b, e - b);
}

/* Level n at `bits`: its rounds. CG_OK, an error or LEVEL_OVERFLOW, agreed. */
static int level_at(census_state *s, uint32_t n, int store, unsigned bits, level_stats *stats)
{
    mpi_world *w = s->w;
    reduced_level *cur = slot(s, n);
    int rc = world_agree(w, init_share(s, cur, n, store ? bits : 0));
    if (rc != CG_OK)
        return rc;
    int inject = s->o->overflow_at != 0 && s->o->overflow_at == n && bits == START_BITS &&
                 w->rank == w->ranks - 1;
    uint64_t lo = cur->first, e = cur->first + cur->stored;
    for (uint64_t round = 0;; round++) {
        int more = lo < e, any = 0;
        MPI_Allreduce(&more, &any, 1, MPI_INT, MPI_MAX, w->comm);
        if (!any)
            return CG_OK;
        uint64_t hi = lo, none;
        rc = more ? choose_chunk(s, n, lo, e, &hi) : count_pieces(s, n, lo, lo, &none);
        rc = round_of(s, n, lo, hi, rc, stats);
        if (rc == CG_OK && inject && round == 0)
            rc = LEVEL_OVERFLOW;
        rc = world_agree(w, rc);
        if (rc != CG_OK)
            return rc;
        lo = hi;
    }
}

/* Level n, widening the stored shares below and computing it again while a
 * value does not fit (every rank together: the statuses are agreed). */
static int level(census_state *s, uint32_t n, int store, unsigned *width, level_stats *stats)
{
    for (;;) {
        int rc = level_at(s, n, store, *width, stats);
        if (rc != LEVEL_OVERFLOW)
            return rc;
        stats_clear(stats);
        reduced_level_free(slot(s, n));
        if (*width == 8)
            return CG_ERANGE;
        *width = 8;
        rc = CG_OK;
        for (uint32_t k = 1; k <= 2 && k <= n && rc == CG_OK; k++)
            rc = reduced_level_widen(slot(s, n - k));
        rc = world_agree(s->w, rc);
        if (rc != CG_OK)
            return rc;
    }
}

/* ---- the mode (census.h) ---- */

static int mode_level(void *state, uint32_t n, int store, unsigned *width, mpi_progress *progress,
                      level_stats *stats)
{
    census_state *s = state;
    reduced_level_free(slot(s, n));   /* level n-3 is no longer needed */
    uint64_t b, e;
    share_of(reduced_positions(n), 2, s->w->ranks, s->w->rank, &b, &e);
    s->prog = mpi_progress_level(progress, n, e - b);
    int rc = level(s, n, store, width, stats);
    s->prog = NULL;
    return rc;
}

/* A checkpoint keeps the values of the rank's share: the same bytes as the
 * replicated mode's share of the whole level, so either mode resumes the
 * other's. */
static void share_bytes(void *state, const void *lv, uint32_t n, uint64_t *first, uint64_t *last)
{
    (void)state;
    (void)n;
    const reduced_level *l = lv;
    *first = 0;
    *last = reduced_share_bytes(l->stored, l->bits);
}

static int init_level(void *state, void *lv, uint32_t n, unsigned width)
{
    return init_share(state, lv, n, width);
}

/* Nothing to exchange: each rank read what it stores. */
static int resumed(void *state, uint32_t next, uint32_t nmax)
{
    (void)state;
    (void)next;
    (void)nmax;
    return CG_OK;
}

static uint64_t stored_bytes(const census_state *s, uint32_t n)
{
    uint64_t b, e;
    share_of(reduced_positions(n), 2, s->w->ranks, s->w->rank, &b, &e);
    return reduced_share_bytes(e - b, START_BITS);
}

/* Its shares of levels n-2, n-1 and n (unless the last) at 4 bits, the rank
 * tables, and a round's buffers (see the top), at the largest n. */
static uint64_t peak_bytes(void *state, uint32_t nmax)
{
    const census_state *s = state;
    uint64_t peak = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t b = n < nmax ? stored_bytes(s, n) : 0;
        for (uint32_t k = 1; k <= 2 && k <= n; k++)
            b += stored_bytes(s, n - k);
        if (b > peak)
            peak = b;
    }
    return peak + 3 * sizeof(rank_table) + ROUND_BYTES + ask_bound(s);
}

static void release(void *state)
{
    census_state *s = state;
    if (s == NULL)
        return;
    for (int i = 0; i < 3; i++) {
        reduced_level_free(&s->ring[i]);
        cgu_free(s->off[i]);
    }
    int **ints[] = { &s->ask_c, &s->ask_d, &s->tell_c, &s->tell_d,
                     &s->give_c, &s->give_d, &s->get_c, &s->get_d };
    for (size_t i = 0; i < sizeof ints / sizeof *ints; i++)
        cgu_free(*ints[i]);
    for (int l = 0; l < 2; l++) {
        reduced_ranges_free(&s->reads[l]);
        cgu_free(s->pieces[l]);
        cgu_free(s->notes[l]);
    }
    cgu_free(s->req);
    cgu_free(s->reqin);
    cgu_free(s->reply);
    cgu_free(s->replyin);
    cgu_free(s);
}

int sharded_reduced_mode(mpi_world *w, uint32_t nmax, const reduced_sharded_options *o,
                         census_mode *m)
{
    census_state *s = cgu_calloc(1, sizeof *s);
    *m = (census_mode){ s, NULL, mode_level, share_bytes, init_level, resumed, peak_bytes,
                        release };
    if (s == NULL)
        return CG_ENOMEM;
    m->ring = s->ring;
    s->w = w;
    s->o = o;
    s->threads = o->threads != 0 ? o->threads : 1;
    int rc = CG_OK;
    size_t ranks = (size_t)w->ranks;
    for (int i = 0; i < 3; i++)
        if ((s->off[i] = cgu_calloc(ranks + 1, sizeof *s->off[i])) == NULL)
            rc = CG_ENOMEM;
    int **ints[] = { &s->ask_c, &s->ask_d, &s->tell_c, &s->tell_d,
                     &s->give_c, &s->give_d, &s->get_c, &s->get_d };
    for (size_t i = 0; i < sizeof ints / sizeof *ints; i++)
        if ((*ints[i] = cgu_calloc(ranks, sizeof **ints[i])) == NULL)
            rc = CG_ENOMEM;
    if (o->fetched != NULL)
        memset(o->fetched, 0, ((size_t)nmax + 1) * sizeof *o->fetched);
    return rc;
}
