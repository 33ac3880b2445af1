/*
 * The tool's option tables and their one parser (tools/common/options.h):
 * the parser's rules, each message it gives, and for every command that the
 * options its parser takes are exactly the ones its help documents.
 */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
#include "options.h"
#include "run-suite.h"
#include "tool.h"

/* The commands of the modules, as main.c lists them (help and version have
 * no options). */
static const tool_command *const commands[] = {
#define TOOL_COMMAND(name) &tool_cmd_##name,
#include "command-list.h"
#undef TOOL_COMMAND
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const tool_option opt_limit = TOOL_LIMIT("N", "nodes", 77, "Nodes.");
static const tool_option opt_svg = TOOL_TEXT("--svg", "FILE", "--svg needs a file name", "A file.");
static const tool_option opt_table = TOOL_CHOICE("--table", "levels|first|positions", 0,
                                                 "--table needs a name",
                                                 "--table: '%s' is not a table (levels, first or positions)",
                                                 "Which table.");
static const tool_option opt_json = TOOL_JSON("JSON.");
static const tool_option opt_csv = TOOL_CSV("CSV.");
static const tool_option opt_misere = TOOL_FLAG("--misere", "Misere play.");

enum { LIMIT, SVG, TABLE, THREADS, MEMORY, JSON, CSV, MISERE, NOPTS };
static const tool_option *const table[] = {
    [LIMIT] = &opt_limit, [SVG] = &opt_svg, [TABLE] = &opt_table, [THREADS] = &tool_opt_threads,
    [MEMORY] = &tool_opt_max_memory, [JSON] = &opt_json, [CSV] = &opt_csv,
    [MISERE] = &opt_misere, [NOPTS] = NULL
};

/* The result of one parse: status, the words left, the values and stderr. */
typedef struct parsed {
    int status;
    int argc;
    char *argv[16];
    tool_option_value v[NOPTS];
    char err[512];
} parsed;

/* Parse the NULL-terminated words with the table above, stderr captured. */
static void parse(parsed *p, ...)
{
    va_list ap;
    va_start(ap, p);
    p->argc = 0;
    for (char *w; (w = va_arg(ap, char *)) != NULL && p->argc < 15;)
        p->argv[p->argc++] = w;
    va_end(ap);
    p->argv[p->argc] = NULL;
    FILE *tmp = tmpfile();
    ck_assert_ptr_nonnull(tmp);
    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    ck_assert_int_ge(saved, 0);
    dup2(fileno(tmp), STDERR_FILENO);
    p->status = tool_parse_options("test", table, &p->argc, p->argv, p->v);
    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
    rewind(tmp);
    size_t n = fread(p->err, 1, sizeof p->err - 1, tmp);
    p->err[n] = '\0';
    fclose(tmp);
}

START_TEST(options_anywhere_and_defaults)
{
    parsed p;
    parse(&p, "a", "--limit", "5", "b", "--misere", "c", NULL);
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_str_eq(p.err, "");
    ck_assert_int_eq(p.argc, 3);
    ck_assert_str_eq(p.argv[0], "a");
    ck_assert_str_eq(p.argv[1], "b");
    ck_assert_str_eq(p.argv[2], "c");
    ck_assert(p.v[LIMIT].given && p.v[LIMIT].number == 5);
    ck_assert_str_eq(p.v[LIMIT].text, "5");
    ck_assert(p.v[MISERE].given);
    ck_assert(!p.v[SVG].given && p.v[SVG].text == NULL);
    ck_assert_int_eq(tool_options_format(table, p.v), TOOL_TEXT);

    parse(&p, "x", NULL);
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert(!p.v[LIMIT].given);
    ck_assert_uint_eq(p.v[LIMIT].number, 77);   /* the declared default */
    ck_assert_uint_eq(p.v[TABLE].number, 0);
}
END_TEST

START_TEST(double_dash_ends_the_options)
{
    parsed p;
    parse(&p, "1", "--json", "--", "-2", "--csv", "--", NULL);
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_str_eq(p.err, "");
    ck_assert_int_eq(p.argc, 4);
    ck_assert_str_eq(p.argv[0], "1");
    ck_assert_str_eq(p.argv[1], "-2");
    ck_assert_str_eq(p.argv[2], "--csv");   /* an argument, not the option */
    ck_assert_str_eq(p.argv[3], "--");      /* only the first "--" is taken */
    ck_assert_int_eq(tool_options_format(table, p.v), TOOL_JSON);
    ck_assert(!p.v[CSV].given);

    parse(&p, "-", "-2", NULL);   /* single dashes are arguments */
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_int_eq(p.argc, 2);
}
END_TEST

START_TEST(unknown_options)
{
    parsed p;
    parse(&p, "1", "--nope", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: unknown option '--nope'\n");
    parse(&p, "--limit=5", NULL);   /* "--opt=value" is not a syntax of the tool */
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: unknown option '--limit=5'\n");
}
END_TEST

START_TEST(missing_arguments)
{
    parsed p;
    parse(&p, "1", "--limit", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: --limit needs a number of nodes\n");
    /* the next option is not taken for the argument */
    parse(&p, "--svg", "--json", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: --svg needs a file name\n");
    parse(&p, "--max-memory", "--", "1", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: --max-memory needs a size such as 12G\n");
    parse(&p, "--svg", "-", NULL);   /* "-" (standard output) is an argument */
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_str_eq(p.v[SVG].text, "-");
}
END_TEST

START_TEST(bad_values_name_the_value_and_range)
{
    parsed p;
    parse(&p, "--threads", "0", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: --threads: '0' is not a thread count (1..256)\n");
    parse(&p, "--threads", "257", NULL);
    ck_assert_str_eq(p.err, "cookiegame: --threads: '257' is not a thread count (1..256)\n");
    parse(&p, "--threads", "256", NULL);
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_uint_eq(tool_options_threads(&p.v[THREADS]), 256);
    parse(&p, "--limit", "18446744073709551616", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: --limit: '18446744073709551616' is not a number of nodes "
                            "(0..18446744073709551615; 0 = no limit)\n");
    parse(&p, "--limit", "18446744073709551615", NULL);
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_uint_eq(p.v[LIMIT].number, UINT64_MAX);
    parse(&p, "--limit", "-1", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    parse(&p, "--max-memory", "12K", NULL);
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_uint_eq(p.v[MEMORY].number, 12 * 1024);
    parse(&p, "--max-memory", "12X", NULL);
    ck_assert_str_eq(p.err, "cookiegame: --max-memory: '12X' is not a size (bytes, or with K, M, G)\n");
    parse(&p, "--table", "positions", NULL);
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_uint_eq(p.v[TABLE].number, 2);
    parse(&p, "--table", "level", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: --table: 'level' is not a table (levels, first or positions)\n");
    /* a '%' in the user's text is shown, never read as a format */
    parse(&p, "--threads", "%s%n", NULL);
    ck_assert_str_eq(p.err, "cookiegame: --threads: '%s%n' is not a thread count (1..256)\n");
}
END_TEST

START_TEST(repeated_options)
{
    parsed p;
    parse(&p, "--misere", "1", "--misere", "--json", "--json", NULL);   /* flags may repeat */
    ck_assert_int_eq(p.status, TOOL_OK);
    ck_assert_int_eq(p.argc, 1);
    parse(&p, "--limit", "1", "--limit", "2", NULL);   /* which one would be meant? */
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: test: --limit given twice\n");
    parse(&p, "--json", "--csv", NULL);
    ck_assert_int_eq(p.status, TOOL_USAGE);
    ck_assert_str_eq(p.err, "cookiegame: --json and --csv: choose one output form\n");
    parse(&p, "--csv", "x", NULL);
    ck_assert_int_eq(tool_options_format(table, p.v), TOOL_CSV);
}
END_TEST

/* Every option entry is well formed: its line starts with its name and
 * argument, an option with an argument has both messages, and the message
 * for a bad argument has its one placeholder. */
static void check_option(const char *cmd, const tool_option *o)
{
    ck_assert_msg(strncmp(o->name, "--", 2) == 0, "%s: option '%s'", cmd, o->name);
    size_t n = strlen(o->name);
    ck_assert_msg(strncmp(o->entry, o->name, n) == 0, "%s %s: entry", cmd, o->name);
    ck_assert_msg(strchr(o->help, '\n') == NULL && o->help[0] != '\0', "%s %s: help", cmd, o->name);
    int flag = o->kind == TOOL_OPTION_FLAG || o->kind == TOOL_OPTION_FORMAT;
    ck_assert_msg(flag == (o->arg[0] == '\0'), "%s %s: argument '%s'", cmd, o->name, o->arg);
    if (flag)
        return;
    ck_assert_msg(o->missing != NULL, "%s %s: no message for a missing argument", cmd, o->name);
    if (o->kind != TOOL_OPTION_TEXT) {
        const char *at = o->bad != NULL ? strstr(o->bad, "%s") : NULL;
        ck_assert_msg(at != NULL && strstr(at + 2, "%") == NULL,
                      "%s %s: the message for a bad argument needs one %%s", cmd, o->name);
    }
    if (o->kind == TOOL_OPTION_NUMBER)
        ck_assert_msg(o->min <= o->dflt || o->dflt == 0, "%s %s: default", cmd, o->name);
}

/* The number of lines of c's help text that are exactly "+NAME". */
static int references(const tool_command *c, const char *name)
{
    int count = 0;
    size_t n = strlen(name);
    for (const char *p = c->help; p != NULL && *p != '\0';) {
        const char *nl = strchr(p, '\n');
        size_t len = nl != NULL ? (size_t)(nl - p) : strlen(p);
        if (len == n + 1 && p[0] == '+' && strncmp(p + 1, name, n) == 0)
            count++;
        p += len + (nl != NULL);
    }
    return count;
}

/* The parser of each command takes exactly the options its help documents:
 * each option of its tables is named once by a "+NAME" line, each "+NAME"
 * line is an option of its tables, and no option line is written by hand. */
START_TEST(help_documents_exactly_the_parsed_options)
{
    for (size_t i = 0; i < NCOMMANDS; i++) {
        const tool_command *c = commands[i];
        ck_assert_msg(c->tables != NULL && c->tables[0] != NULL, "%s has no option table", c->name);
        for (size_t t = 0; c->tables[t] != NULL; t++) {
            const tool_option *const *opts = c->tables[t];
            for (size_t k = 0; opts[k] != NULL; k++) {
                check_option(c->name, opts[k]);
                ck_assert_msg(references(c, opts[k]->name) == 1,
                              "%s takes %s, which its help names %d times", c->name,
                              opts[k]->name, references(c, opts[k]->name));
                for (size_t j = 0; j < k; j++)
                    ck_assert_msg(strcmp(opts[j]->name, opts[k]->name) != 0,
                                  "%s: %s twice in one table", c->name, opts[k]->name);
            }
        }
        for (const char *p = c->help; *p != '\0';) {
            const char *nl = strchr(p, '\n');
            size_t len = nl != NULL ? (size_t)(nl - p) : strlen(p);
            ck_assert_msg(len == 0 || p[0] != '-', "%s: an option line by hand: %.*s", c->name,
                          (int)len, p);
            if (len > 1 && p[0] == '+') {
                int found = 0;
                for (size_t t = 0; c->tables[t] != NULL && !found; t++)
                    found = tool_option_find(c->tables[t], p + 1, len - 1) != NULL;
                ck_assert_msg(found, "%s: its help names %.*s, which it does not take", c->name,
                              (int)len, p);
            }
            p += len + (nl != NULL);
        }
    }
}
END_TEST

static int name_char(char c)
{
    return (c >= 'a' && c <= 'z') || c == '-';
}

/* The synopsis (tool_command.usage, the first line of --help) names each
 * option the command takes, and no other. */
START_TEST(synopsis_names_exactly_the_parsed_options)
{
    for (size_t i = 0; i < NCOMMANDS; i++) {
        const tool_command *c = commands[i];
        for (const char *u = strstr(c->usage, "--"); u != NULL; u = strstr(u, "--")) {
            size_t n = 2;
            while (name_char(u[n]))
                n++;
            int found = 0;
            for (size_t t = 0; c->tables[t] != NULL && !found; t++)
                found = tool_option_find(c->tables[t], u, n) != NULL;
            ck_assert_msg(found, "%s: the synopsis names %.*s, which it does not take", c->name,
                          (int)n, u);
            u += n;
        }
        for (size_t t = 0; c->tables[t] != NULL; t++)
            for (size_t k = 0; c->tables[t][k] != NULL; k++) {
                const char *name = c->tables[t][k]->name, *u = c->usage;
                size_t n = strlen(name);
                while ((u = strstr(u, name)) != NULL && name_char(u[n]))
                    u += n;   /* "--all" inside "--allow" is not it */
                ck_assert_msg(u != NULL, "%s: the synopsis does not name %s", c->name, name);
            }
    }
}
END_TEST

/* Where a command has several tables (one per subcommand), an option that
 * two of them take under one name has one entry, the one --help shows. */
START_TEST(one_entry_per_name)
{
    for (size_t i = 0; i < NCOMMANDS; i++) {
        const tool_command *c = commands[i];
        for (size_t t = 0; c->tables[t] != NULL; t++)
            for (size_t k = 0; c->tables[t][k] != NULL; k++) {
                const tool_option *o = c->tables[t][k];
                for (size_t u = 0; u < t; u++) {
                    const tool_option *q = tool_option_find(c->tables[u], o->name, strlen(o->name));
                    ck_assert_msg(q == NULL || strcmp(q->entry, o->entry) == 0,
                                  "%s: two entries of %s", c->name, o->name);
                }
            }
    }
}
END_TEST

static Suite *options_suite(void)
{
    Suite *s = suite_create("options");
    TCase *tc = tcase_create("parser");
    tcase_add_test(tc, options_anywhere_and_defaults);
    tcase_add_test(tc, double_dash_ends_the_options);
    tcase_add_test(tc, unknown_options);
    tcase_add_test(tc, missing_arguments);
    tcase_add_test(tc, bad_values_name_the_value_and_range);
    tcase_add_test(tc, repeated_options);
    suite_add_tcase(s, tc);
    tc = tcase_create("tables");
    tcase_add_test(tc, help_documents_exactly_the_parsed_options);
    tcase_add_test(tc, synopsis_names_exactly_the_parsed_options);
    tcase_add_test(tc, one_entry_per_name);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(options_suite());
}
