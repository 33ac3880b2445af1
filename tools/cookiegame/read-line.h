/* Reading the lines of a text file the user gave, with the checks every
 * reader of the tool needs. */
#ifndef COOKIEGAME_READ_LINE_H
#define COOKIEGAME_READ_LINE_H

#include <stdio.h>
#include <sys/types.h>

/* The next line of in, in *line (grown with getline as needed) without its
 * line end: its length; -1 at the end of the file or on a read error (ferror
 * tells which); -2 when the line holds a NUL byte, after saying so on stderr
 * ("cookiegame: CMD: NAME, line N: contains a NUL byte"): the caller exits
 * with TOOL_USAGE. */
ssize_t tool_read_line(char **line, size_t *cap, FILE *in, const char *cmd, const char *name,
                       unsigned long lineno);

#endif
