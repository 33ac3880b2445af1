/*
 * Wythoff's game:
 *   wythoff p K [--count N]           the P-positions (a_k, b_k), k = K..K+N-1
 *   wythoff grundy X Y [--limit N]    Grundy value, outcome and winning moves of (X, Y)
 *   wythoff table R C [--pgm FILE]    the Grundy table, and/or as a grey-scale image
 * each with --json or --csv for data.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cookiegame.h>

#include "commands.h"
#include "options.h"
#include "tool.h"

/* Without --limit, a single value stops past this many cells (seconds of
 * work) and says how to go further. */
#define GRUNDY_DEFAULT_LIMIT UINT64_C(200000000)

/* Without --limit, a table stops at this many cells: 5000 x 5000, a second
 * of work, 100 MB of values and a text table several times that. */
#define TABLE_DEFAULT_LIMIT UINT64_C(25000000)

static const tool_option opt_count = TOOL_NUMBER(
    "--count", "N", 1, 1000000, 1, "--count needs a number",
    "--count: '%s' is not a number from 1 to 1000000",
    "With p: how many P-positions, 1..1000000 (default 1).");
/* grundy and table differ in the default of --limit, not in its entry. */
#define LIMIT_HELP \
    "With grundy: refuse a position needing more cells than this (default 2*10^8, " \
    "seconds to tens of seconds); with table: refuse a table of more cells (default 2.5*10^7). " \
    "0 = no " \
    "limit."
static const tool_option opt_limit_grundy = TOOL_LIMIT(
    "CELLS", "cells", GRUNDY_DEFAULT_LIMIT, LIMIT_HELP);
static const tool_option opt_limit_table = TOOL_LIMIT(
    "CELLS", "cells", TABLE_DEFAULT_LIMIT, LIMIT_HELP);
static const tool_option opt_max_memory = TOOL_MAX_MEMORY(
    "With grundy: bytes the value may set aside; with table: bytes the table "
    "may take, its values and their text or picture (suffix K, M or G; default and 0: no limit "
    "of its own, while what the process may use always applies: free memory, its cgroup's "
    "limit, ulimit -v). A value that would need more stops before allocating, exit status 1, "
    "with the figures.");
static const tool_option opt_pgm = TOOL_TEXT("--pgm", "FILE", "--pgm needs a file name",
    "With table: write the table as a grey-scale PGM picture (value 0 black, the "
    "largest white) instead of text; with --json or --csv the table goes to standard output "
    "too.");
static const tool_option opt_json = TOOL_JSON(
    "One JSON document; with grundy, \"memory\" is the bytes its memory checks counted, the "
    "figure --max-memory must allow.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table.");

/* The options of the three subcommands: --json and --csv first, at the same indices. */
enum { OPT_JSON, OPT_CSV, NFORMAT };
enum { OPT_COUNT = NFORMAT, NP };
enum { OPT_LIMIT = NFORMAT, OPT_MAX_MEMORY, NGRUNDY };
enum { OPT_PGM = NGRUNDY, OPT_ALL, NTABLE };
static const tool_option *const p_options[] = {
    [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv, [OPT_COUNT] = &opt_count, [NP] = NULL
};
static const tool_option *const grundy_options[] = {
    [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv, [OPT_LIMIT] = &opt_limit_grundy,
    [OPT_MAX_MEMORY] = &opt_max_memory, [NGRUNDY] = NULL
};
static const tool_option *const table_options[] = {
    [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv, [OPT_LIMIT] = &opt_limit_table,
    [OPT_MAX_MEMORY] = &opt_max_memory, [OPT_PGM] = &opt_pgm, [OPT_ALL] = &tool_opt_all,
    [NTABLE] = NULL
};
static const tool_option *const *const tables[] = {
    p_options, grundy_options, table_options, NULL
};

static int wythoff_p(int argc, char **argv)
{
    tool_option_value v[NP];
    int rc = tool_parse_options("wythoff", p_options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(p_options, v);
    uint64_t count = v[OPT_COUNT].number;
    if (argc != 1)
        return tool_usage("usage: cookiegame wythoff p K [--count N] [--json|--csv]");
    uint64_t k0;
    if (tool_parse_u64(argv[0], UINT64_MAX, &k0) != 0)
        return tool_usage("K: '%s' is not a 64-bit number", argv[0]);
    static const char *const head[] = { "k", "a_k", "b_k" };
    tool_table *t = tool_table_new(3, head);
    if (t == NULL)
        return tool_lib_error("wythoff p", CG_ENOMEM);
    for (uint64_t i = 0; i < count && rc == TOOL_OK; i++) {
        uint64_t k = k0 + i, a, b;
        if (k < k0) {
            rc = tool_lib_error("wythoff p", CG_ERANGE);
            break;
        }
        int st = cg_wythoff_p_position(k, &a, &b);
        if (st != CG_OK)
            rc = tool_lib_error("wythoff p", st);
        else if (tool_table_addf(t, "%llu\t%llu\t%llu", (unsigned long long)k,
                                 (unsigned long long)a, (unsigned long long)b) != 0)
            rc = tool_lib_error("wythoff p", CG_ENOMEM);
    }
    if (rc == TOOL_OK)
        tool_table_emit(t, stdout, format);
    tool_table_free(t);
    return rc;
}

static int wythoff_grundy(int argc, char **argv)
{
    tool_option_value v[NGRUNDY];
    int rc = tool_parse_options("wythoff", grundy_options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(grundy_options, v);
    uint64_t limit = v[OPT_LIMIT].number;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    if (argc != 2)
        return tool_usage("usage: cookiegame wythoff grundy X Y [--limit CELLS] [--max-memory B] [--json|--csv]");
    uint64_t x, y;
    if (tool_parse_u64(argv[0], UINT64_MAX, &x) != 0)
        return tool_usage("X: '%s' is not a 64-bit number", argv[0]);
    if (tool_parse_u64(argv[1], UINT64_MAX, &y) != 0)
        return tool_usage("Y: '%s' is not a 64-bit number", argv[1]);
    cg_ctx *ctx;
    int st = tool_ctx_new(&ctx);
    if (st != CG_OK)
        return tool_lib_error("wythoff grundy", st);
    cg_ctx_set_node_limit(ctx, limit);
    uint64_t g, moves[6];
    size_t nmoves;
    tool_progress bar;
    tool_progress_init(&bar, "wythoff grundy");
    /* The value charges every one of its (x + 1)(y + 1) cells. */
    bar.work = x < UINT64_MAX && y < UINT64_MAX && x + 1 <= UINT64_MAX / (y + 1) ? (x + 1) * (y + 1) : 0;
    tool_progress_ctx(&bar, ctx);
    st = cg_wythoff_grundy(ctx, x, y, &g);
    uint64_t memory = 0;
    cg_ctx_memory_reserved(ctx, &memory);
    cg_ctx_free(ctx);
    if ((rc = tool_progress_done(&bar, "wythoff grundy")) != TOOL_OK)
        return rc;
    if (st == CG_ELIMIT) {
        fprintf(stderr, "cookiegame: wythoff grundy: (%llu, %llu) needs more than %llu cells of "
                        "the table; give --limit N (0 = no limit) to go on\n",
                (unsigned long long)x, (unsigned long long)y,
                (unsigned long long)limit);
        return TOOL_FAIL;
    }
    if (st != CG_OK)
        return tool_lib_error("wythoff grundy", st);
    st = cg_wythoff_winning_moves(x, y, moves, 3, &nmoves);
    if (st != CG_OK)
        return tool_lib_error("wythoff winning moves", st);
    char text[200] = "none", json[200] = "[";
    size_t tl = 0, jl = 1;
    for (size_t i = 0; i < nmoves; i++) {
        unsigned long long a = moves[2 * i], b = moves[2 * i + 1];
        tl += (size_t)snprintf(text + tl, sizeof text - tl, "%s(%llu, %llu)", i ? " " : "", a, b);
        jl += (size_t)snprintf(json + jl, sizeof json - jl, "%s[%llu,%llu]", i ? "," : "", a, b);
    }
    snprintf(json + jl, sizeof json - jl, "]");
    tool_fields *r = tool_fields_new();
    if (r != NULL) {
        char pos[64];
        snprintf(pos, sizeof pos, "[%llu,%llu]", (unsigned long long)x, (unsigned long long)y);
        char shown[64];
        snprintf(shown, sizeof shown, "(%llu, %llu)", (unsigned long long)x, (unsigned long long)y);
        tool_fields_json(r, "position", shown, pos);
        tool_fields_text(r, "grundy", "%llu", (unsigned long long)g);
        tool_fields_text(r, "outcome", "%s", g == 0 ? "P" : "N");
        tool_fields_json(r, "winning_moves", text, json);
        /* JSON only: the figure the memory checks counted. */
        if (format == TOOL_JSON)
            tool_fields_text(r, "memory", "%llu", (unsigned long long)memory);
    }
    if (tool_fields_failed(r)) {
        tool_fields_free(r);
        return tool_lib_error("wythoff grundy", CG_ENOMEM);
    }
    tool_fields_emit(r, stdout, format);
    tool_fields_free(r);
    return TOOL_OK;
}

/* A binary PGM (P5): value 0 black, the largest value white; written in one
 * go, failures reported with their reason. */
static int write_pgm(const char *path, const uint32_t *g, uint32_t rows, uint32_t cols)
{
    uint32_t max = 1;
    size_t cells = (size_t)rows * cols;
    for (size_t i = 0; i < cells; i++)
        if (g[i] > max)
            max = g[i];
    char head[64];
    int hl = snprintf(head, sizeof head, "P5\n%u %u\n255\n", cols, rows);
    unsigned char *data = malloc((size_t)hl + cells);
    if (data == NULL)
        return tool_lib_error("wythoff table --pgm", CG_ENOMEM);
    memcpy(data, head, (size_t)hl);
    for (size_t i = 0; i < cells; i++)
        data[(size_t)hl + i] = (unsigned char)((uint64_t)g[i] * 255 / max);
    int rc = tool_write_output("wythoff table --pgm", path, (const char *)data, (size_t)hl + cells);
    free(data);
    return rc;
}

static int wythoff_table(int argc, char **argv)
{
    tool_option_value v[NTABLE];
    int rc = tool_parse_options("wythoff", table_options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(table_options, v);
    uint64_t limit = v[OPT_LIMIT].number;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    const char *pgm = v[OPT_PGM].text;
    int all = v[OPT_ALL].given;
    if (argc != 2)
        return tool_usage("usage: cookiegame wythoff table R C [--pgm FILE] [--limit CELLS] "
                          "[--max-memory B] [--all] [--json|--csv]");
    uint32_t rows, cols;
    if (tool_parse_u32(argv[0], &rows) != 0 || rows == 0 || rows > 65536)
        return tool_usage("ROWS: '%s' is not a number from 1 to 65536", argv[0]);
    if (tool_parse_u32(argv[1], &cols) != 0 || cols == 0 || cols > 65536)
        return tool_usage("COLS: '%s' is not a number from 1 to 65536", argv[1]);
    if (limit != 0 && (uint64_t)rows * cols > limit) {
        fprintf(stderr, "cookiegame: wythoff table: %u x %u is %llu cells, more than the limit of "
                        "%llu; give --limit N (0 = no limit) to go on\n",
                rows, cols, (unsigned long long)rows * cols, (unsigned long long)limit);
        return TOOL_FAIL;
    }
    uint64_t bytes = (uint64_t)rows * cols * sizeof(uint32_t);
    /* Beside the values: the picture (a byte a cell) or the text table, whose
     * cells take several times the values (every value is below
     * rows + cols + min(rows, cols), so it has at most that many digits). */
    uint64_t output = 0;
    if (pgm != NULL)
        output = (uint64_t)rows * cols;
    if (pgm == NULL || format != TOOL_TEXT) {
        char top[16];
        size_t len[2];
        len[0] = (size_t)snprintf(top, sizeof top, "%u", rows);
        len[1] = (size_t)snprintf(top, sizeof top, "%llu",
                                  (unsigned long long)rows + cols + (rows < cols ? rows : cols));
        /* A row: its number, then cols cells of the same width. */
        output += tool_table_bytes(1, &len[0], (uint64_t)rows + 1) +
                  tool_table_bytes(1, &len[1], ((uint64_t)rows + 1) * cols);
    }
    char what[96];
    snprintf(what, sizeof what, "wythoff table: %u x %u values and their output", rows, cols);
    if (cg_memory_check(bytes + output, tool_max_memory, what) != CG_OK)
        return tool_lib_error("wythoff table", CG_ENOMEM);
    uint32_t *g = malloc((size_t)bytes);
    if (g == NULL)
        return tool_lib_error("wythoff table", CG_ENOMEM);
    double start = tool_now();
    int st = cg_wythoff_grundy_table(rows, cols, g);
    double secs = tool_now() - start;
    if (st != CG_OK) {
        free(g);
        return tool_lib_error("wythoff table", st);
    }
    if (pgm != NULL) {
        /* The image, and the table too when --json or --csv asks for it. */
        if ((rc = write_pgm(pgm, g, rows, cols)) != TOOL_OK || format == TOOL_TEXT) {
            if (rc == TOOL_OK)
                printf("wrote %s: %u x %u Grundy values (computed in %.3f s)\n", pgm, rows, cols,
                       secs);
            free(g);
            return rc;
        }
    }
    /* Header: x\y, then the column numbers. */
    const char **head = calloc((size_t)cols + 1, sizeof *head);
    char (*cells)[12] = calloc((size_t)cols + 1, sizeof *cells);
    tool_table *t = NULL;
    if (head != NULL && cells != NULL) {
        head[0] = "x\\y";
        for (uint32_t y = 0; y < cols; y++) {
            snprintf(cells[y + 1], sizeof cells[y + 1], "%u", y);
            head[y + 1] = cells[y + 1];
        }
        t = tool_table_new((size_t)cols + 1, head);
    }
    rc = t == NULL ? tool_lib_error("wythoff table", CG_ENOMEM) : TOOL_OK;
    for (uint32_t x = 0; rc == TOOL_OK && x < rows; x++) {
        snprintf(cells[0], sizeof cells[0], "%u", x);
        head[0] = cells[0];
        for (uint32_t y = 0; y < cols; y++) {
            snprintf(cells[y + 1], sizeof cells[y + 1], "%u", g[(size_t)x * cols + y]);
            head[y + 1] = cells[y + 1];
        }
        if (tool_table_add(t, head) != 0)
            rc = tool_lib_error("wythoff table", CG_ENOMEM);
    }
    if (rc == TOOL_OK && format == TOOL_TEXT)
        tool_table_emit_text(t, stdout, all);   /* a screenful, or --all */
    else if (rc == TOOL_OK)
        tool_table_emit(t, stdout, format);
    tool_table_free(t);
    free(head);
    free(cells);
    free(g);
    return rc;
}

static int cmd_wythoff(int argc, char **argv)
{
    if (argc < 2)
        return tool_usage("usage: cookiegame wythoff p|grundy|table ...");
    const char *what = argv[1];
    if (strcasecmp(what, "p") == 0)
        return wythoff_p(argc - 2, argv + 2);
    if (strcmp(what, "grundy") == 0)
        return wythoff_grundy(argc - 2, argv + 2);
    if (strcmp(what, "table") == 0)
        return wythoff_table(argc - 2, argv + 2);
    return tool_usage("wythoff: unknown subcommand '%s' (p, grundy or table)", what);
}

const tool_command tool_cmd_wythoff = {
    "wythoff", cmd_wythoff,
    "p K [--count N] | grundy X Y [--limit CELLS] [--max-memory B] | table R C [--pgm FILE] "
    "[--limit CELLS] [--max-memory B] [--all] "
    "[--json|--csv]",
    "Wythoff's game: P-positions, Grundy values and the Grundy table.",
    "Two jars of cookies; a move takes any number from one jar, or the same number from both. "
    "Cookie Monster on two jars is this game [BK].\n"
    "\n"
    "=p K\tThe P-positions (a_k, b_k) = (floor(k phi), floor(k phi^2)) from k = K, K from 0 to "
    "7046029254386353130 (b_k must fit 64 bits).\n"
    "=grundy X Y\tThe Grundy value, outcome and winning moves of (X, Y), 64-bit jars. The value "
    "needs a sweep of (X+1)(Y+1) cells: 10^7 to 10^8 cells a second, the larger the slower.\n"
    "=table R C\tThe Grundy values G(x, y) for x < R and y < C, R and C from 1 to 65536 "
    "(what fits a screen unless --all).\n"
    "@ p grundy table\n"
    "+--count\n"
    "+--limit\n"
    "+--max-memory\n"
    "+--pgm\n"
    "+--all\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame wythoff p 1 --count 10\n"
    "$ cookiegame wythoff grundy 2000 3000\n"
    "$ cookiegame wythoff table 512 512 --pgm wythoff.pgm\n",
    tables,
};
