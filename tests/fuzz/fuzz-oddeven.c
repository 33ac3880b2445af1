/*
 * Odd/Even positions from bytes. Invariants: the outcome of a position is the
 * outcome of the sum of its piles' values [PE859]; for a small total the counts
 * of the four outcome classes add up to the partitions of the total.
 */
#include <cookiegame.h>

#include "fuzz.h"

static cg_ctx *ctx;
static unsigned inputs;

/* p(n) by the usual dynamic programme (n <= 60: fits easily). */
static uint64_t partitions(uint32_t n)
{
    uint64_t p[61] = { 1 };
    for (uint32_t k = 1; k <= n; k++)
        for (uint32_t m = k; m <= n; m++)
            p[m] += p[m - k];
    return p[n];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (ctx == NULL && (cg_ctx_new(&ctx) != CG_OK || cg_ctx_set_node_limit(ctx, 200000) != CG_OK))
        abort();
    if (++inputs % 1000 == 0)
        cg_ctx_clear(ctx);
    fuzz_bytes b = { data, size };
    uint32_t piles[8];
    size_t n = fuzz_u8(&b) % 9;
    for (size_t i = 0; i < n; i++)
        piles[i] = fuzz_u8(&b);
    cg_outcome o, os;
    const cg_game *sum = cg_game_zero(ctx);
    int ok = 1;
    for (size_t i = 0; i < n && ok; i++) {
        const cg_game *g;
        ok = cg_oddeven_pile(ctx, piles[i], &g) == CG_OK && cg_game_sum(ctx, sum, g, &sum) == CG_OK;
    }
    if (cg_oddeven_outcome(ctx, piles, n, &o) == CG_OK && ok && cg_game_outcome(ctx, sum, &os) == CG_OK)
        FUZZ_CHECK(o == os);

    uint32_t total = fuzz_u8(&b) % 61;
    uint64_t all = 0;
    for (unsigned cls = 0; cls < 4; cls++) {
        char text[64];
        size_t len;
        int rc = cg_oddeven_count(ctx, total, 1u << cls, text, sizeof text, &len);
        if (rc != CG_OK)
            return 0;   /* the limit: nothing to compare */
        all += strtoull(text, NULL, 10);
    }
    FUZZ_CHECK(all == partitions(total));
    return 0;
}
