/*
 * A game of your own with the generic engine of impartial.h: the subtraction
 * game S = {1, 3, 4} (take 1, 3 or 4 cookies from one heap) on several heaps.
 * A state is the heaps, two bytes each; the splitter hands the engine one heap
 * at a time, so values of sums come from nim-sums. Built and run by the test
 * suite; doc/impartial.md quotes it.
 *
 *   cc impartial-subtraction.c $(pkg-config --cflags --libs cookiegame)
 */
#include <stdio.h>
#include <string.h>

#include <cookiegame.h>

//! [rules]
static const unsigned subtract[3] = { 1, 3, 4 };

static unsigned heap_at(const uint8_t *state, size_t i)
{
    return (unsigned)state[2 * i] | (unsigned)state[2 * i + 1] << 8;
}

/* Every option: take 1, 3 or 4 from one heap. */
static int options(void *user_data, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)user_data;
    uint8_t next[64];
    if (len > sizeof next)
        return 1;   /* not a state of this game: fail */
    for (size_t i = 0; i < len / 2; i++)
        for (size_t k = 0; k < 3; k++) {
            unsigned h = heap_at(state, i);
            if (h < subtract[k])
                continue;
            memcpy(next, state, len);
            next[2 * i] = (uint8_t)((h - subtract[k]) & 0xff);
            next[2 * i + 1] = (uint8_t)((h - subtract[k]) >> 8);
            int rc = cg_state_list_add(out, next, len);
            if (rc != CG_OK)
                return rc;
        }
    return 0;
}

/* The heaps are independent games: one component per non-empty heap. */
static int split(void *user_data, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)user_data;
    for (size_t i = 0; i < len / 2; i++) {
        int rc = heap_at(state, i) > 0 ? cg_state_list_add(out, state + 2 * i, 2) : CG_OK;
        if (rc != CG_OK)
            return rc;
    }
    return 0;
}
//! [rules]

int main(void)
{
    //! [values]
    cg_impartial_rules rules = { options, NULL, split, NULL };
    cg_impartial *game;
    cg_ctx *ctx;
    if (cg_impartial_new(&rules, &game) != CG_OK || cg_ctx_new(&ctx) != CG_OK)
        return 1;
    printf("S = {1,3,4}, G(0..13):");
    for (unsigned h = 0; h <= 13; h++) {
        uint8_t state[2] = { (uint8_t)h, 0 };
        uint64_t g;
        if (cg_impartial_grundy(ctx, game, state, 2, &g) != CG_OK)
            return 1;
        printf(" %llu", (unsigned long long)g);
    }
    printf("\n");
    //! [values]

    //! [sum]
    /* Heaps 10 and 300: a sum, valued by the nim-sum of its heaps. */
    const uint8_t two_heaps[4] = { 10, 0, 300 & 0xff, 300 >> 8 };
    cg_outcome normal, misere;
    uint8_t move[4];
    size_t len;
    if (cg_impartial_outcome(ctx, game, two_heaps, 4, CG_PLAY_NORMAL, &normal) != CG_OK ||
        cg_impartial_outcome(ctx, game, two_heaps, 4, CG_PLAY_MISERE, &misere) != CG_OK)
        return 1;
    printf("heaps 10 and 300: %s in normal play, %s in misere play\n",
           normal == CG_OUTCOME_N ? "N" : "P", misere == CG_OUTCOME_N ? "N" : "P");
    if (normal == CG_OUTCOME_N &&
        cg_impartial_winning_move(ctx, game, two_heaps, 4, CG_PLAY_NORMAL, move, sizeof move, &len) == CG_OK)
        printf("a winning move leaves heaps %u and %u\n", heap_at(move, 0), heap_at(move, 1));
    //! [sum]
    cg_ctx_free(ctx);
    cg_impartial_free(game);
    return 0;
}
