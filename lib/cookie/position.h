/*
 * Inside the cookie module: the position object and the array-level operations
 * that every part of the module (theory, search, public API) shares.
 *
 * Positions are sorted ascending multisets of uint32_t heaps. Most internal
 * functions work on plain arrays, or on a "view": a window of a sorted array
 * with every element capped, which is how a reduced form is looked at without
 * copying it (deletion is a window, depletion a cap).
 */
#ifndef CG_COOKIE_POSITION_H
#define CG_COOKIE_POSITION_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/cookie.h>

struct cg_position {
    size_t n;
    uint32_t heaps[];   /* n heaps, ascending */
};

/* A sorted array seen through a cap: element i is min(a[i], cap). */
typedef struct cookie_view {
    const uint32_t *a;
    size_t n;
    uint32_t cap;
} cookie_view;

static inline uint32_t cookie_view_at(const cookie_view *v, size_t i)
{
    return v->a[i] < v->cap ? v->a[i] : v->cap;
}

/* Allocate a position of n heaps (contents unset). CG_OK, CG_ENOMEM or CG_ERANGE. */
int cookie_position_alloc(size_t n, cg_position **out);

/* Sort heaps ascending in place (radix sort; scratch through the allocator).
 * CG_OK or CG_ENOMEM (then the array is unchanged). */
int cookie_sort(uint32_t *heaps, size_t n);

/* The surplus of a sorted array: max(0, max over i of (i + 1 - a[i])). */
size_t cookie_surplus(const uint32_t *a, size_t n);

/* The reduced form of a sorted array as a view into it (no copy). */
cookie_view cookie_reduced_view(const uint32_t *a, size_t n);

/* Whether a view of a reduced position is strict (no value below its size repeats). */
int cookie_view_is_strict(const cookie_view *v);

/* Copy a view into dst (which may be v->a itself). */
void cookie_view_copy(const cookie_view *v, uint32_t *dst);

/*
 * Option k of the sorted array a (n heaps, a[k] > 0), reduced, written to dst
 * (room for n - 1 heaps; dst must not overlap a). Returns the number of heaps of
 * the reduced option.
 */
size_t cookie_reduced_option(const uint32_t *a, size_t n, size_t k, uint32_t *dst);

/* Reduce a sorted array in place; returns the new size. */
size_t cookie_reduce_in_place(uint32_t *a, size_t n);

#endif
