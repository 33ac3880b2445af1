/* The replicated mode (replicated.h). */
#include "replicated.h"

#include "share.h"
#include "tables/mpi_census.h"

typedef struct replicated {
    const tables_level_ops *ops;
    mpi_world *w;
    unsigned threads;
    void *ring;      /* three level structs */
    uint64_t *off;   /* ranks + 1 byte offsets of the shares of an array */
    /* The level being computed: whether it is stored, the progress. */
    int store;
    mpi_progress *progress;
} replicated;

static void *level_at(const replicated *s, uint32_t n)
{
    return census_ring_level(s->ops, s->ring, n);
}

/* Rank r's share of level n's items; a level too small to split (no items)
 * is computed whole by every rank. */
static void share_items(const replicated *s, int r, uint32_t n, uint64_t *begin, uint64_t *end)
{
    *begin = *end = 0;
    uint64_t items = s->ops->items(n);
    if (items > 0)
        share_of(items, s->ops->item_align, s->w->ranks, r, begin, end);
}

/* Every rank's share of level n's stored arrays, onto every rank. */
static void assemble(replicated *s, uint32_t n)
{
    const tables_level_ops *ops = s->ops;
    void *lv = level_at(s, n);
    if (ops->items(n) == 0)
        return;   /* every rank computed it whole */
    uint8_t *array[LEVEL_MAX_ARRAYS];
    unsigned count = ops->arrays(lv, array);
    for (int r = 0; r < s->w->ranks; r++) {
        uint64_t begin, end, first, last;
        share_items(s, r, n, &begin, &end);
        ops->item_bytes(lv, begin, end, &first, &last);
        s->off[r] = first;
        s->off[r + 1] = last;   /* the next share's first, or the array's end */
    }
    for (unsigned i = 0; i < count; i++)
        world_allgather(s->w, array[i], s->off);
}

/* This rank's share of level n at width, then the level assembled on every
 * rank (the status agreed first: every rank takes the same path). */
static int attempt(void *state, uint32_t n, unsigned width, tables_level_stats *stats)
{
    replicated *s = state;
    const tables_level_ops *ops = s->ops;
    void *cur = level_at(s, n);
    const void *l1 = n >= 1 ? level_at(s, n - 1) : NULL;
    const void *l2 = n >= 2 ? level_at(s, n - 2) : NULL;
    uint64_t begin, end;
    share_items(s, s->w->rank, n, &begin, &end);
    int whole = ops->items(n) == 0;
    uint64_t positions = whole ? ops->positions(n) : ops->positions(n) / ops->items(n) * (end - begin);
    cgu_progress *prog = mpi_progress_level(s->progress, n, positions);
    int rc = ops->init(cur, n, s->store ? width : 0);
    if (rc == CG_OK)
        rc = whole ? ops->compute(cur, l1, l2, width, s->threads, prog, stats)
                   : ops->compute_items(cur, l1, l2, width, s->threads, prog, stats, begin, end);
    rc = world_agree(s->w, rc);
    if (rc == CG_OK && s->store)
        assemble(s, n);
    return rc;
}

/* This rank's share of level n, as the threaded driver computes a level:
 * widened and computed again while a value does not fit. */
static int level(void *state, uint32_t n, int store, unsigned *width, mpi_progress *progress,
                 tables_level_stats *stats)
{
    replicated *s = state;
    s->ops->free(level_at(s, n));   /* level n-3 is no longer needed */
    s->store = store;
    s->progress = progress;
    return census_level_widening(s->w, s->ops, s->ring, n, width, stats, attempt, s);
}

/* The bytes of level n this rank saves: its share, or the whole level when
 * every rank computes it whole (the checkpoint's default range). */
static void share_bytes(void *state, const void *lv, uint32_t n, uint64_t *first, uint64_t *last)
{
    const replicated *s = state;
    if (s->ops->items(n) == 0)
        return;
    uint64_t begin, end;
    share_items(s, s->w->rank, n, &begin, &end);
    s->ops->item_bytes(lv, begin, end, first, last);
}

static int init_level(void *state, void *lv, uint32_t n, unsigned width)
{
    const replicated *s = state;
    return s->ops->init(lv, n, width);
}

/* The shares read from a checkpoint, onto every rank. */
static int resumed(void *state, uint32_t next, uint32_t nmax)
{
    for (uint32_t n = next >= 2 ? next - 2 : 0; n < next && n < nmax; n++)
        assemble(state, n);
    return CG_OK;
}

/* The ring of three whole levels, and the round buffer of the assembly. */
static uint64_t peak_bytes(void *state, uint32_t nmax)
{
    const replicated *s = state;
    return tables_levels_ring_bytes(s->ops, nmax) + (uint64_t)s->w->ranks * s->w->chunk;
}

static void release(void *state)
{
    replicated *s = state;
    if (s == NULL)
        return;
    for (uint32_t i = 0; s->ring != NULL && i < 3; i++)
        s->ops->free(level_at(s, i));
    cgu_free(s->ring);
    cgu_free(s->off);
    cgu_free(s);
}

int replicated_mode(const mpi_engine *e, mpi_world *w, unsigned threads, census_mode *m)
{
    replicated *s = cgu_calloc(1, sizeof *s);
    *m = (census_mode){ s, NULL, level, share_bytes, init_level, resumed, peak_bytes, release };
    if (s == NULL)
        return CG_ENOMEM;
    *s = (replicated){ e->ops, w, threads, cgu_calloc(3, e->ops->size),
                       cgu_calloc((size_t)w->ranks + 1, sizeof(uint64_t)), 0, NULL };
    m->ring = s->ring;
    return s->ring != NULL && s->off != NULL ? CG_OK : CG_ENOMEM;
}
