/*
 * The subcommands of the cookiegame tool. Each module's commands live in their
 * own cmd-<module>.c and are listed in the table in main.c. A command gets the
 * arguments after its name (argv[0] is the command name) and returns an exit
 * status from tool.h.
 */
#ifndef COOKIEGAME_COMMANDS_H
#define COOKIEGAME_COMMANDS_H

typedef struct tool_command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;     /* argument synopsis, shown by "cookiegame help" */
    const char *summary;   /* one line */
} tool_command;

int cmd_version(int argc, char **argv);
int cmd_analyze(int argc, char **argv);
int cmd_dcounts(int argc, char **argv);
int cmd_census(int argc, char **argv);
int cmd_ap(int argc, char **argv);
int cmd_wythoff(int argc, char **argv);
int cmd_zeckendorf(int argc, char **argv);
int cmd_cm(int argc, char **argv);
int cmd_cutter(int argc, char **argv);
int cmd_game(int argc, char **argv);
int cmd_oddeven(int argc, char **argv);

#endif
