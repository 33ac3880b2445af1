/* The censuses of cookiegame-mpi (engines.h). */
#include "engines.h"

#include <cookiegame/tables.h>

#include "tables/mpi_census.h"

/* Checkpoint tags of the MPI censuses, apart from the threaded census's
 * (tables/checkpoint.h): their level files hold one rank's share each. */
enum { CKPT_MPI_STRICT = 0x4d50, CKPT_MPI_REDUCED = 0x4d51 };

const mpi_engine mpi_strict_engine = {
    .family = "strict",
    .kind = TABLES_STRICT,
    .ops = &tables_strict_level_ops,
    .max_heaps = CG_STRICT_TABLE_MAX_HEAPS,
    .checkpoint_tag = CKPT_MPI_STRICT,
};

const mpi_engine mpi_reduced_engine = {
    .family = "reduced",
    .kind = TABLES_REDUCED,
    .ops = &tables_reduced_level_ops,
    .max_heaps = CG_REDUCED_TABLE_MAX_HEAPS,
    .checkpoint_tag = CKPT_MPI_REDUCED,
};
