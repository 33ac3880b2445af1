/*
 * Internal allocation helpers. Every allocation of the library goes through these,
 * and they go through the allocator hook installed with cg_set_allocator(), so
 * the fault-injection tests can fail any allocation.
 */
#ifndef CG_UTIL_ALLOC_H
#define CG_UTIL_ALLOC_H

#include <stddef.h>

/* Allocate size bytes (size 0 is treated as 1); NULL on failure. */
void *cgu_malloc(size_t size);
/* Allocate n * size zeroed bytes; NULL on failure or if n * size overflows. */
void *cgu_calloc(size_t n, size_t size);
/* Allocate n * size bytes; NULL on failure or overflow. */
void *cgu_malloc_array(size_t n, size_t size);
/* Resize to n * size bytes (p may be NULL); NULL on failure or overflow, p untouched. */
void *cgu_realloc_array(void *p, size_t n, size_t size);
/* Release p (NULL is a no-op). */
void cgu_free(void *p);

/* 1 if a * b overflows size_t, else 0 and *out = a * b. */
int cgu_mul_overflows(size_t a, size_t b, size_t *out);

/*
 * Grow an array so that it holds at least `need` elements of `size` bytes,
 * doubling the capacity. Returns CG_OK, CG_ENOMEM or CG_ERANGE; on failure the
 * array and its capacity are unchanged.
 */
int cgu_grow(void **array, size_t *capacity, size_t need, size_t size);

/* The capacity cgu_grow gives an array of `capacity` elements that must hold
 * `need` (need > capacity): doubled from at least 8. CG_OK, or CG_ERANGE when
 * it passes SIZE_MAX. For callers that charge the growth before making it. */
int cgu_grow_capacity(size_t capacity, size_t need, size_t *out);

#endif
