#include "memory-limit.h"

#include <stddef.h>

uint64_t tool_max_memory;

int tool_ctx_new(cg_ctx **ctx)
{
    int st = cg_ctx_new(ctx);
    if (st == CG_OK && tool_max_memory != 0 &&
        (st = cg_ctx_set_memory_limit(*ctx, tool_max_memory)) != CG_OK) {
        cg_ctx_free(*ctx);
        *ctx = NULL;
    }
    return st;
}
