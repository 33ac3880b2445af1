/*
 * cookiegame ap winning|grundy A N: AP-positions a..a+n-1 as in Tables 2-4 of
 * [Propp] (the winning components, or the Grundy values).
 */
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
#include "help.h"
#include "options.h"
#include "tool.h"

static const tool_option opt_json = TOOL_JSON(
    "One JSON array of rows.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table; its corner cell is a\\n (a down the rows, n across).");

enum { OPT_THREADS, OPT_ALL, OPT_JSON, OPT_CSV, NOPTS };
static const tool_option *const options[] = {
    [OPT_THREADS] = &tool_opt_threads, [OPT_ALL] = &tool_opt_all, [OPT_JSON] = &opt_json,
    [OPT_CSV] = &opt_csv, [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { options, NULL };

/* Winning components of a..a+n-1 as value ranges ("7-11, 13"), "" for P. */
static int winning_text(const cg_position *p, char *buf, size_t cap)
{
    size_t n = cg_position_size(p);
    uint8_t *w = malloc(n ? n : 1);
    if (w == NULL)
        return CG_ENOMEM;
    int rc = cg_position_winning_moves(NULL, p, w, n);
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; rc == CG_OK && i < n;) {
        if (!w[i]) {
            i++;
            continue;
        }
        size_t j = i;
        while (j + 1 < n && w[j + 1])
            j++;
        uint32_t lo = cg_position_heap(p, i), hi = cg_position_heap(p, j);
        int k = lo == hi ? snprintf(buf + len, cap - len, "%s%u", len ? ", " : "", lo)
                         : snprintf(buf + len, cap - len, "%s%u-%u", len ? ", " : "", lo, hi);
        if (k < 0 || (size_t)k >= cap - len)
            break;
        len += (size_t)k;
        i = j + 1;
    }
    free(w);
    return rc;
}

static cg_position *ap_position(uint32_t a, uint32_t n)
{
    uint32_t *h = malloc((n ? n : 1) * sizeof *h);
    cg_position *p = NULL;
    if (h != NULL) {
        for (uint32_t i = 0; i < n; i++)
            h[i] = a + i;
        if (cg_position_new(h, n, &p) != CG_OK)
            p = NULL;
        free(h);
    }
    return p;
}

static int cmd_ap(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("ap", options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(options, v);
    int all = v[OPT_ALL].given;
    int grundy = argc == 3 && strcmp(argv[0], "grundy") == 0;
    if (argc != 3 || (!grundy && strcmp(argv[0], "winning") != 0))
        return tool_usage_of(&tool_cmd_ap);
    uint32_t amax, nmax;
    if ((rc = tool_parse_count("AMAX", argv[1], 100000, &amax)) != TOOL_OK ||
        (rc = tool_parse_count("NMAX", argv[2], grundy ? 34 : 100000, &nmax)) != TOOL_OK)
        return rc;
    if (amax == 0 || nmax == 0)
        return tool_usage("AMAX and NMAX start at 1");
    if ((uint64_t)amax * nmax > 4000000)
        return tool_usage("at most 4000000 cells, please");

    /* AP-positions are strict with at most nmax heaps: Grundy values come from
     * a strict table, winning components from the D-value theory. */
    cg_strict_table *table = NULL;
    if (grundy) {
        tool_progress bar;
        tool_progress_init(&bar, "strict table");
        int st = cg_strict_table_build(nmax, tool_options_threads(&v[OPT_THREADS]),
                                       tool_progress_cb, &bar, &table);
        if ((rc = tool_progress_done(&bar, "ap")) != TOOL_OK) {
            cg_strict_table_free(table);
            return rc;
        }
        if (st != CG_OK)
            return tool_lib_error("building the strict table", st);
    }
    const char **head = calloc((size_t)nmax + 1, sizeof *head);
    char (*names)[16] = calloc((size_t)nmax + 1, sizeof *names);
    tool_table *t = NULL;
    if (head != NULL && names != NULL) {
        head[0] = "a\\n";
        for (uint32_t n = 1; n <= nmax; n++) {
            snprintf(names[n], sizeof names[n], "%u", n);
            head[n] = names[n];
        }
        t = tool_table_new((size_t)nmax + 1, head);
    }
    rc = t == NULL ? tool_lib_error("ap", CG_ENOMEM) : TOOL_OK;
    char cell[256];
    char **row = calloc((size_t)nmax + 1, sizeof *row);
    for (uint32_t a = 1; rc == TOOL_OK && a <= amax; a++) {
        for (uint32_t n = 0; rc == TOOL_OK && n <= nmax; n++) {
            if (n == 0) {
                snprintf(cell, sizeof cell, "%u", a);
            } else {
                cg_position *p = ap_position(a, n);
                int st = p == NULL ? CG_ENOMEM : CG_OK;
                uint32_t g = 0;
                if (st == CG_OK && grundy)
                    st = cg_strict_table_grundy(table, p, &g);
                if (st == CG_OK && !grundy)
                    st = winning_text(p, cell, sizeof cell);
                cg_position_free(p);
                if (st != CG_OK) {
                    rc = tool_lib_error("ap", st);
                    break;
                }
                if (grundy)
                    snprintf(cell, sizeof cell, "%u", g);
            }
            row[n] = strdup(cell);
            if (row[n] == NULL)
                rc = tool_lib_error("ap", CG_ENOMEM);
        }
        if (rc == TOOL_OK && tool_table_add(t, (const char *const *)row) != 0)
            rc = tool_lib_error("ap", CG_ENOMEM);
        for (uint32_t n = 0; n <= nmax; n++) {
            free(row[n]);
            row[n] = NULL;
        }
    }
    if (rc == TOOL_OK) {
        if (format == TOOL_TEXT)
            printf("AP-positions a, a+1, ..., a+n-1: %s ([Propp], Table %s)\n",
                   grundy ? "Grundy values" : "winning components, blank for P-positions",
                   grundy ? "4" : "3; row a = 1 is Table 2");
        if (format == TOOL_TEXT)
            tool_table_emit_text(t, stdout, all);   /* a screenful, or --all */
        else
            tool_table_emit(t, stdout, format);
    }
    free(row);
    tool_table_free(t);
    free(head);
    free(names);
    cg_strict_table_free(table);
    return rc;
}

const tool_command tool_cmd_ap = {
    "ap", cmd_ap,
    "winning|grundy AMAX NMAX [--threads T] [--all] [--json|--csv]",
    "AP-positions a, a+1, ..., a+n-1: winning moves or Grundy values, as in [Propp].",
    "The AP-position (a, n) has the n heaps a, a+1, ..., a+n-1. The table has a row for each a = "
    "1..AMAX and a column for each n = 1..NMAX (what fits a screen unless --all).\n"
    "\n"
    "=winning\tEach cell lists the winning moves as ranges of heap sizes to eat (\"7-11\"), "
    "empty for a P-position: Table 3 of [Propp]. AMAX and NMAX from 1 to 100000.\n"
    "=grundy\tEach cell is the Grundy value: Tables 2 and 4 of [Propp]. AMAX from 1 to 100000, "
    "NMAX from 1 to 34.\n"
    "@ winning grundy\n"
    "+--threads\n"
    "+--all\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame ap winning 10 12\n"
    "$ cookiegame ap grundy 20 20 --csv\n",
    tables,
};
