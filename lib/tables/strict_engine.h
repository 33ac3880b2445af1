/*
 * The strict engine: Grundy values of all strict reduced positions with n heaps
 * (one "level"), stored as bit-planes (plane i holds bit i of every value) and
 * computed 64 positions per word operation from the two levels below.
 */
#ifndef CG_TABLES_STRICT_ENGINE_H
#define CG_TABLES_STRICT_ENGINE_H

#include <stdint.h>

#include "level_driver.h"
#include "stats.h"
#include "strict_index.h"
#include "util/parallel.h"

#define STRICT_MAX_PLANES 6          /* values up to 63 */

typedef struct strict_level {
    uint32_t n;
    uint64_t words;                  /* 64-position words of the level */
    unsigned planes;                 /* planes allocated (0 = values not stored) */
    uint64_t *plane[STRICT_MAX_PLANES];
} strict_level;

/* Bytes of one stored level with the given number of planes. */
uint64_t strict_level_bytes(uint32_t n, unsigned planes);

/* Prepare level n; with planes > 0 its planes are allocated. CG_OK or CG_ENOMEM. */
int strict_level_init(strict_level *lv, uint32_t n, unsigned planes);
void strict_level_free(strict_level *lv);
/* Add zero planes up to `planes` (values are unchanged). CG_OK or CG_ENOMEM. */
int strict_level_widen(strict_level *lv, unsigned planes);
uint32_t strict_level_value(const strict_level *lv, uint64_t index);

/*
 * Compute level cur->n from l1 (n-1) and l2 (n-2); either may be NULL where the
 * level does not exist. Values go into cur when it has planes (it must have
 * `planes` of them) and into stats in any case. Returns CG_OK, CG_ECANCELED,
 * CG_ENOMEM, or LEVEL_OVERFLOW when a value does not fit in `planes` bits (the
 * caller widens and computes the level again).
 */
int strict_compute_level(strict_level *cur, const strict_level *l1, const strict_level *l2,
                         unsigned planes, unsigned threads, cgu_progress *prog,
                         level_stats *stats);

#endif
