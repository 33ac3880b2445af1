#include "game-text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *tool_game_text(cg_ctx *ctx, const cg_game *g, int *st)
{
    return tool_game_text_in(ctx, g, 0, st);
}

char *tool_game_text_in(cg_ctx *ctx, const cg_game *g, unsigned flags, int *st)
{
    return tool_game_text_cut(ctx, g, flags, TOOL_GAME_TEXT_MAX, st);
}

char *tool_game_text_cut(cg_ctx *ctx, const cg_game *g, unsigned flags, size_t max, int *st)
{
    size_t len = 0;
    *st = cg_game_format_ex(ctx, g, flags, NULL, 0, &len);
    if (*st != CG_OK && *st != CG_ERANGE)
        return NULL;
    char note[96] = "";
    size_t keep = len;
    if (len > max) {
        keep = max;
        if (len == SIZE_MAX)
            snprintf(note, sizeof note, "... (more than %zu characters in all: too long to print)", len - 1);
        else
            snprintf(note, sizeof note, "... (%zu characters in all: too long to print)", len);
    }
    size_t nlen = strlen(note);
    char *text = malloc(keep + nlen + 1);
    if (text == NULL) {
        *st = CG_ENOMEM;
        return NULL;
    }
    *st = cg_game_format_ex(ctx, g, flags, text, keep + 1, NULL);
    if (*st == CG_ERANGE && nlen > 0)
        *st = CG_OK;   /* cut where asked */
    if (*st != CG_OK) {
        free(text);
        return NULL;
    }
    memcpy(text + keep, note, nlen + 1);
    return text;
}
