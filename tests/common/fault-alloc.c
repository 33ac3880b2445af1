#include "fault-alloc.h"

#include <check.h>
#include <stdatomic.h>
#include <stdlib.h>

#include <cookiegame.h>

/* Atomic: the threaded engines allocate from their worker threads too. */
static atomic_long live;
static atomic_long calls;
static atomic_long fail_at = -1;
static atomic_int fail_sticky;
static atomic_int failed;

static int should_fail(void)
{
    long n = calls++;
    if (fail_at >= 0 && (n == fail_at || (fail_sticky && n > fail_at))) {
        failed = 1;
        return 1;
    }
    return 0;
}

static void *counting_alloc(size_t size, void *user_data)
{
    (void)user_data;
    if (should_fail())
        return NULL;
    void *p = malloc(size);
    if (p != NULL)
        live++;
    return p;
}

static void *counting_realloc(void *ptr, size_t size, void *user_data)
{
    (void)user_data;
    if (should_fail())
        return NULL;
    return realloc(ptr, size);
}

static void counting_free(void *ptr, void *user_data)
{
    (void)user_data;
    live--;
    free(ptr);
}

void fault_alloc_install(void)
{
    static const cg_allocator a = { counting_alloc, counting_realloc, counting_free, NULL };
    live = 0;
    calls = 0;
    fail_at = -1;
    failed = 0;
    ck_assert_int_eq(cg_set_allocator(&a), CG_OK);
}

void fault_alloc_uninstall(void)
{
    ck_assert_int_eq(cg_set_allocator(NULL), CG_OK);
}

void fault_alloc_fail_at(long n, int sticky)
{
    calls = 0;
    failed = 0;
    fail_at = n;
    fail_sticky = sticky;
}

long fault_alloc_live(void)
{
    return live;
}

long fault_alloc_calls(void)
{
    return calls;
}

long fault_sweep(int (*op)(void *arg), void (*cleanup)(void *arg), void *arg)
{
    long before = live;
    for (long n = 0; n < 1000000; n++) {
        fault_alloc_fail_at(n, 0);
        int rc = op(arg);
        int triggered = failed;
        fault_alloc_fail_at(-1, 0);
        if (!triggered) {
            ck_assert_msg(rc == CG_OK, "op failed with %d without an allocation failure", rc);
            if (cleanup != NULL)
                cleanup(arg);
            ck_assert_msg(live == before, "leak after success: %ld live blocks", live - before);
            return n;
        }
        /* A failed allocation may be absorbed (a cache that could not grow),
         * but then the call must still be correct and leak-free. */
        if (rc == CG_OK) {
            if (cleanup != NULL)
                cleanup(arg);
        } else {
            ck_assert_msg(rc == CG_ENOMEM, "allocation %ld failed: got %d, want CG_ENOMEM", n, rc);
        }
        ck_assert_msg(live == before, "allocation %ld failed: %ld blocks leaked", n, live - before);
    }
    ck_abort_msg("fault_sweep: op never completed");
    return -1;
}
