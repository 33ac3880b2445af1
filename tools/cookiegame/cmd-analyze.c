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
#include "position-facts.h"
#include "read-line.h"
#include "options.h"
#include "tool.h"

#define DEFAULT_LIMIT 5000000u      /* nodes per search: seconds, not minutes */
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
static const tool_option opt_svg = TOOL_TEXT("--svg", "FILE",
    "--svg needs a file name ('-' for standard output)",
    "Draw the box diagram (at most 200 heaps of at most 200) as an SVG picture in FILE, the "
    "columns whose eating wins marked ('-' writes it to standard output instead of the "
    "summary, as game --svg does).");
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
    "and \"complete\" says whether every value is known; \"memory\" is the bytes the memory "
    "checks counted (the position, its facts and the searches), the figure --max-memory must allow.");
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

/* One position's facts and what else was asked to be shown of it. */
typedef struct analysis {
    position_facts f;
    int show_rows, show_passes;     /* the representations of [Propp] asked for */
    uint64_t memory;                /* the bytes the memory checks counted (JSON "memory") */
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

static const char *why_unknown(int rc)
{
    if (rc == POSITION_NOT_SEARCHED)
        return "not searched: the reduced form is large; give --limit to try";
    if (rc == POSITION_NOT_DEFINED)
        return "not defined in misere play";
    if (rc == POSITION_GAME_OVER)
        return "no edible cookie: the player to move has already won";
    if (rc == CG_ELIMIT)
        return "the search reached --limit";
    if (rc == CG_ERANGE)
        return "the reduced form is too large to search";
    return cg_strerror(rc);
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
    else if (rc == POSITION_NOT_DEFINED || rc == POSITION_GAME_OVER)
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
    const position_facts *f = &a->f;
    fprintf(out, "%-18s", "position:");
    print_heaps(out, f->p);
    fprintf(out, "  (%zu heap%s)\n", f->n, tool_plural(f->n));
    fprintf(out, "%-18s", "reduced form:");
    print_heaps(out, f->reduced);
    fprintf(out, "  (%zu heap%s)\n", cg_position_size(f->reduced), tool_plural(cg_position_size(f->reduced)));
    fprintf(out, "%-18s%u\n", "surplus:", f->surplus);
    fprintf(out, "%-18s%s\n", "strict:", f->strict ? "yes" : "no (a heap size below the reduced size repeats)");
    if (f->has_d && f->misere)
        fprintf(out, "%-18s%u (of normal play)\n", "D-value:", f->d);
    else if (f->has_d)
        fprintf(out, "%-18s%u (the winner can make the game last exactly %u move%s)\n", "D-value:", f->d,
                f->d, tool_plural(f->d));
    else
        fprintf(out, "%-18snone (only strict positions have a strategic duration)\n", "D-value:");
    fprintf(out, "%-18s%s\n", "play:",
            f->misere ? "misere (whoever eats the last edible cookie loses)"
                      : "normal (whoever eats the last edible cookie wins)");
    if (f->rc_outcome == CG_OK)
        fprintf(out, "%-18s%s\n", "outcome:", outcome_text(f->outcome));
    else
        fprintf(out, "%-18sunknown (%s)\n", "outcome:", why_unknown(f->rc_outcome));
    print_value(out, "grundy value:", f->rc_grundy, f->grundy);
    print_value(out, "remoteness:", f->rc_remote, f->remoteness);
    print_value(out, "suspense:", f->rc_susp, f->suspense);
    fprintf(out, "%-18s", "winning moves:");
    if (f->rc_moves == CG_OK) {
        print_ranges(out, f->winning, f->n);
        fprintf(out, "  (0-based indices of heaps to eat)\n");
    } else {
        fprintf(out, "unknown (%s)\n", why_unknown(f->rc_moves));
    }
    fprintf(out, "%-18s", "winning interval:");
    if (f->rc_interval == CG_OK)
        fprintf(out, "%zu-%zu\n", f->first, f->last);
    else if (f->rc_interval == CG_EDOMAIN && f->rc_outcome == CG_OK && f->outcome == CG_OUTCOME_P)
        fprintf(out, "none (P-position)\n");
    else if (f->rc_interval == CG_EDOMAIN)
        fprintf(out, "none (the winning moves do not form one run)\n");
    else if (f->rc_interval == POSITION_GAME_OVER)
        fprintf(out, "none (%s)\n", why_unknown(POSITION_GAME_OVER));
    else
        fprintf(out, "unknown (%s)\n", why_unknown(f->rc_interval));
    fprintf(out, "%-18s", "a winning move:");
    if (f->rc_move == CG_OK)
        fprintf(out, "eat heap %zu (size %u)\n", f->move, cg_position_heap(f->p, f->move));
    else if (f->rc_move == CG_EDOMAIN)
        fprintf(out, "none (every move loses)\n");
    else if (f->rc_move == POSITION_GAME_OVER)
        fprintf(out, "none (%s)\n", why_unknown(POSITION_GAME_OVER));
    else
        fprintf(out, "unknown (%s)\n", why_unknown(f->rc_move));
    if (a->show_rows) {
        fprintf(out, "%-18s", "King's rows:");
        print_rows(out, f->p);
        fprintf(out, "  (squares per row of the box diagram, bottom first)\n");
    }
    if (a->show_passes) {
        fprintf(out, "%-18s", "Conway's passes:");
        print_passes(out, f->p);
        fprintf(out, "\n");
    }
    fprintf(out, "box diagram:\n");
    draw_box_diagram(out, f->p);
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

static void print_json(FILE *out, const analysis *a)
{
    const position_facts *f = &a->f;
    fputs("{\"position\":", out);
    json_heaps(out, f->p);
    fprintf(out, ",\"size\":%zu,\"reduced\":", f->n);
    json_heaps(out, f->reduced);
    fprintf(out, ",\"surplus\":%u,\"strict\":%s", f->surplus, f->strict ? "true" : "false");
    json_value(out, "dvalue", f->has_d ? CG_OK : CG_EDOMAIN, f->d);
    fprintf(out, ",\"play\":\"%s\"", f->misere ? "misere" : "normal");
    fputs(",\"outcome\":", out);
    if (f->rc_outcome == CG_OK)
        fputs(f->outcome == CG_OUTCOME_N ? "\"N\"" : "\"P\"", out);
    else
        fputs("null", out);
    json_value(out, "grundy", f->rc_grundy, f->grundy);
    json_value(out, "remoteness", f->rc_remote, f->remoteness);
    json_value(out, "suspense", f->rc_susp, f->suspense);
    fputs(",\"winning_moves\":", out);
    if (f->rc_moves == CG_OK) {
        fputc('[', out);
        int any = 0;
        for (size_t i = 0; i < f->n; i++) {
            if (f->winning[i]) {
                fprintf(out, "%s%zu", any ? "," : "", i);
                any = 1;
            }
        }
        fputc(']', out);
    } else {
        fputs("null", out);
    }
    if (f->rc_interval == CG_OK)
        fprintf(out, ",\"winning_interval\":[%zu,%zu]", f->first, f->last);
    else
        fputs(",\"winning_interval\":null", out);
    if (f->rc_move == CG_OK)
        fprintf(out, ",\"winning_move\":%zu", f->move);
    else
        fputs(",\"winning_move\":null", out);
    if (a->show_rows) {
        /* Up to ROWS_MAX rows (a heap of 4*10^9 has as many): null beyond. */
        size_t count;
        cg_position_rows(f->p, NULL, 0, &count);
        uint32_t *rows = count <= ROWS_MAX ? malloc((count ? count : 1) * sizeof *rows) : NULL;
        if (rows != NULL && cg_position_rows(f->p, rows, count, &count) == CG_OK) {
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
        for (size_t i = 0; i < cg_position_size(f->p); i++)
            if (cg_position_heap(f->p, i) > 0)
                fprintf(out, "%s%u", any++ ? "," : "", cg_position_heap(f->p, i));
        fputc(']', out);
    }
    fprintf(out, ",\"complete\":%s,\"memory\":%llu}\n", !position_facts_complete(f) ? "false" : "true",
            (unsigned long long)a->memory);
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
    const position_facts *f = &a->f;
    if (header)
        fputs("position,size,reduced,surplus,strict,dvalue,outcome,grundy,remoteness,suspense,"
              "winning_moves,winning_interval,winning_move,complete,play\n", out);
    csv_heaps(out, f->p);
    fprintf(out, ",%zu,", f->n);
    csv_heaps(out, f->reduced);
    fprintf(out, ",%u,%s", f->surplus, f->strict ? "true" : "false");
    csv_value(out, f->has_d ? CG_OK : CG_EDOMAIN, f->d);
    fprintf(out, ",%s", f->rc_outcome != CG_OK ? "" : f->outcome == CG_OUTCOME_N ? "N" : "P");
    csv_value(out, f->rc_grundy, f->grundy);
    csv_value(out, f->rc_remote, f->remoteness);
    csv_value(out, f->rc_susp, f->suspense);
    fputc(',', out);
    if (f->rc_moves == CG_OK) {
        int any = 0;
        for (size_t i = 0; i < f->n; i++)
            if (f->winning[i])
                fprintf(out, "%s%zu", any++ ? " " : "", i);
    }
    fputc(',', out);
    if (f->rc_interval == CG_OK)
        fprintf(out, "%zu-%zu", f->first, f->last);
    fputc(',', out);
    if (f->rc_move == CG_OK)
        fprintf(out, "%zu", f->move);
    fprintf(out, ",%s,%s\n", !position_facts_complete(f) ? "false" : "true", f->misere ? "misere" : "normal");
}

/* The box diagram of the analysed position as SVG, its winning moves marked. */
static int write_svg(const char *path, const position_facts *facts)
{
    char caption[160];
    position_facts_caption(facts, caption, sizeof caption);
    /* '-' is standard output, as for game --svg (the summary is not
     * printed then): a file called '-' would surprise. */
    int to_stdout = strcmp(path, "-") == 0;
    FILE *f = to_stdout ? stdout : fopen(path, "w");
    if (f == NULL) {
        fprintf(stderr, "cookiegame: analyze: cannot write '%s'\n", path);
        return TOOL_FAIL;
    }
    int drawn = box_svg_write(f, facts->p, facts->rc_moves == CG_OK ? facts->winning : NULL, caption);
    int failed = to_stdout ? fflush(f) != 0 || ferror(f) : ferror(f);
    if (!to_stdout)
        failed |= fclose(f) != 0;
    if (drawn != 0) {
        if (!to_stdout)
            remove(path);
        fprintf(stderr, "cookiegame: analyze: --svg draws at most %d heaps of at most %d\n",
                BOX_SVG_MAX_HEAPS, BOX_SVG_MAX_HEIGHT);
        return TOOL_FAIL;
    }
    if (failed) {
        /* Standard output's failure is reported once, by main. */
        if (!to_stdout)
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
    if (rc == TOOL_OK && n > 0) {
        /* The position has as many heaps as the bottom row is long, 4 bytes
         * each, and its facts need at least a byte a heap of winning-move
         * flags in the tool and as many in the library: a few bytes of text
         * can ask for gigabytes, refused here before the position is made
         * (the rest, which depends on its reduced form, when it is known). */
        char what[80];
        snprintf(what, sizeof what, "a position of %u heaps with its winning-move flags", rows[0]);
        if (cg_memory_check(6 * (uint64_t)rows[0], tool_max_memory, what) != CG_OK)
            rc = tool_lib_error("analyze", CG_ENOMEM);
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

/* Analyze one position written as text and print it; `where` names it in
 * messages ("" for the command line, "line 3: " for stdin). Exit status:
 * TOOL_OK only when every value is known. */
static int analyze_one(const char *text, const char *where, const analyze_options *opt,
                       unsigned long *printed)
{
    analysis a;
    memset(&a, 0, sizeof a);
    cg_position *p = NULL;
    a.show_rows = opt->rows;
    a.show_passes = opt->passes;
    if (opt->from_rows) {
        int status = position_from_rows(text, where, &p);
        if (status != TOOL_OK)
            return status;
    }
    int rc = opt->from_rows ? CG_OK : cg_position_parse(text, &p);
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
    /* The position is charged (4 bytes a heap); the facts and the library's
     * searches get what --max-memory leaves. */
    uint64_t position = 4 * (uint64_t)cg_position_size(p);
    uint64_t left = tool_max_memory == 0 ? 0 : tool_max_memory > position ? tool_max_memory - position : 1;
    if (rc == CG_OK)
        rc = position_facts_gather(ctx, p, opt->misere, opt->explicit_limit, left, &a.f);
    uint64_t reserved = 0;
    if (ctx != NULL)
        cg_ctx_memory_reserved(ctx, &reserved);
    a.memory = position + a.f.memory + reserved;
    int status = tool_progress_done(&bar, "analyze");
    if (status != TOOL_OK) {
        /* Ctrl-C: said so; nothing printed for this position */
    } else if (rc != CG_OK) {
        status = tool_lib_error("analyze", rc);
    } else {
        /* Text results of stdin's lines stand apart; CSV has one header. */
        int first = (*printed)++ == 0;
        int picture_only = opt->svg != NULL && strcmp(opt->svg, "-") == 0;   /* --svg - */
        if (picture_only) {
            /* the picture, written below, is the output */
        } else if (opt->format == TOOL_JSON)
            print_json(stdout, &a);
        else if (opt->format == TOOL_CSV)
            print_csv(stdout, &a, first);
        else {
            if (!first)
                putchar('\n');
            print_text(stdout, &a);
        }
        if (opt->svg != NULL && write_svg(opt->svg, &a.f) != TOOL_OK)
            status = TOOL_FAIL;
        /* An answer with unknown values is printed (it says which and why)
         * but is not a success: exit 0 means the whole result was written. */
        if (!position_facts_complete(&a.f)) {
            if (a.f.rc_grundy == CG_ELIMIT || a.f.rc_outcome == CG_ELIMIT || a.f.rc_moves == CG_ELIMIT)
                fprintf(stderr, "cookiegame: analyze: %sthe search passed %llu nodes; some values are "
                                "unknown (raise --limit)\n",
                        where, (unsigned long long)opt->limit);
            else if (a.f.rc_grundy == CG_ENOMEM || a.f.rc_outcome == CG_ENOMEM ||
                     a.f.rc_moves == CG_ENOMEM)
                fprintf(stderr, "cookiegame: analyze: %sthe search %s; some values are unknown\n",
                        where, tool_max_memory != 0 ? "passed --max-memory (raise it)"
                                                    : "ran out of memory");
            else
                fprintf(stderr, "cookiegame: analyze: %sthe position is too large to search; some "
                                "values are unknown (give --limit N to search anyway)\n",
                        where);
            status = TOOL_FAIL;
        }
    }
    position_facts_free(&a.f);
    cg_position_free(p);
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
    int read_status;
    while ((len = tool_read_line(&line, &cap, stdin, "analyze", "stdin", number + 1, &read_status)) !=
           TOOL_LINE_END) {
        number++;
        if (len == TOOL_LINE_REFUSED) {
            status = TOOL_USAGE;   /* said; the lines after it are still analyzed */
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
    free(line);
    /* A read that failed, ran out of memory or met an endless line was said
     * by tool_read_line; it stops the stream (not "no position"). */
    if (len == TOOL_LINE_END && read_status != TOOL_OK)
        return read_status > status ? read_status : status;
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
    if (opt.svg != NULL && strcmp(opt.svg, "-") == 0 && opt.format != TOOL_TEXT)
        return tool_usage("analyze: --svg - writes the picture to stdout, so it cannot go with --json "
                          "or --csv");
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
    "=-\tRead positions from standard input instead, one per line (LF or CR LF line ends); "
    "blank lines and lines starting with '#' are skipped, errors name their line number. A "
    "line with a NUL byte or a lone CR is refused; a line longer than 1 MiB (1048576 bytes) "
    "stops the reading.\n"
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
