/*
 * cookiegame analyze: everything the library knows about one position of the
 * spoiled-cookie game, as text, --json or --csv.
 */
#define _POSIX_C_SOURCE 200809L   /* ssize_t in read-line.h */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "box-svg.h"
#include "commands.h"
#include "read-line.h"
#include "options.h"
#include "tool.h"

#define DEFAULT_LIMIT 5000000u      /* nodes per search: seconds, not minutes */
#define AUTO_SEARCH_HEAPS 200       /* search larger reduced forms only when --limit asks */
#define NOT_SEARCHED 1              /* pseudo-statuses beside the library's (all <= 0) */
#define NOT_DEFINED 2               /* a value normal play has and misère play has not */
#define GAME_OVER 3                 /* misère play: no edible cookie, the player to move has won */
#define DRAW_MAX_HEAPS 60
#define DRAW_MAX_HEIGHT 40
#define LIST_MAX 64                 /* list heaps beyond this as a summary */
#define ROWS_MAX (1u << 20)         /* King's rows in JSON: one per unit of the largest heap */

static const tool_option opt_from_rows = TOOL_FLAG("--from-rows",
    "Read HEAPS (or each line of '-') as King's rows [Propp] instead, the bottom "
    "row first, each no longer than the one below: the position analysed is the one whose box "
    "diagram has those rows (3 2 1 is the position 1 2 3; '()' the empty one).");
static const tool_option opt_misere = TOOL_FLAG("--misere",
    "Misere play: whoever eats the last edible cookie loses (whoever cannot move "
    "wins). Outcome, remoteness, suspense and winning moves are then those of misere play, all "
    "found by search (the D-value theory is normal play's, so strict positions are searched "
    "too); the Grundy value is not defined and shown as such (null in JSON).");
static const tool_option opt_rows = TOOL_FLAG("--rows",
    "Also King's rows [Propp]: the box diagram read by rows, the number of heaps of size at "
    "least r for r = 1, 2, ... (a move takes a counter from every row at least as long as a chosen "
    "row, then removes the longest row). JSON key rows.");
static const tool_option opt_passes = TOOL_FLAG("--passes",
    "Also Conway's passes [Propp]: a heap of n is an n-day pass, good for any of the next "
    "n moves; a move uses a pass, and whoever has none to use loses. JSON key passes.");
static const tool_option opt_svg = TOOL_TEXT("--svg", "FILE", "--svg needs a file name",
    "Draw the box diagram (at most 200 heaps of at most 200) as an SVG picture, the "
    "columns whose eating wins marked.");
static const tool_option opt_limit = TOOL_LIMIT("N", "nodes", DEFAULT_LIMIT,
    "Nodes per search (default 5000000, seconds of work; 0 = no limit). The search "
    "covers reduced forms of up to 4096 heaps; past the limit or that size the searched values "
    "are shown as unknown and the exit status is 1.");
static const tool_option opt_max_memory = TOOL_MAX_MEMORY(
    "Bytes a search may set aside (suffix K, M or G; default and 0: only what "
    "the process may use, which always applies: free memory, its cgroup's limit, ulimit -v). A "
    "position (--from-rows 4294967295 is 17 GB of heaps) or search that would need more stops "
    "before allocating, exit status 1, with the figures.");
static const tool_option opt_json = TOOL_JSON(
    "One JSON object per position (JSON Lines when reading '-'); unknown values are null "
    "and \"complete\" says whether every value is known.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table with a header row and a row per position; lists are space-separated, "
    "unknown values empty.");

enum { OPT_FROM_ROWS, OPT_MISERE, OPT_ROWS, OPT_PASSES, OPT_SVG, OPT_LIMIT, OPT_MAX_MEMORY,
       OPT_JSON, OPT_CSV, NOPTS };
static const tool_option *const options[] = {
    [OPT_FROM_ROWS] = &opt_from_rows, [OPT_MISERE] = &opt_misere, [OPT_ROWS] = &opt_rows,
    [OPT_PASSES] = &opt_passes, [OPT_SVG] = &opt_svg, [OPT_LIMIT] = &opt_limit,
    [OPT_MAX_MEMORY] = &opt_max_memory, [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv,
    [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { options, NULL };

typedef struct analysis {
    int misere;                     /* misère play: who eats the last edible cookie loses */
    int show_rows, show_passes;     /* the representations of [Propp] asked for */
    cg_position *p, *reduced;
    size_t n;
    uint32_t surplus;
    int strict;
    int has_d;
    uint32_t d;
    /* Each searched value: its status (CG_OK, or CG_ELIMIT ...). */
    int rc_outcome, rc_grundy, rc_remote, rc_susp, rc_moves, rc_interval, rc_move;
    cg_outcome outcome;
    uint32_t grundy, remoteness, suspense;
    uint8_t *winning;
    size_t first, last, move;
} analysis;

/* The arguments joined by spaces. */
static char *position_text(int argc, char **argv)
{
    size_t len = 1;
    for (int i = 0; i < argc; i++)
        len += strlen(argv[i]) + 1;
    char *text = malloc(len);
    if (text == NULL)
        return NULL;
    text[0] = '\0';
    for (int i = 0; i < argc; i++) {
        if (i > 0)
            strcat(text, " ");
        strcat(text, argv[i]);
    }
    return text;
}

/* Status of a search-backed question: skipped when the search would be hopeless. */
static int searched(int allowed, int rc)
{
    return allowed ? rc : NOT_SEARCHED;
}

static const char *why_unknown(int rc)
{
    if (rc == NOT_SEARCHED)
        return "not searched: the reduced form is large; give --limit to try";
    if (rc == NOT_DEFINED)
        return "not defined in misere play";
    if (rc == GAME_OVER)
        return "no edible cookie: the player to move has already won";
    if (rc == CG_ELIMIT)
        return "the search reached --limit";
    if (rc == CG_ERANGE)
        return "the reduced form is too large to search";
    return cg_strerror(rc);
}

/* Misère play: every value by search (the D-value theory is normal play's);
 * the interval and one move are read off the winning moves. */
static int run_misere(analysis *a, cg_ctx *ctx, int small)
{
    a->rc_grundy = NOT_DEFINED;
    /* One search gives every value: none is asked again once one reached
     * the limit (run_analysis says why). */
    a->rc_outcome = searched(small, cg_position_misere_outcome(small ? ctx : NULL, a->p, &a->outcome));
    a->rc_remote = a->rc_outcome == CG_ELIMIT ? CG_ELIMIT
                 : searched(small, cg_position_misere_remoteness(small ? ctx : NULL, a->p, &a->remoteness));
    a->rc_susp = a->rc_remote == CG_ELIMIT ? CG_ELIMIT
               : searched(small, cg_position_misere_suspense(small ? ctx : NULL, a->p, &a->suspense));
    a->rc_moves = a->rc_susp == CG_ELIMIT ? CG_ELIMIT
                : searched(small, cg_position_misere_winning_moves(small ? ctx : NULL, a->p, a->winning, a->n));
    a->rc_interval = a->rc_move = a->rc_moves;
    if (a->rc_moves != CG_OK)
        return CG_OK;
    size_t first = 0;
    while (first < a->n && !a->winning[first])
        first++;
    if (first == a->n) {
        /* a P-position, or the end (an N-position with no move to make) */
        int over = a->rc_outcome == CG_OK && a->outcome == CG_OUTCOME_N;
        a->rc_interval = a->rc_move = over ? GAME_OVER : CG_EDOMAIN;
        return CG_OK;
    }
    size_t last = first;
    while (last + 1 < a->n && a->winning[last + 1])
        last++;
    size_t rest = last + 1;
    while (rest < a->n && !a->winning[rest])
        rest++;
    a->move = first;
    a->first = first;
    a->last = last;
    a->rc_interval = rest < a->n ? CG_EDOMAIN : CG_OK;
    return CG_OK;
}

static int run_analysis(analysis *a, cg_ctx *ctx, int force_search)
{
    a->n = cg_position_size(a->p);
    a->surplus = cg_position_surplus(a->p);
    a->strict = cg_position_is_strict(a->p);
    int rc = cg_position_reduce(a->p, &a->reduced);
    if (rc != CG_OK)
        return rc;
    a->has_d = cg_position_dvalue(a->p, &a->d) == CG_OK;
    a->winning = malloc(a->n ? a->n : 1);
    if (a->winning == NULL)
        return CG_ENOMEM;
    /* Strict positions are answered by the theory at any size (except the
     * Grundy value); searches of large reduced forms only on request. */
    int small = cg_position_size(a->reduced) <= AUTO_SEARCH_HEAPS || force_search;
    if (a->misere)
        return run_misere(a, ctx, small);
    int theory = a->strict || small;
    /* One memoised search gives every value at once, and a call that passes
     * the limit keeps what it found, so each further call would go on with a
     * fresh limit: once one has reached it, the rest are not asked, and
     * --limit bounds the whole analysis (seven times the limit before). A
     * strict position's values other than the Grundy value come from the
     * theory, without a search: they are always asked. */
    a->rc_outcome = searched(theory, cg_position_outcome(theory ? ctx : NULL, a->p, &a->outcome));
    int stopped = a->rc_outcome == CG_ELIMIT;
#define STOPPED (stopped && !a->strict)
    a->rc_grundy = !small ? NOT_SEARCHED : stopped ? CG_ELIMIT : cg_position_grundy(ctx, a->p, &a->grundy);
    stopped |= a->rc_grundy == CG_ELIMIT;
    a->rc_remote = STOPPED ? CG_ELIMIT : searched(theory, cg_position_remoteness(theory ? ctx : NULL, a->p, &a->remoteness));
    stopped |= a->rc_remote == CG_ELIMIT;
    a->rc_susp = STOPPED ? CG_ELIMIT : searched(theory, cg_position_suspense(theory ? ctx : NULL, a->p, &a->suspense));
    stopped |= a->rc_susp == CG_ELIMIT;
    a->rc_moves = STOPPED ? CG_ELIMIT : searched(theory, cg_position_winning_moves(theory ? ctx : NULL, a->p, a->winning, a->n));
    stopped |= a->rc_moves == CG_ELIMIT;
    a->rc_interval = STOPPED ? CG_ELIMIT : searched(theory, cg_position_winning_interval(theory ? ctx : NULL, a->p, &a->first, &a->last));
    stopped |= a->rc_interval == CG_ELIMIT;
    a->rc_move = STOPPED ? CG_ELIMIT : searched(theory, cg_position_winning_move(theory ? ctx : NULL, a->p, &a->move));
#undef STOPPED
    return CG_OK;
}

static void print_heaps(FILE *out, const cg_position *p)
{
    size_t n = cg_position_size(p);
    for (size_t i = 0; i < n; i++) {
        if (n > LIST_MAX && i == LIST_MAX / 2) {
            fprintf(out, " ... (%zu more) ...", n - LIST_MAX);
            i = n - LIST_MAX / 2;
        }
        fprintf(out, "%s%u", i ? " " : "", cg_position_heap(p, i));
    }
}

/* Winning indices as ranges: "0-3, 7". */
static void print_ranges(FILE *out, const uint8_t *w, size_t n)
{
    int any = 0;
    for (size_t i = 0; i < n;) {
        if (!w[i]) {
            i++;
            continue;
        }
        size_t j = i;
        while (j + 1 < n && w[j + 1])
            j++;
        fprintf(out, any ? ", " : "");
        if (j == i)
            fprintf(out, "%zu", i);
        else
            fprintf(out, "%zu-%zu", i, j);
        any = 1;
        i = j + 1;
    }
    if (!any)
        fprintf(out, "none");
}

static const char *outcome_text(cg_outcome o)
{
    return o == CG_OUTCOME_N ? "N (the player to move wins)" : "P (the player to move loses)";
}

static void print_value(FILE *out, const char *label, int rc, uint32_t v)
{
    if (rc == CG_OK)
        fprintf(out, "%-18s%u\n", label, v);
    else if (rc == NOT_DEFINED || rc == GAME_OVER)
        fprintf(out, "%-18snone (%s)\n", label, why_unknown(rc));
    else
        fprintf(out, "%-18sunknown (%s)\n", label, why_unknown(rc));
}

static void draw_box_diagram(FILE *out, const cg_position *p)
{
    size_t n = cg_position_size(p);
    uint32_t top = n ? cg_position_heap(p, n - 1) : 0;
    if (n == 0) {
        fprintf(out, "  (empty: no cookies)\n");
        return;
    }
    if (n > DRAW_MAX_HEAPS || top > DRAW_MAX_HEIGHT) {
        fprintf(out, "  (too large to draw: %zu heaps, largest %u)\n", n, top);
        return;
    }
    /* [Propp]: each heap is a stack of squares, shorter stacks on the left. */
    for (uint32_t h = top; h >= 1; h--) {
        fputs("  ", out);
        for (size_t i = 0; i < n; i++)
            fputs(cg_position_heap(p, i) >= h ? "[]" : "  ", out);
        fputc('\n', out);
    }
    fputs("  ", out);
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%2u", cg_position_heap(p, i) % 100);
    fputc('\n', out);
}

/* King's rows [Propp]: squares per row of the box diagram, bottom row first. */
static void print_rows(FILE *out, const cg_position *p)
{
    size_t count;
    cg_position_rows(p, NULL, 0, &count);
    if (count > 4 * LIST_MAX) {
        fprintf(out, "(%zu rows: too many to list)", count);
        return;
    }
    uint32_t rows[4 * LIST_MAX];
    cg_position_rows(p, rows, 4 * LIST_MAX, &count);
    for (size_t r = 0; r < count; r++)
        fprintf(out, "%s%u", r ? " " : "", rows[r]);
    if (count == 0)
        fprintf(out, "none");
}

/* Conway's passes [Propp]: a heap of n is an n-day pass. */
static void print_passes(FILE *out, const cg_position *p)
{
    size_t n = cg_position_size(p);
    int any = 0;
    for (size_t i = 0; i < n; i++) {
        if (n > LIST_MAX && i == LIST_MAX / 2) {
            fprintf(out, ", ... (%zu more)", n - LIST_MAX);
            i = n - LIST_MAX / 2;
        }
        uint32_t h = cg_position_heap(p, i);
        if (h > 0)
            fprintf(out, "%s%u-day", any++ ? ", " : "", h);
    }
    if (!any)
        fprintf(out, "none");
    else if (cg_position_heap(p, 0) == 0)
        fprintf(out, " (spoiled heaps: expired passes)");
}

static void print_text(FILE *out, const analysis *a)
{
    fprintf(out, "%-18s", "position:");
    print_heaps(out, a->p);
    fprintf(out, "  (%zu heap%s)\n", a->n, tool_plural(a->n));
    fprintf(out, "%-18s", "reduced form:");
    print_heaps(out, a->reduced);
    fprintf(out, "  (%zu heap%s)\n", cg_position_size(a->reduced), tool_plural(cg_position_size(a->reduced)));
    fprintf(out, "%-18s%u\n", "surplus:", a->surplus);
    fprintf(out, "%-18s%s\n", "strict:", a->strict ? "yes" : "no (a heap size below the reduced size repeats)");
    if (a->has_d && a->misere)
        fprintf(out, "%-18s%u (of normal play)\n", "D-value:", a->d);
    else if (a->has_d)
        fprintf(out, "%-18s%u (the winner can make the game last exactly %u move%s)\n", "D-value:", a->d,
                a->d, tool_plural(a->d));
    else
        fprintf(out, "%-18snone (only strict positions have a strategic duration)\n", "D-value:");
    fprintf(out, "%-18s%s\n", "play:",
            a->misere ? "misere (whoever eats the last edible cookie loses)"
                      : "normal (whoever eats the last edible cookie wins)");
    if (a->rc_outcome == CG_OK)
        fprintf(out, "%-18s%s\n", "outcome:", outcome_text(a->outcome));
    else
        fprintf(out, "%-18sunknown (%s)\n", "outcome:", why_unknown(a->rc_outcome));
    print_value(out, "grundy value:", a->rc_grundy, a->grundy);
    print_value(out, "remoteness:", a->rc_remote, a->remoteness);
    print_value(out, "suspense:", a->rc_susp, a->suspense);
    fprintf(out, "%-18s", "winning moves:");
    if (a->rc_moves == CG_OK) {
        print_ranges(out, a->winning, a->n);
        fprintf(out, "  (0-based indices of heaps to eat)\n");
    } else {
        fprintf(out, "unknown (%s)\n", why_unknown(a->rc_moves));
    }
    fprintf(out, "%-18s", "winning interval:");
    if (a->rc_interval == CG_OK)
        fprintf(out, "%zu-%zu\n", a->first, a->last);
    else if (a->rc_interval == CG_EDOMAIN && a->rc_outcome == CG_OK && a->outcome == CG_OUTCOME_P)
        fprintf(out, "none (P-position)\n");
    else if (a->rc_interval == CG_EDOMAIN)
        fprintf(out, "none (the winning moves do not form one run)\n");
    else if (a->rc_interval == GAME_OVER)
        fprintf(out, "none (%s)\n", why_unknown(GAME_OVER));
    else
        fprintf(out, "unknown (%s)\n", why_unknown(a->rc_interval));
    fprintf(out, "%-18s", "a winning move:");
    if (a->rc_move == CG_OK)
        fprintf(out, "eat heap %zu (size %u)\n", a->move, cg_position_heap(a->p, a->move));
    else if (a->rc_move == CG_EDOMAIN)
        fprintf(out, "none (every move loses)\n");
    else if (a->rc_move == GAME_OVER)
        fprintf(out, "none (%s)\n", why_unknown(GAME_OVER));
    else
        fprintf(out, "unknown (%s)\n", why_unknown(a->rc_move));
    if (a->show_rows) {
        fprintf(out, "%-18s", "King's rows:");
        print_rows(out, a->p);
        fprintf(out, "  (squares per row of the box diagram, bottom first)\n");
    }
    if (a->show_passes) {
        fprintf(out, "%-18s", "Conway's passes:");
        print_passes(out, a->p);
        fprintf(out, "\n");
    }
    fprintf(out, "box diagram:\n");
    draw_box_diagram(out, a->p);
}

static void json_heaps(FILE *out, const cg_position *p)
{
    fputc('[', out);
    for (size_t i = 0; i < cg_position_size(p); i++)
        fprintf(out, "%s%u", i ? "," : "", cg_position_heap(p, i));
    fputc(']', out);
}

static void json_value(FILE *out, const char *key, int rc, uint32_t v)
{
    if (rc == CG_OK)
        fprintf(out, ",\"%s\":%u", key, v);
    else
        fprintf(out, ",\"%s\":null", key);
}

static int incomplete(const analysis *a);

static void print_json(FILE *out, const analysis *a)
{
    fputs("{\"position\":", out);
    json_heaps(out, a->p);
    fprintf(out, ",\"size\":%zu,\"reduced\":", a->n);
    json_heaps(out, a->reduced);
    fprintf(out, ",\"surplus\":%u,\"strict\":%s", a->surplus, a->strict ? "true" : "false");
    json_value(out, "dvalue", a->has_d ? CG_OK : CG_EDOMAIN, a->d);
    fprintf(out, ",\"play\":\"%s\"", a->misere ? "misere" : "normal");
    fputs(",\"outcome\":", out);
    if (a->rc_outcome == CG_OK)
        fputs(a->outcome == CG_OUTCOME_N ? "\"N\"" : "\"P\"", out);
    else
        fputs("null", out);
    json_value(out, "grundy", a->rc_grundy, a->grundy);
    json_value(out, "remoteness", a->rc_remote, a->remoteness);
    json_value(out, "suspense", a->rc_susp, a->suspense);
    fputs(",\"winning_moves\":", out);
    if (a->rc_moves == CG_OK) {
        fputc('[', out);
        int any = 0;
        for (size_t i = 0; i < a->n; i++) {
            if (a->winning[i]) {
                fprintf(out, "%s%zu", any ? "," : "", i);
                any = 1;
            }
        }
        fputc(']', out);
    } else {
        fputs("null", out);
    }
    if (a->rc_interval == CG_OK)
        fprintf(out, ",\"winning_interval\":[%zu,%zu]", a->first, a->last);
    else
        fputs(",\"winning_interval\":null", out);
    if (a->rc_move == CG_OK)
        fprintf(out, ",\"winning_move\":%zu", a->move);
    else
        fputs(",\"winning_move\":null", out);
    if (a->show_rows) {
        /* Up to ROWS_MAX rows (a heap of 4*10^9 has as many): null beyond. */
        size_t count;
        cg_position_rows(a->p, NULL, 0, &count);
        uint32_t *rows = count <= ROWS_MAX ? malloc((count ? count : 1) * sizeof *rows) : NULL;
        if (rows != NULL && cg_position_rows(a->p, rows, count, &count) == CG_OK) {
            fputs(",\"rows\":[", out);
            for (size_t r = 0; r < count; r++)
                fprintf(out, "%s%u", r ? "," : "", rows[r]);
            fputc(']', out);
        } else {
            fputs(",\"rows\":null", out);
        }
        free(rows);
    }
    if (a->show_passes) {
        /* The live passes: the heaps that have not spoiled. */
        fputs(",\"passes\":[", out);
        int any = 0;
        for (size_t i = 0; i < cg_position_size(a->p); i++)
            if (cg_position_heap(a->p, i) > 0)
                fprintf(out, "%s%u", any++ ? "," : "", cg_position_heap(a->p, i));
        fputc(']', out);
    }
    fprintf(out, ",\"complete\":%s}\n", incomplete(a) ? "false" : "true");
}

/* Space-separated heaps in one CSV cell. */
static void csv_heaps(FILE *out, const cg_position *p)
{
    for (size_t i = 0; i < cg_position_size(p); i++)
        fprintf(out, "%s%u", i ? " " : "", cg_position_heap(p, i));
}

static void csv_value(FILE *out, int rc, uint32_t v)
{
    if (rc == CG_OK)
        fprintf(out, ",%u", v);
    else
        fputc(',', out);   /* unknown: an empty cell */
}

/* One CSV row (with the header first when header is set): the keys of the
 * JSON form, lists as space-separated cells, unknown values empty. */
static void print_csv(FILE *out, const analysis *a, int header)
{
    if (header)
        fputs("position,size,reduced,surplus,strict,dvalue,outcome,grundy,remoteness,suspense,"
              "winning_moves,winning_interval,winning_move,complete,play\n", out);
    csv_heaps(out, a->p);
    fprintf(out, ",%zu,", a->n);
    csv_heaps(out, a->reduced);
    fprintf(out, ",%u,%s", a->surplus, a->strict ? "true" : "false");
    csv_value(out, a->has_d ? CG_OK : CG_EDOMAIN, a->d);
    fprintf(out, ",%s", a->rc_outcome != CG_OK ? "" : a->outcome == CG_OUTCOME_N ? "N" : "P");
    csv_value(out, a->rc_grundy, a->grundy);
    csv_value(out, a->rc_remote, a->remoteness);
    csv_value(out, a->rc_susp, a->suspense);
    fputc(',', out);
    if (a->rc_moves == CG_OK) {
        int any = 0;
        for (size_t i = 0; i < a->n; i++)
            if (a->winning[i])
                fprintf(out, "%s%zu", any++ ? " " : "", i);
    }
    fputc(',', out);
    if (a->rc_interval == CG_OK)
        fprintf(out, "%zu-%zu", a->first, a->last);
    fputc(',', out);
    if (a->rc_move == CG_OK)
        fprintf(out, "%zu", a->move);
    fprintf(out, ",%s,%s\n", incomplete(a) ? "false" : "true", a->misere ? "misere" : "normal");
}

/* Whether any searched value stayed unknown (the result is incomplete). */
static int incomplete(const analysis *a)
{
    return a->rc_outcome != CG_OK || (a->rc_grundy != CG_OK && a->rc_grundy != NOT_DEFINED) ||
           a->rc_remote != CG_OK ||
           a->rc_susp != CG_OK || a->rc_moves != CG_OK;
}

/* Analyze one position written as text and print it; `where` names it in
 * messages ("" for the command line, "line 3: " for stdin). Exit status:
 * TOOL_OK only when every value is known. */
/* The box diagram of the analysed position as SVG, its winning moves marked. */
static int write_svg(const char *path, const analysis *a)
{
    char caption[160], heaps[96];
    size_t len;
    if (cg_position_format(a->p, heaps, sizeof heaps, &len) == CG_ERANGE)
        strcpy(heaps + sizeof heaps - 4, "...");
    if (a->rc_outcome == CG_OK)
        snprintf(caption, sizeof caption, "%s: %s-position (%s play)%s", heaps,
                 a->outcome == CG_OUTCOME_N ? "N" : "P", a->misere ? "misere" : "normal",
                 a->outcome == CG_OUTCOME_N && a->rc_moves == CG_OK ? ", winning moves marked" : "");
    else
        snprintf(caption, sizeof caption, "%s (outcome unknown)", heaps);
    FILE *f = fopen(path, "w");
    if (f == NULL) {
        fprintf(stderr, "cookiegame: analyze: cannot write '%s'\n", path);
        return TOOL_FAIL;
    }
    int drawn = box_svg_write(f, a->p, a->rc_moves == CG_OK ? a->winning : NULL, caption);
    int failed = ferror(f);
    failed |= fclose(f) != 0;
    if (drawn != 0) {
        remove(path);
        fprintf(stderr, "cookiegame: analyze: --svg draws at most %d heaps of at most %d\n",
                BOX_SVG_MAX_HEAPS, BOX_SVG_MAX_HEIGHT);
        return TOOL_FAIL;
    }
    if (failed) {
        fprintf(stderr, "cookiegame: analyze: cannot write '%s'\n", path);
        return TOOL_FAIL;
    }
    return TOOL_OK;
}

/* What the command line asked for, the same for every position. */
typedef struct analyze_options {
    uint64_t limit;
    int explicit_limit;
    tool_format format;
    int misere;
    int rows, passes;           /* --rows, --passes */
    int from_rows;              /* --from-rows: the input is King's rows */
    const char *svg;            /* --svg FILE, or NULL */
} analyze_options;

/* --from-rows: the text is King's rows, bottom first; the position whose rows
 * they are, or a usage error that says why not. */
static int position_from_rows(const char *text, const char *where, cg_position **p)
{
    size_t cap = strlen(text) / 2 + 1, n = 0;   /* a row takes a digit and a space */
    uint32_t *rows = malloc(cap * sizeof *rows);
    if (rows == NULL)
        return tool_lib_error("analyze", CG_ENOMEM);
    char shown[96];
    tool_shown_text(shown, sizeof shown, text);
    const char *s = text + strspn(text, " \t");
    int rc = TOOL_OK;
    if (strncmp(s, "()", 2) == 0 && s[2 + strspn(s + 2, " \t")] == '\0')
        s += strlen(s);   /* no rows: the empty position */
    for (;;) {
        s += strspn(s, " \t");
        if (*s == '\0')
            break;
        char token[32];
        size_t len = strcspn(s, " \t");
        uint64_t v;
        memcpy(token, s, len < sizeof token ? len : sizeof token - 1);
        token[len < sizeof token ? len : sizeof token - 1] = '\0';
        if (len >= sizeof token || tool_parse_u64(token, UINT32_MAX, &v) != 0 || v == 0) {
            fprintf(stderr, "cookiegame: analyze: %s--from-rows: '%s': row %zu is not a length "
                            "1..4294967295\n", where, shown, n + 1);
            rc = TOOL_USAGE;
            break;
        }
        rows[n++] = (uint32_t)v;
        s += len;
    }
    if (rc == TOOL_OK) {
        int st = cg_position_from_rows(rows, n, p);
        if (st == CG_EDOMAIN) {
            fprintf(stderr, "cookiegame: analyze: %s--from-rows: '%s' are not King's rows: each "
                            "row must be no longer than the one below it (the first)\n",
                    where, shown);
            rc = TOOL_USAGE;
        } else if (st != CG_OK) {
            rc = tool_lib_error("analyze", st);
        }
    }
    free(rows);
    return rc;
}

static int analyze_one(const char *text, const char *where, const analyze_options *opt,
                       unsigned long *printed)
{
    analysis a;
    memset(&a, 0, sizeof a);
    a.misere = opt->misere;
    a.show_rows = opt->rows;
    a.show_passes = opt->passes;
    if (opt->from_rows) {
        int status = position_from_rows(text, where, &a.p);
        if (status != TOOL_OK)
            return status;
    }
    int rc = opt->from_rows ? CG_OK : cg_position_parse(text, &a.p);
    if (rc != CG_OK) {
        char shown[96];
        tool_shown_text(shown, sizeof shown, text);
        if (rc != CG_EPARSE)
            return tool_lib_error("analyze", rc);
        /* The library's sentence says what is wrong at which offset. */
        fprintf(stderr, "cookiegame: analyze: %s'%s' is not a position: %s\n", where, shown,
                cg_error_detail());
        return TOOL_USAGE;
    }
    cg_ctx *ctx = NULL;
    rc = tool_ctx_new(&ctx);
    if (rc == CG_OK)
        rc = cg_ctx_set_node_limit(ctx, opt->limit);
    tool_progress bar;
    tool_progress_init(&bar, "analyze");
    if (rc == CG_OK)
        tool_progress_ctx(&bar, ctx);
    if (rc == CG_OK)
        rc = run_analysis(&a, ctx, opt->explicit_limit);
    int status = tool_progress_done(&bar, "analyze");
    if (status != TOOL_OK) {
        /* Ctrl-C: said so; nothing printed for this position */
    } else if (rc != CG_OK) {
        status = tool_lib_error("analyze", rc);
    } else {
        /* Text results of stdin's lines stand apart; CSV has one header. */
        int first = (*printed)++ == 0;
        if (opt->format == TOOL_JSON)
            print_json(stdout, &a);
        else if (opt->format == TOOL_CSV)
            print_csv(stdout, &a, first);
        else {
            if (!first)
                putchar('\n');
            print_text(stdout, &a);
        }
        if (opt->svg != NULL && write_svg(opt->svg, &a) != TOOL_OK)
            status = TOOL_FAIL;
        /* An answer with unknown values is printed (it says which and why)
         * but is not a success: exit 0 means the whole result was written. */
        if (incomplete(&a)) {
            if (a.rc_grundy == CG_ELIMIT || a.rc_outcome == CG_ELIMIT || a.rc_moves == CG_ELIMIT)
                fprintf(stderr, "cookiegame: analyze: %sthe search passed %llu nodes; some values are "
                                "unknown (raise --limit)\n",
                        where, (unsigned long long)opt->limit);
            else
                fprintf(stderr, "cookiegame: analyze: %sthe position is too large to search; some "
                                "values are unknown (give --limit N to search anyway)\n",
                        where);
            status = TOOL_FAIL;
        }
    }
    free(a.winning);
    cg_position_free(a.reduced);
    cg_position_free(a.p);
    cg_ctx_free(ctx);
    return status;
}

/* One position per line of stdin (blank lines and lines starting with '#'
 * skipped): text results separated by blank lines, JSON Lines, or one CSV
 * table with a row per position. The exit status is the worst of the lines'. */
static int analyze_lines(const analyze_options *opt)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    unsigned long number = 0, printed = 0, positions = 0;
    int status = TOOL_OK;
    while ((len = tool_read_line(&line, &cap, stdin, "analyze", "stdin", number + 1)) != -1) {
        number++;
        if (len == -2) {
            status = TOOL_USAGE;
            continue;
        }
        const char *s = line + strspn(line, " \t");
        if (*s == '\0' || *s == '#')
            continue;
        positions++;
        char where[32];
        snprintf(where, sizeof where, "line %lu: ", number);
        int rc = analyze_one(line, where, opt, &printed);
        if (rc > status)
            status = rc;
        if (rc == TOOL_INTERRUPTED)
            break;   /* Ctrl-C ends the whole stream */
    }
    int read_failed = ferror(stdin);
    free(line);
    if (read_failed) {
        fprintf(stderr, "cookiegame: analyze: cannot read stdin\n");
        return TOOL_FAIL;
    }
    if (positions == 0 && status == TOOL_OK) {
        fprintf(stderr, "cookiegame: analyze: no position on stdin (one per line)\n");
        return TOOL_USAGE;
    }
    return status;
}

static int cmd_analyze(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("analyze", options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    analyze_options opt;
    opt.format = tool_options_format(options, v);
    opt.limit = v[OPT_LIMIT].number;
    opt.explicit_limit = v[OPT_LIMIT].given;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    opt.misere = v[OPT_MISERE].given;
    opt.rows = v[OPT_ROWS].given;
    opt.passes = v[OPT_PASSES].given;
    opt.from_rows = v[OPT_FROM_ROWS].given;
    opt.svg = v[OPT_SVG].text;
    if (argc == 0)
        return tool_usage("analyze needs a position, e.g. 'cookiegame analyze 1 2 3 3 6' ('()' for the empty one, '-' to read stdin)");
    /* Empty text is refused rather than read as the empty position, which
     * is written '()': an empty argument is more often a shell variable
     * that was not set than a position. */
    int blank = 1;
    for (int i = 0; i < argc && blank; i++)
        blank = argv[i][strspn(argv[i], " \t")] == '\0';
    if (blank)
        return tool_usage("analyze: the position is empty text; write the empty position as '()'");
    if (argc == 1 && strcmp(argv[0], "-") == 0) {
        if (opt.svg != NULL)
            return tool_usage("--svg draws one position: give it on the command line, not '-'");
        return analyze_lines(&opt);
    }
    char *text = position_text(argc, argv);
    if (text == NULL)
        return tool_lib_error("reading the position", CG_ENOMEM);
    unsigned long printed = 0;
    int status = analyze_one(text, "", &opt, &printed);
    free(text);
    return status;
}

const tool_command tool_cmd_analyze = {
    "analyze", cmd_analyze,
    "HEAPS... [--from-rows] [--misere] [--rows] [--passes] [--svg FILE] [--limit N] [--max-memory B] [--json|--csv]",
    "Analyze a position of the spoiled-cookie game: outcome, Grundy value, winning moves.",
    "The spoiled-cookie game of [PU92]: each heap is a cookie and its size the number of days "
    "before it spoils; a move eats one cookie whose heap is not 0 and ages every other cookie by "
    "one day (never below 0); whoever eats the last edible cookie wins. The analysis shows the position, its reduced "
    "form and surplus (the reduced form has the same outcome, Grundy value, remoteness and "
    "suspense), whether it is strict and its D-value (strategic duration, strict positions "
    "only), the outcome (N: the player to move wins, P: the player to move loses), the Grundy "
    "value, remoteness and suspense, the winning moves (0-based indices of heaps to eat), and a "
    "box diagram.\n"
    "\n"
    "=HEAPS\tHeap sizes 0..4294967295 separated by spaces, in one argument or several (\"1 2 3\" "
    "or 1 2 3); '()' is the empty position. The order does not matter.\n"
    "=-\tRead positions from standard input instead, one per line; blank lines and lines "
    "starting with '#' are skipped, errors name their line number.\n"
    "+--from-rows\n"
    "+--misere\n"
    "+--rows\n"
    "+--passes\n"
    "+--svg\n"
    "+--limit\n"
    "+--max-memory\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame analyze 1 2 3 3 6\n"
    "$ cookiegame analyze 3 4 5 --json\n"
    "$ cookiegame analyze 2 2 3 --misere\n"
    "$ cookiegame analyze 1 2 4 --rows --passes --svg box.svg\n"
    "$ cookiegame analyze --from-rows 3 2 1\n"
    "$ printf '1 2 3\\n2 2 4\\n' | cookiegame analyze - --csv\n",
    tables,
};
