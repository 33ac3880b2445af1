/* Shared helpers of the cookie suite: building positions and enumerating them. */
#ifndef CG_TESTS_COOKIE_TESTS_H
#define CG_TESTS_COOKIE_TESTS_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

#include <cookiegame.h>

/* A new context; fails the test on error. */
cg_ctx *new_ctx(void);
/* Parse text into a position; fails the test on error. */
cg_position *pos_parse(const char *text);
/* Build a position from an array; fails the test on error. */
cg_position *pos_make(const uint32_t *heaps, size_t n);
/* The heaps of p as text in a static buffer (for messages). */
const char *pos_text(const cg_position *p);
/* Copy p's heaps into out (room for cg_position_size(p)). */
void pos_heaps(const cg_position *p, uint32_t *out);

/* The strict reduced position with n heaps for the subset `mask` of {1..n-1}
 * (bit v set = heap v present), padded with heaps of size n. Returns the size. */
size_t strict_from_mask(uint32_t n, uint64_t mask, uint32_t *out);

/* Next multiset of n heaps from 0..max in ascending order (a[] ascending);
 * returns 0 after the last one. Start from all zeros. */
int next_multiset(uint32_t *a, size_t n, uint32_t max);

TCase *position_tcase(void);
TCase *reduce_tcase(void);
TCase *theory_tcase(void);
TCase *search_tcase(void);
TCase *papers_tcase(void);
TCase *misere_tcase(void);
TCase *represent_tcase(void);
TCase *predecessors_tcase(void);
TCase *hunt_tcase(void);

#endif
