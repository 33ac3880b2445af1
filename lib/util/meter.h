/*
 * A memory meter shared by worker threads: the bytes a computation holds,
 * charged before each allocation that grows with its input and released when
 * it is freed, checked against a caller's bound and against what the process
 * may use. The census listings grow in the workers, in steps no one can
 * foresee (how many positions a value has), so they are charged as they grow
 * rather than estimated up front; cg_ctx (ctx.h) does the same for the
 * single-threaded searches, which know their own context.
 */
#ifndef CG_UTIL_METER_H
#define CG_UTIL_METER_H

#include <stdatomic.h>
#include <stdint.h>

typedef struct cgu_meter {
    _Atomic uint64_t live;       /* bytes charged and not released */
    _Atomic uint64_t peak;       /* the most live has been */
    _Atomic uint64_t unchecked;  /* bytes charged since the process's room was last read */
    /* Bytes charged whose allocations are not made yet (cgu_meter_made):
     * the room read from the system does not show them, and two workers
     * that read the same room must not both take it. */
    _Atomic uint64_t inflight;
    uint64_t limit;              /* the caller's bound; 0 = none */
    /* The first refusal, for the detail the caller's thread writes
     * (cgu_meter_fail): a worker's own detail is lost with its thread. */
    _Atomic uint64_t refused;    /* bytes asked for; 0 = none refused */
    _Atomic uint64_t room;       /* the process's room then; 0 = the limit refused */
    _Atomic int bound;           /* a cgu_mem_bound, with room */
} cgu_meter;

/* A meter with a bound (0: none) that already holds `held` bytes (charged
 * up front by the caller). */
void cgu_meter_init(cgu_meter *m, uint64_t limit, uint64_t held);

/* Charge bytes about to be allocated, from any thread: CG_OK, or CG_ENOMEM
 * (without a detail: see cgu_meter_fail) when live would pass the limit or
 * the process's room. The room is read when a charge or the charges since
 * the last reading reach CGU_RESERVE_FREE: a few system calls per MiB. After
 * CG_OK, call cgu_meter_made once the allocation is made (or failed). */
int cgu_meter_charge(cgu_meter *m, uint64_t bytes);

/* The allocation of a charge of bytes is made (or failed): the process's
 * room shows it from now on. */
void cgu_meter_made(cgu_meter *m, uint64_t bytes);

/* Give back bytes charged and now freed. */
void cgu_meter_release(cgu_meter *m, uint64_t bytes);

/* CG_ENOMEM with the detail of the meter's first refusal ("<what> needs 8.4
 * MB more, past the memory limit of 10.0 MB"), on the caller's thread. */
int cgu_meter_fail(const cgu_meter *m, const char *what);

#endif
