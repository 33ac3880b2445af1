/* The thread's failure detail (detail.h) and the public cg_error_detail(). */
#include "detail.h"

#include <stdarg.h>
#include <stdio.h>

#include <cookiegame/common.h>

#include "export.h"

static _Thread_local char detail[CGU_DETAIL_MAX];

int cgu_fail(int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(detail, sizeof detail, fmt, ap);
    va_end(ap);
    return status;
}

void cgu_detail_clear(void)
{
    detail[0] = '\0';
}

CG_EXPORT const char *cg_error_detail(void)
{
    return detail;
}
