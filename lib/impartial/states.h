/*
 * The list of states a user's callback fills (cg_state_list): byte strings
 * stored end to end, with the end offset of each. The engine also uses lists
 * as stacks (truncating them back), so one allocation serves a whole search.
 */
#ifndef CG_IMPARTIAL_STATES_H
#define CG_IMPARTIAL_STATES_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/impartial.h>

struct cg_state_list {
    uint8_t *bytes;
    size_t nbytes, bytes_cap;
    size_t *ends;   /* ends[i]: one past the last byte of state i */
    size_t n, ends_cap;
};

static inline const uint8_t *impartial_states_at(const cg_state_list *l, size_t i, size_t *len)
{
    size_t start = i == 0 ? 0 : l->ends[i - 1];
    *len = l->ends[i] - start;
    return l->bytes + start;
}

/* Drop states i, i+1, ... (i <= n). */
static inline void impartial_states_truncate(cg_state_list *l, size_t i)
{
    l->n = i;
    l->nbytes = i == 0 ? 0 : l->ends[i - 1];
}

void impartial_states_free(cg_state_list *l);

#endif
