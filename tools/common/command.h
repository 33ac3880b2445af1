/*
 * What a command of the front end is: its name, the function that runs it,
 * its synopsis, summary and help text, and its option tables. The help
 * (help.h) writes --help, the manual page and the completion words from it;
 * each program keeps its own list of commands (tools/cookiegame: commands.h).
 */
#ifndef COOKIEGAME_COMMAND_H
#define COOKIEGAME_COMMAND_H

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

#endif
