/*
 * Cookie Cutter boards from bytes: the board, its cells and the cutter.
 * Invariants: the value does not change when the board is mirrored, nor when
 * board and cutter are transposed together; an empty board is worth 0. The
 * same for the misère outcome (an empty board is an N-position), which is N
 * exactly when some cut leaves a misère P-position.
 */
#include <cookiegame.h>

#include "fuzz.h"

static cg_ctx *ctx;
static unsigned inputs;

static int value(uint32_t rows, uint32_t cols, const uint8_t *cells, uint32_t cr, uint32_t cc,
                 uint32_t *g)
{
    int rc = cg_cutter_grundy(ctx, rows, cols, cells, cr, cc, g);
    FUZZ_CHECK(rc == CG_OK || rc == CG_ELIMIT);
    return rc == CG_OK;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (ctx == NULL && (cg_ctx_new(&ctx) != CG_OK || cg_ctx_set_node_limit(ctx, 200000) != CG_OK))
        abort();
    if (++inputs % 500 == 0)
        cg_ctx_clear(ctx);
    fuzz_bytes b = { data, size };
    uint32_t rows = 1 + fuzz_u8(&b) % 6, cols = 1 + fuzz_u8(&b) % 6;
    uint32_t cr = 1 + fuzz_u8(&b) % 4, cc = 1 + fuzz_u8(&b) % 4;
    uint8_t cells[36], mirror[36], transposed[36];
    int any = 0;
    for (uint32_t i = 0; i < rows * cols; i++)
        any |= cells[i] = fuzz_u8(&b) & 1;
    for (uint32_t r = 0; r < rows; r++)
        for (uint32_t c = 0; c < cols; c++) {
            mirror[r * cols + c] = cells[(rows - 1 - r) * cols + (cols - 1 - c)];
            transposed[c * rows + r] = cells[r * cols + c];
        }
    uint32_t g, gm, gt;
    if (!value(rows, cols, cells, cr, cc, &g))
        return 0;
    FUZZ_CHECK(any || g == 0);
    if (value(rows, cols, mirror, cr, cc, &gm))
        FUZZ_CHECK(gm == g);
    if (value(cols, rows, transposed, cc, cr, &gt))
        FUZZ_CHECK(gt == g);
    /* Misère play: invariant under the same symmetries, and a board with
     * cookies is N exactly when some placement leaves a P-position (tried
     * here on the cuts whose top-left corner is on the board). */
    cg_outcome mo, mm, mt;
    uint32_t mr;
    if (cg_cutter_misere_outcome(ctx, rows, cols, cells, cr, cc, &mo) == CG_OK) {
        FUZZ_CHECK(any || mo == CG_OUTCOME_N);
        /* the remoteness is even exactly for N-positions, and the search is memoised */
        FUZZ_CHECK(cg_cutter_misere_remoteness(ctx, rows, cols, cells, cr, cc, &mr) == CG_OK &&
                   (mr % 2 == 0) == (mo == CG_OUTCOME_N));
        if (cg_cutter_misere_outcome(ctx, rows, cols, mirror, cr, cc, &mm) == CG_OK)
            FUZZ_CHECK(mm == mo);
        if (cg_cutter_misere_outcome(ctx, cols, rows, transposed, cc, cr, &mt) == CG_OK)
            FUZZ_CHECK(mt == mo);
        int to_p = 0, moves = 0, complete = 1;
        for (uint32_t pr = 0; pr < rows; pr++)
            for (uint32_t pc = 0; pc < cols; pc++) {
                uint8_t after[36];
                int covers = 0;
                for (uint32_t i = 0; i < rows * cols; i++) {
                    uint32_t r = i / cols, c = i % cols;
                    int under = r >= pr && r < pr + cr && c >= pc && c < pc + cc;
                    covers |= under && cells[i];
                    after[i] = under ? 0 : cells[i];
                }
                if (!covers)
                    continue;
                moves = 1;
                cg_outcome oa;
                int rc = cg_cutter_misere_outcome(ctx, rows, cols, after, cr, cc, &oa);
                if (rc != CG_OK)
                    complete = 0;
                else
                    to_p |= oa == CG_OUTCOME_P;
            }
        /* A P-position has no cut to a P-position; an N-position found one
         * unless its winning cut overhangs the board's top or left edge. */
        if (complete && moves)
            FUZZ_CHECK(!(mo == CG_OUTCOME_P && to_p));
    }
    /* The one-row sequence agrees with boards of one full row. */
    if (rows == 1) {
        uint32_t seq[6];
        uint8_t full[6] = { 1, 1, 1, 1, 1, 1 };
        uint32_t gf;
        if (cg_cutter_row_sequence(ctx, cc, cols, seq) == CG_OK && value(1, cols, full, 1, cc, &gf))
            FUZZ_CHECK(seq[cols - 1] == gf);
    }
    return 0;
}
