/* Iterative memoised search over reduced positions (no recursion: positions
 * with many heaps must not overflow the C stack). */
#include "reduced_search.h"

#include <string.h>

#include "position.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/map64.h"
#include "util/wmap.h"

/* Positions of at most SMALL_MAX heaps have a path code of 2m + 1 <= 63 bits. */
#define SMALL_MAX 31

typedef struct cookie_state {
    cgu_map64 small;   /* path code -> packed values */
    cgu_wmap large;    /* [m, path code words...] -> cookie_values */
} cookie_state;

static void state_clear(void *p)
{
    cookie_state *st = p;
    cgu_map64_destroy(&st->small);
    cgu_wmap_destroy(&st->large);
}

static void state_destroy(void *p)
{
    state_clear(p);
    cgu_free(p);
}

static int state_init(void *p)
{
    cookie_state *st = p;
    cgu_map64_init(&st->small);
    cgu_wmap_init(&st->large, sizeof(cookie_values));
    return CG_OK;
}

static const cgu_ctx_slot_ops state_ops = { sizeof(cookie_state), state_init, state_clear,
                                            state_destroy };

static cookie_state *get_state(cg_ctx *ctx)
{
    return cgu_ctx_state_get(ctx, CGU_SLOT_COOKIE, &state_ops);
}

/*
 * The path code of a reduced position: for v = 1..m, one 1 bit per heap of
 * size v, then a 0 bit (the lattice path of the box diagram). A leading 1 bit
 * makes codes of different sizes distinct in one word.
 */
static uint64_t small_code(const uint32_t *b, size_t m)
{
    uint64_t code = 1;
    size_t j = 0;
    for (uint32_t v = 1; v <= m; v++) {
        for (; j < m && b[j] == v; j++)
            code = code << 1 | 1;
        code <<= 1;
    }
    return code;
}

static size_t large_words(size_t m)
{
    return 1 + (2 * m + 63) / 64;
}

static void large_code(const uint32_t *b, size_t m, uint64_t *key)
{
    size_t nw = large_words(m);
    memset(key, 0, nw * sizeof *key);
    key[0] = m;
    size_t bit = 0, j = 0;
    for (uint32_t v = 1; v <= m; v++) {
        for (; j < m && b[j] == v; j++, bit++)
            key[1 + bit / 64] |= UINT64_C(1) << (bit % 64);
        bit++;
    }
}

/* Small positions have values <= 31; 12 bits each leave room to spare. */
#define FIELD_BITS 12
#define FIELD_MASK ((UINT64_C(1) << FIELD_BITS) - 1)

static uint64_t pack(const cookie_values *v)
{
    return (uint64_t)v->grundy | (uint64_t)v->remoteness << FIELD_BITS |
           (uint64_t)v->suspense << 2 * FIELD_BITS |
           (uint64_t)v->misere_remoteness << 3 * FIELD_BITS |
           (uint64_t)v->misere_suspense << 4 * FIELD_BITS;
}

static void unpack(uint64_t x, cookie_values *v)
{
    v->grundy = (uint32_t)(x & FIELD_MASK);
    v->remoteness = (uint32_t)(x >> FIELD_BITS & FIELD_MASK);
    v->suspense = (uint32_t)(x >> 2 * FIELD_BITS & FIELD_MASK);
    v->misere_remoteness = (uint32_t)(x >> 3 * FIELD_BITS & FIELD_MASK);
    v->misere_suspense = (uint32_t)(x >> 4 * FIELD_BITS & FIELD_MASK);
}

/*
 * Remoteness and suspense of one play convention, gathered over the options
 * (Winning Ways): the winner hurries and the loser delays for remoteness, the
 * other way round for suspense. An option is a P-position when its remoteness
 * has the parity `p_parity`: even in normal play, odd in misère play (where the
 * end, remoteness 0, is a win for the player to move).
 */
typedef struct durations {
    int has_p;
    uint32_t min_p_r, max_r, max_p_s, min_s;
} durations;

static void durations_init(durations *d)
{
    d->has_p = 0;
    d->min_p_r = d->min_s = UINT32_MAX;
    d->max_r = d->max_p_s = 0;
}

static void durations_absorb(durations *d, uint32_t r, uint32_t s, uint32_t p_parity)
{
    if (r % 2 == p_parity) {
        d->has_p = 1;
        if (r < d->min_p_r)
            d->min_p_r = r;
        if (s > d->max_p_s)
            d->max_p_s = s;
    }
    if (r > d->max_r)
        d->max_r = r;
    if (s < d->min_s)
        d->min_s = s;
}

static void durations_finish(const durations *d, uint32_t *r, uint32_t *s)
{
    *r = 1 + (d->has_p ? d->min_p_r : d->max_r);
    *s = 1 + (d->has_p ? d->max_p_s : d->min_s);
}

typedef struct frame {
    size_t pos;          /* offset of the heaps in search.heaps */
    size_t m;            /* number of heaps */
    size_t next;         /* next option to look at */
    size_t bits;         /* offset of the mex bitset in search.bits */
    size_t codes;        /* offset of the options' path codes in search.codes */
    durations normal, misere;
} frame;

typedef struct search {
    cg_ctx *ctx;
    cookie_state *st;
    frame *frames;
    size_t nframes, frames_cap;
    uint32_t *heaps;     /* a stack: the heaps of every frame */
    size_t nheaps, heaps_cap;
    uint64_t *bits;      /* a stack: the mex bitset of every frame */
    size_t nbits, bits_cap;
    /* A stack: per frame, option k's path code (0: none, look the option up
     * by its heaps), computed and prefetched when the frame is pushed. */
    uint64_t *codes;
    size_t ncodes, codes_cap;
    uint32_t *scratch;   /* one option, before it is looked up or pushed */
    uint64_t *key;       /* a multiword key */
} search;

static int memo_get(search *s, const uint32_t *b, size_t m, cookie_values *v)
{
    if (m == 0) {
        memset(v, 0, sizeof *v);   /* the end: every value is 0 */
        return 1;
    }
    if (m <= SMALL_MAX) {
        uint64_t x;
        if (!cgu_map64_get(&s->st->small, small_code(b, m), &x))
            return 0;
        unpack(x, v);
        return 1;
    }
    large_code(b, m, s->key);
    const cookie_values *found = cgu_wmap_find(&s->st->large, s->key, large_words(m));
    if (found == NULL)
        return 0;
    *v = *found;
    return 1;
}

static int memo_put(search *s, const uint32_t *b, size_t m, const cookie_values *v)
{
    if (m <= SMALL_MAX) {
        int rc = cgu_ctx_map64_reserve(s->ctx, &s->st->small, "cookie: the memo");
        return rc == CG_OK ? cgu_map64_put(&s->st->small, small_code(b, m), pack(v)) : rc;
    }
    large_code(b, m, s->key);
    void *slot;
    int rc = cgu_ctx_memo_reserve(s->ctx, &s->st->large, large_words(m), "cookie: the memo");
    if (rc == CG_OK)
        rc = cgu_wmap_insert(&s->st->large, s->key, large_words(m), &slot, NULL);
    if (rc == CG_OK)
        memcpy(slot, v, sizeof *v);
    return rc;
}

/* The path codes of the options of b (m heaps) into codes[0..m), each
 * prefetched in the memo: most options are found there, and a search that
 * looked them up one by one would wait for one cache miss after another (on
 * a memo of gigabytes, most of the search's time). 0 for an option that is
 * not searched (a heap equal to the one before it), is the end, or has more
 * heaps than a path code holds. */
static void option_codes(search *s, const uint32_t *b, size_t m, uint64_t *codes)
{
    for (size_t k = 0; k < m; k++) {
        codes[k] = 0;
        if (k > 0 && b[k] == b[k - 1])
            continue;
        size_t om = cookie_reduced_option(b, m, k, s->scratch);
        if (om == 0 || om > SMALL_MAX)
            continue;
        codes[k] = small_code(s->scratch, om);
        cgu_map64_prefetch(&s->st->small, codes[k]);
    }
}

static int push(search *s, const uint32_t *b, size_t m)
{
    size_t nwords = m / 64 + 1;   /* option Grundy values are < m */
    void *frames = s->frames, *heaps = s->heaps, *bits = s->bits, *codes = s->codes;
    int rc = cgu_grow(&frames, &s->frames_cap, s->nframes + 1, sizeof *s->frames);
    s->frames = frames;
    if (rc == CG_OK)
        rc = cgu_grow(&heaps, &s->heaps_cap, s->nheaps + m, sizeof *s->heaps);
    s->heaps = heaps;
    if (rc == CG_OK)
        rc = cgu_grow(&bits, &s->bits_cap, s->nbits + nwords, sizeof *s->bits);
    s->bits = bits;
    if (rc == CG_OK)
        rc = cgu_grow(&codes, &s->codes_cap, s->ncodes + m, sizeof *s->codes);
    s->codes = codes;
    if (rc != CG_OK)
        return rc;
    frame *f = &s->frames[s->nframes++];
    memset(f, 0, sizeof *f);
    f->pos = s->nheaps;
    f->m = m;
    f->bits = s->nbits;
    f->codes = s->ncodes;
    durations_init(&f->normal);
    durations_init(&f->misere);
    memcpy(s->heaps + s->nheaps, b, m * sizeof *b);
    s->nheaps += m;
    memset(s->bits + s->nbits, 0, nwords * sizeof *s->bits);
    s->nbits += nwords;
    option_codes(s, s->heaps + f->pos, m, s->codes + s->ncodes);   /* b may be s->scratch */
    s->ncodes += m;
    return CG_OK;
}

/* Option k of frame f from the memo, by the code computed when f was
 * pushed or else by its heaps (then in s->scratch, *om heaps, either way
 * when it is not found). */
static int option_get(search *s, const frame *f, size_t k, cookie_values *v, size_t *om)
{
    uint64_t code = s->codes[f->codes + k], x;
    if (code != 0 && cgu_map64_get(&s->st->small, code, &x)) {
        unpack(x, v);
        return 1;
    }
    *om = cookie_reduced_option(s->heaps + f->pos, f->m, k, s->scratch);
    return code == 0 && memo_get(s, s->scratch, *om, v);
}

static void absorb(search *s, frame *f, const cookie_values *o)
{
    s->bits[f->bits + o->grundy / 64] |= UINT64_C(1) << (o->grundy % 64);
    durations_absorb(&f->normal, o->remoteness, o->suspense, 0);
    durations_absorb(&f->misere, o->misere_remoteness, o->misere_suspense, 1);
}

static void finish(const search *s, const frame *f, cookie_values *v)
{
    const uint64_t *bits = s->bits + f->bits;
    uint32_t g = 0;
    while (bits[g / 64] >> (g % 64) & 1)
        g++;
    v->grundy = g;
    durations_finish(&f->normal, &v->remoteness, &v->suspense);
    durations_finish(&f->misere, &v->misere_remoteness, &v->misere_suspense);
}

/* The nodes charged for searching a new position of m heaps. Its m options
 * are each reduced in O(m) and looked up by a key of O(m) words, so its work
 * grows as m^2: one node, and one more per 256 of m^2, keeps nodes in step
 * with time however many heaps (positions of up to 16 heaps count 1, as in
 * 1.1; one of 60 heaps counts 15). Without it a 60-heap position of a few
 * hundred bytes ran for minutes before the default node limit stopped it
 * (doc/development.md, "Figures behind the code's comments"). */
static uint64_t node_units(size_t m)
{
    return 1 + (uint64_t)m * m / 256;
}

static int run(search *s, const uint32_t *root, size_t m, cookie_values *out)
{
    int rc = cgu_ctx_charge(s->ctx, node_units(m));
    if (rc == CG_OK)
        rc = push(s, root, m);
    while (rc == CG_OK) {
        frame *f = &s->frames[s->nframes - 1];
        const uint32_t *b = s->heaps + f->pos;
        if (f->next < f->m) {
            size_t k = f->next++;
            if (k > 0 && b[k] == b[k - 1])
                continue;   /* eating either of two equal heaps is the same move */
            size_t om = 0;
            cookie_values ov;
            if (option_get(s, f, k, &ov, &om)) {
                absorb(s, f, &ov);
                continue;
            }
            rc = cgu_ctx_charge(s->ctx, node_units(om));
            if (rc == CG_OK)
                rc = push(s, s->scratch, om);
            continue;
        }
        cookie_values v;
        finish(s, f, &v);
        rc = memo_put(s, b, f->m, &v);
        if (rc != CG_OK)
            break;
        s->nframes--;
        s->nheaps -= f->m;
        s->nbits -= f->m / 64 + 1;
        s->ncodes -= f->m;
        if (s->nframes == 0) {
            *out = v;
            return CG_OK;
        }
        absorb(s, &s->frames[s->nframes - 1], &v);
    }
    return rc;
}

int cookie_search(cg_ctx *ctx, const uint32_t *b, size_t m, cookie_values *out)
{
    if (m > CG_POSITION_SEARCH_MAX_HEAPS)
        return CG_ERANGE;
    search s;
    memset(&s, 0, sizeof s);
    s.ctx = ctx;
    s.st = get_state(ctx);
    if (s.st == NULL)
        return CG_ENOMEM;
    /* Answer memoised small positions before allocating anything. */
    if (m <= SMALL_MAX && memo_get(&s, b, m, out))
        return CG_OK;
    s.scratch = cgu_malloc_array(m, sizeof *s.scratch);
    s.key = cgu_malloc_array(large_words(m), sizeof *s.key);
    int rc = CG_ENOMEM;
    if (s.scratch != NULL && s.key != NULL)
        rc = memo_get(&s, b, m, out) ? CG_OK : run(&s, b, m, out);
    cgu_free(s.frames);
    cgu_free(s.heaps);
    cgu_free(s.bits);
    cgu_free(s.codes);
    cgu_free(s.scratch);
    cgu_free(s.key);
    return rc;
}
