/*
 * Powers of two in decimal: the denominators of numbers, which pass 64 bits
 * (1/2^100 is written 1/1267650600228229401496703205376, as CGSuite writes
 * it). Slow on purpose (one doubling of a digit string per power): only
 * texts with such denominators pay for it.
 */
#ifndef CG_UTIL_POW2_H
#define CG_UTIL_POW2_H

#include <stdint.h>

#include "sink.h"

/* The largest power handled: 2^1024 has 309 digits. */
#define CGU_POW2_MAX_K 1024

/* Write 2^k in decimal, k <= CGU_POW2_MAX_K (larger k writes nothing). */
void cgu_sink_put_pow2(cgu_sink *s, uint32_t k);

/*
 * Read an unsigned decimal number at *p (digits only, leading zeros allowed)
 * up to end, which must be a power of two 2^k with k <= max_k (at most
 * CGU_POW2_MAX_K); *p moves past every digit. CG_OK and *k; CG_EPARSE when
 * no digit is there; CG_ERANGE when the number exceeds 2^max_k; CG_EINVAL
 * when it is at most that but not a power of two (0 included).
 */
int cgu_read_pow2(const char **p, const char *end, uint32_t max_k, uint32_t *k);

#endif
