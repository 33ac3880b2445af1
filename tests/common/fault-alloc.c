#include "fault-alloc.h"

#include <check.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cookiegame.h>

/* Atomic: the threaded engines allocate from their worker threads too. */
static atomic_long live;
static atomic_long calls;
static atomic_long fail_at = -1;
static atomic_int fail_sticky;
static atomic_int failed;
/* Bytes: each block starts with a header holding its size, so the live
 * bytes, their peak and a cap on them are known (the memory budget tests). */
static atomic_size_t live_bytes, peak_bytes, cap_bytes;

typedef union header {
    size_t size;
    max_align_t align;   /* the block after the header stays aligned for anything */
} header;

static int should_fail(void)
{
    long n = calls++;
    if (fail_at >= 0 && (n == fail_at || (fail_sticky && n > fail_at))) {
        failed = 1;
        return 1;
    }
    return 0;
}

/* Count `grow` more live bytes; 0 (counting nothing) when that passes the cap. */
static int take_bytes(size_t grow)
{
    size_t now = atomic_fetch_add(&live_bytes, grow) + grow;
    size_t cap = cap_bytes;
    if (cap != 0 && now > cap) {
        atomic_fetch_sub(&live_bytes, grow);
        return 0;
    }
    size_t peak = peak_bytes;
    while (now > peak && !atomic_compare_exchange_weak(&peak_bytes, &peak, now))
        ;
    return 1;
}

static void *counting_alloc(size_t size, void *user_data)
{
    (void)user_data;
    if (should_fail() || size > SIZE_MAX - sizeof(header) || !take_bytes(size))
        return NULL;
    header *h = malloc(sizeof *h + size);
    if (h == NULL) {
        atomic_fetch_sub(&live_bytes, size);
        return NULL;
    }
    h->size = size;
    live++;
    return h + 1;
}

static void *counting_realloc(void *ptr, size_t size, void *user_data)
{
    if (ptr == NULL)
        return counting_alloc(size, user_data);
    if (should_fail() || size > SIZE_MAX - sizeof(header))
        return NULL;
    header *old = (header *)ptr - 1;
    size_t was = old->size;
    if (size > was && !take_bytes(size - was))
        return NULL;
    header *h = realloc(old, sizeof *h + size);
    if (h == NULL) {
        if (size > was)
            atomic_fetch_sub(&live_bytes, size - was);
        return NULL;
    }
    if (size < was)
        atomic_fetch_sub(&live_bytes, was - size);
    h->size = size;
    return h + 1;
}

static void counting_free(void *ptr, void *user_data)
{
    (void)user_data;
    if (ptr == NULL)
        return;
    header *h = (header *)ptr - 1;
    live--;
    atomic_fetch_sub(&live_bytes, h->size);
    free(h);
}

void fault_alloc_install(void)
{
    static const cg_allocator a = { counting_alloc, counting_realloc, counting_free, NULL };
    live = 0;
    calls = 0;
    live_bytes = peak_bytes = cap_bytes = 0;
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

void fault_alloc_cap_bytes(size_t cap)
{
    cap_bytes = cap;
}

size_t fault_alloc_live_bytes(void)
{
    return live_bytes;
}

size_t fault_alloc_peak_bytes(void)
{
    return peak_bytes;
}

void fault_alloc_reset_peak(void)
{
    peak_bytes = (size_t)live_bytes;
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
