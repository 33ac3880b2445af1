/*
 * What a long computation shows and how it stops: a progress bar on stderr
 * with rate and time left, drawn only when stderr is a terminal, and Ctrl-C
 * turned into a clean stop (the library returns CG_ECANCELED and frees what
 * it holds) instead of the end of the process.
 */
#ifndef COOKIEGAME_PROGRESS_BAR_H
#define COOKIEGAME_PROGRESS_BAR_H

#include <signal.h>
#include <stdint.h>

#include <cookiegame.h>

/* A progress bar usable as a cg_progress_fn with the tool_progress as user
 * data. Between init and done, Ctrl-C (SIGINT) makes the callback return
 * nonzero, so the library stops with CG_ECANCELED and frees what it holds;
 * done then says "interrupted" and returns TOOL_INTERRUPTED (else TOOL_OK),
 * and the command exits with it, printing nothing more. */
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

/* Seconds from a monotonic clock. */
double tool_now(void);

#endif
