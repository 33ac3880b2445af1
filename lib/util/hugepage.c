/* MADV_HUGEPAGE is outside POSIX (Linux). */
#define _DEFAULT_SOURCE
#include "hugepage.h"

#include <stdint.h>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

void cgu_advise_huge(void *p, size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    /* Every page the block touches, not only the 2 MB pages inside it (the
     * kernel maps huge pages only there anyway): advising part of a mapping
     * splits it in two or three, and then realloc cannot extend a large
     * block in place (mremap refuses a range over several mappings), so it
     * copies, holding the old and the new table at once, and fails under
     * ulimit -v where the in-place doubling would fit. A large block from
     * malloc is its own mapping, from the page below p to the page after
     * p + bytes. */
    long size = sysconf(_SC_PAGESIZE);
    const uintptr_t page = size > 0 ? (uintptr_t)size : 4096;
    uintptr_t start = (uintptr_t)p & ~(page - 1);
    uintptr_t end = ((uintptr_t)p + bytes + page - 1) & ~(page - 1);
    if (bytes >= ((size_t)2 << 20))
        (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
#endif
}
