/*
 * The spoiled-cookie game of cookie.h written again from its rules alone, for
 * the generic engine of impartial.h: a second, independent way to the Grundy
 * value of a position, which shares no code with the memoised search
 * (cookie/reduced_search.c) or the censuses. No reduction, no box diagrams:
 * a state is the edible cookies' days, ascending, one byte each; a move eats
 * one cookie and every other ages a day, the spoiled ones (0 days) leaving
 * the jar. Whatever the engine's memo holds is a position reached by play,
 * at most 2^n of them from n cookies.
 *
 * doc/results.md checks the first position of value 7 with it, the tests a
 * sample of every list of positions it publishes, and it would check any
 * position a hunt reports. Without arguments it checks the first
 * position of value 7 [Propp]; with arguments, the position they give, under
 * the context's default node limit unless --limit N comes first (0: none):
 *
 *   cc impartial-cookie.c $(pkg-config --cflags --libs cookiegame)
 *   ./a.out 2 3 4 4                 # Grundy value 3
 *   ./a.out --limit 0 1 2 ... 26    # a long search: no node limit
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

/* Days of a cookie this program takes: a state is one byte a cookie. */
#define MAX_DAYS 255
/* Cookies: a position of more than 40 is beyond any search here anyway. */
#define MAX_COOKIES 40

//! [rules]
/* Every option: eat one cookie (one of each number of days: equal cookies
 * give the same option), then the others age and the spoiled leave. */
static int options(void *user_data, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)user_data;
    uint8_t next[MAX_COOKIES];
    if (len > MAX_COOKIES)
        return 1;   /* not a state of this program */
    for (size_t eat = 0; eat < len; eat++) {
        if (eat > 0 && state[eat] == state[eat - 1])
            continue;
        size_t m = 0;
        for (size_t i = 0; i < len; i++)
            if (i != eat && state[i] > 1)
                next[m++] = (uint8_t)(state[i] - 1);   /* still ascending */
        int rc = cg_state_list_add(out, next, m);
        if (rc != CG_OK)
            return rc;
    }
    return 0;
}
//! [rules]

/* The state of the cookies given as text: ascending days, the spoiled left
 * out. 0, or 1 after printing why not. */
static int read_position(int argc, char **argv, uint8_t *state, size_t *len)
{
    *len = 0;
    if (argc - 1 > MAX_COOKIES) {
        fprintf(stderr, "at most %d cookies\n", MAX_COOKIES);
        return 1;
    }
    for (int i = 1; i < argc; i++) {
        char *end;
        unsigned long d = strtoul(argv[i], &end, 10);
        if (*argv[i] == '\0' || *end != '\0' || d > MAX_DAYS || argv[i][0] == '-') {
            fprintf(stderr, "not a number of days from 0 to %d: '%s'\n", MAX_DAYS, argv[i]);
            return 1;
        }
        if (d == 0)
            continue;
        size_t k = (*len)++;   /* insertion: positions are short */
        for (; k > 0 && state[k - 1] > d; k--)
            state[k] = state[k - 1];
        state[k] = (uint8_t)d;
    }
    return 0;
}

int main(int argc, char **argv)
{
    /* The first position of Grundy value 7, with 19 heaps (doc/results.md). */
    static char *first7[] = { "", "8", "9", "9", "10", "11", "12", "12", "13", "14", "17",
                              "17", "18", "19", "19", "19", "19", "19", "19", "19" };
    if (argc == 1) {
        argc = (int)(sizeof first7 / sizeof first7[0]);
        argv = first7;
    }
    uint64_t limit = 0;
    int limited = 0;
    if (argc >= 3 && strcmp(argv[1], "--limit") == 0) {
        char *end;
        limit = strtoull(argv[2], &end, 10);
        if (argv[2][0] == '\0' || argv[2][0] == '-' || *end != '\0') {
            fprintf(stderr, "--limit: not a number of nodes: '%s'\n", argv[2]);
            return 2;
        }
        limited = 1;
        argv[2] = argv[0];   /* the cookies follow */
        argv += 2;
        argc -= 2;
    }
    uint8_t state[MAX_COOKIES];
    size_t len;
    if (read_position(argc, argv, state, &len) != 0)
        return 2;
    cg_impartial_rules rules = { options, NULL, NULL, NULL };
    cg_impartial *game;
    cg_ctx *ctx;
    if (cg_impartial_new(&rules, &game) != CG_OK)
        return 1;
    if (cg_ctx_new(&ctx) != CG_OK) {
        cg_impartial_free(game);
        return 1;
    }
    uint64_t g;
    int rc = limited ? cg_ctx_set_node_limit(ctx, limit) : CG_OK;
    if (rc == CG_OK)
        rc = cg_impartial_grundy(ctx, game, state, len, &g);
    if (rc == CG_OK) {
        printf("cookies:");
        for (size_t i = 0; i < len; i++)
            printf(" %u", state[i]);
        printf("\nGrundy value %llu, by the rules alone\n", (unsigned long long)g);
    } else {
        fprintf(stderr, "the engine failed: %s\n", cg_strerror(rc));
    }
    cg_ctx_free(ctx);
    cg_impartial_free(game);
    return rc == CG_OK ? 0 : 1;
}
