/*
 * cookiegame nim HEAPS... [--misere]: Nim, or Marienbad (misère Nim): the
 * nim-sum, the outcome and every winning move.
 */
#include <stdlib.h>

#include <cookiegame.h>

#include "commands.h"
#include "help.h"
#include "options.h"
#include "tool.h"

static const tool_option opt_misere = TOOL_FLAG("--misere",
    "Misere play (Marienbad).");
static const tool_option opt_json = TOOL_JSON(
    "One JSON object: heaps, play, nim_sum, outcome (\"P\" or \"N\") and winning_moves, "
    "a list of [heap index, new size].");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table of one row.");

enum { OPT_MISERE, OPT_JSON, OPT_CSV, NOPTS };
static const tool_option *const options[] = {
    [OPT_MISERE] = &opt_misere, [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv, [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { options, NULL };

/* The moves as text ("heap 0: 3 -> 1, ...") and as JSON ([[0,1],...]); NULL
 * when out of memory. Each move takes at most 2 * 20 + 20 characters. */
static int moves_text(const uint64_t *heaps, const cg_nim_move *m, size_t count, char **text,
                      char **json)
{
    size_t cap = 64 + count * 72;
    *text = malloc(cap);
    *json = malloc(cap);
    if (*text == NULL || *json == NULL)
        return -1;
    size_t tl = 0, jl = 0;
    tl += (size_t)snprintf(*text, cap, "%s", count == 0 ? "none (every move loses)" : "");
    jl += (size_t)snprintf(*json, cap, "[");
    for (size_t i = 0; i < count; i++) {
        unsigned long long h = heaps[m[i].heap], s = m[i].size;
        tl += (size_t)snprintf(*text + tl, cap - tl, "%sheap %zu: %llu -> %llu", i ? ", " : "",
                               m[i].heap, h, s);
        jl += (size_t)snprintf(*json + jl, cap - jl, "%s[%zu,%llu]", i ? "," : "", m[i].heap, s);
    }
    snprintf(*json + jl, cap - jl, "]");
    return 0;
}

static int cmd_nim(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("nim", options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(options, v);
    cg_play play = v[OPT_MISERE].given ? CG_PLAY_MISERE : CG_PLAY_NORMAL;
    if (argc < 1)
        return tool_usage_of(&tool_cmd_nim);
    size_t n = (size_t)argc;
    uint64_t *heaps = malloc(n * sizeof *heaps);
    cg_nim_move *moves = malloc(n * sizeof *moves);
    char *text = NULL, *json = NULL, *list = NULL, *list_json = NULL;
    tool_fields *r = NULL;
    rc = TOOL_FAIL;
    if (heaps == NULL || moves == NULL)
        goto done;
    for (size_t i = 0; i < n; i++) {
        if (tool_parse_u64(argv[i], UINT64_MAX, &heaps[i]) != 0) {
            rc = tool_usage("heap %zu: '%s' is not a 64-bit number of cookies", i, argv[i]);
            goto done;
        }
    }
    uint64_t sum;
    cg_outcome o;
    size_t count;
    if (cg_nim_sum(heaps, n, &sum) != CG_OK || cg_nim_outcome(heaps, n, play, &o) != CG_OK ||
        cg_nim_winning_moves(heaps, n, play, moves, n, &count) != CG_OK)
        goto done;   /* cannot happen: n moves always fit */
    if (moves_text(heaps, moves, count, &text, &json) != 0)
        goto done;
    /* The heaps, from the arguments as given. */
    list = malloc(n * 22 + 1);
    list_json = malloc(n * 22 + 3);
    if (list == NULL || list_json == NULL)
        goto done;
    size_t ll = 0, jl = 1;
    list_json[0] = '[';
    for (size_t i = 0; i < n; i++) {
        ll += (size_t)sprintf(list + ll, "%s%llu", i ? " " : "", (unsigned long long)heaps[i]);
        jl += (size_t)sprintf(list_json + jl, "%s%llu", i ? "," : "", (unsigned long long)heaps[i]);
    }
    list[ll] = '\0';
    sprintf(list_json + jl, "]");
    r = tool_fields_new();
    if (r != NULL) {
        tool_fields_json(r, "heaps", list, list_json);
        tool_fields_json(r, "play", play == CG_PLAY_MISERE ?
                         "misere (Marienbad: who takes the last cookie loses)" :
                         "normal (who takes the last cookie wins)",
                         play == CG_PLAY_MISERE ? "\"misere\"" : "\"normal\"");
        tool_fields_text(r, "nim-sum", "%llu", (unsigned long long)sum);
        tool_fields_json(r, "outcome",
                         o == CG_OUTCOME_P ? "P (the player to move loses)" : "N (the player to move wins)",
                         o == CG_OUTCOME_P ? "\"P\"" : "\"N\"");
        tool_fields_json(r, "winning moves", text, json);
    }
    if (tool_fields_failed(r))
        goto done;
    tool_fields_emit(r, stdout, format);
    rc = TOOL_OK;
done:
    if (rc == TOOL_FAIL)
        tool_lib_error("nim", CG_ENOMEM);
    tool_fields_free(r);
    free(heaps);
    free(moves);
    free(text);
    free(json);
    free(list);
    free(list_json);
    return rc;
}

const tool_command tool_cmd_nim = {
    "nim", cmd_nim,
    "HEAPS... [--misere] [--json|--csv]",
    "Nim and Marienbad (misere Nim): nim-sum, outcome and every winning move.",
    "A move takes any positive number of cookies from one heap. Under normal play the player "
    "who takes the last cookie wins, and a position is a P-position when the nim-sum (the "
    "exclusive or of the heaps) is 0. Under misere play, the game of Marienbad [BK], that player "
    "loses: when every heap has 0 or 1 cookie the P-positions are those with an odd number of "
    "heaps of 1, otherwise those of normal play. Heap indices are 0-based, in the order given.\n"
    "\n"
    "=HEAPS\tHeap sizes, each from 0 to 18446744073709551615, any number of them.\n"
    "+--misere\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame nim 3 4 5\n"
    "$ cookiegame nim 1 3 5 7 --misere\n"
    "$ cookiegame nim 2 1 1 --misere --json\n",
    tables,
};
