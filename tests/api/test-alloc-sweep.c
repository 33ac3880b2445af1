/*
 * The api suite: every public function under a failing allocator.
 *
 * For each function a driver makes what the call needs, makes the call and
 * frees everything, returning the first status that is not CG_OK. Every
 * result it gets is folded into a digest (see keep()), so that a run can be
 * compared with one that saw no failure: a cache left half-written answers
 * CG_OK with a wrong value, which a status alone does not show. Each driver is
 * swept in three contexts, failing the 1st, 2nd, ... allocation until the
 * call succeeds:
 * - a fresh one (fault_sweep: CG_ENOMEM, no block leaked; a run that absorbed
 *   a failure still gives the right answers, and after a failing run the
 *   same call in the same context gives them);
 * - a warm one, that already holds the caches of earlier calls of every
 *   module (warm_up()), and a hot one, where the same call was made too:
 *   each failing run must give CG_ENOMEM (or the right answers), then the
 *   context must still give the warm-up's answers and the call's own, and
 *   freeing it must free every block.
 *
 * The entries must name every public function: list-public-functions.py
 * reads the headers and the test 'api-sweep-list' fails on one left out.
 * Functions that allocate nothing are NO_ALLOCATION checks instead, each one
 * called with every allocation failing.
 */
#define _POSIX_C_SOURCE 200809L   /* mkdtemp */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>
#include <cookiegame.h>

#include "fast-check.h"
#include "fault-alloc.h"
#include "impartial-rules.h"
#include "run-suite.h"

typedef int (*driver)(cg_ctx *c);

/* Stop at the first failure: the status every driver returns. */
#define TRY(call)                 \
    do {                          \
        if (rc == CG_OK)          \
            rc = (call);          \
    } while (0)

/* ---- what the calls answered ---- */

/* FNV-1a over the answers kept since the last reset. */
static uint64_t digest;

static void reset_digest(void)
{
    digest = UINT64_C(14695981039346656037);
}

static void keep(uint64_t v)
{
    for (int i = 0; i < 8; i++) {
        digest ^= (v >> (8 * i)) & 0xff;
        digest *= UINT64_C(1099511628211);
    }
}

/* Keep a result once the calls so far succeeded: out-parameters are written
 * only on success, so after a failure there is nothing to keep. */
#define KEEP(x)                          \
    do {                                 \
        if (rc == CG_OK)                 \
            keep((uint64_t)(x));         \
    } while (0)

static uint64_t mix(uint64_t x)
{
    x ^= x >> 30;
    x *= UINT64_C(0xbf58476d1ce4e5b9);
    x ^= x >> 27;
    x *= UINT64_C(0x94d049bb133111eb);
    return x ^ (x >> 31);
}

/* Games already hashed by the current game_hash() (a game is a DAG: without
 * it a sum of a few games is hashed as an exponentially large tree). */
#define MEMO_SIZE 4096
static struct {
    const cg_game *g;
    uint64_t h;
} memo[MEMO_SIZE];
static size_t memo_used;

static uint64_t game_hash_of(const cg_game *g);

static uint64_t game_hash_memo(const cg_game *g)
{
    size_t i = (size_t)(mix((uint64_t)(uintptr_t)g) % MEMO_SIZE);
    for (size_t n = 0; n < MEMO_SIZE && memo[i].g != NULL; n++, i = (i + 1) % MEMO_SIZE)
        if (memo[i].g == g)
            return memo[i].h;
    uint64_t h = game_hash_of(g);
    if (memo_used < MEMO_SIZE / 2) {   /* else just compute again next time */
        for (i = (size_t)(mix((uint64_t)(uintptr_t)g) % MEMO_SIZE); memo[i].g != NULL; i = (i + 1) % MEMO_SIZE)
            ;
        memo[i].g = g;
        memo[i].h = h;
        memo_used++;
    }
    return h;
}

/* A game's hash from its form alone. A context keeps options in the order it
 * created them, which differs between contexts with other histories, so each
 * side's options are combined by a sum. A number, whose form its value
 * determines, is hashed by value: the getters make a number's options when
 * first read (partizan.h), which allocates, and the sweep's allocations
 * fail. */
static uint64_t game_hash_of(const cg_game *g)
{
    int64_t num;
    uint32_t k;
    if (cg_game_number(g, &num, &k) == CG_OK)
        return mix(mix((uint64_t)num) + k + UINT64_C(0x51ed270b));
    uint64_t l = 0, r = 0;
    for (size_t i = 0; i < cg_game_left_count(g); i++)
        l += game_hash_memo(cg_game_left(g, i));
    for (size_t i = 0; i < cg_game_right_count(g); i++)
        r += game_hash_memo(cg_game_right(g, i));
    return mix(mix(l ^ UINT64_C(0x9e3779b97f4a7c15)) + r);
}

static uint64_t game_hash(const cg_game *g)
{
    memset(memo, 0, sizeof memo);
    memo_used = 0;
    return game_hash_of(g);
}

#define KEEP_GAME(g) KEEP(game_hash(g))

static void keep_dyadic(cg_dyadic d)
{
    keep((uint64_t)d.num);
    keep(d.log2_den);
}

static void keep_position(const cg_position *p)
{
    keep(cg_position_size(p));
    for (size_t k = 0; k < cg_position_size(p); k++)
        keep(cg_position_heap(p, k));
}

/* ---- what the drivers share ---- */

static int position(const char *text, cg_position **p)
{
    *p = NULL;
    return cg_position_parse(text, p);
}

static int game(cg_ctx *c, const char *text, const cg_game **g)
{
    return cg_game_parse(c, text, g);
}

/* Callbacks of the enumerations: a sum, as the order is not promised. */
static int sum_games(void *user_data, const cg_game *g)
{
    *(uint64_t *)user_data += game_hash(g);
    return 0;
}

static int sum_tuples(void *user_data, const uint64_t *x, uint32_t jars)
{
    uint64_t h = 0;
    for (uint32_t i = 0; i < jars; i++)
        h = mix(h + x[i]);
    *(uint64_t *)user_data += h;
    return 0;
}

/* ---- cookie.h ---- */

static int drive_position_new(cg_ctx *c)
{
    (void)c;
    const uint32_t heaps[] = { 5, 1, 3, 3 };
    cg_position *p = NULL;
    int rc = cg_position_new(heaps, 4, &p);
    if (rc == CG_OK)
        keep_position(p);
    cg_position_free(p);
    return rc;
}

static int drive_position_parse(cg_ctx *c)
{
    (void)c;
    cg_position *p;
    int rc = position("(0, 1, 1, 3, 4, 5, 8, 8)", &p);
    if (rc == CG_OK)
        keep_position(p);
    cg_position_free(p);
    return rc;
}

static int drive_position_parse_ex(cg_ctx *c)
{
    (void)c;
    cg_position *p = NULL;
    size_t at;
    int rc = cg_position_parse_ex("3 1 4 1 5", &p, &at);
    if (rc == CG_OK)
        keep_position(p);
    cg_position_free(p);
    return rc;
}

/* One position and a function that makes another from it. */
static int derived(int (*make)(const cg_position *, cg_position **), const char *text)
{
    cg_position *p, *q = NULL;
    int rc = position(text, &p);
    TRY(make(p, &q));
    if (rc == CG_OK)
        keep_position(q);
    cg_position_free(q);
    cg_position_free(p);
    return rc;
}

static int option0(const cg_position *p, cg_position **out)
{
    return cg_position_option(p, 0, out);
}

static int drive_position_clone(cg_ctx *c) { (void)c; return derived(cg_position_clone, "1 2 3"); }
static int drive_position_deplete(cg_ctx *c) { (void)c; return derived(cg_position_deplete, "1 9 9"); }
static int drive_position_delete(cg_ctx *c) { (void)c; return derived(cg_position_delete, "0 0 4 5"); }
static int drive_position_reduce(cg_ctx *c) { (void)c; return derived(cg_position_reduce, "0 0 4 9 9"); }
static int drive_position_option(cg_ctx *c) { (void)c; return derived(option0, "3 4 5"); }

static int drive_position_from_rows(cg_ctx *c)
{
    (void)c;
    const uint32_t rows[4] = { 3, 2, 1, 1 };
    cg_position *p = NULL;
    int rc = cg_position_from_rows(rows, 4, &p);
    if (rc == CG_OK)
        keep_position(p);
    cg_position_free(p);
    return rc;
}

static int keep_listed(void *user_data, const cg_position *p)
{
    (void)user_data;
    keep_position(p);
    return 0;
}

static int drive_position_predecessors(cg_ctx *c)
{
    cg_position *p = NULL;
    int rc = cg_position_parse("1 3 3 4 5 5", &p);
    if (rc == CG_OK)
        rc = cg_position_predecessors(c, p, keep_listed, NULL);
    cg_position_free(p);
    return rc;
}

/* The hunt from one position, every candidate to 7 heaps or those with 7
 * only (min_heaps). */
static int hunt_from_one(cg_ctx *c, uint32_t min_heaps)
{
    cg_position *p = NULL;
    uint64_t candidates[8];
    uint32_t largest[8];
    int rc = cg_position_parse("1 3 3 4 5 5", &p);
    if (rc == CG_OK) {
        const cg_position *inputs[1] = { p };
        rc = min_heaps == 0 ? cg_position_hunt(c, inputs, 1, 1, 7, 2, NULL, NULL, NULL, NULL,
                                               candidates, largest)
                            : cg_position_hunt_heaps(c, inputs, 1, 1, min_heaps, 7, 2, NULL, NULL,
                                                     NULL, NULL, candidates, largest);
    }
    cg_position_free(p);
    return rc;
}

static int drive_position_hunt(cg_ctx *c) { return hunt_from_one(c, 0); }
static int drive_position_hunt_heaps(cg_ctx *c) { return hunt_from_one(c, 7); }

static int drive_position_critical(cg_ctx *c)
{
    (void)c;
    cg_position *p = NULL;
    int rc = cg_position_critical(7, 6, &p);
    if (rc == CG_OK)
        keep_position(p);
    cg_position_free(p);
    return rc;
}

/* CG_EDOMAIN is an answer (no such move), not a failure. */
static int answer_or_edomain(int rc)
{
    if (rc == CG_EDOMAIN) {
        keep(1000);
        return CG_OK;
    }
    return rc;
}

/* A search of the context: the value of a reduced, non-strict position. */
static int searched(cg_ctx *c, int what)
{
    cg_position *p;
    int rc = position("2 2 3 4 5", &p);
    uint32_t v = 0;
    size_t a = 0, b = 0;
    uint8_t w[5] = { 0 };
    cg_outcome o = CG_OUTCOME_P;
    switch (what) {
    case 0: TRY(cg_position_outcome(c, p, &o)); KEEP(o); break;
    case 1: TRY(cg_position_grundy(c, p, &v)); KEEP(v); break;
    case 2: TRY(cg_position_remoteness(c, p, &v)); KEEP(v); break;
    case 3: TRY(cg_position_suspense(c, p, &v)); KEEP(v); break;
    case 4:
        TRY(cg_position_winning_moves(c, p, w, 5));
        for (int i = 0; i < 5; i++)
            KEEP(w[i]);
        break;
    case 5: TRY(answer_or_edomain(cg_position_winning_interval(c, p, &a, &b))); KEEP(a); KEEP(b); break;
    case 7: TRY(cg_position_misere_outcome(c, p, &o)); KEEP(o); break;
    case 8: TRY(cg_position_misere_remoteness(c, p, &v)); KEEP(v); break;
    case 9: TRY(cg_position_misere_suspense(c, p, &v)); KEEP(v); break;
    case 10:
        TRY(cg_position_misere_winning_moves(c, p, w, 5));
        for (int i = 0; i < 5; i++)
            KEEP(w[i]);
        break;
    default: TRY(answer_or_edomain(cg_position_winning_move(c, p, &a))); KEEP(a); break;
    }
    cg_position_free(p);
    return rc;
}

static int drive_position_outcome(cg_ctx *c) { return searched(c, 0); }
static int drive_position_grundy(cg_ctx *c) { return searched(c, 1); }
static int drive_position_remoteness(cg_ctx *c) { return searched(c, 2); }
static int drive_position_suspense(cg_ctx *c) { return searched(c, 3); }
static int drive_position_winning_moves(cg_ctx *c) { return searched(c, 4); }
static int drive_position_winning_interval(cg_ctx *c) { return searched(c, 5); }
static int drive_position_winning_move(cg_ctx *c) { return searched(c, 6); }
static int drive_position_misere_outcome(cg_ctx *c) { return searched(c, 7); }
static int drive_position_misere_remoteness(cg_ctx *c) { return searched(c, 8); }
static int drive_position_misere_suspense(cg_ctx *c) { return searched(c, 9); }
static int drive_position_misere_winning_moves(cg_ctx *c) { return searched(c, 10); }

/* ---- tables.h ---- */

static void keep_counts(const uint64_t *counts, size_t n)
{
    for (size_t i = 0; i < n; i++)
        keep(counts[i]);
}

static int drive_strict_table(cg_ctx *c)
{
    (void)c;
    cg_strict_table *t = NULL;
    cg_position *p = NULL;
    uint64_t counts[8];
    uint32_t g;
    int rc = cg_strict_table_build(6, 2, NULL, NULL, &t);
    TRY(position("1 3 4 6", &p));
    TRY(cg_strict_table_grundy(t, p, &g));
    KEEP(g);
    TRY(cg_strict_table_histogram(t, 5, counts, 8));
    if (rc == CG_OK)
        keep_counts(counts, 8);
    /* The position of a rank (allocated) and the level's values. */
    cg_position *q = NULL;
    uint8_t values[16];
    TRY(cg_strict_table_position(t, 5, 9, &q));
    KEEP(cg_position_heap(q, 0) + 8 * cg_position_heap(q, 1));
    TRY(cg_strict_table_values(t, 5, 0, values, sizeof values));
    for (size_t i = 0; rc == CG_OK && i < sizeof values; i++)
        KEEP(values[i]);
    cg_position_free(q);
    cg_position_free(p);
    cg_strict_table_free(t);
    return rc;
}

static int drive_reduced_table(cg_ctx *c)
{
    (void)c;
    cg_reduced_table *t = NULL;
    cg_position *p = NULL;
    uint64_t counts[8];
    uint32_t g;
    int rc = cg_reduced_table_build(6, 2, NULL, NULL, &t);
    TRY(position("2 2 3 4", &p));
    TRY(cg_reduced_table_grundy(t, p, &g));
    KEEP(g);
    TRY(cg_reduced_table_histogram(t, 5, counts, 8));
    if (rc == CG_OK)
        keep_counts(counts, 8);
    /* The position of a rank (allocated) and the level's values. */
    cg_position *q = NULL;
    uint8_t values[16];
    TRY(cg_reduced_table_position(t, 5, 9, &q));
    KEEP(cg_position_heap(q, 0) + 8 * cg_position_heap(q, 1));
    TRY(cg_reduced_table_values(t, 5, 0, values, sizeof values));
    for (size_t i = 0; rc == CG_OK && i < sizeof values; i++)
        KEEP(values[i]);
    cg_position_free(q);
    cg_position_free(p);
    cg_reduced_table_free(t);
    return rc;
}

static int drive_strict_dvalue_counts(cg_ctx *c)
{
    (void)c;
    uint64_t counts[40];
    int rc = cg_strict_dvalue_counts(30, counts, 40);
    if (rc == CG_OK)
        keep_counts(counts, 31);   /* d = 0..n are written, no more */
    return rc;
}

/* kind 1: strict, 0: reduced, 2: reduced outcome classes */
static int census(int kind)
{
    cg_census *k = NULL;
    cg_position *e = NULL;
    uint64_t counts[8];
    uint32_t g;
    int rc = kind == 1   ? cg_strict_census(7, 2, 0, NULL, NULL, &k)
             : kind == 0 ? cg_reduced_census(6, 2, 0, NULL, NULL, &k)
                         : cg_reduced_outcome_census(6, 2, 0, NULL, NULL, &k);
    TRY(cg_census_histogram(k, 5, counts, 8));
    if (rc == CG_OK)
        keep_counts(counts, 8);
    TRY(cg_census_max_value(k, 5, &g));
    KEEP(g);
    TRY(cg_census_example(k, 5, g, &e));
    if (rc == CG_OK)
        keep_position(e);
    TRY(cg_census_positions(k, 5, g, keep_listed, NULL));
    cg_position_free(e);
    cg_census_free(k);
    return rc;
}

/* A resumable census in a fresh directory, removed after (whatever the call
 * left there: a failed allocation may leave a checkpoint): 0 Grundy values,
 * 1 outcomes, 2 Grundy values with one value listed widely. */
static int resumable_census(int which)
{
    char dir[256], path[300];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cg-sweep-XXXXXX", tmp != NULL && *tmp ? tmp : "/tmp");
    if (mkdtemp(dir) == NULL)
        return CG_EINVAL;
    cg_census *k = NULL;
    int rc = which == 1 ? cg_reduced_outcome_census_resumable(3, 1, 0, dir, NULL, NULL, &k)
             : which == 0 ? cg_reduced_census_resumable(3, 1, 0, dir, NULL, NULL, &k)
                          : cg_reduced_census_listing(3, 1, 0, 1, 2 * CG_CENSUS_LIST_MAX, dir, NULL,
                                                      NULL, &k);
    uint64_t counts[8];
    TRY(cg_census_histogram(k, 3, counts, 8));
    if (rc == CG_OK)
        keep_counts(counts, 8);
    if (which == 2)
        TRY(cg_census_positions(k, 3, 1, keep_listed, NULL));
    cg_census_free(k);
    snprintf(path, sizeof path, "%s/census.ckpt", dir);
    remove(path);
    for (int n = 0; n <= 7; n++) {
        snprintf(path, sizeof path, "%s/level-%d.bin", dir, n);
        remove(path);
    }
    rmdir(dir);
    return rc;
}

static int drive_reduced_census_resumable(cg_ctx *c) { (void)c; return resumable_census(0); }
static int drive_reduced_outcome_census_resumable(cg_ctx *c) { (void)c; return resumable_census(1); }
static int drive_reduced_census_listing(cg_ctx *c) { (void)c; return resumable_census(2); }
static int drive_strict_census(cg_ctx *c) { (void)c; return census(1); }
static int drive_reduced_census(cg_ctx *c) { (void)c; return census(0); }
static int drive_reduced_outcome_census(cg_ctx *c) { (void)c; return census(2); }

/* ---- wythoff.h ---- */

static int drive_wythoff_grundy(cg_ctx *c)
{
    uint64_t g;
    int rc = cg_wythoff_grundy(c, 12, 17, &g);
    KEEP(g);
    TRY(cg_wythoff_grundy(c, 2, 300, &g));
    KEEP(g);
    return rc;
}

static int drive_wythoff_grundy_table(cg_ctx *c)
{
    (void)c;
    uint32_t out[20 * 30];
    int rc = cg_wythoff_grundy_table(20, 30, out);
    for (size_t i = 0; i < 20 * 30; i++)
        KEEP(out[i]);
    return rc;
}

/* ---- cmnim.h ---- */

static int cmnim(cg_ctx *c, int what)
{
    cg_cmnim *g = NULL;
    const uint64_t sets[] = { 3, 6 }, x[3] = { 3, 4, 2 };
    uint64_t v = 0, sum = 0;
    int p = 0;
    int rc = what == 0 ? cg_cmnim_new(3, sets, 2, &g) : cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &g);
    KEEP(cg_cmnim_jars(g));
    switch (what) {
    case 2: TRY(cg_cmnim_grundy(c, g, x, &v)); KEEP(v); break;
    case 3: TRY(cg_cmnim_is_p(c, g, x, &p)); KEEP(p); break;
    case 4: TRY(cg_cmnim_complete(c, g, x, 1, &v)); KEEP(v); break;
    case 5: TRY(cg_cmnim_p_positions(c, g, 4, sum_tuples, &sum)); KEEP(sum); break;
    case 6: TRY(cg_cmnim_misere_is_p(c, g, x, &p)); KEEP(p); break;
    case 7: TRY(cg_cmnim_misere_complete(c, g, x, 1, &v)); KEEP(v); break;
    case 8: TRY(cg_cmnim_misere_p_positions(c, g, 4, sum_tuples, &sum)); KEEP(sum); break;
    case 9: TRY(cg_cmnim_remoteness(c, g, x, &v)); KEEP(v); break;
    case 10: TRY(cg_cmnim_misere_remoteness(c, g, x, &v)); KEEP(v); break;
    default: break;
    }
    cg_cmnim_free(g);
    return rc;
}

static int drive_cmnim_new(cg_ctx *c) { return cmnim(c, 0); }
static int drive_cmnim_new_family(cg_ctx *c) { return cmnim(c, 1); }
static int drive_cmnim_grundy(cg_ctx *c) { return cmnim(c, 2); }
static int drive_cmnim_is_p(cg_ctx *c) { return cmnim(c, 3); }
static int drive_cmnim_complete(cg_ctx *c) { return cmnim(c, 4); }
static int drive_cmnim_p_positions(cg_ctx *c) { return cmnim(c, 5); }
static int drive_cmnim_misere_is_p(cg_ctx *c) { return cmnim(c, 6); }
static int drive_cmnim_misere_complete(cg_ctx *c) { return cmnim(c, 7); }
static int drive_cmnim_misere_p_positions(cg_ctx *c) { return cmnim(c, 8); }
static int drive_cmnim_remoteness(cg_ctx *c) { return cmnim(c, 9); }
static int drive_cmnim_misere_remoteness(cg_ctx *c) { return cmnim(c, 10); }

/* ---- impartial.h: the generic engine, on Nim with one byte per heap ---- */

static int engine(cg_ctx *c, int what)
{
    cg_impartial_rules rules = { nim_options, NULL, nim_split, NULL };
    cg_impartial *g = NULL;
    const uint8_t heaps[3] = { 2, 3, 4 };
    uint64_t v = 0;
    uint32_t r = 0;
    cg_outcome o = CG_OUTCOME_P;
    uint8_t move[3] = { 0 };
    size_t len = 0;
    int rc = cg_impartial_new(&rules, &g);
    switch (what) {
    case 1: TRY(cg_impartial_grundy(c, g, heaps, 3, &v)); KEEP(v); break;
    case 2: TRY(cg_impartial_outcome(c, g, heaps, 3, CG_PLAY_MISERE, &o)); KEEP(o); break;
    case 3: TRY(cg_impartial_remoteness(c, g, heaps, 3, CG_PLAY_NORMAL, &r)); KEEP(r); break;
    case 4:
        TRY(cg_impartial_winning_move(c, g, heaps, 3, CG_PLAY_NORMAL, move, 3, &len));
        KEEP(len);
        KEEP(move[0] | move[1] << 8 | move[2] << 16);
        break;
    default: break;
    }
    cg_impartial_free(g);
    return rc;
}

static int drive_impartial_new(cg_ctx *c) { return engine(c, 0); }
static int drive_impartial_grundy(cg_ctx *c) { return engine(c, 1); }
static int drive_impartial_outcome(cg_ctx *c) { return engine(c, 2); }
static int drive_impartial_remoteness(cg_ctx *c) { return engine(c, 3); }
static int drive_impartial_winning_move(cg_ctx *c) { return engine(c, 4); }

/* ---- cutter.h ---- */

static int drive_cutter_grundy(cg_ctx *c)
{
    const uint8_t cells[12] = { 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1 };
    uint32_t g;
    int rc = cg_cutter_grundy(c, 3, 4, cells, 2, 2, &g);
    KEEP(g);
    TRY(cg_cutter_grundy(c, 2, 3, NULL, 1, 2, &g));
    KEEP(g);
    return rc;
}

/* A 5 x 5 board under 2 x 2 (parts past the table of small parts) with its
 * table saved in a fresh directory, then answered from the file. */
static int drive_cutter_grundy_checkpoint(cg_ctx *c)
{
    char dir[256], path[300];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cg-sweep-XXXXXX", tmp != NULL && *tmp ? tmp : "/tmp");
    if (mkdtemp(dir) == NULL)
        return CG_EINVAL;
    snprintf(path, sizeof path, "%s/table.ckpt", dir);
    uint32_t g;
    int rc = cg_cutter_grundy_checkpoint(c, 5, 5, NULL, 2, 2, path, &g);
    if (rc == CG_OK) {
        KEEP(g);
        cg_ctx *fresh = NULL;
        rc = cg_ctx_new(&fresh);
        if (rc == CG_OK)
            rc = cg_cutter_grundy_checkpoint(fresh, 5, 5, NULL, 2, 2, path, &g);
        if (rc == CG_OK)
            KEEP(g);
        cg_ctx_free(fresh);
    }
    remove(path);
    snprintf(path, sizeof path, "%s/table.ckpt.tmp", dir);
    remove(path);
    rmdir(dir);
    return rc;
}

static int drive_cutter_misere_outcome(cg_ctx *c)
{
    const uint8_t cells[12] = { 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1 };
    cg_outcome o = CG_OUTCOME_P;
    uint32_t r = 0;
    int rc = cg_cutter_misere_outcome(c, 3, 4, cells, 2, 2, &o);
    KEEP(o);
    TRY(cg_cutter_misere_remoteness(c, 3, 4, cells, 2, 2, &r));
    KEEP(r);
    return rc;
}

static int drive_cutter_row_sequence(cg_ctx *c)
{
    uint32_t out[12];
    int rc = cg_cutter_row_sequence(c, 3, 12, out);
    for (size_t i = 0; i < 12; i++)
        KEEP(out[i]);
    return rc;
}

/* ---- partizan.h and thermal.h ---- */

static int drive_game_zero(cg_ctx *c)
{
    const cg_game *g = cg_game_zero(c);   /* no status: NULL when out of memory */
    if (g == NULL)
        return CG_ENOMEM;
    keep(game_hash(g));
    return CG_OK;
}

/* A constructor's status, and its game kept. */
static int made(int rc, const cg_game *g)
{
    KEEP_GAME(g);
    return rc;
}

static int drive_game_integer(cg_ctx *c)
{
    const cg_game *g = NULL;
    return made(cg_game_integer(c, -37, &g), g);
}

static int drive_game_dyadic(cg_ctx *c)
{
    const cg_game *g = NULL;
    return made(cg_game_dyadic(c, 11, 5, &g), g);
}

static int drive_game_nimber(cg_ctx *c)
{
    const cg_game *g = NULL;
    return made(cg_game_nimber(c, 9, &g), g);
}

static int drive_game_up(cg_ctx *c)
{
    const cg_game *g = NULL;
    return made(cg_game_up(c, -5, &g), g);
}

static int drive_game_new(cg_ctx *c)
{
    const cg_game *l[2], *r, *g;
    int rc = game(c, "1", &l[0]);
    TRY(game(c, "*", &l[1]));
    TRY(game(c, "-1/2", &r));
    TRY(cg_game_new(c, l, 2, &r, 1, &g));
    KEEP_GAME(g);
    return rc;
}

/* Two games and an operation on them. */
static int binary(cg_ctx *c, int what)
{
    const cg_game *a, *b, *g;
    int rel;
    int rc = game(c, "{3||2|1}", &a);
    TRY(game(c, "{1|*,{0|-1}}", &b));
    switch (what) {
    case 0: TRY(cg_game_sum(c, a, b, &g)); KEEP_GAME(g); break;
    case 1: TRY(cg_game_neg(c, b, &g)); KEEP_GAME(g); break;
    case 3: TRY(cg_game_ordinal_sum(c, a, b, &g)); KEEP_GAME(g); break;
    case 4: TRY(cg_game_conjunctive_sum(c, a, b, &g)); KEEP_GAME(g); break;
    case 5: TRY(cg_game_selective_sum(c, a, b, &g)); KEEP_GAME(g); break;
    case 6: TRY(cg_game_conway_product(c, a, b, &g)); KEEP_GAME(g); break;
    case 7: TRY(cg_game_ordinal_product(c, a, b, &g)); KEEP_GAME(g); break;
    case 8: TRY(cg_game_multiple(c, b, -5, &g)); KEEP_GAME(g); break;
    default: TRY(cg_game_compare(c, a, b, &rel)); KEEP(rel); break;
    }
    return rc;
}

static int drive_game_sum(cg_ctx *c) { return binary(c, 0); }
static int drive_game_neg(cg_ctx *c) { return binary(c, 1); }
static int drive_game_compare(cg_ctx *c) { return binary(c, 2); }
static int drive_game_ordinal_sum(cg_ctx *c) { return binary(c, 3); }
static int drive_game_conjunctive_sum(cg_ctx *c) { return binary(c, 4); }
static int drive_game_selective_sum(cg_ctx *c) { return binary(c, 5); }
static int drive_game_conway_product(cg_ctx *c) { return binary(c, 6); }
static int drive_game_ordinal_product(cg_ctx *c) { return binary(c, 7); }
static int drive_game_multiple(cg_ctx *c) { return binary(c, 8); }

static int drive_game_norton(cg_ctx *c)
{
    const cg_game *g, *u, *out;
    int rc = game(c, "3", &g);
    TRY(game(c, "^", &u));
    TRY(cg_game_norton(c, g, u, &out));
    KEEP_GAME(out);
    return rc;
}

static int drive_game_heat(cg_ctx *c)
{
    const cg_game *g, *t, *out;
    int rc = game(c, "{1|-1}+*", &g);
    TRY(game(c, "1", &t));
    TRY(cg_game_heat(c, g, t, &out));
    KEEP_GAME(out);
    return rc;
}

static int drive_game_overheat(cg_ctx *c)
{
    const cg_game *g, *s, *t, *out;
    int rc = game(c, "{3||2*|1*}", &g);
    TRY(game(c, "*", &s));
    TRY(game(c, "1*", &t));
    TRY(cg_game_overheat(c, g, s, t, &out));
    KEEP_GAME(out);
    return rc;
}

/* Powers of a base {0 | H}: what = 0 G^->n, 1 G^n. */
static int power(cg_ctx *c, int what)
{
    const cg_game *g, *out;
    int rc = game(c, "{0||0|-2}", &g);
    if (what == 0)
        TRY(cg_game_pow_to(c, g, 4, &out));
    else
        TRY(cg_game_pow(c, g, 4, &out));
    KEEP_GAME(out);
    return rc;
}

static int drive_game_pow_to(cg_ctx *c) { return power(c, 0); }
static int drive_game_pow(cg_ctx *c) { return power(c, 1); }

static int drive_game_uptimal_expansion(cg_ctx *c)
{
    const cg_game *g, *x;
    uint32_t m;
    int64_t a[4];
    size_t len;
    int rc = game(c, "1/2+^<3>+v<2>*", &g);
    TRY(cg_game_uptimal_expansion(c, g, &x, &m, a, 4, &len));
    KEEP_GAME(x);
    KEEP(m + (uint32_t)len + (uint32_t)a[0]);
    return rc;
}

static int drive_game_uptimal_expansion_format(cg_ctx *c)
{
    const cg_game *g;
    char text[32];
    size_t len;
    int rc = game(c, "73/16+v9*8", &g);
    TRY(cg_game_uptimal_expansion_format(c, g, text, sizeof text, &len));
    KEEP(len + (size_t)text[0]);
    return rc;
}

static int drive_game_is_uptimal(cg_ctx *c)
{
    const cg_game *g;
    int yes;
    int rc = game(c, "^<3>+v<2>*", &g);
    TRY(cg_game_is_uptimal(c, g, &yes));
    KEEP(yes);
    return rc;
}

/* One game and a question about it. */
static int unary(cg_ctx *c, int what)
{
    const cg_game *g, *out, *inc[8];
    cg_outcome o;
    int64_t n1, n2;
    uint32_t k1, k2;
    cg_dyadic d1, d2;
    size_t count, idx, len;
    char buf[64];
    uint64_t sum = 0;
    int rc = game(c, "{2|{1|-1},*}+^*", &g);
    switch (what) {
    case 0: TRY(cg_game_outcome(c, g, &o)); KEEP(o); break;
    case 1:
        TRY(cg_game_thermal(c, g, &n1, &k1, &n2, &k2));
        KEEP(n1); KEEP(k1); KEEP(n2); KEEP(k2);
        break;
    case 2:
        TRY(cg_game_mean_temperature(c, g, &d1, &d2));
        if (rc == CG_OK) {
            keep_dyadic(d1);
            keep_dyadic(d2);
        }
        break;
    /* The text lists options in the context's order: keep its length. */
    case 3: TRY(cg_game_format(c, g, buf, sizeof buf, &len)); KEEP(len); break;
    /* An index into that order: keep the option it names. */
    case 4: TRY(cg_game_orthodox_move(c, g, CG_LEFT, &idx)); KEEP_GAME(cg_game_left(g, idx)); break;
    case 5: TRY(cg_game_cool(c, g, (cg_dyadic){ 1, 1 }, &out)); KEEP_GAME(out); break;
    case 6: TRY(cg_game_reduced(c, g, &out)); KEEP_GAME(out); break;
    case 7:
        TRY(cg_game_incentives(c, g, CG_RIGHT, inc, 8, &count));
        for (size_t i = 0; rc == CG_OK && i < count; i++)
            sum += game_hash(inc[i]);
        KEEP(count);
        KEEP(sum);
        break;
    case 9: TRY(cg_game_companion(c, g, &out)); KEEP_GAME(out); break;
    case 10: TRY(cg_game_freeze(c, g, &out)); KEEP_GAME(out); break;
    /* Below 0 cooling rebuilds numbers too. */
    case 11: TRY(cg_game_cool(c, g, (cg_dyadic){ -3, 2 }, &out)); KEEP_GAME(out); break;
    case 12:
        TRY(cg_game_walls_at(c, g, (cg_dyadic){ -3, 2 }, &d1, &d2));
        if (rc == CG_OK) {
            keep_dyadic(d1);
            keep_dyadic(d2);
        }
        break;
    default: {
        const cg_game *small;
        TRY(game(c, "{0|{0|*}}+^^*", &small));
        TRY(cg_game_atomic_weight(c, small, &out));
        KEEP_GAME(out);
        break;
    }
    }
    return rc;
}

/* The misère outcome, the counts and the predicates that compute (partizan.h). */
static int game_facts(cg_ctx *c, int what)
{
    const cg_game *g, *f[16];
    cg_outcome o;
    uint64_t n = 0, sum = 0;
    size_t count;
    int yes;
    int rc = game(c, "{2|{1|-1},*}+^*", &g);
    switch (what) {
    case 0: TRY(cg_game_misere_outcome(c, g, &o)); KEEP(o); break;
    case 1: TRY(cg_game_stop_count(c, g, &n)); KEEP(n); break;
    case 2: TRY(cg_game_follower_count(c, g, &n)); KEEP(n); break;
    case 3:
        TRY(cg_game_followers(c, g, f, 16, &count));
        for (size_t i = 0; rc == CG_OK && i < count && i < 16; i++)
            sum += game_hash(f[i]);
        KEEP(count);
        KEEP(sum);
        break;
    case 4: TRY(cg_game_is_even(c, g, &yes)); KEEP(yes); break;
    case 5: TRY(cg_game_is_odd(c, g, &yes)); KEEP(yes); break;
    case 6: TRY(cg_game_is_even_tempered(c, g, &yes)); KEEP(yes); break;
    case 7: TRY(cg_game_is_odd_tempered(c, g, &yes)); KEEP(yes); break;
    default: {
        const cg_game *t;
        TRY(game(c, "{1||1|{0|-3}}", &t));
        TRY(cg_game_is_number_tiny(c, t, &yes));
        KEEP(yes);
        break;
    }
    }
    return rc;
}

static int drive_game_misere_outcome(cg_ctx *c) { return game_facts(c, 0); }
static int drive_game_stop_count(cg_ctx *c) { return game_facts(c, 1); }
static int drive_game_follower_count(cg_ctx *c) { return game_facts(c, 2); }
static int drive_game_followers(cg_ctx *c) { return game_facts(c, 3); }
static int drive_game_is_even(cg_ctx *c) { return game_facts(c, 4); }
static int drive_game_is_odd(cg_ctx *c) { return game_facts(c, 5); }
static int drive_game_is_even_tempered(cg_ctx *c) { return game_facts(c, 6); }
static int drive_game_is_odd_tempered(cg_ctx *c) { return game_facts(c, 7); }
static int drive_game_is_number_tiny(cg_ctx *c) { return game_facts(c, 8); }

static int drive_game_outcome(cg_ctx *c) { return unary(c, 0); }
static int drive_game_thermal(cg_ctx *c) { return unary(c, 1); }
static int drive_game_mean_temperature(cg_ctx *c) { return unary(c, 2); }
static int drive_game_format(cg_ctx *c) { return unary(c, 3); }
static int drive_game_orthodox_move(cg_ctx *c) { return unary(c, 4); }
static int drive_game_cool(cg_ctx *c) { return unary(c, 5); }
static int drive_game_reduced(cg_ctx *c) { return unary(c, 6); }
static int drive_game_incentives(cg_ctx *c) { return unary(c, 7); }
static int drive_game_atomic_weight(cg_ctx *c) { return unary(c, 8); }
static int drive_game_companion(cg_ctx *c) { return unary(c, 9); }
static int drive_game_freeze(cg_ctx *c) { return unary(c, 10); }
static int drive_game_cool_below_zero(cg_ctx *c) { return unary(c, 11); }
static int drive_game_walls_at(cg_ctx *c) { return unary(c, 12); }

/* The set of both players' incentives of a game with several of each. */
static int drive_game_incentive_set(cg_ctx *c)
{
    const cg_game *g, *set[8];
    size_t count = 0;
    uint64_t sum = 0;
    int rc = game(c, "{1,{1|*},^*|-1,{0|-1},v}", &g);
    TRY(cg_game_incentive_set(c, g, CG_SIDES_BOTH, set, 8, &count));
    for (size_t i = 0; rc == CG_OK && i < count; i++)
        sum += game_hash(set[i]);
    KEEP(count);
    KEEP(sum);
    return rc;
}

/* A game that is not all-small: the atomic test makes a difference, a
 * Norton product, an ordinal sum with a remote star and comparisons. */
static int drive_game_is_atomic(cg_ctx *c)
{
    const cg_game *g;
    int yes = -1;
    int rc = game(c, "{1|^^||^}+{0||0|-3/2}", &g);
    TRY(cg_game_is_atomic(c, g, &yes));
    KEEP(yes);
    return rc;
}

static int drive_game_parse(cg_ctx *c)
{
    const cg_game *g = NULL;
    return made(game(c, "{2|1}+^+*3-(1/2v*)", &g), g);
}

static int drive_game_parse_ex(cg_ctx *c)
{
    const cg_game *g;
    size_t at;
    int rc = cg_game_parse_ex(c, "+-1 + {1/4|-3/8,*2}", &g, &at);
    KEEP_GAME(g);
    if (rc == CG_OK) {
        /* Malformed text read up to its end: {1|2} is built first. */
        int bad = cg_game_parse_ex(c, "{1|2}x", &g, &at);
        rc = bad == CG_EPARSE ? CG_OK : bad == CG_ENOMEM ? bad : CG_EINVAL;
        KEEP(at);
    }
    return rc;
}

/* The options of a large number, made when first read: NULL when that
 * fails, and right when asked again. */
static int drive_game_left_of_number(cg_ctx *c)
{
    const cg_game *g = NULL;
    int rc = cg_game_integer(c, INT64_C(1) << 40, &g);
    for (int level = 0; level < 3 && rc == CG_OK; level++)
        if ((g = cg_game_left(g, 0)) == NULL)
            rc = CG_ENOMEM;
    int64_t num;
    uint32_t k;
    TRY(cg_game_number(g, &num, &k));
    if (rc == CG_OK)
        KEEP((uint64_t)num);
    return rc;
}

/* CGSuite's style makes games (Tiny's subscript, negatives) and means. */
static int drive_game_format_ex(cg_ctx *c)
{
    const cg_game *g;
    char buf[64];
    size_t len;
    int rc = game(c, "+-(2+{0|||0||-1|-3})", &g);   /* +-(2Tiny({3|1})) */
    TRY(cg_game_format_ex(c, g, CG_FORMAT_CGSUITE, buf, sizeof buf, &len));
    KEEP(len);
    return rc;
}

static int drive_game_thermograph(cg_ctx *c)
{
    const cg_game *g;
    cg_thermograph *th = NULL;
    cg_dyadic m, t, v;
    int slope;
    int rc = game(c, "{4|{2|-1}}+{1|-1}", &g);
    TRY(cg_game_thermograph(c, g, &th));
    TRY(cg_thermograph_mean_temperature(th, &m, &t));
    if (rc == CG_OK) {
        keep_dyadic(m);
        keep_dyadic(t);
    }
    if (rc == CG_OK && cg_thermograph_wall_size(th, CG_LEFT) > 0) {
        TRY(cg_thermograph_wall_point(th, CG_LEFT, 0, &t, &v, &slope));
        KEEP(slope);
    }
    TRY(cg_thermograph_wall_at(th, CG_RIGHT, (cg_dyadic){ 1, 2 }, &v));
    if (rc == CG_OK)
        keep_dyadic(v);
    cg_thermograph_free(th);
    return rc;
}

static int drive_games_enumerate(cg_ctx *c)
{
    uint64_t count, sum = 0;
    int rc = cg_games_enumerate(c, 2, sum_games, &sum, &count);
    KEEP(count);
    KEEP(sum);
    return rc;
}

static int drive_games_born_by(cg_ctx *c)
{
    uint64_t count;
    int rc = cg_games_born_by(c, 2, &count);
    KEEP(count);
    return rc;
}

/* ---- oddeven.h ---- */

static int drive_oddeven_pile(cg_ctx *c)
{
    const cg_game *g = NULL;
    return made(cg_oddeven_pile(c, 21, &g), g);
}

static int drive_oddeven_outcome(cg_ctx *c)
{
    const uint32_t piles[] = { 3, 8, 13, 21 };
    cg_outcome o;
    int rc = cg_oddeven_outcome(c, piles, 4, &o);
    KEEP(o);
    return rc;
}

static int drive_oddeven_count(cg_ctx *c)
{
    char text[64];
    size_t len;
    int rc = cg_oddeven_count(c, 12, 1u << CG_OUTCOME_P | 1u << CG_OUTCOME_R, text, sizeof text, &len);
    for (size_t i = 0; rc == CG_OK && i < len; i++)
        keep((unsigned char)text[i]);
    return rc;
}

/* ---- common.h ---- */

static int drive_ctx_new(cg_ctx *c)
{
    (void)c;
    cg_ctx *k = NULL;
    int rc = cg_ctx_new(&k);
    cg_ctx_free(k);
    return rc;
}

static int drive_ctx_clear(cg_ctx *c)
{
    uint32_t g;
    cg_position *p;
    int rc = position("2 2 3 4 5", &p);
    TRY(cg_position_grundy(c, p, &g));
    TRY(cg_ctx_clear(c));
    TRY(cg_position_grundy(c, p, &g));   /* the cleared context works */
    KEEP(g);
    cg_position_free(p);
    return rc;
}

/* The entries: every public function that may allocate, by the driver that
 * sweeps it (getters of an object are swept with the call that makes it). */
typedef struct entry {
    const char *name;
    driver run;
} entry;

#define SWEEP(fn, drive) { #fn, drive }

static const entry sweeps[] = {
    SWEEP(cg_ctx_new, drive_ctx_new),
    SWEEP(cg_ctx_clear, drive_ctx_clear),
    SWEEP(cg_position_new, drive_position_new),
    SWEEP(cg_position_parse, drive_position_parse),
    SWEEP(cg_position_parse_ex, drive_position_parse_ex),
    SWEEP(cg_position_clone, drive_position_clone),
    SWEEP(cg_position_deplete, drive_position_deplete),
    SWEEP(cg_position_delete, drive_position_delete),
    SWEEP(cg_position_reduce, drive_position_reduce),
    SWEEP(cg_position_option, drive_position_option),
    SWEEP(cg_position_critical, drive_position_critical),
    SWEEP(cg_position_from_rows, drive_position_from_rows),
    SWEEP(cg_position_predecessors, drive_position_predecessors),
    SWEEP(cg_position_hunt, drive_position_hunt),
    SWEEP(cg_position_hunt_heaps, drive_position_hunt_heaps),
    SWEEP(cg_position_outcome, drive_position_outcome),
    SWEEP(cg_position_grundy, drive_position_grundy),
    SWEEP(cg_position_remoteness, drive_position_remoteness),
    SWEEP(cg_position_suspense, drive_position_suspense),
    SWEEP(cg_position_winning_moves, drive_position_winning_moves),
    SWEEP(cg_position_winning_interval, drive_position_winning_interval),
    SWEEP(cg_position_winning_move, drive_position_winning_move),
    SWEEP(cg_position_misere_outcome, drive_position_misere_outcome),
    SWEEP(cg_position_misere_remoteness, drive_position_misere_remoteness),
    SWEEP(cg_position_misere_suspense, drive_position_misere_suspense),
    SWEEP(cg_position_misere_winning_moves, drive_position_misere_winning_moves),
    SWEEP(cg_strict_dvalue_counts, drive_strict_dvalue_counts),
    SWEEP(cg_strict_table_build, drive_strict_table),
    SWEEP(cg_strict_table_grundy, drive_strict_table),
    SWEEP(cg_strict_table_histogram, drive_strict_table),
    SWEEP(cg_strict_table_position, drive_strict_table),
    SWEEP(cg_reduced_table_build, drive_reduced_table),
    SWEEP(cg_reduced_table_grundy, drive_reduced_table),
    SWEEP(cg_reduced_table_histogram, drive_reduced_table),
    SWEEP(cg_reduced_table_position, drive_reduced_table),
    SWEEP(cg_strict_census, drive_strict_census),
    SWEEP(cg_reduced_census, drive_reduced_census),
    SWEEP(cg_reduced_outcome_census, drive_reduced_outcome_census),
    SWEEP(cg_census_histogram, drive_strict_census),
    SWEEP(cg_census_max_value, drive_strict_census),
    SWEEP(cg_census_example, drive_reduced_census),
    SWEEP(cg_census_positions, drive_reduced_census),
    SWEEP(cg_reduced_census_resumable, drive_reduced_census_resumable),
    SWEEP(cg_reduced_outcome_census_resumable, drive_reduced_outcome_census_resumable),
    SWEEP(cg_reduced_census_listing, drive_reduced_census_listing),
    SWEEP(cg_wythoff_grundy, drive_wythoff_grundy),
    SWEEP(cg_wythoff_grundy_table, drive_wythoff_grundy_table),
    SWEEP(cg_cmnim_new, drive_cmnim_new),
    SWEEP(cg_cmnim_new_family, drive_cmnim_new_family),
    SWEEP(cg_cmnim_grundy, drive_cmnim_grundy),
    SWEEP(cg_cmnim_is_p, drive_cmnim_is_p),
    SWEEP(cg_cmnim_complete, drive_cmnim_complete),
    SWEEP(cg_cmnim_p_positions, drive_cmnim_p_positions),
    SWEEP(cg_cmnim_misere_is_p, drive_cmnim_misere_is_p),
    SWEEP(cg_cmnim_misere_complete, drive_cmnim_misere_complete),
    SWEEP(cg_cmnim_misere_p_positions, drive_cmnim_misere_p_positions),
    SWEEP(cg_cmnim_remoteness, drive_cmnim_remoteness),
    SWEEP(cg_cmnim_misere_remoteness, drive_cmnim_misere_remoteness),
    SWEEP(cg_impartial_new, drive_impartial_new),
    SWEEP(cg_impartial_grundy, drive_impartial_grundy),
    SWEEP(cg_impartial_outcome, drive_impartial_outcome),
    SWEEP(cg_impartial_remoteness, drive_impartial_remoteness),
    SWEEP(cg_impartial_winning_move, drive_impartial_winning_move),
    SWEEP(cg_state_list_add, drive_impartial_grundy),
    SWEEP(cg_cutter_grundy, drive_cutter_grundy),
    SWEEP(cg_cutter_grundy_checkpoint, drive_cutter_grundy_checkpoint),
    SWEEP(cg_cutter_misere_outcome, drive_cutter_misere_outcome),
    SWEEP(cg_cutter_misere_remoteness, drive_cutter_misere_outcome),
    SWEEP(cg_cutter_row_sequence, drive_cutter_row_sequence),
    SWEEP(cg_game_zero, drive_game_zero),
    SWEEP(cg_game_integer, drive_game_integer),
    SWEEP(cg_game_dyadic, drive_game_dyadic),
    SWEEP(cg_game_nimber, drive_game_nimber),
    SWEEP(cg_game_up, drive_game_up),
    SWEEP(cg_game_new, drive_game_new),
    SWEEP(cg_game_sum, drive_game_sum),
    SWEEP(cg_game_neg, drive_game_neg),
    SWEEP(cg_game_ordinal_sum, drive_game_ordinal_sum),
    SWEEP(cg_game_conjunctive_sum, drive_game_conjunctive_sum),
    SWEEP(cg_game_selective_sum, drive_game_selective_sum),
    SWEEP(cg_game_pow, drive_game_pow),
    SWEEP(cg_game_pow_to, drive_game_pow_to),
    SWEEP(cg_game_uptimal_expansion, drive_game_uptimal_expansion),
    SWEEP(cg_game_uptimal_expansion_format, drive_game_uptimal_expansion_format),
    SWEEP(cg_game_is_uptimal, drive_game_is_uptimal),
    SWEEP(cg_game_conway_product, drive_game_conway_product),
    SWEEP(cg_game_ordinal_product, drive_game_ordinal_product),
    SWEEP(cg_game_multiple, drive_game_multiple),
    SWEEP(cg_game_compare, drive_game_compare),
    SWEEP(cg_game_outcome, drive_game_outcome),
    SWEEP(cg_game_misere_outcome, drive_game_misere_outcome),
    SWEEP(cg_game_stop_count, drive_game_stop_count),
    SWEEP(cg_game_follower_count, drive_game_follower_count),
    SWEEP(cg_game_followers, drive_game_followers),
    SWEEP(cg_game_is_even, drive_game_is_even),
    SWEEP(cg_game_is_odd, drive_game_is_odd),
    SWEEP(cg_game_is_even_tempered, drive_game_is_even_tempered),
    SWEEP(cg_game_is_odd_tempered, drive_game_is_odd_tempered),
    SWEEP(cg_game_is_number_tiny, drive_game_is_number_tiny),
    SWEEP(cg_game_thermal, drive_game_thermal),
    SWEEP(cg_game_format, drive_game_format),
    SWEEP(cg_game_format_ex, drive_game_format_ex),
    SWEEP(cg_game_parse, drive_game_parse),
    SWEEP(cg_game_parse_ex, drive_game_parse_ex),
    SWEEP(cg_game_left, drive_game_left_of_number),
    SWEEP(cg_games_enumerate, drive_games_enumerate),
    SWEEP(cg_games_born_by, drive_games_born_by),
    SWEEP(cg_game_mean_temperature, drive_game_mean_temperature),
    SWEEP(cg_game_thermograph, drive_game_thermograph),
    SWEEP(cg_thermograph_mean_temperature, drive_game_thermograph),
    SWEEP(cg_thermograph_wall_point, drive_game_thermograph),
    SWEEP(cg_thermograph_wall_at, drive_game_thermograph),
    SWEEP(cg_game_orthodox_move, drive_game_orthodox_move),
    SWEEP(cg_game_cool, drive_game_cool),
    SWEEP(cg_game_cool, drive_game_cool_below_zero),
    SWEEP(cg_game_freeze, drive_game_freeze),
    SWEEP(cg_game_walls_at, drive_game_walls_at),
    SWEEP(cg_game_companion, drive_game_companion),
    SWEEP(cg_game_heat, drive_game_heat),
    SWEEP(cg_game_overheat, drive_game_overheat),
    SWEEP(cg_game_norton, drive_game_norton),
    SWEEP(cg_game_atomic_weight, drive_game_atomic_weight),
    SWEEP(cg_game_is_atomic, drive_game_is_atomic),
    SWEEP(cg_game_incentive_set, drive_game_incentive_set),
    SWEEP(cg_game_reduced, drive_game_reduced),
    SWEEP(cg_game_incentives, drive_game_incentives),
    SWEEP(cg_oddeven_pile, drive_oddeven_pile),
    SWEEP(cg_oddeven_outcome, drive_oddeven_outcome),
    SWEEP(cg_oddeven_count, drive_oddeven_count),
};

/* ---- warm contexts ---- */

/*
 * Fill the caches of every module, keeping every answer: several cookie
 * positions (its memo of small and large positions), several games with sums,
 * comparisons, thermal questions and the games born by day 2 (the store, its
 * sum, negation, order and thermal caches), Wythoff values, cutter boards,
 * a Cookie Monster nim and odd-even counts. Called again on the same context
 * it answers from those caches: the same digest must come out.
 */
static void warm_up(cg_ctx *c)
{
    static const char *const positions[] = { "2 2 3 4", "1 2 4 7", "3 3 5 6 8", "1 1 2 5 6 9" };
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        cg_position *p;
        uint32_t g, r;
        ck_assert_int_eq(position(positions[i], &p), CG_OK);
        ck_assert_int_eq(cg_position_grundy(c, p, &g), CG_OK);
        ck_assert_int_eq(cg_position_remoteness(c, p, &r), CG_OK);
        keep(g);
        keep(r);
        cg_position_free(p);
    }
    static const char *const games[] = { "{2|1}+*3+^", "{3||2|1}", "{1|*,{0|-1}}+v", "+-2+{1|-1}+1/4" };
    const cg_game *prev = NULL;
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const cg_game *x, *s;
        int64_t n1, n2;
        uint32_t k1, k2;
        int rel;
        ck_assert_int_eq(game(c, games[i], &x), CG_OK);
        ck_assert_int_eq(cg_game_thermal(c, x, &n1, &k1, &n2, &k2), CG_OK);
        keep(game_hash(x));
        keep((uint64_t)n1 ^ k1 ^ (uint64_t)n2 << 8 ^ (uint64_t)k2 << 16);
        if (prev != NULL) {
            ck_assert_int_eq(cg_game_sum(c, prev, x, &s), CG_OK);
            ck_assert_int_eq(cg_game_compare(c, prev, x, &rel), CG_OK);
            keep(game_hash(s));
            keep((uint64_t)rel);
        }
        prev = x;
    }
    uint64_t count, v;
    ck_assert_int_eq(cg_games_born_by(c, 2, &count), CG_OK);
    keep(count);
    ck_assert_int_eq(cg_wythoff_grundy(c, 5, 8, &v), CG_OK);
    keep(v);
    ck_assert_int_eq(cg_wythoff_grundy(c, 13, 40, &v), CG_OK);
    keep(v);
    uint32_t g;
    ck_assert_int_eq(cg_cutter_grundy(c, 2, 3, NULL, 2, 2, &g), CG_OK);
    keep(g);
    ck_assert_int_eq(cg_cutter_grundy(c, 3, 3, NULL, 1, 2, &g), CG_OK);
    keep(g);
    /* Other questions than the drivers' ones, so that their sweeps still
     * compute in a warm context. */
    cg_cmnim *m;
    const uint64_t x[3] = { 2, 5, 1 };
    ck_assert_int_eq(cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &m), CG_OK);
    ck_assert_int_eq(cg_cmnim_grundy(c, m, x, &v), CG_OK);
    keep(v);
    cg_cmnim_free(m);
    const uint32_t piles[] = { 2, 5, 9 };
    cg_outcome o;
    ck_assert_int_eq(cg_oddeven_outcome(c, piles, 3, &o), CG_OK);
    keep(o);
    char text[32];
    size_t len;
    ck_assert_int_eq(cg_oddeven_count(c, 10, 1u << CG_OUTCOME_L, text, sizeof text, &len), CG_OK);
    keep(len);
}

/* How much a context knows before the sweep of a call. */
typedef enum warmth { FRESH, WARM, HOT, WARMTHS } warmth;

static const char *const warmth_name[WARMTHS] = { "fresh", "warm", "hot" };

/* Fill c's caches as `level` says: nothing, the warm-up, or the warm-up and
 * the call e itself, keeping every answer. */
static void prepare(cg_ctx *c, const entry *e, warmth level)
{
    if (level >= WARM)
        warm_up(c);
    if (level == HOT)
        ck_assert_msg(e->run(c) == CG_OK, "%s: failed without an allocation failure", e->name);
}

/* The answers of prepare() in a context of its own. */
static uint64_t prepared_answers(const entry *e, warmth level)
{
    cg_ctx *c;
    ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
    reset_digest();
    prepare(c, e, level);
    cg_ctx_free(c);
    return digest;
}

/* The answers of e with no allocation failing, in a context prepared as
 * `level` says. */
static uint64_t answers(const entry *e, warmth level)
{
    cg_ctx *c;
    ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
    prepare(c, e, level);
    reset_digest();
    ck_assert_msg(e->run(c) == CG_OK, "%s: failed without an allocation failure", e->name);
    uint64_t d = digest;
    cg_ctx_free(c);
    return d;
}

/* ---- the sweeps ---- */

static const entry *current;
static uint64_t current_answers;

static int fresh_context_op(void *arg)
{
    (void)arg;
    cg_ctx *c = NULL;
    int rc = cg_ctx_new(&c);
    reset_digest();
    TRY(current->run(c));
    /* A failure the call absorbed (a cache that could not grow) must not
     * change what it answers. */
    ck_assert_msg(rc != CG_OK || digest == current_answers, "%s: wrong answer after an allocation failure",
                  current->name);
    /* Only one allocation fails: asked again, the context answers right. */
    if (rc == CG_ENOMEM && c != NULL) {
        reset_digest();
        int again = current->run(c);
        ck_assert_msg(again == CG_OK, "%s: status %d after an allocation failure", current->name, again);
        ck_assert_msg(digest == current_answers, "%s: wrong answer after an allocation failure",
                      current->name);
    }
    cg_ctx_free(c);
    return rc;
}

START_TEST(every_function_in_a_fresh_context)
{
    current = &sweeps[_i];
    fault_alloc_install();
    current_answers = answers(current, FRESH);
    long needed = fault_sweep(fresh_context_op, NULL, NULL);
    fault_alloc_uninstall();
    ck_assert_msg(needed >= 1, "%s: made no allocation", current->name);
}
END_TEST

/* What a sweep in a prepared context compares with: the answers of the
 * preparation and of the call, in contexts that saw no failure. */
typedef struct expected {
    const entry *e;
    warmth level;
    uint64_t prepared, call;
} expected;

/* After allocation n of the call failed in c: the context answers the
 * preparation's questions (the caches it held before) and the call's own as a
 * context that saw no failure does. */
static void check_still_right(cg_ctx *c, const expected *x, long n)
{
    const char *name = x->e->name, *level = warmth_name[x->level];
    reset_digest();
    prepare(c, x->e, x->level);
    ck_assert_msg(digest == x->prepared, "%s (%s): the caches answer wrong after allocation %ld failed",
                  name, level, n);
    reset_digest();
    int rc = x->e->run(c);
    ck_assert_msg(rc == CG_OK, "%s (%s): status %d after allocation %ld failed", name, level, rc, n);
    ck_assert_msg(digest == x->call, "%s (%s): wrong answer after allocation %ld failed", name, level, n);
}

/* Fail allocation n of the call in a prepared context; 1 when a failure was
 * triggered (the sweep goes on), 0 when the call needed fewer. */
static int fail_in_prepared_context(const expected *x, long n)
{
    const char *name = x->e->name, *level = warmth_name[x->level];
    long before = fault_alloc_live();
    cg_ctx *c;
    ck_assert_int_eq(cg_ctx_new(&c), CG_OK);
    prepare(c, x->e, x->level);
    reset_digest();
    fault_alloc_fail_at(n, 0);
    int rc = x->e->run(c);
    int triggered = fault_alloc_calls() > n;
    fault_alloc_fail_at(-1, 0);
    ck_assert_msg(rc == CG_OK || (triggered && rc == CG_ENOMEM), "%s (%s): allocation %ld failed: status %d",
                  name, level, n, rc);
    ck_assert_msg(rc != CG_OK || digest == x->call, "%s (%s): wrong answer with allocation %ld failing",
                  name, level, n);
    check_still_right(c, x, n);
    cg_ctx_free(c);
    ck_assert_msg(fault_alloc_live() == before, "%s (%s): allocation %ld failed: %ld blocks leaked", name,
                  level, n, fault_alloc_live() - before);
    return triggered;
}

/* The allocation to fail after allocation k in a prepared context. Every one
 * in the full runs; under CG_TEST_QUICK (the sanitizer builds, where each
 * point costs two warm-ups of a new context) every one of the first 32, then
 * a stride that grows by one every 16 points: the long calls repeat the same
 * few allocation sites in a loop, so the sample still reaches each site while
 * a call with 100 points is swept at 67, one with 600 at 100. */
static long next_failure_point(long k)
{
    return k + 1 + (quick() && k >= 32 ? (k - 32) / 16 : 0);
}

START_TEST(every_function_in_a_warm_context)
{
    const size_t n = sizeof sweeps / sizeof sweeps[0];
    expected x = { &sweeps[(size_t)_i % n], (warmth)(WARM + (size_t)_i / n), 0, 0 };
    fault_alloc_install();
    x.prepared = prepared_answers(x.e, x.level);
    x.call = answers(x.e, x.level);
    for (long k = 0; fail_in_prepared_context(&x, k); k = next_failure_point(k))
        ;
    fault_alloc_uninstall();
}
END_TEST

/* ---- functions that allocate nothing ---- */

/* Objects made beforehand for the calls below; the *_free checks free the
 * spare ones. */
typedef struct objects {
    cg_ctx *c, *spare_ctx;
    cg_position *p, *q, *spare_position;
    const cg_game *g, *sw;
    cg_cmnim *m, *spare_cmnim;
    cg_impartial *spare_impartial;
    cg_thermograph *th, *spare_thermograph;
    cg_strict_table *st, *spare_st;
    cg_reduced_table *rt, *spare_rt;
    cg_census *k, *spare_k;
} objects;

static void make_objects(objects *o)
{
    memset(o, 0, sizeof *o);
    ck_assert_int_eq(cg_ctx_new(&o->c), CG_OK);
    ck_assert_int_eq(cg_ctx_new(&o->spare_ctx), CG_OK);
    ck_assert_int_eq(position("1 2 3", &o->p), CG_OK);
    ck_assert_int_eq(position("1 3 3", &o->q), CG_OK);
    ck_assert_int_eq(position("2 5", &o->spare_position), CG_OK);
    ck_assert_int_eq(game(o->c, "{2|{1|-1},*}+^*", &o->g), CG_OK);
    ck_assert_int_eq(game(o->c, "+-1", &o->sw), CG_OK);
    ck_assert_int_eq(cg_cmnim_new_family(3, CG_CMNIM_ODD, &o->m), CG_OK);
    ck_assert_int_eq(cg_cmnim_new_family(2, CG_CMNIM_ODD, &o->spare_cmnim), CG_OK);
    cg_impartial_rules rules = { nim_options, NULL, NULL, NULL };
    ck_assert_int_eq(cg_impartial_new(&rules, &o->spare_impartial), CG_OK);
    ck_assert_int_eq(cg_game_thermograph(o->c, o->g, &o->th), CG_OK);
    ck_assert_int_eq(cg_game_thermograph(o->c, o->sw, &o->spare_thermograph), CG_OK);
    ck_assert_int_eq(cg_strict_table_build(4, 1, NULL, NULL, &o->st), CG_OK);
    ck_assert_int_eq(cg_strict_table_build(3, 1, NULL, NULL, &o->spare_st), CG_OK);
    ck_assert_int_eq(cg_reduced_table_build(4, 1, NULL, NULL, &o->rt), CG_OK);
    ck_assert_int_eq(cg_reduced_table_build(3, 1, NULL, NULL, &o->spare_rt), CG_OK);
    ck_assert_int_eq(cg_strict_census(4, 1, 0, NULL, NULL, &o->k), CG_OK);
    ck_assert_int_eq(cg_reduced_census(3, 1, 0, NULL, NULL, &o->spare_k), CG_OK);
}

static void free_objects(objects *o)
{
    cg_census_free(o->k);
    cg_reduced_table_free(o->rt);
    cg_strict_table_free(o->st);
    cg_thermograph_free(o->th);
    cg_cmnim_free(o->m);
    cg_position_free(o->q);
    cg_position_free(o->p);
    cg_ctx_free(o->c);
}

/* The functions whose NO_ALLOCATION check ran, for the final count. */
static const char *checked[128];
static size_t nchecked;

/* With every allocation failing since fault_alloc_fail_at(0, 1): fn, called
 * in `answered`, gave the expected answer and made no allocation. */
static void no_allocation(const char *fn, int answered)
{
    ck_assert_msg(answered, "%s: unexpected answer", fn);
    ck_assert_msg(fault_alloc_calls() == 0, "%s: made an allocation", fn);
    ck_assert(nchecked < sizeof checked / sizeof checked[0]);
    checked[nchecked++] = fn;
}

#define NO_ALLOCATION(fn, answered) no_allocation(#fn, (answered))

/* Each listed function is called once on the objects, with every allocation
 * failing (api-sweep-list reads these names as the ones that need no sweep). */
START_TEST(nothing_allocated)
{
    fault_alloc_install();
    objects o;
    make_objects(&o);
    char buf[64];
    size_t len, count;
    uint32_t u;
    uint64_t v, w, counts[8], moves[6], sets[8];
    int64_t n1, n2;
    uint32_t k1, k2;
    cg_dyadic d1, d2;
    nchecked = 0;
    fault_alloc_fail_at(0, 1);

    /* Versions and statuses: static strings and constants. */
    NO_ALLOCATION(cg_version, cg_version() == CG_VERSION_NUMBER);
    NO_ALLOCATION(cg_version_string, strcmp(cg_version_string(), CG_VERSION_STRING) == 0);
    NO_ALLOCATION(cg_strerror, cg_strerror(CG_ENOMEM) != NULL);
    NO_ALLOCATION(cg_error_detail, cg_error_detail() != NULL);
    /* Settings of the allocator and of a context, and freeing one. A refused
     * allocator leaves the counting one installed. */
    NO_ALLOCATION(cg_set_allocator, cg_set_allocator(&(cg_allocator){ 0 }) == CG_EINVAL);
    NO_ALLOCATION(cg_ctx_set_node_limit, cg_ctx_set_node_limit(o.c, 1000000) == CG_OK);
    NO_ALLOCATION(cg_ctx_set_memory_limit, cg_ctx_set_memory_limit(o.c, 0) == CG_OK);
    NO_ALLOCATION(cg_ctx_set_progress, cg_ctx_set_progress(o.c, NULL, NULL) == CG_OK);
    NO_ALLOCATION(cg_ctx_memory_reserved, cg_ctx_memory_reserved(o.c, &v) == CG_OK);
    /* A bound's check reads no file below a MiB, and never allocates. */
    NO_ALLOCATION(cg_memory_check, cg_memory_check(1000, 0, "a test") == CG_OK);
    cg_ctx_free(o.spare_ctx);
    NO_ALLOCATION(cg_ctx_free, 1);
    /* Questions about a position answered from its heaps alone. */
    NO_ALLOCATION(cg_position_size, cg_position_size(o.p) == 3);
    NO_ALLOCATION(cg_position_heap, cg_position_heap(o.p, 1) == 2);
    NO_ALLOCATION(cg_position_format, cg_position_format(o.p, buf, sizeof buf, &len) == CG_OK);
    NO_ALLOCATION(cg_position_equal, !cg_position_equal(o.p, o.q));
    NO_ALLOCATION(cg_position_surplus, cg_position_surplus(o.p) == 0);
    {
        uint32_t rows[8];
        size_t nrows = 0;
        NO_ALLOCATION(cg_position_rows, cg_position_rows(o.p, rows, 8, &nrows) == CG_OK && nrows > 0);
    }
    NO_ALLOCATION(cg_position_is_reduced, cg_position_is_reduced(o.p));
    NO_ALLOCATION(cg_position_is_strict, cg_position_is_strict(o.p));
    NO_ALLOCATION(cg_position_dominates, cg_position_dominates(o.q, o.p) >= 0);
    NO_ALLOCATION(cg_position_dvalue, cg_position_dvalue(o.p, &u) == CG_OK);
    cg_position_free(o.spare_position);
    NO_ALLOCATION(cg_position_free, 1);
    /* Sizes of tables and censuses by formula; getters of built ones. */
    NO_ALLOCATION(cg_strict_table_memory, cg_strict_table_memory(20, &v) == CG_OK);
    NO_ALLOCATION(cg_reduced_table_memory, cg_reduced_table_memory(12, &v) == CG_OK);
    NO_ALLOCATION(cg_strict_census_memory, cg_strict_census_memory(20, &v) == CG_OK);
    NO_ALLOCATION(cg_reduced_census_memory, cg_reduced_census_memory(12, &v) == CG_OK);
    NO_ALLOCATION(cg_strict_table_nmax, cg_strict_table_nmax(o.st) == 4);
    NO_ALLOCATION(cg_reduced_table_nmax, cg_reduced_table_nmax(o.rt) == 4);
    NO_ALLOCATION(cg_census_nmax, cg_census_nmax(o.k) == 4);
    NO_ALLOCATION(cg_census_memory_used, cg_census_memory_used(o.k, &v, &w) == CG_OK && v >= w);
    NO_ALLOCATION(cg_strict_table_level_size,
                  cg_strict_table_level_size(o.st, 4, &v) == CG_OK && v == 8);
    NO_ALLOCATION(cg_reduced_table_level_size,
                  cg_reduced_table_level_size(o.rt, 4, &v) == CG_OK && v == 14);
    {
        uint8_t values[14];
        NO_ALLOCATION(cg_strict_table_values, cg_strict_table_values(o.st, 4, 0, values, 8) == CG_OK);
        NO_ALLOCATION(cg_reduced_table_values,
                      cg_reduced_table_values(o.rt, 4, 0, values, 14) == CG_OK);
    }
    cg_strict_table_free(o.spare_st);
    NO_ALLOCATION(cg_strict_table_free, 1);
    cg_reduced_table_free(o.spare_rt);
    NO_ALLOCATION(cg_reduced_table_free, 1);
    cg_census_free(o.spare_k);
    NO_ALLOCATION(cg_census_free, 1);
    /* Wythoff's closed forms: arithmetic on Fibonacci numbers. */
    NO_ALLOCATION(cg_wythoff_p_position, cg_wythoff_p_position(10, &v, &w) == CG_OK);
    NO_ALLOCATION(cg_wythoff_is_p, cg_wythoff_is_p(v, w));
    NO_ALLOCATION(cg_wythoff_winning_moves, cg_wythoff_winning_moves(4, 9, moves, 3, &count) == CG_OK);
    NO_ALLOCATION(cg_zeckendorf, cg_zeckendorf(1000, counts, 8, &count) == CG_OK);
    NO_ALLOCATION(cg_fibonacci_successor, cg_fibonacci_successor(1000, &v) == CG_OK);
    /* Nim and Marienbad: Bouton's rules over the heaps given. */
    {
        const uint64_t heaps[4] = { 1, 3, 5, 7 };
        cg_outcome nim_o;
        cg_nim_move nim_m[4];
        NO_ALLOCATION(cg_nim_sum, cg_nim_sum(heaps, 4, &v) == CG_OK && v == 0);
        NO_ALLOCATION(cg_nim_outcome, cg_nim_outcome(heaps, 4, CG_PLAY_MISERE, &nim_o) == CG_OK &&
                                          nim_o == CG_OUTCOME_P);
        NO_ALLOCATION(cg_nim_winning_moves,
                      cg_nim_winning_moves(heaps, 3, CG_PLAY_NORMAL, nim_m, 4, &count) == CG_OK &&
                          count == 1);
    }
    /* Getters of a Cookie Monster nim. */
    NO_ALLOCATION(cg_cmnim_jars, cg_cmnim_jars(o.m) == 3);
    NO_ALLOCATION(cg_cmnim_sets, cg_cmnim_sets(o.m, sets, 8, &count) == CG_OK);
    cg_cmnim_free(o.spare_cmnim);
    NO_ALLOCATION(cg_cmnim_free, 1);
    cg_impartial_free(o.spare_impartial);
    NO_ALLOCATION(cg_impartial_free, 1);
    /* Getters and predicates of a canonical game: stored with it. */
    NO_ALLOCATION(cg_game_left_count, cg_game_left_count(o.g) > 0);
    NO_ALLOCATION(cg_game_left, cg_game_left(o.g, 0) != NULL);
    NO_ALLOCATION(cg_game_right_count, cg_game_right_count(o.g) > 0);
    NO_ALLOCATION(cg_game_right, cg_game_right(o.g, 0) != NULL);
    NO_ALLOCATION(cg_game_is_number, !cg_game_is_number(o.g));
    NO_ALLOCATION(cg_game_number, cg_game_number(o.g, &n1, &k1) == CG_EDOMAIN);
    NO_ALLOCATION(cg_game_birthday, cg_game_birthday(o.g, &u) == CG_OK);
    uint64_t day;
    NO_ALLOCATION(cg_game_birthday64, cg_game_birthday64(o.g, &day) == CG_OK);
    NO_ALLOCATION(cg_game_stops, cg_game_stops(o.g, &n1, &k1, &n2, &k2) == CG_OK);
    NO_ALLOCATION(cg_game_stop_values, cg_game_stop_values(o.g, &d1, &d2) == CG_OK);
    cg_dyadic fine = { 3, CG_GAME_MAX_LOG2_DEN };
    NO_ALLOCATION(cg_dyadic_format, cg_dyadic_format(fine, NULL, 0, &len) == CG_ERANGE && len > 300);
    NO_ALLOCATION(cg_game_is_dicotic, cg_game_is_dicotic(o.g) >= 0);
    NO_ALLOCATION(cg_game_is_infinitesimal, !cg_game_is_infinitesimal(o.g));
    NO_ALLOCATION(cg_game_is_hot, cg_game_is_hot(o.g));
    NO_ALLOCATION(cg_game_is_cold, !cg_game_is_cold(o.g));
    NO_ALLOCATION(cg_game_is_tepid, !cg_game_is_tepid(o.g));
    NO_ALLOCATION(cg_game_is_switch, cg_game_is_switch(o.sw));
    NO_ALLOCATION(cg_game_is_integer, !cg_game_is_integer(o.g));
    NO_ALLOCATION(cg_game_is_nimber, !cg_game_is_nimber(o.g));
    NO_ALLOCATION(cg_game_is_numberish, !cg_game_is_numberish(o.g));
    NO_ALLOCATION(cg_game_is_ordinal, !cg_game_is_ordinal(o.g));
    NO_ALLOCATION(cg_game_is_idempotent, !cg_game_is_idempotent(o.g));
    /* A thermograph's walls are stored with it. */
    NO_ALLOCATION(cg_thermograph_wall_size, cg_thermograph_wall_size(o.th, CG_LEFT) > 0);
    cg_thermograph_free(o.spare_thermograph);
    NO_ALLOCATION(cg_thermograph_free, 1);

    fault_alloc_fail_at(-1, 0);
    free_objects(&o);
    ck_assert_int_eq(fault_alloc_live(), 0);
    fault_alloc_uninstall();
    /* Each name once: a repeated check would hide a missing one from the
     * count that api-sweep-list compares. */
    for (size_t i = 0; i < nchecked; i++)
        for (size_t j = i + 1; j < nchecked; j++)
            ck_assert_msg(strcmp(checked[i], checked[j]) != 0, "%s checked twice", checked[i]);
}
END_TEST

static const entry *sweep_of(const char *name)
{
    for (size_t i = 0; i < sizeof sweeps / sizeof sweeps[0]; i++)
        if (strcmp(sweeps[i].name, name) == 0)
            return &sweeps[i];
    ck_abort_msg("no sweep of %s", name);
    return NULL;
}

/* One game made in a context that created its options in the given order. */
static const cg_game *made_after(cg_ctx *c, const char *first, const char *second, const char *text)
{
    const cg_game *g;
    ck_assert_int_eq(game(c, first, &g), CG_OK);
    ck_assert_int_eq(game(c, second, &g), CG_OK);
    ck_assert_int_eq(game(c, text, &g), CG_OK);
    return g;
}

/* The digest tells answers apart, and a game's hash does not depend on the
 * order its context made the options in (since 1.2 the options are kept in
 * the canonical order whatever that history: partizan.h): the sweeps'
 * checks mean something. */
START_TEST(the_digest_sees_answers)
{
    const entry *grundy = sweep_of("cg_position_grundy");
    ck_assert_uint_ne(answers(sweep_of("cg_ctx_new"), FRESH), answers(grundy, FRESH));
    ck_assert_uint_eq(answers(grundy, FRESH), answers(grundy, WARM));
    ck_assert_uint_eq(answers(grundy, WARM), answers(grundy, HOT));
    cg_ctx *a, *b;
    ck_assert_int_eq(cg_ctx_new(&a), CG_OK);
    ck_assert_int_eq(cg_ctx_new(&b), CG_OK);
    /* +-1 and +-2 are incomparable: both stay Left options. */
    const char *text = "{+-1,+-2|-5}";
    const cg_game *x = made_after(a, "+-1", "+-2", text), *y = made_after(b, "+-2", "+-1", text);
    ck_assert_uint_eq(cg_game_left_count(x), 2);
    ck_assert_uint_eq(game_hash(cg_game_left(x, 0)), game_hash(cg_game_left(y, 0)));
    ck_assert_uint_eq(game_hash(x), game_hash(y));
    const cg_game *z;
    ck_assert_int_eq(game(a, "{+-1,+-3|-5}", &z), CG_OK);
    ck_assert_uint_ne(game_hash(x), game_hash(z));
    cg_ctx_free(b);
    cg_ctx_free(a);
}
END_TEST

static Suite *sweep_suite(void)
{
    Suite *s = suite_create("alloc-sweep");
    TCase *tc = tcase_create("sweep");
    tcase_set_timeout(tc, 300);
    int n = (int)(sizeof sweeps / sizeof sweeps[0]);
    tcase_add_test(tc, the_digest_sees_answers);
    tcase_add_loop_test(tc, every_function_in_a_fresh_context, 0, n);
    /* Each function warm, then each hot. CG_SWEEP_WARM_ONLY (set by .ci/run
     * for the sanitizer build, where the sweep took 8 minutes) leaves out
     * the hot contexts: the gcc run sweeps them, and the sanitizers look for
     * memory errors on the paths a failure takes, which the warm contexts
     * already walk. */
    int levels = getenv("CG_SWEEP_WARM_ONLY") != NULL ? 1 : WARMTHS - WARM;
    tcase_add_loop_test(tc, every_function_in_a_warm_context, 0, n * levels);
    tcase_add_test(tc, nothing_allocated);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(sweep_suite());
}
