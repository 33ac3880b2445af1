#include "cmnim-oracle.h"

#include <stdlib.h>
#include <string.h>

/* Cells of the box [0, bound]^jars, or 0 when it cannot be allocated. */
static size_t box_cells(uint32_t jars, uint32_t bound)
{
    size_t side = (size_t)bound + 1, cells = 1;
    for (uint32_t i = 0; i < jars; i++)
        cells *= side;
    return cells;
}

/* The jar sizes of cell idx (first jar most significant). */
static void decode(size_t idx, uint32_t jars, size_t side, uint32_t *x)
{
    for (uint32_t i = jars; i-- > 0;) {
        x[i] = (uint32_t)(idx % side);
        idx /= side;
    }
}

/* Call visit(arg, j) for the cell j of every option of x: every permissible
 * set, every t >= 1 that all of its jars can give. Options have smaller
 * indices than x, so a sweep in index order knows them already. */
static void each_option(uint32_t jars, const uint32_t *sets, size_t nsets, size_t side,
                        const uint32_t *x, void (*visit)(void *, size_t), void *arg)
{
    uint32_t y[32];
    for (size_t s = 0; s < nsets; s++) {
        for (uint32_t t = 1;; t++) {
            int ok = 1;
            for (uint32_t i = 0; i < jars; i++) {
                y[i] = x[i];
                if (sets[s] >> i & 1u) {
                    if (x[i] < t)
                        ok = 0;
                    else
                        y[i] = x[i] - t;
                }
            }
            if (!ok)
                break;
            size_t j = 0;
            for (uint32_t i = 0; i < jars; i++)
                j = j * side + y[i];
            visit(arg, j);
        }
    }
}

typedef struct grundy_sweep {
    const uint32_t *g;
    unsigned char *seen;
    size_t cells;
} grundy_sweep;

static void mark_value(void *arg, size_t j)
{
    grundy_sweep *w = arg;
    if (w->g[j] <= w->cells)
        w->seen[w->g[j]] = 1;
}

uint32_t *oracle_cmnim_grundy_box(uint32_t jars, const uint32_t *sets, size_t nsets,
                                  uint32_t bound)
{
    size_t side = (size_t)bound + 1, cells = box_cells(jars, bound);
    uint32_t *g = malloc(cells * sizeof *g);
    unsigned char *seen = malloc(cells + 1);
    if (g == NULL || seen == NULL) {
        free(g);
        free(seen);
        return NULL;
    }
    grundy_sweep w = { g, seen, cells };
    uint32_t x[32];
    for (size_t idx = 0; idx < cells; idx++) {
        decode(idx, jars, side, x);
        memset(seen, 0, cells + 1);
        each_option(jars, sets, nsets, side, x, mark_value, &w);
        uint32_t m = 0;
        while (seen[m])
            m++;
        g[idx] = m;
    }
    free(seen);
    return g;
}

typedef struct misere_sweep {
    const unsigned char *p;
    int moves, to_p;
} misere_sweep;

static void note_option(void *arg, size_t j)
{
    misere_sweep *w = arg;
    w->moves = 1;
    w->to_p |= w->p[j];
}

unsigned char *oracle_cmnim_misere_p_box(uint32_t jars, const uint32_t *sets, size_t nsets,
                                         uint32_t bound)
{
    size_t side = (size_t)bound + 1, cells = box_cells(jars, bound);
    unsigned char *p = malloc(cells);
    if (p == NULL)
        return NULL;
    uint32_t x[32];
    for (size_t idx = 0; idx < cells; idx++) {
        decode(idx, jars, side, x);
        misere_sweep w = { p, 0, 0 };
        each_option(jars, sets, nsets, side, x, note_option, &w);
        p[idx] = w.moves && !w.to_p;   /* no move: the player to move has won */
    }
    return p;
}

typedef struct remoteness_sweep {
    const uint32_t *r;
    const unsigned char *lost;   /* the mover at that cell loses */
    int moves;
    uint32_t best_win, longest;  /* over options that are lost for their mover; over all */
} remoteness_sweep;

static void note_remoteness(void *arg, size_t j)
{
    remoteness_sweep *w = arg;
    w->moves = 1;
    if (w->lost[j] && w->r[j] < w->best_win)
        w->best_win = w->r[j];
    if (w->r[j] > w->longest)
        w->longest = w->r[j];
}

uint32_t *oracle_cmnim_remoteness_box(uint32_t jars, const uint32_t *sets, size_t nsets,
                                      uint32_t bound, int misere)
{
    size_t side = (size_t)bound + 1, cells = box_cells(jars, bound);
    uint32_t *r = malloc(cells * sizeof *r);
    unsigned char *lost = malloc(cells);
    if (r == NULL || lost == NULL) {
        free(r);
        free(lost);
        return NULL;
    }
    uint32_t x[32];
    for (size_t idx = 0; idx < cells; idx++) {
        decode(idx, jars, side, x);
        remoteness_sweep w = { r, lost, 0, UINT32_MAX, 0 };
        each_option(jars, sets, nsets, side, x, note_remoteness, &w);
        if (!w.moves) {
            r[idx] = 0;
            lost[idx] = !misere;
        } else if (w.best_win != UINT32_MAX) {
            r[idx] = 1 + w.best_win;
            lost[idx] = 0;
        } else {
            r[idx] = 1 + w.longest;
            lost[idx] = 1;
        }
    }
    free(lost);
    return r;
}
