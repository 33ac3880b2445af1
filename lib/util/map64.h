/*
 * An open-addressing hash map from 64-bit keys to 64-bit values, stored inline
 * (16 bytes per slot, load factor at most 1/2). Used for memo tables whose keys
 * pack into one word.
 */
#ifndef CG_UTIL_MAP64_H
#define CG_UTIL_MAP64_H

#include <stddef.h>
#include <stdint.h>

#include "hash.h"

typedef struct cgu_map64_slot {
    uint64_t key;
    uint64_t value;
} cgu_map64_slot;

typedef struct cgu_map64 {
    cgu_map64_slot *slots;  /* capacity is a power of two, or slots == NULL */
    size_t capacity;
    size_t count;           /* entries, including the one for the empty key */
    int has_empty_key;      /* the key CGU_MAP64_EMPTY lives outside the table */
    uint64_t empty_key_value;
} cgu_map64;

#define CGU_MAP64_EMPTY UINT64_MAX

/* The bytes of the slots. */
static inline size_t cgu_map64_bytes(const cgu_map64 *m)
{
    return m->capacity * sizeof *m->slots;
}

/* The bytes of slots the next put of a new key allocates (cgu_map64_put: at
 * most half full, then double; 16 slots first), 0 when it has room. */
static inline size_t cgu_map64_grow_bytes(const cgu_map64 *m)
{
    if (m->slots != NULL && 2 * (m->count + 1) <= m->capacity)
        return 0;
    return (m->capacity ? m->capacity * 2 : 16) * sizeof *m->slots;
}

void cgu_map64_init(cgu_map64 *m);
/* Free the storage; the map is empty and usable again afterwards. */
void cgu_map64_destroy(cgu_map64 *m);
/* Remove every entry, keeping the storage. */
void cgu_map64_clear(cgu_map64 *m);
/* Ask the memory for key's first slot, for a look-up soon after: a search
 * that knows several keys it will look up prefetches them all first, so
 * their cache misses overlap instead of following one another. Always
 * inlined: GCC 12 otherwise judges the function free of side effects (a
 * prefetch has none it sees) and deletes every call. */
static inline __attribute__((always_inline)) void cgu_map64_prefetch(const cgu_map64 *m,
                                                                      uint64_t key)
{
    if (m->slots != NULL)
        __builtin_prefetch(&m->slots[(size_t)cgu_mix64(key) & (m->capacity - 1)]);
}
/* 1 and *value when key is present, 0 otherwise. */
int cgu_map64_get(const cgu_map64 *m, uint64_t key, uint64_t *value);
/* Insert or overwrite. CG_OK or CG_ENOMEM (the map is unchanged then). */
int cgu_map64_put(cgu_map64 *m, uint64_t key, uint64_t value);
/* Make room for `n` entries in all without further growth. CG_OK or CG_ENOMEM. */
int cgu_map64_reserve(cgu_map64 *m, size_t n);

#endif
