/*
 * The Cookie Cutter table on disk: a search on words (small.c) saves its
 * transposition table to a checkpoint file and a later search, in another
 * process, starts from it. The table is a cache of exact values, so the file
 * holds everything a stopped search needs: searched again from the board, the
 * values found so far are looked up, not recomputed.
 *
 * The file (every integer in the machine's byte order): "CGCUTT01", u32
 * cutter rows, u32 cutter columns (the board's cutter, clamped to 8), u32
 * log2 of the slots, u32 0, u64 values held, u64 values replaced, u32
 * CRC-32C of those 40 bytes; then the slots as the table holds them (u64
 * each, small_table.c), the u32 CRC of the slots, and the u32 CRC of every
 * byte before it. Written and read through util/ckfile.h.
 */
#ifndef CG_CUTTER_TABLE_FILE_H
#define CG_CUTTER_TABLE_FILE_H

#include <stdint.h>

#include "small_table.h"

/* Save t to path (whole or not at all): CG_OK, CG_EINVAL with the detail on
 * an I/O failure, CG_ENOMEM. */
int cutter_table_save(const cutter_table *t, const char *path);

/*
 * Replace the values of t by those saved at path for the board cutter
 * cr x cc (clamped to 8): CG_OK, also when there is no such file (t is left
 * as it is); CG_EDOMAIN when the file holds another cutter's table; CG_EPARSE
 * when it is damaged or not such a file; CG_EINVAL when it cannot be read;
 * CG_ENOMEM when its table does not fit the context's budget (reserved in
 * it otherwise). On failure t is as it was.
 */
int cutter_table_load(cg_ctx *ctx, cutter_table *t, uint32_t cr, uint32_t cc, const char *path);

#endif
