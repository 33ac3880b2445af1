/* Unit tests of the shared internals (lib/util) and of common.h. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "run-suite.h"
#include "fault-alloc.h"
#include "util/alloc.h"
#include "util/arena.h"
#include "util/ctx.h"
#include "util/lcache.h"
#include "util/map64.h"
#include "util/sink.h"
#include "util/wmap.h"

START_TEST(version_matches_headers)
{
    ck_assert_uint_eq(cg_version(), CG_VERSION_NUMBER);
    ck_assert_str_eq(cg_version_string(), CG_VERSION_STRING);
    ck_assert_uint_eq(cg_version() >> 16, CG_VERSION_MAJOR);
    ck_assert_uint_eq((cg_version() >> 8) & 0xff, CG_VERSION_MINOR);
    ck_assert_uint_eq(cg_version() & 0xff, CG_VERSION_PATCH);
}
END_TEST

START_TEST(strerror_names_every_status)
{
    const int all[] = { CG_OK, CG_EINVAL, CG_ENOMEM, CG_ERANGE, CG_EPARSE,
                        CG_ELIMIT, CG_EDOMAIN, CG_EBUSY, CG_ECANCELED };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        const char *s = cg_strerror(all[i]);
        ck_assert_ptr_nonnull(s);
        ck_assert_str_ne(s, "unknown status");
        for (size_t j = 0; j < i; j++)
            ck_assert_str_ne(s, cg_strerror(all[j]));
    }
    ck_assert_str_eq(cg_strerror(12345), "unknown status");
    ck_assert_str_eq(cg_strerror(-9), "unknown status");
}
END_TEST

START_TEST(allocator_rejects_incomplete_hooks)
{
    cg_allocator a = { NULL, NULL, NULL, NULL };
    ck_assert_int_eq(cg_set_allocator(&a), CG_EINVAL);
    ck_assert_int_eq(cg_set_allocator(NULL), CG_OK);
}
END_TEST

START_TEST(ctx_lifecycle_and_bad_args)
{
    ck_assert_int_eq(cg_ctx_new(NULL), CG_EINVAL);
    ck_assert_int_eq(cg_ctx_set_node_limit(NULL, 5), CG_EINVAL);
    ck_assert_int_eq(cg_ctx_clear(NULL), CG_EINVAL);
    cg_ctx_free(NULL);

    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 3), CG_OK);
    cgu_ctx_begin(ctx);
    ck_assert_int_eq(cgu_ctx_charge(ctx, 3), CG_OK);
    ck_assert_int_eq(cgu_ctx_charge(ctx, 1), CG_ELIMIT);
    cgu_ctx_begin(ctx);
    ck_assert_int_eq(cgu_ctx_charge(ctx, 2), CG_OK);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cgu_ctx_charge(ctx, UINT64_C(1) << 40), CG_OK);
    ck_assert_int_eq(cg_ctx_clear(ctx), CG_OK);
    cg_ctx_free(ctx);
}
END_TEST

static int counter_destroyed;
static int counter_cleared;
static int counter_made;
static int fail_init;
static int count_init(void *s)
{
    (void)s;
    counter_made++;
    return fail_init ? CG_ENOMEM : CG_OK;
}
static void count_clear(void *s) { (void)s; counter_cleared++; }
static void count_destroy(void *s) { cgu_free(s); counter_destroyed++; }

START_TEST(ctx_slots_are_made_once_cleared_and_destroyed)
{
    static const cgu_ctx_slot_ops ops = { 16, count_init, count_clear, count_destroy };
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    ck_assert_ptr_null(cgu_ctx_state(ctx, CGU_SLOT_CUTTER));
    counter_made = counter_cleared = counter_destroyed = 0;
    /* A failing init: NULL, the half-made state destroyed, the slot empty. */
    fail_init = 1;
    ck_assert_ptr_null(cgu_ctx_state_get(ctx, CGU_SLOT_CUTTER, &ops));
    ck_assert_int_eq(counter_destroyed, 1);
    ck_assert_ptr_null(cgu_ctx_state(ctx, CGU_SLOT_CUTTER));
    fail_init = 0;
    unsigned char *st = cgu_ctx_state_get(ctx, CGU_SLOT_CUTTER, &ops);
    ck_assert_ptr_nonnull(st);
    for (int i = 0; i < 16; i++)
        ck_assert_int_eq(st[i], 0);   /* zeroed */
    ck_assert_ptr_eq(cgu_ctx_state_get(ctx, CGU_SLOT_CUTTER, &ops), st);
    ck_assert_int_eq(counter_made, 2);   /* made once after the failure */
    ck_assert_int_eq(cg_ctx_clear(ctx), CG_OK);
    ck_assert_int_eq(counter_cleared, 1);
    counter_destroyed = 0;
    cg_ctx_free(ctx);
    ck_assert_int_eq(counter_destroyed, 1);
}
END_TEST

START_TEST(map64_against_linear_reference)
{
    enum { N = 20000 };
    static uint64_t keys[N], vals[N];
    cgu_map64 m;
    cgu_map64_init(&m);
    uint64_t x = 12345;
    for (int i = 0; i < N; i++) {
        x = x * 6364136223846793005u + 1442695040888963407u;
        /* Include the reserved empty key and small keys on purpose. */
        keys[i] = i == 7 ? CGU_MAP64_EMPTY : (i % 3 == 0 ? (uint64_t)i : x);
        vals[i] = x ^ (uint64_t)i;
        ck_assert_int_eq(cgu_map64_put(&m, keys[i], vals[i]), CG_OK);
    }
    ck_assert_uint_eq(m.count, N);
    for (int i = 0; i < N; i++) {
        uint64_t v;
        ck_assert_int_eq(cgu_map64_get(&m, keys[i], &v), 1);
        ck_assert_uint_eq(v, vals[i]);
    }
    uint64_t v = 0;
    ck_assert_int_eq(cgu_map64_get(&m, 1, &v), 0);
    ck_assert_int_eq(cgu_map64_put(&m, keys[5], 99), CG_OK);
    ck_assert_uint_eq(m.count, N);
    ck_assert_int_eq(cgu_map64_get(&m, keys[5], &v), 1);
    ck_assert_uint_eq(v, 99);
    cgu_map64_destroy(&m);
    ck_assert_int_eq(cgu_map64_get(&m, keys[5], &v), 0);
}
END_TEST

/* The lossy cache never answers wrongly, keeps everything while well under its
 * limit (a full bucket grows the cache), and stays within the limit past it,
 * still holding recent keys. */
START_TEST(lcache_bounded_and_never_wrong)
{
    enum { N = 400000 };
    cgu_lcache c;
    cgu_lcache_init(&c, (size_t)1 << 20);   /* 65536 entries at most */
    uint64_t v;
    ck_assert_int_eq(cgu_lcache_get(&c, 5, &v), 0);
    cgu_lcache_put(&c, CGU_LCACHE_EMPTY, 1);
    ck_assert_int_eq(cgu_lcache_get(&c, CGU_LCACHE_EMPTY, &v), 0);
    for (uint64_t k = 0; k < 1000; k++)
        cgu_lcache_put(&c, k * 7919, k + 1);
    for (uint64_t k = 0; k < 1000; k++) {
        ck_assert_int_eq(cgu_lcache_get(&c, k * 7919, &v), 1);
        ck_assert_uint_eq(v, k + 1);
    }
    cgu_lcache_put(&c, 3 * 7919, 77);   /* overwrite */
    ck_assert_int_eq(cgu_lcache_get(&c, 3 * 7919, &v), 1);
    ck_assert_uint_eq(v, 77);
    for (uint64_t k = 0; k < N; k++)
        cgu_lcache_put(&c, k * 104729 + 1, k ^ 0x5555);
    ck_assert_uint_le(c.nbuckets * 4 * sizeof *c.e, (size_t)1 << 20);
    ck_assert_uint_eq((uintptr_t)c.e % 64, 0);   /* a bucket is one cache line */
    size_t found = 0;
    for (uint64_t k = 0; k < N; k++)
        if (cgu_lcache_get(&c, k * 104729 + 1, &v)) {
            ck_assert_uint_eq(v, k ^ 0x5555);
            found++;
        }
    ck_assert_uint_gt(found, 30000);
    ck_assert_int_eq(cgu_lcache_get(&c, (uint64_t)(N - 1) * 104729 + 1, &v), 1);   /* the last */
    cgu_lcache_destroy(&c);
    ck_assert_int_eq(cgu_lcache_get(&c, 1, &v), 0);
}
END_TEST

START_TEST(wmap_variable_length_keys)
{
    cgu_wmap m;
    cgu_wmap_init(&m, sizeof(uint32_t));
    uint64_t key[5];
    for (uint32_t i = 0; i < 5000; i++) {
        size_t n = i % 5 + 1;   /* the same prefix with other lengths must differ */
        for (size_t j = 0; j < n; j++)
            key[j] = i / 5 + j;
        void *val;
        int inserted;
        ck_assert_int_eq(cgu_wmap_insert(&m, key, n, &val, &inserted), CG_OK);
        ck_assert_int_eq(inserted, 1);
        ck_assert_uint_eq(*(uint32_t *)val, 0);
        *(uint32_t *)val = i;
    }
    ck_assert_uint_eq(m.count, 5000);
    for (uint32_t i = 0; i < 5000; i++) {
        size_t n = i % 5 + 1;
        for (size_t j = 0; j < n; j++)
            key[j] = i / 5 + j;
        uint32_t *val = cgu_wmap_find(&m, key, n);
        ck_assert_ptr_nonnull(val);
        ck_assert_uint_eq(*val, i);
        void *again;
        int inserted;
        ck_assert_int_eq(cgu_wmap_insert(&m, key, n, &again, &inserted), CG_OK);
        ck_assert_int_eq(inserted, 0);
        ck_assert_ptr_eq(again, val);
    }
    key[0] = 999999;
    ck_assert_ptr_null(cgu_wmap_find(&m, key, 1));
    ck_assert_uint_gt(cgu_wmap_bytes(&m), 0);
    cgu_wmap_destroy(&m);
    ck_assert_ptr_null(cgu_wmap_find(&m, key, 1));
}
END_TEST

START_TEST(arena_alignment_and_large_blocks)
{
    cgu_arena a;
    cgu_arena_init(&a);
    for (size_t i = 1; i < 3000; i += 7) {
        unsigned char *p = cgu_arena_alloc(&a, i);
        ck_assert_ptr_nonnull(p);
        ck_assert_uint_eq((uintptr_t)p % 16, 0);
        memset(p, 0xab, i);
    }
    ck_assert_ptr_nonnull(cgu_arena_alloc(&a, 1u << 20));
    ck_assert_ptr_null(cgu_arena_alloc(&a, SIZE_MAX));
    /* Aligned blocks, mixed with plain ones that stay 16-aligned; across chunks. */
    for (size_t i = 1; i < 200000; i += 997) {
        size_t align = (size_t)1 << (i % 13);
        unsigned char *p = cgu_arena_alloc_aligned(&a, i, align), *q = cgu_arena_alloc(&a, i % 40 + 1);
        ck_assert_ptr_nonnull(p);
        ck_assert_ptr_nonnull(q);
        ck_assert_uint_eq((uintptr_t)p % (align < 16 ? 16 : align), 0);
        ck_assert_uint_eq((uintptr_t)q % 16, 0);
        memset(p, 0xcd, i);
        memset(q, 0xef, i % 40 + 1);
    }
    ck_assert_ptr_null(cgu_arena_alloc_aligned(&a, 16, 3));
    ck_assert_ptr_null(cgu_arena_alloc_aligned(&a, 16, 8192));
    ck_assert_ptr_null(cgu_arena_alloc_aligned(&a, SIZE_MAX, 64));
    cgu_arena_destroy(&a);
}
END_TEST

START_TEST(sink_has_snprintf_semantics)
{
    char buf[8];
    cgu_sink s;
    size_t len = 0;
    ck_assert_int_eq(cgu_sink_check_args(NULL, 1), CG_EINVAL);
    ck_assert_int_eq(cgu_sink_check_args(NULL, 0), CG_OK);

    cgu_sink_init(&s, buf, sizeof buf);
    cgu_sink_puts(&s, "ab ");
    cgu_sink_put_i64(&s, -42);
    ck_assert_int_eq(cgu_sink_finish(&s, &len), CG_OK);
    ck_assert_str_eq(buf, "ab -42");
    ck_assert_uint_eq(len, 6);

    cgu_sink_init(&s, buf, sizeof buf);
    cgu_sink_put_i64(&s, INT64_MIN);
    ck_assert_int_eq(cgu_sink_finish(&s, &len), CG_ERANGE);
    ck_assert_uint_eq(len, 20);
    ck_assert_str_eq(buf, "-922337");

    cgu_sink_init(&s, NULL, 0);
    cgu_sink_put_u64(&s, UINT64_MAX);
    ck_assert_int_eq(cgu_sink_finish(&s, &len), CG_ERANGE);
    ck_assert_uint_eq(len, 20);

    /* Exactly cap - 1 characters fit; cap characters do not. */
    cgu_sink_init(&s, buf, sizeof buf);
    cgu_sink_puts(&s, "1234567");
    ck_assert_int_eq(cgu_sink_finish(&s, NULL), CG_OK);
    cgu_sink_init(&s, buf, sizeof buf);
    cgu_sink_puts(&s, "12345678");
    ck_assert_int_eq(cgu_sink_finish(&s, NULL), CG_ERANGE);
    ck_assert_str_eq(buf, "1234567");
}
END_TEST

START_TEST(read_u64_bounds)
{
    const char *p = "4294967295,";
    uint64_t v = 0;
    ck_assert_int_eq(cgu_read_u64(&p, NULL, UINT32_MAX, &v), CG_OK);
    ck_assert_uint_eq(v, UINT32_MAX);
    ck_assert_int_eq(*p, ',');
    p = "4294967296";
    ck_assert_int_eq(cgu_read_u64(&p, NULL, UINT32_MAX, &v), CG_ERANGE);
    ck_assert_int_eq(*p, '\0');   /* past every digit */
    p = "18446744073709551615";
    ck_assert_int_eq(cgu_read_u64(&p, NULL, UINT64_MAX, &v), CG_OK);
    ck_assert_uint_eq(v, UINT64_MAX);
    p = "18446744073709551616";
    ck_assert_int_eq(cgu_read_u64(&p, NULL, UINT64_MAX, &v), CG_ERANGE);
    p = "-1";
    ck_assert_int_eq(cgu_read_u64(&p, NULL, UINT64_MAX, &v), CG_EPARSE);
    p = "";
    ck_assert_int_eq(cgu_read_u64(&p, NULL, UINT64_MAX, &v), CG_EPARSE);
    p = "7";
    ck_assert_int_eq(cgu_read_u64(&p, NULL, 5, &v), CG_ERANGE);
    p = "0";
    ck_assert_int_eq(cgu_read_u64(&p, NULL, 0, &v), CG_OK);
    ck_assert_uint_eq(v, 0);
    /* Bounded text: the end stops the number, and an empty range has none. */
    const char *text = "12345";
    p = text;
    ck_assert_int_eq(cgu_read_u64(&p, text + 3, UINT64_MAX, &v), CG_OK);
    ck_assert_uint_eq(v, 123);
    ck_assert_ptr_eq(p, text + 3);
    p = text;
    ck_assert_int_eq(cgu_read_u64(&p, text, UINT64_MAX, &v), CG_EPARSE);
    /* A failed read leaves *out alone. */
    v = 99;
    p = "x";
    ck_assert_int_eq(cgu_read_u64(&p, NULL, 10, &v), CG_EPARSE);
    ck_assert_uint_eq(v, 99);
}
END_TEST

START_TEST(sink_writes_128_bit_numbers)
{
    char buf[48];
    size_t len;
    cgu_sink s;
    cgu_sink_init(&s, buf, sizeof buf);
    cgu_sink_put_u128(&s, ~(u128)0);
    ck_assert_int_eq(cgu_sink_finish(&s, &len), CG_OK);
    ck_assert_str_eq(buf, "340282366920938463463374607431768211455");
    ck_assert_uint_eq(len, 39);
    cgu_sink_init(&s, buf, sizeof buf);
    cgu_sink_put_u128(&s, 0);
    cgu_sink_putc(&s, ' ');
    cgu_sink_put_u128(&s, (u128)UINT64_MAX + 1);
    ck_assert_int_eq(cgu_sink_finish(&s, &len), CG_OK);
    ck_assert_str_eq(buf, "0 18446744073709551616");
}
END_TEST

static int make_ctx_with_state(void *arg)
{
    (void)arg;
    cg_ctx *ctx;
    int rc = cg_ctx_new(&ctx);
    if (rc != CG_OK)
        return rc;
    cgu_wmap m;
    cgu_wmap_init(&m, 8);
    uint64_t key[3] = { 1, 2, 3 };
    for (uint64_t i = 0; i < 200 && rc == CG_OK; i++) {
        void *v;
        key[0] = i;
        rc = cgu_wmap_insert(&m, key, 3, &v, NULL);
    }
    cgu_wmap_destroy(&m);
    cg_ctx_free(ctx);
    return rc;
}

START_TEST(fault_injection_leaks_nothing)
{
    fault_alloc_install();
    long needed = fault_sweep(make_ctx_with_state, NULL, NULL);
    ck_assert_int_gt(needed, 2);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
}
END_TEST

static Suite *util_suite(void)
{
    Suite *s = suite_create("util");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, version_matches_headers);
    tcase_add_test(tc, strerror_names_every_status);
    tcase_add_test(tc, allocator_rejects_incomplete_hooks);
    tcase_add_test(tc, ctx_lifecycle_and_bad_args);
    tcase_add_test(tc, ctx_slots_are_made_once_cleared_and_destroyed);
    tcase_add_test(tc, map64_against_linear_reference);
    tcase_add_test(tc, lcache_bounded_and_never_wrong);
    tcase_add_test(tc, wmap_variable_length_keys);
    tcase_add_test(tc, arena_alignment_and_large_blocks);
    tcase_add_test(tc, sink_has_snprintf_semantics);
    tcase_add_test(tc, read_u64_bounds);
    tcase_add_test(tc, sink_writes_128_bit_numbers);
    tcase_add_test(tc, fault_injection_leaks_nothing);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(util_suite());
}
