/**
 * @file common.h
 * @brief Versions, status codes, outcomes, the allocator hook, contexts and progress
 *        callbacks shared by every libcookiegame module.
 *
 * Conventions that hold for the whole library:
 *
 * - Every fallible function returns an `int`: #CG_OK (0) or a negative #cg_status,
 *   and its documentation lists every status it can return. Results come back
 *   through out-parameters, which are written only on success (the `*_format`
 *   functions also report the needed length on #CG_ERANGE; their `len` may be
 *   NULL).
 * - A NULL pointer where an object is needed, an index outside an object, or an
 *   object from another context is #CG_EINVAL; a size or value above a documented
 *   limit ("too large") is #CG_ERANGE.
 * - Indices are 0-based everywhere in the API (heaps, jars, options, bits of jar
 *   masks). The papers number from 1; pages that quote them say so.
 * - Predicates that cannot fail return 1 or 0.
 * - No function prints, aborts or exits; bad input gets a status, never a crash.
 * - Objects are independent: a ::cg_ctx belongs to one thread at a time, and two
 *   threads working with two contexts share no mutable state. A call on a
 *   context that another thread is inside returns #CG_EBUSY (since 1.2; before
 *   it, such a call corrupted the context). The only global state is the
 *   allocator hook (and each thread's cg_error_detail()).
 */
#ifndef COOKIEGAME_COMMON_H
#define COOKIEGAME_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/version.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief The version of the library the program runs against.
 *
 * @return `(major << 16) | (minor << 8) | patch`; compare with #CG_VERSION_NUMBER
 *         to detect headers that do not match the shared library. O(1).
 * @since 1.0
 */
unsigned cg_version(void);

/**
 * @brief The version of the library the program runs against, as text.
 *
 * @return A static string "MAJOR.MINOR.PATCH", owned by the library; never NULL. O(1).
 * @since 1.0
 */
const char *cg_version_string(void);

/**
 * @brief Status codes returned by every fallible function.
 * @since 1.0
 */
typedef enum cg_status {
    CG_OK = 0,          /**< Success. */
    CG_EINVAL = -1,     /**< An argument is invalid (NULL where an object is needed, index out of range, a game of another context, ...). */
    CG_ENOMEM = -2,     /**< An allocation failed; nothing was changed or leaked. */
    CG_ERANGE = -3,     /**< A value or size does not fit (overflow, output buffer too small, above a documented limit). */
    CG_EPARSE = -4,     /**< Malformed text. */
    CG_ELIMIT = -5,     /**< The context's node limit stopped a search before it finished. */
    CG_EDOMAIN = -6,    /**< The question has no answer for this input (for example the D-value of a non-strict position). */
    CG_EBUSY = -7,      /**< The context is inside a call made by another thread (since 1.2; a context serves one thread at a time). */
    CG_ECANCELED = -8   /**< A progress callback asked the computation to stop. */
} cg_status;

/**
 * @brief A short English description of a status code.
 *
 * @param status A #cg_status value (any int is accepted).
 * @return A static string owned by the library, never NULL; unknown codes give
 *         "unknown status". O(1).
 * @since 1.0
 */
const char *cg_strerror(int status);

/**
 * @brief Outcome classes of combinatorial games.
 *
 * Impartial games are only ever #CG_OUTCOME_P or #CG_OUTCOME_N. Partizan games use
 * all four. Functions that take a set of outcomes use the bit `1u << outcome`.
 * @since 1.0
 */
typedef enum cg_outcome {
    CG_OUTCOME_P = 0,   /**< The previous player (the one who just moved) wins. */
    CG_OUTCOME_N = 1,   /**< The next player (the one about to move) wins. */
    CG_OUTCOME_L = 2,   /**< Left wins whoever starts. */
    CG_OUTCOME_R = 3    /**< Right wins whoever starts. */
} cg_outcome;

/**
 * @brief Progress callback of long computations.
 *
 * Called from the thread that started the computation, never from a worker thread,
 * at least once at the start and once at the end, and every so often in between.
 *
 * @param user_data The pointer given to the long-running function.
 * @param done      Work units finished so far.
 * @param total     Work units in all (the unit is stated by each function).
 * @return 0 to continue; any other value stops the computation, which then returns
 *         #CG_ECANCELED and frees what it allocated.
 * @since 1.0
 */
typedef int (*cg_progress_fn)(void *user_data, uint64_t done, uint64_t total);

/**
 * @brief A memory allocator that replaces malloc, realloc and free.
 *
 * Every allocation the library makes goes through the installed allocator. All
 * three functions must be set. `realloc` is never called with a NULL pointer or a
 * zero size, and `free` is never called with NULL. If the exhaustive engines are
 * used with more than one thread, the functions must be thread-safe.
 * @since 1.0
 */
typedef struct cg_allocator {
    /** Allocate @p size bytes (size > 0), aligned for any type; NULL on failure. */
    void *(*alloc)(size_t size, void *user_data);
    /** Resize a block from this allocator to @p size bytes; NULL on failure (the old block stays valid). */
    void *(*realloc)(void *ptr, size_t size, void *user_data);
    /** Release a block from this allocator. */
    void (*free)(void *ptr, void *user_data);
    /** Passed unchanged to the three functions. */
    void *user_data;
} cg_allocator;

/**
 * @brief Install the allocator used for every allocation of the library.
 *
 * Install it before any other call, while no library object exists: blocks are
 * always freed with the allocator installed at the time of the free. This is the
 * library's only global mutable state; do not call it while another thread uses
 * the library.
 *
 * @param a The allocator to copy, or NULL to restore the C library's malloc,
 *          realloc and free.
 * @retval CG_OK     Installed.
 * @retval CG_EINVAL @p a is not NULL but one of its functions is NULL; the previous
 *                   allocator stays installed.
 * @since 1.0
 */
int cg_set_allocator(const cg_allocator *a);

/**
 * @brief A context: caches, interned partizan games and a search budget.
 *
 * Searches memoise what they learn in the context they are given, so later
 * questions about related positions are cheap. A context may be used by one
 * thread at a time; use one context per thread.
 * @since 1.0
 */
typedef struct cg_ctx cg_ctx;

/**
 * @brief The detail of the last failure on the calling thread, in one sentence.
 *
 * A status says what kind of failure happened; the detail says which value,
 * which limit, which file: "census to 31 heaps: at most 30 can be computed",
 * "checkpoint dir/level-12.bin: checksum mismatch in block 3 (offset 65560)",
 * "the computation needs 9.0 GB, more than the memory limit of 4.0 GB".
 * Every function that takes a ::cg_ctx, the census functions of tables.h
 * and the parsers clear it when they start and set it when they fail with a
 * detail to give; it is the empty string when the failure had none. Read it
 * right after the failing call, on the same thread: the next call may
 * change it.
 *
 * @return A NUL-terminated string owned by the library, valid until the next
 *         call of the library on this thread; never NULL. O(1).
 * @since 1.2
 */
const char *cg_error_detail(void);

/**
 * @brief Create an empty context with no node limit.
 *
 * @param[out] out Receives the new context, owned by the caller and released with
 *                 cg_ctx_free(). Written only on success.
 * @retval CG_OK     Created.
 * @retval CG_EINVAL @p out is NULL.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 */
int cg_ctx_new(cg_ctx **out);

/**
 * @brief Free a context and everything it holds (caches and interned games).
 *
 * Pointers to games interned in the context become invalid.
 * @param ctx The context; NULL is a no-op.
 * @since 1.0
 */
void cg_ctx_free(cg_ctx *ctx);

/**
 * @brief Bound the work of each search made with this context.
 *
 * A node is one position (or game) that a single call evaluates for the first
 * time, that is one that was not already in the context's caches. When one call
 * would evaluate more than @p max_nodes new nodes it stops and returns
 * #CG_ELIMIT. What it learned stays cached, so a later call can go further.
 *
 * @param ctx       The context.
 * @param max_nodes The new limit per call; 0 means unlimited (the default).
 * @retval CG_OK     Set.
 * @retval CG_EINVAL @p ctx is NULL.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 */
int cg_ctx_set_node_limit(cg_ctx *ctx, uint64_t max_nodes);

/**
 * @brief Bound the memory each call made with this context may set aside.
 *
 * Before a call allocates memory that grows with its input (a position's
 * heaps, a search stack, a memo or a table), it checks the bytes against what
 * the process may really use now: the machine's available memory, the limit
 * of its cgroup less the cgroup's usage (containers, batch jobs) and
 * `ulimit -v` / `ulimit -d` less what the process already maps. With a limit
 * set here, the call's memory must also stay within @p max_bytes. A call
 * that would pass either stops before allocating and returns #CG_ENOMEM, and
 * cg_error_detail() gives the figures ("... needs 34.4 GB, more than the
 * 3.8 GB this process may use (free memory)"). Searches whose stacks grow
 * as they go check each growth, so they stop cleanly rather than be killed.
 * The partizan games of a context outlive the calls that make them: for
 * them the limit bounds everything they hold (partizan.h).
 *
 * @param ctx       The context.
 * @param max_bytes The new limit per call in bytes; 0 (the default) sets no
 *                  limit of its own: the process's real availability still
 *                  applies. A limit can only lower it.
 * @retval CG_OK     Set.
 * @retval CG_EINVAL @p ctx is NULL.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.2
 */
int cg_ctx_set_memory_limit(cg_ctx *ctx, uint64_t max_bytes);

/**
 * @brief The bytes the calls made with @p ctx have set aside since it was
 *        made: the figure its memory checks counted (each call's own
 *        reservations are checked against the limit of
 *        cg_ctx_set_memory_limit()).
 *
 * Memos kept in the context between calls count once, when they grew; a
 * call's buffers freed when it returns count in every call that made them.
 * Unlike the other calls on a context, this one may be made while another
 * thread is inside a call on @p ctx (a monitor, a progress display): it
 * reads a snapshot, which only grows.
 *
 * @param ctx        The context.
 * @param[out] bytes Receives the figure.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p ctx or @p bytes is NULL.
 * @since 1.2
 */
int cg_ctx_memory_reserved(const cg_ctx *ctx, uint64_t *bytes);

/**
 * @brief Check, before allocating, that @p bytes fit under a caller's bound
 *        and in what the process may use now, as the library checks its own
 *        allocations (see cg_ctx_set_memory_limit()).
 *
 * For a program that charges its own memory (the tables it prints, the
 * buffers it hands the library) against the same bound as the library's.
 *
 * @param bytes     The bytes about to be allocated.
 * @param max_bytes The caller's bound; 0 means none (what the process may use
 *                  still applies).
 * @param what      What the memory is for, the subject of the detail ("the
 *                  table of positions needs 1.2 GB, more than ..."); NULL: "the
 *                  allocation".
 * @retval CG_OK     They fit.
 * @retval CG_ENOMEM They do not; cg_error_detail() gives the figures and the
 *                   bound that refused.
 * @since 1.2
 */
int cg_memory_check(uint64_t bytes, uint64_t max_bytes, const char *what);

/**
 * @brief Watch, and stop, the searches made with this context.
 *
 * Every function that charges the context's node limit then calls @p progress
 * every 65536 nodes of a call, with @p done the nodes charged so far in that
 * call and @p total the node limit (0 when unlimited), from the calling
 * thread (unlike the long-running functions of tables.h, not necessarily at
 * the start and the end of a call). When it returns nonzero the computation stops and the function
 * returns #CG_ECANCELED; what it learned stays cached, as after #CG_ELIMIT.
 * An interactive program uses it for a progress display and to honour Ctrl-C
 * (a signal handler sets a flag that the callback returns).
 *
 * @param ctx       The context.
 * @param progress  The callback, or NULL to remove it (the default).
 * @param user_data Passed to @p progress.
 * @retval CG_OK     Set, from the next call on.
 * @retval CG_EINVAL @p ctx is NULL.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.1
 */
int cg_ctx_set_progress(cg_ctx *ctx, cg_progress_fn progress, void *user_data);

/**
 * @brief Drop every cache of the context to release memory.
 *
 * Interned partizan games stay valid: only memoised search results, sums and
 * comparisons are dropped. The node limit is kept.
 * @param ctx The context.
 * @retval CG_OK     Cleared.
 * @retval CG_EINVAL @p ctx is NULL.
 * @retval CG_EBUSY  Another thread is inside a call on @p ctx.
 * @since 1.0
 */
int cg_ctx_clear(cg_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_COMMON_H */
