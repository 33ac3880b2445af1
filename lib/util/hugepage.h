/* Transparent huge pages for large tables read at random. */
#ifndef CG_UTIL_HUGEPAGE_H
#define CG_UTIL_HUGEPAGE_H

#include <stddef.h>

/* Ask for transparent huge pages over the pages of [p, p + bytes) (blocks
 * of 2 MB or more; the kernel maps them on the 2 MB pages inside) where it
 * gives them on request (Linux, THP in "madvise" mode, the common default;
 * elsewhere a no-op). A table of hundreds of MB read at random misses the
 * TLB on nearly every look-up with 4 KB pages (256 MB is 65536 pages, a TLB
 * holds about 1500) and walks the page table; with 2 MB pages it fits in the
 * TLB. Call it before the memory is first written, so that the first faults
 * already map huge pages. A refusal (another allocator's memory, THP off)
 * costs only the speed. */
void cgu_advise_huge(void *p, size_t bytes);

#endif
