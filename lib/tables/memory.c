#include "memory.h"

#include <cookiegame/common.h>

#include "util/ctx.h"
#include "util/sysmem.h"

int tables_check_memory(uint64_t bytes, uint64_t max_bytes)
{
    /* The caller's bound can only lower what the process may use (free
     * memory, its cgroup's limit, its ulimit): a large max_bytes never lets
     * a build start that could not finish. */
    char need[32], have[32];
    if (max_bytes != 0 && bytes > max_bytes)
        return cgu_fail(CG_ENOMEM, "the table needs %s, more than the memory limit of %s",
                        cgu_bytes_text(need, sizeof need, bytes),
                        cgu_bytes_text(have, sizeof have, max_bytes));
    return cgu_reserve(bytes, "the table");
}
