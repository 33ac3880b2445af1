/* How a level is split among the ranks (share.h). */
#include "share.h"

#include "tables/mpi_census.h"

/* Where rank r's share begins: r/ranks of the way, rounded down to the
 * alignment; 128-bit so that items * r cannot overflow. */
static uint64_t share_begin(uint64_t items, uint64_t align, int ranks, int r)
{
    if (r >= ranks)
        return items;
    uint64_t at = (uint64_t)((cgu_u128)items * (unsigned)r / (unsigned)ranks);
    return at / align * align;
}

void share_of(uint64_t items, uint64_t align, int ranks, int rank, uint64_t *begin,
              uint64_t *end)
{
    *begin = share_begin(items, align, ranks, rank);
    *end = share_begin(items, align, ranks, rank + 1);
}
