/*
 * The Cookie Cutter search on boards of at most 8 x 8 cells, one 64-bit word
 * per part (see small.h). A part's value is the mex over its distinct options;
 * an option is the part less the cookies under one placement, split into the
 * groups no placement touches together, each group trimmed to the origin and
 * looked up under its canonical key (the smallest word among its mirror images
 * that keep the clamped cutter's shape). Distinct options: placements that
 * cover the same cookies give the same option, and overhanging placements near
 * a small part do so often, so each covered set is evaluated once.
 *
 * The recursion is on parts with fewer cookies, so it is at most 64 deep.
 * A child's value is returned to its parent directly, never read back from
 * the table, which may have replaced it by then.
 */
#include "small.h"

#include <string.h>

#include <cookiegame/common.h>

#include "table_file.h"
#include "util/alloc.h"
#include "util/clock.h"

/* The box of parts up to 4 x 4: 16 clamped cutters times 2^16 patterns. */
#define CUTTER_BOX_BYTES ((size_t)16 << 16)

#define COL0 UINT64_C(0x0101010101010101)
/* Placements of a cutter on a part: at most (8 + 7) x (8 + 7). */
#define CUTTER_MAX_OPTIONS 225
#define CUTTER_DEDUP_SLOTS 512

/* A group of cookies ready for the table. */
typedef struct cutter_group {
    uint64_t part;          /* at the origin */
    uint64_t hash;          /* of its canonical word (cutter_table_hash) */
    uint32_t box;           /* its index in the table's box, when at most 4 x 4 */
    uint8_t h, w, cr, cc;   /* its size and its clamped cutter */
} cutter_group;

/* A sum has at most 32 groups of two or more cookies; a level holds the
 * groups of a run of options (at least one option's). */
#define CUTTER_MAX_GROUPS_PER_SUM 32
#define CUTTER_GROUPS 512

/* The scratch of one part being searched, one per depth of the recursion. */
typedef struct cutter_level {
    uint64_t options[CUTTER_MAX_OPTIONS];   /* distinct covered sets */
    uint32_t first[CUTTER_MAX_OPTIONS + 1]; /* option k's groups: first[k] .. first[k + 1] */
    uint32_t ones[CUTTER_MAX_OPTIONS];      /* nim-sum of option k's single cookies */
    cutter_group groups[CUTTER_GROUPS];
} cutter_level;

typedef struct small_search {
    cg_ctx *ctx;
    cutter_table *t;
    uint32_t cr, cc;                          /* the board's cutter, clamped to 8 x 8 */
    int can_grow;                             /* 0 while the budget refuses a doubling */
    uint64_t grow_wait;                       /* stores until it is asked again; 0: never */
    cutter_level *levels;                        /* one per depth: 0 the board, 1.. its parts */
    uint64_t dedup[CUTTER_DEDUP_SLOTS];          /* covered sets seen; 0 = free */
    uint64_t uncharged;                       /* options examined, not yet charged */
    uint64_t work;                            /* options examined in all: a part's cost */
    const char *checkpoint;                   /* or NULL */
    uint64_t next_clock;                      /* work at which to look at the clock */
    double saved_at;                          /* when the checkpoint was last saved */
    double save_gap;                          /* seconds from one save to the next */
} small_search;

double cutter_save_every = 15 * 60;
/* Options examined between two looks at the clock: about a second's work. */
#define CLOCK_EVERY (UINT64_C(1) << 22)


/* Save the checkpoint when it is time to: CG_OK or the failure to save. */
static int save_when_due(small_search *s)
{
    if (s->checkpoint == NULL || s->work < s->next_clock)
        return CG_OK;
    s->next_clock = s->work + CLOCK_EVERY;
    double now = cgu_now_seconds();
    if (now - s->saved_at < s->save_gap)
        return CG_OK;
    int rc = cutter_table_save(s->t, s->checkpoint);
    s->saved_at = cgu_now_seconds();
    double took = s->saved_at - now;
    s->save_gap = 20 * took > cutter_save_every ? 20 * took : cutter_save_every;
    return rc;
}

/* Options examined are charged one node per OPTIONS_PER_NODE: an option here
 * costs about an eighth of one of the general search (a part is one word),
 * and the limit's nodes should take about the same time in both. */
#define OPTIONS_PER_NODE 8

uint64_t cutter_small_flip_rows(uint64_t x, uint32_t h)
{
    return __builtin_bswap64(x) >> (8 * (8 - h));
}

uint64_t cutter_small_flip_cols(uint64_t x, uint32_t w)
{
    /* Reverse the bits of each byte: column c goes to 7 - c, and the columns
     * w..7 were empty, so the low 8 - w bits of every byte are now 0 and one
     * shift of the whole word moves each row back to the origin. */
    x = ((x >> 1) & UINT64_C(0x5555555555555555)) | ((x & UINT64_C(0x5555555555555555)) << 1);
    x = ((x >> 2) & UINT64_C(0x3333333333333333)) | ((x & UINT64_C(0x3333333333333333)) << 2);
    x = ((x >> 4) & UINT64_C(0x0f0f0f0f0f0f0f0f)) | ((x & UINT64_C(0x0f0f0f0f0f0f0f0f)) << 4);
    return x >> (8 - w);
}

uint64_t cutter_small_transpose(uint64_t x)
{
    /* Three delta swaps exchange the 4 x 4, 2 x 2 and 1 x 1 blocks across the
     * diagonal (Hacker's Delight, 7-3). */
    uint64_t t;
    t = UINT64_C(0x0f0f0f0f00000000) & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = UINT64_C(0x3333000033330000) & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = UINT64_C(0x5500550055005500) & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    return x;
}

/* The columns used by x, as one byte. */
static uint32_t used_cols(uint64_t x)
{
    x |= x >> 32;
    x |= x >> 16;
    x |= x >> 8;
    return (uint32_t)(x & 0xff);
}

/* Translate a non-empty part to the origin; its height and width. */
static uint64_t normalize(uint64_t x, uint32_t *h, uint32_t *w)
{
    x >>= (__builtin_ctzll(x) & ~7);
    uint32_t cols = used_cols(x), c0 = (uint32_t)__builtin_ctz(cols);
    /* Columns below c0 are empty, so no bit crosses into the row below. */
    x >>= c0;
    *w = 32 - (uint32_t)__builtin_clz(cols >> c0);
    *h = (63 - (uint32_t)__builtin_clzll(x)) / 8 + 1;
    return x;
}

static uint64_t min64(uint64_t a, uint64_t b)
{
    return a < b ? a : b;
}

/* The smallest word among the images of part x (h x w at the origin) that keep
 * a cutter's shape: the row and column reflections, and with a square cutter
 * the transposes too. */
static uint64_t canonical(uint64_t x, uint32_t h, uint32_t w, int square)
{
    uint64_t v = cutter_small_flip_rows(x, h);
    uint64_t best = min64(min64(x, v), min64(cutter_small_flip_cols(x, w), cutter_small_flip_cols(v, w)));
    if (square) {
        uint64_t t = cutter_small_transpose(x), tv = cutter_small_flip_rows(t, w);
        best = min64(best, min64(min64(t, tv),
                                 min64(cutter_small_flip_cols(t, h), cutter_small_flip_cols(tv, h))));
    }
    return best;
}

/* Cells within cr - 1 rows and cc - 1 columns of a cell of x: the cells one
 * placement can remove together with it. */
static uint64_t dilate(uint64_t x, uint32_t cr, uint32_t cc)
{
    /* One column, then one row, at a time; the masks keep a row's ends from
     * spilling into the next row. */
    for (uint32_t s = 1; s < cc; s++)
        x |= ((x << 1) & ~COL0) | ((x >> 1) & ~(COL0 << 7));
    for (uint32_t s = 1; s < cr; s++)
        x |= x << 8 | x >> 8;
    return x;
}

/* Stores between two requests to double a table the budget refused: the
 * memory the process may use changes during a long search (other programs
 * end), and a search of hours that asked once would replace values for the
 * rest of its run. About a minute of search on 7 x 7 boards. */
#define GROW_RETRY_STORES (UINT64_C(1) << 24)

/* Store a value: the table grows at three quarters full as long as the
 * budget allows; beyond it, values replace others, and the budget is asked
 * again every GROW_RETRY_STORES stores. */
static int table_store(small_search *s, uint64_t hash, uint32_t value, uint64_t work)
{
    cutter_table *t = s->t;
    if (!s->can_grow && s->grow_wait != 0 && --s->grow_wait == 0)
        s->can_grow = 1;
    if (s->can_grow && (t->capacity == 0 || 4 * (t->count + 1) > 3 * t->capacity)) {
        int rc = cutter_table_grow(s->ctx, t);
        if (rc != CG_OK && t->capacity == 0)
            return rc;   /* not even a first table */
        s->can_grow = rc == CG_OK;
        s->grow_wait = rc == CG_OK ? 0 : GROW_RETRY_STORES;
    }
    /* A full window replaces its cheapest value rather than doubling the
     * table: it happens below three quarters too (a few percent of stores,
     * 10 353 of 300 212 on 6 x 6 under 3 x 3), and costs only a search
     * made again. */
    cutter_table_place(t, hash, value, cutter_table_cost(work), 1);
    return CG_OK;
}

/* The distinct non-empty sets of cookies of part (h x w) that a placement of a
 * cr x cc cutter covers, into opts; their number. */
static size_t distinct_cuts(small_search *s, uint64_t part, uint32_t h, uint32_t w, uint32_t cr,
                            uint32_t cc, uint64_t *opts)
{
    size_t n = 0, nslots = (size_t)(h + cr - 1) * (w + cc - 1) * 2;
    size_t slots = 16;
    while (slots < nslots)
        slots *= 2;
    memset(s->dedup, 0, slots * sizeof s->dedup[0]);
    for (int32_t pr = -(int32_t)(cr - 1); pr < (int32_t)h; pr++) {
        uint32_t r0 = pr < 0 ? 0 : (uint32_t)pr, r1 = (uint32_t)(pr + (int32_t)cr);
        if (r1 > h)
            r1 = h;
        uint64_t rows = ((r1 - r0 == 8) ? UINT64_MAX : ((UINT64_C(1) << (8 * (r1 - r0))) - 1))
                        << (8 * r0);
        for (int32_t pc = -(int32_t)(cc - 1); pc < (int32_t)w; pc++) {
            uint32_t c0 = pc < 0 ? 0 : (uint32_t)pc, c1 = (uint32_t)(pc + (int32_t)cc);
            if (c1 > w)
                c1 = w;
            uint64_t cut = part & rows & (COL0 * (((1u << (c1 - c0)) - 1) << c0));
            if (cut == 0)
                continue;
            size_t i = (size_t)cutter_table_hash(cut) & (slots - 1);
            while (s->dedup[i] != 0 && s->dedup[i] != cut)
                i = (i + 1) & (slots - 1);
            if (s->dedup[i] == 0) {
                s->dedup[i] = cut;
                opts[n++] = cut;
            }
        }
    }
    return n;
}

/* Describe group g (at least two cookies, anywhere on the board): trimmed to
 * the origin, its clamped cutter, its canonical key; and ask the memory for
 * its slot in the table now, so that the lookup later does not wait. */
static void describe(const small_search *s, uint64_t g, cutter_group *out)
{
    uint32_t h, w;
    g = normalize(g, &h, &w);
    uint32_t cr = s->cr < h ? s->cr : h, cc = s->cc < w ? s->cc : w;
    out->part = g;
    out->h = (uint8_t)h;
    out->w = (uint8_t)w;
    out->cr = (uint8_t)cr;
    out->cc = (uint8_t)cc;
    if (h <= 4 && w <= 4) {
        uint32_t cells = (uint32_t)((g & 0xf) | (g >> 4 & 0xf0) | (g >> 8 & 0xf00) | (g >> 12 & 0xf000));
        out->box = ((cr - 1) * 4 + cc - 1) << 16 | cells;
        return;
    }
    /* The table's key leaves the clamped cutter out, so it must follow from
     * the key's word: a transposed word would pass for a part of the other
     * shape, whose clamped cutter differs when the board's cutter is not
     * square. Transposes are used only when it is. */
    out->hash = cutter_table_hash(canonical(g, h, w, cr == cc && s->cr == s->cc));
    cutter_table_prefetch(s->t, out->hash);
}

/* Split x into its groups under a cr x cc cutter: those of two or more
 * cookies described into g (at most CUTTER_MAX_GROUPS_PER_SUM of them); the
 * nim-sum of the single cookies (value 1 each) in *ones. Their number. */
static size_t split(const small_search *s, uint64_t x, uint32_t cr, uint32_t cc, cutter_group *g,
                    uint32_t *ones)
{
    size_t n = 0;
    *ones = 0;
    while (x != 0) {
        uint64_t group = x & -x, prev;
        do {
            prev = group;
            group = dilate(group, cr, cc) & x;
        } while (group != prev);
        x &= ~group;
        if ((group & (group - 1)) == 0)
            *ones ^= 1;   /* one cookie: one move, to the empty board */
        else
            describe(s, group, &g[n++]);
    }
    return n;
}

static int part_search(small_search *s, const cutter_group *g, uint32_t depth, uint32_t *out);

static int group_value(small_search *s, const cutter_group *g, uint32_t depth, uint32_t *out)
{
    if (g->h <= 4 && g->w <= 4) {
        uint8_t b = s->t->box[g->box];
        if (b != 0) {
            *out = b - 1u;
            return CG_OK;
        }
        return part_search(s, g, depth, out);
    }
    if (cutter_table_find(s->t, g->hash, out))
        return CG_OK;
    return part_search(s, g, depth, out);
}

/* The value of group g, not in the table: the mex over its distinct options.
 * The groups of a run of options are described first and looked up after,
 * so that the table's memory is fetched for all of them at once. */
static int part_search(small_search *s, const cutter_group *g, uint32_t depth, uint32_t *out)
{
    cutter_level *lv = &s->levels[depth];
    size_t n = distinct_cuts(s, g->part, g->h, g->w, g->cr, g->cc, lv->options);
    uint64_t work0 = s->work;
    s->work += n;
    s->uncharged += n;
    int rc = cgu_ctx_charge(s->ctx, s->uncharged / OPTIONS_PER_NODE);
    s->uncharged %= OPTIONS_PER_NODE;
    if (rc == CG_OK)
        rc = save_when_due(s);
    if (rc != CG_OK)
        return rc;
    uint64_t seen[4] = { 0, 0, 0, 0 };   /* values below 256 */
    for (size_t i = 0; i < n;) {
        size_t k = 0, ng = 0;
        for (; i < n && ng + CUTTER_MAX_GROUPS_PER_SUM <= CUTTER_GROUPS; i++, k++) {
            lv->first[k] = (uint32_t)ng;
            ng += split(s, g->part & ~lv->options[i], g->cr, g->cc, &lv->groups[ng], &lv->ones[k]);
        }
        lv->first[k] = (uint32_t)ng;
        for (size_t o = 0; o < k; o++) {
            uint32_t x = lv->ones[o], v;
            for (uint32_t j = lv->first[o]; j < lv->first[o + 1]; j++) {
                if ((rc = group_value(s, &lv->groups[j], depth + 1, &v)) != CG_OK)
                    return rc;
                x ^= v;
            }
            seen[x >> 6] |= UINT64_C(1) << (x & 63);
        }
    }
    uint32_t mex = 0;
    while (seen[mex >> 6] == UINT64_MAX)
        mex += 64;
    mex += (uint32_t)__builtin_ctzll(~seen[mex >> 6]);
    if (g->h <= 4 && g->w <= 4)
        s->t->box[g->box] = (uint8_t)(mex + 1);   /* at most 49 options: mex <= 49 */
    else if ((rc = table_store(s, g->hash, mex, s->work - work0)) != CG_OK)
        return rc;
    *out = mex;
    return CG_OK;
}

int cutter_small_grundy(cg_ctx *ctx, cutter_table *t, uint64_t board, uint32_t cr, uint32_t cc,
                        const char *checkpoint, uint32_t *g)
{
    small_search *s = cgu_malloc(sizeof *s);
    /* Level 0 holds the board's groups; a part searched at depth d >= 1 has at
     * most cookies + 1 - d cookies and at least two, so cookies + 1 levels
     * are enough (65 at most). */
    size_t need = (size_t)__builtin_popcountll(board) + 1;
    int rc = s == NULL ? CG_ENOMEM : CG_OK;
    if (rc == CG_OK && t->nlevels < need) {
        cgu_free(t->levels);
        t->levels = NULL;
        t->nlevels = 0;
        rc = cgu_ctx_reserve(ctx, need * sizeof(cutter_level), "cutter: the search's scratch");
        if (rc == CG_OK && (t->levels = cgu_malloc_array(need, sizeof(cutter_level))) == NULL)
            rc = CG_ENOMEM;
        if (rc == CG_OK)
            t->nlevels = need;
    }
    cutter_level *levels = t->levels;
    if (rc == CG_OK) {
        s->ctx = ctx;
        s->t = t;
        s->cr = cr > CUTTER_SMALL_SIDE ? CUTTER_SMALL_SIDE : cr;
        s->cc = cc > CUTTER_SMALL_SIDE ? CUTTER_SMALL_SIDE : cc;
        s->levels = levels;
        s->grow_wait = 0;   /* a kept table past the budget (below) never grows */
        s->uncharged = 0;
        s->work = 0;
        s->checkpoint = checkpoint;
        s->next_clock = CLOCK_EVERY;
        s->saved_at = cgu_now_seconds();
        s->save_gap = cutter_save_every;
        /* A table holds the parts of one board cutter (the key leaves the
         * clamped cutter out), so another cutter starts it afresh. */
        if (t->cr != s->cr || t->cc != s->cc) {
            cutter_table_clear(t);
            t->cr = s->cr;
            t->cc = s->cc;
        }
        if (t->box == NULL) {
            rc = cgu_ctx_reserve(ctx, CUTTER_BOX_BYTES, "cutter: the table of small parts");
            if (rc == CG_OK && (t->box = cgu_calloc(CUTTER_BOX_BYTES, 1)) == NULL)
                rc = CG_ENOMEM;
        }
        /* A table read back is counted by the reading (CG_ENOMEM if it does
         * not fit); one kept from earlier calls counts against this call's
         * budget too, and if it no longer fits, it stops growing. */
        const uint64_t *kept = t->slots;
        if (rc == CG_OK && checkpoint != NULL)
            rc = cutter_table_load(ctx, t, s->cr, s->cc, checkpoint);
        s->can_grow = t->capacity == 0 || t->slots != kept ||
                      cgu_ctx_reserve(ctx, t->capacity * sizeof t->slots[0],
                                      "cutter: the transposition table") == CG_OK;
        uint32_t x = 0;
        size_t n = rc == CG_OK ? split(s, board, s->cr, s->cc, levels[0].groups, &x) : 0;
        for (size_t i = 0; i < n && rc == CG_OK; i++) {
            uint32_t v = 0;
            rc = group_value(s, &levels[0].groups[i], 1, &v);
            x ^= v;
        }
        /* Stopped to go on later, or done: the table is saved either way. */
        if (checkpoint != NULL && (rc == CG_OK || rc == CG_ELIMIT || rc == CG_ECANCELED)) {
            int saved = cutter_table_save(t, checkpoint);
            if (saved != CG_OK)
                rc = saved;
        }
        if (rc == CG_OK)
            *g = x;
    }
    cgu_free(s);
    return rc;
}
