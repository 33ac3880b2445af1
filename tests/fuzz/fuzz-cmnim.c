/*
 * CM-nim games from bytes: a named family or explicit jar sets, and a
 * position. Invariants: is_p agrees with the Grundy value being 0; the
 * completion of any jar makes a P-position; the P-positions listed in a small
 * box are P-positions; the same for misère play.
 */
#include <cookiegame.h>

#include "fuzz.h"

static cg_ctx *ctx;
static unsigned inputs;

typedef struct box {
    const cg_cmnim *g;
    int misere;
    int bad;
} box;

static int each_p(void *user_data, const uint64_t *x, uint32_t jars)
{
    box *bx = user_data;
    (void)jars;
    int is_p;
    int rc = bx->misere ? cg_cmnim_misere_is_p(ctx, bx->g, x, &is_p) : cg_cmnim_is_p(ctx, bx->g, x, &is_p);
    if (rc == CG_OK && !is_p)
        bx->bad = 1;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (ctx == NULL && (cg_ctx_new(&ctx) != CG_OK || cg_ctx_set_node_limit(ctx, 20000) != CG_OK))
        abort();
    if (++inputs % 1000 == 0)
        cg_ctx_clear(ctx);
    fuzz_bytes b = { data, size };
    uint32_t jars = 1 + fuzz_u8(&b) % 5;
    uint8_t kind = fuzz_u8(&b) % 9;
    cg_cmnim *g = NULL;
    int rc;
    if (kind < 8) {
        rc = cg_cmnim_new_family(jars, (cg_cmnim_family)kind, &g);
    } else {
        uint64_t sets[8];
        size_t nsets = fuzz_u8(&b) % 8;
        for (size_t i = 0; i < nsets; i++)
            sets[i] = fuzz_u8(&b);   /* masks over 8 jars: some name absent jars */
        rc = cg_cmnim_new(jars, sets, nsets, &g);
    }
    if (rc != CG_OK) {
        FUZZ_CHECK(rc == CG_EINVAL || rc == CG_ERANGE);
        return 0;
    }
    uint64_t x[5];
    for (uint32_t i = 0; i < jars; i++)
        x[i] = fuzz_u8(&b) % 24;
    uint64_t value;
    int is_p;
    if (cg_cmnim_grundy(ctx, g, x, &value) == CG_OK && cg_cmnim_is_p(ctx, g, x, &is_p) == CG_OK)
        FUZZ_CHECK(is_p == (value == 0));
    /* Remoteness is even at the P-positions of normal play, odd at those of
     * misère play (two searches against two completions). */
    if (cg_cmnim_remoteness(ctx, g, x, &value) == CG_OK && cg_cmnim_is_p(ctx, g, x, &is_p) == CG_OK)
        FUZZ_CHECK(is_p == (value % 2 == 0));
    if (cg_cmnim_misere_remoteness(ctx, g, x, &value) == CG_OK &&
        cg_cmnim_misere_is_p(ctx, g, x, &is_p) == CG_OK)
        FUZZ_CHECK(is_p == (value % 2 == 1));
    uint32_t jar = fuzz_u8(&b) % jars;
    uint64_t y[5];
    for (uint32_t i = 0; i < jars; i++)
        y[i] = x[i];
    if (cg_cmnim_complete(ctx, g, x, jar, &value) == CG_OK) {
        x[jar] = value;
        if (cg_cmnim_is_p(ctx, g, x, &is_p) == CG_OK)
            FUZZ_CHECK(is_p);
    }
    if (cg_cmnim_misere_complete(ctx, g, y, jar, &value) == CG_OK) {
        y[jar] = value;
        if (cg_cmnim_misere_is_p(ctx, g, y, &is_p) == CG_OK)
            FUZZ_CHECK(is_p);
    }
    uint64_t bound = fuzz_u8(&b) % 12;
    box bx = { g, 0, 0 }, mbx = { g, 1, 0 };
    if (jars <= 3 && cg_cmnim_p_positions(ctx, g, bound, each_p, &bx) == CG_OK)
        FUZZ_CHECK(!bx.bad);
    if (jars <= 3 && cg_cmnim_misere_p_positions(ctx, g, bound, each_p, &mbx) == CG_OK)
        FUZZ_CHECK(!mbx.bad);
    cg_cmnim_free(g);
    return 0;
}
