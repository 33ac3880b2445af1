/*
 * Cookie Cutter boards from bytes: the board, its cells and the cutter.
 * Invariants: the value does not change when the board is mirrored, nor when
 * board and cutter are transposed together; an empty board is worth 0.
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
