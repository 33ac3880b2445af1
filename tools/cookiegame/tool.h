/*
 * Shared helpers of the cookiegame command-line tool: errors and exit statuses,
 * strict number parsing, aligned/CSV tables, a progress bar and JSON text.
 * Every subcommand (cmd-*.c) uses these instead of writing its own.
 */
#ifndef COOKIEGAME_TOOL_H
#define COOKIEGAME_TOOL_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cookiegame.h>

#include "output.h"

/* Exit statuses: 0 success, 1 the computation failed (limit, memory, ...),
 * 2 bad input (usage, malformed numbers or positions), 130 interrupted by
 * Ctrl-C (the shell's convention for a command ended by SIGINT). */
enum { TOOL_OK = 0, TOOL_FAIL = 1, TOOL_USAGE = 2, TOOL_INTERRUPTED = 130 };

/* Flush stdout and check that every write to it succeeded; if not, say so on
 * stderr ("cookiegame: cannot write output: reason") and return TOOL_FAIL,
 * else return status. Called once, when the command is done. */
int tool_finish_stdout(int status);

/* Print "cookiegame: <message>" on one line of stderr; return TOOL_USAGE. */
int tool_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Report a failed library call on one line of stderr ("cookiegame: what: reason")
 * and return the exit status it deserves: TOOL_USAGE for input errors
 * (EINVAL, EPARSE, ERANGE, EDOMAIN), TOOL_FAIL otherwise. */
int tool_lib_error(const char *what, int status);

/* Strict decimal parsing of a whole argument: digits only, <= max.
 * Return 0 on success, -1 otherwise. */
int tool_parse_u64(const char *text, uint64_t max, uint64_t *out);
/* A size in bytes, "12000", "512K", "12G" (powers of 1024): 0, or -1 when
 * malformed or past 2^64. */
int tool_parse_bytes(const char *text, uint64_t *out);
int tool_parse_u32(const char *text, uint32_t *out);

/* --max-memory B of the commands that use a context (bytes, or with K, M,
 * G; 0 = none of its own): the memory limit of the contexts tool_ctx_new
 * makes. Each such command sets it from the value of its --max-memory option
 * (options.h). */
extern uint64_t tool_max_memory;
/* cg_ctx_new with the memory limit of --max-memory set; a status of the library. */
int tool_ctx_new(cg_ctx **ctx);
/* Say that cmd stopped at the limit ("cookiegame: CMD: the search passed N
 * UNIT; give --limit N (0 = no limit) to go on") and return TOOL_FAIL. */
int tool_limit_reached(const char *cmd, uint64_t limit, const char *unit);
/* What the censuses (census, cookiegame-mpi) hand to their printing: the output
 * form, the thread count, --max-memory's bytes (0 = no limit) and --all. */
typedef struct tool_engine_options {
    tool_format format;
    unsigned threads;
    uint64_t max_bytes;
    int all;   /* text prints every row */
} tool_engine_options;

/* Parse a count 0..max for the argument called what; TOOL_OK or TOOL_USAGE. */
int tool_parse_count(const char *what, const char *text, uint32_t max, uint32_t *out);

/* A progress bar on stderr with rate and time left, drawn only when stderr is
 * a terminal; usable as a cg_progress_fn with the tool_progress as user data.
 * Between init and done, Ctrl-C (SIGINT) makes the callback return nonzero,
 * so the library stops with CG_ECANCELED and frees what it holds; done then
 * says "interrupted" and returns TOOL_INTERRUPTED (else TOOL_OK), and the
 * command exits with it, printing nothing more. */
typedef struct tool_progress {
    const char *label;
    int enabled;
    int last_permille;
    double start, last_draw;
    uint64_t work;   /* nodes a context search will charge in all, when known (else 0) */
    struct sigaction old_sigint;
} tool_progress;
void tool_progress_init(tool_progress *p, const char *label);
int tool_progress_cb(void *user_data, uint64_t done, uint64_t total);
int tool_progress_done(tool_progress *p, const char *what);
/* Show the searches of ctx on p (nodes, share of the limit, rate) and let
 * Ctrl-C cancel them (CG_ECANCELED), for commands without a work total. */
void tool_progress_ctx(tool_progress *p, cg_ctx *ctx);
/* Whether Ctrl-C was pressed since tool_progress_init (for loops of the tool). */
int tool_interrupted(void);

/* "s" unless n is 1: for "%zu heap%s"-style counts. */
const char *tool_plural(uint64_t n);

/* The outcome class as one letter: 'P', 'N', 'L' or 'R'. */
char tool_outcome_letter(cg_outcome o);

/* The longest text of a game the tool prints whole. The text of a sum of a
 * few games can be gigabytes (a tree over a DAG of options): longer texts
 * are cut, and say so. */
#define TOOL_GAME_TEXT_MAX ((size_t)16 << 20)

/* The canonical form of g as a malloc'ed string: whole up to
 * TOOL_GAME_TEXT_MAX bytes, else its beginning followed by "... (N
 * characters in all: too long to print)"; NULL with *st set when it fails. */
char *tool_game_text(cg_ctx *ctx, const cg_game *g, int *st);
/* The same in the style of cg_game_format_ex() flags (CG_FORMAT_CGSUITE). */
char *tool_game_text_in(cg_ctx *ctx, const cg_game *g, unsigned flags, int *st);
/* The same cut past max bytes instead (the derived facts of `game`, which
 * would otherwise double a summary whose canonical form is already long). */
char *tool_game_text_cut(cg_ctx *ctx, const cg_game *g, unsigned flags, size_t max, int *st);

/* A duration, "12s", "4m05s", "2h10m"; a count with an SI prefix and three
 * digits, "12.3M". */
void tool_duration_text(char *buf, size_t cap, double seconds);
void tool_si_text(char *buf, size_t cap, double n);

/* A number of bytes as the library's messages write it, so that the tool's
 * figure and the library's detail after it read alike: "512 B", "528.7 kB",
 * "4.1 GB" (powers of 1000, one decimal from kB on). */
void tool_bytes_text(char *buf, size_t cap, uint64_t bytes);

/* Seconds from a monotonic clock. */
double tool_now(void);

/* num / 2^k as cg_dyadic_format() writes it: "3", "3/4", "-5/2"; buf of
 * TOOL_DYADIC_TEXT_MAX bytes holds any number in range. */
#define TOOL_DYADIC_TEXT_MAX CG_DYADIC_TEXT_MAX
void tool_dyadic_text(char *buf, size_t cap, int64_t num, uint32_t k);

/* The user's text for a message on one line: control bytes shown as '?', long
 * text cut short with "...". */
void tool_shown_text(char *buf, size_t cap, const char *text);

/* Text built in memory, so that a file is written in one go and only once
 * everything in it is known. After a failed allocation the buffer stays
 * failed (failed = 1) and further appends do nothing. */
typedef struct tool_buf {
    char *data;   /* NUL-terminated once anything was appended */
    size_t len, cap;
    int failed;
} tool_buf;
void tool_buf_printf(tool_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Append s with &, <, >, " and ' escaped for XML text and attribute values. */
void tool_buf_xml(tool_buf *b, const char *s);
void tool_buf_free(tool_buf *b);

/* Write len bytes to the file path, or to stdout when path is "-". A failure
 * is reported on one line of stderr with the reason from strerror, as
 * "cookiegame: what: cannot open/write 'path': reason"; the return value is
 * TOOL_OK, TOOL_USAGE when the file cannot be opened (a path the user gave) or
 * TOOL_FAIL when writing or closing it fails (for example a full disk). */
int tool_write_output(const char *what, const char *path, const char *data, size_t len);

#endif
