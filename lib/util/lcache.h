/*
 * A lossy cache from 64-bit keys to 64-bit values: 4-way set-associative
 * buckets. A full bucket evicts its least recently stored entry, unless a
 * quarter of the cache is in use and it can still double within its byte
 * limit: then it grows. For memo tables whose misses only cost
 * time: unlike cgu_map64 its memory stays bounded however many keys come.
 */
#ifndef CG_UTIL_LCACHE_H
#define CG_UTIL_LCACHE_H

#include <stddef.h>
#include <stdint.h>

#include "hash.h"

typedef struct cgu_lcache_entry {
    uint64_t key;     /* CGU_LCACHE_EMPTY for a free entry */
    uint64_t value;
} cgu_lcache_entry;

typedef struct cgu_lcache {
    cgu_lcache_entry *e;   /* nbuckets * 4 entries, or NULL; 64-byte aligned so
                            * that a bucket is one cache line, not two */
    void *raw;             /* the allocation e lies in */
    size_t nbuckets;       /* a power of two */
    size_t count;          /* entries in use */
    size_t max_bytes;      /* growth stops here */
} cgu_lcache;

#define CGU_LCACHE_EMPTY UINT64_MAX
#define CGU_LCACHE_WAYS 4   /* entries per bucket: one 64-byte cache line */

/* The bytes of the entries (what the cache holds now; at most max_bytes). */
static inline size_t cgu_lcache_bytes(const cgu_lcache *c)
{
    return c->nbuckets * CGU_LCACHE_WAYS * sizeof(cgu_lcache_entry);
}

/* The bucket of key (the cache has storage). */
static inline cgu_lcache_entry *cgu_lcache_bucket(const cgu_lcache *c, uint64_t key)
{
    return c->e + ((size_t)cgu_mix64(key) & (c->nbuckets - 1)) * CGU_LCACHE_WAYS;
}

/* Start loading the bucket of a key that will be looked up soon. A large
 * cache misses the processor's caches on nearly every lookup; a caller about
 * to look up several keys prefetches them all first, so that their misses
 * overlap instead of coming one after the other. Always inlined: GCC 12
 * otherwise judges the function free of side effects and deletes every
 * call (as it did until 1.4). */
static inline __attribute__((always_inline)) void cgu_lcache_prefetch(const cgu_lcache *c,
                                                                       uint64_t key)
{
    if (c->e != NULL)
        __builtin_prefetch(cgu_lcache_bucket(c, key));
}

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
