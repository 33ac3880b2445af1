/* How a census is printed (census-print.h). */
#include "census-print.h"

#include <stdlib.h>
#include <string.h>

#include "tool.h"

/* "(2 3 4 4)", "()" for the empty position. */
static void position_text(const cg_position *p, char *buf, size_t cap)
{
    size_t len;
    buf[0] = '(';
    if (cg_position_format(p, buf + 1, cap - 2, &len) == CG_ERANGE)
        strcpy(buf + cap - 5, "...");
    strcat(buf, ")");
}

/* A row per value 0..top that some level has: the value (or its name in
 * names), the fewest heaps reaching it and the lexicographically smallest
 * such position. 0, or -1 when out of memory. */
static int add_first_positions(tool_table *t, const cg_census *c, uint32_t top,
                               const char *const *names)
{
    for (uint32_t g = 0; g <= top; g++) {
        for (uint32_t n = 0; n <= cg_census_nmax(c); n++) {
            cg_position *p;
            if (cg_census_example(c, n, g, &p) != CG_OK)
                continue;
            char text[4096], value[16];
            position_text(p, text, sizeof text);
            cg_position_free(p);
            snprintf(value, sizeof value, "%u", g);
            if (tool_table_addf(t, "%s\t%u\t%s", names != NULL ? names[g] : value, n, text) != 0)
                return -1;
            break;
        }
    }
    return 0;
}

typedef struct lister {
    tool_table *t;
    uint32_t g, n;
    int failed;
} lister;

static int add_listed(void *user, const cg_position *p)
{
    lister *l = user;
    char text[4096];
    position_text(p, text, sizeof text);
    if (tool_table_addf(l->t, "%u\t%u\t%s", l->g, l->n, text) != 0) {
        l->failed = 1;
        return 1;
    }
    return 0;
}

/* A row per position of value g at every level that has it (the census
 * lists a value's positions while they are at most CG_CENSUS_LIST_MAX, or
 * its wider bound for g; a level with more gets one row that says how
 * many). 0, or -1 when out of memory. */
static int add_positions_of(tool_table *t, const cg_census *c, uint32_t g)
{
    for (uint32_t n = 0; n <= cg_census_nmax(c); n++) {
        lister l = { t, g, n, 0 };
        int st = cg_census_positions(c, n, g, add_listed, &l);
        if (l.failed || st == CG_ENOMEM)
            return -1;
        if (st == CG_ERANGE) {
            uint64_t counts[72] = { 0 };
            cg_census_histogram(c, n, counts, 72);
            if (tool_table_addf(t, "%u\t%u\t(%llu positions: too many to list)", g, n,
                                (unsigned long long)counts[g]) != 0)
                return -1;
        }
    }
    return 0;
}

/* The longest text of a position with n heaps of at most n each (those of
 * the censuses): the heaps with a space between, in parentheses. */
static size_t position_text_max(uint32_t n)
{
    size_t digits = 1;
    for (uint32_t v = n; v >= 10; v /= 10)
        digits++;
    return n == 0 ? 2 : 1 + (size_t)n * (digits + 1);
}

static int stop_at_first(void *user, const cg_position *p)
{
    (void)user;
    (void)p;
    return 1;
}

/* Whether the census listed the positions of value g with n heaps (it has
 * some): asked of the census, whose bound may be wider than
 * CG_CENSUS_LIST_MAX, by a listing stopped at its first position. */
static int is_listed(const cg_census *c, uint32_t n, uint32_t g)
{
    return cg_census_positions(c, n, g, stop_at_first, NULL) != CG_ERANGE;
}

/* The bytes of the table add_positions_of(t, c, g) builds: a row per listed
 * position, one for a level whose positions of g were too many to list. */
static uint64_t positions_table_bytes(const cg_census *c, uint32_t g)
{
    uint64_t bytes = 0;
    for (uint32_t n = 0; n <= cg_census_nmax(c); n++) {
        uint64_t counts[72] = { 0 };
        cg_census_histogram(c, n, counts, 72);
        if (g >= 72 || counts[g] == 0)
            continue;
        size_t len[3] = { 2, 2, position_text_max(n) };
        int listed = is_listed(c, n, g);
        if (!listed)
            len[2] = 64;   /* "(N positions: too many to list)" */
        bytes += tool_table_bytes(3, len, listed ? counts[g] : 1);
    }
    return bytes;
}

/* Charge the table of the positions listed (table bytes) against the
 * census's bound, beside the listings the census still holds: TOOL_OK, or
 * TOOL_FAIL after saying why. *memory becomes the run's figure, the most
 * its memory checks counted at once. */
static int charge_positions_table(const cg_census *c, const tool_engine_options *o,
                                  uint64_t table, uint64_t *memory)
{
    uint64_t peak = 0, held = 0;
    cg_census_memory_used(c, &peak, &held);
    *memory = held + table > peak ? held + table : peak;
    /* Left under --max-memory; 1 rather than 0 (no bound) when nothing is. */
    uint64_t left = o->max_bytes == 0 ? 0 : o->max_bytes > held ? o->max_bytes - held : 1;
    if (cg_memory_check(table, left, "census: the table of the positions listed") == CG_OK)
        return TOOL_OK;
    char holds[32];
    tool_bytes_text(holds, sizeof holds, held);
    fprintf(stderr, "cookiegame: %s, beside the %s of the census's listings\n", cg_error_detail(),
            holds);
    return TOOL_FAIL;
}

/* Print a census's two tables in the chosen format and free them: text with
 * a title over each, one JSON document (with the run's memory figure), or
 * the CSV table `which`. */
static int emit_census(tool_table *levels, tool_table *first, tool_table *listed,
                       const char *family, uint32_t nmax, const tool_engine_options *o,
                       census_table which, uint64_t memory,
                       const char *title, const char *first_title, const char *listed_title)
{
    switch (o->format) {
    case TOOL_TEXT:
        printf("%s\n", title);
        tool_table_emit(levels, stdout, TOOL_TEXT);
        printf("\n%s\n", first_title);
        tool_table_emit(first, stdout, TOOL_TEXT);
        if (listed != NULL) {
            printf("\n%s\n", listed_title);
            tool_table_emit_text(listed, stdout, o->all);   /* a screenful, or --all */
        }
        break;
    case TOOL_JSON:
        printf("{\"family\":\"%s\",\"nmax\":%u,\"levels\":", family, nmax);
        tool_table_json(levels, stdout);
        printf(",\"first_positions\":");
        tool_table_json(first, stdout);
        if (listed != NULL) {
            printf(",\"positions\":");
            tool_table_json(listed, stdout);
        }
        printf(",\"memory\":%llu}\n", (unsigned long long)memory);
        break;
    case TOOL_CSV:
        tool_table_emit(which == LEVELS ? levels : which == FIRST || listed == NULL ? first : listed,
                        stdout, TOOL_CSV);
        break;
    }
    tool_table_free(levels);
    tool_table_free(first);
    tool_table_free(listed);
    return TOOL_OK;
}

int census_print(const cg_census *c, const char *family, const tool_engine_options *o,
                        census_table which, long list_value, double seconds)
{
    uint32_t nmax = cg_census_nmax(c), top = 0;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint32_t g;
        cg_census_max_value(c, n, &g);
        if (g > top)
            top = g;
    }
    size_t ncols = 3 + top + 1;
    const char *head[72];
    char names[72][16];
    head[0] = "n";
    head[1] = "positions";
    for (uint32_t g = 0; g <= top; g++) {
        snprintf(names[g], sizeof names[g], "g=%u", g);
        head[2 + g] = names[g];
    }
    head[ncols - 1] = "max";
    tool_table *t = tool_table_new(ncols, head);
    if (t == NULL)
        return tool_lib_error("census", CG_ENOMEM);
    char cells[72][24];
    uint64_t counts[72];
    for (uint32_t n = 0; n <= nmax; n++) {
        uint32_t g;
        cg_census_histogram(c, n, counts, top + 1);
        cg_census_max_value(c, n, &g);
        uint64_t total = 0;
        for (uint32_t v = 0; v <= top; v++) {
            total += counts[v];
            snprintf(cells[2 + v], sizeof cells[2 + v], "%llu", (unsigned long long)counts[v]);
        }
        snprintf(cells[0], sizeof cells[0], "%u", n);
        snprintf(cells[1], sizeof cells[1], "%llu", (unsigned long long)total);
        snprintf(cells[ncols - 1], sizeof cells[ncols - 1], "%u", g);
        for (size_t i = 0; i < ncols; i++)
            head[i] = cells[i];
        if (tool_table_add(t, head) != 0) {
            tool_table_free(t);
            return tool_lib_error("census", CG_ENOMEM);
        }
    }
    tool_table *levels = t;

    /* The first position reaching each value: fewest heaps, then
     * lexicographically smallest heap tuple. */
    const char *ehead[3] = { "g", "n", "first position" };
    t = tool_table_new(3, ehead);
    if (t == NULL) {
        tool_table_free(levels);
        return tool_lib_error("census", CG_ENOMEM);
    }
    if (add_first_positions(t, c, top, NULL) != 0) {
        tool_table_free(t);
        tool_table_free(levels);
        return tool_lib_error("census", CG_ENOMEM);
    }
    /* Every position of the largest value (or the value asked for). */
    uint32_t g = list_value >= 0 ? (uint32_t)list_value : top;
    uint64_t memory;
    if (charge_positions_table(c, o, positions_table_bytes(c, g), &memory) != TOOL_OK) {
        tool_table_free(t);
        tool_table_free(levels);
        return TOOL_FAIL;
    }
    const char *lhead[3] = { "g", "n", "position" };
    tool_table *listed = tool_table_new(3, lhead);
    if (listed == NULL || add_positions_of(listed, c, g) != 0) {
        tool_table_free(listed);
        tool_table_free(t);
        tool_table_free(levels);
        return tool_lib_error("census", CG_ENOMEM);
    }
    char title[160], listed_title[160];
    snprintf(title, sizeof title, "%s positions: Grundy values by number of heaps (0..%u heaps, "
             "%u threads, %.1f s)", family, nmax, o->threads, seconds);
    snprintf(listed_title, sizeof listed_title, "every position of Grundy value %u%s, in "
             "lexicographic order:", g, list_value >= 0 ? "" : " (the largest)");
    return emit_census(levels, t, listed, family, nmax, o, which, memory, title,
                       "first position reaching each Grundy value (fewest heaps, then "
                       "lexicographically smallest):", listed_title);
}

/* The names of the outcome classes, normal play first: "P/N" is P in normal
 * play and N in misère play. */
static const char *const class_names[4] = { "P/P", "P/N", "N/P", "N/N" };

int census_print_outcomes(const cg_census *c, const tool_engine_options *o, census_table which,
                          double seconds)
{
    uint32_t nmax = cg_census_nmax(c);
    const char *head[8] = { "n", "positions", "P/P", "P/N", "N/P", "N/N", "flipped", "misere P" };
    tool_table *levels = tool_table_new(8, head);
    const char *ehead[3] = { "class", "n", "first position" };
    tool_table *first = tool_table_new(3, ehead);
    int failed = levels == NULL || first == NULL;
    for (uint32_t n = 0; n <= nmax && !failed; n++) {
        uint64_t k[4];
        cg_census_histogram(c, n, k, 4);
        uint64_t total = k[0] + k[1] + k[2] + k[3], flipped = k[1] + k[2];
        failed = tool_table_addf(levels, "%u\t%llu\t%llu\t%llu\t%llu\t%llu\t%.4f\t%llu", n,
                                 (unsigned long long)total, (unsigned long long)k[0],
                                 (unsigned long long)k[1], (unsigned long long)k[2],
                                 (unsigned long long)k[3], total ? (double)flipped / (double)total : 0.0,
                                 (unsigned long long)(k[0] + k[2])) != 0;
    }
    if (!failed)
        failed = add_first_positions(first, c, 3, class_names) != 0;
    if (failed) {
        tool_table_free(levels);
        tool_table_free(first);
        return tool_lib_error("census", CG_ENOMEM);
    }
    char title[240];
    snprintf(title, sizeof title, "reduced positions: outcome in normal play / in misere play by "
             "number of heaps (0..%u heaps, %u threads, %.1f s)\nP/N: P in normal play, N in misere "
             "play (whoever eats the last edible cookie loses); flipped: share of P/N and N/P",
             nmax, o->threads, seconds);
    uint64_t memory = 0;
    cg_census_memory_used(c, &memory, NULL);
    return emit_census(levels, first, NULL, "outcomes", nmax, o, which, memory, title,
                       "first position of each class (fewest heaps, then lexicographically smallest):",
                       NULL);
}
