/*
 * Several threads, each with its own context, using every module at once: the
 * results must equal those computed first on one thread, and ThreadSanitizer
 * (the CI's tsan leg runs this suite) must see no race. common.h promises that
 * the allocator hook is the only global state; a lazily filled static table
 * (the Fibonacci numbers once were) breaks that on first use, so every thread
 * starts its work at the same moment, through a barrier.
 */
#include <pthread.h>
#include <stdatomic.h>
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

/* A position whose search runs long enough for another thread to act while
 * it runs (over 2^16 nodes: at least one progress report). */
#define LONG_SEARCH "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 " \
                    "23 24 25 26 27 28 29 30 30 30 30"

/*
 * cg_ctx_memory_reserved is the one call on a context another thread may make
 * while a call runs on it (a monitor showing memory): it reads a snapshot,
 * never blocks or fails with CG_EBUSY, and the figures it sees only grow, up
 * to the one read after the call. (Under ThreadSanitizer, a plain read here
 * was a data race.)
 */
typedef struct memory_monitor {
    cg_ctx *ctx;
    atomic_int done;
    uint64_t last;
    long reads, bad;
} memory_monitor;

static void *watch_memory(void *arg)
{
    memory_monitor *m = arg;
    while (!atomic_load(&m->done)) {
        uint64_t bytes = 0;
        if (cg_ctx_memory_reserved(m->ctx, &bytes) != CG_OK || bytes < m->last)
            m->bad++;
        m->last = bytes;
        m->reads++;
    }
    return NULL;
}

START_TEST(memory_figure_read_while_a_call_runs)
{
    static memory_monitor m;
    ck_assert_int_eq(cg_ctx_new(&m.ctx), CG_OK);
    cg_position *big;
    ck_assert_int_eq(cg_position_parse(LONG_SEARCH, &big), CG_OK);
    pthread_t watcher;
    ck_assert_int_eq(pthread_create(&watcher, NULL, watch_memory, &m), 0);
    uint32_t g = 0;
    int rc = cg_position_grundy(m.ctx, big, &g);
    atomic_store(&m.done, 1);
    ck_assert_int_eq(pthread_join(watcher, NULL), 0);
    ck_assert_int_eq(rc, CG_OK);
    uint64_t after = 0;
    ck_assert_int_eq(cg_ctx_memory_reserved(m.ctx, &after), CG_OK);
    ck_assert_int_eq(m.bad, 0);
    ck_assert_int_gt(m.reads, 0);
    ck_assert_uint_le(m.last, after);
    ck_assert_uint_gt(after, 0);   /* the search's memo was counted */
    cg_position_free(big);
    cg_ctx_free(m.ctx);
}
END_TEST

/*
 * One context, two threads. Thread A is inside a long search on ctx; its
 * progress callback (called inside the call) lets thread B try ctx and waits
 * for B's answer. B must be turned away with CG_EBUSY and a detail, and A's
 * search must end with the right value.
 */
typedef struct busy_probe {
    cg_ctx *ctx;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    int stage;           /* 0 A not yet inside, 1 B may try, 2 B answered */
    int b_limit, b_grundy, b_free_after;
    char b_detail[256];
} busy_probe;

static int busy_progress(void *data, uint64_t done, uint64_t total)
{
    (void)done;
    (void)total;
    busy_probe *p = data;
    pthread_mutex_lock(&p->lock);
    if (p->stage == 0) {
        p->stage = 1;
        pthread_cond_broadcast(&p->changed);
        while (p->stage != 2)
            pthread_cond_wait(&p->changed, &p->lock);
    }
    pthread_mutex_unlock(&p->lock);
    return 0;
}

static void *busy_intruder(void *arg)
{
    busy_probe *p = arg;
    pthread_mutex_lock(&p->lock);
    while (p->stage != 1)
        pthread_cond_wait(&p->changed, &p->lock);
    pthread_mutex_unlock(&p->lock);
    p->b_limit = cg_ctx_set_node_limit(p->ctx, 10);
    snprintf(p->b_detail, sizeof p->b_detail, "%s", cg_error_detail());
    cg_position *small;
    uint32_t heaps[] = { 1, 2, 3 }, g = 0;
    p->b_grundy = cg_position_new(heaps, 3, &small) == CG_OK ? cg_position_grundy(p->ctx, small, &g) : -100;
    cg_position_free(small);
    pthread_mutex_lock(&p->lock);
    p->stage = 2;
    pthread_cond_broadcast(&p->changed);
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

START_TEST(a_context_inside_a_call_turns_other_threads_away)
{
    static busy_probe p = { .lock = PTHREAD_MUTEX_INITIALIZER, .changed = PTHREAD_COND_INITIALIZER };
    ck_assert_int_eq(cg_ctx_new(&p.ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_progress(p.ctx, busy_progress, &p), CG_OK);
    /* Heavy enough to report progress at least once (2^16 nodes). */
    cg_position *big;
    ck_assert_int_eq(cg_position_parse(LONG_SEARCH, &big), CG_OK);
    pthread_t b;
    ck_assert_int_eq(pthread_create(&b, NULL, busy_intruder, &p), 0);
    uint32_t g_shared = 0;
    int rc = cg_position_grundy(p.ctx, big, &g_shared);
    if (p.stage == 0) {   /* no progress report: the search was too short */
        pthread_mutex_lock(&p.lock);
        p.stage = 1;
        pthread_cond_broadcast(&p.changed);
        pthread_mutex_unlock(&p.lock);
    }
    ck_assert_int_eq(pthread_join(b, NULL), 0);
    ck_assert_int_eq(rc, CG_OK);
    ck_assert_int_eq(p.b_limit, CG_EBUSY);
    ck_assert_int_eq(p.b_grundy, CG_EBUSY);
    ck_assert_ptr_nonnull(strstr(p.b_detail, "another thread"));
    /* The limit B asked for was not set, and ctx is free again. */
    cg_ctx *fresh;
    uint32_t g_fresh = 0;
    ck_assert_int_eq(cg_ctx_new(&fresh), CG_OK);
    ck_assert_int_eq(cg_position_grundy(fresh, big, &g_fresh), CG_OK);
    ck_assert_uint_eq(g_shared, g_fresh);
    ck_assert_int_eq(cg_ctx_set_progress(p.ctx, NULL, NULL), CG_OK);
    ck_assert_int_eq(cg_position_grundy(p.ctx, big, &g_shared), CG_OK);
    ck_assert_uint_eq(g_shared, g_fresh);
    cg_ctx_free(fresh);
    cg_position_free(big);
    cg_ctx_free(p.ctx);
}
END_TEST

/*
 * Many threads on one context, without a lock (against the rule): each call
 * either answers right or is turned away with CG_EBUSY; nothing crashes, and
 * the context works afterwards. A call made inside another (cg_oddeven_outcome
 * sums its piles with cg_game_sum) is not turned away by its own thread.
 */
enum { RACERS = 4, RACES = 200 };
static cg_ctx *race_ctx;
static uint32_t race_expected[RACES];

static void *racer(void *arg)
{
    long *busy = arg;
    pthread_barrier_wait(&start);
    for (uint32_t i = 0; i < RACES; i++) {
        uint32_t heaps[] = { 1 + i % 7, 2 + i % 5, 3 + i % 11, 4 + i % 3, 9 }, g = UINT32_MAX;
        cg_position *p;
        if (cg_position_new(heaps, 5, &p) != CG_OK)
            continue;
        int rc = cg_position_grundy(race_ctx, p, &g);
        cg_position_free(p);
        if (rc == CG_EBUSY)
            (*busy)++;
        else if (rc != CG_OK || g != race_expected[i])
            *busy = -1000000;   /* a wrong answer: fails the test */
        cg_outcome o;
        uint32_t piles[] = { 3 + i % 9, 5 };
        rc = cg_oddeven_outcome(race_ctx, piles, 2, &o);
        if (rc != CG_OK && rc != CG_EBUSY)
            *busy = -1000000;
    }
    return NULL;
}

START_TEST(threads_sharing_a_context_get_right_answers_or_busy)
{
    cg_ctx *solo;
    ck_assert_int_eq(cg_ctx_new(&solo), CG_OK);
    for (uint32_t i = 0; i < RACES; i++) {
        uint32_t heaps[] = { 1 + i % 7, 2 + i % 5, 3 + i % 11, 4 + i % 3, 9 };
        cg_position *p;
        ck_assert_int_eq(cg_position_new(heaps, 5, &p), CG_OK);
        ck_assert_int_eq(cg_position_grundy(solo, p, &race_expected[i]), CG_OK);
        cg_position_free(p);
    }
    cg_ctx_free(solo);
    ck_assert_int_eq(cg_ctx_new(&race_ctx), CG_OK);
    ck_assert_int_eq(pthread_barrier_init(&start, NULL, RACERS), 0);
    pthread_t th[RACERS];
    static long busy[RACERS];
    for (int i = 0; i < RACERS; i++)
        ck_assert_int_eq(pthread_create(&th[i], NULL, racer, &busy[i]), 0);
    for (int i = 0; i < RACERS; i++)
        ck_assert_int_eq(pthread_join(th[i], NULL), 0);
    pthread_barrier_destroy(&start);
    for (int i = 0; i < RACERS; i++)
        ck_assert_int_ge(busy[i], 0);
    cg_outcome o;
    uint32_t piles[] = { 4, 7, 9 };
    ck_assert_int_eq(cg_oddeven_outcome(race_ctx, piles, 3, &o), CG_OK);
    cg_ctx_free(race_ctx);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create("contexts");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, contexts_on_many_threads_agree_with_one_thread);
    tcase_add_test(tc, a_context_inside_a_call_turns_other_threads_away);
    tcase_add_test(tc, memory_figure_read_while_a_call_runs);
    tcase_add_test(tc, threads_sharing_a_context_get_right_answers_or_busy);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
