/* Census checkpoints (checkpoint.h). Files are in the machine's byte order: a
 * checkpoint resumes on the machine, or the kind of machine, that wrote it.
 *
 * The format (version 2; every integer in the machine's byte order):
 *
 * census.ckpt: "CGCENS02", u32 tag, done, width, nmax, u32 CRC of those 24
 * bytes; then for each level 0..done its block: u64 count[64], u64
 * example[64], and for each value u64 overflowed, u64 listed, u64
 * index[listed]; then the block's u32 CRC. Last "CGCKEND2" and the u32 CRC of
 * every byte of the file before it.
 *
 * level-N.bin: "CGLEVEL2", u32 tag, n, width, arrays, u64 bytes (the values
 * that follow), u32 block size (LEVEL_BLOCK), u32 blocks, u32 CRC of each
 * block of the values, u32 CRC of every byte of the file before it; then the
 * values, array after array.
 *
 * Every CRC is CRC-32C (util/crc32c.h), files are written and read through
 * util/ckfile.h. A file is used only once its CRCs match and its contents
 * make sense: every level's histogram adds up to the level's positions, those
 * of the two stored levels count their values (a file rewritten with its CRCs
 * computed again passes the CRCs), every value fits the width and is at most
 * the largest a level can hold, every example and listed position is a
 * position of the level, listings are in order without repeats and complete.
 * Anything else is CG_EPARSE with a detail naming the file and the byte
 * offset.
 */
#define _POSIX_C_SOURCE 200809L   /* mkdir */
#include "checkpoint.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cookiegame/tables.h>

#include "util/alloc.h"
#include "util/ckfile.h"
#include "util/crc32c.h"
#include "util/detail.h"

static const char census_magic[8] = { 'C', 'G', 'C', 'E', 'N', 'S', '0', '2' };
static const char level_magic[8] = { 'C', 'G', 'L', 'E', 'V', 'E', 'L', '2' };
static const char end_magic[8] = { 'C', 'G', 'C', 'K', 'E', 'N', 'D', '2' };
/* The magics of the first format, told apart to say so. */
static const char old_census_magic[8] = { 'C', 'G', 'C', 'E', 'N', 'S', '0', '1' };
static const char old_level_magic[8] = { 'C', 'G', 'L', 'E', 'V', 'E', 'L', '1' };

#define CENSUS_FILE "census.ckpt"
/* The values of a level file are checked in blocks of this many bytes: a
 * damaged block is found without reading the file twice. */
#define LEVEL_BLOCK (UINT32_C(1) << 20)

/* dir/name (or dir/name.tmp) into buf; -1 when it does not fit. */
static int path_of(char *buf, size_t cap, const char *dir, const char *name, int tmp)
{
    int len = snprintf(buf, cap, "%s/%s%s", dir, name, tmp ? ".tmp" : "");
    return len < 0 || (size_t)len >= cap ? -1 : 0;
}

/* dir/name written through cgu_ck_write_file. */
static int write_file(const char *dir, const char *name,
                      int (*write_body)(cgu_ck_writer *, const void *), const void *arg)
{
    char path[4096];
    if (path_of(path, sizeof path, dir, name, 0) != 0)
        return cgu_fail(CG_EINVAL, "checkpoint %s/%s: the path is too long", dir, name);
    return cgu_ck_write_file(path, write_body, arg);
}

static void level_name(char *buf, size_t cap, const tables_checkpoint *ck, uint32_t n)
{
    if (ck->name != NULL)
        snprintf(buf, cap, "level-%u.%s.bin", n, ck->name);
    else
        snprintf(buf, cap, "level-%u.bin", n);
}

/* ---- level files ---- */

/* The arrays of a level and the bytes [*first, *last) of each that the
 * checkpoint keeps: all of them, or the share its census gives it. */
static unsigned kept_bytes(const tables_checkpoint *ck, const tables_level_ops *ops, void *lv,
                           uint32_t n, unsigned width, uint8_t **array, uint64_t *first,
                           uint64_t *last)
{
    unsigned count = ops->arrays(lv, array);
    *first = 0;
    *last = count > 0 ? ops->bytes(n, width) / count : 0;
    if (ck->share_bytes != NULL)
        ck->share_bytes(ck->share_arg, lv, n, first, last);
    return count;
}

typedef struct level_file {
    const tables_checkpoint *ck;
    const tables_level_ops *ops;
    void *lv;
    uint32_t n, width;
} level_file;

/* Calls fn on the values of a level (count arrays, bytes [first, last) of
 * each) cut at every LEVEL_BLOCK bytes of the whole: fn(arg, p, len, k) for
 * each piece p of block k; stops at a non-zero return. */
static int each_piece(uint8_t **array, unsigned count, uint64_t first, uint64_t last,
                      int (*fn)(void *, uint8_t *, size_t, uint64_t), void *arg)
{
    uint64_t at = 0;   /* offset in the whole */
    for (unsigned i = 0; i < count; i++) {
        for (uint64_t b = first; b < last;) {
            uint64_t room = LEVEL_BLOCK - at % LEVEL_BLOCK;
            uint64_t len = last - b < room ? last - b : room;
            int rc = fn(arg, array[i] + b, (size_t)len, at / LEVEL_BLOCK);
            if (rc != 0)
                return rc;
            b += len;
            at += len;
        }
    }
    return 0;
}

static int crc_piece(void *arg, uint8_t *p, size_t len, uint64_t block)
{
    uint32_t *crc = arg;
    crc[block] = cgu_crc32c(crc[block], p, len);
    return 0;
}

static int put_piece(void *arg, uint8_t *p, size_t len, uint64_t block)
{
    (void)block;
    return cgu_ck_put(arg, p, len);
}

static int write_level(cgu_ck_writer *w, const void *arg)
{
    const level_file *lf = arg;
    uint8_t *array[LEVEL_MAX_ARRAYS];
    uint64_t first, last;
    unsigned count = kept_bytes(lf->ck, lf->ops, lf->lv, lf->n, lf->width, array, &first, &last);
    /* No arrays: a rank whose share of the level is empty. */
    uint64_t bytes = (last - first) * count;
    uint64_t blocks = (bytes + LEVEL_BLOCK - 1) / LEVEL_BLOCK;
    uint32_t *crc = cgu_calloc(blocks > 0 ? (size_t)blocks : 1, sizeof *crc);
    if (crc == NULL) {
        w->err = ENOMEM;
        return -1;
    }
    each_piece(array, count, first, last, crc_piece, crc);
    uint32_t head[4] = { lf->ck->tag, lf->n, lf->width, count };
    uint32_t sizes[2] = { LEVEL_BLOCK, (uint32_t)blocks };
    int bad = cgu_ck_put(w, level_magic, sizeof level_magic) || cgu_ck_put(w, head, sizeof head) ||
              cgu_ck_put(w, &bytes, sizeof bytes) || cgu_ck_put(w, sizes, sizeof sizes) ||
              (blocks > 0 && cgu_ck_put(w, crc, (size_t)blocks * sizeof *crc));
    bad = bad || cgu_ck_put_file_crc(w);
    w->sum = 0;   /* the values have their CRCs */
    bad = bad || each_piece(array, count, first, last, put_piece, w) != 0;
    cgu_free(crc);
    return bad;
}

typedef struct level_read {
    cgu_ck_reader *r;
    const uint32_t *crc;
    uint64_t values_at;   /* offset of the values in the file */
    uint64_t block;       /* the block being read */
} level_read;

static int check_block(level_read *lr)
{
    if (lr->r->block_crc == lr->crc[lr->block])
        return CG_OK;
    char what[64];
    snprintf(what, sizeof what, "checksum mismatch in block %llu", (unsigned long long)lr->block);
    return cgu_ck_damaged(lr->r, lr->values_at + lr->block * LEVEL_BLOCK, what);
}

static int get_piece(void *arg, uint8_t *p, size_t len, uint64_t block)
{
    level_read *lr = arg;
    if (block != lr->block) {
        int rc = check_block(lr);
        if (rc != CG_OK)
            return rc;
        lr->block = block;
        lr->r->block_crc = 0;
    }
    return cgu_ck_get(lr->r, p, len);
}

/* Load level n at width into lv (freshly initialised). */
static int read_level(const tables_checkpoint *ck, const tables_level_ops *ops, void *lv,
                      uint32_t n, unsigned width)
{
    char name[256], path[4096];
    level_name(name, sizeof name, ck, n);
    if (path_of(path, sizeof path, ck->dir, name, 0) != 0)
        return cgu_fail(CG_EINVAL, "checkpoint %s/%s: the path is too long", ck->dir, name);
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        /* The checkpoint names it: missing is damage. */
        if (errno == ENOENT)
            return cgu_fail(CG_EPARSE, "checkpoint %s: missing (the checkpoint names it)", path);
        return cgu_ck_io_fail(CG_EINVAL, "open it", path, errno);
    }
    cgu_ck_reader r = { f, path, 0, 0, 0 };
    int rc = ck->init_level != NULL ? ck->init_level(ck->share_arg, lv, n, width)
                                    : ops->init(lv, n, width);
    char magic[8];
    uint32_t head[4], sizes[2], *crc = NULL;
    uint8_t *array[LEVEL_MAX_ARRAYS];
    uint64_t bytes = 0, first = 0, last = 0, blocks = 0;
    unsigned count = rc == CG_OK ? kept_bytes(ck, ops, lv, n, width, array, &first, &last) : 0;
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, magic, sizeof magic);
    if (rc == CG_OK && memcmp(magic, level_magic, sizeof magic) != 0)
        rc = cgu_ck_damaged(&r, 0, memcmp(magic, old_level_magic, sizeof magic) == 0
                                ? "a level file of an older format, which this version does not "
                                  "read; give a new directory"
                                : "not a level file of a checkpoint");
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, head, sizeof head);
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, &bytes, sizeof bytes);
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, sizes, sizeof sizes);
    if (rc == CG_OK) {
        blocks = ((last - first) * count + LEVEL_BLOCK - 1) / LEVEL_BLOCK;
        if (head[0] != ck->tag || head[1] != n || head[2] != width || head[3] != count ||
            bytes != (last - first) * count || sizes[0] != LEVEL_BLOCK || sizes[1] != blocks)
            rc = cgu_ck_damaged(&r, 8, "its header does not match the checkpoint");
    }
    if (rc == CG_OK) {
        crc = cgu_malloc_array(blocks > 0 ? (size_t)blocks : 1, sizeof *crc);
        if (crc == NULL)
            rc = CG_ENOMEM;
    }
    if (rc == CG_OK && blocks > 0)
        rc = cgu_ck_get(&r, crc, (size_t)blocks * sizeof *crc);
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.file_crc, 0, "checksum mismatch in the header");
    level_read lr = { &r, crc, r.at, 0 };
    r.block_crc = 0;
    if (rc == CG_OK)
        rc = each_piece(array, count, first, last, get_piece, &lr);
    if (rc == CG_OK && blocks > 0)
        rc = check_block(&lr);
    if (rc == CG_OK)
        rc = cgu_ck_check_end(&r);
    /* The values, whole and undamaged: each within the bound. */
    uint32_t max = ops->max_value != NULL ? ops->max_value(n, width) : TABLES_MAX_VALUE;
    for (unsigned i = 0; rc == CG_OK && ops->bad_value != NULL && i < count; i++) {
        uint64_t at = ops->bad_value(array[i] + first, last - first, width, max);
        if (at < last - first) {
            char what[96];
            snprintf(what, sizeof what, "a value above %u, the largest level %u can hold", max, n);
            rc = cgu_ck_damaged(&r, lr.values_at + i * (last - first) + at, what);
        }
    }
    cgu_free(crc);
    fclose(f);
    return rc;
}

/* ---- the census file ---- */

typedef struct census_file {
    uint32_t tag, done, width, nmax;
    const cg_census *census;
} census_file;

static int write_census(cgu_ck_writer *w, const void *arg)
{
    const census_file *cf = arg;
    uint32_t head[4] = { cf->tag, cf->done, cf->width, cf->nmax };
    if (cgu_ck_put(w, census_magic, sizeof census_magic) || cgu_ck_put(w, head, sizeof head) ||
        cgu_ck_put_file_crc(w))
        return -1;
    for (uint32_t n = 0; n <= cf->done; n++) {
        const tables_level_stats *s = &cf->census->levels[n];
        cgu_ck_begin_block(w);
        int bad = cgu_ck_put(w, s->count, sizeof s->count) || cgu_ck_put(w, s->example, sizeof s->example);
        for (uint32_t g = 0; g < TABLES_NVALUES && !bad; g++) {
            const tables_value_list *l = &s->list[g];
            uint64_t meta[2] = { (uint64_t)l->overflowed, l->n };
            bad = cgu_ck_put(w, meta, sizeof meta) || (l->n > 0 && cgu_ck_put(w, l->index, l->n * sizeof *l->index));
        }
        if (bad || cgu_ck_put_block_crc(w))
            return -1;
    }
    return cgu_ck_put(w, end_magic, sizeof end_magic) || cgu_ck_put_file_crc(w);
}

/* The statistics of a level, as stored in a file of file_size bytes (checked
 * by the caller): CG_OK, CG_EPARSE, CG_EINVAL or CG_ENOMEM. */
static int read_stats(cgu_ck_reader *r, uint64_t file_size, tables_level_stats *s)
{
    int rc = cgu_ck_get(r, s->count, sizeof s->count);
    if (rc == CG_OK)
        rc = cgu_ck_get(r, s->example, sizeof s->example);
    for (uint32_t g = 0; g < TABLES_NVALUES && rc == CG_OK; g++) {
        uint64_t meta[2];
        uint64_t at = r->at;
        rc = cgu_ck_get(r, meta, sizeof meta);
        if (rc != CG_OK)
            break;
        /* Bounded before anything is allocated (the CRC comes after): no
         * more than what is left of the file (check_stats then compares it
         * with the value's count). Not by CG_CENSUS_LIST_MAX: a census of
         * cg_reduced_census_listing() lists one value further, and its
         * checkpoint serves any census that reads it. */
        uint64_t left = file_size > r->at ? (file_size - r->at) / sizeof *s->list[g].index : 0;
        if (meta[0] > 1 || meta[1] > left || (meta[0] && meta[1] != 0)) {
            rc = cgu_ck_damaged(r, at, "an impossible listing");
            break;
        }
        tables_value_list *l = &s->list[g];
        l->overflowed = (int)meta[0];
        if (meta[1] == 0)
            continue;
        /* Charged to the census's meter like the listings it makes (stats.c),
         * so that a resumed census keeps to the same bound. */
        uint64_t bytes = meta[1] * sizeof *l->index;
        if (s->meter != NULL && cgu_meter_charge(s->meter, bytes) != CG_OK)
            return CG_ENOMEM;
        l->index = cgu_malloc_array((size_t)meta[1], sizeof *l->index);
        if (s->meter != NULL) {
            cgu_meter_made(s->meter, bytes);
            if (l->index == NULL)
                cgu_meter_release(s->meter, bytes);
        }
        if (l->index == NULL)
            return CG_ENOMEM;
        l->n = l->cap = l->charged = (size_t)meta[1];
        rc = cgu_ck_get(r, l->index, l->n * sizeof *l->index);
    }
    return rc;
}

/* Whether the statistics of level n, read from the block at `from`, make
 * sense for the census: CG_OK or CG_EPARSE. */
static int check_stats(const cgu_ck_reader *r, uint64_t from, const tables_level_stats *s,
                       tables_kind kind, const tables_level_ops *ops, uint32_t n, unsigned width)
{
    char what[160];
    uint64_t positions = ops->positions(n), total = 0;
    uint32_t max = ops->max_value != NULL ? ops->max_value(n, width) : TABLES_MAX_VALUE;
    /* The histogram: values the level can hold, adding up to its positions. */
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        uint64_t c = s->count[g];
        if (c != 0 && g > max) {
            snprintf(what, sizeof what, "level %u: value %u is above the largest the level can "
                                        "hold, %u", n, g, max);
            return cgu_ck_damaged(r, from, what);
        }
        total += c <= positions ? c : positions + 1;   /* no wrap-around */
    }
    if (total != positions) {
        snprintf(what, sizeof what, "level %u: the values of %llu positions, not %llu", n,
                 (unsigned long long)total, (unsigned long long)positions);
        return cgu_ck_damaged(r, from, what);
    }
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        uint64_t c = s->count[g];
        const tables_value_list *l = &s->list[g];
        if (c == 0 && (s->example[g] != 0 || l->n != 0 || l->overflowed)) {
            snprintf(what, sizeof what, "level %u: value %u has no position but an example or "
                                        "a listing", n, g);
            return cgu_ck_damaged(r, from, what);
        }
        if (c == 0)
            continue;
        /* Every position of a value is listed while there are few enough. */
        if (s->example[g] >= positions || (l->overflowed ? c <= CG_CENSUS_LIST_MAX : l->n != c) ||
            (l->n > 0 && l->index[0] != s->example[g])) {
            snprintf(what, sizeof what, "level %u, value %u: its example or listing does not "
                                        "match its %llu positions", n, g, (unsigned long long)c);
            return cgu_ck_damaged(r, from, what);
        }
        /* In lexicographic order: ranks ascending, strict indices descending. */
        for (size_t i = 0; i < l->n; i++) {
            uint64_t x = l->index[i];
            if (x >= positions ||
                (i > 0 && (kind == TABLES_STRICT ? x >= l->index[i - 1] : x <= l->index[i - 1]))) {
                snprintf(what, sizeof what, "level %u, value %u: listed position %zu is out of "
                                            "range, out of order or repeated", n, g, i);
                return cgu_ck_damaged(r, from, what);
            }
        }
    }
    return CG_OK;
}

int tables_ckpt_read_census(tables_checkpoint *ck, const tables_level_ops *ops, uint32_t nmax,
                            cg_census *census, uint32_t *next, unsigned *width)
{
    *next = 0;
    if (mkdir(ck->dir, 0777) != 0 && errno != EEXIST)
        return cgu_ck_io_fail(CG_EINVAL, "create the directory", ck->dir, errno);
    char path[4096];
    if (path_of(path, sizeof path, ck->dir, CENSUS_FILE, 0) != 0)
        return cgu_fail(CG_EINVAL, "checkpoint %s/%s: the path is too long", ck->dir, CENSUS_FILE);
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        if (errno == ENOENT)
            return CG_OK;   /* nothing to resume */
        return cgu_ck_io_fail(CG_EINVAL, "open it", path, errno);
    }
    cgu_ck_reader r = { f, path, 0, 0, 0 };
    struct stat st;
    uint64_t file_size = fstat(fileno(f), &st) == 0 ? (uint64_t)st.st_size : 0;
    char magic[8];
    uint32_t head[4];
    int rc = cgu_ck_get(&r, magic, sizeof magic);
    if (rc == CG_OK && memcmp(magic, census_magic, sizeof magic) != 0)
        rc = cgu_ck_damaged(&r, 0, memcmp(magic, old_census_magic, sizeof magic) == 0
                                ? "a checkpoint of an older format, which this version does not "
                                  "read; give a new directory"
                                : "not a census checkpoint");
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, head, sizeof head);
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.file_crc, 0, "checksum mismatch in the header");
    if (rc == CG_OK && head[0] != ck->tag)
        rc = cgu_ck_damaged(&r, 8, "a checkpoint of another census");
    else if (rc == CG_OK && (head[1] > head[3] || head[3] > CG_STRICT_TABLE_MAX_HEAPS ||
                             head[2] < ops->start_width || head[2] > ops->max_width))
        rc = cgu_ck_damaged(&r, 12, "an impossible header");
    /* A finished census kept only its statistics: it cannot go further. */
    else if (rc == CG_OK && head[1] == head[3] && nmax > head[3])
        rc = cgu_fail(CG_EDOMAIN, "checkpoint %s: a census finished at %u heaps cannot be "
                                  "extended to %u (its levels are gone)", path, head[3], nmax);
    /* Every level is read and checked; those past nmax (a longer run stopped
     * later) are then dropped. */
    uint32_t done = rc == CG_OK ? (head[1] < nmax ? head[1] : nmax) : 0;
    for (uint32_t n = 0; rc == CG_OK && n <= head[1]; n++) {
        tables_level_stats extra = { 0 }, *s = n <= done ? &census->levels[n] : &extra;
        uint64_t from = r.at;
        r.block_crc = 0;
        rc = read_stats(&r, file_size, s);
        if (rc == CG_OK) {
            char what[64];
            snprintf(what, sizeof what, "checksum mismatch in the statistics of level %u", n);
            rc = cgu_ck_check_crc(&r, r.block_crc, from, what);
        }
        if (rc == CG_OK)
            rc = check_stats(&r, from, s, census->kind, ops, n, head[2]);
        tables_stats_clear(&extra);
    }
    if (rc == CG_OK) {
        uint64_t from = r.at;
        rc = cgu_ck_get(&r, magic, sizeof magic);
        if (rc == CG_OK && memcmp(magic, end_magic, sizeof magic) != 0)
            rc = cgu_ck_damaged(&r, from, "no end mark after the last level");
    }
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.file_crc, 0, "checksum mismatch of the whole file");
    if (rc == CG_OK)
        rc = cgu_ck_check_end(&r);
    fclose(f);
    if (rc != CG_OK) {
        for (uint32_t n = 0; n <= nmax; n++)
            tables_stats_clear(&census->levels[n]);
        return rc;
    }
    ck->saved_width = head[2];
    *width = head[2];
    *next = done + 1;
    return CG_OK;
}
int tables_ckpt_read_levels(const tables_checkpoint *ck, const tables_level_ops *ops, uint32_t next,
                            uint32_t nmax, unsigned width, void *ring)
{
    int rc = CG_OK;
    if (next == 0 || next > nmax)
        return CG_OK;   /* nothing computed yet, or the census is finished */
    /* The two levels the next one reads. */
    for (uint32_t n = next >= 2 ? next - 2 : 0; rc == CG_OK && n < next; n++)
        rc = read_level(ck, ops, (char *)ring + (n % 3) * ops->size, n, width);
    return rc;
}

/* The offset in census.ckpt of the statistics of level n (the format
 * above), from those of the levels before it, as read. */
static uint64_t stats_offset(const cg_census *census, uint32_t n)
{
    uint64_t at = sizeof census_magic + 4 * sizeof(uint32_t) + sizeof(uint32_t);
    for (uint32_t k = 0; k < n; k++) {
        const tables_level_stats *s = &census->levels[k];
        at += sizeof s->count + sizeof s->example + sizeof(uint32_t);
        for (uint32_t g = 0; g < TABLES_NVALUES; g++)
            at += 2 * sizeof(uint64_t) + s->list[g].n * sizeof *s->list[g].index;
    }
    return at;
}

/*
 * The stored levels' values against the histograms census.ckpt keeps for
 * them. The CRCs find damage, not a file rewritten with its CRCs computed
 * again: statistics moved to another value, consistent on their own, would
 * resume into another census. Counting is one pass over values just read
 * from disk. A level split into shares (the MPI census) is not checked
 * here: a share has no histogram of its own.
 */
static int check_histograms(const tables_checkpoint *ck, const tables_level_ops *ops, uint32_t next,
                            uint32_t nmax, void *ring, const cg_census *census)
{
    if (ops->count_values == NULL || ck->share_bytes != NULL || next == 0 || next > nmax)
        return CG_OK;
    for (uint32_t n = next >= 2 ? next - 2 : 0; n < next; n++) {
        uint64_t count[TABLES_NVALUES] = { 0 };
        ops->count_values((char *)ring + (n % 3) * ops->size, count);
        const uint64_t *kept = census->levels[n].count;
        for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
            if (count[g] == kept[g])
                continue;
            char name[256];
            level_name(name, sizeof name, ck, n);
            return cgu_fail(CG_EPARSE, "checkpoint %s: the values in %s disagree with the "
                            "statistics of level %u in %s (offset %llu): value %u at %llu "
                            "positions, not %llu", ck->dir, name, n, CENSUS_FILE,
                            (unsigned long long)stats_offset(census, n), g,
                            (unsigned long long)count[g], (unsigned long long)kept[g]);
        }
    }
    return CG_OK;
}

int tables_ckpt_resume(tables_checkpoint *ck, const tables_level_ops *ops, uint32_t nmax,
                       void *ring, cg_census *census, uint32_t *next, unsigned *width)
{
    int rc = tables_ckpt_read_census(ck, ops, nmax, census, next, width);
    if (rc == CG_OK && *next > 0)
        rc = tables_ckpt_read_levels(ck, ops, *next, nmax, *width, ring);
    if (rc == CG_OK)
        rc = check_histograms(ck, ops, *next, nmax, ring, census);
    if (rc != CG_OK) {
        for (uint32_t n = 0; n <= nmax; n++)
            tables_stats_clear(&census->levels[n]);
        *next = 0;
    }
    return rc;
}

int tables_ckpt_write_levels(const tables_checkpoint *ck, const tables_level_ops *ops, uint32_t n,
                             uint32_t nmax, void *ring, unsigned width)
{
    int rc = CG_OK;
    char name[256];
    /* Level n (the last one is not stored), and level n - 1 again when a
     * widening rewrote it in memory. */
    for (uint32_t k = n >= 1 && ck->saved_width != width ? n - 1 : n; n < nmax && k <= n && rc == CG_OK;
         k++) {
        level_file lf = { ck, ops, (char *)ring + (k % 3) * ops->size, k, width };
        level_name(name, sizeof name, ck, k);
        rc = write_file(ck->dir, name, write_level, &lf);
    }
    return rc;
}

int tables_ckpt_write_census(const tables_checkpoint *ck, uint32_t n, uint32_t nmax,
                             const cg_census *census, unsigned width)
{
    census_file cf = { ck->tag, n, width, nmax, census };
    return write_file(ck->dir, CENSUS_FILE, write_census, &cf);
}

static void drop_level(const tables_checkpoint *ck, uint32_t n)
{
    char name[256], path[4096];
    level_name(name, sizeof name, ck, n);
    if (path_of(path, sizeof path, ck->dir, name, 0) == 0)
        (void)remove(path);
}

void tables_ckpt_drop_levels(tables_checkpoint *ck, uint32_t n, uint32_t nmax, unsigned width)
{
    ck->saved_width = width;
    /* Only levels n - 1 and n are read on resume; a finished census keeps
     * its statistics alone. Level n - 3 too: a run killed after saving the
     * statistics of level n - 1 but before this step did not drop it. */
    for (uint32_t k = n >= 3 ? n - 3 : 0; k + 2 <= n; k++)
        drop_level(ck, k);
    if (n == nmax && n >= 1) {
        drop_level(ck, n - 1);
        drop_level(ck, n);
    }
}

int tables_ckpt_save(tables_checkpoint *ck, const tables_level_ops *ops, uint32_t n, uint32_t nmax,
                     void *ring, const cg_census *census, unsigned width)
{
    int rc = tables_ckpt_write_levels(ck, ops, n, nmax, ring, width);
    if (rc == CG_OK)
        rc = tables_ckpt_write_census(ck, n, nmax, census, width);
    if (rc == CG_OK)
        tables_ckpt_drop_levels(ck, n, nmax, width);
    return rc;
}
