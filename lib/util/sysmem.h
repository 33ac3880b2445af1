/* How much memory the process may really use, for the guards that refuse a
 * build before it starts rather than let it die half-way (or be OOM-killed). */
#ifndef CG_UTIL_SYSMEM_H
#define CG_UTIL_SYSMEM_H

#include <stddef.h>
#include <stdint.h>

/* Physical memory of the machine in bytes (0 when unknown). */
uint64_t cgu_physical_memory(void);

/* What bounds the memory a process may use (cgu_memory_room). */
typedef enum cgu_mem_bound {
    CGU_MEM_UNKNOWN = 0,   /* nothing known: no bound */
    CGU_MEM_AVAILABLE,     /* the machine's MemAvailable (or free pages) */
    CGU_MEM_CGROUP,        /* the cgroup's memory limit minus its usage */
    CGU_MEM_RLIMIT_AS,     /* ulimit -v minus the address space mapped */
    CGU_MEM_RLIMIT_DATA,   /* ulimit -d minus the data segment mapped */
} cgu_mem_bound;

/* The room left under each bound, in bytes; UINT64_MAX when the bound is
 * unknown or unlimited. */
typedef struct cgu_mem_room {
    uint64_t available;   /* MemAvailable */
    uint64_t cgroup;      /* tightest of the cgroup and its ancestors */
    uint64_t rlimit_as;   /* RLIMIT_AS - VmSize */
    uint64_t rlimit_data; /* RLIMIT_DATA - VmData */
} cgu_mem_room;

/* The parsers, fed file texts so the tests can give them anything. None of
 * them allocates. */

/* The value of "field:   123 kB" in /proc/meminfo or /proc/self/status text,
 * in bytes: 1 and *bytes when the field is there with a number, else 0. */
int cgu_parse_kb_field(const char *text, const char *field, uint64_t *bytes);

/* A cgroup memory file (memory.max, memory.current, memory.limit_in_bytes,
 * memory.usage_in_bytes): 1 and *bytes for a number, 0 for "max" (*bytes =
 * UINT64_MAX), -1 for anything else. */
int cgu_parse_cgroup_value(const char *text, uint64_t *bytes);

/* The value of "field N" in a cgroup's memory.stat text: 1 and *value when
 * the field is there with a number, else 0. */
int cgu_parse_stat_field(const char *text, const char *field, uint64_t *value);

/* The memory cgroup of /proc/self/cgroup text: copies its path (without the
 * leading '/') into path[cap] and returns 2 for cgroup v2 ("0::/path"), 1
 * for v1 (a line whose controllers include "memory"), 0 when there is none
 * or the path does not fit. v1 wins when both appear (hybrid setups put the
 * memory controller on v1). */
int cgu_parse_proc_cgroup(const char *text, char *path, size_t cap);

/* The room left by the cgroup of a process whose /proc/self/cgroup text is
 * `self_cgroup`, with the cgroup file systems mounted under root (root ""
 * is the real system; the tests give a directory of fake files): the
 * smallest limit minus usage of the cgroup and its ancestors up to the
 * mount, UINT64_MAX when none is set or nothing can be read. The usage
 * leaves out the inactive file cache of memory.stat (inactive_file, v1
 * total_inactive_file), which the kernel reclaims before it kills. */
uint64_t cgu_cgroup_room_at(const char *root, const char *self_cgroup);

/* Every bound, read under root (its proc/meminfo, proc/self/cgroup,
 * proc/self/status and sys/fs/cgroup) with the given RLIMIT_AS and
 * RLIMIT_DATA (UINT64_MAX for unlimited). */
cgu_mem_room cgu_memory_room_at(const char *root, uint64_t rlimit_as, uint64_t rlimit_data);

/* The smallest of the room's bounds and which one it is (*bound may be NULL):
 * 0 with CGU_MEM_UNKNOWN when none is known, else at least 1 (a bound that
 * is used up leaves 1 byte, so 0 always means "unknown"). */
uint64_t cgu_mem_room_min(const cgu_mem_room *room, cgu_mem_bound *bound);

/* Memory a new allocation can get now, in bytes: the smallest of MemAvailable
 * (else the free pages), the cgroup's limit minus its usage, and RLIMIT_AS /
 * RLIMIT_DATA minus what the process maps; 0 when none of them is known.
 * Other programs and this one's own caches count against it. A few system
 * calls and no allocation: call it before a large allocation, not per node. */
uint64_t cgu_available_memory(void);

/* The same, and what bounds it (*bound may be NULL). */
uint64_t cgu_available_memory_bound(cgu_mem_bound *bound);

/* Words for a bound: "free memory", "the cgroup's limit", "ulimit -v",
 * "ulimit -d", "" for unknown. */
const char *cgu_mem_bound_name(cgu_mem_bound bound);

/* bytes as "34.4 GB", "512 MB", "12.0 kB", "100 B" (decimal units) into
 * buf[cap]; returns buf. */
char *cgu_bytes_text(char *buf, size_t cap, uint64_t bytes);

#endif
