/*
 * The explorer's entry points for JavaScript: one call per page kind, each
 * taking the text of the URL fragment and returning one JSON document (a
 * malloc'ed string, freed with web_free) that the page shows field by field.
 *
 * The keys are those of the tool's --json (cmd-analyze.c, cmd-game.c) so
 * that links, scripts and the browser test read the same names; the pictures
 * and walls come from the tool's own code (box-svg.c, thermograph.c, linked
 * in by build.sh), so the page draws what `--svg` draws. On failure the
 * document is {"error": "..."} with the library's sentence
 * (cg_error_detail()) for text that does not parse. The context (node and
 * memory limits, progress hook) is context.c's, shared with play.c.
 */
#define _POSIX_C_SOURCE 200809L   /* open_memstream */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <emscripten/emscripten.h>

#include <cookiegame.h>

#include "box-svg.h"
#include "context.h"
#include "explorer.h"
#include "output.h"
#include "thermograph.h"
#include "tool.h"

/* As the tool (cmd-analyze.c): larger reduced forms are not searched unless
 * the position is strict (then the theory answers all but the Grundy value). */
#define WEB_AUTO_SEARCH_HEAPS 200

/* Why a value is unknown, for the page's note beside it. */
static const char *why_unknown(int rc)
{
    if (rc == 1)
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
    cg_position *p = NULL, *reduced = NULL;
    int rc = cg_position_parse(text, &p);
    if (rc != CG_OK)
        return parse_failure("position", rc);
    cg_ctx *ctx = NULL;
    uint8_t *winning = NULL;
    char *svg = NULL, *svg_json = NULL, *doc = NULL;
    tool_buf b = { 0 }, unknown = { 0 };
    rc = cg_position_reduce(p, &reduced);
    if (rc == CG_OK)
        rc = web_ctx_new(&ctx);
    size_t n = cg_position_size(p);
    if (rc == CG_OK && (winning = malloc(n ? n : 1)) == NULL)
        rc = CG_ENOMEM;
    if (rc != CG_OK) {
        doc = web_error_document("", cg_strerror(rc));
        goto done;
    }
    int strict = cg_position_is_strict(p);
    uint32_t d = 0, grundy = 0, remoteness = 0, suspense = 0;
    int has_d = cg_position_dvalue(p, &d) == CG_OK;
    int small = cg_position_size(reduced) <= WEB_AUTO_SEARCH_HEAPS, theory = strict || small;
    cg_outcome outcome = CG_OUTCOME_P;
    size_t first = 0, last = 0, move = 0;
    /* 1 stands for "not searched", beside the library's statuses (all <= 0). */
    /* As the tool's analyze: one search gives every value, so once a call
     * reached the node limit the others are not asked (each would go on
     * with a fresh limit); a strict position's other values need no search. */
    int rc_outcome = theory ? cg_position_outcome(ctx, p, &outcome) : 1;
    int stopped = rc_outcome == CG_ELIMIT;
    int rc_grundy = !small ? 1 : stopped ? CG_ELIMIT : cg_position_grundy(ctx, p, &grundy);
    stopped = (stopped || rc_grundy == CG_ELIMIT) && !strict;
    int rc_remote = !theory ? 1 : stopped ? CG_ELIMIT : cg_position_remoteness(ctx, p, &remoteness);
    stopped = stopped || (rc_remote == CG_ELIMIT && !strict);
    int rc_susp = !theory ? 1 : stopped ? CG_ELIMIT : cg_position_suspense(ctx, p, &suspense);
    stopped = stopped || (rc_susp == CG_ELIMIT && !strict);
    int rc_moves = !theory ? 1 : stopped ? CG_ELIMIT : cg_position_winning_moves(ctx, p, winning, n);
    stopped = stopped || (rc_moves == CG_ELIMIT && !strict);
    int rc_interval = !theory ? 1 : stopped ? CG_ELIMIT : cg_position_winning_interval(ctx, p, &first, &last);
    stopped = stopped || (rc_interval == CG_ELIMIT && !strict);
    int rc_move = !theory ? 1 : stopped ? CG_ELIMIT : cg_position_winning_move(ctx, p, &move);

    tool_buf_printf(&b, "{\"position\":");
    json_heaps(&b, p);
    tool_buf_printf(&b, ",\"size\":%zu,\"reduced\":", n);
    json_heaps(&b, reduced);
    tool_buf_printf(&b, ",\"surplus\":%u,\"strict\":%s", cg_position_surplus(p), strict ? "true" : "false");
    /* No D-value is not unknown: only strict positions have one. */
    tool_buf_printf(&b, has_d ? ",\"dvalue\":%u" : ",\"dvalue\":null", d);
    tool_buf_printf(&b, ",\"play\":\"normal\",\"outcome\":");
    if (rc_outcome == CG_OK)
        tool_buf_printf(&b, "\"%c\"", outcome == CG_OUTCOME_N ? 'N' : 'P');
    else {
        tool_buf_printf(&b, "null");
        tool_buf_printf(&unknown, "%s\"outcome\":\"%s\"", unknown.len ? "," : "", why_unknown(rc_outcome));
    }
    json_u32(&b, &unknown, "grundy", rc_grundy, grundy);
    json_u32(&b, &unknown, "remoteness", rc_remote, remoteness);
    json_u32(&b, &unknown, "suspense", rc_susp, suspense);
    tool_buf_printf(&b, ",\"winning_moves\":");
    if (rc_moves == CG_OK) {
        tool_buf_printf(&b, "[");
        int any = 0;
        for (size_t i = 0; i < n; i++)
            if (winning[i])
                tool_buf_printf(&b, "%s%zu", any++ ? "," : "", i);
        tool_buf_printf(&b, "]");
    } else {
        tool_buf_printf(&b, "null");
        tool_buf_printf(&unknown, "%s\"winning_moves\":\"%s\"", unknown.len ? "," : "", why_unknown(rc_moves));
    }
    /* CG_EDOMAIN: no interval or move (a P-position, or moves not in one run). */
    if (rc_interval == CG_OK)
        tool_buf_printf(&b, ",\"winning_interval\":[%zu,%zu]", first, last);
    else
        tool_buf_printf(&b, ",\"winning_interval\":null");
    if (rc_move == CG_OK)
        tool_buf_printf(&b, ",\"winning_move\":%zu", move);
    else
        tool_buf_printf(&b, ",\"winning_move\":null");
    int complete = rc_outcome == CG_OK && rc_grundy == CG_OK && rc_remote == CG_OK && rc_susp == CG_OK &&
                   rc_moves == CG_OK;
    tool_buf_printf(&b, ",\"complete\":%s", complete ? "true" : "false");

    /* The caption the tool's --svg writes. */
    char caption[160], heaps[96];
    size_t len;
    if (cg_position_format(p, heaps, sizeof heaps, &len) == CG_ERANGE)
        strcpy(heaps + sizeof heaps - 4, "...");
    if (rc_outcome == CG_OK)
        snprintf(caption, sizeof caption, "%s: %s-position (normal play)%s", heaps,
                 outcome == CG_OUTCOME_N ? "N" : "P",
                 outcome == CG_OUTCOME_N && rc_moves == CG_OK ? ", winning moves marked" : "");
    else
        snprintf(caption, sizeof caption, "%s (outcome unknown)", heaps);
    svg = box_svg(p, rc_moves == CG_OK ? winning : NULL, caption);
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
    free(winning);
    cg_ctx_free(ctx);
    cg_position_free(reduced);
    cg_position_free(p);
    return doc;
}

/* A dyadic as the tool's JSON writes it: always a string ("3/4", "-1"). */
static void json_dyadic(tool_buf *b, const char *key, int64_t num, uint32_t log2_den)
{
    char text[48];
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

/* The values of `cookiegame game TEXT --json` and the thermograph ("svg",
 * null with mean, temperature and walls when the thermograph does not fit). */
EMSCRIPTEN_KEEPALIVE
char *web_game(const char *text)
{
    cg_ctx *ctx = NULL;
    int st = web_ctx_new(&ctx);
    if (st != CG_OK) {
        cg_ctx_free(ctx);
        return web_error_document("", cg_strerror(st));
    }
    const cg_game *g;
    st = cg_game_parse(ctx, text, &g);
    if (st != CG_OK) {
        char *doc = st == CG_ELIMIT ? web_error_document("", "reading the game reached the node limit (5000000 nodes)")
                                    : parse_failure("game", st);
        cg_ctx_free(ctx);
        return doc;
    }
    cg_outcome outcome = CG_OUTCOME_P;
    uint32_t day = 0, llog = 0, rlog = 0, mlog = 0, tlog = 0;
    int64_t lnum = 0, rnum = 0, mnum = 0, tnum = 0;
    char *canonical = tool_game_text(ctx, g, &st);
    if (st == CG_OK)
        st = cg_game_outcome(ctx, g, &outcome);
    if (st == CG_OK)
        st = cg_game_birthday(g, &day);
    if (st == CG_OK)
        st = cg_game_stops(g, &lnum, &llog, &rnum, &rlog);
    /* As in the tool: a thermograph that does not fit leaves its fields null. */
    int thermal = st == CG_OK ? cg_game_thermal(ctx, g, &mnum, &mlog, &tnum, &tlog) : CG_OK;
    if (st == CG_OK && thermal != CG_OK && thermal != CG_ERANGE)
        st = thermal;
    cg_thermograph *th = NULL;
    if (st == CG_OK && thermal == CG_OK)
        st = cg_game_thermograph(ctx, g, &th);
    tool_buf walls[2] = { { 0 }, { 0 } }, svg = { 0 }, b = { 0 };
    for (int side = 0; side < 2 && th != NULL; side++)
        thermo_wall_text(&walls[side], th, side == 0 ? CG_LEFT : CG_RIGHT);
    if (th != NULL)
        thermo_svg(&svg, th, canonical);
    char *doc = NULL;
    if (st == CG_OK) {
        json_text(&b, "{", "canonical", canonical);
        tool_buf_printf(&b, ",\"outcome\":\"%c\"", tool_outcome_letter(outcome));
        json_dyadic(&b, "left_stop", lnum, llog);
        json_dyadic(&b, "right_stop", rnum, rlog);
        if (thermal == CG_OK) {
            json_dyadic(&b, "mean", mnum, mlog);
            json_dyadic(&b, "temperature", tnum, tlog);
        } else {
            tool_buf_printf(&b, ",\"mean\":null,\"temperature\":null");
        }
        tool_buf_printf(&b, ",\"birthday\":%u", day);
        json_bool(&b, "number", cg_game_is_number(g));
        tool_buf_printf(&b, ",\"thermal\":\"%s\"",
                        cg_game_is_hot(g) ? "hot" : cg_game_is_tepid(g) ? "tepid" : "cold");
        json_bool(&b, "infinitesimal", cg_game_is_infinitesimal(g));
        json_bool(&b, "all_small", cg_game_is_dicotic(g));
        json_text(&b, ",", "left_wall", walls[0].data);
        json_text(&b, ",", "right_wall", walls[1].data);
        json_text(&b, ",", "svg", svg.data);
        tool_buf_printf(&b, "}");
        if (b.failed || walls[0].failed || walls[1].failed || svg.failed)
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
    cg_thermograph_free(th);
    tool_buf_free(&walls[0]);
    tool_buf_free(&walls[1]);
    tool_buf_free(&svg);
    tool_buf_free(&b);
    free(canonical);
    cg_ctx_free(ctx);
    return doc;
}

EMSCRIPTEN_KEEPALIVE
void web_free(char *doc)
{
    free(doc);
}
