/*
 * How a census is printed: the levels table, the first position reaching each
 * value and the positions listed, as text, JSON or CSV. Shared by
 * `cookiegame census` and the MPI census (tools/cookiegame-mpi), so that both
 * print the same tables and a test can compare them line by line.
 */
#ifndef COOKIEGAME_CENSUS_PRINT_H
#define COOKIEGAME_CENSUS_PRINT_H

#include <stdint.h>

#include <cookiegame.h>

#include "output.h"

/* What the censuses (census, cookiegame-mpi) hand to their printing: the output
 * form, the thread count, --max-memory's bytes (0 = no limit) and --all. */
typedef struct tool_engine_options {
    tool_format format;
    unsigned threads;
    uint64_t max_bytes;
    int all;   /* text prints every row */
} tool_engine_options;

/* Which table --csv writes: CSV holds one table per stream. */
typedef enum census_table { LEVELS, FIRST, LISTED } census_table;

/* Print a strict or reduced census (family "strict" or "reduced"); list_value:
 * the value whose positions to list, or -1 for the largest. seconds goes in
 * the title. A TOOL_* exit status. */
int census_print(const cg_census *c, const char *family, const tool_engine_options *o,
                 census_table which, long list_value, double seconds);

/* Print an outcome census. A TOOL_* exit status. */
int census_print_outcomes(const cg_census *c, const tool_engine_options *o, census_table which,
                          double seconds);

#endif
