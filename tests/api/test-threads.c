/*
 * Several threads, each with its own context, using every module at once: the
 * results must equal those computed first on one thread, and ThreadSanitizer
 * (the CI's tsan leg runs this suite) must see no race. common.h promises that
 * the allocator hook is the only global state; a lazily filled static table
 * (the Fibonacci numbers once were) breaks that on first use, so every thread
 * starts its work at the same moment, through a barrier.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"

enum { THREADS = 4 };

/* Everything one worker computes, compared field by field. */
typedef struct results {
    uint64_t zeck[CG_ZECKENDORF_MAX_PARTS], zeck_n, succ, wy_a, wy_b, wy_g;
    uint32_t grundy, dvalue, cutter, table_g;
    char game[256];
    char count[64];
    uint64_t cm_g;
    int status;   /* first failing status, CG_OK when all worked */
} results;

static pthread_barrier_t start;

static void note(results *r, int rc)
{
    if (r->status == CG_OK && rc != CG_OK)
        r->status = rc;
}

static void work(results *r)
{
    memset(r, 0, sizeof *r);
    cg_ctx *ctx;
    note(r, cg_ctx_new(&ctx));
    if (r->status != CG_OK)
        return;
    /* Wythoff and Fibonacci first: their tables are what a first call fills. */
    note(r, cg_zeckendorf(UINT64_C(1234567890123), r->zeck, CG_ZECKENDORF_MAX_PARTS, &r->zeck_n));
    note(r, cg_fibonacci_successor(UINT64_C(987654321), &r->succ));
    note(r, cg_wythoff_p_position(UINT64_C(123456789), &r->wy_a, &r->wy_b));
    note(r, cg_wythoff_grundy(ctx, 300, 500, &r->wy_g));

    cg_position *p;
    note(r, cg_position_parse("1 2 3 3 6 7 9", &p));
    if (r->status == CG_OK) {
        note(r, cg_position_grundy(ctx, p, &r->grundy));
        cg_position_free(p);
    }
    note(r, cg_position_parse("1 2 3 4 5 6 7 8 9", &p));
    if (r->status == CG_OK) {
        note(r, cg_position_dvalue(p, &r->dvalue));
        cg_position_free(p);
    }

    const cg_game *a, *b, *s;
    note(r, cg_game_parse(ctx, "{2|1}+{3|-1}+^*+{1|*}", &a));
    note(r, cg_game_parse(ctx, "{5/2|{1|0}}-3*", &b));
    if (r->status == CG_OK && (note(r, cg_game_sum(ctx, a, b, &s)), r->status == CG_OK))
        note(r, cg_game_format(ctx, s, r->game, sizeof r->game, NULL));

    note(r, cg_oddeven_count(ctx, 120, (1u << CG_OUTCOME_P) | (1u << CG_OUTCOME_R), r->count,
                             sizeof r->count, NULL));
    note(r, cg_cutter_grundy(ctx, 4, 5, NULL, 2, 2, &r->cutter));

    cg_cmnim *cm;
    note(r, cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &cm));
    if (r->status == CG_OK) {
        const uint64_t x[3] = { 7, 11, 13 };
        note(r, cg_cmnim_grundy(ctx, cm, x, &r->cm_g));
        cg_cmnim_free(cm);
    }

    /* An exhaustive engine with its own two worker threads, inside a thread. */
    cg_strict_table *t;
    note(r, cg_strict_table_build(16, 2, NULL, NULL, &t));
    if (r->status == CG_OK) {
        note(r, cg_position_parse("1 2 4 5 7 8 10 11", &p));
        if (r->status == CG_OK) {
            note(r, cg_strict_table_grundy(t, p, &r->table_g));
            cg_position_free(p);
        }
        cg_strict_table_free(t);
    }
    cg_ctx_free(ctx);
}

static void *worker(void *arg)
{
    pthread_barrier_wait(&start);
    work(arg);
    return NULL;
}

START_TEST(contexts_on_many_threads_agree_with_one_thread)
{
    static results reference, got[THREADS];
    /* The threads go first, so that the first use of anything lazily
     * initialised happens in them, together (the barrier), where TSan sees
     * it; the reference is computed on this thread afterwards. */
    ck_assert_int_eq(pthread_barrier_init(&start, NULL, THREADS), 0);
    pthread_t th[THREADS];
    for (int i = 0; i < THREADS; i++)
        ck_assert_int_eq(pthread_create(&th[i], NULL, worker, &got[i]), 0);
    for (int i = 0; i < THREADS; i++)
        ck_assert_int_eq(pthread_join(th[i], NULL), 0);
    pthread_barrier_destroy(&start);
    work(&reference);
    ck_assert_int_eq(reference.status, CG_OK);
    for (int i = 0; i < THREADS; i++) {
        ck_assert_int_eq(got[i].status, CG_OK);
        ck_assert(memcmp(&got[i], &reference, sizeof reference) == 0);
    }
    ck_assert_str_eq(reference.game, got[0].game);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create("contexts");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, contexts_on_many_threads_agree_with_one_thread);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
