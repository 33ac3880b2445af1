#define _POSIX_C_SOURCE 200809L   /* open_memstream */
#include "output.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

void tool_json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s != '\0'; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

int tool_is_json_number(const char *s)
{
    if (*s == '-')
        s++;
    if (*s < '0' || *s > '9' || (*s == '0' && s[1] >= '0' && s[1] <= '9'))
        return 0;
    while (*s >= '0' && *s <= '9')
        s++;
    if (*s == '.') {
        s++;
        if (*s < '0' || *s > '9')
            return 0;
        while (*s >= '0' && *s <= '9')
            s++;
    }
    return *s == '\0';
}

struct tool_table {
    size_t ncols;
    size_t nrows;     /* including the header row */
    size_t cap;
    char **cells;     /* nrows * ncols */
};

static char *dup_text(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d != NULL)
        memcpy(d, s, n);
    return d;
}

tool_table *tool_table_new(size_t ncols, const char *const *headers)
{
    tool_table *t = calloc(1, sizeof *t);
    if (t == NULL)
        return NULL;
    t->ncols = ncols;
    if (tool_table_add(t, headers) != 0) {
        free(t);
        return NULL;
    }
    return t;
}

int tool_table_add(tool_table *t, const char *const *cells)
{
    if (t->nrows == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 16;
        char **c = realloc(t->cells, cap * t->ncols * sizeof *c);
        if (c == NULL)
            return -1;
        t->cells = c;
        t->cap = cap;
    }
    char **row = t->cells + t->nrows * t->ncols;
    for (size_t i = 0; i < t->ncols; i++) {
        row[i] = dup_text(cells[i] != NULL ? cells[i] : "");
        if (row[i] == NULL) {
            while (i > 0)
                free(row[--i]);
            return -1;
        }
    }
    t->nrows++;
    return 0;
}

int tool_table_addf(tool_table *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return -1;
    char *line = malloc((size_t)n + 1);
    const char **cells = calloc(t->ncols, sizeof *cells);
    int rc = -1;
    if (line != NULL && cells != NULL) {
        va_start(ap, fmt);
        vsnprintf(line, (size_t)n + 1, fmt, ap);
        va_end(ap);
        char *s = line;
        for (size_t i = 0; i < t->ncols; i++) {
            cells[i] = s;
            char *tab = s != NULL ? strchr(s, '\t') : NULL;
            if (tab != NULL) {
                *tab = '\0';
                s = tab + 1;
            } else {
                s = NULL;
            }
        }
        rc = tool_table_add(t, cells);
    }
    free(cells);
    free(line);
    return rc;
}

static int looks_numeric(const char *s)
{
    if (*s == '-' || *s == '+')
        s++;
    if (*s == '\0')
        return 0;
    for (; *s != '\0'; s++) {
        if ((*s < '0' || *s > '9') && *s != '.' && *s != '/' && *s != 'e')
            return 0;
    }
    return 1;
}

static void print_csv_cell(FILE *out, const char *s)
{
    if (strpbrk(s, ",\"\n") == NULL) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    for (; *s != '\0'; s++) {
        if (*s == '"')
            fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

/* Which part of a table its text shows: every column below ncols, and the
 * data rows below head and from tail on (the header row always). */
typedef struct view {
    size_t ncols, head, tail;
} view;

static int row_shown(const view *v, size_t r)
{
    return r == 0 || r <= v->head || r >= v->tail;
}

static void print_aligned_or_csv(const tool_table *t, FILE *out, int csv, const view *v)
{
    size_t *width = calloc(t->ncols, sizeof *width);
    if (width == NULL)
        csv = 1;   /* degrade gracefully: CSV needs no widths */
    for (size_t r = 0; !csv && r < t->nrows; r++) {
        if (!row_shown(v, r))
            continue;
        for (size_t c = 0; c < v->ncols; c++) {
            size_t w = strlen(t->cells[r * t->ncols + c]);
            if (w > width[c])
                width[c] = w;
        }
    }
    for (size_t r = 0; r < t->nrows; r++) {
        if (!row_shown(v, r)) {
            if (r == v->head + 1)
                fprintf(out, "... (%zu rows not shown)\n", v->tail - v->head - 1);
            continue;
        }
        for (size_t c = 0; c < v->ncols; c++) {
            const char *s = t->cells[r * t->ncols + c];
            if (csv) {
                if (c > 0)
                    fputc(',', out);
                print_csv_cell(out, s);
            } else {
                int w = (int)width[c];
                int last = c + 1 == v->ncols;
                if (c > 0)
                    fputs("  ", out);
                if (r > 0 && looks_numeric(s))
                    fprintf(out, "%*s", w, s);
                else if (last)
                    fputs(s, out);
                else
                    fprintf(out, "%-*s", w, s);
            }
        }
        if (v->ncols < t->ncols)
            fputs("  ...", out);
        fputc('\n', out);
    }
    free(width);
}

/* The whole table. */
static view whole(const tool_table *t)
{
    view v = { t->ncols, t->nrows, t->nrows };
    return v;
}

/* What malloc takes for n bytes: glibc's chunks are the request and a word
 * of header rounded up to 16 bytes, 32 at least. */
static uint64_t malloc_bytes(uint64_t n)
{
    uint64_t chunk = (n + 8 + 15) & ~(uint64_t)15;
    return chunk < 32 ? 32 : chunk;
}

uint64_t tool_table_bytes(size_t ncols, const size_t *len, uint64_t rows)
{
    /* A pointer per cell (the array doubles, but pages not yet written take
     * no memory) and each cell's copy with its NUL (tool_table_add). */
    uint64_t row = 0;
    for (size_t c = 0; c < ncols; c++)
        row += sizeof(char *) + malloc_bytes((uint64_t)len[c] + 1);
    return row * rows;
}

void tool_table_free(tool_table *t)
{
    if (t == NULL)
        return;
    for (size_t i = 0; i < t->nrows * t->ncols; i++)
        free(t->cells[i]);
    free(t->cells);
    free(t);
}

void tool_table_json(const tool_table *t, FILE *out)
{
    fputc('[', out);
    for (size_t r = 1; r < t->nrows; r++) {
        fputs(r > 1 ? ",{" : "{", out);
        for (size_t c = 0; c < t->ncols; c++) {
            const char *s = t->cells[r * t->ncols + c];
            if (c > 0)
                fputc(',', out);
            tool_json_string(out, t->cells[c]);
            fputc(':', out);
            if (*s == '\0')
                fputs("null", out);   /* an empty cell: no value there */
            else if (tool_is_json_number(s))
                fputs(s, out);
            else
                tool_json_string(out, s);
        }
        fputc('}', out);
    }
    fputc(']', out);
}

void tool_table_emit(const tool_table *t, FILE *out, tool_format f)
{
    if (f == TOOL_JSON) {
        tool_table_json(t, out);
        fputc('\n', out);
    } else
    {
        view v = whole(t);
        print_aligned_or_csv(t, out, f == TOOL_CSV, &v);
    }
}

/* A text table that fits a screen: at most SUMMARY_ROWS data rows, else the
 * first and last SUMMARY_EDGE; lines of at most about SUMMARY_WIDTH
 * characters, else the columns that fit (at least two). */
#define SUMMARY_ROWS TOOL_SUMMARY_ROWS
#define SUMMARY_EDGE TOOL_SUMMARY_EDGE
#define SUMMARY_WIDTH TOOL_SUMMARY_WIDTH

size_t tool_table_rows(const tool_table *t)
{
    return t->nrows - 1;
}

int tool_table_emit_text(const tool_table *t, FILE *out, int all)
{
    view v = whole(t);
    size_t rows = t->nrows - 1;
    if (all) {
        print_aligned_or_csv(t, out, 0, &v);
        return 0;
    }
    if (rows > SUMMARY_ROWS) {
        v.head = SUMMARY_EDGE;
        v.tail = t->nrows - SUMMARY_EDGE;
    }
    /* Columns while the widest shown cell of each keeps the line short. */
    size_t line = 0;
    for (size_t c = 0; c < t->ncols; c++) {
        size_t w = 0;
        for (size_t r = 0; r < t->nrows; r++) {
            size_t n = row_shown(&v, r) ? strlen(t->cells[r * t->ncols + c]) : 0;
            if (n > w)
                w = n;
        }
        line += (c > 0 ? 2 : 0) + w;
        if (c >= 2 && line > SUMMARY_WIDTH) {
            v.ncols = c;
            break;
        }
    }
    print_aligned_or_csv(t, out, 0, &v);
    if (v.ncols == t->ncols && v.head == t->nrows)
        return 0;
    char size[64], shown[96] = "";
    if (v.ncols < t->ncols)
        snprintf(size, sizeof size, "%zu row%s x %zu columns", rows, tool_plural(rows), t->ncols);
    else
        snprintf(size, sizeof size, "%zu rows", rows);
    if (v.head < t->nrows)
        snprintf(shown, sizeof shown, "the first and last %d rows", SUMMARY_EDGE);
    if (v.ncols < t->ncols)
        snprintf(shown + strlen(shown), sizeof shown - strlen(shown), "%sthe first %zu columns",
                 shown[0] != '\0' ? " and " : "", v.ncols);
    fprintf(out, "(%s in all, %s shown: --all prints them all, as do --csv and --json)\n", size,
            shown);
    return 1;
}

/* ---- records ---- */

/* text is for people, json for programs; csv (when not NULL) is the
 * compact value a spreadsheet wants where text explains ("P" rather than
 * "P (the player to move loses)"). */
typedef struct field {
    char *name, *text, *json, *csv;
    unsigned group;   /* text: fields align within their group (tool_fields_group) */
    int only;         /* FIELD_BOTH, FIELD_TEXT_ONLY or FIELD_DATA_ONLY */
} field;

enum { FIELD_BOTH, FIELD_TEXT_ONLY, FIELD_DATA_ONLY };

struct tool_fields {
    field *v;
    size_t n, cap;
    int failed;
    unsigned group;
};

tool_fields *tool_fields_new(void)
{
    return calloc(1, sizeof(tool_fields));
}

int tool_fields_json(tool_fields *r, const char *name, const char *text, const char *json)
{
    if (r->failed)
        return -1;
    if (r->n == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 16;
        field *v = realloc(r->v, cap * sizeof *v);
        if (v == NULL) {
            r->failed = 1;
            return -1;
        }
        r->v = v;
        r->cap = cap;
    }
    field f = { dup_text(name), dup_text(text), dup_text(json), NULL, r->group, FIELD_BOTH };
    /* true, false and null say it in a CSV cell better than yes/no. */
    if (strcmp(json, "true") == 0 || strcmp(json, "false") == 0 || strcmp(json, "null") == 0)
        f.csv = dup_text(strcmp(json, "null") == 0 ? "" : json);
    if (f.name == NULL || f.text == NULL || f.json == NULL ||
        (f.csv == NULL && (strcmp(json, "true") == 0 || strcmp(json, "false") == 0 ||
                           strcmp(json, "null") == 0))) {
        free(f.csv);
        free(f.name);
        free(f.text);
        free(f.json);
        r->failed = 1;
        return -1;
    }
    r->v[r->n++] = f;
    return 0;
}

char *tool_json_quoted(const char *s)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (m == NULL)
        return NULL;
    tool_json_string(m, s);
    if (fclose(m) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

int tool_fields_text(tool_fields *r, const char *name, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (text == NULL) {
        r->failed = 1;
        return -1;
    }
    va_start(ap, fmt);
    vsnprintf(text, (size_t)n + 1, fmt, ap);
    va_end(ap);
    char *json = tool_is_json_number(text) ? dup_text(text) : tool_json_quoted(text);
    int rc = json != NULL ? tool_fields_json(r, name, text, json) : -1;
    if (json == NULL)
        r->failed = 1;
    free(text);
    free(json);
    return rc;
}

/* Set the CSV value of the field just added. */
static int set_csv(tool_fields *r, const char *csv)
{
    if (r->failed)
        return -1;
    field *f = &r->v[r->n - 1];
    free(f->csv);   /* a CSV text tool_fields_json chose, replaced */
    if ((f->csv = dup_text(csv)) == NULL) {
        r->failed = 1;
        return -1;
    }
    return 0;
}

int tool_fields_quoted(tool_fields *r, const char *name, const char *text, const char *value)
{
    if (value == NULL)   /* tool_fields_json gives null the empty CSV cell */
        return tool_fields_json(r, name, text, "null");
    char *json = tool_json_quoted(value);
    int rc = json != NULL ? tool_fields_json(r, name, text, json) : -1;
    if (json == NULL)
        r->failed = 1;
    free(json);
    return rc == 0 ? set_csv(r, value) : -1;
}

void tool_fields_group(tool_fields *r)
{
    r->group++;
}

int tool_fields_data_only(tool_fields *r, const char *name, const char *json)
{
    if (tool_fields_json(r, name, "", json) != 0)
        return -1;
    r->v[r->n - 1].only = FIELD_DATA_ONLY;
    return 0;
}

int tool_fields_text_only(tool_fields *r, const char *name, const char *text)
{
    if (tool_fields_json(r, name, text, "null") != 0)
        return -1;
    r->v[r->n - 1].only = FIELD_TEXT_ONLY;
    return 0;
}

int tool_fields_failed(const tool_fields *r)
{
    return r == NULL || r->failed;
}

void tool_fields_json_object(const tool_fields *r, FILE *out)
{
    fputc('{', out);
    int first = 1;
    for (size_t i = 0; i < r->n; i++) {
        if (r->v[i].only == FIELD_TEXT_ONLY)
            continue;
        if (!first)
            fputc(',', out);
        first = 0;
        /* "left stop" and "all-small" become the keys left_stop and all_small. */
        fputc('"', out);
        for (const char *c = r->v[i].name; *c != '\0'; c++)
            fputc(*c == ' ' || *c == '-' ? '_' : *c, out);
        fprintf(out, "\":%s", r->v[i].json);
    }
    fputc('}', out);
}

void tool_fields_emit(const tool_fields *r, FILE *out, tool_format f)
{
    if (r->failed)
        return;
    if (f == TOOL_JSON) {
        tool_fields_json_object(r, out);
        fputc('\n', out);
        return;
    }
    if (f == TOOL_CSV) {
        for (int row = 0; row < 2; row++) {
            int first = 1;
            for (size_t i = 0; i < r->n; i++) {
                const field *fl = &r->v[i];
                if (fl->only == FIELD_TEXT_ONLY)
                    continue;
                if (!first)
                    fputc(',', out);
                first = 0;
                print_csv_cell(out, row == 0 ? fl->name : fl->csv != NULL ? fl->csv : fl->text);
            }
            fputc('\n', out);
        }
        return;
    }
    /* Each group aligns its own names, so that a group added after others
     * leaves their lines as they were. */
    for (size_t start = 0, end; start < r->n; start = end) {
        size_t width = 0;
        for (end = start; end < r->n && r->v[end].group == r->v[start].group; end++)
            if (r->v[end].only != FIELD_DATA_ONLY && strlen(r->v[end].name) > width)
                width = strlen(r->v[end].name);
        for (size_t i = start; i < end; i++)
            if (r->v[i].only != FIELD_DATA_ONLY)
                fprintf(out, "%s:%*s %s\n", r->v[i].name, (int)(width - strlen(r->v[i].name)),
                        "", r->v[i].text);
    }
}

void tool_fields_free(tool_fields *r)
{
    if (r == NULL)
        return;
    for (size_t i = 0; i < r->n; i++) {
        free(r->v[i].name);
        free(r->v[i].text);
        free(r->v[i].json);
        free(r->v[i].csv);
    }
    free(r->v);
    free(r);
}
