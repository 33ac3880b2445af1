/*
 * Outcome, Grundy value, remoteness, suspense and winning moves of any position.
 *
 * Every question is asked of the reduced form B of the position (values are
 * unchanged by reduction). Strict B is answered from the D-value theory; other
 * positions by the memoised search. Winning moves are found on B and mapped
 * back: with surplus s, eating raw heap k >= s is the same as eating heap k - s
 * of B, and eating any non-zero heap k < s is the same as eating heap 0 of B
 * (Claim 4 of Propp and Ullman, which holds for all values, not only types).
 */
#include <stdio.h>
#include <string.h>

#include "position.h"
#include "reduced_search.h"
#include "strict.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"

typedef struct analysis {
    const cg_position *p;
    cookie_view red;   /* the reduced form, a view into p->heaps */
    size_t s;          /* surplus: raw index of the reduced form's heap 0 */
    int strict;
    uint32_t d;        /* D-value when strict */
} analysis;

static void analyse(const cg_position *p, analysis *a)
{
    a->p = p;
    a->red = cookie_reduced_view(p->heaps, p->n);
    a->s = p->n - a->red.n;
    a->strict = cookie_view_is_strict(&a->red);
    a->d = a->strict ? cookie_view_dvalue(&a->red) : 0;
}

/* Search the values of the reduced form. */
static int search_reduced(cg_ctx *ctx, const analysis *a, cookie_values *v)
{
    uint32_t *b = cgu_malloc_array(a->red.n, sizeof *b);
    if (b == NULL)
        return CG_ENOMEM;
    cookie_view_copy(&a->red, b);
    int rc = cookie_search(ctx, b, a->red.n, v);
    cgu_free(b);
    return rc;
}

/* Whether searched values are those of a P-position, in normal or misère play. */
static int is_p_position(const cookie_values *v, int misere)
{
    return misere ? v->misere_remoteness % 2 == 1 : v->grundy == 0;
}

/*
 * Winning flags of the options of the reduced form B (m heaps), by search:
 * win[k] = 1 iff option k of B is a P-position (of misère play when `misere`).
 * With stop_at_first, stops after the first winning option (the later flags are
 * then 0).
 */
static int search_winning(cg_ctx *ctx, const analysis *a, uint8_t *win, int stop_at_first,
                          int misere)
{
    size_t m = a->red.n;
    uint32_t *b = cgu_malloc_array(2 * m, sizeof *b);
    if (b == NULL)
        return CG_ENOMEM;
    uint32_t *opt = b + m;
    cookie_view_copy(&a->red, b);
    memset(win, 0, m);
    int rc = CG_OK;
    for (size_t k = 0; k < m && rc == CG_OK; k++) {
        if (k > 0 && b[k] == b[k - 1]) {
            win[k] = win[k - 1];   /* equal heaps, equal options */
            continue;
        }
        size_t om = cookie_reduced_option(b, m, k, opt);
        cookie_values v;
        rc = cookie_search(ctx, opt, om, &v);
        if (rc == CG_OK && is_p_position(&v, misere)) {
            win[k] = 1;
            if (stop_at_first)
                break;
        }
    }
    cgu_free(b);
    return rc;
}

/* The winning interval of a strict N-position on B, 1-based. */
static int strict_interval(const analysis *a, size_t *first, size_t *last)
{
    size_t m = a->red.n;
    int which;
    size_t hint = cookie_view_procedure_move(&a->red, a->d, &which);
    uint32_t *b = cgu_malloc_array(2 * m, sizeof *b);
    if (b == NULL)
        return CG_ENOMEM;
    cookie_view_copy(&a->red, b);
    if (hint == 0) {
        /* Unreachable by the paper's exhaustiveness argument; the tests check
         * that the procedure always applies. Fall back on a linear scan. */
        for (hint = 1; hint < m; hint++) {
            size_t om = cookie_reduced_option(b, m, hint - 1, b + m);
            cookie_view v = { b + m, om, (uint32_t)om };
            if (cookie_view_dvalue(&v) % 2 == 0)
                break;
        }
    }
    cookie_strict_interval(b, m, a->d, hint, b + m, first, last);
    cgu_free(b);
    return CG_OK;
}

/* Map the winning flags of B's options (m of them) to the raw position. */
static void map_to_raw(const analysis *a, const uint8_t *win_b, uint8_t *winning)
{
    for (size_t k = 0; k < a->p->n; k++) {
        size_t kb = k < a->s ? 0 : k - a->s;
        winning[k] = a->p->heaps[k] > 0 && a->red.n > 0 ? win_b[kb] : 0;
    }
}

/* Start a search-backed call: it needs a context, and a reduced form small
 * enough to search (its options are then small enough too). */
static int begin_search(cg_ctx *ctx, const analysis *a)
{
    if (ctx == NULL)
        return CG_EINVAL;
    if (a->red.n > CG_POSITION_SEARCH_MAX_HEAPS)
        return CG_ERANGE;
    cgu_ctx_begin(ctx);
    return CG_OK;
}

/* The values of the reduced search for an analysed position. */
static int search_values(cg_ctx *ctx, const analysis *a, cookie_values *v)
{
    int rc = begin_search(ctx, a);
    return rc == CG_OK ? search_reduced(ctx, a, v) : rc;
}

CG_EXPORT int cg_position_outcome(cg_ctx *ctx, const cg_position *p, cg_outcome *out)
{
    CGU_CTX_ENTER(ctx);
    if (p == NULL || out == NULL)
        return CG_EINVAL;
    analysis a;
    analyse(p, &a);
    if (a.strict) {
        *out = a.d % 2 ? CG_OUTCOME_N : CG_OUTCOME_P;
        return CG_OK;
    }
    cookie_values v;
    int rc = search_values(ctx, &a, &v);
    if (rc == CG_OK)
        *out = v.grundy ? CG_OUTCOME_N : CG_OUTCOME_P;
    return rc;
}

/* The searched values of any position (no theory shortcut). */
static int searched_values(cg_ctx *ctx, const cg_position *p, cookie_values *v)
{
    analysis a;
    analyse(p, &a);
    return search_values(ctx, &a, v);
}

CG_EXPORT int cg_position_grundy(cg_ctx *ctx, const cg_position *p, uint32_t *g)
{
    CGU_CTX_ENTER(ctx);
    if (p == NULL || g == NULL)
        return CG_EINVAL;
    cookie_values v;
    int rc = searched_values(ctx, p, &v);
    if (rc == CG_OK)
        *g = v.grundy;
    return rc;
}

/* Remoteness (want_suspense = 0) or suspense (1): D for strict positions. */
static int duration(cg_ctx *ctx, const cg_position *p, uint32_t *out, int want_suspense)
{
    if (p == NULL || out == NULL)
        return CG_EINVAL;
    analysis a;
    analyse(p, &a);
    if (a.strict) {
        *out = a.d;
        return CG_OK;
    }
    cookie_values v;
    int rc = search_values(ctx, &a, &v);
    if (rc == CG_OK)
        *out = want_suspense ? v.suspense : v.remoteness;
    return rc;
}

CG_EXPORT int cg_position_remoteness(cg_ctx *ctx, const cg_position *p, uint32_t *r)
{
    CGU_CTX_ENTER(ctx);
    return duration(ctx, p, r, 0);
}

CG_EXPORT int cg_position_suspense(cg_ctx *ctx, const cg_position *p, uint32_t *s)
{
    CGU_CTX_ENTER(ctx);
    return duration(ctx, p, s, 1);
}

/* Reserve the flag arrays of a winning-move call (a byte per heap): they
 * are as long as the position, 300 MB for a position of 300 million heaps,
 * so they are charged like any allocation that grows with the input. */
static int reserve_flags(cg_ctx *ctx, size_t bytes)
{
    char what[64];
    snprintf(what, sizeof what, "the winning-move flags of %zu heaps", bytes);
    return cgu_ctx_reserve(ctx, bytes, what);
}

/* Winning flags of the raw position into `winning` (p->n bytes). */
static int winning_flags(cg_ctx *ctx, const analysis *a, uint8_t *winning)
{
    size_t m = a->red.n;
    int reserved = reserve_flags(ctx, m);
    if (reserved != CG_OK)
        return reserved;
    uint8_t *win_b = cgu_calloc(m ? m : 1, 1);
    if (win_b == NULL)
        return CG_ENOMEM;
    int rc = CG_OK;
    if (a->strict) {
        if (a->d % 2 == 1) {
            size_t first, last;
            rc = strict_interval(a, &first, &last);
            for (size_t k = first; rc == CG_OK && k <= last; k++)
                win_b[k - 1] = 1;
        }
    } else {
        rc = begin_search(ctx, a);
        if (rc == CG_OK)
            rc = search_winning(ctx, a, win_b, 0, 0);
    }
    if (rc == CG_OK)
        map_to_raw(a, win_b, winning);
    cgu_free(win_b);
    return rc;
}

CG_EXPORT int cg_position_winning_moves(cg_ctx *ctx, const cg_position *p, uint8_t *winning, size_t n)
{
    CGU_CTX_ENTER(ctx);
    if (p == NULL || (winning == NULL && n > 0) || n != p->n)
        return CG_EINVAL;
    analysis a;
    analyse(p, &a);
    int rc = reserve_flags(ctx, n);
    if (rc != CG_OK)
        return rc;
    uint8_t *tmp = cgu_malloc(n);
    if (tmp == NULL)
        return CG_ENOMEM;
    rc = winning_flags(ctx, &a, tmp);
    if (rc == CG_OK && n > 0)
        memcpy(winning, tmp, n);
    cgu_free(tmp);
    return rc;
}

CG_EXPORT int cg_position_winning_interval(cg_ctx *ctx, const cg_position *p, size_t *first, size_t *last)
{
    CGU_CTX_ENTER(ctx);
    if (p == NULL || first == NULL || last == NULL)
        return CG_EINVAL;
    analysis a;
    analyse(p, &a);
    if (a.strict) {
        if (a.d % 2 == 0)
            return CG_EDOMAIN;
        size_t fb, lb;
        int rc = strict_interval(&a, &fb, &lb);
        if (rc != CG_OK)
            return rc;
        size_t f = a.s + fb - 1;
        if (fb == 1) {
            /* Eating any non-zero heap below the reduced form wins too;
             * zeros sort first, so these heaps extend the run downwards. */
            while (f > 0 && p->heaps[f - 1] > 0)
                f--;
        }
        *first = f;
        *last = a.s + lb - 1;
        return CG_OK;
    }
    int rc = reserve_flags(ctx, p->n);
    if (rc != CG_OK)
        return rc;
    uint8_t *w = cgu_malloc(p->n ? p->n : 1);
    if (w == NULL)
        return CG_ENOMEM;
    rc = winning_flags(ctx, &a, w);
    if (rc == CG_OK) {
        size_t f = 0;
        while (f < p->n && !w[f])
            f++;
        size_t l = f;
        while (l + 1 < p->n && w[l + 1])
            l++;
        size_t rest = l + 1;
        while (rest < p->n && !w[rest])
            rest++;
        if (f == p->n || rest < p->n) {
            rc = CG_EDOMAIN;   /* a P-position, or more than one run */
        } else {
            *first = f;
            *last = l;
        }
    }
    cgu_free(w);
    return rc;
}

CG_EXPORT int cg_position_winning_move(cg_ctx *ctx, const cg_position *p, size_t *k)
{
    CGU_CTX_ENTER(ctx);
    if (p == NULL || k == NULL)
        return CG_EINVAL;
    analysis a;
    analyse(p, &a);
    if (a.strict) {
        if (a.d % 2 == 0)
            return CG_EDOMAIN;
        int which;
        size_t kb = cookie_view_procedure_move(&a.red, a.d, &which);
        if (kb == 0) {
            size_t last;
            int rc = strict_interval(&a, &kb, &last);
            if (rc != CG_OK)
                return rc;
        }
        *k = a.s + kb - 1;
        return CG_OK;
    }
    int rc = begin_search(ctx, &a);
    if (rc != CG_OK)
        return rc;
    size_t m = a.red.n;
    uint8_t *win_b = cgu_malloc(m ? m : 1);
    if (win_b == NULL)
        return CG_ENOMEM;
    rc = search_winning(ctx, &a, win_b, 1, 0);
    if (rc == CG_OK) {
        size_t kb = 0;
        while (kb < m && !win_b[kb])
            kb++;
        if (kb == m)
            rc = CG_EDOMAIN;
        else
            *k = a.s + kb;
    }
    cgu_free(win_b);
    return rc;
}

/*
 * Misère play. Reduction keeps misère values (see reduced_search.h), but the D-value
 * theory of strict positions is a theorem of normal play only, so every
 * question below is answered by the search, strict positions included.
 */

/* Misère remoteness (want_suspense = 0) or suspense (1), always by search. */
static int misere_duration(cg_ctx *ctx, const cg_position *p, uint32_t *out, int want_suspense)
{
    if (p == NULL || out == NULL)
        return CG_EINVAL;
    cookie_values v;
    int rc = searched_values(ctx, p, &v);
    if (rc == CG_OK)
        *out = want_suspense ? v.misere_suspense : v.misere_remoteness;
    return rc;
}

CG_EXPORT int cg_position_misere_outcome(cg_ctx *ctx, const cg_position *p, cg_outcome *out)
{
    CGU_CTX_ENTER(ctx);
    if (out == NULL)
        return CG_EINVAL;
    uint32_t r;
    int rc = misere_duration(ctx, p, &r, 0);
    if (rc == CG_OK)   /* the end, remoteness 0, is a win for the player to move */
        *out = r % 2 == 0 ? CG_OUTCOME_N : CG_OUTCOME_P;
    return rc;
}

CG_EXPORT int cg_position_misere_remoteness(cg_ctx *ctx, const cg_position *p, uint32_t *r)
{
    CGU_CTX_ENTER(ctx);
    return misere_duration(ctx, p, r, 0);
}

CG_EXPORT int cg_position_misere_suspense(cg_ctx *ctx, const cg_position *p, uint32_t *s)
{
    CGU_CTX_ENTER(ctx);
    return misere_duration(ctx, p, s, 1);
}

CG_EXPORT int cg_position_misere_winning_moves(cg_ctx *ctx, const cg_position *p, uint8_t *winning,
                                               size_t n)
{
    CGU_CTX_ENTER(ctx);
    if (p == NULL || (winning == NULL && n > 0) || n != p->n)
        return CG_EINVAL;
    analysis a;
    analyse(p, &a);
    int rc = begin_search(ctx, &a);
    if (rc != CG_OK)
        return rc;
    size_t m = a.red.n;
    if ((rc = reserve_flags(ctx, m)) != CG_OK || (rc = reserve_flags(ctx, n)) != CG_OK)
        return rc;
    uint8_t *win_b = cgu_calloc(m ? m : 1, 1);
    uint8_t *tmp = cgu_malloc(n ? n : 1);
    if (win_b == NULL || tmp == NULL)
        rc = CG_ENOMEM;
    if (rc == CG_OK)
        rc = search_winning(ctx, &a, win_b, 0, 1);
    if (rc == CG_OK) {
        map_to_raw(&a, win_b, tmp);
        if (n > 0)
            memcpy(winning, tmp, n);
    }
    cgu_free(win_b);
    cgu_free(tmp);
    return rc;
}
