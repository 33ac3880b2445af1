/* The ranks a chunk of a reduced level reads (reduced_reads.h). */
#include "reduced_reads.h"

#include <stdlib.h>

#include <cookiegame/tables.h>

#include "reduced_options.h"
#include "util/alloc.h"

static int push(reduced_ranges *out, uint64_t begin, uint64_t end)
{
    if (out->n == out->cap) {
        void *p = out->r;
        if (cgu_grow(&p, &out->cap, out->n + 1, sizeof *out->r) != CG_OK)
            return CG_ENOMEM;
        out->r = p;
    }
    out->r[out->n++] = (reduced_range){ begin, end };
    return CG_OK;
}

static int by_begin(const void *a, const void *b)
{
    const reduced_range *x = a, *y = b;
    return x->begin < y->begin ? -1 : x->begin > y->begin;
}

/* Sort the runs, widen them to even bounds (4-bit values go in pairs) and
 * merge those within gap of each other. */
static void coalesce(reduced_ranges *out, uint64_t positions, uint64_t gap)
{
    if (out->n == 0)
        return;
    qsort(out->r, out->n, sizeof *out->r, by_begin);
    size_t k = 0;
    for (size_t i = 0; i < out->n; i++) {
        uint64_t b = out->r[i].begin & ~UINT64_C(1), e = (out->r[i].end + 1) & ~UINT64_C(1);
        if (e > positions)
            e = positions;
        if (k > 0 && b <= out->r[k - 1].end + gap) {
            if (e > out->r[k - 1].end)
                out->r[k - 1].end = e;
        } else {
            out->r[k++] = (reduced_range){ b, e };
        }
    }
    out->n = k;
}

int reduced_reads(const rank_table *t, const rank_table *t1, const rank_table *t2, uint32_t n,
                  uint64_t lo, uint64_t hi, uint64_t gap, reduced_ranges out[2])
{
    out[0].n = out[1].n = 0;
    if (n == 0 || lo >= hi)
        return CG_OK;
    uint8_t a[RANK_MAX + 2];
    rank_unrank(t, lo, a);
    option_walk w;
    option_walk_set(&w, n, t1, n >= 2 ? t2 : NULL, a);
    /* The open run of each option slot, per level below: [begin, end). */
    reduced_range open[2][RANK_MAX + 1];
    int have[2][RANK_MAX + 1] = { { 0 } };
    int rc = CG_OK;
    for (uint64_t r = lo; r < hi && rc == CG_OK; r++) {
        reduced_option opt[RANK_MAX + 1];
        uint32_t count = option_walk_ranks(&w, opt);
        for (uint32_t i = 0; i < count && rc == CG_OK; i++) {
            unsigned l = opt[i].below - 1;
            uint64_t x = opt[i].rank;
            reduced_range *o = &open[l][i];
            if (have[l][i] && x + gap >= o->begin && x <= o->end + gap) {
                if (x < o->begin)
                    o->begin = x;
                if (x + 1 > o->end)
                    o->end = x + 1;
                continue;
            }
            if (have[l][i])
                rc = push(&out[l], o->begin, o->end);
            *o = (reduced_range){ x, x + 1 };
            have[l][i] = 1;
        }
        option_walk_next(&w);
    }
    for (unsigned l = 0; l < 2; l++)
        for (uint32_t i = 0; i <= RANK_MAX && rc == CG_OK; i++)
            if (have[l][i])
                rc = push(&out[l], open[l][i].begin, open[l][i].end);
    if (rc != CG_OK)
        return rc;
    coalesce(&out[0], reduced_positions(n - 1), gap);
    if (n >= 2)
        coalesce(&out[1], reduced_positions(n - 2), gap);
    return CG_OK;
}

void reduced_ranges_free(reduced_ranges *r)
{
    cgu_free(r->r);
    *r = (reduced_ranges){ NULL, 0, 0 };
}
