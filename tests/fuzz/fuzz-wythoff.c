/*
 * Wythoff's game and the Fibonacci tools on any 64-bit values. Invariants:
 * - P-positions are symmetric and have no winning move, the others have one,
 *   and every winning move leads to a P-position;
 * - a Grundy value is 0 exactly at P-positions and equals the table's cell;
 * - a Zeckendorf representation sums to n, from distinct non-consecutive
 *   Fibonacci numbers, largest first.
 */
#include <cookiegame.h>

#include "fuzz.h"

static cg_ctx *ctx;

/* Whether f is one of 1, 2, 3, 5, 8, ... (the 92 that fit 64 bits), and which. */
static int is_fibonacci(uint64_t f, int *index)
{
    uint64_t a = 1, b = 2;
    for (int i = 0;; i++) {
        if (a == f) {
            *index = i;
            return 1;
        }
        if (a > f || b > UINT64_MAX - a)
            return b == f ? (*index = i + 1, 1) : 0;
        uint64_t c = a + b;
        a = b;
        b = c;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (ctx == NULL && (cg_ctx_new(&ctx) != CG_OK || cg_ctx_set_node_limit(ctx, 1000000) != CG_OK))
        abort();
    fuzz_bytes b = { data, size };
    uint8_t shape = fuzz_u8(&b);
    uint64_t x = fuzz_u64(&b), y = fuzz_u64(&b);
    if (shape & 1) {   /* small values, where the Grundy table is cheap */
        x %= 48;
        y %= 48;
    }
    int p = cg_wythoff_is_p(x, y);
    FUZZ_CHECK(p == cg_wythoff_is_p(y, x));
    uint64_t moves[6];
    size_t n = 0;
    if (cg_wythoff_winning_moves(x, y, moves, 3, &n) == CG_OK) {
        FUZZ_CHECK(p == (n == 0));
        for (size_t i = 0; i < n && i < 3; i++)
            FUZZ_CHECK(cg_wythoff_is_p(moves[2 * i], moves[2 * i + 1]));
    }
    if (shape & 1) {
        uint64_t g;
        uint32_t table[48 * 48];
        FUZZ_CHECK(cg_wythoff_grundy(ctx, x, y, &g) == CG_OK);
        FUZZ_CHECK((g == 0) == p);
        FUZZ_CHECK(cg_wythoff_grundy_table((uint32_t)x + 1, (uint32_t)y + 1, table) == CG_OK);
        FUZZ_CHECK(table[x * (y + 1) + y] == g);
    }
    uint64_t parts[CG_ZECKENDORF_MAX_PARTS], sum = 0;
    size_t count;
    FUZZ_CHECK(cg_zeckendorf(x, parts, CG_ZECKENDORF_MAX_PARTS, &count) == CG_OK);
    int last = 1000;
    for (size_t i = 0; i < count; i++) {
        int index;
        FUZZ_CHECK(is_fibonacci(parts[i], &index));
        FUZZ_CHECK(index + 1 < last);   /* decreasing, never two neighbours */
        last = index;
        sum += parts[i];
    }
    FUZZ_CHECK(sum == x);
    uint64_t k = fuzz_u64(&b) % UINT64_C(7046029254386353131), a, bk;
    if (cg_wythoff_p_position(k, &a, &bk) == CG_OK)
        FUZZ_CHECK(cg_wythoff_is_p(a, bk) && bk == a + k);
    return 0;
}
