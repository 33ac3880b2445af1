/*
 * A deliberately naive oracle for the algebra of thermal.h (Norton products,
 * heating, incentives, atomic weights, reduced canonical forms).
 *
 * Games are explicit trees: nodes with lists of Left and Right options, shared
 * as a DAG but never simplified (no canonical forms, no dominated or
 * reversible options removed, no number recognised by shape). Every operation
 * builds its result straight from its recursive definition on the form it is
 * given, and games are compared only through the definition of the order,
 *   G <= H  iff  no G^L >= H and no H^R <= G,
 * memoised over pairs of nodes. Stops come from the order alone: a game of
 * depth d has stops that are multiples of 2^-d, and for a number x,
 * x > LS(G) implies G < x while x < LS(G) implies G is not <= x, so LS(G) is
 * found by bisection over multiples of 2^-(d+1) (RS likewise). The oracle
 * does not link the library.
 */
#ifndef CG_ORACLE_PARTIZAN_ALGEBRA_H
#define CG_ORACLE_PARTIZAN_ALGEBRA_H

#include <stddef.h>
#include <stdint.h>

/* A node: nl Left options then nr Right options. Owned by its forest. */
typedef struct otree {
    uint32_t id;       /* 0, 1, ... in order of creation */
    uint32_t depth;    /* 0 for { | }, else 1 + the deepest option */
    size_t nl, nr;
    const struct otree **opt;
} otree;

/* A forest owns nodes and the memo tables of the operations on them. */
typedef struct oforest oforest;

oforest *of_new(void);
void of_free(oforest *f);
/* Nodes made so far (a measure of the work). */
size_t of_size(const oforest *f);

/* The node {left | right}, exactly as given (a new node every time). */
const otree *of_game(oforest *f, const otree *const *left, size_t nl, const otree *const *right,
                     size_t nr);
/* n as the chain {n-1 | } (or { | n+1} below 0). */
const otree *of_integer(oforest *f, int64_t n);
/* num / 2^k as {(m-1)/2^k | (m+1)/2^k} with m odd (an integer when k = 0). */
const otree *of_dyadic(oforest *f, int64_t num, uint32_t k);
/* *n = {*0, ..., *(n-1) | *0, ..., *(n-1)}. */
const otree *of_nimber(oforest *f, uint32_t n);

/* a + b = {a^L + b, a + b^L | a^R + b, a + b^R}, memoised per pair of nodes. */
const otree *of_sum(oforest *f, const otree *a, const otree *b);
/* -a = {-a^R | -a^L}. */
const otree *of_neg(oforest *f, const otree *a);
/* a - b. */
const otree *of_diff(oforest *f, const otree *a, const otree *b);

/* The order by its definition. */
int of_le(oforest *f, const otree *a, const otree *b);
int of_eq(oforest *f, const otree *a, const otree *b);
int of_lt(oforest *f, const otree *a, const otree *b);

/* The Left and Right stops (num / 2^k, lowest terms), by bisection. */
void of_stops(oforest *f, const otree *g, int64_t *lnum, uint32_t *lk, int64_t *rnum, uint32_t *rk);
/* Whether g equals a number, and which (num / 2^k) when it does. */
int of_number_value(oforest *f, const otree *g, int64_t *num, uint32_t *k);
/* Whether g equals an integer, and which. */
int of_integer_value(oforest *f, const otree *g, int64_t *n);
/* Whether g is infinitesimal: -e < g < e for e = 2^-(depth+1). */
int of_infinitesimal(oforest *f, const otree *g);
/* a >=_Inf b: a + e > b for every positive number e (RS(a - b) >= 0). */
int of_ge_inf(oforest *f, const otree *a, const otree *b);
/* Every subposition has moves for both players or for neither. */
int of_all_small(const otree *g);

/* G heated by t: G when G equals a number, else {G^L heated + t | G^R heated - t}. */
const otree *of_heat(oforest *f, const otree *g, const otree *t);
/* The Norton product G.U: n copies of U (of -U) when G equals the integer n
 * (-n), else {G^L.U + U + I | G^R.U - U - I} with I over all the incentives
 * U^L - U and U - U^R of U. */
const otree *of_norton(oforest *f, const otree *g, const otree *u);
/* The atomic weight of an all-small g by the atomic weight calculus, with the
 * remote star *(depth(g) + 1): NULL if g is not all-small, or if an integer
 * of the exceptional case lies outside the search range. */
const otree *of_atomic_weight(oforest *f, const otree *g);
/* The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} on the forms given. */
const otree *of_ordinal_sum(oforest *f, const otree *g, const otree *h);
/* For any infinitesimal g: the value A of the atomic weight calculus (a
 * subposition equal to x + n.up + *m weighing n) and whether g is atomic
 * (all-small, or -(up* + *N : -1) <= g - A.up <= up* + *N : -1 for a remote
 * *N; CGSuite's test). NULL, *atomic = 0, when g is not infinitesimal or an
 * exceptional integer lies outside the search range. */
const otree *of_atomic_weight_any(oforest *f, const otree *g, int *atomic);

#endif
