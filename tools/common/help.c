/*
 * Rendering the commands' help text (format in help.h) for the terminal, as a
 * manual page and as completion words.
 */
#include "help.h"

#include <string.h>

#include <cookiegame.h>

#include "options.h"
#include "tool.h"

#define WIDTH 78        /* columns of terminal help */
#define TERM_COLUMN 20  /* where an option's description starts */

/* The option called name[0..len) in any of c's option tables, or NULL. */
static const tool_option *command_option(const tool_command *c, const char *name, size_t len)
{
    for (size_t t = 0; c->tables != NULL && c->tables[t] != NULL; t++) {
        const tool_option *o = tool_option_find(c->tables[t], name, len);
        if (o != NULL)
            return o;
    }
    return NULL;
}

/* The next line of c's help text (without its newline) into [*line, *line +
 * *len); 0 at the end. A line "+NAME" is read as the entry of c's option
 * NAME (options.h); an unknown NAME stays as written, which test-options
 * catches. */
static int next_line(const tool_command *c, const char **p, const char **line, size_t *len)
{
    if (**p == '\0')
        return 0;
    const char *nl = strchr(*p, '\n');
    *line = *p;
    *len = nl != NULL ? (size_t)(nl - *p) : strlen(*p);
    *p = nl != NULL ? nl + 1 : *p + *len;
    const tool_option *o =
        *len > 1 && **line == '+' ? command_option(c, *line + 1, *len - 1) : NULL;
    if (o != NULL) {
        *line = o->entry;
        *len = strlen(o->entry);
    }
    return 1;
}

static int is_plain(const char *line, size_t len)
{
    return len > 0 && line[0] != '-' && line[0] != '=' && line[0] != '$' && line[0] != '|' &&
           line[0] != '@';
}

/* The next space-separated word of text[0..len) at or after *i: its start in
 * *word and length returned (0 at the end); *i moves past it. */
static size_t next_word(const char *text, size_t len, size_t *i, const char **word)
{
    while (*i < len && text[*i] == ' ')
        (*i)++;
    size_t j = *i;
    while (j < len && text[j] != ' ')
        j++;
    *word = text + *i;
    size_t w = j - *i;
    *i = j;
    return w;
}

/* Write the words of text[0..len) wrapped at WIDTH, every line indented by
 * indent columns, the first continuing at column *col. */
static void wrap(FILE *out, const char *text, size_t len, int indent, int col)
{
    size_t i = 0, n;
    const char *word;
    while ((n = next_word(text, len, &i, &word)) > 0) {
        int w = (int)n;
        if (col > indent && col + 1 + w > WIDTH) {
            fprintf(out, "\n%*s", indent, "");
            col = indent;
        } else if (col > indent) {
            fputc(' ', out);
            col++;
        } else if (col < indent) {
            fprintf(out, "%*s", indent - col, "");
            col = indent;
        }
        fwrite(word, 1, n, out);
        col += w;
    }
    fputc('\n', out);
}

/* A paragraph is the run of plain lines from *p: joined with spaces. */
static void paragraph_text(FILE *out, const tool_command *c, const char **p, const char *line,
                           size_t len, int indent)
{
    char buf[4096];
    size_t n = 0;
    for (;;) {
        if (n > 0 && n < sizeof buf)
            buf[n++] = ' ';
        size_t take = len < sizeof buf - n ? len : sizeof buf - n;
        memcpy(buf + n, line, take);
        n += take;
        const char *q = *p;
        if (!next_line(c, &q, &line, &len) || !is_plain(line, len))
            break;
        *p = q;
    }
    wrap(out, buf, n, indent, 0);
}

/* An option or argument entry, "TERM\tTEXT" (a leading '=' dropped): the
 * term, then its text wrapped from TERM_COLUMN on. */
static void item(FILE *out, const char *line, size_t len)
{
    const char *tab = memchr(line, '\t', len);
    size_t tl = tab != NULL ? (size_t)(tab - line) : len;
    const char *term = line[0] == '=' ? line + 1 : line;
    size_t termlen = line[0] == '=' ? tl - 1 : tl;
    fprintf(out, "  %.*s", (int)termlen, term);
    int col = 2 + (int)termlen;
    if (col + 2 > TERM_COLUMN) {
        fputc('\n', out);
        col = 0;
    }
    if (tab != NULL)
        wrap(out, tab + 1, len - tl - 1, TERM_COLUMN, col);
    else
        fputc('\n', out);
}

void tool_help_options(FILE *out, const tool_option *const *table)
{
    for (size_t i = 0; table[i] != NULL; i++)
        item(out, table[i]->entry, strlen(table[i]->entry));
}

/* The synopsis, wrapped at WIDTH as the text is but only between groups at
 * bracket depth 0, so that "[--svg FILE]" or "(JARS BOUND | --position ...)"
 * stays whole; continuation lines start under the first argument. A terminal
 * of 80 columns would otherwise break the longest synopses (175 characters)
 * anywhere. */
static void usage_lines(FILE *out, const tool_command *c)
{
    int col = fprintf(out, "usage: cookiegame %s", c->name);
    int indent = col + 1;
    const char *s = c->usage;
    for (;;) {
        while (*s == ' ')
            s++;
        if (*s == '\0')
            break;
        const char *e = s;
        int depth = 0;
        for (; *e != '\0' && (depth > 0 || *e != ' '); e++) {
            if (*e == '[' || *e == '(')
                depth++;
            else if ((*e == ']' || *e == ')') && depth > 0)
                depth--;
        }
        int w = (int)(e - s);
        if (col >= indent && col + 1 + w > WIDTH) {
            fprintf(out, "\n%*s", indent, "");
            col = indent;
        } else {
            fputc(' ', out);
            col++;
        }
        fwrite(s, 1, (size_t)w, out);
        col += w;
        s = e;
    }
    fputs("\n\n", out);
}

void tool_help_command(FILE *out, const tool_command *c)
{
    usage_lines(out, c);
    wrap(out, c->summary, strlen(c->summary), 0, 0);
    fputc('\n', out);
    const char *p = c->help != NULL ? c->help : "", *line;
    size_t len;
    int last_blank = 0;
    while (next_line(c, &p, &line, &len)) {
        if (len == 0) {
            if (!last_blank)
                fputc('\n', out);
            last_blank = 1;
            continue;
        }
        last_blank = 0;
        if (line[0] == '-' || line[0] == '=') {
            item(out, line, len);
        } else if (line[0] == '$') {
            fprintf(out, "  %.*s\n", (int)len, line);
        } else if (line[0] == '|') {
            /* under the item it belongs to */
            fprintf(out, "%*s%.*s\n", TERM_COLUMN - 16, "", (int)(len - 2), line + 2);
        } else if (line[0] == '@') {
            continue;
        } else {
            paragraph_text(out, c, &p, line, len, 0);
        }
    }
}

int tool_usage_of(const tool_command *c)
{
    return tool_usage("usage: cookiegame %s%s%s", c->name, *c->usage ? " " : "", c->usage);
}

/* ---- roff ---- */

/* Text for roff: backslashes and minus signs escaped, a leading '.' or '\''
 * protected. */
static void roff_text(FILE *out, const char *s, size_t len)
{
    if (len > 0 && (s[0] == '.' || s[0] == '\''))
        fputs("\\&", out);
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '\\')
            fputs("\\e", out);
        else if (s[i] == '-')
            fputs("\\-", out);
        else
            fputc(s[i], out);
    }
}

static void roff_string(FILE *out, const char *s)
{
    roff_text(out, s, strlen(s));
}

/* An option or argument term: the first word bold, the rest italic. */
static void roff_term(FILE *out, const char *s, size_t len)
{
    size_t first = 0;
    while (first < len && s[first] != ' ')
        first++;
    fputs("\\fB", out);
    roff_text(out, s, first);
    fputs("\\fR", out);
    if (first < len) {
        fputs(" \\fI", out);
        roff_text(out, s + first + 1, len - first - 1);
        fputs("\\fR", out);
    }
    fputc('\n', out);
}

static void man_command(FILE *out, const tool_command *c)
{
    fputs(".SS ", out);
    roff_string(out, c->name);
    fputs("\n.B cookiegame ", out);
    roff_string(out, c->name);
    fputc('\n', out);
    if (*c->usage != '\0') {
        roff_string(out, c->usage);
        fputc('\n', out);
    }
    fputs(".PP\n", out);
    roff_string(out, c->summary);
    fputc('\n', out);
    const char *p = c->help != NULL ? c->help : "", *line;
    size_t len;
    int verbatim = 0;
    while (next_line(c, &p, &line, &len)) {
        int is_verbatim = len > 0 && (line[0] == '|' || line[0] == '$');
        if (verbatim && !is_verbatim) {
            fputs(".fi\n.RE\n", out);
            verbatim = 0;
        }
        if (len == 0 || line[0] == '@')
            continue;
        if (is_verbatim) {
            if (!verbatim)
                fputs(".RS\n.nf\n", out);
            verbatim = 1;
            size_t skip = line[0] == '|' ? 2 : 0;
            roff_text(out, line + skip, len - skip);
            fputc('\n', out);
        } else if (line[0] == '-' || line[0] == '=') {
            const char *tab = memchr(line, '\t', len);
            size_t tl = tab != NULL ? (size_t)(tab - line) : len;
            size_t skip = line[0] == '=' ? 1 : 0;
            fputs(".TP\n", out);
            roff_term(out, line + skip, tl - skip);
            if (tab != NULL) {
                roff_text(out, tab + 1, len - tl - 1);
                fputc('\n', out);
            }
        } else {
            fputs(".PP\n", out);
            roff_text(out, line, len);
            fputc('\n', out);
            /* the rest of the paragraph follows as text lines */
            const char *q = p;
            while (next_line(c, &q, &line, &len) && is_plain(line, len)) {
                roff_text(out, line, len);
                fputc('\n', out);
                p = q;
            }
        }
    }
    if (verbatim)
        fputs(".fi\n.RE\n", out);
}

void tool_help_man(FILE *out, const tool_command *const *commands, size_t n)
{
    fprintf(out, ".\\\" The manual page of cookiegame, written by 'cookiegame help --man' from\n"
                 ".\\\" the help text of its commands: edit those, not this file.\n"
                 ".TH COOKIEGAME 1 \"\" \"cookiegame %s\" \"User Commands\"\n"
                 /* No hyphenation: option names and words like "cookiegame" must
                  * read as typed, never broken at a line's end. */
                 ".nh\n",
            CG_VERSION_STRING);
    fputs(".SH NAME\ncookiegame \\- look at positions of the cookie games\n"
          ".SH SYNOPSIS\n.B cookiegame\n.I COMMAND\n[\\fIARGS\\fR...]\n.br\n"
          ".B cookiegame\n.I COMMAND\n.B \\-\\-help\n"
          ".SH DESCRIPTION\n"
          ".B cookiegame\nsolves positions of the cookie family of combinatorial games with "
          "libcookiegame: the spoiled-cookie game, its censuses and tables, Wythoff's game, "
          "Cookie Monster and CM-nim, Cookie Cutter, Odd/Even and short partizan games in "
          "CGSuite's notation.\n"
          ".PP\nEvery command that produces data writes it as text for people (the default), as "
          "one JSON document with \\fB\\-\\-json\\fR (JSON Lines where one line is written per "
          "input, as for \\fBanalyze \\-\\fR) or as one CSV table with a header row with "
          "\\fB\\-\\-csv\\fR. Text fits a screen: a long list shows its first and last rows "
          "and its size, and \\fB\\-\\-all\\fR prints it whole. \\fB\\-\\-\\fR ends the "
          "options: the words after it are arguments, even when they start with \\fB\\-\\fR. "
          "Long computations have a default limit, reported with the option "
          "that lifts it (\\fB\\-\\-limit\\fR, 0 meaning none), and show their progress on a "
          "terminal. References in brackets, such as [BK], are papers listed in the library's "
          "manual.\n"
          ".SH COMMANDS\n",
          out);
    for (size_t i = 0; i < n; i++)
        man_command(out, commands[i]);
    fputs(".SH EXIT STATUS\n"
          ".TP\n.B 0\nSuccess: the whole result was written.\n"
          ".TP\n.B 1\nThe computation failed or is incomplete: a limit was reached, memory ran "
          "out, or the output could not be written (a full disk).\n"
          ".TP\n.B 2\nBad input: an unknown command or option, a malformed or out-of-range "
          "argument. Nothing is written to standard output.\n"
          ".TP\n.B 130\nInterrupted by Ctrl-C (SIGINT): the computation stopped cleanly, freed "
          "what it held and printed nothing more.\n"
          ".SH EXAMPLES\n.RS\n.nf\n"
          "cookiegame analyze 1 2 3 3 6\n"
          "cookiegame census reduced 12\n"
          "cookiegame game \\(aq{2|1}+^+*3\\(aq \\-\\-moves\n"
          "cookiegame wythoff table 512 512 \\-\\-pgm wythoff.pgm\n"
          "cookiegame cm cookie\\-monster 3 20 \\-\\-csv\n"
          ".fi\n.RE\n"
          ".SH SEE ALSO\nThe libcookiegame manual (installed HTML, and doc/tool.md in the "
          "sources); \\fBpkg\\-config\\fR(1) with the package name \\fBcookiegame\\fR.\n",
          out);
}

/* ---- Markdown, for the manual (Doxygen) ---- */

/* Text for Doxygen's Markdown: characters that would start emphasis, a
 * command, HTML or an en dash ("--json") are escaped; braces and brackets are
 * not (Doxygen reads "\\{" as a member group). */
static void md_text(FILE *out, const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (c == '<')
            fputs("&lt;", out);
        else if (c == '>')
            fputs("&gt;", out);
        else if (c == '&')
            fputs("&amp;", out);
        else if (strchr("\\*_@#%-`|", c) != NULL)
            fprintf(out, "\\%c", c);
        else
            fputc(c, out);
    }
}

/* Inside a code span or block nothing is interpreted. */
static void md_command(FILE *out, const tool_command *c)
{
    fprintf(out, "## %s {#tool_cmd_%s}\n\n", c->name, c->name);
    fprintf(out, "~~~\ncookiegame %s%s%s\n~~~\n\n", c->name, *c->usage ? " " : "", c->usage);
    md_text(out, c->summary, strlen(c->summary));
    fputs("\n\n", out);
    const char *p = c->help != NULL ? c->help : "", *line;
    size_t len;
    int block = 0;   /* inside a fenced code block */
    int list = 0;    /* inside a list of options */
    while (next_line(c, &p, &line, &len)) {
        int code = len > 0 && (line[0] == '|' || line[0] == '$');
        int item = len > 0 && (line[0] == '-' || line[0] == '=');
        if (block && !code) {
            fputs("~~~\n\n", out);
            block = 0;
        }
        if (list && !item && !code) {
            fputc('\n', out);
            list = 0;
        }
        if (len == 0 || line[0] == '@')
            continue;
        if (code) {
            if (!block)
                fputs(list ? "\n~~~\n" : "~~~\n", out);
            block = 1;
            size_t skip = line[0] == '|' ? 2 : 0;
            fprintf(out, "%.*s\n", (int)(len - skip), line + skip);
        } else if (item) {
            const char *tab = memchr(line, '\t', len);
            size_t tl = tab != NULL ? (size_t)(tab - line) : len;
            size_t skip = line[0] == '=' ? 1 : 0;
            fprintf(out, "- `%.*s`", (int)(tl - skip), line + skip);
            if (tab != NULL) {
                fputs(": ", out);
                md_text(out, tab + 1, len - tl - 1);
            }
            fputc('\n', out);
            list = 1;
        } else {
            md_text(out, line, len);
            const char *q = p;
            while (next_line(c, &q, &line, &len) && is_plain(line, len)) {
                fputc(' ', out);
                md_text(out, line, len);
                p = q;
            }
            fputs("\n\n", out);
        }
    }
    if (block)
        fputs("~~~\n", out);
    fputc('\n', out);
}

void tool_help_markdown(FILE *out, const tool_command *const *commands, size_t n)
{
    fputs("# Command reference {#tool_commands}\n\n"
          "Written by `cookiegame help --markdown` from the help text of each command, the "
          "text that `cookiegame COMMAND --help` and the manual page `cookiegame(1)` show. "
          "@ref tool introduces the tool.\n\n",
          out);
    for (size_t i = 0; i < n; i++)
        md_command(out, commands[i]);
}

/* ---- completion ---- */

void tool_help_argument(FILE *out, const tool_command *c, const char *option)
{
    const tool_option *o = command_option(c, option, strlen(option));
    if (o != NULL && o->arg[0] != '\0')
        fprintf(out, "%s\n", o->arg);
}

void tool_help_words(FILE *out, const tool_command *const *commands, size_t n,
                     const tool_command *c)
{
    if (c == NULL) {
        for (size_t i = 0; i < n; i++)
            fprintf(out, "%s\n", commands[i]->name);
        return;
    }
    const char *p = c->help != NULL ? c->help : "", *line;
    size_t len;
    while (next_line(c, &p, &line, &len)) {
        if (len > 0 && line[0] == '@') {
            /* "@ strict reduced": one word a line */
            size_t i = 1, w;
            const char *word;
            while ((w = next_word(line, len, &i, &word)) > 0)
                fprintf(out, "%.*s\n", (int)w, word);
        } else if (len > 1 && line[0] == '-') {
            size_t j = 0;
            while (j < len && line[j] != ' ' && line[j] != '\t')
                j++;
            fprintf(out, "%.*s\n", (int)j, line);
        }
    }
    fputs("--help\n", out);
}
