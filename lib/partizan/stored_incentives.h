/*
 * The incentives the store keeps with its games, for the canonical forms of
 * sums (the public cg_game_incentives() of incentives.c hands them out): each
 * option of a game as the game plus a small game.
 *
 * The incentive of option G^k of G is the game G^k - G. A sum X = G + H has
 * the options G^L + H and G + H^L, whose incentives are G's and H's own: the
 * incentives of a sum are those of its parts, with nothing to compute. This is
 * what makes the canonical form of a large sum cheap (canon.c): two Left
 * options X + d and X + e compare as d <= e; an option X + d is reversible
 * through its option (X + d) + r when d + r <= 0; and d, e, r are small games
 * (a component's move, or a few of them), compared once and cached, however
 * large X is. Neither X nor its dominated options need to be made.
 *
 * Interned games keep the incentives of their options once known: sums get
 * them when they are made, other games when first asked for.
 */
#ifndef CG_PARTIZAN_STORED_INCENTIVES_H
#define CG_PARTIZAN_STORED_INCENTIVES_H

#include <stdint.h>

#include "store.h"

/* The ids of g's incentives (g->inc, 0 where not known), completed first
 * unless a plain sum is being made; *out may be NULL. CG_OK or a negative
 * status. */
int pg_incentives(pg_store *st, const cg_game *g, const uint32_t **out);

/* Give g the incentives ids[0..nl+nr) it does not have yet (0: not known);
 * CG_OK or CG_ENOMEM (g then completes them when asked). A lazy x + *m keeps
 * none (store.h): a game with incentives has its options made. */
int pg_set_incentives(pg_store *st, const cg_game *g, const uint32_t *ids);

/* a + b made the plain way: neither it nor the sums it makes complete
 * incentives or make sums of them; the options of a plain sum are its only
 * sums, so making incentives (plain sums) never needs more incentives. */
int pg_sum_plain(pg_store *st, const cg_game *a, const cg_game *b, const cg_game **out);

#endif
