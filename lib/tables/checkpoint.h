/*
 * Checkpoints of a census, so an interrupted run resumes where it stopped.
 *
 * A census directory holds `census.ckpt` (which census, how far it got, the
 * width of the stored values, and the statistics of every finished level) and
 * the stored values of the last two finished levels, `level-N.bin`: exactly
 * what the next level needs. Each file is written under a temporary name and
 * renamed, so a run killed at any moment leaves the previous checkpoint whole;
 * the checkpoint is renamed last, after the level files it names.
 */
#ifndef CG_TABLES_CHECKPOINT_H
#define CG_TABLES_CHECKPOINT_H

#include <stdint.h>

#include "level_driver.h"
#include "stats.h"

/* Which census a directory belongs to: a checkpoint of another one is refused. */
enum { CKPT_REDUCED = 1, CKPT_OUTCOMES = 2 };

typedef struct checkpoint {
    const char *dir;
    uint32_t tag;          /* CKPT_* */
    unsigned saved_width;  /* width of the level files on disk; 0 before any */
} checkpoint;

/*
 * Resume from dir: the statistics of levels 0..k into census (k <= nmax),
 * the stored levels k - 1 and k (when k < nmax) into their ring slots (level
 * i at ring + (i % 3) * ops->size), and *next = k + 1, *width their width.
 * Without a checkpoint (a new or empty directory, which is created), *next = 0.
 * CG_OK; CG_EINVAL when dir cannot be created or read; CG_EPARSE when it holds
 * a malformed checkpoint or one of another census; CG_EDOMAIN when it holds a
 * finished census to fewer than nmax heaps (its levels are gone); CG_ENOMEM.
 */
int ckpt_resume(checkpoint *ck, const level_ops *ops, uint32_t nmax, void *ring,
                cg_census *census, uint32_t *next, unsigned *width);

/*
 * After level n: save its stored values (unless it is the last, nmax), those
 * of level n - 1 again when a widening changed them, and the statistics of
 * levels 0..n; then drop the level file no longer needed. CG_OK, CG_EINVAL
 * (cannot write) or CG_ENOMEM.
 */
int ckpt_save(checkpoint *ck, const level_ops *ops, uint32_t n, uint32_t nmax, void *ring,
              const cg_census *census, unsigned width);

#endif
