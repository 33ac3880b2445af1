/*
 * Cookie Monster and CM-nim games:
 *   cm FAMILY JARS BOUND [--misere] [--csv]   every P-position with all jars <= BOUND
 *   cm FAMILY --position X0,X1,... [--misere] one position: outcome, Grundy value, remoteness
 * FAMILY is a name (nim, cookie-monster, odd, at-most-2, consecutive-at-most-2,
 * consecutive-include-first, consecutive, all-but-n) or explicit sets of jars
 * such as "0+1,1+2" (jars numbered from 0, like the columns jar0, jar1, ...;
 * single jars are always allowed).
 */
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
#include "options.h"
#include "tool.h"

static const struct {
    const char *name;
    cg_cmnim_family family;
} families[] = {
    { "nim", CG_CMNIM_NIM },
    { "cookie-monster", CG_CMNIM_COOKIE_MONSTER },
    { "odd", CG_CMNIM_ODD },
    { "at-most-2", CG_CMNIM_AT_MOST_2 },
    { "consecutive-at-most-2", CG_CMNIM_CONSECUTIVE_AT_MOST_2 },
    { "consecutive-include-first", CG_CMNIM_CONSECUTIVE_INCLUDE_FIRST },
    { "consecutive", CG_CMNIM_CONSECUTIVE },
    { "all-but-n", CG_CMNIM_ALL_BUT_N },
};

/* "0+1,1+2" (jars numbered from 0) -> masks; 0 on success, -1 on malformed text. */
static int parse_sets(const char *text, uint32_t jars, uint64_t *masks, size_t cap, size_t *n)
{
    *n = 0;
    const char *p = text;
    while (*p != '\0') {
        uint64_t mask = 0;
        for (;;) {
            char *end;
            if (*p < '0' || *p > '9')
                return -1;
            unsigned long j = strtoul(p, &end, 10);
            if (j >= jars)
                return -1;
            mask |= UINT64_C(1) << j;
            p = end;
            if (*p != '+')
                break;
            p++;
        }
        if (*n == cap)
            return -1;
        masks[(*n)++] = mask;
        if (*p == ',')
            p++;
        else if (*p != '\0')
            return -1;
    }
    return *n > 0 ? 0 : -1;
}

typedef struct printer {
    tool_table *table;
    uint64_t count;
    int failed;
} printer;

static int add_row(void *user, const uint64_t *x, uint32_t jars)
{
    printer *pr = user;
    char cells[CG_CMNIM_MAX_JARS][24];
    const char *row[CG_CMNIM_MAX_JARS];
    for (uint32_t i = 0; i < jars; i++) {
        snprintf(cells[i], sizeof cells[i], "%llu", (unsigned long long)x[i]);
        row[i] = cells[i];
    }
    pr->count++;
    if (tool_table_add(pr->table, row) != 0) {
        pr->failed = 1;
        return 1;
    }
    return 0;
}

/* Without --limit, the search stops after this many nodes (look-ups and
 * sets scanned: seconds of work) and says how to go further. */
#define CM_DEFAULT_LIMIT UINT64_C(500000000)

static const tool_option opt_misere = TOOL_FLAG("--misere",
    "Misere play: whoever makes the last move loses (on nim, Marienbad). Lists the "
    "misere P-positions instead, or the misere outcome and remoteness of the position.");
static const tool_option opt_position = TOOL_TEXT(
    "--position", "X0,X1,...", "--position needs jar sizes such as 3,5,7",
    "One position, jar sizes separated by commas (its number of jars is "
    "the game's). Its Grundy value and remoteness search every position below it, so a large "
    "one stops at the limit.");
static const tool_option opt_limit = TOOL_LIMIT("N", "nodes", CM_DEFAULT_LIMIT,
    "Stop after N nodes of search (default 5*10^8, tens of seconds; 0 = no limit).");
static const tool_option opt_max_memory = TOOL_MAX_MEMORY(
    "Bytes a search may set aside (suffix K, M or G; default and 0: only what "
    "the process may use, which always applies: free memory, its cgroup's limit, ulimit -v). A "
    "search whose stack (up to 64 bytes a position, as deep as the jars hold cookies) cannot "
    "fit is refused at once, exit status 1, with the figures; its stack and memo are charged "
    "as they grow.");
static const tool_option opt_json = TOOL_JSON(
    "One JSON array of positions.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table, a column per jar (jar0, jar1, ...).");

enum { OPT_MISERE, OPT_POSITION, OPT_LIMIT, OPT_MAX_MEMORY, OPT_ALL, OPT_JSON, OPT_CSV, NOPTS };
static const tool_option *const options[] = {
    [OPT_MISERE] = &opt_misere, [OPT_POSITION] = &opt_position, [OPT_LIMIT] = &opt_limit,
    [OPT_MAX_MEMORY] = &opt_max_memory, [OPT_ALL] = &tool_opt_all, [OPT_JSON] = &opt_json,
    [OPT_CSV] = &opt_csv, [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { options, NULL };

/* Why the library refused, in terms of the command's arguments. */
static int cm_error(int st, uint32_t jars, uint64_t bound, uint64_t limit)
{
    switch (st) {
    case CG_ERANGE:
        fprintf(stderr, "cookiegame: cm: BOUND %llu with %u jars: (BOUND + 1)^%u completions "
                        "cannot be addressed; lower BOUND or JARS\n",
                (unsigned long long)bound, jars, jars - 1);
        return TOOL_USAGE;
    case CG_ENOMEM: {
        /* The library's detail gives the figures (bytes needed, the limit
         * or what is free), which --max-memory's help promises. */
        const char *detail = cg_error_detail();
        fprintf(stderr, "cookiegame: cm: BOUND %llu with %u jars: (BOUND + 1)^%u completions of 8 "
                        "bytes need more memory than is available%s%s\n",
                (unsigned long long)bound, jars, jars - 1, detail[0] != '\0' ? ": " : "", detail);
        return TOOL_FAIL;
    }
    case CG_ELIMIT:
        return tool_limit_reached("cm", limit, "nodes");
    default:
        return tool_lib_error("cm", st);
    }
}

/* The game FAMILY on `jars` jars: a family name or explicit sets. */
static int make_game(const char *family, uint32_t jars, cg_cmnim **g)
{
    *g = NULL;
    for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
        if (strcmp(family, families[i].name) == 0)
            return cg_cmnim_new_family(jars, families[i].family, g) == CG_OK
                       ? TOOL_OK : tool_lib_error("cm", CG_ENOMEM);
    uint64_t masks[256];
    size_t n;
    if (parse_sets(family, jars, masks, 256, &n) != 0)
        return tool_usage("FAMILY: '%s' is neither a family name nor sets such as 0+1,1+2 "
                          "(jars 0..%u)", family, jars - 1);
    int st = cg_cmnim_new(jars, masks, n, g);
    return st == CG_OK ? TOOL_OK : tool_lib_error("cm", st);
}

/* "3,5,7" -> jar sizes; the number of jars, or 0 when malformed. */
static uint32_t parse_position(const char *text, uint64_t *x)
{
    uint32_t n = 0;
    char buf[32];
    const char *p = text;
    for (;;) {
        size_t len = strcspn(p, ",");
        if (n == CG_CMNIM_MAX_JARS || len == 0 || len >= sizeof buf)
            return 0;
        memcpy(buf, p, len);
        buf[len] = '\0';
        if (tool_parse_u64(buf, UINT64_MAX, &x[n++]) != 0)
            return 0;
        if (p[len] == '\0')
            return n;
        p += len + 1;
    }
}

/* The values of one position: outcome and remoteness of the play asked for,
 * and the Grundy value in normal play (misère play has none). */
static int analyze_position(const char *family, const char *at, int misere, uint64_t limit,
                            tool_format format)
{
    uint64_t x[CG_CMNIM_MAX_JARS];
    uint32_t jars = parse_position(at, x);
    if (jars == 0)
        return tool_usage("--position: '%s' is not 1 to %d jar sizes separated by commas "
                          "(such as 3,5,7)", at, CG_CMNIM_MAX_JARS);
    cg_cmnim *g;
    int rc = make_game(family, jars, &g);
    if (rc != TOOL_OK)
        return rc;
    cg_ctx *ctx = NULL;
    uint64_t grundy = 0, remoteness = 0;
    int is_p = 0;
    int st = tool_ctx_new(&ctx);
    if (st == CG_OK)
        st = cg_ctx_set_node_limit(ctx, limit);
    tool_progress bar;
    tool_progress_init(&bar, "cm");
    if (st == CG_OK) {
        tool_progress_ctx(&bar, ctx);
        if (misere) {
            st = cg_cmnim_misere_is_p(ctx, g, x, &is_p);
            if (st == CG_OK)
                st = cg_cmnim_misere_remoteness(ctx, g, x, &remoteness);
        } else {
            st = cg_cmnim_grundy(ctx, g, x, &grundy);
            is_p = grundy == 0;
            if (st == CG_OK)
                st = cg_cmnim_remoteness(ctx, g, x, &remoteness);
        }
    }
    char list[CG_CMNIM_MAX_JARS * 21 + 1], list_json[CG_CMNIM_MAX_JARS * 21 + 3];
    size_t ll = 0, jl = 1;
    list_json[0] = '[';
    for (uint32_t i = 0; i < jars; i++) {
        ll += (size_t)sprintf(list + ll, "%s%llu", i ? " " : "", (unsigned long long)x[i]);
        jl += (size_t)sprintf(list_json + jl, "%s%llu", i ? "," : "", (unsigned long long)x[i]);
    }
    list[ll] = '\0';
    sprintf(list_json + jl, "]");
    tool_fields *r = NULL;
    if ((rc = tool_progress_done(&bar, "cm")) != TOOL_OK) {
        /* Ctrl-C: said so, nothing printed */
    } else if (st == CG_ELIMIT) {
        rc = tool_limit_reached("cm", limit, "nodes");
    } else if (st == CG_ERANGE) {
        rc = tool_usage("--position: the jars hold more than 2^62 cookies in all");
    } else if (st != CG_OK) {
        rc = tool_lib_error("cm", st);
    } else if ((r = tool_fields_new()) != NULL) {
        tool_fields_json(r, "jars", list, list_json);
        tool_fields_quoted(r, "family", family, family);
        tool_fields_json(r, "play", misere ? "misere (who takes the last cookie loses)"
                                           : "normal (who takes the last cookie wins)",
                         misere ? "\"misere\"" : "\"normal\"");
        tool_fields_json(r, "outcome", is_p ? "P (the player to move loses)"
                                            : "N (the player to move wins)",
                         is_p ? "\"P\"" : "\"N\"");
        if (misere)
            tool_fields_json(r, "grundy", "not defined in misere play", "null");
        else
            tool_fields_text(r, "grundy", "%llu", (unsigned long long)grundy);
        tool_fields_text(r, "remoteness", "%llu", (unsigned long long)remoteness);
        if (tool_fields_failed(r)) {
            rc = tool_lib_error("cm", CG_ENOMEM);
        } else {
            tool_fields_emit(r, stdout, format);
            rc = TOOL_OK;
        }
    } else {
        rc = tool_lib_error("cm", CG_ENOMEM);
    }
    tool_fields_free(r);
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
    return rc;
}

static int cmd_cm(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("cm", options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(options, v);
    uint64_t limit = v[OPT_LIMIT].number;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    int misere = v[OPT_MISERE].given;
    int all = v[OPT_ALL].given;
    const char *at = v[OPT_POSITION].text;
    if (at != NULL) {
        if (all)
            return tool_usage("--all is for the list of P-positions, not --position");
        if (argc != 1)
            return tool_usage("usage: cookiegame cm FAMILY --position X0,X1,... [--misere] "
                              "[--limit N] [--max-memory B] [--json|--csv]");
        return analyze_position(argv[0], at, misere, limit, format);
    }
    if (argc != 3)
        return tool_usage("usage: cookiegame cm FAMILY JARS BOUND [--misere] [--limit N] "
                          "[--max-memory B] [--all] [--json|--csv]");
    uint32_t jars;
    uint64_t bound;
    if (tool_parse_u32(argv[1], &jars) != 0 || jars == 0 || jars > CG_CMNIM_MAX_JARS)
        return tool_usage("JARS: '%s' is not a number from 1 to %d", argv[1], CG_CMNIM_MAX_JARS);
    if (tool_parse_u64(argv[2], UINT64_C(1) << 40, &bound) != 0)
        return tool_usage("BOUND: '%s' is not a number from 0 to 2^40 = 1099511627776", argv[2]);
    cg_cmnim *g;
    if ((rc = make_game(argv[0], jars, &g)) != TOOL_OK)
        return rc;

    char names[CG_CMNIM_MAX_JARS][16];
    const char *head[CG_CMNIM_MAX_JARS];
    for (uint32_t i = 0; i < jars; i++) {
        snprintf(names[i], sizeof names[i], "jar%u", i);
        head[i] = names[i];
    }
    printer pr = { tool_table_new(jars, head), 0, 0 };
    cg_ctx *ctx = NULL;
    int st = pr.table == NULL ? CG_ENOMEM : tool_ctx_new(&ctx);
    if (st == CG_OK)
        st = cg_ctx_set_node_limit(ctx, limit);
    tool_progress bar;
    tool_progress_init(&bar, "cm");
    if (st == CG_OK) {
        tool_progress_ctx(&bar, ctx);
        st = misere ? cg_cmnim_misere_p_positions(ctx, g, bound, add_row, &pr)
                    : cg_cmnim_p_positions(ctx, g, bound, add_row, &pr);
    }
    if (pr.failed)
        st = CG_ENOMEM;
    if ((rc = tool_progress_done(&bar, "cm")) != TOOL_OK) {
        /* Ctrl-C: said so, nothing printed */
    } else if (st == CG_OK) {
        if (format == TOOL_TEXT)
            printf("%llu %sP-position%s of %s on %u jar%s with every jar <= %llu\n",
                   (unsigned long long)pr.count, misere ? "misere " : "", tool_plural(pr.count),
                   argv[0], jars, tool_plural(jars), (unsigned long long)bound);
        if (format == TOOL_TEXT)
            tool_table_emit_text(pr.table, stdout, all);   /* a screenful, or --all */
        else
            tool_table_emit(pr.table, stdout, format);
        rc = TOOL_OK;
    } else {
        rc = cm_error(st, jars, bound, limit);
    }
    tool_table_free(pr.table);
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
    return rc;
}

const tool_command tool_cmd_cm = {
    "cm", cmd_cm,
    "FAMILY (JARS BOUND | --position X0,X1,...) [--misere] [--limit N] [--max-memory B] "
    "[--all] [--json|--csv]",
    "Cookie Monster or a CM-nim game: the P-positions of a box, or one position's values.",
    "CM-nim [BK]: JARS jars of cookies and a family of permissible sets of jars; a move takes "
    "the same positive number of cookies from every jar of one permissible set. Single jars are "
    "always permissible (so one jar is Nim). The command lists every P-position with each jar at "
    "most BOUND, jars numbered from 0, in lexicographic order (their number, and a screenful of them unless "
    "--all). With --position it analyses one "
    "position instead: its outcome, its Grundy value (normal play) and its remoteness (how many "
    "moves the game lasts when the winner hurries and the loser delays).\n"
    "\n"
    "=FAMILY\tA family name below, or explicit sets: jars joined by '+', sets separated by ',' "
    "(0+1,1+2 lets a move take from jars 0 and 1 together, or 1 and 2).\n"
    "=nim\tSingle jars only: Nim.\n"
    "=cookie-monster\tEvery non-empty set of jars: Cookie Monster (on two jars, Wythoff's game).\n"
    "=odd\tEvery set of an odd number of jars.\n"
    "=at-most-2\tEvery set of one or two jars.\n"
    "=consecutive-at-most-2\tSingle jars and neighbouring pairs {i, i+1}.\n"
    "=consecutive-include-first\tSingle jars and the prefixes {0, 1, ..., j}.\n"
    "=consecutive\tEvery run of consecutive jars {i, ..., j}.\n"
    "=all-but-n\tEvery non-empty set except the set of all jars.\n"
    "@ nim cookie-monster odd at-most-2 consecutive-at-most-2 consecutive-include-first "
    "consecutive all-but-n\n"
    "=JARS\t1 to 16.\n"
    "=BOUND\t0 to 2^40 = 1099511627776, as long as the (BOUND + 1)^(JARS - 1) completions, 8 "
    "bytes each, can be addressed and fit the memory available.\n"
    "+--misere\n"
    "+--position\n"
    "+--limit\n"
    "+--max-memory\n"
    "+--all\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame cm cookie-monster 3 20\n"
    "$ cookiegame cm 0+1,1+2 3 10 --csv\n"
    "$ cookiegame cm nim 3 7 --misere\n"
    "$ cookiegame cm cookie-monster --position 3,5,7 --misere --json\n",
    tables,
};
