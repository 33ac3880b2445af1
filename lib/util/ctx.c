#include "ctx.h"

#include "alloc.h"
#include "export.h"
#include "sysmem.h"
#include "wmap.h"

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

CG_EXPORT int cg_ctx_set_memory_limit(cg_ctx *ctx, uint64_t max_bytes)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL)
        return CG_EINVAL;
    ctx->memory_limit = max_bytes;
    return CG_OK;
}

static int reserve(cg_ctx *ctx, uint64_t bytes, const char *what, int record)
{
    char need[32], have[32];
    if (ctx != NULL && ctx->memory_limit != 0) {
        uint64_t left = ctx->reserved < ctx->memory_limit ? ctx->memory_limit - ctx->reserved : 0;
        if (bytes > left) {
            if (ctx->reserved == 0)
                return cgu_fail(CG_ENOMEM, "%s needs %s, more than the memory limit of %s", what,
                                cgu_bytes_text(need, sizeof need, bytes),
                                cgu_bytes_text(have, sizeof have, ctx->memory_limit));
            return cgu_fail(CG_ENOMEM, "%s needs %s more, past the memory limit of %s", what,
                            cgu_bytes_text(need, sizeof need, bytes),
                            cgu_bytes_text(have, sizeof have, ctx->memory_limit));
        }
    }
    uint64_t pending = bytes;
    if (ctx != NULL && record)
        pending = bytes > UINT64_MAX - ctx->unchecked ? UINT64_MAX : ctx->unchecked + bytes;
    if (pending >= CGU_RESERVE_FREE) {
        if (ctx != NULL && record)
            ctx->unchecked = 0;
        cgu_mem_bound bound;
        uint64_t avail = cgu_available_memory_bound(&bound);
        if (avail != 0 && bytes > avail)
            return cgu_fail(CG_ENOMEM, "%s needs %s, more than the %s this process may use (%s)",
                            what, cgu_bytes_text(need, sizeof need, bytes),
                            cgu_bytes_text(have, sizeof have, avail), cgu_mem_bound_name(bound));
    }
    if (bytes > SIZE_MAX)
        return cgu_fail(CG_ENOMEM, "%s needs %s, more than this machine can address", what,
                        cgu_bytes_text(need, sizeof need, bytes));
    if (ctx != NULL && record) {
        ctx->reserved = bytes > UINT64_MAX - ctx->reserved ? UINT64_MAX : ctx->reserved + bytes;
        cgu_ctx_count(ctx, bytes);
        if (pending < CGU_RESERVE_FREE)
            ctx->unchecked = pending;
    }
    return CG_OK;
}

void cgu_ctx_count(cg_ctx *ctx, uint64_t bytes)
{
    /* A saturating add as one atomic step: worker threads of one call may
     * count at the same time, and readers see either figure, never a torn one. */
    uint64_t old = atomic_load_explicit(&ctx->reserved_all, memory_order_relaxed), sum;
    do
        sum = bytes > UINT64_MAX - old ? UINT64_MAX : old + bytes;
    while (!atomic_compare_exchange_weak_explicit(&ctx->reserved_all, &old, sum,
                                                  memory_order_relaxed, memory_order_relaxed));
}

CG_EXPORT int cg_ctx_memory_reserved(const cg_ctx *ctx, uint64_t *bytes)
{
    if (ctx == NULL || bytes == NULL)
        return CG_EINVAL;
    *bytes = atomic_load_explicit(&ctx->reserved_all, memory_order_relaxed);
    return CG_OK;
}

int cgu_memory_check(uint64_t bytes, uint64_t max_bytes, const char *what)
{
    /* The caller's bound can only lower what the process may use (free
     * memory, its cgroup's limit, its ulimit): a large max_bytes never lets
     * an allocation through that could not be made. */
    char need[32], have[32];
    if (max_bytes != 0 && bytes > max_bytes)
        return cgu_fail(CG_ENOMEM, "%s needs %s, more than the memory limit of %s", what,
                        cgu_bytes_text(need, sizeof need, bytes),
                        cgu_bytes_text(have, sizeof have, max_bytes));
    return cgu_reserve(bytes, what);
}

CG_EXPORT int cg_memory_check(uint64_t bytes, uint64_t max_bytes, const char *what)
{
    cgu_detail_clear();
    return cgu_memory_check(bytes, max_bytes, what != NULL ? what : "the allocation");
}

int cgu_ctx_reserve(cg_ctx *ctx, uint64_t bytes, const char *what)
{
    return reserve(ctx, bytes, what, 1);
}

void cgu_ctx_unreserve(cg_ctx *ctx, uint64_t bytes)
{
    if (ctx == NULL)
        return;
    ctx->reserved = bytes < ctx->reserved ? ctx->reserved - bytes : 0;
}

int cgu_ctx_fits(cg_ctx *ctx, uint64_t bytes, const char *what)
{
    return reserve(ctx, bytes, what, 0);
}

int cgu_ctx_memo_grow(cg_ctx *ctx, const cgu_wmap *m, size_t nwords, const char *what)
{
    size_t grow = cgu_wmap_grow_bytes(m);
    if (grow == 0)
        return CG_OK;
    /* The doubled map holds up to half its slots before it grows again. */
    uint64_t keys = (uint64_t)(grow / sizeof(cgu_wmap_slot) / 2 - m->count);
    uint64_t record = ((uint64_t)nwords + 1) * sizeof(uint64_t) + m->value_size;
    return cgu_ctx_reserve(ctx, (uint64_t)grow + keys * record, what);
}

int cgu_ctx_grow(cg_ctx *ctx, void **array, size_t *capacity, size_t need, size_t size,
                 const char *what)
{
    if (need <= *capacity)
        return CG_OK;
    size_t cap, bytes;   /* charged: the elements cgu_grow will add */
    if (cgu_grow_capacity(*capacity, need, &cap) != CG_OK ||
        cgu_mul_overflows(cap - *capacity, size, &bytes))
        return CG_ERANGE;
    int rc = cgu_ctx_reserve(ctx, bytes, what);
    if (rc != CG_OK)
        return rc;
    rc = cgu_grow(array, capacity, need, size);
    if (rc != CG_OK)
        cgu_ctx_unreserve(ctx, bytes);
    return rc;
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
