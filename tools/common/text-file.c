#include "text-file.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exit-status.h"
#include "text.h"

/* Room for extra more bytes and the NUL; 0, or -1 (and failed) when out of memory. */
static int buf_reserve(tool_buf *b, size_t extra)
{
    if (b->failed)
        return -1;
    if (extra < b->cap - b->len)
        return 0;
    size_t cap = b->cap ? b->cap : 256;
    while (cap - b->len <= extra) {
        if (cap > SIZE_MAX / 2) {
            b->failed = 1;
            return -1;
        }
        cap *= 2;
    }
    char *d = realloc(b->data, cap);
    if (d == NULL) {
        b->failed = 1;
        return -1;
    }
    b->data = d;
    b->cap = cap;
    return 0;
}

void tool_buf_printf(tool_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->failed = 1;
        return;
    }
    if (buf_reserve(b, (size_t)n) != 0)
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void tool_buf_xml(tool_buf *b, const char *s)
{
    for (; *s != '\0'; s++) {
        switch (*s) {
        case '&':
            tool_buf_printf(b, "&amp;");
            break;
        case '<':
            tool_buf_printf(b, "&lt;");
            break;
        case '>':
            tool_buf_printf(b, "&gt;");
            break;
        case '"':
            tool_buf_printf(b, "&quot;");
            break;
        case '\'':
            tool_buf_printf(b, "&apos;");
            break;
        default:
            tool_buf_printf(b, "%c", *s);
            break;
        }
    }
}

void tool_buf_free(tool_buf *b)
{
    free(b->data);
    memset(b, 0, sizeof *b);
}

int tool_write_output(const char *what, const char *path, const char *data, size_t len)
{
    int to_stdout = strcmp(path, "-") == 0;
    char shown[256];
    if (to_stdout)
        snprintf(shown, sizeof shown, "standard output");
    else {
        char name[240];
        tool_shown_text(name, sizeof name, path);
        snprintf(shown, sizeof shown, "'%s'", name);
    }
    FILE *f = to_stdout ? stdout : fopen(path, "w");
    if (f == NULL) {
        int e = errno;
        fprintf(stderr, "cookiegame: %s: cannot open %s for writing: %s\n", what, shown,
                strerror(e));
        return TOOL_USAGE;
    }
    /* The first failure's errno is the one reported. */
    int e = 0;
    errno = 0;
    if (len > 0 && fwrite(data, 1, len, f) != len)
        e = errno != 0 ? errno : EIO;
    errno = 0;
    if (fflush(f) != 0 && e == 0)
        e = errno != 0 ? errno : EIO;
    if (ferror(f) && e == 0)
        e = EIO;
    if (!to_stdout) {
        errno = 0;
        if (fclose(f) != 0 && e == 0)
            e = errno != 0 ? errno : EIO;
    }
    if (e != 0) {
        fprintf(stderr, "cookiegame: %s: cannot write %s: %s\n", what, shown, strerror(e));
        return TOOL_FAIL;
    }
    return TOOL_OK;
}
