/*
 * Depth-first search over Cookie Cutter parts with an explicit stack (a game on
 * 4096 cookies can last 4096 moves). A frame is one part and its place in the
 * sweep of cutter placements; an option whose parts are not all known pushes the
 * first unknown part and is evaluated again when that part is done. The values
 * of the options of a frame sit on a shared value stack until its mex is taken.
 *
 * Misère play runs the same search with two changes. The board is never split:
 * a misère position is not the nim-sum of its parts, so each frame is a whole
 * board (translating, trimming and mirror images are isomorphisms of the game
 * tree and stay). And a frame's value is its misère remoteness: 0 for the
 * empty board (nobody can move, the player to move has won), otherwise 1 + the
 * least odd remoteness of an option (a misère P-position) if there is one,
 * else 1 + the largest. A board is a misère N-position exactly when its
 * remoteness is even.
 */
#include "board_search.h"
#include "small.h"

#include <string.h>

#include <cookiegame/cutter.h>

#include "util/alloc.h"
#include "util/export.h"
#include "util/detail.h"
#include "util/wmap.h"

typedef struct cutter_state {
    cgu_wmap memo;          /* key (cutter_key) -> uint32_t Grundy value of a part */
    cgu_wmap misere_memo;   /* key (cutter_key) -> misère outcome of a whole board */
    cutter_table small;        /* Grundy values of parts of boards up to 8 x 8 (small.c) */
} cutter_state;

static void state_clear(void *p)
{
    cutter_state *st = p;
    cgu_wmap_destroy(&st->memo);
    cgu_wmap_destroy(&st->misere_memo);
    cutter_table_destroy(&st->small);
}

static void state_destroy(void *p)
{
    state_clear(p);
    cgu_free(p);
}

static int state_init(void *p)
{
    cutter_state *st = p;
    cgu_wmap_init(&st->memo, sizeof(uint32_t));
    cgu_wmap_init(&st->misere_memo, sizeof(uint32_t));
    return CG_OK;
}

static const cgu_ctx_slot_ops state_ops = { sizeof(cutter_state), state_init, state_clear,
                                            state_destroy };

static cutter_state *get_state(cg_ctx *ctx)
{
    return cgu_ctx_state_get(ctx, CGU_SLOT_CUTTER, &state_ops);
}

size_t cutter_memo_size(cg_ctx *ctx)
{
    cutter_state *st = cgu_ctx_state(ctx, CGU_SLOT_CUTTER);
    return st == NULL ? 0 : st->memo.count + st->misere_memo.count + st->small.count;
}

typedef struct frame {
    cutter_part part;     /* normalised (when asked) */
    uint32_t cr, cc;   /* the cutter, clamped to the part when normalising */
    int32_t pr, pc;    /* current placement (top-left corner, may overhang) */
    size_t vals;       /* start of this frame's values */
} frame;

typedef struct search {
    cg_ctx *ctx;
    cutter_state *st;
    cgu_wmap *memo;    /* st->memo, or st->misere_memo in misère play */
    int misere;
    unsigned flags;
    frame *frames;
    size_t nframes, frames_cap;
    uint32_t *values;
    size_t nvalues, values_cap;
    uint64_t *scratch;
    size_t scratch_cap;
    cutter_part *parts;   /* room for one part per cookie of the board */
    size_t parts_cap;
} search;

/* Prepare a part for the memo: normalise and clamp the cutter. */
static void prepare(const search *s, cutter_part *p, uint32_t *cr, uint32_t *cc)
{
    if (s->flags & CUTTER_NORMALIZE) {
        cutter_normalize(p);
        if (*cr > p->h)
            *cr = p->h;
        if (*cc > p->w)
            *cc = p->w;
    }
}

static const uint32_t *lookup(const search *s, const cutter_part *p, uint32_t cr, uint32_t cc)
{
    uint64_t key[CUTTER_KEY_WORDS];
    size_t n = cutter_key(p, cr, cc, (s->flags & CUTTER_SYMMETRY) != 0, key);
    return cgu_wmap_find(s->memo, key, n);
}

static int push_frame(search *s, const cutter_part *p, uint32_t cr, uint32_t cc)
{
    if (s->nframes == s->frames_cap) {
        void *f = s->frames;
        int rc = cgu_ctx_grow(s->ctx, &f, &s->frames_cap, s->nframes + 1, sizeof *s->frames,
                              "cutter: the search stack");
        if (rc != CG_OK)
            return rc;
        s->frames = f;
    }
    frame *f = &s->frames[s->nframes++];
    f->part = *p;
    f->cr = cr;
    f->cc = cc;
    f->pr = -(int32_t)(cr - 1);
    f->pc = -(int32_t)(cc - 1);
    f->vals = s->nvalues;
    return CG_OK;
}

static int push_value(search *s, uint32_t v)
{
    if (s->nvalues == s->values_cap) {
        void *p = s->values;
        int rc = cgu_ctx_grow(s->ctx, &p, &s->values_cap, s->nvalues + 1, sizeof *s->values,
                              "cutter: the search's value stack");
        if (rc != CG_OK)
            return rc;
        s->values = p;
    }
    s->values[s->nvalues++] = v;
    return CG_OK;
}

/*
 * The value of position q (cutter cr x cc) if all its parts are known: *known = 1
 * and *v = the XOR. Otherwise *known = 0 and *missing is the first unknown part,
 * prepared, with its cutter.
 */
static void evaluate(search *s, const cutter_part *q, uint32_t cr, uint32_t cc, int *known,
                     uint32_t *v, cutter_part *missing, uint32_t *mcr, uint32_t *mcc)
{
    size_t n = 1;
    if ((s->flags & CUTTER_SPLIT) && !s->misere)
        n = cutter_split(q, cr, cc, s->parts, s->parts_cap);
    else
        s->parts[0] = *q;
    uint32_t x = 0;
    for (size_t i = 0; i < n; i++) {
        cutter_part *p = &s->parts[i];
        if (cutter_empty(p))
            continue;   /* no cookies, no moves: Grundy value 0, misère remoteness 0 */
        uint32_t pcr = cr, pcc = cc;
        prepare(s, p, &pcr, &pcc);
        const uint32_t *val = lookup(s, p, pcr, pcc);
        if (val == NULL) {
            *known = 0;
            *missing = *p;
            *mcr = pcr;
            *mcc = pcc;
            return;
        }
        x ^= *val;
    }
    *known = 1;
    *v = x;
}

/* The misère remoteness of a frame from its options' (there is at least one). */
static uint32_t misere_remoteness(const search *s, const frame *f)
{
    uint32_t least_odd = UINT32_MAX, most = 0;
    for (size_t i = f->vals; i < s->nvalues; i++) {
        uint32_t r = s->values[i];
        if (r % 2 == 1 && r < least_odd)
            least_odd = r;
        if (r > most)
            most = r;
    }
    return 1 + (least_odd != UINT32_MAX ? least_odd : most);
}

/* Store the frame's value: the mex of its options' Grundy values, or in
 * misère play its remoteness. */
static int mex_store(search *s, frame *f, uint32_t *out)
{
    size_t n = s->nvalues - f->vals, words = n / 64 + 1;
    if (words > s->scratch_cap) {
        void *p = s->scratch;
        int rc = cgu_grow(&p, &s->scratch_cap, words, sizeof *s->scratch);
        if (rc != CG_OK)
            return rc;
        s->scratch = p;
    }
    memset(s->scratch, 0, words * sizeof *s->scratch);
    for (size_t i = f->vals; i < s->nvalues; i++)
        if (s->values[i] <= n)
            s->scratch[s->values[i] >> 6] |= UINT64_C(1) << (s->values[i] & 63);
    size_t w = 0;
    while (s->scratch[w] == UINT64_MAX)
        w++;
    uint32_t v = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(~s->scratch[w]));
    if (s->misere)
        v = misere_remoteness(s, f);
    uint64_t key[CUTTER_KEY_WORDS];
    size_t nk = cutter_key(&f->part, f->cr, f->cc, (s->flags & CUTTER_SYMMETRY) != 0, key);
    void *slot;
    int rc = cgu_ctx_memo_reserve(s->ctx, s->memo, nk, "cutter: the memo");
    if (rc == CG_OK)
        rc = cgu_wmap_insert(s->memo, key, nk, &slot, NULL);
    if (rc != CG_OK)
        return rc;
    memcpy(slot, &v, sizeof v);
    *out = v;
    return CG_OK;
}

/* Run frames until the stack is empty again. */
static int run(search *s)
{
    int rc = CG_OK;
    cutter_part q, missing;
    while (s->nframes > 0) {
        frame *f = &s->frames[s->nframes - 1];
        int descend = 0;
        while (f->pr < (int32_t)f->part.h) {
            /* The cutter's rows [pr, pr + cr) and columns [pc, pc + cc). */
            uint32_t r0 = f->pr < 0 ? 0 : (uint32_t)f->pr;
            uint32_t r1 = (uint32_t)(f->pr + (int32_t)f->cr);
            if (r1 > f->part.h)
                r1 = f->part.h;
            uint32_t c0 = f->pc < 0 ? 0 : (uint32_t)f->pc;
            uint32_t c1 = (uint32_t)(f->pc + (int32_t)f->cc);
            if (c1 > f->part.w)
                c1 = f->part.w;
            uint64_t cols = (c1 - c0 >= 64 ? UINT64_MAX : ((UINT64_C(1) << (c1 - c0)) - 1)) << c0;
            int covers = 0;
            for (uint32_t r = r0; r < r1; r++)
                covers |= (f->part.row[r] & cols) != 0;
            if (covers) {
                if ((rc = cgu_ctx_charge(s->ctx, 1)) != CG_OK)
                    return rc;
                q = f->part;
                for (uint32_t r = r0; r < r1; r++)
                    q.row[r] &= ~cols;
                int known;
                uint32_t v = 0, mcr, mcc;
                evaluate(s, &q, f->cr, f->cc, &known, &v, &missing, &mcr, &mcc);
                if (!known) {
                    if ((rc = push_frame(s, &missing, mcr, mcc)) != CG_OK)
                        return rc;
                    descend = 1;
                    break;   /* this placement is evaluated again afterwards */
                }
                if ((rc = push_value(s, v)) != CG_OK)
                    return rc;
            }
            if (++f->pc >= (int32_t)f->part.w) {
                f->pc = -(int32_t)(f->cc - 1);
                f->pr++;
            }
        }
        if (descend)
            continue;
        uint32_t v;
        if ((rc = mex_store(s, f, &v)) != CG_OK)
            return rc;
        s->nvalues = f->vals;
        s->nframes--;
    }
    return rc;
}

int cutter_search(cg_ctx *ctx, const cutter_part *board, uint32_t cr, uint32_t cc, unsigned flags,
                  int misere, uint32_t *g)
{
    search s;
    memset(&s, 0, sizeof s);
    s.ctx = ctx;
    s.flags = flags;
    s.misere = misere;
    s.st = get_state(ctx);
    if (s.st == NULL)
        return CG_ENOMEM;
    s.memo = misere ? &s.st->misere_memo : &s.st->memo;
    if (cr > board->h)
        cr = board->h;
    if (cc > board->w)
        cc = board->w;
    /* A position never has more parts than the board has cookies. */
    size_t cookies = 0;
    for (uint32_t r = 0; r < board->h; r++)
        cookies += (size_t)__builtin_popcountll(board->row[r]);
    s.parts_cap = cookies > 0 ? cookies : 1;
    s.parts = cgu_malloc_array(s.parts_cap, sizeof *s.parts);
    if (s.parts == NULL)
        return CG_ENOMEM;
    /* The board's value: its parts, each searched until it is known. */
    int rc = CG_OK;
    uint32_t value = 0;
    for (;;) {
        int known;
        cutter_part missing;
        uint32_t mcr, mcc;
        evaluate(&s, board, cr, cc, &known, &value, &missing, &mcr, &mcc);
        if (known)
            break;
        if ((rc = push_frame(&s, &missing, mcr, mcc)) != CG_OK || (rc = run(&s)) != CG_OK)
            break;
    }
    cgu_free(s.frames);
    cgu_free(s.values);
    cgu_free(s.scratch);
    cgu_free(s.parts);
    if (rc == CG_OK)
        *g = value;
    return rc;
}

int cutter_grundy(cg_ctx *ctx, const cutter_part *board, uint32_t cr, uint32_t cc, unsigned flags,
                  uint32_t *g)
{
    return cutter_search(ctx, board, cr, cc, flags, 0, g);
}

/* The public entry points: check the arguments, build the board, search. */
static int search_board(cg_ctx *ctx, uint32_t rows, uint32_t cols, const uint8_t *cells,
                        uint32_t cutter_rows, uint32_t cutter_cols, int misere,
                        const char *checkpoint, uint32_t *value)
{
    if (ctx == NULL || rows == 0 || cols == 0 || cutter_rows == 0 || cutter_cols == 0)
        return CG_EINVAL;
    if (rows > CUTTER_MAX || cols > CUTTER_MAX)
        return CG_ERANGE;
    cgu_ctx_begin(ctx);
    cutter_part *board = cgu_malloc(sizeof *board);
    if (board == NULL)
        return CG_ENOMEM;
    board->h = rows;
    board->w = cols;
    for (uint32_t r = 0; r < rows; r++) {
        uint64_t bits = 0;
        for (uint32_t c = 0; c < cols; c++)
            if (cells == NULL || cells[(size_t)r * cols + c] != 0)
                bits |= UINT64_C(1) << c;
        board->row[r] = bits;
    }
    int rc;
    if (!misere && rows <= CUTTER_SMALL_SIDE && cols <= CUTTER_SMALL_SIDE) {
        /* The same search on 64-bit words: about ten times faster (doc/cutter.md). */
        cutter_state *st = get_state(ctx);
        uint64_t bits = 0;
        for (uint32_t r = 0; r < rows; r++)
            bits |= board->row[r] << (8 * r);
        rc = st == NULL ? CG_ENOMEM
                        : cutter_small_grundy(ctx, &st->small, bits, cutter_rows, cutter_cols,
                                              checkpoint, value);
    } else {
        rc = cutter_search(ctx, board, cutter_rows, cutter_cols, CUTTER_ALL, misere, value);
    }
    cgu_free(board);
    return rc;
}

CG_EXPORT int cg_cutter_grundy(cg_ctx *ctx, uint32_t rows, uint32_t cols, const uint8_t *cells,
                               uint32_t cutter_rows, uint32_t cutter_cols, uint32_t *g)
{
    CGU_CTX_ENTER(ctx);
    if (g == NULL)
        return CG_EINVAL;
    return search_board(ctx, rows, cols, cells, cutter_rows, cutter_cols, 0, NULL, g);
}

CG_EXPORT int cg_cutter_grundy_checkpoint(cg_ctx *ctx, uint32_t rows, uint32_t cols,
                                          const uint8_t *cells, uint32_t cutter_rows,
                                          uint32_t cutter_cols, const char *checkpoint, uint32_t *g)
{
    CGU_CTX_ENTER(ctx);
    if (g == NULL)
        return CG_EINVAL;
    if (checkpoint != NULL && checkpoint[0] == '\0')
        return cgu_fail(CG_EINVAL, "cutter: the checkpoint's path is empty");
    if (checkpoint != NULL && rows <= CUTTER_MAX && cols <= CUTTER_MAX &&
        (rows > CUTTER_SMALL_SIDE || cols > CUTTER_SMALL_SIDE))
        return cgu_fail(CG_EDOMAIN,
                        "cutter: a checkpoint is kept for boards of at most %u x %u cells, not %u x %u",
                        CUTTER_SMALL_SIDE, CUTTER_SMALL_SIDE, rows, cols);
    return search_board(ctx, rows, cols, cells, cutter_rows, cutter_cols, 0, checkpoint, g);
}

CG_EXPORT int cg_cutter_misere_remoteness(cg_ctx *ctx, uint32_t rows, uint32_t cols,
                                          const uint8_t *cells, uint32_t cutter_rows,
                                          uint32_t cutter_cols, uint32_t *r)
{
    CGU_CTX_ENTER(ctx);
    if (r == NULL)
        return CG_EINVAL;
    return search_board(ctx, rows, cols, cells, cutter_rows, cutter_cols, 1, NULL, r);
}

CG_EXPORT int cg_cutter_misere_outcome(cg_ctx *ctx, uint32_t rows, uint32_t cols,
                                       const uint8_t *cells, uint32_t cutter_rows,
                                       uint32_t cutter_cols, cg_outcome *out)
{
    CGU_CTX_ENTER(ctx);
    if (out == NULL)
        return CG_EINVAL;
    uint32_t r;
    int rc = cg_cutter_misere_remoteness(ctx, rows, cols, cells, cutter_rows, cutter_cols, &r);
    if (rc == CG_OK)   /* the empty board, remoteness 0, is a win for the player to move */
        *out = r % 2 == 0 ? CG_OUTCOME_N : CG_OUTCOME_P;
    return rc;
}
