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

/* A fact of 1.3 whose call may stop: CG_OK, CG_ELIMIT (the node limit
 * stopped it: the front ends say "(stopped: ...)", null in JSON) or CG_ERANGE
 * (a value does not fit: "does not fit", null). */
/* The texts of the facts of 1.3 are cut past this length (and say so, as
 * tool_game_text() does): the companion of a game whose canonical form takes
 * 69 million characters is as long, and one such text per summary is enough. */
#define GAME_FACT_TEXT_MAX ((size_t)256 << 10)

typedef struct game_fact_text {
    int st;
    char *text;                   /* malloc'ed, in the chosen notation; NULL unless st is CG_OK */
} game_fact_text;

typedef struct game_fact_bool {
    int st;
    int yes;
} game_fact_bool;

/* The incentives of one choice of players (cg_game_incentive_set()). */
typedef struct game_fact_set {
    int st;
    size_t n;
    char **texts;                 /* n malloc'ed texts */
} game_fact_set;

/* The predicates of CGSuite that game shows, in the order of their JSON keys
 * ("integer", ...): the names are shared with the explorer. */
enum {
    GAME_PRED_INTEGER, GAME_PRED_NIMBER, GAME_PRED_NUMBERISH, GAME_PRED_NUMBER_TINY,
    GAME_PRED_ORDINAL, GAME_PRED_IDEMPOTENT, GAME_PRED_EVEN, GAME_PRED_ODD,
    GAME_PRED_EVEN_TEMPERED, GAME_PRED_ODD_TEMPERED, GAME_PRED_UPTIMAL, GAME_NPREDS
};
extern const char *const game_pred_names[GAME_NPREDS];   /* "number_tiny", ... */

/* The facts of 1.3 (CGSuite's MisereOutcomeClass, StopCount, ...). Each is
 * its own call of the library under ctx's node limit, so one that stops does
 * not hide the others. */
typedef struct game_more_facts {
    int misere_st;
    cg_outcome misere;
    int stop_count_st;
    uint64_t stop_count;
    int follower_count_st;
    uint64_t follower_count;
    game_fact_bool atomic;
    game_fact_text atomic_weight; /* CG_EDOMAIN when not atomic */
    game_fact_text uptimal_expansion; /* CG_EDOMAIN when not uptimal */
    game_fact_text companion, freeze;
    game_fact_set incentives[3];  /* [0] both sides, [1] Left's, [2] Right's */
    game_fact_bool preds[GAME_NPREDS];
} game_more_facts;

/* Fill *m with the facts of 1.3 of g, texts in the style of notation (flags
 * of cg_game_format_ex()). CG_OK when each fact is known or stopped as said
 * above; another status (CG_ENOMEM, an interruption ...) fails the whole, *m
 * then partly filled. Either way game_more_facts_free(m) releases it. */
int game_more_facts_gather(cg_ctx *ctx, const cg_game *g, unsigned notation, game_more_facts *m);

void game_more_facts_free(game_more_facts *m);

#endif
