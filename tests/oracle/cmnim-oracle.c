#include "cmnim-oracle.h"

#include <stdlib.h>
#include <string.h>

uint32_t *oracle_cmnim_grundy_box(uint32_t jars, const uint32_t *sets, size_t nsets,
                                  uint32_t bound)
{
    size_t side = (size_t)bound + 1, cells = 1;
    for (uint32_t i = 0; i < jars; i++)
        cells *= side;
    uint32_t *g = malloc(cells * sizeof *g);
    unsigned char *seen = malloc(cells + 1);
    if (g == NULL || seen == NULL) {
        free(g);
        free(seen);
        return NULL;
    }
    uint32_t x[32], y[32];
    for (size_t idx = 0; idx < cells; idx++) {
        size_t r = idx;
        for (uint32_t i = jars; i-- > 0;) {
            x[i] = (uint32_t)(r % side);
            r /= side;
        }
        memset(seen, 0, cells + 1);
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
                if (g[j] <= cells)
                    seen[g[j]] = 1;
            }
        }
        uint32_t m = 0;
        while (seen[m])
            m++;
        g[idx] = m;
    }
    free(seen);
    return g;
}
