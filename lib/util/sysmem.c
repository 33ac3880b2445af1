/* sysconf(_SC_PHYS_PAGES) and _SC_AVPHYS_PAGES are common extensions beyond
 * POSIX; /proc/meminfo is Linux's. */
#define _DEFAULT_SOURCE
#include "sysmem.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
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

/* MemAvailable from /proc/meminfo in bytes, or 0. Read with plain system
 * calls into a stack buffer: no stdio, so nothing is allocated behind the
 * allocator hook. */
static uint64_t meminfo_available(void)
{
    int fd = open("/proc/meminfo", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    char buf[4096];
    size_t n = 0;
    ssize_t got;
    while (n < sizeof buf - 1 && (got = read(fd, buf + n, sizeof buf - 1 - n)) > 0)
        n += (size_t)got;
    close(fd);
    buf[n] = '\0';
    const char *line = strstr(buf, "MemAvailable:");
    if (line == NULL)
        return 0;
    char *end;
    unsigned long long kb = strtoull(line + strlen("MemAvailable:"), &end, 10);
    if (end == line + strlen("MemAvailable:") || kb > UINT64_MAX / 1024)
        return 0;
    return (uint64_t)kb * 1024;
}

uint64_t cgu_available_memory(void)
{
    uint64_t bytes = meminfo_available();
    if (bytes == 0)
        bytes = pages_to_bytes(sysconf(_SC_AVPHYS_PAGES));
    return bytes != 0 ? bytes : cgu_physical_memory();
}
