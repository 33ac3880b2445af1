/*
 * The explorer's entry points, exported to JavaScript by web/build.sh
 * (EXPORTED_FUNCTIONS) and called by web/explorer.js through ccall.
 */
#ifndef COOKIEGAME_WEB_EXPLORER_H
#define COOKIEGAME_WEB_EXPLORER_H

/* The analysis of the position written in text, as one JSON document with
 * the keys of `cookiegame analyze TEXT --json`, "svg" (the box diagram, or
 * null when too large to draw) and "unknown" (why each null value is
 * unknown); or {"error": "..."}. Malloc'ed (free with web_free); NULL only
 * when even the error document cannot be allocated. */
char *web_position(const char *text);

/* The same for a short partizan game in CGSuite's notation: the keys of
 * `cookiegame game TEXT --json` and "svg" (the thermograph, null when it does
 * not fit). With cgsuite non-zero, the game texts are written as CGSuite
 * prints them (cg_game_format_ex() with CG_FORMAT_CGSUITE), as by
 * `cookiegame game TEXT --notation cgsuite --json`; with 0, as the library
 * writes them. */
char *web_game(const char *text, int cgsuite);

/* The game page of an operation on the game written in text (the page's
 * operation form): op one of ordinal_sum, conjunctive_sum, selective_sum,
 * conway_product, ordinal_product (operand: a game), multiple, pow, pow_to
 * (operand: an integer n), overheat (operand s, operand2 t: games) or cool
 * (operand: a number t > -1); the result's document as web_game's, with
 * "operation", "operand" and "operand2" (null but for overheat) added. */
char *web_game_operation(const char *text, const char *op, const char *operand,
                         const char *operand2, int cgsuite);

/* Free a document of web_position or web_game (NULL: nothing). */
void web_free(char *doc);

#endif
