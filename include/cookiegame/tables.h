/**
 * @file tables.h
 * @brief Exhaustive engines for the spoiled-cookie game: D-value counts, and the
 *        Grundy values of every strict and every reduced position up to a size.
 *
 * Researchers test conjectures on these tables: the Grundy Value Conjecture of
 * [Propp] (every strict position has Grundy value at most 3), the growth of
 * Grundy values of general positions, patterns in the D-value counts.
 *
 * - Strict reduced positions with n heaps are the subsets of {1, ..., n-1}: 2^(n-1)
 *   of them. Their options reduce to strict positions with n-1 or n-2 heaps, and
 *   the engine computes 64 positions at a time with word operations on bit-planes
 *   of Grundy values (2 bits per position while every value is at most 3; wider
 *   planes are added as soon as a larger value appears).
 * - Reduced positions with n heaps are lattice paths: Catalan(n) of them. The
 *   engine ranks them in lexicographic order of their heap tuples and stores
 *   values in 4 bits (8 when a value above 15 appears).
 *
 * Both tables number the positions of a level by rank, their place in
 * lexicographic order of the heap tuples, and give a level's values in that
 * order as an array (cg_strict_table_values(), cg_reduced_table_values(); the
 * position of a rank: cg_strict_table_position(), cg_reduced_table_position()).
 *
 * Level n depends only on levels n-1 and n-2, so each level is split into ranges
 * computed by `threads` worker threads. A *table* keeps every level for lookups;
 * a *census* keeps only the three levels it needs, so it reaches larger n, and
 * reports per-level histograms, largest values and example positions.
 *
 * Memory is computed before anything is allocated (see cg_strict_table_memory()
 * and friends): a build that would need more than the memory available when it
 * starts (Linux's MemAvailable, not the physical size; since 1.1), or than a
 * caller-given bound, is refused with #CG_ENOMEM before it starts, and sizes
 * whose counts cannot even be represented with #CG_ERANGE.
 *
 * Progress callbacks receive positions done and positions in all. They run on
 * the calling thread. Tables and censuses are immutable once built and may be
 * read from several threads at once.
 */
#ifndef COOKIEGAME_TABLES_H
#define COOKIEGAME_TABLES_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/common.h>
#include <cookiegame/cookie.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief The largest number of heaps a strict table or census accepts. @since 1.0 */
#define CG_STRICT_TABLE_MAX_HEAPS 48
/** @brief The largest number of heaps a reduced table or census accepts. @since 1.0 */
#define CG_REDUCED_TABLE_MAX_HEAPS 30

/**
 * @brief The most heaps cg_strict_dvalue_counts() counts: with 67 heaps a
 *        count passes 2^64 (#CG_ERANGE).
 * @since 1.3 (the limit itself since 1.0)
 */
#define CG_STRICT_DVALUE_MAX_HEAPS 66

/**
 * @brief The number of strict reduced positions with @p n heaps and each D-value.
 *
 * Computed without enumerating the 2^(n-1) positions: D >= d holds exactly when
 * the heaps a_{r+1}, ..., a_m (numbered from 1 as in the paper) clear the
 * thresholds of the critical position C^{n,d} (Claim 5 of Propp and Ullman
 * [PU92]), a family of prefix constraints on the subset of {1, ..., n-1} that a
 * lattice-path count handles in O(n^2) per d, O(n^3) in all.
 *
 * @param n       Number of heaps, at most #CG_STRICT_DVALUE_MAX_HEAPS.
 * @param[out] counts  counts[d] = the number of strict positions with D-value d,
 *                for d = 0..n. Written only on success.
 * @param ncounts Size of @p counts; at least n + 1.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p counts is NULL or @p ncounts < n + 1.
 * @retval CG_ERANGE A count does not fit in 64 bits (n >
 *         #CG_STRICT_DVALUE_MAX_HEAPS).
 * @retval CG_ENOMEM Out of memory.
 * @since 1.0
 */
int cg_strict_dvalue_counts(uint32_t n, uint64_t *counts, size_t ncounts);

/**
 * @brief The Grundy values of every strict reduced position with at most nmax heaps.
 * @since 1.0
 */
typedef struct cg_strict_table cg_strict_table;

/**
 * @brief The bytes a strict table up to @p nmax heaps needs (assuming values fit
 *        in 2 bits, as they do as far as anyone has computed).
 *
 * About 2^nmax / 4 bytes: 64 MiB for nmax = 28, 4 GiB for nmax = 34.
 * @param nmax  Largest number of heaps.
 * @param[out] bytes Receives the size. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p bytes is NULL.
 * @retval CG_ERANGE @p nmax exceeds #CG_STRICT_TABLE_MAX_HEAPS.
 * @since 1.0
 */
int cg_strict_table_memory(uint32_t nmax, uint64_t *bytes);

/**
 * @brief Compute the Grundy value of every strict reduced position with 0..nmax heaps.
 *
 * Cost: about 2^nmax positions at a few word operations each (a table to 28
 * heaps takes well under a second on two threads); memory as
 * cg_strict_table_memory() states, checked against the available memory first. If a
 * Grundy value above 3 appears (a counterexample to the Grundy Value Conjecture),
 * the build widens its planes and goes on; cg_strict_table_histogram() then shows
 * it.
 *
 * @param nmax      Largest number of heaps.
 * @param threads   Worker threads (0 means 1).
 * @param progress  Called with positions done and in all; non-zero stops the build. May be NULL.
 * @param user_data Passed to @p progress.
 * @param[out] out  Receives the table, owned by the caller, released with
 *                  cg_strict_table_free(). Written only on success.
 * @retval CG_OK        Built.
 * @retval CG_EINVAL    @p out is NULL.
 * @retval CG_ERANGE    @p nmax exceeds #CG_STRICT_TABLE_MAX_HEAPS.
 * @retval CG_ENOMEM    The table needs more than the available memory, or an allocation failed.
 * @retval CG_ECANCELED @p progress asked to stop.
 * @since 1.0
 */
int cg_strict_table_build(uint32_t nmax, unsigned threads, cg_progress_fn progress,
                          void *user_data, cg_strict_table **out);

/**
 * @brief Release a strict table.
 * @param t The table; NULL is a no-op.
 * @since 1.0
 */
void cg_strict_table_free(cg_strict_table *t);

/**
 * @brief The largest number of heaps in a strict table.
 * @param t The table.
 * @return nmax, or 0 when @p t is NULL. O(1).
 * @since 1.0
 */
uint32_t cg_strict_table_nmax(const cg_strict_table *t);

/**
 * @brief Look up the Grundy value of a strict position (raw or reduced). O(n).
 *
 * @param t The table.
 * @param p A position whose reduced form is strict with at most nmax heaps.
 * @param[out] g Receives the Grundy value. Written only on success.
 * @retval CG_OK      Done.
 * @retval CG_EINVAL  An argument is NULL.
 * @retval CG_EDOMAIN The position is not strict.
 * @retval CG_ERANGE  Its reduced form has more heaps than the table.
 * @retval CG_ENOMEM  Out of memory (for the reduced form of @p p).
 * @since 1.0
 */
int cg_strict_table_grundy(const cg_strict_table *t, const cg_position *p, uint32_t *g);

/**
 * @brief How many strict positions with @p n heaps have each Grundy value. O(1).
 *
 * @param t The table.
 * @param n Number of heaps, at most nmax.
 * @param[out] counts counts[g] for g = 0..ncounts-1. Written only on success.
 * @param ncounts Size of @p counts; must exceed the largest value at level @p n
 *                (4 is enough while the Grundy Value Conjecture holds).
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p t or @p counts is NULL.
 * @retval CG_ERANGE @p n exceeds nmax, or a value at level @p n does not fit in @p ncounts.
 * @since 1.0
 */
int cg_strict_table_histogram(const cg_strict_table *t, uint32_t n, uint64_t *counts, size_t ncounts);

/**
 * @brief The number of strict reduced positions with @p n heaps: 2^(n-1), and
 *        1 (the empty position) for n = 0. The ranks of level @p n are
 *        0 .. count - 1. O(1).
 *
 * @param t The table.
 * @param n Number of heaps, at most nmax.
 * @param[out] count Receives the number. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p t or @p count is NULL.
 * @retval CG_ERANGE @p n exceeds nmax.
 * @since 1.2
 */
int cg_strict_table_level_size(const cg_strict_table *t, uint32_t n, uint64_t *count);

/**
 * @brief Copy the Grundy values of the strict positions with @p n heaps of
 *        ranks first .. first + count - 1, one byte per value.
 *
 * The rank of a position is its place in lexicographic order of the heap
 * tuples (a_1 <= ... <= a_n, compared from a_1), rank 0 first. A strict
 * reduced position with n heaps is a set T of heaps below n, each once, and
 * n for the rest: rank 0 is (1, 2, ..., n-1, n), the last rank 2^(n-1) - 1 is
 * (n, ..., n), and the rank of T is the sum of 2^(n-1-v) over the v in
 * {1, ..., n-1} that are not in T (for n = 5: (1, 3, 5, 5, 5) has rank
 * 2^(4-2) + 2^(4-4) = 5). cg_strict_table_position() gives the position of
 * a rank. Reading a whole level is a linear pass over the table's bit-planes
 * (measured: doc/tables.md). Values never exceed 63, so they fit a byte.
 *
 * @param t      The table.
 * @param n      Number of heaps, at most nmax.
 * @param first  The first rank read.
 * @param[out] values Receives @p count values, values[i] that of rank first + i.
 *               Written only on success; may be NULL when @p count is 0.
 * @param count  How many values to read.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p t is NULL, or @p values is NULL and @p count is not 0.
 * @retval CG_ERANGE @p n exceeds nmax, or first + count exceeds the level's
 *                   size (cg_strict_table_level_size(); cg_error_detail() says
 *                   which).
 * @since 1.2
 */
int cg_strict_table_values(const cg_strict_table *t, uint32_t n, uint64_t first, uint8_t *values,
                           size_t count);

/**
 * @brief The strict reduced position with @p n heaps and rank @p rank (the
 *        order of cg_strict_table_values()). O(n).
 *
 * @param t    The table.
 * @param n    Number of heaps, at most nmax.
 * @param rank A rank below the level's size.
 * @param[out] out Receives the position, owned by the caller, released with
 *                 cg_position_free(). Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p t or @p out is NULL.
 * @retval CG_ERANGE @p n exceeds nmax, or @p rank is not below the level's size.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.2
 */
int cg_strict_table_position(const cg_strict_table *t, uint32_t n, uint64_t rank,
                             cg_position **out);

/**
 * @brief The Grundy values of every reduced position with at most nmax heaps.
 * @since 1.0
 */
typedef struct cg_reduced_table cg_reduced_table;

/**
 * @brief The bytes a reduced table up to @p nmax heaps needs (4 bits per
 *        position, Catalan(n) positions with n heaps).
 * @param nmax  Largest number of heaps.
 * @param[out] bytes Receives the size. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p bytes is NULL.
 * @retval CG_ERANGE @p nmax exceeds #CG_REDUCED_TABLE_MAX_HEAPS.
 * @since 1.0
 */
int cg_reduced_table_memory(uint32_t nmax, uint64_t *bytes);

/**
 * @brief Compute the Grundy value of every reduced position with 0..nmax heaps.
 *
 * Each position is unranked incrementally; each distinct option is reduced and
 * ranked in O(n) and looked up in the two levels below. Catalan(16) = 35 million
 * positions take seconds on two threads.
 *
 * @param nmax      Largest number of heaps.
 * @param threads   Worker threads (0 means 1).
 * @param progress  Called with positions done and in all; non-zero stops the build. May be NULL.
 * @param user_data Passed to @p progress.
 * @param[out] out  Receives the table, owned by the caller, released with
 *                  cg_reduced_table_free(). Written only on success.
 * @retval CG_OK        Built.
 * @retval CG_EINVAL    @p out is NULL.
 * @retval CG_ERANGE    @p nmax exceeds #CG_REDUCED_TABLE_MAX_HEAPS.
 * @retval CG_ENOMEM    The table needs more than the available memory, or an allocation failed.
 * @retval CG_ECANCELED @p progress asked to stop.
 * @since 1.0
 */
int cg_reduced_table_build(uint32_t nmax, unsigned threads, cg_progress_fn progress,
                           void *user_data, cg_reduced_table **out);

/**
 * @brief Release a reduced table.
 * @param t The table; NULL is a no-op.
 * @since 1.0
 */
void cg_reduced_table_free(cg_reduced_table *t);

/**
 * @brief The largest number of heaps in a reduced table.
 * @param t The table.
 * @return nmax, or 0 when @p t is NULL. O(1).
 * @since 1.0
 */
uint32_t cg_reduced_table_nmax(const cg_reduced_table *t);

/**
 * @brief Look up the Grundy value of any position whose reduced form has at most
 *        nmax heaps. O(n).
 *
 * @param t The table.
 * @param p The position (raw or reduced).
 * @param[out] g Receives the Grundy value. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL An argument is NULL.
 * @retval CG_ERANGE Its reduced form has more heaps than the table.
 * @retval CG_ENOMEM Out of memory (for the reduced form of @p p).
 * @since 1.0
 */
int cg_reduced_table_grundy(const cg_reduced_table *t, const cg_position *p, uint32_t *g);

/**
 * @brief How many reduced positions with @p n heaps have each Grundy value. O(1).
 *
 * @param t The table.
 * @param n Number of heaps, at most nmax.
 * @param[out] counts counts[g] for g = 0..ncounts-1. Written only on success.
 * @param ncounts Size of @p counts; must exceed the largest value at level @p n.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p t or @p counts is NULL.
 * @retval CG_ERANGE @p n exceeds nmax, or a value at level @p n does not fit in @p ncounts.
 * @since 1.0
 */
int cg_reduced_table_histogram(const cg_reduced_table *t, uint32_t n, uint64_t *counts, size_t ncounts);

/**
 * @brief The number of reduced positions with @p n heaps: Catalan(n) (1, the
 *        empty position, for n = 0). The ranks of level @p n are
 *        0 .. count - 1. O(1).
 *
 * @param t The table.
 * @param n Number of heaps, at most nmax.
 * @param[out] count Receives the number. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p t or @p count is NULL.
 * @retval CG_ERANGE @p n exceeds nmax.
 * @since 1.2
 */
int cg_reduced_table_level_size(const cg_reduced_table *t, uint32_t n, uint64_t *count);

/**
 * @brief Copy the Grundy values of the reduced positions with @p n heaps of
 *        ranks first .. first + count - 1, one byte per value.
 *
 * The rank of a position is its place in lexicographic order of the heap
 * tuples (a_1 <= ... <= a_n with k <= a_k <= n, compared from a_1), rank 0
 * first: rank 0 is (1, 2, ..., n), the last rank Catalan(n) - 1 is
 * (n, ..., n); for n = 3 the order is (1,2,3), (1,3,3), (2,2,3), (2,3,3),
 * (3,3,3). cg_reduced_table_position() gives the position of a rank. The
 * table stores values in this order, so a read is a copy (4-bit values
 * unpacked).
 *
 * @param t      The table.
 * @param n      Number of heaps, at most nmax.
 * @param first  The first rank read.
 * @param[out] values Receives @p count values, values[i] that of rank first + i.
 *               Written only on success; may be NULL when @p count is 0.
 * @param count  How many values to read.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p t is NULL, or @p values is NULL and @p count is not 0.
 * @retval CG_ERANGE @p n exceeds nmax, or first + count exceeds the level's
 *                   size (cg_reduced_table_level_size(); cg_error_detail() says
 *                   which).
 * @since 1.2
 */
int cg_reduced_table_values(const cg_reduced_table *t, uint32_t n, uint64_t first,
                            uint8_t *values, size_t count);

/**
 * @brief The reduced position with @p n heaps and rank @p rank (the order of
 *        cg_reduced_table_values()). O(n^2).
 *
 * @param t    The table.
 * @param n    Number of heaps, at most nmax.
 * @param rank A rank below the level's size.
 * @param[out] out Receives the position, owned by the caller, released with
 *                 cg_position_free(). Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p t or @p out is NULL.
 * @retval CG_ERANGE @p n exceeds nmax, or @p rank is not below the level's size.
 * @retval CG_ENOMEM Out of memory.
 * @since 1.2
 */
int cg_reduced_table_position(const cg_reduced_table *t, uint32_t n, uint64_t rank,
                              cg_position **out);

/**
 * @brief The results of a streaming census: per level, the histogram of Grundy
 *        values, the largest value and the lexicographically smallest position
 *        with each value.
 * @since 1.0
 */
typedef struct cg_census cg_census;

/**
 * @brief Peak bytes of the levels of a strict census up to @p nmax heaps: the
 *        levels nmax-2 and nmax-3 and half of level nmax-1, which is computed
 *        and used half at a time (the last level is counted, never stored).
 *        2^(nmax-6) times 5 bytes from 12 heaps on: 5 GiB for nmax = 36, 20 GiB
 *        for 38 (since 1.1; 1.0 held three whole levels, 7 GiB at 36).
 *
 * This is what a census checks before it starts. Its listings (the positions
 * of each value that has at most #CG_CENSUS_LIST_MAX of them, 8 bytes each,
 * and while a level is computed up to as many again per worker thread) cannot
 * be known before the values are: they are charged as they grow, against the
 * same bound (the census's @p max_bytes and what the process may use), and
 * can be far larger than the levels at moderate sizes (100-180 MB at 24
 * heaps, where the levels take 1.3 MB). cg_census_memory_used() gives the
 * whole figure of a census that ran (since 1.2).
 * @param nmax  Largest number of heaps.
 * @param[out] bytes Receives the size. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p bytes is NULL.
 * @retval CG_ERANGE @p nmax exceeds #CG_STRICT_TABLE_MAX_HEAPS.
 * @since 1.0
 */
int cg_strict_census_memory(uint32_t nmax, uint64_t *bytes);

/**
 * @brief Peak bytes of the levels of a reduced census up to @p nmax heaps, which
 *        it checks before it starts; its listings are charged as they grow
 *        (as for the strict census, cg_strict_census_memory()).
 * @param nmax  Largest number of heaps.
 * @param[out] bytes Receives the size. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p bytes is NULL.
 * @retval CG_ERANGE @p nmax exceeds #CG_REDUCED_TABLE_MAX_HEAPS.
 * @since 1.0
 */
int cg_reduced_census_memory(uint32_t nmax, uint64_t *bytes);

/**
 * @brief Count the Grundy values of every strict position with 0..nmax heaps,
 *        keeping at most three levels in memory, and two and a half for the last
 *        two (cg_strict_census_memory()).
 *
 * @param nmax      Largest number of heaps.
 * @param threads   Worker threads (0 means 1).
 * @param max_bytes Memory the census may use; 0 means all that is available.
 *                  The census is refused before it starts if
 *                  cg_strict_census_memory() exceeds it or the memory available
 *                  (a larger value does not override that; since 1.1), and
 *                  stops with #CG_ENOMEM before its listings would pass either
 *                  (since 1.2; cg_error_detail() gives the figures).
 * @param progress  Called with positions done and in all; non-zero stops. May be NULL.
 * @param user_data Passed to @p progress.
 * @param[out] out  Receives the results, owned by the caller, released with
 *                  cg_census_free(). Written only on success.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    @p out is NULL.
 * @retval CG_ERANGE    @p nmax exceeds #CG_STRICT_TABLE_MAX_HEAPS.
 * @retval CG_ENOMEM    More memory needed than allowed, or an allocation failed.
 * @retval CG_ECANCELED @p progress asked to stop.
 * @since 1.0
 */
int cg_strict_census(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                     cg_progress_fn progress, void *user_data, cg_census **out);

/**
 * @brief Count the Grundy values of every reduced position with 0..nmax heaps,
 *        keeping only three levels in memory.
 *
 * @param nmax      Largest number of heaps.
 * @param threads   Worker threads (0 means 1).
 * @param max_bytes Memory the census may use; 0 means all that is available
 *                  (a larger value does not override that; since 1.1). Checked
 *                  against cg_reduced_census_memory() before the census starts,
 *                  and by the listings as they grow (since 1.2).
 * @param progress  Called with positions done and in all; non-zero stops. May be NULL.
 * @param user_data Passed to @p progress.
 * @param[out] out  Receives the results, owned by the caller, released with
 *                  cg_census_free(). Written only on success.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    @p out is NULL.
 * @retval CG_ERANGE    @p nmax exceeds #CG_REDUCED_TABLE_MAX_HEAPS.
 * @retval CG_ENOMEM    More memory needed than allowed, or an allocation failed.
 * @retval CG_ECANCELED @p progress asked to stop.
 * @since 1.0
 */
int cg_reduced_census(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                      cg_progress_fn progress, void *user_data, cg_census **out);

/**
 * @brief cg_reduced_census() that survives being stopped: every level it
 *        finishes is saved in the directory @p dir, and a run started again
 *        with the same @p dir goes on after the last level saved.
 *
 * The directory (created if missing; one level, not its parents) holds the
 * statistics of every finished level (`census.ckpt`, with the listed
 * positions of cg_census_positions()) and the values of the last two
 * finished levels (`level-N.bin`, 4 bits per position: 3.3 GB for 20 heaps),
 * which is all the next level reads. Each file is written under a temporary
 * name, flushed to disk and renamed, the checkpoint last, so a run killed at
 * any moment (Ctrl-C, a cancelling @p progress, a power cut) leaves the
 * previous checkpoint whole; it costs one write of each level. A resumed
 * run gives the same census as one that was never stopped, with any number
 * of threads. A run asked for fewer heaps than the directory holds answers
 * from it at once. Files are in the machine's byte order. When the census
 * is finished only the statistics remain; it cannot then be extended to more
 * heaps (#CG_EDOMAIN: use a new directory). A checkpoint is checked before
 * it is used (CRC-32C checksums of every file, of each MiB of a level and of
 * each level's statistics; histograms that add up and agree with the stored
 * values, values within their bounds, listings complete and in order): a
 * damaged one is refused, never resumed into another census. (Checksums
 * find damage, not a deliberate rewrite: the statistics of levels whose
 * values are no longer kept are taken as they are.) Checkpoints of the
 * earlier format, without checksums, are refused with a detail saying so.
 *
 * A file past the process's file size limit (`ulimit -f`, RLIMIT_FSIZE)
 * raises SIGXFSZ, which kills the process by default, the previous
 * checkpoint whole. The library leaves signals alone: a program that ignores
 * SIGXFSZ (signal(SIGXFSZ, SIG_IGN), as the cookiegame tool does) gets
 * #CG_EINVAL instead, cg_error_detail() naming the file and "File too large".
 *
 * @param nmax      Largest number of heaps.
 * @param threads   Worker threads (0 means 1).
 * @param max_bytes Memory the census may use, as for cg_reduced_census().
 * @param dir       The checkpoint directory.
 * @param progress  Called with positions done (resumed levels included) and
 *                  in all; non-zero stops, keeping the checkpoint. May be NULL.
 * @param user_data Passed to @p progress.
 * @param[out] out  Receives the results, owned by the caller, released with
 *                  cg_census_free(). Written only on success.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    @p out or @p dir is NULL or empty, or @p dir cannot be
 *                      created, read or written (cg_error_detail() names the
 *                      file and the system's reason).
 * @retval CG_EPARSE    @p dir holds a damaged or truncated checkpoint, one of
 *                      another census or of an older format (cg_error_detail()
 *                      names the file and the byte offset).
 * @retval CG_EDOMAIN   @p dir holds a finished census to fewer than @p nmax heaps.
 * @retval CG_ERANGE    @p nmax exceeds #CG_REDUCED_TABLE_MAX_HEAPS.
 * @retval CG_ENOMEM    More memory needed than allowed, or an allocation failed.
 * @retval CG_ECANCELED @p progress asked to stop (the levels finished are saved).
 * @since 1.1
 */
int cg_reduced_census_resumable(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                                const char *dir, cg_progress_fn progress, void *user_data,
                                cg_census **out);

/**
 * @brief cg_reduced_census() (@p dir NULL) or cg_reduced_census_resumable()
 *        (@p dir a directory) that lists the positions of one value @p g
 *        past #CG_CENSUS_LIST_MAX: up to @p list_max per level.
 *
 * For the step after a census, such as a hunt for the next value
 * (cg_position_hunt()) that starts from every position of value g with n
 * heaps when there are more than #CG_CENSUS_LIST_MAX of them (1 540 220
 * of value 6 with 22 heaps). The other values are listed as by
 * cg_reduced_census(); cg_census_positions() lists value g on every level
 * that has at most @p list_max positions of it. The listing, 8 bytes a
 * position and up to as much again per worker thread while a level is
 * computed, is charged as it grows against @p max_bytes and what the process
 * may use: a census that would pass them stops with #CG_ENOMEM
 * (cg_error_detail() gives the figures), so a bound far above a value's
 * number of positions costs nothing, and one too large for the memory stops
 * the census when the listing outgrows it, not at the start. Time and the
 * memory of its levels are those of cg_reduced_census()
 * (cg_reduced_census_memory()); O(n) per position listed afterwards.
 *
 * With @p dir, the checkpoint is that of cg_reduced_census_resumable() (the
 * same files, statuses and guarantees), and either function reads the
 * other's. The levels a run reads back from a checkpoint keep the listings
 * they were saved with: a census resumed with a wider bound lists value g
 * more widely only on the levels it computes (cg_census_positions() gives
 * #CG_ERANGE for a saved level whose listing was dropped).
 *
 * @param nmax      Largest number of heaps.
 * @param threads   Worker threads (0 means 1).
 * @param max_bytes Memory the census may use, as for cg_reduced_census().
 * @param g         The value listed widely, at most @p nmax.
 * @param list_max  The most positions of value @p g listed per level, at least
 *                  #CG_CENSUS_LIST_MAX.
 * @param dir       The checkpoint directory, or NULL for none.
 * @param progress  Called with positions done and in all; non-zero stops. May be NULL.
 * @param user_data Passed to @p progress.
 * @param[out] out  Receives the results, owned by the caller, released with
 *                  cg_census_free(). Written only on success.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    @p out is NULL, @p dir is empty, or @p dir cannot be
 *                      created, read or written (cg_error_detail() says why).
 * @retval CG_EPARSE    @p dir holds a damaged or truncated checkpoint, or one
 *                      of another census or of an older format.
 * @retval CG_EDOMAIN   @p g exceeds @p nmax (no position has that value), or
 *                      @p dir holds a finished census to fewer than @p nmax heaps.
 * @retval CG_ERANGE    @p nmax exceeds #CG_REDUCED_TABLE_MAX_HEAPS, or
 *                      @p list_max is below #CG_CENSUS_LIST_MAX.
 * @retval CG_ENOMEM    More memory needed than allowed, or an allocation failed.
 * @retval CG_ECANCELED @p progress asked to stop (with @p dir, the levels
 *                      finished are saved).
 * @since 1.4
 */
int cg_reduced_census_listing(uint32_t nmax, unsigned threads, uint64_t max_bytes, uint32_t g,
                              uint64_t list_max, const char *dir, cg_progress_fn progress,
                              void *user_data, cg_census **out);

/**
 * @brief The outcome classes of cg_reduced_outcome_census(): bit 1 is set for
 *        an N-position of normal play, bit 0 for an N-position of misère play
 *        (whoever eats the last edible cookie loses).
 * @since 1.1
 */
typedef enum cg_census_class {
    CG_CENSUS_P_BOTH = 0,     /**< P in normal play and in misère play. */
    CG_CENSUS_MISERE_N = 1,   /**< P in normal play, N in misère play: the outcome flips. */
    CG_CENSUS_NORMAL_N = 2,   /**< N in normal play, P in misère play: the outcome flips. */
    CG_CENSUS_N_BOTH = 3      /**< N in normal play and in misère play. */
} cg_census_class;

/**
 * @brief Classify every reduced position with 0..nmax heaps by its outcome in
 *        normal play and in misère play, keeping only three levels in memory.
 *
 * The reduced engine of cg_reduced_census() in another mode: each position's
 * class (a #cg_census_class) follows from its options' classes, N in a play
 * exactly when some option is P in that play; the empty position is P in
 * normal play and N in misère play. Reduction keeps misère outcomes as it
 * keeps normal ones (see cg_position_misere_outcome()), so the classes of
 * reduced positions are those of every position. The result is read with the
 * census functions, a class standing where a Grundy value stands for the other
 * censuses: cg_census_histogram() counts the classes of a level and
 * cg_census_example() gives the smallest position of a class. Memory and time
 * are those of cg_reduced_census() (cg_reduced_census_memory()).
 *
 * @param nmax      Largest number of heaps.
 * @param threads   Worker threads (0 means 1).
 * @param max_bytes Memory the census may use; 0 means all that is available.
 * @param progress  Called with positions done and in all; non-zero stops. May be NULL.
 * @param user_data Passed to @p progress.
 * @param[out] out  Receives the results, owned by the caller, released with
 *                  cg_census_free(). Written only on success.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    @p out is NULL.
 * @retval CG_ERANGE    @p nmax exceeds #CG_REDUCED_TABLE_MAX_HEAPS.
 * @retval CG_ENOMEM    More memory needed than allowed, or an allocation failed.
 * @retval CG_ECANCELED @p progress asked to stop.
 * @since 1.1
 */
int cg_reduced_outcome_census(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                              cg_progress_fn progress, void *user_data, cg_census **out);

/**
 * @brief cg_reduced_outcome_census() that survives being stopped, as
 *        cg_reduced_census_resumable() (the same files, statuses and
 *        guarantees; a directory of the other census is #CG_EPARSE).
 *
 * @param nmax      Largest number of heaps.
 * @param threads   Worker threads (0 means 1).
 * @param max_bytes Memory the census may use.
 * @param dir       The checkpoint directory.
 * @param progress  Called with positions done and in all; non-zero stops. May be NULL.
 * @param user_data Passed to @p progress.
 * @param[out] out  Receives the results. Written only on success.
 * @retval CG_OK        Done.
 * @retval CG_EINVAL    @p out or @p dir is NULL or empty, or @p dir cannot be
 *                      created, read or written (cg_error_detail() says why).
 * @retval CG_EPARSE    @p dir holds a damaged or truncated checkpoint, one of
 *                      another census or of an older format (cg_error_detail()
 *                      names the file and the byte offset).
 * @retval CG_EDOMAIN   @p dir holds a finished census to fewer than @p nmax heaps.
 * @retval CG_ERANGE    @p nmax exceeds #CG_REDUCED_TABLE_MAX_HEAPS.
 * @retval CG_ENOMEM    More memory needed than allowed, or an allocation failed.
 * @retval CG_ECANCELED @p progress asked to stop (the levels finished are saved).
 * @since 1.1
 */
int cg_reduced_outcome_census_resumable(uint32_t nmax, unsigned threads, uint64_t max_bytes,
                                        const char *dir, cg_progress_fn progress,
                                        void *user_data, cg_census **out);

/**
 * @brief Release census results.
 * @param c The census; NULL is a no-op.
 * @since 1.0
 */
void cg_census_free(cg_census *c);

/**
 * @brief The memory of a census, as it was charged against its @p max_bytes:
 *        the most it held at once while it ran (its levels, the listings and
 *        their merge buffers) and what its results hold now (the listings).
 *
 * The peak is the figure a bound must allow for the census to finish; the
 * results keep what is held until cg_census_free(). O(1).
 *
 * @param c         The census.
 * @param[out] peak Receives the peak in bytes; may be NULL.
 * @param[out] held Receives the bytes held now; may be NULL.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p c is NULL.
 * @since 1.2
 */
int cg_census_memory_used(const cg_census *c, uint64_t *peak, uint64_t *held);

/**
 * @brief The largest number of heaps of a census.
 * @param c The census.
 * @return nmax, or 0 when @p c is NULL. O(1).
 * @since 1.0
 */
uint32_t cg_census_nmax(const cg_census *c);

/**
 * @brief How many positions with @p n heaps have each Grundy value. O(1).
 *
 * @param c The census.
 * @param n Number of heaps, at most nmax.
 * @param[out] counts counts[g] for g = 0..ncounts-1. Written only on success.
 * @param ncounts Size of @p counts; must exceed the largest value at level @p n.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p c or @p counts is NULL.
 * @retval CG_ERANGE @p n exceeds nmax, or a value at level @p n does not fit in @p ncounts.
 * @since 1.0
 */
int cg_census_histogram(const cg_census *c, uint32_t n, uint64_t *counts, size_t ncounts);

/**
 * @brief The largest Grundy value among positions with @p n heaps. O(1).
 *
 * @param c The census.
 * @param n Number of heaps, at most nmax.
 * @param[out] g Receives the value. Written only on success.
 * @retval CG_OK     Done.
 * @retval CG_EINVAL @p c or @p g is NULL.
 * @retval CG_ERANGE @p n exceeds nmax.
 * @since 1.0
 */
int cg_census_max_value(const cg_census *c, uint32_t n, uint32_t *g);

/**
 * @brief The lexicographically smallest position (ascending heap tuples compared
 *        from the first heap) with @p n heaps and Grundy value @p g. O(n).
 *
 * @param c The census.
 * @param n Number of heaps, at most nmax.
 * @param g A Grundy value.
 * @param[out] out Receives the position (reduced), owned by the caller, released
 *                 with cg_position_free(). Written only on success.
 * @retval CG_OK      Done.
 * @retval CG_EINVAL  @p c or @p out is NULL.
 * @retval CG_ERANGE  @p n exceeds nmax.
 * @retval CG_EDOMAIN No position with @p n heaps has Grundy value @p g.
 * @retval CG_ENOMEM  Out of memory.
 * @since 1.0
 */
int cg_census_example(const cg_census *c, uint32_t n, uint32_t g, cg_position **out);

/**
 * @brief The most positions of one value a census lists per level: a value
 *        with more positions is only counted. Large enough for every value
 *        but the common ones (0 to 5) of the reduced census to 21 heaps, so
 *        that a hunt for the next value can start from a level's rare values;
 *        cg_reduced_census_listing() lists one value further.
 *        @since 1.1
 */
#define CG_CENSUS_LIST_MAX 1048576

/**
 * @brief Called with each position listed (reduced, valid only during the
 *        call); a non-zero return stops the listing. The same type as
 *        #cg_position_fn.
 * @since 1.1
 */
typedef cg_position_fn cg_census_position_fn;

/**
 * @brief Every position with @p n heaps and value @p g, in lexicographic
 *        order, when there are at most #CG_CENSUS_LIST_MAX of them (or the
 *        bound of cg_reduced_census_listing() for its value).
 *
 * The census lists the positions of each value while they are few, so the
 * rare values, such as the largest of a level, are known position by
 * position, not only by their first example: at most #CG_CENSUS_LIST_MAX
 * engine indices (8 bytes) per value and level are kept, and a value that
 * passes that bound stops being listed at once. O(n) per position listed.
 *
 * @param c         The census.
 * @param n         Number of heaps, at most nmax.
 * @param g         A Grundy value (an outcome class of cg_reduced_outcome_census()).
 * @param each      Called once per position, in lexicographic order.
 * @param user_data Passed to @p each.
 * @retval CG_OK        Done: every position of value @p g was listed.
 * @retval CG_EINVAL    @p c or @p each is NULL.
 * @retval CG_ERANGE    @p n exceeds nmax, or more than #CG_CENSUS_LIST_MAX
 *                      positions (the census's bound for @p g) have value @p g,
 *                      so they were not listed (cg_census_histogram() counts them).
 * @retval CG_EDOMAIN   No position with @p n heaps has value @p g.
 * @retval CG_ECANCELED @p each returned non-zero.
 * @retval CG_ENOMEM    Out of memory.
 * @since 1.1
 */
int cg_census_positions(const cg_census *c, uint32_t n, uint32_t g, cg_census_position_fn each,
                        void *user_data);

#ifdef __cplusplus
}
#endif

#endif /* COOKIEGAME_TABLES_H */
