/*
 * Per-level results shared by the strict and reduced engines: the histogram of
 * Grundy values, the largest value, the lexicographically smallest position
 * with each value, and every position of each value that has at most
 * CG_CENSUS_LIST_MAX of them (as engine indices: each engine knows how to turn
 * one back into a position and which way its index order runs).
 */
#ifndef CG_TABLES_STATS_H
#define CG_TABLES_STATS_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/tables.h>

#include "util/meter.h"

/* Grundy values the engines can hold: 6 bit-planes. With n heaps a value is at
 * most n, so this covers the strict engine's 48 heaps and the reduced one's 30. */
#define TABLES_MAX_VALUE 63
#define TABLES_NVALUES (TABLES_MAX_VALUE + 1)

/* The indices of the positions of one value, while there are at most
 * CG_CENSUS_LIST_MAX (or the census's wider bound for its one wide value,
 * cg_reduced_census_listing()); then dropped (a common value), and
 * `overflowed` set. */
typedef struct tables_value_list {
    uint64_t *index;
    size_t n, cap;
    size_t charged;   /* elements of cap charged to the meter */
    int overflowed;
} tables_value_list;

typedef struct tables_level_stats {
    uint64_t count[TABLES_NVALUES];
    uint64_t example[TABLES_NVALUES];         /* engine index, valid where count > 0 */
    tables_value_list list[TABLES_NVALUES];   /* lexicographic order once merged */
    /* Where the listings are charged as they grow (the census's, shared by
     * its workers' parts); NULL: not charged. Kept by tables_stats_clear. */
    cgu_meter *meter;
    /* The one value listed up to wide_max positions instead of
     * CG_CENSUS_LIST_MAX, as cg_reduced_census_listing() asked (wide_max 0:
     * none, so that zeroed stats list as they always did). Kept by
     * tables_stats_clear, copied by tables_stats_part_of. */
    uint32_t wide_value;
    uint64_t wide_max;
} tables_level_stats;

typedef enum tables_kind {
    TABLES_STRICT,    /* index order is the reverse of lexicographic order */
    TABLES_REDUCED    /* rank order is lexicographic order */
} tables_kind;

/* The most positions of value g that s lists. */
static inline uint64_t tables_stats_list_max(const tables_level_stats *s, uint32_t g)
{
    return s->wide_max != 0 && g == s->wide_value ? s->wide_max : CG_CENSUS_LIST_MAX;
}

/* Empty s (its lists freed and their charges given back). */
void tables_stats_clear(tables_level_stats *s);
/* Record `count` positions with value g whose lexicographically smallest is `index`. */
void tables_stats_add(tables_level_stats *s, tables_kind kind, uint32_t g, uint64_t count,
                      uint64_t index);
/* List the position `index` of value g (while the value is rare enough).
 * CG_OK or CG_ENOMEM (out of memory, or the meter refused the growth). */
int tables_stats_list(tables_level_stats *s, uint32_t g, uint64_t index);
/* Merge a worker's partial stats into s, lists sorted lexicographically.
 * CG_OK or CG_ENOMEM. */
int tables_stats_merge(tables_level_stats *s, tables_kind kind, const tables_level_stats *part);
/* The same when every position of part has a larger index than every
 * position of s (the chunks of one share, merged in order): the lists join
 * without being sorted again, a cost that would otherwise grow with the
 * listing (up to CG_CENSUS_LIST_MAX) times the chunks. */
int tables_stats_merge_later(tables_level_stats *s, tables_kind kind,
                             const tables_level_stats *part);
/* An empty part for the next chunk of s: it does not list the values whose
 * listing s has dropped (listing them again would only be merged away), and
 * charges its listings where s does. */
void tables_stats_part_of(tables_level_stats *part, const tables_level_stats *s);
/* Largest value present (0 for an empty level). */
uint32_t tables_stats_max_value(const tables_level_stats *s);
/* The histogram into counts[0..ncounts-1]: CG_OK, or CG_ERANGE if a value
 * present does not fit. */
int tables_stats_histogram(const tables_level_stats *s, uint64_t *counts, size_t ncounts);

struct cg_census {
    tables_kind kind;
    uint32_t nmax;
    tables_level_stats *levels;   /* nmax + 1 of them */
    /* What the census holds: its levels while it runs (charged up front)
     * and the listings of every level (charged as they grow). */
    cgu_meter meter;
};

/* An empty census for levels 0..nmax. CG_OK or CG_ENOMEM. */
int tables_census_new(tables_kind kind, uint32_t nmax, cg_census **out);

/* Before a census runs: its meter holds the `levels` bytes checked up front
 * and charges the listings as they grow, all within max_bytes (0: none). */
void tables_census_meter_start(cg_census *c, uint64_t max_bytes, uint64_t levels);
/* After it ran with status rc: the levels are given back (the listings stay
 * with the results); a refusal of the meter gets its detail. Returns rc. */
int tables_census_meter_finish(cg_census *c, uint64_t levels, int rc);

#endif
