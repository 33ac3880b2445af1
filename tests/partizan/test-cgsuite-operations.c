/*
 * CGSuite's published results for the operations on short games,
 * tests/data/cgsuite-operations.tsv (its header says the columns): each row's
 * operation, called by its C name, gives CGSuite's answer, compared as games
 * (canonical forms are interned, so as pointers), as sets of games, or as
 * texts; each row marked "refused" is refused with a status and a detail;
 * where a row gives the library's own answer (the literature's definition,
 * or the canonical form where CGSuite keeps the form written), that answer. Every mismatch is listed before the test fails. The file is
 * found through CG_CGSUITE_OPERATIONS (set by meson), else at the path
 * compiled in.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "partizan-tests.h"
#include "run-suite.h"

#ifndef CG_CGSUITE_OPERATIONS_PATH
#define CG_CGSUITE_OPERATIONS_PATH "tests/data/cgsuite-operations.tsv"
#endif

enum { MAX_ARGS = 2, MAX_SET = 64 };

static char report[1 << 16];
static size_t report_len;
static int mismatches;

__attribute__((format(printf, 2, 3)))
static void mismatch(int line, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    mismatches++;
    int n = snprintf(report + report_len, sizeof report - report_len, "line %d: %s\n", line, msg);
    if (n > 0 && (size_t)n < sizeof report - report_len)
        report_len += (size_t)n;
}

/* A game from a text, NULL (and a mismatch) if the reader refuses it. */
static const cg_game *read_game(int line, const char *text)
{
    const cg_game *g = NULL;
    int rc = cg_game_parse(ctx, text, &g);
    if (rc != CG_OK) {
        mismatch(line, "'%s' is not read: %s (%s)", text, cg_strerror(rc),
                 cg_error_detail() ? cg_error_detail() : "");
        return NULL;
    }
    return g;
}

/* The elements of a set as CGSuite prints it, "{a,b,{c|d}}": split at the
 * commas outside any brace. */
static int read_set(int line, const char *text, const cg_game **out, size_t *n)
{
    size_t len = strlen(text);
    if (len < 2 || text[0] != '{' || text[len - 1] != '}') {
        mismatch(line, "'%s' is not a set", text);
        return 0;
    }
    *n = 0;
    if (len == 2)
        return 1;
    char item[1024];
    size_t k = 0;
    int depth = 0;
    for (size_t i = 1; i < len; i++) {
        char c = text[i];
        if ((c == ',' && depth == 0) || i == len - 1) {
            item[k] = '\0';
            if (*n == MAX_SET || (out[*n] = read_game(line, item)) == NULL)
                return 0;
            (*n)++;
            k = 0;
            continue;
        }
        depth += c == '{' || c == '(' ? 1 : c == '}' || c == ')' ? -1 : 0;
        if (k + 1 < sizeof item)
            item[k++] = c;
    }
    return 1;
}

static int same_set(const cg_game *const *a, size_t na, const cg_game *const *b, size_t nb)
{
    if (na != nb)
        return 0;
    for (size_t i = 0; i < na; i++) {
        size_t j = 0;
        while (j < nb && b[j] != a[i])
            j++;
        if (j == nb)
            return 0;
    }
    return 1;
}

static int read_dyadic(int line, const char *text, cg_dyadic *d)
{
    const cg_game *g = read_game(line, text);
    if (g == NULL)
        return 0;
    if (cg_game_number(g, &d->num, &d->log2_den) != CG_OK) {
        mismatch(line, "'%s' is not a number", text);
        return 0;
    }
    return 1;
}

typedef struct call {
    int line;
    const char *op;
    const cg_game *g, *arg[MAX_ARGS];
    const char *args[MAX_ARGS];
    size_t nargs;
} call;

/* The operations whose answer is a game. */
static int game_answer(const call *c, const cg_game **out, int *known)
{
    const char *op = c->op;
    *known = 1;
    if (strcmp(op, "AtomicWeight") == 0)
        return cg_game_atomic_weight(ctx, c->g, out);
    if (strcmp(op, "Companion") == 0)
        return cg_game_companion(ctx, c->g, out);
    if (strcmp(op, "Freeze") == 0)
        return cg_game_freeze(ctx, c->g, out);
    if (c->nargs == 1 && c->arg[0] != NULL) {
        if (strcmp(op, "ConjunctiveSum") == 0)
            return cg_game_conjunctive_sum(ctx, c->g, c->arg[0], out);
        if (strcmp(op, "SelectiveSum") == 0)
            return cg_game_selective_sum(ctx, c->g, c->arg[0], out);
        if (strcmp(op, "OrdinalSum") == 0)
            return cg_game_ordinal_sum(ctx, c->g, c->arg[0], out);
        if (strcmp(op, "ConwayProduct") == 0)
            return cg_game_conway_product(ctx, c->g, c->arg[0], out);
        if (strcmp(op, "OrdinalProduct") == 0)
            return cg_game_ordinal_product(ctx, c->g, c->arg[0], out);
        if (strcmp(op, "NortonProduct") == 0)
            return cg_game_norton(ctx, c->g, c->arg[0], out);
        if (strcmp(op, "Heat") == 0)
            return cg_game_heat(ctx, c->g, c->arg[0], out);
    }
    if (strcmp(op, "Overheat") == 0 && c->nargs == 2 && c->arg[0] && c->arg[1])
        return cg_game_overheat(ctx, c->g, c->arg[0], c->arg[1], out);
    if (strcmp(op, "Cool") == 0 && c->nargs == 1) {
        cg_dyadic t;
        if (!read_dyadic(c->line, c->args[0], &t))
            return CG_EINVAL;
        return cg_game_cool(ctx, c->g, t, out);
    }
    if ((strcmp(op, "Pow") == 0 || strcmp(op, "PowTo") == 0) && c->nargs == 1) {
        char *end;
        unsigned long n = strtoul(c->args[0], &end, 10);
        if (*end != '\0' || n > UINT32_MAX) {
            mismatch(c->line, "'%s' is not an exponent", c->args[0]);
            return CG_EINVAL;
        }
        return (op[3] == 'T' ? cg_game_pow_to : cg_game_pow)(ctx, c->g, (uint32_t)n, out);
    }
    *known = 0;
    return CG_EINVAL;
}

typedef int (*ctx_predicate)(cg_ctx *, const cg_game *, int *);
typedef int (*plain_predicate)(const cg_game *);

static const struct {
    const char *name;
    ctx_predicate with_ctx;
    plain_predicate plain;
} predicates[] = {
    { "IsAtomic", cg_game_is_atomic, NULL },
    { "IsEven", cg_game_is_even, NULL },
    { "IsOdd", cg_game_is_odd, NULL },
    { "IsEvenTempered", cg_game_is_even_tempered, NULL },
    { "IsOddTempered", cg_game_is_odd_tempered, NULL },
    { "IsNumberTiny", cg_game_is_number_tiny, NULL },
    { "IsUptimal", cg_game_is_uptimal, NULL },
    { "IsInteger", NULL, cg_game_is_integer },
    { "IsNimber", NULL, cg_game_is_nimber },
    { "IsNumberish", NULL, cg_game_is_numberish },
    { "IsOrdinal", NULL, cg_game_is_ordinal },
};

/* The operations whose answer is written as text: predicates, counts, the
 * misère outcome and the uptimal expansion. */
static int text_answer(const call *c, char *text, size_t cap, int *known)
{
    *known = 1;
    for (size_t i = 0; i < sizeof predicates / sizeof predicates[0]; i++) {
        if (strcmp(c->op, predicates[i].name) != 0)
            continue;
        int yes = 0, rc = CG_OK;
        if (predicates[i].with_ctx != NULL)
            rc = predicates[i].with_ctx(ctx, c->g, &yes);
        else
            yes = predicates[i].plain(c->g);
        snprintf(text, cap, "%s", yes ? "true" : "false");
        return rc;
    }
    if (strcmp(c->op, "StopCount") == 0 || strcmp(c->op, "FollowerCount") == 0) {
        uint64_t n = 0;
        int rc = (c->op[0] == 'S' ? cg_game_stop_count : cg_game_follower_count)(ctx, c->g, &n);
        snprintf(text, cap, "%" PRIu64, n);
        return rc;
    }
    if (strcmp(c->op, "MisereOutcomeClass") == 0) {
        cg_outcome o;
        int rc = cg_game_misere_outcome(ctx, c->g, &o);
        snprintf(text, cap, "%s", o == CG_OUTCOME_L ? "L" : o == CG_OUTCOME_R ? "R" :
                                  o == CG_OUTCOME_N ? "N" : "P");
        return rc;
    }
    if (strcmp(c->op, "UptimalExpansion") == 0)
        return cg_game_uptimal_expansion_format(ctx, c->g, text, cap, NULL);
    *known = 0;
    return CG_EINVAL;
}

/* The operations whose answer is a set of games. */
static int set_answer(const call *c, const cg_game **out, size_t *n, int *known)
{
    *known = 1;
    if (strcmp(c->op, "Followers") == 0)
        return cg_game_followers(ctx, c->g, out, MAX_SET, n);
    unsigned sides = strcmp(c->op, "Incentives") == 0 ? CG_SIDES_BOTH :
                     strcmp(c->op, "LeftIncentives") == 0 ? CG_SIDES_LEFT :
                     strcmp(c->op, "RightIncentives") == 0 ? CG_SIDES_RIGHT : 0;
    if (sides != 0)
        return cg_game_incentive_set(ctx, c->g, sides, out, MAX_SET, n);
    *known = 0;
    return CG_EINVAL;
}

static void check_refused(const call *c, int rc)
{
    if (rc != CG_EDOMAIN && rc != CG_ERANGE && rc != CG_EINVAL)
        mismatch(c->line, "%s of %s: CGSuite refuses, the library says %s", c->op, F(c->g),
                 cg_strerror(rc));
    else if (cg_error_detail() == NULL || cg_error_detail()[0] == '\0')
        mismatch(c->line, "%s of %s: refused without a detail", c->op, F(c->g));
}

static void check_row(const call *c, const char *expected)
{
    int refused = strcmp(expected, "refused") == 0, known = 0;
    const cg_game *got = NULL;
    int rc = game_answer(c, &got, &known);
    if (known) {
        if (refused)
            check_refused(c, rc);
        else if (rc != CG_OK)
            mismatch(c->line, "%s of %s: %s", c->op, F(c->g), cg_strerror(rc));
        else {
            const cg_game *want = read_game(c->line, expected);
            if (want != NULL && want != got)
                mismatch(c->line, "%s of %s: %s, CGSuite says %s", c->op, F(c->g), F(got),
                         expected);
        }
        return;
    }
    char text[4096];
    rc = text_answer(c, text, sizeof text, &known);
    if (known) {
        if (refused)
            check_refused(c, rc);
        else if (rc != CG_OK)
            mismatch(c->line, "%s of %s: %s", c->op, F(c->g), cg_strerror(rc));
        else if (strcmp(text, expected) != 0)
            mismatch(c->line, "%s of %s: %s, CGSuite says %s", c->op, F(c->g), text, expected);
        return;
    }
    const cg_game *set[MAX_SET], *want[MAX_SET];
    size_t n = 0, nwant = 0;
    rc = set_answer(c, set, &n, &known);
    if (!known) {
        mismatch(c->line, "unknown operation '%s'", c->op);
        return;
    }
    if (rc != CG_OK)
        mismatch(c->line, "%s of %s: %s", c->op, F(c->g), cg_strerror(rc));
    else if (read_set(c->line, expected, want, &nwant) && !same_set(set, n, want, nwant))
        mismatch(c->line, "%s of %s: %zu games, not CGSuite's %s", c->op, F(c->g), n, expected);
}

static void check_line(int line, char *text)
{
    char *field[7] = { NULL };
    int n = 0;
    for (char *p = text; n < 7;) {
        field[n++] = p;
        char *tab = strchr(p, '\t');
        if (tab == NULL)
            break;
        *tab = '\0';
        p = tab + 1;
    }
    if ((n != 5 && n != 7) || field[0][0] == '\0' || field[1][0] == '\0' ||
        field[3][0] == '\0' || field[4][0] == '\0') {
        mismatch(line, "%d fields, not 5 or 7 separated by TABs (or an empty one)", n);
        return;
    }
    /* Where the library answers otherwise by design, its answer and why. */
    if (n == 7 && strcmp(field[6], "literature") != 0 && strcmp(field[6], "form") != 0) {
        mismatch(line, "reason '%s' is not 'literature' or 'form'", field[6]);
        return;
    }
    call c = { line, field[1], read_game(line, field[0]), { NULL }, { NULL }, 0 };
    if (c.g == NULL)
        return;
    for (char *a = field[2]; *a != '\0' && c.nargs < MAX_ARGS;) {
        char *semi = strchr(a, ';');
        if (semi != NULL)
            *semi = '\0';
        c.args[c.nargs] = a;
        /* Cool's and the powers' arguments are numbers, the others games. */
        int numeric = strcmp(c.op, "Cool") == 0 || strncmp(c.op, "Pow", 3) == 0;
        c.arg[c.nargs] = numeric ? NULL : read_game(line, a);
        c.nargs++;
        if (semi == NULL)
            break;
        a = semi + 1;
    }
    check_row(&c, n == 7 ? field[5] : field[3]);
}

START_TEST(every_published_result)
{
    const char *path = getenv("CG_CGSUITE_OPERATIONS");
    if (path == NULL || path[0] == '\0')
        path = CG_CGSUITE_OPERATIONS_PATH;
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "%s: %s (set CG_CGSUITE_OPERATIONS)", path, strerror(errno));
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int number = 0, rows = 0;
    while ((len = getline(&line, &cap, f)) >= 0) {
        number++;
        if (len > 0 && line[len - 1] == '\n')
            line[--len] = '\0';
        if (len == 0 || line[0] == '#')
            continue;
        rows++;
        check_line(number, line);
    }
    free(line);
    fclose(f);
    /* The table's size, so that a damaged copy that lost rows is noticed. */
    ck_assert_int_ge(rows, 600);
    ck_assert_msg(mismatches == 0, "%d of %d rows disagree with CGSuite:\n%s", mismatches, rows,
                  report);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-cgsuite-operations");
    TCase *tc = tcase_create("cgsuite-operations");
    tcase_set_timeout(tc, 120);
    tcase_add_checked_fixture(tc, partizan_setup, partizan_teardown);
    tcase_add_test(tc, every_published_result);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
