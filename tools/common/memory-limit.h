/*
 * --max-memory of the commands that use a context: the one memory limit
 * every context the tool makes gets (bytes; 0 = none of its own, the
 * library's own bounds still hold).
 */
#ifndef COOKIEGAME_MEMORY_LIMIT_H
#define COOKIEGAME_MEMORY_LIMIT_H

#include <stdint.h>

#include <cookiegame.h>

/* --max-memory B (bytes, or with K, M, G; 0 = none of its own): the memory
 * limit of the contexts tool_ctx_new makes. Each such command sets it from
 * the value of its --max-memory option (options.h). */
extern uint64_t tool_max_memory;
/* cg_ctx_new with the memory limit of --max-memory set; a status of the library. */
int tool_ctx_new(cg_ctx **ctx);

#endif
