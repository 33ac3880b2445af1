/* sysconf(_SC_PHYS_PAGES) and _SC_AVPHYS_PAGES are common extensions beyond
 * POSIX; /proc/meminfo, /proc/self/status, /proc/self/cgroup and the cgroup
 * file systems are Linux's. Everything here reads with plain system calls
 * into stack buffers: no stdio and no malloc, so nothing is allocated behind
 * the allocator hook and the readers work when memory is short. */
#define _DEFAULT_SOURCE
#include "sysmem.h"

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

static uint64_t pages_to_bytes(long pages)
{
    long size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || size <= 0)
        return 0;
    return (uint64_t)pages * (uint64_t)size;
}

uint64_t cgu_physical_memory(void)
{
    return pages_to_bytes(sysconf(_SC_PHYS_PAGES));
}

/* root + path into buf[cap]; 0 when it does not fit. */
static int join(char *buf, size_t cap, const char *root, const char *a, const char *b,
                const char *c)
{
    const char *parts[4] = { root, a, b, c };
    size_t n = 0;
    for (int i = 0; i < 4; i++) {
        if (parts[i] == NULL)
            continue;
        size_t len = strlen(parts[i]);
        if (len >= cap - n)
            return 0;
        memcpy(buf + n, parts[i], len);
        n += len;
    }
    buf[n] = '\0';
    return 1;
}

/* The text of a small file into buf[cap] (NUL-terminated, cut at cap - 1
 * bytes); 1 when it could be opened and read, else 0. */
static int read_text(const char *path, char *buf, size_t cap)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    size_t n = 0;
    ssize_t got = 0;
    while (n < cap - 1 && (got = read(fd, buf + n, cap - 1 - n)) > 0)
        n += (size_t)got;
    close(fd);
    buf[n] = '\0';
    return got >= 0;
}

/* The text after "field" and its separator sep on the first line of text
 * that starts with them, or NULL: the lines of /proc and cgroup files are
 * "key: value" (meminfo, status) or "key value" (memory.stat). */
static const char *field_value(const char *text, const char *field, char sep)
{
    size_t flen = strlen(field);
    for (const char *line = text; line != NULL && *line != '\0';) {
        if (strncmp(line, field, flen) == 0 && line[flen] == sep)
            return line + flen + 1;
        line = strchr(line, '\n');
        if (line != NULL)
            line++;
    }
    return NULL;
}

int cgu_parse_kb_field(const char *text, const char *field, uint64_t *bytes)
{
    const char *s = field_value(text, field, ':');
    if (s == NULL)
        return 0;
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s < '0' || *s > '9')
        return 0;
    char *end;
    unsigned long long kb = strtoull(s, &end, 10);
    if (kb > UINT64_MAX / 1024)
        return 0;
    while (*end == ' ' || *end == '\t')
        end++;
    /* The kernel writes "kB"; a bare number would be pages or bytes of some
     * other file: refuse rather than guess. */
    if (strncmp(end, "kB", 2) != 0)
        return 0;
    *bytes = (uint64_t)kb * 1024;
    return 1;
}

int cgu_parse_cgroup_value(const char *text, uint64_t *bytes)
{
    const char *s = text;
    if (strncmp(s, "max", 3) == 0 && (s[3] == '\0' || s[3] == '\n')) {
        *bytes = UINT64_MAX;
        return 0;
    }
    if (*s < '0' || *s > '9')
        return -1;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end != '\0' && *end != '\n')
        return -1;
    if (v == ULLONG_MAX)   /* saturated: out of range */
        return -1;
    *bytes = (uint64_t)v;
    return 1;
}

int cgu_parse_stat_field(const char *text, const char *field, uint64_t *value)
{
    const char *s = field_value(text, field, ' ');
    if (s == NULL || *s < '0' || *s > '9')
        return 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if ((*end != '\n' && *end != '\0') || v == ULLONG_MAX)
        return 0;
    *value = (uint64_t)v;
    return 1;
}

/* Whether the comma-separated list [s, e) holds the word "memory". */
static int has_memory(const char *s, const char *e)
{
    while (s < e) {
        const char *comma = memchr(s, ',', (size_t)(e - s));
        const char *end = comma != NULL ? comma : e;
        if ((size_t)(end - s) == 6 && memcmp(s, "memory", 6) == 0)
            return 1;
        s = end + 1;
    }
    return 0;
}

/* Copy the path [s, e) without its leading '/' into path[cap]; 0 when it
 * does not fit or is not absolute. */
static int copy_path(const char *s, const char *e, char *path, size_t cap)
{
    if (s >= e || *s != '/')
        return 0;
    s++;
    size_t len = (size_t)(e - s);
    if (len >= cap)
        return 0;
    memcpy(path, s, len);
    path[len] = '\0';
    return 1;
}

int cgu_parse_proc_cgroup(const char *text, char *path, size_t cap)
{
    int found = 0;
    const char *line = text;
    while (line != NULL && *line != '\0') {
        const char *nl = strchr(line, '\n');
        const char *eol = nl != NULL ? nl : line + strlen(line);
        /* hierarchy-ID:controller-list:cgroup-path */
        const char *c1 = memchr(line, ':', (size_t)(eol - line));
        const char *c2 = c1 != NULL ? memchr(c1 + 1, ':', (size_t)(eol - c1 - 1)) : NULL;
        if (c2 != NULL) {
            if (c1 == line + 1 && line[0] == '0' && c2 == c1 + 1) {
                if (found == 0 && copy_path(c2 + 1, eol, path, cap))
                    found = 2;
            } else if (has_memory(c1 + 1, c2)) {
                if (copy_path(c2 + 1, eol, path, cap))
                    return 1;
            }
        }
        line = nl != NULL ? nl + 1 : NULL;
    }
    return found;
}

/* limit - usage of one cgroup directory dir (ending in '/'), UINT64_MAX when
 * it sets no limit or cannot be read; 0 when the usage reached the limit. */
static uint64_t cgroup_dir_room(const char *dir, const char *limit_file, const char *usage_file,
                                const char *inactive_field)
{
    char file[4096], text[64];
    uint64_t limit, usage;
    if (!join(file, sizeof file, dir, limit_file, NULL, NULL) || !read_text(file, text, sizeof text)
        || cgu_parse_cgroup_value(text, &limit) != 1)
        return UINT64_MAX;
    /* v1 writes "no limit" as the largest multiple of the page size below
     * 2^63: any limit that large is none. */
    if (limit >= (UINT64_C(1) << 62))
        return UINT64_MAX;
    if (!join(file, sizeof file, dir, usage_file, NULL, NULL) || !read_text(file, text, sizeof text)
        || cgu_parse_cgroup_value(text, &usage) != 1)
        usage = 0;   /* the limit alone still bounds */
    /* The inactive file cache counts in the usage but is reclaimed before
     * the cgroup's OOM killer runs: left out, as container tools do. */
    char stat[8192];
    uint64_t inactive;
    if (usage > 0 && join(file, sizeof file, dir, "memory.stat", NULL, NULL) &&
        read_text(file, stat, sizeof stat) && cgu_parse_stat_field(stat, inactive_field, &inactive) &&
        inactive <= usage)
        usage -= inactive;
    return usage >= limit ? 0 : limit - usage;
}

uint64_t cgu_cgroup_room_at(const char *root, const char *self_cgroup)
{
    char path[2048];
    int version = cgu_parse_proc_cgroup(self_cgroup, path, sizeof path);
    if (version == 0)
        return UINT64_MAX;
    const char *mount = version == 2 ? "/sys/fs/cgroup/" : "/sys/fs/cgroup/memory/";
    const char *limit_file = version == 2 ? "memory.max" : "memory.limit_in_bytes";
    const char *usage_file = version == 2 ? "memory.current" : "memory.usage_in_bytes";
    const char *inactive_field = version == 2 ? "inactive_file" : "total_inactive_file";
    /* The cgroup and each ancestor up to the mount point: a parent's limit
     * binds its children too, and in a container (a cgroup namespace) the
     * path may be "/" while the limit sits at the mount. */
    uint64_t room = UINT64_MAX;
    size_t len = strlen(path);
    for (;;) {
        char dir[4096];
        path[len] = '\0';
        if (join(dir, sizeof dir, root, mount, path, len > 0 ? "/" : NULL)) {
            uint64_t r = cgroup_dir_room(dir, limit_file, usage_file, inactive_field);
            if (r < room)
                room = r;
        }
        if (len == 0)
            break;
        while (len > 0 && path[len - 1] != '/')
            len--;
        if (len > 0)
            len--;   /* drop the '/' */
    }
    return room;
}

/* limit - used, UINT64_MAX without a limit, 0 when used up. */
static uint64_t rlimit_room(uint64_t limit, const char *status, const char *field)
{
    if (limit == UINT64_MAX)
        return UINT64_MAX;
    uint64_t used = 0;
    if (status == NULL || !cgu_parse_kb_field(status, field, &used))
        used = 0;
    return used >= limit ? 0 : limit - used;
}

cgu_mem_room cgu_memory_room_at(const char *root, uint64_t rlimit_as, uint64_t rlimit_data)
{
    cgu_mem_room room = { UINT64_MAX, UINT64_MAX, UINT64_MAX, UINT64_MAX };
    char file[4096], text[4096];
    uint64_t bytes;
    if (join(file, sizeof file, root, "/proc/meminfo", NULL, NULL) && read_text(file, text, sizeof text)
        && cgu_parse_kb_field(text, "MemAvailable", &bytes))
        room.available = bytes;
    if (join(file, sizeof file, root, "/proc/self/cgroup", NULL, NULL)
        && read_text(file, text, sizeof text))
        room.cgroup = cgu_cgroup_room_at(root, text);
    if (rlimit_as != UINT64_MAX || rlimit_data != UINT64_MAX) {
        int have = join(file, sizeof file, root, "/proc/self/status", NULL, NULL)
                   && read_text(file, text, sizeof text);
        room.rlimit_as = rlimit_room(rlimit_as, have ? text : NULL, "VmSize");
        room.rlimit_data = rlimit_room(rlimit_data, have ? text : NULL, "VmData");
    }
    return room;
}

uint64_t cgu_mem_room_min(const cgu_mem_room *room, cgu_mem_bound *bound)
{
    const uint64_t v[4] = { room->available, room->cgroup, room->rlimit_as, room->rlimit_data };
    const cgu_mem_bound b[4] = { CGU_MEM_AVAILABLE, CGU_MEM_CGROUP, CGU_MEM_RLIMIT_AS,
                                 CGU_MEM_RLIMIT_DATA };
    uint64_t best = UINT64_MAX;
    cgu_mem_bound which = CGU_MEM_UNKNOWN;
    for (int i = 0; i < 4; i++) {
        if (v[i] < best) {
            best = v[i];
            which = b[i];
        }
    }
    if (bound != NULL)
        *bound = which;
    if (which == CGU_MEM_UNKNOWN)
        return 0;
    return best != 0 ? best : 1;
}

static uint64_t rlimit_of(int resource)
{
    struct rlimit rl;
    if (getrlimit(resource, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY)
        return UINT64_MAX;
    return (uint64_t)rl.rlim_cur;
}

uint64_t cgu_available_memory_bound(cgu_mem_bound *bound)
{
    cgu_mem_room room = cgu_memory_room_at("", rlimit_of(RLIMIT_AS), rlimit_of(RLIMIT_DATA));
    if (room.available == UINT64_MAX) {
        uint64_t free_pages = pages_to_bytes(sysconf(_SC_AVPHYS_PAGES));
        if (free_pages == 0)
            free_pages = cgu_physical_memory();
        if (free_pages != 0)
            room.available = free_pages;
    }
    return cgu_mem_room_min(&room, bound);
}

uint64_t cgu_available_memory(void)
{
    return cgu_available_memory_bound(NULL);
}

const char *cgu_mem_bound_name(cgu_mem_bound bound)
{
    switch (bound) {
    case CGU_MEM_AVAILABLE:
        return "free memory";
    case CGU_MEM_CGROUP:
        return "the cgroup's limit";
    case CGU_MEM_RLIMIT_AS:
        return "ulimit -v";
    case CGU_MEM_RLIMIT_DATA:
        return "ulimit -d";
    case CGU_MEM_UNKNOWN:
        break;
    }
    return "";
}

char *cgu_bytes_text(char *buf, size_t cap, uint64_t bytes)
{
    static const char *const unit[] = { "B", "kB", "MB", "GB", "TB", "PB", "EB" };
    if (cap == 0)
        return buf;
    if (bytes < 1000) {
        /* "123 B" */
        char tmp[8];
        int n = 0;
        uint64_t b = bytes;
        do {
            tmp[n++] = (char)('0' + b % 10);
            b /= 10;
        } while (b != 0);
        size_t at = 0;
        while (n > 0 && at + 1 < cap)
            buf[at++] = tmp[--n];
        for (const char *u = " B"; *u != '\0' && at + 1 < cap; u++)
            buf[at++] = *u;
        buf[at] = '\0';
        return buf;
    }
    /* Tenths of the largest unit the value reaches, rounded. */
    int u = 0;
    uint64_t scale = 1;
    while (u < 6 && bytes / scale >= 1000) {
        scale *= 1000;
        u++;
    }
    uint64_t tenths = bytes / (scale / 10) + ((bytes % (scale / 10)) * 2 >= scale / 10 ? 1 : 0);
    char tmp[32];
    int n = 0;
    tmp[n++] = (char)('0' + tenths % 10);
    tmp[n++] = '.';
    uint64_t whole = tenths / 10;
    do {
        tmp[n++] = (char)('0' + whole % 10);
        whole /= 10;
    } while (whole != 0);
    size_t at = 0;
    while (n > 0 && at + 1 < cap)
        buf[at++] = tmp[--n];
    if (at + 1 < cap)
        buf[at++] = ' ';
    for (const char *s = unit[u]; *s != '\0' && at + 1 < cap; s++)
        buf[at++] = *s;
    buf[at] = '\0';
    return buf;
}
