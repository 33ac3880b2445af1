/*
 * A first program with libcookiegame: analyse one position of the spoiled-cookie
 * game. Built and run by the test suite; the API docs quote it.
 *
 *   cc cookie-basics.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>

#include <cookiegame.h>

int main(void)
{
    //! [parse]
    cg_position *p = NULL;
    int rc = cg_position_parse("(0, 1, 1, 3, 4, 5, 8, 8)", &p);
    if (rc != CG_OK) {
        fprintf(stderr, "parse: %s\n", cg_strerror(rc));
        return 1;
    }
    //! [parse]

    //! [theory]
    cg_position *reduced = NULL;
    uint32_t d = 0;
    if (cg_position_reduce(p, &reduced) == CG_OK && cg_position_dvalue(p, &d) == CG_OK) {
        char text[64];
        cg_position_format(reduced, text, sizeof text, NULL);
        printf("reduced form (%s), D-value %u: %s-position\n", text, d, d % 2 ? "N" : "P");
    }
    cg_position_free(reduced);
    //! [theory]

    //! [search]
    cg_ctx *ctx = NULL;
    uint32_t grundy = 0;
    size_t move = 0;
    rc = cg_ctx_new(&ctx);
    if (rc == CG_OK)
        rc = cg_ctx_set_node_limit(ctx, 1000000);   /* stop runaway searches */
    if (rc == CG_OK)
        rc = cg_position_grundy(ctx, p, &grundy);
    if (rc == CG_OK)
        rc = cg_position_winning_move(ctx, p, &move);
    if (rc == CG_OK)
        printf("Grundy value %u; eat heap %zu (size %u) to win\n", grundy, move,
               cg_position_heap(p, move));
    else
        fprintf(stderr, "search: %s\n", cg_strerror(rc));
    cg_ctx_free(ctx);
    //! [search]

    cg_position_free(p);
    return rc == CG_OK ? 0 : 1;
}
