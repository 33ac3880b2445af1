/*
 * A deliberately naive solver of the spoiled-cookie game: it plays raw positions
 * exactly as the rules say (eat a non-zero heap, age the others, keep zeros),
 * with no reduction and no theory, memoising on the raw sorted tuple only.
 * Limits: at most 15 heaps, each at most 15.
 */
#ifndef CG_TESTS_COOKIE_ORACLE_H
#define CG_TESTS_COOKIE_ORACLE_H

#include <stddef.h>
#include <stdint.h>

typedef struct cookie_oracle_values {
    uint32_t grundy;
    uint32_t remoteness;
    uint32_t suspense;
    /* Misère play, from its definition: the player who cannot move wins. */
    int misere_win;              /* 1 when the player to move wins */
    uint32_t misere_remoteness;  /* winner hurries, loser delays; 0 at the end */
    uint32_t misere_suspense;    /* winner delays, loser hurries; 0 at the end */
} cookie_oracle_values;

#define COOKIE_ORACLE_MAX_HEAPS 15
#define COOKIE_ORACLE_MAX_SIZE 15

/* Values of the position (heaps in any order). Returns 0, or -1 when the
 * position is beyond the oracle's limits. */
int cookie_oracle_eval(const uint32_t *heaps, size_t n, cookie_oracle_values *out);

/* win[k] = 1 iff eating heap k of the ascending `heaps` leads to a P-position.
 * Returns 0, or -1 beyond the limits. */
int cookie_oracle_winning(const uint32_t *heaps, size_t n, uint8_t *win);

/* win[k] = 1 iff eating heap k of `heaps` (any order, as given) leads to a
 * position the player to move loses under misère play. Returns 0, or -1
 * beyond the limits. */
int cookie_oracle_misere_winning(const uint32_t *heaps, size_t n, uint8_t *win);

/* Forget the memo. */
void cookie_oracle_reset(void);

#endif
