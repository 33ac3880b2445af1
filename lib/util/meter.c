/* The memory meter of parallel computations (meter.h). */
#include "meter.h"

#include <cookiegame/common.h>

#include "ctx.h"
#include "detail.h"
#include "sysmem.h"

void cgu_meter_init(cgu_meter *m, uint64_t limit, uint64_t held)
{
    atomic_init(&m->live, held);
    atomic_init(&m->peak, held);
    atomic_init(&m->unchecked, 0);
    atomic_init(&m->inflight, 0);
    m->limit = limit;
    atomic_init(&m->refused, 0);
    atomic_init(&m->room, 0);
    atomic_init(&m->bound, CGU_MEM_UNKNOWN);
}

/* Keep the first refusal only: later ones are its consequences. */
static int refuse(cgu_meter *m, uint64_t bytes, uint64_t room, cgu_mem_bound bound)
{
    uint64_t none = 0;
    if (atomic_compare_exchange_strong(&m->refused, &none, bytes ? bytes : 1)) {
        atomic_store(&m->room, room);
        atomic_store(&m->bound, (int)bound);
    }
    return CG_ENOMEM;
}

int cgu_meter_charge(cgu_meter *m, uint64_t bytes)
{
    if (bytes == 0)
        return CG_OK;
    uint64_t live = atomic_fetch_add(&m->live, bytes) + bytes;
    if (live < bytes || (m->limit != 0 && live > m->limit)) {
        atomic_fetch_sub(&m->live, bytes);
        return refuse(m, bytes, 0, CGU_MEM_UNKNOWN);
    }
    /* The room is what the process may still get, so what it already holds
     * is counted there: this charge and those of other threads not yet
     * allocated are compared with it, leaving the MiB that small charges may
     * take before the room is read again. */
    uint64_t inflight = atomic_fetch_add(&m->inflight, bytes) + bytes;
    uint64_t pending = atomic_fetch_add(&m->unchecked, bytes) + bytes;
    if (pending >= CGU_RESERVE_FREE) {
        atomic_fetch_sub(&m->unchecked, pending);
        cgu_mem_bound bound;
        uint64_t room = cgu_available_memory_bound(&bound);
        if (room != 0 && inflight + CGU_RESERVE_FREE > room) {
            atomic_fetch_sub(&m->inflight, bytes);
            atomic_fetch_sub(&m->live, bytes);
            return refuse(m, bytes, room, bound);
        }
    }
    uint64_t peak = atomic_load(&m->peak);
    while (live > peak && !atomic_compare_exchange_weak(&m->peak, &peak, live)) {
    }
    return CG_OK;
}

void cgu_meter_made(cgu_meter *m, uint64_t bytes)
{
    atomic_fetch_sub(&m->inflight, bytes);
}

void cgu_meter_release(cgu_meter *m, uint64_t bytes)
{
    atomic_fetch_sub(&m->live, bytes);
}

int cgu_meter_fail(const cgu_meter *m, const char *what)
{
    char need[32], have[32];
    uint64_t bytes = atomic_load(&m->refused), room = atomic_load(&m->room);
    if (bytes == 0)
        return CG_ENOMEM;   /* an allocation failed, not the meter */
    if (room == 0)
        return cgu_fail(CG_ENOMEM, "%s needs %s more, past the memory limit of %s", what,
                        cgu_bytes_text(need, sizeof need, bytes),
                        cgu_bytes_text(have, sizeof have, m->limit));
    return cgu_fail(CG_ENOMEM, "%s needs %s more, more than the %s this process may use (%s)",
                    what, cgu_bytes_text(need, sizeof need, bytes),
                    cgu_bytes_text(have, sizeof have, room),
                    cgu_mem_bound_name((cgu_mem_bound)atomic_load(&m->bound)));
}
