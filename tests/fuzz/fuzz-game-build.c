/*
 * The game constructors driven by structured bytes: a small stack machine
 * pushes numbers, nimbers and ups, builds games from options, adds, negates
 * and compares. Invariants:
 * - (a + b) - b is a, and a - a is 0 (canonical forms are interned);
 * - compare(a, b) and compare(b, a) are opposite (or both 0 or both confused);
 * - the outcome of g agrees with its comparison with 0;
 * - format then parse gives the same game.
 */
#include <cookiegame.h>

#include "fuzz.h"

#define STACK 12

static cg_ctx *ctx;
static unsigned inputs;
static int reached_limit;   /* the last input passed the node limit */

static int sign_of_outcome(cg_outcome o)
{
    switch (o) {
    case CG_OUTCOME_L:
        return 1;
    case CG_OUTCOME_R:
        return -1;
    case CG_OUTCOME_P:
        return 0;
    default:
        return 2;   /* N: confused with 0 */
    }
}

static void check_game(const cg_game *g)
{
    cg_outcome o;
    int rel;
    if (cg_game_outcome(ctx, g, &o) == CG_OK && cg_game_compare(ctx, g, cg_game_zero(ctx), &rel) == CG_OK)
        FUZZ_CHECK(sign_of_outcome(o) == rel);
    char buf[2048];
    const cg_game *back;
    if (cg_game_format(ctx, g, buf, sizeof buf, NULL) == CG_OK &&
        cg_game_parse(ctx, buf, &back) == CG_OK)
        FUZZ_CHECK(back == g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* Up to 32 steps of several calls each, every call with 10000 nodes, and
     * the input ends at the first call that passes the limit: well under
     * .ci/fuzz's 10 s per input with sanitizers (64 steps of 50000-node calls
     * let single inputs run 37 s). */
    /* Memory stays bounded: the context is replaced every 100 inputs and
     * after an input that passed the limit (it may have interned a few MB;
     * cg_ctx_clear() would keep the interned games). */
    if (ctx != NULL && (++inputs % 100 == 0 || reached_limit)) {
        cg_ctx_free(ctx);
        ctx = NULL;
    }
    if (ctx == NULL && (cg_ctx_new(&ctx) != CG_OK || cg_ctx_set_node_limit(ctx, 10000) != CG_OK))
        abort();
    reached_limit = 0;
    fuzz_bytes b = { data, size };
    const cg_game *st[STACK];
    size_t top = 0;
    for (int step = 0; step < 32 && b.n > 0 && !reached_limit; step++) {
        uint8_t op = fuzz_u8(&b) % 8;
        const cg_game *g = NULL, *x, *y, *n;
        int rc = CG_OK;
        switch (op) {
        case 0:
            rc = cg_game_integer(ctx, (int8_t)fuzz_u8(&b), &g);
            break;
        case 1:
            rc = cg_game_dyadic(ctx, (int8_t)fuzz_u8(&b), fuzz_u8(&b) % 8, &g);
            break;
        case 2:
            rc = cg_game_nimber(ctx, fuzz_u8(&b) % 16, &g);
            break;
        case 3:
            rc = cg_game_up(ctx, (int8_t)fuzz_u8(&b) % 8, &g);
            break;
        case 4: {   /* {some | others} from the stack */
            uint8_t m = fuzz_u8(&b);
            size_t nl = top > 0 ? m % 3 : 0, nr = top > 0 ? (m >> 2) % 3 : 0;
            const cg_game *l[2], *r[2];
            for (size_t i = 0; i < nl && i < 2; i++)
                l[i] = st[(top - 1 - i) % top];
            for (size_t i = 0; i < nr && i < 2; i++)
                r[i] = st[(top + i + (m >> 4)) % top];
            rc = cg_game_new(ctx, l, nl < 2 ? nl : 2, r, nr < 2 ? nr : 2, &g);
            break;
        }
        case 5:   /* sum of the top two, checked by subtracting again */
            if (top < 2)
                break;
            x = st[top - 1];
            y = st[top - 2];
            if ((rc = cg_game_sum(ctx, x, y, &g)) == CG_OK && cg_game_neg(ctx, y, &n) == CG_OK) {
                const cg_game *back;
                if (cg_game_sum(ctx, g, n, &back) == CG_OK)
                    FUZZ_CHECK(back == x);
            }
            break;
        case 6:
            if (top < 1)
                break;
            if ((rc = cg_game_neg(ctx, st[top - 1], &g)) == CG_OK) {
                const cg_game *zero;
                if (cg_game_sum(ctx, g, st[top - 1], &zero) == CG_OK)
                    FUZZ_CHECK(zero == cg_game_zero(ctx));
            }
            break;
        default: {   /* compare the top two both ways */
            if (top < 2)
                break;
            int ab, ba;
            if (cg_game_compare(ctx, st[top - 1], st[top - 2], &ab) == CG_OK &&
                cg_game_compare(ctx, st[top - 2], st[top - 1], &ba) == CG_OK)
                FUZZ_CHECK(ab == 2 ? ba == 2 : ab == -ba);
            break;
        }
        }
        FUZZ_CHECK(rc == CG_OK || rc == CG_ELIMIT || rc == CG_ERANGE);
        reached_limit |= rc == CG_ELIMIT;
        if (g != NULL) {
            check_game(g);
            if (top == STACK)
                top = 0;   /* wrap: old entries are overwritten */
            st[top++] = g;
        }
    }
    return 0;
}
