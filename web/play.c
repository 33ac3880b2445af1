/*
 * The explorer's Play page: one position of a game and every legal move from
 * it, each with what the perfect player knows of it, as one JSON document
 * (play.h). The page (explorer.js) lets the user pick a move and answers
 * with the document's "reply"; the game's state is the text of its
 * position, so the page keeps it in the URL fragment.
 *
 * The values are the library's, the same functions the tool uses: for the
 * spoiled-cookie game the options (cg_position_option), the winning moves
 * (cg_position_winning_moves, as `cookiegame analyze --json`) and the
 * remoteness; for Wythoff's game the winning moves of cg_wythoff_winning_moves
 * (as `cookiegame wythoff grundy --json`); for Cookie Monster the P-test
 * cg_cmnim_is_p. The remoteness of Wythoff's game is Cookie Monster's on two
 * jars ([BK]: it is the same game), cg_cmnim_remoteness.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <emscripten/emscripten.h>

#include <cookiegame.h>

#include "box-svg.h"
#include "context.h"
#include "output.h"
#include "play.h"
#include "tool.h"

/* A page lists every move as a button: more would not be a small board.
 * Wythoff (x, y) has x + y + min(x, y) moves. */
#define PLAY_MAX_MOVES 4096
/* The largest jar read (sums of a few stay far below 2^62, the library's bound). */
#define PLAY_MAX_JAR 1000000u

typedef struct play_move {
    char label[96];      /* "eat heap 2 (size 4)", "take 3 from jars 0+1" */
    char *to;            /* the state after the move, "position:1 2" (malloc'ed) */
    uint64_t jars[CG_CMNIM_MAX_JARS];   /* Wythoff and Cookie Monster: the jars after it */
    size_t heap;         /* the spoiled-cookie game: the heap eaten */
    int winning;         /* the move leaves a P-position */
    uint64_t remoteness; /* of the position after the move */
} play_move;

typedef struct play_state {
    const char *game;    /* "position", "wythoff", "cm" */
    char *state;         /* "wythoff:5,8" (malloc'ed) */
    play_move *moves;
    size_t n;
    uint64_t remoteness;
    uint32_t jars;       /* Wythoff and Cookie Monster */
    uint64_t x[CG_CMNIM_MAX_JARS];
    uint64_t pairs[6];   /* Wythoff: the winning moves as the library gives them */
    size_t npairs;
    char *svg;           /* the spoiled-cookie game's box diagram, or NULL */
} play_state;

static void play_state_free(play_state *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->moves[i].to);
    free(s->moves);
    free(s->state);
    free(s->svg);
}

/* "KIND:" and the text of the jars, "5,8", as a malloc'ed string (NULL when
 * out of memory). */
static char *jars_state(const char *kind, const uint64_t *x, uint32_t jars)
{
    tool_buf b = { 0 };
    tool_buf_printf(&b, "%s:", kind);
    for (uint32_t i = 0; i < jars; i++)
        tool_buf_printf(&b, "%s%llu", i ? "," : "", (unsigned long long)x[i]);
    if (b.failed) {
        tool_buf_free(&b);
        return NULL;
    }
    return b.data;
}

/* "position:" and the heaps of p without its spoiled ones (a heap of 0
 * stays 0 and no move can eat it, so it changes nothing), "()" when none is
 * left; or NULL when out of memory. */
static char *position_state(const cg_position *p)
{
    tool_buf b = { 0 };
    tool_buf_printf(&b, "position:");
    int any = 0;
    for (size_t i = 0; i < cg_position_size(p); i++)
        if (cg_position_heap(p, i) != 0)
            tool_buf_printf(&b, "%s%u", any++ ? " " : "", cg_position_heap(p, i));
    if (!any)
        tool_buf_printf(&b, "()");
    if (b.failed) {
        tool_buf_free(&b);
        return NULL;
    }
    return b.data;
}

/* "5,8" into x: 1 to max jars of at most PLAY_MAX_JAR cookies, separated by
 * commas (spaces around them allowed); the number of jars, or 0 when the text
 * is not that. */
static uint32_t parse_jars(const char *text, uint64_t *x, uint32_t max)
{
    uint32_t n = 0;
    const char *p = text;
    for (;;) {
        while (*p == ' ')
            p++;
        if (*p < '0' || *p > '9' || n == max)
            return 0;
        uint64_t v = 0;
        while (*p >= '0' && *p <= '9') {
            v = v * 10 + (uint64_t)(*p++ - '0');
            if (v > PLAY_MAX_JAR)
                return 0;
        }
        x[n++] = v;
        while (*p == ' ')
            p++;
        if (*p == '\0')
            return n;
        if (*p++ != ',')
            return 0;
    }
}

static char *too_many_moves(uint64_t moves)
{
    char detail[128];
    snprintf(detail, sizeof detail, "%llu moves: the page plays boards of at most %d moves",
             (unsigned long long)moves, PLAY_MAX_MOVES);
    return web_error_document("too large to play: ", detail);
}

/* The box diagram with the winning columns marked when hints are on, into
 * *svg: CG_OK (*svg NULL when the position is too large to draw, as the
 * tool's --svg does not draw it) or CG_ENOMEM. */
static int position_svg(const cg_position *p, const play_state *s, int hints, char **svg)
{
    size_t n = cg_position_size(p);
    *svg = NULL;
    if (n > BOX_SVG_MAX_HEAPS || (n > 0 && cg_position_heap(p, n - 1) > BOX_SVG_MAX_HEIGHT))
        return CG_OK;   /* heaps are ascending: the last is the tallest */
    uint8_t *winning = calloc(n ? n : 1, 1);
    if (winning == NULL)
        return CG_ENOMEM;
    for (size_t i = 0; i < s->n; i++)
        winning[s->moves[i].heap] = (uint8_t)s->moves[i].winning;
    char *data = NULL, caption[160], heaps[96];
    size_t len = 0;
    if (cg_position_format(p, heaps, sizeof heaps, &len) == CG_ERANGE)
        strcpy(heaps + sizeof heaps - 4, "...");
    snprintf(caption, sizeof caption, "%s%s", heaps[0] ? heaps : "()",
             hints && s->n > 0 ? ": winning moves marked" : "");
    FILE *f = open_memstream(&data, &len);
    int failed = f == NULL;
    if (f != NULL) {
        failed |= box_svg_write(f, p, hints ? winning : NULL, caption) != 0;
        failed |= ferror(f);
        failed |= fclose(f) != 0;
    }
    free(winning);
    if (failed) {
        free(data);   /* within the limits above, only memory fails */
        return CG_ENOMEM;
    }
    *svg = data;
    return CG_OK;
}

/* The spoiled-cookie game: a move eats a heap that is not 0. */
static char *play_position(cg_ctx *ctx, const char *text, int hints, play_state *s)
{
    cg_position *p = NULL;
    int rc = cg_position_parse(text, &p);
    if (rc != CG_OK) {
        char *doc = web_error_document("not a position: ", rc == CG_EPARSE || rc == CG_ERANGE
                                                              ? cg_error_detail() : cg_strerror(rc));
        return doc;
    }
    size_t n = cg_position_size(p);
    char *doc = NULL;
    uint8_t *winning = NULL;
    uint32_t r = 0;
    s->game = "position";
    if (n > PLAY_MAX_MOVES) {
        doc = too_many_moves(n);
        goto done;
    }
    if ((s->state = position_state(p)) == NULL || (winning = malloc(n ? n : 1)) == NULL ||
        (s->moves = calloc(n ? n : 1, sizeof *s->moves)) == NULL) {
        doc = web_failure_document("", CG_ENOMEM);
        goto done;
    }
    rc = cg_position_remoteness(ctx, p, &r);
    if (rc == CG_OK)
        rc = cg_position_winning_moves(ctx, p, winning, n);
    s->remoteness = r;
    for (size_t k = 0; k < n && rc == CG_OK; k++) {
        if (cg_position_heap(p, k) == 0)
            continue;
        play_move *m = &s->moves[s->n++];
        cg_position *option = NULL;
        m->heap = k;
        m->winning = winning[k];
        snprintf(m->label, sizeof m->label, "eat heap %zu (size %u)", k, cg_position_heap(p, k));
        rc = cg_position_option(p, k, &option);
        if (rc == CG_OK)
            rc = cg_position_remoteness(ctx, option, &r);
        m->remoteness = r;
        if (rc == CG_OK && (m->to = position_state(option)) == NULL)
            rc = CG_ENOMEM;
        cg_position_free(option);
    }
    if (rc == CG_OK)
        rc = position_svg(p, s, hints, &s->svg);
    if (rc != CG_OK)
        doc = web_failure_document("", rc);
done:
    free(winning);
    cg_position_free(p);
    return doc;
}

/* Wythoff's game and Cookie Monster: a move takes t >= 1 cookies from each
 * jar of a permissible set. sets: the game's, nsets of them. */
static char *play_jars(cg_ctx *ctx, const cg_cmnim *g, const uint64_t *sets, size_t nsets,
                       int wythoff, play_state *s)
{
    uint64_t count = 0;
    for (size_t j = 0; j < nsets; j++) {
        uint64_t least = UINT64_MAX;
        for (uint32_t i = 0; i < s->jars; i++)
            if (sets[j] >> i & 1 && s->x[i] < least)
                least = s->x[i];
        count += least;
    }
    if (count > PLAY_MAX_MOVES)
        return too_many_moves(count);
    if ((s->moves = calloc(count ? count : 1, sizeof *s->moves)) == NULL)
        return web_failure_document("", CG_ENOMEM);
    /* Wythoff's winning moves as the library gives them: the pairs they lead to. */
    int rc = wythoff ? cg_wythoff_winning_moves(s->x[0], s->x[1], s->pairs, 3, &s->npairs) : CG_OK;
    if (rc == CG_OK)
        rc = cg_cmnim_remoteness(ctx, g, s->x, &s->remoteness);
    for (size_t j = 0; j < nsets && rc == CG_OK; j++) {
        for (uint64_t t = 1; rc == CG_OK; t++) {
            play_move *m = &s->moves[s->n];
            memcpy(m->jars, s->x, sizeof m->jars);
            int possible = 1;
            for (uint32_t i = 0; i < s->jars; i++) {
                if (sets[j] >> i & 1) {
                    possible &= m->jars[i] >= t;
                    m->jars[i] -= m->jars[i] >= t ? t : 0;
                }
            }
            if (!possible)
                break;
            s->n++;
            char which[64] = "";
            size_t at = 0;
            for (uint32_t i = 0; i < s->jars; i++)
                if (sets[j] >> i & 1)
                    at += (size_t)snprintf(which + at, sizeof which - at, "%s%u", at ? "+" : "", i);
            if (wythoff)
                snprintf(m->label, sizeof m->label, "take %llu from %s", (unsigned long long)t,
                         sets[j] == 3 ? "both jars" : sets[j] == 1 ? "jar 0" : "jar 1");
            else
                snprintf(m->label, sizeof m->label, "take %llu from jar%s %s", (unsigned long long)t,
                         strchr(which, '+') != NULL ? "s" : "", which);
            if (wythoff) {
                for (size_t w = 0; w < s->npairs; w++)
                    m->winning |= s->pairs[2 * w] == m->jars[0] && s->pairs[2 * w + 1] == m->jars[1];
            } else {
                int is_p = 0;
                rc = cg_cmnim_is_p(ctx, g, m->jars, &is_p);
                m->winning = is_p;
            }
            if (rc == CG_OK)
                rc = cg_cmnim_remoteness(ctx, g, m->jars, &m->remoteness);
            if (rc == CG_OK && (m->to = jars_state(wythoff ? "wythoff" : "cm", m->jars, s->jars)) == NULL)
                rc = CG_ENOMEM;
        }
    }
    return rc == CG_OK ? NULL : web_failure_document("", rc);
}

/* "wythoff:5,8" (two jars) or "cm:3,4,5" (Cookie Monster, 1 to 16 jars). */
static char *play_cm(cg_ctx *ctx, const char *text, int wythoff, play_state *s)
{
    s->game = wythoff ? "wythoff" : "cm";
    s->jars = parse_jars(text, s->x, wythoff ? 2 : CG_CMNIM_MAX_JARS);
    if (wythoff && s->jars != 2)
        return web_error_document("not a Wythoff position: ", "give two jar sizes of at most 1000000 "
                                                             "separated by a comma, such as 5,8");
    if (s->jars == 0)
        return web_error_document("not a Cookie Monster position: ",
                                  "give 1 to 16 jar sizes of at most 1000000 separated by commas, "
                                  "such as 3,4,5");
    if ((s->state = jars_state(s->game, s->x, s->jars)) == NULL)
        return web_failure_document("", CG_ENOMEM);
    cg_cmnim *g = NULL;
    uint64_t *sets = NULL;
    size_t nsets = 0;
    int rc = cg_cmnim_new_family(s->jars, CG_CMNIM_COOKIE_MONSTER, &g);
    if (rc == CG_OK)
        rc = cg_cmnim_sets(g, NULL, 0, &nsets);
    if (rc == CG_ERANGE)
        rc = CG_OK;   /* the count is known: now the sets */
    if (rc == CG_OK && (sets = malloc(nsets * sizeof *sets)) == NULL)
        rc = CG_ENOMEM;
    if (rc == CG_OK)
        rc = cg_cmnim_sets(g, sets, nsets, &nsets);
    char *doc = rc == CG_OK ? play_jars(ctx, g, sets, nsets, wythoff, s) : web_failure_document("", rc);
    free(sets);
    cg_cmnim_free(g);
    return doc;
}

/* The move the perfect player makes: a winning move that wins soonest (the
 * least remoteness after it), else the move that lasts longest (the largest
 * remoteness); the first such in the list. -1 when there is no move. */
static long perfect_reply(const play_state *s)
{
    long best = -1;
    for (size_t i = 0; i < s->n; i++) {
        const play_move *m = &s->moves[i], *b = best >= 0 ? &s->moves[best] : NULL;
        if (b == NULL || (m->winning && !b->winning) ||
            (m->winning == b->winning && (m->winning ? m->remoteness < b->remoteness
                                                     : m->remoteness > b->remoteness)))
            best = (long)i;
    }
    return best;
}

static char *play_document(const play_state *s)
{
    tool_buf b = { 0 };
    tool_buf_printf(&b, "{\"game\":\"%s\"", s->game);
    char *quoted = tool_json_quoted(s->state);
    tool_buf_printf(&b, ",\"state\":%s", quoted != NULL ? quoted : "null");
    b.failed |= quoted == NULL;
    free(quoted);
    long reply = perfect_reply(s);
    int n_position = reply >= 0 && s->moves[reply].winning;
    tool_buf_printf(&b, ",\"outcome\":\"%c\",\"remoteness\":%llu", n_position ? 'N' : 'P',
                    (unsigned long long)s->remoteness);
    /* As the tool's JSON: heap indices for the spoiled-cookie game, the
     * pairs they lead to for Wythoff's game (sorted, as `cookiegame wythoff
     * grundy --json` has them), the jars they lead to for Cookie Monster (in
     * the order of "moves"). */
    tool_buf_printf(&b, ",\"winning_moves\":[");
    int any = 0;
    for (size_t w = 0; w < s->npairs; w++)
        tool_buf_printf(&b, "%s[%llu,%llu]", any++ ? "," : "", (unsigned long long)s->pairs[2 * w],
                        (unsigned long long)s->pairs[2 * w + 1]);
    for (size_t i = 0; i < s->n && strcmp(s->game, "wythoff") != 0; i++) {
        const play_move *m = &s->moves[i];
        if (!m->winning)
            continue;
        tool_buf_printf(&b, "%s", any++ ? "," : "");
        if (s->jars == 0)
            tool_buf_printf(&b, "%zu", m->heap);
        else
            for (uint32_t j = 0; j < s->jars; j++)
                tool_buf_printf(&b, "%s%llu%s", j ? "," : "[", (unsigned long long)m->jars[j],
                                j + 1 == s->jars ? "]" : "");
    }
    tool_buf_printf(&b, "],\"moves\":[");
    for (size_t i = 0; i < s->n; i++) {
        const play_move *m = &s->moves[i];
        char *label = tool_json_quoted(m->label), *to = tool_json_quoted(m->to);
        b.failed |= label == NULL || to == NULL;
        tool_buf_printf(&b, "%s{\"label\":%s,\"to\":%s,\"winning\":%s,\"remoteness\":%llu", i ? "," : "",
                        label ? label : "null", to ? to : "null", m->winning ? "true" : "false",
                        (unsigned long long)m->remoteness);
        if (s->jars == 0)
            tool_buf_printf(&b, ",\"heap\":%zu", m->heap);   /* the column of the box diagram */
        tool_buf_printf(&b, "}");
        free(label);
        free(to);
    }
    tool_buf_printf(&b, "]");
    if (reply >= 0)
        tool_buf_printf(&b, ",\"reply\":%ld", reply);
    else
        tool_buf_printf(&b, ",\"reply\":null");
    char *svg = s->svg != NULL ? tool_json_quoted(s->svg) : NULL;
    b.failed |= s->svg != NULL && svg == NULL;
    tool_buf_printf(&b, ",\"svg\":%s}", svg != NULL ? svg : "null");
    free(svg);
    if (b.failed) {
        tool_buf_free(&b);
        return web_failure_document("", CG_ENOMEM);
    }
    return b.data;
}

EMSCRIPTEN_KEEPALIVE
char *web_play(const char *text, int hints)
{
    if (text == NULL)
        return web_error_document("", cg_strerror(CG_EINVAL));
    const char *colon = strchr(text, ':');
    size_t kind = colon != NULL ? (size_t)(colon - text) : 0;
    play_state s;
    memset(&s, 0, sizeof s);
    cg_ctx *ctx = NULL;
    int rc = web_ctx_new(&ctx);
    char *doc = NULL;
    if (rc != CG_OK)
        doc = web_failure_document("", rc);
    else if (kind == 8 && strncmp(text, "position", 8) == 0)
        doc = play_position(ctx, colon + 1, hints, &s);
    else if (kind == 7 && strncmp(text, "wythoff", 7) == 0)
        doc = play_cm(ctx, colon + 1, 1, &s);
    else if (kind == 2 && strncmp(text, "cm", 2) == 0)
        doc = play_cm(ctx, colon + 1, 0, &s);
    else
        doc = web_error_document("not a game to play: ", "write position:HEAPS, wythoff:X,Y or "
                                                          "cm:X0,X1,... (such as position:2 3 4 4)");
    if (doc == NULL)
        doc = play_document(&s);
    play_state_free(&s);
    cg_ctx_free(ctx);
    return doc;
}
