/*
 * Nim and Marienbad (misère Nim): Bouton's rules, O(n) per question.
 *
 * Misère: a position whose heaps are all 0 or 1 is a P-position when the
 * number of ones is odd (the player to move must take the last cookie after
 * an even number of alternating single takes); any other position is a
 * P-position when its nim-sum is 0, as in normal play. So from heap i the one
 * move that can win leaves size h_i ^ s (s the nim-sum) when some heap stays
 * at 2 or more, else the size 0 or 1 that leaves an odd number of ones.
 */
#include <cookiegame/impartial.h>

#include "util/export.h"

typedef struct nim_summary {
    uint64_t sum;      /* the nim-sum */
    size_t big;        /* heaps of 2 or more */
    size_t ones;       /* heaps of exactly 1 */
} nim_summary;

static nim_summary summarise(const uint64_t *heaps, size_t n)
{
    nim_summary s = { 0, 0, 0 };
    for (size_t i = 0; i < n; i++) {
        s.sum ^= heaps[i];
        s.big += heaps[i] >= 2;
        s.ones += heaps[i] == 1;
    }
    return s;
}

/* Whether the position summarised by s is a P-position under play. */
static int is_p(const nim_summary *s, cg_play play)
{
    if (play == CG_PLAY_MISERE && s->big == 0)
        return s->ones % 2 == 1;
    return s->sum == 0;
}

static int valid(const uint64_t *heaps, size_t n, cg_play play)
{
    return (heaps != NULL || n == 0) && (play == CG_PLAY_NORMAL || play == CG_PLAY_MISERE);
}

CG_EXPORT int cg_nim_sum(const uint64_t *heaps, size_t n, uint64_t *sum)
{
    if (sum == NULL || (heaps == NULL && n > 0))
        return CG_EINVAL;
    *sum = summarise(heaps, n).sum;
    return CG_OK;
}

CG_EXPORT int cg_nim_outcome(const uint64_t *heaps, size_t n, cg_play play, cg_outcome *out)
{
    if (out == NULL || !valid(heaps, n, play))
        return CG_EINVAL;
    nim_summary s = summarise(heaps, n);
    *out = is_p(&s, play) ? CG_OUTCOME_P : CG_OUTCOME_N;
    return CG_OK;
}

/* The size heap i must be left with to win, or its own size when no move
 * from it wins. */
static uint64_t winning_size(const nim_summary *s, uint64_t h, cg_play play)
{
    /* The position after the move, but for heap i: the others. */
    size_t big = s->big - (h >= 2), ones = s->ones - (h == 1);
    uint64_t target = s->sum ^ h;   /* normal play's move: the nim-sum becomes 0 */
    if (play == CG_PLAY_MISERE && big == 0) {
        /* The others are all 0 or 1: leave 0 or 1 so that the ones are odd,
         * unless the nim-sum move keeps this heap at 2 or more (it cannot:
         * the others' nim-sum is 0 or 1). */
        target = ones % 2 == 1 ? 0 : 1;
    }
    return target < h ? target : h;
}

CG_EXPORT int cg_nim_winning_moves(const uint64_t *heaps, size_t n, cg_play play, cg_nim_move *moves,
                                   size_t cap, size_t *count)
{
    if (count == NULL || !valid(heaps, n, play) || (moves == NULL && cap > 0))
        return CG_EINVAL;
    nim_summary s = summarise(heaps, n);
    size_t found = 0;
    if (!is_p(&s, play)) {
        for (size_t i = 0; i < n; i++) {
            uint64_t t = winning_size(&s, heaps[i], play);
            if (t == heaps[i])
                continue;
            if (found < cap)
                moves[found] = (cg_nim_move){ i, t };
            found++;
        }
    }
    *count = found;
    return found > cap ? CG_ERANGE : CG_OK;
}
