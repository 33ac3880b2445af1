/*
 * The box diagram of a spoiled-cookie position as an SVG picture [Propp]: a
 * column of squares per heap, shorter on the left, the winning moves marked.
 */
#ifndef COOKIEGAME_TOOL_BOX_SVG_H
#define COOKIEGAME_TOOL_BOX_SVG_H

#include <stdint.h>
#include <stdio.h>

#include <cookiegame.h>

/* The largest diagram drawn: heaps and squares per column. */
#define BOX_SVG_MAX_HEAPS 200
#define BOX_SVG_MAX_HEIGHT 200

/*
 * Write the picture of p to out: winning[k] marks heap k's column as a
 * winning move (NULL: none marked); caption is printed above. Returns 0, or
 * -1 when the position is larger than the limits above (nothing written).
 */
int box_svg_write(FILE *out, const cg_position *p, const uint8_t *winning, const char *caption);

#endif
