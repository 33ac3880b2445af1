/*
 * A counting, fault-injecting allocator for the test suites (sqlite's test_malloc
 * idea): it counts live blocks and can fail the Nth allocation, so every test can
 * check that each failure returns CG_ENOMEM and leaks nothing.
 */
#ifndef CG_TESTS_FAULT_ALLOC_H
#define CG_TESTS_FAULT_ALLOC_H

#include <stddef.h>

/* Install the counting allocator through cg_set_allocator(); no failures yet. */
void fault_alloc_install(void);
/* Restore malloc. */
void fault_alloc_uninstall(void);
/* Fail the allocation (or reallocation) number n from now on (0 = the next
 * one), and every later one too when sticky; n < 0 disables failures. */
void fault_alloc_fail_at(long n, int sticky);
/* Blocks allocated and not yet freed. */
long fault_alloc_live(void);
/* Allocations and reallocations made since install. */
long fault_alloc_calls(void);

/* Fail every allocation (or growth) that would take the bytes live in the
 * library's blocks past cap: a process under a memory limit (0 = no cap). */
void fault_alloc_cap_bytes(size_t cap);
/* Bytes live in the library's blocks, and their peak since install or
 * fault_alloc_reset_peak() (which sets it to the bytes live now). */
size_t fault_alloc_live_bytes(void);
size_t fault_alloc_peak_bytes(void);
void fault_alloc_reset_peak(void);

/*
 * Run op(arg) with the allocation number 0, 1, 2, ... failing, until op succeeds
 * without any failure being triggered. Each failing run must return CG_ENOMEM
 * and leave exactly as many live blocks as before; on success cleanup(arg) is
 * called and must bring the live count back too. Returns the number of
 * allocations op needs, or -1 after reporting a problem through Check.
 */
long fault_sweep(int (*op)(void *arg), void (*cleanup)(void *arg), void *arg);

#endif
