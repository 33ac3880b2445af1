/*
 * The Odd/Even cookie game with oddeven.h ([PE859]): the value of a pile, the
 * outcome of a position, and C(N), the number of partitions of N that Even
 * wins when Odd moves first, as an exact decimal string.
 * Built and run by the test suite; doc/oddeven.md quotes it.
 *
 *   cc oddeven-count.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>

#include <cookiegame.h>

int main(void)
{
    cg_ctx *ctx = NULL;
    int rc = cg_ctx_new(&ctx);

    //! [pile]
    const cg_game *pile = NULL;
    char text[64];
    size_t len = 0;
    if (rc == CG_OK)
        rc = cg_oddeven_pile(ctx, 5, &pile);   /* owned by ctx */
    if (rc == CG_OK)
        rc = cg_game_format(ctx, pile, text, sizeof text, &len);
    if (rc == CG_OK)
        printf("a pile of 5 cookies: %s\n", text);
    //! [pile]

    //! [outcome]
    const uint32_t piles[3] = { 2, 2, 1 };
    cg_outcome o = CG_OUTCOME_P;
    if (rc == CG_OK)
        rc = cg_oddeven_outcome(ctx, piles, 3, &o);
    if (rc == CG_OK)
        printf("piles 2, 2, 1: outcome %c\n", "PNLR"[o]);
    //! [outcome]

    //! [count]
    char c_n[48];
    if (rc == CG_OK)
        rc = cg_oddeven_count(ctx, 100, (1u << CG_OUTCOME_P) | (1u << CG_OUTCOME_R),
                              c_n, sizeof c_n, &len);
    if (rc == CG_OK)
        printf("C(100) = %s\n", c_n);
    //! [count]

    if (rc != CG_OK)
        fprintf(stderr, "oddeven: %s\n", cg_strerror(rc));
    cg_ctx_free(ctx);
    return rc == CG_OK ? 0 : 1;
}
