/*
 * The options several commands share, declared once: name, argument and help
 * text. A command's help text names one with a line "+NAME" (help.h), which
 * --help, the manual page, the Markdown reference and the completion all
 * read as the entry written here, so the commands cannot drift apart. What
 * each option does is parsed by one function of tool.h (tool_take_limit,
 * tool_take_max_memory, tool_take_engine_options, tool_take_format).
 */
#ifndef COOKIEGAME_OPTIONS_H
#define COOKIEGAME_OPTIONS_H

#include <stddef.h>

typedef struct tool_shared_option {
    const char *name;    /* "--max-memory" */
    const char *arg;     /* "B", or "" for a flag */
    const char *help;    /* the text of its entry */
    const char *entry;   /* the entry as a help line: "NAME ARG\tHELP" */
} tool_shared_option;

/* The shared option called name[0..len), or NULL. */
const tool_shared_option *tool_shared_option_find(const char *name, size_t len);

#endif
