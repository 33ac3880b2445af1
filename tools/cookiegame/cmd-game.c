/*
 * cookiegame game EXPR: canonical form, outcome, stops, mean, temperature and
 * birthday of a short partizan game written in CGSuite's notation (for example
 * '{2|1}+^+*3'; quote it for the shell), its options with --moves and its
 * thermograph with --svg.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <cookiegame.h>

#include "commands.h"
#include "game-facts.h"
#include "thermograph.h"
#include "options.h"
#include "tool.h"

/* Without --limit, a game's sums and comparisons stop after this many nodes
 * (several seconds) and say how to go further. */
#define GAME_DEFAULT_LIMIT UINT64_C(5000000)
/* The facts of 1.3 (misère outcome ... predicates) are shown for every game,
 * asked for or not: without a --limit N > 0 each stops after this many nodes
 * (under a second; the follower count of *60000 alone would walk its 3.6e9
 * pairs of options), so that a summary of 1.2 that took milliseconds, or ran
 * under --limit 0 for the game's own sake, does not turn into minutes. */
#define GAME_FACTS_LIMIT UINT64_C(100000)

static const tool_option opt_moves = TOOL_FLAG("--moves",
    "Every option of each side with its mean and temperature; the orthodox option (the "
    "one whose wall gives the game's own wall at its temperature) and the hottest are marked.");
static const tool_option opt_svg = TOOL_TEXT(
    "--svg", "FILE", "game: --svg needs a file name ('-' for standard output)",
    "Draw the thermograph as an SVG picture in FILE ('-' writes it to standard "
    "output instead of the summary).");
static const tool_option opt_limit = TOOL_LIMIT("N", "nodes", GAME_DEFAULT_LIMIT,
    "Nodes of sums and comparisons (default 5*10^6, several seconds; 0 = no limit). Numbers, "
    "nimbers and ups are made without charge within their bounds.");
static const tool_option opt_json = TOOL_JSON(
    "One JSON object (numbers as strings such as \"3/4\"; with --moves, left_moves and "
    "right_moves).");
static const tool_option opt_csv = TOOL_CSV(
    "One CSV table of one row (not with --moves).");
/* The words in the order of the flags of cg_game_format_ex(). */
static const tool_option opt_notation = TOOL_CHOICE("--notation", "default|cgsuite", 0,
    "--notation needs a name: default or cgsuite",
    "--notation: '%s' is not a notation (default or cgsuite)",
    "How games are written: as the library writes them (default), or as CGSuite prints "
    "them (cgsuite: Tiny(2), ^<3>, ^[2]*, +-(1*), at most four bars in a row). Either "
    "reads back as the same game.");

static const tool_option opt_followers = TOOL_FLAG("--followers",
    "Every follower (subposition of the canonical form, the game itself included), numbers "
    "first, as CGSuite's Followers; counted against --max-memory as --moves is.");
/* The operations of 1.3 (CGSuite's names): the game shown is EXPR OP H. */
static const tool_option opt_ordinal_sum = TOOL_TEXT("--ordinal-sum", "H",
    "game: --ordinal-sum needs a game H",
    "Show the ordinal sum EXPR:H = {G^L, G:H^L | G^R, G:H^R} (CGSuite's OrdinalSum).");
static const tool_option opt_conjunctive_sum = TOOL_TEXT("--conjunctive-sum", "H",
    "game: --conjunctive-sum needs a game H",
    "Show the conjunctive sum of EXPR and H: each move is made in both (CGSuite's "
    "ConjunctiveSum).");
static const tool_option opt_selective_sum = TOOL_TEXT("--selective-sum", "H",
    "game: --selective-sum needs a game H",
    "Show the selective sum of EXPR and H: each move is made in one or both (CGSuite's "
    "SelectiveSum).");
static const tool_option opt_conway_product = TOOL_TEXT("--conway-product", "H",
    "game: --conway-product needs a game H",
    "Show Conway's product EXPR.H: the product of numbers, nim multiplication of nimbers "
    "(CGSuite's ConwayProduct).");
static const tool_option opt_ordinal_product = TOOL_TEXT("--ordinal-product", "H",
    "game: --ordinal-product needs a game H",
    "Show the ordinal product of EXPR by H: each edge of H replaced by EXPR (CGSuite's "
    "OrdinalProduct).");
static const tool_option opt_multiple = TOOL_TEXT("--multiple", "N",
    "game: --multiple needs an integer N",
    "Show N.EXPR = EXPR + ... + EXPR (N copies; N a signed 64-bit integer, -N.G = -(N.G)).");
static const tool_option opt_pow = TOOL_NUMBER("--pow", "N", 0, UINT32_MAX, 0,
    "--pow needs an exponent N >= 1", "--pow: '%s' is not an exponent (1..4096)",
    "Show the uptimal power EXPR^N (CGSuite's Pow) of a game {0|H}: ^ with --pow 3 is ^<3>.");
static const tool_option opt_pow_to = TOOL_NUMBER("--pow-to", "N", 0, UINT32_MAX, 0,
    "--pow-to needs an exponent N >= 0", "--pow-to: '%s' is not an exponent (0..4096)",
    "Show the uptimal power EXPR^->N (CGSuite's PowTo): ^ with --pow-to 3 is ^[3].");
static const tool_option opt_overheat = TOOL_TEXT("--overheat", "S,T",
    "game: --overheat needs two games S,T",
    "Show EXPR overheated from S to T (CGSuite's Overheat(S, T)): the two games separated by "
    "the one comma outside braces and parentheses, as '*,1+*'.");
static const tool_option opt_cool = TOOL_TEXT("--cool", "T",
    "game: --cool needs a number T > -1",
    "Show EXPR cooled by the number T > -1 (CGSuite's Cool; T < 0 heats), T written as in "
    "EXPR: 1/2, -1/4.");

enum {
    OPT_MOVES, OPT_SVG, OPT_LIMIT, OPT_MAX_MEMORY, OPT_JSON, OPT_CSV, OPT_NOTATION,
    OPT_FOLLOWERS, OPT_ORDINAL_SUM, OPT_CONJUNCTIVE_SUM, OPT_SELECTIVE_SUM, OPT_CONWAY_PRODUCT,
    OPT_ORDINAL_PRODUCT, OPT_MULTIPLE, OPT_POW, OPT_POW_TO, OPT_OVERHEAT, OPT_COOL, NOPTS
};
static const tool_option *const options[] = {
    [OPT_MOVES] = &opt_moves, [OPT_SVG] = &opt_svg, [OPT_LIMIT] = &opt_limit,
    [OPT_MAX_MEMORY] = &tool_opt_max_memory, [OPT_JSON] = &opt_json, [OPT_CSV] = &opt_csv,
    [OPT_NOTATION] = &opt_notation, [OPT_FOLLOWERS] = &opt_followers,
    [OPT_ORDINAL_SUM] = &opt_ordinal_sum, [OPT_CONJUNCTIVE_SUM] = &opt_conjunctive_sum,
    [OPT_SELECTIVE_SUM] = &opt_selective_sum, [OPT_CONWAY_PRODUCT] = &opt_conway_product,
    [OPT_ORDINAL_PRODUCT] = &opt_ordinal_product, [OPT_MULTIPLE] = &opt_multiple,
    [OPT_POW] = &opt_pow, [OPT_POW_TO] = &opt_pow_to, [OPT_OVERHEAT] = &opt_overheat,
    [OPT_COOL] = &opt_cool, [NOPTS] = NULL
};

/* The operations, from OPT_ORDINAL_SUM to OPT_COOL: the name of each in JSON
 * ("operation"), CGSuite's in snake case. */
static const char *const operation_names[NOPTS] = {
    [OPT_ORDINAL_SUM] = "ordinal_sum", [OPT_CONJUNCTIVE_SUM] = "conjunctive_sum",
    [OPT_SELECTIVE_SUM] = "selective_sum", [OPT_CONWAY_PRODUCT] = "conway_product",
    [OPT_ORDINAL_PRODUCT] = "ordinal_product", [OPT_MULTIPLE] = "multiple", [OPT_POW] = "pow",
    [OPT_POW_TO] = "pow_to", [OPT_OVERHEAT] = "overheat", [OPT_COOL] = "cool",
};
static const tool_option *const *const tables[] = { options, NULL };

static const char *outcome_text(cg_outcome o)
{
    switch (o) {
    case CG_OUTCOME_L:
        return "L (Left wins whoever starts)";
    case CG_OUTCOME_R:
        return "R (Right wins whoever starts)";
    case CG_OUTCOME_N:
        return "N (the player to move wins)";
    case CG_OUTCOME_P:
    default:
        return "P (the player to move loses)";
    }
}

static const char *thermal_class(const cg_game *g)
{
    if (cg_game_is_hot(g))
        return "hot (temperature above 0: both players want to move)";
    if (cg_game_is_tepid(g))
        return "tepid (temperature 0: a number plus a non-zero infinitesimal)";
    return "cold (a number: temperature below 0, nobody wants to move)";
}

/* Exact order of two dyadics: -1, 0 or 1. */
static int dyadic_cmp(cg_dyadic a, cg_dyadic b)
{
    if (a.log2_den > b.log2_den)
        return -dyadic_cmp(b, a);
    uint32_t d = b.log2_den - a.log2_den;
    int64_t x;
    /* a.num * 2^d past the int64 range is larger than any b.num in size. */
    if (a.num != 0 && (d > 62 || __builtin_mul_overflow(a.num, (int64_t)1 << d, &x)))
        return a.num > 0 ? 1 : -1;
    if (a.num == 0)
        x = 0;
    return (x > b.num) - (x < b.num);
}

/* What the marks of --moves mean (the first line is also in "cookiegame help"). */
#define MOVES_NOTE                                                                            \
    "orthodox:      the option whose wall gives the game's own wall at its temperature T (Left: " \
    "largest RW(G^L)(T) - T, Right: smallest LW(G^R)(T) + T)\n"                               \
    "hottest:       the option of highest temperature, when above 0"

/* One option in the --moves list. */
typedef struct move_row {
    char *text;              /* canonical form (malloc'ed) */
    char *mean, *temp;       /* malloc'ed: a row holds only what it needs, as
                              * x + *m has up to 2^31 - 1 options a side */
    cg_dyadic t;             /* temperature, when fits */
    int fits;
} move_row;

/* What --moves holds besides the games (its rows, their texts and the output
 * being built), counted against --max-memory and what the process may use
 * like the library's own memory: the moves of *1000000 once took 700 MB that
 * no guard saw. The most it held goes into the JSON "memory" figure. */
typedef struct moves_memory {
    uint64_t held, peak;
} moves_memory;

/* Check that the context's games and `more` bytes besides what --moves holds
 * fit, and count them. Rows are checked a batch at a time (MOVES_CHECK_EVERY)
 * so that the check costs little beside them. */
#define MOVES_CHECK_EVERY 4096u
static int moves_reserve(cg_ctx *ctx, moves_memory *mm, uint64_t more, const char *what)
{
    uint64_t games = 0;
    (void)cg_ctx_memory_reserved(ctx, &games);
    int st = cg_memory_check(games + mm->held + more, tool_max_memory, what);
    if (st != CG_OK)
        return st;
    mm->held += more;
    if (mm->held > mm->peak)
        mm->peak = mm->held;
    return CG_OK;
}

/* Append the options of one side to b as text and to json as a JSON array of
 * objects: canonical form, mean and temperature of each, the orthodox move
 * and the hottest options marked. */
static int moves_text(cg_ctx *ctx, const cg_game *g, cg_side side, unsigned notation, tool_buf *b,
                      tool_buf *json, moves_memory *mm)
{
    size_t n = side == CG_LEFT ? cg_game_left_count(g) : cg_game_right_count(g);
    const char *who = side == CG_LEFT ? "left moves:    " : "right moves:   ";
    if (n == 0) {
        tool_buf_printf(b, "%snone\n", who);
        tool_buf_printf(json, "[]");
        return CG_OK;
    }
    size_t orthodox = SIZE_MAX;
    int st = cg_game_orthodox_move(ctx, g, side, &orthodox);
    if (st == CG_ERANGE)
        orthodox = SIZE_MAX;   /* the thermograph does not fit: no mark */
    else if (st != CG_OK)
        return st;
    const char *what = "game --moves: the list of options";
    /* texts: the rows' own (freed at the end); batch: not yet counted */
    uint64_t texts = 0, batch = 0;
    if ((st = moves_reserve(ctx, mm, (uint64_t)n * sizeof(move_row), what)) != CG_OK)
        return st;
    move_row *rows = calloc(n, sizeof *rows);
    if (rows == NULL)
        return CG_ENOMEM;
    size_t wtext = strlen("option"), wmean = strlen("mean"), hottest = SIZE_MAX;
    for (size_t i = 0; i < n && st == CG_OK; i++) {
        const cg_game *o = side == CG_LEFT ? cg_game_left(g, i) : cg_game_right(g, i);
        move_row *r = &rows[i];
        r->text = tool_game_text_in(ctx, o, notation, &st);
        int64_t mnum, tnum;
        uint32_t mlog, tlog;
        int th = st == CG_OK ? cg_game_thermal(ctx, o, &mnum, &mlog, &tnum, &tlog) : CG_OK;
        if (st == CG_OK && th != CG_OK && th != CG_ERANGE)
            st = th;
        if (st != CG_OK)
            break;
        r->fits = th == CG_OK;
        char mean[TOOL_DYADIC_TEXT_MAX], temp[TOOL_DYADIC_TEXT_MAX];
        if (r->fits) {
            tool_dyadic_text(mean, sizeof mean, mnum, mlog);
            tool_dyadic_text(temp, sizeof temp, tnum, tlog);
            r->t = (cg_dyadic){ tnum, tlog };
            if (tnum > 0 && (hottest == SIZE_MAX || dyadic_cmp(r->t, rows[hottest].t) > 0))
                hottest = i;
        } else {
            snprintf(mean, sizeof mean, "does not fit");
            snprintf(temp, sizeof temp, "does not fit");
        }
        r->mean = strdup(mean);
        r->temp = strdup(temp);
        if (r->mean == NULL || r->temp == NULL) {
            st = CG_ENOMEM;
            break;
        }
        /* The row's three texts (and their allocations' overhead), and its
         * two lines of output (text and JSON: the texts again and about 64
         * bytes of words each), which stay. */
        uint64_t own = strlen(r->text) + strlen(mean) + strlen(temp) + 3 * 16;
        texts += own;
        batch += own + 2 * (own + 64);
        if ((i + 1) % MOVES_CHECK_EVERY == 0 || i + 1 == n) {
            st = moves_reserve(ctx, mm, batch, what);
            batch = 0;
        }
        if (strlen(r->text) > wtext)
            wtext = strlen(r->text);
        if (strlen(r->mean) > wmean)
            wmean = strlen(r->mean);
    }
    if (st == CG_OK) {
        tool_buf_printf(b, "%s%zu option%s\n", who, n, n == 1 ? "" : "s");
        tool_buf_printf(b, "  %-*s  %-*s  temperature\n", (int)wtext, "option", (int)wmean, "mean");
        for (size_t i = 0; i < n; i++) {
            const move_row *r = &rows[i];
            int hot = hottest != SIZE_MAX && r->fits && dyadic_cmp(r->t, rows[hottest].t) == 0;
            const char *mark = i == orthodox ? (hot ? "orthodox, hottest" : "orthodox")
                                             : (hot ? "hottest" : "");
            if (*mark != '\0')
                tool_buf_printf(b, "  %-*s  %-*s  %-11s  %s\n", (int)wtext, r->text, (int)wmean,
                                r->mean, r->temp, mark);
            else
                tool_buf_printf(b, "  %-*s  %-*s  %s\n", (int)wtext, r->text, (int)wmean, r->mean,
                                r->temp);
            char *option = tool_json_quoted(r->text);
            if (option == NULL) {
                st = CG_ENOMEM;
                break;
            }
            if (r->fits)
                tool_buf_printf(json, "%s{\"option\":%s,\"mean\":\"%s\",\"temperature\":\"%s\"",
                                i ? "," : "[", option, r->mean, r->temp);
            else
                tool_buf_printf(json, "%s{\"option\":%s,\"mean\":null,\"temperature\":null",
                                i ? "," : "[", option);
            tool_buf_printf(json, ",\"orthodox\":%s,\"hottest\":%s}", i == orthodox ? "true" : "false",
                            hot ? "true" : "false");
            free(option);
        }
        tool_buf_printf(json, "]");
        if (b->failed || json->failed)
            st = CG_ENOMEM;
    }
    for (size_t i = 0; i < n; i++) {
        free(rows[i].text);
        free(rows[i].mean);
        free(rows[i].temp);
    }
    free(rows);
    /* The rows are gone; their lines of output stay counted. */
    uint64_t freed = (uint64_t)n * sizeof(move_row) + texts;
    mm->held = mm->held > freed ? mm->held - freed : 0;
    return st;
}

/* The followers of g (CGSuite's Followers) as lines of text in b and a JSON
 * array of strings in json, counted against --max-memory as --moves counts
 * its rows (the list of games and its two copies of texts stay). */
static int followers_text(cg_ctx *ctx, const cg_game *g, unsigned notation, tool_buf *b,
                          tool_buf *json, moves_memory *mm)
{
    size_t n = 0;
    int st = cg_game_followers(ctx, g, NULL, 0, &n);
    if (st != CG_OK && st != CG_ERANGE)
        return st;
    const char *what = "game --followers: the list of followers";
    if ((st = moves_reserve(ctx, mm, (uint64_t)n * sizeof(const cg_game *), what)) != CG_OK)
        return st;
    const cg_game **list = calloc(n > 0 ? n : 1, sizeof *list);
    if (list == NULL)
        return CG_ENOMEM;
    st = cg_game_followers(ctx, g, list, n, &n);
    tool_buf_printf(b, "followers:     %zu game%s\n", n, n == 1 ? "" : "s");
    tool_buf_printf(json, "[");
    uint64_t batch = 0;
    for (size_t i = 0; i < n && st == CG_OK; i++) {
        char *text = tool_game_text_in(ctx, list[i], notation, &st);
        char *q = st == CG_OK ? tool_json_quoted(text) : NULL;
        if (st == CG_OK && q == NULL)
            st = CG_ENOMEM;
        if (st == CG_OK) {
            tool_buf_printf(b, "  %s\n", text);
            tool_buf_printf(json, "%s%s", i ? "," : "", q);
            batch += 2 * strlen(q) + 8;
            if ((i + 1) % MOVES_CHECK_EVERY == 0 || i + 1 == n) {
                st = moves_reserve(ctx, mm, batch, what);
                batch = 0;
            }
        }
        free(text);
        free(q);
    }
    tool_buf_printf(json, "]");
    free(list);
    if (st == CG_OK && (b->failed || json->failed))
        st = CG_ENOMEM;
    return st;
}

#define GAME_USAGE                                                                         \
    "usage: cookiegame game EXPR [--moves] [--followers] [--svg FILE] [--limit N] "            \
    "[--max-memory B] [--notation default|cgsuite] [--json|--csv] [one operation: "           \
    "--ordinal-sum H ... --cool T] "                                                          \
    "(one argument: "                                                                       \
    "quote it, e.g. "                                                                       \
    "'{2|1}+^+*3'; --svg - writes the picture to stdout)"

/* What "game" was asked to do. */
typedef struct game_args {
    const char *expr;
    int moves;
    const char *svg;   /* file for the thermograph, "-" for stdout, or NULL */
    tool_format format;
    uint64_t limit;      /* --limit */
    uint64_t facts_limit;   /* the node limit of each fact of 1.3 */
    unsigned notation;   /* --notation: flags of cg_game_format_ex() */
    int followers;       /* --followers */
    int op;              /* OPT_ORDINAL_SUM ... OPT_COOL, or -1: no operation */
    const char *operand; /* its argument as written */
    uint64_t exponent;   /* --pow, --pow-to */
} game_args;

/* The options anywhere among the arguments ("--" ends them, for an
 * expression that itself starts with "--"), then exactly one expression. */
static int parse_game_args(int argc, char **argv, game_args *a)
{
    tool_option_value v[NOPTS];
    if (tool_parse_options("game", options, &argc, argv, v) != TOOL_OK)
        return TOOL_USAGE;
    if (argc != 1)
        return tool_usage(GAME_USAGE);
    a->expr = argv[0];
    a->moves = v[OPT_MOVES].given;
    a->svg = v[OPT_SVG].text;
    a->format = tool_options_format(options, v);
    a->limit = v[OPT_LIMIT].number;
    a->facts_limit = v[OPT_LIMIT].given && a->limit != 0 ? a->limit : GAME_FACTS_LIMIT;
    a->notation = v[OPT_NOTATION].number == 1 ? CG_FORMAT_CGSUITE : 0;
    tool_max_memory = v[OPT_MAX_MEMORY].number;
    a->followers = v[OPT_FOLLOWERS].given;
    a->op = -1;
    for (int i = OPT_ORDINAL_SUM; i <= OPT_COOL; i++) {
        if (!v[i].given)
            continue;
        if (a->op >= 0)
            return tool_usage("game: %s and %s: one operation at a time (run game again on the "
                              "result for another)", options[a->op]->name, options[i]->name);
        a->op = i;
        a->operand = v[i].text;
        a->exponent = v[i].number;
    }
    if (a->followers && a->format == TOOL_CSV)
        return tool_usage("game: --followers with --csv would put two tables in one stream: use "
                          "--json");
    if (a->svg != NULL && strcmp(a->svg, "-") == 0 && a->moves)
        return tool_usage("game: --svg - writes the picture to stdout, so it cannot go with --moves");
    if (a->svg != NULL && strcmp(a->svg, "-") == 0 && a->format != TOOL_TEXT)
        return tool_usage("game: --svg - writes the picture to stdout, so it cannot go with --json "
                          "or --csv");
    if (a->moves && a->format == TOOL_CSV)
        return tool_usage("game: --moves with --csv would put three tables in one stream: use "
                          "--json");
    return TOOL_OK;
}

/* A dyadic field: its text, and in JSON always a string ("3/4", "-1"), or
 * null with the text "does not fit" when fits is 0. */
static void dyadic_field(tool_fields *r, const char *name, int fits, int64_t num, uint32_t log2_den)
{
    char text[TOOL_DYADIC_TEXT_MAX];
    if (!fits) {
        tool_fields_quoted(r, name, "does not fit", NULL);
        return;
    }
    tool_dyadic_text(text, sizeof text, num, log2_den);
    tool_fields_quoted(r, name, text, text);
}

/* The summary of g from its facts (the walls "does not fit" when the
 * thermograph does not). */
static void add_fields(tool_fields *r, const cg_game *g, const game_facts *f, const game_args *args)
{
    if (r == NULL)
        return;
    tool_fields_quoted(r, "canonical", f->canonical, f->canonical);
    char letter[2] = { tool_outcome_letter(f->outcome), '\0' };
    tool_fields_quoted(r, "outcome", outcome_text(f->outcome), letter);
    dyadic_field(r, "left stop", 1, f->left_stop.num, f->left_stop.log2_den);
    dyadic_field(r, "right stop", 1, f->right_stop.num, f->right_stop.log2_den);
    int fits = f->thermal == CG_OK;
    dyadic_field(r, "mean", fits, f->mean.num, f->mean.log2_den);
    dyadic_field(r, "temperature", fits, f->temperature.num, f->temperature.log2_den);
    tool_fields_text(r, "birthday", "%" PRIu64, f->birthday);
    tool_fields_json(r, "number", cg_game_is_number(g) ? "yes" : "no",
                     cg_game_is_number(g) ? "true" : "false");
    const char *cls = cg_game_is_hot(g) ? "hot" : cg_game_is_tepid(g) ? "tepid" : "cold";
    tool_fields_quoted(r, "thermal", thermal_class(g), cls);
    tool_fields_json(r, "infinitesimal", cg_game_is_infinitesimal(g) ? "yes" : "no",
                     cg_game_is_infinitesimal(g) ? "true" : "false");
    tool_fields_json(r, "all-small", cg_game_is_dicotic(g) ? "yes" : "no",
                     cg_game_is_dicotic(g) ? "true" : "false");
    for (int side = 0; side < 2; side++) {
        const char *w = f->walls[side].data;
        tool_fields_quoted(r, side == 0 ? "left wall" : "right wall", w != NULL ? w : "does not fit", w);
    }
    if (args->svg != NULL) {
        char shown[200];
        tool_shown_text(shown, sizeof shown, args->svg);
        char text[220];
        snprintf(text, sizeof text, "%s (SVG)", shown);
        tool_fields_quoted(r, "thermograph", text, args->svg);
    }
}

/* Why EXPR could not be read: the library's sentence (cg_error_detail(),
 * which names the offset and what is wrong there), so that the tool and the
 * bindings say the same. */
static int parse_error(const char *expr, int st)
{
    if (st != CG_EPARSE && st != CG_ERANGE)
        return tool_lib_error("game", st);
    char shown[80];
    tool_shown_text(shown, sizeof shown, expr);
    return tool_usage("game: '%s': %s; see 'cookiegame game --help'", shown, cg_error_detail());
}

/* Read the game text of an operation's argument (H, S, T) as EXPR is read:
 * TOOL_OK, TOOL_USAGE with the library's detail, or *st = CG_ELIMIT. */
static int operand_game(cg_ctx *ctx, const char *opt, const char *text, const cg_game **out,
                        int *st)
{
    *st = cg_game_parse(ctx, text, out);
    if (*st == CG_OK || *st == CG_ELIMIT)
        return TOOL_OK;
    if (*st != CG_EPARSE && *st != CG_ERANGE)
        return tool_lib_error("game", *st);
    char shown[80];
    tool_shown_text(shown, sizeof shown, text);
    return tool_usage("game: %s '%s': %s; see 'cookiegame game --help'", opt, shown,
                      cg_error_detail());
}

/* S,T of --overheat split at its one comma outside braces and parentheses
 * (games such as {0,*|1} hold commas of their own): the index of that comma,
 * or -1. */
static long top_level_comma(const char *text)
{
    long depth = 0, at = -1;
    for (long i = 0; text[i] != '\0'; i++) {
        if (text[i] == '{' || text[i] == '(')
            depth++;
        else if (text[i] == '}' || text[i] == ')')
            depth--;
        else if (text[i] == ',' && depth == 0) {
            if (at >= 0)
                return -1;   /* two: which one splits is not clear */
            at = i;
        }
    }
    return at;
}

/* Apply the operation of args to *g, replacing it with the result, and
 * write what it was applied with (the operand's canonical text, or the
 * number) in *operand (malloc'ed). TOOL_OK with *st the library's status
 * (CG_OK, or a failure the caller reports), or TOOL_USAGE after saying why an
 * argument cannot be read. */
static int apply_operation(cg_ctx *ctx, const game_args *a, const cg_game **g, char **operand,
                           int *st)
{
    const char *opt = options[a->op]->name;
    const cg_game *h = NULL, *t = NULL, *out = NULL;
    char shown[80];
    tool_shown_text(shown, sizeof shown, a->operand != NULL ? a->operand : "");
    int rc = TOOL_OK;
    *st = CG_OK;
    switch (a->op) {
    case OPT_MULTIPLE: {
        char *end;
        errno = 0;
        long long n = strtoll(a->operand, &end, 10);
        if (errno != 0 || end == a->operand || *end != '\0' || (*a->operand != '-' &&
                                                                (*a->operand < '0' || *a->operand > '9')))
            return tool_usage("game: --multiple: '%s' is not an integer (-2^63 .. 2^63-1)", shown);
        *st = cg_game_multiple(ctx, *g, (int64_t)n, &out);
        if (*st == CG_OK && (*operand = malloc(24)) != NULL)
            snprintf(*operand, 24, "%lld", n);
        break;
    }
    case OPT_POW:
    case OPT_POW_TO: {
        /* Exponents past 2^32 are the library's "above the bound" too. */
        uint32_t n = a->exponent > UINT32_MAX ? UINT32_MAX : (uint32_t)a->exponent;
        *st = a->op == OPT_POW ? cg_game_pow(ctx, *g, n, &out) : cg_game_pow_to(ctx, *g, n, &out);
        if (*st == CG_OK && (*operand = malloc(24)) != NULL)
            snprintf(*operand, 24, "%" PRIu32, n);
        break;
    }
    case OPT_COOL: {
        int64_t num;
        uint32_t k;
        if ((rc = operand_game(ctx, opt, a->operand, &t, st)) != TOOL_OK || *st != CG_OK)
            return rc;
        if (cg_game_number(t, &num, &k) != CG_OK)
            return tool_usage("game: --cool: '%s' is not a number (a temperature T > -1 such as "
                              "1/2 or -1/4)", shown);
        *st = cg_game_cool(ctx, *g, (cg_dyadic){ num, k }, &out);
        if (*st == CG_OK && (*operand = malloc(TOOL_DYADIC_TEXT_MAX)) != NULL)
            tool_dyadic_text(*operand, TOOL_DYADIC_TEXT_MAX, num, k);
        break;
    }
    case OPT_OVERHEAT: {
        long at = top_level_comma(a->operand);
        if (at < 0)
            return tool_usage("game: --overheat: '%s' is not two games S,T separated by one comma "
                              "outside braces (e.g. '*,1+*')", shown);
        char *s_text = strndup(a->operand, (size_t)at);
        if (s_text == NULL) {
            *st = CG_ENOMEM;
            return TOOL_OK;
        }
        rc = operand_game(ctx, "--overheat S", s_text, &h, st);
        free(s_text);
        if (rc != TOOL_OK || *st != CG_OK)
            return rc;
        if ((rc = operand_game(ctx, "--overheat T", a->operand + at + 1, &t, st)) != TOOL_OK ||
            *st != CG_OK)
            return rc;
        *st = cg_game_overheat(ctx, *g, h, t, &out);
        if (*st == CG_OK) {
            char *s_canon = tool_game_text_in(ctx, h, a->notation, st);
            char *t_canon = *st == CG_OK ? tool_game_text_in(ctx, t, a->notation, st) : NULL;
            if (*st == CG_OK && (*operand = malloc(strlen(s_canon) + strlen(t_canon) + 3)) != NULL)
                sprintf(*operand, "%s, %s", s_canon, t_canon);
            free(s_canon);
            free(t_canon);
        }
        break;
    }
    default: {
        static int (*const binary[NOPTS])(cg_ctx *, const cg_game *, const cg_game *,
                                          const cg_game **) = {
            [OPT_ORDINAL_SUM] = cg_game_ordinal_sum, [OPT_CONJUNCTIVE_SUM] = cg_game_conjunctive_sum,
            [OPT_SELECTIVE_SUM] = cg_game_selective_sum,
            [OPT_CONWAY_PRODUCT] = cg_game_conway_product,
            [OPT_ORDINAL_PRODUCT] = cg_game_ordinal_product,
        };
        if ((rc = operand_game(ctx, opt, a->operand, &h, st)) != TOOL_OK || *st != CG_OK)
            return rc;
        *st = binary[a->op](ctx, *g, h, &out);
        if (*st == CG_OK)
            *operand = tool_game_text_in(ctx, h, a->notation, st);
        break;
    }
    }
    if (*st == CG_OK && *operand == NULL)
        *st = CG_ENOMEM;
    if (*st == CG_OK)
        *g = out;
    return TOOL_OK;
}

/* The text of a fact of 1.3 that is not known: stopped by the node limit,
 * or too large to hold; NULL when st is CG_OK. */
static const char *unknown_text(int st, char *buf, size_t cap, uint64_t limit)
{
    if (st == CG_OK)
        return NULL;
    if (st == CG_ELIMIT)
        snprintf(buf, cap, "(stopped: passed %llu nodes; --limit N goes further)",
                 (unsigned long long)limit);
    else
        snprintf(buf, cap, "does not fit");
    return buf;
}

/* A count, or why it is unknown (null in JSON). */
static void count_field(tool_fields *r, const char *name, int st, uint64_t n, uint64_t limit)
{
    char why[100];
    if (unknown_text(st, why, sizeof why, limit) != NULL)
        tool_fields_json(r, name, why, "null");
    else
        tool_fields_text(r, name, "%llu", (unsigned long long)n);
}

/* A game's text: the text, or why there is none (null in JSON); none_text
 * for CG_EDOMAIN (not atomic, not uptimal). */
static void game_text_field(tool_fields *r, const char *name, const game_fact_text *t,
                            const char *none_text, uint64_t limit)
{
    char why[100];
    if (t->st == CG_EDOMAIN)
        tool_fields_json(r, name, none_text, "null");
    else if (unknown_text(t->st, why, sizeof why, limit) != NULL)
        tool_fields_json(r, name, why, "null");
    else
        tool_fields_quoted(r, name, t->text, t->text);
}

/* A set of incentives: the texts separated by "; " (games hold commas) and
 * in JSON an array of strings. */
static int set_field(tool_fields *r, const char *name, const game_fact_set *s, uint64_t limit)
{
    char why[100];
    if (unknown_text(s->st, why, sizeof why, limit) != NULL)
        return tool_fields_json(r, name, why, "null");
    tool_buf text = { 0 }, json = { 0 };
    tool_buf_printf(&json, "[");
    for (size_t i = 0; i < s->n; i++) {
        char *q = tool_json_quoted(s->texts[i]);
        if (q == NULL) {
            json.failed = 1;
            break;
        }
        tool_buf_printf(&text, "%s%s", i ? "; " : "", s->texts[i]);
        tool_buf_printf(&json, "%s%s", i ? "," : "", q);
        free(q);
    }
    tool_buf_printf(&json, "]");
    int rc = text.failed || json.failed
                 ? -1 : tool_fields_json(r, name, s->n ? text.data : "none", json.data);
    tool_buf_free(&text);
    tool_buf_free(&json);
    return rc;
}

/* The facts of 1.3, after the others: their own group of lines (aligned on
 * their own, so that the lines above stay as they were), the predicates in
 * text on one line "properties:" of the true ones, in JSON one boolean each. */
static int add_more_fields(tool_fields *r, const game_more_facts *m, uint64_t limit)
{
    if (r == NULL)
        return -1;
    tool_fields_group(r);
    char why[100];
    if (unknown_text(m->misere_st, why, sizeof why, limit) != NULL) {
        tool_fields_json(r, "misere outcome", why, "null");
    } else {
        /* The classes mean the same in misère play (who wins), only the
         * rule that ends the game differs. */
        char letter[2] = { tool_outcome_letter(m->misere), '\0' };
        tool_fields_quoted(r, "misere outcome", outcome_text(m->misere), letter);
    }
    count_field(r, "stop count", m->stop_count_st, m->stop_count, limit);
    count_field(r, "follower count", m->follower_count_st, m->follower_count, limit);
    if (unknown_text(m->atomic.st, why, sizeof why, limit) != NULL)
        tool_fields_data_only(r, "atomic", "null");
    else
        tool_fields_data_only(r, "atomic", m->atomic.yes ? "true" : "false");
    game_text_field(r, "atomic weight", &m->atomic_weight, "none (not atomic)", limit);
    game_text_field(r, "uptimal expansion", &m->uptimal_expansion, "none (not uptimal)", limit);
    game_text_field(r, "companion", &m->companion, "", limit);
    game_text_field(r, "freeze", &m->freeze, "", limit);
    if (set_field(r, "incentives", &m->incentives[0], limit) != 0 ||
        set_field(r, "left incentives", &m->incentives[1], limit) != 0 ||
        set_field(r, "right incentives", &m->incentives[2], limit) != 0)
        return -1;
    /* The true ones by their names (even_tempered written even-tempered, as
     * CGSuite's documentation does), then those that stopped, once. */
    tool_buf props = { 0 }, stopped = { 0 };
    int stopped_st = CG_OK;
    if (m->atomic.st == CG_OK && m->atomic.yes)   /* in JSON it has its own key above */
        tool_buf_printf(&props, "atomic");
    if (m->atomic.st != CG_OK) {
        tool_buf_printf(&stopped, "atomic");
        stopped_st = m->atomic.st;
    }
    for (int i = 0; i < GAME_NPREDS; i++) {
        const game_fact_bool *b = &m->preds[i];
        tool_fields_data_only(r, game_pred_names[i],
                              b->st != CG_OK ? "null" : b->yes ? "true" : "false");
        tool_buf *into = b->st != CG_OK ? &stopped : b->yes ? &props : NULL;
        if (into == NULL)
            continue;
        if (b->st != CG_OK)
            stopped_st = b->st;
        tool_buf_printf(into, "%s", into->len > 0 ? ", " : "");
        for (const char *c = game_pred_names[i]; *c != '\0'; c++)
            tool_buf_printf(into, "%c", *c == '_' ? '-' : *c);
    }
    if (stopped.len > 0)
        tool_buf_printf(&props, "%sunknown: %s %s", props.len > 0 ? "; " : "", stopped.data,
                        unknown_text(stopped_st, why, sizeof why, limit));
    if (props.len == 0)
        tool_buf_printf(&props, "none");
    int failed = props.failed || stopped.failed;
    tool_buf_free(&stopped);
    int rc = failed ? -1 : tool_fields_text_only(r, "properties", props.data);
    tool_buf_free(&props);
    return rc;
}

static int cmd_game(int argc, char **argv)
{
    game_args args = { 0 };
    int rc = parse_game_args(argc - 1, argv + 1, &args);
    if (rc != TOOL_OK)
        return rc;
    const char *expr = args.expr;

    uint64_t limit = args.limit;
    cg_ctx *ctx;
    int st = tool_ctx_new(&ctx);
    if (st != CG_OK)
        return tool_lib_error("game", st);
    cg_ctx_set_node_limit(ctx, limit);
    /* Reading and analysing a large game can take long: progress and Ctrl-C. */
    tool_progress bar;
    tool_progress_init(&bar, "game");
    tool_progress_ctx(&bar, ctx);
    const cg_game *g;
    st = cg_game_parse(ctx, expr, &g);
    if (st != CG_OK) {
        cg_ctx_free(ctx);
        if ((rc = tool_progress_done(&bar, "game")) != TOOL_OK)
            return rc;
        return st == CG_ELIMIT ? tool_limit_reached("game", limit, "nodes") : parse_error(expr, st);
    }
    /* One operation: the game shown is its result. */
    char *operand = NULL;
    char op_what[40] = "game";
    if (args.op >= 0) {
        snprintf(op_what, sizeof op_what, "game %s", options[args.op]->name);
        rc = apply_operation(ctx, &args, &g, &operand, &st);
        if (rc != TOOL_OK || st != CG_OK) {
            free(operand);
            cg_ctx_free(ctx);
            int stop = tool_progress_done(&bar, "game");
            if (stop != TOOL_OK)
                return stop;
            if (rc != TOOL_OK)
                return rc;
            return st == CG_ELIMIT ? tool_limit_reached(op_what, limit, "nodes")
                                   : tool_lib_error(op_what, st);
        }
    }

    /* Everything is computed before anything is printed: a failure leaves
     * stdout empty. */
    game_facts facts;
    st = game_facts_gather(ctx, g, &facts);
    if (st == CG_OK && args.notation != 0) {
        /* The facts hold the library's text: CGSuite's instead. */
        free(facts.canonical);
        facts.canonical = tool_game_text_in(ctx, g, args.notation, &st);
    }
    game_more_facts more = { 0 };
    const char *what = "game";
    if (st == CG_OK && facts.thermal == CG_ERANGE && args.svg != NULL) {
        st = CG_ERANGE;   /* no picture of a thermograph that does not fit */
        what = "game --svg: the thermograph";
    }
    tool_buf moves = { 0 }, svg = { 0 }, moves_json[2] = { { 0 }, { 0 } };
    tool_buf followers = { 0 }, followers_json = { 0 };
    moves_memory mm = { 0, 0 };
    if (st == CG_OK && args.followers)
        st = followers_text(ctx, g, args.notation, &followers, &followers_json, &mm);
    if (st == CG_OK && args.moves)
        st = moves_text(ctx, g, CG_LEFT, args.notation, &moves, &moves_json[0], &mm);
    if (st == CG_OK && args.moves)
        st = moves_text(ctx, g, CG_RIGHT, args.notation, &moves, &moves_json[1], &mm);
    /* The facts of 1.3 after the lists of --moves and --followers, whose
     * memory guards refuse a list too large before anything else is made. */
    if (st == CG_OK) {
        cg_ctx_set_node_limit(ctx, args.facts_limit);
        st = game_more_facts_gather(ctx, g, args.notation, &more);
        cg_ctx_set_node_limit(ctx, limit);
    }
    if (st == CG_OK && args.svg != NULL) {
        /* From t = -1 as the literature draws it; a game whose walls below
         * 0 pass the node limit is drawn from t = 0 as before. */
        thermo_below below;
        int below_st = thermo_walls_below(ctx, g, &below);
        if (below_st == CG_ENOMEM)
            st = CG_ENOMEM;
        else
            thermo_svg_below(&svg, facts.thermograph, below_st == CG_OK ? &below : NULL,
                             facts.canonical);
        if (below_st == CG_OK)
            thermo_below_free(&below);
        if (svg.failed)
            st = CG_ENOMEM;
    }
    /* The picture is written before the text is printed: a file that cannot
     * be written leaves stdout empty. */
    if (st == CG_OK && args.svg != NULL)
        rc = tool_write_output("game --svg", args.svg, svg.data, svg.len);
    tool_fields *r = NULL;
    if (st == CG_OK && rc == TOOL_OK && !(args.svg != NULL && strcmp(args.svg, "-") == 0)) {
        r = tool_fields_new();
        if (args.op >= 0 && r != NULL) {
            /* What was done first, on lines of their own above the facts of the result. */
            tool_fields_quoted(r, "operation", operation_names[args.op], operation_names[args.op]);
            tool_fields_quoted(r, "operand", operand, operand);
            tool_fields_group(r);
        }
        add_fields(r, g, &facts, &args);
        if (add_more_fields(r, &more, args.facts_limit) != 0)
            st = CG_ENOMEM;
        if (args.followers && args.format == TOOL_JSON)
            tool_fields_json(r, "followers", "", followers_json.data);
        if (args.moves && args.format == TOOL_JSON) {
            tool_fields_json(r, "left moves", "", moves_json[0].data);
            tool_fields_json(r, "right moves", "", moves_json[1].data);
        }
        /* JSON only: the figure the memory checks counted (the games made,
         * and what --moves held at its most). */
        uint64_t memory = 0;
        if (args.format == TOOL_JSON && cg_ctx_memory_reserved(ctx, &memory) == CG_OK)
            tool_fields_text(r, "memory", "%llu", (unsigned long long)(memory + mm.peak));
        if (tool_fields_failed(r))
            st = CG_ENOMEM;
    }
    if (st == CG_OK && r != NULL) {
        tool_fields_emit(r, stdout, args.format);
        if (args.moves && args.format == TOOL_TEXT)
            printf("%s%s\n", moves.data, MOVES_NOTE);
        if (args.followers && args.format == TOOL_TEXT)
            fputs(followers.data, stdout);
    }
    tool_fields_free(r);
    tool_buf_free(&moves);
    tool_buf_free(&moves_json[0]);
    tool_buf_free(&moves_json[1]);
    tool_buf_free(&svg);
    tool_buf_free(&followers);
    tool_buf_free(&followers_json);
    free(operand);
    game_more_facts_free(&more);
    game_facts_free(&facts);
    cg_ctx_free(ctx);
    int stop = tool_progress_done(&bar, "game");
    if (stop != TOOL_OK)
        return stop;
    if (st == CG_ELIMIT)
        return tool_limit_reached(op_what, limit, "nodes");
    return st != CG_OK ? tool_lib_error(what, st) : rc;
}

const tool_command tool_cmd_game = {
    "game", cmd_game,
    "'EXPR' [--moves] [--followers] [--svg FILE] [--limit N] [--max-memory B] "
    "[--notation default|cgsuite] [--json|--csv] [--ordinal-sum H] [--conjunctive-sum H] "
    "[--selective-sum H] [--conway-product H] [--ordinal-product H] [--multiple N] [--pow N] "
    "[--pow-to N] [--overheat S,T] [--cool T]",
    "A short partizan game: canonical form, outcome, stops, mean, temperature, thermograph.",
    "Reads a game in CGSuite's notation and shows its canonical form, outcome (L: Left wins, R: "
    "Right wins, N: the player to move wins, P: the player to move loses), left and right stops, "
    "mean and temperature, birthday, whether it is a number, hot, tepid or cold, infinitesimal, "
    "all-small, and the walls of its thermograph. A wall is printed from its value at t=0 through "
    "each point where its slope changes to the foot of the mast, at the temperature (t=0 for "
    "numbers and tepid games): '2 at t=0, slope -1 to 5/4 at t=3/4; mast 5/4 from t=3/4'.\n"
    "\n"
    "Then (CGSuite's names, --json keys in brackets): misere outcome [misere_outcome], stop "
    "count, follower count, atomic weight (none when not atomic; [atomic] true/false), uptimal "
    "expansion as CGSuite writes it, *.1- (none when not uptimal), companion, freeze (cooled by "
    "its temperature), incentives of both players, of Left and of Right ('; ' between them, "
    "JSON arrays), and 'properties:' naming the true ones of integer, nimber, numberish, "
    "number_tiny, ordinal, idempotent, even, odd, even_tempered, odd_tempered, uptimal (one JSON "
    "boolean each). Each is a search of its own under --limit N (N > 0) or 10^5 nodes: one that "
    "stops says '(stopped: ...)', null in JSON; texts are cut past 256 KiB.\n"
    "\n"
    "One operation may be given: the game shown is then EXPR OP H, and --json adds "
    "\"operation\" (ordinal_sum, ..., cool) and \"operand\". H, S and T are read as EXPR.\n"
    "\n"
    "=EXPR\tOne argument (quote it for the shell), in CGSuite's notation:\n"
    "| 3  -2  3/4  -5/1024      integers (|n| <= 2^62), fractions over 2 to 2^1024\n"
    "| *  *3                    star and nimbers *n, n < 2^31\n"
    "| ^  v  ^^  ^5  v3         up, down and their multiples (up to 4096)\n"
    "| 1/2^*  -1v*3             a number, ups and a nimber combined, in that order\n"
    "| +-1  +-{1,1*}  3+-1      switches {1|-1}, {1,1*|-1,-1*}; 3+-1 = 3 + {1|-1}\n"
    "| ^<3>  ^[3]*  v<2>  v[4]  uptimal powers: up-third, ^ + ^<2> + ^<3>, ...\n"
    "| Tiny(2)  2Miny(1/2)      {0||0|-2}, 2 + {1/2|0||0}\n"
    "| {2|1}  {0,*|-1}  {|}     games by their Left and Right options\n"
    "| '{*|*}'  *(1+1)          an explicit form (its value); *2\n"
    "| {3||2|1}                 bars bind loosest in the middle: {3 | {2|1}}\n"
    "| a+b  a-b  -a  (a)        sums, differences, negation, parentheses\n"
    "\n"
    "A denominator is a power of two written out (1/1024). A '^' right after a number always "
    "starts the ups: 1/2^10 is 1/2 plus ten ups, and 2^ is 2 + up (as CGSuite prints them; "
    "CGSuite's powers such as 3^22/2^72 are refused). '+-' is always the switch: a sum with a "
    "negative term is written 3 + -1 or 3+(-1). Uptimal powers go up to n = 4096. Braces and "
    "parentheses nest up to 1000 deep.\n"
    "\n"
    "The text of a canonical form can be far longer than the game (a sum of seven games born on "
    "day 3 takes 69 million characters): past 16 MiB it is cut and ends in \"... (N characters "
    "in all: too long to print)\".\n"
    "\n"
    "+--moves\n"
    "+--followers\n"
    "+--svg\n"
    "+--limit\n"
    "+--max-memory\n"
    "+--notation\n"
    "+--json\n"
    "+--csv\n"
    "+--ordinal-sum\n"
    "+--conjunctive-sum\n"
    "+--selective-sum\n"
    "+--conway-product\n"
    "+--ordinal-product\n"
    "+--multiple\n"
    "+--pow\n"
    "+--pow-to\n"
    "+--overheat\n"
    "+--cool\n"
    "\n"
    "$ cookiegame game '{2|1}+^+*3'\n"
    "$ cookiegame game '{0||0|-3/2}' --notation cgsuite\n"
    "$ cookiegame game '{3|1}+{2|-2}' --moves\n"
    "$ cookiegame game '{5|{2|0}}' --svg thermograph.svg\n"
    "$ cookiegame game '{1|^^||^}' --json\n"
    "$ cookiegame game '^' --followers\n"
    "$ cookiegame game 1/2 --ordinal-sum 1/4\n"
    "$ cookiegame game '*19' --conway-product '*23'\n"
    "$ cookiegame game '^' --pow 3 --notation cgsuite\n"
    "$ cookiegame game '{3||2+*|1+*}' --overheat '*,1+*'\n"
    "$ cookiegame game '{3||2+*|1+*}' --cool -1/2\n",
    tables,
};
