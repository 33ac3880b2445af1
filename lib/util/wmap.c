#include "wmap.h"

#include <string.h>

#include <cookiegame/common.h>

#include "alloc.h"
#include "hash.h"

void cgu_wmap_init(cgu_wmap *m, size_t value_size)
{
    m->slots = NULL;
    m->capacity = 0;
    m->count = 0;
    m->value_size = value_size;
    cgu_arena_init(&m->arena);
}

void cgu_wmap_destroy(cgu_wmap *m)
{
    cgu_free(m->slots);
    cgu_arena_destroy(&m->arena);
    cgu_wmap_init(m, m->value_size);
}

static int record_matches(const uint64_t *record, const uint64_t *key, size_t nwords)
{
    return record[0] == nwords && memcmp(record + 1, key, nwords * sizeof *key) == 0;
}

static void *record_value(uint64_t *record)
{
    return record + 1 + record[0];
}

void *cgu_wmap_find(const cgu_wmap *m, const uint64_t *key, size_t nwords)
{
    if (m->capacity == 0)
        return NULL;
    uint64_t h = cgu_hash_words(key, nwords);
    size_t mask = m->capacity - 1;
    for (size_t i = (size_t)h & mask; m->slots[i].record != NULL; i = (i + 1) & mask) {
        if (m->slots[i].hash == h && record_matches(m->slots[i].record, key, nwords))
            return record_value(m->slots[i].record);
    }
    return NULL;
}

static int grow(cgu_wmap *m)
{
    size_t capacity = m->capacity ? m->capacity * 2 : 64;
    if (capacity > SIZE_MAX / sizeof(cgu_wmap_slot))
        return CG_ENOMEM;
    cgu_wmap_slot *slots = cgu_calloc(capacity, sizeof *slots);
    if (slots == NULL)
        return CG_ENOMEM;
    size_t mask = capacity - 1;
    for (size_t i = 0; i < m->capacity; i++) {
        if (m->slots[i].record == NULL)
            continue;
        size_t j = (size_t)m->slots[i].hash & mask;
        while (slots[j].record != NULL)
            j = (j + 1) & mask;
        slots[j] = m->slots[i];
    }
    cgu_free(m->slots);
    m->slots = slots;
    m->capacity = capacity;
    return CG_OK;
}

int cgu_wmap_insert(cgu_wmap *m, const uint64_t *key, size_t nwords,
                    void **value, int *inserted)
{
    if (2 * (m->count + 1) > m->capacity) {
        int rc = grow(m);
        if (rc != CG_OK)
            return rc;
    }
    uint64_t h = cgu_hash_words(key, nwords);
    size_t mask = m->capacity - 1;
    size_t i = (size_t)h & mask;
    for (; m->slots[i].record != NULL; i = (i + 1) & mask) {
        if (m->slots[i].hash == h && record_matches(m->slots[i].record, key, nwords)) {
            *value = record_value(m->slots[i].record);
            if (inserted != NULL)
                *inserted = 0;
            return CG_OK;
        }
    }
    if (nwords > (SIZE_MAX - m->value_size) / sizeof(uint64_t) - 2)
        return CG_ENOMEM;
    size_t bytes = (1 + nwords) * sizeof(uint64_t) + m->value_size;
    uint64_t *record = cgu_arena_alloc(&m->arena, bytes);
    if (record == NULL)
        return CG_ENOMEM;
    record[0] = nwords;
    memcpy(record + 1, key, nwords * sizeof *key);
    memset(record_value(record), 0, m->value_size);
    m->slots[i].hash = h;
    m->slots[i].record = record;
    m->count++;
    *value = record_value(record);
    if (inserted != NULL)
        *inserted = 1;
    return CG_OK;
}

size_t cgu_wmap_bytes(const cgu_wmap *m)
{
    return m->capacity * sizeof(cgu_wmap_slot) + m->arena.bytes;
}
