/*
 * The hunt for positions of a Grundy value (cg_position_hunt, cookie.h): the
 * predecessors of the given positions, sorted, evaluated by the memoised
 * search on several threads, the results merged in the sorted order.
 *
 * Candidates are fixed-width records: the number of heaps, then the heaps,
 * padded with zeros, so comparing whole records orders them by number of
 * heaps, then lexicographically. They are evaluated in segments: the workers
 * take chunks of a segment from a shared counter (util/parallel.h), each with
 * its own context, writing each candidate's value into the segment's buffer;
 * the calling thread then walks the segment in order, so what the caller sees
 * (the found callback, the per-level figures) does not depend on the threads.
 * Between segments the state is saved to the checkpoint (at most once a
 * second): how many candidates are done, the per-level figures and the
 * candidates found, bound to the candidate list by its CRC.
 *
 * The checkpoint (one file, every integer in the machine's byte order):
 * "CGHUNT01", u32 value, u32 max_heaps, u64 candidates, u32 CRC-32C of the
 * sorted candidate records, u64 done, u32 CRC of those 36 bytes; then u64
 * candidates[max_heaps + 1], u32 largest[max_heaps + 1], u64 found, and per
 * candidate found its u64 index in the sorted list and u32 value, then the
 * u32 CRC of that block; last the u32 CRC of every byte before it. Written
 * and read through util/ckfile.h.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame/cookie.h>

#include "hunt.h"
#include "position.h"
#include "util/alloc.h"
#include "util/ckfile.h"
#include "util/clock.h"
#include "util/crc32c.h"
#include "util/ctx.h"
#include "util/detail.h"
#include "util/export.h"
#include "util/parallel.h"
#include "util/sysmem.h"

/* The hunt's memory is a budget: the caller's memory limit, of which the
 * list of candidates comes off the top, or without one this share of the
 * memory the process may still use when the evaluation starts (the list
 * made, so already out of it). It is shared equally by the workers' search
 * caches. A worker keeps every position it evaluates (neighbouring
 * candidates share most of their positions, and the candidates are sorted)
 * until a search would pass its share: then its caches are cleared and that
 * candidate is searched again, once. */
#define UNLIMITED_SHARE_NUM 3u
#define UNLIMITED_SHARE_DEN 4u
/* Candidates a worker takes at a time, and per worker in a segment. Each
 * worker's cache serves only its own chunks, so a chunk is long, a run of
 * neighbouring candidates that share most of their positions. On a hunt of
 * 103 000 candidates two threads spent 1.5 times the CPU time of one with
 * chunks of 128, about 1.4 times with chunks of 1024 to 4096: the rest is the
 * positions that both caches compute, which chunks cannot avoid. A segment
 * of four chunks per worker keeps the wait at its end and the distance to
 * the last checkpoint to a fraction of a second. */
#define CHUNK 2048u
#define SEGMENT_PER_THREAD 8192u
/* Seconds between two checkpoints. */
#define SAVE_EVERY 1.0

static const char hunt_magic[8] = { 'C', 'G', 'H', 'U', 'N', 'T', '0', '1' };

typedef struct records {
    uint32_t *data;
    uint64_t count, capacity;
    size_t width;   /* max_heaps + 1 words */
    size_t min_heaps;   /* fewer heaps: not a candidate */
    cg_ctx *ctx;    /* charged for the memory */
    int status;     /* CG_ENOMEM once an allocation failed */
} records;

static const uint32_t *record(const records *s, uint64_t i)
{
    return s->data + i * s->width;
}

static int compare(const uint32_t *a, const uint32_t *b, size_t width)
{
    for (size_t i = 0; i < width; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

static void swap(uint32_t *a, uint32_t *b, size_t width)
{
    for (size_t i = 0; i < width; i++) {
        uint32_t t = a[i];
        a[i] = b[i];
        b[i] = t;
    }
}

/* Heapsort of the records: in place (the list can take most of the memory)
 * and with the width as an argument (qsort's comparator has none). */
static void sift(records *s, uint64_t root, uint64_t end)
{
    uint32_t *d = s->data;
    size_t w = s->width;
    for (uint64_t child; (child = 2 * root + 1) < end; root = child) {
        if (child + 1 < end && compare(d + child * w, d + (child + 1) * w, w) < 0)
            child++;
        if (compare(d + root * w, d + child * w, w) >= 0)
            return;
        swap(d + root * w, d + child * w, w);
    }
}

/* Sort and drop repeats (a position is a predecessor of several inputs). */
static void sort_unique(records *s)
{
    size_t w = s->width;
    for (uint64_t i = s->count / 2; i-- > 0;)
        sift(s, i, s->count);
    for (uint64_t end = s->count; end > 1; end--) {
        swap(s->data, s->data + (end - 1) * w, w);
        sift(s, 0, end - 1);
    }
    uint64_t kept = s->count > 0;
    for (uint64_t i = 1; i < s->count; i++)
        if (compare(record(s, kept - 1), record(s, i), w) != 0)
            memmove(s->data + kept++ * w, record(s, i), w * sizeof *s->data);
    s->count = kept;
}

static int add_candidate(void *user_data, const cg_position *p)
{
    records *s = user_data;
    size_t n = cg_position_size(p);
    if (n + 1 > s->width || n < s->min_heaps)
        return 0;   /* more or fewer heaps than the hunt examines */
    if (s->count == s->capacity) {
        uint64_t cap = s->capacity ? 2 * s->capacity : 4096;
        uint64_t bytes = (cap - s->capacity) * s->width * sizeof *s->data;
        uint32_t *d = NULL;
        s->status = cgu_ctx_reserve(s->ctx, bytes, "hunt: the list of candidates");
        if (s->status == CG_OK && cap <= SIZE_MAX / (s->width * sizeof *d)) {
            d = cgu_realloc_array(s->data, (size_t)cap, s->width * sizeof *d);
            if (d == NULL)
                s->status = CG_ENOMEM;
        } else if (s->status == CG_OK) {
            s->status = CG_ENOMEM;
        }
        if (d == NULL)
            return 1;
        s->data = d;
        s->capacity = cap;
    }
    uint32_t *r = s->data + s->count * s->width;
    memset(r, 0, s->width * sizeof *r);
    r[0] = (uint32_t)n;
    for (size_t k = 0; k < n; k++)
        r[1 + k] = cg_position_heap(p, k);
    s->count++;
    return 0;
}

/* ---- the state a checkpoint keeps ---- */

typedef struct found_entry {
    uint64_t index;
    uint32_t value;
} found_entry;

typedef struct hunt_state {
    uint32_t value, max_heaps;
    uint64_t count;        /* candidates */
    uint32_t fingerprint;  /* CRC of their records */
    uint64_t done;         /* candidates [0, done) evaluated */
    uint64_t *candidates;  /* per number of heaps, max_heaps + 1 */
    uint32_t *largest;
    found_entry *found;    /* kept only with a checkpoint */
    uint64_t nfound, found_cap;
} hunt_state;

static int write_state(cgu_ck_writer *w, const void *arg)
{
    const hunt_state *h = arg;
    uint32_t head[2] = { h->value, h->max_heaps };
    size_t levels = (size_t)h->max_heaps + 1;
    if (cgu_ck_put(w, hunt_magic, sizeof hunt_magic) || cgu_ck_put(w, head, sizeof head) ||
        cgu_ck_put(w, &h->count, sizeof h->count) ||
        cgu_ck_put(w, &h->fingerprint, sizeof h->fingerprint) ||
        cgu_ck_put(w, &h->done, sizeof h->done) || cgu_ck_put_file_crc(w))
        return -1;
    cgu_ck_begin_block(w);
    if (cgu_ck_put(w, h->candidates, levels * sizeof *h->candidates) ||
        cgu_ck_put(w, h->largest, levels * sizeof *h->largest) ||
        cgu_ck_put(w, &h->nfound, sizeof h->nfound))
        return -1;
    for (uint64_t i = 0; i < h->nfound; i++)
        if (cgu_ck_put(w, &h->found[i].index, sizeof h->found[i].index) ||
            cgu_ck_put(w, &h->found[i].value, sizeof h->found[i].value))
            return -1;
    return cgu_ck_put_block_crc(w) || cgu_ck_put_file_crc(w);
}

static int add_found(hunt_state *h, uint64_t index, uint32_t value)
{
    if (h->nfound == h->found_cap) {
        uint64_t cap = h->found_cap ? 2 * h->found_cap : 64;
        found_entry *f = cap <= SIZE_MAX / sizeof *f
                             ? cgu_realloc_array(h->found, (size_t)cap, sizeof *f)
                             : NULL;
        if (f == NULL)
            return CG_ENOMEM;
        h->found = f;
        h->found_cap = cap;
    }
    h->found[h->nfound++] = (found_entry){ index, value };
    return CG_OK;
}

/* What the file says, checked against the hunt being run and for sense:
 * the counts add up to the candidates done, every found candidate is one of
 * them, in order, of value at least G and at most the largest of its level. */
static int check_state(const cgu_ck_reader *r, const hunt_state *h, const records *s,
                       uint64_t levels_at)
{
    uint64_t sum = 0;
    for (uint32_t n = 0; n <= h->max_heaps; n++) {
        sum += h->candidates[n];
        if (h->largest[n] > n || (h->candidates[n] == 0 && h->largest[n] != 0))
            return cgu_ck_damaged(r, levels_at, "an impossible largest value");
    }
    if (sum != h->done)
        return cgu_ck_damaged(r, levels_at, "the counts per level do not add up to the candidates done");
    for (uint64_t i = 0; i < h->nfound; i++) {
        const found_entry *f = &h->found[i];
        if (f->index >= h->done || (i > 0 && f->index <= h->found[i - 1].index))
            return cgu_ck_damaged(r, levels_at, "a found candidate out of order or not yet evaluated");
        uint32_t n = record(s, f->index)[0];
        if (f->value < h->value || f->value > h->largest[n])
            return cgu_ck_damaged(r, levels_at, "a found candidate of an impossible value");
    }
    return CG_OK;
}

/* Read the checkpoint at path into h (whose value, max_heaps, count and
 * fingerprint are those of this hunt): CG_OK with h->done 0 when there is
 * none. */
static int read_state(const char *path, hunt_state *h, const records *s)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return errno == ENOENT ? CG_OK : cgu_ck_io_fail(CG_EINVAL, "open it", path, errno);
    cgu_ck_reader r = { f, path, 0, 0, 0 };
    char magic[8];
    uint32_t head[2], fingerprint = 0;
    uint64_t count = 0, done = 0, nfound = 0;
    size_t levels = (size_t)h->max_heaps + 1;
    int rc = cgu_ck_get(&r, magic, sizeof magic);
    if (rc == CG_OK && memcmp(magic, hunt_magic, sizeof magic) != 0)
        rc = cgu_ck_damaged(&r, 0, "not a hunt checkpoint");
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, head, sizeof head);
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, &count, sizeof count);
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, &fingerprint, sizeof fingerprint);
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, &done, sizeof done);
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.file_crc, 0, "checksum mismatch in the header");
    if (rc == CG_OK && (head[0] != h->value || head[1] != h->max_heaps || count != h->count ||
                        fingerprint != h->fingerprint))
        rc = cgu_fail(CG_EDOMAIN,
                      "checkpoint %s: another hunt's (value %u, to %u heaps, %llu candidates; this "
                      "one: value %u, to %u heaps, %llu candidates%s): give another file, or "
                      "remove it to start again",
                      path, head[0], head[1], (unsigned long long)count, h->value, h->max_heaps,
                      (unsigned long long)h->count,
                      head[0] == h->value && head[1] == h->max_heaps && count == h->count
                          ? ", other positions" : "");
    if (rc == CG_OK && done > count)
        rc = cgu_ck_damaged(&r, 28, "more candidates done than there are");
    uint64_t levels_at = r.at;
    r.block_crc = 0;
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, h->candidates, levels * sizeof *h->candidates);
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, h->largest, levels * sizeof *h->largest);
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, &nfound, sizeof nfound);
    if (rc == CG_OK && nfound > done)
        rc = cgu_ck_damaged(&r, r.at - sizeof nfound, "more candidates found than done");
    for (uint64_t i = 0; rc == CG_OK && i < nfound; i++) {
        found_entry e;
        rc = cgu_ck_get(&r, &e.index, sizeof e.index);
        if (rc == CG_OK)
            rc = cgu_ck_get(&r, &e.value, sizeof e.value);
        if (rc == CG_OK)
            rc = add_found(h, e.index, e.value);
    }
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.block_crc, levels_at, "checksum mismatch in the results");
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.file_crc, 0, "checksum mismatch of the whole file");
    if (rc == CG_OK)
        rc = cgu_ck_check_end(&r);
    h->done = done;
    if (rc == CG_OK)
        rc = check_state(&r, h, s, levels_at);
    fclose(f);
    if (rc != CG_OK) {
        h->done = h->nfound = 0;
        memset(h->candidates, 0, levels * sizeof *h->candidates);
        memset(h->largest, 0, levels * sizeof *h->largest);
    }
    return rc;
}

/* ---- evaluation ---- */

typedef struct segment {
    const records *s;
    uint64_t first;     /* candidate of values[0] */
    uint16_t *values;   /* values are at most the number of heaps, <= 4096 */
    cg_ctx **workers;
    uint64_t *cached;   /* per worker: bytes its caches were charged since cleared */
    uint64_t share;     /* bytes per worker for its caches; 0 when nothing bounds them */
} segment;

/* The value of p on a worker's context, within the worker's share. */
static int evaluate_one(segment *seg, unsigned worker, const cg_position *p, uint32_t *g)
{
    cg_ctx *ctx = seg->workers[worker];
    uint64_t *cached = &seg->cached[worker];
    for (;;) {
        if (seg->share != 0) {
            if (*cached >= seg->share) {
                cg_ctx_clear(ctx);
                *cached = 0;
            }
            cg_ctx_set_memory_limit(ctx, seg->share - *cached);
        }
        uint64_t before = *cached;
        int rc = cg_position_grundy(ctx, p, g);
        /* What the call set aside (ctx->reserved stays until the next call). */
        *cached = before + ctx->reserved;
        if (rc != CG_ENOMEM || before == 0)
            return rc;   /* done, or out of memory with empty caches: a real failure */
        cg_ctx_clear(ctx);   /* the caches hold other candidates' positions: make room */
        *cached = 0;
    }
}

static int evaluate_chunk(void *arg, unsigned worker, uint64_t begin, uint64_t end)
{
    segment *seg = arg;
    for (uint64_t i = begin; i < end; i++) {
        const uint32_t *r = record(seg->s, seg->first + i);
        cg_position *p = NULL;
        uint32_t g = 0;
        int rc = cg_position_new(r + 1, r[0], &p);
        if (rc == CG_OK)
            rc = evaluate_one(seg, worker, p, &g);
        cg_position_free(p);
        if (rc != CG_OK)
            return rc;
        seg->values[i] = (uint16_t)g;
    }
    return CG_OK;
}


/* The found callback on a candidate. */
static int report(const records *s, uint64_t i, uint32_t g, cg_position_value_fn found,
                  void *user_data)
{
    const uint32_t *r = record(s, i);
    cg_position *p = NULL;
    int rc = cg_position_new(r + 1, r[0], &p);
    if (rc == CG_OK && found(user_data, p, g) != 0)
        rc = CG_ECANCELED;
    cg_position_free(p);
    return rc;
}

static int run(hunt_state *h, const records *s, cg_ctx **workers, unsigned threads,
               uint64_t share, const char *checkpoint, cg_position_value_fn found, cg_progress_fn progress,
               void *user_data)
{
    int rc = CG_OK;
    /* A resumed hunt first gives what it had found. */
    for (uint64_t i = 0; rc == CG_OK && found != NULL && i < h->nfound; i++)
        rc = report(s, h->found[i].index, h->found[i].value, found, user_data);
    uint64_t per_segment = (uint64_t)threads * SEGMENT_PER_THREAD;
    uint16_t *values = cgu_malloc_array((size_t)per_segment, sizeof *values);
    uint64_t *cached = cgu_calloc(threads, sizeof *cached);
    if (values == NULL || cached == NULL)
        rc = CG_ENOMEM;
    cgu_progress prog = { progress, user_data, h->done, h->count, 1 };
    if (rc == CG_OK)
        rc = cgu_progress_report(&prog);
    double saved = cgu_now_seconds();
    while (rc == CG_OK && h->done < h->count) {
        uint64_t items = h->count - h->done < per_segment ? h->count - h->done : per_segment;
        segment seg = { s, h->done, values, workers, cached, share };
        rc = cgu_parallel_for(threads, items, CHUNK, evaluate_chunk, &seg, &prog);
        if (rc == CG_ENOMEM) {
            char bytes[32];
            if (share != 0)
                rc = cgu_fail(CG_ENOMEM, "hunt: the search of one candidate needs more than a "
                                         "worker's share of the memory, %s (fewer threads or "
                                         "more memory would give it more)",
                              cgu_bytes_text(bytes, sizeof bytes, share));
            else
                rc = cgu_fail(CG_ENOMEM, "hunt: out of memory in the search of one candidate");
        }
        if (rc != CG_OK)
            break;   /* the segment is dropped whole: the checkpoint stays behind it */
        /* The finds first: when a callback stops the hunt or memory runs
         * out, the segment is undone whole and the state stays one that a
         * checkpoint may record. */
        uint64_t nfound = h->nfound;
        for (uint64_t k = 0; rc == CG_OK && k < items; k++) {
            if (values[k] < h->value)
                continue;
            if (checkpoint != NULL)
                rc = add_found(h, h->done + k, values[k]);
            if (rc == CG_OK && found != NULL)
                rc = report(s, h->done + k, values[k], found, user_data);
        }
        if (rc != CG_OK) {
            h->nfound = nfound;
            break;
        }
        for (uint64_t k = 0; k < items; k++) {
            uint32_t n = record(s, h->done + k)[0];
            h->candidates[n]++;
            if (values[k] > h->largest[n])
                h->largest[n] = values[k];
        }
        h->done += items;
        prog.done = h->done;
        if (checkpoint != NULL && (h->done == h->count || cgu_now_seconds() - saved >= SAVE_EVERY)) {
            rc = cgu_ck_write_file(checkpoint, write_state, h);
            saved = cgu_now_seconds();
        }
    }
    /* Stopped or failed: what was done is saved (a checkpoint stays valid
     * however it ends: it never records an unfinished segment). */
    if (rc != CG_OK && rc != CG_EINVAL && checkpoint != NULL && h->done > 0 &&
        h->done < h->count) {
        int saving = cgu_ck_write_file(checkpoint, write_state, h);
        if (rc == CG_ECANCELED && saving != CG_OK)
            rc = saving;   /* stopped to resume later, and the checkpoint failed: say so */
    }
    cgu_free(values);
    cgu_free(cached);
    return rc;
}

uint64_t cookie_hunt_worker_share(uint64_t limit, uint64_t room, uint64_t list, unsigned threads)
{
    uint64_t left;
    if (limit != 0)
        left = limit > list ? limit - list : 0;
    else if (room != 0)
        left = room / UNLIMITED_SHARE_DEN * UNLIMITED_SHARE_NUM;
    else
        return 0;
    if (threads == 0)
        threads = 1;
    return left / threads > 0 ? left / threads : 1;
}

/* Each worker's share, once the list of candidates is made: ctx->reserved is
 * what the hunt has set aside so far, the list. The room is measured only
 * without a limit (a few system calls). */
static uint64_t worker_share(const cg_ctx *ctx, unsigned threads)
{
    uint64_t room = ctx->memory_limit == 0 ? cgu_available_memory() : 0;
    return cookie_hunt_worker_share(ctx->memory_limit, room, ctx->reserved, threads);
}

/* Reduced forms in the candidates' order: by number of heaps, then
 * lexicographically. */
static int compare_reduced(const void *pa, const void *pb)
{
    const cg_position *a = *(const cg_position *const *)pa, *b = *(const cg_position *const *)pb;
    cookie_view va = cookie_reduced_view(a->heaps, a->n), vb = cookie_reduced_view(b->heaps, b->n);
    if (va.n != vb.n)
        return va.n < vb.n ? -1 : 1;
    for (size_t i = 0; i < va.n; i++) {
        uint32_t x = cookie_view_at(&va, i), y = cookie_view_at(&vb, i);
        if (x != y)
            return x < y ? -1 : 1;
    }
    return 0;
}

size_t cookie_hunt_unique_inputs(const cg_position **inputs, size_t n)
{
    if (n == 0)
        return 0;
    qsort(inputs, n, sizeof *inputs, compare_reduced);
    size_t kept = 1;
    for (size_t i = 1; i < n; i++)
        if (compare_reduced(&inputs[kept - 1], &inputs[i]) != 0)
            inputs[kept++] = inputs[i];
    return kept;
}

/* Fingerprint of the candidate list: a checkpoint is only for the same one. */
static uint32_t fingerprint(const records *s)
{
    uint32_t crc = 0;
    for (uint64_t i = 0; i < s->count; i++)
        crc = cgu_crc32c(crc, record(s, i), s->width * sizeof *s->data);
    return crc;
}

/* The hunt among the candidates with min_heaps to max_heaps heaps, ctx
 * entered by the caller. */
static int hunt(cg_ctx *ctx, const cg_position *const *inputs, size_t ninputs, uint32_t value,
                uint32_t min_heaps, uint32_t max_heaps, unsigned threads, const char *checkpoint,
                cg_position_value_fn found, cg_progress_fn progress, void *user_data,
                uint64_t *candidates, uint32_t *largest)
{
    if (ctx == NULL || (inputs == NULL && ninputs > 0) || candidates == NULL || largest == NULL)
        return cgu_fail(CG_EINVAL, "hunt: a NULL argument");
    for (size_t i = 0; i < ninputs; i++)
        if (inputs[i] == NULL)
            return cgu_fail(CG_EINVAL, "hunt: input %zu is NULL", i);
    if (checkpoint != NULL && checkpoint[0] == '\0')
        return cgu_fail(CG_EINVAL, "hunt: the checkpoint's path is empty");
    if (value == 0)
        return cgu_fail(CG_EDOMAIN, "hunt: value 0 has no predecessors to hunt among (give 1 or more)");
    if (max_heaps > CG_POSITION_SEARCH_MAX_HEAPS)
        return cgu_fail(CG_ERANGE, "hunt: %u heaps, more than the %u the search takes", max_heaps,
                        (unsigned)CG_POSITION_SEARCH_MAX_HEAPS);
    if (min_heaps > max_heaps)
        return cgu_fail(CG_ERANGE, "hunt: candidates with %u to %u heaps: none", min_heaps,
                        max_heaps);
    if (threads == 0)
        threads = 1;
    if (threads > CG_POSITION_HUNT_MAX_THREADS)
        return cgu_fail(CG_ERANGE, "hunt: %u threads, more than %u", threads,
                        (unsigned)CG_POSITION_HUNT_MAX_THREADS);

    size_t levels = (size_t)max_heaps + 1;
    records s = { NULL, 0, 0, levels, min_heaps, ctx, CG_OK };
    hunt_state h = { value, max_heaps, 0, 0, 0, NULL, NULL, NULL, 0, 0 };
    cg_ctx **workers = cgu_calloc(threads, sizeof *workers);
    h.candidates = cgu_calloc(levels, sizeof *h.candidates);
    h.largest = cgu_calloc(levels, sizeof *h.largest);
    int rc = workers == NULL || h.candidates == NULL || h.largest == NULL ? CG_ENOMEM : CG_OK;
    /* A context per worker, with the caller's node limit (its memory limit
     * is the worker's share, set before each search). */
    for (unsigned t = 0; rc == CG_OK && t < threads; t++) {
        rc = cg_ctx_new(&workers[t]);
        if (rc == CG_OK)
            rc = cg_ctx_set_node_limit(workers[t], ctx->node_limit);
    }
    /* The candidates, listed on the caller's context (its node limit applies
     * to each input's list), once per reduced form among the inputs: a
     * repeated input would list its candidates again, to be dropped only
     * after the list had grown by them. The caller's array stays as it is:
     * its pointers are sorted in a copy, freed before the evaluation. */
    const cg_position **unique = NULL;
    size_t nunique = 0;
    if (rc == CG_OK && ninputs > 0) {
        unique = cgu_malloc_array(ninputs, sizeof *unique);
        if (unique == NULL)
            rc = CG_ENOMEM;
        else {
            memcpy(unique, inputs, ninputs * sizeof *unique);
            nunique = cookie_hunt_unique_inputs(unique, ninputs);
        }
    }
    for (size_t i = 0; rc == CG_OK && i < nunique; i++) {
        rc = cg_position_predecessors(ctx, unique[i], add_candidate, &s);
        if (rc == CG_ECANCELED && s.status != CG_OK)
            rc = s.status;
    }
    cgu_free(unique);
    if (rc == CG_OK) {
        sort_unique(&s);
        h.count = s.count;
        h.fingerprint = fingerprint(&s);
        if (checkpoint != NULL)
            rc = read_state(checkpoint, &h, &s);
    }
    if (rc == CG_OK)
        rc = run(&h, &s, workers, threads, worker_share(ctx, threads), checkpoint, found,
                 progress, user_data);
    if (rc == CG_ELIMIT)
        rc = cgu_fail(CG_ELIMIT, "hunt: the search of a candidate passed the node limit of %llu",
                      (unsigned long long)ctx->node_limit);
    if (rc == CG_OK) {
        memcpy(candidates, h.candidates, levels * sizeof *candidates);
        memcpy(largest, h.largest, levels * sizeof *largest);
    }
    for (unsigned t = 0; workers != NULL && t < threads; t++)
        cg_ctx_free(workers[t]);
    cgu_free(workers);
    cgu_free(s.data);
    cgu_free(h.candidates);
    cgu_free(h.largest);
    cgu_free(h.found);
    return rc;
}

CG_EXPORT int cg_position_hunt(cg_ctx *ctx, const cg_position *const *inputs, size_t ninputs,
                               uint32_t value, uint32_t max_heaps, unsigned threads,
                               const char *checkpoint, cg_position_value_fn found,
                               cg_progress_fn progress, void *user_data, uint64_t *candidates,
                               uint32_t *largest)
{
    CGU_CTX_ENTER(ctx);
    return hunt(ctx, inputs, ninputs, value, 0, max_heaps, threads, checkpoint, found, progress,
                user_data, candidates, largest);
}

CG_EXPORT int cg_position_hunt_heaps(cg_ctx *ctx, const cg_position *const *inputs,
                                     size_t ninputs, uint32_t value, uint32_t min_heaps,
                                     uint32_t max_heaps, unsigned threads,
                                     const char *checkpoint, cg_position_value_fn found,
                                     cg_progress_fn progress, void *user_data,
                                     uint64_t *candidates, uint32_t *largest)
{
    CGU_CTX_ENTER(ctx);
    return hunt(ctx, inputs, ninputs, value, min_heaps, max_heaps, threads, checkpoint, found,
                progress, user_data, candidates, largest);
}
