/*
 * The generic engine for impartial games given by callbacks.
 *
 * Two searches share one loop. The Grundy search values a state by the mex of
 * its options' values, an option being the nim-sum of its components when the
 * rules split. The full search values whole states by their remoteness in
 * normal and in misère play (never split: neither adds over components);
 * a state is a P-position of normal play when its remoteness is even, of
 * misère play when its misère remoteness is odd (the end, remoteness 0, is a
 * win for the player to move there).
 *
 * Depth first with an explicit stack. A frame is a canonical state, its
 * options (listed by the callback when the frame is pushed, kept on a shared
 * stack of states) and its place among them. An option whose value is not yet
 * memoised pushes the first unknown state it needs, and is looked at again once
 * that state is done. States on the stack are kept in a set: meeting one again
 * means a cycle, and the game is not short.
 */
#include <stdatomic.h>
#include <string.h>

#include <cookiegame/impartial.h>

#include "states.h"
#include "util/alloc.h"
#include "util/ctx.h"
#include "util/export.h"
#include "util/wmap.h"

struct cg_impartial {
    cg_impartial_rules rules;
    uint64_t serial;   /* tells its memo entries from other games' */
};

enum { GRUNDY_SEARCH = 0, FULL_SEARCH = 1 };

typedef struct values {
    uint64_t grundy;              /* Grundy search */
    uint32_t remote, misere_remote; /* full search */
} values;

/* ---- state lists ---- */

void impartial_states_free(cg_state_list *l)
{
    cgu_free(l->bytes);
    cgu_free(l->ends);
    memset(l, 0, sizeof *l);
}

CG_EXPORT int cg_state_list_add(cg_state_list *list, const void *state, size_t len)
{
    if (list == NULL || (state == NULL && len > 0))
        return CG_EINVAL;
    if (len > CG_IMPARTIAL_MAX_STATE)
        return CG_ERANGE;
    void *bytes = list->bytes, *ends = list->ends;
    int rc = cgu_grow(&bytes, &list->bytes_cap, list->nbytes + len + 1, 1);
    list->bytes = bytes;
    if (rc == CG_OK)
        rc = cgu_grow(&ends, &list->ends_cap, list->n + 1, sizeof *list->ends);
    list->ends = ends;
    if (rc != CG_OK)
        return rc;
    if (len > 0)
        memcpy(list->bytes + list->nbytes, state, len);
    list->nbytes += len;
    list->ends[list->n++] = list->nbytes;
    return CG_OK;
}

/* ---- games ---- */

static atomic_uint_fast64_t next_serial = 1;

CG_EXPORT int cg_impartial_new(const cg_impartial_rules *rules, cg_impartial **out)
{
    if (rules == NULL || rules->options == NULL || out == NULL)
        return CG_EINVAL;
    cg_impartial *g = cgu_malloc(sizeof *g);
    if (g == NULL)
        return CG_ENOMEM;
    g->rules = *rules;
    g->serial = atomic_fetch_add(&next_serial, 1);
    *out = g;
    return CG_OK;
}

CG_EXPORT void cg_impartial_free(cg_impartial *g)
{
    cgu_free(g);
}

/* ---- the context's memo ---- */

typedef struct memo_state {
    cgu_wmap memo;   /* [serial * 2 + search, len, bytes...] -> values */
} memo_state;

static void memo_clear(void *p)
{
    cgu_wmap_destroy(&((memo_state *)p)->memo);
}

static void memo_destroy(void *p)
{
    memo_clear(p);
    cgu_free(p);
}

static int memo_init(void *p)
{
    cgu_wmap_init(&((memo_state *)p)->memo, sizeof(values));
    return CG_OK;
}

static const cgu_ctx_slot_ops memo_ops = { sizeof(memo_state), memo_init, memo_clear, memo_destroy };

/* ---- the search ---- */

#define KEY_WORDS (2 + (CG_IMPARTIAL_MAX_STATE + 7) / 8)

typedef struct frame {
    size_t state;        /* index of its state in search.states */
    size_t first, end;   /* its options: search.opts[first, end) */
    size_t next;         /* the option to look at next */
    size_t vals;         /* where its options' Grundy values start on search.grundies */
    int has_p[2];        /* some option is a P-position: normal, misère */
    uint32_t min_p[2], max_r[2];
} frame;

typedef struct search {
    cg_ctx *ctx;
    const cg_impartial *g;
    int kind;                 /* GRUNDY_SEARCH or FULL_SEARCH */
    cgu_wmap *memo;
    cgu_wmap on_stack;        /* key -> int, 1 while the state is on the stack */
    frame *frames;
    size_t nframes, frames_cap;
    cg_state_list states;     /* one state per frame */
    cg_state_list opts;       /* the options of every frame, stacked */
    cg_state_list canon;      /* scratch: a canonical form */
    cg_state_list parts;      /* scratch: the components of an option */
    cg_state_list missing;    /* the first unknown state an option needs */
    uint64_t *grundies;
    size_t ngrundies, grundies_cap;
    uint64_t *bits;           /* scratch of the mex */
    size_t bits_cap;
    uint64_t key[KEY_WORDS];
} search;

/* The status of a failed callback, as the API documents it. */
static int callback_status(int rc)
{
    return rc == CG_ENOMEM || rc == CG_ERANGE ? rc : CG_ECANCELED;
}

static size_t make_key(search *s, const uint8_t *state, size_t len)
{
    size_t words = (len + 7) / 8;
    s->key[0] = s->g->serial * 2 + (uint64_t)s->kind;
    s->key[1] = len;
    s->key[1 + words] = 0;   /* the last word's unused bytes */
    if (len > 0)
        memcpy(&s->key[2], state, len);
    return 2 + words;
}

/* The canonical form of a state: the state itself without a canonicaliser. */
static int canonical(search *s, const uint8_t *state, size_t len, const uint8_t **out,
                     size_t *out_len)
{
    if (s->g->rules.canonical == NULL) {
        *out = state;
        *out_len = len;
        return CG_OK;
    }
    impartial_states_truncate(&s->canon, 0);
    int rc = s->g->rules.canonical(s->g->rules.user_data, state, len, &s->canon);
    if (rc != 0)
        return callback_status(rc);
    if (s->canon.n != 1)
        return CG_EINVAL;
    *out = impartial_states_at(&s->canon, 0, out_len);
    return CG_OK;
}

/* The memoised values of a canonical state, or NULL. */
static const values *known(search *s, const uint8_t *state, size_t len)
{
    return cgu_wmap_find(s->memo, s->key, make_key(s, state, len));
}

/* Remember a canonical state as missing (the one to push next). */
static int note_missing(search *s, const uint8_t *state, size_t len)
{
    impartial_states_truncate(&s->missing, 0);
    return cg_state_list_add(&s->missing, state, len);
}

/*
 * The value of an option (raw bytes): *v when every state it needs is known
 * (*found = 1), else *found = 0 with the first unknown canonical state in
 * s->missing. In the Grundy search an option that splits is the nim-sum of
 * its components.
 */
static int evaluate(search *s, const uint8_t *option, size_t len, int *found, values *v)
{
    const uint8_t *c;
    size_t clen;
    int rc = canonical(s, option, len, &c, &clen);
    if (rc != CG_OK)
        return rc;
    *found = 1;
    if (s->kind == GRUNDY_SEARCH && s->g->rules.split != NULL) {
        impartial_states_truncate(&s->parts, 0);
        rc = s->g->rules.split(s->g->rules.user_data, c, clen, &s->parts);
        if (rc != 0)
            return callback_status(rc);
        size_t plen;
        const uint8_t *p0 = s->parts.n == 1 ? impartial_states_at(&s->parts, 0, &plen) : NULL;
        int itself = p0 != NULL && plen == clen && memcmp(p0, c, clen) == 0;
        if (!itself) {
            uint64_t x = 0;
            for (size_t i = 0; i < s->parts.n; i++) {
                const uint8_t *p = impartial_states_at(&s->parts, i, &plen), *pc;
                size_t pclen;
                if ((rc = canonical(s, p, plen, &pc, &pclen)) != CG_OK)
                    return rc;
                const values *pv = known(s, pc, pclen);
                if (pv == NULL) {
                    *found = 0;
                    return note_missing(s, pc, pclen);
                }
                x ^= pv->grundy;
            }
            memset(v, 0, sizeof *v);
            v->grundy = x;
            return CG_OK;
        }
    }
    const values *cv = known(s, c, clen);
    if (cv == NULL) {
        *found = 0;
        return note_missing(s, c, clen);
    }
    *v = *cv;
    return CG_OK;
}

/* Push a frame for the canonical state in s->missing: list its options. */
static int push(search *s)
{
    size_t len;
    const uint8_t *state = impartial_states_at(&s->missing, 0, &len);
    void *slot;
    int inserted;
    int rc = cgu_ctx_charge(s->ctx, 1);
    if (rc == CG_OK)
        rc = cgu_wmap_insert(&s->on_stack, s->key, make_key(s, state, len), &slot, &inserted);
    if (rc != CG_OK)
        return rc;
    if (*(int *)slot)
        return CG_EDOMAIN;   /* on the stack already: a cycle */
    *(int *)slot = 1;
    void *frames = s->frames;
    if ((rc = cgu_ctx_grow(s->ctx, &frames, &s->frames_cap, s->nframes + 1, sizeof *s->frames,
                           "impartial: the search stack")) != CG_OK)
        return rc;
    s->frames = frames;
    if ((rc = cg_state_list_add(&s->states, state, len)) != CG_OK)
        return rc;
    frame *f = &s->frames[s->nframes++];
    memset(f, 0, sizeof *f);
    f->state = s->states.n - 1;
    f->first = f->next = s->opts.n;
    f->vals = s->ngrundies;
    f->min_p[0] = f->min_p[1] = UINT32_MAX;
    /* The state's bytes may move when the list grows: list from a copy. */
    state = impartial_states_at(&s->states, f->state, &len);
    rc = s->g->rules.options(s->g->rules.user_data, state, len, &s->opts);
    f = &s->frames[s->nframes - 1];
    f->end = s->opts.n;
    return rc == 0 ? CG_OK : callback_status(rc);
}

static int push_grundy(search *s, uint64_t g)
{
    void *p = s->grundies;
    int rc = cgu_ctx_grow(s->ctx, &p, &s->grundies_cap, s->ngrundies + 1, sizeof *s->grundies,
                          "impartial: the search's value stack");
    s->grundies = p;
    if (rc == CG_OK)
        s->grundies[s->ngrundies++] = g;
    return rc;
}

/* Take an option's values into its frame. */
static int absorb(search *s, frame *f, const values *v)
{
    if (s->kind == GRUNDY_SEARCH)
        return push_grundy(s, v->grundy);
    const uint32_t r[2] = { v->remote, v->misere_remote };
    for (int play = 0; play < 2; play++) {
        /* P-positions: even remoteness in normal play, odd in misère play. */
        if (r[play] % 2 == (uint32_t)play) {
            f->has_p[play] = 1;
            if (r[play] < f->min_p[play])
                f->min_p[play] = r[play];
        }
        if (r[play] > f->max_r[play])
            f->max_r[play] = r[play];
    }
    return CG_OK;
}

/* The mex of the frame's Grundy values (there are at most n, so n + 1 bits decide). */
static int mex(search *s, const frame *f, uint64_t *out)
{
    size_t n = s->ngrundies - f->vals, words = n / 64 + 1;
    void *p = s->bits;
    int rc = cgu_grow(&p, &s->bits_cap, words, sizeof *s->bits);
    s->bits = p;
    if (rc != CG_OK)
        return rc;
    uint64_t *bits = s->bits;
    memset(bits, 0, words * sizeof *bits);
    for (size_t i = f->vals; i < s->ngrundies; i++)
        if (s->grundies[i] <= n)
            bits[s->grundies[i] / 64] |= UINT64_C(1) << (s->grundies[i] % 64);
    size_t w = 0;
    while (bits[w] == UINT64_MAX)
        w++;
    *out = (uint64_t)w * 64 + (uint64_t)__builtin_ctzll(~bits[w]);
    return CG_OK;
}

/* All options seen: memoise the frame's state and pop it. */
static int finish(search *s)
{
    frame *f = &s->frames[s->nframes - 1];
    values v;
    memset(&v, 0, sizeof v);
    int rc = CG_OK;
    if (s->kind == GRUNDY_SEARCH) {
        rc = mex(s, f, &v.grundy);
    } else if (f->end > f->first) {
        v.remote = 1 + (f->has_p[0] ? f->min_p[0] : f->max_r[0]);
        v.misere_remote = 1 + (f->has_p[1] ? f->min_p[1] : f->max_r[1]);
    }
    size_t len;
    const uint8_t *state = impartial_states_at(&s->states, f->state, &len);
    void *slot;
    size_t nk = make_key(s, state, len);
    if (rc == CG_OK)
        rc = cgu_ctx_memo_reserve(s->ctx, s->memo, nk, "impartial: the memo");
    if (rc == CG_OK)
        rc = cgu_wmap_insert(s->memo, s->key, nk, &slot, NULL);
    if (rc != CG_OK)
        return rc;
    memcpy(slot, &v, sizeof v);
    int *mark = cgu_wmap_find(&s->on_stack, s->key, make_key(s, state, len));
    *mark = 0;
    impartial_states_truncate(&s->opts, f->first);
    impartial_states_truncate(&s->states, f->state);
    s->ngrundies = f->vals;
    s->nframes--;
    return CG_OK;
}

/* Run frames until the stack is empty again. */
static int run(search *s)
{
    int rc = CG_OK;
    while (rc == CG_OK && s->nframes > 0) {
        frame *f = &s->frames[s->nframes - 1];
        if (f->next == f->end) {
            rc = finish(s);
            continue;
        }
        if ((rc = cgu_ctx_charge(s->ctx, 1)) != CG_OK)
            break;
        size_t len;
        const uint8_t *option = impartial_states_at(&s->opts, f->next, &len);
        int found;
        values v;
        if ((rc = evaluate(s, option, len, &found, &v)) != CG_OK)
            break;
        if (!found) {
            rc = push(s);   /* this option is looked at again afterwards */
            continue;
        }
        f->next++;
        rc = absorb(s, f, &v);
    }
    return rc;
}

/* The values of a state in one of the searches. */
static int values_of(cg_ctx *ctx, const cg_impartial *g, int kind, const uint8_t *state,
                     size_t len, values *out)
{
    search *s = cgu_calloc(1, sizeof *s);
    if (s == NULL)
        return CG_ENOMEM;
    memo_state *m = cgu_ctx_state_get(ctx, CGU_SLOT_IMPARTIAL, &memo_ops);
    int rc = m == NULL ? CG_ENOMEM : CG_OK;
    if (rc == CG_OK) {
        s->ctx = ctx;
        s->g = g;
        s->kind = kind;
        s->memo = &m->memo;
        cgu_wmap_init(&s->on_stack, sizeof(int));
    }
    /* The state is an option of nothing: evaluate it as one until known. */
    while (rc == CG_OK) {
        int found;
        rc = evaluate(s, state, len, &found, out);
        if (rc != CG_OK || found)
            break;
        if ((rc = push(s)) == CG_OK)
            rc = run(s);
    }
    if (m != NULL)
        cgu_wmap_destroy(&s->on_stack);
    cgu_free(s->frames);
    cgu_free(s->grundies);
    cgu_free(s->bits);
    impartial_states_free(&s->states);
    impartial_states_free(&s->opts);
    impartial_states_free(&s->canon);
    impartial_states_free(&s->parts);
    impartial_states_free(&s->missing);
    cgu_free(s);
    return rc;
}

/* Callbacks always get a valid pointer, also for the empty state (which the
 * caller may give as NULL). */
static const uint8_t no_bytes[1];

static const uint8_t *bytes_of(const void *state)
{
    return state != NULL ? state : no_bytes;
}

/* The checks every query shares; begins the context's call. */
static int begin(cg_ctx *ctx, const cg_impartial *g, const void *state, size_t len, cg_play play)
{
    if (ctx == NULL || g == NULL || (state == NULL && len > 0) ||
        (play != CG_PLAY_NORMAL && play != CG_PLAY_MISERE))
        return CG_EINVAL;
    if (len > CG_IMPARTIAL_MAX_STATE)
        return CG_ERANGE;
    cgu_ctx_begin(ctx);
    return CG_OK;
}

/* Whether a state is a P-position under the play. */
static int is_p(cg_ctx *ctx, const cg_impartial *g, const uint8_t *state, size_t len,
                cg_play play, int *p)
{
    values v;
    int rc = values_of(ctx, g, play == CG_PLAY_NORMAL ? GRUNDY_SEARCH : FULL_SEARCH, state, len, &v);
    if (rc == CG_OK)
        *p = play == CG_PLAY_NORMAL ? v.grundy == 0 : v.misere_remote % 2 == 1;
    return rc;
}

CG_EXPORT int cg_impartial_grundy(cg_ctx *ctx, const cg_impartial *g, const void *state, size_t len,
                                  uint64_t *value)
{
    CGU_CTX_ENTER(ctx);
    int rc = value == NULL ? CG_EINVAL : begin(ctx, g, state, len, CG_PLAY_NORMAL);
    values v;
    if (rc == CG_OK && (rc = values_of(ctx, g, GRUNDY_SEARCH, bytes_of(state), len, &v)) == CG_OK)
        *value = v.grundy;
    return rc;
}

CG_EXPORT int cg_impartial_outcome(cg_ctx *ctx, const cg_impartial *g, const void *state, size_t len,
                                   cg_play play, cg_outcome *out)
{
    CGU_CTX_ENTER(ctx);
    int rc = out == NULL ? CG_EINVAL : begin(ctx, g, state, len, play);
    int p;
    if (rc == CG_OK && (rc = is_p(ctx, g, bytes_of(state), len, play, &p)) == CG_OK)
        *out = p ? CG_OUTCOME_P : CG_OUTCOME_N;
    return rc;
}

CG_EXPORT int cg_impartial_remoteness(cg_ctx *ctx, const cg_impartial *g, const void *state,
                                      size_t len, cg_play play, uint32_t *out)
{
    CGU_CTX_ENTER(ctx);
    int rc = out == NULL ? CG_EINVAL : begin(ctx, g, state, len, play);
    values v;
    if (rc == CG_OK && (rc = values_of(ctx, g, FULL_SEARCH, bytes_of(state), len, &v)) == CG_OK)
        *out = play == CG_PLAY_NORMAL ? v.remote : v.misere_remote;
    return rc;
}

CG_EXPORT int cg_impartial_winning_move(cg_ctx *ctx, const cg_impartial *g, const void *state,
                                        size_t len, cg_play play, void *move, size_t cap,
                                        size_t *move_len)
{
    CGU_CTX_ENTER(ctx);
    if (move_len == NULL || (move == NULL && cap > 0))
        return CG_EINVAL;
    int rc = begin(ctx, g, state, len, play);
    if (rc != CG_OK)
        return rc;
    cg_state_list options;
    memset(&options, 0, sizeof options);
    rc = g->rules.options(g->rules.user_data, bytes_of(state), len, &options);
    rc = rc == 0 ? CG_EDOMAIN : callback_status(rc);   /* no winning option found yet */
    for (size_t i = 0; rc == CG_EDOMAIN && i < options.n; i++) {
        size_t olen;
        const uint8_t *option = impartial_states_at(&options, i, &olen);
        int p;
        int st = is_p(ctx, g, option, olen, play, &p);
        if (st != CG_OK) {
            rc = st;
        } else if (p) {
            *move_len = olen;
            if (olen > cap) {
                rc = CG_ERANGE;
            } else {
                if (olen > 0)
                    memcpy(move, option, olen);
                rc = CG_OK;
            }
        }
    }
    impartial_states_free(&options);
    return rc;
}
