/*
 * The options of the tool's commands, declared once in tables that both the
 * parser and the documentation read. Each command lists the options it takes
 * in a NULL-terminated table of tool_option pointers (one per subcommand where
 * the subcommands take different options, as wythoff's); tool_parse_options
 * reads argv with that table, and the command's help text names each option
 * by a line "+NAME" (help.h) that --help, the manual page, the Markdown
 * reference and the completion all read as the entry of the table. An option
 * that several commands share with the same meaning and text (--max-memory,
 * --threads, --all) is one object of this file; the ones whose text is the
 * command's own (--limit with its default, --json with what it writes) are
 * declared by the command with the macros below, which keep their parsing
 * and messages common.
 */
#ifndef COOKIEGAME_OPTIONS_H
#define COOKIEGAME_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

#include "output.h"

typedef enum tool_option_kind {
    TOOL_OPTION_FLAG,     /* no argument; may be repeated */
    TOOL_OPTION_NUMBER,   /* a decimal number in [min, max] */
    TOOL_OPTION_BYTES,    /* a size: bytes, or with K, M or G (tool_parse_bytes) */
    TOOL_OPTION_TEXT,     /* any text (a file name, jar sizes) */
    TOOL_OPTION_CHOICE,   /* one of the words of arg, "levels|first|positions" */
    TOOL_OPTION_FORMAT    /* --json or --csv: a flag that chooses the output form */
} tool_option_kind;

typedef struct tool_option {
    const char *name;      /* "--limit" */
    const char *arg;       /* "N", "FILE", "DIR", "levels|first|positions"; "" for a flag */
    tool_option_kind kind;
    uint64_t min, max;     /* NUMBER: the range; FORMAT: max is the tool_format */
    uint64_t dflt;         /* NUMBER, BYTES, CHOICE: the value when the option is absent */
    const char *missing;   /* the message when the argument is missing */
    const char *bad;       /* the message for a bad argument, "%s" standing for it */
    const char *help;      /* the text of its entry */
    const char *entry;     /* the entry as a help line: "NAME ARG\tHELP" */
} tool_option;

/* What the parser read for one option of the table. */
typedef struct tool_option_value {
    int given;             /* the option was on the command line */
    const char *text;      /* its argument as written (NULL for a flag or when absent) */
    uint64_t number;       /* NUMBER, BYTES: the value; CHOICE: the index of the word; else 0 */
} tool_option_value;

#define TOOL_FLAG(name_, help_) \
    { .name = name_, .arg = "", .kind = TOOL_OPTION_FLAG, .help = help_, .entry = name_ "\t" help_ }
#define TOOL_FORMAT(name_, format_, help_)                                                   \
    { .name = name_, .arg = "", .kind = TOOL_OPTION_FORMAT, .max = format_, .help = help_,   \
      .entry = name_ "\t" help_ }
#define TOOL_JSON(help_) TOOL_FORMAT("--json", TOOL_JSON, help_)
#define TOOL_CSV(help_) TOOL_FORMAT("--csv", TOOL_CSV, help_)
#define TOOL_NUMBER(name_, arg_, min_, max_, dflt_, missing_, bad_, help_)                    \
    { .name = name_, .arg = arg_, .kind = TOOL_OPTION_NUMBER, .min = min_, .max = max_,       \
      .dflt = dflt_, .missing = missing_, .bad = bad_, .help = help_,                          \
      .entry = name_ " " arg_ "\t" help_ }
#define TOOL_TEXT(name_, arg_, missing_, help_)                                               \
    { .name = name_, .arg = arg_, .kind = TOOL_OPTION_TEXT, .missing = missing_, .help = help_, \
      .entry = name_ " " arg_ "\t" help_ }
#define TOOL_CHOICE(name_, words_, dflt_, missing_, bad_, help_)                              \
    { .name = name_, .arg = words_, .kind = TOOL_OPTION_CHOICE, .dflt = dflt_,                \
      .missing = missing_, .bad = bad_, .help = help_, .entry = name_ " " words_ "\t" help_ }
/* --limit of a search: a count of unit ("nodes", "cells"), 0 = no limit. */
#define TOOL_LIMIT(arg_, unit_, dflt_, help_)                                                 \
    TOOL_NUMBER("--limit", arg_, 0, UINT64_MAX, dflt_, "--limit needs a number of " unit_,     \
                "--limit: '%s' is not a number of " unit_                                      \
                " (0..18446744073709551615; 0 = no limit)", help_)
/* --max-memory with a command's own text (the shared entry is tool_opt_max_memory). */
#define TOOL_MAX_MEMORY(help_)                                                                \
    { .name = "--max-memory", .arg = "B", .kind = TOOL_OPTION_BYTES,                          \
      .missing = "--max-memory needs a size such as 12G",                                     \
      .bad = "--max-memory: '%s' is not a size (bytes, or with K, M, G)", .help = help_,       \
      .entry = "--max-memory B\t" help_ }

/* The options several commands share word for word. */
extern const tool_option tool_opt_max_memory, tool_opt_threads, tool_opt_all;

/* Read the options of table (NULL-terminated) from argv[0..*argc), the
 * arguments after the command's name: options anywhere among the other
 * arguments, each option's argument the next word (which may not start with
 * "--"), until a "--" that ends the options (removed; the words after it are
 * arguments whatever they look like). values[i] receives what was read for
 * table[i]. The arguments that are not options stay in argv, in order, and
 * *argc counts them. A flag may be repeated; an option with an argument may
 * not, and --json and --csv exclude each other. cmd names the command in the
 * message for a repeated option. TOOL_OK, or TOOL_USAGE after printing why on
 * stderr (an unknown option, a missing or bad argument). */
int tool_parse_options(const char *cmd, const tool_option *const *table, int *argc, char **argv,
                       tool_option_value *values);
/* The same, printing nothing: 0, or -1 with the message (without the
 * "cookiegame: " of tool_usage) in why[0..cap), for a program that says it
 * its own way (cookiegame-mpi, from one rank). */
int tool_read_options(const char *cmd, const tool_option *const *table, int *argc, char **argv,
                      tool_option_value *values, char *why, size_t cap);

/* The output form chosen by the FORMAT options of table (TOOL_TEXT when none was given). */
tool_format tool_options_format(const tool_option *const *table, const tool_option_value *values);

/* The value of --threads: as given, else the number of online processors. */
unsigned tool_options_threads(const tool_option_value *threads);

/* The option called name[0..len) in table (NULL-terminated), or NULL. */
const tool_option *tool_option_find(const tool_option *const *table, const char *name, size_t len);

#endif
