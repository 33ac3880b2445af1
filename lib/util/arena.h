/*
 * A bump allocator: many small blocks that all die together. Memory comes from
 * the allocator hook in chunks; nothing is freed until reset or destroy.
 */
#ifndef CG_UTIL_ARENA_H
#define CG_UTIL_ARENA_H

#include <stddef.h>

typedef struct cgu_arena_chunk cgu_arena_chunk;

typedef struct cgu_arena {
    cgu_arena_chunk *head;   /* newest chunk first */
    size_t used;             /* bytes used in head */
    size_t bytes;            /* total bytes obtained from the allocator */
    size_t max_chunk;        /* 0, or the largest chunk (beyond a larger block):
                              * bounds what is allocated and not yet used */
} cgu_arena;

void cgu_arena_init(cgu_arena *a);
/* size bytes aligned to 16, or NULL when out of memory (or size absurdly large). */
void *cgu_arena_alloc(cgu_arena *a, size_t size);
/* size bytes aligned to align (a power of two up to 4096; below 16 means 16),
 * or NULL: for blocks that should start a cache line. */
void *cgu_arena_alloc_aligned(cgu_arena *a, size_t size, size_t align);
/* The bytes the next cgu_arena_alloc(a, size) obtains from the allocator: 0
 * when the newest chunk has room, else the size of the new chunk (the
 * rule of arena.c, kept beside it: half the arena so far, at least 64 KiB
 * and at least size rounded up). For callers that charge memory first. */
size_t cgu_arena_grow_bytes(const cgu_arena *a, size_t size);
/* The bytes of the newest chunk not yet handed out: allocated, and maybe not
 * yet touched (so not yet counted by a cgroup or in the resident size). */
size_t cgu_arena_slack(const cgu_arena *a);
/* Free every chunk; the arena is empty and usable again. */
void cgu_arena_destroy(cgu_arena *a);

#endif
