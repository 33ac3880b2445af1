/*
 * Naive Cookie Cutter oracle: the cookies of a board are bits of a mask (at most
 * 24), every placement of the cutter is the mask of cells it covers, and the
 * Grundy value of every subset is the mex over placements, in increasing order
 * of the subset. No splitting, no trimming, no symmetry.
 */
#ifndef CG_ORACLE_CUTTER_H
#define CG_ORACLE_CUTTER_H

#include <stddef.h>
#include <stdint.h>

/* cells: rows * cols bytes, non-zero = a cookie (n of them, n <= 24). Returns
 * g[subset] for the 2^n subsets of the cookies (bit i = the i-th cookie in
 * row-major order), allocated (free()), or NULL. */
uint8_t *oracle_cutter_all(uint32_t rows, uint32_t cols, const uint8_t *cells, uint32_t cr,
                           uint32_t cc, uint32_t *n);

/* Misère play, the same way: win[subset] = 1 when the player to move wins
 * (the empty subset too: nobody can move), and in *remoteness (allocated,
 * free()) the misère remoteness of every subset. */
uint8_t *oracle_cutter_misere_all(uint32_t rows, uint32_t cols, const uint8_t *cells, uint32_t cr,
                                  uint32_t cc, uint32_t *n, uint8_t **remoteness);

/* The one-row sequence by the plain octal recurrence: out[k-1] = G(k), k = 1..kmax. */
void oracle_cutter_row(uint32_t width, uint32_t kmax, uint32_t *out);

#endif
