/*
 * Checkpoints of a census, so an interrupted run resumes where it stopped.
 *
 * A census directory holds `census.ckpt` (which census, how far it got, the
 * width of the stored values, and the statistics of every finished level) and
 * the stored values of the last two finished levels, `level-N.bin`: exactly
 * what the next level needs. Each file is written under a temporary name and
 * renamed, so a run killed at any moment leaves the previous checkpoint whole;
 * the checkpoint is renamed last, after the level files it names.
 *
 * A checkpoint is untrusted input: every file carries CRC-32C checksums (of
 * each MiB of a level's values, of each level's statistics, of headers and
 * whole files), and what they cover is checked for sense before it is used:
 * histograms add up to the level's positions (and, for the two levels whose
 * values are stored, count those values), values fit the width and the
 * level's bound, listings are complete, in order, in range and without
 * repeats. Damage is CG_EPARSE, an I/O failure CG_EINVAL; either way the
 * detail (cg_error_detail()) names the file, and the offset or the system's
 * reason. checkpoint.c gives the format.
 */
#ifndef CG_TABLES_CHECKPOINT_H
#define CG_TABLES_CHECKPOINT_H

#include <stdint.h>

#include "level_driver.h"
#include "stats.h"

/* Which census a directory belongs to: a checkpoint of another one is refused. */
enum { CKPT_REDUCED = 1, CKPT_OUTCOMES = 2 };

typedef struct tables_checkpoint {
    const char *dir;
    uint32_t tag;          /* CKPT_* (the MPI census adds its own tags) */
    unsigned saved_width;  /* width of the level files on disk; 0 before any */
    /*
     * Whole levels (name NULL: level-N.bin holds every stored array whole),
     * or a share of each (the MPI census: level-N.<name>.bin holds bytes
     * [*first, *last) of every array of level n, as share_bytes says).
     */
    const char *name;
    void (*share_bytes)(void *arg, const void *lv, uint32_t n, uint64_t *first, uint64_t *last);
    void *share_arg;
    /* How a level to be read is prepared (NULL: ops->init, a whole level),
     * with share_arg. */
    int (*init_level)(void *arg, void *lv, uint32_t n, unsigned width);
} tables_checkpoint;

/*
 * Resume from dir: the statistics of levels 0..k into census (k <= nmax),
 * the stored levels k - 1 and k (when k < nmax) into their ring slots (level
 * i at ring + (i % 3) * ops->size), and *next = k + 1, *width their width.
 * Without a checkpoint (a new or empty directory, which is created), *next = 0.
 * CG_OK; CG_EINVAL when dir cannot be created or read; CG_EPARSE when it holds
 * a damaged checkpoint, one of another census or of an older format;
 * CG_EDOMAIN when it holds a finished census to fewer than nmax heaps (its
 * levels are gone); CG_ENOMEM. Failures but CG_ENOMEM come with a detail.
 * tables_ckpt_read_census and tables_ckpt_read_levels are its two halves, for a census
 * whose statistics and levels are read by different processes; only
 * tables_ckpt_resume, which holds both, compares the stored levels' values with
 * their histograms.
 */
int tables_ckpt_resume(tables_checkpoint *ck, const tables_level_ops *ops, uint32_t nmax,
                       void *ring, cg_census *census, uint32_t *next, unsigned *width);
int tables_ckpt_read_census(tables_checkpoint *ck, const tables_level_ops *ops, uint32_t nmax,
                            cg_census *census, uint32_t *next, unsigned *width);
/* Levels next - 2 and next - 1 (those below nmax) at width into the ring. */
int tables_ckpt_read_levels(const tables_checkpoint *ck, const tables_level_ops *ops, uint32_t next,
                            uint32_t nmax, unsigned width, void *ring);

/*
 * After level n: save its stored values (unless it is the last, nmax), those
 * of level n - 1 again when a widening changed them, and the statistics of
 * levels 0..n; then drop the level file no longer needed. CG_OK, CG_EINVAL
 * (cannot write) or CG_ENOMEM. Its three steps, for a census whose levels
 * are written by several processes and whose statistics by one:
 * tables_ckpt_write_levels, tables_ckpt_write_census (after every process wrote its
 * levels: the checkpoint then names them), tables_ckpt_drop_levels.
 */
int tables_ckpt_save(tables_checkpoint *ck, const tables_level_ops *ops, uint32_t n, uint32_t nmax,
                     void *ring, const cg_census *census, unsigned width);
int tables_ckpt_write_levels(const tables_checkpoint *ck, const tables_level_ops *ops, uint32_t n,
                             uint32_t nmax, void *ring, unsigned width);
int tables_ckpt_write_census(const tables_checkpoint *ck, uint32_t n, uint32_t nmax,
                             const cg_census *census, unsigned width);
/* Also records that the level files on disk are at width. */
void tables_ckpt_drop_levels(tables_checkpoint *ck, uint32_t n, uint32_t nmax, unsigned width);

#endif
