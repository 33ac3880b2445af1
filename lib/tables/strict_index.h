/*
 * The index of a strict reduced position with n heaps: its heaps below n form a
 * subset T of {1, ..., n-1}, and value v contributes bit n-1-v. With this order
 * the options of a position are neighbours of its index in the two levels below
 * (see strict_engine.c), and index order is the reverse of lexicographic order
 * of the heap tuples.
 */
#ifndef CG_TABLES_STRICT_INDEX_H
#define CG_TABLES_STRICT_INDEX_H

#include <stdint.h>

#include <cookiegame/cookie.h>

/* Positions with n heaps: 2^(n-1), and 1 for n = 0. */
static inline uint64_t tables_strict_positions(uint32_t n)
{
    return n == 0 ? 1 : UINT64_C(1) << (n - 1);
}

/* The strict reduced position with n heaps and this index. CG_OK or CG_ENOMEM. */
int tables_strict_index_position(uint32_t n, uint64_t index, cg_position **out);

/* The heap count and index of p's reduced form. CG_EDOMAIN when it is not
 * strict, CG_ERANGE when it has more than max_n heaps, CG_ENOMEM. */
int tables_strict_index_of(const cg_position *p, uint32_t max_n, uint32_t *n, uint64_t *index);

#endif
