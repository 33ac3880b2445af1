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

static const tool_command commands[] = {
    { "help", cmd_help, "", "list the subcommands" },
    { "version", cmd_version, "", "print the library version" },
    { "analyze", cmd_analyze, "HEAPS... [--json] [--limit N]",
      "analyze a spoiled-cookie position ('-' reads it from stdin)" },
    { "dcounts", cmd_dcounts, "N [--csv]",
      "strict positions by number of heaps and D-value, n = 0..N" },
    { "census", cmd_census, "strict|reduced N [--threads T] [--max-memory B] [--csv]",
      "Grundy values of every strict / reduced position up to N heaps" },
    { "ap", cmd_ap, "winning|grundy AMAX NMAX [--csv]",
      "AP-positions a..a+n-1: winning components / Grundy values (seed 001)" },
    { "wythoff", cmd_wythoff, "p K [--count N] | grundy X Y | table R C [--pgm FILE] [--csv]",
      "Wythoff's game: P-positions, Grundy values, the Grundy table (as an image)" },
    { "zeckendorf", cmd_zeckendorf, "N",
      "Zeckendorf representation and Fibonacci successor of N" },
    { "cm", cmd_cm, "FAMILY JARS BOUND [--csv]",
      "P-positions of a Cookie Monster / CM-nim game (FAMILY: a name or sets like 1+2,2+3)" },
    { "cutter", cmd_cutter,
      "R C I J [--cells PATTERN] | table R C I J [--csv] | row W K [--csv]",
      "Cookie Cutter: value of a board, table of full boards, one-row sequence" },
    { "game", cmd_game, "'EXPR' [--moves] [--svg FILE]   (one quoted argument, e.g. '{2|1}+^+*3')",
      "a partizan game: canonical form, outcome, stops, mean, temperature, birthday,\n"
      "      thermal class (hot/tepid/cold), infinitesimal, all-small and the thermograph's walls\n"
      "      --moves: every option of each side with its mean and temperature, orthodox and hottest marked\n"
      "      orthodox = the option whose wall gives the game's own wall at its temperature T\n"
      "      --svg FILE: the thermograph as an SVG picture ('-' writes it to stdout)" },
    { "oddeven", cmd_oddeven, "N [--piles]",
      "Odd/Even game: C(N), partitions of N by outcome class, the value of each pile" },
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static int cmd_help(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    printf("usage: cookiegame COMMAND [ARGS...]\n\ncommands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++) {
        char synopsis[128];
        snprintf(synopsis, sizeof synopsis, "%s %s", commands[i].name, commands[i].usage);
        printf("  %s\n      %s\n", synopsis, commands[i].summary);
    }
    printf("\nExit status: 0 success, 1 the computation failed, 2 bad input.\n");
    return TOOL_OK;
}

int cmd_version(int argc, char **argv)
{
    (void)argv;
    if (argc > 1)
        return tool_usage("version takes no arguments");
    printf("cookiegame %s (library %s)\n", CG_VERSION_STRING, cg_version_string());
    return TOOL_OK;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        cmd_help(0, NULL);
        return TOOL_USAGE;
    }
    for (size_t i = 0; i < NCOMMANDS; i++) {
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cmd_help(0, NULL);
    if (strcmp(argv[1], "--version") == 0)
        return cmd_version(1, argv + 1);
    return tool_usage("unknown command '%s' (try 'cookiegame help')", argv[1]);
}
