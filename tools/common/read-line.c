/* Lines of the text files the tool reads (analyze -, hunt --from). */
#define _POSIX_C_SOURCE 200809L   /* getc_unlocked */
#include "read-line.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

/* Room for one more byte and the terminating NUL in *line, doubling it (a
 * line has at most TOOL_LINE_MAX bytes, so the buffer never passes
 * TOOL_LINE_MAX + 1): 0, or -1 when memory runs out. */
static int make_room(char **line, size_t *cap, size_t len)
{
    if (len + 1 < *cap)
        return 0;
    size_t want = *cap < 256 ? 256 : 2 * *cap;
    if (want > (size_t)TOOL_LINE_MAX + 1)
        want = (size_t)TOOL_LINE_MAX + 1;
    char *grown = realloc(*line, want);
    if (grown == NULL)
        return -1;
    *line = grown;
    *cap = want;
    return 0;
}

ssize_t tool_read_line(char **line, size_t *cap, FILE *in, const char *cmd, const char *name,
                       unsigned long lineno, int *status)
{
    size_t len = 0;
    int nul = 0, lone_cr = 0, c;
    *status = TOOL_OK;
    /* Byte by byte (getc_unlocked: a macro on a buffer, no lock per byte),
     * since getline would read an endless line whole before the length could
     * be checked, and fgets cannot tell a NUL byte from the end of its text. */
    while ((c = getc_unlocked(in)) != EOF && c != '\n') {
        if (c == '\r') {
            int next = getc_unlocked(in);
            if (next == '\n') {
                c = next;
                break;   /* CR LF: one line end */
            }
            if (next != EOF)
                ungetc(next, in);
            lone_cr = 1;
        }
        nul |= c == '\0';
        if (len == TOOL_LINE_MAX) {
            fprintf(stderr, "cookiegame: %s: %s, line %lu: longer than %u bytes%s; the tool reads "
                            "one position per line\n",
                    cmd, name, lineno, (unsigned)TOOL_LINE_MAX,
                    nul ? ", with NUL bytes (not a text file?)" : "");
            *status = TOOL_USAGE;
            return TOOL_LINE_END;
        }
        if (make_room(line, cap, len) != 0) {
            fprintf(stderr, "cookiegame: %s: %s, line %lu: out of memory reading the line\n", cmd,
                    name, lineno);
            *status = TOOL_FAIL;
            return TOOL_LINE_END;
        }
        (*line)[len++] = (char)c;
    }
    if (c == EOF && ferror(in)) {
        int e = errno;
        fprintf(stderr, "cookiegame: %s: cannot read %s: %s\n", cmd, name, strerror(e));
        *status = TOOL_FAIL;
        return TOOL_LINE_END;
    }
    if (c == EOF && len == 0)
        return TOOL_LINE_END;
    if (make_room(line, cap, len) != 0) {
        fprintf(stderr, "cookiegame: %s: %s, line %lu: out of memory reading the line\n", cmd, name,
                lineno);
        *status = TOOL_FAIL;
        return TOOL_LINE_END;
    }
    (*line)[len] = '\0';
    if (nul || lone_cr) {
        fprintf(stderr, "cookiegame: %s: %s, line %lu: %s\n", cmd, name, lineno,
                nul ? "contains a NUL byte (not a text file?)"
                    : "contains a carriage return not followed by a line feed (end lines with LF or "
                      "CR LF)");
        *status = TOOL_USAGE;
        return TOOL_LINE_REFUSED;
    }
    return (ssize_t)len;
}
