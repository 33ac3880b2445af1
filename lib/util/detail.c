/* The thread's failure detail (detail.h) and the public cg_error_detail(). */
#include "detail.h"

#include <stdarg.h>
#include <stdio.h>

#include <cookiegame/common.h>

#include "export.h"

_Thread_local cgu_thread_state cgu_thread __attribute__((tls_model("initial-exec")));
static _Thread_local char detail[CGU_DETAIL_MAX];

int cgu_vfail(int status, const char *fmt, va_list ap)
{
    vsnprintf(detail, sizeof detail, fmt, ap);
    cgu_thread.has_detail = 1;
    return status;
}

int cgu_fail(int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cgu_vfail(status, fmt, ap);
    va_end(ap);
    return status;
}

const char *cgu_char_name(char out[CGU_CHAR_NAME_MAX], const char *p, const char *end)
{
    if (p == end)
        snprintf(out, CGU_CHAR_NAME_MAX, "the end of the text");
    else if (*p >= ' ' && *p <= '~')
        snprintf(out, CGU_CHAR_NAME_MAX, "'%c'", *p);
    else
        snprintf(out, CGU_CHAR_NAME_MAX, "byte 0x%02x", (unsigned)(unsigned char)*p);
    return out;
}

CG_EXPORT const char *cg_error_detail(void)
{
    return cgu_thread.has_detail ? detail : "";
}
