#include "partizan-oracle.h"

int oracle_partizan_first_wins(const ptree *const *t, size_t n, int left)
{
    const ptree *next[16];
    for (size_t i = 0; i < n; i++)
        next[i] = t[i];
    for (size_t i = 0; i < n; i++) {
        size_t first = left ? 0 : t[i]->nl, count = left ? t[i]->nl : t[i]->nr;
        for (size_t j = 0; j < count; j++) {
            next[i] = t[i]->opt[first + j];
            /* The move wins when the opponent, moving first next, loses. */
            if (!oracle_partizan_first_wins(next, n, !left))
                return 1;
        }
        next[i] = t[i];
    }
    return 0;
}

char oracle_partizan_outcome(const ptree *const *t, size_t n)
{
    int l = oracle_partizan_first_wins(t, n, 1), r = oracle_partizan_first_wins(t, n, 0);
    return l && r ? 'N' : l ? 'L' : r ? 'R' : 'P';
}
