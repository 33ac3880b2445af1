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

#include "commands.h"
#include "tool.h"

/* "(2 3 4 4)", "()" for the empty position. */
static void position_text(const cg_position *p, char *buf, size_t cap)
{
    size_t len;
    buf[0] = '(';
    if (cg_position_format(p, buf + 1, cap - 2, &len) == CG_ERANGE)
        strcpy(buf + cap - 5, "...");
    strcat(buf, ")");
}

/* A row per value 0..top that some level has: the value (or its name in
 * names), the fewest heaps reaching it and the lexicographically smallest
 * such position. 0, or -1 when out of memory. */
static int add_first_positions(tool_table *t, const cg_census *c, uint32_t top,
                               const char *const *names)
{
    for (uint32_t g = 0; g <= top; g++) {
        for (uint32_t n = 0; n <= cg_census_nmax(c); n++) {
            cg_position *p;
            if (cg_census_example(c, n, g, &p) != CG_OK)
                continue;
            char text[4096], value[16];
            position_text(p, text, sizeof text);
            cg_position_free(p);
            snprintf(value, sizeof value, "%u", g);
            if (tool_table_addf(t, "%s\t%u\t%s", names != NULL ? names[g] : value, n, text) != 0)
                return -1;
            break;
        }
    }
    return 0;
}

typedef struct lister {
    tool_table *t;
    uint32_t g, n;
    int failed;
} lister;

static int add_listed(void *user, const cg_position *p)
{
    lister *l = user;
    char text[4096];
    position_text(p, text, sizeof text);
    if (tool_table_addf(l->t, "%u\t%u\t%s", l->g, l->n, text) != 0) {
        l->failed = 1;
        return 1;
    }
    return 0;
}

/* A row per position of value g at every level that has it (the census
 * lists a value's positions while they are at most CG_CENSUS_LIST_MAX; a
 * level with more gets one row that says how many). 0, or -1 when out of
 * memory. */
static int add_positions_of(tool_table *t, const cg_census *c, uint32_t g)
{
    for (uint32_t n = 0; n <= cg_census_nmax(c); n++) {
        lister l = { t, g, n, 0 };
        int st = cg_census_positions(c, n, g, add_listed, &l);
        if (l.failed || st == CG_ENOMEM)
            return -1;
        if (st == CG_ERANGE) {
            uint64_t counts[72] = { 0 };
            cg_census_histogram(c, n, counts, 72);
            if (tool_table_addf(t, "%u\t%u\t(%llu positions: too many to list)", g, n,
                                (unsigned long long)counts[g]) != 0)
                return -1;
        }
    }
    return 0;
}

/* Which table --csv writes: CSV holds one table per stream. */
typedef enum census_table { LEVELS, FIRST, LISTED } census_table;

/* Print a census's two tables in the chosen format and free them: text with
 * a title over each, one JSON document, or the CSV table `which`. */
static int emit_census(tool_table *levels, tool_table *first, tool_table *listed,
                       const char *family, uint32_t nmax, tool_format format, census_table which,
                       const char *title, const char *first_title, const char *listed_title)
{
    switch (format) {
    case TOOL_TEXT:
        printf("%s\n", title);
        tool_table_emit(levels, stdout, TOOL_TEXT);
        printf("\n%s\n", first_title);
        tool_table_emit(first, stdout, TOOL_TEXT);
        if (listed != NULL) {
            printf("\n%s\n", listed_title);
            tool_table_emit(listed, stdout, TOOL_TEXT);
        }
        break;
    case TOOL_JSON:
        printf("{\"family\":\"%s\",\"nmax\":%u,\"levels\":", family, nmax);
        tool_table_json(levels, stdout);
        printf(",\"first_positions\":");
        tool_table_json(first, stdout);
        if (listed != NULL) {
            printf(",\"positions\":");
            tool_table_json(listed, stdout);
        }
        printf("}\n");
        break;
    case TOOL_CSV:
        tool_table_emit(which == LEVELS ? levels : which == FIRST || listed == NULL ? first : listed,
                        stdout, TOOL_CSV);
        break;
    }
    tool_table_free(levels);
    tool_table_free(first);
    tool_table_free(listed);
    return TOOL_OK;
}

/* list_value: the value whose positions to list, or -1 for the largest. */
static int print_census(const cg_census *c, const char *family, const tool_engine_options *o,
                        census_table which, long list_value, double seconds)
{
    uint32_t nmax = cg_census_nmax(c), top = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint32_t g;
        cg_census_max_value(c, n, &g);
        if (g > top)
            top = g;
    }
    size_t ncols = 3 + top + 1;
    const char *head[72];
    char names[72][16];
    head[0] = "n";
    head[1] = "positions";
    for (uint32_t g = 0; g <= top; g++) {
        snprintf(names[g], sizeof names[g], "g=%u", g);
        head[2 + g] = names[g];
    }
    head[ncols - 1] = "max";
    tool_table *t = tool_table_new(ncols, head);
    if (t == NULL)
        return tool_lib_error("census", CG_ENOMEM);
    char cells[72][24];
    uint64_t counts[72];
    for (uint32_t n = 0; n <= nmax; n++) {
        uint32_t g;
        cg_census_histogram(c, n, counts, top + 1);
        cg_census_max_value(c, n, &g);
        uint64_t total = 0;
        for (uint32_t v = 0; v <= top; v++) {
            total += counts[v];
            snprintf(cells[2 + v], sizeof cells[2 + v], "%llu", (unsigned long long)counts[v]);
        }
        snprintf(cells[0], sizeof cells[0], "%u", n);
        snprintf(cells[1], sizeof cells[1], "%llu", (unsigned long long)total);
        snprintf(cells[ncols - 1], sizeof cells[ncols - 1], "%u", g);
        for (size_t i = 0; i < ncols; i++)
            head[i] = cells[i];
        if (tool_table_add(t, head) != 0) {
            tool_table_free(t);
            return tool_lib_error("census", CG_ENOMEM);
        }
    }
    tool_table *levels = t;

    /* The first position reaching each value: fewest heaps, then
     * lexicographically smallest heap tuple. */
    const char *ehead[3] = { "g", "n", "first position" };
    t = tool_table_new(3, ehead);
    if (t == NULL) {
        tool_table_free(levels);
        return tool_lib_error("census", CG_ENOMEM);
    }
    if (add_first_positions(t, c, top, NULL) != 0) {
        tool_table_free(t);
        tool_table_free(levels);
        return tool_lib_error("census", CG_ENOMEM);
    }
    /* Every position of the largest value (or the value asked for). */
    uint32_t g = list_value >= 0 ? (uint32_t)list_value : top;
    const char *lhead[3] = { "g", "n", "position" };
    tool_table *listed = tool_table_new(3, lhead);
    if (listed == NULL || add_positions_of(listed, c, g) != 0) {
        tool_table_free(listed);
        tool_table_free(t);
        tool_table_free(levels);
        return tool_lib_error("census", CG_ENOMEM);
    }
    char title[160], listed_title[160];
    snprintf(title, sizeof title, "%s positions: Grundy values by number of heaps (0..%u heaps, "
             "%u threads, %.1f s)", family, nmax, o->threads, seconds);
    snprintf(listed_title, sizeof listed_title, "every position of Grundy value %u%s, in "
             "lexicographic order:", g, list_value >= 0 ? "" : " (the largest)");
    return emit_census(levels, t, listed, family, nmax, o->format, which, title,
                       "first position reaching each Grundy value (fewest heaps, then "
                       "lexicographically smallest):", listed_title);
}

/* The names of the outcome classes, normal play first: "P/N" is P in normal
 * play and N in misère play. */
static const char *const class_names[4] = { "P/P", "P/N", "N/P", "N/N" };

static int print_outcomes(const cg_census *c, const tool_engine_options *o, census_table which,
                          double seconds)
{
    uint32_t nmax = cg_census_nmax(c);
    const char *head[8] = { "n", "positions", "P/P", "P/N", "N/P", "N/N", "flipped", "misere P" };
    tool_table *levels = tool_table_new(8, head);
    const char *ehead[3] = { "class", "n", "first position" };
    tool_table *first = tool_table_new(3, ehead);
    int failed = levels == NULL || first == NULL;
    for (uint32_t n = 0; n <= nmax && !failed; n++) {
        uint64_t k[4];
        cg_census_histogram(c, n, k, 4);
        uint64_t total = k[0] + k[1] + k[2] + k[3], flipped = k[1] + k[2];
        failed = tool_table_addf(levels, "%u\t%llu\t%llu\t%llu\t%llu\t%llu\t%.4f\t%llu", n,
                                 (unsigned long long)total, (unsigned long long)k[0],
                                 (unsigned long long)k[1], (unsigned long long)k[2],
                                 (unsigned long long)k[3], total ? (double)flipped / (double)total : 0.0,
                                 (unsigned long long)(k[0] + k[2])) != 0;
    }
    if (!failed)
        failed = add_first_positions(first, c, 3, class_names) != 0;
    if (failed) {
        tool_table_free(levels);
        tool_table_free(first);
        return tool_lib_error("census", CG_ENOMEM);
    }
    char title[240];
    snprintf(title, sizeof title, "reduced positions: outcome in normal play / in misere play by "
             "number of heaps (0..%u heaps, %u threads, %.1f s)\nP/N: P in normal play, N in misere "
             "play (whoever eats the last edible cookie loses); flipped: share of P/N and N/P",
             nmax, o->threads, seconds);
    return emit_census(levels, first, NULL, "outcomes", nmax, o->format, which, title,
                       "first position of each class (fewest heaps, then lexicographically smallest):",
                       NULL);
}

static int cmd_census(int argc, char **argv)
{
    argc--;
    argv++;
    const char *table_name;
    if (tool_take_option(&argc, argv, "--table", &table_name) != 0)
        return tool_usage("--table needs a name: levels or first");
    census_table which = LEVELS;
    if (table_name != NULL && strcmp(table_name, "first") == 0)
        which = FIRST;
    else if (table_name != NULL && strcmp(table_name, "positions") == 0)
        which = LISTED;
    else if (table_name != NULL && strcmp(table_name, "levels") != 0)
        return tool_usage("--table: '%s' is not a table of the census (levels, first or positions)",
                          table_name);
    const char *value_text;
    if (tool_take_option(&argc, argv, "--value", &value_text) != 0)
        return tool_usage("--value needs a Grundy value");
    long list_value = -1;
    if (value_text != NULL) {
        uint32_t v;
        if (tool_parse_count("--value", value_text, 63, &v) != TOOL_OK)
            return TOOL_USAGE;
        list_value = v;
    }
    const char *dir;
    if (tool_take_option(&argc, argv, "--checkpoint", &dir) != 0)
        return tool_usage("--checkpoint needs a directory");
    tool_engine_options o;
    int rc = tool_take_engine_options(&argc, argv, &o);
    if (rc != TOOL_OK)
        return rc;
    if (table_name != NULL && o.format != TOOL_CSV)
        return tool_usage("--table chooses the table --csv writes (text and --json show both)");
    if (argc != 2 || (strcmp(argv[0], "strict") != 0 && strcmp(argv[0], "reduced") != 0 &&
                      strcmp(argv[0], "outcomes") != 0))
        return tool_usage("usage: cookiegame census strict|reduced|outcomes N [--value G] "
                          "[--checkpoint DIR] [--threads T] [--max-memory B] [--json | --csv "
                          "[--table levels|first|positions]]");
    int strict = strcmp(argv[0], "strict") == 0;
    int outcomes = strcmp(argv[0], "outcomes") == 0;
    if (strict && dir != NULL)
        return tool_usage("--checkpoint is for the reduced and outcome censuses (the strict census "
                          "to 36 heaps takes minutes)");
    if (outcomes && (value_text != NULL || which == LISTED))
        return tool_usage("census outcomes lists no positions by value (--value and --table "
                          "positions are for strict and reduced)");
    uint32_t nmax;
    rc = tool_parse_count("N", argv[1], strict ? CG_STRICT_TABLE_MAX_HEAPS : CG_REDUCED_TABLE_MAX_HEAPS, &nmax);
    if (rc != TOOL_OK)
        return rc;
    tool_progress bar;
    tool_progress_init(&bar, strict ? "census strict" : outcomes ? "census outcomes" : "census reduced");
    double t0 = tool_now();
    cg_census *c = NULL;
    int st;
    if (strict)
        st = cg_strict_census(nmax, o.threads, o.max_bytes, tool_progress_cb, &bar, &c);
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
        uint64_t need = 0;
        if (strict)
            cg_strict_census_memory(nmax, &need);
        else
            cg_reduced_census_memory(nmax, &need);
        fprintf(stderr, "cookiegame: census needs %.2f GiB, more than allowed or available\n",
                (double)need / (double)(UINT64_C(1) << 30));
        return TOOL_FAIL;
    }
    if (dir != NULL && st == CG_EINVAL) {
        fprintf(stderr, "cookiegame: census: --checkpoint %s: cannot create, read or write the "
                        "directory\n", dir);
        return TOOL_FAIL;
    }
    if (dir != NULL && st == CG_EPARSE) {
        fprintf(stderr, "cookiegame: census: --checkpoint %s holds a damaged checkpoint or one of "
                        "another census; give a new directory\n", dir);
        return TOOL_FAIL;
    }
    if (dir != NULL && st == CG_EDOMAIN) {
        fprintf(stderr, "cookiegame: census: --checkpoint %s holds a finished census to fewer "
                        "heaps, which cannot be extended; give a new directory\n", dir);
        return TOOL_FAIL;
    }
    if (st != CG_OK)
        return tool_lib_error("census", st);
    rc = outcomes ? print_outcomes(c, &o, which, tool_now() - t0)
                  : print_census(c, strict ? "strict" : "reduced", &o, which, list_value,
                                 tool_now() - t0);
    cg_census_free(c);
    return rc;
}

const tool_command tool_cmd_census = {
    "census", cmd_census,
    "strict|reduced|outcomes N [--value G] [--checkpoint DIR] [--threads T] [--max-memory B] "
    "[--json | --csv [--table levels|first|positions]]",
    "Grundy values of every strict or reduced position up to N heaps; outcomes in normal and misere play.",
    "Computes the Grundy value of every position of the family with 0..N heaps, level by level, "
    "and prints for each level the number of positions, how many have each value, the largest "
    "value, and the first position (in the engine's order) reaching each value; then every "
    "position of the largest value (or of --value G), level by level, in lexicographic order. "
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
    "--value G\tList every position of Grundy value G instead of the largest value's. A level "
    "with more than 1048576 positions of that value gets one row with their number.\n"
    "--checkpoint DIR\tSave every finished level in the directory DIR (reduced and outcomes), and "
    "resume from it: a census stopped by Ctrl-C, a crash or a power cut goes on after its last "
    "finished level when run again with the same DIR, and gives the same result. DIR holds the "
    "statistics and the values of the last two levels (3.3 GB at 20 heaps); when the census is "
    "finished only the statistics stay, and asking again answers at once.\n"
    "--threads T\tWorker threads, 1..256 (default: the number of processors).\n"
    "--max-memory B\tRefuse to start when the census needs more than B bytes (suffix K, M or G, "
    "e.g. 12G); the census is refused anyway when it needs more than the memory available.\n"
    "--json\tOne JSON document: family, nmax, levels, first_positions and (strict, reduced) "
    "positions.\n"
    "--csv\tOne CSV table: the levels, or with --table first the first position of each value, "
    "or with --table positions the positions listed.\n"
    "--table levels|first|positions\tWhich table --csv writes (default levels).\n"
    "\n"
    "$ cookiegame census reduced 12\n"
    "$ cookiegame census strict 30 --threads 2 --csv > strict30.csv\n"
    "$ cookiegame census outcomes 14\n"
    "$ cookiegame census reduced 13 --value 5 --csv --table positions\n"
    "$ cookiegame census reduced 21 --checkpoint census21\n",
};
