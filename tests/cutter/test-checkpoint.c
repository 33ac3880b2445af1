/* Cookie Cutter searches that stop and go on (cg_cutter_grundy_checkpoint):
 * a search stopped by the node limit over and over, each time in a fresh
 * context as another process would, ends with the value of a search never
 * stopped, and the file then answers at once; the table is saved during a
 * search too; another cutter's file, damaged files and bad arguments are
 * refused with the file left as it was. */
#define _POSIX_C_SOURCE 200809L   /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include <cookiegame.h>

#include "run-suite.h"
#include "cutter/small.h"

typedef struct scratch {
    char dir[4096], path[4200];
} scratch;

static void make_scratch(scratch *s)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(s->dir, sizeof s->dir, "%s/cg-cutter-XXXXXX", tmp != NULL && *tmp ? tmp : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(s->dir));
    snprintf(s->path, sizeof s->path, "%s/table.ckpt", s->dir);
}

static void remove_scratch(const scratch *s)
{
    remove(s->path);
    ck_assert_int_eq(rmdir(s->dir), 0);
}

/* The whole file, and its size. */
static unsigned char *slurp(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    long n = ftell(f);
    ck_assert_int_ge(n, 0);
    rewind(f);
    unsigned char *b = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(b);
    ck_assert_uint_eq(fread(b, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *size = (size_t)n;
    return b;
}

static void spit(const char *path, const unsigned char *b, size_t n)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(b, 1, n, f), n);
    ck_assert_int_eq(fclose(f), 0);
}

/* One call in a fresh context (another process) with a node limit. */
static int call(const char *path, uint32_t rows, uint32_t cols, uint32_t cr, uint32_t cc,
                uint64_t limit, uint32_t *g)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, limit), CG_OK);
    int rc = cg_cutter_grundy_checkpoint(ctx, rows, cols, NULL, cr, cc, path, g);
    cg_ctx_free(ctx);
    return rc;
}

START_TEST(stopped_searches_go_on_to_the_same_value)
{
    /* The 5 x 6 board under 2 x 2 (value 0) and 3 x 3 (2), and 4 x 7 under
     * 2 x 3 (value from a search never stopped). */
    static const uint32_t cases[][4] = { { 5, 6, 2, 2 }, { 5, 6, 3, 3 }, { 4, 7, 2, 3 } };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const uint32_t *c = cases[k];
        uint32_t want = 999;
        cg_ctx *ctx;
        ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
        ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
        ck_assert_int_eq(cg_cutter_grundy(ctx, c[0], c[1], NULL, c[2], c[3], &want), CG_OK);
        cg_ctx_free(ctx);
        scratch s;
        make_scratch(&s);
        uint32_t g = 998;
        int rc, stops = 0;
        size_t last = 0;
        while ((rc = call(s.path, c[0], c[1], c[2], c[3], 20000, &g)) == CG_ELIMIT) {
            stops++;
            size_t size;
            free(slurp(s.path, &size));
            ck_assert_uint_ge(size, last);   /* the table only grows */
            last = size;
            ck_assert_int_lt(stops, 1000);
        }
        ck_assert_int_eq(rc, CG_OK);
        ck_assert_int_ge(stops, 2);
        ck_assert_msg(g == want, "%ux%u under %ux%u: %u after %d stops, %u never stopped", c[0],
                      c[1], c[2], c[3], g, stops, want);
        /* Done: the file answers with one node. */
        g = 997;
        ck_assert_int_eq(call(s.path, c[0], c[1], c[2], c[3], 1, &g), CG_OK);
        ck_assert_uint_eq(g, want);
        remove_scratch(&s);
    }
}
END_TEST

/* The progress callback: whether the checkpoint existed at some call. */
typedef struct watch {
    const char *path;
    int seen;
} watch;

static int look(void *user, uint64_t done, uint64_t total)
{
    (void)done;
    (void)total;
    watch *w = user;
    if (access(w->path, F_OK) == 0)
        w->seen = 1;
    return 0;
}

START_TEST(the_table_is_saved_while_searching)
{
    scratch s;
    make_scratch(&s);
    double every = cutter_save_every;
    cutter_save_every = 0;   /* at each look at the clock */
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    watch w = { s.path, 0 };
    ck_assert_int_eq(cg_ctx_set_progress(ctx, look, &w), CG_OK);
    uint32_t g = 999;
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 5, 6, NULL, 2, 2, s.path, &g), CG_OK);
    ck_assert_uint_eq(g, 0);
    ck_assert_int_eq(w.seen, 1);
    cg_ctx_free(ctx);
    cutter_save_every = every;
    remove_scratch(&s);
}
END_TEST

static int stop_at_once(void *user, uint64_t done, uint64_t total)
{
    (void)user;
    (void)done;
    (void)total;
    return 1;
}

START_TEST(a_canceled_search_keeps_its_table)
{
    /* Stopped by the progress callback (Ctrl-C in the tool): CG_ECANCELED,
     * the table saved, and the next call goes on to the right value. */
    scratch s;
    make_scratch(&s);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_ctx_set_progress(ctx, stop_at_once, NULL), CG_OK);
    uint32_t g = 999;
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 5, 6, NULL, 2, 2, s.path, &g), CG_ECANCELED);
    ck_assert_uint_eq(g, 999);
    cg_ctx_free(ctx);
    size_t n;
    free(slurp(s.path, &n));
    ck_assert_uint_gt(n, 52);
    ck_assert_int_eq(call(s.path, 5, 6, 2, 2, 0, &g), CG_OK);
    ck_assert_uint_eq(g, 0);
    remove_scratch(&s);
}
END_TEST

START_TEST(foreign_and_damaged_files_are_refused)
{
    scratch s;
    make_scratch(&s);
    uint32_t g = 999;
    /* A table of 4 x 6 under 2 x 2, stopped part way. */
    ck_assert_int_eq(call(s.path, 4, 6, 2, 2, 5000, &g), CG_ELIMIT);
    size_t n;
    unsigned char *good = slurp(s.path, &n);
    ck_assert_uint_gt(n, 52 + 8 * 65536 - 1);
    /* Another cutter's: refused, the file untouched. */
    ck_assert_int_eq(call(s.path, 4, 6, 3, 3, 0, &g), CG_EDOMAIN);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "2 x 2"));
    size_t m;
    unsigned char *now = slurp(s.path, &m);
    ck_assert_uint_eq(m, n);
    ck_assert_int_eq(memcmp(now, good, n), 0);
    free(now);
    /* Damage anywhere: one flipped bit in the magic, the header, a slot, each CRC. */
    const size_t at[] = { 0, 9, 20, 44, 60, 52 + 8 * 1000 + 3, n - 9, n - 5, n - 1 };
    for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
        unsigned char *bad = malloc(n);
        ck_assert_ptr_nonnull(bad);
        memcpy(bad, good, n);
        bad[at[k]] ^= 0x10;
        spit(s.path, bad, n);
        ck_assert_msg(call(s.path, 4, 6, 2, 2, 0, &g) == CG_EPARSE, "bit flipped at %zu", at[k]);
        now = slurp(s.path, &m);
        ck_assert_int_eq(memcmp(now, bad, n), 0);
        free(now);
        free(bad);
    }
    /* Truncated, lengthened, or something else entirely. */
    spit(s.path, good, n - 1);
    ck_assert_int_eq(call(s.path, 4, 6, 2, 2, 0, &g), CG_EPARSE);
    unsigned char *longer = calloc(n + 8, 1);
    ck_assert_ptr_nonnull(longer);
    memcpy(longer, good, n);
    spit(s.path, longer, n + 8);
    ck_assert_int_eq(call(s.path, 4, 6, 2, 2, 0, &g), CG_EPARSE);
    free(longer);
    spit(s.path, (const unsigned char *)"hello, world\n", 13);
    ck_assert_int_eq(call(s.path, 4, 6, 2, 2, 0, &g), CG_EPARSE);
    spit(s.path, (const unsigned char *)"", 0);
    ck_assert_int_eq(call(s.path, 4, 6, 2, 2, 0, &g), CG_EPARSE);
    /* Whole again, it goes on to the value of a search never stopped. */
    spit(s.path, good, n);
    uint32_t want = 998;
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 4, 6, NULL, 2, 2, &want), CG_OK);
    ck_assert_int_eq(call(s.path, 4, 6, 2, 2, 0, &g), CG_OK);
    ck_assert_uint_eq(g, want);
    cg_ctx_free(ctx);
    free(good);
    remove_scratch(&s);
}
END_TEST

START_TEST(a_table_past_the_memory_limit)
{
    /* 5 x 6 under 3 x 3 stores about 72 000 parts, a table of 2^17 slots
     * (1 MB). A limit of 2.3 MB holds the search's scratch, the table of
     * small parts and a first table of 2^16 slots, in which the search runs
     * (replacing values), but not the file's table. */
    scratch s;
    make_scratch(&s);
    uint32_t g = 999;
    ck_assert_int_eq(call(s.path, 5, 6, 3, 3, 0, &g), CG_OK);
    ck_assert_uint_eq(g, 2);
    size_t n;
    free(slurp(s.path, &n));
    ck_assert_uint_eq(n, 52 + 8 * ((size_t)1 << 17));
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 2300000), CG_OK);
    g = 998;
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 5, 6, NULL, 3, 3, s.path, &g), CG_ENOMEM);
    ck_assert_uint_eq(g, 998);
    ck_assert_int_eq(cg_cutter_grundy(ctx, 5, 6, NULL, 3, 3, &g), CG_OK);
    ck_assert_uint_eq(g, 2);
    cg_ctx_free(ctx);
    remove_scratch(&s);
}
END_TEST

START_TEST(bad_arguments)
{
    scratch s;
    make_scratch(&s);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint32_t g = 999;
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(NULL, 3, 3, NULL, 2, 2, s.path, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 3, 3, NULL, 2, 2, s.path, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 3, 3, NULL, 2, 2, "", &g), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 0, 3, NULL, 2, 2, s.path, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 3, 3, NULL, 0, 2, s.path, &g), CG_EINVAL);
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 9, 3, NULL, 2, 2, s.path, &g), CG_EDOMAIN);
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 3, 65, NULL, 2, 2, s.path, &g), CG_ERANGE);
    ck_assert_int_eq(access(s.path, F_OK), -1);   /* nothing written */
    /* A file that cannot be written: the value is not given. */
    char missing[4300];
    snprintf(missing, sizeof missing, "%s/no/such/dir", s.dir);
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 3, 3, NULL, 2, 2, missing, &g), CG_EINVAL);
    ck_assert_uint_eq(g, 999);
    /* Without a checkpoint: cg_cutter_grundy, also beyond 8 x 8. */
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 9, 3, NULL, 2, 2, NULL, &g), CG_OK);
    uint32_t want;
    ck_assert_int_eq(cg_cutter_grundy(ctx, 9, 3, NULL, 2, 2, &want), CG_OK);
    ck_assert_uint_eq(g, want);
    /* A full 3 x 3 board under 2 x 2 fits the table of small parts: the
     * file holds no slots, and is read back. */
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 3, 3, NULL, 2, 2, s.path, &g), CG_OK);
    ck_assert_int_eq(cg_cutter_grundy_checkpoint(ctx, 3, 3, NULL, 2, 2, s.path, &want), CG_OK);
    ck_assert_uint_eq(g, want);
    cg_ctx_free(ctx);
    remove_scratch(&s);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cutter-checkpoint");
    TCase *tc = tcase_create("checkpoint");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, stopped_searches_go_on_to_the_same_value);
    tcase_add_test(tc, the_table_is_saved_while_searching);
    tcase_add_test(tc, a_canceled_search_keeps_its_table);
    tcase_add_test(tc, foreign_and_damaged_files_are_refused);
    tcase_add_test(tc, a_table_past_the_memory_limit);
    tcase_add_test(tc, bad_arguments);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
