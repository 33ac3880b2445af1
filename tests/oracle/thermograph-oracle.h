/*
 * A deliberately naive thermograph oracle: game trees as they are written
 * (any options, dominated or reversible, sums as explicit trees), exact
 * rationals, walls from the definition, and the order of forms from the
 * definition. No canonical forms, no fast paths, nothing shared with the
 * library.
 *
 *   LS(t) = max over G^L of RW(G^L)(t) - t,   RS(t) = min over G^R of LW(G^R)(t) + t;
 *   a form equal to a number x has both walls x; otherwise the temperature T is
 *   the least t >= 0 with LS(t) <= RS(t), the mean LS(T), and the walls are
 *   LS, RS up to T and the mast above.
 *
 * A form is found equal to a number only when its options' stops leave room
 * for one (max RS(G^L) < min LS(G^R), or options on one side only); then the
 * simplicity theorem names it, with the order of forms deciding the ends of
 * the interval. Forms whose stops meet (like {*|*} = 0) are walled by the
 * formula, which gives the same walls for t >= 0.
 */
#ifndef CG_ORACLE_THERMOGRAPH_H
#define CG_ORACLE_THERMOGRAPH_H

#include <stddef.h>
#include <stdint.h>

/* 128-bit integers (a GCC and Clang extension). */
__extension__ typedef __int128 oint;

/* An exact rational n / d, d > 0, in lowest terms. */
typedef struct orat {
    oint n, d;
} orat;

orat orat_make(oint n, oint d);
orat orat_add(orat a, orat b);
orat orat_sub(orat a, orat b);
int orat_cmp(orat a, orat b);
int orat_sign(orat a);

/* A wall: value v[i] at t[i] (t[0] = 0, increasing), linear in between, and
 * slope `tail` after the last point. Points may be redundant. */
typedef struct owall {
    size_t n;
    orat *t, *v;
    orat tail;
} owall;

orat owall_at(const owall *w, orat t);

typedef struct otree otree;

/* The thermograph of a tree, owned by the tree. */
typedef struct otherm {
    int is_number;   /* the form was found equal to the number `mean` */
    orat mean, temp; /* temp: for numbers -1/2^k as the library reports it */
    owall wall[2];   /* 0 Left, 1 Right */
} otherm;

struct otree {
    size_t nl, nr;
    otree **opt;     /* nl Left options, then nr Right options */
    otherm *th;      /* memo */
    size_t id;       /* index in the pool */
};

/* All trees live in a pool and die together. */
typedef struct opool opool;

opool *opool_new(void);
void opool_free(opool *p);
/* A tree with these options (copied). */
otree *otree_new(opool *p, otree *const *left, size_t nl, otree *const *right, size_t nr);
/* The explicit tree of the sum a + b (shared subtrees memoised in the pool). */
otree *otree_sum(opool *p, otree *a, otree *b);
/* The canonical form of the number num / 2^k, as a tree. */
otree *otree_number(opool *p, int64_t num, unsigned k);
/* a <= b by the definition: no a^L >= b and no b^R <= a (memoised). */
int otree_le(opool *p, otree *a, otree *b);

/* The thermograph of t (computed once). */
const otherm *oracle_thermograph(opool *p, otree *t);

/* G cooled by t >= 0 as a tree, from the definition: a number is itself,
 * above the temperature the mean, else {G^L_t - t | G^R_t + t}. */
otree *oracle_cool(opool *p, otree *g, orat t);

#endif
