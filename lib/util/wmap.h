/*
 * A hash map from keys that are arrays of 64-bit words (positions, boards, option
 * lists) to fixed-size values. Keys and values live in an arena, so pointers to
 * values stay valid until the map is cleared or destroyed.
 */
#ifndef CG_UTIL_WMAP_H
#define CG_UTIL_WMAP_H

#include <stddef.h>
#include <stdint.h>

#include "arena.h"

typedef struct cgu_wmap_slot {
    uint64_t hash;
    uint64_t *record;   /* [nwords][key words...][value...]; NULL = empty slot */
} cgu_wmap_slot;

typedef struct cgu_wmap {
    cgu_wmap_slot *slots;
    size_t capacity;     /* power of two, or 0 */
    size_t count;
    size_t value_size;   /* bytes, as given at init */
    cgu_arena arena;
} cgu_wmap;

void cgu_wmap_init(cgu_wmap *m, size_t value_size);
/* Free everything; the map is empty and usable again. */
void cgu_wmap_destroy(cgu_wmap *m);
/* The value stored for the key, or NULL. */
void *cgu_wmap_find(const cgu_wmap *m, const uint64_t *key, size_t nwords);
/*
 * Find the key or insert it with a zeroed value. *value points at the value;
 * *inserted (may be NULL) tells whether it is new. CG_OK or CG_ENOMEM (nothing
 * inserted then).
 */
int cgu_wmap_insert(cgu_wmap *m, const uint64_t *key, size_t nwords,
                    void **value, int *inserted);
/* The bytes of slots the next insert of a new key allocates (the map
 * doubles), 0 when it has room: for callers that charge memory as it grows. */
static inline size_t cgu_wmap_grow_bytes(const cgu_wmap *m)
{
    if (2 * (m->count + 1) <= m->capacity)
        return 0;
    return (m->capacity ? m->capacity * 2 : 64) * sizeof(cgu_wmap_slot);
}
/* Bytes held by the map (slots and records), for reports. */
size_t cgu_wmap_bytes(const cgu_wmap *m);

#endif
