/*
 * The tool's one output contract. Every command that produces data writes it
 * in one of three forms: human text (the default), --json (one JSON document,
 * or one per line for streams) or --csv (one table per stream). Tables and
 * records (named fields) know how to write themselves in all three, so the
 * commands only build them.
 */
#ifndef COOKIEGAME_OUTPUT_H
#define COOKIEGAME_OUTPUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum tool_format { TOOL_TEXT = 0, TOOL_JSON, TOOL_CSV } tool_format;

/* Write s as a JSON string literal (with quotes). */
void tool_json_string(FILE *out, const char *s);

/* s as a JSON string literal (with quotes) in malloc'ed memory, or NULL when
 * out of memory. */
char *tool_json_quoted(const char *s);

/* Whether s is a JSON number as written ("12", "-3", "2.5"), so that it can
 * go into JSON without quotes. Fractions such as "3/4" are not. */
int tool_is_json_number(const char *s);

/* A table of text cells: aligned text (numbers right-aligned), CSV with a
 * header row, or a JSON array of objects keyed by the header. */
typedef struct tool_table tool_table;
tool_table *tool_table_new(size_t ncols, const char *const *headers);
/* Add a row of ncols cells (copied). Return 0, or -1 when out of memory. */
int tool_table_add(tool_table *t, const char *const *cells);
/* Add a row from printf-style cells separated by '\t' in one format string. */
int tool_table_addf(tool_table *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void tool_table_emit(const tool_table *t, FILE *out, tool_format f);
/* What fits a screen: at most TOOL_SUMMARY_ROWS rows, else the first and
 * last TOOL_SUMMARY_EDGE; about TOOL_SUMMARY_WIDTH characters a line (the
 * help of --all, options.c, quotes these). */
#define TOOL_SUMMARY_ROWS 30
#define TOOL_SUMMARY_EDGE 10
#define TOOL_SUMMARY_WIDTH 160

/* Text for a terminal: the whole table when it fits a screen or when all is
 * nonzero; else the first and last rows, the columns that fit, and a line
 * that says what was left out and that --all (the option of every command
 * that prints long tables) prints everything. Return 1 when something was
 * left out, else 0. */
int tool_table_emit_text(const tool_table *t, FILE *out, int all);
/* The number of rows, header excluded. */
size_t tool_table_rows(const tool_table *t);
/* The bytes `rows` rows of a table of ncols cells take when their texts have
 * at most len[0..ncols) characters: what a command charges against its
 * --max-memory before it builds a long table (a row is a few small
 * allocations, several times the length of its text). */
uint64_t tool_table_bytes(size_t ncols, const size_t *len, uint64_t rows);
/* The JSON array alone, without a newline: for a table inside a document. */
void tool_table_json(const tool_table *t, FILE *out);
void tool_table_free(tool_table *t);

/* A record: named fields in order, each with its text (for text and CSV) and
 * its JSON value. Text is "name: value" lines aligned; CSV is a header row of
 * the names and one row of values; JSON is one object whose keys are the
 * names with spaces and '-' turned into '_' (data that a JSON user indexes). */
typedef struct tool_fields tool_fields;
tool_fields *tool_fields_new(void);
/* A field whose JSON is a string (or a number when the text is one). */
int tool_fields_text(tool_fields *r, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A field with its own JSON (an array, true, null, ...) beside its text. */
int tool_fields_json(tool_fields *r, const char *name, const char *text, const char *json);
/* A field whose JSON is the string value (null when value is NULL), whatever
 * it looks like: for values such as dyadics whose JSON type must not depend
 * on whether this one happens to be an integer. */
int tool_fields_quoted(tool_fields *r, const char *name, const char *text, const char *value);
/* The fields added from now on align their names on their own in text (a
 * group of lines added after others leaves those byte for byte). */
void tool_fields_group(tool_fields *r);
/* A field only in JSON and CSV (its text line is left out), and one only in
 * text (a line that sums up several data fields). */
int tool_fields_data_only(tool_fields *r, const char *name, const char *json);
int tool_fields_text_only(tool_fields *r, const char *name, const char *text);
/* Nonzero when an addition failed for lack of memory (then emit prints
 * nothing and the command reports it). */
int tool_fields_failed(const tool_fields *r);
void tool_fields_emit(const tool_fields *r, FILE *out, tool_format f);
/* The JSON object alone, without a newline: for a record inside a document. */
void tool_fields_json_object(const tool_fields *r, FILE *out);
void tool_fields_free(tool_fields *r);

#endif
