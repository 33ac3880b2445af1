#include "parse-number.h"

#include <string.h>

#include "exit-status.h"

int tool_parse_u64(const char *text, uint64_t max, uint64_t *out)
{
    if (text == NULL || *text < '0' || *text > '9')
        return -1;
    uint64_t v = 0;
    for (const char *s = text; *s != '\0'; s++) {
        if (*s < '0' || *s > '9')
            return -1;
        unsigned d = (unsigned)(*s - '0');
        if (d > max || v > (max - d) / 10)
            return -1;
        v = v * 10 + d;
    }
    *out = v;
    return 0;
}

int tool_parse_u32(const char *text, uint32_t *out)
{
    uint64_t v;
    if (tool_parse_u64(text, UINT32_MAX, &v) != 0)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

int tool_parse_bytes(const char *text, uint64_t *out)
{
    size_t len = strlen(text);
    uint64_t scale = 1;
    char digits[32];
    if (len == 0 || len >= sizeof digits)
        return -1;
    memcpy(digits, text, len + 1);
    switch (digits[len - 1]) {
    case 'K': scale = UINT64_C(1) << 10; break;
    case 'M': scale = UINT64_C(1) << 20; break;
    case 'G': scale = UINT64_C(1) << 30; break;
    default: break;
    }
    if (scale != 1)
        digits[len - 1] = '\0';
    uint64_t v;
    if (tool_parse_u64(digits, UINT64_MAX / scale, &v) != 0)
        return -1;
    *out = v * scale;
    return 0;
}

int tool_parse_count(const char *what, const char *text, uint32_t max, uint32_t *out)
{
    if (tool_parse_u32(text, out) != 0 || *out > max)
        return tool_usage("%s: '%s' is not a number from 0 to %u", what, text, max);
    return TOOL_OK;
}
