/*
 * The explorer's Play page (play.c), exported to JavaScript by web/build.sh
 * and called by web/worker.js.
 */
#ifndef COOKIEGAME_WEB_PLAY_H
#define COOKIEGAME_WEB_PLAY_H

/* The position written in text and every legal move from it, as one JSON
 * document for a game against the perfect player. text is KIND:STATE:
 * "position:2 3 4 4" (the spoiled-cookie game), "wythoff:5,8" (Wythoff's
 * game) or "cm:3,4,5" (Cookie Monster, every non-empty set of jars
 * permissible). The document has "game", "state" (the text of the position,
 * as the page writes it in the fragment), "outcome" ("N" or "P"),
 * "remoteness", "winning_moves" (as the tool's JSON: heap indices, or the
 * jars they lead to), "moves" (each with "label", "to" (the state after it),
 * "winning", "remoteness" and, for the spoiled-cookie game, "heap": the
 * index of the heap it eats), "reply" (the index in "moves" of the perfect
 * player's move, null when there is none) and "svg" (the spoiled-cookie
 * game's box diagram, its winning columns marked when hints is nonzero, else
 * null); or {"error": "..."}. Malloc'ed (free with web_free); NULL only when
 * even the error document cannot be allocated. */
char *web_play(const char *text, int hints);

#endif
