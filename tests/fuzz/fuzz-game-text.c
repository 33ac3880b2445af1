/*
 * The game parser: any text either fails with an offset inside it, or gives
 * a canonical game g for which
 * - format (in both styles of cg_game_format_ex) then parse gives g itself
 *   (the same interned game);
 * - -(-g) is g and g + (-g) is 0;
 * - the mean and temperature of g, when they fit, are those of its thermograph.
 */
#include <cookiegame.h>

#include "fuzz.h"

static cg_ctx *ctx;
static unsigned inputs;
static int reached_limit;   /* the last input passed the node limit */

/* How deep braces and parentheses nest in text. */
static size_t nesting(const char *text)
{
    size_t depth = 0, max = 0;
    for (; *text != '\0'; text++) {
        if (*text == '{' || *text == '(')
            max = ++depth > max ? depth : max;
        else if ((*text == '}' || *text == ')') && depth > 0)
            depth--;
    }
    return max;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* A context kept across inputs (warm caches), replaced now and then so
     * that memory stays bounded: every 100 inputs, and after an input that
     * passed the limit (one such input can intern a few MB: a sum of
     * x + *m values is charged once made). cg_ctx_clear() would not do:
     * interned games outlive it. */
    if (ctx != NULL && (++inputs % 100 == 0 || reached_limit)) {
        cg_ctx_free(ctx);
        ctx = NULL;
    }
    if (ctx == NULL && (cg_ctx_new(&ctx) != CG_OK || cg_ctx_set_node_limit(ctx, 50000) != CG_OK))
        abort();
    reached_limit = 0;
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    /* An integer literal up to 2^20 is valid and costs that many interned
     * games (a second and 400 MB at the top, documented; the module tests
     * cover it); under ASan and coverage that passes the 10 s per input of
     * .ci/fuzz, so integer parts of six digits or more are left to those
     * tests (denominators, however long, are cheap and stay). */
    for (size_t i = 0, run = 0, denominator = 0; text[i] != '\0'; i++) {
        int digit = text[i] >= '0' && text[i] <= '9';
        if (digit && run == 0)
            denominator = i > 0 && text[i - 1] == '/';
        run = digit ? run + 1 : 0;
        if (run >= 6 && !denominator) {
            free(text);
            return 0;
        }
    }
    const cg_game *g = NULL, *back = NULL, *n = NULL, *nn = NULL, *s = NULL;
    size_t at = SIZE_MAX;
    int rc = cg_game_parse_ex(ctx, text, &g, &at);
    reached_limit = rc == CG_ELIMIT;
    if (rc == CG_EPARSE || rc == CG_ERANGE)
        FUZZ_CHECK(at <= strlen(text));
    if (rc != CG_OK)
        goto done;
    /* Both styles: the library's and CGSuite's (which may pass the limit). */
    for (unsigned flags = 0; flags <= CG_FORMAT_CGSUITE; flags++) {
        size_t len;
        rc = cg_game_format_ex(ctx, g, flags, NULL, 0, &len);
        FUZZ_CHECK(rc == CG_OK || rc == CG_ERANGE || (flags != 0 && rc == CG_ELIMIT));
        /* The library's style writes ^[n] with runs of up to n bars, text
         * quadratic in n: ^[4096] is 8 MB, read back in 3 s and in 50 under
         * the sanitizers, past the 10 s an input may take here. Texts that
         * long are read back by the module tests (partizan-format-styles). */
        if (rc == CG_ELIMIT || len > ((size_t)1 << 20))
            continue;
        char *shown = malloc(len + 1);
        if (shown != NULL && cg_game_format_ex(ctx, g, flags, shown, len + 1, NULL) == CG_OK) {
            rc = cg_game_parse(ctx, shown, &back);
            /* The library's style writes ^<n> for large n as braces nested
             * past the reader's bound (partizan.h, cg_game_format_ex). */
            FUZZ_CHECK(rc == CG_OK || rc == CG_ELIMIT ||
                       (rc == CG_ERANGE && nesting(shown) > CG_GAME_MAX_NESTING));
            FUZZ_CHECK(rc != CG_OK || back == g);
        }
        free(shown);
    }
    if (cg_game_neg(ctx, g, &n) == CG_OK && cg_game_neg(ctx, n, &nn) == CG_OK)
        FUZZ_CHECK(nn == g);
    if (n != NULL && cg_game_sum(ctx, g, n, &s) == CG_OK)
        FUZZ_CHECK(s == cg_game_zero(ctx));
    cg_dyadic mean, temp, m2, t2;
    cg_thermograph *th = NULL;
    if (cg_game_mean_temperature(ctx, g, &mean, &temp) == CG_OK &&
        cg_game_thermograph(ctx, g, &th) == CG_OK) {
        FUZZ_CHECK(cg_thermograph_mean_temperature(th, &m2, &t2) == CG_OK);
        FUZZ_CHECK(m2.num == mean.num && m2.log2_den == mean.log2_den);
        FUZZ_CHECK(t2.num == temp.num && t2.log2_den == temp.log2_den);
    }
    cg_thermograph_free(th);
done:
    free(text);
    return 0;
}
