/*
 * Run a loop over [0, items) on several threads: workers take chunks from a
 * shared counter; the calling thread works too and is the only one that calls
 * the user's progress callback (so callbacks never run on worker threads).
 */
#ifndef CG_UTIL_PARALLEL_H
#define CG_UTIL_PARALLEL_H

#include <stdint.h>

#include <cookiegame/common.h>

/* Process items [begin, end) as worker `worker` (0 = the calling thread).
 * Return CG_OK, or a status that stops every worker and is returned. */
typedef int (*cgu_chunk_fn)(void *arg, unsigned worker, uint64_t begin, uint64_t end);

typedef struct cgu_progress {
    cg_progress_fn fn;     /* may be NULL */
    void *user_data;
    uint64_t done;         /* units finished before this loop */
    uint64_t total;        /* units in the whole computation */
    uint64_t per_item;     /* units per loop item */
} cgu_progress;

/*
 * Run fn over [0, items) in chunks of `chunk` items on `threads` threads (fewer
 * if threads cannot be created). Returns CG_OK, the first failing status of fn,
 * or CG_ECANCELED when the progress callback asks to stop. On return every
 * worker has finished and prog->done has advanced by the items processed.
 */
int cgu_parallel_for(unsigned threads, uint64_t items, uint64_t chunk,
                     cgu_chunk_fn fn, void *arg, cgu_progress *prog);

/* Report progress (units done so far) from the calling thread; CG_ECANCELED
 * when the callback asks to stop. */
int cgu_progress_report(const cgu_progress *prog);

#endif
