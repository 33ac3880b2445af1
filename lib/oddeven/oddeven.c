/*
 * The Odd/Even game on top of the partizan engine: pile values by the
 * recurrence (memoised per context), outcomes of sums, and the partition count
 * by dynamic programming over canonical sums with 128-bit counts.
 */
#include <stdio.h>
#include <string.h>

#include <cookiegame/oddeven.h>

#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"
#include "util/map64.h"
#include "util/sink.h"

#include "count.h"

typedef struct oe_state {
    const cg_game **pile;   /* pile[n] for n < npile */
    size_t npile, cap;
} oe_state;

static void state_destroy(void *p)
{
    oe_state *st = p;
    cgu_free(st->pile);
    cgu_free(st);
}

/* Pile values are games of the partizan slot, which clear never drops. */
static const cgu_ctx_slot_ops state_ops = { sizeof(oe_state), NULL, NULL, state_destroy };

static oe_state *get_state(cg_ctx *ctx)
{
    return cgu_ctx_state_get(ctx, CGU_SLOT_ODDEVEN, &state_ops);
}

static int pile(cg_ctx *ctx, uint32_t n, const cg_game **out)
{
    if (n > CG_ODDEVEN_MAX)
        return CG_ERANGE;
    oe_state *st = get_state(ctx);
    if (st == NULL)
        return CG_ENOMEM;
    if (n + 1 > st->cap) {
        /* Kept by the context, but grown by this call: charged to it. */
        void *p = st->pile;
        int rc = cgu_ctx_grow(ctx, &p, &st->cap, (size_t)n + 1, sizeof *st->pile,
                              "oddeven: the context's table of piles");
        if (rc != CG_OK)
            return rc;
        st->pile = p;
    }
    while (st->npile <= n) {
        size_t k = st->npile;
        const cg_game *g;
        int rc;
        if (k == 0) {
            g = cg_game_zero(ctx);
            rc = g == NULL ? CG_ENOMEM : CG_OK;
        } else {
            /* G(2m+1) = {G(m) + G(m) | }, G(2m) = { | G(m-1) + G(m-1)}. */
            const cg_game *half = st->pile[k % 2 == 1 ? (k - 1) / 2 : k / 2 - 1], *twice;
            rc = cg_game_sum(ctx, half, half, &twice);
            if (rc == CG_OK)
                rc = k % 2 == 1 ? cg_game_new(ctx, &twice, 1, NULL, 0, &g)
                                : cg_game_new(ctx, NULL, 0, &twice, 1, &g);
        }
        if (rc != CG_OK)
            return rc;
        st->pile[st->npile++] = g;
    }
    *out = st->pile[n];
    return CG_OK;
}

CG_EXPORT int cg_oddeven_pile(cg_ctx *ctx, uint32_t n, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || out == NULL)
        return CG_EINVAL;
    return pile(ctx, n, out);
}

CG_EXPORT int cg_oddeven_outcome(cg_ctx *ctx, const uint32_t *piles, size_t n, cg_outcome *out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || out == NULL || (piles == NULL && n > 0))
        return CG_EINVAL;
    const cg_game *sum = cg_game_zero(ctx);
    if (sum == NULL)
        return CG_ENOMEM;
    for (size_t i = 0; i < n; i++) {
        const cg_game *g;
        int rc = pile(ctx, piles[i], &g);
        if (rc == CG_OK)
            rc = cg_game_sum(ctx, sum, g, &sum);
        if (rc != CG_OK)
            return rc;
    }
    return cg_game_outcome(ctx, sum, out);
}

/* The partitions of one total: canonical value -> count. */
typedef struct level {
    cgu_map64 index;        /* game pointer -> position in the arrays */
    const cg_game **games;
    cgu_u128 *counts;
    size_t n, cap;
} level;

static int level_add(level *l, const cg_game *g, cgu_u128 c)
{
    uint64_t at;
    if (cgu_map64_get(&l->index, (uint64_t)(uintptr_t)g, &at)) {
        if (l->counts[at] > ~(cgu_u128)0 - c)
            return CG_ERANGE;
        l->counts[at] += c;
        return CG_OK;
    }
    if (l->n == l->cap) {
        size_t cap = l->cap;
        void *gp = l->games, *cp = l->counts;
        int rc = cgu_grow(&gp, &cap, l->n + 1, sizeof *l->games);
        if (rc != CG_OK)
            return rc;
        l->games = gp;
        size_t cap2 = l->cap;
        rc = cgu_grow(&cp, &cap2, l->n + 1, sizeof *l->counts);
        if (rc != CG_OK)
            return rc;
        l->counts = cp;
        l->cap = cap < cap2 ? cap : cap2;
    }
    int rc = cgu_map64_put(&l->index, (uint64_t)(uintptr_t)g, l->n);
    if (rc != CG_OK)
        return rc;
    l->games[l->n] = g;
    l->counts[l->n] = c;
    l->n++;
    return CG_OK;
}

/* The general DP over canonical games: *count of partitions in the mask. */
static int count_general(cg_ctx *ctx, uint32_t total, unsigned mask, cgu_u128 *count_out)
{
    level *lv = cgu_calloc((size_t)total + 1, sizeof *lv);
    if (lv == NULL)
        return CG_ENOMEM;
    for (size_t s = 0; s <= total; s++)
        cgu_map64_init(&lv[s].index);
    const cg_game *zero = cg_game_zero(ctx);
    int rc = zero == NULL ? CG_ENOMEM : level_add(&lv[0], zero, 1);
    /* Parts in increasing size: each multiset of parts is counted once. */
    for (uint32_t k = 1; k <= total && rc == CG_OK; k++) {
        const cg_game *gk;
        if ((rc = pile(ctx, k, &gk)) != CG_OK)
            break;
        for (uint32_t s = k; s <= total && rc == CG_OK; s++) {
            level *from = &lv[s - k];
            for (size_t i = 0; i < from->n && rc == CG_OK; i++) {
                const cg_game *g;
                /* A node a step, also when the sum is cached (the nested
                 * sums share this call's budget: cgu_ctx_begin), so the node
                 * limit and Ctrl-C bound this loop too. */
                if ((rc = cgu_ctx_charge(ctx, 1)) == CG_OK &&
                    (rc = cg_game_sum(ctx, from->games[i], gk, &g)) == CG_OK)
                    rc = level_add(&lv[s], g, from->counts[i]);
            }
        }
    }
    cgu_u128 count = 0;
    for (size_t i = 0; rc == CG_OK && i < lv[total].n; i++) {
        cg_outcome o;
        if ((rc = cg_game_outcome(ctx, lv[total].games[i], &o)) != CG_OK)
            break;
        if (mask >> o & 1u) {
            if (count > ~(cgu_u128)0 - lv[total].counts[i])
                rc = CG_ERANGE;
            else
                count += lv[total].counts[i];
        }
    }
    for (size_t s = 0; s <= total; s++) {
        cgu_map64_destroy(&lv[s].index);
        cgu_free(lv[s].games);
        cgu_free(lv[s].counts);
    }
    cgu_free(lv);
    if (rc == CG_OK)
        *count_out = count;
    return rc;
}

/*
 * For each outcome o, a total T from which on the number of partitions with
 * outcome o does not fit in 128 bits. Piles of 4 and 5 are worth 0 (checked
 * where this is used), so adding one to a partition keeps its value: the count
 * of o at N + 4 and at N + 5 is at least the count at N. Once it overflows at
 * four consecutive totals T..T+3 it overflows at every larger total. The test
 * suite checks those four totals for each outcome with the full table (the
 * smallest failing totals lie a little below these). N-positions never occur.
 */
const uint32_t oddeven_overflow_from[4] = {
    [CG_OUTCOME_P] = 1660, [CG_OUTCOME_N] = UINT32_MAX, [CG_OUTCOME_L] = 1500,
    [CG_OUTCOME_R] = 1600,
};

/* The values of piles 1..total in value[1..total] when each is an integer
 * with |G(k)| <= k; CG_EDOMAIN when one is not. */
static int integer_pile_values(cg_ctx *ctx, uint32_t total, int64_t *value)
{
    for (uint32_t k = 1; k <= total; k++) {
        const cg_game *g;
        int64_t num;
        uint32_t log2;
        int rc = pile(ctx, k, &g);
        if (rc != CG_OK)
            return rc;
        if (cg_game_number(g, &num, &log2) != CG_OK || log2 != 0 || num > k || num < -(int64_t)k)
            return CG_EDOMAIN;
        value[k] = num;
    }
    return CG_OK;
}

/* *fits = whether p(total), the number of all partitions, fits in 64 bits: it
 * bounds every count, so the DP can then use 64-bit cells. */
static int partitions_fit_64(cg_ctx *ctx, uint32_t total, int *fits)
{
    int rc = cgu_ctx_reserve(ctx, ((uint64_t)total + 1) * sizeof(uint64_t),
                             "oddeven: the table of partition numbers");
    if (rc != CG_OK)
        return rc;
    uint64_t *p = cgu_calloc((size_t)total + 1, sizeof *p);
    if (p == NULL)
        return CG_ENOMEM;
    *fits = 1;
    p[0] = 1;
    for (size_t k = 1; k <= total && *fits; k++)
        for (size_t t = k; t <= total && *fits; t++)
            *fits = !__builtin_add_overflow(p[t], p[t - k], &p[t]);
    cgu_free(p);
    return CG_OK;
}

/* The levels of the integer DP: level s counts the partitions of s by value v
 * in [-s, s], at cell off[s] + v + s; 64-bit cells when small (p(total) fits),
 * 128-bit saturating ones otherwise. The non-zero cells of level s lie in
 * [lo[s], hi[s]). */
typedef struct int_levels {
    int small;
    size_t *off, *lo, *hi;
    uint64_t *c64;
    cgu_u128 *c128;
} int_levels;

static void levels_free(int_levels *t)
{
    cgu_free(t->off);
    cgu_free(t->lo);
    cgu_free(t->hi);
    cgu_free(t->c64);
    cgu_free(t->c128);
}

/* The bytes of the levels 0..total: (total + 1)^2 cells (level s has 2s + 1)
 * and the three arrays of offsets and bounds. */
static uint64_t levels_bytes(uint32_t total, int small)
{
    uint64_t levels = (uint64_t)total + 1;
    return levels * levels * (small ? sizeof(uint64_t) : sizeof(cgu_u128)) +
           (3 * levels + 1) * sizeof(size_t);
}

/* Allocate the levels 0..total, level 0 holding the empty partition, after
 * reserving them: they are nearly all the memory a count uses (37 MB at total
 * 1520), and calloc's pages are all touched by the fill. */
static int levels_alloc(cg_ctx *ctx, int_levels *t, uint32_t total, int small)
{
    *t = (int_levels){ small, NULL, NULL, NULL, NULL, NULL };
    char what[64];
    snprintf(what, sizeof what, "oddeven: the count table of N = %u", (unsigned)total);
    int rc = cgu_ctx_reserve(ctx, levels_bytes(total, small), what);
    if (rc != CG_OK)
        return rc;
    t->off = cgu_malloc_array((size_t)total + 2, sizeof *t->off);
    t->lo = cgu_malloc_array((size_t)total + 1, sizeof *t->lo);
    t->hi = cgu_malloc_array((size_t)total + 1, sizeof *t->hi);
    if (t->off == NULL || t->lo == NULL || t->hi == NULL)
        return CG_ENOMEM;
    size_t all = 0;
    for (size_t s = 0; s <= total; s++) {
        t->off[s] = all;
        all += 2 * s + 1;
    }
    if (small)
        t->c64 = cgu_calloc(all, sizeof *t->c64);
    else
        t->c128 = cgu_calloc(all, sizeof *t->c128);
    if (t->c64 == NULL && t->c128 == NULL)
        return CG_ENOMEM;
    if (small)
        t->c64[0] = 1;
    else
        t->c128[0] = 1;
    t->lo[0] = 0;
    t->hi[0] = 1;
    for (size_t s = 1; s <= total; s++) {
        t->lo[s] = 2 * s + 1;
        t->hi[s] = 0;
    }
    return CG_OK;
}

/* The cell additions of the fill that count as one node of the context's
 * limit and progress: one node per (part, level) pair and per block of this
 * many cells, so that a callback comes often enough for Ctrl-C and not so
 * often that it costs (a node per cell would call it every 65536 additions:
 * doc/development.md, "Figures behind the code's comments"). */
#define CELLS_PER_NODE 16

/* The nodes levels_fill charges at least: one per (part, level) pair. */
static uint64_t levels_fill_min_nodes(uint32_t total)
{
    return (uint64_t)total * ((uint64_t)total + 1) / 2;
}

/* Add the parts k = 1..total in turn: level s gains level s - k shifted by
 * the part's value. Charges the context as it goes (the fill is O(total^3),
 * long for large totals), so the node limit and the progress callback, and
 * with it Ctrl-C, stop it soon: CG_ELIMIT or CG_ECANCELED. */
static int levels_fill(cg_ctx *ctx, int_levels *t, uint32_t total, const int64_t *value)
{
    for (uint32_t k = 1; k <= total; k++)
        for (uint32_t s = k; s <= total; s++) {
            int64_t shift = value[k] + (int64_t)s - (int64_t)(s - k);
            size_t a = t->lo[s - k], b = t->hi[s - k];
            int rc = cgu_ctx_charge(ctx, 1 + (a < b ? (uint64_t)(b - a) / CELLS_PER_NODE : 0));
            if (rc != CG_OK)
                return rc;
            if (a >= b)
                continue;
            if ((size_t)((int64_t)a + shift) < t->lo[s])
                t->lo[s] = (size_t)((int64_t)a + shift);
            if ((size_t)((int64_t)b + shift) > t->hi[s])
                t->hi[s] = (size_t)((int64_t)b + shift);
            if (t->small) {
                /* Every count is at most p(total) < 2^64: no overflow, and
                 * 64-bit additions are twice as fast. */
                const uint64_t *from64 = t->c64 + t->off[s - k];
                uint64_t *to64 = t->c64 + t->off[s];
                for (size_t i = a; i < b; i++)
                    to64[(size_t)((int64_t)i + shift)] += from64[i];
                continue;
            }
            /* Saturating: a cell that passes 2^128 - 1 stays at the maximum,
             * which level_counts marks as its outcome's count not fitting
             * (counts of other outcomes may still fit). */
            const cgu_u128 *from = t->c128 + t->off[s - k];
            cgu_u128 *to = t->c128 + t->off[s];
            for (size_t i = a; i < b; i++) {
                cgu_u128 *cell = &to[(size_t)((int64_t)i + shift)];
                *cell = *cell > ~(cgu_u128)0 - from[i] ? ~(cgu_u128)0 : *cell + from[i];
            }
        }
    return CG_OK;
}

/* Level s's counts by outcome (the sign of the value): a cell at the maximum
 * (saturated) or a sum that passes 2^128 - 1 marks its outcome unfit, which
 * only a mask that takes that outcome turns into CG_ERANGE. */
static void level_counts(const int_levels *t, uint32_t s, oddeven_counts *c)
{
    *c = (oddeven_counts){ { 0, 0, 0, 0 }, 0 };
    for (size_t i = 0; i < 2 * (size_t)s + 1; i++) {
        int64_t v = (int64_t)i - (int64_t)s;
        cg_outcome o = v > 0 ? CG_OUTCOME_L : v < 0 ? CG_OUTCOME_R : CG_OUTCOME_P;
        cgu_u128 x = t->small ? (cgu_u128)t->c64[t->off[s] + i] : t->c128[t->off[s] + i];
        if (c->unfit >> o & 1u)
            continue;
        if (x == ~(cgu_u128)0 || c->of[o] > ~(cgu_u128)0 - x) {
            c->unfit |= 1u << o;
            c->of[o] = 0;
        } else {
            c->of[o] += x;
        }
    }
}

int oddeven_counts_sum(const oddeven_counts *c, unsigned mask, cgu_u128 *count)
{
    cgu_u128 sum = 0;
    for (int o = 0; o < 4; o++) {
        if (!(mask >> o & 1u))
            continue;
        if ((c->unfit >> o & 1u) || sum > ~(cgu_u128)0 - c->of[o])
            return CG_ERANGE;
        sum += c->of[o];
    }
    *count = sum;
    return CG_OK;
}

/* The pile values 1..total in a new array (*value, the caller frees it):
 * CG_EDOMAIN when one is not an integer with |G(k)| <= k. */
static int integer_values(cg_ctx *ctx, uint32_t total, int64_t **value)
{
    int rc = cgu_ctx_reserve(ctx, ((uint64_t)total + 1) * sizeof(int64_t),
                             "oddeven: the array of pile values");
    if (rc != CG_OK)
        return rc;
    int64_t *v = cgu_malloc_array((size_t)total + 1, sizeof *v);
    if (v == NULL)
        return CG_ENOMEM;
    if ((rc = integer_pile_values(ctx, total, v)) != CG_OK) {
        cgu_free(v);
        return rc;
    }
    *value = v;
    return CG_OK;
}

/*
 * The integer DP to max, whose level s is the same whatever max is (it holds
 * the parts up to s only), kept as every level's counts by outcome: a new
 * array of max + 1 (*out, the caller frees it). One count and a table of all
 * totals (oddeven_count_table) are the same work, so both come from here.
 */
static int integer_table(cg_ctx *ctx, uint32_t max, const int64_t *value, oddeven_counts **out)
{
    /* A node limit below what the fill must charge fails before the table
     * is allocated (the Python binding's first, small-limit attempt). */
    int rc = cgu_ctx_can_afford(ctx, levels_fill_min_nodes(max));
    int small = 0;
    if (rc == CG_OK)
        rc = partitions_fit_64(ctx, max, &small);
    if (rc == CG_OK)
        rc = cgu_ctx_reserve(ctx, ((uint64_t)max + 1) * sizeof(oddeven_counts),
                             "oddeven: the counts by outcome of every total");
    if (rc != CG_OK)
        return rc;
    oddeven_counts *by = cgu_malloc_array((size_t)max + 1, sizeof *by);
    if (by == NULL)
        return CG_ENOMEM;
    int_levels t = { 0, NULL, NULL, NULL, NULL, NULL };
    if ((rc = levels_alloc(ctx, &t, max, small)) == CG_OK &&
        (rc = levels_fill(ctx, &t, max, value)) == CG_OK)
        for (uint32_t s = 0; s <= max; s++)
            level_counts(&t, s, &by[s]);
    levels_free(&t);
    if (rc != CG_OK) {
        cgu_free(by);
        return rc;
    }
    *out = by;
    return CG_OK;
}

int oddeven_count_table(cg_ctx *ctx, uint32_t max, oddeven_counts **out)
{
    int64_t *value = NULL;
    int rc = integer_values(ctx, max, &value);
    if (rc == CG_OK)
        rc = integer_table(ctx, max, value, out);
    cgu_free(value);
    return rc;
}

/*
 * The same DP when every pile value is an integer with |G(k)| <= k (the engine
 * finds this true for every pile it builds: {n|} and {|n} of integers are
 * integers): a partition of s then has an integer value in [-s, s], so a level is
 * an array of 2s + 1 counts, and an integer's outcome is its sign. Returns
 * CG_EDOMAIN when some pile is not such an integer.
 */
static int count_integers(cg_ctx *ctx, uint32_t total, unsigned mask, int use_bounds,
                          cgu_u128 *count_out)
{
    int64_t *value = NULL;
    int rc = integer_values(ctx, total, &value);
    if (rc != CG_OK)
        return rc;
    /* Answers that need no table: every value is an integer, so no partition
     * is an N-position; and past oddeven_overflow_from[o] the count of outcome
     * o is certain not to fit (see there), so the O(total^2) table is not even
     * allocated for such totals. */
    if ((mask & ~(1u << CG_OUTCOME_N)) == 0) {
        cgu_free(value);
        *count_out = 0;
        return CG_OK;
    }
    if (use_bounds && total >= 5 && value[4] == 0 && value[5] == 0)
        for (int o = 0; o < 4; o++)
            if ((mask >> o & 1u) && total >= oddeven_overflow_from[o])
                rc = CG_ERANGE;
    oddeven_counts *by = NULL;
    if (rc == CG_OK && (rc = integer_table(ctx, total, value, &by)) == CG_OK)
        rc = oddeven_counts_sum(&by[total], mask, count_out);
    cgu_free(by);
    cgu_free(value);
    return rc;
}

int oddeven_count_with(cg_ctx *ctx, uint32_t total, unsigned mask, int method, cgu_u128 *count)
{
    if (method != ODDEVEN_GENERAL) {
        int rc = count_integers(ctx, total, mask, method == ODDEVEN_AUTO, count);
        if (rc != CG_EDOMAIN)
            return rc;
    }
    return count_general(ctx, total, mask, count);
}

CG_EXPORT int cg_oddeven_count(cg_ctx *ctx, uint32_t total, unsigned outcome_mask, char *decimal,
                               size_t cap, size_t *len)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || outcome_mask > 15)
        return CG_EINVAL;
    int rc = cgu_sink_check_args(decimal, cap);
    if (rc != CG_OK)
        return rc;
    if (total > CG_ODDEVEN_MAX)
        return CG_ERANGE;
    cgu_ctx_begin(ctx);
    cgu_u128 count;
    if ((rc = oddeven_count_with(ctx, total, outcome_mask, ODDEVEN_AUTO, &count)) != CG_OK)
        return rc;
    cgu_sink s;
    cgu_sink_init(&s, decimal, cap);
    cgu_sink_put_u128(&s, count);
    return cgu_sink_finish(&s, len);
}
