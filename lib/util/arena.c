#include "arena.h"

#include <stdint.h>

#include "alloc.h"

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
}

void *cgu_arena_alloc(cgu_arena *a, size_t size)
{
    if (size > SIZE_MAX / 2)
        return NULL;
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (a->head == NULL || a->head->size - a->used < size) {
        /* Chunks grow with the arena so the number of chunks stays logarithmic. */
        size_t chunk = a->bytes / 2 > ARENA_MIN_CHUNK ? a->bytes / 2 : ARENA_MIN_CHUNK;
        if (chunk < size)
            chunk = size;
        cgu_arena_chunk *c = cgu_malloc(sizeof *c + chunk);
        if (c == NULL)
            return NULL;
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
    cgu_arena_init(a);
}
