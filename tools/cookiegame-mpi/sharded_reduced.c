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
 * without visiting a position (a chunk of at most 64 positions, option by
 * option), and merges those closer than GAP ranks.
 *
 * Blocks. Those ranges cover much of the levels below whatever the chunk: a
 * share reads the levels below several times over, a little of each in every
 * chunk. So what is fetched is kept, in aligned blocks of 32 KiB of values, in
 * a cache of bounded room (block_cache.h: the least recently used block
 * leaves first; reduced_sharded_options.cache_bytes), and a chunk fetches
 * only the blocks it touches that the cache does not hold. The engine reads
 * the blocks through its slow path (reduced_engine.h: `blocks`, the cache's
 * own table, one lookup a rank); the ranks of the rank's own share are read
 * in place, as fast as in the threaded census (a block's bytes over them are
 * never filled nor read).
 *
 * Rounds. Each rank walks its share of level n in chunks of at most
 * chunk_positions, one per round. Before computing a chunk it asks the
 * owners for the parts of its missing blocks outside its own share of that
 * level, in a fetch round (fetch_round.h): how many with MPI_Alltoall, which
 * (level below, first rank, end) with MPI_Alltoallv, and the values, as the
 * owner stores them (4 or 8 bits), in one more MPI_Alltoallv of bytes,
 * copied into the blocks' slots. A chunk is halved while what it asks for
 * exceeds ROUND_BYTES / ranks bytes, so that what any rank sends in a round
 * (every other rank asking it for its most) stays within ROUND_BYTES and
 * every MPI count within an int, or while it touches more blocks than the
 * cache holds (it takes its missing blocks' slots from the others). Every
 * rank takes part in every round until none has a chunk left (an
 * MPI_Allreduce before each round): a rank done asks for nothing and still
 * answers. Each round ends with an agreement on the status, so that an
 * overflow (a value past 4 bits) or an error on any rank stops every rank at
 * the same round; an overflow widens every rank's shares of the two levels
 * below to 8 bits and the level is walked again from its first round, with
 * an empty cache.
 *
 * Memory per rank: its shares of levels n-2, n-1 and n (about 3/ranks of a
 * replicated rank's ring), the cache (by default a quarter of its shares of
 * levels n-2 and n-1, at least 32 MiB), three rank tables, at most
 * ROUND_BYTES of replies to send and ROUND_BYTES / ranks fetched, and the
 * chunk's ranges.
 */
#include "sharded_reduced.h"

#include <limits.h>
#include <string.h>

#include "block_cache.h"
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

/* Where the values of a part of a block fetched from its owner go: the
 * owner and the offset in what it sends us; the block's slot in the cache,
 * the offset in it, and the bytes. */
typedef struct part_note {
    int owner;
    uint64_t at;
    int64_t slot;
    size_t into, bytes;
} part_note;

typedef struct census_state {
    mpi_world *w;
    const reduced_sharded_options *o;
    unsigned threads;
    tables_reduced_level ring[3];
    uint64_t *off[3];                  /* share boundaries (ranks) of the levels in the ring */
    tables_reduced_ranges reads[2];    /* what the chunk reads of levels n-1 and n-2 */
    /* A round's requests and replies: a part asked of a rank is (level
     * below, 0: n-1, 1: n-2; first rank; end), its reply the values as the
     * owner stores them. */
    fetch_round fetch;
    block_cache cache;                 /* the blocks fetched this walk (none: cached 0) */
    int cached;
    size_t touched[2];                 /* blocks the chunk counted last touches, per level below */
    part_note *notes;                  /* the parts asked this round */
    size_t notes_cap, nnotes;
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

/* Whether this rank stores the levels below n whole (one rank): it fetches
 * nothing. */
static int below_whole(census_state *s, uint32_t n)
{
    int whole = 1;
    for (uint32_t k = 1; k <= 2 && k <= n; k++)
        whole &= slot(s, n - k)->first == 0 && slot(s, n - k)->stored == slot(s, n - k)->positions;
    return whole;
}

/* What walk_blocks does with each block the chunk touches. */
enum { PASS_COUNT, PASS_TOUCH, PASS_ASK };

/*
 * Each block of level n-1-l that the chunk's reads touch and that holds ranks
 * of other ranks' shares, once, in rank order:
 *  PASS_COUNT: counts it in s->touched[l] and, when the cache does not hold
 *              it, the parts of it other ranks own, in the fetch round;
 *              returns their bytes;
 *  PASS_TOUCH: marks it recently used if the cache holds it;
 *  PASS_ASK:   takes a slot for it if the cache does not hold it and asks
 *              for its parts (noted in s->notes, obytes: the bytes asked of
 *              each owner so far).
 * PASS_ASK's slots take no block of this chunk when the chunk touches no more
 * blocks than the cache holds (choose_chunk) and PASS_TOUCH came first.
 */
static uint64_t walk_blocks(census_state *s, unsigned l, const tables_reduced_level *lv, int pass,
                            uint64_t *obytes)
{
    block_cache *c = &s->cache;
    const uint64_t *off = s->off[lv->n % 3];
    const tables_reduced_ranges *rd = &s->reads[l];
    uint64_t mine_b = lv->first, mine_e = lv->first + lv->stored, bytes = 0, next = 0;
    int ranks = s->w->ranks, me = s->w->rank, r = 0;
    if (pass == PASS_COUNT)
        s->touched[l] = 0;
    for (size_t i = 0; i < rd->n; i++) {
        if (rd->r[i].end <= rd->r[i].begin)
            continue;
        uint64_t b = block_cache_block_of(c, l, rd->r[i].begin);
        uint64_t last = block_cache_block_of(c, l, rd->r[i].end - 1);
        for (b = b > next ? b : next; b <= last; b++) {
            uint64_t bb, be;
            block_cache_block_ranks(c, l, b, &bb, &be);
            next = b + 1;
            if (bb >= mine_b && be <= mine_e)
                continue;   /* read in place */
            int64_t held = block_cache_find(c, l, b);
            if (pass == PASS_COUNT)
                s->touched[l]++;
            if (pass == PASS_TOUCH) {
                if (held >= 0)
                    block_cache_touch(c, held);
                continue;
            }
            if (held >= 0)
                continue;
            if (pass == PASS_ASK)
                held = block_cache_take(c, l, b);
            /* The owners' shares from r on meet [bb, be) in order. */
            while (r < ranks && off[r + 1] <= bb)
                r++;
            for (int q = r; q < ranks && off[q] < be; q++) {
                uint64_t pb = off[q] > bb ? off[q] : bb, pe = off[q + 1] < be ? off[q + 1] : be;
                if (q == me || pb >= pe)
                    continue;
                uint64_t n = tables_reduced_share_bytes(pe - pb, lv->bits);
                bytes += n;
                if (pass == PASS_COUNT) {
                    fetch_round_count(&s->fetch, q);
                    continue;
                }
                uint64_t *p = fetch_round_piece(&s->fetch, q);
                p[0] = l;
                p[1] = pb;
                p[2] = pe;
                s->notes[s->nnotes++] = (part_note){
                    q, obytes[q], held,
                    (size_t)tables_reduced_share_bytes(pb - bb, lv->bits), (size_t)n };
                obytes[q] += n;
            }
        }
    }
    return bytes;
}

/* The parts chunk [lo, hi) of level n needs from other ranks, counted in the
 * fetch round; their bytes in *bytes, the blocks it touches in *blocks.
 * CG_OK or CG_ENOMEM. */
static int count_parts(census_state *s, uint32_t n, uint64_t lo, uint64_t hi, uint64_t *bytes,
                        uint64_t *blocks)
{
    *bytes = *blocks = 0;
    s->touched[0] = s->touched[1] = 0;
    fetch_round_begin(&s->fetch);
    if (n == 0 || lo >= hi || !s->cached) {
        s->reads[0].n = s->reads[1].n = 0;
        return CG_OK;
    }
    int rc = tables_reduced_reads(slot(s, n)->rank, slot(s, n - 1)->rank,
                                  n >= 2 ? slot(s, n - 2)->rank : NULL, n, lo, hi, GAP, s->reads);
    if (rc != CG_OK)
        return rc;
    for (unsigned l = 0; l < 2 && l < n; l++) {
        *bytes += walk_blocks(s, l, slot(s, n - 1 - l), PASS_COUNT, NULL);
        *blocks += s->touched[l];
    }
    return CG_OK;
}

/* The chunk of this rank's share from lo: at most chunk_positions, halved
 * while it asks for more than ask_bound or touches more blocks than the cache
 * holds (a chunk of two positions is kept: it reads at most 2n ranks of each
 * level below, fewer blocks than any cache holds). Its end; its parts
 * counted. */
static int choose_chunk(census_state *s, uint32_t n, uint64_t lo, uint64_t e, uint64_t *hi)
{
    uint64_t want = s->o->chunk_positions != 0 ? s->o->chunk_positions : DEFAULT_CHUNK;
    want = want < 2 ? 2 : want & ~UINT64_C(1);
    uint64_t end = e - lo > want ? lo + want : e, bytes, blocks;
    for (;;) {
        int rc = count_parts(s, n, lo, end, &bytes, &blocks);
        if (rc != CG_OK || (bytes <= ask_bound(s) && blocks <= s->cache.slots) || end - lo <= 2) {
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
    uint64_t *obytes = NULL;
    s->nnotes = 0;
    if (rc == CG_OK)
        rc = fetch_round_plan(f);
    if (rc == CG_OK) {
        size_t parts = (size_t)(f->ask_d[ranks - 1] + f->ask_c[ranks - 1]) / FETCH_PIECE;
        rc = grow(&s->notes, &s->notes_cap, parts, sizeof *s->notes);
    }
    /* A chunk of two positions touching more blocks than the cache holds
     * (choose_chunk keeps it) would take slots from itself. Not seen: such a
     * chunk's reads span a few thousand ranks at most, a block holds 2^15 or
     * 2^16 and a cache at least 1024 blocks. */
    if (rc == CG_OK && s->touched[0] + s->touched[1] > s->cache.slots)
        rc = CG_ENOMEM;
    if (rc == CG_OK && (obytes = cgu_calloc((size_t)ranks, sizeof *obytes)) == NULL)
        rc = CG_ENOMEM;
    for (int pass = PASS_TOUCH; pass <= PASS_ASK && rc == CG_OK; pass++)
        for (unsigned l = 0; l < 2 && l < n; l++)
            walk_blocks(s, l, below[l], pass, obytes);
    cgu_free(obytes);
    /* The chunk's bound (choose_chunk) keeps the replies' counts within an
     * int. */
    fetch_answer a = { piece_bytes, piece_valid, piece_fill, below };
    uint64_t back;
    rc = fetch_round_exchange(f, &a, rc, &back);
    if (rc != CG_OK)
        return rc;   /* the census ends here: the blocks taken unfilled are never read */
    if (s->o->fetched != NULL)
        s->o->fetched[n] += back;
    for (size_t k = 0; k < s->nnotes; k++) {
        const part_note *t = &s->notes[k];
        memcpy(block_cache_data(&s->cache, t->slot) + t->into, f->replyin + f->get_d[t->owner] + t->at,
               t->bytes);
    }
    /* The engine reads every block the cache holds (each filled in the
     * round that took it), this chunk's among them. */
    for (unsigned l = 0; l < 2 && l < n && s->cached; l++) {
        below[l]->blocks = s->cache.at[l];
        below[l]->block_shift = s->cache.shift[l];
    }
    if (lo < hi)
        rc = compute_chunk(s, n, below, lo, hi, stats);
    for (unsigned l = 0; l < 2 && l < n; l++)
        below[l]->blocks = NULL;
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

static uint64_t stored_bytes(const census_state *s, uint32_t n)
{
    uint64_t b, e;
    share_of(tables_reduced_positions(n), 2, s->w->ranks, s->w->rank, &b, &e);
    return tables_reduced_share_bytes(e - b, START_BITS);
}

/* The room for fetched blocks while level n is walked (reduced_sharded_options). */
static uint64_t cache_room(const census_state *s, uint32_t n)
{
    if (s->o->cache_bytes != 0)
        return s->o->cache_bytes;
    uint64_t share = 0;
    for (uint32_t k = 1; k <= 2 && k <= n; k++)
        share += stored_bytes(s, n - k);
    return share / 4;
}

/* The positions of the levels below n (0: none). */
static void below_positions(uint32_t n, uint64_t positions[2])
{
    for (uint32_t k = 1; k <= 2; k++)
        positions[k - 1] = k <= n ? tables_reduced_positions(n - k) : 0;
}

/* An empty cache for the walk of level n (none where nothing is fetched). */
static int cache_setup(census_state *s, uint32_t n)
{
    s->cached = 0;
    if (n == 0 || below_whole(s, n))
        return CG_OK;
    unsigned bits[2] = { slot(s, n - 1)->bits, n >= 2 ? slot(s, n - 2)->bits : 0 };
    uint64_t positions[2];
    below_positions(n, positions);
    int rc = block_cache_reset(&s->cache, positions, bits, cache_room(s, n));
    s->cached = rc == CG_OK;
    return rc;
}

/* Level n at `bits`: its rounds. CG_OK, an error or LEVEL_OVERFLOW, agreed. */
static int level_at(census_state *s, uint32_t n, int store, unsigned bits,
                    tables_level_stats *stats)
{
    mpi_world *w = s->w;
    tables_reduced_level *cur = slot(s, n);
    int rc = init_share(s, cur, n, store ? bits : 0);
    if (rc == CG_OK)
        rc = cache_setup(s, n);
    rc = world_agree(w, rc);
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
        uint64_t hi = lo, none, blocks;
        rc = more ? choose_chunk(s, n, lo, e, &hi) : count_parts(s, n, lo, lo, &none, &blocks);
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

/* Its shares of levels n-2, n-1 and n (unless the last) at 4 bits, the cache
 * of fetched blocks, the rank tables, and a round's buffers (see the top), at
 * the largest n. */
static uint64_t peak_bytes(void *state, uint32_t nmax)
{
    const census_state *s = state;
    uint64_t peak = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t b = n < nmax ? stored_bytes(s, n) : 0;
        for (uint32_t k = 1; k <= 2 && k <= n; k++)
            b += stored_bytes(s, n - k);
        if (n > 0 && s->w->ranks > 1) {
            uint64_t positions[2];
            const unsigned bits[2] = { START_BITS, START_BITS };
            below_positions(n, positions);
            b += block_cache_memory(s->o->cache_block_bytes, positions, bits, cache_room(s, n));
        }
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
    block_cache_free(&s->cache);
    cgu_free(s->notes);
    for (int l = 0; l < 2; l++)
        tables_reduced_ranges_free(&s->reads[l]);
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
    block_cache_init(&s->cache, o->cache_block_bytes);
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
