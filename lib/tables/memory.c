#include "memory.h"

#include <cookiegame/common.h>

#include "util/parallel.h"

int tables_check_memory(uint64_t bytes, uint64_t max_bytes)
{
    if (max_bytes == 0)
        max_bytes = cgu_physical_memory();
    if (max_bytes != 0 && bytes > max_bytes)
        return CG_ENOMEM;
    if (bytes > SIZE_MAX)
        return CG_ENOMEM;
    return CG_OK;
}
