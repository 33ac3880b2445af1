/* Reading and writing positions as text. */
#include "position.h"

#include "util/alloc.h"
#include "util/export.h"
#include "util/sink.h"

static const char *skip_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\v' || *s == '\f')
        s++;
    return s;
}

/*
 * One pass over the text: validates it and counts the heaps, and when `heaps`
 * is not NULL also stores them. Grammar, blanks allowed between tokens:
 *   position := list | '(' list ')'
 *   list     := empty | number (sep number)*     sep := ',' | blanks
 */
static int scan(const char *text, uint32_t *heaps, size_t *count, const char **stop)
{
    const char *s = skip_blanks(text);
    int paren = 0;
    size_t n = 0;
    if (*s == '(') {
        paren = 1;
        s = skip_blanks(s + 1);
    }
    if (*s != '\0' && !(paren && *s == ')')) {
        for (;;) {
            uint64_t v;
            *stop = s;
            if (cgu_read_u64(&s, NULL, UINT32_MAX, &v) != CG_OK)
                return CG_EPARSE;   /* not a number, a sign, or above UINT32_MAX */
            if (heaps != NULL)
                heaps[n] = (uint32_t)v;
            n++;
            const char *after = s;
            s = skip_blanks(s);
            if (*s == ',') {
                s = skip_blanks(s + 1);
                continue;   /* a number must follow: checked by the parse above */
            }
            if (*s >= '0' && *s <= '9' && s != after)
                continue;   /* separated by blanks */
            break;
        }
    }
    *stop = s;
    if (paren) {
        if (*s != ')')
            return CG_EPARSE;
        s = skip_blanks(s + 1);
        *stop = s;
    }
    if (*s != '\0')
        return CG_EPARSE;
    *count = n;
    return CG_OK;
}

CG_EXPORT int cg_position_parse_ex(const char *text, cg_position **out, size_t *error_offset)
{
    if (text == NULL || out == NULL)
        return CG_EINVAL;
    size_t n;
    const char *stop = text;
    int rc = scan(text, NULL, &n, &stop);
    if (rc != CG_OK) {
        if (error_offset != NULL)
            *error_offset = (size_t)(stop - text);
        return rc;
    }
    cg_position *p;
    rc = cookie_position_alloc(n, &p);
    if (rc != CG_OK)
        return rc;
    scan(text, p->heaps, &n, &stop);
    rc = cookie_sort(p->heaps, n);
    if (rc != CG_OK) {
        cgu_free(p);
        return rc;
    }
    *out = p;
    return CG_OK;
}

CG_EXPORT int cg_position_parse(const char *text, cg_position **out)
{
    return cg_position_parse_ex(text, out, NULL);
}

CG_EXPORT int cg_position_format(const cg_position *p, char *buf, size_t cap, size_t *len)
{
    if (p == NULL)
        return CG_EINVAL;
    int rc = cgu_sink_check_args(buf, cap);
    if (rc != CG_OK)
        return rc;
    cgu_sink sink;
    cgu_sink_init(&sink, buf, cap);
    for (size_t i = 0; i < p->n; i++) {
        if (i > 0)
            cgu_sink_putc(&sink, ' ');
        cgu_sink_put_u64(&sink, p->heaps[i]);
    }
    return cgu_sink_finish(&sink, len);
}
