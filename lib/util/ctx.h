/*
 * The inside of cg_ctx, shared by the modules.
 *
 * A context owns one state object per module ("slot"), created lazily by the
 * module on first use and torn down through the module's ops, so the context
 * itself knows nothing about what the modules cache. It also carries the per-call
 * node budget that turns runaway searches into CG_ELIMIT.
 */
#ifndef CG_UTIL_CTX_H
#define CG_UTIL_CTX_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

typedef enum cgu_ctx_slot {
    CGU_SLOT_COOKIE = 0,
    CGU_SLOT_WYTHOFF,
    CGU_SLOT_CMNIM,
    CGU_SLOT_PARTIZAN,
    CGU_SLOT_ODDEVEN,
    CGU_SLOT_CUTTER,
    CGU_SLOT_IMPARTIAL,
    CGU_SLOT_COUNT
} cgu_ctx_slot;

typedef struct cgu_ctx_slot_ops {
    size_t size;   /* bytes of the state, allocated zeroed */
    /* Set up a new zeroed state; NULL when zeroes are enough. CG_OK or
     * CG_ENOMEM, after which destroy is called on the state. */
    int (*init)(void *state);
    /* Drop caches (cg_ctx_clear); may be NULL when the state holds no cache. */
    void (*clear)(void *state);
    /* Free the state and everything it owns. */
    void (*destroy)(void *state);
} cgu_ctx_slot_ops;

/* How many nodes pass between two calls of a context's progress callback:
 * about a millisecond of the slowest searches, so Ctrl-C is felt at once and
 * the callback costs nothing measurable. */
#define CGU_PROGRESS_EVERY (UINT64_C(1) << 16)

struct cg_ctx {
    uint64_t node_limit;   /* 0 = unlimited */
    uint64_t nodes;        /* nodes charged since the current call began */
    uint64_t next_report;  /* nodes at which progress is next called; UINT64_MAX without one */
    cg_progress_fn progress;
    void *progress_data;
    void *state[CGU_SLOT_COUNT];
    const cgu_ctx_slot_ops *ops[CGU_SLOT_COUNT];
};

/* The module's state, or NULL when it has none yet. */
static inline void *cgu_ctx_state(cg_ctx *ctx, cgu_ctx_slot slot)
{
    return ctx->state[slot];
}

/* The module's state, made on first use (ops->size zeroed bytes, then
 * ops->init) and owned by the context from then on; NULL when out of memory. */
void *cgu_ctx_state_get(cg_ctx *ctx, cgu_ctx_slot slot, const cgu_ctx_slot_ops *ops);

/* Start a new public call: its node budget begins at zero. */
static inline void cgu_ctx_begin(cg_ctx *ctx)
{
    ctx->nodes = 0;
    ctx->next_report = ctx->progress != NULL ? CGU_PROGRESS_EVERY : UINT64_MAX;
}

/* Call the progress callback (ctx.c): CG_OK, or CG_ECANCELED when it asks to stop. */
int cgu_ctx_report(cg_ctx *ctx);

/* Charge n new nodes to the current call; CG_ELIMIT once the limit is passed,
 * CG_ECANCELED when the context's progress callback asks to stop. */
static inline int cgu_ctx_charge(cg_ctx *ctx, uint64_t n)
{
    ctx->nodes += n;
    if (ctx->node_limit != 0 && ctx->nodes > ctx->node_limit)
        return CG_ELIMIT;
    if (ctx->nodes >= ctx->next_report)
        return cgu_ctx_report(ctx);
    return CG_OK;
}

/* When a computation is known to charge n nodes in all before it can answer,
 * CG_ELIMIT at once if they would pass the limit (rather than after the work
 * and memory of the part below it), else CG_OK without charging. */
static inline int cgu_ctx_can_afford(const cg_ctx *ctx, uint64_t n)
{
    if (ctx->node_limit != 0 && (ctx->nodes > ctx->node_limit || n > ctx->node_limit - ctx->nodes))
        return CG_ELIMIT;
    return CG_OK;
}

#endif
