/*
 * How a level is computed.
 *
 * Index a strict position with n heaps by its subset T of {1..n-1}, value v as
 * bit n-1-v. Eating a heap ages the others by a day, and (Propp and Ullman) the
 * option reduces to a strict position with n-1 or n-2 heaps:
 *
 *  - if 1 is not in T (index X < 2^(n-2)): eating a heap of size c leaves the
 *    values t-1 for t in T \ {c} (and n-1 for the heaps of size n), all at least
 *    1: level n-1. Ageing keeps each value's bit where it is (v -> v-1 at level
 *    n-1 is bit (n-2)-(v-1) = n-1-v), so the option is X itself (eating a heap of
 *    size n) or X with one set bit cleared (eating c in T).
 *  - if 1 is in T (X = 2^(n-2) + Y): eating the 1 gives level n-1 at index Y;
 *    eating anything else turns the 1 into a spoiled 0, which is deleted, and
 *    depletion to n-2 heaps merges the value n-1 into the top: level n-2 at
 *    index Z = Y >> 1, or Z with one set bit cleared.
 *
 * So with S_L(y) = { g_L(y) } u { g_L(y - 2^b) : bit b of y set }:
 *   g_n(X) = mex S_{n-1}(X)                        for X < 2^(n-2),
 *   g_n(2^(n-2) + Y) = mex({g_{n-1}(Y)} u S_{n-2}(Y >> 1)).
 *
 * For a word of 64 consecutive indices, the neighbours y - 2^b with b >= 6 sit
 * in another word at the same bit (word q - 2^(b-6), taken when bit b-6 of q is
 * set), and those with b < 6 in the same word, shifted by 2^b and masked. With
 * one word per value v marking the positions of value v ("one-hot" words built
 * from the planes), the set of option values of 64 positions is a handful of
 * ORs per neighbour word, and the mex a few ANDs: no position is ever unpacked.
 */
#include "strict_engine.h"

#include <string.h>

#include "util/alloc.h"

/* Positions j of a word with bit b of j set. */
static const uint64_t bit_mask[6] = {
    UINT64_C(0xaaaaaaaaaaaaaaaa), UINT64_C(0xcccccccccccccccc), UINT64_C(0xf0f0f0f0f0f0f0f0),
    UINT64_C(0xff00ff00ff00ff00), UINT64_C(0xffff0000ffff0000), UINT64_C(0xffffffff00000000),
};

uint64_t tables_strict_level_bytes(uint32_t n, unsigned planes)
{
    uint64_t words = (tables_strict_positions(n) + 63) / 64;
    return words * 8 * planes;
}

int tables_strict_level_init(tables_strict_level *lv, uint32_t n, unsigned planes)
{
    memset(lv, 0, sizeof *lv);
    lv->n = n;
    lv->words = (tables_strict_positions(n) + 63) / 64;
    lv->stored = lv->words;
    return tables_strict_level_widen(lv, planes);
}

int tables_strict_level_init_part(tables_strict_level *lv, uint32_t n, unsigned planes,
                                  uint64_t first, uint64_t stored, const tables_strict_level *below)
{
    memset(lv, 0, sizeof *lv);
    lv->n = n;
    lv->words = (tables_strict_positions(n) + 63) / 64;
    lv->first = first;
    lv->stored = stored;
    lv->below = below;
    return tables_strict_level_widen(lv, planes);
}

void tables_strict_level_free(tables_strict_level *lv)
{
    for (unsigned i = 0; i < lv->planes; i++)
        cgu_free(lv->plane[i]);
    lv->planes = 0;
}

int tables_strict_level_widen(tables_strict_level *lv, unsigned planes)
{
    while (lv->planes < planes) {
        uint64_t *p = cgu_calloc((size_t)lv->stored, sizeof *p);
        if (p == NULL)
            return CG_ENOMEM;
        lv->plane[lv->planes++] = p;
    }
    return CG_OK;
}

uint32_t tables_strict_level_value(const tables_strict_level *lv, uint64_t index)
{
    uint32_t g = 0;
    for (unsigned i = 0; i < lv->planes; i++)
        g |= (uint32_t)(lv->plane[i][index / 64 - lv->first] >> (index % 64) & 1) << i;
    return g;
}

/* Values of bits top, top - 1, ..., top - take + 1 of a word's planes into
 * out[0..take): the ends of a read. */
static void read_bits(const uint64_t *p, unsigned planes, unsigned top, size_t take, uint8_t *out)
{
    for (size_t j = 0; j < take; j++) {
        unsigned b = top - (unsigned)j;
        unsigned g = 0;
        for (unsigned i = 0; i < planes; i++)
            g |= (unsigned)(p[i] >> b & 1) << i;
        out[j] = (uint8_t)g;
    }
}

/* The 8 bits of x, highest first, one per byte (0 or 1) in the order the
 * bytes lie in memory: the multiply copies x into every byte, the mask keeps
 * bit 7-j in byte j, and adding 0x7f carries any bit kept into bit 7 (no
 * carry leaves a byte: it holds at most 0x80). */
static inline uint64_t spread_bits(uint64_t x)
{
    uint64_t t = (x * UINT64_C(0x0101010101010101)) & UINT64_C(0x0102040810204080);
    t = ((t + UINT64_C(0x7f7f7f7f7f7f7f7f)) >> 7) & UINT64_C(0x0101010101010101);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    t = __builtin_bswap64(t);
#endif
    return t;
}

/* A whole word, bit 63 first: 8 values per step, a plane's bits spread into
 * bytes and shifted to their plane's place (values < 64: no byte overflows). */
static void read_word(const uint64_t *p, unsigned planes, uint8_t *out)
{
    for (unsigned q = 8; q-- > 0; out += 8) {
        uint64_t x = 0;
        for (unsigned i = 0; i < planes; i++)
            x |= spread_bits(p[i] >> (8 * q) & 255) << i;
        memcpy(out, &x, sizeof x);
    }
}

void tables_strict_level_read(const tables_strict_level *lv, uint64_t first, uint8_t *values,
                              size_t count)
{
    /* Ranks go up as indices go down, so each word is read from its top bit
     * down; its planes are loaded once per word, not once per value. */
    uint64_t last = tables_strict_positions(lv->n) - 1;
    size_t k = 0;
    while (k < count) {
        uint64_t index = last - (first + k);
        const uint64_t at = index / 64 - lv->first;
        uint64_t p[STRICT_MAX_PLANES];
        for (unsigned i = 0; i < lv->planes; i++)
            p[i] = lv->plane[i][at];
        unsigned top = (unsigned)(index % 64);
        size_t take = count - k < (size_t)top + 1 ? count - k : (size_t)top + 1;
        if (take == 64)
            read_word(p, lv->planes, values + k);
        else
            read_bits(p, lv->planes, top, take, values + k);
        k += take;
    }
}

static int missing_word(const tables_strict_level *lv, uint64_t w, unsigned B, uint64_t *E);

/* One-hot words of the 2^B values of word w of a level: read from the planes,
 * or, where the level does not store the word, from a fetched block or
 * recomputed. 0, LEVEL_OVERFLOW when a recomputed value does not fit, or
 * WORD_MISSING (below). */
static inline __attribute__((always_inline)) int one_hot(const tables_strict_level *lv, uint64_t w,
                                                         unsigned B, uint64_t *E)
{
    uint64_t at = w - lv->first;
    if (__builtin_expect(at >= lv->stored, 0))
        return missing_word(lv, w, B, E);
    uint64_t p[STRICT_MAX_PLANES];
    for (unsigned i = 0; i < B; i++)
        p[i] = lv->plane[i][at];
    for (unsigned v = 0; v < (1u << B); v++) {
        uint64_t e = ~UINT64_C(0);
        for (unsigned i = 0; i < B; i++)
            e &= (v >> i & 1) ? p[i] : ~p[i];
        E[v] = e;
    }
    return 0;
}

/* H[v] = positions of word w whose set S_L(y) contains value v. 0, or
 * LEVEL_OVERFLOW from a recomputed word. */
static inline __attribute__((always_inline)) int s_word(const tables_strict_level *lv, uint64_t w,
                                                        unsigned B, uint64_t *H)
{
    uint64_t E[1u << STRICT_MAX_PLANES];
    int rc = one_hot(lv, w, B, E);
    for (unsigned v = 0; v < (1u << B); v++) {
        uint64_t h = E[v];
        for (unsigned b = 0; b < 6; b++)
            h |= (E[v] << (1u << b)) & bit_mask[b];
        H[v] = h;
    }
    for (uint64_t rest = w; rest != 0; rest &= rest - 1) {
        uint64_t other = w - (rest & -rest);   /* clear one set bit of the word index */
        uint64_t O[1u << STRICT_MAX_PLANES];
        rc |= one_hot(lv, other, B, O);
        for (unsigned v = 0; v < (1u << B); v++)
            H[v] |= O[v];
    }
    return rc;
}

/* The values of 64 positions as one-hot words F from the sets H of their
 * options' values: F[v] marks the positions whose mex is v. 0, or
 * LEVEL_OVERFLOW when some mex is 2^B or more. */
static inline __attribute__((always_inline)) int mex_word(const uint64_t *H, unsigned B,
                                                          uint64_t *F)
{
    uint64_t done = 0;
    for (unsigned v = 0; v < (1u << B); v++) {
        F[v] = ~H[v] & ~done;
        done |= F[v];
    }
    return ~done != 0 ? LEVEL_OVERFLOW : 0;
}

/* Word w of a lower half, which is mex S(w) of the level below (see the top). */
static inline __attribute__((always_inline)) int recompute(const tables_strict_level *below,
                                                           uint64_t w, unsigned B, uint64_t *E)
{
    uint64_t H[1u << STRICT_MAX_PLANES];
    int rc = s_word(below, w, B, H);
    return rc | mex_word(H, B, E);
}

/* A word a level neither stores nor has fetched: the caller's bug, not a
 * value that does not fit. Or-ed with LEVEL_OVERFLOW, so it stops the word
 * loop the same way, and returned as CG_EINVAL. */
#define WORD_MISSING 2

/* Word w of a level from its fetched block (see tables_strict_level): 0, or
 * WORD_MISSING. */
static inline __attribute__((always_inline)) int fetched(const tables_strict_level *lv, uint64_t w,
                                                         unsigned B, uint64_t *E)
{
    const uint64_t *block = lv->blocks[w >> lv->block_shift];
    if (block == NULL) {
        memset(E, 0, sizeof *E << B);
        return WORD_MISSING;
    }
    uint64_t at = w & ((UINT64_C(1) << lv->block_shift) - 1);
    uint64_t p[STRICT_MAX_PLANES];
    for (unsigned i = 0; i < B; i++)
        p[i] = block[((uint64_t)i << lv->block_shift) + at];
    for (unsigned v = 0; v < (1u << B); v++) {
        uint64_t e = ~UINT64_C(0);
        for (unsigned i = 0; i < B; i++)
            e &= (v >> i & 1) ? p[i] : ~p[i];
        E[v] = e;
    }
    return 0;
}

/* A word the level does not store: fetched, or recomputed from `below`. Out
 * of line, and once per width so the loops unroll: the hot path of one_hot
 * stays small, and `below` is a whole level, so this never recurses. */
static __attribute__((noinline)) int missing_word(const tables_strict_level *lv, uint64_t w,
                                                  unsigned B, uint64_t *E)
{
    if (lv->blocks != NULL) {
        switch (B) {
        case 2:
            return fetched(lv, w, 2, E);
        case 3:
            return fetched(lv, w, 3, E);
        case 4:
            return fetched(lv, w, 4, E);
        case 5:
            return fetched(lv, w, 5, E);
        default:
            return fetched(lv, w, 6, E);
        }
    }
    const tables_strict_level *below = lv->below;
    switch (B) {
    case 2:
        return recompute(below, w, 2, E);
    case 3:
        return recompute(below, w, 3, E);
    case 4:
        return recompute(below, w, 4, E);
    case 5:
        return recompute(below, w, 5, E);
    default:
        return recompute(below, w, 6, E);
    }
}

/* Duplicate each of the 32 low bits of x: bit j goes to bits 2j and 2j+1. */
static inline uint64_t spread(uint64_t x)
{
    x &= UINT64_C(0xffffffff);
    x = (x | x << 16) & UINT64_C(0x0000ffff0000ffff);
    x = (x | x << 8) & UINT64_C(0x00ff00ff00ff00ff);
    x = (x | x << 4) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    x = (x | x << 2) & UINT64_C(0x3333333333333333);
    x = (x | x << 1) & UINT64_C(0x5555555555555555);
    return x | x << 1;
}

typedef struct level_job {
    tables_strict_level *cur;
    const tables_strict_level *l1, *l2;
    unsigned planes;
    uint64_t begin;              /* word of loop item 0 */
    tables_level_stats *worker_stats;   /* one per worker */
} level_job;

/* Record the values of word w (one-hot in F) in the worker's stats.
 * CG_OK or CG_ENOMEM. */
static inline int record(tables_level_stats *st, uint64_t w, unsigned B, const uint64_t *F)
{
    for (unsigned v = 0; v < (1u << B); v++) {
        if (F[v] == 0)
            continue;
        /* The largest index is the lexicographically smallest position. */
        uint64_t index = w * 64 + 63 - (uint64_t)__builtin_clzll(F[v]);
        tables_stats_add(st, TABLES_STRICT, v, (uint64_t)__builtin_popcountll(F[v]), index);
        /* Rare values are listed whole; common ones stop being listed soon. */
        for (uint64_t rest = F[v]; rest != 0 && !st->list[v].overflowed; rest &= rest - 1)
            if (tables_stats_list(st, v, w * 64 + (uint64_t)__builtin_ctzll(rest)) != CG_OK)
                return CG_ENOMEM;
    }
    return CG_OK;
}

static inline __attribute__((always_inline)) int word_range(level_job *job, unsigned worker,
                                                            uint64_t begin, uint64_t end,
                                                            unsigned B)
{
    const tables_strict_level *l1 = job->l1, *l2 = job->l2;
    tables_strict_level *cur = job->cur;
    tables_level_stats *st = &job->worker_stats[worker];
    uint64_t half = cur->words / 2;
    /* H2 is written before its first read (h2_for starts at no word); zeroed
     * once per chunk only to quiet gcc -O3's maybe-uninitialized. */
    uint64_t H[1u << STRICT_MAX_PLANES], H2[1u << STRICT_MAX_PLANES] = { 0 };
    uint64_t h2_for = UINT64_MAX;   /* which level n-2 word H2 holds */
    int overflow = 0;
    for (uint64_t w = begin; w < end; w++) {
        if (w < half) {
            overflow |= s_word(l1, w, B, H);
        } else {
            uint64_t q = w - half;
            if (h2_for != q >> 1) {
                overflow |= s_word(l2, q >> 1, B, H2);
                h2_for = q >> 1;
            }
            uint64_t E1[1u << STRICT_MAX_PLANES];
            overflow |= one_hot(l1, q, B, E1);
            for (unsigned v = 0; v < (1u << B); v++)
                H[v] = E1[v] | spread(H2[v] >> (32 * (q & 1)));
        }
        /* mex: the first value not among the options. */
        uint64_t F[1u << STRICT_MAX_PLANES], out[STRICT_MAX_PLANES] = { 0 };
        overflow |= mex_word(H, B, F);
        if (overflow != 0)
            return overflow & WORD_MISSING ? CG_EINVAL : LEVEL_OVERFLOW;
        for (unsigned v = 0; v < (1u << B); v++)
            for (unsigned i = 0; i < B; i++)
                out[i] |= (v >> i & 1) ? F[v] : 0;
        for (unsigned i = 0; i < B && cur->planes > 0; i++)
            cur->plane[i][w - cur->first] = out[i];
        if (record(st, w, B, F) != CG_OK)
            return CG_ENOMEM;
    }
    return CG_OK;
}

static int word_chunk(void *arg, unsigned worker, uint64_t begin, uint64_t end)
{
    level_job *job = arg;
    begin += job->begin;
    end += job->begin;
    /* Constant plane counts let the compiler unroll the value loops. */
    switch (job->planes) {
    case 2:
        return word_range(job, worker, begin, end, 2);
    case 3:
        return word_range(job, worker, begin, end, 3);
    case 4:
        return word_range(job, worker, begin, end, 4);
    case 5:
        return word_range(job, worker, begin, end, 5);
    default:
        return word_range(job, worker, begin, end, 6);
    }
}

/* Levels with fewer than WORD_KERNEL_MIN_N heaps: straight from the recurrence. */
static int small_level(tables_strict_level *cur, const tables_strict_level *l1,
                       const tables_strict_level *l2, unsigned planes, tables_level_stats *stats)
{
    uint32_t n = cur->n;
    uint64_t count = tables_strict_positions(n);
    for (uint64_t x = 0; x < count; x++) {
        uint64_t seen = 0;
        if (n == 1) {
            seen |= UINT64_C(1) << tables_strict_level_value(l1, 0);   /* eat the 1: empty */
        } else if (n >= 2) {
            uint64_t top = UINT64_C(1) << (n - 2);
            const tables_strict_level *lv = x < top ? l1 : l2;
            uint64_t y = x < top ? x : (x - top) >> 1;
            if (x >= top)
                seen |= UINT64_C(1) << tables_strict_level_value(l1, x - top);
            seen |= UINT64_C(1) << tables_strict_level_value(lv, y);
            for (uint64_t rest = y; rest != 0; rest &= rest - 1)
                seen |= UINT64_C(1) << tables_strict_level_value(lv, y - (rest & -rest));
        }
        uint32_t g = (uint32_t)__builtin_ctzll(~seen);
        if (g >= (1u << planes))
            return LEVEL_OVERFLOW;
        for (unsigned i = 0; i < cur->planes; i++) {
            if (g >> i & 1)
                cur->plane[i][x / 64] |= UINT64_C(1) << (x % 64);
        }
        tables_stats_add(stats, TABLES_STRICT, g, 1, x);
        if (tables_stats_list(stats, g, x) != CG_OK)
            return CG_ENOMEM;
    }
    /* Listed in index order: lexicographic order is the reverse. */
    for (uint32_t g = 0; g < TABLES_NVALUES; g++)
        for (size_t i = 0, j = stats->list[g].n; i + 1 < j; i++, j--) {
            uint64_t t = stats->list[g].index[i];
            stats->list[g].index[i] = stats->list[g].index[j - 1];
            stats->list[g].index[j - 1] = t;
        }
    return CG_OK;
}

int tables_strict_compute_level(tables_strict_level *cur, const tables_strict_level *l1,
                                const tables_strict_level *l2, unsigned planes, unsigned threads,
                                cgu_progress *prog, tables_level_stats *stats)
{
    tables_stats_clear(stats);
    for (unsigned i = 0; i < cur->planes; i++)
        memset(cur->plane[i], 0, (size_t)cur->stored * sizeof(uint64_t));
    if (cur->n < STRICT_WORD_KERNEL_MIN_N) {
        int rc = small_level(cur, l1, l2, planes, stats);
        if (rc == CG_OK && prog != NULL) {
            prog->done += tables_strict_positions(cur->n);
            rc = cgu_progress_report(prog);
        }
        return rc;
    }
    return tables_strict_compute_words(cur, l1, l2, planes, threads, prog, stats, 0, cur->words);
}

int tables_strict_compute_words(tables_strict_level *cur, const tables_strict_level *l1,
                                const tables_strict_level *l2, unsigned planes, unsigned threads,
                                cgu_progress *prog, tables_level_stats *stats, uint64_t begin,
                                uint64_t end)
{
    if (threads == 0)
        threads = 1;
    level_job job = { cur, l1, l2, planes, begin, cgu_calloc(threads, sizeof(tables_level_stats)) };
    if (job.worker_stats == NULL)
        return CG_ENOMEM;
    /* A value whose listing `stats` has already dropped (common in the words
     * computed before) is not listed again: a caller computing a level in
     * many ranges (the sharded MPI census) would otherwise list up to
     * CG_CENSUS_LIST_MAX positions per value and range, only to drop them
     * when merging. Set up once per call: the loops are unchanged. */
    for (unsigned t = 0; t < threads; t++)
        tables_stats_part_of(&job.worker_stats[t], stats);
    /* Chunks of an even number of words from an even start, so the two words
     * that share a level n-2 word stay together. */
    if (prog != NULL)
        prog->per_item = 64;
    int rc = cgu_parallel_for(threads, end - begin, 4096, word_chunk, &job, prog);
    for (unsigned t = 0; t < threads; t++) {
        if (rc == CG_OK)
            rc = tables_stats_merge(stats, TABLES_STRICT, &job.worker_stats[t]);
        tables_stats_clear(&job.worker_stats[t]);
    }
    cgu_free(job.worker_stats);
    return rc;
}
