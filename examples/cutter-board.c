/*
 * Cookie Cutter ([Ottaway]) with cutter.h: the Grundy value of a board under a
 * rectangular cutter, full or with cells missing, and the sequence of one row.
 * Built and run by the test suite; doc/cutter.md quotes it.
 *
 *   cc cutter-board.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>

#include <cookiegame.h>

int main(void)
{
    cg_ctx *ctx = NULL;
    int rc = cg_ctx_new(&ctx);

    //! [board]
    uint32_t full = 0, holed = 0;
    /* cells[r * cols + c] != 0 is a cookie; row 0 misses its cell 0. */
    const uint8_t cells[3 * 3] = { 0, 1, 1,
                                   1, 1, 1,
                                   1, 1, 1 };
    if (rc == CG_OK)
        rc = cg_cutter_grundy(ctx, 3, 3, NULL, 1, 2, &full);     /* NULL: full board */
    if (rc == CG_OK)
        rc = cg_cutter_grundy(ctx, 3, 3, cells, 1, 2, &holed);
    if (rc == CG_OK)
        printf("3 x 3 under a 1 x 2 cutter: %u full, %u without a corner\n", full, holed);
    //! [board]

    //! [row]
    uint32_t g[12];
    if (rc == CG_OK)
        rc = cg_cutter_row_sequence(ctx, 2, 12, g);   /* g[k-1] = G(row of k) */
    if (rc == CG_OK) {
        printf("one row, 1 x 2 cutter, k = 1..12:");
        for (int k = 0; k < 12; k++)
            printf(" %u", g[k]);
        printf("\n");
    }
    //! [row]

    if (rc != CG_OK)
        fprintf(stderr, "cutter: %s\n", cg_strerror(rc));
    cg_ctx_free(ctx);
    return rc == CG_OK ? 0 : 1;
}
