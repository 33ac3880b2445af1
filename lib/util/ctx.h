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

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>

#include "detail.h"
#include "map64.h"
#include "wmap.h"

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
    /* The thread inside a public call on this context (cgu_thread_id()), 0
     * when none: a second thread is turned away with CG_EBUSY instead of
     * corrupting the caches. depth counts the owner's nested public calls
     * (cg_oddeven_outcome calls cg_game_sum), touched by the owner only. */
    _Atomic uintptr_t owner;
    unsigned depth;
    uint64_t node_limit;   /* 0 = unlimited */
    uint64_t memory_limit; /* bytes one call may set aside; 0 = only what the process may use */
    uint64_t reserved;     /* bytes set aside (cgu_ctx_reserve) since the outermost call began */
    /* Bytes set aside by every call since the context was made. Atomic:
     * cg_ctx_memory_reserved may read it from another thread (a monitor, a
     * progress callback) while a call on the context adds to it. */
    _Atomic uint64_t reserved_all;
    /* Bytes set aside in reservations too small to read the process's room
     * for (CGU_RESERVE_FREE) since it was last read: once they add up to
     * that much it is read again, so many small growths (the spans of the
     * Wythoff strip) cannot pass it unseen. */
    uint64_t unchecked;
    uint64_t nodes;        /* nodes charged since the current call began */
    uint64_t next_report;  /* nodes at which progress is next called; UINT64_MAX without one */
    cg_progress_fn progress;
    void *progress_data;
    void *state[CGU_SLOT_COUNT];
    const cgu_ctx_slot_ops *ops[CGU_SLOT_COUNT];
};

/* A number of the calling thread, never 0: the address of its state. */
static inline uintptr_t cgu_thread_id(void)
{
    return (uintptr_t)&cgu_thread;
}

/* Enter a public call on ctx: CG_OK when the calling thread now holds it (or
 * already did: a nested call), CG_EBUSY (with the detail) when another thread
 * is inside a call on it. The outermost entry clears the failure detail. One
 * compare-and-swap when the context is free, which it is unless the caller
 * broke the one-thread-at-a-time rule. */
static inline int cgu_ctx_enter(cg_ctx *ctx)
{
    uintptr_t self = cgu_thread_id(), holder = 0;
    if (atomic_compare_exchange_strong_explicit(&ctx->owner, &holder, self, memory_order_acquire,
                                                memory_order_relaxed)) {
        ctx->depth = 1;
        ctx->reserved = 0;
        /* The outermost call's node budget and progress schedule; calls
         * nested in it share them (cgu_ctx_begin). */
        ctx->nodes = 0;
        ctx->next_report = ctx->progress != NULL ? CGU_PROGRESS_EVERY : UINT64_MAX;
        cgu_detail_clear();
        return CG_OK;
    }
    if (holder == self) {
        ctx->depth++;
        return CG_OK;
    }
    return cgu_fail(CG_EBUSY, "the context is in use by another thread: a context serves one "
                              "thread at a time (give each thread its own, or a lock)");
}

/* Leave a call entered with cgu_ctx_enter (only after it returned CG_OK). */
static inline void cgu_ctx_leave(cg_ctx *ctx)
{
    if (--ctx->depth == 0)
        atomic_store_explicit(&ctx->owner, 0, memory_order_release);
}

/* The hold of CGU_CTX_ENTER, released by the compiler on every return. */
typedef struct cgu_ctx_hold {
    cg_ctx *ctx;
} cgu_ctx_hold;

static inline void cgu_ctx_release(cgu_ctx_hold *hold)
{
    if (hold->ctx != NULL)
        cgu_ctx_leave(hold->ctx);
}

/*
 * The first statement of every public function that takes a context: hold
 * ctx for the whole call, or return CG_EBUSY (CGU_CTX_ENTER_OR: return the
 * given value, for functions that return a pointer). A NULL ctx is left to
 * the function's own argument checks. The hold is released when the function
 * returns, by any path (the cleanup attribute of GCC and Clang), so no early
 * return can leave a context held.
 */
#define CGU_CTX_ENTER_OR(ctx, busy)                                                   \
    cgu_ctx_hold cgu_ctx_hold_ __attribute__((cleanup(cgu_ctx_release))) = { NULL }; \
    do {                                                                              \
        if ((ctx) != NULL) {                                                          \
            if (cgu_ctx_enter(ctx) != CG_OK)                                          \
                return (busy);                                                        \
            cgu_ctx_hold_.ctx = (ctx);                                                \
        }                                                                             \
    } while (0)
#define CGU_CTX_ENTER(ctx) CGU_CTX_ENTER_OR(ctx, CG_EBUSY)

/* The module's state, or NULL when it has none yet. */
static inline void *cgu_ctx_state(cg_ctx *ctx, cgu_ctx_slot slot)
{
    return ctx->state[slot];
}

/* The module's state, made on first use (ops->size zeroed bytes, then
 * ops->init) and owned by the context from then on; NULL when out of memory. */
void *cgu_ctx_state_get(cg_ctx *ctx, cgu_ctx_slot slot, const cgu_ctx_slot_ops *ops);

/* Start a new public call: its node budget begins at zero. A public call
 * made inside another on the same context (cg_oddeven_count's game sums,
 * cg_game_parse's cg_game_parse_ex) is part of it: the budget and the
 * progress schedule that the outermost entry began go on (cgu_ctx_enter),
 * so a limit or a Ctrl-C cannot be escaped by the inner calls starting
 * over. depth is 0 for callers outside CGU_CTX_ENTER (the workers' own
 * contexts), which begin their budgets here. */
static inline void cgu_ctx_begin(cg_ctx *ctx)
{
    if (ctx->depth > 1)
        return;
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

/*
 * Set aside bytes for an allocation the current call is about to make,
 * BEFORE making it: CG_OK, or CG_ENOMEM with the detail ("<what> needs 34.4
 * GB, more than the 3.8 GB this process may use (ulimit -v)") when bytes pass
 * what the process may use now (cgu_available_memory) or, with the
 * context's memory limit, the limit less what the call already set aside.
 * `what` begins the detail: what the memory is for, the subject of
 * "needs" ("cmnim: a search stack of 500000001 positions"). ctx may be NULL (the process's
 * availability alone). A few system calls: call it per allocation that
 * grows with the input (or per doubling), never per node.
 */
int cgu_ctx_reserve(cg_ctx *ctx, uint64_t bytes, const char *what);

/* Give back bytes cgu_ctx_reserve set aside for an allocation that then
 * failed, so that a later, smaller or retried request of the same call is
 * not refused for memory never held. cg_ctx_memory_reserved()'s figure, a
 * snapshot that only grows, keeps them. */
void cgu_ctx_unreserve(cg_ctx *ctx, uint64_t bytes);

/* Below this a reservation skips the process's availability (only the
 * context's limit counts): not worth the system calls; a context reads it
 * again once its small reservations add up to this much. */
#define CGU_RESERVE_FREE (UINT64_C(1) << 20)

/* Add bytes to the figure of cg_ctx_memory_reserved() (saturating): what
 * cgu_ctx_reserve sets aside, and memos kept between calls (the game store)
 * that check their own bound when they grow. */
void cgu_ctx_count(cg_ctx *ctx, uint64_t bytes);

/* The check of cgu_ctx_reserve without setting anything aside: for a bound
 * on what a search may come to need (its deepest stack), refused at once
 * when even that cannot fit, while the search reserves as it grows. */
int cgu_ctx_fits(cg_ctx *ctx, uint64_t bytes, const char *what);

/* CG_OK when bytes fit under max_bytes (0: no bound of the caller's) and
 * in what the process may use now, else CG_ENOMEM with the detail "<what>
 * needs ...": the up-front check of computations that take a bound rather
 * than a context (the tables, the censuses; cg_memory_check()). */
int cgu_memory_check(uint64_t bytes, uint64_t max_bytes, const char *what);

/* The same without a context, for functions that take none. */
static inline int cgu_reserve(uint64_t bytes, const char *what)
{
    return cgu_ctx_reserve(NULL, bytes, what);
}

/* Before inserting a new key of nwords words into memo m (a cgu_wmap):
 * when the insert will double m, reserve its new slots and the records of
 * the keys that will fill them (about nwords + 1 words and value bytes
 * each). CG_OK, or CG_ENOMEM with the detail "<what> needs ...". */
int cgu_ctx_memo_grow(cg_ctx *ctx, const cgu_wmap *m, size_t nwords, const char *what);
static inline int cgu_ctx_memo_reserve(cg_ctx *ctx, const cgu_wmap *m, size_t nwords,
                                       const char *what)
{
    /* Per insert: one comparison unless the map is about to double. */
    if (2 * (m->count + 1) <= m->capacity)
        return CG_OK;
    return cgu_ctx_memo_grow(ctx, m, nwords, what);
}

/* The same for a cgu_map64 memo about to take one more entry: reserves the
 * doubled table when the insert will double it (the old table is freed
 * after the rehash). */
static inline int cgu_ctx_map64_reserve(cg_ctx *ctx, const cgu_map64 *m, const char *what)
{
    if (m->slots != NULL && 2 * (m->count + 1) <= m->capacity)
        return CG_OK;
    uint64_t capacity = m->capacity ? 2 * (uint64_t)m->capacity : 16;
    return cgu_ctx_reserve(ctx, capacity * sizeof(cgu_map64_slot), what);
}

/* cgu_grow (alloc.h) that first reserves the bytes the growth adds. */
int cgu_ctx_grow(cg_ctx *ctx, void **array, size_t *capacity, size_t need, size_t size,
                 const char *what);

#endif
