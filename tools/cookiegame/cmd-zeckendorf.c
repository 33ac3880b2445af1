/*
 * cookiegame zeckendorf N: the Zeckendorf representation of N (a sum of
 * non-consecutive Fibonacci numbers) and its Fibonacci successor.
 */
#include <cookiegame.h>

#include "commands.h"
#include "help.h"
#include "tool.h"

static int cmd_zeckendorf(int argc, char **argv)
{
    argc--;
    argv++;
    tool_format format;
    if (tool_take_format(&argc, argv, &format) != TOOL_OK)
        return TOOL_USAGE;
    int rc = tool_reject_unknown_flags(&argc, argv);
    if (rc != TOOL_OK)
        return rc;
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
    "--json\tOne JSON object: n, zeckendorf (the parts, largest first) and successor.\n"
    "--csv\tOne CSV table of one row.\n"
    "\n"
    "$ cookiegame zeckendorf 100\n",
};
