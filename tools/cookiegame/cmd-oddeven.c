/*
 * cookiegame oddeven N [--piles]: C(N) of [PE859] (partitions of N that Even
 * wins when Odd moves first), the partitions of N by outcome class and, with
 * --piles, the value of each pile.
 */
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
#include "help.h"
#include "options.h"
#include "tool.h"

static const tool_option opt_piles = TOOL_FLAG("--piles",
    "Also the canonical value and outcome of each single pile 1..N (N up to 10000).");
static const tool_option opt_max_memory = TOOL_MAX_MEMORY(
    "Bytes a search may set aside (suffix K, M or G; default and 0: only what "
    "the process may use, which always applies: free memory, its cgroup's limit, ulimit -v). A "
    "computation that would need more stops before allocating, exit status 1, with the "
    "figures.");
static const tool_option opt_json = TOOL_JSON(
    "One JSON object: counts, and piles with --piles.");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table of the counts (not with --piles).");

enum { OPT_PILES, OPT_MAX_MEMORY, OPT_JSON, OPT_CSV, NOPTS };
static const tool_option *const options[] = {
    [OPT_PILES] = &opt_piles, [OPT_MAX_MEMORY] = &opt_max_memory, [OPT_JSON] = &opt_json,
    [OPT_CSV] = &opt_csv, [NOPTS] = NULL
};
static const tool_option *const *const tables[] = { options, NULL };

/* --piles lists at most this many piles. */
#define PILES_MAX 10000

/* Enough for any 128-bit count (39 digits) and the sum of four of them. */
#define COUNT_TEXT 48

/* acc += add, both decimal digit strings; acc has room for COUNT_TEXT bytes. */
static int add_decimal(char *acc, const char *add)
{
    char out[COUNT_TEXT];
    size_t na = strlen(acc), nb = strlen(add), n = 0;
    unsigned carry = 0;
    char rev[COUNT_TEXT];
    for (size_t i = 0; i < na || i < nb || carry; i++) {
        if (n + 1 >= sizeof rev)
            return -1;
        unsigned d = carry;
        if (i < na)
            d += (unsigned)(acc[na - 1 - i] - '0');
        if (i < nb)
            d += (unsigned)(add[nb - 1 - i] - '0');
        rev[n++] = (char)('0' + d % 10);
        carry = d / 10;
    }
    /* Strip leading zeros (keep one digit). */
    while (n > 1 && rev[n - 1] == '0')
        n--;
    for (size_t i = 0; i < n; i++)
        out[i] = rev[n - 1 - i];
    out[n] = '\0';
    memcpy(acc, out, n + 1);
    return 0;
}

/* The pile table: pile size, canonical value, outcome. */
static int pile_table(cg_ctx *ctx, uint32_t n, tool_table **out)
{
    static const char *const head[] = { "pile", "value", "outcome" };
    tool_table *t = tool_table_new(3, head);
    if (t == NULL)
        return CG_ENOMEM;
    int st = CG_OK;
    for (uint32_t k = 1; k <= n && st == CG_OK; k++) {
        const cg_game *g;
        cg_outcome o;
        st = cg_oddeven_pile(ctx, k, &g);
        if (st == CG_OK)
            st = cg_game_outcome(ctx, g, &o);
        char *value = st == CG_OK ? tool_game_text(ctx, g, &st) : NULL;
        if (st == CG_OK && tool_table_addf(t, "%u\t%s\t%c", k, value, tool_outcome_letter(o)) != 0)
            st = CG_ENOMEM;
        free(value);
    }
    if (st != CG_OK) {
        tool_table_free(t);
        return st;
    }
    *out = t;
    return CG_OK;
}

/* A count that does not fit the library's 128-bit counts. */
#define BEYOND "more than 2^128 - 1 (beyond the library's 128-bit counts)"

/* The largest N whose C(N) (outcomes P and R) fits in 128 bits, as the
 * oddeven-internal suite certifies (c_bound_is_certified). Not the P count's
 * bound (1660): C(N) is the sum of the P and R counts, and passes 2^128 - 1 well
 * before the P count alone does. */
#define C_FITS_TO 1520

static int cmd_oddeven(int argc, char **argv)
{
    argc--;
    argv++;
    tool_option_value v[NOPTS];
    int rc = tool_parse_options("oddeven", options, &argc, argv, v);
    if (rc != TOOL_OK)
        return rc;
    tool_format format = tool_options_format(options, v);
    int piles = v[OPT_PILES].given;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    if (argc != 1)
        return tool_usage_of(&tool_cmd_oddeven);
    uint64_t n64;
    if (tool_parse_u64(argv[0], CG_ODDEVEN_MAX, &n64) != 0)
        return tool_usage("N: '%s' is not a number from 0 to %d", argv[0], CG_ODDEVEN_MAX);
    uint32_t n = (uint32_t)n64;
    if (piles && n > PILES_MAX)
        return tool_usage("--piles lists at most %d piles (N = %u)", PILES_MAX, n);
    if (piles && format == TOOL_CSV)
        return tool_usage("--piles with --csv would put two tables in one stream: use --json, "
                          "or --csv without --piles");

    cg_ctx *ctx;
    int st = tool_ctx_new(&ctx);
    if (st != CG_OK)
        return tool_lib_error("oddeven", st);

    /* Everything is computed before anything is printed: a failure leaves
     * stdout empty. A count past 128 bits is reported as such: the others,
     * and C(N) when it fits, are still exact. */
    static const cg_outcome classes[4] = { CG_OUTCOME_P, CG_OUTCOME_N, CG_OUTCOME_L,
                                           CG_OUTCOME_R };
    char c_n[COUNT_TEXT], by_class[4][COUNT_TEXT], total[COUNT_TEXT] = "0";
    int fits[4], c_fits, all_fit = 1;
    size_t len;
    tool_progress bar;
    tool_progress_init(&bar, "oddeven");
    tool_progress_ctx(&bar, ctx);
    double start = tool_now();
    /* The memory figure (JSON): the most one count set aside. Each count
     * makes and frees its own table, so the figures of the five do not add
     * up; the piles kept in the context count in the first. */
    uint64_t memory = 0, before = 0, after = 0;
    cg_ctx_memory_reserved(ctx, &before);
    st = cg_oddeven_count(ctx, n, (1u << CG_OUTCOME_P) | (1u << CG_OUTCOME_R), c_n,
                          sizeof c_n, &len);
    cg_ctx_memory_reserved(ctx, &after);
    memory = after - before;
    c_fits = st == CG_OK;
    if (st == CG_ERANGE)
        st = CG_OK;
    for (int i = 0; i < 4 && st == CG_OK; i++) {
        before = after;
        st = cg_oddeven_count(ctx, n, 1u << classes[i], by_class[i], sizeof by_class[i], &len);
        cg_ctx_memory_reserved(ctx, &after);
        if (after - before > memory)
            memory = after - before;
        fits[i] = st == CG_OK;
        all_fit &= fits[i];
        if (st == CG_ERANGE)
            st = CG_OK;
        else if (st == CG_OK && add_decimal(total, by_class[i]) != 0)
            all_fit = 0;
    }
    double secs = tool_now() - start;
    tool_table *t = NULL;
    if (st == CG_OK && piles)
        st = pile_table(ctx, n, &t);
    cg_ctx_free(ctx);
    if ((rc = tool_progress_done(&bar, "oddeven")) != TOOL_OK) {
        tool_table_free(t);
        return rc;
    }
    if (st != CG_OK)
        return tool_lib_error("oddeven", st);

    tool_fields *r = tool_fields_new();
    if (r != NULL) {
        tool_fields_text(r, "N", "%u", n);
        if (c_fits)
            tool_fields_json(r, "C(N)", c_n, c_n);
        else
            tool_fields_json(r, "C(N)", BEYOND, "null");
        for (int i = 0; i < 4; i++) {
            char name[16];
            snprintf(name, sizeof name, "outcome %c", tool_outcome_letter(classes[i]));
            tool_fields_json(r, name, fits[i] ? by_class[i] : BEYOND, fits[i] ? by_class[i] : "null");
        }
        tool_fields_json(r, "partitions", all_fit ? total : BEYOND, all_fit ? total : "null");
        tool_fields_text(r, "seconds", "%.3f", secs);
        if (format == TOOL_JSON)
            tool_fields_text(r, "memory", "%llu", (unsigned long long)memory);
    }
    if (tool_fields_failed(r)) {
        tool_fields_free(r);
        tool_table_free(t);
        return tool_lib_error("oddeven", CG_ENOMEM);
    }
    if (format == TOOL_JSON) {
        /* One document: the counts, and the piles when asked for. */
        printf("{\"counts\":");
        tool_fields_json_object(r, stdout);
        if (t != NULL) {
            printf(",\"piles\":");
            tool_table_json(t, stdout);
        }
        printf("}\n");
    } else {
        if (t != NULL) {
            printf("Odd/Even piles 1..%u (Left = Odd, Right = Even)\n", n);
            tool_table_emit(t, stdout, TOOL_TEXT);
            printf("\n");
        }
        if (format == TOOL_TEXT)
            printf("C(N) counts the partitions of N that Even wins when Odd moves first "
                   "(outcome P or R)\n");
        tool_fields_emit(r, stdout, format);
    }
    tool_fields_free(r);
    tool_table_free(t);
    if (!c_fits) {
        fprintf(stderr, "cookiegame: oddeven: C(%u) passes 2^128 - 1, the library's limit "
                        "(C(N) fits up to N = %d)\n", n, C_FITS_TO);
        return TOOL_FAIL;
    }
    return TOOL_OK;
}

const tool_command tool_cmd_oddeven = {
    "oddeven", cmd_oddeven,
    "N [--piles] [--max-memory B] [--json|--csv]",
    "The Odd/Even game [PE859]: C(N) and the partitions of N by outcome.",
    "Piles of cookies; Left (Odd) picks an odd pile 2m+1, eats one cookie and leaves two piles "
    "of m; Right (Even) picks an even pile 2m, eats two and leaves two piles of m-1. The command "
    "counts the partitions of N (the positions with N cookies in all) by outcome class, and "
    "C(N), those that Even wins when Odd moves first (outcomes P and R), exactly (to 2^128; "
    "larger counts are shown as such, null in JSON).\n"
    "\n"
    "=N\t0 to 100000.\n"
    "+--piles\n"
    "+--max-memory\n"
    "+--json\n"
    "+--csv\n"
    "\n"
    "$ cookiegame oddeven 300\n"
    "$ cookiegame oddeven 12 --piles\n",
    tables,
};
