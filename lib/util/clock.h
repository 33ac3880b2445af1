/*
 * The monotonic clock in seconds, for work that saves its state at intervals
 * (the hunt's checkpoint, the Cookie Cutter table's).
 */
#ifndef CG_UTIL_CLOCK_H
#define CG_UTIL_CLOCK_H

/* Seconds since some fixed moment; never goes back. */
double cgu_now_seconds(void);

#endif
