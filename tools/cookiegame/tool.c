#include "tool.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cookiegame.h>

int tool_finish_stdout(int status)
{
    errno = 0;
    int failed = fflush(stdout) != 0 || ferror(stdout);
    if (!failed)
        return status;
    fprintf(stderr, "cookiegame: cannot write output: %s\n",
            errno != 0 ? strerror(errno) : "write error");
    return TOOL_FAIL;
}

const char *tool_plural(uint64_t n)
{
    return n == 1 ? "" : "s";
}

int tool_usage(const char *fmt, ...)
{
    va_list ap;
    fputs("cookiegame: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return TOOL_USAGE;
}

int tool_lib_error(const char *what, int status)
{
    /* The library's detail names the figure (which size, which limit); it
     * is read before anything else can call the library. */
    const char *detail = cg_error_detail();
    if (detail[0] != '\0')
        fprintf(stderr, "cookiegame: %s: %s: %s\n", what, cg_strerror(status), detail);
    else
        fprintf(stderr, "cookiegame: %s: %s\n", what, cg_strerror(status));
    switch (status) {
    case CG_EINVAL:
    case CG_EPARSE:
    case CG_ERANGE:
    case CG_EDOMAIN:
        return TOOL_USAGE;
    default:
        return TOOL_FAIL;
    }
}

int tool_parse_u64(const char *text, uint64_t max, uint64_t *out)
{
    if (text == NULL || *text < '0' || *text > '9')
        return -1;
    uint64_t v = 0;
    for (const char *s = text; *s != '\0'; s++) {
        if (*s < '0' || *s > '9')
            return -1;
        unsigned d = (unsigned)(*s - '0');
        if (d > max || v > (max - d) / 10)
            return -1;
        v = v * 10 + d;
    }
    *out = v;
    return 0;
}

int tool_parse_u32(const char *text, uint32_t *out)
{
    uint64_t v;
    if (tool_parse_u64(text, UINT32_MAX, &v) != 0)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

uint64_t tool_max_memory;

int tool_ctx_new(cg_ctx **ctx)
{
    int st = cg_ctx_new(ctx);
    if (st == CG_OK && tool_max_memory != 0 &&
        (st = cg_ctx_set_memory_limit(*ctx, tool_max_memory)) != CG_OK) {
        cg_ctx_free(*ctx);
        *ctx = NULL;
    }
    return st;
}

int tool_limit_reached(const char *cmd, uint64_t limit, const char *unit)
{
    fprintf(stderr, "cookiegame: %s: the search passed %llu %s; give --limit N (0 = no limit) "
                    "to go on\n", cmd, (unsigned long long)limit, unit);
    return TOOL_FAIL;
}

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


void tool_duration_text(char *buf, size_t cap, double s)
{
    if (s < 60)
        snprintf(buf, cap, "%.0fs", s);
    else if (s < 3600)
        snprintf(buf, cap, "%dm%02ds", (int)(s / 60), (int)s % 60);
    else
        snprintf(buf, cap, "%dh%02dm", (int)(s / 3600), (int)(s / 60) % 60);
}

void tool_bytes_text(char *buf, size_t cap, uint64_t bytes)
{
    static const char *const unit[] = { "B", "kB", "MB", "GB", "TB", "PB", "EB" };
    if (bytes < 1000) {
        snprintf(buf, cap, "%u B", (unsigned)bytes);
        return;
    }
    double v = (double)bytes;
    int u = 0;
    while (v >= 1000 && u < 6) {   /* the unit the value reaches, as the library picks it */
        v /= 1000;
        u++;
    }
    snprintf(buf, cap, "%.1f %s", v, unit[u]);
}

void tool_si_text(char *buf, size_t cap, double n)
{
    const char *si = " kMGTPE";
    int e = 0;
    while (n >= 1000 && e < 6) {
        n /= 1000;
        e++;
    }
    snprintf(buf, cap, "%.3g%.*s", n, e > 0, si + e);
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

void tool_dyadic_text(char *buf, size_t cap, int64_t num, uint32_t k)
{
    cg_dyadic d = { num, k };
    if (cg_dyadic_format(d, buf, cap, NULL) == CG_EINVAL && cap > 0)
        snprintf(buf, cap, "?");   /* never: the library's numbers are in range */
}

void tool_shown_text(char *buf, size_t cap, const char *text)
{
    size_t n = 0, max = cap > 4 ? cap - 4 : 0;
    for (; text[n] != '\0' && n < max; n++) {
        unsigned char c = (unsigned char)text[n];
        buf[n] = c < 0x20 || c == 0x7f ? '?' : (char)c;
    }
    if (text[n] != '\0' && cap >= 4)
        memcpy(buf + n, "...", 4);
    else if (cap > 0)
        buf[n < cap ? n : cap - 1] = '\0';
}

/* Room for extra more bytes and the NUL; 0, or -1 (and failed) when out of memory. */
static int buf_reserve(tool_buf *b, size_t extra)
{
    if (b->failed)
        return -1;
    if (extra < b->cap - b->len)
        return 0;
    size_t cap = b->cap ? b->cap : 256;
    while (cap - b->len <= extra) {
        if (cap > SIZE_MAX / 2) {
            b->failed = 1;
            return -1;
        }
        cap *= 2;
    }
    char *d = realloc(b->data, cap);
    if (d == NULL) {
        b->failed = 1;
        return -1;
    }
    b->data = d;
    b->cap = cap;
    return 0;
}

void tool_buf_printf(tool_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->failed = 1;
        return;
    }
    if (buf_reserve(b, (size_t)n) != 0)
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void tool_buf_xml(tool_buf *b, const char *s)
{
    for (; *s != '\0'; s++) {
        switch (*s) {
        case '&':
            tool_buf_printf(b, "&amp;");
            break;
        case '<':
            tool_buf_printf(b, "&lt;");
            break;
        case '>':
            tool_buf_printf(b, "&gt;");
            break;
        case '"':
            tool_buf_printf(b, "&quot;");
            break;
        case '\'':
            tool_buf_printf(b, "&apos;");
            break;
        default:
            tool_buf_printf(b, "%c", *s);
            break;
        }
    }
}

void tool_buf_free(tool_buf *b)
{
    free(b->data);
    memset(b, 0, sizeof *b);
}

int tool_write_output(const char *what, const char *path, const char *data, size_t len)
{
    int to_stdout = strcmp(path, "-") == 0;
    char shown[256];
    if (to_stdout)
        snprintf(shown, sizeof shown, "standard output");
    else {
        char name[240];
        tool_shown_text(name, sizeof name, path);
        snprintf(shown, sizeof shown, "'%s'", name);
    }
    FILE *f = to_stdout ? stdout : fopen(path, "w");
    if (f == NULL) {
        int e = errno;
        fprintf(stderr, "cookiegame: %s: cannot open %s for writing: %s\n", what, shown,
                strerror(e));
        return TOOL_USAGE;
    }
    /* The first failure's errno is the one reported. */
    int e = 0;
    errno = 0;
    if (len > 0 && fwrite(data, 1, len, f) != len)
        e = errno != 0 ? errno : EIO;
    errno = 0;
    if (fflush(f) != 0 && e == 0)
        e = errno != 0 ? errno : EIO;
    if (ferror(f) && e == 0)
        e = EIO;
    if (!to_stdout) {
        errno = 0;
        if (fclose(f) != 0 && e == 0)
            e = errno != 0 ? errno : EIO;
    }
    if (e != 0) {
        fprintf(stderr, "cookiegame: %s: cannot write %s: %s\n", what, shown, strerror(e));
        return TOOL_FAIL;
    }
    return TOOL_OK;
}

int tool_parse_bytes(const char *text, uint64_t *out)
{
    size_t len = strlen(text);
    uint64_t scale = 1;
    char digits[32];
    if (len == 0 || len >= sizeof digits)
        return -1;
    memcpy(digits, text, len + 1);
    switch (digits[len - 1]) {
    case 'K': scale = UINT64_C(1) << 10; break;
    case 'M': scale = UINT64_C(1) << 20; break;
    case 'G': scale = UINT64_C(1) << 30; break;
    default: break;
    }
    if (scale != 1)
        digits[len - 1] = '\0';
    uint64_t v;
    if (tool_parse_u64(digits, UINT64_MAX / scale, &v) != 0)
        return -1;
    *out = v * scale;
    return 0;
}

int tool_parse_count(const char *what, const char *text, uint32_t max, uint32_t *out)
{
    if (tool_parse_u32(text, out) != 0 || *out > max)
        return tool_usage("%s: '%s' is not a number from 0 to %u", what, text, max);
    return TOOL_OK;
}

char tool_outcome_letter(cg_outcome o)
{
    return "PNLR"[(unsigned)o & 3u];
}

char *tool_game_text(cg_ctx *ctx, const cg_game *g, int *st)
{
    return tool_game_text_in(ctx, g, 0, st);
}

char *tool_game_text_in(cg_ctx *ctx, const cg_game *g, unsigned flags, int *st)
{
    return tool_game_text_cut(ctx, g, flags, TOOL_GAME_TEXT_MAX, st);
}

char *tool_game_text_cut(cg_ctx *ctx, const cg_game *g, unsigned flags, size_t max, int *st)
{
    size_t len = 0;
    *st = cg_game_format_ex(ctx, g, flags, NULL, 0, &len);
    if (*st != CG_OK && *st != CG_ERANGE)
        return NULL;
    char note[96] = "";
    size_t keep = len;
    if (len > max) {
        keep = max;
        if (len == SIZE_MAX)
            snprintf(note, sizeof note, "... (more than %zu characters in all: too long to print)", len - 1);
        else
            snprintf(note, sizeof note, "... (%zu characters in all: too long to print)", len);
    }
    size_t nlen = strlen(note);
    char *text = malloc(keep + nlen + 1);
    if (text == NULL) {
        *st = CG_ENOMEM;
        return NULL;
    }
    *st = cg_game_format_ex(ctx, g, flags, text, keep + 1, NULL);
    if (*st == CG_ERANGE && nlen > 0)
        *st = CG_OK;   /* cut where asked */
    if (*st != CG_OK) {
        free(text);
        return NULL;
    }
    memcpy(text + keep, note, nlen + 1);
    return text;
}
