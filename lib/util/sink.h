/*
 * Text output with snprintf semantics for the cg_*_format functions: write at
 * most cap bytes including the NUL, but count the full length, so callers can
 * ask for the size with buf = NULL, cap = 0. And the number reader the text
 * parsers share.
 */
#ifndef CG_UTIL_SINK_H
#define CG_UTIL_SINK_H

#include <stddef.h>
#include <stdint.h>

#include "int128.h"

typedef struct cgu_sink {
    char *buf;
    size_t cap;
    size_t len;   /* full length written so far, even past cap */
} cgu_sink;

void cgu_sink_init(cgu_sink *s, char *buf, size_t cap);
void cgu_sink_putc(cgu_sink *s, char c);
void cgu_sink_puts(cgu_sink *s, const char *text);
void cgu_sink_put_u64(cgu_sink *s, uint64_t v);
void cgu_sink_put_i64(cgu_sink *s, int64_t v);
void cgu_sink_put_u128(cgu_sink *s, cgu_u128 v);
/*
 * NUL-terminate (truncating if needed, when cap > 0), report the full length in
 * *len (if len is not NULL) and return CG_OK, or CG_ERANGE when it did not fit.
 */
int cgu_sink_finish(cgu_sink *s, size_t *len);
/* CG_EINVAL for buf == NULL with cap > 0 (the argument check of every format). */
int cgu_sink_check_args(const char *buf, size_t cap);

/*
 * Read an unsigned decimal number at *p (digits only, no sign) up to end, or
 * to the NUL when end is NULL; *p moves past every digit. CG_OK and *out,
 * CG_EPARSE when no digit is there, CG_ERANGE when the number exceeds max.
 * The one number reader of the text parsers.
 */
int cgu_read_u64(const char **p, const char *end, uint64_t max, uint64_t *out);

#endif
