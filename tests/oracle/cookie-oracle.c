#include "cookie-oracle.h"

#include <stdlib.h>
#include <string.h>

/* Memo: key = n in the top 4 bits, then 4 bits per heap, ascending. */
typedef struct entry {
    uint64_t key;
    int used;
    cookie_oracle_values v;
} entry;

static entry *table;
static size_t capacity, count;

static uint64_t encode(const uint32_t *a, size_t n)
{
    uint64_t key = (uint64_t)n << 60;
    for (size_t i = 0; i < n; i++)
        key |= (uint64_t)a[i] << (4 * i);
    return key;
}

static entry *slot(uint64_t key)
{
    size_t i = (size_t)((key * 0x9e3779b97f4a7c15ull) >> 20) & (capacity - 1);
    while (table[i].used && table[i].key != key)
        i = (i + 1) & (capacity - 1);
    return &table[i];
}

static void grow(void)
{
    entry *old = table;
    size_t oldcap = capacity;
    capacity = capacity ? capacity * 2 : 1024;
    table = calloc(capacity, sizeof *table);
    if (table == NULL)
        abort();   /* test code: out of memory ends the test run */
    for (size_t i = 0; i < oldcap; i++) {
        if (old[i].used)
            *slot(old[i].key) = old[i];
    }
    free(old);
}

static void sort(uint32_t *a, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        uint32_t x = a[i];
        size_t j = i;
        for (; j > 0 && a[j - 1] > x; j--)
            a[j] = a[j - 1];
        a[j] = x;
    }
}

/* Eat heap k of a (ascending), age the rest; the result stays ascending. */
static size_t play(const uint32_t *a, size_t n, size_t k, uint32_t *out)
{
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (i != k)
            out[m++] = a[i] > 0 ? a[i] - 1 : 0;
    }
    return m;
}

static cookie_oracle_values eval(const uint32_t *a, size_t n)
{
    uint64_t key = encode(a, n);
    if (capacity == 0 || 2 * (count + 1) > capacity)
        grow();
    entry *e = slot(key);
    if (e->used)
        return e->v;

    int seen[COOKIE_ORACLE_MAX_HEAPS + 2] = { 0 };
    int moves = 0, have_even_r = 0, have_even_s = 0;
    uint32_t min_even_r = UINT32_MAX, max_r = 0, max_even_s = 0, min_s = UINT32_MAX;
    /* Misère: a move wins when it leaves the opponent a lost position. */
    int misere_can_win = 0;
    uint32_t mis_min_win_r = UINT32_MAX, mis_max_r = 0, mis_max_win_s = 0, mis_min_s = UINT32_MAX;
    for (size_t k = 0; k < n; k++) {
        if (a[k] == 0)
            continue;
        uint32_t b[COOKIE_ORACLE_MAX_HEAPS];
        size_t m = play(a, n, k, b);
        cookie_oracle_values o = eval(b, m);
        moves++;
        seen[o.grundy] = 1;
        if (o.remoteness % 2 == 0) {
            have_even_r = 1;
            if (o.remoteness < min_even_r)
                min_even_r = o.remoteness;
        }
        if (o.remoteness > max_r)
            max_r = o.remoteness;
        if (o.suspense % 2 == 0) {
            have_even_s = 1;
            if (o.suspense > max_even_s)
                max_even_s = o.suspense;
        }
        if (o.suspense < min_s)
            min_s = o.suspense;
        if (!o.misere_win) {
            misere_can_win = 1;
            if (o.misere_remoteness < mis_min_win_r)
                mis_min_win_r = o.misere_remoteness;
            if (o.misere_suspense > mis_max_win_s)
                mis_max_win_s = o.misere_suspense;
        }
        if (o.misere_remoteness > mis_max_r)
            mis_max_r = o.misere_remoteness;
        if (o.misere_suspense < mis_min_s)
            mis_min_s = o.misere_suspense;
    }
    cookie_oracle_values v = { 0, 0, 0, 1, 0, 0 };   /* the end: the mover wins misère */
    if (moves > 0) {
        while (seen[v.grundy])
            v.grundy++;
        v.remoteness = 1 + (have_even_r ? min_even_r : max_r);
        v.suspense = 1 + (have_even_s ? max_even_s : min_s);
        v.misere_win = misere_can_win;
        v.misere_remoteness = 1 + (misere_can_win ? mis_min_win_r : mis_max_r);
        v.misere_suspense = 1 + (misere_can_win ? mis_max_win_s : mis_min_s);
    }
    /* The recursion may have grown the table: look the slot up again. */
    if (2 * (count + 1) > capacity)
        grow();
    e = slot(key);
    e->key = key;
    e->used = 1;
    e->v = v;
    count++;
    return v;
}

static int within_limits(const uint32_t *heaps, size_t n)
{
    if (n > COOKIE_ORACLE_MAX_HEAPS)
        return 0;
    for (size_t i = 0; i < n; i++) {
        if (heaps[i] > COOKIE_ORACLE_MAX_SIZE)
            return 0;
    }
    return 1;
}

int cookie_oracle_eval(const uint32_t *heaps, size_t n, cookie_oracle_values *out)
{
    if (!within_limits(heaps, n))
        return -1;
    uint32_t a[COOKIE_ORACLE_MAX_HEAPS];
    memcpy(a, heaps, n * sizeof *a);
    sort(a, n);
    *out = eval(a, n);
    return 0;
}

/* win[k] = 1 iff eating heap k leaves the opponent lost: a P-position of
 * normal play (Grundy value 0), or of misère play. */
static int winning(const uint32_t *heaps, size_t n, uint8_t *win, int misere)
{
    if (!within_limits(heaps, n))
        return -1;
    for (size_t k = 0; k < n; k++) {
        win[k] = 0;
        if (heaps[k] == 0)
            continue;
        uint32_t b[COOKIE_ORACLE_MAX_HEAPS];
        size_t m = play(heaps, n, k, b);
        sort(b, m);
        cookie_oracle_values v = eval(b, m);
        win[k] = misere ? !v.misere_win : v.grundy == 0;
    }
    return 0;
}

int cookie_oracle_winning(const uint32_t *heaps, size_t n, uint8_t *win)
{
    return winning(heaps, n, win, 0);
}

int cookie_oracle_misere_winning(const uint32_t *heaps, size_t n, uint8_t *win)
{
    return winning(heaps, n, win, 1);
}

void cookie_oracle_reset(void)
{
    free(table);
    table = NULL;
    capacity = count = 0;
}
