/*
 * A game's canonical form as text the tool prints: whole when it fits, cut
 * with a note saying how long it is when it does not.
 */
#ifndef COOKIEGAME_GAME_TEXT_H
#define COOKIEGAME_GAME_TEXT_H

#include <stddef.h>

#include <cookiegame.h>

/* The longest text of a game the tool prints whole. The text of a sum of a
 * few games can be gigabytes (a tree over a DAG of options): longer texts
 * are cut, and say so. */
#define TOOL_GAME_TEXT_MAX ((size_t)16 << 20)

/* The canonical form of g as a malloc'ed string: whole up to
 * TOOL_GAME_TEXT_MAX bytes, else its beginning followed by "... (N
 * characters in all: too long to print)"; NULL with *st set when it fails. */
char *tool_game_text(cg_ctx *ctx, const cg_game *g, int *st);
/* The same in the style of cg_game_format_ex() flags (CG_FORMAT_CGSUITE). */
char *tool_game_text_in(cg_ctx *ctx, const cg_game *g, unsigned flags, int *st);
/* The same cut past max bytes instead (the derived facts of `game`, which
 * would otherwise double a summary whose canonical form is already long). */
char *tool_game_text_cut(cg_ctx *ctx, const cg_game *g, unsigned flags, size_t max, int *st);

#endif
