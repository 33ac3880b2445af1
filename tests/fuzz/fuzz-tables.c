/*
 * The exhaustive engines at sizes from bytes. Invariants: a census level's
 * histogram counts every position of the level (2^(n-1) strict, Catalan(n)
 * reduced), its example of each value has that value, and so has every
 * position it lists for a value (as many as it counts); the strict table's value
 * of a strict position is the memoised search's; memory estimates grow with n.
 */
#include <cookiegame.h>

#include "fuzz.h"

static cg_ctx *ctx;

typedef struct listing {
    uint32_t g;
    uint64_t seen;
} listing;

static int check_listed(void *user, const cg_position *p)
{
    listing *l = user;
    uint32_t value;
    FUZZ_CHECK(cg_position_grundy(ctx, p, &value) == CG_OK && value == l->g);
    l->seen++;
    return 0;
}

static uint64_t catalan(uint32_t n)
{
    uint64_t c = 1;
    for (uint32_t i = 0; i < n; i++)
        c = c * 2 * (2 * i + 1) / (i + 2);
    return c;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (ctx == NULL && cg_ctx_new(&ctx) != CG_OK)
        abort();
    fuzz_bytes b = { data, size };
    uint32_t nmax = fuzz_u8(&b) % 10;
    int strict = fuzz_u8(&b) & 1;
    uint64_t m1, m2;
    int (*memory)(uint32_t, uint64_t *) = strict ? cg_strict_census_memory : cg_reduced_census_memory;
    if (memory(nmax, &m1) == CG_OK && memory(nmax + 1, &m2) == CG_OK)
        FUZZ_CHECK(m2 >= m1);
    FUZZ_CHECK(memory(UINT32_MAX, &m1) == CG_ERANGE);

    cg_census *c;
    int rc = strict ? cg_strict_census(nmax, 1 + fuzz_u8(&b) % 2, 0, NULL, NULL, &c)
                    : cg_reduced_census(nmax, 1 + fuzz_u8(&b) % 2, 0, NULL, NULL, &c);
    FUZZ_CHECK(rc == CG_OK);
    for (uint32_t n = 0; n <= nmax; n++) {
        uint64_t counts[32] = { 0 }, total = 0;
        FUZZ_CHECK(cg_census_histogram(c, n, counts, 32) == CG_OK);
        for (int g = 0; g < 32; g++) {
            total += counts[g];
            cg_position *e;
            uint32_t value;
            if (counts[g] == 0 || cg_census_example(c, n, (uint32_t)g, &e) != CG_OK)
                continue;
            FUZZ_CHECK(cg_position_grundy(ctx, e, &value) == CG_OK && value == (uint32_t)g);
            cg_position_free(e);
            listing l = { (uint32_t)g, 0 };
            int st = cg_census_positions(c, n, (uint32_t)g, check_listed, &l);
            FUZZ_CHECK((st == CG_OK && l.seen == counts[g]) ||
                       (st == CG_ERANGE && counts[g] > CG_CENSUS_LIST_MAX));
        }
        FUZZ_CHECK(total == (strict ? (n == 0 ? 1 : UINT64_C(1) << (n - 1)) : catalan(n)));
    }
    cg_census_free(c);

    /* A strict table's value against the search, on a strict position from bytes. */
    cg_strict_table *t;
    if (nmax >= 1 && cg_strict_table_build(nmax, 1, NULL, NULL, &t) == CG_OK) {
        uint32_t heaps[9], n = 1 + fuzz_u8(&b) % nmax, h = 1;
        for (uint32_t i = 0; i < n; i++) {
            h += fuzz_u8(&b) % 3;   /* increasing sizes: a strict position */
            heaps[i] = h++;
        }
        cg_position *p;
        uint32_t gt, gs;
        if (cg_position_new(heaps, n, &p) == CG_OK) {
            if (cg_strict_table_grundy(t, p, &gt) == CG_OK && cg_position_grundy(ctx, p, &gs) == CG_OK)
                FUZZ_CHECK(gt == gs);
            cg_position_free(p);
        }
        cg_strict_table_free(t);
    }
    return 0;
}
