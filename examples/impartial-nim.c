/*
 * Nim and Marienbad with impartial.h: the outcome of Marienbad's start
 * (1, 3, 5, 7) in both plays, and the winning moves of a Nim position.
 * Built and run by the test suite; doc/impartial.md quotes it.
 *
 *   cc impartial-nim.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>

#include <cookiegame.h>

int main(void)
{
    //! [marienbad]
    const uint64_t start[4] = { 1, 3, 5, 7 };
    cg_outcome normal, misere;
    if (cg_nim_outcome(start, 4, CG_PLAY_NORMAL, &normal) != CG_OK ||
        cg_nim_outcome(start, 4, CG_PLAY_MISERE, &misere) != CG_OK)
        return 1;
    printf("1 3 5 7: %s in Nim, %s in Marienbad\n", normal == CG_OUTCOME_P ? "P" : "N",
           misere == CG_OUTCOME_P ? "P" : "N");
    //! [marienbad]

    //! [moves]
    const uint64_t heaps[3] = { 3, 4, 5 };
    cg_nim_move moves[3];   /* at most one winning move per heap */
    size_t count;
    if (cg_nim_winning_moves(heaps, 3, CG_PLAY_NORMAL, moves, 3, &count) != CG_OK)
        return 1;
    for (size_t i = 0; i < count; i++)
        printf("3 4 5: win by leaving heap %zu with %llu\n", moves[i].heap,
               (unsigned long long)moves[i].size);
    //! [moves]
    return 0;
}
