/* Unit tests of the shared internals (lib/util) and of common.h. */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
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
#include "util/meter.h"
#include "util/pairmap.h"
#include "util/sink.h"
#include "util/sysmem.h"
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

/* A fake root: files under a fresh temporary directory. */
static char fake_root[256];

static void fake_root_new(void)
{
    snprintf(fake_root, sizeof fake_root, "/tmp/cg-sysmem-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(fake_root));
}

static void fake_file(const char *path, const char *text)
{
    char full[1024];
    snprintf(full, sizeof full, "%s/%s", fake_root, path);
    /* mkdir -p of the directories on the way */
    for (char *s = full + strlen(fake_root) + 1; *s != '\0'; s++) {
        if (*s == '/') {
            *s = '\0';
            ck_assert(mkdir(full, 0700) == 0 || errno == EEXIST);
            *s = '/';
        }
    }
    FILE *f = fopen(full, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    ck_assert_int_eq(fclose(f), 0);
}

static void fake_root_free(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", fake_root);
    ck_assert_int_eq(system(cmd), 0);
}

START_TEST(sysmem_parses_meminfo_and_status)
{
    uint64_t b = 0;
    const char *meminfo = "MemTotal:       24000000 kB\nMemFree:         1000000 kB\n"
                          "MemAvailable:    3800000 kB\nBuffers:          100 kB\n";
    ck_assert_int_eq(cgu_parse_kb_field(meminfo, "MemAvailable", &b), 1);
    ck_assert_uint_eq(b, UINT64_C(3800000) * 1024);
    ck_assert_int_eq(cgu_parse_kb_field(meminfo, "MemTotal", &b), 1);
    ck_assert_uint_eq(b, UINT64_C(24000000) * 1024);
    /* missing, a prefix of another field, garbage, overflow, no unit */
    ck_assert_int_eq(cgu_parse_kb_field(meminfo, "SwapFree", &b), 0);
    ck_assert_int_eq(cgu_parse_kb_field(meminfo, "Mem", &b), 0);
    ck_assert_int_eq(cgu_parse_kb_field("MemAvailable: lots kB\n", "MemAvailable", &b), 0);
    ck_assert_int_eq(cgu_parse_kb_field("MemAvailable: 99999999999999999999 kB\n", "MemAvailable", &b), 0);
    ck_assert_int_eq(cgu_parse_kb_field("MemAvailable: 100\n", "MemAvailable", &b), 0);
    ck_assert_int_eq(cgu_parse_kb_field("", "MemAvailable", &b), 0);
    const char *status = "Name:\tcookiegame\nVmPeak:\t  20000 kB\nVmSize:\t  12345 kB\n"
                         "VmData:\t   2048 kB\n";
    ck_assert_int_eq(cgu_parse_kb_field(status, "VmSize", &b), 1);
    ck_assert_uint_eq(b, UINT64_C(12345) * 1024);
    ck_assert_int_eq(cgu_parse_kb_field(status, "VmData", &b), 1);
    ck_assert_uint_eq(b, UINT64_C(2048) * 1024);
}
END_TEST

START_TEST(sysmem_parses_cgroup_files)
{
    uint64_t b = 0;
    ck_assert_int_eq(cgu_parse_stat_field("file 10\ninactive_file 7\n", "inactive_file", &b), 1);
    ck_assert_uint_eq(b, 7);
    ck_assert_int_eq(cgu_parse_stat_field("total_inactive_file 9\n", "inactive_file", &b), 0);
    ck_assert_int_eq(cgu_parse_stat_field("inactive_file 9x\n", "inactive_file", &b), 0);
    ck_assert_int_eq(cgu_parse_stat_field("", "inactive_file", &b), 0);
    ck_assert_int_eq(cgu_parse_cgroup_value("1073741824\n", &b), 1);
    ck_assert_uint_eq(b, UINT64_C(1073741824));
    ck_assert_int_eq(cgu_parse_cgroup_value("max\n", &b), 0);
    ck_assert_uint_eq(b, UINT64_MAX);
    ck_assert_int_eq(cgu_parse_cgroup_value("", &b), -1);
    ck_assert_int_eq(cgu_parse_cgroup_value("12x\n", &b), -1);
    ck_assert_int_eq(cgu_parse_cgroup_value("maximum\n", &b), -1);
    ck_assert_int_eq(cgu_parse_cgroup_value("-5\n", &b), -1);

    char path[64];
    ck_assert_int_eq(cgu_parse_proc_cgroup("0::/user.slice/job-7\n", path, sizeof path), 2);
    ck_assert_str_eq(path, "user.slice/job-7");
    ck_assert_int_eq(cgu_parse_proc_cgroup("0::/\n", path, sizeof path), 2);
    ck_assert_str_eq(path, "");
    const char *v1 = "12:pids:/a\n4:cpu,cpuacct:/b\n9:memory:/slurm/uid_1/job_5\n1:name=systemd:/c\n";
    ck_assert_int_eq(cgu_parse_proc_cgroup(v1, path, sizeof path), 1);
    ck_assert_str_eq(path, "slurm/uid_1/job_5");
    /* hybrid: v1's memory controller wins over the v2 line */
    ck_assert_int_eq(cgu_parse_proc_cgroup("0::/x\n3:blkio,memory:/y\n", path, sizeof path), 1);
    ck_assert_str_eq(path, "y");
    ck_assert_int_eq(cgu_parse_proc_cgroup("", path, sizeof path), 0);
    ck_assert_int_eq(cgu_parse_proc_cgroup("garbage\n:::\n", path, sizeof path), 0);
    ck_assert_int_eq(cgu_parse_proc_cgroup("4:cpu:/b\n", path, sizeof path), 0);
    ck_assert_int_eq(cgu_parse_proc_cgroup("0::/a-path-far-too-long-for-the-buffer\n", path, 8), 0);
}
END_TEST

START_TEST(sysmem_reads_cgroup_v2_tree)
{
    fake_root_new();
    const char *self = "0::/jobs/job-1\n";
    /* nothing mounted: no bound */
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), UINT64_MAX);
    fake_file("sys/fs/cgroup/jobs/job-1/memory.max", "max\n");
    fake_file("sys/fs/cgroup/jobs/job-1/memory.current", "1000\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), UINT64_MAX);
    /* the parent's limit binds */
    fake_file("sys/fs/cgroup/jobs/memory.max", "1000000\n");
    fake_file("sys/fs/cgroup/jobs/memory.current", "400000\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 600000);
    /* the tighter of the two */
    fake_file("sys/fs/cgroup/jobs/job-1/memory.max", "5000\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 4000);
    /* usage past the limit: nothing left */
    fake_file("sys/fs/cgroup/jobs/job-1/memory.current", "9000\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 0);
    /* garbage limit: that level sets none; garbage usage: the limit alone */
    fake_file("sys/fs/cgroup/jobs/job-1/memory.max", "lots\n");
    fake_file("sys/fs/cgroup/jobs/memory.current", "?\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 1000000);
    /* the inactive file cache is left out of the usage (not past it) */
    fake_file("sys/fs/cgroup/jobs/memory.current", "400000\n");
    fake_file("sys/fs/cgroup/jobs/memory.stat", "anon 100000\nfile 300000\ninactive_file 250000\n"
                                                "active_file 50000\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 850000);
    fake_file("sys/fs/cgroup/jobs/memory.stat", "inactive_file 900000\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 600000);
    fake_file("sys/fs/cgroup/jobs/memory.stat", "inactive_file lots\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 600000);
    /* a container: path "/", the limit at the mount */
    fake_file("sys/fs/cgroup/memory.max", "2000\n");
    fake_file("sys/fs/cgroup/memory.current", "500\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, "0::/\n"), 1500);
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, ""), UINT64_MAX);

    /* the whole room and its smallest bound */
    fake_file("proc/self/cgroup", self);
    fake_file("proc/meminfo", "MemTotal: 100 kB\nMemAvailable: 50000 kB\n");
    fake_file("proc/self/status", "VmSize:\t 1000 kB\nVmData:\t 300 kB\n");
    cgu_mem_room room = cgu_memory_room_at(fake_root, UINT64_MAX, UINT64_MAX);
    ck_assert_uint_eq(room.available, UINT64_C(50000) * 1024);
    ck_assert_uint_eq(room.cgroup, 1500);
    ck_assert_uint_eq(room.rlimit_as, UINT64_MAX);
    ck_assert_uint_eq(room.rlimit_data, UINT64_MAX);
    cgu_mem_bound bound;
    ck_assert_uint_eq(cgu_mem_room_min(&room, &bound), 1500);
    ck_assert_int_eq(bound, CGU_MEM_CGROUP);
    room = cgu_memory_room_at(fake_root, UINT64_C(1000) * 1024 + 1000, UINT64_C(10) << 20);
    ck_assert_uint_eq(room.rlimit_as, 1000);
    ck_assert_uint_eq(room.rlimit_data, (UINT64_C(10) << 20) - UINT64_C(300) * 1024);
    ck_assert_uint_eq(cgu_mem_room_min(&room, &bound), 1000);
    ck_assert_int_eq(bound, CGU_MEM_RLIMIT_AS);
    /* an address space used up leaves 1 byte: 0 means unknown */
    room = cgu_memory_room_at(fake_root, 1024, UINT64_MAX);
    ck_assert_uint_eq(cgu_mem_room_min(&room, &bound), 1);
    ck_assert_int_eq(bound, CGU_MEM_RLIMIT_AS);
    fake_root_free();
}
END_TEST

START_TEST(sysmem_reads_cgroup_v1_and_missing_files)
{
    fake_root_new();
    const char *self = "5:cpuset:/\n9:memory:/slurm/job_5\n";
    fake_file("sys/fs/cgroup/memory/slurm/job_5/memory.limit_in_bytes", "8000\n");
    fake_file("sys/fs/cgroup/memory/slurm/job_5/memory.usage_in_bytes", "3000\n");
    /* v1 writes "no limit" as a huge number */
    fake_file("sys/fs/cgroup/memory/slurm/memory.limit_in_bytes", "9223372036854771712\n");
    fake_file("sys/fs/cgroup/memory/slurm/memory.usage_in_bytes", "3000\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 5000);
    /* v1 leaves out total_inactive_file, not v2's inactive_file */
    fake_file("sys/fs/cgroup/memory/slurm/job_5/memory.stat", "cache 2000\ninactive_file 500\n"
                                                             "total_inactive_file 1000\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 6000);
    fake_file("sys/fs/cgroup/memory/slurm/job_5/memory.stat", "");
    /* v2 files are not read for a v1 cgroup */
    fake_file("sys/fs/cgroup/slurm/job_5/memory.max", "10\n");
    ck_assert_uint_eq(cgu_cgroup_room_at(fake_root, self), 5000);

    /* no files at all: nothing known */
    cgu_mem_room room = cgu_memory_room_at(fake_root, UINT64_MAX, UINT64_MAX);
    ck_assert_uint_eq(room.available, UINT64_MAX);
    ck_assert_uint_eq(room.cgroup, UINT64_MAX);
    cgu_mem_bound bound;
    ck_assert_uint_eq(cgu_mem_room_min(&room, &bound), 0);
    ck_assert_int_eq(bound, CGU_MEM_UNKNOWN);
    /* a limit without /proc/self/status: the limit alone */
    room = cgu_memory_room_at(fake_root, 4096, UINT64_MAX);
    ck_assert_uint_eq(room.rlimit_as, 4096);
    /* garbage meminfo: unknown */
    fake_file("proc/meminfo", "\x01\x02 nothing here\n");
    fake_file("proc/self/cgroup", self);
    room = cgu_memory_room_at(fake_root, UINT64_MAX, UINT64_MAX);
    ck_assert_uint_eq(room.available, UINT64_MAX);
    ck_assert_uint_eq(room.cgroup, 5000);
    fake_root_free();

    /* The real system: something is known on Linux, and it never passes
     * what RLIMIT_AS leaves. */
    ck_assert_uint_gt(cgu_available_memory(), 0);
    char text[32];
    ck_assert_str_eq(cgu_bytes_text(text, sizeof text, 0), "0 B");
    ck_assert_str_eq(cgu_bytes_text(text, sizeof text, 999), "999 B");
    ck_assert_str_eq(cgu_bytes_text(text, sizeof text, 1000), "1.0 kB");
    ck_assert_str_eq(cgu_bytes_text(text, sizeof text, UINT64_C(34359738360)), "34.4 GB");
    ck_assert_str_eq(cgu_bytes_text(text, sizeof text, UINT64_C(3800000000)), "3.8 GB");
    ck_assert_str_eq(cgu_bytes_text(text, sizeof text, UINT64_MAX), "18.4 EB");
    ck_assert_str_eq(cgu_bytes_text(text, 4, UINT64_C(3800000000)), "3.8");
}
END_TEST

START_TEST(ctx_memory_limit_refuses_before_allocating)
{
    ck_assert_int_eq(cg_ctx_set_memory_limit(NULL, 5), CG_EINVAL);
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    /* No limit of its own: the process's availability alone. */
    ck_assert_int_eq(cgu_ctx_reserve(ctx, 1000, "a test"), CG_OK);
    ck_assert_int_eq(cgu_ctx_reserve(ctx, UINT64_MAX, "a huge test"), CG_ENOMEM);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "a huge test needs 18.4 EB, more than the "));
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "this process may use"));
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 10000), CG_OK);
    /* cg_ctx_set_memory_limit is a public call: it cleared the detail */
    ck_assert_str_eq(cg_error_detail(), "");
    ctx->reserved = 0;
    ck_assert_int_eq(cgu_ctx_reserve(ctx, 6000, "the first half"), CG_OK);
    ck_assert_int_eq(cgu_ctx_fits(ctx, 4000, "a bound"), CG_OK);
    ck_assert_int_eq(cgu_ctx_fits(ctx, 4001, "a bound"), CG_ENOMEM);
    ck_assert_str_eq(cg_error_detail(), "a bound needs 4.0 kB more, past the memory limit of 10.0 kB");
    ck_assert_int_eq(cgu_ctx_reserve(ctx, 4000, "the second half"), CG_OK);
    ck_assert_int_eq(cgu_ctx_reserve(ctx, 1, "one byte"), CG_ENOMEM);
    ctx->reserved = 0;
    ck_assert_int_eq(cgu_ctx_reserve(ctx, 20000, "the table"), CG_ENOMEM);
    ck_assert_str_eq(cg_error_detail(), "the table needs 20.0 kB, more than the memory limit of 10.0 kB");
    /* growth by doubling reserves what it adds */
    ctx->reserved = 0;
    void *a = NULL;
    size_t cap = 0;
    ck_assert_int_eq(cgu_ctx_grow(ctx, &a, &cap, 500, 8, "the stack"), CG_OK);
    ck_assert_uint_eq(cap, 512);
    ck_assert_uint_eq(ctx->reserved, 4096);
    ck_assert_int_eq(cgu_ctx_grow(ctx, &a, &cap, 513, 8, "the stack"), CG_OK);
    ck_assert_uint_eq(cap, 1024);
    ck_assert_uint_eq(ctx->reserved, 8192);
    ck_assert_int_eq(cgu_ctx_grow(ctx, &a, &cap, 1025, 8, "the stack"), CG_ENOMEM);
    ck_assert_uint_eq(cap, 1024);
    ck_assert_str_eq(cg_error_detail(), "the stack needs 8.2 kB more, past the memory limit of 10.0 kB");
    cgu_free(a);
    /* a growth whose allocation fails gives its reservation back */
    fault_alloc_install();
    ctx->reserved = 0;
    a = NULL;
    cap = 0;
    fault_alloc_fail_at(0, 0);
    ck_assert_int_eq(cgu_ctx_grow(ctx, &a, &cap, 500, 8, "the stack"), CG_ENOMEM);
    ck_assert_uint_eq(ctx->reserved, 0);
    ck_assert_int_eq(cgu_ctx_grow(ctx, &a, &cap, 500, 8, "the stack"), CG_OK);
    ck_assert_uint_eq(ctx->reserved, 4096);
    cgu_free(a);
    fault_alloc_uninstall();
    cgu_ctx_unreserve(ctx, 5000);   /* more than was set aside: none left */
    ck_assert_uint_eq(ctx->reserved, 0);
    cgu_ctx_unreserve(NULL, 5000);
    /* a memo is charged when it is about to double, not per insert */
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 4096), CG_OK);
    ctx->reserved = 0;
    cgu_wmap memo;
    cgu_wmap_init(&memo, sizeof(uint64_t));
    void *slot;
    for (uint64_t k = 0; k < 32; k++) {
        uint64_t key[2] = { k, k };
        ck_assert_int_eq(cgu_ctx_memo_reserve(ctx, &memo, 2, "the memo"), CG_OK);
        ck_assert_int_eq(cgu_wmap_insert(&memo, key, 2, &slot, NULL), CG_OK);
    }
    /* 64 slots of 16 bytes and 32 records of 3 words and a value, once */
    ck_assert_uint_eq(ctx->reserved, 64 * 16 + 32 * (3 * 8 + 8));
    /* the 33rd key doubles it to 128 slots: 2048 + 32 records, past the limit */
    ck_assert_int_eq(cgu_ctx_memo_reserve(ctx, &memo, 2, "the memo"), CG_ENOMEM);
    ck_assert_str_eq(cg_error_detail(), "the memo needs 3.1 kB more, past the memory limit of 4.1 kB");
    cgu_wmap_destroy(&memo);
    /* 0: no limit of its own again */
    ck_assert_int_eq(cg_ctx_set_memory_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cgu_ctx_reserve(ctx, 20000, "the table"), CG_OK);
    /* The context's figure sums every call's reservations; small ones are
     * summed until they reach a MiB, when the process's room is read. */
    uint64_t all = 0;
    ck_assert_int_eq(cg_ctx_memory_reserved(ctx, &all), CG_OK);
    ck_assert_uint_ge(all, 1000 + 6000 + 4000 + 4096 + 4096 + 20000);
    ck_assert_uint_lt(ctx->unchecked, CGU_RESERVE_FREE);
    uint64_t before = ctx->unchecked;
    ck_assert_int_eq(cgu_ctx_reserve(ctx, 1000, "a small one"), CG_OK);
    ck_assert_uint_eq(ctx->unchecked, before + 1000);
    ck_assert_int_eq(cgu_ctx_reserve(ctx, CGU_RESERVE_FREE, "a large one"), CG_OK);
    ck_assert_uint_eq(ctx->unchecked, 0);
    ck_assert_int_eq(cg_ctx_memory_reserved(NULL, &all), CG_EINVAL);
    cg_ctx_free(ctx);
}
END_TEST

/* The meter of the censuses' workers (util/meter.h): live and peak follow
 * the charges, the bound refuses without a detail (a worker's thread), and
 * the caller's thread writes the first refusal's. */
START_TEST(meter_charges_releases_and_refuses)
{
    cgu_meter m;
    cgu_meter_init(&m, 10000, 1000);   /* 1000 bytes held up front */
    ck_assert_int_eq(cgu_meter_charge(&m, 6000), CG_OK);
    cgu_meter_made(&m, 6000);
    ck_assert_uint_eq(atomic_load(&m.live), 7000);
    cgu_meter_release(&m, 5000);
    ck_assert_int_eq(cgu_meter_charge(&m, 3000), CG_OK);
    cgu_meter_made(&m, 3000);
    ck_assert_uint_eq(atomic_load(&m.live), 5000);
    ck_assert_uint_eq(atomic_load(&m.peak), 7000);
    cgu_detail_clear();
    ck_assert_int_eq(cgu_meter_charge(&m, 5001), CG_ENOMEM);
    ck_assert_str_eq(cg_error_detail(), "");
    ck_assert_uint_eq(atomic_load(&m.live), 5000);   /* a refused charge holds nothing */
    ck_assert_int_eq(cgu_meter_charge(&m, 9000), CG_ENOMEM);   /* later refusals: not kept */
    ck_assert_int_eq(cgu_meter_fail(&m, "the listings"), CG_ENOMEM);
    ck_assert_str_eq(cg_error_detail(), "the listings needs 5.0 kB more, past the memory limit of 10.0 kB");
    /* No bound of the caller's: what the process may use still refuses. */
    cgu_meter_init(&m, 0, 0);
    ck_assert_int_eq(cgu_meter_charge(&m, UINT64_MAX / 2), CG_ENOMEM);
    ck_assert_int_eq(cgu_meter_fail(&m, "the listings"), CG_ENOMEM);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "this process may use"));
    /* Without a refusal, a failure is the allocator's: no detail of ours. */
    cgu_meter_init(&m, 0, 0);
    cgu_detail_clear();
    ck_assert_int_eq(cgu_meter_fail(&m, "the listings"), CG_ENOMEM);
    ck_assert_str_eq(cg_error_detail(), "");
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

/* The pair map against a plain list searched linearly: pairs that share one
 * id, pairs in both orders, overwrites, growth past several doublings; the
 * free-slot mark (a == 0) is refused, and a failed growth changes nothing. */
START_TEST(pairmap_against_linear_reference)
{
    enum { N = 6000 };
    static uint32_t as[N], bs[N], vals[N];
    fault_alloc_install();   /* before the map's first block: it frees them all */
    cgu_pairmap m;
    cgu_pairmap_init(&m);
    uint32_t v = 0;
    ck_assert_int_eq(cgu_pairmap_get(&m, 1, 2, &v), 0);
    uint64_t x = 987654321;
    size_t n = 0;
    for (int i = 0; i < N; i++) {
        x = x * 6364136223846793005u + 1442695040888963407u;
        uint32_t a = 1 + (uint32_t)(x >> 40) % 300, b = (uint32_t)(x >> 20) % 300;
        if (i % 5 == 0 && n > 0) {   /* the reverse of an earlier pair */
            a = bs[n - 1] == 0 ? 7 : bs[n - 1];
            b = as[n - 1];
        }
        uint32_t val = (uint32_t)x;
        size_t k = 0;
        while (k < n && (as[k] != a || bs[k] != b))
            k++;
        if (k == n) {
            as[n] = a;
            bs[n] = b;
            n++;
        }
        vals[k] = val;
        ck_assert_int_eq(cgu_pairmap_put(&m, a, b, val), CG_OK);
        ck_assert_uint_eq(m.count, n);
        ck_assert_uint_le(4 * m.count, 3 * m.capacity);
    }
    ck_assert_uint_gt(n, 3000);
    for (size_t k = 0; k < n; k++) {
        ck_assert_int_eq(cgu_pairmap_get(&m, as[k], bs[k], &v), 1);
        ck_assert_uint_eq(v, vals[k]);
    }
    /* Pairs never put: ids past the range, and a == 0. */
    ck_assert_int_eq(cgu_pairmap_get(&m, 301, 1, &v), 0);
    ck_assert_int_eq(cgu_pairmap_get(&m, 0, 0, &v), 0);
    ck_assert_int_eq(cgu_pairmap_put(&m, 0, 5, 1), CG_EINVAL);
    ck_assert_uint_eq(m.count, n);

    /* Fill to the next growth and fail it: the map is as it was. */
    size_t cap = m.capacity, before = m.count;
    uint32_t a = 1000;
    int rc = CG_OK;
    fault_alloc_fail_at(0, 1);
    while (rc == CG_OK)
        rc = cgu_pairmap_put(&m, a++, 1, 5);
    fault_alloc_fail_at(-1, 0);
    ck_assert_int_eq(rc, CG_ENOMEM);
    ck_assert_uint_eq(m.capacity, cap);
    ck_assert_uint_eq(m.count, before + (a - 1001));
    ck_assert_int_eq(cgu_pairmap_get(&m, a - 1, 1, &v), 0);
    for (size_t k = 0; k < n; k++) {
        ck_assert_int_eq(cgu_pairmap_get(&m, as[k], bs[k], &v), 1);
        ck_assert_uint_eq(v, vals[k]);
    }
    ck_assert_int_eq(cgu_pairmap_put(&m, a - 1, 1, 6), CG_OK);   /* grows now */
    ck_assert_uint_eq(m.capacity, 2 * cap);
    ck_assert_int_eq(cgu_pairmap_get(&m, a - 1, 1, &v), 1);
    ck_assert_uint_eq(v, 6);
    cgu_pairmap_destroy(&m);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
    ck_assert_int_eq(cgu_pairmap_get(&m, as[0], bs[0], &v), 0);
}
END_TEST

/* The lossy cache never answers wrongly, keeps nearly everything while well
 * under its limit (a full bucket grows the cache once a quarter of it is in
 * use, else evicts), and stays within the limit past it, still holding recent
 * keys. */
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
    size_t kept = 0;
    for (uint64_t k = 0; k < 1000; k++)
        if (cgu_lcache_get(&c, k * 7919, &v)) {
            ck_assert_uint_eq(v, k + 1);
            kept++;
        }
    ck_assert_uint_ge(kept, 990);
    ck_assert_uint_le(c.nbuckets * 4, 4 * 4096);   /* at most 4 slots per entry, rounded up */
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

/* Growth keeps every entry the cache had and its answers; a growth that
 * cannot get memory leaves the cache as it was (it evicts instead). */
START_TEST(lcache_growth_keeps_entries)
{
    fault_alloc_install();
    cgu_lcache c;
    cgu_lcache_init(&c, (size_t)1 << 22);
    uint64_t v;
    /* Keys in a pattern that fills buckets evenly: no bucket overflows
     * before the cache is a quarter full, so nothing is evicted. */
    size_t n = 0;
    for (uint64_t k = 1; c.nbuckets < 4096; k++) {
        cgu_lcache_put(&c, k, k * 3);
        n = k;
    }
    size_t kept = 0;
    for (uint64_t k = 1; k <= n; k++)
        if (cgu_lcache_get(&c, k, &v)) {
            ck_assert_uint_eq(v, k * 3);
            kept++;
        }
    ck_assert_uint_eq(kept, c.count);
    ck_assert_uint_ge(kept, n - n / 50);
    ck_assert_uint_eq((uintptr_t)c.e % 64, 0);
    ck_assert_int_eq(fault_alloc_live(), 1);
    size_t buckets = c.nbuckets;
    fault_alloc_fail_at(0, 1);
    for (uint64_t k = n + 1; k <= 4 * n; k++)
        cgu_lcache_put(&c, k, k * 3);
    fault_alloc_fail_at(-1, 0);
    ck_assert_uint_eq(c.nbuckets, buckets);
    for (uint64_t k = 1; k <= 4 * n; k++)
        if (cgu_lcache_get(&c, k, &v))
            ck_assert_uint_eq(v, k * 3);
    ck_assert_int_eq(cgu_lcache_get(&c, 4 * n, &v), 1);   /* the newest stays */
    cgu_lcache_destroy(&c);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
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
    cgu_sink_put_u128(&s, ~(cgu_u128)0);
    ck_assert_int_eq(cgu_sink_finish(&s, &len), CG_OK);
    ck_assert_str_eq(buf, "340282366920938463463374607431768211455");
    ck_assert_uint_eq(len, 39);
    cgu_sink_init(&s, buf, sizeof buf);
    cgu_sink_put_u128(&s, 0);
    cgu_sink_putc(&s, ' ');
    cgu_sink_put_u128(&s, (cgu_u128)UINT64_MAX + 1);
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
    tcase_add_test(tc, sysmem_parses_meminfo_and_status);
    tcase_add_test(tc, sysmem_parses_cgroup_files);
    tcase_add_test(tc, sysmem_reads_cgroup_v2_tree);
    tcase_add_test(tc, sysmem_reads_cgroup_v1_and_missing_files);
    tcase_add_test(tc, ctx_memory_limit_refuses_before_allocating);
    tcase_add_test(tc, meter_charges_releases_and_refuses);
    tcase_add_test(tc, ctx_slots_are_made_once_cleared_and_destroyed);
    tcase_add_test(tc, map64_against_linear_reference);
    tcase_add_test(tc, pairmap_against_linear_reference);
    tcase_add_test(tc, lcache_bounded_and_never_wrong);
    tcase_add_test(tc, lcache_growth_keeps_entries);
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
