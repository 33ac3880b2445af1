#include "memory.h"

#include <cookiegame/common.h>

#include "util/sysmem.h"

int tables_check_memory(uint64_t bytes, uint64_t max_bytes)
{
    /* The caller's bound can only lower what the machine has free: a large
     * max_bytes never lets a build start that could not finish. */
    uint64_t available = cgu_available_memory();
    if (available != 0 && (max_bytes == 0 || max_bytes > available))
        max_bytes = available;
    if (max_bytes != 0 && bytes > max_bytes)
        return CG_ENOMEM;
    if (bytes > SIZE_MAX)
        return CG_ENOMEM;
    return CG_OK;
}
