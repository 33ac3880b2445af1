/*
 * The facts of a position, gathered once for `cookiegame analyze`
 * (cmd-analyze.c) and the explorer's position page (web/explorer.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position-facts.h"

/* The values asked of the library, in the order they are asked. */
typedef enum fact {
    FACT_OUTCOME, FACT_GRUNDY, FACT_REMOTENESS, FACT_SUSPENSE, FACT_MOVES, FACT_INTERVAL, FACT_MOVE
} fact;

static int *status_of(position_facts *f, fact which)
{
    switch (which) {
    case FACT_OUTCOME:
        return &f->rc_outcome;
    case FACT_GRUNDY:
        return &f->rc_grundy;
    case FACT_REMOTENESS:
        return &f->rc_remote;
    case FACT_SUSPENSE:
        return &f->rc_susp;
    case FACT_MOVES:
        return &f->rc_moves;
    case FACT_INTERVAL:
        return &f->rc_interval;
    case FACT_MOVE:
    default:
        return &f->rc_move;
    }
}

/* Ask the library for one value of the play f->misere. Misère play has no
 * Grundy value, and its interval and move are read off the winning moves
 * (misere_from_moves): they are never asked. */
static int ask(cg_ctx *ctx, position_facts *f, fact which)
{
    const cg_position *p = f->p;
    switch (which) {
    case FACT_OUTCOME:
        return f->misere ? cg_position_misere_outcome(ctx, p, &f->outcome)
                         : cg_position_outcome(ctx, p, &f->outcome);
    case FACT_GRUNDY:
        return cg_position_grundy(ctx, p, &f->grundy);
    case FACT_REMOTENESS:
        return f->misere ? cg_position_misere_remoteness(ctx, p, &f->remoteness)
                         : cg_position_remoteness(ctx, p, &f->remoteness);
    case FACT_SUSPENSE:
        return f->misere ? cg_position_misere_suspense(ctx, p, &f->suspense)
                         : cg_position_suspense(ctx, p, &f->suspense);
    case FACT_MOVES:
        return f->misere ? cg_position_misere_winning_moves(ctx, p, f->winning, f->n)
                         : cg_position_winning_moves(ctx, p, f->winning, f->n);
    case FACT_INTERVAL:
        return cg_position_winning_interval(ctx, p, &f->first, &f->last);
    case FACT_MOVE:
    default:
        return cg_position_winning_move(ctx, p, &f->move);
    }
}

/* Misère play: the interval and one move from the winning moves (the
 * library answers them for normal play only). */
static void misere_from_moves(position_facts *f)
{
    f->rc_interval = f->rc_move = f->rc_moves;
    if (f->rc_moves != CG_OK)
        return;
    size_t first = 0;
    while (first < f->n && !f->winning[first])
        first++;
    if (first == f->n) {
        /* a P-position, or the end (an N-position with no move to make) */
        int over = f->rc_outcome == CG_OK && f->outcome == CG_OUTCOME_N;
        f->rc_interval = f->rc_move = over ? POSITION_GAME_OVER : CG_EDOMAIN;
        return;
    }
    size_t last = first;
    while (last + 1 < f->n && f->winning[last + 1])
        last++;
    size_t rest = last + 1;
    while (rest < f->n && !f->winning[rest])
        rest++;
    f->move = first;
    f->first = first;
    f->last = last;
    f->rc_interval = rest < f->n ? CG_EDOMAIN : CG_OK;
}

int position_facts_gather(cg_ctx *ctx, const cg_position *p, int misere, int force_search,
                          uint64_t max_bytes, position_facts *f)
{
    memset(f, 0, sizeof *f);
    f->p = p;
    f->misere = misere;
    f->n = cg_position_size(p);
    f->surplus = cg_position_surplus(p);
    f->strict = cg_position_is_strict(p);
    /* The reduced form has m = n - surplus heaps of 4 bytes and the flags a
     * byte a heap; the library's winning-move calls set aside a byte a heap
     * of both forms again (cg_position_winning_moves()): 300 MB for
     * --from-rows 300000000, which must count. The whole is checked here, so
     * that a bound too low is refused before anything is asked. */
    uint64_t m = (uint64_t)f->n - f->surplus;
    uint64_t own = 4 * m + f->n, library = m + f->n;
    char what[96];
    snprintf(what, sizeof what, "the facts of a position of %zu heaps (its reduced form and winning-move flags)", f->n);
    int rc = cg_memory_check(own + library, max_bytes, what);
    if (rc != CG_OK)
        return rc;
    f->memory = own;
    if (max_bytes != 0 && ctx != NULL &&
        (rc = cg_ctx_set_memory_limit(ctx, max_bytes > own ? max_bytes - own : 1)) != CG_OK)
        return rc;
    rc = cg_position_reduce(p, &f->reduced);
    if (rc != CG_OK)
        return rc;
    f->has_d = cg_position_dvalue(p, &f->d) == CG_OK;
    f->winning = malloc(f->n ? f->n : 1);
    if (f->winning == NULL)
        return CG_ENOMEM;
    int small = cg_position_size(f->reduced) <= POSITION_AUTO_SEARCH_HEAPS || force_search;
    /* Normal play answers a strict position from its D-values at any size,
     * except the Grundy value; misère play (the D-value theory is normal
     * play's) searches for everything. */
    int theory = !misere && f->strict;
    f->rc_grundy = misere ? POSITION_NOT_DEFINED : CG_OK;
    fact last = misere ? FACT_MOVES : FACT_MOVE;
    /* One memoised search gives every value at once, and a call that passes
     * a limit keeps what it found, so each further call would go on with a
     * fresh limit: once one has reached the node or the memory limit, the
     * values that need a search are not asked (they stay unknown for the
     * same reason), and the limits bound the whole gathering (seven times
     * a limit otherwise). The theory's values are always asked. */
    int stopped = CG_OK;
    for (fact which = FACT_OUTCOME; which <= last; which++) {
        if (which == FACT_GRUNDY && misere)
            continue;
        int needs_search = !theory || which == FACT_GRUNDY;
        int *rc_value = status_of(f, which);
        if (needs_search && !small)
            *rc_value = POSITION_NOT_SEARCHED;
        else if (needs_search && stopped != CG_OK)
            *rc_value = stopped;
        else
            *rc_value = ask(ctx, f, which);
        if (stopped == CG_OK && (*rc_value == CG_ELIMIT || *rc_value == CG_ENOMEM))
            stopped = *rc_value;
    }
    if (misere)
        misere_from_moves(f);
    return CG_OK;
}

int position_facts_complete(const position_facts *f)
{
    return f->rc_outcome == CG_OK && (f->rc_grundy == CG_OK || f->rc_grundy == POSITION_NOT_DEFINED) &&
           f->rc_remote == CG_OK && f->rc_susp == CG_OK && f->rc_moves == CG_OK;
}

void position_facts_caption(const position_facts *f, char *buf, size_t cap)
{
    char heaps[96];
    size_t len;
    if (cg_position_format(f->p, heaps, sizeof heaps, &len) == CG_ERANGE)
        strcpy(heaps + sizeof heaps - 4, "...");
    if (f->rc_outcome == CG_OK)
        snprintf(buf, cap, "%s: %s-position (%s play)%s", heaps, f->outcome == CG_OUTCOME_N ? "N" : "P",
                 f->misere ? "misere" : "normal",
                 f->outcome == CG_OUTCOME_N && f->rc_moves == CG_OK ? ", winning moves marked" : "");
    else
        snprintf(buf, cap, "%s (outcome unknown)", heaps);
}

void position_facts_free(position_facts *f)
{
    free(f->winning);
    cg_position_free(f->reduced);
    f->winning = NULL;
    f->reduced = NULL;
}
