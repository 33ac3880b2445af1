/*
 * A growable array of one element type: CGU_VEC(name, T) defines
 *   typedef struct name { T *v; size_t n, cap; } name;   (zero is empty)
 *   int name_push(name *vec, T x);   CG_OK, or CG_ENOMEM / CG_ERANGE with the
 *                                    vector unchanged
 * growing by doubling through the allocator hook (cgu_grow); the owner frees
 * v with cgu_free.
 */
#ifndef CG_UTIL_VEC_H
#define CG_UTIL_VEC_H

#include <stddef.h>

#include <cookiegame/common.h>

#include "alloc.h"

#define CGU_VEC(name, T)                                                            \
    typedef struct name {                                                           \
        T *v;                                                                       \
        size_t n, cap;                                                              \
    } name;                                                                         \
    static inline int name##_push(name *vec, T x)                                   \
    {                                                                               \
        if (vec->n == vec->cap) {                                                   \
            void *grown = vec->v;                                                   \
            int rc = cgu_grow(&grown, &vec->cap, vec->n + 1, sizeof *vec->v);       \
            if (rc != CG_OK)                                                        \
                return rc;                                                          \
            vec->v = grown;                                                         \
        }                                                                           \
        vec->v[vec->n++] = x;                                                       \
        return CG_OK;                                                               \
    }

#endif
