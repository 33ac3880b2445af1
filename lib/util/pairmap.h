/*
 * An open-addressing hash map from pairs of nonzero 32-bit ids to 32-bit
 * values, stored inline in 12-byte slots at a load of at most 3/4: the cache
 * of sums of the partizan store, which holds tens of millions of (a, b) -> a + b
 * entries in a large sum: 16 to 32 bytes an entry, where a map of 64-bit
 * keys and values (map64.h: 16-byte slots, a load of at most 1/2) takes 32 to
 * 64, and that cache was a quarter of the memory of the largest sums.
 */
#ifndef CG_UTIL_PAIRMAP_H
#define CG_UTIL_PAIRMAP_H

#include <stddef.h>
#include <stdint.h>

typedef struct cgu_pairmap_slot {
    uint32_t a, b;   /* a == 0: a free slot */
    uint32_t value;
} cgu_pairmap_slot;

typedef struct cgu_pairmap {
    cgu_pairmap_slot *slots;   /* capacity slots, a power of two, or NULL */
    size_t capacity;
    size_t count;
} cgu_pairmap;

void cgu_pairmap_init(cgu_pairmap *m);
/* Free the storage; the map is empty and usable again afterwards. */
void cgu_pairmap_destroy(cgu_pairmap *m);
/* 1 and *value when (a, b) is present, 0 otherwise. */
int cgu_pairmap_get(const cgu_pairmap *m, uint32_t a, uint32_t b, uint32_t *value);
/* Insert or overwrite. CG_OK, CG_EINVAL when a is 0 (the mark of a free
 * slot), or CG_ENOMEM (the map is unchanged then). */
int cgu_pairmap_put(cgu_pairmap *m, uint32_t a, uint32_t b, uint32_t value);
/* The bytes of slots the next put of a new pair allocates (the rule of
 * cgu_pairmap_put: at most 3/4 full, then double; 64 slots first), 0 when
 * it has room. */
static inline size_t cgu_pairmap_grow_bytes(const cgu_pairmap *m)
{
    if (m->slots != NULL && 4 * (m->count + 1) <= 3 * m->capacity)
        return 0;
    return (m->capacity ? m->capacity * 2 : 64) * sizeof *m->slots;
}

/* The bytes of the slots, for reports. */
static inline size_t cgu_pairmap_bytes(const cgu_pairmap *m)
{
    return m->capacity * sizeof *m->slots;
}

#endif
