/*
 * Short partizan games with partizan.h: read games in CGSuite's notation, add
 * them, and ask the sum for its canonical form, outcome, stops, mean and
 * temperature. Games belong to the context that made them.
 * Built and run by the test suite; doc/partizan.md quotes it.
 *
 *   cc partizan-sum.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>

#include <cookiegame.h>

int main(void)
{
    //! [sum]
    cg_ctx *ctx = NULL;
    const cg_game *hot = NULL, *star = NULL, *sum = NULL;
    int rc = cg_ctx_new(&ctx);
    if (rc == CG_OK)
        rc = cg_game_parse(ctx, "{2|1}", &hot);
    if (rc == CG_OK)
        rc = cg_game_parse(ctx, "*", &star);
    if (rc == CG_OK)
        rc = cg_game_sum(ctx, hot, star, &sum);   /* owned by ctx: never freed */
    char text[128];
    size_t len = 0;
    if (rc == CG_OK)
        rc = cg_game_format(ctx, sum, text, sizeof text, &len);
    if (rc == CG_OK)
        printf("{2|1} + * = %s\n", text);
    //! [sum]

    //! [values]
    cg_outcome outcome = CG_OUTCOME_P;
    int64_t ls, rs, mean, temp;
    uint32_t ls2, rs2, mean2, temp2;
    if (rc == CG_OK)
        rc = cg_game_outcome(ctx, sum, &outcome);
    if (rc == CG_OK)
        rc = cg_game_stops(sum, &ls, &ls2, &rs, &rs2);
    if (rc == CG_OK)
        rc = cg_game_thermal(ctx, sum, &mean, &mean2, &temp, &temp2);
    if (rc == CG_OK)
        printf("outcome %c, stops %lld/2^%u and %lld/2^%u, mean %lld/2^%u, "
               "temperature %lld/2^%u\n", "PNLR"[outcome],
               (long long)ls, ls2, (long long)rs, rs2, (long long)mean, mean2,
               (long long)temp, temp2);
    //! [values]

    if (rc != CG_OK)
        fprintf(stderr, "partizan: %s\n", cg_strerror(rc));
    cg_ctx_free(ctx);   /* frees every game of the context */
    return rc == CG_OK ? 0 : 1;
}
