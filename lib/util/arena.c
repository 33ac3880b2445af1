#include "arena.h"

#include <stdint.h>

#include "alloc.h"
#include "hugepage.h"

#define ARENA_ALIGN 16
#define ARENA_MIN_CHUNK ((size_t)64 * 1024)

struct cgu_arena_chunk {
    cgu_arena_chunk *next;
    size_t size;             /* usable bytes after the header */
    _Alignas(ARENA_ALIGN) unsigned char data[];
};

void cgu_arena_init(cgu_arena *a)
{
    a->head = NULL;
    a->used = 0;
    a->bytes = 0;
    a->max_chunk = 0;
}

void *cgu_arena_alloc_aligned(cgu_arena *a, size_t size, size_t align)
{
    if (size > SIZE_MAX / 4 || align == 0 || align > 4096 || (align & (align - 1)) != 0)
        return NULL;
    if (align < ARENA_ALIGN)
        align = ARENA_ALIGN;
    size_t rounded = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (a->head != NULL) {
        /* A multiple of ARENA_ALIGN: later blocks stay aligned. */
        size_t pad = (size_t)(-(uintptr_t)(a->head->data + a->used)) & (align - 1);
        if (a->head->size - a->used >= pad + rounded) {
            a->used += pad;
            return cgu_arena_alloc(a, size);
        }
    }
    /* A new chunk (or the rest of this one): room to align inside the block. */
    unsigned char *p = cgu_arena_alloc(a, rounded + align);
    return p == NULL ? NULL : p + ((size_t)(-(uintptr_t)p) & (align - 1));
}

/* The size of the chunk that holds the next block of size bytes (rounded). */
static size_t next_chunk(const cgu_arena *a, size_t size)
{
    /* Chunks grow with the arena so the number of chunks stays logarithmic. */
    size_t chunk = a->bytes / 2 > ARENA_MIN_CHUNK ? a->bytes / 2 : ARENA_MIN_CHUNK;
    if (a->max_chunk != 0 && chunk > a->max_chunk)
        chunk = a->max_chunk;
    return chunk < size ? size : chunk;
}

size_t cgu_arena_grow_bytes(const cgu_arena *a, size_t size)
{
    if (size > SIZE_MAX / 2)
        return SIZE_MAX;
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (a->head != NULL && a->head->size - a->used >= size)
        return 0;
    return sizeof(cgu_arena_chunk) + next_chunk(a, size);
}

size_t cgu_arena_slack(const cgu_arena *a)
{
    return a->head == NULL ? 0 : a->head->size - a->used;
}

void *cgu_arena_alloc(cgu_arena *a, size_t size)
{
    if (size > SIZE_MAX / 2)
        return NULL;
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (a->head == NULL || a->head->size - a->used < size) {
        size_t chunk = next_chunk(a, size);
        cgu_arena_chunk *c = cgu_malloc(sizeof *c + chunk);
        if (c == NULL)
            return NULL;
        /* The games of a large partizan store are read at random through
         * their options (hugepage.h). */
        cgu_advise_huge(c, sizeof *c + chunk);
        c->next = a->head;
        c->size = chunk;
        a->head = c;
        a->used = 0;
        a->bytes += chunk;
    }
    void *p = a->head->data + a->used;
    a->used += size;
    return p;
}

void cgu_arena_destroy(cgu_arena *a)
{
    cgu_arena_chunk *c = a->head;
    while (c != NULL) {
        cgu_arena_chunk *next = c->next;
        cgu_free(c);
        c = next;
    }
    size_t max_chunk = a->max_chunk;
    cgu_arena_init(a);
    a->max_chunk = max_chunk;   /* a setting of the arena, kept */
}
