/*
 * Benchmarks of cutter.h. With no argument: every full board up to 5 x 5 under
 * every cutter up to 3 x 3, and one-row sequences. With "6x6": the full 6 x 6
 * board under every cutter up to 3 x 3, each in a fresh context (the table of
 * doc/cutter.md), then full 7 x 7 boards under cutters 3 x 3, 2 x 3 and 2 x 2
 * within a node budget. With "reach": full boards under the 2 x 2 cutter with
 * each combination of the general search's reductions, to show how far each
 * moves the limit (a node budget of about a minute).
 */
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "bench-common.h"
#include "cutter/board_search.h"

static void all_small_boards(void)
{
    double total = 0;
    for (uint32_t cr = 1; cr <= 3; cr++)
        for (uint32_t cc = 1; cc <= 3; cc++) {
            cg_ctx *ctx;
            if (cg_ctx_new(&ctx) != CG_OK)
                return;
            double t = bench_now();
            for (uint32_t r = 1; r <= 5; r++)
                for (uint32_t c = 1; c <= 5; c++) {
                    uint32_t g;
                    if (cg_cutter_grundy(ctx, r, c, NULL, cr, cc, &g) != CG_OK)
                        printf("bench cutter: %ux%u under %ux%u failed\n", r, c, cr, cc);
                }
            total += bench_now() - t;
            cg_ctx_free(ctx);
        }
    bench_report("cutter", "every full board to 5x5 under every cutter to 3x3", total, "s",
                 "60 s");
}

static void rows(void)
{
    uint32_t *g = malloc(1000000 * sizeof *g);
    cg_ctx *ctx;
    if (g == NULL || cg_ctx_new(&ctx) != CG_OK)
        return;
    for (uint32_t w = 3; w <= 4; w++) {
        double t = bench_now();
        int rc = cg_cutter_row_sequence(ctx, w, 1000000, g);
        char what[96];
        snprintf(what, sizeof what, "row sequence, width %u, k = 1..10^6 (rc %d)", w, rc);
        bench_report("cutter", what, bench_now() - t, "s", NULL);
    }
    double t = bench_now();
    int rc = cg_cutter_row_sequence(ctx, 2, 100000, g);
    char what[96];
    snprintf(what, sizeof what, "row sequence, width 2 (no period), k = 1..10^5 (rc %d)", rc);
    bench_report("cutter", what, bench_now() - t, "s", NULL);
    cg_ctx_free(ctx);
    free(g);
}

/* One full board in a fresh context: value, time, nodes and table size. */
static int one_board(uint32_t side, uint32_t cr, uint32_t cc, uint64_t limit, const char *target)
{
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return CG_ENOMEM;
    cg_ctx_set_node_limit(ctx, limit);
    uint32_t g = 0;
    double t = bench_now();
    int rc = cg_cutter_grundy(ctx, side, side, NULL, cr, cc, &g);
    t = bench_now() - t;
    char what[160];
    if (rc == CG_OK)
        snprintf(what, sizeof what,
                 "full %ux%u under %ux%u: value %u, %zu parts in the table (those up to 4x4 "
                 "not counted)", side, side, cr, cc, g, cutter_memo_size(ctx));
    else
        snprintf(what, sizeof what, "full %ux%u under %ux%u: over %llu nodes (rc %d)", side, side,
                 cr, cc, (unsigned long long)limit, rc);
    bench_report("cutter", what, t, "s", target);
    cg_ctx_free(ctx);
    return rc;
}

static void six_by_six(void)
{
    for (uint32_t cr = 1; cr <= 3; cr++)
        for (uint32_t cc = 1; cc <= 3; cc++)
            one_board(6, cr, cc, 0, "seconds");
    /* 7 x 7 as far as a budget of 1.25 * 10^8 nodes (10^9 distinct options)
     * goes, easiest cutter first. */
    static const uint32_t seven[][2] = { { 3, 3 }, { 2, 3 }, { 2, 2 } };
    for (size_t i = 0; i < sizeof seven / sizeof seven[0]; i++)
        if (one_board(7, seven[i][0], seven[i][1], UINT64_C(125000000), NULL) != CG_OK)
            break;
}

static void reach(void)
{
    static const uint32_t boards[][2] = { { 4, 4 }, { 4, 5 }, { 5, 5 }, { 4, 6 }, { 4, 7 },
                                          { 5, 6 }, { 4, 8 }, { 6, 6 } };
    static const struct {
        unsigned flags;
        const char *name;
    } modes[] = { { CUTTER_ALL, "all reductions" },
                  { CUTTER_SPLIT | CUTTER_NORMALIZE, "no symmetry" },
                  { CUTTER_NORMALIZE | CUTTER_SYMMETRY, "no splitting" },
                  { 0, "plain search" } };
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
        for (size_t b = 0; b < sizeof boards / sizeof boards[0]; b++) {
            cg_ctx *ctx;
            if (cg_ctx_new(&ctx) != CG_OK)
                return;
            /* About a minute of search at ~1.4 million nodes per second. */
            cg_ctx_set_node_limit(ctx, UINT64_C(85000000));
            cutter_part p;
            p.h = boards[b][0];
            p.w = boards[b][1];
            for (uint32_t r = 0; r < p.h; r++)
                p.row[r] = (UINT64_C(1) << p.w) - 1;
            uint32_t g = 0;
            double t = bench_now();
            int rc = cutter_grundy(ctx, &p, 2, 2, modes[m].flags, &g);
            t = bench_now() - t;
            printf("bench cutter: 2x2 cutter, %s, full %ux%u: %s value %u, %.3f s, %zu positions "
                   "stored\n", modes[m].name, p.h, p.w, rc == CG_OK ? "done," : "over the budget,",
                   g, t, cutter_memo_size(ctx));
            fflush(stdout);
            cg_ctx_free(ctx);
            if (rc != CG_OK)
                break;   /* larger boards will not fit either */
        }
    }
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "reach") == 0) {
        reach();
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "6x6") == 0) {
        six_by_six();
        return 0;
    }
    all_small_boards();
    rows();
    return 0;
}
