/* How much memory the machine has, for the guards that refuse a build before
 * it starts rather than let it die half-way. */
#ifndef CG_UTIL_SYSMEM_H
#define CG_UTIL_SYSMEM_H

#include <stdint.h>

/* Physical memory of the machine in bytes (0 when unknown). */
uint64_t cgu_physical_memory(void);

/* Memory a new allocation can get now without swapping, in bytes: Linux's
 * MemAvailable, else the free pages, else the physical memory (0 when none of
 * them is known). Other programs and this one's own caches count against it. */
uint64_t cgu_available_memory(void);

#endif
