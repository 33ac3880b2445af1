/*
 * The table of CGSuite inputs, tests/data/cgsuite-inputs.tsv (its header says
 * the columns and the plain notation): each text read by cg_game_parse() is
 * the game written beside it, and each text marked "refused" is refused with
 * its status and a detail. The file is found through CG_CGSUITE_INPUTS
 * (set by meson), else at the path compiled in.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "partizan-tests.h"
#include "run-suite.h"

#ifndef CG_CGSUITE_INPUTS_PATH
#define CG_CGSUITE_INPUTS_PATH "tests/data/cgsuite-inputs.tsv"
#endif

enum kind { ROW_GAME, ROW_REFUSED };

typedef struct row {
    int line;
    enum kind kind;
    char *text, *game, *source;   /* game: the plain text, or the status name */
} row;

/* Read once in main(), before Check forks the tests. */
static const char *table_path;
static row *rows;
static size_t nrows;
static char *problems;   /* what is wrong with the file's form, one per line */
static size_t problems_len;

__attribute__((format(printf, 1, 2)))
static void problem(const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    size_t n = strlen(msg);
    char *p = realloc(problems, problems_len + n + 2);
    if (p == NULL)
        abort();
    problems = p;
    memcpy(problems + problems_len, msg, n);
    problems_len += n;
    problems[problems_len++] = '\n';
    problems[problems_len] = '\0';
}

/* Whether s is in the plain notation: digits, '/', '*', '^', 'v', braces,
 * bars and commas, '-' only before a digit, '/' only between digits. */
static const char *not_plain(const char *s)
{
    for (const char *p = s; *p != '\0'; p++) {
        if (*p == '-' && !(p[1] >= '0' && p[1] <= '9'))
            return p;
        if (*p == '/' && !(p > s && p[-1] >= '0' && p[-1] <= '9' && p[1] >= '0' && p[1] <= '9'))
            return p;
        if (strchr("0123456789/*^v{}|,-", *p) == NULL)
            return p;
    }
    return NULL;
}

static void load_table(const char *path)
{
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        problem("%s: cannot open: %s (set CG_CGSUITE_INPUTS)", path, strerror(errno));
        return;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int number = 0;
    while ((len = getline(&line, &cap, f)) >= 0) {
        number++;
        if (len > 0 && line[len - 1] == '\n')
            line[--len] = '\0';
        if (len == 0 || line[0] == '#')
            continue;
        char *field[5] = { NULL };
        int n = 0;
        for (char *p = line; n < 5;) {
            field[n++] = p;
            char *tab = strchr(p, '\t');
            if (tab == NULL)
                break;
            *tab = '\0';
            p = tab + 1;
        }
        if (n < 3 || n > 4) {
            problem("%s:%d: %d fields, not 3 or 4 separated by TABs", path, number, n);
            continue;
        }
        row r = { number, ROW_GAME, strdup(field[0]), strdup(field[1]), strdup(field[2]) };
        if (r.text == NULL || r.game == NULL || r.source == NULL)
            abort();
        const char *mark = n == 4 ? field[3] : "";
        if (strcmp(mark, "refused") == 0)
            r.kind = ROW_REFUSED;
        else if (mark[0] != '\0')
            problem("%s:%d: marker '%s' is not 'refused'", path, number, mark);
        if (r.text[0] == '\0' || r.source[0] == '\0')
            problem("%s:%d: an empty text or source", path, number);
        const char *bad;
        if (r.kind == ROW_REFUSED) {
            if (strcmp(r.game, "CG_EPARSE") != 0 && strcmp(r.game, "CG_ERANGE") != 0)
                problem("%s:%d: a refused row names CG_EPARSE or CG_ERANGE, not '%s'", path,
                        number, r.game);
        } else if (r.game[0] == '\0' || (bad = not_plain(r.game)) != NULL) {
            problem("%s:%d: the game '%s' is not in the plain notation (at '%c')", path, number,
                    r.game, r.game[0] == '\0' ? ' ' : *bad);
        }
        row *grown = realloc(rows, (nrows + 1) * sizeof *rows);
        if (grown == NULL)
            abort();
        rows = grown;
        rows[nrows++] = r;
    }
    free(line);
    fclose(f);
}

static void free_table(void)
{
    for (size_t i = 0; i < nrows; i++) {
        free(rows[i].text);
        free(rows[i].game);
        free(rows[i].source);
    }
    free(rows);
    free(problems);
}

static void setup(void)
{
    partizan_setup();
}

static void teardown(void)
{
    partizan_teardown();
}

START_TEST(the_table_is_well_formed)
{
    ck_assert_msg(problems == NULL, "%s", problems);
    size_t count[3] = { 0 };
    for (size_t i = 0; i < nrows; i++)
        count[rows[i].kind]++;
    /* The table covers what it is for: not an accidentally cut file. */
    ck_assert_uint_ge(count[ROW_GAME], 100);
    ck_assert_uint_ge(count[ROW_REFUSED], 10);
}
END_TEST

/* The game of a text, or NULL with the status in *rc. */
static const cg_game *read_game(const char *text, int *rc)
{
    const cg_game *g = NULL;
    *rc = cg_game_parse(ctx, text, &g);
    return *rc == CG_OK ? g : NULL;
}

START_TEST(each_text_is_the_game_beside_it)
{
    size_t checked = 0, wrong = 0;
    for (size_t i = 0; i < nrows; i++) {
        const row *r = &rows[i];
        if (r->kind != ROW_GAME)
            continue;
        int rc_text, rc_game, rel = 99;
        const cg_game *a = read_game(r->text, &rc_text);
        const cg_game *b = read_game(r->game, &rc_game);
        if (a == NULL || b == NULL) {
            fprintf(stderr, "%s:%d: \"%s\": %s; \"%s\": %s\n", table_path, r->line, r->text,
                    cg_strerror(rc_text), r->game, cg_strerror(rc_game));
            wrong++;
            continue;
        }
        /* One canonical game: the same object, and equal by the order. */
        ck_assert_int_eq(cg_game_compare(ctx, a, b, &rel), CG_OK);
        if (a != b || rel != 0) {
            fprintf(stderr, "%s:%d: \"%s\" reads as %s, not %s (%s) [%s]\n", table_path, r->line,
                    r->text, F(a), F(b), r->game, r->source);
            wrong++;
        }
        checked++;
    }
    printf("%s: %zu texts read as the games beside them\n", table_path, checked);
    ck_assert_msg(wrong == 0, "%zu rows of %s read as another game (listed on stderr)", wrong,
                  table_path);
}
END_TEST

START_TEST(each_refused_text_is_refused_with_a_detail)
{
    size_t wrong = 0, refused = 0;
    for (size_t i = 0; i < nrows; i++) {
        const row *r = &rows[i];
        if (r->kind != ROW_REFUSED)
            continue;
        int want = strcmp(r->game, "CG_ERANGE") == 0 ? CG_ERANGE : CG_EPARSE;
        const cg_game *g = NULL;
        size_t at = SIZE_MAX;
        int rc = cg_game_parse_ex(ctx, r->text, &g, &at);
        const char *detail = cg_error_detail();
        if (rc == CG_OK) {
            fprintf(stderr, "%s:%d: \"%s\" reads as %s, not %s\n", table_path, r->line, r->text,
                    F(g), r->game);
            wrong++;
        } else if (rc != want || detail[0] == '\0' || at > strlen(r->text)) {
            fprintf(stderr, "%s:%d: \"%s\": %s at offset %zu (\"%s\"), not %s with a detail\n",
                    table_path, r->line, r->text, cg_strerror(rc), at, detail, r->game);
            wrong++;
        }
        refused++;
    }
    printf("%s: %zu texts refused with their status and a detail\n", table_path, refused);
    ck_assert_msg(wrong == 0, "%zu refused rows of %s (listed on stderr)", wrong, table_path);
}
END_TEST

int main(void)
{
    table_path = getenv("CG_CGSUITE_INPUTS");
    if (table_path == NULL || table_path[0] == '\0')
        table_path = CG_CGSUITE_INPUTS_PATH;
    load_table(table_path);
    Suite *s = suite_create("partizan-cgsuite-table");
    TCase *tc = tcase_create("cgsuite-table");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, the_table_is_well_formed);
    tcase_add_test(tc, each_text_is_the_game_beside_it);
    tcase_add_test(tc, each_refused_text_is_refused_with_a_detail);
    suite_add_tcase(s, tc);
    int status = run_suite(s);
    free_table();
    return status;
}
