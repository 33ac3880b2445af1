#include "alloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame/common.h>

#include "export.h"

static void *default_alloc(size_t size, void *user_data)
{
    (void)user_data;
    return malloc(size);
}

static void *default_realloc(void *ptr, size_t size, void *user_data)
{
    (void)user_data;
    return realloc(ptr, size);
}

static void default_free(void *ptr, void *user_data)
{
    (void)user_data;
    free(ptr);
}

static const cg_allocator default_allocator = {
    default_alloc, default_realloc, default_free, NULL
};

/* The library's only global mutable state (see cg_set_allocator()). */
static cg_allocator current = {
    default_alloc, default_realloc, default_free, NULL
};

CG_EXPORT int cg_set_allocator(const cg_allocator *a)
{
    if (a == NULL) {
        current = default_allocator;
        return CG_OK;
    }
    if (a->alloc == NULL || a->realloc == NULL || a->free == NULL)
        return CG_EINVAL;
    current = *a;
    return CG_OK;
}

int cgu_mul_overflows(size_t a, size_t b, size_t *out)
{
    if (b != 0 && a > SIZE_MAX / b)
        return 1;
    *out = a * b;
    return 0;
}

void *cgu_malloc(size_t size)
{
    return current.alloc(size ? size : 1, current.user_data);
}

void *cgu_malloc_array(size_t n, size_t size)
{
    size_t bytes;
    if (cgu_mul_overflows(n, size, &bytes))
        return NULL;
    return cgu_malloc(bytes);
}

void *cgu_calloc(size_t n, size_t size)
{
    size_t bytes;
    if (cgu_mul_overflows(n, size, &bytes))
        return NULL;
    void *p = cgu_malloc(bytes);
    if (p != NULL)
        memset(p, 0, bytes);
    return p;
}

void *cgu_realloc_array(void *p, size_t n, size_t size)
{
    size_t bytes;
    if (cgu_mul_overflows(n, size, &bytes))
        return NULL;
    if (bytes == 0)
        bytes = 1;
    if (p == NULL)
        return cgu_malloc(bytes);
    return current.realloc(p, bytes, current.user_data);
}

void cgu_free(void *p)
{
    if (p != NULL)
        current.free(p, current.user_data);
}

int cgu_grow_capacity(size_t capacity, size_t need, size_t *out)
{
    size_t cap = capacity ? capacity : 8;
    while (cap < need) {
        if (cap > SIZE_MAX / 2)
            return CG_ERANGE;
        cap *= 2;
    }
    *out = cap;
    return CG_OK;
}

int cgu_grow(void **array, size_t *capacity, size_t need, size_t size)
{
    if (need <= *capacity)
        return CG_OK;
    size_t cap, bytes;
    if (cgu_grow_capacity(*capacity, need, &cap) != CG_OK || cgu_mul_overflows(cap, size, &bytes))
        return CG_ERANGE;
    void *p = cgu_realloc_array(*array, cap, size);
    if (p == NULL)
        return CG_ENOMEM;
    *array = p;
    *capacity = cap;
    return CG_OK;
}
