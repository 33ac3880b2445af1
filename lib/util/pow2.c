/* Powers of two in decimal (pow2.h). */
#include "pow2.h"

#include <cookiegame/common.h>

/* 2^k as decimal digits, least significant first. */
typedef struct pow2_digits {
    unsigned char d[320];   /* 2^CGU_POW2_MAX_K has 309 */
    size_t n;
    uint32_t k;
} pow2_digits;

_Static_assert(CGU_POW2_MAX_K * 30103 / 100000 + 1 <= 320, "room for the digits of 2^max");

static void pow2_start(pow2_digits *p)
{
    p->d[0] = 1;
    p->n = 1;
    p->k = 0;
}

static void pow2_double(pow2_digits *p)
{
    unsigned carry = 0;
    for (size_t i = 0; i < p->n; i++) {
        unsigned v = p->d[i] * 2u + carry;
        p->d[i] = (unsigned char)(v % 10);
        carry = v / 10;
    }
    if (carry != 0)
        p->d[p->n++] = (unsigned char)carry;
    p->k++;
}

void cgu_sink_put_pow2(cgu_sink *s, uint32_t k)
{
    if (k > CGU_POW2_MAX_K)
        return;
    pow2_digits p;
    pow2_start(&p);
    while (p.k < k)
        pow2_double(&p);
    for (size_t i = p.n; i > 0; i--)
        cgu_sink_putc(s, (char)('0' + p.d[i - 1]));
}

/* -1, 0, 1 as the digits text[0..n) (most significant first, no leading
 * zero) compare with p. */
static int cmp_digits(const char *text, size_t n, const pow2_digits *p)
{
    if (n != p->n)
        return n < p->n ? -1 : 1;
    for (size_t i = 0; i < n; i++) {
        int a = text[i] - '0', b = p->d[n - 1 - i];
        if (a != b)
            return a < b ? -1 : 1;
    }
    return 0;
}

int cgu_read_pow2(const char **p, const char *end, uint32_t max_k, uint32_t *k)
{
    const char *s = *p;
    if (s == end || *s < '0' || *s > '9')
        return CG_EPARSE;
    while (s != end && *s >= '0' && *s <= '9')
        s++;
    const char *digits = *p;
    *p = s;
    while (digits < s && *digits == '0')
        digits++;
    size_t n = (size_t)(s - digits);
    if (max_k > CGU_POW2_MAX_K)
        max_k = CGU_POW2_MAX_K;
    /* Walk up the powers while they have at most n digits: the number is one
     * of them, or between two of them, or past 2^max_k. */
    pow2_digits pw;
    pow2_start(&pw);
    for (;;) {
        int c = cmp_digits(digits, n, &pw);
        if (c == 0) {
            *k = pw.k;
            return CG_OK;
        }
        if (c < 0)
            return CG_EINVAL;
        if (pw.k == max_k)
            return CG_ERANGE;
        pow2_double(&pw);
    }
}
