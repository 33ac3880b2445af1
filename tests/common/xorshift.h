/* The tests' one pseudo-random sequence: Marsaglia's xorshift64 (shifts 13,
 * 7, 17). Fixed seeds make every failure replayable; not for anything that
 * needs good randomness. */
#ifndef CG_TEST_XORSHIFT_H
#define CG_TEST_XORSHIFT_H

#include <stdint.h>

/* Advance *state (never 0) and return the new value. */
static inline uint64_t xorshift64(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

#endif
