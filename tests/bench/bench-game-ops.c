/* The operations of 1.3 on the games born by day 3: unary operations and
 * predicates on all 1474 games, binary operations on 2000 pairs drawn with a
 * fixed seed. Each operation runs every case twice: one after the other in one
 * context (its total, spread and slowest call: the memoised subresults of
 * earlier cases help later ones as they would in a user's session), then each
 * case alone in a fresh context, whose slowest is the figure reported (the
 * operation's own cost, not a table's doubling during a call). The issue's
 * target: a day-3 case answers in milliseconds. */
#include <string.h>

#include <cookiegame.h>

#include "bench-common.h"
#include "bench-partizan-common.h"

enum { PAIRS = 2000 };

typedef int (*unary_fn)(cg_ctx *, const cg_game *);
typedef int (*binary_fn)(cg_ctx *, const cg_game *, const cg_game *);

static int companion(cg_ctx *c, const cg_game *g)
{
    const cg_game *o;
    return cg_game_companion(c, g, &o);
}
static int freeze(cg_ctx *c, const cg_game *g)
{
    const cg_game *o;
    return cg_game_freeze(c, g, &o);
}
static int cool_below_zero(cg_ctx *c, const cg_game *g)
{
    const cg_game *o;
    return cg_game_cool(c, g, (cg_dyadic){ -1, 1 }, &o);
}
static int walls_below_zero(cg_ctx *c, const cg_game *g)
{
    cg_dyadic l, r;
    return cg_game_walls_at(c, g, (cg_dyadic){ -3, 2 }, &l, &r);
}
static int misere(cg_ctx *c, const cg_game *g)
{
    cg_outcome o;
    return cg_game_misere_outcome(c, g, &o);
}
static int stop_count(cg_ctx *c, const cg_game *g)
{
    uint64_t n;
    int rc = cg_game_stop_count(c, g, &n);
    return rc == CG_ERANGE ? CG_OK : rc;   /* past 2^64 is an answer too */
}
static int follower_count(cg_ctx *c, const cg_game *g)
{
    uint64_t n;
    return cg_game_follower_count(c, g, &n);
}
static int incentive_set(cg_ctx *c, const cg_game *g)
{
    const cg_game *o[256];
    size_t n;
    return cg_game_incentive_set(c, g, CG_SIDES_BOTH, o, 256, &n);
}
static int atomic(cg_ctx *c, const cg_game *g)
{
    int yes;
    return cg_game_is_atomic(c, g, &yes);
}
static int uptimal_text(cg_ctx *c, const cg_game *g)
{
    char text[256];
    int rc = cg_game_uptimal_expansion_format(c, g, text, sizeof text, NULL);
    return rc == CG_EDOMAIN ? CG_OK : rc;
}
static int parities(cg_ctx *c, const cg_game *g)
{
    int yes, rc = cg_game_is_even(c, g, &yes);
    if (rc == CG_OK)
        rc = cg_game_is_odd_tempered(c, g, &yes);
    return rc == CG_OK ? cg_game_is_number_tiny(c, g, &yes) : rc;
}
static int pow3(cg_ctx *c, const cg_game *g)
{
    const cg_game *o;
    int rc = cg_game_pow(c, g, 3, &o);
    return rc == CG_EINVAL ? CG_OK : rc;   /* a base not {0 | H} is refused */
}
static int pow_to3(cg_ctx *c, const cg_game *g)
{
    const cg_game *o;
    return cg_game_pow_to(c, g, 3, &o);
}
static int overheat(cg_ctx *c, const cg_game *g)
{
    const cg_game *s, *t, *o;
    int rc = cg_game_parse(c, "*", &s);
    if (rc == CG_OK)
        rc = cg_game_parse(c, "1*", &t);
    return rc == CG_OK ? cg_game_overheat(c, g, s, t, &o) : rc;
}
static int multiple7(cg_ctx *c, const cg_game *g)
{
    const cg_game *o;
    return cg_game_multiple(c, g, 7, &o);
}

#define BINARY(name, fn)                                                  \
    static int name(cg_ctx *c, const cg_game *g, const cg_game *h)        \
    {                                                                     \
        const cg_game *o;                                                 \
        return fn(c, g, h, &o);                                           \
    }
BINARY(ordinal_sum, cg_game_ordinal_sum)
BINARY(conjunctive_sum, cg_game_conjunctive_sum)
BINARY(selective_sum, cg_game_selective_sum)
BINARY(conway_product, cg_game_conway_product)
BINARY(ordinal_product, cg_game_ordinal_product)

/* How the times of one operation spread: the slowest case alone hides
 * whether it is one outlier or a tail (and a case that happens to pay for
 * doubling a context's tables looks slow). */
typedef struct spread {
    int n, under_10ms, under_100ms, over_1s;
} spread;

static void spread_add(spread *s, double t)
{
    s->n++;
    s->under_10ms += t < 0.01;
    s->under_100ms += t < 0.1;
    s->over_1s += t >= 1;
}

/* One case alone in a fresh context, from the texts of its games: the
 * operation's own cost. In the shared context the slowest call is often not
 * the dearest case but the one during which a table of the context doubled
 * (the comparison cache's last doubling, to 256 MB, takes about half a
 * second) or a neighbour's load. -1 when the texts do not read back or the
 * operation fails. */
static double fresh_time(const char *a, const char *b, unary_fn u, binary_fn f)
{
    cg_ctx *c;
    if (cg_ctx_new(&c) != CG_OK)
        return -1;
    const cg_game *g, *h = NULL;
    double t = -1;
    if (cg_game_parse(c, a, &g) == CG_OK && (u != NULL || cg_game_parse(c, b, &h) == CG_OK)) {
        t = bench_now();
        int rc = u != NULL ? u(c, g) : f(c, g, h);
        t = rc == CG_OK ? bench_now() - t : -1;
    }
    cg_ctx_free(c);
    return t;
}

/* The slowest of a set of cases, in the shared context or alone. */
typedef struct slowest {
    double t;
    char a[128], b[128];
} slowest;

static void note_case(slowest *w, double t, cg_ctx *ctx, const cg_game *g, const cg_game *h)
{
    if (t <= w->t)
        return;
    w->t = t;
    cg_game_format(ctx, g, w->a, sizeof w->a, NULL);
    w->b[0] = 0;
    if (h != NULL)
        cg_game_format(ctx, h, w->b, sizeof w->b, NULL);
}

static void report(const char *name, double total, const slowest *shared, const slowest *alone,
                   int failures, const spread *sp)
{
    char what[768];
    snprintf(what, sizeof what,
             "%s: slowest day-3 case alone in a fresh context (%s%s%s; in one shared context "
             "the slowest call %.1f ms, %s%s%s; total %.3f s; of %d cases %d under 10 ms, "
             "%d under 100 ms, %d over 1 s%s)", name, alone->a, alone->b[0] ? " with " : "",
             alone->b, shared->t * 1e3, shared->a, shared->b[0] ? " with " : "", shared->b, total,
             sp->n, sp->under_10ms, sp->under_100ms, sp->over_1s,
             failures ? ", SOME FAILED" : "");
    bench_report("game-ops", what, alone->t * 1e3, "ms", "milliseconds");
}

/* Each case in the shared context (the memoised subresults of earlier cases
 * help later ones, as in a user's session), then each again alone. */
static void unary(const char *name, unary_fn fn)
{
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return;
    bench_pool pool = { .n = 0 };
    cg_games_enumerate(ctx, 3, bench_collect, &pool, NULL);
    double total = 0;
    slowest shared = { 0, "", "" }, alone = { 0, "", "" };
    int failures = 0;
    spread sp = { 0, 0, 0, 0 };
    for (size_t i = 0; i < pool.n; i++) {
        double t = bench_now();
        failures += fn(ctx, pool.g[i]) != CG_OK;
        t = bench_now() - t;
        total += t;
        spread_add(&sp, t);
        note_case(&shared, t, ctx, pool.g[i], NULL);
    }
    for (size_t i = 0; i < pool.n; i++) {
        char a[128];
        cg_game_format(ctx, pool.g[i], a, sizeof a, NULL);
        double t = fresh_time(a, NULL, fn, NULL);
        failures += t < 0;
        note_case(&alone, t, ctx, pool.g[i], NULL);
    }
    report(name, total, &shared, &alone, failures, &sp);
    cg_ctx_free(ctx);
}

static void binary(const char *name, binary_fn fn)
{
    cg_ctx *ctx;
    if (cg_ctx_new(&ctx) != CG_OK)
        return;
    bench_pool pool = { .n = 0 };
    cg_games_enumerate(ctx, 3, bench_collect, &pool, NULL);
    double total = 0;
    slowest shared = { 0, "", "" }, alone = { 0, "", "" };
    int failures = 0;
    spread sp = { 0, 0, 0, 0 };
    for (int pass = 0; pass < 2; pass++) {
        uint64_t state = 20261129;   /* the same pairs in both passes */
        for (int k = 0; k < PAIRS; k++) {
            const cg_game *g = pool.g[bench_rand(&state) % pool.n];
            const cg_game *h = pool.g[bench_rand(&state) % pool.n];
            if (pass == 0) {
                double t = bench_now();
                failures += fn(ctx, g, h) != CG_OK;
                t = bench_now() - t;
                total += t;
                spread_add(&sp, t);
                note_case(&shared, t, ctx, g, h);
            } else {
                char a[128], b[128];
                cg_game_format(ctx, g, a, sizeof a, NULL);
                cg_game_format(ctx, h, b, sizeof b, NULL);
                double t = fresh_time(a, b, NULL, fn);
                failures += t < 0;
                note_case(&alone, t, ctx, g, h);
            }
        }
    }
    report(name, total, &shared, &alone, failures, &sp);
    cg_ctx_free(ctx);
}

int main(void)
{
    static const struct {
        const char *name;
        unary_fn fn;
    } unaries[] = {
        { "companion", companion },      { "freeze", freeze },
        { "cool by -1/2", cool_below_zero }, { "walls at -3/4", walls_below_zero },
        { "misere outcome", misere },    { "stop count", stop_count },
        { "follower count", follower_count }, { "incentive set", incentive_set },
        { "is atomic", atomic },         { "uptimal expansion text", uptimal_text },
        { "is even, odd-tempered, number-tiny", parities },
        { "pow 3", pow3 },               { "pow_to 3", pow_to3 },
        { "overheat from * to 1*", overheat }, { "multiple 7", multiple7 },
    };
    for (size_t i = 0; i < sizeof unaries / sizeof unaries[0]; i++)
        unary(unaries[i].name, unaries[i].fn);
    static const struct {
        const char *name;
        binary_fn fn;
    } binaries[] = {
        { "ordinal sum", ordinal_sum },       { "conjunctive sum", conjunctive_sum },
        { "selective sum", selective_sum },   { "conway product", conway_product },
        { "ordinal product", ordinal_product },
    };
    for (size_t i = 0; i < sizeof binaries / sizeof binaries[0]; i++)
        binary(binaries[i].name, binaries[i].fn);
    return 0;
}
