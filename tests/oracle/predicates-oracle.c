#include "predicates-oracle.h"

static size_t count(const cg_game *g, int right)
{
    return right ? cg_game_right_count(g) : cg_game_left_count(g);
}

static const cg_game *opt(const cg_game *g, int right, size_t i)
{
    return right ? cg_game_right(g, i) : cg_game_left(g, i);
}

/* Whether the player `right` wins moving first in misère play: no move, or a
 * move to a position the other player, moving first, loses. */
static int misere_wins(const cg_game *g, int right)
{
    size_t n = count(g, right);
    if (n == 0)
        return 1;
    for (size_t i = 0; i < n; i++) {
        const cg_game *o = opt(g, right, i);
        if (o == NULL)
            return -1;
        int w = misere_wins(o, !right);
        if (w < 0)
            return -1;
        if (!w)
            return 1;
    }
    return 0;
}

int oracle_misere_outcome(cg_ctx *ctx, const cg_game *g)
{
    (void)ctx;
    int l = misere_wins(g, 0), r = misere_wins(g, 1);
    if (l < 0 || r < 0)
        return -1;
    if (l && r)
        return CG_OUTCOME_N;
    if (l)
        return CG_OUTCOME_L;
    if (r)
        return CG_OUTCOME_R;
    return CG_OUTCOME_P;
}

uint64_t oracle_stop_count(cg_ctx *ctx, const cg_game *g)
{
    if (cg_game_is_number(g))
        return 1;
    uint64_t total = 0;
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < count(g, side); i++) {
            const cg_game *o = opt(g, side, i);
            uint64_t c = o == NULL ? 0 : oracle_stop_count(ctx, o);
            if (c == 0)
                return 0;
            total += c;
        }
    return total;
}

/* Add g and its subpositions to out[0..*n) unless there; 0 when out of room. */
static int add_followers(const cg_game *g, const cg_game **out, size_t cap, size_t *n)
{
    for (size_t k = 0; k < *n; k++)
        if (out[k] == g)
            return 1;
    if (*n == cap)
        return 0;
    out[(*n)++] = g;
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < count(g, side); i++) {
            const cg_game *o = opt(g, side, i);
            if (o == NULL || !add_followers(o, out, cap, n))
                return 0;
        }
    return 1;
}

size_t oracle_followers(cg_ctx *ctx, const cg_game *g, const cg_game **out, size_t cap)
{
    (void)ctx;
    size_t n = 0;
    return add_followers(g, out, cap, &n) ? n : 0;
}

int oracle_is_integer(cg_ctx *ctx, const cg_game *g)
{
    (void)ctx;
    int64_t num;
    uint32_t k;
    return cg_game_number(g, &num, &k) == CG_OK && k == 0;
}

/* *m for some m up to the birthday (*m is born on day m). */
int oracle_is_nimber(cg_ctx *ctx, const cg_game *g)
{
    uint32_t day;
    if (cg_game_birthday(g, &day) != CG_OK)
        return -1;
    for (uint32_t m = 0; m <= day; m++) {
        const cg_game *s;
        if (cg_game_nimber(ctx, m, &s) != CG_OK)
            return -1;
        if (s == g)
            return 1;
    }
    return 0;
}

/* -e < h < e for the number e = 1/2^12 (day-3 games and their differences
 * with the numbers below have denominators far smaller). */
static int within(cg_ctx *ctx, const cg_game *h)
{
    const cg_game *e, *me;
    int a, b;
    if (cg_game_dyadic(ctx, 1, 12, &e) != CG_OK || cg_game_dyadic(ctx, -1, 12, &me) != CG_OK ||
        cg_game_compare(ctx, h, e, &a) != CG_OK || cg_game_compare(ctx, h, me, &b) != CG_OK)
        return -1;
    return a == -1 && b == 1;
}

/* g - x infinitesimal for some number x: tried for every x = m/8 in [-8, 8]. */
int oracle_is_numberish(cg_ctx *ctx, const cg_game *g)
{
    for (int64_t m = -64; m <= 64; m++) {
        const cg_game *x, *nx, *d;
        if (cg_game_dyadic(ctx, m, 3, &x) != CG_OK || cg_game_neg(ctx, x, &nx) != CG_OK ||
            cg_game_sum(ctx, g, nx, &d) != CG_OK)
            return -1;
        int w = within(ctx, d);
        if (w != 0)
            return w;
    }
    return 0;
}

/* ONAG: {ordinals | }, on the canonical form. */
int oracle_is_ordinal(cg_ctx *ctx, const cg_game *g)
{
    if (cg_game_right_count(g) != 0)
        return 0;
    for (size_t i = 0; i < cg_game_left_count(g); i++) {
        int r = oracle_is_ordinal(ctx, cg_game_left(g, i));
        if (r != 1)
            return r;
    }
    return 1;
}

int oracle_is_idempotent(cg_ctx *ctx, const cg_game *g)
{
    const cg_game *s;
    if (cg_game_sum(ctx, g, g, &s) != CG_OK)
        return -1;
    return s == g;
}

/* want 0: even (0, or every option odd); 1: odd (not 0, every option even). */
static int parity(const cg_game *g, int want)
{
    size_t nl = cg_game_left_count(g), nr = cg_game_right_count(g);
    if (nl + nr == 0)
        return want == 0;
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < count(g, side); i++) {
            int r = parity(opt(g, side, i), !want);
            if (r != 1)
                return r;
        }
    return 1;
}

int oracle_is_even(cg_ctx *ctx, const cg_game *g)
{
    (void)ctx;
    return parity(g, 0);
}

int oracle_is_odd(cg_ctx *ctx, const cg_game *g)
{
    (void)ctx;
    return parity(g, 1);
}

/* want 0: even-tempered (a number, or every option odd-tempered); 1:
 * odd-tempered (not a number, every option even-tempered). */
static int tempered(const cg_game *g, int want)
{
    if (cg_game_is_number(g))
        return want == 0;
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < count(g, side); i++) {
            int r = tempered(opt(g, side, i), !want);
            if (r != 1)
                return r;
        }
    return 1;
}

int oracle_is_even_tempered(cg_ctx *ctx, const cg_game *g)
{
    (void)ctx;
    return tempered(g, 0);
}

int oracle_is_odd_tempered(cg_ctx *ctx, const cg_game *g)
{
    (void)ctx;
    return tempered(g, 1);
}

typedef struct tiny_search {
    cg_ctx *ctx;
    const cg_game *g, *x;
    int found, failed;
} tiny_search;

/* Whether y <= x - e (side 0) or y >= x + e (side 1) for some number e > 0,
 * tried with e = 1/2^12 (day-2 games and day-3 stops have far smaller
 * denominators): 1, 0, or -1 on failure. */
static int beyond(cg_ctx *ctx, const cg_game *y, const cg_game *x, int side)
{
    const cg_game *e, *b;
    int rel;
    if (cg_game_dyadic(ctx, side ? 1 : -1, 12, &e) != CG_OK || cg_game_sum(ctx, x, e, &b) != CG_OK ||
        cg_game_compare(ctx, y, b, &rel) != CG_OK)
        return -1;
    return side ? rel == 0 || rel == 1 : rel == 0 || rel == -1;
}

static int try_y(void *user, const cg_game *y)
{
    tiny_search *s = user;
    const cg_game *x = s->x, *h, *t;
    int lo = beyond(s->ctx, y, x, 0), hi = beyond(s->ctx, y, x, 1);
    if (lo < 0 || hi < 0) {
        s->failed = 1;
        return 1;
    }
    /* {x || x | y} when y <= x - e, {y | x || x} when y >= x + e. */
    int made = 0;
    if (lo)
        made = cg_game_new(s->ctx, &x, 1, &y, 1, &h) == CG_OK &&
               cg_game_new(s->ctx, &x, 1, &h, 1, &t) == CG_OK;
    else if (hi)
        made = cg_game_new(s->ctx, &y, 1, &x, 1, &h) == CG_OK &&
               cg_game_new(s->ctx, &h, 1, &x, 1, &t) == CG_OK;
    else
        return 0;
    if (!made) {
        s->failed = 1;
        return 1;
    }
    if (t == s->g) {
        s->found = 1;
        return 1;
    }
    return 0;
}

int oracle_is_number_tiny(cg_ctx *ctx, const cg_game *g)
{
    /* A number is x + 0 (CGSuite counts it); x + tiny has both stops x. */
    if (cg_game_is_number(g))
        return 1;
    int64_t ln, rn;
    uint32_t ll, rl;
    if (cg_game_stops(g, &ln, &ll, &rn, &rl) != CG_OK)
        return -1;
    tiny_search s = { ctx, g, NULL, 0, 0 };
    if (cg_game_dyadic(ctx, ln, ll, &s.x) != CG_OK)
        return -1;
    int rc = cg_games_enumerate(ctx, 2, try_y, &s, NULL);
    if (s.failed || (rc != CG_OK && rc != CG_ECANCELED))
        return -1;
    return s.found;
}
