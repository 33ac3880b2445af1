/*
 * Thermographs in the cookiegame tool: the walls as text for "game EXPR" and
 * the picture that "game EXPR --svg FILE" writes. Both read a cg_thermograph
 * of include/cookiegame/thermal.h.
 */
#ifndef COOKIEGAME_TOOL_THERMOGRAPH_H
#define COOKIEGAME_TOOL_THERMOGRAPH_H

#include <cookiegame.h>

#include "tool.h"

/* A wall as breakpoints, up to the foot of the mast:
 *   "2 at t=0, slope -1 to 5/4 at t=3/4; mast 5/4 from t=3/4"
 * (slope = d value / d t after a breakpoint), or "mast 0 from t=0" when the
 * wall is the mast alone (numbers and tepid games). */
void thermo_wall_text(tool_buf *b, const cg_thermograph *th, cg_side side);

/* The thermograph as an SVG picture (viewBox 640 x 480, scaled to fit, the same
 * scale on both axes so that walls of slope 1 lean at 45 degrees): temperature
 * upward, values increasing to the left (Left's side, as in Winning Ways and
 * CGSuite), the Left wall, the Right wall and the mast (with an arrowhead: it
 * goes on upward) drawn and labelled, ticks at the breakpoints, the mean and
 * the temperature. Numbers and tepid games are the mast alone, from t = 0.
 * game is the canonical form for the title. b->failed when out of memory. */
void thermo_svg(tool_buf *b, const cg_thermograph *th, const char *game);

/* The walls below t = 0, as CGSuite and [CGT] draw thermographs from t = -1:
 * at t in (-1, 0) the stops of G cooled by t (cg_game_walls_at()). n points
 * t[i] (from 0 down to -1), Left's wall l[i] and Right's r[i]: t = 0 (the
 * stops), each temperature where a wall bends, and last t = -1 with the
 * walls' limits as t -> -1+ (t = -1 itself is outside cooling's range).
 * Exact when the numbers among g's followers have denominators up to 64 (the
 * bends lie on the grid of their denominators); finer ones are sampled every
 * 1/64. Costs one cg_game_followers() and at most 66 cg_game_walls_at()
 * calls in ctx (its node limit applies); CG_ELIMIT when g has more than
 * 2^20 followers (the picture then starts at t = 0). Returns the library's status;
 * free with thermo_below_free() after CG_OK. */
typedef struct thermo_below {
    size_t n;
    cg_dyadic *t, *l, *r;   /* one allocation, at t */
} thermo_below;
int thermo_walls_below(cg_ctx *ctx, const cg_game *g, thermo_below *below);
void thermo_below_free(thermo_below *below);
/* A wall below 0 as text: "1/4 at t=0, 1/4 at t=-1/4, 1 as t -> -1". */
void thermo_below_text(tool_buf *b, const thermo_below *below, cg_side side);

/* thermo_svg() with the walls below 0 as well (below from thermo_walls_below()
 * of the same game; NULL: the picture of thermo_svg(), from t = 0): the
 * temperature axis from -1 (dashed there: t = -1 is not reached), the value
 * ticks under it, the walls drawn on down from their stops at t = 0, a number
 * as its mast down to its temperature and the walls opening below it. */
void thermo_svg_below(tool_buf *b, const cg_thermograph *th, const thermo_below *below,
                      const char *game);

#endif
