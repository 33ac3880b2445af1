#include "text.h"

#include <stdio.h>
#include <string.h>

#include "util/sysmem.h"

const char *tool_plural(uint64_t n)
{
    return n == 1 ? "" : "s";
}

char tool_outcome_letter(cg_outcome o)
{
    return "PNLR"[(unsigned)o & 3u];
}

void tool_duration_text(char *buf, size_t cap, double s)
{
    if (s < 60)
        snprintf(buf, cap, "%.0fs", s);
    else if (s < 3600)
        snprintf(buf, cap, "%dm%02ds", (int)(s / 60), (int)s % 60);
    else
        snprintf(buf, cap, "%dh%02dm", (int)(s / 3600), (int)(s / 60) % 60);
}

void tool_bytes_text(char *buf, size_t cap, uint64_t bytes)
{
    cgu_bytes_text(buf, cap, bytes);
}

void tool_si_text(char *buf, size_t cap, double n)
{
    const char *si = " kMGTPE";
    int e = 0;
    while (n >= 1000 && e < 6) {
        n /= 1000;
        e++;
    }
    snprintf(buf, cap, "%.3g%.*s", n, e > 0, si + e);
}

void tool_dyadic_text(char *buf, size_t cap, int64_t num, uint32_t k)
{
    cg_dyadic d = { num, k };
    if (cg_dyadic_format(d, buf, cap, NULL) == CG_EINVAL && cap > 0)
        snprintf(buf, cap, "?");   /* never: the library's numbers are in range */
}

void tool_shown_text(char *buf, size_t cap, const char *text)
{
    size_t n = 0, max = cap > 4 ? cap - 4 : 0;
    for (; text[n] != '\0' && n < max; n++) {
        unsigned char c = (unsigned char)text[n];
        buf[n] = c < 0x20 || c == 0x7f ? '?' : (char)c;
    }
    if (text[n] != '\0' && cap >= 4)
        memcpy(buf + n, "...", 4);
    else if (cap > 0)
        buf[n < cap ? n : cap - 1] = '\0';
}
