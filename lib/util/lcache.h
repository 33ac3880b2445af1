/*
 * A lossy cache from 64-bit keys to 64-bit values: 4-way set-associative
 * buckets that grow up to a byte limit and then evict (the least recently
 * stored entry of the bucket goes). For memo tables whose misses only cost
 * time: unlike cgu_map64 its memory stays bounded however many keys come.
 */
#ifndef CG_UTIL_LCACHE_H
#define CG_UTIL_LCACHE_H

#include <stddef.h>
#include <stdint.h>

typedef struct cgu_lcache_entry {
    uint64_t key;     /* CGU_LCACHE_EMPTY for a free entry */
    uint64_t value;
} cgu_lcache_entry;

typedef struct cgu_lcache {
    cgu_lcache_entry *e;   /* nbuckets * 4 entries, or NULL */
    size_t nbuckets;       /* a power of two */
    size_t count;          /* entries in use */
    size_t max_bytes;      /* growth stops here */
} cgu_lcache;

#define CGU_LCACHE_EMPTY UINT64_MAX

void cgu_lcache_init(cgu_lcache *c, size_t max_bytes);
/* Free the storage; the cache is empty and usable again. */
void cgu_lcache_destroy(cgu_lcache *c);
/* 1 and *value when key is present, 0 otherwise (the key CGU_LCACHE_EMPTY is
 * never present). */
int cgu_lcache_get(const cgu_lcache *c, uint64_t key, uint64_t *value);
/* Store key -> value, evicting an older entry when the bucket is full and the
 * cache cannot grow (or growing fails: storing never fails). */
void cgu_lcache_put(cgu_lcache *c, uint64_t key, uint64_t value);

#endif
