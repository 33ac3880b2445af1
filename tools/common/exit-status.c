#include "exit-status.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <cookiegame.h>

int tool_finish_stdout(int status)
{
    errno = 0;
    int failed = fflush(stdout) != 0 || ferror(stdout);
    if (!failed)
        return status;
    fprintf(stderr, "cookiegame: cannot write output: %s\n",
            errno != 0 ? strerror(errno) : "write error");
    return TOOL_FAIL;
}

int tool_usage(const char *fmt, ...)
{
    va_list ap;
    fputs("cookiegame: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return TOOL_USAGE;
}

int tool_lib_error(const char *what, int status)
{
    /* The library's detail names the figure (which size, which limit); it
     * is read before anything else can call the library. */
    const char *detail = cg_error_detail();
    if (detail[0] != '\0')
        fprintf(stderr, "cookiegame: %s: %s: %s\n", what, cg_strerror(status), detail);
    else
        fprintf(stderr, "cookiegame: %s: %s\n", what, cg_strerror(status));
    switch (status) {
    case CG_EINVAL:
    case CG_EPARSE:
    case CG_ERANGE:
    case CG_EDOMAIN:
        return TOOL_USAGE;
    default:
        return TOOL_FAIL;
    }
}

int tool_limit_reached(const char *cmd, uint64_t limit, const char *unit)
{
    fprintf(stderr, "cookiegame: %s: the search passed %llu %s; give --limit N (0 = no limit) "
                    "to go on\n", cmd, (unsigned long long)limit, unit);
    return TOOL_FAIL;
}
