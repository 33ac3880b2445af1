/*
 * The facts of a short partizan game, gathered once for `cookiegame game`
 * (cmd-game.c) and the explorer's game page (web/explorer.c).
 */
#include <stdlib.h>
#include <string.h>

#include "game-facts.h"
#include "thermograph.h"

int game_facts_gather(cg_ctx *ctx, const cg_game *g, game_facts *f)
{
    memset(f, 0, sizeof *f);
    f->thermal = CG_OK;
    int st = CG_OK;
    f->canonical = tool_game_text(ctx, g, &st);
    if (st == CG_OK)
        st = cg_game_outcome(ctx, g, &f->outcome);
    if (st == CG_OK)
        st = cg_game_birthday64(g, &f->birthday);
    if (st == CG_OK)
        st = cg_game_stops(g, &f->left_stop.num, &f->left_stop.log2_den, &f->right_stop.num,
                           &f->right_stop.log2_den);
    if (st != CG_OK)
        return st;
    /* The thermograph may not fit where the game does (its walls need finer
     * dyadics than the game's values): that is a fact about the game, not a
     * failure, and every other fact is still known. */
    st = cg_game_thermal(ctx, g, &f->mean.num, &f->mean.log2_den, &f->temperature.num,
                         &f->temperature.log2_den);
    if (st == CG_ERANGE) {
        f->thermal = CG_ERANGE;
        return CG_OK;
    }
    if (st == CG_OK)
        st = cg_game_thermograph(ctx, g, &f->thermograph);
    for (int side = 0; side < 2 && st == CG_OK; side++) {
        thermo_wall_text(&f->walls[side], f->thermograph, side == 0 ? CG_LEFT : CG_RIGHT);
        if (f->walls[side].failed)
            st = CG_ENOMEM;
    }
    return st;
}

void game_facts_free(game_facts *f)
{
    free(f->canonical);
    cg_thermograph_free(f->thermograph);
    tool_buf_free(&f->walls[0]);
    tool_buf_free(&f->walls[1]);
    memset(f, 0, sizeof *f);
}
