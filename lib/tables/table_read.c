/* The checks of the tables' level reads (table_read.h). */
#include "table_read.h"

#include <inttypes.h>

#include <cookiegame/common.h>

#include "util/detail.h"

int tables_table_level_check(const char *kind, uint32_t nmax, uint32_t n)
{
    if (n > nmax)
        return cgu_fail(CG_ERANGE, "level %" PRIu32 " of a %s table to %" PRIu32
                        " heaps: the levels are 0 to %" PRIu32, n, kind, nmax, nmax);
    return CG_OK;
}

int tables_table_range_check(const char *kind, uint32_t n, uint64_t size, uint64_t first,
                             size_t count)
{
    /* first <= size first, so size - first cannot wrap and first + count is
     * never formed: no sum to overflow. */
    if (first > size || (uint64_t)count > size - first)
        return cgu_fail(CG_ERANGE, "%zu values from rank %" PRIu64 " of %s level %" PRIu32
                        ": the level has %" PRIu64 " positions (ranks 0 to %" PRIu64 ")",
                        count, first, kind, n, size, size - 1);
    return CG_OK;
}

int tables_table_rank_check(const char *kind, uint32_t n, uint64_t size, uint64_t rank)
{
    if (rank >= size)
        return cgu_fail(CG_ERANGE, "rank %" PRIu64 " of %s level %" PRIu32
                        ": the level has %" PRIu64 " positions (ranks 0 to %" PRIu64 ")",
                        rank, kind, n, size, size - 1);
    return CG_OK;
}
