/*
 * The subcommands of the cookiegame tool. The command NAME lives in
 * cmd-NAME.c, which defines
 *
 *     const tool_command tool_cmd_NAME = { "NAME", run, usage, summary, help, tables };
 *
 * and is listed, with its module, in tools/cookiegame/meson.build; meson writes
 * the list as command-list.h (one TOOL_COMMAND(NAME) line each, in the order of
 * "cookiegame help"), from which main.c builds its table. A command gets the
 * arguments from its name on (argv[0] is the command name) and returns an exit
 * status from tool.h.
 */
#ifndef COOKIEGAME_COMMANDS_H
#define COOKIEGAME_COMMANDS_H

struct tool_option;

typedef struct tool_command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;     /* argument synopsis, shown by "cookiegame help" */
    const char *summary;   /* one sentence, for the list of "cookiegame help" */
    const char *help;      /* everything else, in the format of help.h: each option,
                              argument and limit, and examples; it is also the
                              manual page and the completion words */
    /* The option tables (options.h) run parses argv with, NULL-terminated:
     * one, or one per subcommand when they take different options. Their
     * options are the ones the help text names with "+NAME" lines, each
     * once (the test test-options checks it). NULL: no options. */
    const struct tool_option *const *const *tables;
} tool_command;

#define TOOL_COMMAND(name) extern const tool_command tool_cmd_##name;
#include "command-list.h"
#undef TOOL_COMMAND

#endif
