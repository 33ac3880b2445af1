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

/* The values of `cookiegame game TEXT --json` and the thermograph ("svg",
 * null with mean, temperature and walls when the thermograph does not fit);
 * with cgsuite non-zero those of `--notation cgsuite --json`: the canonical
 * form (and the thermograph's caption) written as CGSuite prints it. */
EMSCRIPTEN_KEEPALIVE
char *web_game(const char *text, int cgsuite)
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
    game_facts f;
    st = game_facts_gather(ctx, g, &f);
    if (st == CG_OK && cgsuite) {
        /* The facts hold the library's text: CGSuite's instead, as the tool's
         * --notation cgsuite writes it (cmd-game.c). */
        free(f.canonical);
        f.canonical = tool_game_text_in(ctx, g, CG_FORMAT_CGSUITE, &st);
    }
    tool_buf svg = { 0 }, b = { 0 };
    if (st == CG_OK && f.thermograph != NULL)
        thermo_svg(&svg, f.thermograph, f.canonical);
    char *doc = NULL;
    if (st == CG_OK) {
        json_text(&b, "{", "canonical", f.canonical);
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
        json_text(&b, ",", "svg", svg.data);
        tool_buf_printf(&b, "}");
        if (b.failed || svg.failed)
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
    cg_ctx_free(ctx);
    return doc;
}

EMSCRIPTEN_KEEPALIVE
void web_free(char *doc)
{
    free(doc);
}
