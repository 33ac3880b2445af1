/*
 * The subcommands of the cookiegame tool. The command NAME lives in
 * cmd-NAME.c, which defines
 *
 *     const tool_command tool_cmd_NAME = { "NAME", run, usage, summary, help, tables };
 *
 * (tool_command: tools/common/command.h) and is listed, with its module, in
 * tools/cookiegame/meson.build; meson writes the list as command-list.h (one
 * TOOL_COMMAND(NAME) line each, in the order of "cookiegame help"), from
 * which main.c builds its table. A command gets the arguments from its name
 * on (argv[0] is the command name) and returns an exit status (exit-status.h).
 */
#ifndef COOKIEGAME_COMMANDS_H
#define COOKIEGAME_COMMANDS_H

#include "command.h"

#define TOOL_COMMAND(name) extern const tool_command tool_cmd_##name;
#include "command-list.h"
#undef TOOL_COMMAND

#endif
