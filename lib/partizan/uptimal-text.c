/*
 * The uptimal expansion written as CGSuite writes it (partizan.h:
 * cg_game_uptimal_expansion_format): the number, the nimber, a point and one
 * digit per coefficient, so that front ends (tool, explorer, bindings) print
 * the same text from one place.
 *
 * The expansion itself comes from cg_game_uptimal_expansion(); this file only
 * writes it. Most expansions are short, so the coefficients are first asked
 * for into a small array and only a longer expansion is asked for again with
 * room for all of it.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "store.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"

enum { SHORT_EXPANSION = 64 };

/* snprintf-like output: the text is counted in full, written while it fits. */
typedef struct ux_out {
    char *buf;
    size_t cap, len;
} ux_out;

static void put(ux_out *o, const char *s, size_t n)
{
    if (o->len < o->cap) {
        size_t room = o->cap - o->len;
        memcpy(o->buf + o->len, s, n < room ? n : room);
    }
    o->len += n;
}

static void put_text(ux_out *o, const char *s) { put(o, s, strlen(s)); }

/* The number part as cg_game_format() writes numbers ("-73/16"): a number's
 * text is short (a numerator of 64 bits over 2^k), but 2^1024 has 309 digits,
 * so its length is asked for first. */
static int put_number(cg_ctx *ctx, ux_out *o, const cg_game *x)
{
    size_t n = 0;
    int rc = cg_game_format(ctx, x, NULL, 0, &n);
    if (rc != CG_OK && rc != CG_ERANGE)
        return rc;
    char *text = cgu_malloc(n + 1);
    if (text == NULL)
        return CG_ENOMEM;
    rc = cg_game_format(ctx, x, text, n + 1, &n);
    if (rc == CG_OK)
        put(o, text, n);
    cgu_free(text);
    return rc;
}

/* CGSuite's digit for |a|: 0-9, then A-Z for 10-35, then the number in
 * parentheses; a negative coefficient is followed by '-' (CGSuite raises a
 * dash over the digit). */
static void put_digit(ux_out *o, int64_t a)
{
    uint64_t d = a < 0 ? 0 - (uint64_t)a : (uint64_t)a;
    char text[32];
    if (d < 10)
        snprintf(text, sizeof text, "%c", (char)('0' + d));
    else if (d < 36)
        snprintf(text, sizeof text, "%c", (char)('A' + (d - 10)));
    else
        snprintf(text, sizeof text, "(%" PRIu64 ")", d);
    put_text(o, text);
    if (a < 0)
        put_text(o, "-");
}

static int write_expansion(cg_ctx *ctx, ux_out *o, const cg_game *x, uint32_t m,
                           const int64_t *coef, size_t len)
{
    if (m == 0 || x != cg_game_zero(ctx)) {
        int rc = put_number(ctx, o, x);
        if (rc != CG_OK)
            return rc;
    }
    if (m != 0) {
        char star[16];
        if (m >= 2)
            snprintf(star, sizeof star, "*%" PRIu32, m);
        else
            snprintf(star, sizeof star, "*");
        put_text(o, star);
    }
    put_text(o, len == 0 ? ".0" : ".");
    for (size_t i = 0; i < len; i++)
        put_digit(o, coef[i]);
    return CG_OK;
}

CG_EXPORT int cg_game_uptimal_expansion_format(cg_ctx *ctx, const cg_game *g, char *buf,
                                               size_t cap, size_t *len)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || (buf == NULL && cap > 0))
        return CG_EINVAL;
    int64_t few[SHORT_EXPANSION];
    int64_t *coef = few;
    const cg_game *x = NULL;
    uint32_t m = 0;
    size_t n = 0;
    int rc = cg_game_uptimal_expansion(ctx, g, &x, &m, few, SHORT_EXPANSION, &n);
    if (rc == CG_ERANGE && n > SHORT_EXPANSION) {
        coef = cgu_malloc(n * sizeof *coef);
        if (coef == NULL)
            return CG_ENOMEM;
        rc = cg_game_uptimal_expansion(ctx, g, &x, &m, coef, n, &n);
    }
    ux_out o = { buf, cap, 0 };
    if (rc == CG_OK)
        rc = write_expansion(ctx, &o, x, m, coef, n);
    if (coef != few)
        cgu_free(coef);
    if (rc != CG_OK)
        return rc;
    if (len != NULL)
        *len = o.len;
    if (cap == 0)
        return o.len == 0 ? CG_OK : CG_ERANGE;
    if (o.len >= cap) {
        buf[cap - 1] = '\0';
        return CG_ERANGE;
    }
    buf[o.len] = '\0';
    return CG_OK;
}
