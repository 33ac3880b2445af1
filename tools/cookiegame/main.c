/*
 * cookiegame: look at positions of the cookie games from the command line.
 * "cookiegame help" lists the subcommands.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
#include "help.h"
#include "tool.h"

static int cmd_help(int argc, char **argv);
static int cmd_version(int argc, char **argv);

static const tool_command help_command = {
    "help", cmd_help, "[COMMAND]", "List the commands, or show the full help of one.",
    "With a COMMAND, its arguments, options, limits and examples, as 'cookiegame COMMAND "
    "--help' shows them.\n",
    NULL,   /* no options: its words are commands, read by cmd_help */
};
static const tool_command version_command = {
    "version", cmd_version, "", "Print the versions of the tool and of the library it runs on.",
    "The tool's version is the library's it was built with; the library's is the one loaded at "
    "run time (they differ when an installed library was upgraded).\n",
    NULL,
};

/* help, version, then every module's commands (command-list.h, from meson). */
static const tool_command *const commands[] = {
    &help_command,
    &version_command,
#define TOOL_COMMAND(name) &tool_cmd_##name,
#include "command-list.h"
#undef TOOL_COMMAND
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const tool_command *find_command(const char *name)
{
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(name, commands[i]->name) == 0)
            return commands[i];
    return NULL;
}

/* On stdout when asked for (help), on stderr after a usage error (no
 * command), where a status of 2 leaves stdout empty. */
static void list_commands(FILE *out)
{
    fprintf(out, "usage: cookiegame COMMAND [ARGS...]\n\ncommands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(out, "  %-11s %s\n", commands[i]->name, commands[i]->summary);
    fprintf(out, "\n'cookiegame help COMMAND' (or 'cookiegame COMMAND --help') shows its arguments,\n"
                 "options, limits and examples; 'man cookiegame' all of them.\n"
                 "Data: text by default, --json or --csv for programs.\n"
                 "Exit status: 0 success, 1 the computation failed or is incomplete, 2 bad input,\n"
                 "130 interrupted by Ctrl-C.\n");
}

static int cmd_help(int argc, char **argv)
{
    if (argc <= 1) {
        list_commands(stdout);
        return TOOL_OK;
    }
    if ((strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) && argc == 2) {
        tool_help_command(stdout, &help_command);
        return TOOL_OK;
    }
    if (strcmp(argv[1], "--markdown") == 0 && argc == 2) {
        tool_help_markdown(stdout, commands, NCOMMANDS);
        return TOOL_OK;
    }
    if (strcmp(argv[1], "--man") == 0 && argc == 2) {
        tool_help_man(stdout, commands, NCOMMANDS);
        return TOOL_OK;
    }
    if (strcmp(argv[1], "--words") == 0 && argc <= 3) {
        const tool_command *c = argc == 3 ? find_command(argv[2]) : NULL;
        if (argc == 3 && c == NULL)
            return TOOL_OK;   /* nothing to complete after an unknown command */
        /* after "help" come command names, as after "cookiegame" */
        tool_help_words(stdout, commands, NCOMMANDS, c == &help_command ? NULL : c);
        return TOOL_OK;
    }
    if (strcmp(argv[1], "--argument") == 0 && argc == 4) {
        const tool_command *c = find_command(argv[2]);
        if (c != NULL)
            tool_help_argument(stdout, c, argv[3]);
        return TOOL_OK;
    }
    if (argc > 2)
        return tool_usage("usage: cookiegame help [COMMAND]");
    const tool_command *c = find_command(argv[1]);
    if (c == NULL)
        return tool_usage("help: unknown command '%s' (try 'cookiegame help')", argv[1]);
    tool_help_command(stdout, c);
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

/* Whether the command's arguments ask for its help ("--help" or "-h" before
 * a "--" that ends the options). */
static int asks_for_help(int argc, char **argv)
{
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            return 0;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
    }
    return 0;
}

static int dispatch(int argc, char **argv)
{
    if (argc < 2) {
        list_commands(stderr);
        return TOOL_USAGE;
    }
    const tool_command *c = find_command(argv[1]);
    if (c != NULL && c != &help_command && asks_for_help(argc, argv)) {
        tool_help_command(stdout, c);
        return TOOL_OK;
    }
    if (c != NULL)
        return c->run(argc - 1, argv + 1);
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cmd_help(argc - 1, argv + 1);
    if (strcmp(argv[1], "--version") == 0)
        return cmd_version(1, argv + 1);
    return tool_usage("unknown command '%s' (try 'cookiegame help')", argv[1]);
}

int main(int argc, char **argv)
{
    /* Past the file size limit (ulimit -f) a write fails with EFBIG and the
     * command says which file, instead of SIGXFSZ killing the process
     * without a word (a census's checkpoint, a redirected output). */
    signal(SIGXFSZ, SIG_IGN);
    int status = dispatch(argc, argv);
    /* Exit 0 only when everything printed reached its destination: a full
     * disk or a closed pipe shows up here, after the command's last write. */
    return tool_finish_stdout(status);
}
