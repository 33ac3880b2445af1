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

#endif
