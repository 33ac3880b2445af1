/*
 * The facts of a position of the spoiled-cookie game that `cookiegame
 * analyze` prints and the explorer's position page shows: gathered here
 * once, so that the two ask the library the same questions, in the same
 * order, and stop at the same point when a search reaches its node limit;
 * each front end only writes them its own way.
 */
#ifndef COOKIEGAME_TOOL_POSITION_FACTS_H
#define COOKIEGAME_TOOL_POSITION_FACTS_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame.h>

/* Larger reduced forms are searched only when asked (force_search): a
 * strict position's values but the Grundy value come from the theory at any
 * size, a search of a large reduced form may take minutes. */
#define POSITION_AUTO_SEARCH_HEAPS 200

/* Statuses of a value beside the library's (which are all <= 0). */
#define POSITION_NOT_SEARCHED 1   /* the reduced form is large and no search was asked for */
#define POSITION_NOT_DEFINED 2    /* a value normal play has and misère play has not */
#define POSITION_GAME_OVER 3      /* misère play: no edible cookie, the player to move has won */

typedef struct position_facts {
    const cg_position *p;         /* borrowed: the caller's, kept alive by it */
    int misere;                   /* misère play: who eats the last edible cookie loses */
    cg_position *reduced;
    size_t n;                     /* heaps of p */
    uint32_t surplus;
    int strict;
    int has_d;                    /* only strict positions have a D-value */
    uint32_t d;
    /* Each value's status: CG_OK, a POSITION_ pseudo-status, or the
     * library's (CG_ELIMIT, CG_ERANGE ...; CG_EDOMAIN for the interval or
     * move: there is none). A value is read only when its status is CG_OK. */
    int rc_outcome, rc_grundy, rc_remote, rc_susp, rc_moves, rc_interval, rc_move;
    cg_outcome outcome;
    uint32_t grundy, remoteness, suspense;
    uint8_t *winning;             /* n flags: eating heap i wins */
    size_t first, last, move;     /* the winning interval, a winning move */
    uint64_t memory;              /* bytes of the reduced form and the flags, charged */
} position_facts;

/* Fill *f with the facts of p in normal or misère play, searching with ctx
 * (its node limit bounds the whole gathering: once one search reaches it,
 * the values that need a search are not asked and have status CG_ELIMIT).
 * force_search searches reduced forms larger than
 * POSITION_AUTO_SEARCH_HEAPS. The facts' own arrays, the reduced form and
 * the winning flags (5 bytes a heap at most), are checked against max_bytes
 * (0: only what the process may use) before they are made, and what is left
 * becomes ctx's memory limit, so that the library's flags and searches stay
 * within the same bound. A status of the library: CG_OK (some values may
 * still be unknown: see their statuses) or a failure of the position itself
 * (CG_ENOMEM, with the detail); either way position_facts_free(f) releases
 * it. */
int position_facts_gather(cg_ctx *ctx, const cg_position *p, int misere, int force_search,
                          uint64_t max_bytes, position_facts *f);

/* Whether every value is known (the Grundy value of misère play, which is
 * not defined, aside). */
int position_facts_complete(const position_facts *f);

/* The caption of the box diagram (box_svg_write): the position (cut with
 * "..."), its outcome and play, and whether the winning moves are marked. */
void position_facts_caption(const position_facts *f, char *buf, size_t cap);

void position_facts_free(position_facts *f);

#endif
