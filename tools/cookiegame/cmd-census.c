/*
 * cookiegame census strict|reduced N: Grundy values of every strict / reduced
 * position up to N heaps, the first position reaching each value, and every
 * position of the largest value (or of --value G);
 * cookiegame census outcomes N: normal and misère outcomes of every reduced
 * position, how often they differ, and the first position of each class.
 */
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "census-print.h"
#include "commands.h"
#include "help.h"
#include "options.h"
#include "tool.h"

static const tool_option opt_value = TOOL_NUMBER(
    "--value", "G", 0, 63, 0, "--value needs a Grundy value",
    "--value: '%s' is not a number from 0 to 63",
    "List every position of Grundy value G instead of the largest value's. A level "
    "with more than 1048576 positions of that value (or --list-max M) gets one row with their "
    "number.");
static const tool_option opt_list_max = TOOL_NUMBER(
    "--list-max", "M", CG_CENSUS_LIST_MAX, UINT64_MAX, CG_CENSUS_LIST_MAX,
    "--list-max needs a number of positions",
    "--list-max: '%s' is not a number of positions from 1048576 on",
    "With --value G (reduced): list up to M positions of value G per level instead of "
    "1048576, e.g. the 1540220 of value 6 with 22 heaps. 8 bytes a position (and as much "
    "again per thread while a level is computed), charged against --max-memory as the "
    "listing grows: a census whose listing would pass it stops there.");
static const tool_option opt_checkpoint = TOOL_TEXT(
    "--checkpoint", "DIR", "--checkpoint needs a directory",
    "Save every finished level in the directory DIR (reduced and outcomes), and "
    "resume from it: a census stopped by Ctrl-C, a crash or a power cut goes on after its last "
    "finished level when run again with the same DIR, and gives the same result. DIR holds the "
    "statistics and the values of the last two levels (3.3 GB at 20 heaps); when the census is "
    "finished only the statistics stay, and asking again answers at once.");
static const tool_option opt_max_memory = TOOL_MAX_MEMORY(
    "Refuse to start when the census's levels need more than B bytes (suffix K, M or G, "
    "e.g. 12G), and stop, exit status 1, before its listings of rare values or the table of "
    "the positions listed would pass B; the census is refused anyway when it needs more than "
    "the process may use (free memory, its cgroup's limit, ulimit -v).");
static const tool_option opt_json = TOOL_JSON(
    "One JSON document: family, nmax, levels, first_positions, (strict, reduced) "
    "positions, and memory: the most bytes the memory checks counted at once (levels, "
    "listings and the tool's tables), the figure --max-memory must allow.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table: the levels, or with --table first the first position of each value, "
    "or with --table positions the positions listed.");
/* The words in the order of census_table (census-print.h). */
static const tool_option opt_table = TOOL_CHOICE("--table", "levels|first|positions", LEVELS,
    "--table needs a name: levels, first or positions",
    "--table: '%s' is not a table of the census (levels, first or positions)",
    "Which table --csv writes (default levels).");

enum { OPT_VALUE, OPT_LIST_MAX, OPT_CHECKPOINT, OPT_THREADS, OPT_MAX_MEMORY, OPT_ALL, OPT_JSON,
       OPT_CSV, OPT_TABLE, NOPTS };
static const tool_option *const options[] = {
    [OPT_VALUE] = &opt_value, [OPT_LIST_MAX] = &opt_list_max, [OPT_CHECKPOINT] = &opt_checkpoint,
    [OPT_THREADS] = &tool_opt_threads,
    [OPT_MAX_MEMORY] = &opt_max_memory, [OPT_ALL] = &tool_opt_all, [OPT_JSON] = &opt_json,
    [OPT_CSV] = &opt_csv, [OPT_TABLE] = &opt_table, [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { options, NULL };

static int cmd_census(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("census", options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    census_table which = (census_table)v[OPT_TABLE].number;
    long list_value = v[OPT_VALUE].given ? (long)v[OPT_VALUE].number : -1;
    const char *dir = v[OPT_CHECKPOINT].text;
    tool_engine_options o = {
        .format = tool_options_format(options, v),
        .threads = tool_options_threads(&v[OPT_THREADS]),
        .max_bytes = v[OPT_MAX_MEMORY].number,
        .all = v[OPT_ALL].given,
    };
    if (v[OPT_TABLE].given && o.format != TOOL_CSV)
        return tool_usage("--table chooses the table --csv writes (text and --json show both)");
    if (argc != 2 || (strcmp(argv[0], "strict") != 0 && strcmp(argv[0], "reduced") != 0 &&
                      strcmp(argv[0], "outcomes") != 0))
        return tool_usage_of(&tool_cmd_census);
    int strict = strcmp(argv[0], "strict") == 0;
    int outcomes = strcmp(argv[0], "outcomes") == 0;
    if (strict && dir != NULL)
        return tool_usage("--checkpoint is for the reduced and outcome censuses (the strict census "
                          "to 36 heaps takes minutes)");
    if (outcomes && (list_value >= 0 || which == LISTED))
        return tool_usage("census outcomes lists no positions by value (--value and --table "
                          "positions are for strict and reduced)");
    int wide = v[OPT_LIST_MAX].given;
    if (wide && (strict || outcomes || list_value < 0))
        return tool_usage("--list-max widens the listing of --value G in a reduced census");
    uint32_t nmax;
    rc = tool_parse_count("N", argv[1], strict ? CG_STRICT_TABLE_MAX_HEAPS : CG_REDUCED_TABLE_MAX_HEAPS, &nmax);
    if (rc != TOOL_OK)
        return rc;
    if (wide && (uint32_t)list_value > nmax)
        return tool_usage("--list-max: no position with at most N heaps has a value above N");
    tool_progress bar;
    tool_progress_init(&bar, strict ? "census strict" : outcomes ? "census outcomes" : "census reduced");
    double t0 = tool_now();
    cg_census *c = NULL;
    int st;
    if (strict)
        st = cg_strict_census(nmax, o.threads, o.max_bytes, tool_progress_cb, &bar, &c);
    else if (wide)
        st = cg_reduced_census_listing(nmax, o.threads, o.max_bytes, (uint32_t)list_value,
                                       v[OPT_LIST_MAX].number, dir, tool_progress_cb, &bar, &c);
    else if (dir != NULL)
        st = outcomes ? cg_reduced_outcome_census_resumable(nmax, o.threads, o.max_bytes, dir,
                                                            tool_progress_cb, &bar, &c)
                      : cg_reduced_census_resumable(nmax, o.threads, o.max_bytes, dir,
                                                    tool_progress_cb, &bar, &c);
    else
        st = outcomes ? cg_reduced_outcome_census(nmax, o.threads, o.max_bytes, tool_progress_cb, &bar, &c)
                      : cg_reduced_census(nmax, o.threads, o.max_bytes, tool_progress_cb, &bar, &c);
    if ((rc = tool_progress_done(&bar, "census")) != TOOL_OK) {
        cg_census_free(c);
        return rc;
    }
    if (st == CG_ENOMEM) {
        /* The library's detail names the bound that refused (ulimit -v, the
         * cgroup's limit, --max-memory): kept before the next call. */
        char why[512];
        snprintf(why, sizeof why, "%s", cg_error_detail());
        uint64_t need = 0;
        if (strict)
            cg_strict_census_memory(nmax, &need);
        else
            cg_reduced_census_memory(nmax, &need);
        char needed[32];
        tool_bytes_text(needed, sizeof needed, need);
        /* Its levels are refused before it starts; its listings, which no
         * one can foresee, as they grow past the bound. */
        if (strstr(why, "its listings") != NULL)
            fprintf(stderr, "cookiegame: census: stopped before passing the memory allowed or "
                            "available: %s (its levels take %s)\n", why, needed);
        else
            fprintf(stderr, "cookiegame: census needs %s, more than allowed or available%s%s\n",
                    needed, why[0] != '\0' ? ": " : "", why);
        return TOOL_FAIL;
    }
    /* The library's detail names the file and says what is wrong with it. */
    const char *detail = cg_error_detail();
    const char *sep = *detail != '\0' ? ": " : "";
    if (dir != NULL && st == CG_EINVAL) {
        fprintf(stderr, "cookiegame: census: --checkpoint %s: cannot create, read or write the "
                        "directory%s%s\n", dir, sep, detail);
        return TOOL_FAIL;
    }
    if (dir != NULL && st == CG_EPARSE) {
        fprintf(stderr, "cookiegame: census: --checkpoint %s holds a damaged checkpoint or one of "
                        "another census; give a new directory%s%s\n", dir, sep, detail);
        return TOOL_FAIL;
    }
    if (dir != NULL && st == CG_EDOMAIN) {
        fprintf(stderr, "cookiegame: census: --checkpoint %s holds a finished census to fewer "
                        "heaps, which cannot be extended; give a new directory\n", dir);
        return TOOL_FAIL;
    }
    if (st != CG_OK)
        return tool_lib_error("census", st);
    rc = outcomes ? census_print_outcomes(c, &o, which, tool_now() - t0)
                  : census_print(c, strict ? "strict" : "reduced", &o, which, list_value,
                                 tool_now() - t0);
    cg_census_free(c);
    return rc;
}

const tool_command tool_cmd_census = {
    "census", cmd_census,
    "strict|reduced|outcomes N [--value G [--list-max M]] [--checkpoint DIR] [--threads T] [--max-memory B] "
    "[--all] [--json|--csv [--table levels|first|positions]]",
    "Grundy values of every strict or reduced position up to N heaps; outcomes in normal and misere play.",
    "Computes the Grundy value of every position of the family with 0..N heaps, level by level, "
    "and prints for each level the number of positions, how many have each value, the largest "
    "value, and the first position (in the engine's order) reaching each value; then every "
    "position of the largest value (or of --value G), level by level, in lexicographic order "
    "(a screenful of them unless --all). "
    "Progress with rate and time left is shown on a terminal; Ctrl-C stops the census.\n"
    "\n"
    "=strict\tStrict positions: 2^(n-1) with n heaps; N from 0 to 48. Memory grows as 2^N (5 GiB "
    "at 36, 20 GiB at 38).\n"
    "=reduced\tReduced positions: the Catalan number C(n) with n heaps; N from 0 to 30. Memory "
    "grows as C(N), about 4 times a heap (0.3 GiB at 19, 4.1 GiB at 21).\n"
    "=outcomes\tReduced positions classified by their outcome in normal play and in misere play "
    "(whoever eats the last edible cookie loses): P/P, P/N (P in normal play, N in misere play), "
    "N/P and N/N, the share of positions whose outcome flips, the number of misere P-positions, "
    "and the first position of each class. N and memory as for reduced.\n"
    "@ strict reduced outcomes\n"
    "+--value\n"
    "+--list-max\n"
    "+--checkpoint\n"
    "+--threads\n"
    "+--max-memory\n"
    "+--all\n"
    "+--json\n"
    "+--csv\n"
    "+--table\n"
    "\n"
    "$ cookiegame census reduced 12\n"
    "$ cookiegame census strict 30 --threads 2 --csv > strict30.csv\n"
    "$ cookiegame census outcomes 14\n"
    "$ cookiegame census reduced 13 --value 5 --csv --table positions\n"
    "$ cookiegame census reduced 15 --checkpoint census15\n"
    "$ cookiegame census reduced 15 --value 1 --list-max 2000000 --csv --table positions > value1.csv\n",
    tables,
};
