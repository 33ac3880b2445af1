/* The option tables of the commands and their one parser (options.h). */
#include "options.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"

#define STR_(x) #x
#define STR(x) STR_(x)

const tool_option tool_opt_max_memory = TOOL_MAX_MEMORY(
    "Bytes a search may set aside (suffix K, M or G; default and 0: only what the process "
    "may use, which always applies: free memory, its cgroup's limit, ulimit -v). A search "
    "that would need more stops before allocating, exit status 1, with the figures.");

const tool_option tool_opt_threads =
    TOOL_NUMBER("--threads", "T", 1, 256, 0, "--threads needs a number",
                "--threads: '%s' is not a thread count (1..256)",
                "Worker threads, 1..256 (default: the number of processors).");

const tool_option tool_opt_all = TOOL_FLAG(
    "--all",
    "Print the whole list in the text, however long. Without it the text fits a screen: "
    "the first and last " STR(TOOL_SUMMARY_EDGE) " rows when there are more than "
    STR(TOOL_SUMMARY_ROWS) ", the columns that fit " STR(TOOL_SUMMARY_WIDTH) " characters, "
    "and a line saying what was left out. --json and --csv always give everything.");

const tool_option *tool_option_find(const tool_option *const *table, const char *name, size_t len)
{
    for (size_t i = 0; table != NULL && table[i] != NULL; i++)
        if (strlen(table[i]->name) == len && strncmp(table[i]->name, name, len) == 0)
            return table[i];
    return NULL;
}

/* The index of word in the '|'-separated words, or -1. */
static int choice_index(const char *words, const char *word)
{
    size_t len = strlen(word);
    for (int i = 0;; i++) {
        size_t n = strcspn(words, "|");
        if (n == len && strncmp(words, word, len) == 0)
            return i;
        if (words[n] == '\0')
            return -1;
        words += n + 1;
    }
}

/* The reason for a refusal, written into why[0..cap). */
typedef struct reason {
    char *text;
    size_t cap;
} reason;

static int refuse(reason *why, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int refuse(reason *why, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (why->cap > 0)
        vsnprintf(why->text, why->cap, fmt, ap);
    va_end(ap);
    return -1;
}

/* Refuse text as the argument of o: its message with text in place of the
 * "%s" (a placeholder, not a printf format: the messages are data of the
 * tables, and the user's text may hold '%'). */
static int bad_argument(const tool_option *o, const char *text, reason *why)
{
    const char *at = strstr(o->bad, "%s");
    if (at == NULL)
        return refuse(why, "%s", o->bad);
    return refuse(why, "%.*s%s%s", (int)(at - o->bad), o->bad, text, at + 2);
}

/* Read the argument text of o into *v; 0, or -1 with the reason. */
static int read_argument(const tool_option *o, const char *text, tool_option_value *v, reason *why)
{
    v->text = text;
    switch (o->kind) {
    case TOOL_OPTION_NUMBER:
        if (tool_parse_u64(text, o->max, &v->number) != 0 || v->number < o->min)
            return bad_argument(o, text, why);
        return 0;
    case TOOL_OPTION_BYTES:
        if (tool_parse_bytes(text, &v->number) != 0)
            return bad_argument(o, text, why);
        return 0;
    case TOOL_OPTION_CHOICE: {
        int i = choice_index(o->arg, text);
        if (i < 0)
            return bad_argument(o, text, why);
        v->number = (uint64_t)i;
        return 0;
    }
    default:
        return 0;
    }
}

int tool_read_options(const char *cmd, const tool_option *const *table, int *argc, char **argv,
                      tool_option_value *values, char *why_text, size_t why_cap)
{
    reason why = { why_text, why_cap };
    if (why_cap > 0)
        why_text[0] = '\0';
    size_t n = 0;
    while (table[n] != NULL) {
        values[n] = (tool_option_value){ 0, NULL, table[n]->dflt };
        n++;
    }
    const tool_option *format = NULL;
    int kept = 0, i = 0;
    for (; i < *argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--") == 0) {
            i++;
            break;
        }
        if (strncmp(arg, "--", 2) != 0) {
            argv[kept++] = argv[i];   /* an argument of the command */
            continue;
        }
        size_t k = 0;
        while (k < n && strcmp(table[k]->name, arg) != 0)
            k++;
        if (k == n)
            return refuse(&why, "unknown option '%s'", arg);
        const tool_option *o = table[k];
        if (o->kind == TOOL_OPTION_FORMAT) {
            if (format != NULL && format != o)
                return refuse(&why, "--json and --csv: choose one output form");
            format = o;
        }
        if (o->kind == TOOL_OPTION_FLAG || o->kind == TOOL_OPTION_FORMAT) {
            values[k].given = 1;
            continue;
        }
        /* A word starting with "--" is the next option (or the end of the
         * options), so the argument is missing: "--limit --json" says so
         * rather than calling "--json" a bad number. */
        if (i + 1 >= *argc || strncmp(argv[i + 1], "--", 2) == 0)
            return refuse(&why, "%s", o->missing);
        if (values[k].given)
            return refuse(&why, "%s: %s given twice", cmd, o->name);
        values[k].given = 1;
        if (read_argument(o, argv[++i], &values[k], &why) != 0)
            return -1;
    }
    while (i < *argc)
        argv[kept++] = argv[i++];
    *argc = kept;
    return 0;
}

int tool_parse_options(const char *cmd, const tool_option *const *table, int *argc, char **argv,
                       tool_option_value *values)
{
    char why[512];
    if (tool_read_options(cmd, table, argc, argv, values, why, sizeof why) != 0)
        return tool_usage("%s", why);
    return TOOL_OK;
}

tool_format tool_options_format(const tool_option *const *table, const tool_option_value *values)
{
    for (size_t i = 0; table[i] != NULL; i++)
        if (table[i]->kind == TOOL_OPTION_FORMAT && values[i].given)
            return (tool_format)table[i]->max;
    return TOOL_TEXT;
}

unsigned tool_options_threads(const tool_option_value *threads)
{
    if (threads->given)
        return (unsigned)threads->number;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    return cpus > 0 ? (unsigned)cpus : 1;
}
