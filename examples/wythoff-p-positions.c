/*
 * Wythoff's game with wythoff.h: the first P-positions, the winning moves
 * of a position, and the Zeckendorf representation behind them.
 * Built and run by the test suite; doc/wythoff.md quotes it.
 *
 *   cc wythoff-p-positions.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>

#include <cookiegame.h>

int main(void)
{
    //! [p-positions]
    printf("P-positions:");
    for (uint64_t k = 0; k < 6; k++) {
        uint64_t a, b;
        if (cg_wythoff_p_position(k, &a, &b) != CG_OK)
            return 1;
        printf(" (%llu,%llu)", (unsigned long long)a, (unsigned long long)b);
    }
    printf("\n");
    //! [p-positions]

    //! [moves]
    uint64_t moves[2 * 3];
    size_t count = 0;
    int rc = cg_wythoff_winning_moves(10, 12, moves, 3, &count);
    if (rc != CG_OK) {
        fprintf(stderr, "moves: %s\n", cg_strerror(rc));
        return 1;
    }
    printf("winning moves from (10,12):");
    for (size_t i = 0; i < count; i++)
        printf(" (%llu,%llu)", (unsigned long long)moves[2 * i],
               (unsigned long long)moves[2 * i + 1]);
    printf("\n");
    //! [moves]

    //! [zeckendorf]
    uint64_t parts[CG_ZECKENDORF_MAX_PARTS];
    size_t nparts = 0;
    rc = cg_zeckendorf(100, parts, CG_ZECKENDORF_MAX_PARTS, &nparts);
    if (rc != CG_OK)
        return 1;
    printf("100 =");
    for (size_t i = 0; i < nparts; i++)
        printf("%s %llu", i ? " +" : "", (unsigned long long)parts[i]);
    printf("\n");
    //! [zeckendorf]
    return 0;
}
