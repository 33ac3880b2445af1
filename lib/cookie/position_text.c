/* Reading and writing positions as text. */
#include "position.h"

#include <string.h>

#include "util/detail.h"

#include "util/alloc.h"
#include "util/export.h"
#include "util/sink.h"

static const char *skip_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\v' || *s == '\f')
        s++;
    return s;
}

/* What a heap size is, for the details. */
#define HEAP_SIZES "heap sizes are whole numbers 0..4294967295 separated by spaces or commas"

/* Fail at s, where the text cannot be read on, saying why in the thread's
 * detail; what came before s tells which mistake it is. */
static int fail_at(const char *text, const char *s, const char *comma, int paren_at)
{
    char name[CGU_CHAR_NAME_MAX];
    size_t off = (size_t)(s - text);
    const char *end = s + strlen(s);
    cgu_char_name(name, s, end);
    if (comma != NULL)
        return cgu_fail(CG_EPARSE, "the ',' at offset %zu is followed by %s, not a heap size",
                        (size_t)(comma - text), name);
    if (*s == '\0' && paren_at >= 0)
        return cgu_fail(CG_EPARSE, "the '(' at offset %d is never closed: its ')' is missing",
                        paren_at);
    if (*s == ')')
        return cgu_fail(CG_EPARSE, "')' at offset %zu closes no parenthesis", off);
    return cgu_fail(CG_EPARSE, "%s at offset %zu is not a heap size (" HEAP_SIZES ")", name, off);
}

/*
 * One pass over the text: validates it and counts the heaps, and when `heaps`
 * is not NULL also stores them. Grammar, blanks allowed between tokens:
 *   position := list | '(' list ')'
 *   list     := empty | number (sep number)*     sep := ',' | blanks
 * On failure *stop is where reading stopped and the detail says why.
 */
static int scan(const char *text, uint32_t *heaps, size_t *count, const char **stop)
{
    const char *s = skip_blanks(text);
    int paren_at = -1;
    const char *comma = NULL;   /* the comma just read, if any */
    size_t n = 0;
    if (*s == '(') {
        paren_at = (int)(s - text);
        s = skip_blanks(s + 1);
    }
    if (*s != '\0' && !(paren_at >= 0 && *s == ')')) {
        for (;;) {
            uint64_t v;
            const char *digits = s;
            *stop = s;
            int rc = cgu_read_u64(&s, NULL, UINT32_MAX, &v);
            if (rc == CG_ERANGE) {
                /* A size above UINT32_MAX: named with (at most 24 of) its digits. */
                int len = (int)(s - digits);
                return cgu_fail(CG_EPARSE, "the heap size %.*s%s at offset %zu passes 4294967295, "
                                "the largest a heap may have", len > 24 ? 21 : len, digits,
                                len > 24 ? "..." : "", (size_t)(digits - text));
            }
            if (rc != CG_OK)
                return fail_at(text, s, comma, -1);   /* not a number, or a sign */
            if (heaps != NULL)
                heaps[n] = (uint32_t)v;
            n++;
            const char *after = s;
            s = skip_blanks(s);
            comma = *s == ',' ? s : NULL;
            if (comma != NULL) {
                s = skip_blanks(s + 1);
                continue;   /* a number must follow: checked by the parse above */
            }
            if (*s >= '0' && *s <= '9' && s != after)
                continue;   /* separated by blanks */
            break;
        }
    }
    *stop = s;
    if (paren_at >= 0) {
        if (*s != ')')
            return fail_at(text, s, NULL, paren_at);
        s = skip_blanks(s + 1);
        *stop = s;
        if (*s != '\0') {
            char name[CGU_CHAR_NAME_MAX];
            return cgu_fail(CG_EPARSE, "%s at offset %zu follows the ')' that ends the position",
                            cgu_char_name(name, s, s + strlen(s)), (size_t)(s - text));
        }
    }
    if (*s != '\0')
        return fail_at(text, s, NULL, -1);
    *count = n;
    return CG_OK;
}

CG_EXPORT int cg_position_parse_ex(const char *text, cg_position **out, size_t *error_offset)
{
    cgu_detail_clear();
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
