/*
 * The checks of the tables' level reads (cg_strict_table_values() and its
 * reduced twin, the level sizes and the positions of ranks): one wording of
 * each failure for both tables.
 */
#ifndef CG_TABLES_TABLE_READ_H
#define CG_TABLES_TABLE_READ_H

#include <stddef.h>
#include <stdint.h>

/* CG_OK when a table of `kind` ("strict", "reduced") to nmax heaps has level
 * n, else CG_ERANGE with its detail. */
int tables_table_level_check(const char *kind, uint32_t nmax, uint32_t n);

/* CG_OK when ranks [first, first + count) lie in level n of `size`
 * positions (an overflowing sum does not), else CG_ERANGE with its detail. */
int tables_table_range_check(const char *kind, uint32_t n, uint64_t size, uint64_t first,
                             size_t count);

/* CG_OK when rank is below the level's size, else CG_ERANGE with its detail. */
int tables_table_rank_check(const char *kind, uint32_t n, uint64_t size, uint64_t rank);

#endif
