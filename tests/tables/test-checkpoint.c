/* Resumable censuses: a census stopped after any level and resumed (with
 * another number of threads) equals one never stopped, level by level, value
 * lists included; finished, damaged and foreign checkpoints are answered,
 * refused or reported as the header says. */
#define _POSIX_C_SOURCE 200809L   /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include <cookiegame.h>

#include "fast-check.h"
#include "run-suite.h"

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

int main(void)
{
    Suite *s = suite_create("checkpoint");
    TCase *tc = tcase_create("resume");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, a_census_stopped_after_any_level_resumes_to_the_same_result);
    tcase_add_test(tc, bad_directories_and_damaged_checkpoints);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
