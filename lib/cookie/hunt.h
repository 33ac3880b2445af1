/* The parts of the hunt (hunt.c, cg_position_hunt) that the internal tests
 * check on their own. */
#ifndef COOKIE_HUNT_H
#define COOKIE_HUNT_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/cookie.h>

/*
 * Each worker's share of the hunt's memory budget for its search caches, in
 * bytes, once the list of candidates (list bytes) is made; 0 when nothing
 * bounds them, else at least 1 (a budget used up by the list makes every
 * search fail with the share's message rather than run unbounded).
 *
 * With the caller's memory limit (limit != 0) the list comes off the limit.
 * Without one the budget is three quarters of room, the memory the process
 * may still use (cgu_available_memory) measured once the list is made: the
 * list is already out of it, so it is not taken off again (it once was, and
 * a list of a third of the room left each worker 1 byte). room 0: unknown.
 */
uint64_t cookie_hunt_worker_share(uint64_t limit, uint64_t room, uint64_t list, unsigned threads);

/*
 * Sort the n input pointers of a hunt by their reduced forms and move one of
 * each reduced form to the front, in order: the number kept. Inputs with the
 * same reduced form have the same predecessors, so repeats (a list given
 * twice, a census row and the same position typed) would only list the same
 * candidates again, in a list that can take most of the memory.
 */
size_t cookie_hunt_unique_inputs(const cg_position **inputs, size_t n);

#endif
