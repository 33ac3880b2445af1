#include "parallel.h"

#include <pthread.h>
#include <stdatomic.h>

#include "alloc.h"

typedef struct shared {
    cgu_chunk_fn fn;
    void *arg;
    uint64_t items, chunk;
    _Atomic uint64_t next;       /* first item not yet handed out */
    _Atomic uint64_t finished;   /* items processed */
    _Atomic int status;          /* first failure, CG_OK while running */
} shared;

typedef struct worker {
    shared *s;
    unsigned index;
    pthread_t thread;
} worker;

static void fail(shared *s, int rc)
{
    int expected = CG_OK;
    atomic_compare_exchange_strong(&s->status, &expected, rc);
}

/* Take and process one chunk; 0 when there is nothing left or work stopped. */
static int step(shared *s, unsigned index)
{
    if (atomic_load(&s->status) != CG_OK)
        return 0;
    uint64_t begin = atomic_fetch_add(&s->next, s->chunk);
    if (begin >= s->items)
        return 0;
    uint64_t end = s->items - begin < s->chunk ? s->items : begin + s->chunk;
    int rc = s->fn(s->arg, index, begin, end);
    if (rc != CG_OK) {
        fail(s, rc);
        return 0;
    }
    atomic_fetch_add(&s->finished, end - begin);
    return 1;
}

static void *worker_main(void *p)
{
    worker *w = p;
    while (step(w->s, w->index))
        ;
    return NULL;
}

int cgu_progress_report(const cgu_progress *prog)
{
    if (prog == NULL || prog->fn == NULL)
        return CG_OK;
    return prog->fn(prog->user_data, prog->done, prog->total) ? CG_ECANCELED : CG_OK;
}

int cgu_parallel_for(unsigned threads, uint64_t items, uint64_t chunk,
                     cgu_chunk_fn fn, void *arg, cgu_progress *prog)
{
    shared s;
    s.fn = fn;
    s.arg = arg;
    s.items = items;
    s.chunk = chunk ? chunk : 1;
    atomic_init(&s.next, 0);
    atomic_init(&s.finished, 0);
    atomic_init(&s.status, CG_OK);

    if (threads == 0)
        threads = 1;
    worker *workers = threads > 1 ? cgu_calloc(threads - 1, sizeof *workers) : NULL;
    unsigned started = 0;
    for (unsigned i = 0; workers != NULL && i + 1 < threads; i++) {
        workers[i].s = &s;
        workers[i].index = i + 1;
        if (pthread_create(&workers[i].thread, NULL, worker_main, &workers[i]) != 0)
            break;   /* fewer threads: the work still gets done */
        started++;
    }

    uint64_t reported = prog != NULL ? prog->done : 0;
    while (step(&s, 0)) {
        if (prog != NULL && prog->fn != NULL) {
            cgu_progress now = *prog;
            now.done = reported + atomic_load(&s.finished) * prog->per_item;
            if (cgu_progress_report(&now) != CG_OK)
                fail(&s, CG_ECANCELED);
        }
    }
    for (unsigned i = 0; i < started; i++)
        pthread_join(workers[i].thread, NULL);
    cgu_free(workers);
    if (prog != NULL)
        prog->done = reported + atomic_load(&s.finished) * prog->per_item;
    return atomic_load(&s.status);
}
