/*
 * cookiegame zeckendorf N: the Zeckendorf representation of N (a sum of
 * non-consecutive Fibonacci numbers) and its Fibonacci successor.
 */
#include <cookiegame.h>

#include "commands.h"
#include "help.h"
#include "options.h"
#include "tool.h"

static const tool_option opt_json = TOOL_JSON(
    "One JSON object: n, zeckendorf (the parts, largest first) and successor.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table of one row.");

enum { OPT_JSON, OPT_CSV, NOPTS };
static const tool_option *const options[] = {
    [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv, [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { options, NULL };

static int cmd_zeckendorf(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("zeckendorf", options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(options, v);
    if (argc != 1)
        return tool_usage_of(&tool_cmd_zeckendorf);
    uint64_t n;
    if (tool_parse_u64(argv[0], UINT64_MAX, &n) != 0)
        return tool_usage("N: '%s' is not a 64-bit number", argv[0]);
    uint64_t parts[CG_ZECKENDORF_MAX_PARTS];
    size_t count;
    int st = cg_zeckendorf(n, parts, CG_ZECKENDORF_MAX_PARTS, &count);
    if (st != CG_OK)
        return tool_lib_error("zeckendorf", st);
    uint64_t s;
    int has_successor = cg_fibonacci_successor(n, &s) == CG_OK;

    /* At most 46 parts of at most 20 digits: the buffers cannot overflow. */
    char text[CG_ZECKENDORF_MAX_PARTS * 24 + 8] = "0", json[CG_ZECKENDORF_MAX_PARTS * 22 + 8] = "[";
    size_t tl = 0, jl = 1;
    for (size_t i = 0; i < count; i++) {
        unsigned long long p = parts[i];
        tl += (size_t)snprintf(text + tl, sizeof text - tl, "%s%llu", i ? " + " : "", p);
        jl += (size_t)snprintf(json + jl, sizeof json - jl, "%s%llu", i ? "," : "", p);
    }
    snprintf(json + jl, sizeof json - jl, "]");
    tool_fields *r = tool_fields_new();
    if (r != NULL) {
        tool_fields_text(r, "n", "%llu", (unsigned long long)n);
        tool_fields_json(r, "zeckendorf", text, json);
        if (has_successor)
            tool_fields_text(r, "successor", "%llu", (unsigned long long)s);
        else
            tool_fields_json(r, "successor", "does not fit in 64 bits", "null");
    }
    if (tool_fields_failed(r)) {
        tool_fields_free(r);
        return tool_lib_error("zeckendorf", CG_ENOMEM);
    }
    tool_fields_emit(r, stdout, format);
    tool_fields_free(r);
    return TOOL_OK;
}

const tool_command tool_cmd_zeckendorf = {
    "zeckendorf", cmd_zeckendorf,
    "N [--json|--csv]",
    "The Zeckendorf representation of N and its Fibonacci successor.",
    "Every natural number is one sum of non-consecutive Fibonacci numbers (its Zeckendorf "
    "representation); the successor shifts each part to the next Fibonacci number. Both appear "
    "in the analysis of Wythoff's game.\n"
    "\n"
    "=N\tA number from 0 to 18446744073709551615. The successor is null (\"does not fit\") past "
    "64 bits.\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame zeckendorf 100\n",
    tables,
};
