/*
 * The api suite: cg_ctx_set_progress (1.1). For one large computation of every
 * module that searches with a context, the callback
 * - is called, with the nodes done so far increasing and the node limit as total;
 * - changes nothing in the result (compared with a context without one);
 * - stops the computation with CG_ECANCELED when it returns nonzero, after
 *   which the same call without the callback still gives the same result.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"

typedef struct watch {
    unsigned calls;
    unsigned cancel_at;   /* stop at this call (1-based); 0 = never */
    uint64_t last_done, total;
    int increasing;
} watch;

static int watch_cb(void *user_data, uint64_t done, uint64_t total)
{
    watch *w = user_data;
    w->calls++;
    if (done <= w->last_done)
        w->increasing = 0;
    w->last_done = done;
    w->total = total;
    return w->cancel_at != 0 && w->calls >= w->cancel_at;
}

/* One computation of a module, from scratch in ctx, its result as a number. */
typedef int (*computation)(cg_ctx *ctx, uint64_t *result);

static int cookie_grundy(cg_ctx *ctx, uint64_t *result)
{
    /* 2 2 3 4 ... 32: reduced and not strict, so the value is searched (a few
     * hundred thousand positions). */
    uint32_t heaps[32] = { 2 };
    for (uint32_t i = 1; i < 32; i++)
        heaps[i] = i + 1;
    cg_position *p;
    int rc = cg_position_new(heaps, 32, &p);
    uint32_t g = 0;
    if (rc == CG_OK)
        rc = cg_position_grundy(ctx, p, &g);
    cg_position_free(p);
    *result = g;
    return rc;
}

static int wythoff_grundy(cg_ctx *ctx, uint64_t *result)
{
    return cg_wythoff_grundy(ctx, 700, 900, result);
}

static int cmnim_grundy(cg_ctx *ctx, uint64_t *result)
{
    cg_cmnim *g;
    int rc = cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &g);
    const uint64_t x[3] = { 40, 47, 53 };
    if (rc == CG_OK)
        rc = cg_cmnim_grundy(ctx, g, x, result);
    cg_cmnim_free(g);
    return rc;
}

static int cutter_grundy(cg_ctx *ctx, uint64_t *result)
{
    uint32_t g = 0;
    int rc = cg_cutter_grundy(ctx, 4, 6, NULL, 2, 2, &g);
    *result = g;
    return rc;
}

static int partizan_sum(cg_ctx *ctx, uint64_t *result)
{
    /* G - G = 0 by a long way: a hot game plus {0|*2,*16}, about 500000
     * nodes (seven progress reports) now that the canonical forms charge
     * their work per option pair (with *40 it was 260000 nodes of over a
     * minute on a loaded machine; it is now 8*10^7 nodes). */
    const cg_game *g, *n, *s;
    int rc = cg_game_parse(ctx, "{0,*2,+-1|-1}+{0|*2,*16}", &g);
    if (rc == CG_OK)
        rc = cg_game_neg(ctx, g, &n);
    if (rc == CG_OK)
        rc = cg_game_sum(ctx, g, n, &s);
    *result = rc == CG_OK && s == cg_game_zero(ctx);
    return rc;
}

static const struct {
    const char *name;
    computation run;
} computations[] = {
    { "cookie", cookie_grundy },   { "wythoff", wythoff_grundy }, { "cmnim", cmnim_grundy },
    { "cutter", cutter_grundy },   { "partizan", partizan_sum },
};

START_TEST(progress_is_reported_and_changes_nothing)
{
    const char *name = computations[_i].name;
    uint64_t plain = 0, watched = 0;
    cg_ctx *a, *b;
    ck_assert_int_eq(cg_ctx_new(&a), CG_OK);
    ck_assert_int_eq(cg_ctx_new(&b), CG_OK);
    ck_assert_int_eq(computations[_i].run(a, &plain), CG_OK);

    watch w = { 0, 0, 0, 0, 1 };
    ck_assert_int_eq(cg_ctx_set_node_limit(b, UINT64_C(1) << 40), CG_OK);
    ck_assert_int_eq(cg_ctx_set_progress(b, watch_cb, &w), CG_OK);
    ck_assert_int_eq(computations[_i].run(b, &watched), CG_OK);
    ck_assert_msg(watched == plain, "%s: %llu with a progress callback, %llu without", name,
                  (unsigned long long)watched, (unsigned long long)plain);
    ck_assert_msg(w.calls >= 1, "%s: the callback was never called", name);
    ck_assert_msg(w.increasing, "%s: done did not increase", name);
    ck_assert_msg(w.total == UINT64_C(1) << 40, "%s: total is not the node limit", name);
    cg_ctx_free(a);
    cg_ctx_free(b);
}
END_TEST

START_TEST(a_nonzero_return_cancels)
{
    const char *name = computations[_i].name;
    uint64_t plain = 0, again = 77;
    cg_ctx *a, *b;
    ck_assert_int_eq(cg_ctx_new(&a), CG_OK);
    ck_assert_int_eq(cg_ctx_new(&b), CG_OK);
    ck_assert_int_eq(computations[_i].run(a, &plain), CG_OK);

    watch w = { 0, 1, 0, 0, 1 };
    ck_assert_int_eq(cg_ctx_set_progress(b, watch_cb, &w), CG_OK);
    uint64_t ignored;
    ck_assert_msg(computations[_i].run(b, &ignored) == CG_ECANCELED, "%s: not cancelled", name);
    ck_assert_uint_eq(w.calls, 1);
    /* What was learned stays; without the callback the call completes. */
    ck_assert_int_eq(cg_ctx_set_progress(b, NULL, NULL), CG_OK);
    ck_assert_int_eq(computations[_i].run(b, &again), CG_OK);
    ck_assert_msg(again == plain, "%s: %llu after a cancelled call, %llu", name,
                  (unsigned long long)again, (unsigned long long)plain);
    cg_ctx_free(a);
    cg_ctx_free(b);
}
END_TEST

START_TEST(bad_arguments)
{
    watch w = { 0, 0, 0, 0, 1 };
    ck_assert_int_eq(cg_ctx_set_progress(NULL, watch_cb, &w), CG_EINVAL);
    cg_ctx *c;
    ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
    ck_assert_int_eq(cg_ctx_set_progress(c, NULL, &w), CG_OK);   /* removes it */
    uint64_t r;
    ck_assert_int_eq(cutter_grundy(c, &r), CG_OK);
    ck_assert_uint_eq(w.calls, 0);
    cg_ctx_free(c);
}
END_TEST

static Suite *progress_suite(void)
{
    Suite *s = suite_create("progress");
    TCase *tc = tcase_create("progress");
    tcase_set_timeout(tc, 300);
    int n = (int)(sizeof computations / sizeof computations[0]);
    tcase_add_loop_test(tc, progress_is_reported_and_changes_nothing, 0, n);
    tcase_add_loop_test(tc, a_nonzero_return_cancels, 0, n);
    tcase_add_test(tc, bad_arguments);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(progress_suite());
}
