/*
 * Nim and Marienbad on any heaps (up to 16, small or any 64-bit size).
 * Invariants:
 * - the nim-sum is the exclusive or, and normal play's P-positions are
 *   exactly those of nim-sum 0;
 * - misère play differs from normal play only where every heap is 0 or 1,
 *   and there the P-positions are those with an odd number of ones;
 * - winning moves come one per heap at most, in heap order, each leaves its
 *   heap smaller and leads to a P-position; there are none exactly at
 *   P-positions (and, in misère play, with no cookie left);
 * - a room too small for the moves says how many there are.
 */
#include <cookiegame.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = { data, size };
    uint8_t shape = fuzz_u8(&b);
    size_t n = shape % 17;
    uint64_t h[16], x = 0;
    size_t big = 0, ones = 0;
    for (size_t i = 0; i < n; i++) {
        h[i] = (shape >> 5) & 1 ? fuzz_u64(&b) : fuzz_u8(&b) % 4;
        x ^= h[i];
        big += h[i] >= 2;
        ones += h[i] == 1;
    }
    uint64_t s;
    FUZZ_CHECK(cg_nim_sum(h, n, &s) == CG_OK && s == x);
    for (int m = 0; m < 2; m++) {
        cg_play play = m ? CG_PLAY_MISERE : CG_PLAY_NORMAL;
        cg_outcome o;
        FUZZ_CHECK(cg_nim_outcome(h, n, play, &o) == CG_OK);
        int p = m && big == 0 ? ones % 2 == 1 : x == 0;
        FUZZ_CHECK(o == (p ? CG_OUTCOME_P : CG_OUTCOME_N));
        cg_nim_move moves[16];
        size_t count = 0, few = 0;
        FUZZ_CHECK(cg_nim_winning_moves(h, n, play, moves, n, &count) == CG_OK);
        FUZZ_CHECK((count == 0) == (p || (m && big == 0 && ones == 0)));
        for (size_t k = 0; k < count; k++) {
            FUZZ_CHECK(moves[k].heap < n && moves[k].size < h[moves[k].heap]);
            FUZZ_CHECK(k == 0 || moves[k].heap > moves[k - 1].heap);
            uint64_t after[16];
            for (size_t i = 0; i < n; i++)
                after[i] = i == moves[k].heap ? moves[k].size : h[i];
            cg_outcome next;
            FUZZ_CHECK(cg_nim_outcome(after, n, play, &next) == CG_OK && next == CG_OUTCOME_P);
        }
        if (count > 0)
            FUZZ_CHECK(cg_nim_winning_moves(h, n, play, moves, count - 1, &few) == CG_ERANGE &&
                       few == count);
    }
    return 0;
}
