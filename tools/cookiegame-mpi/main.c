/*
 * cookiegame-mpi: the censuses of `cookiegame census` over the ranks of an MPI
 * job, for levels past what one machine holds. Every rank parses the same
 * arguments and so reaches the same verdict on them; only rank 0 speaks, and
 * every rank exits with the same status.
 */
#define _GNU_SOURCE   /* sched_getaffinity, CPU_COUNT */
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <mpi.h>

#include <cookiegame.h>

#include "census-print.h"
#include "engines.h"
#include "exchange.h"
#include "census.h"
#include "replicated.h"
#include "sharded.h"
#include "sharded_reduced.h"
#include "help.h"
#include "options.h"
#include "tool.h"

static int world_rank;

/* A message on stderr from rank 0 only (every rank has the same to say). */
static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
    if (world_rank != 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    fputs("cookiegame-mpi: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static const char usage_line[] =
    "usage: cookiegame-mpi census strict|reduced N [--threads T] [--checkpoint DIR] "
    "[--progress S] [--max-memory B] [--sharded [--verbose]] [--chunk-bytes B] [--fetch-cache B] "
    "[--all | --json | --csv]";

static const tool_option opt_sharded = TOOL_FLAG("--sharded",
    "Each rank keeps only its own share of each level (about 1/ranks of the memory) and fetches "
    "the values of the two levels below that its share reads from the ranks that own them, a "
    "chunk at a time, in collective rounds. Its checkpoints are the replicated mode's: either "
    "mode resumes the other's.");
static const tool_option opt_verbose = TOOL_FLAG("--verbose",
    "With --sharded: the bytes each rank fetched, per level, on stderr.");
static const tool_option opt_threads = TOOL_NUMBER("--threads", "T", 1, 256, 1,
    "--threads needs a number of threads",
    "--threads: '%s' is not a number of threads from 1 to 256",
    "Worker threads per rank, 1..256 (default 1: one rank per core).");
static const tool_option opt_checkpoint = TOOL_TEXT("--checkpoint", "DIR",
    "--checkpoint needs a directory",
    "Save every finished level in DIR (created if missing) and, when DIR holds a checkpoint of "
    "the same census, resume after its last level. Each rank writes its share of the two stored "
    "levels (level-L.rank-R-of-P.bin), rank 0 the statistics (census.ckpt), last; a job killed "
    "at any moment resumes at the last level all ranks saved. Resume with the same number of "
    "ranks; DIR must be shared by the ranks, or node-local with the same ranks per node.");
static const tool_option opt_max_memory = TOOL_MAX_MEMORY(
    "Refuse to start when a rank would need more than B bytes (suffix K, M or G); a census is "
    "refused anyway when a rank needs more than the memory available on its node (with several "
    "ranks per node, give each its part of it here).");
static const tool_option opt_progress = TOOL_NUMBER("--progress", "S", 0, 86400, 60,
    "--progress needs a number of seconds",
    "--progress: '%s' is not a number of seconds from 0 to 86400",
    "A progress line on stderr from rank 0 at most every S seconds (level, share done, rate, "
    "time left; default 60, 0: none).");
static const tool_option opt_chunk_bytes = TOOL_NUMBER(
    "--chunk-bytes", "B", 1, UINT64_C(1) << 30, 0,
    "--chunk-bytes needs a number of bytes",
    "--chunk-bytes: '%s' is not a number of bytes from 1 to 1073741824",
    "Bytes per rank and round when levels are exchanged (default: 64 MiB, less with many ranks; "
    "MPI counts are int). With --sharded: the chunk computed per round, strict: the bytes of one "
    "plane (a power of two of 8-byte words, default 2 MiB); reduced: the bytes of its values at "
    "4 bits (default 512 KiB, less when what it fetches would pass 64 MiB / ranks).");
#define FETCH_CACHE_HELP                                                                       \
    "With --sharded, reduced: the bytes each rank keeps of the values it fetched from other "   \
    "ranks, for the chunks after the one that fetched them (suffix K, M or G; default or 0: a " \
    "quarter of its share of the two levels below; at least 32 MiB; counted in the memory a "  \
    "rank needs). More fetches less: a rank's share reads the levels below several times over."
static const tool_option opt_fetch_cache = {
    .name = "--fetch-cache", .arg = "B", .kind = TOOL_OPTION_BYTES,
    .missing = "--fetch-cache needs a size such as 4G",
    .bad = "--fetch-cache: '%s' is not a size (bytes, or with K, M, G)", .help = FETCH_CACHE_HELP,
    .entry = "--fetch-cache B\t" FETCH_CACHE_HELP
};
static const tool_option opt_all = TOOL_FLAG("--all",
    "Every position of the largest value in the text (by default a screenful, as `cookiegame "
    "census` prints it).");
static const tool_option opt_json = TOOL_JSON("One JSON document, as `cookiegame census --json`.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table of the levels, as `cookiegame census --csv`.");

/* The options of census, in the order --help shows them. */
enum { OPT_SHARDED, OPT_VERBOSE, OPT_THREADS, OPT_CHECKPOINT, OPT_MAX_MEMORY, OPT_PROGRESS,
       OPT_CHUNK_BYTES, OPT_FETCH_CACHE, OPT_ALL, OPT_JSON, OPT_CSV, NOPTS };
static const tool_option *const options[] = {
    [OPT_SHARDED] = &opt_sharded, [OPT_VERBOSE] = &opt_verbose, [OPT_THREADS] = &opt_threads,
    [OPT_CHECKPOINT] = &opt_checkpoint, [OPT_MAX_MEMORY] = &opt_max_memory,
    [OPT_PROGRESS] = &opt_progress, [OPT_CHUNK_BYTES] = &opt_chunk_bytes,
    [OPT_FETCH_CACHE] = &opt_fetch_cache, [OPT_ALL] = &opt_all,
    [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv, [NOPTS] = NULL
};

static void help(void)
{
    if (world_rank != 0)
        return;
    printf("%s\n\n"
           "Run under mpirun or srun, e.g. mpirun -np 4 cookiegame-mpi census strict 30.\n"
           "\n"
           "census strict N\n"
           "    Grundy values of every strict position with 0..N heaps (N from 0 to %d),\n"
           "    the same tables as `cookiegame census strict N`.\n"
           "census reduced N\n"
           "    The same for reduced positions (N from 0 to %d), as `cookiegame census\n"
           "    reduced N`.\n"
           "\n"
           "Each level is split into contiguous shares, one per rank; every rank holds\n"
           "whole copies of the two levels below (replicated mode: the memory of one\n"
           "threaded census per rank) and receives the other ranks' shares after each\n"
           "level. Statistics are reduced to rank 0, which prints the tables.\n"
           "\n",
           usage_line, CG_STRICT_TABLE_MAX_HEAPS, CG_REDUCED_TABLE_MAX_HEAPS);
    tool_help_options(stdout, options);
    printf("  --help            This text.\n"
           "\n"
           "Exit status: 0 success, 1 the census failed (memory, a value too large, a\n"
           "checkpoint that cannot be used), 2 bad arguments; the same on every rank.\n");
}

/*
 * Launchers bind each rank to cores (Open MPI: one core per rank when there
 * are two ranks or fewer): worker threads beyond the cores a rank may run on
 * share them and gain nothing. Rank 0 says so, once, for the fewest cores
 * any rank has (collective).
 */
static void warn_bound_threads(unsigned threads)
{
    cpu_set_t set;
    int cores = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : (int)threads;
    int fewest;
    MPI_Allreduce(&cores, &fewest, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (fewest < (int)threads)
        say("--threads %u, but a rank may run on only %d core%s: give each rank %u cores "
            "(Open MPI: mpirun --map-by slot:PE=%u, or --bind-to none; Slurm: "
            "--cpus-per-task=%u)",
            threads, fewest, fewest == 1 ? "" : "s", threads, threads, threads);
}

/* Parse the census command; TOOL_OK with the census done and printed,
 * or an exit status. */
static int run_census(int argc, char **argv)
{
    tool_option_value v[NOPTS];
    char why[512];
    if (tool_read_options("census", options, &argc, argv, v, why, sizeof why) != 0) {
        say("%s", why);
        return TOOL_USAGE;
    }
    const char *checkpoint_dir = v[OPT_CHECKPOINT].text;
    if (checkpoint_dir != NULL && *checkpoint_dir == '\0') {
        say("%s", opt_checkpoint.missing);
        return TOOL_USAGE;
    }
    int sharded = v[OPT_SHARDED].given, verbose = v[OPT_VERBOSE].given, all = v[OPT_ALL].given;
    if (argc != 2 || (strcmp(argv[0], "strict") != 0 && strcmp(argv[0], "reduced") != 0)) {
        say("%s", usage_line);
        return TOOL_USAGE;
    }
    const mpi_engine *e = strcmp(argv[0], "strict") == 0 ? &mpi_strict_engine : &mpi_reduced_engine;
    if (verbose && !sharded) {
        say("--verbose goes with --sharded");
        return TOOL_USAGE;
    }
    if (v[OPT_FETCH_CACHE].given && (!sharded || e != &mpi_reduced_engine)) {
        say("--fetch-cache goes with census reduced --sharded");
        return TOOL_USAGE;
    }
    uint64_t nmax;
    if (tool_parse_u64(argv[1], e->max_heaps, &nmax) != 0) {
        say("N: '%s' is not a number of heaps from 0 to %u", argv[1], e->max_heaps);
        return TOOL_USAGE;
    }
    uint64_t threads = v[OPT_THREADS].number, chunk = v[OPT_CHUNK_BYTES].number;
    uint64_t max_bytes = v[OPT_MAX_MEMORY].number, progress = v[OPT_PROGRESS].number;

    warn_bound_threads((unsigned)threads);
    double t0 = MPI_Wtime();
    mpi_world w;
    /* The sharded mode uses no assembly rounds: a token round buffer. */
    int st = world_init(&w, MPI_COMM_WORLD, sharded ? 4096 : (size_t)chunk);
    cg_census *c = NULL;
    uint64_t fetched[CG_STRICT_TABLE_MAX_HEAPS + 1];
    census_options opt = { .threads = (unsigned)threads, .checkpoint = checkpoint_dir,
                           .progress = (double)progress, .max_bytes = max_bytes };
    if (st == CG_OK) {
        census_mode mode;
        sharded_options so = { (unsigned)threads, chunk / 8, 0, 0, fetched };
        /* Reduced: --chunk-bytes is the bytes of a chunk's values at 4 bits. */
        reduced_sharded_options ro = { (unsigned)threads, chunk * 2, 0, fetched,
                                       v[OPT_FETCH_CACHE].number, 0 };
        int made = !sharded                   ? replicated_mode(e, &w, (unsigned)threads, &mode)
                   : e == &mpi_strict_engine ? sharded_mode(&w, (uint32_t)nmax, &so, &mode)
                                             : sharded_reduced_mode(&w, (uint32_t)nmax, &ro, &mode);
        st = world_agree(&w, made);
        if (st == CG_OK)
            st = mpi_census(e, &w, (uint32_t)nmax, &opt, &mode, &c);
        else
            mode.free(mode.state);
        if (st == CG_OK && verbose)
            sharded_print_fetched(&w, (uint32_t)nmax, fetched);
    }
    world_free(&w);   /* nothing to free when world_init failed */
    if (opt.resumed_at > 0)
        say("resumed from %s after level %u", checkpoint_dir, opt.resumed_at - 1);
    if (checkpoint_dir != NULL && (st == CG_EINVAL || st == CG_EPARSE || st == CG_EDOMAIN)) {
        char shown[256];
        tool_shown_text(shown, sizeof shown, checkpoint_dir);
        /* One line, rank 0's, with its detail when it has one (which file,
         * why): the other ranks' failures are of their own shares, alike. */
        const char *detail = cg_error_detail();
        say("census %s %u: checkpoint '%s': %s%s%s", e->family, (unsigned)nmax, shown,
            st == CG_EINVAL  ? "cannot be created, read or written"
            : st == CG_EPARSE ? "damaged, or of another census or number of ranks"
                              : "holds a finished census to fewer heaps",
            *detail != '\0' ? ": " : "", detail);
        return TOOL_FAIL;
    }
    if (opt.refused) {
        say("census %s %u%s: needs %.2f GiB per rank (levels and buffers), more than %s: "
            "use more ranks%s",
            e->family, (unsigned)nmax, sharded ? " --sharded" : "",
            (double)opt.needed / (double)(UINT64_C(1) << 30),
            max_bytes != 0 ? "--max-memory or the memory available"
                           : "the memory available on some rank's node",
            sharded ? "" : ", or --sharded");
        return TOOL_FAIL;
    }
    if (st == CG_ERANGE) {
        say("census %s %u: a Grundy value does not fit the engine's widest values",
            e->family, (unsigned)nmax);
        return TOOL_FAIL;
    }
    if (st != CG_OK) {
        say("census %s %u: %s", e->family, (unsigned)nmax, cg_strerror(st));
        return TOOL_FAIL;
    }
    int rc = TOOL_OK;
    if (world_rank == 0) {
        tool_engine_options o = { .format = tool_options_format(options, v),
                                  .threads = (unsigned)threads, .all = all };
        rc = tool_finish_stdout(census_print(c, e->family, &o, LEVELS, -1, MPI_Wtime() - t0));
    }
    cg_census_free(c);
    return rc;
}

static int run(int argc, char **argv)
{
    if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
                      strcmp(argv[1], "help") == 0)) {
        help();
        return TOOL_OK;
    }
    if (argc >= 2 && strcmp(argv[1], "census") == 0)
        return run_census(argc - 2, argv + 2);
    if (argc < 2)
        say("%s (--help for more)", usage_line);
    else
        say("unknown command '%s'; %s", argv[1], usage_line);
    return TOOL_USAGE;
}

int main(int argc, char **argv)
{
    /* Past the file size limit (ulimit -f) a checkpoint's write fails with
     * EFBIG and the ranks agree on a failure whose message names the file,
     * instead of SIGXFSZ killing a rank, and the job with it, without a word. */
    signal(SIGXFSZ, SIG_IGN);
    /* Worker threads compute; only the main thread calls MPI. */
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &world_rank);
    /* The tables reach the user through mpirun's forwarding of stdout, which
     * costs per write: a census's millions of lines go in large blocks. */
    static char out_buffer[1 << 20];
    setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);
    int rc;
    if (provided < MPI_THREAD_FUNNELED) {
        say("the MPI library does not allow threads (MPI_THREAD_FUNNELED)");
        rc = TOOL_FAIL;
    } else {
        rc = run(argc, argv);
    }
    /* Every rank decided the same status; the job ends as one. */
    MPI_Finalize();
    return rc;
}
