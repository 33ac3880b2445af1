/*
 * Uptimal powers (store.h: pg_uptimal), as CGSuite writes them: ^<n> is the
 * n-th uptimal unit up^n ("up-nth") and ^[n] the sum up + up^2 + ... + up^n;
 * v<n> and v[n] are their negatives. From the definitions (Siegel, CGT, on
 * uptimals; the tests check ^[n] = ^<1> + ... + ^<n> by sums):
 *
 *   ^[1] = ^<1> = ^ = {0 | *},
 *   ^[n] = {^[n-1] | *}          (n >= 2),
 *   ^<n> = {0 | v[n-1] + *}      (n >= 2).
 *
 * v[n-1] + * by the general sum costs a sum per follower pair (^<4096> passed
 * five million nodes); its canonical form follows the same pattern,
 * ^[k]* = {0, ^[k-1]* | 0} from ^[1]* = ^* = {0, * | 0}, which the tests
 * check against the general sum. The same holds for the other forms the
 * reader meets with a star, ^<n>* = {0, * | v[n-1]} (n >= 2).
 *
 * Each is made from its options through pg_new, so the canonical form (and
 * the tagging of ^ itself) comes from the store, never from this file. The
 * chain ^[1], ..., ^[n] is interned once per context: asking for ^[n] after
 * ^[n-1] costs one game. ^[n] is the power ^->n of pow.c (cg_game_pow_to);
 * the tests check that both agree.
 */
#include "store.h"

/* ^[k] for k = 1..n, built upwards: {^[k-1] | *}, the canonical form of the
 * chain ^->k of pow.c ({0, ^->(k-1) | *}, whose 0 the next link dominates),
 * made without the dominated 0: through pg_pow_to each link compared 0 with
 * the chain, which made ^[4096] too slow for the fuzzers under the sanitizers
 * (doc/development.md, "Figures behind the code's comments"). */
static int unit_sum(pg_store *st, uint32_t n, const cg_game **out)
{
    const cg_game *star, *g;
    int rc = pg_nus(st, (pg_dyadic){ 0, 0 }, 0, 1, &star);
    if (rc == CG_OK)
        rc = pg_nus(st, (pg_dyadic){ 0, 0 }, 1, 0, &g);   /* ^[1] = ^ */
    for (uint32_t k = 2; k <= n && rc == CG_OK; k++)
        rc = pg_new(st, &g, 1, &star, 1, &g);
    if (rc == CG_OK)
        *out = g;
    return rc;
}

int pg_unit_sum_star_next(pg_store *st, const cg_game *prev, const cg_game **out)
{
    if (prev == NULL)
        return pg_nus(st, (pg_dyadic){ 0, 0 }, 1, 1, out);   /* ^[1]* = ^* */
    const cg_game *opt[2] = { st->zero, prev };
    return pg_new(st, opt, 2, &st->zero, 1, out);
}

/* ^[n]* for n >= 1: {0, ^[n-1]* | 0} from ^*. */
static int unit_sum_star(pg_store *st, uint32_t n, const cg_game **out)
{
    const cg_game *g = NULL;
    int rc = CG_OK;
    for (uint32_t k = 1; k <= n && rc == CG_OK; k++)
        rc = pg_unit_sum_star_next(st, g, &g);
    if (rc == CG_OK)
        *out = g;
    return rc;
}

int pg_uptimal(pg_store *st, uint32_t n, int unit, int down, int star, const cg_game **out)
{
    if (n == 0 || n > CG_GAME_MAX_UPS)
        return CG_ERANGE;
    const cg_game *g, *below, *right;
    int rc;
    if (n == 1) {
        rc = pg_nus(st, (pg_dyadic){ 0, 0 }, 1, star ? 1 : 0, &g);   /* ^ or ^* */
    } else if (!unit) {
        rc = star ? unit_sum_star(st, n, &g) : unit_sum(st, n, &g);
    } else if (!star) {
        /* ^<n> = {0 | v[n-1]*}. */
        if ((rc = unit_sum_star(st, n - 1, &below)) == CG_OK && (rc = pg_neg(st, below, &right)) == CG_OK)
            rc = pg_new(st, &st->zero, 1, &right, 1, &g);
    } else {
        /* ^<n>* = {0, * | v[n-1]}. */
        const cg_game *left[2] = { st->zero, NULL };
        if ((rc = pg_nus(st, (pg_dyadic){ 0, 0 }, 0, 1, &left[1])) == CG_OK &&
            (rc = unit_sum(st, n - 1, &below)) == CG_OK && (rc = pg_neg(st, below, &right)) == CG_OK)
            rc = pg_new(st, left, 2, &right, 1, &g);
    }
    if (rc == CG_OK && down)
        rc = pg_neg(st, g, &g);
    if (rc == CG_OK)
        *out = g;
    return rc;
}
