/*
 * The position parser and the spoiled-cookie analysis: any text either fails
 * cleanly or gives a position for which
 * - format then parse gives the same position;
 * - reduction is idempotent and keeps the Grundy value and the outcome;
 * - the outcome is P exactly when the Grundy value is 0;
 * - a strict position has a D-value, odd exactly for N-positions [PU92];
 * - every winning move leads to a position of value 0;
 * - misère: reduction keeps the outcome, which is N exactly when a move wins
 *   or no cookie is edible;
 * - every predecessor is reduced, has one or two heaps more than the reduced
 *   form, and has a move to it; the list is never empty.
 */
#include <cookiegame.h>

#include "fuzz.h"

static cg_ctx *ctx;
static unsigned inputs;

typedef struct predecessor_check {
    const cg_position *target;   /* the reduced form */
    size_t count;
} predecessor_check;

static int check_predecessor(void *user_data, const cg_position *p)
{
    predecessor_check *c = user_data;
    size_t n = cg_position_size(p), m = cg_position_size(c->target);
    FUZZ_CHECK(cg_position_is_reduced(p) && (n == m + 1 || n == m + 2));
    int moves_there = 0;
    for (size_t k = 0; k < n && !moves_there; k++) {
        cg_position *o = NULL, *ro = NULL;
        FUZZ_CHECK(cg_position_option(p, k, &o) == CG_OK && cg_position_reduce(o, &ro) == CG_OK);
        moves_there = cg_position_equal(ro, c->target);
        cg_position_free(ro);
        cg_position_free(o);
    }
    FUZZ_CHECK(moves_there);
    c->count++;
    return 0;
}

static uint32_t value_of(const cg_position *p, int *ok)
{
    uint32_t g = 0;
    *ok = cg_position_grundy(ctx, p, &g) == CG_OK;
    return g;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (ctx == NULL && (cg_ctx_new(&ctx) != CG_OK || cg_ctx_set_node_limit(ctx, 20000) != CG_OK))
        abort();
    /* Warm caches across inputs, cleared now and then to bound memory. */
    if (++inputs % 1000 == 0)
        cg_ctx_clear(ctx);
    char *text = fuzz_text(data, size);
    cg_position *p = NULL, *back = NULL, *r = NULL, *rr = NULL;
    if (text == NULL || cg_position_parse(text, &p) != CG_OK)
        goto done;
    char buf[4096];
    size_t len;
    if (cg_position_format(p, buf, sizeof buf, &len) == CG_OK) {
        FUZZ_CHECK(cg_position_parse(buf, &back) == CG_OK);
        FUZZ_CHECK(cg_position_equal(p, back));
    }
    FUZZ_CHECK(cg_position_reduce(p, &r) == CG_OK);
    FUZZ_CHECK(cg_position_is_reduced(r));
    FUZZ_CHECK(cg_position_reduce(r, &rr) == CG_OK && cg_position_equal(r, rr));
    FUZZ_CHECK(cg_position_is_strict(p) == cg_position_is_strict(r));

    int ok_p, ok_r;
    uint32_t g = value_of(p, &ok_p), gr = value_of(r, &ok_r);
    if (ok_p && ok_r)
        FUZZ_CHECK(g == gr);
    cg_outcome o;
    if (ok_p && cg_position_outcome(ctx, p, &o) == CG_OK)
        FUZZ_CHECK((o == CG_OUTCOME_P) == (g == 0));
    uint32_t d;
    if (cg_position_is_strict(p)) {
        FUZZ_CHECK(cg_position_dvalue(p, &d) == CG_OK);
        if (ok_p)
            FUZZ_CHECK((d % 2 == 1) == (g != 0));
    } else {
        FUZZ_CHECK(cg_position_dvalue(p, &d) == CG_EDOMAIN);
    }
    size_t n = cg_position_size(p);
    uint8_t winning[64];
    if (ok_p && n <= sizeof winning && cg_position_winning_moves(ctx, p, winning, n) == CG_OK) {
        for (size_t k = 0; k < n; k++) {
            cg_position *q;
            if (!winning[k] || cg_position_option(p, k, &q) != CG_OK)
                continue;
            int ok_q;
            uint32_t gq = value_of(q, &ok_q);
            FUZZ_CHECK(!ok_q || gq == 0);
            cg_position_free(q);
        }
    }
    /* Misère play: the position and its reduced form agree, and the player
     * to move wins exactly when some move wins or no cookie is edible. */
    cg_outcome mo, mor;
    if (n <= sizeof winning && cg_position_misere_outcome(ctx, p, &mo) == CG_OK &&
        cg_position_misere_outcome(ctx, r, &mor) == CG_OK &&
        cg_position_misere_winning_moves(ctx, p, winning, n) == CG_OK) {
        FUZZ_CHECK(mo == mor);
        int any = 0, edible = 0;
        for (size_t k = 0; k < n; k++) {
            any |= winning[k];
            edible |= cg_position_heap(p, k) > 0;
        }
        FUZZ_CHECK((mo == CG_OUTCOME_N) == (any || !edible));
    }
    predecessor_check pc = { r, 0 };
    int st = cg_position_predecessors(ctx, p, check_predecessor, &pc);
    FUZZ_CHECK(st == CG_OK || st == CG_ELIMIT || st == CG_ERANGE);
    FUZZ_CHECK(st != CG_OK || pc.count > 0);
done:
    cg_position_free(rr);
    cg_position_free(r);
    cg_position_free(back);
    cg_position_free(p);
    free(text);
    return 0;
}
