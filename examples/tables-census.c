/*
 * The exhaustive engines of tables.h: build the Grundy table of every strict
 * position up to 16 heaps, with a progress callback that reports (and could
 * cancel) the build, then read a histogram and one value from it.
 * Built and run by the test suite; doc/tables.md quotes it.
 *
 *   cc tables-census.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>

#include <cookiegame.h>

//! [progress]
/* What the callback saw: how often it ran and the last figures. */
typedef struct progress {
    unsigned calls;
    uint64_t done, total;
} progress;

/* Called from the thread that started the build: at the start, at the end
 * and every so often in between. Returning non-zero would cancel the build
 * (it then returns CG_ECANCELED and frees what it allocated). */
static int on_progress(void *user_data, uint64_t done, uint64_t total)
{
    progress *p = user_data;
    p->calls++;
    p->done = done;
    p->total = total;
    return 0;
}
//! [progress]

int main(void)
{
    //! [build]
    progress seen = { 0, 0, 0 };
    cg_strict_table *t = NULL;
    int rc = cg_strict_table_build(16, 2, on_progress, &seen, &t);
    if (rc != CG_OK) {
        fprintf(stderr, "build: %s\n", cg_strerror(rc));
        return 1;
    }
    printf("progress: %llu of %llu positions\n", (unsigned long long)seen.done,
           (unsigned long long)seen.total);
    //! [build]

    //! [read]
    uint64_t counts[4] = { 0 };
    rc = cg_strict_table_histogram(t, 16, counts, 4);
    if (rc == CG_OK)
        printf("strict positions with 16 heaps by Grundy value: %llu %llu %llu %llu\n",
               (unsigned long long)counts[0], (unsigned long long)counts[1],
               (unsigned long long)counts[2], (unsigned long long)counts[3]);
    cg_position *p = NULL;
    uint32_t g = 0;
    if (rc == CG_OK)
        rc = cg_position_parse("2 3 4 4", &p);
    if (rc == CG_OK)
        rc = cg_strict_table_grundy(t, p, &g);
    if (rc == CG_OK)
        printf("Grundy value of (2 3 4 4): %u\n", g);
    cg_position_free(p);
    cg_strict_table_free(t);
    //! [read]

    if (rc != CG_OK) {
        fprintf(stderr, "read: %s\n", cg_strerror(rc));
        return 1;
    }
    return seen.calls >= 2 ? 0 : 1;   /* it ran at the start and at the end */
}
