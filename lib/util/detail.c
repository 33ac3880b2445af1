/* The thread's failure detail (detail.h) and the public cg_error_detail(). */
#include "detail.h"

#include <stdarg.h>
#include <stdio.h>

#include <cookiegame/common.h>

#include "export.h"

_Thread_local cgu_thread_state cgu_thread __attribute__((tls_model("initial-exec")));
static _Thread_local char detail[CGU_DETAIL_MAX];

int cgu_fail(int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(detail, sizeof detail, fmt, ap);
    va_end(ap);
    cgu_thread.has_detail = 1;
    return status;
}

CG_EXPORT const char *cg_error_detail(void)
{
    return cgu_thread.has_detail ? detail : "";
}
