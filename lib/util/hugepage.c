/* MADV_HUGEPAGE is outside POSIX (Linux). */
#define _DEFAULT_SOURCE
#include "hugepage.h"

#include <stdint.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

void cgu_advise_huge(void *p, size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)p + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)p + bytes) & ~(huge - 1);
    if (end > start)
        (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
#endif
}
