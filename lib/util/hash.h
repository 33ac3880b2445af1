/* Hash functions for the internal hash maps. */
#ifndef CG_UTIL_HASH_H
#define CG_UTIL_HASH_H

#include <stddef.h>
#include <stdint.h>

/* The splitmix64 finaliser: a fast bijective mixer with good avalanche. */
static inline uint64_t cgu_mix64(uint64_t x)
{
    x ^= x >> 30;
    x *= UINT64_C(0xbf58476d1ce4e5b9);
    x ^= x >> 27;
    x *= UINT64_C(0x94d049bb133111eb);
    x ^= x >> 31;
    return x;
}

/* Hash of an array of words; depends on the length too. */
static inline uint64_t cgu_hash_words(const uint64_t *w, size_t n)
{
    uint64_t h = cgu_mix64((uint64_t)n + UINT64_C(0x9e3779b97f4a7c15));
    for (size_t i = 0; i < n; i++)
        h = cgu_mix64(h ^ w[i]) + UINT64_C(0x9e3779b97f4a7c15);
    return h;
}

#endif
