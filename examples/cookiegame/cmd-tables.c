/*
 * The research subcommands of the spoiled-cookie game:
 *   dcounts N                 strict positions by number of heaps and D-value
 *   census strict|reduced N   Grundy values of every strict / reduced position
 *   ap winning|grundy A N     seed 001's Tables 2-4 for AP-positions a..a+n-1
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cookiegame.h>

#include "commands.h"
#include "tool.h"

/* Common options of these commands. */
typedef struct options {
    int csv;
    unsigned threads;
    uint64_t max_bytes;
} options;

static int parse_bytes(const char *text, uint64_t *out)
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

/* Take --csv, --threads T and --max-memory B; the rest stays in argv. */
static int take_options(int *argc, char **argv, options *o)
{
    o->csv = tool_take_flag(argc, argv, "--csv");
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    o->threads = cpus > 0 ? (unsigned)cpus : 1;
    o->max_bytes = 0;
    const char *v;
    if (tool_take_option(argc, argv, "--threads", &v) != 0)
        return tool_usage("--threads needs a number");
    if (v != NULL) {
        uint32_t t;
        if (tool_parse_u32(v, &t) != 0 || t == 0 || t > 256)
            return tool_usage("--threads: '%s' is not a thread count (1..256)", v);
        o->threads = t;
    }
    if (tool_take_option(argc, argv, "--max-memory", &v) != 0)
        return tool_usage("--max-memory needs a size such as 12G");
    if (v != NULL && parse_bytes(v, &o->max_bytes) != 0)
        return tool_usage("--max-memory: '%s' is not a size (bytes, or with K, M, G)", v);
    return tool_reject_unknown_flags(*argc, argv);
}

static int parse_count(const char *what, const char *text, uint32_t max, uint32_t *out)
{
    if (tool_parse_u32(text, out) != 0 || *out > max)
        return tool_usage("%s: '%s' is not a number from 0 to %u", what, text, max);
    return TOOL_OK;
}

int cmd_dcounts(int argc, char **argv)
{
    argc--;
    argv++;
    options o;
    int rc = take_options(&argc, argv, &o);
    if (rc != TOOL_OK)
        return rc;
    if (argc != 1)
        return tool_usage("usage: cookiegame dcounts N [--csv]");
    uint32_t nmax;
    if ((rc = parse_count("N", argv[0], 66, &nmax)) != TOOL_OK)
        return rc;
    /* One column per D-value from the smallest present to nmax, like the paper. */
    uint32_t dlo = nmax == 0 ? 0 : (2 * nmax - 1 + 2) / 3;
    for (uint32_t n = 0; n <= nmax; n++) {
        uint32_t dmin = n == 0 ? 0 : (2 * n - 1 + 2) / 3;
        if (dmin < dlo)
            dlo = dmin;
    }
    size_t ncols = 1 + (nmax - dlo + 1);
    const char **head = calloc(ncols, sizeof *head);
    char (*names)[16] = calloc(ncols, sizeof *names);
    char (*cells)[24] = calloc(ncols, sizeof *cells);
    uint64_t *counts = calloc((size_t)nmax + 1, sizeof *counts);
    tool_table *t = NULL;
    if (head != NULL && names != NULL && cells != NULL && counts != NULL) {
        head[0] = "n";
        for (size_t c = 1; c < ncols; c++) {
            snprintf(names[c], sizeof names[c], "d=%u", dlo + (uint32_t)c - 1);
            head[c] = names[c];
        }
        t = tool_table_new(ncols, head);
    }
    rc = t == NULL ? tool_lib_error("dcounts", CG_ENOMEM) : TOOL_OK;
    for (uint32_t n = 0; rc == TOOL_OK && n <= nmax; n++) {
        int st = cg_strict_dvalue_counts(n, counts, (size_t)nmax + 1);
        if (st != CG_OK) {
            rc = tool_lib_error("dcounts", st);
            break;
        }
        snprintf(cells[0], sizeof cells[0], "%u", n);
        head[0] = cells[0];
        for (size_t c = 1; c < ncols; c++) {
            uint32_t d = dlo + (uint32_t)c - 1;
            if (d <= n && counts[d] != 0)
                snprintf(cells[c], sizeof cells[c], "%llu", (unsigned long long)counts[d]);
            else
                cells[c][0] = '\0';
            head[c] = cells[c];
        }
        if (tool_table_add(t, head) != 0)
            rc = tool_lib_error("dcounts", CG_ENOMEM);
    }
    if (rc == TOOL_OK) {
        if (!o.csv)
            printf("strict positions by number of heaps n and D-value d\n");
        tool_table_print(t, stdout, o.csv);
    }
    tool_table_free(t);
    free(head);
    free(names);
    free(cells);
    free(counts);
    return rc;
}

/* "(2 3 4 4)", "()" for the empty position. */
static void position_text(const cg_position *p, char *buf, size_t cap)
{
    size_t len;
    buf[0] = '(';
    if (cg_position_format(p, buf + 1, cap - 2, &len) == CG_ERANGE)
        strcpy(buf + cap - 5, "...");
    strcat(buf, ")");
}

static int print_census(const cg_census *c, const char *family, const options *o, double seconds)
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
    if (!o->csv)
        printf("%s positions: Grundy values by number of heaps (0..%u heaps, %u threads, %.1f s)\n",
               family, nmax, o->threads, seconds);
    tool_table_print(t, stdout, o->csv);
    tool_table_free(t);

    /* The first position reaching each value: fewest heaps, then
     * lexicographically smallest heap tuple. */
    const char *ehead[3] = { "g", "n", "first position" };
    t = tool_table_new(3, ehead);
    if (t == NULL)
        return tool_lib_error("census", CG_ENOMEM);
    for (uint32_t g = 0; g <= top; g++) {
        for (uint32_t n = 0; n <= nmax; n++) {
            cg_position *p;
            if (cg_census_example(c, n, g, &p) != CG_OK)
                continue;
            char text[4096];
            position_text(p, text, sizeof text);
            cg_position_free(p);
            if (tool_table_addf(t, "%u\t%u\t%s", g, n, text) != 0) {
                tool_table_free(t);
                return tool_lib_error("census", CG_ENOMEM);
            }
            break;
        }
    }
    printf(o->csv ? "\n" : "\nfirst position reaching each Grundy value (fewest heaps, then lexicographically smallest):\n");
    tool_table_print(t, stdout, o->csv);
    tool_table_free(t);
    return TOOL_OK;
}

int cmd_census(int argc, char **argv)
{
    argc--;
    argv++;
    options o;
    int rc = take_options(&argc, argv, &o);
    if (rc != TOOL_OK)
        return rc;
    if (argc != 2 || (strcmp(argv[0], "strict") != 0 && strcmp(argv[0], "reduced") != 0))
        return tool_usage("usage: cookiegame census strict|reduced N [--threads T] [--max-memory B] [--csv]");
    int strict = strcmp(argv[0], "strict") == 0;
    uint32_t nmax;
    rc = parse_count("N", argv[1], strict ? CG_STRICT_TABLE_MAX_HEAPS : CG_REDUCED_TABLE_MAX_HEAPS, &nmax);
    if (rc != TOOL_OK)
        return rc;
    tool_progress bar;
    tool_progress_init(&bar, strict ? "census strict" : "census reduced");
    double t0 = tool_now();
    cg_census *c = NULL;
    int st = strict ? cg_strict_census(nmax, o.threads, o.max_bytes, tool_progress_cb, &bar, &c)
                    : cg_reduced_census(nmax, o.threads, o.max_bytes, tool_progress_cb, &bar, &c);
    tool_progress_done(&bar);
    if (st == CG_ENOMEM) {
        uint64_t need = 0;
        if (strict)
            cg_strict_census_memory(nmax, &need);
        else
            cg_reduced_census_memory(nmax, &need);
        fprintf(stderr, "cookiegame: census needs %.2f GiB, more than allowed or available\n",
                (double)need / (double)(UINT64_C(1) << 30));
        return TOOL_FAIL;
    }
    if (st != CG_OK)
        return tool_lib_error("census", st);
    rc = print_census(c, strict ? "strict" : "reduced", &o, tool_now() - t0);
    cg_census_free(c);
    return rc;
}

/* Winning components of a..a+n-1 as value ranges ("7-11, 13"), "" for P. */
static int winning_text(const cg_position *p, char *buf, size_t cap)
{
    size_t n = cg_position_size(p);
    uint8_t *w = malloc(n ? n : 1);
    if (w == NULL)
        return CG_ENOMEM;
    int rc = cg_position_winning_moves(NULL, p, w, n);
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; rc == CG_OK && i < n;) {
        if (!w[i]) {
            i++;
            continue;
        }
        size_t j = i;
        while (j + 1 < n && w[j + 1])
            j++;
        uint32_t lo = cg_position_heap(p, i), hi = cg_position_heap(p, j);
        int k = lo == hi ? snprintf(buf + len, cap - len, "%s%u", len ? ", " : "", lo)
                         : snprintf(buf + len, cap - len, "%s%u-%u", len ? ", " : "", lo, hi);
        if (k < 0 || (size_t)k >= cap - len)
            break;
        len += (size_t)k;
        i = j + 1;
    }
    free(w);
    return rc;
}

static cg_position *ap_position(uint32_t a, uint32_t n)
{
    uint32_t *h = malloc((n ? n : 1) * sizeof *h);
    cg_position *p = NULL;
    if (h != NULL) {
        for (uint32_t i = 0; i < n; i++)
            h[i] = a + i;
        if (cg_position_new(h, n, &p) != CG_OK)
            p = NULL;
        free(h);
    }
    return p;
}

/* The paper's claims for cell (a, n), checked on every printed cell. */
typedef struct ap_check {
    long cells, type_misses, grundy_misses, grundy_cells;
} ap_check;

int cmd_ap(int argc, char **argv)
{
    argc--;
    argv++;
    options o;
    int rc = take_options(&argc, argv, &o);
    if (rc != TOOL_OK)
        return rc;
    int grundy = argc == 3 && strcmp(argv[0], "grundy") == 0;
    if (argc != 3 || (!grundy && strcmp(argv[0], "winning") != 0))
        return tool_usage("usage: cookiegame ap winning|grundy AMAX NMAX [--csv]");
    uint32_t amax, nmax;
    if ((rc = parse_count("AMAX", argv[1], 100000, &amax)) != TOOL_OK ||
        (rc = parse_count("NMAX", argv[2], grundy ? 34 : 100000, &nmax)) != TOOL_OK)
        return rc;
    if (amax == 0 || nmax == 0)
        return tool_usage("AMAX and NMAX start at 1");
    if ((uint64_t)amax * nmax > 4000000)
        return tool_usage("at most 4000000 cells, please");

    /* AP-positions are strict with at most nmax heaps: Grundy values come from
     * a strict table, winning components from the D-value theory. */
    cg_strict_table *table = NULL;
    if (grundy) {
        tool_progress bar;
        tool_progress_init(&bar, "strict table");
        int st = cg_strict_table_build(nmax, o.threads, tool_progress_cb, &bar, &table);
        tool_progress_done(&bar);
        if (st != CG_OK)
            return tool_lib_error("building the strict table", st);
    }
    const char **head = calloc((size_t)nmax + 1, sizeof *head);
    char (*names)[16] = calloc((size_t)nmax + 1, sizeof *names);
    tool_table *t = NULL;
    if (head != NULL && names != NULL) {
        head[0] = "a\\n";
        for (uint32_t n = 1; n <= nmax; n++) {
            snprintf(names[n], sizeof names[n], "%u", n);
            head[n] = names[n];
        }
        t = tool_table_new((size_t)nmax + 1, head);
    }
    rc = t == NULL ? tool_lib_error("ap", CG_ENOMEM) : TOOL_OK;
    static const uint32_t period[6] = { 0, 1, 2, 0, 1, 3 };
    ap_check check = { 0, 0, 0, 0 };
    char cell[256];
    char **row = calloc((size_t)nmax + 1, sizeof *row);
    for (uint32_t a = 1; rc == TOOL_OK && a <= amax; a++) {
        for (uint32_t n = 0; rc == TOOL_OK && n <= nmax; n++) {
            if (n == 0) {
                snprintf(cell, sizeof cell, "%u", a);
            } else {
                cg_position *p = ap_position(a, n);
                int st = p == NULL ? CG_ENOMEM : CG_OK;
                uint32_t g = 0;
                cg_outcome out = CG_OUTCOME_P;
                if (st == CG_OK)
                    st = cg_position_outcome(NULL, p, &out);
                if (st == CG_OK && grundy)
                    st = cg_strict_table_grundy(table, p, &g);
                if (st == CG_OK && !grundy)
                    st = winning_text(p, cell, sizeof cell);
                cg_position_free(p);
                if (st != CG_OK) {
                    rc = tool_lib_error("ap", st);
                    break;
                }
                if (grundy)
                    snprintf(cell, sizeof cell, "%u", g);
                /* Seed 001: P iff n even when n <= 2a - 1; P iff a + n = 1 (mod 3)
                 * when n > 2a - 2; Grundy (0,1,2,0,1,3)[(a+n-1) mod 6] there. */
                int is_p = out == CG_OUTCOME_P;
                int want_p = n <= 2 * a - 1 ? n % 2 == 0 : (a + n) % 3 == 1;
                check.cells++;
                check.type_misses += is_p != want_p;
                if (grundy && n > 2 * a - 2) {
                    check.grundy_cells++;
                    check.grundy_misses += g != period[(a + n - 1) % 6];
                }
            }
            row[n] = strdup(cell);
            if (row[n] == NULL)
                rc = tool_lib_error("ap", CG_ENOMEM);
        }
        if (rc == TOOL_OK && tool_table_add(t, (const char *const *)row) != 0)
            rc = tool_lib_error("ap", CG_ENOMEM);
        for (uint32_t n = 0; n <= nmax; n++) {
            free(row[n]);
            row[n] = NULL;
        }
    }
    if (rc == TOOL_OK) {
        if (!o.csv)
            printf("AP-positions a, a+1, ..., a+n-1: %s (seed 001, Table %s)\n",
                   grundy ? "Grundy values" : "winning components, blank for P-positions",
                   grundy ? "4" : "3; row a = 1 is Table 2");
        tool_table_print(t, stdout, o.csv);
        if (!o.csv) {
            printf("\ntypes as the paper predicts (P iff n even for n <= 2a-1, iff a+n = 1 mod 3 beyond): "
                   "%ld of %ld cells\n", check.cells - check.type_misses, check.cells);
            if (grundy)
                printf("Grundy values (0,1,2,0,1,3)[(a+n-1) mod 6] in the regime n > 2a-2: %ld of %ld cells\n",
                       check.grundy_cells - check.grundy_misses, check.grundy_cells);
        }
    }
    free(row);
    tool_table_free(t);
    free(head);
    free(names);
    cg_strict_table_free(table);
    return rc;
}
