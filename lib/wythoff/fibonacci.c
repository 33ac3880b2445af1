/* Zeckendorf representations and the Fibonacci successor, for all 64-bit numbers. */
#include <cookiegame/wythoff.h>

#include "fibonacci.h"
#include "util/export.h"

/* F_2 = 1, F_3 = 2, ..., the Fibonacci numbers used by Zeckendorf representations.
 * F_i for i = 2..93 fits in 64 bits (F_93 = 12200160415121876738); F_94 does not. */
#define FIB_LAST 93

/* The table F_0..F_93, filled by each call that needs it: 92 additions cost
 * less than any synchronisation, and a shared lazily filled table would be
 * global state written by racing threads (common.h promises none). */
typedef struct fib_table {
    uint64_t f[FIB_LAST + 1];
} fib_table;

static void fib_fill(fib_table *t)
{
    t->f[0] = 0;
    t->f[1] = 1;
    for (unsigned j = 2; j <= FIB_LAST; j++)
        t->f[j] = t->f[j - 1] + t->f[j - 2];
}

/* Indices (largest first) of the Zeckendorf parts of n; returns their number. */
static size_t zeckendorf_indices(const fib_table *t, uint64_t n,
                                 unsigned idx[CG_ZECKENDORF_MAX_PARTS])
{
    size_t count = 0;
    unsigned i = FIB_LAST;
    while (n > 0) {
        while (t->f[i] > n)
            i--;
        idx[count++] = i;
        n -= t->f[i];
        i -= 2;   /* the next part is never adjacent */
    }
    return count;
}

CG_EXPORT int cg_zeckendorf(uint64_t n, uint64_t *parts, size_t cap, size_t *count)
{
    if (count == NULL || (parts == NULL && cap > 0))
        return CG_EINVAL;
    fib_table t;
    fib_fill(&t);
    unsigned idx[CG_ZECKENDORF_MAX_PARTS];
    size_t k = zeckendorf_indices(&t, n, idx);
    for (size_t j = 0; j < k && j < cap; j++)
        parts[j] = t.f[idx[j]];
    *count = k;
    return k > cap ? CG_ERANGE : CG_OK;
}

CG_EXPORT int cg_fibonacci_successor(uint64_t n, uint64_t *out)
{
    if (out == NULL)
        return CG_EINVAL;
    fib_table t;
    fib_fill(&t);
    unsigned idx[CG_ZECKENDORF_MAX_PARTS];
    size_t k = zeckendorf_indices(&t, n, idx);
    uint64_t s = 0;
    for (size_t j = 0; j < k; j++) {
        if (idx[j] + 1 > FIB_LAST)
            return CG_ERANGE;
        uint64_t f = t.f[idx[j] + 1];
        if (s > UINT64_MAX - f)
            return CG_ERANGE;
        s += f;
    }
    *out = s;
    return CG_OK;
}

/* By the theorem of [BK]: n >= 1 is the smaller member of its P-position
 * exactly when the smallest part of its Zeckendorf representation has an even
 * index, and then the other member is its successor; otherwise n is the larger
 * member and the other is its predecessor (every index shifted down by one). */
int wythoff_partner(uint64_t n, uint64_t *out)
{
    if (n == 0) {
        *out = 0;
        return 1;
    }
    fib_table t;
    fib_fill(&t);
    unsigned idx[CG_ZECKENDORF_MAX_PARTS];
    size_t k = zeckendorf_indices(&t, n, idx);
    if (idx[k - 1] % 2 == 0)
        return cg_fibonacci_successor(n, out) == CG_OK;
    uint64_t p = 0;
    for (size_t j = 0; j < k; j++)
        p += t.f[idx[j] - 1];
    *out = p;
    return 1;
}
