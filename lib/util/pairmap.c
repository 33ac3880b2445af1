#include "pairmap.h"

#include <string.h>

#include <cookiegame/common.h>

#include "alloc.h"
#include "hash.h"
#include "hugepage.h"

void cgu_pairmap_init(cgu_pairmap *m)
{
    m->slots = NULL;
    m->capacity = 0;
    m->count = 0;
}

void cgu_pairmap_destroy(cgu_pairmap *m)
{
    cgu_free(m->slots);
    cgu_pairmap_init(m);
}

static size_t home(uint32_t a, uint32_t b, size_t mask)
{
    return (size_t)cgu_mix64((uint64_t)a << 32 | b) & mask;
}

int cgu_pairmap_get(const cgu_pairmap *m, uint32_t a, uint32_t b, uint32_t *value)
{
    if (m->slots == NULL || a == 0)
        return 0;
    size_t mask = m->capacity - 1;
    for (size_t i = home(a, b, mask);; i = (i + 1) & mask) {
        const cgu_pairmap_slot *s = &m->slots[i];
        if (s->a == a && s->b == b) {
            *value = s->value;
            return 1;
        }
        if (s->a == 0)
            return 0;
    }
}

/* Move every entry into a table of the given capacity. */
static int rehash(cgu_pairmap *m, size_t capacity)
{
    cgu_pairmap_slot *slots = cgu_malloc_array(capacity, sizeof *slots);
    if (slots == NULL)
        return CG_ENOMEM;
    cgu_advise_huge(slots, capacity * sizeof *slots);   /* read at random (hugepage.h) */
    memset(slots, 0, capacity * sizeof *slots);
    size_t mask = capacity - 1;
    for (size_t i = 0; i < m->capacity; i++) {
        const cgu_pairmap_slot *s = &m->slots[i];
        if (s->a == 0)
            continue;
        size_t j = home(s->a, s->b, mask);
        while (slots[j].a != 0)
            j = (j + 1) & mask;
        slots[j] = *s;
    }
    cgu_free(m->slots);
    m->slots = slots;
    m->capacity = capacity;
    return CG_OK;
}

int cgu_pairmap_put(cgu_pairmap *m, uint32_t a, uint32_t b, uint32_t value)
{
    if (a == 0)
        return CG_EINVAL;
    /* At most 3/4 full: linear probing still ends within a few slots. */
    if (m->slots == NULL || 4 * (m->count + 1) > 3 * m->capacity) {
        size_t capacity = m->capacity ? m->capacity * 2 : 64;
        if (capacity > SIZE_MAX / 2 / sizeof *m->slots)
            return CG_ENOMEM;
        int rc = rehash(m, capacity);
        if (rc != CG_OK)
            return rc;
    }
    size_t mask = m->capacity - 1;
    for (size_t i = home(a, b, mask);; i = (i + 1) & mask) {
        cgu_pairmap_slot *s = &m->slots[i];
        if (s->a == a && s->b == b) {
            s->value = value;
            return CG_OK;
        }
        if (s->a == 0) {
            s->a = a;
            s->b = b;
            s->value = value;
            m->count++;
            return CG_OK;
        }
    }
}
