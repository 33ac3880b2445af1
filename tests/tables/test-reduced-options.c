/* The ranks of the options of reduced positions along the walk of the reduced
 * engine (lib/tables/reduced_options.h) against the definition: every option
 * made by cg_position_option (eat a heap, age the rest), reduced by
 * cg_position_reduce, and ranked on its own with tables_rank_of. Every reduced
 * position to 13 heaps walked in order from the first; beyond, to 16 heaps
 * (quick runs: 12), walks of a few hundred positions from spread-out starts,
 * and the last position. */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include <cookiegame.h>

#include "fast-check.h"
#include "run-suite.h"
#include "tables/reduced_options.h"

static int by_level_then_rank(const void *x, const void *y)
{
    const tables_reduced_option *a = x, *b = y;
    if (a->below != b->below)
        return a->below < b->below ? -1 : 1;
    return (a->rank > b->rank) - (a->rank < b->rank);
}

/* Sort options and drop repeats (distinct heaps can still give the same
 * option once capped); returns the new count. */
static uint32_t sort_unique(tables_reduced_option *o, uint32_t count)
{
    qsort(o, count, sizeof *o, by_level_then_rank);
    uint32_t k = 0;
    for (uint32_t i = 0; i < count; i++)
        if (k == 0 || by_level_then_rank(&o[k - 1], &o[i]) != 0)
            o[k++] = o[i];
    return k;
}

/* The options of a[1..n] the slow way, sorted and without repeats. */
static uint32_t options_by_definition(const uint8_t *a, uint32_t n, const tables_rank_table *t1,
                                      const tables_rank_table *t2, tables_reduced_option *out)
{
    uint32_t heaps[RANK_MAX];
    for (uint32_t k = 0; k < n; k++)
        heaps[k] = a[k + 1];
    cg_position *p;
    FAST_CHECK(cg_position_new(heaps, n, &p) == CG_OK, "new");
    uint32_t count = 0;
    for (uint32_t k = 0; k < n; k++) {
        cg_position *o, *r;
        FAST_CHECK(cg_position_option(p, k, &o) == CG_OK, "option");
        FAST_CHECK(cg_position_reduce(o, &r) == CG_OK, "reduce");
        uint32_t size = (uint32_t)cg_position_size(r);
        FAST_CHECK(size == n - 1 || size == n - 2, "an option of %u heaps reduces to %u", n, size);
        uint8_t b[RANK_MAX + 2] = { 0 };
        for (uint32_t j = 0; j < size; j++)
            b[j + 1] = (uint8_t)cg_position_heap(r, j);
        uint32_t below = n - size;
        out[count++] = (tables_reduced_option){ tables_rank_of(below == 1 ? t1 : t2, b), below };
        cg_position_free(r);
        cg_position_free(o);
    }
    cg_position_free(p);
    return sort_unique(out, count);
}

/* Walk `steps` positions of n heaps from rank `start`, checking each. */
static void walk_and_check(uint32_t n, tables_rank_table *const *t, uint64_t start, uint64_t steps)
{
    uint8_t a[RANK_MAX + 2];
    tables_rank_unrank(t[0], start, a);
    tables_option_walk w;
    tables_option_walk_set(&w, n, t[1], n >= 2 ? t[2] : NULL, a);
    for (uint64_t r = start; r < start + steps; r++) {
        tables_rank_unrank(t[0], r, a);
        for (uint32_t j = 1; j <= n; j++)
            FAST_CHECK(w.a[j] == a[j], "n = %u, rank %llu: the walk is at another tuple", n,
                       (unsigned long long)r);
        tables_reduced_option fast[RANK_MAX + 1], slow[RANK_MAX + 1];
        uint32_t nf = sort_unique(fast, tables_option_walk_ranks(&w, fast));
        uint32_t ns = options_by_definition(a, n, t[1], t[2], slow);
        FAST_CHECK(nf == ns, "n = %u, rank %llu: %u options, %u by definition", n,
                   (unsigned long long)r, nf, ns);
        for (uint32_t i = 0; i < nf; i++)
            FAST_CHECK(fast[i].below == slow[i].below && fast[i].rank == slow[i].rank,
                       "n = %u, rank %llu: option %u", n, (unsigned long long)r, i);
        int more = tables_option_walk_next(&w);
        FAST_CHECK(more == (r + 1 < tables_reduced_positions(n)), "n = %u: the walk ends at %llu",
                   n, (unsigned long long)r);
        if (!more)
            break;
    }
}

START_TEST(options_ranked_along_the_walk_match_the_definition)
{
    uint32_t nmax = quick() ? 12 : 16;
    tables_rank_table *t[3];
    for (int i = 0; i < 3; i++)
        ck_assert_ptr_nonnull(t[i] = malloc(sizeof *t[i]));
    for (uint32_t n = 1; n <= nmax; n++) {
        tables_rank_table_init(t[0], n);
        tables_rank_table_init(t[1], n - 1);
        if (n >= 2)
            tables_rank_table_init(t[2], n - 2);
        uint64_t total = tables_reduced_positions(n);
        if (n <= 13) {
            walk_and_check(n, t, 0, total);
            continue;
        }
        for (uint64_t start = 0; start < total; start += total / 997)
            walk_and_check(n, t, start, 300);
        walk_and_check(n, t, total - 1, 1);
    }
    for (int i = 0; i < 3; i++)
        free(t[i]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tables-reduced-options");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, options_ranked_along_the_walk_match_the_definition);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
