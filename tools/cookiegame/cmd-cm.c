/*
 * Cookie Monster and CM-nim games:
 *   cm FAMILY JARS BOUND [--misere] [--csv]   every P-position with all jars <= BOUND
 * FAMILY is a name (nim, cookie-monster, odd, at-most-2, consecutive-at-most-2,
 * consecutive-include-first, consecutive, all-but-n) or explicit sets of jars
 * such as "0+1,1+2" (jars numbered from 0, like the columns jar0, jar1, ...;
 * single jars are always allowed).
 */
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
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

/* Why the library refused, in terms of the command's arguments. */
static int cm_error(int st, uint32_t jars, uint64_t bound, uint64_t limit)
{
    switch (st) {
    case CG_ERANGE:
        fprintf(stderr, "cookiegame: cm: BOUND %llu with %u jars: (BOUND + 1)^%u completions "
                        "cannot be addressed; lower BOUND or JARS\n",
                (unsigned long long)bound, jars, jars - 1);
        return TOOL_USAGE;
    case CG_ENOMEM:
        fprintf(stderr, "cookiegame: cm: BOUND %llu with %u jars: (BOUND + 1)^%u completions of 8 "
                        "bytes need more memory than is available\n",
                (unsigned long long)bound, jars, jars - 1);
        return TOOL_FAIL;
    case CG_ELIMIT:
        return tool_limit_reached("cm", limit, "nodes");
    default:
        return tool_lib_error("cm", st);
    }
}

static int cmd_cm(int argc, char **argv)
{
    argc--;
    argv++;
    tool_format format;
    if (tool_take_format(&argc, argv, &format) != TOOL_OK)
        return TOOL_USAGE;
    uint64_t limit;
    if (tool_take_limit(&argc, argv, "nodes", CM_DEFAULT_LIMIT, &limit, NULL) != TOOL_OK)
        return TOOL_USAGE;
    int misere = tool_take_flag(&argc, argv, "--misere");
    int rc = tool_reject_unknown_flags(argc, argv);
    if (rc != TOOL_OK)
        return rc;
    if (argc != 3)
        return tool_usage("usage: cookiegame cm FAMILY JARS BOUND [--misere] [--limit N] [--json|--csv]");
    uint32_t jars;
    uint64_t bound;
    if (tool_parse_u32(argv[1], &jars) != 0 || jars == 0 || jars > CG_CMNIM_MAX_JARS)
        return tool_usage("JARS: '%s' is not a number from 1 to %d", argv[1], CG_CMNIM_MAX_JARS);
    if (tool_parse_u64(argv[2], UINT64_C(1) << 40, &bound) != 0)
        return tool_usage("BOUND: '%s' is not a number from 0 to 2^40 = 1099511627776", argv[2]);
    cg_cmnim *g = NULL;
    int st = CG_EINVAL;
    for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
        if (strcmp(argv[0], families[i].name) == 0)
            st = cg_cmnim_new_family(jars, families[i].family, &g);
    if (g == NULL && st == CG_EINVAL) {
        uint64_t masks[256];
        size_t n;
        if (parse_sets(argv[0], jars, masks, 256, &n) != 0)
            return tool_usage("FAMILY: '%s' is neither a family name nor sets such as 0+1,1+2 "
                              "(jars 0..%u)", argv[0], jars - 1);
        st = cg_cmnim_new(jars, masks, n, &g);
    }
    if (st != CG_OK)
        return tool_lib_error("cm", st);

    char names[CG_CMNIM_MAX_JARS][16];
    const char *head[CG_CMNIM_MAX_JARS];
    for (uint32_t i = 0; i < jars; i++) {
        snprintf(names[i], sizeof names[i], "jar%u", i);
        head[i] = names[i];
    }
    printer pr = { tool_table_new(jars, head), 0, 0 };
    cg_ctx *ctx = NULL;
    st = pr.table == NULL ? CG_ENOMEM : cg_ctx_new(&ctx);
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
    "FAMILY JARS BOUND [--misere] [--limit N] [--json|--csv]",
    "P-positions of Cookie Monster or a CM-nim game on a box of jars.",
    "CM-nim [BK]: JARS jars of cookies and a family of permissible sets of jars; a move takes "
    "the same positive number of cookies from every jar of one permissible set. Single jars are "
    "always permissible (so one jar is Nim). The command lists every P-position with each jar at "
    "most BOUND, jars numbered from 0, in lexicographic order.\n"
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
    "--misere\tMisere play: whoever makes the last move loses (on nim, Marienbad). Lists the "
    "misere P-positions instead.\n"
    "--limit N\tStop after N nodes of search (default 5*10^8, tens of seconds; 0 = no limit).\n"
    "--json\tOne JSON array of positions.\n"
    "--csv\tOne CSV table, a column per jar (jar0, jar1, ...).\n"
    "\n"
    "$ cookiegame cm cookie-monster 3 20\n"
    "$ cookiegame cm 0+1,1+2 3 10 --csv\n"
    "$ cookiegame cm nim 3 7 --misere\n",
};
