/*
 * Naive Nim oracle: positions are played out move by move from the
 * definition (take any positive number from one heap; under normal play the
 * player who cannot move loses, under misère play wins), memoised by the
 * heap tuple. Knows nothing of nim-sums or Bouton's rules.
 */
#ifndef CG_ORACLE_IMPARTIAL_H
#define CG_ORACLE_IMPARTIAL_H

#include <stddef.h>
#include <stdint.h>

/* The oracle's bounds: up to this many heaps of at most this size. */
#define ORACLE_NIM_MAX_HEAPS 5
#define ORACLE_NIM_MAX_SIZE 7

/* Whether the player to move wins (misere: 0 normal play, 1 misère play);
 * -1 past the bounds. */
int oracle_nim_first_wins(const uint64_t *heaps, size_t n, int misere);

#endif
