/* Resumable censuses: a census stopped after any level and resumed (with
 * another number of threads) equals one never stopped, level by level, value
 * lists included; finished, damaged and foreign checkpoints are answered,
 * refused or reported as the header says. Damage of any single bit, anywhere,
 * gives the same census or CG_EPARSE with a detail naming the file, never
 * another census; so do truncations, values beyond their bound and listings
 * or counts that cannot be (written with valid checksums, so the checks
 * behind the checksums are what answers), and statistics rewritten to
 * disagree with the stored values they describe. The file size limit, in a
 * program that ignores SIGXFSZ, is a failure naming the file. */
#define _POSIX_C_SOURCE 200809L   /* mkdtemp, symlink */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <check.h>

#include <cookiegame.h>

#include "fast-check.h"
#include "run-suite.h"
#include "util/crc32c.h"
#include "xorshift.h"

/* A fresh directory under TMPDIR (or /tmp), removed by remove_dir. */
static void make_dir(char *buf, size_t cap)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(buf, cap, "%s/cg-checkpoint-XXXXXX", tmp != NULL && *tmp ? tmp : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(buf));
}

static void remove_dir(const char *dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/census.ckpt", dir);
    remove(path);
    for (int n = 0; n <= 30; n++) {
        snprintf(path, sizeof path, "%s/level-%d.bin", dir, n);
        remove(path);
    }
    ck_assert_int_eq(rmdir(dir), 0);
}

static int count_listed(void *user, const cg_position *p)
{
    /* A running hash of the positions in order: equal lists hash equally. */
    uint64_t *h = user;
    for (size_t k = 0; k < cg_position_size(p); k++)
        *h = *h * 1000003u + cg_position_heap(p, k) + 1;
    *h = *h * 31u + 7;
    return 0;
}

/* Two censuses agree on levels 0..nmax: histograms and listed positions. */
static void same_census(const cg_census *a, const cg_census *b, uint32_t nmax)
{
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t ha[32], hb[32];
        ck_assert_int_eq(cg_census_histogram(a, n, ha, 32), CG_OK);
        ck_assert_int_eq(cg_census_histogram(b, n, hb, 32), CG_OK);
        ck_assert_msg(memcmp(ha, hb, sizeof ha) == 0, "level %u differs", n);
        for (uint32_t g = 0; g < 32; g++) {
            uint64_t la = 1, lb = 1;
            int sa = cg_census_positions(a, n, g, count_listed, &la);
            int sb = cg_census_positions(b, n, g, count_listed, &lb);
            ck_assert_msg(sa == sb && la == lb, "level %u, value %u: lists differ", n, g);
        }
    }
}

typedef struct stopper {
    uint64_t stop_at;   /* cancel once this many positions are done */
} stopper;

static int stop_after(void *user, uint64_t done, uint64_t total)
{
    (void)total;
    const stopper *s = user;
    return done >= s->stop_at;
}

static int first_report(void *user, uint64_t done, uint64_t total)
{
    (void)total;
    uint64_t *first = user;
    if (*first == UINT64_MAX)
        *first = done;
    return 0;
}

static uint64_t catalan(uint32_t n)
{
    uint64_t c = 1;
    for (uint32_t i = 0; i < n; i++)
        c = c * 2 * (2 * i + 1) / (i + 2);
    return c;
}

typedef int (*resumable_fn)(uint32_t, unsigned, uint64_t, const char *, cg_progress_fn, void *,
                            cg_census **);
typedef int (*census_fn)(uint32_t, unsigned, uint64_t, cg_progress_fn, void *, cg_census **);

/* Stop a census to nmax just after level k (progress reports come at least
 * once per level), resume it, and compare with the census never stopped. */
static void stop_and_resume(resumable_fn resumable, census_fn plain, uint32_t nmax, uint32_t k)
{
    cg_census *want, *got = NULL;
    ck_assert_int_eq(plain(nmax, 2, 0, NULL, NULL, &want), CG_OK);
    char dir[256];
    make_dir(dir, sizeof dir);
    stopper s = { 0 };
    for (uint32_t n = 0; n <= k; n++)
        s.stop_at += catalan(n);
    s.stop_at += 1;   /* inside level k + 1: level k is saved, k + 1 is not */
    ck_assert_int_eq(resumable(nmax, 1, 0, dir, stop_after, &s, &got), CG_ECANCELED);
    ck_assert_ptr_null(got);
    /* Resumed on three threads; its progress starts past the levels saved,
     * 0..k (levels this small are one chunk: the stop came after k + 1 was
     * computed, before it was saved). */
    uint64_t first = UINT64_MAX;
    ck_assert_int_eq(resumable(nmax, 3, 0, dir, first_report, &first, &got), CG_OK);
    ck_assert_uint_eq(first, s.stop_at - 1);
    same_census(want, got, nmax);
    cg_census_free(got);
    /* Finished: asked again, or for fewer heaps, it answers from the directory. */
    stopper none = { UINT64_MAX };
    ck_assert_int_eq(resumable(nmax, 1, 0, dir, stop_after, &none, &got), CG_OK);
    same_census(want, got, nmax);
    cg_census_free(got);
    ck_assert_int_eq(resumable(nmax - 2, 1, 0, dir, NULL, NULL, &got), CG_OK);
    ck_assert_uint_eq(cg_census_nmax(got), nmax - 2);
    same_census(want, got, nmax - 2);
    cg_census_free(got);
    /* ... but it cannot go further: its levels are gone. */
    got = NULL;
    ck_assert_int_eq(resumable(nmax + 1, 1, 0, dir, NULL, NULL, &got), CG_EDOMAIN);
    ck_assert_ptr_null(got);
    cg_census_free(want);
    remove_dir(dir);
}

START_TEST(a_census_stopped_after_any_level_resumes_to_the_same_result)
{
    uint32_t nmax = quick() ? 8 : 11;
    for (uint32_t k = 0; k + 1 <= nmax; k++)
        stop_and_resume(cg_reduced_census_resumable, cg_reduced_census, nmax, k);
    stop_and_resume(cg_reduced_outcome_census_resumable, cg_reduced_outcome_census, nmax, nmax / 2);
}
END_TEST

/* Overwrite a file's bytes from offset on with `with`, or truncate it there. */
static void damage(const char *dir, const char *name, long offset, const char *with)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (with == NULL) {
        ck_assert_int_eq(truncate(path, offset), 0);
        return;
    }
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, offset, SEEK_SET), 0);
    ck_assert_uint_eq(fwrite(with, 1, strlen(with), f), strlen(with));
    fclose(f);
}

/* A directory stopped inside level 8 of a census to 10. */
static void stopped_census(char *dir, size_t cap)
{
    make_dir(dir, cap);
    stopper s = { 0 };
    for (uint32_t n = 0; n <= 7; n++)
        s.stop_at += catalan(n);
    s.stop_at += 1;
    cg_census *c = NULL;
    ck_assert_int_eq(cg_reduced_census_resumable(10, 1, 0, dir, stop_after, &s, &c), CG_ECANCELED);
}

START_TEST(bad_directories_and_damaged_checkpoints)
{
    cg_census *c = NULL;
    ck_assert_int_eq(cg_reduced_census_resumable(5, 1, 0, NULL, NULL, NULL, &c), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_census_resumable(5, 1, 0, "", NULL, NULL, &c), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_outcome_census_resumable(5, 1, 0, NULL, NULL, NULL, &c), CG_EINVAL);
    char dir[256];
    make_dir(dir, sizeof dir);
    ck_assert_int_eq(cg_reduced_census_resumable(5, 1, 0, dir, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_reduced_census_resumable(31, 1, 0, dir, NULL, NULL, &c), CG_ERANGE);
    /* A directory that cannot be made (its parent is missing), and a file. */
    char path[512];
    snprintf(path, sizeof path, "%s/no/such", dir);
    ck_assert_int_eq(cg_reduced_census_resumable(5, 1, 0, path, NULL, NULL, &c), CG_EINVAL);
    snprintf(path, sizeof path, "%s/census.ckpt", dir);
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fclose(f);
    ck_assert_int_eq(cg_reduced_census_resumable(5, 1, 0, path, NULL, NULL, &c), CG_EINVAL);
    remove_dir(dir);
    ck_assert_ptr_null(c);

    /* Another census's directory. */
    stopped_census(dir, sizeof dir);
    ck_assert_int_eq(cg_reduced_outcome_census_resumable(10, 1, 0, dir, NULL, NULL, &c), CG_EPARSE);
    remove_dir(dir);
    /* A damaged header, a truncated checkpoint, a missing or damaged level. */
    stopped_census(dir, sizeof dir);
    damage(dir, "census.ckpt", 0, "NOTACKPT");
    ck_assert_int_eq(cg_reduced_census_resumable(10, 1, 0, dir, NULL, NULL, &c), CG_EPARSE);
    remove_dir(dir);
    stopped_census(dir, sizeof dir);
    damage(dir, "census.ckpt", 100, NULL);
    ck_assert_int_eq(cg_reduced_census_resumable(10, 1, 0, dir, NULL, NULL, &c), CG_EPARSE);
    remove_dir(dir);
    stopped_census(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/level-6.bin", dir);
    ck_assert_int_eq(remove(path), 0);
    ck_assert_int_eq(cg_reduced_census_resumable(10, 1, 0, dir, NULL, NULL, &c), CG_EPARSE);
    remove_dir(dir);
    stopped_census(dir, sizeof dir);
    damage(dir, "level-7.bin", 10, "x");   /* its header */
    ck_assert_int_eq(cg_reduced_census_resumable(10, 1, 0, dir, NULL, NULL, &c), CG_EPARSE);
    remove_dir(dir);
    stopped_census(dir, sizeof dir);
    damage(dir, "level-7.bin", 30, NULL);  /* fewer values than the level has */
    ck_assert_int_eq(cg_reduced_census_resumable(10, 1, 0, dir, NULL, NULL, &c), CG_EPARSE);
    ck_assert_ptr_null(c);
    remove_dir(dir);
    /* Only the last two levels stay on disk. */
    stopped_census(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/level-5.bin", dir);
    ck_assert_int_ne(access(path, F_OK), 0);
    remove_dir(dir);
}
END_TEST

/* ---- damage of every kind ---- */

typedef struct file {
    char name[64];
    unsigned char *bytes;
    size_t len;
} file;

static void read_file(const char *dir, const char *name, file *f)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    snprintf(f->name, sizeof f->name, "%s", name);
    FILE *in = fopen(path, "rb");
    ck_assert_msg(in != NULL, "%s: %s", path, strerror(errno));
    ck_assert_int_eq(fseek(in, 0, SEEK_END), 0);
    f->len = (size_t)ftell(in);
    rewind(in);
    f->bytes = malloc(f->len + 1);
    ck_assert_ptr_nonnull(f->bytes);
    ck_assert_uint_eq(fread(f->bytes, 1, f->len, in), f->len);
    fclose(in);
}

static void write_file(const char *dir, const file *f)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, f->name);
    FILE *out = fopen(path, "wb");
    ck_assert_ptr_nonnull(out);
    ck_assert_uint_eq(fwrite(f->bytes, 1, f->len, out), f->len);
    ck_assert_int_eq(fclose(out), 0);
}

/* Flip one bit of a file in place (rewriting the whole file each time would
 * make the test wait on the disk). */
static void flip_bit(const char *dir, const char *name, long bit)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, bit / 8, SEEK_SET), 0);
    int c = fgetc(f);
    ck_assert_int_ne(c, EOF);
    ck_assert_int_eq(fseek(f, bit / 8, SEEK_SET), 0);
    ck_assert_int_ne(fputc(c ^ (1 << bit % 8), f), EOF);
    ck_assert_int_eq(fclose(f), 0);
}

static uint32_t u32_at(const file *f, size_t at)
{
    uint32_t v;
    memcpy(&v, f->bytes + at, sizeof v);
    return v;
}

static uint64_t u64_at(const file *f, size_t at)
{
    uint64_t v;
    memcpy(&v, f->bytes + at, sizeof v);
    return v;
}

static void set_u32(file *f, size_t at, uint32_t v)
{
    memcpy(f->bytes + at, &v, sizeof v);
}

static void set_u64(file *f, size_t at, uint64_t v)
{
    memcpy(f->bytes + at, &v, sizeof v);
}

/* Where the statistics of a level lie in census.ckpt (checkpoint.c gives the
 * format): its block, counts, examples, and each value's listing. */
typedef struct level_layout {
    size_t block, count, example, list[64], end;   /* end: its CRC */
    uint64_t listed[64];
} level_layout;

static void census_layout(const file *f, uint32_t level, level_layout *out)
{
    size_t at = 28;
    for (uint32_t n = 0; n <= level; n++) {
        out->block = at;
        out->count = at;
        out->example = at + 512;
        at += 1024;
        for (int g = 0; g < 64; g++) {
            out->listed[g] = u64_at(f, at + 8);
            out->list[g] = at + 16;
            at += 16 + 8 * out->listed[g];
        }
        out->end = at;
        at += 4;
    }
}

/* Give census.ckpt valid checksums again after a change. */
static void reseal_census(file *f)
{
    set_u32(f, 24, cgu_crc32c(0, f->bytes, 24));
    uint32_t done = u32_at(f, 12);
    level_layout l;
    for (uint32_t n = 0; n <= done; n++) {
        census_layout(f, n, &l);
        set_u32(f, l.end, cgu_crc32c(0, f->bytes + l.block, l.end - l.block));
    }
    set_u32(f, f->len - 4, cgu_crc32c(0, f->bytes, f->len - 4));
}

/* The same for a level file (one block: the small levels of the tests). */
static void reseal_level(file *f)
{
    uint32_t blocks = u32_at(f, 36);
    ck_assert_uint_le(blocks, 1);
    size_t values = 40 + 4 * (size_t)blocks + 4;
    if (blocks == 1)
        set_u32(f, 40, cgu_crc32c(0, f->bytes + values, f->len - values));
    set_u32(f, values - 4, cgu_crc32c(0, f->bytes, values - 4));
}

/* A directory stopped inside level k + 1 of a census to nmax, and the census
 * never stopped. */
static cg_census *stopped_at(char *dir, size_t cap, uint32_t nmax, uint32_t k)
{
    cg_census *want = NULL, *c = NULL;
    ck_assert_int_eq(cg_reduced_census(nmax, 1, 0, NULL, NULL, &want), CG_OK);
    make_dir(dir, cap);
    stopper s = { 1 };
    for (uint32_t n = 0; n <= k; n++)
        s.stop_at += catalan(n);
    ck_assert_int_eq(cg_reduced_census_resumable(nmax, 1, 0, dir, stop_after, &s, &c), CG_ECANCELED);
    return want;
}

/* Resume the census in dir: the census want, or CG_EPARSE with a detail
 * naming the file `name` and an offset. 1 when it was refused. */
static int same_or_refused(const char *dir, uint32_t nmax, const cg_census *want, const char *name,
                           const char *what)
{
    cg_census *got = NULL;
    int rc = cg_reduced_census_resumable(nmax, 1, 0, dir, NULL, NULL, &got);
    if (rc == CG_OK) {
        same_census(want, got, nmax);
        cg_census_free(got);
        return 0;
    }
    const char *detail = cg_error_detail();
    ck_assert_msg(rc == CG_EPARSE && strstr(detail, name) != NULL && strstr(detail, "offset") != NULL,
                  "%s: status %d, detail '%s'", what, rc, detail);
    ck_assert_ptr_null(got);
    return 1;
}

/* Put the stopped directory back: its files as they were, nothing else. */
static void restore(const char *dir, const file *files, int nfiles)
{
    char path[4096];
    for (int n = 0; n <= 30; n++) {
        snprintf(path, sizeof path, "%s/level-%d.bin", dir, n);
        remove(path);
    }
    for (int i = 0; i < nfiles; i++)
        write_file(dir, &files[i]);
}

START_TEST(every_bit_of_the_census_file_flipped)
{
    /* A census to 6 stopped inside level 4: census.ckpt holds levels 0..3. */
    char dir[256];
    cg_census *want = stopped_at(dir, sizeof dir, 6, 3);
    file files[3];
    read_file(dir, "census.ckpt", &files[0]);
    read_file(dir, "level-2.bin", &files[1]);
    read_file(dir, "level-3.bin", &files[2]);
    file *f = &files[0];
    long refused = 0, bits = (long)f->len * 8;
    for (long bit = 0; bit < bits; bit++) {
        flip_bit(dir, f->name, bit);
        char what[64];
        snprintf(what, sizeof what, "census.ckpt, bit %ld", bit);
        int no = same_or_refused(dir, 6, want, "census.ckpt", what);
        refused += no;
        if (no)
            flip_bit(dir, f->name, bit);
        else
            restore(dir, files, 3);
    }
    write_file(dir, f);
    /* Every bit is behind a checksum. */
    ck_assert_int_eq(refused, bits);
    ck_assert_int_eq(same_or_refused(dir, 6, want, "census.ckpt", "undamaged"), 0);
    for (int i = 0; i < 3; i++)
        free(files[i].bytes);
    cg_census_free(want);
    remove_dir(dir);
}
END_TEST

START_TEST(random_bits_of_the_level_files_flipped)
{
    /* A census to 10 stopped inside level 8: level files 6 and 7. */
    char dir[256];
    cg_census *want = stopped_at(dir, sizeof dir, 10, 7);
    file files[3];
    read_file(dir, "census.ckpt", &files[0]);
    read_file(dir, "level-6.bin", &files[1]);
    read_file(dir, "level-7.bin", &files[2]);
    uint64_t x = 0x2545f4914f6cdd1dULL;   /* xorshift64, a fixed seed */
    for (int trial = 0; trial < 400; trial++) {
        xorshift64(&x);
        file *f = &files[1 + trial % 2];
        long bit = (long)((x >> 11) % (f->len * 8));
        flip_bit(dir, f->name, bit);
        char what[96];
        snprintf(what, sizeof what, "%s, bit %ld", f->name, bit);
        ck_assert_msg(same_or_refused(dir, 10, want, f->name, what), "%s: not noticed", what);
        flip_bit(dir, f->name, bit);
    }
    ck_assert_int_eq(same_or_refused(dir, 10, want, "", "undamaged"), 0);
    for (int i = 0; i < 3; i++)
        free(files[i].bytes);
    cg_census_free(want);
    remove_dir(dir);
}
END_TEST

/* Resume dir after f was changed (and resealed): CG_EPARSE whose detail names
 * the file and says `says`; then f is put back. */
static void refused_for(const char *dir, file *f, const file *orig, const char *says)
{
    write_file(dir, f);
    cg_census *got = NULL;
    int rc = cg_reduced_census_resumable(10, 1, 0, dir, NULL, NULL, &got);
    const char *detail = cg_error_detail();
    ck_assert_msg(rc == CG_EPARSE && strstr(detail, f->name) != NULL && strstr(detail, says) != NULL,
                  "'%s' expected, status %d, detail '%s'", says, rc, detail);
    ck_assert_ptr_null(got);
    memcpy(f->bytes, orig->bytes, orig->len);
    f->len = orig->len;
    write_file(dir, f);
}

START_TEST(truncated_files_are_refused)
{
    char dir[256];
    cg_census *want = stopped_at(dir, sizeof dir, 10, 7);
    file files[3];
    read_file(dir, "census.ckpt", &files[0]);
    read_file(dir, "level-6.bin", &files[1]);
    read_file(dir, "level-7.bin", &files[2]);
    for (int i = 0; i < 3; i++) {
        file cut = files[i];
        for (size_t len = 0; len < files[i].len; len += len < 64 ? 1 : 61) {
            cut.len = len;
            write_file(dir, &cut);
            ck_assert_int_eq(same_or_refused(dir, 10, want, files[i].name, files[i].name), 1);
        }
        write_file(dir, &files[i]);
        /* A byte too many is damage too. */
        file longer = files[i];
        longer.bytes[longer.len++] = 0;
        write_file(dir, &longer);
        ck_assert_int_eq(same_or_refused(dir, 10, want, files[i].name, files[i].name), 1);
        write_file(dir, &files[i]);
    }
    ck_assert_int_eq(same_or_refused(dir, 10, want, "", "undamaged"), 0);
    for (int i = 0; i < 3; i++)
        free(files[i].bytes);
    cg_census_free(want);
    remove_dir(dir);
}
END_TEST

START_TEST(values_listings_and_counts_that_cannot_be_are_refused)
{
    char dir[256];
    cg_census *want = stopped_at(dir, sizeof dir, 10, 7);
    file census, level, orig[3];
    read_file(dir, "census.ckpt", &census);
    read_file(dir, "census.ckpt", &orig[0]);
    read_file(dir, "level-6.bin", &orig[1]);
    read_file(dir, "level-7.bin", &level);
    read_file(dir, "level-7.bin", &orig[2]);
    const file *orig_census = &orig[0], *orig_level = &orig[2];
    size_t values = 48;   /* one block */

    /* A value above what 7 heaps can have (values are at most n), still in
     * 4 bits; and 15, the largest 4 bits hold. */
    level.bytes[values + 100] = (unsigned char)((level.bytes[values + 100] & 0xf0) | 8);
    reseal_level(&level);
    refused_for(dir, &level, orig_level, "a value above 7");
    level.bytes[values + 3] |= 0xf0;
    reseal_level(&level);
    refused_for(dir, &level, orig_level, "offset 51");

    /* The same levels stored at 8 bits (as a census whose values outgrew 4
     * bits stores them) resume to the same census; a value 200 in them is
     * refused before it is used. */
    file wide[2];
    for (int i = 0; i < 2; i++) {
        const char *name = i == 0 ? "level-6.bin" : "level-7.bin";
        file narrow;
        read_file(dir, name, &narrow);
        uint64_t positions = catalan(6 + (uint32_t)i);
        wide[i] = narrow;
        wide[i].len = values + positions;
        wide[i].bytes = malloc(wide[i].len + 1);
        memcpy(wide[i].bytes, narrow.bytes, values);
        set_u32(&wide[i], 16, 8);
        set_u64(&wide[i], 24, positions);
        for (uint64_t r = 0; r < positions; r++)
            wide[i].bytes[values + r] = (unsigned char)(narrow.bytes[values + r / 2] >> (4 * (r & 1)) & 15);
        reseal_level(&wide[i]);
        write_file(dir, &wide[i]);
        free(narrow.bytes);
    }
    set_u32(&census, 16, 8);
    reseal_census(&census);
    write_file(dir, &census);
    ck_assert_int_eq(same_or_refused(dir, 10, want, "", "8 bits"), 0);
    restore(dir, (file[]){ census, wide[0], wide[1] }, 3);
    wide[1].bytes[values + 33] = 200;
    reseal_level(&wide[1]);
    write_file(dir, &wide[1]);
    cg_census *got = NULL;
    ck_assert_int_eq(cg_reduced_census_resumable(10, 1, 0, dir, NULL, NULL, &got), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "level-7.bin: a value above 7"));
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "offset 81"));
    free(wide[0].bytes);
    free(wide[1].bytes);
    restore(dir, orig, 3);

    /* Listings: level 7 has two positions of value 4; out of order,
     * repeated, out of range. */
    level_layout l;
    census_layout(&census, 7, &l);
    ck_assert_uint_eq(l.listed[4], 2);
    uint64_t a = u64_at(&census, l.list[4]), b = u64_at(&census, l.list[4] + 8);
    ck_assert_uint_lt(a, b);
    set_u64(&census, l.list[4], b);
    set_u64(&census, l.list[4] + 8, a);
    set_u64(&census, l.example + 8 * 4, b);
    reseal_census(&census);
    refused_for(dir, &census, orig_census, "out of order or repeated");
    set_u64(&census, l.list[4] + 8, a);
    reseal_census(&census);
    refused_for(dir, &census, orig_census, "out of order or repeated");
    set_u64(&census, l.list[4] + 8, catalan(7));
    reseal_census(&census);
    refused_for(dir, &census, orig_census, "out of range");
    /* The example is not the first listed. */
    set_u64(&census, l.example + 8 * 4, b);
    reseal_census(&census);
    refused_for(dir, &census, orig_census, "example or listing");

    /* Counts: one position too many, one moved to another value (whose
     * listing then misses it), one to a value level 7 cannot have. */
    set_u64(&census, l.count, u64_at(&census, l.count) + 1);
    reseal_census(&census);
    refused_for(dir, &census, orig_census, "the values of 430 positions, not 429");
    census_layout(&census, 5, &l);
    set_u64(&census, l.count, u64_at(&census, l.count) - 1);
    set_u64(&census, l.count + 8, u64_at(&census, l.count + 8) + 1);
    reseal_census(&census);
    refused_for(dir, &census, orig_census, "level 5");
    set_u64(&census, l.count, u64_at(&census, l.count) - 1);
    set_u64(&census, l.count + 8 * 9, 1);
    set_u64(&census, l.example + 8 * 9, 3);
    reseal_census(&census);
    refused_for(dir, &census, orig_census, "value 9 is above the largest");
    set_u64(&census, l.count, u64_at(&census, l.count) - 1);
    reseal_census(&census);
    refused_for(dir, &census, orig_census, "the values of 41 positions, not 42");

    /* A checkpoint of the first format is refused as such. */
    memcpy(census.bytes, "CGCENS01", 8);
    refused_for(dir, &census, orig_census, "older format");
    memcpy(level.bytes, "CGLEVEL1", 8);
    refused_for(dir, &level, orig_level, "older format");

    ck_assert_int_eq(same_or_refused(dir, 10, want, "", "undamaged"), 0);
    free(census.bytes);
    free(level.bytes);
    for (int i = 0; i < 3; i++)
        free(orig[i].bytes);
    cg_census_free(want);
    remove_dir(dir);
}
END_TEST

START_TEST(a_full_disk_is_reported_with_its_reason)
{
    char dir[256], path[512];
    make_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/level-0.bin.tmp", dir);
    if (symlink("/dev/full", path) != 0 || access("/dev/full", W_OK) != 0) {
        remove(path);
        remove_dir(dir);
        return;   /* no /dev/full here */
    }
    cg_census *got = NULL;
    ck_assert_int_eq(cg_reduced_census_resumable(6, 1, 0, dir, NULL, NULL, &got), CG_EINVAL);
    const char *detail = cg_error_detail();
    ck_assert_msg(strstr(detail, "level-0.bin.tmp") != NULL && strstr(detail, strerror(ENOSPC)) != NULL,
                  "detail '%s'", detail);
    ck_assert_int_ne(access(path, F_OK), 0);   /* the temporary is gone */
    remove_dir(dir);
}
END_TEST

/* Move every position of value g of level n to value 0 in census.ckpt, with
 * their listing and example, and reseal: statistics that make sense on their
 * own, behind valid checksums, of another census. The level is small enough
 * that every value is listed whole, so the block keeps its length. */
static void move_to_zero(file *f, uint32_t n, uint32_t g)
{
    level_layout l;
    census_layout(f, n, &l);
    uint64_t c0 = u64_at(f, l.count), cg = u64_at(f, l.count + 8 * g);
    ck_assert(g > 0 && cg > 0 && l.listed[0] == c0 && l.listed[g] == cg);
    size_t len = l.end - l.count;
    unsigned char *block = malloc(len);
    ck_assert_ptr_nonnull(block);
    size_t at = 0;
    for (uint32_t v = 0; v < 64; v++) {
        uint64_t c = v == 0 ? c0 + cg : v == g ? 0 : u64_at(f, l.count + 8 * v);
        memcpy(block + 8 * v, &c, 8);
    }
    at = 1024;
    uint64_t first = 0;
    for (uint32_t v = 0; v < 64; v++) {
        uint64_t meta[2] = { u64_at(f, l.list[v] - 16), v == 0 ? c0 + cg : v == g ? 0 : l.listed[v] };
        memcpy(block + at, meta, sizeof meta);
        at += sizeof meta;
        /* Value 0's listing: both, merged into rank order. */
        for (uint64_t i = 0, j = 0; v == 0 && i + j < c0 + cg; at += 8) {
            uint64_t a = i < c0 ? u64_at(f, l.list[0] + 8 * i) : UINT64_MAX;
            uint64_t b = j < cg ? u64_at(f, l.list[g] + 8 * j) : UINT64_MAX;
            uint64_t x = a < b ? a : b;
            if (a < b)
                i++;
            else
                j++;
            if (i + j == 1)
                first = x;
            memcpy(block + at, &x, 8);
        }
        if (v != 0 && v != g) {
            memcpy(block + at, f->bytes + l.list[v], 8 * l.listed[v]);
            at += 8 * l.listed[v];
        }
    }
    ck_assert_uint_eq(at, len);
    for (uint32_t v = 0; v < 64; v++) {
        uint64_t e = v == 0 ? first : v == g ? 0 : u64_at(f, l.example + 8 * v);
        memcpy(block + 512 + 8 * v, &e, 8);
    }
    memcpy(f->bytes + l.count, block, len);
    free(block);
    reseal_census(f);
}

/* The largest value of level n in census.ckpt. */
static uint32_t largest_value(const file *f, uint32_t n)
{
    level_layout l;
    census_layout(f, n, &l);
    uint32_t g = 63;
    while (g > 0 && u64_at(f, l.count + 8 * g) == 0)
        g--;
    return g;
}

START_TEST(a_histogram_moved_to_value_0_is_refused)
{
    /* A census to 10 stopped inside level 8: levels 6 and 7 are stored. The
     * statistics of either, rewritten with valid checksums to put the
     * positions of its largest value at value 0, would resume to another
     * census; the values stored say otherwise. */
    char dir[256];
    cg_census *want = stopped_at(dir, sizeof dir, 10, 7);
    file census, orig;
    read_file(dir, "census.ckpt", &census);
    read_file(dir, "census.ckpt", &orig);
    for (uint32_t n = 6; n <= 7; n++) {
        uint32_t g = largest_value(&census, n);
        move_to_zero(&census, n, g);
        write_file(dir, &census);
        cg_census *got = NULL;
        int rc = cg_reduced_census_resumable(10, 1, 0, dir, NULL, NULL, &got);
        const char *detail = cg_error_detail();
        /* Both files, and where the level's statistics lie. */
        char level[32], offset[32];
        snprintf(level, sizeof level, "level-%u.bin", n);
        level_layout l;
        census_layout(&census, n, &l);
        snprintf(offset, sizeof offset, "(offset %zu)", l.block);
        ck_assert_msg(rc == CG_EPARSE && strstr(detail, dir) != NULL &&
                          strstr(detail, "census.ckpt") != NULL && strstr(detail, level) != NULL &&
                          strstr(detail, offset) != NULL && strstr(detail, "value 0") != NULL,
                      "level %u, value %u moved to 0: status %d, detail '%s'", n, g, rc, detail);
        ck_assert_ptr_null(got);
        memcpy(census.bytes, orig.bytes, orig.len);
        write_file(dir, &census);
    }
    ck_assert_int_eq(same_or_refused(dir, 10, want, "", "undamaged"), 0);
    free(census.bytes);
    free(orig.bytes);
    cg_census_free(want);
    remove_dir(dir);
}
END_TEST

START_TEST(the_file_size_limit_is_reported_with_its_reason)
{
    /* A program that ignores SIGXFSZ, as the tool does, gets the file size
     * limit as a status: census.ckpt passes 64 KiB at level 10 of 13. */
    struct rlimit was;
    ck_assert_int_eq(getrlimit(RLIMIT_FSIZE, &was), 0);
    rlim_t small = 64 * 1024;
    if (was.rlim_max != RLIM_INFINITY && was.rlim_max < small)
        small = was.rlim_max;
    void (*handler)(int) = signal(SIGXFSZ, SIG_IGN);
    char dir[256];
    make_dir(dir, sizeof dir);
    struct rlimit limited = { small, was.rlim_max };
    ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &limited), 0);
    cg_census *got = NULL;
    int rc = cg_reduced_census_resumable(13, 1, 0, dir, NULL, NULL, &got);
    char detail[512];
    snprintf(detail, sizeof detail, "%s", cg_error_detail());
    ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &was), 0);
    signal(SIGXFSZ, handler);
    ck_assert_msg(rc == CG_EINVAL && strstr(detail, dir) != NULL &&
                      strstr(detail, strerror(EFBIG)) != NULL && strstr(detail, "ulimit -f") != NULL,
                  "status %d, detail '%s'", rc, detail);
    ck_assert_ptr_null(got);
    char path[512];
    snprintf(path, sizeof path, "%s/census.ckpt.tmp", dir);
    ck_assert_int_ne(access(path, F_OK), 0);   /* the temporary is gone */
    /* The checkpoint left is whole: resumed, the census never stopped. */
    cg_census *want = NULL;
    ck_assert_int_eq(cg_reduced_census(13, 1, 0, NULL, NULL, &want), CG_OK);
    ck_assert_int_eq(cg_reduced_census_resumable(13, 1, 0, dir, NULL, NULL, &got), CG_OK);
    same_census(want, got, 13);
    cg_census_free(got);
    cg_census_free(want);
    remove_dir(dir);
}
END_TEST

/* The listings a resumed census reads back are charged like those it makes:
 * the same figure as the census never stopped, and the same bound. */
START_TEST(a_resumed_census_charges_the_listings_it_reads)
{
    char dir[256];
    const uint32_t nmax = 13;
    cg_census *want = stopped_at(dir, sizeof dir, nmax, nmax - 2), *got = NULL;
    uint64_t want_held, got_held, levels;
    ck_assert_int_eq(cg_census_memory_used(want, NULL, &want_held), CG_OK);
    ck_assert_uint_gt(want_held, 0);
    ck_assert_int_eq(cg_reduced_census_resumable(nmax, 1, 0, dir, NULL, NULL, &got), CG_OK);
    ck_assert_int_eq(cg_census_memory_used(got, NULL, &got_held), CG_OK);
    /* Exact counts where the census never stopped charged capacities. */
    ck_assert_msg(got_held >= want_held / 100 * 95 && got_held <= want_held,
                  "resumed: %llu bytes of listings, never stopped: %llu",
                  (unsigned long long)got_held, (unsigned long long)want_held);
    cg_census_free(got);
    got = NULL;
    /* Half the listings above the levels: refused when resumed too. */
    ck_assert_int_eq(cg_reduced_census_memory(nmax, &levels), CG_OK);
    int rc = cg_reduced_census_resumable(nmax, 1, levels + want_held / 2, dir, NULL, NULL, &got);
    ck_assert_msg(rc == CG_ENOMEM, "resumed under %llu bytes: %s",
                  (unsigned long long)(levels + want_held / 2), cg_strerror(rc));
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "memory limit"));
    ck_assert_ptr_null(got);
    cg_census_free(want);
    remove_dir(dir);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tables-checkpoint");
    TCase *tc = tcase_create("resume");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, a_census_stopped_after_any_level_resumes_to_the_same_result);
    tcase_add_test(tc, bad_directories_and_damaged_checkpoints);
    tcase_add_test(tc, every_bit_of_the_census_file_flipped);
    tcase_add_test(tc, random_bits_of_the_level_files_flipped);
    tcase_add_test(tc, truncated_files_are_refused);
    tcase_add_test(tc, values_listings_and_counts_that_cannot_be_are_refused);
    tcase_add_test(tc, a_full_disk_is_reported_with_its_reason);
    tcase_add_test(tc, a_histogram_moved_to_value_0_is_refused);
    tcase_add_test(tc, the_file_size_limit_is_reported_with_its_reason);
    tcase_add_test(tc, a_resumed_census_charges_the_listings_it_reads);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
