/*
 * The facts of a short partizan game that `cookiegame game` prints and the
 * explorer's game page shows: gathered here once, so that the two cannot
 * drift apart (the same statuses, the same rule for a thermograph that does
 * not fit); each front end only writes them its own way.
 */
#ifndef COOKIEGAME_TOOL_GAME_FACTS_H
#define COOKIEGAME_TOOL_GAME_FACTS_H

#include <cookiegame.h>

#include "tool.h"

typedef struct game_facts {
    char *canonical;              /* tool_game_text(): cut past TOOL_GAME_TEXT_MAX */
    cg_outcome outcome;
    uint64_t birthday;            /* cg_game_birthday64: the integer 2^62 is born on day 2^62 */
    cg_dyadic left_stop, right_stop;
    /* CG_OK, or CG_ERANGE when the thermograph does not fit where the game
     * does: then mean, temperature and thermograph are unset (NULL) and the
     * walls empty, and the front ends say "does not fit" (null in JSON). */
    int thermal;
    cg_dyadic mean, temperature;
    cg_thermograph *thermograph;
    tool_buf walls[2];            /* thermo_wall_text(): [0] Left's, [1] Right's */
} game_facts;

/* Fill *f with the facts of g, in the order that a limit or failure stops
 * (canonical form, outcome, birthday, stops, thermal values, thermograph,
 * walls). A status of the library: CG_OK, or the first failure (CG_ELIMIT at
 * ctx's node limit, CG_ENOMEM ...), with *f then partly filled. Either way
 * game_facts_free(f) releases it. */
int game_facts_gather(cg_ctx *ctx, const cg_game *g, game_facts *f);

void game_facts_free(game_facts *f);

#endif
