/*
 * cookiegame hunt G [--from FILE]: every reduced position that can move to one
 * of the given positions of Grundy value G - 1 (their predecessors), each
 * evaluated by the memoised search, and those of value G or more listed.
 *
 * A position of value G has an option of value G - 1, and the reduced options
 * of a position with n heaps have n - 1 or n - 2 heaps. So when the input is
 * every position of value G - 1 with at most N heaps (a census lists them),
 * the predecessors with at most N + 1 heaps include every position of value G
 * with at most N + 1 heaps: the hunt settles that level without its census.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cookiegame.h>

#include "commands.h"
#include "help.h"
#include "read-line.h"
#include "options.h"
#include "tool.h"

#define DEFAULT_LIMIT 5000000u   /* nodes per search, as for analyze */
#define MAX_VALUE 64             /* Grundy values are at most the number of heaps */

static const tool_option opt_from = TOOL_TEXT(
    "--from", "FILE", "hunt: --from needs a file (- for standard input)",
    "Read the positions from FILE, or with - from standard input, even a terminal "
    "(type the lines, then Ctrl-D). Without --from they come from standard input, which must "
    "then be a pipe or a file: on a terminal the hunt says what it expects and exits with "
    "status 2.");
/* 4096 is CG_POSITION_SEARCH_MAX_HEAPS (a static assertion below says so). */
static const tool_option opt_heaps = TOOL_NUMBER("--heaps", "N", 0, CG_POSITION_SEARCH_MAX_HEAPS, 0,
    "hunt: --heaps needs a number of heaps", "--heaps: '%s' is not a number from 0 to 4096",
    "Examine candidates with at most N heaps (default: one more than the largest "
    "input, the range where the hunt is complete).");
static const tool_option opt_min_heaps = TOOL_NUMBER("--min-heaps", "M", 0,
    CG_POSITION_SEARCH_MAX_HEAPS, 0, "hunt: --min-heaps needs a number of heaps",
    "--min-heaps: '%s' is not a number from 0 to 4096",
    "Examine only candidates with at least M heaps (default 0): a hunt that settles "
    "one level when the levels below are known, such as the positions of value 7 with 23 "
    "heaps from those of value 6 with 21 and 22 (--min-heaps 23 --heaps 23), leaves out "
    "the candidates with fewer heaps (cg_position_hunt_heaps). With M above one more than "
    "the largest input the hunt is a sample, complete at no level: a climb toward larger "
    "values, such as the positions of value 7 with 24 heaps among the predecessors of some "
    "of value 6 with 22 (--min-heaps 24 --heaps 24).");
static const tool_option opt_checkpoint = TOOL_TEXT(
    "--checkpoint", "FILE", "hunt: --checkpoint needs a file",
    "Save the hunt's state to FILE about once a second and at the end (a "
    "small file: how far it got, the counts, the candidates found; checksummed, replaced whole), "
    "and resume from it when it exists: a hunt stopped by Ctrl-C, by the node limit or killed "
    "goes on where it was saved and prints what an uninterrupted one would. A file of another "
    "hunt (other positions, G, --heaps or --min-heaps) or a damaged one is refused, exit status 2.");
static const tool_option opt_progress = TOOL_FLAG("--progress",
    "Draw the progress (rate, time left) on stderr even when it is not a terminal; "
    "on a terminal it is always drawn.");
static const tool_option opt_limit = TOOL_LIMIT("NODES", "nodes", DEFAULT_LIMIT,
    "Nodes per search of the memoised search (default 5000000; 0 = no limit), "
    "in each thread.");
static const tool_option opt_json = TOOL_JSON(
    "One JSON object: value, inputs, input_heaps, max_heaps, complete_to, levels (n, "
    "candidates, largest, found) and found (g, n, position).");
static const tool_option opt_csv = TOOL_CSV(
    "One table as CSV: the found table (g,n,position, as census writes it) unless "
    "--table says otherwise.");
/* The words in the order of their indices: 1 is levels. */
static const tool_option opt_table = TOOL_CHOICE("--table", "found|levels", 0,
    "hunt: --table needs levels or found", "hunt: --table is levels or found, not '%s'",
    "The table --csv writes: found (the default) or levels.");
_Static_assert(CG_POSITION_SEARCH_MAX_HEAPS == 4096, "the message of --heaps names the bound");

enum { OPT_FROM, OPT_HEAPS, OPT_MIN_HEAPS, OPT_THREADS, OPT_CHECKPOINT, OPT_PROGRESS, OPT_LIMIT,
       OPT_MAX_MEMORY, OPT_ALL, OPT_JSON, OPT_CSV, OPT_TABLE, NOPTS };
static const tool_option *const options[] = {
    [OPT_FROM] = &opt_from, [OPT_HEAPS] = &opt_heaps, [OPT_MIN_HEAPS] = &opt_min_heaps,
    [OPT_THREADS] = &tool_opt_threads,
    [OPT_CHECKPOINT] = &opt_checkpoint, [OPT_PROGRESS] = &opt_progress, [OPT_LIMIT] = &opt_limit,
    [OPT_MAX_MEMORY] = &tool_opt_max_memory, [OPT_ALL] = &tool_opt_all, [OPT_JSON] = &opt_json,
    [OPT_CSV] = &opt_csv, [OPT_TABLE] = &opt_table, [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { options, NULL };

/* The position on one line of input: the text inside parentheses when there
 * are some (a census's "g,n,(heaps)" rows), else the whole line. Comments
 * (from #) are dropped; a line left without a digit (a header, a blank line)
 * gives NULL. One position per line: text after the closing parenthesis (a
 * second position, once silently dropped) or an opening one never closed (a
 * cut line) sets *fault to what is wrong and *extra to that text, and NULL
 * is returned. */
static char *line_position(char *line, const char **fault, const char **extra)
{
    *fault = *extra = NULL;
    line[strcspn(line, "#")] = '\0';
    char *open = strchr(line, '(');
    if (open != NULL) {
        char *close = strchr(open, ')');
        if (close == NULL) {
            *fault = "no closing parenthesis after";
            *extra = open;
            return NULL;
        }
        *close = '\0';
        const char *after = close + 1 + strspn(close + 1, " \t");
        if (*after != '\0') {
            *fault = "more text after the position:";
            *extra = after;
            return NULL;
        }
        return open + 1;
    }
    for (const char *c = line; *c; c++)
        if (isdigit((unsigned char)*c))
            return line;
    return NULL;
}

typedef struct hunt {
    uint32_t value;                /* G */
    uint64_t limit;                /* nodes per search */
    cg_position **inputs;          /* reduced, of value G - 1 */
    size_t ninputs, input_cap;
    uint32_t in_min, in_max;       /* their numbers of heaps */
} hunt;

static int add_input(hunt *h, cg_position *r)
{
    if (h->ninputs == h->input_cap) {
        size_t cap = h->input_cap ? 2 * h->input_cap : 256;
        cg_position **v = realloc(h->inputs, cap * sizeof *v);
        if (v == NULL)
            return -1;
        h->inputs = v;
        h->input_cap = cap;
    }
    uint32_t n = (uint32_t)cg_position_size(r);
    if (h->ninputs == 0 || n < h->in_min)
        h->in_min = n;
    if (h->ninputs == 0 || n > h->in_max)
        h->in_max = n;
    h->inputs[h->ninputs++] = r;
    return 0;
}

/* One line's position: parsed, reduced, checked to have value G - 1, kept. */
static int read_one(hunt *h, cg_ctx *ctx, const char *text, const char *name,
                    unsigned long lineno)
{
    cg_position *p = NULL, *r = NULL;
    uint32_t g = 0;
    char shown[80];
    tool_shown_text(shown, sizeof shown, text);
    int rc = cg_position_parse(text, &p);
    if (rc == CG_EPARSE)
        return tool_usage("hunt: %s, line %lu: '%s' is not a position: %s; give one position "
                          "per line, or a census's \"g,n,(heaps)\" rows",
                          name, lineno, shown, cg_error_detail());
    if (rc == CG_OK)
        rc = cg_position_reduce(p, &r);
    cg_position_free(p);
    if (rc == CG_OK)
        rc = cg_position_grundy(ctx, r, &g);
    if (rc == CG_OK && g + 1 != h->value) {
        cg_position_free(r);
        fprintf(stderr, "cookiegame: hunt: %s, line %lu: (%s) has Grundy value %u, not %u\n", name,
                lineno, shown, g, h->value - 1);
        return TOOL_USAGE;
    }
    if (rc == CG_OK && add_input(h, r) != 0)
        rc = CG_ENOMEM;
    if (rc != CG_OK) {
        cg_position_free(r);
        return rc == CG_ELIMIT ? tool_limit_reached("hunt", h->limit, "nodes")
                               : tool_lib_error("hunt", rc);
    }
    return TOOL_OK;
}

/* Positions by number of heaps, then lexicographically. */
static int compare_positions(const void *pa, const void *pb)
{
    const cg_position *a = *(cg_position *const *)pa, *b = *(cg_position *const *)pb;
    size_t na = cg_position_size(a), nb = cg_position_size(b);
    if (na != nb)
        return na < nb ? -1 : 1;
    for (size_t k = 0; k < na; k++) {
        uint32_t x = cg_position_heap(a, k), y = cg_position_heap(b, k);
        if (x != y)
            return x < y ? -1 : 1;
    }
    return 0;
}

/* Keep one of each input (they are reduced): a list given twice, or a census
 * with a position typed again, is the hunt of each position once, and says
 * so in its count of inputs. */
static void drop_repeats(hunt *h)
{
    if (h->ninputs == 0)
        return;
    qsort(h->inputs, h->ninputs, sizeof *h->inputs, compare_positions);
    size_t kept = 1;
    for (size_t i = 1; i < h->ninputs; i++) {
        if (compare_positions(&h->inputs[kept - 1], &h->inputs[i]) == 0)
            cg_position_free(h->inputs[i]);
        else
            h->inputs[kept++] = h->inputs[i];
    }
    h->ninputs = kept;
}

static int read_inputs(hunt *h, cg_ctx *ctx, FILE *in, const char *name)
{
    char *line = NULL;
    size_t cap = 0;
    unsigned long lineno = 0;
    int status = TOOL_OK;
    ssize_t len;
    while ((len = tool_read_line(&line, &cap, in, "hunt", name, lineno + 1, &status)) >= 0) {
        lineno++;
        const char *fault, *extra;
        const char *text = line_position(line, &fault, &extra);
        if (fault != NULL) {
            char shown[80];
            tool_shown_text(shown, sizeof shown, extra);
            status = tool_usage("hunt: %s, line %lu: %s '%s'; give one position per line", name,
                                lineno, fault, shown);
        } else if (text != NULL)
            status = read_one(h, ctx, text, name, lineno);
        if (status != TOOL_OK)
            break;
    }
    free(line);
    /* A failed read or a refused line was said by tool_read_line: it is not
     * "holds no position". */
    drop_repeats(h);
    if (status == TOOL_OK && h->ninputs == 0)
        status = tool_usage("hunt: %s holds no position; give the positions of Grundy "
                            "value %u, for example from cookiegame census reduced N --value %u "
                            "--csv --table positions",
                            name, h->value - 1, h->value - 1);
    return status;
}

/* Per number of heaps: candidates, their largest value, how many reach G. */
typedef struct level_row {
    uint64_t candidates, found;
    uint32_t largest;
} level_row;

/* What the hunt's found callback fills: the found table, in the library's
 * order (by number of heaps, then lexicographically). */
typedef struct found_list {
    tool_table *table;
    level_row *rows;
    tool_progress *bar;
    int failed;   /* out of memory */
} found_list;

static int on_found(void *user_data, const cg_position *p, uint32_t g)
{
    found_list *f = user_data;
    size_t n = cg_position_size(p);
    char text[4096];
    size_t len = (size_t)snprintf(text, sizeof text, "(");
    for (size_t k = 0; k < n && len < sizeof text; k++)
        len += (size_t)snprintf(text + len, sizeof text - len, k ? " %u" : "%u", cg_position_heap(p, k));
    if (len < sizeof text)
        snprintf(text + len, sizeof text - len, ")");
    f->rows[n].found++;
    if (tool_table_addf(f->table, "%u\t%zu\t%s", g, n, text) != 0) {
        f->failed = 1;
        return 1;
    }
    return 0;
}

static int on_progress(void *user_data, uint64_t done, uint64_t total)
{
    const found_list *f = user_data;
    return tool_progress_cb(f->bar, done, total);
}

/* "n" or "a to b" heaps, for the text output. */
static void heap_range(char *buf, size_t cap, uint32_t a, uint32_t b)
{
    if (a == b)
        snprintf(buf, cap, "%u", a);
    else
        snprintf(buf, cap, "%u to %u", a, b);
}

static int print_hunt(const hunt *h, const level_row *rows, uint32_t min_heaps,
                      uint32_t max_heaps, tool_table *found, tool_format format, int csv_levels,
                      int all, double seconds)
{
    static const char *const level_headers[] = { "n", "candidates", "largest", "found" };
    tool_table *levels = tool_table_new(4, level_headers);
    if (levels == NULL)
        return tool_lib_error("hunt", CG_ENOMEM);
    for (uint32_t n = 0; n <= max_heaps; n++) {
        if (rows[n].candidates == 0)
            continue;
        if (tool_table_addf(levels, "%u\t%llu\t%u\t%llu", n,
                            (unsigned long long)rows[n].candidates, rows[n].largest,
                            (unsigned long long)rows[n].found) != 0) {
            tool_table_free(levels);
            return tool_lib_error("hunt", CG_ENOMEM);
        }
    }
    uint32_t complete = h->in_max + 1 < max_heaps ? h->in_max + 1 : max_heaps;
    switch (format) {
    case TOOL_TEXT: {
        char inputs[32], levels_text[32];
        heap_range(inputs, sizeof inputs, h->in_min, h->in_max);
        heap_range(levels_text, sizeof levels_text, min_heaps, max_heaps);
        if (min_heaps > 0)
            printf("hunt for Grundy value %u: the predecessors of %zu position%s of value %u (%s "
                   "heaps) with %s heaps (%.1f s)\n",
                   h->value, h->ninputs, tool_plural(h->ninputs), h->value - 1, inputs,
                   levels_text, seconds);
        else
            printf("hunt for Grundy value %u: the predecessors of %zu position%s of value %u (%s "
                   "heaps), to %u heaps (%.1f s)\n",
                   h->value, h->ninputs, tool_plural(h->ninputs), h->value - 1, inputs,
                   max_heaps, seconds);
        /* A position of value G with n heaps has an option of value G - 1
         * with n - 1 or n - 2 heaps: levels min_heaps..complete are complete
         * when the input lists value G - 1 from min_heaps - 2 heaps on. */
        if (min_heaps == 0)
            printf("complete to %u heaps: if the input lists every position of value %u with at "
                   "most %u heaps, every position of value %u with at most %u heaps is a "
                   "candidate\n",
                   complete, h->value - 1, complete - 1, h->value, complete);
        else if (min_heaps <= complete) {
            char evaluated[32], needed[32];
            heap_range(evaluated, sizeof evaluated, min_heaps, complete);
            heap_range(needed, sizeof needed, min_heaps > 2 ? min_heaps - 2 : 0, complete - 1);
            printf("complete at %s heaps: if the input lists every position of value %u with %s "
                   "heaps, every position of value %u with %s heaps is a candidate\n",
                   evaluated, h->value - 1, needed, h->value, evaluated);
        } else {
            char evaluated[32];
            heap_range(evaluated, sizeof evaluated, min_heaps, max_heaps);
            printf("a sample, complete at no level: a position of value %u with %s heaps may "
                   "have its options of value %u only among positions of more than %u heaps, "
                   "which the input does not hold\n",
                   h->value, evaluated, h->value - 1, h->in_max);
        }
        tool_table_emit(levels, stdout, TOOL_TEXT);
        uint64_t nfound = 0;
        for (uint32_t n = 0; n <= max_heaps; n++)
            nfound += rows[n].found;
        if (nfound == 0)
            printf("\nno candidate has value %u or more\n", h->value);
        else {
            printf("\ncandidates of value %u or more:\n", h->value);
            tool_table_emit_text(found, stdout, all);   /* a screenful, or --all */
        }
        break;
    }
    case TOOL_JSON:
        printf("{\"value\":%u,\"inputs\":%zu,\"input_heaps\":[%u,%u],\"min_heaps\":%u,"
               "\"max_heaps\":%u,\"complete_to\":%u,\"levels\":",
               h->value, h->ninputs, h->in_min, h->in_max, min_heaps, max_heaps, complete);
        tool_table_json(levels, stdout);
        printf(",\"found\":");
        tool_table_json(found, stdout);
        printf("}\n");
        break;
    case TOOL_CSV:
        tool_table_emit(csv_levels ? levels : found, stdout, TOOL_CSV);
        break;
    }
    tool_table_free(levels);
    return TOOL_OK;
}

typedef struct hunt_options {
    uint32_t min_heaps, max_heaps;
    unsigned threads;
    const char *checkpoint;
    int progress;   /* draw progress even when stderr is not a terminal */
} hunt_options;

static int run_hunt(hunt *h, cg_ctx *ctx, const hunt_options *o, tool_format format,
                    int csv_levels, int all)
{
    double start = tool_now();
    static const char *const found_headers[] = { "g", "n", "position" };
    size_t levels = (size_t)o->max_heaps + 1;
    tool_table *found = tool_table_new(3, found_headers);
    level_row *rows = calloc(levels, sizeof *rows);
    uint64_t *candidates = calloc(levels, sizeof *candidates);
    uint32_t *largest = calloc(levels, sizeof *largest);
    int status = TOOL_FAIL;
    if (found == NULL || rows == NULL || candidates == NULL || largest == NULL) {
        status = tool_lib_error("hunt", CG_ENOMEM);
        goto done;
    }
    tool_progress bar;
    tool_progress_init(&bar, "hunt");
    if (o->progress)
        bar.enabled = 1;
    found_list f = { found, rows, &bar, 0 };
    int rc = cg_position_hunt_heaps(ctx, (const cg_position *const *)h->inputs, h->ninputs,
                                    h->value, o->min_heaps, o->max_heaps, o->threads,
                                    o->checkpoint, on_found, on_progress, &f, candidates, largest);
    int interrupted = tool_progress_done(&bar, "hunt");
    if (rc == CG_ECANCELED && f.failed)
        rc = CG_ENOMEM;
    if (rc == CG_ECANCELED && interrupted != TOOL_OK) {
        status = interrupted;   /* Ctrl-C: tool_progress_done said so */
        goto done;
    }
    if (rc == CG_ELIMIT) {
        status = tool_limit_reached("hunt", h->limit, "nodes");
        goto done;
    }
    if (rc != CG_OK) {
        status = tool_lib_error("hunt", rc);
        goto done;
    }
    for (size_t n = 0; n < levels; n++) {
        rows[n].candidates = candidates[n];
        rows[n].largest = largest[n];
    }
    status = print_hunt(h, rows, o->min_heaps, o->max_heaps, found, format, csv_levels, all,
                        tool_now() - start);
done:
    tool_table_free(found);
    free(rows);
    free(candidates);
    free(largest);
    return status;
}

static int cmd_hunt(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("hunt", options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(options, v);
    const char *from = v[OPT_FROM].text;
    uint64_t limit = v[OPT_LIMIT].number;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    hunt_options o = {
        .min_heaps = (uint32_t)v[OPT_MIN_HEAPS].number,
        .max_heaps = (uint32_t)v[OPT_HEAPS].number,
        .threads = tool_options_threads(&v[OPT_THREADS]),
        .checkpoint = v[OPT_CHECKPOINT].text,
        .progress = v[OPT_PROGRESS].given,
    };
    int all = v[OPT_ALL].given;
    if (argc != 1)
        return tool_usage_of(&tool_cmd_hunt);
    /* G >= 1: a position of value G moves to one of value G-1. */
    uint32_t value;
    if (tool_parse_u32(argv[0], &value) != 0 || value == 0 || value > MAX_VALUE)
        return tool_usage("G: '%s' is not a Grundy value from 1 to %u (the hunt reads positions "
                          "of value G-1)", argv[0], MAX_VALUE);

    /* Without --from the positions come from standard input; on a terminal
     * that would wait for typing with no word, so say what is expected
     * instead. --from - reads even a terminal (lines typed, then Ctrl-D). */
    if (from == NULL && isatty(STDIN_FILENO))
        return tool_usage("hunt: reads the positions of Grundy value %u from standard input, one "
                          "per line, and standard input is a terminal: pipe them in (cookiegame "
                          "census reduced N --value %u --csv --table positions | cookiegame hunt "
                          "%u), give --from FILE, or --from - to type them",
                          value - 1, value - 1, value);
    FILE *in = stdin;
    const char *name = "standard input";
    if (from != NULL && strcmp(from, "-") != 0) {
        in = fopen(from, "r");
        if (in == NULL) {
            int e = errno;
            char shown[240];
            tool_shown_text(shown, sizeof shown, from);
            return tool_usage("hunt: cannot open '%s': %s", shown, strerror(e));
        }
        name = from;
    }
    hunt h = { .value = value, .limit = limit };
    cg_ctx *ctx = NULL;
    int status;
    rc = tool_ctx_new(&ctx);
    if (rc == CG_OK)
        rc = cg_ctx_set_node_limit(ctx, limit);
    if (rc != CG_OK)
        status = tool_lib_error("hunt", rc);
    else
        status = read_inputs(&h, ctx, in, name);
    if (in != stdin)
        fclose(in);
    if (status == TOOL_OK) {
        if (o.max_heaps == 0)
            o.max_heaps = h.in_max + 1;
        if (o.min_heaps > o.max_heaps)
            status = tool_usage("hunt: --min-heaps %u is above the largest number of heaps "
                                "examined, %u", o.min_heaps, o.max_heaps);
        else
            status = run_hunt(&h, ctx, &o, format, v[OPT_TABLE].number == 1, all);
    }
    for (size_t i = 0; i < h.ninputs; i++)
        cg_position_free(h.inputs[i]);
    free(h.inputs);
    cg_ctx_free(ctx);
    return status;
}

const tool_command tool_cmd_hunt = {
    "hunt", cmd_hunt,
    "G [--from FILE] [--heaps N] [--min-heaps M] [--threads T] [--checkpoint FILE] [--progress] [--limit NODES] "
    "[--max-memory B] [--all] [--json|--csv [--table levels|found]]",
    "Hunt for positions of Grundy value G among the predecessors of positions of value G-1.",
    "Reads reduced positions of Grundy value G-1, one per line (heap sizes separated by spaces, "
    "or the \"g,n,(heaps)\" rows of cookiegame census ... --csv --table positions; lines without "
    "a digit and text after # are skipped; LF or CR LF line ends; a line with more after its "
    "position, a NUL byte or a lone CR, or longer than 1 MiB (1048576 bytes), is refused with "
    "its number), checks each value with the memoised search, lists "
    "every reduced position that can move to one of them (cg_position_predecessors) and "
    "evaluates each. A position of value G has an option of value G-1 with one or two heaps "
    "fewer, so when the input is every position of value G-1 with at most N heaps, the "
    "candidates with at most N+1 heaps include every position of value G with at most N+1 "
    "heaps: the hunt settles that level without its census. The candidates are evaluated on "
    "T threads (cg_position_hunt) and the results taken in the sorted order, so the output is "
    "the same whatever T. The hunt keeps within --max-memory: the list of candidates first, "
    "then an equal share of the rest per thread for the positions its searches keep, emptied "
    "when full (without --max-memory, the shares are three quarters of the memory the process "
    "may still use once the list is made). A position given more than once is counted and "
    "hunted once. It prints, per number of heaps, the candidates, their largest value "
    "and how many reach G, then every candidate of value G or more (a screenful of them "
    "unless --all).\n"
    "\n"
    "=G\tThe value sought, 1..64.\n"
    "+--from\n"
    "+--heaps\n"
    "+--min-heaps\n"
    "+--threads\n"
    "+--checkpoint\n"
    "+--progress\n"
    "+--limit\n"
    "+--max-memory\n"
    "+--all\n"
    "+--json\n"
    "+--csv\n"
    "+--table\n"
    "\n"
    "$ cookiegame census reduced 13 --value 5 --csv --table positions | cookiegame hunt 6\n"
    "$ cookiegame census reduced 18 --value 6 --csv --table positions > value6.csv\n"
    "$ cookiegame hunt 7 --from value6.csv --threads 2 --checkpoint hunt7.ckpt\n",
    tables,
};
