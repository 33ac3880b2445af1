/*
 * Cookie Cutter:
 *   cutter R C I J [--cells PATTERN] [--checkpoint FILE] [--limit NODES]
 *       the Grundy value of an R x C board (full, or the PATTERN: rows separated
 *       by '/', '#' or 'x' or '1' a cookie, '.' or '0' an empty cell) under an
 *       I x J cutter, its search's table kept in FILE
 *   cutter table R C I J [--csv] [--limit NODES]
 *       the values of every full board r x c, r <= R, c <= C, under the I x J cutter
 *   cutter row W K [--csv]
 *       G(1..K) of one row under a 1 x W cutter
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
#include "options.h"
#include "tool.h"

static int parse_side(const char *what, const char *text, uint32_t max, uint32_t *out)
{
    if (tool_parse_u32(text, out) != 0 || *out == 0 || *out > max)
        return tool_usage("%s: '%s' is not a number from 1 to %u", what, text, max);
    return TOOL_OK;
}

static int parse_cells(const char *text, uint32_t rows, uint32_t cols, uint8_t *cells)
{
    uint32_t r = 0, c = 0;
    for (const char *p = text;; p++) {
        if (*p == '/' || *p == '\0') {
            if (c != cols)
                return tool_usage("--cells: row %u (counting from 0) has %u cells, want %u", r, c, cols);
            r++;
            c = 0;
            if (*p == '\0')
                break;
            continue;
        }
        if (r >= rows || c >= cols)
            return tool_usage("--cells: more than %u x %u cells", rows, cols);
        if (*p == '#' || *p == 'x' || *p == '1')
            cells[r * cols + c++] = 1;
        else if (*p == '.' || *p == '0')
            cells[r * cols + c++] = 0;
        else
            return tool_usage("--cells: unexpected character '%c' (use # and . and /)", *p);
    }
    if (r != rows)
        return tool_usage("--cells: %u rows, want %u", r, rows);
    return TOOL_OK;
}

/* Without --limit, a board's search stops after this many nodes (about
 * half a minute and a few hundred MB at most) and says how to go further:
 * enough for every board up to 6 x 6 under every cutter (6 x 6 under 2 x 2
 * takes 10^7 nodes, about ten seconds and 100 MB). */
#define CUTTER_DEFAULT_LIMIT UINT64_C(20000000)

static const tool_option opt_cells = TOOL_TEXT(
    "--cells", "PATTERN", "--cells needs a pattern such as ##./.##",
    "The board's cookies, rows separated by '/': '#' (or 'x' or '1') a cookie, "
    "'.' (or '0') an empty cell, e.g. '##./.##' for a 2 x 3 board. Default: a full board.");
static const tool_option opt_misere = TOOL_FLAG("--misere",
    "For one board: its outcome and remoteness under misere play, where whoever "
    "removes the last cookie loses (no Grundy value then). The board is searched whole, never "
    "split into "
    "independent parts, so the search is larger than in normal play.");
static const tool_option opt_checkpoint = TOOL_TEXT(
    "--checkpoint", "FILE", "cutter: --checkpoint needs a file",
    "Keep the search's table of values in FILE (boards up to 8 x 8, normal play; "
    "cg_cutter_grundy_checkpoint): read first when it exists, saved every 15 minutes (longer "
    "for tables of many GB), when the "
    "search stops (--limit, Ctrl-C) and at the end (8 bytes a slot of the table, checksummed, "
    "replaced whole), so a search stopped in any way, even killed, goes on from it when run "
    "again with the same FILE and cutter, and a board it has seen is answered at once. Another "
    "cutter's file or a damaged one is refused, exit status 2.");
static const tool_option opt_limit = TOOL_LIMIT("N", "nodes", CUTTER_DEFAULT_LIMIT,
    "Nodes of search per board (default 2*10^7, half a minute at most: every board up to "
    "6 x 6; 0 = no limit).");
static const tool_option opt_json = TOOL_JSON(
    "One JSON document.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table.");

/* The options of the three forms: the common ones first, at the same indices. */
enum { OPT_LIMIT, OPT_MAX_MEMORY, OPT_JSON, OPT_CSV, NCOMMON };
enum { OPT_CELLS = NCOMMON, OPT_MISERE, OPT_CHECKPOINT, NVALUE };
enum { OPT_ALL = NCOMMON, NROW };
#define COMMON_OPTIONS \
    [OPT_LIMIT] = &opt_limit, [OPT_MAX_MEMORY] = &tool_opt_max_memory, [OPT_JSON] = &opt_json, \
    [OPT_CSV] = &opt_csv
static const tool_option *const value_options[] = {
    COMMON_OPTIONS, [OPT_CELLS] = &opt_cells, [OPT_MISERE] = &opt_misere,
    [OPT_CHECKPOINT] = &opt_checkpoint, [NVALUE] = NULL
};
static const tool_option *const table_options[] = { COMMON_OPTIONS, [NCOMMON] = NULL };
static const tool_option *const row_options[] = {
    COMMON_OPTIONS, [OPT_ALL] = &tool_opt_all, [NROW] = NULL
};
static const tool_option *const *const tables[] = {
    value_options, table_options, row_options, NULL
};

/* The options of one form of cutter (table), then exactly want arguments;
 * the common options into *format and *limit (and --max-memory into
 * tool_max_memory). TOOL_OK or TOOL_USAGE (after printing why). */
static int take_common(const tool_option *const *table, tool_option_value *v, int *argc,
                       char **argv, int want, const char *usage, tool_format *format,
                       uint64_t *limit)
{
    if (tool_parse_options("cutter", table, argc, argv, v) != TOOL_OK)
        return TOOL_USAGE;
    *format = tool_options_format(table, v);
    *limit = v[OPT_LIMIT].number;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    if (*argc != want)
        return tool_usage("usage: cookiegame %s", usage);
    return TOOL_OK;
}

/* R C I J: the board (1..64 a side) and the cutter (any positive size). */
static int parse_sizes(char **argv, uint32_t *rows, uint32_t *cols, uint32_t *cr, uint32_t *cc)
{
    int rc;
    if ((rc = parse_side("R", argv[0], CG_CUTTER_MAX_SIDE, rows)) != TOOL_OK ||
        (rc = parse_side("C", argv[1], CG_CUTTER_MAX_SIDE, cols)) != TOOL_OK ||
        (rc = parse_side("I", argv[2], UINT32_MAX, cr)) != TOOL_OK)
        return rc;
    return parse_side("J", argv[3], UINT32_MAX, cc);
}

static int cutter_value(int argc, char **argv)
{
    tool_format format;
    uint64_t limit;
    tool_option_value v[NVALUE];
    int rc = take_common(value_options, v, &argc, argv, 4,
                         "cutter R C I J [--cells PATTERN] [--misere | --checkpoint FILE] [--limit N] "
                         "[--max-memory B] [--json|--csv]",
                         &format, &limit);
    const char *pattern = v[OPT_CELLS].text, *checkpoint = v[OPT_CHECKPOINT].text;
    int misere = v[OPT_MISERE].given;
    if (rc != TOOL_OK)
        return rc;
    if (misere && checkpoint != NULL)
        return tool_usage("cutter: --checkpoint keeps the table of Grundy values, not of misere play");
    uint32_t rows, cols, cr, cc;
    if ((rc = parse_sizes(argv, &rows, &cols, &cr, &cc)) != TOOL_OK)
        return rc;
    uint8_t cells[CG_CUTTER_MAX_SIDE * CG_CUTTER_MAX_SIDE];
    if (pattern != NULL && (rc = parse_cells(pattern, rows, cols, cells)) != TOOL_OK)
        return rc;
    cg_ctx *ctx;
    int st = tool_ctx_new(&ctx);
    if (st != CG_OK)
        return tool_lib_error("cutter", st);
    cg_ctx_set_node_limit(ctx, limit);
    uint32_t g = 0, remoteness = 0;
    cg_outcome outcome = CG_OUTCOME_P;
    tool_progress bar;
    tool_progress_init(&bar, "cutter");
    tool_progress_ctx(&bar, ctx);
    double start = tool_now();
    const uint8_t *board = pattern != NULL ? cells : NULL;
    /* A misère search that fails is reported as such, never answered by the
     * normal-play value (a limit once printed "P, remoteness 0" that way). */
    if (misere) {
        if ((st = cg_cutter_misere_remoteness(ctx, rows, cols, board, cr, cc, &remoteness)) == CG_OK)
            outcome = remoteness % 2 == 0 ? CG_OUTCOME_N : CG_OUTCOME_P;   /* even: the mover wins */
    } else if ((st = cg_cutter_grundy_checkpoint(ctx, rows, cols, board, cr, cc, checkpoint, &g)) ==
               CG_OK) {
        outcome = g == 0 ? CG_OUTCOME_P : CG_OUTCOME_N;
    }
    double secs = tool_now() - start;
    cg_ctx_free(ctx);
    /* The bar is cleared first, so the message below starts its own line. */
    rc = tool_progress_done(&bar, "cutter");
    /* Stopped by the limit or by Ctrl-C, the search saved its table. */
    if ((st == CG_ELIMIT || st == CG_ECANCELED) && checkpoint != NULL)
        fprintf(stderr, "cookiegame: cutter: the table so far is saved in %s: run again with it "
                        "to go on\n", checkpoint);
    if (rc != TOOL_OK)
        return rc;
    if (st == CG_ELIMIT)
        return tool_limit_reached("cutter", limit, "nodes");
    if (st != CG_OK)
        return tool_lib_error("cutter", st);
    tool_fields *r = tool_fields_new();
    if (r != NULL) {
        tool_fields_text(r, "board", "%u x %u", rows, cols);
        tool_fields_text(r, "cells", "%s", pattern != NULL ? pattern : "full");
        tool_fields_text(r, "cutter", "%u x %u", cr, cc);
        tool_fields_text(r, "play", "%s", misere ? "misere" : "normal");
        if (!misere)
            tool_fields_text(r, "grundy", "%u", g);   /* misère play has no Grundy value */
        tool_fields_text(r, "outcome", "%s", outcome == CG_OUTCOME_P ? "P" : "N");
        if (misere)
            tool_fields_text(r, "remoteness", "%u", remoteness);
        tool_fields_text(r, "seconds", "%.3f", secs);
    }
    if (tool_fields_failed(r)) {
        tool_fields_free(r);
        return tool_lib_error("cutter", CG_ENOMEM);
    }
    tool_fields_emit(r, stdout, format);
    tool_fields_free(r);
    return TOOL_OK;
}

static int cutter_table(int argc, char **argv)
{
    tool_format format;
    uint64_t limit;
    tool_option_value v[NCOMMON];
    int rc = take_common(table_options, v, &argc, argv, 4,
                         "cutter table R C I J [--limit N] [--max-memory B] [--json|--csv]", &format, &limit);
    if (rc != TOOL_OK)
        return rc;
    uint32_t rows, cols, cr, cc;
    if ((rc = parse_sizes(argv, &rows, &cols, &cr, &cc)) != TOOL_OK)
        return rc;
    const char **head = calloc((size_t)cols + 1, sizeof *head);
    char (*cells)[16] = calloc((size_t)cols + 1, sizeof *cells);
    tool_table *t = NULL;
    if (head != NULL && cells != NULL) {
        head[0] = "r\\c";
        for (uint32_t c = 1; c <= cols; c++) {
            snprintf(cells[c], sizeof cells[c], "%u", c);
            head[c] = cells[c];
        }
        t = tool_table_new((size_t)cols + 1, head);
    }
    cg_ctx *ctx = NULL;
    int st = t == NULL ? CG_ENOMEM : tool_ctx_new(&ctx);
    if (st != CG_OK) {
        tool_table_free(t);
        free(head);
        free(cells);
        return tool_lib_error("cutter table", st);
    }
    /* One context for the whole table: smaller boards' parts are reused. The
     * limit applies to each board; a board over it shows "?". */
    cg_ctx_set_node_limit(ctx, limit);
    tool_progress pr, quiet;
    tool_progress_init(&pr, "cutter table");
    /* The table's bar counts boards; the board being searched can still be
     * stopped by Ctrl-C through the context, without drawing a second bar. */
    quiet = pr;
    quiet.enabled = 0;
    tool_progress_ctx(&quiet, ctx);
    rc = TOOL_OK;
    uint64_t unknown = 0;
    for (uint32_t r = 1; r <= rows && rc == TOOL_OK; r++) {
        snprintf(cells[0], sizeof cells[0], "%u", r);
        head[0] = cells[0];
        for (uint32_t c = 1; c <= cols; c++) {
            uint32_t g;
            st = cg_cutter_grundy(ctx, r, c, NULL, cr, cc, &g);
            if (st == CG_ECANCELED)
                break;   /* Ctrl-C: done() below says so */
            if (st == CG_OK)
                snprintf(cells[c], sizeof cells[c], "%u", g);
            else if (st == CG_ELIMIT) {
                snprintf(cells[c], sizeof cells[c], "?");
                unknown++;
            }
            else {
                rc = tool_lib_error("cutter table", st);
                break;
            }
            head[c] = cells[c];
            if (tool_progress_cb(&pr, (uint64_t)(r - 1) * cols + c, (uint64_t)rows * cols) != 0)
                break;   /* Ctrl-C: done() below says so */
        }
        if (tool_interrupted())
            break;
        if (rc == TOOL_OK && tool_table_add(t, head) != 0)
            rc = tool_lib_error("cutter table", CG_ENOMEM);
    }
    int stop = tool_progress_done(&pr, "cutter table");
    if (rc == TOOL_OK && stop != TOOL_OK)
        rc = stop;
    if (rc == TOOL_OK) {
        if (format == TOOL_TEXT)
            printf("Grundy values of full r x c boards under a %u x %u cutter\n", cr, cc);
        tool_table_emit(t, stdout, format);
        /* The table is printed with its unknown cells, but it is not all. */
        if (unknown > 0) {
            fprintf(stderr, "cookiegame: cutter table: %llu board%s passed %llu nodes and show "
                            "'?'; give --limit N (0 = no limit) to compute them\n",
                    (unsigned long long)unknown, tool_plural(unknown), (unsigned long long)limit);
            rc = TOOL_FAIL;
        }
    }
    cg_ctx_free(ctx);
    tool_table_free(t);
    free(head);
    free(cells);
    return rc;
}

static int cutter_row(int argc, char **argv)
{
    tool_format format;
    uint64_t limit;
    tool_option_value v[NROW];
    int rc = take_common(row_options, v, &argc, argv, 2,
                         "cutter row W K [--all] [--limit N] [--max-memory B] [--json|--csv]", &format, &limit);
    int all = v[OPT_ALL].given;
    if (rc != TOOL_OK)
        return rc;
    uint32_t w, k;
    if ((rc = parse_side("W", argv[0], UINT32_MAX, &w)) != TOOL_OK ||
        (rc = parse_side("K", argv[1], 100000000, &k)) != TOOL_OK)
        return rc;
    uint32_t *g = malloc((size_t)k * sizeof *g);
    cg_ctx *ctx = NULL;
    int st = g == NULL ? CG_ENOMEM : tool_ctx_new(&ctx);
    if (st == CG_OK)
        st = cg_ctx_set_node_limit(ctx, limit);
    tool_progress bar;
    tool_progress_init(&bar, "cutter row");
    if (st == CG_OK) {
        tool_progress_ctx(&bar, ctx);
        st = cg_cutter_row_sequence(ctx, w, k, g);
    }
    cg_ctx_free(ctx);
    if ((rc = tool_progress_done(&bar, "cutter row")) != TOOL_OK) {
        free(g);
        return rc;
    }
    if (st != CG_OK) {
        free(g);
        return st == CG_ELIMIT ? tool_limit_reached("cutter row", limit, "nodes") : tool_lib_error("cutter row", st);
    }
    static const char *const head[] = { "k", "grundy" };
    tool_table *t = tool_table_new(2, head);
    rc = t == NULL ? tool_lib_error("cutter row", CG_ENOMEM) : TOOL_OK;
    for (uint32_t i = 0; i < k && rc == TOOL_OK; i++)
        if (tool_table_addf(t, "%u\t%u", i + 1, g[i]) != 0)
            rc = tool_lib_error("cutter row", CG_ENOMEM);
    if (rc == TOOL_OK && format == TOOL_TEXT)
        tool_table_emit_text(t, stdout, all);   /* a screenful, or --all */
    else if (rc == TOOL_OK)
        tool_table_emit(t, stdout, format);
    tool_table_free(t);
    free(g);
    return rc;
}

static int cmd_cutter(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "table") == 0)
        return cutter_table(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "row") == 0)
        return cutter_row(argc - 2, argv + 2);
    return cutter_value(argc - 1, argv + 1);
}

const tool_command tool_cmd_cutter = {
    "cutter", cmd_cutter,
    "R C I J [--cells PATTERN] [--misere | --checkpoint FILE] | table R C I J | row W K [--all] [--limit N] "
    "[--max-memory B] [--json|--csv]",
    "Cookie Cutter [Ottaway]: the value of a board, a table of boards, the one-row sequence.",
    "A board of cookies and an I x J cutter, never rotated; a move places the cutter anywhere "
    "(overhanging the board if wanted) so that it covers at least one cookie and removes every "
    "cookie under it. Who cannot move loses.\n"
    "\n"
    "=R C I J\tThe Grundy value and outcome of an R x C board (1..64 each) under an I x J cutter "
    "(I, J from 1 to 4294967295).\n"
    "=table R C I J\tThe values of every full board r x c, r <= R, c <= C; a board whose search "
    "passes the limit shows '?' and the exit status is 1.\n"
    "=row W K\tThe values of one full row of k = 1..K cookies (K up to 10^8) under a 1 x W "
    "cutter: the octal game 0.33...37 "
    "(a screenful of them unless --all).\n"
    "@ table row\n"
    "+--cells\n"
    "+--misere\n"
    "+--checkpoint\n"
    "+--all\n"
    "+--limit\n"
    "+--max-memory\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame cutter 6 6 2 2\n"
    "$ cookiegame cutter 2 3 2 2 --cells '##./.##'\n"
    "$ cookiegame cutter 4 4 2 2 --misere\n"
    "$ cookiegame cutter 5 6 2 2 --checkpoint cutter-2x2.ckpt\n"
    "$ cookiegame cutter table 5 5 2 2 --csv\n"
    "$ cookiegame cutter row 3 40\n",
    tables,
};
