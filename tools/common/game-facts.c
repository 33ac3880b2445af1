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

const char *const game_pred_names[GAME_NPREDS] = {
    [GAME_PRED_INTEGER] = "integer",         [GAME_PRED_NIMBER] = "nimber",
    [GAME_PRED_NUMBERISH] = "numberish",     [GAME_PRED_NUMBER_TINY] = "number_tiny",
    [GAME_PRED_ORDINAL] = "ordinal",         [GAME_PRED_IDEMPOTENT] = "idempotent",
    [GAME_PRED_EVEN] = "even",               [GAME_PRED_ODD] = "odd",
    [GAME_PRED_EVEN_TEMPERED] = "even_tempered", [GAME_PRED_ODD_TEMPERED] = "odd_tempered",
    [GAME_PRED_UPTIMAL] = "uptimal",
};

/* Whether st is an answer about the game (known, stopped by the node limit,
 * does not fit) rather than a failure of the whole command. */
static int fact_status(int st)
{
    return st == CG_OK || st == CG_ELIMIT || st == CG_ERANGE;
}

/* The text of a game a call made, or the call's status. */
static int fact_game(cg_ctx *ctx, int st, const cg_game *x, unsigned notation, game_fact_text *t)
{
    t->st = st;
    if (st == CG_OK)
        t->text = tool_game_text_cut(ctx, x, notation, GAME_FACT_TEXT_MAX, &t->st);
    return fact_status(t->st) || t->st == CG_EDOMAIN ? CG_OK : t->st;
}

/* One set of incentives: its size, then the games and their texts. */
static int fact_set(cg_ctx *ctx, const cg_game *g, unsigned sides, unsigned notation,
                    game_fact_set *s)
{
    size_t n = 0;
    s->st = cg_game_incentive_set(ctx, g, sides, NULL, 0, &n);
    if (s->st == CG_ERANGE && n > 0)   /* only the room was missing */
        s->st = CG_OK;
    if (s->st != CG_OK)
        return fact_status(s->st) ? CG_OK : s->st;
    const cg_game **games = n > 0 ? calloc(n, sizeof *games) : NULL;
    s->texts = n > 0 ? calloc(n, sizeof *s->texts) : NULL;
    if (n > 0 && (games == NULL || s->texts == NULL)) {
        free(games);
        return CG_ENOMEM;
    }
    if (n > 0)
        s->st = cg_game_incentive_set(ctx, g, sides, games, n, &n);
    for (size_t i = 0; i < n && s->st == CG_OK; i++) {
        s->texts[i] = tool_game_text_cut(ctx, games[i], notation, GAME_FACT_TEXT_MAX, &s->st);
        if (s->st == CG_OK)
            s->n = i + 1;
    }
    free(games);
    return fact_status(s->st) ? CG_OK : s->st;
}

/* cg_game_uptimal_expansion_format() into a malloc'ed text: its length
 * first, then the text (a text of a few hundred characters for ^<300>). */
static int uptimal_text(cg_ctx *ctx, const cg_game *g, char **text)
{
    size_t len = 0;
    int st = cg_game_uptimal_expansion_format(ctx, g, NULL, 0, &len);
    if (st != CG_OK && !(st == CG_ERANGE && len > 0))
        return st;   /* CG_ERANGE with no length: a coefficient past 64 bits */
    if ((*text = malloc(len + 1)) == NULL)
        return CG_ENOMEM;
    st = cg_game_uptimal_expansion_format(ctx, g, *text, len + 1, &len);
    if (st != CG_OK) {
        free(*text);
        *text = NULL;
    }
    return st;
}

int game_more_facts_gather(cg_ctx *ctx, const cg_game *g, unsigned notation, game_more_facts *m)
{
    memset(m, 0, sizeof *m);
    const cg_game *x = NULL;
    m->misere_st = cg_game_misere_outcome(ctx, g, &m->misere);
    if (!fact_status(m->misere_st))
        return m->misere_st;
    m->stop_count_st = cg_game_stop_count(ctx, g, &m->stop_count);
    if (!fact_status(m->stop_count_st))
        return m->stop_count_st;
    m->follower_count_st = cg_game_follower_count(ctx, g, &m->follower_count);
    if (!fact_status(m->follower_count_st))
        return m->follower_count_st;
    m->atomic.st = cg_game_is_atomic(ctx, g, &m->atomic.yes);
    if (!fact_status(m->atomic.st))
        return m->atomic.st;
    /* The weight only of an atomic game (CG_EDOMAIN, shown as none, else). */
    int st = CG_EDOMAIN;
    if (m->atomic.st == CG_OK && m->atomic.yes)
        st = cg_game_atomic_weight(ctx, g, &x);
    else if (m->atomic.st != CG_OK)
        st = m->atomic.st;   /* unknown as the answer it hangs on */
    if ((st = fact_game(ctx, st, x, notation, &m->atomic_weight)) != CG_OK)
        return st;
    st = cg_game_companion(ctx, g, &x);   /* called before x is passed on */
    if ((st = fact_game(ctx, st, x, notation, &m->companion)) != CG_OK)
        return st;
    st = cg_game_freeze(ctx, g, &x);
    if ((st = fact_game(ctx, st, x, notation, &m->freeze)) != CG_OK)
        return st;
    static const unsigned sides[3] = { CG_SIDES_BOTH, CG_SIDES_LEFT, CG_SIDES_RIGHT };
    for (int i = 0; i < 3; i++)
        if ((st = fact_set(ctx, g, sides[i], notation, &m->incentives[i])) != CG_OK)
            return st;
    /* The O(1) predicates, then those that walk the game. */
    m->preds[GAME_PRED_INTEGER].yes = cg_game_is_integer(g);
    m->preds[GAME_PRED_NIMBER].yes = cg_game_is_nimber(g);
    m->preds[GAME_PRED_NUMBERISH].yes = cg_game_is_numberish(g);
    m->preds[GAME_PRED_ORDINAL].yes = cg_game_is_ordinal(g);
    m->preds[GAME_PRED_IDEMPOTENT].yes = cg_game_is_idempotent(g);
    static const struct {
        int pred;
        int (*fn)(cg_ctx *, const cg_game *, int *);
    } walks[] = {
        { GAME_PRED_NUMBER_TINY, cg_game_is_number_tiny },
        { GAME_PRED_EVEN, cg_game_is_even },
        { GAME_PRED_ODD, cg_game_is_odd },
        { GAME_PRED_EVEN_TEMPERED, cg_game_is_even_tempered },
        { GAME_PRED_ODD_TEMPERED, cg_game_is_odd_tempered },
        { GAME_PRED_UPTIMAL, cg_game_is_uptimal },
    };
    for (size_t i = 0; i < sizeof walks / sizeof walks[0]; i++) {
        game_fact_bool *b = &m->preds[walks[i].pred];
        b->st = walks[i].fn(ctx, g, &b->yes);
        if (!fact_status(b->st))
            return b->st;
    }
    /* The expansion of an uptimal game in CGSuite's text; none (CG_EDOMAIN)
     * otherwise, and unknown when whether it is uptimal is. */
    const game_fact_bool *up = &m->preds[GAME_PRED_UPTIMAL];
    game_fact_text *t = &m->uptimal_expansion;
    t->st = up->st != CG_OK ? up->st : up->yes ? CG_OK : CG_EDOMAIN;
    if (t->st == CG_OK)
        t->st = uptimal_text(ctx, g, &t->text);
    return fact_status(t->st) || t->st == CG_EDOMAIN ? CG_OK : t->st;
}

void game_more_facts_free(game_more_facts *m)
{
    free(m->atomic_weight.text);
    free(m->uptimal_expansion.text);
    free(m->companion.text);
    free(m->freeze.text);
    for (int i = 0; i < 3; i++) {
        for (size_t j = 0; j < m->incentives[i].n; j++)
            free(m->incentives[i].texts[j]);
        free(m->incentives[i].texts);
    }
    memset(m, 0, sizeof *m);
}
