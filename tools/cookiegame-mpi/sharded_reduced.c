/*
 * The sharded reduced census (sharded_reduced.h).
 *
 * What a chunk reads. The options of a reduced position of n heaps are in
 * levels n-1 and n-2 (reduced_options.h), at ranks with no pattern as simple
 * as the strict engine's blocks; but a chunk of consecutive positions is a
 * few whole subtrees of the lexicographic order (the tuples with a given
 * prefix), and the options of a subtree lie in a few ranges of the levels
 * below, one per heap of the prefix and one or two for the tail.
 * tables_reduced_reads finds them from the prefixes alone, in O(n^4) per chunk
 * without visiting a position, and merges those closer than GAP ranks: a few
 * ranges ("pieces") per level below, a few percent larger than what the
 * chunk reads.
 *
 * Rounds. Each rank walks its share of level n in chunks of at most
 * chunk_positions, one per round. Before computing a chunk it asks the
 * owners for the parts of its pieces outside its own share of that level,
 * in a fetch round (fetch_round.h): how many with MPI_Alltoall, which (level
 * below, first rank, end) with MPI_Alltoallv, and the values, as the owner
 * stores them (4 or 8 bits), in one more MPI_Alltoallv of bytes. The fetched parts become the level's
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

#include "fetch_round.h"
#include "share.h"
#include "tables/mpi_census.h"

#define DEFAULT_CHUNK (UINT64_C(1) << 20)
/* Ranks of a level below closer than this are fetched as one piece (the
 * ranks between for nothing, at most GAP / 2 bytes). */
#define GAP 128
/* What a rank sends in one round at most (see the top). */
#define ROUND_BYTES (UINT64_C(64) << 20)
#define START_BITS 4

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
    tables_reduced_level ring[3];
    uint64_t *off[3];                  /* share boundaries (ranks) of the levels in the ring */
    tables_reduced_ranges reads[2];    /* what the chunk reads of levels n-1 and n-2 */
    /* A round's requests and replies: a piece asked of a rank is (level
     * below, 0: n-1, 1: n-2; first rank; end), its reply the values as the
     * owner stores them. */
    fetch_round fetch;
    tables_reduced_piece *pieces[2];   /* the fetched pieces of levels n-1 and n-2 */
    piece_note *notes[2];
    size_t pieces_cap[2], notes_cap[2];
    cgu_progress *prog;
    int store;                         /* whether the level being computed is stored */
} census_state;

static tables_reduced_level *slot(census_state *s, uint32_t n)
{
    return &s->ring[n % 3];
}

static int grow(void *array, size_t *cap, size_t need, size_t size)
{
    return need <= *cap ? CG_OK : cgu_grow(array, cap, need, size);
}

/* The bytes one rank may ask for in a round. */
static uint64_t ask_bound(const census_state *s)
{
    uint64_t most = ROUND_BYTES < (uint64_t)INT_MAX ? ROUND_BYTES : (uint64_t)INT_MAX;
    return most / (uint64_t)s->w->ranks;
}

/*
 * The pieces of the chunk's reads outside this rank's share of level n-1-l,
 * split by owner: pass 0 counts them and returns their bytes; pass 1 writes
 * them and notes them, in rank order, in s->pieces[l] / s->notes[l] (how
 * many in *count; obytes: the bytes asked of each owner so far).
 */
static uint64_t split(census_state *s, unsigned l, const tables_reduced_level *lv, int pass,
                      uint64_t *obytes, size_t *count)
{
    const uint64_t *off = s->off[(lv->n) % 3];
    const tables_reduced_ranges *rd = &s->reads[l];
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
            uint64_t n = tables_reduced_share_bytes(pe - pb, lv->bits);
            bytes += n;
            if (pass == 0) {
                fetch_round_count(&s->fetch, q);
                continue;
            }
            uint64_t *p = fetch_round_piece(&s->fetch, q);
            p[0] = l;
            p[1] = pb;
            p[2] = pe;
            s->pieces[l][*count] = (tables_reduced_piece){ pb, pe, NULL };
            s->notes[l][*count] = (piece_note){ q, obytes[q] };
            obytes[q] += n;
            (*count)++;
        }
    }
    return bytes;
}

/* The pieces chunk [lo, hi) of level n needs from other ranks, counted in
 * the fetch round; their bytes in *bytes. CG_OK or CG_ENOMEM. */
static int count_pieces(census_state *s, uint32_t n, uint64_t lo, uint64_t hi, uint64_t *bytes)
{
    *bytes = 0;
    fetch_round_begin(&s->fetch);
    /* Nothing to fetch on a rank that stores the levels below whole (one
     * rank): no ranges to find. */
    int whole = 1;
    for (uint32_t k = 1; k <= 2 && k <= n; k++)
        whole &= slot(s, n - k)->first == 0 && slot(s, n - k)->stored == slot(s, n - k)->positions;
    if (n == 0 || lo >= hi || whole) {
        s->reads[0].n = s->reads[1].n = 0;
        return CG_OK;
    }
    int rc = tables_reduced_reads(slot(s, n)->rank, slot(s, n - 1)->rank,
                                  n >= 2 ? slot(s, n - 2)->rank : NULL, n, lo, hi, GAP, s->reads);
    if (rc != CG_OK)
        return rc;
    for (unsigned l = 0; l < 2 && l < n; l++)
        *bytes += split(s, l, slot(s, n - 1 - l), 0, NULL, NULL);
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

/* Answering the pieces asked of us: the levels below (NULL where none). */
static uint64_t piece_bytes(void *arg, const uint64_t *p)
{
    tables_reduced_level *const *below = arg;
    if (p[0] >= 2 || below[p[0]] == NULL || p[2] < p[1])
        return 0;   /* a piece of no level: refused by piece_valid */
    return tables_reduced_share_bytes(p[2] - p[1], below[p[0]]->bits);
}

/* A piece asked of us must lie in our share (a bug otherwise). */
static int piece_valid(void *arg, const uint64_t *p)
{
    tables_reduced_level *const *below = arg;
    const tables_reduced_level *lv = p[0] < 2 ? below[p[0]] : NULL;
    return lv != NULL && p[1] >= lv->first && p[2] <= lv->first + lv->stored && p[1] < p[2] &&
           lv->data != NULL;
}

static void piece_fill(void *arg, const uint64_t *p, uint8_t *out)
{
    tables_reduced_level *const *below = arg;
    const tables_reduced_level *lv = below[p[0]];
    uint64_t at = lv->bits == 8 ? p[1] - lv->first : (p[1] - lv->first) / 2;
    memcpy(out, lv->data + at, (size_t)tables_reduced_share_bytes(p[2] - p[1], lv->bits));
}

/* Positions [lo, hi) of level n into the rank's statistics of the level,
 * merged without sorting them again (the chunks of a share come in order). */
static int compute_chunk(census_state *s, uint32_t n, tables_reduced_level *const *below,
                         uint64_t lo, uint64_t hi, tables_level_stats *stats)
{
    tables_level_stats part;
    tables_stats_part_of(&part, stats);
    int rc = tables_reduced_compute_range(slot(s, n), below[0], below[1], s->threads, s->prog,
                                          &part, lo, hi);
    if (rc == CG_OK)
        rc = tables_stats_merge_later(stats, TABLES_REDUCED, &part);
    tables_stats_clear(&part);
    return rc;
}

/*
 * One round of level n: fetch what chunk [lo, hi) reads (lo == hi: no chunk,
 * only answer; rc: this rank's status so far), then compute it. The agreed
 * status.
 */
static int round_of(census_state *s, uint32_t n, uint64_t lo, uint64_t hi, int rc,
                    tables_level_stats *stats)
{
    fetch_round *f = &s->fetch;
    int ranks = s->w->ranks;
    tables_reduced_level *below[2] = { n >= 1 ? slot(s, n - 1) : NULL,
                                       n >= 2 ? slot(s, n - 2) : NULL };
    size_t count[2] = { 0, 0 };
    uint64_t *obytes = NULL;
    if (rc == CG_OK)
        rc = fetch_round_plan(f);
    for (unsigned l = 0; l < 2 && rc == CG_OK; l++) {
        size_t most = (size_t)(f->ask_d[ranks - 1] + f->ask_c[ranks - 1]) / FETCH_PIECE;
        rc = grow(&s->pieces[l], &s->pieces_cap[l], most, sizeof *s->pieces[l]);
        if (rc == CG_OK)
            rc = grow(&s->notes[l], &s->notes_cap[l], most, sizeof *s->notes[l]);
    }
    if (rc == CG_OK && (obytes = cgu_calloc((size_t)ranks, sizeof *obytes)) == NULL)
        rc = CG_ENOMEM;
    for (unsigned l = 0; l < 2 && l < n && rc == CG_OK; l++)
        split(s, l, below[l], 1, obytes, &count[l]);
    cgu_free(obytes);
    /* The chunk's bound (choose_chunk) keeps the replies' counts within an
     * int. */
    fetch_answer a = { piece_bytes, piece_valid, piece_fill, below };
    uint64_t back;
    rc = fetch_round_exchange(f, &a, rc, &back);
    if (rc != CG_OK)
        return rc;
    if (s->o->fetched != NULL)
        s->o->fetched[n] += back;
    for (unsigned l = 0; l < 2 && l < n; l++) {
        for (size_t k = 0; k < count[l]; k++)
            s->pieces[l][k].data = f->replyin + f->get_d[s->notes[l][k].owner] + s->notes[l][k].at;
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
static int init_share(census_state *s, tables_reduced_level *lv, uint32_t n, unsigned bits)
{
    uint64_t *off = s->off[n % 3];
    for (int r = 0; r < s->w->ranks; r++)
        share_of(tables_reduced_positions(n), 2, s->w->ranks, r, &off[r], &off[r + 1]);
    uint64_t b = off[s->w->rank], e = off[s->w->rank + 1];
    return tables_reduced_level_init_part(lv, n, bits, 0, b, e - b);
}

/* Level n at `bits`: its rounds. CG_OK, an error or LEVEL_OVERFLOW, agreed. */
static int level_at(census_state *s, uint32_t n, int store, unsigned bits,
                    tables_level_stats *stats)
{
    mpi_world *w = s->w;
    tables_reduced_level *cur = slot(s, n);
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

/* census_level_widening's attempt: level n at width, in this rank's store
 * mode. */
static int attempt(void *state, uint32_t n, unsigned width, tables_level_stats *stats)
{
    census_state *s = state;
    return level_at(s, n, s->store, width, stats);
}

/* ---- the mode (census.h) ---- */

static int mode_level(void *state, uint32_t n, int store, unsigned *width, mpi_progress *progress,
                      tables_level_stats *stats)
{
    census_state *s = state;
    tables_reduced_level_free(slot(s, n));   /* level n-3 is no longer needed */
    uint64_t b, e;
    share_of(tables_reduced_positions(n), 2, s->w->ranks, s->w->rank, &b, &e);
    s->prog = mpi_progress_level(progress, n, e - b);
    s->store = store;
    int rc = census_level_widening(s->w, &tables_reduced_level_ops, s->ring, n, width, stats,
                                   attempt, s);
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
    const tables_reduced_level *l = lv;
    *first = 0;
    *last = tables_reduced_share_bytes(l->stored, l->bits);
}

static int init_level(void *state, void *lv, uint32_t n, unsigned width)
{
    return init_share(state, lv, n, width);
}

static uint64_t stored_bytes(const census_state *s, uint32_t n)
{
    uint64_t b, e;
    share_of(tables_reduced_positions(n), 2, s->w->ranks, s->w->rank, &b, &e);
    return tables_reduced_share_bytes(e - b, START_BITS);
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
    return peak + 3 * sizeof(tables_rank_table) + ROUND_BYTES + ask_bound(s);
}

static void release(void *state)
{
    census_state *s = state;
    if (s == NULL)
        return;
    for (int i = 0; i < 3; i++) {
        tables_reduced_level_free(&s->ring[i]);
        cgu_free(s->off[i]);
    }
    fetch_round_free(&s->fetch);
    for (int l = 0; l < 2; l++) {
        tables_reduced_ranges_free(&s->reads[l]);
        cgu_free(s->pieces[l]);
        cgu_free(s->notes[l]);
    }
    cgu_free(s);
}

int sharded_reduced_mode(mpi_world *w, uint32_t nmax, const reduced_sharded_options *o,
                         census_mode *m)
{
    census_state *s = cgu_calloc(1, sizeof *s);
    *m = (census_mode){ s, NULL, mode_level, share_bytes, init_level, NULL, peak_bytes,
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
    if (fetch_round_init(&s->fetch, w, 1, MPI_BYTE) != CG_OK)
        rc = CG_ENOMEM;
    if (o->fetched != NULL)
        memset(o->fetched, 0, ((size_t)nmax + 1) * sizeof *o->fetched);
    return rc;
}
