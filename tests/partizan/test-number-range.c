/*
 * Numbers at the edges of what the library holds (partizan.h: denominators up
 * to 2^CG_GAME_MAX_LOG2_DEN, integer parts up to CG_GAME_MAX_INTEGER, 64-bit
 * numerators). Every game made there, by braces, sums, negation or the
 * reader, is either right by the definitions (the thermograph oracle: stops,
 * mean, temperature and walls from the game tree, with exact rationals) or
 * refused with CG_ERANGE, and refused only when a number it would have to
 * hold is past the range. An early 1.2 kept {0 | 1/2^62}, the number 1/2^63,
 * as a game it did not know to be a number, and printed a wrong mean for it.
 */
#include <stdlib.h>
#include <string.h>

#include "partizan-tests.h"
#include "fast-check.h"
#include "run-suite.h"
#include "thermograph-oracle.h"

static opool *pool;
enum { UNHELD_NUMBER, UNHELD_THERMOGRAPH };
static unsigned char *marks[2];   /* follower_unheld's marks, by tree id */
static size_t marks_cap[2];

static void setup(void)
{
    partizan_setup();
    pool = opool_new();
}

static void teardown(void)
{
    partizan_teardown();
    opool_free(pool);
    pool = NULL;
    for (int i = 0; i < 2; i++) {
        free(marks[i]);
        marks[i] = NULL;
        marks_cap[i] = 0;
    }
}

/* ---- exact values ---- */

static orat rat_of(cg_dyadic d)
{
    return orat_make(d.num, (oint)1 << d.log2_den);
}

/* Whether an exact rational is a number the library holds, by partizan.h's
 * rule written out here: a dyadic num / 2^k with k <= CG_GAME_MAX_LOG2_DEN,
 * num within 64 bits, and a magnitude of at most CG_GAME_MAX_INTEGER. */
static int held(orat x)
{
    int k = 0;
    oint d = x.d;
    while (d % 2 == 0) {
        d /= 2;
        k++;
    }
    if (d != 1 || k > CG_GAME_MAX_LOG2_DEN || x.n > INT64_MAX || x.n < INT64_MIN)
        return 0;
    oint max = (oint)CG_GAME_MAX_INTEGER * x.d;
    return x.n <= max && x.n >= -max;
}

/* ---- the games at the edge ---- */

typedef struct edge_num {
    int64_t num;
    uint32_t k;
} edge_num;

/* Numbers of magnitude below 1 at fine denominators. Since 1.2 the
 * denominator goes to 2^1024, past what the oracle's 128-bit rationals can
 * follow (its number trees hold 64-bit numerators, and a form two levels
 * over 1/2^62 needs 1/2^65); so the edge here is 2^56, where the oracle
 * names every number between two of them and follows every mean and wall,
 * and the library refuses nothing. The bounds themselves (2^1024, and
 * numerators within 64 bits) are checked against exact rationals by the
 * Python test test_fine_denominators.py and by the_reported_texts below. */
static const edge_num edge[] = {
    { 0, 0 },
    { 1, 56 }, { -1, 56 }, { 3, 56 }, { -3, 56 },
    { 1, 55 }, { -1, 55 }, { 3, 55 }, { -3, 55 }, { 1, 54 }, { -1, 54 },
    { (INT64_C(1) << 56) - 1, 56 }, { -((INT64_C(1) << 56) - 1), 56 },
    { 1, 1 }, { -1, 1 }, { 1, 0 }, { -1, 0 },
};
enum { NEDGE = sizeof edge / sizeof edge[0] };

static const cg_game *edge_game[NEDGE];
static otree *edge_tree[NEDGE];

static void load_edge(void)
{
    for (size_t i = 0; i < NEDGE; i++) {
        ck_assert_int_eq(cg_game_dyadic(ctx, edge[i].num, edge[i].k, &edge_game[i]), CG_OK);
        edge_tree[i] = otree_number(pool, edge[i].num, edge[i].k);
    }
}

/* A game made from options, and its tree as written. */
typedef struct form {
    int rc;
    const cg_game *g;
    otree *t;
} form;

static form make(const cg_game *const *l, otree *const *lt, size_t nl, const cg_game *const *r,
                 otree *const *rt, size_t nr)
{
    form f = { 0, NULL, NULL };
    f.rc = cg_game_new(ctx, l, nl, r, nr, &f.g);
    otree *opt[4];
    for (size_t i = 0; i < nl; i++)
        opt[i] = lt[i];
    for (size_t i = 0; i < nr; i++)
        opt[nl + i] = rt[i];
    f.t = otree_new(pool, opt, nl, opt + nl, nr);
    return f;
}

/* ---- what a refusal needs ---- */

/* Whether the oracle's thermograph of t has a value the library cannot
 * state: the mean, the temperature or a point of a wall. */
static int thermograph_unheld(otree *t)
{
    const otherm *o = oracle_thermograph(pool, t);
    if (!held(o->mean) || (orat_sign(o->temp) >= 0 && !held(o->temp)))
        return 1;
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < o->wall[side].n; i++)
            if (!held(o->wall[side].t[i]) || !held(o->wall[side].v[i]))
                return 1;
    return 0;
}

/* Whether t or one of its followers is a number the library does not hold
 * (unheld_number) or has a thermograph it cannot state. Only these justify
 * CG_ERANGE: the canonical form's followers all equal followers of any form,
 * a sum made option by option meets each follower of the explicit sum, and
 * a thermograph is made from its options' thermographs. marks[id]: 0 not
 * seen, 1 clean, 2 found. */
static int follower_unheld(otree *t, int what)
{
    unsigned char **m = &marks[what];
    if (t->id >= marks_cap[what]) {
        size_t cap = 2 * (t->id + 1);
        unsigned char *grown = realloc(*m, cap);
        ck_assert(grown != NULL);
        memset(grown + marks_cap[what], 0, cap - marks_cap[what]);
        *m = grown;
        marks_cap[what] = cap;
    }
    if ((*m)[t->id] != 0)
        return (*m)[t->id] == 2;
    const otherm *o = oracle_thermograph(pool, t);
    int bad = what == UNHELD_NUMBER ? o->is_number && !held(o->mean) : thermograph_unheld(t);
    for (size_t i = 0; i < t->nl + t->nr && !bad; i++)
        bad = follower_unheld(t->opt[i], what);
    (*m)[t->id] = bad ? 2 : 1;
    return bad;
}

/* ---- the comparison ---- */

/* g (made from tree t) against the oracle: number or not, stops, mean,
 * temperature and both walls at every point of the library's walls; or
 * CG_ERANGE from the thermograph only when the oracle's has an unheld value. */
static void check_game(const cg_game *g, otree *t, const char *what)
{
    const otherm *o = oracle_thermograph(pool, t);
    FAST_CHECK(cg_game_is_number(g) == o->is_number || (!o->is_number && orat_sign(o->temp) == 0),
               "%s %s: number %d, oracle %d", what, F(g), cg_game_is_number(g), o->is_number);
    cg_dyadic ls, rs;
    ck_assert_int_eq(cg_game_stop_values(g, &ls, &rs), CG_OK);
    FAST_CHECK(orat_cmp(rat_of(ls), owall_at(&o->wall[0], orat_make(0, 1))) == 0 &&
                   orat_cmp(rat_of(rs), owall_at(&o->wall[1], orat_make(0, 1))) == 0,
               "%s %s: stops %lld/2^%u, %lld/2^%u; oracle %.17g, %.17g", what, F(g),
               (long long)ls.num, ls.log2_den, (long long)rs.num, rs.log2_den,
               (double)owall_at(&o->wall[0], orat_make(0, 1)).n /
                   (double)owall_at(&o->wall[0], orat_make(0, 1)).d,
               (double)owall_at(&o->wall[1], orat_make(0, 1)).n /
                   (double)owall_at(&o->wall[1], orat_make(0, 1)).d);
    cg_thermograph *th;
    int rc = cg_game_thermograph(ctx, g, &th);
    if (rc == CG_ERANGE) {
        FAST_CHECK(follower_unheld(t, UNHELD_THERMOGRAPH),
                   "%s %s: thermograph refused, but every value is held",
                   what, F(g));
        return;
    }
    ck_assert_int_eq(rc, CG_OK);
    cg_dyadic mean, temp;
    ck_assert_int_eq(cg_thermograph_mean_temperature(th, &mean, &temp), CG_OK);
    FAST_CHECK(orat_cmp(rat_of(mean), o->mean) == 0, "%s %s: mean %lld/2^%u", what, F(g),
               (long long)mean.num, mean.log2_den);
    if (o->is_number || orat_sign(o->temp) > 0)
        FAST_CHECK(orat_cmp(rat_of(temp), o->temp) == 0, "%s %s: temperature %lld/2^%u", what,
                   F(g), (long long)temp.num, temp.log2_den);
    for (int side = 0; side < 2; side++) {
        size_t n = cg_thermograph_wall_size(th, (cg_side)side);
        for (size_t i = 0; i < n; i++) {
            cg_dyadic pt, pv;
            ck_assert_int_eq(cg_thermograph_wall_point(th, (cg_side)side, i, &pt, &pv, NULL), CG_OK);
            FAST_CHECK(orat_cmp(rat_of(pv), owall_at(&o->wall[side], rat_of(pt))) == 0,
                       "%s %s: %s wall at point %zu", what, F(g), side ? "Right" : "Left", i);
        }
    }
    cg_thermograph_free(th);
}

/* g and -g: negation never refuses a held game, and mean, stops and
 * temperature change as the definitions say. */
static void check_negation(const cg_game *g, const char *what)
{
    const cg_game *n = neg(g);
    ck_assert_ptr_eq(neg(n), g);
    cg_dyadic ls, rs, nls, nrs;
    ck_assert_int_eq(cg_game_stop_values(g, &ls, &rs), CG_OK);
    ck_assert_int_eq(cg_game_stop_values(n, &nls, &nrs), CG_OK);
    FAST_CHECK(nls.num == -rs.num && nls.log2_den == rs.log2_den && nrs.num == -ls.num &&
                   nrs.log2_den == ls.log2_den,
               "%s %s: the stops of its negative", what, F(g));
    cg_dyadic m, t, nm, nt;
    int rc = cg_game_mean_temperature(ctx, g, &m, &t), nrc = cg_game_mean_temperature(ctx, n, &nm, &nt);
    FAST_CHECK(rc == nrc, "%s %s: mean refused for one of G, -G only", what, F(g));
    if (rc == CG_OK)
        FAST_CHECK(nm.num == -m.num && nm.log2_den == m.log2_den && nt.num == t.num &&
                       nt.log2_den == t.log2_den,
                   "%s %s: mean(-G) != -mean(G)", what, F(g));
    FAST_CHECK(cg_game_is_number(n) == cg_game_is_number(g), "%s %s: number-ness of -G", what, F(g));
}

/* A form made by cg_game_new: right, or refused for a reason. */
static void check_form(form f, const char *what)
{
    if (f.rc == CG_ERANGE) {
        FAST_CHECK(follower_unheld(f.t, UNHELD_NUMBER), "%s: refused, but every follower is held",
                   what);
        return;
    }
    ck_assert_int_eq(f.rc, CG_OK);
    check_game(f.g, f.t, what);
    check_negation(f.g, what);
}

/* ---- the tests ---- */

/* {a | b}, {a | } and { | b} for every pair of edge numbers: numbers, a*,
 * switches, and the numbers that need one more bit of denominator. */
START_TEST(one_level_forms_at_the_finest_denominators)
{
    load_edge();
    size_t refused = 0, made = 0;
    for (size_t i = 0; i < NEDGE; i++) {
        check_form(make(&edge_game[i], &edge_tree[i], 1, NULL, NULL, 0), "{a|}");
        check_form(make(NULL, NULL, 0, &edge_game[i], &edge_tree[i], 1), "{|b}");
        for (size_t j = 0; j < NEDGE; j++) {
            form f = make(&edge_game[i], &edge_tree[i], 1, &edge_game[j], &edge_tree[j], 1);
            check_form(f, "{a|b}");
            refused += f.rc == CG_ERANGE;
            made += f.rc == CG_OK;
        }
    }
    /* 1.1 refused {0 | 1/2^62} (the number 1/2^63) and its kind; within
     * the oracle's reach 1.2 refuses nothing. */
    ck_assert_uint_eq(refused, 0);
    ck_assert_uint_eq(made, NEDGE * NEDGE);
}
END_TEST

/* Two levels: {a | {b | c}} and {{a | b} | c}, and {a, b | c}. */
START_TEST(two_level_forms_at_the_finest_denominators)
{
    load_edge();
    for (size_t i = 0; i < NEDGE; i++)
        for (size_t j = 0; j < NEDGE; j++) {
            form inner = make(&edge_game[i], &edge_tree[i], 1, &edge_game[j], &edge_tree[j], 1);
            if (inner.rc != CG_OK)
                continue;
            for (size_t c = 0; c < NEDGE; c += quick() ? 3 : 1) {
                check_form(make(&edge_game[c], &edge_tree[c], 1, &inner.g, &inner.t, 1), "{c|{a|b}}");
                check_form(make(&inner.g, &inner.t, 1, &edge_game[c], &edge_tree[c], 1), "{{a|b}|c}");
                const cg_game *two[2] = { edge_game[i], edge_game[c] };
                otree *two_t[2] = { edge_tree[i], edge_tree[c] };
                if (i != c)
                    check_form(make(two, two_t, 2, &edge_game[j], &edge_tree[j], 1), "{a,c|b}");
            }
        }
}
END_TEST

/* Sums of forms at the edge against the oracle's explicit sums (a sample of
 * pairs, the same every run). */
START_TEST(sums_at_the_finest_denominators)
{
    load_edge();
    form f[NEDGE * NEDGE];
    size_t n = 0;
    for (size_t i = 0; i < NEDGE; i++)
        for (size_t j = 0; j < NEDGE; j++) {
            form x = make(&edge_game[i], &edge_tree[i], 1, &edge_game[j], &edge_tree[j], 1);
            if (x.rc == CG_OK)
                f[n++] = x;
        }
    uint64_t seed = 12345;
    size_t pairs = quick() ? 60 : 300;
    for (size_t p = 0; p < pairs; p++) {
        seed = seed * 6364136223846793005u + 1442695040888963407u;
        size_t a = (size_t)(seed >> 33) % n;
        seed = seed * 6364136223846793005u + 1442695040888963407u;
        size_t b = (size_t)(seed >> 33) % n;
        const cg_game *s;
        int rc = cg_game_sum(ctx, f[a].g, f[b].g, &s);
        otree *st = otree_sum(pool, f[a].t, f[b].t);
        check_form((form){ rc, rc == CG_OK ? s : NULL, st }, "sum");
    }
    /* Sums of the edge numbers themselves, against exact addition. */
    for (size_t i = 0; i < NEDGE; i++)
        for (size_t j = 0; j < NEDGE; j++) {
            const cg_game *s;
            int rc = cg_game_sum(ctx, edge_game[i], edge_game[j], &s);
            orat want = orat_add(orat_make(edge[i].num, (oint)1 << edge[i].k),
                                 orat_make(edge[j].num, (oint)1 << edge[j].k));
            FAST_CHECK(rc == (held(want) ? CG_OK : CG_ERANGE), "%lld/2^%u + %lld/2^%u: %s",
                       (long long)edge[i].num, edge[i].k, (long long)edge[j].num, edge[j].k,
                       cg_strerror(rc));
            if (rc == CG_OK) {
                cg_dyadic v;
                ck_assert_int_eq(cg_game_stop_values(s, &v, NULL), CG_OK);
                FAST_CHECK(cg_game_is_number(s) && orat_cmp(rat_of(v), want) == 0,
                           "%lld/2^%u + %lld/2^%u = %s", (long long)edge[i].num, edge[i].k,
                           (long long)edge[j].num, edge[j].k, F(s));
            }
        }
}
END_TEST

/* "prefix1/2^k suffix" with 2^k in decimal, by doubling digits (the test's
 * own, naive: the reader and the writer are under test). */
static const char *with_pow2(char *buf, size_t cap, const char *prefix, uint32_t k,
                             const char *suffix)
{
    char digits[400] = "1";   /* most significant digit last */
    size_t n = 1;
    for (uint32_t i = 0; i < k; i++) {
        int carry = 0;
        for (size_t j = 0; j < n; j++) {
            int v = (digits[j] - '0') * 2 + carry;
            digits[j] = (char)('0' + v % 10);
            carry = v / 10;
        }
        if (carry)
            digits[n++] = (char)('0' + carry);
    }
    size_t len = strlen(prefix);
    ck_assert(len + 2 + n + strlen(suffix) < cap);
    memcpy(buf, prefix, len);
    buf[len++] = '1';
    buf[len++] = '/';
    for (size_t j = n; j > 0; j--)
        buf[len++] = digits[j - 1];
    strcpy(buf + len, suffix);
    return buf;
}

/* The reports of the attack on 1.2, as a user types them, moved to the
 * bound of 1.2's final range (1/2^62 was the finest number then; it is
 * 1/2^1024 now). */
START_TEST(the_reported_texts)
{
    const cg_game *g;
    char a[800], b[800];
    size_t at = 99;
    ck_assert_int_eq(cg_game_parse_ex(ctx, with_pow2(a, sizeof a, "{0|", 1024, "}"), &g, &at),
                     CG_ERANGE);
    ck_assert_uint_eq(at, 0);
    ck_assert_str_eq(cg_error_detail(), "the braces at offset 0 make a number past what the "
                     "library holds (integer parts up to 2^62 in magnitude, denominators up to "
                     "2^1024, numerators in lowest terms within 64 bits)");
    with_pow2(a, sizeof a, "{", 1024, "|");
    ck_assert_int_eq(cg_game_parse(ctx, with_pow2(b, sizeof b, a, 1023, "}"), &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, with_pow2(a, sizeof a, "{2|{0|", 1024, "}}"), &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, with_pow2(a, sizeof a, "", 1025, ""), &g), CG_ERANGE);
    /* The finest held number, and a hot game whose mean is not held. */
    g = P(with_pow2(a, sizeof a, "{0|", 1023, "}"));
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_OK);
    ck_assert(num == 1 && k == CG_GAME_MAX_LOG2_DEN);
    cg_dyadic m, t;
    ck_assert_int_eq(cg_game_mean_temperature(ctx, P(with_pow2(a, sizeof a, "{", 1024, "|0}")), &m, &t),
                     CG_ERANGE);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, P(with_pow2(a, sizeof a, "{0|-", 1024, "}")), &m, &t),
                     CG_ERANGE);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, P(with_pow2(a, sizeof a, "+-", 1024, "")), &m, &t),
                     CG_OK);
    ck_assert(m.num == 0 && t.num == 1 && t.log2_den == CG_GAME_MAX_LOG2_DEN);
    /* Numbers whose numerator passes 64 bits: 1 + 1/2^63 between 1 and
     * 1 + 1/2^62, 1 + 1/2^100 as it is written. */
    ck_assert_int_eq(cg_game_parse(ctx, "{1|1+1/4611686018427387904}", &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, with_pow2(a, sizeof a, "1+", 100, ""), &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, "{3/2|2}", &g), CG_OK);
}
END_TEST

/* Every denominator 2^0 .. 2^1024: cg_dyadic_format() writes it in decimal
 * (against the test's own doubling), the reader takes the text back as the
 * same number, and the number's options are those of the definition
 * m/2^k = {(m-1)/2^k | (m+1)/2^k}. */
START_TEST(every_denominator_written_and_read)
{
    char want[800], got[800];
    for (uint32_t k = 0; k <= CG_GAME_MAX_LOG2_DEN; k++) {
        cg_dyadic d = { 1, k };
        size_t len;
        ck_assert_int_eq(cg_dyadic_format(d, got, sizeof got, &len), CG_OK);
        with_pow2(want, sizeof want, "", k, "");
        ck_assert_str_eq(got, k == 0 ? "1" : want);
        ck_assert_uint_eq(len, strlen(got));
        const cg_game *g, *n;
        ck_assert_int_eq(cg_game_dyadic(ctx, -3, k, &n), CG_OK);
        ck_assert_int_eq(cg_game_parse(ctx, got, &g), CG_OK);
        int64_t num;
        uint32_t kk;
        ck_assert_int_eq(cg_game_number(g, &num, &kk), CG_OK);
        ck_assert(num == 1 && kk == k);
        if (k > 0) {   /* -3/2^k = {-4/2^k | -2/2^k}, in lowest terms */
            cg_dyadic l, r;
            ck_assert_int_eq(cg_game_stop_values(cg_game_left(n, 0), &l, NULL), CG_OK);
            ck_assert_int_eq(cg_game_stop_values(cg_game_right(n, 0), &r, NULL), CG_OK);
            if (k == 1)
                ck_assert(l.num == -2 && l.log2_den == 0);
            else
                ck_assert(l.num == -1 && l.log2_den == k - 2);
            ck_assert(r.num == -1 && r.log2_den == k - 1);
        }
    }
    /* Lowest terms, signs, refusals and truncation. */
    ck_assert_int_eq(cg_dyadic_format((cg_dyadic){ 12, 4 }, got, sizeof got, NULL), CG_OK);
    ck_assert_str_eq(got, "3/4");
    ck_assert_int_eq(cg_dyadic_format((cg_dyadic){ 0, 4000 }, got, sizeof got, NULL), CG_OK);
    ck_assert_str_eq(got, "0");
    ck_assert_int_eq(cg_dyadic_format((cg_dyadic){ INT64_MIN, 0 }, got, sizeof got, NULL), CG_OK);
    ck_assert_str_eq(got, "-9223372036854775808");
    ck_assert_int_eq(cg_dyadic_format((cg_dyadic){ -2, CG_GAME_MAX_LOG2_DEN + 1 }, got, sizeof got, NULL),
                     CG_OK);
    ck_assert_str_eq(got, with_pow2(want, sizeof want, "-", CG_GAME_MAX_LOG2_DEN, ""));
    ck_assert_int_eq(cg_dyadic_format((cg_dyadic){ 1, CG_GAME_MAX_LOG2_DEN + 1 }, got, sizeof got, NULL),
                     CG_EINVAL);
    ck_assert_int_eq(cg_dyadic_format((cg_dyadic){ 1, UINT32_MAX }, got, sizeof got, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_dyadic_format((cg_dyadic){ 1, 2 }, NULL, 4, NULL), CG_EINVAL);
    size_t len = 0;
    ck_assert_int_eq(cg_dyadic_format((cg_dyadic){ 1, 10 }, got, 4, &len), CG_ERANGE);
    ck_assert_str_eq(got, "1/1");
    ck_assert_uint_eq(len, 6);
}
END_TEST

/* The integer bound: n = {n-1 | } up to CG_GAME_MAX_INTEGER, by every path. */
START_TEST(the_integer_bound_by_every_path)
{
    const int64_t max = CG_GAME_MAX_INTEGER;
    const cg_game *top, *below, *g, *one, *half;
    ck_assert_int_eq(cg_game_integer(ctx, max, &top), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, max - 1, &below), CG_OK);
    ck_assert_int_eq(cg_game_integer(ctx, 1, &one), CG_OK);
    ck_assert_int_eq(cg_game_dyadic(ctx, 1, 1, &half), CG_OK);
    ck_assert_int_eq(cg_game_new(ctx, &below, 1, NULL, 0, &g), CG_OK);
    ck_assert_ptr_eq(g, top);
    /* {max | } = max + 1 and { | -max} = -max - 1: refused, as max + 1 is. */
    ck_assert_int_eq(cg_game_new(ctx, &top, 1, NULL, 0, &g), CG_ERANGE);
    ck_assert_ptr_nonnull(strstr(cg_error_detail(), "past what the library holds"));
    ck_assert_int_eq(cg_game_sum(ctx, top, one, &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_integer(ctx, max + 1, &g), CG_ERANGE);
    const cg_game *bottom = neg(top);
    ck_assert_int_eq(cg_game_new(ctx, NULL, 0, &bottom, 1, &g), CG_ERANGE);
    /* Fractions within the bound only: max + 1/2 = {max | max + 1}. */
    ck_assert_int_eq(cg_game_sum(ctx, top, half, &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_sum(ctx, bottom, neg(half), &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, "-4611686018427387904-1/2", &g), CG_ERANGE);
    ck_assert_int_eq(cg_game_parse(ctx, "-4611686018427387903-1/2", &g), CG_OK);
    ck_assert_int_eq(cg_game_new(ctx, &below, 1, &top, 1, &g), CG_OK);   /* max - 1/2 */
    int64_t num;
    uint32_t k;
    ck_assert_int_eq(cg_game_number(g, &num, &k), CG_OK);
    ck_assert(num == INT64_MAX && k == 1);   /* 2 max - 1 */
    /* Hot games at the bound: +-max and {max | max - 1}. */
    cg_dyadic m, t;
    ck_assert_int_eq(cg_game_new(ctx, &top, 1, &bottom, 1, &g), CG_OK);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, g, &m, &t), CG_OK);
    ck_assert(m.num == 0 && t.num == max && t.log2_den == 0);
    ck_assert_int_eq(cg_game_new(ctx, &top, 1, &below, 1, &g), CG_OK);
    ck_assert_int_eq(cg_game_mean_temperature(ctx, g, &m, &t), CG_OK);
    ck_assert(m.num == INT64_MAX && m.log2_den == 1 && t.num == 1 && t.log2_den == 1);
    check_negation(g, "{max|max-1}");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("partizan-number-range");
    TCase *tc = tcase_create("number-range");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, one_level_forms_at_the_finest_denominators);
    tcase_add_test(tc, two_level_forms_at_the_finest_denominators);
    tcase_add_test(tc, sums_at_the_finest_denominators);
    tcase_add_test(tc, the_reported_texts);
    tcase_add_test(tc, every_denominator_written_and_read);
    tcase_add_test(tc, the_integer_bound_by_every_path);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
