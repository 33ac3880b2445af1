#include "progress-bar.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <time.h>

#include "exit-status.h"
#include "text.h"

double tool_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Set by SIGINT while a computation that can stop cleanly is running. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

int tool_interrupted(void)
{
    return interrupted != 0;
}

void tool_progress_init(tool_progress *p, const char *label)
{
    p->label = label;
    p->enabled = isatty(STDERR_FILENO);
    p->last_permille = -1;
    p->start = tool_now();
    p->last_draw = 0;
    p->work = 0;
    /* Ctrl-C asks the computation to stop (the callback returns nonzero and
     * the library frees what it holds) instead of killing the process. */
    interrupted = 0;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &p->old_sigint);
}

/* A search through a context: nodes so far, the share of the limit, the rate;
 * drawn from half a second on, so quick commands show nothing. */
static int nodes_cb(void *user_data, uint64_t done, uint64_t total)
{
    tool_progress *p = user_data;
    if (interrupted)
        return 1;
    double now = tool_now(), elapsed = now - p->start;
    if (!p->enabled || elapsed < 0.5 || now - p->last_draw < 0.1)
        return 0;
    p->last_draw = now;
    p->last_permille = 0;   /* something to erase */
    char nodes[16], rate[16], spent[16];
    tool_si_text(nodes, sizeof nodes, (double)done);
    tool_si_text(rate, sizeof rate, (double)done / elapsed);
    tool_duration_text(spent, sizeof spent, elapsed);
    if (p->work != 0 && done <= p->work) {
        char left[16], work[16];
        tool_duration_text(left, sizeof left, (double)(p->work - done) / ((double)done / elapsed));
        tool_si_text(work, sizeof work, (double)p->work);
        fprintf(stderr, "\r%s: %s of %s done, %s/s, %s, %s left\033[K", p->label, nodes, work,
                rate, spent, left);
    } else if (total != 0)
        fprintf(stderr, "\r%s: %s nodes, %.0f%% of the limit, %s/s, %s\033[K", p->label, nodes,
                100.0 * (double)done / (double)total, rate, spent);
    else
        fprintf(stderr, "\r%s: %s nodes, %s/s, %s\033[K", p->label, nodes, rate, spent);
    fflush(stderr);
    return 0;
}

void tool_progress_ctx(tool_progress *p, cg_ctx *ctx)
{
    cg_ctx_set_progress(ctx, nodes_cb, p);
}

int tool_progress_cb(void *user_data, uint64_t done, uint64_t total)
{
    tool_progress *p = user_data;
    if (interrupted)
        return 1;
    if (!p->enabled || total == 0)
        return 0;
    int permille = (int)((double)done * 1000.0 / (double)total);
    double now = tool_now();
    /* Redrawn when a tenth of a percent passes, at most ten times a second. */
    if (permille == p->last_permille || (now - p->last_draw < 0.1 && done < total))
        return 0;
    p->last_permille = permille;
    p->last_draw = now;
    double elapsed = now - p->start, rate = elapsed > 0 ? (double)done / elapsed : 0;
    char spent[16], left[16] = "?";
    tool_duration_text(spent, sizeof spent, elapsed);
    if (rate > 0)
        tool_duration_text(left, sizeof left, (double)(total - done) / rate);
    /* The rate in work units of the computation (positions, boards), "12.3M/s". */
    char per_second[16];
    tool_si_text(per_second, sizeof per_second, rate);
    int bar = permille * 30 / 1000;
    fprintf(stderr, "\r%s [%.*s%*s] %5.1f%%  %s/s  %s, %s left\033[K", p->label, bar,
            "##############################", 30 - bar, "", permille / 10.0, per_second, spent,
            left);
    fflush(stderr);
    return 0;
}

int tool_progress_done(tool_progress *p, const char *what)
{
    if (p->enabled && p->last_permille >= 0) {
        fputs("\r\033[K", stderr);
        fflush(stderr);
    }
    sigaction(SIGINT, &p->old_sigint, NULL);
    if (!interrupted)
        return TOOL_OK;
    fprintf(stderr, "cookiegame: %s: interrupted\n", what);
    return TOOL_INTERRUPTED;
}
