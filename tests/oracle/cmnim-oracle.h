/*
 * Naive CM-nim oracle: Grundy values of every position in the box [0, bound]^jars
 * by the definition (mex over every move of every permissible set), no
 * completions, no memo tricks.
 */
#ifndef CG_ORACLE_CMNIM_H
#define CG_ORACLE_CMNIM_H

#include <stddef.h>
#include <stdint.h>

/* g[index] for index = mixed radix (bound+1), first jar most significant.
 * sets: masks (single jars must be included by the caller). Returns the
 * allocated array (free()), or NULL. */
uint32_t *oracle_cmnim_grundy_box(uint32_t jars, const uint32_t *sets, size_t nsets,
                                  uint32_t bound);

/* Misère play on the same box, by the definition: p[index] = 1 when the player
 * to move loses (every move leads to a position where the mover wins; the
 * position with no cookie is a win for the player to move). Returns the
 * allocated array (free()), or NULL. */
unsigned char *oracle_cmnim_misere_p_box(uint32_t jars, const uint32_t *sets, size_t nsets,
                                         uint32_t bound);

/* Remoteness on the same box, by the definition, in either play: r[index] = 0
 * for the position with no cookie; else 1 + the least remoteness of an option
 * the mover wins by moving to (in normal play an option whose own options
 * are all wins for its mover, decided from the options' outcomes, not from
 * the parity of r), or 1 + the largest with none. Outcomes are derived
 * alongside: in normal play the empty box is lost by the mover, in misère
 * play won. Returns the allocated array (free()), or NULL. */
uint32_t *oracle_cmnim_remoteness_box(uint32_t jars, const uint32_t *sets, size_t nsets,
                                      uint32_t bound, int misere);

#endif
