/*
 * cookiegame subtract SET HEAPS... [--misere]: a subtraction game (a move
 * takes s cookies from one heap, s in SET) on several heaps, searched by the
 * generic engine of impartial.h through callbacks, as a user's own game is:
 * the Grundy value of each heap and of the sum, the outcome, the remoteness
 * and a winning move.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
#include "help.h"
#include "options.h"
#include "tool.h"

#define MAX_TAKE 64          /* numbers in SET */
#define MAX_HEAPS 32         /* 4 bytes per heap in a state */
#define MAX_HEAP 100000u     /* the search of one heap is linear in it */
#define DEFAULT_LIMIT 20000000u

static const tool_option opt_misere = TOOL_FLAG("--misere",
    "Misere play: whoever takes the last cookie loses.");
static const tool_option opt_limit = TOOL_LIMIT("N", "nodes", DEFAULT_LIMIT,
    "Nodes of search (default 2*10^7; 0 = no limit).");
static const tool_option opt_json = TOOL_JSON(
    "One JSON object: set, heaps, play, heap_values, grundy, outcome, remoteness, "
    "winning_move ([heap index, new size] or null).");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV row with a header.");

enum { OPT_MISERE, OPT_LIMIT, OPT_MAX_MEMORY, OPT_JSON, OPT_CSV, NOPTS };
static const tool_option *const command_options[] = {
    [OPT_MISERE] = &opt_misere, [OPT_LIMIT] = &opt_limit, [OPT_MAX_MEMORY] = &tool_opt_max_memory,
    [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv, [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { command_options, NULL };

typedef struct rules {
    uint32_t take[MAX_TAKE];
    size_t ntake;
} rules;

static uint32_t heap_at(const uint8_t *state, size_t i)
{
    uint32_t h;
    memcpy(&h, state + 4 * i, 4);
    return h;
}

static int options(void *user_data, const uint8_t *state, size_t len, cg_state_list *out)
{
    const rules *r = user_data;
    uint8_t next[4 * MAX_HEAPS];
    for (size_t i = 0; i < len / 4; i++)
        for (size_t k = 0; k < r->ntake; k++) {
            uint32_t h = heap_at(state, i);
            if (h < r->take[k])
                continue;
            memcpy(next, state, len);
            h -= r->take[k];
            memcpy(next + 4 * i, &h, 4);
            int rc = cg_state_list_add(out, next, len);
            if (rc != CG_OK)
                return rc;
        }
    return 0;
}

/* The heaps are independent: one component per non-empty heap. */
static int split(void *user_data, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)user_data;
    for (size_t i = 0; i < len / 4; i++) {
        int rc = heap_at(state, i) > 0 ? cg_state_list_add(out, state + 4 * i, 4) : CG_OK;
        if (rc != CG_OK)
            return rc;
    }
    return 0;
}

/* The order of the heaps does not matter: sorted. */
static int canonical(void *user_data, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)user_data;
    uint32_t h[MAX_HEAPS];
    size_t n = len / 4;
    for (size_t i = 0; i < n; i++) {
        uint32_t x = heap_at(state, i);
        size_t j = i;
        for (; j > 0 && h[j - 1] > x; j--)
            h[j] = h[j - 1];
        h[j] = x;
    }
    return cg_state_list_add(out, h, len);
}

/* "1,3,4" -> the set, ascending, repeats dropped. */
static int parse_set(const char *text, rules *r)
{
    r->ntake = 0;
    const char *p = text;
    for (;;) {
        char word[24];
        size_t n = strcspn(p, ",");
        uint32_t v;
        if (n == 0 || n >= sizeof word)
            return -1;
        memcpy(word, p, n);
        word[n] = '\0';
        if (tool_parse_u32(word, &v) != 0 || v == 0 || r->ntake == MAX_TAKE)
            return -1;
        size_t j = r->ntake++;
        for (; j > 0 && r->take[j - 1] > v; j--)
            r->take[j] = r->take[j - 1];
        r->take[j] = v;
        if (j > 0 && r->take[j - 1] == v) {
            memmove(r->take + j, r->take + j + 1, (r->ntake - j - 1) * sizeof *r->take);
            r->ntake--;
        }
        p += n;
        if (*p == '\0')
            return 0;
        p++;
    }
}

static int cmd_subtract(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("subtract", command_options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(command_options, v);
    uint64_t limit = v[OPT_LIMIT].number;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    cg_play play = v[OPT_MISERE].given ? CG_PLAY_MISERE : CG_PLAY_NORMAL;
    if (argc < 2)
        return tool_usage_of(&tool_cmd_subtract);
    rules r;
    if (parse_set(argv[0], &r) != 0)
        return tool_usage("SET: '%s' is not a list of numbers from 1 to 4294967295 such as 1,3,4 "
                          "(at most %d)", argv[0], MAX_TAKE);
    size_t n = (size_t)argc - 1;
    if (n > MAX_HEAPS)
        return tool_usage("at most %d heaps", MAX_HEAPS);
    uint32_t heaps[MAX_HEAPS];
    for (size_t i = 0; i < n; i++)
        if (tool_parse_u32(argv[1 + i], &heaps[i]) != 0 || heaps[i] > MAX_HEAP)
            return tool_usage("heap %zu: '%s' is not a number of cookies from 0 to %u", i, argv[1 + i],
                              MAX_HEAP);

    cg_impartial_rules callbacks = { options, canonical, split, &r };
    cg_impartial *game = NULL;
    cg_ctx *ctx = NULL;
    int st = cg_impartial_new(&callbacks, &game);
    if (st == CG_OK)
        st = tool_ctx_new(&ctx);
    if (st == CG_OK)
        st = cg_ctx_set_node_limit(ctx, limit);
    tool_progress bar;
    tool_progress_init(&bar, "subtract");
    if (st == CG_OK)
        tool_progress_ctx(&bar, ctx);
    /* Each heap alone, then the sum. */
    char values[MAX_HEAPS * 22 + 3] = "", values_json[MAX_HEAPS * 22 + 3] = "[";
    size_t vl = 0, jl = 1;
    for (size_t i = 0; st == CG_OK && i < n; i++) {
        uint64_t g;
        st = cg_impartial_grundy(ctx, game, &heaps[i], 4, &g);
        vl += (size_t)snprintf(values + vl, sizeof values - vl, "%s%llu", i ? " " : "", (unsigned long long)g);
        jl += (size_t)snprintf(values_json + jl, sizeof values_json - jl, "%s%llu", i ? "," : "",
                               (unsigned long long)g);
    }
    snprintf(values_json + jl, sizeof values_json - jl, "]");
    uint64_t sum = 0;
    cg_outcome outcome = CG_OUTCOME_P;
    uint32_t remote = 0, move[MAX_HEAPS];
    size_t move_len = 0;
    int has_move = 0;
    if (st == CG_OK)
        st = cg_impartial_grundy(ctx, game, heaps, 4 * n, &sum);
    if (st == CG_OK)
        st = cg_impartial_outcome(ctx, game, heaps, 4 * n, play, &outcome);
    if (st == CG_OK)
        st = cg_impartial_remoteness(ctx, game, heaps, 4 * n, play, &remote);
    if (st == CG_OK) {
        st = cg_impartial_winning_move(ctx, game, heaps, 4 * n, play, move, sizeof move, &move_len);
        has_move = st == CG_OK;
        if (st == CG_EDOMAIN)
            st = CG_OK;
    }
    cg_ctx_free(ctx);
    cg_impartial_free(game);
    if ((rc = tool_progress_done(&bar, "subtract")) != TOOL_OK)
        return rc;
    if (st == CG_ELIMIT)
        return tool_limit_reached("subtract", limit, "nodes");
    if (st != CG_OK)
        return tool_lib_error("subtract", st);

    char set_text[MAX_TAKE * 12], heaps_text[MAX_HEAPS * 12], heaps_json[MAX_HEAPS * 12];
    char move_text[64] = "none (every move loses)", move_json[48] = "null";
    size_t sl = 0, hl = 0, hj = 1;
    for (size_t k = 0; k < r.ntake; k++)
        sl += (size_t)snprintf(set_text + sl, sizeof set_text - sl, "%s%u", k ? "," : "", r.take[k]);
    heaps_json[0] = '[';
    for (size_t i = 0; i < n; i++) {
        hl += (size_t)snprintf(heaps_text + hl, sizeof heaps_text - hl, "%s%u", i ? " " : "", heaps[i]);
        hj += (size_t)snprintf(heaps_json + hj, sizeof heaps_json - hj, "%s%u", i ? "," : "", heaps[i]);
    }
    snprintf(heaps_json + hj, sizeof heaps_json - hj, "]");
    if (has_move) {
        for (size_t i = 0; i < n; i++)
            if (move[i] != heaps[i]) {
                snprintf(move_text, sizeof move_text, "heap %zu: %u -> %u", i, heaps[i], move[i]);
                snprintf(move_json, sizeof move_json, "[%zu,%u]", i, move[i]);
            }
    } else if (outcome == CG_OUTCOME_N) {
        snprintf(move_text, sizeof move_text, "none (no move: the player to move has won)");
    }
    tool_fields *f = tool_fields_new();
    if (f != NULL) {
        tool_fields_text(f, "set", "%s", set_text);
        tool_fields_json(f, "heaps", heaps_text, heaps_json);
        tool_fields_json(f, "play", play == CG_PLAY_MISERE ? "misere (who takes the last cookie loses)"
                                                           : "normal (who takes the last cookie wins)",
                         play == CG_PLAY_MISERE ? "\"misere\"" : "\"normal\"");
        tool_fields_json(f, "heap values", values, values_json);
        tool_fields_text(f, "grundy", "%llu", (unsigned long long)sum);
        tool_fields_json(f, "outcome",
                         outcome == CG_OUTCOME_P ? "P (the player to move loses)" : "N (the player to move wins)",
                         outcome == CG_OUTCOME_P ? "\"P\"" : "\"N\"");
        tool_fields_text(f, "remoteness", "%u", remote);
        tool_fields_json(f, "winning move", move_text, move_json);
    }
    if (tool_fields_failed(f)) {
        tool_fields_free(f);
        return tool_lib_error("subtract", CG_ENOMEM);
    }
    tool_fields_emit(f, stdout, format);
    tool_fields_free(f);
    return TOOL_OK;
}

const tool_command tool_cmd_subtract = {
    "subtract", cmd_subtract,
    "SET HEAPS... [--misere] [--limit N] [--max-memory B] [--json|--csv]",
    "A subtraction game on heaps, searched by the generic engine for games of your own.",
    "A move takes s cookies from one heap, for some s in SET; who cannot move loses (with "
    "--misere: wins). The game is given to the library's generic impartial engine by callbacks, "
    "as a program would describe a game of its own (see the impartial theory page): states are "
    "the heaps, the canonical form sorts them and the splitter hands over one heap at a time, so "
    "the Grundy value of the sum is the nim-sum of the heaps' values. Shows each heap's Grundy "
    "value, the sum's, the outcome and remoteness under the chosen play, and a winning move "
    "(heap: before -> after). Misere play and remoteness search the whole position (sums do not "
    "decide them), which grows as the product of the heaps.\n"
    "\n"
    "=SET\tThe numbers of cookies a move may take, e.g. 1,3,4 (1 to 4294967295, at most 64).\n"
    "=HEAPS\tUp to 32 heaps of 0 to 100000 cookies.\n"
    "+--misere\n"
    "+--limit\n"
    "+--max-memory\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame subtract 1,3,4 10 300\n"
    "$ cookiegame subtract 1,2 5 7 --misere --json\n",
    tables,
};
