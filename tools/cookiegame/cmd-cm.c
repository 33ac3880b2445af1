/*
 * Cookie Monster and CM-nim games:
 *   cm FAMILY JARS BOUND [--csv]   every P-position with all jars <= BOUND
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

static int cmd_cm(int argc, char **argv)
{
    argc--;
    argv++;
    int csv = tool_take_flag(&argc, argv, "--csv");
    int rc = tool_reject_unknown_flags(argc, argv);
    if (rc != TOOL_OK)
        return rc;
    if (argc != 3)
        return tool_usage("usage: cookiegame cm FAMILY JARS BOUND [--csv]");
    uint32_t jars;
    uint64_t bound;
    if (tool_parse_u32(argv[1], &jars) != 0 || jars == 0 || jars > CG_CMNIM_MAX_JARS)
        return tool_usage("JARS: '%s' is not a number from 1 to %d", argv[1], CG_CMNIM_MAX_JARS);
    if (tool_parse_u64(argv[2], UINT64_C(1) << 40, &bound) != 0)
        return tool_usage("BOUND: '%s' is not a number from 0 to 2^40", argv[2]);
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
        st = cg_cmnim_p_positions(ctx, g, bound, add_row, &pr);
    if (pr.failed)
        st = CG_ENOMEM;
    if (st == CG_OK) {
        if (!csv)
            printf("%llu P-positions of %s on %u jars with every jar <= %llu\n",
                   (unsigned long long)pr.count, argv[0], jars, (unsigned long long)bound);
        tool_table_print(pr.table, stdout, csv);
        rc = TOOL_OK;
    } else {
        rc = tool_lib_error("cm", st);
    }
    tool_table_free(pr.table);
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
    return rc;
}

const tool_command tool_cmd_cm = {
    "cm", cmd_cm,
    "FAMILY JARS BOUND [--csv]",
    "P-positions of a Cookie Monster / CM-nim game ([BK]; FAMILY: a name or sets of\n"
    "      jars numbered from 0, like 0+1,1+2)",
};
