/*
 * The Cookie Cutter search for boards of at most 8 x 8 cells, where a part of a
 * board is one 64-bit word (bit 8 r + c = row r, column c) and every step of the
 * search (a cut, splitting into parts, trimming, the mirror images) is a few
 * word operations. The same game and the same three reductions as board_search.c,
 * whose general engine (any board up to 64 x 64, misère play, each reduction
 * switchable) the tests compare it with.
 */
#ifndef CG_CUTTER_SMALL_H
#define CG_CUTTER_SMALL_H

#include <stddef.h>
#include <stdint.h>

#include "util/ctx.h"
#include "small_table.h"

#define CUTTER_SMALL_SIDE 8

/* The Grundy value of a board of at most 8 x 8 cells (bit 8 r + c; h x w the
 * board's size, the cutter cr x cc, any size from 1 up), memoised in t. One
 * node is charged per distinct option examined. With a checkpoint (else
 * NULL), the table is first read from that file if there is one
 * (table_file.h), saved to it every cutter_save_every seconds of the search,
 * when the search stops (CG_ELIMIT, CG_ECANCELED) and when it ends. CG_OK,
 * CG_ELIMIT, CG_ECANCELED or CG_ENOMEM; and with a checkpoint those of
 * cutter_table_load and cutter_table_save. */
int cutter_small_grundy(cg_ctx *ctx, cutter_table *t, uint64_t board, uint32_t cr, uint32_t cc,
                        const char *checkpoint, uint32_t *g);

/* Seconds between two saves of a checkpoint during a search: 15 minutes, or
 * twenty times as long as the last save took if that is longer, so that at
 * most a twentieth of the time goes to saving (a table of 1 GiB was read back
 * and saved again in 12.8 s on the project's machine). The tests shorten it. */
extern double cutter_save_every;

/* Exposed for the tests: the word of part (h x w at the origin) reflected in
 * its rows, its columns, and transposed. */
uint64_t cutter_small_flip_rows(uint64_t x, uint32_t h);
uint64_t cutter_small_flip_cols(uint64_t x, uint32_t w);
uint64_t cutter_small_transpose(uint64_t x);

#endif
