/* Lines of the text files the tool reads (analyze -, hunt --from). */
#define _POSIX_C_SOURCE 200809L   /* getline */
#include "read-line.h"

#include <string.h>

ssize_t tool_read_line(char **line, size_t *cap, FILE *in, const char *cmd, const char *name,
                       unsigned long lineno)
{
    ssize_t len = getline(line, cap, in);
    if (len < 0)
        return -1;
    /* Text never holds a NUL byte; C string functions would stop at it and
     * read "1\0 2 3" as "1", so such a line is refused, not cut. */
    if (memchr(*line, '\0', (size_t)len) != NULL) {
        fprintf(stderr, "cookiegame: %s: %s, line %lu: contains a NUL byte (not a text file?)\n",
                cmd, name, lineno);
        return -2;
    }
    while (len > 0 && ((*line)[len - 1] == '\n' || (*line)[len - 1] == '\r'))
        (*line)[--len] = '\0';
    return len;
}
