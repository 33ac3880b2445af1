#include "cutter-oracle.h"

#include <stdlib.h>
#include <string.h>

/* Every placement of the cutter, overhanging included, as the mask of the
 * cookies it covers (cookies numbered in row-major order), those covering
 * none left out. Returns the allocated masks (free()) and their number in
 * *nplace, the number of cookies in *n; NULL beyond 24 cookies or out of memory. */
static uint32_t *placements(uint32_t rows, uint32_t cols, const uint8_t *cells, uint32_t cr,
                            uint32_t cc, uint32_t *n, size_t *nplace)
{
    int index[64 * 64];
    *n = 0;
    for (uint32_t i = 0; i < rows * cols; i++)
        index[i] = cells[i] ? (int)(*n)++ : -1;
    if (*n > 24)
        return NULL;
    uint32_t *place = malloc(((size_t)rows + cr) * ((size_t)cols + cc) * sizeof *place);
    if (place == NULL)
        return NULL;
    *nplace = 0;
    for (int pr = -(int)cr + 1; pr < (int)rows; pr++)
        for (int pc = -(int)cc + 1; pc < (int)cols; pc++) {
            uint32_t m = 0;
            for (int r = pr; r < pr + (int)cr; r++)
                for (int c = pc; c < pc + (int)cc; c++)
                    if (r >= 0 && c >= 0 && r < (int)rows && c < (int)cols &&
                        index[r * (int)cols + c] >= 0)
                        m |= 1u << index[r * (int)cols + c];
            if (m != 0)
                place[(*nplace)++] = m;
        }
    return place;
}

uint8_t *oracle_cutter_all(uint32_t rows, uint32_t cols, const uint8_t *cells, uint32_t cr,
                           uint32_t cc, uint32_t *nout)
{
    uint32_t n;
    size_t nplace;
    uint32_t *place = placements(rows, cols, cells, cr, cc, &n, &nplace);
    uint8_t *g = place != NULL ? malloc((size_t)1 << n) : NULL;
    if (g == NULL) {
        free(place);
        return NULL;
    }
    for (uint32_t s = 0; s < (1u << n); s++) {
        uint64_t seen[4] = { 0, 0, 0, 0 };
        for (size_t i = 0; i < nplace; i++)
            if (s & place[i]) {
                uint8_t v = g[s & ~place[i]];
                seen[v >> 6] |= UINT64_C(1) << (v & 63);
            }
        uint32_t v = 0;
        while (seen[v >> 6] >> (v & 63) & 1u)
            v++;
        g[s] = (uint8_t)v;
    }
    free(place);
    *nout = n;
    return g;
}

uint8_t *oracle_cutter_misere_all(uint32_t rows, uint32_t cols, const uint8_t *cells, uint32_t cr,
                                  uint32_t cc, uint32_t *nout, uint8_t **remoteness)
{
    uint32_t n;
    size_t nplace;
    uint32_t *place = placements(rows, cols, cells, cr, cc, &n, &nplace);
    uint8_t *win = place != NULL ? malloc((size_t)1 << n) : NULL;
    uint8_t *rem = win != NULL ? malloc((size_t)1 << n) : NULL;
    if (rem == NULL) {
        free(place);
        free(win);
        return NULL;
    }
    for (uint32_t s = 0; s < (1u << n); s++) {
        /* The winner hurries to a lost position, the loser delays. */
        int moves = 0, to_loss = 0;
        unsigned fastest_win = 255, slowest = 0;
        for (size_t i = 0; i < nplace; i++)
            if (s & place[i]) {
                uint32_t t = s & ~place[i];
                moves = 1;
                if (!win[t]) {
                    to_loss = 1;
                    if (rem[t] < fastest_win)
                        fastest_win = rem[t];
                }
                if (rem[t] > slowest)
                    slowest = rem[t];
            }
        win[s] = (uint8_t)(!moves || to_loss);   /* no move: the player to move has won */
        rem[s] = (uint8_t)(!moves ? 0 : 1 + (to_loss ? fastest_win : slowest));
    }
    free(place);
    *nout = n;
    *remoteness = rem;
    return win;
}

void oracle_cutter_row(uint32_t width, uint32_t kmax, uint32_t *out)
{
    uint32_t *G = calloc((size_t)kmax + 1, sizeof *G);
    unsigned char *seen = malloc(4 * (size_t)kmax + 64);
    if (G == NULL || seen == NULL) {
        free(G);
        free(seen);
        return;
    }
    for (uint32_t n = 1; n <= kmax; n++) {
        memset(seen, 0, 4 * (size_t)kmax + 64);
        /* Cut L <= width cookies off an end (all of them when L = n). */
        for (uint32_t L = 1; L <= width && L <= n; L++)
            seen[G[n - L]] = 1;
        /* Cut exactly width from the middle, leaving a and b >= 1. */
        for (uint32_t a = 1; a + width < n; a++)
            seen[G[a] ^ G[n - width - a]] = 1;
        uint32_t v = 0;
        while (seen[v])
            v++;
        G[n] = v;
        out[n - 1] = v;
    }
    free(G);
    free(seen);
}
