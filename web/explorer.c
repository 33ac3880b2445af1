/*
 * The explorer's entry points for JavaScript: one call per page kind, each
 * taking the text of the URL fragment and returning one JSON document (a
 * malloc'ed string, freed with web_free) that the page shows field by field.
 *
 * The keys are those of the tool's --json (cmd-analyze.c, cmd-game.c) so
 * that links, scripts and the browser test read the same names; the values
 * are gathered by the tool's own code (position-facts.c, game-facts.c) and
 * the pictures and walls drawn by it (box-svg.c, thermograph.c), all linked
 * in by build.sh, so the page shows what the tool prints and draws what
 * `--svg` draws. On failure the
 * document is {"error": "..."} with the library's sentence
 * (cg_error_detail()) for text that does not parse. The context (node and
 * memory limits, progress hook) is context.c's, shared with play.c.
 */
#define _POSIX_C_SOURCE 200809L   /* open_memstream */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <emscripten/emscripten.h>

#include <cookiegame.h>

#include "box-svg.h"
#include "context.h"
#include "explorer.h"
#include "game-facts.h"
#include "output.h"
#include "position-facts.h"
#include "thermograph.h"
#include "tool.h"

/* Why a value is unknown, for the page's note beside it. */
static const char *why_unknown(int rc)
{
    if (rc == POSITION_NOT_SEARCHED)
        return "not searched: the reduced form is large";
    if (rc == CG_ELIMIT)
        return "the search reached the node limit (5000000 nodes)";
    if (rc == CG_ERANGE)
        return "the reduced form is too large to search";
    return cg_strerror(rc);
}

/* Why text could not be read as a position or game: the library's sentence
 * when it has one (a parse error names the offset), else the status's name. */
static char *parse_failure(const char *kind, int rc)
{
    char what[64];
    snprintf(what, sizeof what, "not a %s: ", kind);
    return web_error_document(what, rc == CG_EPARSE || rc == CG_ERANGE ? cg_error_detail() : cg_strerror(rc));
}

static void json_heaps(tool_buf *b, const cg_position *p)
{
    tool_buf_printf(b, "[");
    for (size_t i = 0; i < cg_position_size(p); i++)
        tool_buf_printf(b, "%s%u", i ? "," : "", cg_position_heap(p, i));
    tool_buf_printf(b, "]");
}

/* A number field, or null with its reason in the "unknown" object. */
static void json_u32(tool_buf *b, tool_buf *unknown, const char *key, int rc, uint32_t v)
{
    if (rc == CG_OK) {
        tool_buf_printf(b, ",\"%s\":%u", key, v);
        return;
    }
    tool_buf_printf(b, ",\"%s\":null", key);
    tool_buf_printf(unknown, "%s\"%s\":\"%s\"", unknown->len ? "," : "", key, why_unknown(rc));
}

/* The box diagram as the tool's --svg draws it, or NULL when it is too large
 * to draw (or memory ran out). */
static char *box_svg(const cg_position *p, const uint8_t *winning, const char *caption)
{
    char *data = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&data, &len);
    if (f == NULL)
        return NULL;
    int drawn = box_svg_write(f, p, winning, caption);
    int failed = ferror(f);
    failed |= fclose(f) != 0;
    if (drawn != 0 || failed) {
        free(data);
        return NULL;
    }
    return data;
}

/* Normal play only (the tool's default): the values of `cookiegame analyze
 * TEXT --json` and the box diagram ("svg", null when too large to draw). */
EMSCRIPTEN_KEEPALIVE
char *web_position(const char *text)
{
    cg_position *p = NULL;
    int rc = cg_position_parse(text, &p);
    if (rc != CG_OK)
        return parse_failure("position", rc);
    cg_ctx *ctx = NULL;
    position_facts f = { 0 };
    char *svg = NULL, *svg_json = NULL, *doc = NULL;
    tool_buf b = { 0 }, unknown = { 0 };
    rc = web_ctx_new(&ctx);
    /* As the tool's analyze without --limit: large reduced forms are not searched. */
    if (rc == CG_OK)
        rc = position_facts_gather(ctx, p, 0, 0, 0, &f);
    if (rc != CG_OK) {
        doc = web_error_document("", cg_strerror(rc));
        goto done;
    }
    tool_buf_printf(&b, "{\"position\":");
    json_heaps(&b, p);
    tool_buf_printf(&b, ",\"size\":%zu,\"reduced\":", f.n);
    json_heaps(&b, f.reduced);
    tool_buf_printf(&b, ",\"surplus\":%u,\"strict\":%s", f.surplus, f.strict ? "true" : "false");
    /* No D-value is not unknown: only strict positions have one. */
    tool_buf_printf(&b, f.has_d ? ",\"dvalue\":%u" : ",\"dvalue\":null", f.d);
    tool_buf_printf(&b, ",\"play\":\"normal\",\"outcome\":");
    if (f.rc_outcome == CG_OK)
        tool_buf_printf(&b, "\"%c\"", f.outcome == CG_OUTCOME_N ? 'N' : 'P');
    else {
        tool_buf_printf(&b, "null");
        tool_buf_printf(&unknown, "%s\"outcome\":\"%s\"", unknown.len ? "," : "", why_unknown(f.rc_outcome));
    }
    json_u32(&b, &unknown, "grundy", f.rc_grundy, f.grundy);
    json_u32(&b, &unknown, "remoteness", f.rc_remote, f.remoteness);
    json_u32(&b, &unknown, "suspense", f.rc_susp, f.suspense);
    tool_buf_printf(&b, ",\"winning_moves\":");
    if (f.rc_moves == CG_OK) {
        tool_buf_printf(&b, "[");
        int any = 0;
        for (size_t i = 0; i < f.n; i++)
            if (f.winning[i])
                tool_buf_printf(&b, "%s%zu", any++ ? "," : "", i);
        tool_buf_printf(&b, "]");
    } else {
        tool_buf_printf(&b, "null");
        tool_buf_printf(&unknown, "%s\"winning_moves\":\"%s\"", unknown.len ? "," : "", why_unknown(f.rc_moves));
    }
    /* CG_EDOMAIN: no interval or move (a P-position, or moves not in one run). */
    if (f.rc_interval == CG_OK)
        tool_buf_printf(&b, ",\"winning_interval\":[%zu,%zu]", f.first, f.last);
    else
        tool_buf_printf(&b, ",\"winning_interval\":null");
    if (f.rc_move == CG_OK)
        tool_buf_printf(&b, ",\"winning_move\":%zu", f.move);
    else
        tool_buf_printf(&b, ",\"winning_move\":null");
    tool_buf_printf(&b, ",\"complete\":%s", position_facts_complete(&f) ? "true" : "false");

    /* The caption the tool's --svg writes. */
    char caption[160];
    position_facts_caption(&f, caption, sizeof caption);
    svg = box_svg(p, f.rc_moves == CG_OK ? f.winning : NULL, caption);
    svg_json = svg != NULL ? tool_json_quoted(svg) : NULL;
    tool_buf_printf(&b, ",\"svg\":%s,\"unknown\":{%s}}", svg_json != NULL ? svg_json : "null",
                    unknown.data != NULL ? unknown.data : "");
    if (b.failed || unknown.failed || (svg != NULL && svg_json == NULL))
        doc = web_error_document("", cg_strerror(CG_ENOMEM));
    else {
        doc = b.data;
        b.data = NULL;
    }
done:
    free(svg_json);
    free(svg);
    tool_buf_free(&unknown);
    tool_buf_free(&b);
    position_facts_free(&f);
    cg_ctx_free(ctx);
    cg_position_free(p);
    return doc;
}

/* A dyadic as the tool's JSON writes it: always a string ("3/4", "-1"). */
static void json_dyadic(tool_buf *b, const char *key, int64_t num, uint32_t log2_den)
{
    char text[TOOL_DYADIC_TEXT_MAX];
    tool_dyadic_text(text, sizeof text, num, log2_den);
    tool_buf_printf(b, ",\"%s\":\"%s\"", key, text);
}

static void json_bool(tool_buf *b, const char *key, int v)
{
    tool_buf_printf(b, ",\"%s\":%s", key, v ? "true" : "false");
}

/* A JSON string field (null when text is NULL) after sep ("{" or ","). */
static void json_text(tool_buf *b, const char *sep, const char *key, const char *text)
{
    char *quoted = text != NULL ? tool_json_quoted(text) : NULL;
    if (text != NULL && quoted == NULL)
        b->failed = 1;
    tool_buf_printf(b, "%s\"%s\":%s", sep, key, quoted != NULL ? quoted : "null");
    free(quoted);
}

/* A fact that is not known: the node limit stopped it, or a value does not
 * fit (CG_ERANGE), or it does not exist (CG_EDOMAIN). Such a fact is null
 * and the page's other facts are still shown; out of memory fails it. */
static int unknown_fact(int st)
{
    return st == CG_ELIMIT || st == CG_ERANGE || st == CG_EDOMAIN;
}

/* A game's text as the page writes it (flags: 0 or CG_FORMAT_CGSUITE) in a
 * JSON field; null when unknown_fact(st), else the failure's status. */
static int json_game(tool_buf *b, cg_ctx *ctx, const char *key, int st, const cg_game *g,
                     unsigned flags)
{
    if (unknown_fact(st)) {
        tool_buf_printf(b, ",\"%s\":null", key);
        return CG_OK;
    }
    if (st != CG_OK)
        return st;
    char *text = tool_game_text_in(ctx, g, flags, &st);
    if (text == NULL)
        return st;
    json_text(b, ",", key, text);
    free(text);
    return CG_OK;
}

/* An incentive set (sides: CG_SIDES_LEFT, _RIGHT or _BOTH) as an array of texts. */
static int json_incentives(tool_buf *b, cg_ctx *ctx, const char *key, const cg_game *g,
                           unsigned sides, unsigned flags)
{
    size_t count = 0;
    int st = cg_game_incentive_set(ctx, g, sides, NULL, 0, &count);
    if (st == CG_ERANGE && count == 0)
        st = CG_EDOMAIN;   /* an incentive that does not fit, not a short buffer */
    if (unknown_fact(st) && st != CG_ERANGE) {
        tool_buf_printf(b, ",\"%s\":null", key);
        return CG_OK;
    }
    if (st != CG_OK && st != CG_ERANGE)
        return st;
    const cg_game **set = malloc((count ? count : 1) * sizeof *set);
    if (set == NULL)
        return CG_ENOMEM;
    st = cg_game_incentive_set(ctx, g, sides, set, count, &count);
    tool_buf_printf(b, ",\"%s\":[", key);
    for (size_t i = 0; i < count && st == CG_OK; i++) {
        char *text = tool_game_text_in(ctx, set[i], flags, &st);
        if (text == NULL)
            break;
        char *quoted = tool_json_quoted(text);
        free(text);
        if (quoted == NULL) {
            st = CG_ENOMEM;
            break;
        }
        tool_buf_printf(b, "%s%s", i ? "," : "", quoted);
        free(quoted);
    }
    free(set);
    tool_buf_printf(b, "]");
    return st;
}

/* A context-taking predicate as a JSON boolean. */
static int json_predicate(tool_buf *b, cg_ctx *ctx, const char *key, const cg_game *g,
                          int (*is)(cg_ctx *, const cg_game *, int *))
{
    int yes = 0;
    int st = is(ctx, g, &yes);
    if (st == CG_OK)
        json_bool(b, key, yes);
    else if (unknown_fact(st))
        tool_buf_printf(b, ",\"%s\":null", key);
    return unknown_fact(st) ? CG_OK : st;
}

/* CGSuite's text of the uptimal expansion ("*.1-"), null when g is not
 * uptimal (or unknown_fact). */
static int json_uptimal_expansion(tool_buf *b, cg_ctx *ctx, const cg_game *g)
{
    char small[64], *text = small;
    size_t len = 0;
    int st = cg_game_uptimal_expansion_format(ctx, g, small, sizeof small, &len);
    if (st == CG_ERANGE && len >= sizeof small) {   /* longer than small: its own buffer */
        text = malloc(len + 1);
        if (text == NULL)
            return CG_ENOMEM;
        st = cg_game_uptimal_expansion_format(ctx, g, text, len + 1, &len);
    }
    if (st == CG_OK)
        json_text(b, ",", "uptimal_expansion", text);
    else if (unknown_fact(st))
        tool_buf_printf(b, ",\"uptimal_expansion\":null");
    if (text != small)
        free(text);
    return unknown_fact(st) ? CG_OK : st;
}

/* A count, or null when unknown_fact(st). */
static int json_count(tool_buf *b, const char *key, int st, uint64_t count)
{
    if (st == CG_OK)
        tool_buf_printf(b, ",\"%s\":%" PRIu64, key, count);
    else if (unknown_fact(st))
        tool_buf_printf(b, ",\"%s\":null", key);
    return unknown_fact(st) ? CG_OK : st;
}

/* The facts of 1.3 (NEWS.md), under the names `cookiegame game --json` uses
 * for them: CGSuite's (MisereOutcomeClass -> misere_outcome, ...). Texts that
 * do not exist are null: the atomic weight of a game that is not atomic, the
 * uptimal expansion of one that is not uptimal; so is a fact the node limit
 * stopped or that does not fit (unknown_fact). */
static int json_more_facts(tool_buf *b, cg_ctx *ctx, const cg_game *g, unsigned flags)
{
    cg_outcome mo;
    int st = cg_game_misere_outcome(ctx, g, &mo);
    if (st == CG_OK)
        tool_buf_printf(b, ",\"misere_outcome\":\"%c\"", tool_outcome_letter(mo));
    else if (unknown_fact(st))
        tool_buf_printf(b, ",\"misere_outcome\":null");
    else
        return st;
    uint64_t count = 0;
    if ((st = json_count(b, "stop_count", cg_game_stop_count(ctx, g, &count), count)) != CG_OK)
        return st;
    st = cg_game_follower_count(ctx, g, &count);
    if ((st = json_count(b, "follower_count", st, count)) != CG_OK)
        return st;
    int atomic = 0;
    st = cg_game_is_atomic(ctx, g, &atomic);
    if (st == CG_OK)
        json_bool(b, "atomic", atomic);
    else if (unknown_fact(st))
        tool_buf_printf(b, ",\"atomic\":null");
    else
        return st;
    const cg_game *h = NULL;
    if (st == CG_OK && atomic)
        st = cg_game_atomic_weight(ctx, g, &h);
    else if (st == CG_OK)
        st = CG_EDOMAIN;
    if ((st = json_game(b, ctx, "atomic_weight", st, h, flags)) != CG_OK)
        return st;
    if ((st = json_uptimal_expansion(b, ctx, g)) != CG_OK)
        return st;
    if ((st = json_game(b, ctx, "companion", cg_game_companion(ctx, g, &h), h, flags)) != CG_OK)
        return st;
    if ((st = json_game(b, ctx, "freeze", cg_game_freeze(ctx, g, &h), h, flags)) != CG_OK)
        return st;
    if ((st = json_incentives(b, ctx, "incentives", g, CG_SIDES_BOTH, flags)) != CG_OK
        || (st = json_incentives(b, ctx, "left_incentives", g, CG_SIDES_LEFT, flags)) != CG_OK
        || (st = json_incentives(b, ctx, "right_incentives", g, CG_SIDES_RIGHT, flags)) != CG_OK)
        return st;
    json_bool(b, "integer", cg_game_is_integer(g));
    json_bool(b, "nimber", cg_game_is_nimber(g));
    json_bool(b, "numberish", cg_game_is_numberish(g));
    if ((st = json_predicate(b, ctx, "number_tiny", g, cg_game_is_number_tiny)) != CG_OK)
        return st;
    json_bool(b, "ordinal", cg_game_is_ordinal(g));
    json_bool(b, "idempotent", cg_game_is_idempotent(g));
    if ((st = json_predicate(b, ctx, "even", g, cg_game_is_even)) != CG_OK
        || (st = json_predicate(b, ctx, "odd", g, cg_game_is_odd)) != CG_OK
        || (st = json_predicate(b, ctx, "even_tempered", g, cg_game_is_even_tempered)) != CG_OK
        || (st = json_predicate(b, ctx, "odd_tempered", g, cg_game_is_odd_tempered)) != CG_OK
        || (st = json_predicate(b, ctx, "uptimal", g, cg_game_is_uptimal)) != CG_OK)
        return st;
    return CG_OK;
}

/* The values of `cookiegame game TEXT --json` and the thermograph ("svg",
 * null with mean, temperature and walls when the thermograph does not fit;
 * drawn from t -> -1 with the walls below 0, or from t = 0 when those reach
 * the node limit); with cgsuite non-zero those of `--notation cgsuite
 * --json`: the canonical form (and the thermograph's caption) written as
 * CGSuite prints it. operation: the fields that say how g was made (the
 * operation page), or NULL. */
static char *game_document(cg_ctx *ctx, const cg_game *g, int cgsuite, const char *operation)
{
    game_facts f;
    int st = game_facts_gather(ctx, g, &f);
    unsigned flags = cgsuite ? CG_FORMAT_CGSUITE : 0;
    if (st == CG_OK && cgsuite) {
        /* The facts hold the library's text: CGSuite's instead, as the tool's
         * --notation cgsuite writes it (cmd-game.c). */
        free(f.canonical);
        f.canonical = tool_game_text_in(ctx, g, CG_FORMAT_CGSUITE, &st);
    }
    tool_buf svg = { 0 }, b = { 0 };
    if (st == CG_OK && f.thermograph != NULL) {
        /* thermo_walls_below bounds itself (its node limit, and CG_ELIMIT
         * past 2^20 followers): the picture is then from t = 0. */
        thermo_below below;
        int below_st = thermo_walls_below(ctx, g, &below);
        thermo_svg_below(&svg, f.thermograph, below_st == CG_OK ? &below : NULL, f.canonical);
        if (below_st == CG_OK)
            thermo_below_free(&below);
        else if (below_st == CG_ENOMEM)
            st = CG_ENOMEM;
    }
    char *doc = NULL;
    if (st == CG_OK) {
        json_text(&b, "{", "canonical", f.canonical);
        if (operation != NULL)
            tool_buf_printf(&b, ",%s", operation);
        tool_buf_printf(&b, ",\"outcome\":\"%c\"", tool_outcome_letter(f.outcome));
        json_dyadic(&b, "left_stop", f.left_stop.num, f.left_stop.log2_den);
        json_dyadic(&b, "right_stop", f.right_stop.num, f.right_stop.log2_den);
        if (f.thermal == CG_OK) {
            json_dyadic(&b, "mean", f.mean.num, f.mean.log2_den);
            json_dyadic(&b, "temperature", f.temperature.num, f.temperature.log2_den);
        } else {
            tool_buf_printf(&b, ",\"mean\":null,\"temperature\":null");
        }
        tool_buf_printf(&b, ",\"birthday\":%" PRIu64, f.birthday);
        json_bool(&b, "number", cg_game_is_number(g));
        tool_buf_printf(&b, ",\"thermal\":\"%s\"",
                        cg_game_is_hot(g) ? "hot" : cg_game_is_tepid(g) ? "tepid" : "cold");
        json_bool(&b, "infinitesimal", cg_game_is_infinitesimal(g));
        json_bool(&b, "all_small", cg_game_is_dicotic(g));
        json_text(&b, ",", "left_wall", f.walls[0].data);
        json_text(&b, ",", "right_wall", f.walls[1].data);
        st = json_more_facts(&b, ctx, g, flags);
        json_text(&b, ",", "svg", svg.data);
        tool_buf_printf(&b, "}");
        if (st == CG_OK && (b.failed || svg.failed))
            st = CG_ENOMEM;
    }
    if (st == CG_OK) {
        doc = b.data;
        b.data = NULL;
    } else if (st == CG_ELIMIT) {
        doc = web_error_document("", "the computation reached the node limit (5000000 nodes)");
    } else {
        doc = web_error_document("", cg_strerror(st));
    }
    tool_buf_free(&svg);
    tool_buf_free(&b);
    game_facts_free(&f);
    return doc;
}

/* A game read from text in ctx; NULL with *doc the page's error otherwise
 * (what: "game", "operand", ...). */
static const cg_game *read_game(cg_ctx *ctx, const char *text, const char *what, char **doc)
{
    const cg_game *g;
    int st = cg_game_parse(ctx, text, &g);
    if (st == CG_OK)
        return g;
    *doc = st == CG_ELIMIT ? web_error_document("", "reading the game reached the node limit (5000000 nodes)")
                           : parse_failure(what, st);
    return NULL;
}

EMSCRIPTEN_KEEPALIVE
char *web_game(const char *text, int cgsuite)
{
    cg_ctx *ctx = NULL;
    int st = web_ctx_new(&ctx);
    if (st != CG_OK) {
        cg_ctx_free(ctx);
        return web_error_document("", cg_strerror(st));
    }
    char *doc = NULL;
    const cg_game *g = read_game(ctx, text, "game", &doc);
    if (g != NULL)
        doc = game_document(ctx, g, cgsuite, NULL);
    cg_ctx_free(ctx);
    return doc;
}

/* The operations of the game page's form: CGSuite's names in lower case, as
 * the other front ends spell them, and what their operands are. */
enum operand_kind { OPERAND_GAME, OPERAND_COUNT, OPERAND_TWO_GAMES, OPERAND_NUMBER };
static const struct {
    const char *name;
    enum operand_kind operand;
    int (*binary)(cg_ctx *, const cg_game *, const cg_game *, const cg_game **);
} OPERATIONS[] = {
    { "ordinal_sum", OPERAND_GAME, cg_game_ordinal_sum },
    { "conjunctive_sum", OPERAND_GAME, cg_game_conjunctive_sum },
    { "selective_sum", OPERAND_GAME, cg_game_selective_sum },
    { "conway_product", OPERAND_GAME, cg_game_conway_product },
    { "ordinal_product", OPERAND_GAME, cg_game_ordinal_product },
    { "multiple", OPERAND_COUNT, NULL },
    { "pow", OPERAND_COUNT, NULL },
    { "pow_to", OPERAND_COUNT, NULL },
    { "overheat", OPERAND_TWO_GAMES, NULL },
    { "cool", OPERAND_NUMBER, NULL },
};

/* An integer operand in [lo, hi]: decimal digits only, with a sign when lo < 0. */
static int read_count(const char *text, int64_t lo, int64_t hi, int64_t *out)
{
    const char *p = text;
    while (*p == ' ')
        p++;
    if (*p == '-' && lo < 0)
        p++;
    if (*p < '0' || *p > '9')
        return 0;
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    while (*end == ' ')
        end++;
    if (*end != '\0' || errno != 0 || v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

/* The game page of op applied to the game text (CGSuite's G.Op(operand), or
 * G Op operand for the sums and products): operand a game (the sums and
 * products), a count n (multiple: n.G, any 64-bit n; pow, pow_to: 0 to
 * 2^32 - 1), a number t (cool, -1 < t) or, for overheat(s, t), operand s and
 * operand2 t. The result's document has "operation", "operand" and
 * "operand2" besides the game page's keys; every failure is the page's error
 * with the library's detail. */
EMSCRIPTEN_KEEPALIVE
char *web_game_operation(const char *text, const char *op, const char *operand,
                         const char *operand2, int cgsuite)
{
    size_t k = 0, n_ops = sizeof OPERATIONS / sizeof *OPERATIONS;
    while (k < n_ops && strcmp(OPERATIONS[k].name, op) != 0)
        k++;
    if (k == n_ops)
        return web_error_document("not an operation: ", op);
    cg_ctx *ctx = NULL;
    int st = web_ctx_new(&ctx);
    if (st != CG_OK) {
        cg_ctx_free(ctx);
        return web_error_document("", cg_strerror(st));
    }
    char *doc = NULL;
    const cg_game *g = read_game(ctx, text, "game", &doc), *h = NULL, *h2 = NULL, *out = NULL;
    int64_t n = 0;
    if (g == NULL)
        goto done;
    switch (OPERATIONS[k].operand) {
    case OPERAND_GAME:
        if ((h = read_game(ctx, operand, "game (the operand)", &doc)) != NULL)
            st = OPERATIONS[k].binary(ctx, g, h, &out);
        break;
    case OPERAND_TWO_GAMES:
        if ((h = read_game(ctx, operand, "game (s of overheat s, t)", &doc)) != NULL
            && (h2 = read_game(ctx, operand2, "game (t of overheat s, t)", &doc)) != NULL)
            st = cg_game_overheat(ctx, g, h, h2, &out);
        break;
    case OPERAND_COUNT:
        if (strcmp(op, "multiple") == 0 ? !read_count(operand, INT64_MIN, INT64_MAX, &n)
                                        : !read_count(operand, 0, UINT32_MAX, &n)) {
            doc = web_error_document("not a count: ", strcmp(op, "multiple") == 0
                                     ? "n of multiple n is an integer"
                                     : "n of pow n and pow_to n is an integer from 0 to 4294967295");
            break;
        }
        st = strcmp(op, "multiple") == 0 ? cg_game_multiple(ctx, g, n, &out)
             : strcmp(op, "pow") == 0    ? cg_game_pow(ctx, g, (uint32_t)n, &out)
                                         : cg_game_pow_to(ctx, g, (uint32_t)n, &out);
        break;
    case OPERAND_NUMBER: {
        cg_dyadic t, r;
        if ((h = read_game(ctx, operand, "number (t of cool t)", &doc)) == NULL)
            break;
        if (!cg_game_is_number(h) || cg_game_stop_values(h, &t, &r) != CG_OK) {
            doc = web_error_document("not a number: ", "t of cool t is a number above -1");
            break;
        }
        st = cg_game_cool(ctx, g, t, &out);
        break;
    }
    }
    if (doc != NULL)
        goto done;
    if (st != CG_OK) {
        char what[64];
        snprintf(what, sizeof what, "%s: ", op);
        doc = web_failure_document(what, st);
        goto done;
    }
    tool_buf fields = { 0 };
    json_text(&fields, "", "operation", op);
    json_text(&fields, ",", "operand", operand);
    json_text(&fields, ",", "operand2", OPERATIONS[k].operand == OPERAND_TWO_GAMES ? operand2 : NULL);
    doc = fields.failed ? web_error_document("", cg_strerror(CG_ENOMEM))
                        : game_document(ctx, out, cgsuite, fields.data);
    tool_buf_free(&fields);
done:
    cg_ctx_free(ctx);
    return doc;
}

EMSCRIPTEN_KEEPALIVE
void web_free(char *doc)
{
    free(doc);
}
