#include "memory.h"

#include "util/ctx.h"

int tables_check_memory(uint64_t bytes, uint64_t max_bytes)
{
    return cgu_memory_check(bytes, max_bytes, "the table");
}
