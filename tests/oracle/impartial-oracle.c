/* The naive Nim oracle (impartial-oracle.h). */

#include "impartial-oracle.h"

/* memo[misere][code]: 0 unknown, 1 the player to move wins, 2 loses. The
 * code is the heap tuple in base ORACLE_NIM_MAX_SIZE + 1, padded with zeros
 * (heaps of 0 change nothing), so positions of fewer heaps share entries. */
#define BASE (ORACLE_NIM_MAX_SIZE + 1)
#define CODES (BASE * BASE * BASE * BASE * BASE)
static unsigned char memo[2][CODES];

static int wins(unsigned code, int misere)
{
    if (memo[misere][code] != 0)
        return memo[misere][code] == 1;
    int any_move = 0, result = 0;
    for (unsigned i = 0, place = 1; i < ORACLE_NIM_MAX_HEAPS && !result; i++, place *= BASE) {
        unsigned h = code / place % BASE;
        for (unsigned take = 1; take <= h && !result; take++) {
            any_move = 1;
            if (!wins(code - take * place, misere))
                result = 1;   /* a move to a position the opponent loses */
        }
    }
    if (!any_move)
        result = misere;   /* no move: lose under normal play, win under misère */
    memo[misere][code] = result ? 1 : 2;
    return result;
}

int oracle_nim_first_wins(const uint64_t *heaps, size_t n, int misere)
{
    if (n > ORACLE_NIM_MAX_HEAPS)
        return -1;
    unsigned code = 0;
    for (size_t i = n; i-- > 0;) {
        if (heaps[i] > ORACLE_NIM_MAX_SIZE)
            return -1;
        code = code * BASE + (unsigned)heaps[i];
    }
    return wins(code, misere != 0);
}
