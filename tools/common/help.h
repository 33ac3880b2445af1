/*
 * The tool's documentation, from one source: the help text of each command
 * (tool_command.help) is shown by "cookiegame help CMD" and "CMD --help",
 * becomes the manual page cookiegame(1) ("cookiegame help --man", run by the
 * build) and feeds shell completion ("cookiegame help --words [CMD]").
 *
 * Help text is a sequence of lines, each one item:
 *   - an empty line ends a paragraph;
 *   - "+NAME" is the entry of the command's option NAME, from its option
 *     tables (options.h: tool_command.tables), "NAME ARG\tTEXT"; options are
 *     documented only so, never by hand, so that what --help shows and what
 *     the parser takes are one list;
 *   - "=TERM\tTEXT" documents an argument or a value (a family name, a symbol);
 *   - "$ COMMAND" is an example;
 *   - "| TEXT" is a line shown as written (a grammar, a picture);
 *   - "@ WORD WORD ..." lists words to complete after the command (not shown);
 *   - anything else is paragraph text, wrapped to the terminal's width.
 */
#ifndef COOKIEGAME_HELP_H
#define COOKIEGAME_HELP_H

#include <stddef.h>
#include <stdio.h>

#include "command.h"

/* The full help of one command: usage, summary, then its help text. */
void tool_help_command(FILE *out, const tool_command *c);

/* The entries of the options of table, in its order, as --help shows them:
 * for a program with a help of its own (cookiegame-mpi). */
struct tool_option;
void tool_help_options(FILE *out, const struct tool_option *const *table);

/* Say "cookiegame: usage: cookiegame NAME USAGE" on stderr, from the
 * command's own synopsis (the one its --help shows), and return TOOL_USAGE:
 * the message for wrong arguments, never a copy that could drift. */
int tool_usage_of(const tool_command *c);

/* The manual page of the whole tool in roff (man(7)) for section 1. */
void tool_help_man(FILE *out, const tool_command *const *commands, size_t n);

/* The command reference as a Markdown page of the manual (Doxygen). */
void tool_help_markdown(FILE *out, const tool_command *const *commands, size_t n);

/* For shell completion, one word a line: the command names when c is NULL,
 * else the options and words of c. */
void tool_help_words(FILE *out, const tool_command *const *commands, size_t n,
                     const tool_command *c);

/* For shell completion: the argument option takes in c's option tables, one
 * line ("FILE", "DIR", "N", "levels|first|positions"); nothing when the
 * option takes none or c has no such option. The completion offers file
 * names after FILE, directories after DIR and the words of a|b|c. */
void tool_help_argument(FILE *out, const tool_command *c, const char *option);

#endif
