/* Version queries and status names. */
#include <cookiegame/common.h>

#include "export.h"

CG_EXPORT unsigned cg_version(void)
{
    return (unsigned)CG_VERSION_NUMBER;
}

CG_EXPORT const char *cg_version_string(void)
{
    return CG_VERSION_STRING;
}

CG_EXPORT const char *cg_strerror(int status)
{
    switch (status) {
    case CG_OK:
        return "success";
    case CG_EINVAL:
        return "invalid argument";
    case CG_ENOMEM:
        return "out of memory";
    case CG_ERANGE:
        return "value out of range";
    case CG_EPARSE:
        return "malformed text";
    case CG_ELIMIT:
        return "node limit reached";
    case CG_EDOMAIN:
        return "no answer for this input";
    case CG_EBUSY:
        return "object busy";
    case CG_ECANCELED:
        return "canceled by the progress callback";
    default:
        return "unknown status";
    }
}
