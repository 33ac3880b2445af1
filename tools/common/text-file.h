/*
 * Files the tool writes (pictures, tables): text built in memory, then
 * written in one go and only once everything in it is known, to a file or to
 * standard output, with one message when that fails.
 */
#ifndef COOKIEGAME_TEXT_FILE_H
#define COOKIEGAME_TEXT_FILE_H

#include <stddef.h>

/* Text built in memory. After a failed allocation the buffer stays failed
 * (failed = 1) and further appends do nothing. */
typedef struct tool_buf {
    char *data;   /* NUL-terminated once anything was appended */
    size_t len, cap;
    int failed;
} tool_buf;
void tool_buf_printf(tool_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Append s with &, <, >, " and ' escaped for XML text and attribute values. */
void tool_buf_xml(tool_buf *b, const char *s);
void tool_buf_free(tool_buf *b);

/* Write len bytes to the file path, or to stdout when path is "-". A failure
 * is reported on one line of stderr with the reason from strerror, as
 * "cookiegame: what: cannot open/write 'path': reason"; the return value is
 * TOOL_OK, TOOL_USAGE when the file cannot be opened (a path the user gave) or
 * TOOL_FAIL when writing or closing it fails (for example a full disk). */
int tool_write_output(const char *what, const char *path, const char *data, size_t len);

#endif
