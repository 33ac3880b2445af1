/* The options several commands share (options.h). */
#include "options.h"

#include <string.h>

#include "output.h"

#define STR_(x) #x
#define STR(x) STR_(x)
#define OPTION(name, arg, help) { name, arg, help, name " " arg "\t" help }
#define FLAG(name, help) { name, "", help, name "\t" help }

static const tool_shared_option shared[] = {
    OPTION("--max-memory", "B",
           "Bytes a search may set aside (suffix K, M or G; default and 0: only what the process "
           "may use, which always applies: free memory, its cgroup's limit, ulimit -v). A search "
           "that would need more stops before allocating, exit status 1, with the figures."),
    OPTION("--threads", "T", "Worker threads, 1..256 (default: the number of processors)."),
    FLAG("--all",
         "Print the whole list in the text, however long. Without it the text fits a screen: "
         "the first and last " STR(TOOL_SUMMARY_EDGE) " rows when there are more than "
         STR(TOOL_SUMMARY_ROWS) ", the columns that fit " STR(TOOL_SUMMARY_WIDTH) " characters, "
         "and a line saying what was left out. --json and --csv always give everything."),
};

const tool_shared_option *tool_shared_option_find(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof shared / sizeof shared[0]; i++)
        if (strlen(shared[i].name) == len && strncmp(shared[i].name, name, len) == 0)
            return &shared[i];
    return NULL;
}
