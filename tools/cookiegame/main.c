/*
 * cookiegame: look at positions of the cookie games from the command line.
 * "cookiegame help" lists the subcommands.
 */
#include <stdio.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
#include "tool.h"

static int cmd_help(int argc, char **argv);
static int cmd_version(int argc, char **argv);

static const tool_command help_command = { "help", cmd_help, "", "list the subcommands" };
static const tool_command version_command = { "version", cmd_version, "",
                                               "print the library version" };

/* help, version, then every module's commands (command-list.h, from meson). */
static const tool_command *const commands[] = {
    &help_command,
    &version_command,
#define TOOL_COMMAND(name) &tool_cmd_##name,
#include "command-list.h"
#undef TOOL_COMMAND
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static int cmd_help(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    printf("usage: cookiegame COMMAND [ARGS...]\n\ncommands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++) {
        char synopsis[128];
        snprintf(synopsis, sizeof synopsis, "%s %s", commands[i]->name, commands[i]->usage);
        printf("  %s\n      %s\n", synopsis, commands[i]->summary);
    }
    printf("\nExit status: 0 success, 1 the computation failed, 2 bad input.\n");
    return TOOL_OK;
}

static int cmd_version(int argc, char **argv)
{
    (void)argv;
    if (argc > 1)
        return tool_usage("version takes no arguments");
    printf("cookiegame %s (library %s)\n", CG_VERSION_STRING, cg_version_string());
    return TOOL_OK;
}

static int dispatch(int argc, char **argv)
{
    if (argc < 2) {
        cmd_help(0, NULL);
        return TOOL_USAGE;
    }
    for (size_t i = 0; i < NCOMMANDS; i++) {
        if (strcmp(argv[1], commands[i]->name) == 0)
            return commands[i]->run(argc - 1, argv + 1);
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cmd_help(0, NULL);
    if (strcmp(argv[1], "--version") == 0)
        return cmd_version(1, argv + 1);
    return tool_usage("unknown command '%s' (try 'cookiegame help')", argv[1]);
}

int main(int argc, char **argv)
{
    int status = dispatch(argc, argv);
    /* Exit 0 only when everything printed reached its destination: a full
     * disk or a closed pipe shows up here, after the command's last write. */
    return tool_finish_stdout(status);
}
