#include "oddeven-oracle.h"

#include <stdlib.h>
#include <string.h>

/* A position: its non-zero piles in decreasing order. The total is at most 64,
 * so there are at most 64 piles of at most 64 cookies. */
typedef struct pos {
    uint8_t n;
    uint8_t p[ORACLE_ODDEVEN_MAX_TOTAL];
} pos;

/* win[side]: 0 unknown, 1 the player to move loses, 2 wins (side 1 = Odd). */
typedef struct entry {
    pos key;
    uint8_t used;
    uint8_t win[2];
} entry;

static entry *table;
static size_t table_cap, table_used;

static uint64_t hash_pos(const pos *k)
{
    uint64_t h = 1469598103934665603u ^ k->n;
    for (size_t i = 0; i < k->n; i++)
        h = (h ^ k->p[i]) * 1099511628211u;
    return h ^ (h >> 29);
}

static int same(const pos *a, const pos *b)
{
    return a->n == b->n && memcmp(a->p, b->p, a->n) == 0;
}

/* The slot of k (used or the empty one where it belongs). */
static entry *slot(const pos *k)
{
    size_t i = (size_t)hash_pos(k) & (table_cap - 1);
    while (table[i].used && !same(&table[i].key, k))
        i = (i + 1) & (table_cap - 1);
    return &table[i];
}

static int grow(void)
{
    size_t old_cap = table_cap;
    entry *old = table;
    size_t cap = old_cap == 0 ? 1024 : 2 * old_cap;
    entry *t = calloc(cap, sizeof *t);
    if (t == NULL)
        return -1;
    table = t;
    table_cap = cap;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i].used)
            *slot(&old[i].key) = old[i];
    free(old);
    return 0;
}

/* The memo entry of k, created (unknown) when new; NULL without memory. Any
 * call may move every entry: never keep the pointer across one. */
static entry *find(const pos *k)
{
    if (2 * (table_used + 1) > table_cap && grow() != 0)
        return NULL;
    entry *e = slot(k);
    if (!e->used) {
        e->used = 1;
        e->key = *k;
        e->win[0] = e->win[1] = 0;
        table_used++;
    }
    return e;
}

static void sort_desc(pos *k)
{
    for (size_t i = 1; i < k->n; i++) {
        uint8_t v = k->p[i];
        size_t j = i;
        while (j > 0 && k->p[j - 1] < v) {
            k->p[j] = k->p[j - 1];
            j--;
        }
        k->p[j] = v;
    }
}

/* Whether the player to move (left = Odd) wins from k; -1 without memory. */
static int wins(const pos *k, int left)
{
    entry *e = find(k);
    if (e == NULL)
        return -1;
    if (e->win[left] != 0)
        return e->win[left] == 2;
    int result = 0;
    for (size_t i = 0; i < k->n && !result; i++) {
        uint8_t v = k->p[i];
        if (i > 0 && k->p[i - 1] == v)
            continue;   /* the same move as on the previous, equal pile */
        if (left ? v % 2 == 0 : (v % 2 == 1 || v == 0))
            continue;
        uint8_t m = (uint8_t)(left ? (v - 1) / 2 : v / 2 - 1);
        /* Eat 1 (Odd) or 2 (Even) cookies and split the rest in two piles of m. */
        pos child;
        child.n = 0;
        for (size_t j = 0; j < k->n; j++)
            if (j != i)
                child.p[child.n++] = k->p[j];
        if (m > 0) {
            child.p[child.n++] = m;
            child.p[child.n++] = m;
        }
        sort_desc(&child);
        int w = wins(&child, !left);
        if (w < 0)
            return -1;
        result = !w;
    }
    e = find(k);
    if (e == NULL)
        return -1;
    e->win[left] = (uint8_t)(result ? 2 : 1);
    return result;
}

int oracle_oddeven_first_wins(const uint32_t *piles, size_t n, int left)
{
    pos k;
    uint64_t total = 0;
    k.n = 0;
    for (size_t i = 0; i < n; i++) {
        total += piles[i];
        if (total > ORACLE_ODDEVEN_MAX_TOTAL)
            return -1;
        if (piles[i] > 0)
            k.p[k.n++] = (uint8_t)piles[i];
    }
    sort_desc(&k);
    return wins(&k, left != 0);
}

char oracle_oddeven_outcome(const uint32_t *piles, size_t n)
{
    int l = oracle_oddeven_first_wins(piles, n, 1);
    int r = oracle_oddeven_first_wins(piles, n, 0);
    if (l < 0 || r < 0)
        return '?';
    return l ? (r ? 'N' : 'L') : (r ? 'R' : 'P');
}

size_t oracle_oddeven_memo_size(void)
{
    return table_used;
}

void oracle_oddeven_free(void)
{
    free(table);
    table = NULL;
    table_cap = table_used = 0;
}
