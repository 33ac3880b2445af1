/* Census checkpoints (checkpoint.h). Files are in the machine's byte order: a
 * checkpoint resumes on the machine, or the kind of machine, that wrote it. */
#define _POSIX_C_SOURCE 200809L   /* fsync, fileno */
#include "checkpoint.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cookiegame/tables.h>

#include "util/alloc.h"

static const char census_magic[8] = { 'C', 'G', 'C', 'E', 'N', 'S', '0', '1' };
static const char level_magic[8] = { 'C', 'G', 'L', 'E', 'V', 'E', 'L', '1' };
static const char end_magic[8] = { 'C', 'G', 'C', 'K', 'E', 'N', 'D', '.' };

#define CENSUS_FILE "census.ckpt"

/* dir/name (or dir/name.tmp) into buf; -1 when it does not fit. */
static int path_of(char *buf, size_t cap, const char *dir, const char *name, int tmp)
{
    int len = snprintf(buf, cap, "%s/%s%s", dir, name, tmp ? ".tmp" : "");
    return len < 0 || (size_t)len >= cap ? -1 : 0;
}

static void level_name(char *buf, size_t cap, const checkpoint *ck, uint32_t n)
{
    if (ck->name != NULL)
        snprintf(buf, cap, "level-%u.%s.bin", n, ck->name);
    else
        snprintf(buf, cap, "level-%u.bin", n);
}

static int put(FILE *f, const void *p, size_t bytes)
{
    return fwrite(p, 1, bytes, f) == bytes ? 0 : -1;
}

static int get(FILE *f, void *p, size_t bytes)
{
    return fread(p, 1, bytes, f) == bytes ? 0 : -1;
}

/* Write a file under a temporary name through write_body, make it durable,
 * then give it its name. CG_OK or CG_EINVAL. */
static int write_file(const char *dir, const char *name, int (*write_body)(FILE *, const void *),
                      const void *arg)
{
    char tmp[4096], final[4096];
    if (path_of(tmp, sizeof tmp, dir, name, 1) != 0 || path_of(final, sizeof final, dir, name, 0) != 0)
        return CG_EINVAL;
    FILE *f = fopen(tmp, "wb");
    if (f == NULL)
        return CG_EINVAL;
    int bad = write_body(f, arg) != 0;
    bad |= fflush(f) != 0;
    bad |= fsync(fileno(f)) != 0;
    bad |= fclose(f) != 0;
    if (bad || rename(tmp, final) != 0) {
        remove(tmp);
        return CG_EINVAL;
    }
    return CG_OK;
}

/* ---- level files ---- */

/* The arrays of a level and the bytes [*first, *last) of each that the
 * checkpoint keeps: all of them, or the share its census gives it. */
static unsigned kept_bytes(const checkpoint *ck, const level_ops *ops, void *lv, uint32_t n,
                           unsigned width, uint8_t **array, uint64_t *first, uint64_t *last)
{
    unsigned count = ops->arrays(lv, array);
    *first = 0;
    *last = count > 0 ? ops->bytes(n, width) / count : 0;
    if (ck->share_bytes != NULL)
        ck->share_bytes(ck->share_arg, lv, n, first, last);
    return count;
}

typedef struct level_file {
    const checkpoint *ck;
    const level_ops *ops;
    void *lv;
    uint32_t n, width;
} level_file;

static int write_level(FILE *f, const void *arg)
{
    const level_file *lf = arg;
    uint8_t *array[LEVEL_MAX_ARRAYS];
    uint64_t first, last;
    unsigned count = kept_bytes(lf->ck, lf->ops, lf->lv, lf->n, lf->width, array, &first, &last);
    uint32_t head[3] = { lf->ck->tag, lf->n, lf->width };
    /* No arrays: a rank whose share of the level is empty. */
    uint64_t bytes = (last - first) * count;
    int bad = put(f, level_magic, sizeof level_magic) || put(f, head, sizeof head) ||
              put(f, &bytes, sizeof bytes);
    for (unsigned i = 0; i < count && !bad; i++)
        bad = put(f, array[i] + first, (size_t)(last - first));
    return bad;
}

/* Load level n at width into lv (freshly initialised). */
static int read_level(const checkpoint *ck, const level_ops *ops, void *lv, uint32_t n,
                      unsigned width)
{
    char name[256], path[4096];
    level_name(name, sizeof name, ck, n);
    if (path_of(path, sizeof path, ck->dir, name, 0) != 0)
        return CG_EINVAL;
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return errno == ENOENT ? CG_EPARSE : CG_EINVAL;   /* the checkpoint names it */
    int rc = ck->init_level != NULL ? ck->init_level(ck->share_arg, lv, n, width)
                                    : ops->init(lv, n, width);
    char magic[8];
    uint32_t head[3];
    uint8_t *array[LEVEL_MAX_ARRAYS];
    uint64_t bytes, first = 0, last = 0;
    unsigned count = rc == CG_OK ? kept_bytes(ck, ops, lv, n, width, array, &first, &last) : 0;
    if (rc == CG_OK && (get(f, magic, sizeof magic) || get(f, head, sizeof head) ||
                        get(f, &bytes, sizeof bytes) || memcmp(magic, level_magic, sizeof magic) ||
                        head[0] != ck->tag || head[1] != n || head[2] != width ||
                        bytes != (last - first) * count))
        rc = CG_EPARSE;
    for (unsigned i = 0; rc == CG_OK && i < count; i++)
        if (get(f, array[i] + first, (size_t)(last - first)))
            rc = CG_EPARSE;
    fclose(f);
    return rc;
}

/* ---- the census file ---- */

typedef struct census_file {
    uint32_t tag, done, width, nmax;
    const cg_census *census;
} census_file;

static int write_census(FILE *f, const void *arg)
{
    const census_file *cf = arg;
    uint32_t head[4] = { cf->tag, cf->done, cf->width, cf->nmax };
    if (put(f, census_magic, sizeof census_magic) || put(f, head, sizeof head))
        return -1;
    for (uint32_t n = 0; n <= cf->done; n++) {
        const level_stats *s = &cf->census->levels[n];
        if (put(f, s->count, sizeof s->count) || put(f, s->example, sizeof s->example))
            return -1;
        for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
            const value_list *l = &s->list[g];
            uint64_t meta[2] = { (uint64_t)l->overflowed, l->n };
            if (put(f, meta, sizeof meta) || (l->n > 0 && put(f, l->index, l->n * sizeof *l->index)))
                return -1;
        }
    }
    return put(f, end_magic, sizeof end_magic);
}

/* The statistics of one level; CG_OK, CG_EPARSE or CG_ENOMEM. */
static int read_stats(FILE *f, level_stats *s)
{
    if (get(f, s->count, sizeof s->count) || get(f, s->example, sizeof s->example))
        return CG_EPARSE;
    for (uint32_t g = 0; g < TABLES_NVALUES; g++) {
        uint64_t meta[2];
        if (get(f, meta, sizeof meta) || meta[0] > 1 || meta[1] > CG_CENSUS_LIST_MAX ||
            (meta[0] && meta[1] != 0) || meta[1] > s->count[g])
            return CG_EPARSE;
        value_list *l = &s->list[g];
        l->overflowed = (int)meta[0];
        if (meta[1] == 0)
            continue;
        l->index = cgu_malloc_array((size_t)meta[1], sizeof *l->index);
        if (l->index == NULL)
            return CG_ENOMEM;
        l->n = l->cap = (size_t)meta[1];
        if (get(f, l->index, l->n * sizeof *l->index))
            return CG_EPARSE;
    }
    return CG_OK;
}

int ckpt_read_census(checkpoint *ck, const level_ops *ops, uint32_t nmax, cg_census *census,
                     uint32_t *next, unsigned *width)
{
    *next = 0;
    if (mkdir(ck->dir, 0777) != 0 && errno != EEXIST)
        return CG_EINVAL;
    char path[4096];
    if (path_of(path, sizeof path, ck->dir, CENSUS_FILE, 0) != 0)
        return CG_EINVAL;
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return errno == ENOENT ? CG_OK : CG_EINVAL;   /* nothing to resume */
    char magic[8];
    uint32_t head[4];
    int rc = CG_OK;
    if (get(f, magic, sizeof magic) || get(f, head, sizeof head) ||
        memcmp(magic, census_magic, sizeof magic) || head[0] != ck->tag ||
        head[1] > head[3] || head[3] > CG_STRICT_TABLE_MAX_HEAPS ||
        head[2] < ops->start_width || head[2] > ops->max_width)
        rc = CG_EPARSE;
    /* A finished census kept only its statistics: it cannot go further. */
    else if (head[1] == head[3] && nmax > head[3])
        rc = CG_EDOMAIN;
    /* Levels past nmax (a longer run stopped later) are not needed. */
    uint32_t done = rc == CG_OK ? (head[1] < nmax ? head[1] : nmax) : 0;
    for (uint32_t n = 0; rc == CG_OK && n <= done; n++)
        rc = read_stats(f, &census->levels[n]);
    if (rc == CG_OK && done == head[1] && (get(f, magic, sizeof magic) ||
                                           memcmp(magic, end_magic, sizeof magic)))
        rc = CG_EPARSE;
    fclose(f);
    if (rc != CG_OK) {
        for (uint32_t n = 0; n <= nmax; n++)
            stats_clear(&census->levels[n]);
        return rc;
    }
    ck->saved_width = head[2];
    *width = head[2];
    *next = done + 1;
    return CG_OK;
}

int ckpt_read_levels(const checkpoint *ck, const level_ops *ops, uint32_t next, uint32_t nmax,
                     unsigned width, void *ring)
{
    int rc = CG_OK;
    if (next == 0 || next > nmax)
        return CG_OK;   /* nothing computed yet, or the census is finished */
    /* The two levels the next one reads. */
    for (uint32_t n = next >= 2 ? next - 2 : 0; rc == CG_OK && n < next; n++)
        rc = read_level(ck, ops, (char *)ring + (n % 3) * ops->size, n, width);
    return rc;
}

int ckpt_resume(checkpoint *ck, const level_ops *ops, uint32_t nmax, void *ring,
                cg_census *census, uint32_t *next, unsigned *width)
{
    int rc = ckpt_read_census(ck, ops, nmax, census, next, width);
    if (rc == CG_OK && *next > 0)
        rc = ckpt_read_levels(ck, ops, *next, nmax, *width, ring);
    if (rc != CG_OK) {
        for (uint32_t n = 0; n <= nmax; n++)
            stats_clear(&census->levels[n]);
        *next = 0;
    }
    return rc;
}

int ckpt_write_levels(const checkpoint *ck, const level_ops *ops, uint32_t n, uint32_t nmax,
                      void *ring, unsigned width)
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

int ckpt_write_census(const checkpoint *ck, uint32_t n, uint32_t nmax, const cg_census *census,
                      unsigned width)
{
    census_file cf = { ck->tag, n, width, nmax, census };
    return write_file(ck->dir, CENSUS_FILE, write_census, &cf);
}

static void drop_level(const checkpoint *ck, uint32_t n)
{
    char name[256], path[4096];
    level_name(name, sizeof name, ck, n);
    if (path_of(path, sizeof path, ck->dir, name, 0) == 0)
        (void)remove(path);
}

void ckpt_drop_levels(checkpoint *ck, uint32_t n, uint32_t nmax, unsigned width)
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

int ckpt_save(checkpoint *ck, const level_ops *ops, uint32_t n, uint32_t nmax, void *ring,
              const cg_census *census, unsigned width)
{
    int rc = ckpt_write_levels(ck, ops, n, nmax, ring, width);
    if (rc == CG_OK)
        rc = ckpt_write_census(ck, n, nmax, census, width);
    if (rc == CG_OK)
        ckpt_drop_levels(ck, n, nmax, width);
    return rc;
}
