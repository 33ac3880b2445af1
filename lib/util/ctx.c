#include "ctx.h"

#include "alloc.h"
#include "export.h"

CG_EXPORT int cg_ctx_new(cg_ctx **out)
{
    if (out == NULL)
        return CG_EINVAL;
    cg_ctx *ctx = cgu_calloc(1, sizeof *ctx);
    if (ctx == NULL)
        return CG_ENOMEM;
    ctx->next_report = UINT64_MAX;
    *out = ctx;
    return CG_OK;
}

CG_EXPORT void cg_ctx_free(cg_ctx *ctx)
{
    if (ctx == NULL)
        return;
    /* Tear down in reverse slot order: later modules (oddeven) may hold
     * references into earlier ones (partizan) but never the other way round. */
    for (int s = CGU_SLOT_COUNT - 1; s >= 0; s--) {
        if (ctx->state[s] != NULL)
            ctx->ops[s]->destroy(ctx->state[s]);
    }
    cgu_free(ctx);
}

CG_EXPORT int cg_ctx_set_node_limit(cg_ctx *ctx, uint64_t max_nodes)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL)
        return CG_EINVAL;
    ctx->node_limit = max_nodes;
    return CG_OK;
}

CG_EXPORT int cg_ctx_set_progress(cg_ctx *ctx, cg_progress_fn progress, void *user_data)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL)
        return CG_EINVAL;
    ctx->progress = progress;
    ctx->progress_data = user_data;
    ctx->next_report = UINT64_MAX;   /* from the next call's begin on */
    return CG_OK;
}

int cgu_ctx_report(cg_ctx *ctx)
{
    ctx->next_report = ctx->nodes + CGU_PROGRESS_EVERY;
    if (ctx->progress != NULL && ctx->progress(ctx->progress_data, ctx->nodes, ctx->node_limit) != 0)
        return CG_ECANCELED;
    return CG_OK;
}

CG_EXPORT int cg_ctx_clear(cg_ctx *ctx)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL)
        return CG_EINVAL;
    for (int s = CGU_SLOT_COUNT - 1; s >= 0; s--) {
        if (ctx->state[s] != NULL && ctx->ops[s]->clear != NULL)
            ctx->ops[s]->clear(ctx->state[s]);
    }
    return CG_OK;
}

void *cgu_ctx_state_get(cg_ctx *ctx, cgu_ctx_slot slot, const cgu_ctx_slot_ops *ops)
{
    if (ctx->state[slot] != NULL)
        return ctx->state[slot];
    void *state = cgu_calloc(1, ops->size);
    if (state == NULL)
        return NULL;
    if (ops->init != NULL && ops->init(state) != CG_OK) {
        ops->destroy(state);
        return NULL;
    }
    ctx->state[slot] = state;
    ctx->ops[slot] = ops;
    return state;
}
