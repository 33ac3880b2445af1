/*
 * Canonical forms: drop dominated options and bypass reversible ones until
 * nothing changes. Options whose incentives are known (the options of a sum:
 * stored_incentives.h) are compared through them, which needs neither the game being made
 * nor the options themselves: an option is made only once it survives
 * dominance. Options without known incentives (cg_game_new, plain sums) are
 * compared as games, against a temporary game for reversibility.
 */
#include <stdlib.h>
#include <string.h>

#include "canon.h"
#include "stored_incentives.h"
#include "util/alloc.h"

int pg_olist_add(pg_olist *l, const cg_game *g, const cg_game *x, const cg_game *y,
                 uint32_t from, uint32_t inc)
{
    return pg_olist_push(l, (pg_opt){ g, x, y, from, inc, 0, 0 });
}

static int make(pg_store *st, pg_opt *o)
{
    return o->g != NULL ? CG_OK : pg_sum(st, o->x, o->y, &o->g);
}

static int by_inc(const void *a, const void *b)
{
    uint32_t x = ((const pg_opt *)a)->inc, y = ((const pg_opt *)b)->inc;
    return (x > y) - (x < y);
}

static int by_id(const void *a, const void *b)
{
    uint32_t x = ((const pg_opt *)a)->g->id, y = ((const pg_opt *)b)->g->id;
    return (x > y) - (x < y);
}

/* Merge o into the kept copy k of the same option: what was shown for one
 * holds for the other. */
static void merge_into(pg_opt *k, const pg_opt *o)
{
    k->from |= o->from;
    k->kept |= o->kept;
    k->irreversible |= o->irreversible;
    if (k->g == NULL) {
        k->g = o->g;
        k->x = o->x;
        k->y = o->y;
    }
    if (k->inc == 0)
        k->inc = o->inc;
}

/* Sort options with cmp (one of by_inc, by_id, by_order). Lists of options
 * are mostly short, and for them an insertion sort the compiler inlines with
 * its comparison beats qsort, which copies through a merge buffer and calls
 * the comparison indirectly (5 % of a large sum's time went to qsort). */
static inline void sort_options(pg_opt *v, size_t n, int (*cmp)(const void *, const void *))
{
    if (n > 24) {
        qsort(v, n, sizeof *v, cmp);
        return;
    }
    for (size_t i = 1; i < n; i++) {
        pg_opt x = v[i];
        size_t j = i;
        while (j > 0 && cmp(&v[j - 1], &x) > 0) {
            v[j] = v[j - 1];
            j--;
        }
        v[j] = x;
    }
}

/* Options with the same incentive are the same option: keep one. */
static void unique_by_inc(pg_olist *l)
{
    if (l->n < 2)
        return;
    sort_options(l->v, l->n, by_inc);
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (k > 0 && l->v[i].inc != 0 && l->v[k - 1].inc == l->v[i].inc)
            merge_into(&l->v[k - 1], &l->v[i]);
        else
            l->v[k++] = l->v[i];
    }
    l->n = k;
}

/* Sort the (made) options by id and merge repeats. */
static void sort_unique(pg_olist *l)
{
    if (l->n < 2)
        return;
    sort_options(l->v, l->n, by_id);
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (k > 0 && l->v[k - 1].g == l->v[i].g)
            merge_into(&l->v[k - 1], &l->v[i]);
        else
            l->v[k++] = l->v[i];
    }
    l->n = k;
}

/* x <= y for two options of one game X: through the incentives when both are
 * known (X + d <= X + e iff d <= e), else as games. */
static int opt_le(pg_store *st, pg_opt *x, pg_opt *y)
{
    if (x->from & y->from)
        return 0;   /* moves in the same part: never comparable */
    if (x->inc != 0 && y->inc != 0)
        return pg_le(st, st->byid[x->inc], st->byid[y->inc]);
    int rc;
    if ((rc = make(st, x)) != CG_OK || (rc = make(st, y)) != CG_OK)
        return rc;
    return pg_le(st, x->g, y->g);
}

/* A row of a long list's dominance pass charged as it ends: out of line and
 * cold, so that the pass over a short list (every canonicalisation of a sum)
 * compiles as it did before long lists were charged. */
__attribute__((noinline, cold)) static int charge_row(pg_store *st, size_t units)
{
    return pg_work(st, units);
}

/* Drop options another option dominates: for Left, a <= b drops a; for Right,
 * b <= a drops a. Two options kept by an earlier pass were compared then
 * (neither dominates the other), so only pairs with a new option are compared;
 * the survivors are all kept. */
static int remove_dominated(pg_store *st, pg_olist *l, int left, size_t *units)
{
    unsigned char small[64], *dead = l->n <= sizeof small ? small : cgu_calloc(l->n, 1);
    if (dead == NULL)
        return CG_ENOMEM;
    memset(dead, 0, l->n <= sizeof small ? sizeof small : 0);
    int rc = CG_OK;
    /* A unit of work per pair compared (each a cache look-up at least), and
     * one per 16 pairs passed over (store.h: pg_work), added to *units for
     * the pass to charge: a comparison that recurses is charged and checked
     * in pg_le, and a pass of 1024 options without it is a fraction of a
     * second. */
    /* A long list is charged row by row instead, so that the limit stops
     * its pass: since x + *m is made by value a few bytes make a game of
     * 2^20 options a side (*1048576 heated by 1), whose pass alone is 2^40
     * pairs. */
    const int by_row = l->n > 1024;
    size_t compared = 0;
    for (size_t i = 0; i < l->n && rc == CG_OK; i++) {
        size_t before = compared;
        for (size_t j = 0; j < l->n; j++) {
            if (j == i || dead[j] || (l->v[i].kept && l->v[j].kept))
                continue;
            compared++;
            int r = left ? opt_le(st, &l->v[i], &l->v[j]) : opt_le(st, &l->v[j], &l->v[i]);
            if (r < 0)
                rc = r;
            if (r != 0) {
                dead[i] = r > 0;
                break;
            }
        }
        if (by_row && rc == CG_OK)
            rc = charge_row(st, compared - before + (l->n >> 4));
    }
    *units += by_row ? 0 : compared + (l->n * l->n >> 4);
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++)
        if (!dead[i]) {
            l->v[k] = l->v[i];
            l->v[k++].kept = 1;
        }
    if (rc == CG_OK)
        l->n = k;
    if (dead != small)
        cgu_free(dead);
    return rc;
}

/* The game {L | R} itself as a temporary game (id 0), for the reversibility
 * of options whose incentives are not known. Its comparisons are cached under
 * its generation gen; every form of one canonicalisation has the same value,
 * so all of them share one generation (and what was found for the first form
 * serves the later ones). */
typedef struct temp_game {
    cg_game g;
    const cg_game **opt;
} temp_game;

static int temp_make(pg_store *st, temp_game *t, const pg_olist *L, const pg_olist *R, uint32_t *gen)
{
    memset(&t->g, 0, sizeof t->g);
    if (*gen == 0)
        *gen = pg_tmp_begin(st);
    t->g.tmp_gen = *gen;
    t->opt = cgu_malloc_array(L->n + R->n + 1, sizeof *t->opt);
    if (t->opt == NULL)
        return CG_ENOMEM;
    for (size_t i = 0; i < L->n; i++)
        t->opt[i] = L->v[i].g;
    for (size_t i = 0; i < R->n; i++)
        t->opt[L->n + i] = R->v[i].g;
    t->g.opt = t->opt;
    t->g.nl = (uint32_t)L->n;
    t->g.nr = (uint32_t)R->n;
    t->g.kind = PG_GENERAL;
    pg_set_stops(&t->g);   /* its stops, when the options show them, spare recursion */
    return CG_OK;
}

/* Replace option i of side, reversible through rev (rev - X = s when s is not
 * NULL), by rev's options on the same side, whose incentives are s plus rev's. */
static int bypass(pg_store *st, pg_olist *side, size_t i, const cg_game *rev, const cg_game *s,
                  int left)
{
    const uint32_t *rinc = NULL;
    int rc = pg_need_options(st, rev);
    if (rc == CG_OK && s != NULL)
        rc = pg_incentives(st, rev, &rinc);
    if (rc != CG_OK)
        return rc;
    side->v[i] = side->v[side->n - 1];
    side->n--;
    uint32_t first = left ? 0 : rev->nl, count = left ? rev->nl : rev->nr;
    for (uint32_t k = 0; k < count && rc == CG_OK; k++) {
        const cg_game *d = NULL;
        if (rinc != NULL && rinc[first + k] != 0)
            rc = pg_sum_plain(st, s, st->byid[rinc[first + k]], &d);
        if (rc == CG_OK)
            rc = pg_olist_add(side, rev->opt[first + k], NULL, NULL, 0, d != NULL ? d->id : 0);
    }
    return rc;
}

/* The options of o->g (an option of a sum that moves in one part, made as the
 * sum o->x + o->y) that move on in the same part, as a mask over its first 64
 * options: none of them can reverse o (store.h). 0 when that is not known. */
static uint64_t same_part_moves(const pg_opt *o)
{
    if (o->x == NULL || (o->from != PG_FROM_A && o->from != PG_FROM_B))
        return 0;
    const cg_game *moved = o->from == PG_FROM_A ? o->x : o->y, *still = o->from == PG_FROM_A ? o->y : o->x;
    const cg_game *g = o->g;
    for (int p = 0; p < 2; p++)
        if (g->part[p] == moved->id && g->part[1 - p] == still->id)
            return g->moves_in[p];
    return 0;
}

/* Whether an option with incentive d reverses through its option with
 * incentive r: d + r <= 0 for Left (>= 0 for Right), i.e. d <= -r; no sum is
 * made. 1, 0, or a negative status. */
static int reverses_through(pg_store *st, const cg_game *d, const cg_game *r, int left)
{
    const cg_game *minus;
    int rc = pg_neg(st, r, &minus);
    if (rc != CG_OK)
        return rc;
    return left ? pg_le(st, d, minus) : pg_le(st, minus, d);
}

/* Whether bypassing through the option with incentive r (count replacements)
 * is cheaper than through the one with incentive rb (count_b): the
 * replacements' incentives are the sums d + r + r', so the one with the
 * younger r is taken, then the one with fewer replacements: taking the first
 * reversing option found made incentives born up to day 31, and this choice
 * alone nearly halved the slowest addition of the 20-game sum of
 * tests/bench/bench-partizan (the times: doc/development.md, "Figures behind
 * the code's comments"). */
static int cheaper_reversal(const cg_game *r, uint32_t count, const cg_game *rb, uint32_t count_b)
{
    return r->birthday < rb->birthday || (r->birthday == rb->birthday && count < count_b);
}

/* 1 + the oldest birthday among the options of {L | R}: the birthday of that
 * game as it stands (every option is made by now; dropping and bypassing
 * options only lower it). */
static uint64_t form_birthday(const pg_olist *L, const pg_olist *R)
{
    uint64_t b = 0;
    for (size_t i = 0; i < L->n + R->n; i++) {
        const cg_game *g = i < L->n ? L->v[i].g : R->v[i - L->n].g;
        if (g != NULL && g->birthday >= b)
            b = g->birthday + 1;
    }
    return b;
}

/* Whether the options a bypass brings in should get incentives, s + r' with
 * s = d + r (d the incentive of the bypassed option, r that of the option it
 * reverses through): when those are younger than the game being made, as in
 * a sum of many small games, comparing them beats comparing the options as
 * games; when d and r are as old as the game itself (a sum of two large
 * games that comes out small), making them costs sums of large games, each
 * with incentives of its own, and plain comparison is far cheaper. On the
 * chain G' = {G + 1 | -G} from {1|*} the rule makes G + G at the 14th level
 * hundreds of times faster, with a twentieth of the new games, and it spares
 * work in bench-partizan-sums too (the figures: doc/development.md, "Figures
 * behind the code's comments"). */
static int replacements_get_incentives(const cg_game *d, const cg_game *r, uint64_t form_day)
{
    return d->birthday + r->birthday < form_day;
}

/*
 * Bypass one reversible option if there is one: a Left option A is reversible
 * through A^R when A^R <= X, and is replaced by the Left options of A^R (Right's
 * symmetric). With A = X + d and A^R = A + r, A^R <= X iff d + r <= 0. Options
 * shown irreversible before are not tried again (X's value has not changed).
 * Any A^R that A reverses through gives the same canonical form in the end,
 * but not the same work on the way: when the incentives are known, every A^R
 * is tried and the cheapest taken (cheaper_reversal). Returns 1 when
 * something changed, 0 when none is reversible.
 */
static int bypass_one(pg_store *st, pg_olist *L, pg_olist *R, int left, uint32_t *gen,
                      size_t *units)
{
    temp_game tmp;
    int have_tmp = 0, rc = CG_OK, changed = 0;
    pg_olist *side = left ? L : R;
    uint64_t form_day = form_birthday(L, R);
    for (size_t i = 0; i < side->n && !changed && rc == CG_OK; i++) {
        pg_opt *a = &side->v[i];
        const uint32_t *ainc = NULL;
        if (a->irreversible)
            continue;
        /* A lazy x + *m past PG_NIMBER_READ_ALL keeps its options unmade:
         * each is found by value below, a unit of work each, so {0 | *m}
         * costs O(m) and never holds the 2m pointers (store.h). */
        int by_value = a->g != NULL && pg_reads_by_value(a->g);
        if (a->g != NULL && !by_value && (rc = pg_need_options(st, a->g)) != CG_OK)
            break;
        /* A's own incentives as far as they are known (those of a sum are
         * its parts'), not completed: completing makes A^k - A for each
         * missing one, sums as large as the game being made; a reversal
         * without a known incentive is tried against the temporary game.
         * On the chain of replacements_get_incentives, G + (-G) at the 11th
         * level is hundreds of times faster without completion, with a
         * twentieth of the new games (doc/development.md, "Figures behind
         * the code's comments"). */
        if (a->inc != 0)
            ainc = a->g->inc;
        uint32_t first = left ? a->g->nl : 0, count = left ? a->g->nr : a->g->nl;
        uint64_t same = same_part_moves(a);
        if (!by_value)
            *units += count;   /* a unit per reversal candidate, for the pass to charge */
        const cg_game *rev = NULL, *rinc = NULL;   /* the reversal taken, its incentive if known */
        for (uint32_t j = 0; j < count && rc == CG_OK; j++) {
            if (first + j < 64 && (same >> (first + j) & 1))
                continue;
            const cg_game *o;
            if (!by_value)
                o = a->g->opt[first + j];   /* the hot path: no status to check */
            else if ((rc = pg_work(st, 1)) != CG_OK ||
                     (rc = pg_option_at(st, a->g, first + j, &o)) != CG_OK)
                break;
            int r;
            if (ainc != NULL && ainc[first + j] != 0) {
                const cg_game *ri = st->byid[ainc[first + j]];
                /* rev found here has its incentive rinc (one found against
                 * the temporary game ended the loop) */
                if (rev != NULL && !cheaper_reversal(ri, left ? o->nl : o->nr, rinc, left ? rev->nl : rev->nr))
                    continue;
                if ((r = reverses_through(st, st->byid[a->inc], ri, left)) > 0)
                    rinc = ri;
            } else {
                if (rev != NULL)
                    continue;   /* a reversal is found; this one would cost a search */
                if (!have_tmp && (rc = temp_make(st, &tmp, L, R, gen)) != CG_OK)
                    break;
                have_tmp = 1;
                r = left ? pg_le(st, o, &tmp.g) : pg_le(st, &tmp.g, o);
            }
            if (r < 0) {
                rc = r;
            } else if (r > 0) {
                rev = o;
                if (rinc == NULL)
                    break;   /* found against the temporary game: nothing to choose by */
            }
        }
        if (rc != CG_OK)
            break;
        if (rev == NULL) {
            a->irreversible = 1;
            continue;
        }
        /* rev - X = s = d + r, made only outside plain sums (see stored_incentives.h)
         * and when it pays (replacements_get_incentives). */
        const cg_game *s = NULL;
        if (rinc != NULL && st->plain_depth == 0 &&
            replacements_get_incentives(st->byid[a->inc], rinc, form_day) &&
            (rc = pg_sum_plain(st, st->byid[a->inc], rinc, &s)) != CG_OK)
            break;
        rc = bypass(st, side, i, rev, s, left);
        changed = 1;
    }
    if (have_tmp)
        cgu_free(tmp.opt);
    return rc != CG_OK ? rc : changed;
}

static int by_order(const void *a, const void *b)
{
    return pg_order(((const pg_opt *)a)->g, ((const pg_opt *)b)->g);
}

/* Intern the options, each side in the canonical order (store.h: pg_order);
 * the game keeps their incentives when all are known, and for a sum, which
 * options move in which part (store.h). */
static int intern(pg_store *st, pg_olist *L, pg_olist *R, const cg_game *const *parts,
                  const cg_game **out)
{
    if (L->n > 1)
        sort_options(L->v, L->n, by_order);
    if (R->n > 1)
        sort_options(R->v, R->n, by_order);
    size_t n = L->n + R->n, known = 0;
    const cg_game **opt = cgu_malloc_array(n + 1, sizeof *opt);
    uint32_t *inc = cgu_malloc_array(n + 1, sizeof *inc);
    int rc = CG_OK;
    if (opt == NULL || inc == NULL) {
        rc = CG_ENOMEM;
        goto done;
    }
    for (size_t i = 0; i < n; i++) {
        const pg_opt *o = i < L->n ? &L->v[i] : &R->v[i - L->n];
        opt[i] = o->g;
        inc[i] = o->inc;
        known += o->inc != 0;
    }
    const cg_game *g;
    if ((rc = pg_intern(st, opt, L->n, opt + L->n, R->n, &g)) != CG_OK)
        goto done;
    if (known > 0)
        (void)pg_set_incentives(st, g, inc);   /* the rest completed when asked for */
    if (parts != NULL && g->part[0] == 0) {
        /* The same canonical game has the same options in the same order, so
         * the first sum it is made as describes them. */
        cg_game *m = pg_own(st, g);
        m->part[0] = parts[0]->id;
        m->part[1] = parts[1]->id;
        for (size_t i = 0; i < n && i < 64; i++) {
            uint32_t from = i < L->n ? L->v[i].from : R->v[i - L->n].from;
            m->moves_in[0] |= (uint64_t)((from & PG_FROM_A) != 0) << i;
            m->moves_in[1] |= (uint64_t)((from & PG_FROM_B) != 0) << i;
        }
    }
    *out = g;
done:
    cgu_free(opt);
    cgu_free(inc);
    return rc;
}

int pg_canonical(pg_store *st, pg_olist *L, pg_olist *R, const cg_game *const *parts,
                 const cg_game **out)
{
    uint32_t gen = 0;   /* the temporary game's generation, once one is made */
    for (;;) {
        unique_by_inc(L);
        unique_by_inc(R);
        /* A pass sorts and walks every option (a unit of work each), compares
         * pairs of them and tries reversals: its units are charged once, at
         * its end (store.h: pg_work). */
        size_t units = L->n + R->n;
        int rc;
        if ((rc = remove_dominated(st, L, 1, &units)) != CG_OK ||
            (rc = remove_dominated(st, R, 0, &units)) != CG_OK)
            return rc;
        /* Only the options that survive are made. */
        for (size_t i = 0; i < L->n + R->n; i++)
            if ((rc = make(st, i < L->n ? &L->v[i] : &R->v[i - L->n])) != CG_OK)
                return rc;
        sort_unique(L);
        sort_unique(R);
        int changed = bypass_one(st, L, R, 1, &gen, &units);
        if (changed == 0)
            changed = bypass_one(st, L, R, 0, &gen, &units);
        if (changed < 0)
            return changed;
        if ((rc = pg_work(st, units)) != CG_OK)
            return rc;
        if (changed == 0)
            break;
    }
    return intern(st, L, R, parts, out);
}
