/*
 * The sharded strict census (sharded.h).
 *
 * What a chunk reads. Level n (n >= STRICT_WORD_KERNEL_MIN_N) has W = 2^(n-7)
 * words, half = W/2 of them the words of level n-1 (strict_engine.c has the
 * recurrence). Word w < half reads words w and w - 2^k of level n-1 for every
 * set bit k of w; word w = half + q reads word q of level n-1 and words q>>1
 * and (q>>1) - 2^k of level n-2 for every set bit k of q>>1. So an aligned
 * chunk of C = 2^j words at c (C <= half, so a chunk is in one half) reads,
 * with blocks of C words in level n-1 and C/2 words in level n-2 (aligned, so
 * numbered by their first word >> j or >> j-1):
 *
 *  - lower half: the blocks b = c >> j and b - 2^i for every set bit i of b,
 *    of level n-1 (neighbours through bits below j stay in the block);
 *  - upper half, q0 = c - half: block b = q0 >> j of level n-1, and blocks b
 *    and b - 2^i for every set bit i of b of level n-2 (q0 >> 1 >> (j-1) = b).
 *
 * At most n - 6 - j blocks in all, each of at most C words per plane.
 *
 * Rounds. Each rank walks its share of level n in the aligned chunks that
 * meet it, one per round; before computing a chunk it fetches the blocks it
 * does not store whole from the ranks whose shares meet them (the words of
 * its own share it reads in place, so a block it stores in part is fetched
 * only in the other ranks' parts). Every rank takes part in every round (as
 * many as the longest walk, agreed with MPI_Allreduce; a rank with no chunk
 * left asks for nothing and still answers): the pieces asked for go with
 * MPI_Alltoall (how many) and MPI_Alltoallv (which), the words with one more
 * MPI_Alltoallv. Counts are in words (MPI_UINT64_T), and the chunk is bounded
 * so that what one rank sends or receives in a round fits an int even if
 * every other rank asks it for a whole chunk's blocks. Only the main thread
 * calls MPI; the engine's worker threads compute the chunk between rounds.
 *
 * The engine reads the fetched blocks through the slow path it already has
 * for words a level does not store (tables_strict_level's `blocks`): the words of
 * the rank's own share are read as fast as in the threaded census. Each round
 * ends with an agreement on the status, so that an overflow (a value past the
 * width) or an error on any rank stops every rank at the same round; an
 * overflow widens every rank's shares of the two levels below and the level is
 * walked again from its first round.
 *
 * Traffic. A rank's share of level n reads, through the rule w -> w mod
 * (words of level n-1), mostly words of level n-1 that other ranks own (rank
 * r of R reads the shares of ranks 2r and 2r+1, or 2r-R and 2r+1-R, of level
 * n-1), and then their neighbours too; so a rank fetches about its share of
 * level n times 1 + (the set bits of a chunk's index, log2(level / chunk) / 2
 * on average), blocks read by several chunks being fetched again (no cache:
 * with a block read 2^i rounds after it is first needed, a cache as large as
 * the blocks of several rounds saved only 8-23% in a simulation). Measured
 * at 30 heaps (--verbose), level 30 (128 MiB at 2 planes): 80 and 88 MiB on
 * 2 ranks, 32, 96, 72 and 56 MiB on 4. A block-cyclic layout (owner of a
 * block = its index mod R) would keep the w mod (level n-1) reads local and
 * fetch about R's bits / 2 blocks per chunk (simulated: 5 shares instead of
 * 9 at 40 heaps on 64 ranks), but the words a rank owns would no longer be
 * one range, which the engine's hot path needs.
 *
 * Why these choices: contiguous shares keep the ranks' statistics and the
 * replicated mode's share.c; aligned chunks make what a chunk reads a few
 * whole blocks (log2 of the level's size in chunks), so a request is a
 * handful of (level, first word, count) triples however large the chunk;
 * one chunk per round keeps the memory of the fetched blocks at a few chunks'
 * worth (n - 6 - j blocks), small against a share. Computing and fetching are
 * not overlapped (a later refinement: fetch round i+1 while computing round
 * i, at twice the blocks' memory).
 */
#include "sharded.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "fetch_round.h"
#include "share.h"
#include "tables/mpi_census.h"

/* 2^18 words (2 MiB per plane, 16M positions) per chunk by default: the
 * rarest value is about a fifth of a level, so a chunk holds more than
 * CG_CENSUS_LIST_MAX positions of every value, and the engine drops each
 * listing within its first chunk instead of sorting and merging listings
 * chunk after chunk (a second at 28 heaps with 2^14-word chunks, against
 * none); the blocks of a round are then n - 24 of 2 MiB per plane at most. */
#define DEFAULT_CHUNK_SHIFT 18
#define MAX_CHUNK_SHIFT 24
#define WIDTH 2                  /* the engine's first width (Grundy Value Conjecture) */

/* A level that the level being computed reads, and its fetched blocks. */
typedef struct source {
    tables_strict_level *lv;
    const uint64_t *off;      /* ranks + 1 share boundaries; NULL: whole on every rank */
    unsigned shift;           /* log2 of a block's words */
    const uint64_t **table;   /* one entry per block: NULL, or its copy */
} source;

typedef struct census_state {
    mpi_world *w;
    const sharded_options *o;
    unsigned threads;
    tables_strict_level ring[3];
    uint64_t *off[3];         /* share boundaries of the levels in the ring */
    /* A round's requests and replies: a piece of a block asked of one rank
     * is (source, first word, words), its reply the words plane by plane. */
    fetch_round fetch;
    uint64_t *arena;          /* the blocks fetched in a round */
    size_t arena_cap;
    size_t *used;             /* entries of the tables set this round */
    size_t used_cap;
    cgu_progress *prog;       /* progress through this rank's share of the level */
    int store;                /* whether the level being computed is stored */
} census_state;

static tables_strict_level *slot(census_state *s, uint32_t n)
{
    return &s->ring[n % 3];
}

static uint64_t words_of(uint32_t n)
{
    return (tables_strict_positions(n) + 63) / 64;
}

static int sharded_level(uint32_t n)
{
    return n >= STRICT_WORD_KERNEL_MIN_N;
}

static unsigned log2_floor(uint64_t x)
{
    return 63u - (unsigned)__builtin_clzll(x);
}

static int grow(void *array, size_t *cap, size_t need, size_t size)
{
    return need <= *cap ? CG_OK : cgu_grow(array, cap, need, size);
}

/* log2 of the chunk's words for level n: the option, at most half the level
 * (a chunk stays in one half), at least 2 words, and small enough that a
 * round's counts fit an int (see the top). */
static unsigned chunk_shift(const census_state *s, uint32_t n)
{
    uint64_t want = s->o->chunk_words;
    unsigned j = want == 0 ? DEFAULT_CHUNK_SHIFT : log2_floor(want);
    if (j > MAX_CHUNK_SHIFT)
        j = MAX_CHUNK_SHIFT;
    uint64_t most = (uint64_t)INT_MAX / ((uint64_t)s->w->ranks * (n - 6) * STRICT_MAX_PLANES);
    if (most < 2)
        most = 2;
    if (j > log2_floor(most))
        j = log2_floor(most);
    if (j > n - 8)
        j = n - 8;     /* half a level: 2^(n-8) words */
    return j < 1 ? 1 : j;
}

/* Ask for block `block` of source src[si] unless this rank stores it whole:
 * a copy in the arena, and one piece per other rank whose share meets it,
 * counted (pass 0) or written (pass 1). Returns 1 if the block is fetched. */
static int ask(census_state *s, source *src, unsigned si, uint64_t block, unsigned width,
               int pass, size_t *arena_at)
{
    source *sr = &src[si];
    const tables_strict_level *lv = sr->lv;
    uint64_t first = block << sr->shift, last = first + (UINT64_C(1) << sr->shift);
    if (sr->off == NULL || (first >= lv->first && last <= lv->first + lv->stored))
        return 0;
    if (pass == 1)
        sr->table[block] = s->arena + *arena_at;
    *arena_at += (size_t)width << sr->shift;
    for (int r = 0; r < s->w->ranks; r++) {
        uint64_t b = sr->off[r] > first ? sr->off[r] : first;
        uint64_t e = sr->off[r + 1] < last ? sr->off[r + 1] : last;
        if (r == s->w->rank || b >= e)
            continue;
        if (pass == 0) {
            fetch_round_count(&s->fetch, r);
        } else {
            uint64_t *p = fetch_round_piece(&s->fetch, r);
            p[0] = si;
            p[1] = b;
            p[2] = e - b;
        }
    }
    return 1;
}

/* The blocks chunk c (aligned to 2^j) of a level with `half` words per half
 * reads, as source indices and block numbers (see the top); how many. */
static unsigned blocks_read(uint64_t c, uint64_t half, unsigned j, unsigned *si, uint64_t *block)
{
    unsigned k = 0;
    uint64_t b = (c < half ? c : c - half) >> j;
    unsigned from = c < half ? 0 : 1;
    if (c >= half) {
        si[k] = 0;
        block[k++] = b;
    }
    si[k] = from;
    block[k++] = b;
    for (uint64_t rest = b; rest != 0; rest &= rest - 1) {
        si[k] = from;
        block[k++] = b - (rest & -rest);
    }
    return k;
}

/* Answering the pieces of blocks asked of us: the sources and the width. */
typedef struct answer {
    const source *src;
    unsigned width;
} answer;

static uint64_t piece_words(void *arg, const uint64_t *p)
{
    const answer *a = arg;
    return p[2] * a->width;
}

static void piece_fill(void *arg, const uint64_t *p, uint8_t *out)
{
    const answer *a = arg;
    const tables_strict_level *lv = a->src[p[0]].lv;
    uint64_t first = p[1], count = p[2];
    for (unsigned i = 0; i < a->width; i++, out += count * sizeof(uint64_t))
        memcpy(out, lv->plane[i] + (first - lv->first), (size_t)count * sizeof(uint64_t));
}

/* Words [lo, hi) of level n into the rank's statistics of the level: the
 * values whose listing is already dropped are not listed again (see
 * tables_strict_compute_words). */
static int compute_chunk(census_state *s, const source *src, uint32_t n, unsigned width,
                         uint64_t lo, uint64_t hi, tables_level_stats *stats)
{
    tables_level_stats part;
    tables_stats_part_of(&part, stats);
    int rc = tables_strict_compute_words(slot(s, n), src[0].lv, src[1].lv, width, s->threads,
                                         s->prog, &part, lo, hi);
    if (rc == CG_OK)
        rc = tables_stats_merge_later(stats, TABLES_STRICT, &part);
    tables_stats_clear(&part);
    return rc;
}

/*
 * One round of level n: fetch the blocks of chunk [lo, hi) (aligned base c;
 * lo == hi: no chunk, only answer), then compute it. The agreed status.
 */
static int round_of(census_state *s, source *src, size_t entries, uint32_t n, unsigned width,
                    unsigned j, uint64_t c, uint64_t lo, uint64_t hi, tables_level_stats *stats)
{
    fetch_round *f = &s->fetch;
    int rc = CG_OK;
    unsigned si[2 * 64 + 1];
    uint64_t block[2 * 64 + 1];
    unsigned nblocks = lo < hi ? blocks_read(c, words_of(n) / 2, j, si, block) : 0;
    /* Pass 0 counts the pieces asked of each rank, pass 1 writes them. */
    size_t used = 0;
    fetch_round_begin(f);
    for (int pass = 0; pass < 2 && rc == CG_OK; pass++) {
        size_t arena_at = 0;
        for (unsigned k = 0; k < nblocks; k++)
            if (ask(s, src, si[k], block[k], width, pass, &arena_at) && pass == 1)
                s->used[used++] = (size_t)si[k] * entries + (size_t)block[k];
        if (pass == 0)
            rc = fetch_round_plan(f);
    }
    /* The chunk's bound (chunk_shift) keeps the replies' counts within an
     * int. */
    answer an = { src, width };
    fetch_answer a = { piece_words, NULL, piece_fill, &an };
    uint64_t back;
    rc = fetch_round_exchange(f, &a, rc, &back);
    if (rc != CG_OK)
        return rc;
    if (s->o->fetched != NULL)
        s->o->fetched[n] += back * sizeof(uint64_t);
    /* Each piece into its block's copy, plane by plane (the pieces are in
     * the order asked, grouped by rank as the replies are). */
    const uint64_t *q = (const uint64_t *)(const void *)f->replyin;
    int ranks = s->w->ranks;
    long long asked = (long long)f->ask_d[ranks - 1] + f->ask_c[ranks - 1];
    for (long long k = 0; k < asked; k += FETCH_PIECE) {
        const source *sr = &src[f->req[k]];
        uint64_t first = f->req[k + 1], count = f->req[k + 2];
        uint64_t *copy = (uint64_t *)sr->table[first >> sr->shift];
        uint64_t at = first & ((UINT64_C(1) << sr->shift) - 1);
        for (unsigned i = 0; i < width; i++, q += count)
            memcpy(copy + ((uint64_t)i << sr->shift) + at, q, (size_t)count * sizeof *q);
    }
    if (lo < hi)
        rc = compute_chunk(s, src, n, width, lo, hi, stats);
    for (size_t k = 0; k < used; k++)
        src[s->used[k] / entries].table[s->used[k] % entries] = NULL;
    return rc;
}

/* Level n (sharded) at `width`, its share in slot(s, n): the rounds. CG_OK,
 * an error or LEVEL_OVERFLOW, agreed. */
static int level_words(census_state *s, uint32_t n, unsigned width, tables_level_stats *stats,
                       int inject)
{
    mpi_world *w = s->w;
    const tables_strict_level *cur = slot(s, n);
    uint64_t b = cur->first, e = cur->first + cur->stored;
    unsigned j = chunk_shift(s, n);
    uint64_t chunk = UINT64_C(1) << j;
    source src[2] = {
        { slot(s, n - 1), sharded_level(n - 1) ? s->off[(n - 1) % 3] : NULL, j, NULL },
        { slot(s, n - 2), sharded_level(n - 2) ? s->off[(n - 2) % 3] : NULL, j - 1, NULL },
    };
    /* Both tables have 2^(n-8-j) entries; a chunk fetches n-6-j blocks at
     * most, of 2^j words per plane at most. */
    size_t entries = (size_t)1 << (n - 8 - j), most = n - 6 - j;
    int rc = CG_OK;
    for (int i = 0; i < 2 && rc == CG_OK; i++)
        if ((src[i].table = cgu_calloc(entries, sizeof *src[i].table)) == NULL)
            rc = CG_ENOMEM;
    if (rc == CG_OK)
        rc = grow(&s->arena, &s->arena_cap, (most * width) << j, sizeof *s->arena);
    if (rc == CG_OK)
        rc = grow(&s->used, &s->used_cap, most, sizeof *s->used);
    rc = world_agree(w, rc);
    /* Rounds: as many as the longest walk. */
    uint64_t mine = e > b ? ((e - 1) >> j) - (b >> j) + 1 : 0, rounds = 0;
    if (rc == CG_OK)
        MPI_Allreduce(&mine, &rounds, 1, MPI_UINT64_T, MPI_MAX, w->comm);
    for (int i = 0; i < 2; i++) {
        src[i].lv->blocks = src[i].table;
        src[i].lv->block_shift = src[i].shift;
    }
    for (uint64_t round = 0; rc == CG_OK && round < rounds; round++) {
        uint64_t c = ((b >> j) + round) << j, lo = 0, hi = 0;
        if (round < mine) {
            lo = c > b ? c : b;
            hi = c + chunk < e ? c + chunk : e;
        }
        rc = round_of(s, src, entries, n, width, j, c, lo, hi, stats);
        if (rc == CG_OK && inject && round == 0)
            rc = LEVEL_OVERFLOW;
        rc = world_agree(w, rc);
    }
    for (int i = 0; i < 2; i++) {
        src[i].lv->blocks = NULL;
        cgu_free(src[i].table);
    }
    return rc;
}

/* Prepare this rank's share of sharded level n in lv (values stored at
 * width, 0: none), noting every rank's share boundaries. */
static int init_share(census_state *s, tables_strict_level *lv, uint32_t n, unsigned width)
{
    uint64_t *off = s->off[n % 3];
    for (int r = 0; r < s->w->ranks; r++)
        share_of(words_of(n), 2, s->w->ranks, r, &off[r], &off[r + 1]);
    uint64_t b = off[s->w->rank], e = off[s->w->rank + 1];
    /* An empty share stores nothing (and allocates no planes). */
    return tables_strict_level_init_part(lv, n, e > b ? width : 0, b, e - b, NULL);
}

/* Level n at `width`: CG_OK, an error or LEVEL_OVERFLOW, agreed. */
static int level_at(census_state *s, uint32_t n, int store, unsigned width,
                    tables_level_stats *stats)
{
    tables_strict_level *cur = slot(s, n);
    unsigned start = s->o->start_width != 0 ? s->o->start_width : WIDTH;
    int inject = s->o->overflow_at != 0 && s->o->overflow_at == n && width == start && s->w->rank == s->w->ranks - 1;
    if (!sharded_level(n)) {
        int rc = tables_strict_level_init(cur, n, store ? width : 0);
        if (rc == CG_OK)
            rc = tables_strict_compute_level(cur, n >= 1 ? slot(s, n - 1) : NULL,
                                             n >= 2 ? slot(s, n - 2) : NULL, width, s->threads,
                                             s->prog, stats);
        if (rc == CG_OK && inject)
            rc = LEVEL_OVERFLOW;
        return world_agree(s->w, rc);
    }
    int rc = world_agree(s->w, init_share(s, cur, n, store ? width : 0));
    if (rc != CG_OK)
        return rc;
    return level_words(s, n, width, stats, inject);
}

/* census_level_widening's attempt: level n at width, in this rank's store
 * mode. */
static int attempt(void *state, uint32_t n, unsigned width, tables_level_stats *stats)
{
    census_state *s = state;
    return level_at(s, n, s->store, width, stats);
}

static void state_free(census_state *s)
{
    for (int i = 0; i < 3; i++) {
        tables_strict_level_free(&s->ring[i]);
        cgu_free(s->off[i]);
    }
    fetch_round_free(&s->fetch);
    cgu_free(s->arena);
    cgu_free(s->used);
}

/* ---- the mode (census.h) ---- */

static int mode_level(void *state, uint32_t n, int store, unsigned *width, mpi_progress *progress,
                      tables_level_stats *stats)
{
    census_state *s = state;
    tables_strict_level_free(slot(s, n));   /* level n-3 is no longer needed */
    uint64_t b, e;
    share_of(words_of(n), 2, s->w->ranks, s->w->rank, &b, &e);
    s->prog = mpi_progress_level(progress, n,
                                 sharded_level(n) ? (e - b) * 64 : tables_strict_positions(n));
    s->store = store;
    int rc = census_level_widening(s->w, &tables_strict_level_ops, s->ring, n, width, stats,
                                   attempt, s);
    s->prog = NULL;
    return rc;
}

/* A checkpoint keeps the words a rank stores: its share of a sharded level
 * (planes indexed from the share's first word), a small level whole. */
static void share_bytes(void *state, const void *lv, uint32_t n, uint64_t *first, uint64_t *last)
{
    (void)state;
    const tables_strict_level *l = lv;
    if (!sharded_level(n))
        return;
    *first = 0;
    *last = l->stored * sizeof(uint64_t);
}

static int init_level(void *state, void *lv, uint32_t n, unsigned width)
{
    if (!sharded_level(n))
        return tables_strict_level_init(lv, n, width);
    return init_share(state, lv, n, width);
}

/* Bytes of level n this rank stores at 2 planes: its share, or the whole of
 * a level too small to split. */
static uint64_t stored_bytes(const census_state *s, uint32_t n)
{
    if (!sharded_level(n))
        return tables_strict_level_bytes(n, WIDTH);
    uint64_t b, e;
    share_of(words_of(n), 2, s->w->ranks, s->w->rank, &b, &e);
    return (e - b) * sizeof(uint64_t) * WIDTH;
}

/* Its share of levels n-2, n-1 and n (unless the last), and the blocks and
 * block tables of one round (see level_words), at the largest n. */
static uint64_t peak_bytes(void *state, uint32_t nmax)
{
    const census_state *s = state;
    uint64_t peak = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t b = n < nmax ? stored_bytes(s, n) : 0;
        for (uint32_t k = 1; k <= 2 && k <= n; k++)
            b += stored_bytes(s, n - k);
        if (sharded_level(n)) {
            unsigned j = chunk_shift(s, n);
            b += ((uint64_t)(n - 6 - j) * WIDTH << j) * sizeof(uint64_t);
            b += (UINT64_C(2) << (n - 8 - j)) * sizeof(uint64_t *);
        }
        if (b > peak)
            peak = b;
    }
    return peak;
}

static void release(void *state)
{
    census_state *s = state;
    if (s == NULL)
        return;
    state_free(s);
    cgu_free(s);
}

int sharded_mode(mpi_world *w, uint32_t nmax, const sharded_options *o, census_mode *m)
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
    if (fetch_round_init(&s->fetch, w, sizeof(uint64_t), MPI_UINT64_T) != CG_OK)
        rc = CG_ENOMEM;
    if (o->fetched != NULL)
        memset(o->fetched, 0, ((size_t)nmax + 1) * sizeof *o->fetched);
    return rc;
}

void sharded_print_fetched(const mpi_world *w, uint32_t nmax, const uint64_t *fetched)
{
    uint64_t *all = NULL;
    if (w->rank == 0)
        all = cgu_calloc((size_t)w->ranks * (nmax + 1), sizeof *all);
    MPI_Gather(fetched, (int)nmax + 1, MPI_UINT64_T, all, (int)nmax + 1, MPI_UINT64_T, 0,
               w->comm);
    if (w->rank != 0)
        return;
    if (all == NULL) {
        fprintf(stderr, "cookiegame-mpi: no memory for the bytes fetched\n");
        return;
    }
    fprintf(stderr, "cookiegame-mpi: bytes fetched per rank, by level (rank 0 first)\n");
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t sum = 0;
        for (int r = 0; r < w->ranks; r++)
            sum += all[(size_t)r * (nmax + 1) + n];
        if (sum == 0)
            continue;
        fprintf(stderr, "cookiegame-mpi: level %2u:", (unsigned)n);
        for (int r = 0; r < w->ranks; r++)
            fprintf(stderr, " %llu", (unsigned long long)all[(size_t)r * (nmax + 1) + n]);
        fputc('\n', stderr);
    }
    cgu_free(all);
}
