/*
 * One row of cookies under a 1 x width cutter: the octal game 0.33...37.
 * G(n) = mex ( { G(n - L) : 1 <= L <= min(width, n) }
 *            u { G(a) ^ G(b) : a, b >= 1, a + b = n - width } ).
 * The split scan stops early once every value below the next power of two above
 * the largest value so far is seen (no XOR can leave that range). Periodicity is
 * checked at doubling checkpoints with the Guy-Smith theorem: if G(n + p) = G(n)
 * for n0 <= n < 2 n0 + p + width, then for every n >= n0.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <cookiegame/cutter.h>

#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"

/* 1 with *period = p when G[0..n) proves the period p (from some n0 on), or 0.
 * Past n the values repeat with period p, which is all the caller needs. */
static int find_period(const uint32_t *G, size_t n, uint32_t width, size_t *period)
{
    for (size_t p = 1; 2 * p <= n; p++) {
        /* n0 = one past the last index m with G(m + p) != G(m). */
        size_t m = n - p, n0 = 0;
        while (m > 0) {
            m--;
            if (G[m + p] != G[m]) {
                n0 = m + 1;
                break;
            }
        }
        if (2 * n0 + 2 * p + width <= n) {
            *period = p;
            return 1;
        }
    }
    return 0;
}

CG_EXPORT int cg_cutter_row_sequence(cg_ctx *ctx, uint32_t width, uint32_t kmax, uint32_t *out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || width == 0 || (out == NULL && kmax > 0))
        return CG_EINVAL;
    cgu_ctx_begin(ctx);
    if (kmax == 0)
        return CG_OK;
    size_t n_all = (size_t)kmax + 1;
    char what[80];
    snprintf(what, sizeof what, "cutter: the row sequence to k = %" PRIu32, kmax);
    int rc = cgu_ctx_reserve(ctx, (uint64_t)n_all * sizeof(uint32_t), what);
    if (rc != CG_OK)
        return rc;
    uint32_t *G = cgu_malloc_array(n_all, sizeof *G);
    if (G == NULL)
        return CG_ENOMEM;
    uint64_t *seen = NULL;   /* which option values occur, below `top` */
    size_t seen_cap = 0;
    uint32_t gmax = 0;
    size_t next_check = 64, period = 0;
    G[0] = 0;
    size_t n = 1;
    for (; n < n_all; n++) {
        if (n == next_check) {
            next_check *= 2;
            if (find_period(G, n, width, &period))
                break;
        }
        uint32_t top = 1;   /* a power of two above every value so far */
        while (top <= gmax)
            top <<= 1;
        size_t words = top / 64 + 1;
        if (words > seen_cap) {
            void *p = seen;
            if ((rc = cgu_grow(&p, &seen_cap, words, sizeof *seen)) != CG_OK)
                break;
            seen = p;
        }
        memset(seen, 0, words * sizeof seen[0]);
        size_t found = 0;
#define SEE(v)                                                        \
    do {                                                              \
        uint32_t v_ = (v);                                            \
        if (!(seen[v_ >> 6] >> (v_ & 63) & 1u)) {                     \
            seen[v_ >> 6] |= UINT64_C(1) << (v_ & 63);                \
            found++;                                                  \
        }                                                             \
    } while (0)
        /* Charged before the scans, both of which can be long: the end moves
         * look at min(width, n) values, the splitting moves at (n - width) / 2
         * pairs. */
        size_t ends = n < width ? n : width, rest = n > (size_t)width + 1 ? n - width : 0;
        if ((rc = cgu_ctx_charge(ctx, ends + rest / 2 + 1)) != CG_OK)
            break;
        for (size_t L = 1; L <= ends; L++)
            SEE(G[n - L]);
        for (size_t a = 1; 2 * a <= rest && found < top; a++)
            SEE(G[a] ^ G[rest - a]);
#undef SEE
        uint32_t v = 0;
        while (seen[v >> 6] >> (v & 63) & 1u)
            v++;
        G[n] = v;
        if (v > gmax)
            gmax = v;
    }
    if (rc == CG_OK) {
        for (; n < n_all; n++)
            G[n] = G[n - period];
        memcpy(out, G + 1, (size_t)kmax * sizeof *out);
    }
    cgu_free(G);
    cgu_free(seen);
    return rc;
}
