#include "lcache.h"

#include <stdint.h>
#include <string.h>

#include "alloc.h"
#include "hugepage.h"

#define WAYS CGU_LCACHE_WAYS

void cgu_lcache_init(cgu_lcache *c, size_t max_bytes)
{
    c->e = NULL;
    c->raw = NULL;
    c->nbuckets = 0;
    c->count = 0;
    c->max_bytes = max_bytes;
}

void cgu_lcache_destroy(cgu_lcache *c)
{
    cgu_free(c->raw);
    cgu_lcache_init(c, c->max_bytes);
}

int cgu_lcache_get(const cgu_lcache *c, uint64_t key, uint64_t *value)
{
    if (c->e == NULL || key == CGU_LCACHE_EMPTY)
        return 0;
    const cgu_lcache_entry *b = cgu_lcache_bucket(c, key);
    for (int i = 0; i < WAYS; i++)
        if (b[i].key == key) {
            *value = b[i].value;
            return 1;
        }
    return 0;
}

/* Put into bucket b, newest first: a full bucket drops its last entry. */
static void insert(cgu_lcache *c, cgu_lcache_entry *b, uint64_t key, uint64_t value)
{
    int i = 0;
    while (i < WAYS - 1 && b[i].key != key && b[i].key != CGU_LCACHE_EMPTY)
        i++;
    if (b[i].key == CGU_LCACHE_EMPTY)
        c->count++;
    memmove(b + 1, b, (size_t)i * sizeof *b);
    b[0].key = key;
    b[0].value = value;
}

/* Double the buckets (while under the limit) and reinsert; 0 when it cannot. */
static int grow(cgu_lcache *c)
{
    size_t n = c->nbuckets ? c->nbuckets * 2 : 256;
    size_t bytes;
    if (cgu_mul_overflows(n, WAYS * sizeof *c->e, &bytes) || bytes > c->max_bytes)
        return 0;
    unsigned char *raw = cgu_malloc(bytes + 64);
    if (raw == NULL)
        return 0;
    cgu_lcache_entry *e = (cgu_lcache_entry *)(raw + ((size_t)(-(uintptr_t)raw) & 63));
    cgu_advise_huge(raw, bytes + 64);   /* before the stores below fault the pages in */
    for (size_t i = 0; i < n * WAYS; i++)
        e[i].key = CGU_LCACHE_EMPTY;
    cgu_lcache old = *c;
    c->e = e;
    c->raw = raw;
    c->nbuckets = n;
    c->count = 0;
    /* Oldest last in each bucket: reinsert from the back to keep the order. */
    for (size_t b = 0; b < old.nbuckets; b++)
        for (int i = WAYS - 1; i >= 0; i--) {
            const cgu_lcache_entry *x = &old.e[b * WAYS + (size_t)i];
            if (x->key != CGU_LCACHE_EMPTY)
                insert(c, cgu_lcache_bucket(c, x->key), x->key, x->value);
        }
    cgu_free(old.raw);
    return 1;
}

/* Whether storing key in b would push an entry out. */
static int full(const cgu_lcache_entry *b, uint64_t key)
{
    for (int i = 0; i < WAYS; i++)
        if (b[i].key == key || b[i].key == CGU_LCACHE_EMPTY)
            return 0;
    return 1;
}

/* Whether the cache holds enough to be worth doubling: a quarter of its
 * entries in use. A full bucket alone is no reason: with random keys some
 * bucket of four fills while the cache is under 1 % full, and growing then
 * made the comparison cache of partizan.c 100 times larger than what it held
 * (a third of the time of a Norton product went to rehashing and to the page
 * faults of fresh memory). */
static int worth_growing(const cgu_lcache *c)
{
    return c->count >= c->nbuckets * WAYS / 4;
}

void cgu_lcache_put(cgu_lcache *c, uint64_t key, uint64_t value)
{
    if (key == CGU_LCACHE_EMPTY || (c->e == NULL && !grow(c)))
        return;
    /* A full bucket evicts its oldest entry unless the cache grows. */
    while (full(cgu_lcache_bucket(c, key), key) && worth_growing(c) && grow(c))
        ;
    insert(c, cgu_lcache_bucket(c, key), key, value);
}
