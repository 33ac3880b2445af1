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

#endif
