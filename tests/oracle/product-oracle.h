/*
 * Naive products and multiples of partizan games, straight from the
 * definitions, with only the public API (options read through the
 * accessors, results built with cg_game_new(), cg_game_sum(), cg_game_neg(),
 * cg_game_ordinal_sum()); nothing of the library's product code is used.
 */
#ifndef CG_ORACLE_PRODUCT_H
#define CG_ORACLE_PRODUCT_H

#include <stdint.h>

#include <cookiegame.h>

/* Conway's product G.H from its definition (ONAG ch. 1), recursing over the
 * canonical options of both operands, without any shortcut for numbers or
 * nimbers. NULL when a call of the library failed. */
const cg_game *oracle_conway_product(cg_ctx *ctx, const cg_game *g, const cg_game *h);

/* The ordinal product G (x) H: the whole literal game tree the definition
 * describes is built as a tree of forms (each ordinal sum P : B taken on the
 * form P as built, its options P's own options and P : B^X), and only then
 * made canonical, bottom up, with cg_game_new(). NULL on failure. */
const cg_game *oracle_ordinal_product(cg_ctx *ctx, const cg_game *g, const cg_game *h);

/* n.G as G + G + ... + G, |n| additions one at a time, negated for n < 0.
 * NULL on failure. */
const cg_game *oracle_multiple(cg_ctx *ctx, const cg_game *g, int64_t n);

#endif
