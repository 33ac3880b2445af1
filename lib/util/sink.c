#include "sink.h"

#include <cookiegame/common.h>

void cgu_sink_init(cgu_sink *s, char *buf, size_t cap)
{
    s->buf = buf;
    s->cap = cap;
    s->len = 0;
}

void cgu_sink_putc(cgu_sink *s, char c)
{
    if (s->len + 1 < s->cap)
        s->buf[s->len] = c;
    s->len++;
}

void cgu_sink_puts(cgu_sink *s, const char *text)
{
    while (*text != '\0')
        cgu_sink_putc(s, *text++);
}

void cgu_sink_put_u128(cgu_sink *s, cgu_u128 v)
{
    char digits[40];   /* 2^128 - 1 has 39 */
    int n = 0;
    do {
        digits[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v != 0);
    while (n > 0)
        cgu_sink_putc(s, digits[--n]);
}

void cgu_sink_put_u64(cgu_sink *s, uint64_t v)
{
    cgu_sink_put_u128(s, v);
}

void cgu_sink_put_i64(cgu_sink *s, int64_t v)
{
    if (v < 0) {
        cgu_sink_putc(s, '-');
        /* Negate in unsigned arithmetic so INT64_MIN works. */
        cgu_sink_put_u64(s, (uint64_t)0 - (uint64_t)v);
    } else {
        cgu_sink_put_u64(s, (uint64_t)v);
    }
}

int cgu_sink_finish(cgu_sink *s, size_t *len)
{
    if (s->cap > 0)
        s->buf[s->len < s->cap ? s->len : s->cap - 1] = '\0';
    if (len != NULL)
        *len = s->len;
    return s->len < s->cap ? CG_OK : CG_ERANGE;
}

int cgu_sink_check_args(const char *buf, size_t cap)
{
    return (buf == NULL && cap > 0) ? CG_EINVAL : CG_OK;
}

int cgu_read_u64(const char **p, const char *end, uint64_t max, uint64_t *out)
{
    const char *s = *p;
    if (s == end || *s < '0' || *s > '9')
        return CG_EPARSE;
    uint64_t v = 0;
    int overflow = 0;
    while (s != end && *s >= '0' && *s <= '9') {
        unsigned d = (unsigned)(*s - '0');
        if (d > max || v > (max - d) / 10)
            overflow = 1;
        else
            v = v * 10 + d;
        s++;
    }
    *p = s;
    if (overflow)
        return CG_ERANGE;
    *out = v;
    return 0;
}
