/* Grundy values, remoteness, P-tests and completions through the memoised engine. */
#include "completion.h"
#include "util/export.h"

/* A value of the whole position x: Grundy value or remoteness. */
static int position_value(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, cmnim_kind kind,
                          uint64_t *out)
{
    if (ctx == NULL || g == NULL || x == NULL || out == NULL)
        return CG_EINVAL;
    cgu_ctx_begin(ctx);
    return cmnim_value(ctx, g, kind, 0, x, out);
}

CG_EXPORT int cg_cmnim_grundy(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint64_t *out)
{
    CGU_CTX_ENTER(ctx);
    return position_value(ctx, g, x, CMNIM_GRUNDY, out);
}

CG_EXPORT int cg_cmnim_remoteness(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint64_t *out)
{
    CGU_CTX_ENTER(ctx);
    return position_value(ctx, g, x, CMNIM_REMOTENESS, out);
}

CG_EXPORT int cg_cmnim_misere_remoteness(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x,
                                         uint64_t *out)
{
    CGU_CTX_ENTER(ctx);
    return position_value(ctx, g, x, CMNIM_MISERE_REMOTENESS, out);
}

/* The completion of jar `jar` of x, in normal or misère play. */
static int complete(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint32_t jar, int misere,
                    uint64_t *value)
{
    if (ctx == NULL || g == NULL || x == NULL || value == NULL || jar >= g->jars)
        return CG_EINVAL;
    cgu_ctx_begin(ctx);
    uint64_t others[CG_CMNIM_MAX_JARS];
    uint32_t k = 0;
    for (uint32_t i = 0; i < g->jars; i++)
        if (i != jar)
            others[k++] = x[i];
    return cmnim_value(ctx, g, misere ? CMNIM_MISERE_COMPLETION : CMNIM_COMPLETION, jar, others,
                       value);
}

/* Whether x is a P-position: its last jar is the completion of the others. */
static int is_p(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, int misere, int *out)
{
    if (out == NULL || g == NULL)
        return CG_EINVAL;
    uint64_t c;
    int rc = complete(ctx, g, x, g->jars - 1, misere, &c);
    if (rc == CG_OK)
        *out = c == x[g->jars - 1];
    return rc;
}

CG_EXPORT int cg_cmnim_complete(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, uint32_t jar,
                                uint64_t *value)
{
    CGU_CTX_ENTER(ctx);
    return complete(ctx, g, x, jar, 0, value);
}

CG_EXPORT int cg_cmnim_is_p(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, int *out)
{
    CGU_CTX_ENTER(ctx);
    return is_p(ctx, g, x, 0, out);
}

CG_EXPORT int cg_cmnim_misere_complete(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x,
                                       uint32_t jar, uint64_t *value)
{
    CGU_CTX_ENTER(ctx);
    return complete(ctx, g, x, jar, 1, value);
}

CG_EXPORT int cg_cmnim_misere_is_p(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *x, int *out)
{
    CGU_CTX_ENTER(ctx);
    return is_p(ctx, g, x, 1, out);
}
