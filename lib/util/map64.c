#include "map64.h"

#include <cookiegame/common.h>

#include "alloc.h"
#include "hash.h"
#include "hugepage.h"

void cgu_map64_init(cgu_map64 *m)
{
    m->slots = NULL;
    m->capacity = 0;
    m->count = 0;
    m->has_empty_key = 0;
    m->empty_key_value = 0;
}

void cgu_map64_destroy(cgu_map64 *m)
{
    cgu_free(m->slots);
    cgu_map64_init(m);
}

void cgu_map64_clear(cgu_map64 *m)
{
    for (size_t i = 0; i < m->capacity; i++)
        m->slots[i].key = CGU_MAP64_EMPTY;
    m->count = 0;
    m->has_empty_key = 0;
}

int cgu_map64_get(const cgu_map64 *m, uint64_t key, uint64_t *value)
{
    if (key == CGU_MAP64_EMPTY) {
        if (m->has_empty_key)
            *value = m->empty_key_value;
        return m->has_empty_key;
    }
    if (m->slots == NULL)
        return 0;
    size_t mask = m->capacity - 1;
    for (size_t i = (size_t)cgu_mix64(key) & mask;; i = (i + 1) & mask) {
        if (m->slots[i].key == key) {
            *value = m->slots[i].value;
            return 1;
        }
        if (m->slots[i].key == CGU_MAP64_EMPTY)
            return 0;
    }
}

static void insert_fresh(cgu_map64_slot *slots, size_t capacity, uint64_t key, uint64_t value)
{
    size_t mask = capacity - 1;
    size_t i = (size_t)cgu_mix64(key) & mask;
    while (slots[i].key != CGU_MAP64_EMPTY)
        i = (i + 1) & mask;
    slots[i].key = key;
    slots[i].value = value;
}

static int rehash(cgu_map64 *m, size_t capacity)
{
    cgu_map64_slot *slots = cgu_malloc_array(capacity, sizeof *slots);
    if (slots == NULL)
        return CG_ENOMEM;
    cgu_advise_huge(slots, capacity * sizeof *slots);   /* read at random (hugepage.h) */
    for (size_t i = 0; i < capacity; i++)
        slots[i].key = CGU_MAP64_EMPTY;
    for (size_t i = 0; i < m->capacity; i++) {
        if (m->slots[i].key != CGU_MAP64_EMPTY)
            insert_fresh(slots, capacity, m->slots[i].key, m->slots[i].value);
    }
    cgu_free(m->slots);
    m->slots = slots;
    m->capacity = capacity;
    return CG_OK;
}

int cgu_map64_reserve(cgu_map64 *m, size_t n)
{
    size_t capacity = m->capacity ? m->capacity : 16;
    while (capacity / 2 < n) {
        if (capacity > SIZE_MAX / 4)
            return CG_ENOMEM;
        capacity *= 2;
    }
    if (capacity == m->capacity)
        return CG_OK;
    return rehash(m, capacity);
}

int cgu_map64_put(cgu_map64 *m, uint64_t key, uint64_t value)
{
    if (key == CGU_MAP64_EMPTY) {
        if (!m->has_empty_key)
            m->count++;
        m->has_empty_key = 1;
        m->empty_key_value = value;
        return CG_OK;
    }
    if (m->slots == NULL || 2 * (m->count + 1) > m->capacity) {
        int rc = cgu_map64_reserve(m, m->count + 1);
        if (rc != CG_OK)
            return rc;
    }
    size_t mask = m->capacity - 1;
    for (size_t i = (size_t)cgu_mix64(key) & mask;; i = (i + 1) & mask) {
        if (m->slots[i].key == key) {
            m->slots[i].value = value;
            return CG_OK;
        }
        if (m->slots[i].key == CGU_MAP64_EMPTY) {
            m->slots[i].key = key;
            m->slots[i].value = value;
            m->count++;
            return CG_OK;
        }
    }
}
