/* The hunt (cg_position_hunt) against the same work done by hand: the
 * predecessors of every position of value 4 with at most 11 heaps (from the
 * census, an independent engine), deduplicated, sorted and evaluated one by
 * one; on 1, 2 and 3 threads; stopped by its progress callback and resumed
 * from the checkpoint; and its argument checks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cookie-tests.h"
#include "fault-alloc.h"

#define VALUE 5
#define MAX_HEAPS 13   /* 18516 candidates: three segments of one thread */

typedef struct inputs {
    cg_position **p;
    size_t n;
} inputs;

static int keep_input(void *user_data, const cg_position *p)
{
    inputs *in = user_data;
    cg_position *copy = NULL;
    ck_assert_int_eq(cg_position_clone(p, &copy), CG_OK);
    in->p = realloc(in->p, (in->n + 1) * sizeof *in->p);
    ck_assert_ptr_nonnull(in->p);
    in->p[in->n++] = copy;
    return 0;
}

static inputs value_four(void)
{
    inputs in = { NULL, 0 };
    cg_census *c = NULL;
    ck_assert_int_eq(cg_reduced_census(11, 1, 0, NULL, NULL, &c), CG_OK);
    for (uint32_t n = 0; n <= 11; n++) {
        int rc = cg_census_positions(c, n, VALUE - 1, keep_input, &in);
        ck_assert(rc == CG_OK || rc == CG_EDOMAIN);
    }
    cg_census_free(c);
    ck_assert_uint_eq(in.n, 462);
    return in;
}

static void free_inputs(inputs *in)
{
    for (size_t i = 0; i < in->n; i++)
        cg_position_free(in->p[i]);
    free(in->p);
}

/* Positions as padded records, the hunt's order: heaps, then lexicographic. */
typedef struct record {
    uint32_t w[MAX_HEAPS + 1];
} record;

typedef struct records {
    record *r;
    size_t n, cap;
    uint32_t *values;   /* the found callback's values, for the found list */
} records;

static record record_of(const cg_position *p)
{
    record r;
    memset(&r, 0, sizeof r);
    r.w[0] = (uint32_t)cg_position_size(p);
    for (size_t k = 0; k < r.w[0]; k++)
        r.w[1 + k] = cg_position_heap(p, k);
    return r;
}

static void push(records *l, record r, uint32_t g)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 1024;
        l->r = realloc(l->r, l->cap * sizeof *l->r);
        l->values = realloc(l->values, l->cap * sizeof *l->values);
        ck_assert(l->r != NULL && l->values != NULL);
    }
    l->values[l->n] = g;
    l->r[l->n++] = r;
}

static int add_small(void *user_data, const cg_position *p)
{
    if (cg_position_size(p) <= MAX_HEAPS)
        push(user_data, record_of(p), 0);
    return 0;
}

static int compare_words(const void *pa, const void *pb)
{
    const record *a = pa, *b = pb;
    for (size_t i = 0; i <= MAX_HEAPS; i++)
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

typedef struct expected {
    uint64_t candidates[MAX_HEAPS + 1];
    uint32_t largest[MAX_HEAPS + 1];
    records found;
    uint64_t count;
} expected;

/* The hunt by hand: predecessors, sorted, without repeats, each evaluated. */
static expected by_hand(const inputs *in)
{
    expected e;
    memset(&e, 0, sizeof e);
    records all = { 0 };
    cg_ctx *ctx = new_ctx();
    for (size_t i = 0; i < in->n; i++)
        ck_assert_int_eq(cg_position_predecessors(ctx, in->p[i], add_small, &all), CG_OK);
    qsort(all.r, all.n, sizeof *all.r, compare_words);
    for (size_t i = 0; i < all.n; i++) {
        if (i > 0 && compare_words(&all.r[i - 1], &all.r[i]) == 0)
            continue;
        cg_position *p = pos_make(all.r[i].w + 1, all.r[i].w[0]);
        uint32_t g = 0;
        ck_assert_int_eq(cg_position_grundy(ctx, p, &g), CG_OK);
        cg_position_free(p);
        uint32_t n = all.r[i].w[0];
        e.count++;
        e.candidates[n]++;
        if (g > e.largest[n])
            e.largest[n] = g;
        if (g >= VALUE)
            push(&e.found, all.r[i], g);
    }
    cg_ctx_free(ctx);
    free(all.r);
    free(all.values);
    return e;
}

static int on_found(void *user_data, const cg_position *p, uint32_t g)
{
    push(user_data, record_of(p), g);
    return 0;
}

static void same_found(const records *got, const expected *e)
{
    ck_assert_uint_eq(got->n, e->found.n);
    for (size_t i = 0; i < got->n; i++) {
        ck_assert_int_eq(compare_words(&got->r[i], &e->found.r[i]), 0);
        ck_assert_uint_eq(got->values[i], e->found.values[i]);
    }
}

/* The hunt on ctx gives the hunt by hand's results. */
static void hunt_matches(cg_ctx *ctx, const inputs *in, unsigned threads, const char *ckpt,
                         const expected *e)
{
    records got = { 0 };
    uint64_t candidates[MAX_HEAPS + 1];
    uint32_t largest[MAX_HEAPS + 1];
    ck_assert_int_eq(cg_position_hunt(ctx, (const cg_position *const *)in->p, in->n, VALUE,
                                      MAX_HEAPS, threads, ckpt, on_found, NULL, &got, candidates,
                                      largest),
                     CG_OK);
    ck_assert_mem_eq(candidates, e->candidates, sizeof candidates);
    ck_assert_mem_eq(largest, e->largest, sizeof largest);
    same_found(&got, e);
    free(got.r);
    free(got.values);
}

static void run_hunt(const inputs *in, unsigned threads, const char *ckpt, const expected *e)
{
    cg_ctx *ctx = new_ctx();
    hunt_matches(ctx, in, threads, ckpt, e);
    cg_ctx_free(ctx);
}

START_TEST(hunt_is_the_hunt_by_hand_on_any_threads)
{
    inputs in = value_four();
    expected e = by_hand(&in);
    ck_assert_uint_eq(e.count, 18516);
    ck_assert_uint_eq(e.found.n, 239);   /* 3 with 11 heaps, 57 with 12, 179 with 13 */
    for (unsigned t = 0; t <= 3; t++)
        run_hunt(&in, t, NULL, &e);
    free_inputs(&in);
    free(e.found.r);
    free(e.found.values);
}
END_TEST

/* cg_position_hunt_heaps over every range min..MAX_HEAPS gives the hunt by
 * hand's results with the candidates below min left out; a checkpoint is for
 * its own range; a range upside down is refused. */
START_TEST(hunt_of_a_range_of_heaps_is_the_hunt_restricted)
{
    inputs in = value_four();
    expected e = by_hand(&in);
    cg_ctx *ctx = new_ctx();
    for (uint32_t min = 0; min <= MAX_HEAPS; min++) {
        expected want = e;
        want.found = (records){ 0 };
        for (uint32_t n = 0; n < min; n++) {
            want.candidates[n] = 0;
            want.largest[n] = 0;
        }
        for (size_t i = 0; i < e.found.n; i++)
            if (e.found.r[i].w[0] >= min)
                push(&want.found, e.found.r[i], e.found.values[i]);
        records got = { 0 };
        uint64_t candidates[MAX_HEAPS + 1];
        uint32_t largest[MAX_HEAPS + 1];
        ck_assert_int_eq(cg_position_hunt_heaps(ctx, (const cg_position *const *)in.p, in.n, VALUE,
                                                min, MAX_HEAPS, 1 + min % 3, NULL, on_found, NULL,
                                                &got, candidates, largest),
                         CG_OK);
        ck_assert_mem_eq(candidates, want.candidates, sizeof candidates);
        ck_assert_mem_eq(largest, want.largest, sizeof largest);
        same_found(&got, &want);
        free(got.r);
        free(got.values);
        free(want.found.r);
        free(want.found.values);
    }
    /* A finished hunt of 13 heaps only: its checkpoint answers that range and
     * is another hunt's for the whole one. */
    char ckpt[] = "/tmp/cg-hunt-range-XXXXXX";
    int fd = mkstemp(ckpt);
    ck_assert_int_ge(fd, 0);
    close(fd);
    unlink(ckpt);
    uint64_t candidates[MAX_HEAPS + 1];
    uint32_t largest[MAX_HEAPS + 1];
    const cg_position *const *p = (const cg_position *const *)in.p;
    ck_assert_int_eq(cg_position_hunt_heaps(ctx, p, in.n, VALUE, MAX_HEAPS, MAX_HEAPS, 2, ckpt, NULL,
                                            NULL, NULL, candidates, largest),
                     CG_OK);
    ck_assert_uint_eq(candidates[MAX_HEAPS], e.candidates[MAX_HEAPS]);
    ck_assert_int_eq(cg_position_hunt_heaps(ctx, p, in.n, VALUE, MAX_HEAPS, MAX_HEAPS, 1, ckpt, NULL,
                                            NULL, NULL, candidates, largest),
                     CG_OK);
    ck_assert_int_eq(cg_position_hunt(ctx, p, in.n, VALUE, MAX_HEAPS, 1, ckpt, NULL, NULL, NULL,
                                      candidates, largest),
                     CG_EDOMAIN);
    unlink(ckpt);
    ck_assert_int_eq(cg_position_hunt_heaps(ctx, p, in.n, VALUE, MAX_HEAPS, MAX_HEAPS - 1, 1, NULL,
                                            NULL, NULL, NULL, candidates, largest),
                     CG_ERANGE);
    cg_ctx_free(ctx);
    free_inputs(&in);
    free(e.found.r);
    free(e.found.values);
}
END_TEST

/* Stops the hunt once `after` candidates are done. */
typedef struct stopper {
    uint64_t after, seen_done;
} stopper;

static int stop_after(void *user_data, uint64_t done, uint64_t total)
{
    stopper *s = user_data;
    (void)total;
    s->seen_done = done;
    return done >= s->after;
}

static int stop_finding(void *user_data, const cg_position *p, uint32_t g)
{
    static int calls;
    (void)user_data;
    (void)p;
    (void)g;
    return ++calls == 100;
}

START_TEST(hunt_stopped_resumes_to_the_same_results)
{
    inputs in = value_four();
    expected e = by_hand(&in);
    char dir[] = "/tmp/cg-hunt-XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char path[64];
    snprintf(path, sizeof path, "%s/hunt.ckpt", dir);
    cg_ctx *ctx = new_ctx();
    uint64_t candidates[MAX_HEAPS + 1];
    uint32_t largest[MAX_HEAPS + 1];
    /* Stopped inside the second segment: the first is saved. */
    stopper s = { 9000, 0 };
    ck_assert_int_eq(cg_position_hunt(ctx, (const cg_position *const *)in.p, in.n, VALUE,
                                      MAX_HEAPS, 1, path, NULL, stop_after, &s, candidates, largest),
                     CG_ECANCELED);
    ck_assert_int_eq(access(path, R_OK), 0);
    /* Resumed: the progress starts where the checkpoint is, and the
     * results are those of a run never stopped, on any number of threads. */
    stopper first = { 0, 0 };
    ck_assert_int_eq(cg_position_hunt(ctx, (const cg_position *const *)in.p, in.n, VALUE,
                                      MAX_HEAPS, 2, path, NULL, stop_after, &first, candidates,
                                      largest),
                     CG_ECANCELED);
    ck_assert_uint_eq(first.seen_done, 8192);
    run_hunt(&in, 3, path, &e);
    /* Stopped by the found callback in the middle of a segment (the 100th
     * find is past the first): the checkpoint holds the segments before
     * it, and resumes to the same results. */
    remove(path);
    ck_assert_int_eq(cg_position_hunt(ctx, (const cg_position *const *)in.p, in.n, VALUE,
                                      MAX_HEAPS, 1, path, stop_finding, NULL, NULL, candidates,
                                      largest),
                     CG_ECANCELED);
    ck_assert_int_eq(access(path, R_OK), 0);
    run_hunt(&in, 2, path, &e);
    /* A finished checkpoint answers again; another hunt's is refused. */
    run_hunt(&in, 1, path, &e);
    ck_assert_int_eq(cg_position_hunt(ctx, (const cg_position *const *)in.p, in.n, VALUE,
                                      MAX_HEAPS - 1, 1, path, NULL, NULL, NULL, candidates, largest),
                     CG_EDOMAIN);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "another hunt's"));
    ck_assert_int_eq(cg_position_hunt(ctx, (const cg_position *const *)in.p, in.n - 1, VALUE,
                                      MAX_HEAPS, 1, path, NULL, NULL, NULL, candidates, largest),
                     CG_EDOMAIN);
    /* Damage: one byte changed is found by a checksum. */
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 50, SEEK_SET), 0);
    int c = fgetc(f);
    ck_assert_int_eq(fseek(f, 50, SEEK_SET), 0);
    fputc(c ^ 4, f);
    fclose(f);
    ck_assert_int_eq(cg_position_hunt(ctx, (const cg_position *const *)in.p, in.n, VALUE,
                                      MAX_HEAPS, 1, path, NULL, NULL, NULL, candidates, largest),
                     CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "checksum mismatch"));
    remove(path);
    rmdir(dir);
    cg_ctx_free(ctx);
    free_inputs(&in);
    free(e.found.r);
    free(e.found.values);
}
END_TEST

/* The caller's memory limit is the budget of the whole hunt: the list of
 * candidates and every worker's search caches, which are cleared when they
 * reach their share, so the bytes live stay within it; the results are the
 * same. The unbounded hunt takes more than twice the limit. */
START_TEST(hunt_keeps_within_the_memory_limit)
{
    inputs in = value_four();
    expected e = by_hand(&in);
    fault_alloc_install();
    size_t before = fault_alloc_live_bytes();
    cg_ctx *ctx = new_ctx();
    hunt_matches(ctx, &in, 2, NULL, &e);
    size_t unbounded = fault_alloc_peak_bytes() - before;
    cg_ctx_free(ctx);
    const uint64_t limit = 5u << 19;   /* 2.5 MiB: the list takes 1.8 */
    ck_assert_msg(unbounded > 2 * limit, "the unbounded hunt took only %zu bytes", unbounded);
    for (unsigned threads = 1; threads <= 3; threads++) {
        ctx = new_ctx();
        ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, limit), CG_OK);
        fault_alloc_reset_peak();
        before = fault_alloc_live_bytes();
        hunt_matches(ctx, &in, threads, NULL, &e);
        size_t peak = fault_alloc_peak_bytes() - before;
        ck_assert_msg(peak <= limit, "%u threads: %zu bytes live at the peak, limit %llu", threads,
                      peak, (unsigned long long)limit);
        cg_ctx_free(ctx);
    }
    fault_alloc_uninstall();
    free_inputs(&in);
    free(e.found.r);
    free(e.found.values);
}
END_TEST

/* Without a memory limit, an allocation that fails (a process under ulimit
 * -v) empties the worker's caches and its search is made again: the hunt
 * goes on with the same results where keeping every position would not fit. */
START_TEST(hunt_makes_room_when_an_allocation_fails)
{
    inputs in = value_four();
    expected e = by_hand(&in);
    fault_alloc_install();
    size_t cap = fault_alloc_live_bytes() + (4u << 20);
    fault_alloc_cap_bytes(cap);
    for (unsigned threads = 1; threads <= 2; threads++) {
        cg_ctx *ctx = new_ctx();
        hunt_matches(ctx, &in, threads, NULL, &e);
        cg_ctx_free(ctx);
    }
    /* A search that does not fit even in empty caches still fails, plainly. */
    fault_alloc_cap_bytes(fault_alloc_live_bytes() + (1u << 20) + (512u << 10));
    cg_ctx *ctx = new_ctx();
    uint64_t candidates[MAX_HEAPS + 1];
    uint32_t largest[MAX_HEAPS + 1];
    ck_assert_int_eq(cg_position_hunt(ctx, (const cg_position *const *)in.p, in.n, VALUE, MAX_HEAPS,
                                      1, NULL, NULL, NULL, NULL, candidates, largest),
                     CG_ENOMEM);
    cg_ctx_free(ctx);
    fault_alloc_cap_bytes(0);
    fault_alloc_uninstall();
    free_inputs(&in);
    free(e.found.r);
    free(e.found.values);
}
END_TEST

/* Repeated inputs have the same candidates: they are listed once. The list
 * of one copy of the inputs takes 1.8 MiB, under the limit of 2.5 MiB; the
 * candidates of four copies, listed before their repeats were dropped, once
 * took four times that and the hunt failed for memory. The caller's array is
 * left in its order. */
START_TEST(hunt_lists_repeated_inputs_once)
{
    inputs in = value_four();
    expected e = by_hand(&in);
    size_t n = 4 * in.n;
    cg_position **four = malloc(n * sizeof *four), **before = malloc(n * sizeof *before);
    ck_assert(four != NULL && before != NULL);
    for (size_t i = 0; i < n; i++)
        four[i] = in.p[(i * 7919) % in.n];   /* every input four times, mixed */
    memcpy(before, four, n * sizeof *four);
    inputs repeated = { four, n };
    for (unsigned threads = 1; threads <= 2; threads++) {
        cg_ctx *ctx = new_ctx();
        ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 5u << 19), CG_OK);
        hunt_matches(ctx, &repeated, threads, NULL, &e);
        cg_ctx_free(ctx);
    }
    ck_assert_mem_eq(four, before, n * sizeof *four);
    free(four);
    free(before);
    free_inputs(&in);
    free(e.found.r);
    free(e.found.values);
}
END_TEST

/* What this process maps now (VmSize of /proc/self/status), 0 when unknown. */
static uint64_t mapped_bytes(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    unsigned long long kb = 0;
    while (f != NULL && fgets(line, sizeof line, f) != NULL)
        if (sscanf(line, "VmSize: %llu kB", &kb) == 1)
            break;
    if (f != NULL)
        fclose(f);
    return (uint64_t)kb * 1024;
}

#define WIDE_HEAPS 200   /* records of 201 words: the list takes 26.3 MB */

/* Without a memory limit the workers share three quarters of the memory the
 * process may still use once the list of candidates is made. The list, that
 * this room already leaves out, was once taken off it again: a list of more
 * than three quarters of the room left each worker 1 byte, and the hunt
 * failed ("needs more than a worker's share of the memory, 1 B"). Here,
 * under ulimit -v, the room after the list is 24 MB, less than the list:
 * the hunt gets its results. A sanitizer's runtime maps terabytes, and
 * valgrind runs without forking (the limit would outlive the test): there
 * the test only runs the hunt. */
START_TEST(hunt_counts_the_list_once)
{
    inputs in = value_four();
    expected e = by_hand(&in);
    int limited = 0;
    struct rlimit old;
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    const int sanitized = 1;
#else
    const int sanitized = 0;
#endif
    const char *fork = getenv("CK_FORK");
    uint64_t now = mapped_bytes();
    if (!sanitized && !(fork != NULL && strcmp(fork, "no") == 0) && now != 0 &&
        getrlimit(RLIMIT_AS, &old) == 0) {
        /* 32768 records (the capacity that holds 18516) of 201 words, and the room. */
        uint64_t list = UINT64_C(32768) * (WIDE_HEAPS + 1) * 4, room = UINT64_C(24) << 20;
        struct rlimit tight = { (rlim_t)(now + list + room), old.rlim_max };
        if (old.rlim_cur == RLIM_INFINITY || old.rlim_cur > tight.rlim_cur)
            limited = setrlimit(RLIMIT_AS, &tight) == 0;
    }
    cg_ctx *ctx = new_ctx();
    records got = { 0 };
    uint64_t candidates[WIDE_HEAPS + 1];
    uint32_t largest[WIDE_HEAPS + 1];
    int rc = cg_position_hunt(ctx, (const cg_position *const *)in.p, in.n, VALUE, WIDE_HEAPS, 1,
                              NULL, on_found, NULL, &got, candidates, largest);
    if (limited)
        ck_assert_int_eq(setrlimit(RLIMIT_AS, &old), 0);
    ck_assert_msg(rc == CG_OK, "hunt under ulimit -v: %d, %s", rc, cg_error_detail());
    ck_assert_mem_eq(candidates, e.candidates, sizeof e.candidates);
    ck_assert_mem_eq(largest, e.largest, sizeof e.largest);
    for (size_t n = MAX_HEAPS + 1; n <= WIDE_HEAPS; n++)
        ck_assert(candidates[n] == 0 && largest[n] == 0);
    same_found(&got, &e);
    cg_ctx_free(ctx);
    free(got.r);
    free(got.values);
    free_inputs(&in);
    free(e.found.r);
    free(e.found.values);
}
END_TEST

START_TEST(hunt_bad_arguments)
{
    cg_ctx *ctx = new_ctx();
    cg_position *p = pos_parse("1 2 5 5 7 7 7");
    const cg_position *in[1] = { p }, *null_in[1] = { NULL };
    uint64_t candidates[9];
    uint32_t largest[9] = { 0 };
    ck_assert_int_eq(cg_position_hunt(NULL, in, 1, 5, 8, 1, NULL, NULL, NULL, NULL, candidates, largest), CG_EINVAL);
    ck_assert_int_eq(cg_position_hunt(ctx, NULL, 1, 5, 8, 1, NULL, NULL, NULL, NULL, candidates, largest), CG_EINVAL);
    ck_assert_int_eq(cg_position_hunt(ctx, null_in, 1, 5, 8, 1, NULL, NULL, NULL, NULL, candidates, largest), CG_EINVAL);
    ck_assert_int_eq(cg_position_hunt(ctx, in, 1, 5, 8, 1, NULL, NULL, NULL, NULL, NULL, largest), CG_EINVAL);
    ck_assert_int_eq(cg_position_hunt(ctx, in, 1, 5, 8, 1, NULL, NULL, NULL, NULL, candidates, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_position_hunt(ctx, in, 1, 5, 8, 1, "", NULL, NULL, NULL, candidates, largest), CG_EINVAL);
    ck_assert_int_eq(cg_position_hunt(ctx, in, 1, 0, 8, 1, NULL, NULL, NULL, NULL, candidates, largest), CG_EDOMAIN);
    ck_assert_int_eq(cg_position_hunt(ctx, in, 1, 5, CG_POSITION_SEARCH_MAX_HEAPS + 1, 1, NULL, NULL, NULL,
                                      NULL, candidates, largest), CG_ERANGE);
    ck_assert_int_eq(cg_position_hunt(ctx, in, 1, 5, 8, 1025, NULL, NULL, NULL, NULL, candidates, largest), CG_ERANGE);
    ck_assert_int_eq(cg_position_hunt(ctx, in, 1, 5, 8, 1, "/no/such/dir/hunt.ckpt", NULL, NULL, NULL,
                                      candidates, largest), CG_EINVAL);
    /* No inputs: no candidates. */
    ck_assert_int_eq(cg_position_hunt(ctx, NULL, 0, 5, 8, 1, NULL, NULL, NULL, NULL, candidates, largest), CG_OK);
    for (int n = 0; n <= 8; n++)
        ck_assert(candidates[n] == 0 && largest[n] == 0);
    /* A node limit a candidate's search passes. */
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 5), CG_OK);
    ck_assert_int_eq(cg_position_hunt(ctx, in, 1, 5, 8, 2, NULL, NULL, NULL, NULL, candidates, largest), CG_ELIMIT);
    cg_position_free(p);
    cg_ctx_free(ctx);
}
END_TEST

TCase *hunt_tcase(void)
{
    TCase *tc = tcase_create("hunt");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, hunt_is_the_hunt_by_hand_on_any_threads);
    tcase_add_test(tc, hunt_of_a_range_of_heaps_is_the_hunt_restricted);
    tcase_add_test(tc, hunt_stopped_resumes_to_the_same_results);
    tcase_add_test(tc, hunt_keeps_within_the_memory_limit);
    tcase_add_test(tc, hunt_makes_room_when_an_allocation_fails);
    tcase_add_test(tc, hunt_lists_repeated_inputs_once);
    tcase_add_test(tc, hunt_counts_the_list_once);
    tcase_add_test(tc, hunt_bad_arguments);
    return tc;
}
