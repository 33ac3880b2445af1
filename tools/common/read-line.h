/* Reading the lines of a text file the user gave, with the checks every
 * reader of the tool needs. Every line-oriented input of the tool (analyze -,
 * hunt --from) goes through tool_read_line. */
#ifndef COOKIEGAME_READ_LINE_H
#define COOKIEGAME_READ_LINE_H

#include <stdio.h>
#include <sys/types.h>

/* The longest line the tool reads, in bytes without its line end: 1 MiB. The
 * longest position a search takes, 4096 heaps of 10 digits with their
 * separators and a census row's "g,n,(...)", is about 45 kB, so no legitimate
 * line comes near it; a longer one (a binary file, /dev/zero, a file without
 * line ends) is refused when the limit is reached, without reading the rest
 * of it. doc/tool.md and the help of analyze and hunt give the figure. */
#define TOOL_LINE_MAX (1u << 20)

/* What tool_read_line returns besides a line's length. */
enum {
    TOOL_LINE_END = -1,      /* no more line: *status says why (TOOL_OK at the end of the file) */
    TOOL_LINE_REFUSED = -2,  /* this line is refused (said on stderr; *status is TOOL_USAGE);
                              * the next line can be read */
};

/* The next line of in, in *line (grown as needed, to at most TOOL_LINE_MAX + 1
 * bytes) without its line end (LF or CR LF), NUL-terminated: its length.
 * lineno is its number (from 1), cmd and name (the file as the user knows
 * it) begin the messages, "cookiegame: CMD: NAME, line N: ...".
 *
 * TOOL_LINE_REFUSED, after saying so on stderr, for a line holding a NUL byte
 * (C string functions would stop at it and read "1\0 2 3" as "1") or a CR
 * not followed by LF (a lone CR ends a line on old Macs: "1 2\r3 4" would be
 * one line and its second row lost); *status is set to TOOL_USAGE and the
 * reading may go on with the next line.
 *
 * TOOL_LINE_END when no line follows, with *status: TOOL_OK at the end of
 * the file; TOOL_USAGE for a line longer than TOOL_LINE_MAX (reading stops
 * there: the rest of an endless line is never read); TOOL_FAIL when reading
 * fails or memory runs out. Each failure is said on stderr here, so the
 * caller only stops and exits with the worst status. */
ssize_t tool_read_line(char **line, size_t *cap, FILE *in, const char *cmd, const char *name,
                       unsigned long lineno, int *status);

#endif
