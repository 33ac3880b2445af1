/* Zeckendorf helpers shared inside the Wythoff module. */
#ifndef CG_WYTHOFF_FIBONACCI_H
#define CG_WYTHOFF_FIBONACCI_H

#include <stdint.h>

/* The other member of n's Wythoff P-position ((n, p) or (p, n) is P; 0 pairs
 * with 0). Returns 0 when that partner does not fit in 64 bits. */
int wythoff_partner(uint64_t n, uint64_t *out);

#endif
