/*
 * The internals of lib/tables (and of lib/util under them) that
 * cookiegame-mpi (tools/cookiegame-mpi) drives: the one internal header a
 * program outside lib/ includes, and cookiegame-mpi its only user there (its
 * MPI unit tests, tests/mpi, test the same code). Why: the MPI census is the
 * threaded census run level by level on each rank, so it calls the engines
 * of the strict and the reduced census (strict_engine.h, reduced_engine.h,
 * reduced_reads.h) through their level driver (level_driver.h), merges their
 * statistics (stats.h), writes and reads their checkpoints (checkpoint.h)
 * and sizes their levels (memory.h); the public API has the census whole
 * (cg_census_*), not a level at a time, and it stays so. It allocates as the
 * engines do (util/alloc.h), reports through the library's detail
 * (util/detail.h), counts with 128 bits (util/int128.h) and shows progress
 * through the engines' hook (util/parallel.h). It links the internal archive
 * (cookiegame_internal_dep) for the same reason. A change to anything
 * declared below is a change to cookiegame-mpi: build and run its tests
 * (meson test --suite mpi).
 */
#ifndef CG_TABLES_MPI_CENSUS_H
#define CG_TABLES_MPI_CENSUS_H

#include "tables/checkpoint.h"
#include "tables/level_driver.h"
#include "tables/memory.h"
#include "tables/reduced_engine.h"
#include "tables/reduced_reads.h"
#include "tables/stats.h"
#include "tables/strict_engine.h"
#include "util/alloc.h"
#include "util/detail.h"
#include "util/int128.h"
#include "util/parallel.h"

#endif
