/*
 * The generic engine (impartial.h, games given by callbacks) against the
 * library's dedicated modules: Nim, the spoiled-cookie game, Cookie Monster
 * and a one-row Cookie Cutter, each re-implemented here as rules, compared on
 * every small position in both plays; then cycles, failing callbacks, limits
 * and bad arguments.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <cookiegame.h>

#include "run-suite.h"
#include "fast-check.h"
#include "impartial-rules.h"

static const cg_play plays[2] = { CG_PLAY_NORMAL, CG_PLAY_MISERE };

/* ---- Nim (impartial-rules.h) ---- */

static cg_impartial *make(cg_state_fn options, cg_state_fn canonical, cg_state_fn split, void *u)
{
    cg_impartial_rules rules = { options, canonical, split, u };
    cg_impartial *g = NULL;
    ck_assert_int_eq(cg_impartial_new(&rules, &g), CG_OK);
    return g;
}

START_TEST(nim_through_callbacks)
{
    /* With and without the canonicaliser and the splitter: every tuple of
     * 3 heaps to 6, against nim-sums and Bouton's rules (impartial.h). */
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (int variant = 0; variant < 4; variant++) {
        cg_impartial *g = make(nim_options, variant & 1 ? rules_sorted : NULL, variant & 2 ? nim_split : NULL, NULL);
        for (unsigned code = 0; code < 7 * 7 * 7; code++) {
            uint8_t s[3] = { (uint8_t)(code % 7), (uint8_t)(code / 7 % 7), (uint8_t)(code / 49) };
            uint64_t h[3] = { s[0], s[1], s[2] }, gv;
            FAST_CHECK(cg_impartial_grundy(ctx, g, s, 3, &gv) == CG_OK, "grundy");
            FAST_CHECK(gv == (h[0] ^ h[1] ^ h[2]), "nim %u: %llu", code, (unsigned long long)gv);
            for (int k = 0; k < 2; k++) {
                cg_outcome o, want;
                FAST_CHECK(cg_impartial_outcome(ctx, g, s, 3, plays[k], &o) == CG_OK, "outcome");
                FAST_CHECK(cg_nim_outcome(h, 3, plays[k], &want) == CG_OK, "nim");
                FAST_CHECK(o == want, "nim %u play %d", code, k);
                uint8_t m[3];
                size_t mlen = 0;
                int rc = cg_impartial_winning_move(ctx, g, s, 3, plays[k], m, 3, &mlen);
                /* none at the end of play, where misère play makes it N */
                int wins = want == CG_OUTCOME_N && (s[0] | s[1] | s[2]) != 0;
                FAST_CHECK(rc == (wins ? CG_OK : CG_EDOMAIN), "winning move %u", code);
                if (rc == CG_OK) {
                    uint64_t hm[3] = { m[0], m[1], m[2] };
                    cg_outcome after;
                    FAST_CHECK(mlen == 3 && cg_nim_outcome(hm, 3, plays[k], &after) == CG_OK &&
                                   after == CG_OUTCOME_P, "the move %u wins", code);
                }
            }
        }
        cg_impartial_free(g);
    }
    cg_ctx_free(ctx);
}
END_TEST

/* ---- the spoiled-cookie game: one byte per heap ---- */

static void cookie_compare(cg_ctx *ctx, cg_impartial *g, const uint8_t *s, size_t n)
{
    uint32_t h[64];
    for (size_t i = 0; i < n; i++)
        h[i] = s[i];
    cg_position *p;
    FAST_CHECK(cg_position_new(h, n, &p) == CG_OK, "position");
    uint64_t gv;
    uint32_t want_g, r, want_r;
    cg_outcome o, want;
    FAST_CHECK(cg_impartial_grundy(ctx, g, s, n, &gv) == CG_OK, "grundy");
    FAST_CHECK(cg_position_grundy(ctx, p, &want_g) == CG_OK && gv == want_g, "cookie grundy");
    FAST_CHECK(cg_impartial_remoteness(ctx, g, s, n, CG_PLAY_NORMAL, &r) == CG_OK, "remoteness");
    FAST_CHECK(cg_position_remoteness(ctx, p, &want_r) == CG_OK && r == want_r, "cookie remoteness");
    FAST_CHECK(cg_impartial_outcome(ctx, g, s, n, CG_PLAY_MISERE, &o) == CG_OK, "misere");
    FAST_CHECK(cg_position_misere_outcome(ctx, p, &want) == CG_OK && o == want, "cookie misere");
    FAST_CHECK(cg_impartial_remoteness(ctx, g, s, n, CG_PLAY_MISERE, &r) == CG_OK, "misere r");
    FAST_CHECK(cg_position_misere_remoteness(ctx, p, &want_r) == CG_OK && r == want_r,
               "cookie misere remoteness");
    cg_position_free(p);
}

START_TEST(spoiled_cookies_through_callbacks)
{
    /* Every multiset of at most 6 heaps of at most 6, then random positions
     * of 12 heaps, against cookie.h's search (itself checked against a naive
     * player): Grundy value, remoteness, misère outcome and remoteness. */
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    cg_impartial *g = make(cookie_options, cookie_canonical, NULL, NULL);
    for (size_t n = 0; n <= 6; n++) {
        uint8_t s[6] = { 0 };
        for (;;) {
            cookie_compare(ctx, g, s, n);
            size_t i = n;
            while (i > 0 && s[i - 1] == 6)
                i--;
            if (i == 0)
                break;
            s[i - 1]++;
            for (size_t j = i; j < n; j++)
                s[j] = s[i - 1];
        }
    }
    uint64_t state = 7;
    for (int round = 0; round < (quick() ? 5 : 40); round++) {
        uint8_t s[12];
        for (int i = 0; i < 12; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            s[i] = (uint8_t)(state >> 59) % 13;
        }
        cookie_compare(ctx, g, s, 12);
    }
    cg_impartial_free(g);
    cg_ctx_free(ctx);
}
END_TEST

/* ---- Cookie Monster on three jars: a byte per jar ---- */

static int monster_options(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    for (unsigned set = 1; set < (1u << len); set++)
        for (uint8_t t = 1;; t++) {
            uint8_t a[8];
            int ok = 1;
            for (size_t i = 0; i < len; i++) {
                a[i] = state[i];
                if (set >> i & 1u) {
                    ok &= state[i] >= t;
                    a[i] = (uint8_t)(state[i] - t);
                }
            }
            if (!ok)
                break;
            int rc = cg_state_list_add(out, a, len);
            if (rc != CG_OK)
                return rc;
        }
    return 0;
}

START_TEST(cookie_monster_through_callbacks)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    cg_impartial *g = make(monster_options, rules_sorted, NULL, NULL);
    cg_cmnim *cm;
    ck_assert_int_eq(cg_cmnim_new_family(3, CG_CMNIM_COOKIE_MONSTER, &cm), CG_OK);
    for (unsigned code = 0; code < 9 * 9 * 9; code++) {
        uint8_t s[3] = { (uint8_t)(code % 9), (uint8_t)(code / 9 % 9), (uint8_t)(code / 81) };
        uint64_t x[3] = { s[0], s[1], s[2] }, gv, want_g;
        int p;
        cg_outcome o;
        FAST_CHECK(cg_impartial_grundy(ctx, g, s, 3, &gv) == CG_OK, "grundy");
        FAST_CHECK(cg_cmnim_grundy(ctx, cm, x, &want_g) == CG_OK && gv == want_g, "monster %u", code);
        FAST_CHECK(cg_impartial_outcome(ctx, g, s, 3, CG_PLAY_MISERE, &o) == CG_OK, "misere");
        FAST_CHECK(cg_cmnim_misere_is_p(ctx, cm, x, &p) == CG_OK && p == (o == CG_OUTCOME_P),
                   "misere monster %u", code);
    }
    cg_cmnim_free(cm);
    cg_impartial_free(g);
    cg_ctx_free(ctx);
}
END_TEST

/* ---- one row of Cookie Cutter under a 1 x w cutter: a byte per cell ---- */

static int row_options(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    size_t w = *(const size_t *)u;
    uint8_t a[64];
    for (long start = 1 - (long)w; start < (long)len; start++) {
        int covers = 0;
        memcpy(a, state, len);
        for (long c = start; c < start + (long)w; c++)
            if (c >= 0 && c < (long)len) {
                covers |= a[c];
                a[c] = 0;
            }
        int rc = covers ? cg_state_list_add(out, a, len) : CG_OK;
        if (rc != CG_OK)
            return rc;
    }
    return 0;
}

/* Components: runs of cookies that no cut can touch together (gaps of w or more). */
static int row_split(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    size_t w = *(const size_t *)u, start = 0, last = 0;
    int open = 0;
    for (size_t c = 0; c <= len; c++) {
        int close = open && (c == len || (state[c] && c - last >= w));
        if (close) {
            int rc = cg_state_list_add(out, state + start, last + 1 - start);
            if (rc != CG_OK)
                return rc;
            open = 0;
        }
        if (c < len && state[c]) {
            if (!open)
                start = c;
            open = 1;
            last = c;
        }
    }
    return 0;
}

START_TEST(one_row_cutter_through_callbacks)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    for (size_t w = 1; w <= 3; w++) {
        cg_impartial *g = make(row_options, NULL, row_split, &w);
        for (size_t n = 1; n <= 10; n++)
            for (unsigned mask = 0; mask < (1u << n); mask++) {
                uint8_t s[10];
                for (size_t c = 0; c < n; c++)
                    s[c] = (uint8_t)(mask >> c & 1u);
                uint64_t gv;
                uint32_t want_g;
                cg_outcome o, want;
                FAST_CHECK(cg_impartial_grundy(ctx, g, s, n, &gv) == CG_OK, "grundy");
                FAST_CHECK(cg_cutter_grundy(ctx, 1, (uint32_t)n, s, 1, (uint32_t)w, &want_g) == CG_OK &&
                               gv == want_g, "row %x of %zu, w %zu: %llu, cutter %u", mask, n, w,
                           (unsigned long long)gv, want_g);
                FAST_CHECK(cg_impartial_outcome(ctx, g, s, n, CG_PLAY_MISERE, &o) == CG_OK, "misere");
                FAST_CHECK(cg_cutter_misere_outcome(ctx, 1, (uint32_t)n, s, 1, (uint32_t)w, &want) == CG_OK &&
                               o == want, "misere row %x of %zu, w %zu", mask, n, w);
            }
        cg_impartial_free(g);
    }
    cg_ctx_free(ctx);
}
END_TEST

/* ---- failures ---- */

/* "a" -> "b" -> "a": not a short game. */
static int cycle_options(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    (void)len;
    uint8_t next = state[0] == 'a' ? 'b' : 'a';
    return cg_state_list_add(out, &next, 1);
}

static int failing_options(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    (void)out;
    return len > 2 && state[0] == 3 ? 42 : nim_options(NULL, state, len, out);
}

static int two_forms(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    int rc = cg_state_list_add(out, state, len);
    return rc != CG_OK ? rc : cg_state_list_add(out, state, len);
}

static int too_long(void *u, const uint8_t *state, size_t len, cg_state_list *out)
{
    (void)u;
    (void)state;
    static uint8_t big[CG_IMPARTIAL_MAX_STATE + 1];
    return len == 0 ? 0 : cg_state_list_add(out, big, sizeof big);
}

START_TEST(cycles_failures_limits_and_bad_arguments)
{
    cg_ctx *ctx;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    uint64_t v = 77;
    uint32_t r = 77;
    cg_outcome o = CG_OUTCOME_L;
    size_t len = 0;
    uint8_t move[4];

    cg_impartial *cyc = make(cycle_options, NULL, NULL, NULL);
    for (int k = 0; k < 2; k++) {
        ck_assert_int_eq(cg_impartial_outcome(ctx, cyc, "a", 1, plays[k], &o), CG_EDOMAIN);
        ck_assert_int_eq(cg_impartial_remoteness(ctx, cyc, "b", 1, plays[k], &r), CG_EDOMAIN);
    }
    ck_assert_int_eq(cg_impartial_grundy(ctx, cyc, "a", 1, &v), CG_EDOMAIN);
    ck_assert_int_eq(cg_impartial_winning_move(ctx, cyc, "a", 1, CG_PLAY_NORMAL, move, 4, &len), CG_EDOMAIN);
    /* and again: nothing of the failed search was kept as an answer */
    ck_assert_int_eq(cg_impartial_grundy(ctx, cyc, "a", 1, &v), CG_EDOMAIN);

    cg_impartial *fail = make(failing_options, NULL, NULL, NULL);
    const uint8_t s[3] = { 3, 1, 2 }, fine[3] = { 2, 1, 2 };
    ck_assert_int_eq(cg_impartial_grundy(ctx, fail, s, 3, &v), CG_ECANCELED);
    ck_assert_int_eq(cg_impartial_grundy(ctx, fail, fine, 3, &v), CG_OK);
    ck_assert_uint_eq(v, 1);
    cg_impartial *two = make(nim_options, two_forms, NULL, NULL);
    ck_assert_int_eq(cg_impartial_grundy(ctx, two, fine, 3, &v), CG_EINVAL);
    cg_impartial *big = make(too_long, NULL, NULL, NULL);
    ck_assert_int_eq(cg_impartial_grundy(ctx, big, "x", 1, &v), CG_ERANGE);

    cg_impartial *nim = make(nim_options, rules_sorted, nim_split, NULL);
    const uint8_t heaps[3] = { 30, 40, 50 };
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 100), CG_OK);
    ck_assert_int_eq(cg_impartial_remoteness(ctx, nim, heaps, 3, CG_PLAY_MISERE, &r), CG_ELIMIT);
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 0), CG_OK);
    ck_assert_int_eq(cg_impartial_remoteness(ctx, nim, heaps, 3, CG_PLAY_MISERE, &r), CG_OK);
    ck_assert_int_eq(cg_impartial_winning_move(ctx, nim, heaps, 3, CG_PLAY_NORMAL, move, 2, &len), CG_ERANGE);
    ck_assert_uint_eq(len, 3);
    ck_assert_int_eq(cg_impartial_winning_move(ctx, nim, heaps, 3, CG_PLAY_NORMAL, move, 4, &len), CG_OK);
    ck_assert(len == 3 && (move[0] ^ move[1] ^ move[2]) == 0);

    /* NULL and out-of-range arguments; outputs untouched */
    cg_impartial_rules none = { NULL, NULL, NULL, NULL };
    cg_impartial *g = (cg_impartial *)&g;
    ck_assert_int_eq(cg_impartial_new(&none, &g), CG_EINVAL);
    ck_assert_int_eq(cg_impartial_new(NULL, &g), CG_EINVAL);
    ck_assert_ptr_eq(g, (cg_impartial *)&g);
    v = 77;
    ck_assert_int_eq(cg_impartial_grundy(NULL, nim, heaps, 3, &v), CG_EINVAL);
    ck_assert_int_eq(cg_impartial_grundy(ctx, NULL, heaps, 3, &v), CG_EINVAL);
    ck_assert_int_eq(cg_impartial_grundy(ctx, nim, NULL, 3, &v), CG_EINVAL);
    ck_assert_int_eq(cg_impartial_grundy(ctx, nim, heaps, 3, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_impartial_grundy(ctx, nim, heaps, CG_IMPARTIAL_MAX_STATE + 1, &v), CG_ERANGE);
    ck_assert_int_eq(cg_impartial_outcome(ctx, nim, heaps, 3, (cg_play)2, &o), CG_EINVAL);
    ck_assert_int_eq(cg_impartial_remoteness(ctx, nim, heaps, 3, CG_PLAY_NORMAL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_impartial_winning_move(ctx, nim, heaps, 3, CG_PLAY_NORMAL, NULL, 4, &len), CG_EINVAL);
    ck_assert_int_eq(cg_impartial_winning_move(ctx, nim, heaps, 3, CG_PLAY_NORMAL, move, 4, NULL), CG_EINVAL);
    ck_assert_uint_eq(v, 77);
    ck_assert_int_eq(cg_state_list_add(NULL, "a", 1), CG_EINVAL);
    /* the empty state: no move; P in normal play, N in misère play */
    ck_assert_int_eq(cg_impartial_grundy(ctx, nim, NULL, 0, &v), CG_OK);
    ck_assert_uint_eq(v, 0);
    ck_assert_int_eq(cg_impartial_outcome(ctx, nim, NULL, 0, CG_PLAY_MISERE, &o), CG_OK);
    ck_assert_int_eq(o, CG_OUTCOME_N);
    cg_impartial_free(NULL);
    cg_impartial_free(nim);
    cg_impartial_free(big);
    cg_impartial_free(two);
    cg_impartial_free(fail);
    cg_impartial_free(cyc);
    cg_ctx_free(ctx);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("impartial-engine");
    TCase *tc = tcase_create("engine");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, nim_through_callbacks);
    tcase_add_test(tc, spoiled_cookies_through_callbacks);
    tcase_add_test(tc, cookie_monster_through_callbacks);
    tcase_add_test(tc, one_row_cutter_through_callbacks);
    tcase_add_test(tc, cycles_failures_limits_and_bad_arguments);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
