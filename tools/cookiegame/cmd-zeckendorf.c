/*
 * cookiegame zeckendorf N: the Zeckendorf representation of N (a sum of
 * non-consecutive Fibonacci numbers) and its Fibonacci successor.
 */
#include <cookiegame.h>

#include "commands.h"
#include "tool.h"

static int cmd_zeckendorf(int argc, char **argv)
{
    argc--;
    argv++;
    int rc = tool_reject_unknown_flags(argc, argv);
    if (rc != TOOL_OK)
        return rc;
    if (argc != 1)
        return tool_usage("usage: cookiegame zeckendorf N");
    uint64_t n;
    if (tool_parse_u64(argv[0], UINT64_MAX, &n) != 0)
        return tool_usage("N: '%s' is not a 64-bit number", argv[0]);
    uint64_t parts[CG_ZECKENDORF_MAX_PARTS];
    size_t count;
    int st = cg_zeckendorf(n, parts, CG_ZECKENDORF_MAX_PARTS, &count);
    if (st != CG_OK)
        return tool_lib_error("zeckendorf", st);
    printf("zeckendorf: %llu =", (unsigned long long)n);
    if (count == 0)
        printf(" 0");
    for (size_t i = 0; i < count; i++)
        printf("%s %llu", i == 0 ? "" : " +", (unsigned long long)parts[i]);
    printf("\n");
    uint64_t s;
    st = cg_fibonacci_successor(n, &s);
    if (st == CG_OK)
        printf("successor:  %llu\n", (unsigned long long)s);
    else
        printf("successor:  does not fit in 64 bits\n");
    return TOOL_OK;
}

const tool_command tool_cmd_zeckendorf = {
    "zeckendorf", cmd_zeckendorf,
    "N",
    "Zeckendorf representation and Fibonacci successor of N",
};
