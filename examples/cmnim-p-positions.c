/*
 * Cookie Monster on three jars with cmnim.h: count the P-positions with every
 * jar <= 9, test one position, and complete a position to a P-position.
 * Jars are numbered from 0. Built and run by the test suite; doc/cmnim.md
 * quotes it.
 *
 *   cc cmnim-p-positions.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>

#include <cookiegame.h>

//! [callback]
static int count_one(void *user_data, const uint64_t *x, uint32_t jars)
{
    (void)x;
    (void)jars;
    (*(unsigned long *)user_data)++;
    return 0;   /* non-zero would stop the enumeration (CG_ECANCELED) */
}
//! [callback]

int main(void)
{
    //! [game]
    cg_cmnim *g = NULL;
    cg_ctx *ctx = NULL;
    int rc = cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &g);
    if (rc == CG_OK)
        rc = cg_ctx_new(&ctx);
    unsigned long count = 0;
    if (rc == CG_OK)
        rc = cg_cmnim_p_positions(ctx, g, 9, count_one, &count);
    if (rc == CG_OK)
        printf("P-positions with every jar <= 9: %lu\n", count);
    //! [game]

    //! [complete]
    uint64_t x[3] = { 1, 3, 0 };   /* jar 2 is the one to complete */
    uint64_t v = 0;
    if (rc == CG_OK)
        rc = cg_cmnim_complete(ctx, g, x, 2, &v);
    if (rc == CG_OK)
        printf("(1, 3, v) is a P-position for v = %llu\n", (unsigned long long)v);
    //! [complete]

    if (rc != CG_OK)
        fprintf(stderr, "cmnim: %s\n", cg_strerror(rc));
    cg_ctx_free(ctx);
    cg_cmnim_free(g);
    return rc == CG_OK ? 0 : 1;
}
