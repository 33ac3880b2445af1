#include "wythoff-oracle.h"

#include <stdlib.h>

int oracle_wythoff_p_positions(size_t n, uint64_t *a, uint64_t *b)
{
    /* used[v]: v already appears in an earlier pair. b_k < 3n. */
    size_t size = 3 * n + 3;
    unsigned char *used = calloc(size, 1);
    if (used == NULL)
        return -1;
    uint64_t next = 0;
    for (size_t k = 0; k < n; k++) {
        while (k > 0 && used[next])
            next++;
        a[k] = next;
        b[k] = next + k;
        used[a[k]] = 1;
        used[b[k]] = 1;
    }
    free(used);
    return 0;
}

void oracle_wythoff_grundy_table(uint32_t rows, uint32_t cols, uint32_t *g)
{
    size_t maxv = (size_t)rows + cols + 2 * (rows < cols ? rows : cols) + 2;
    unsigned char *seen = malloc(maxv);
    for (uint32_t x = 0; x < rows; x++) {
        for (uint32_t y = 0; y < cols; y++) {
            for (size_t v = 0; v < maxv; v++)
                seen[v] = 0;
            for (uint32_t i = 0; i < x; i++)
                seen[g[(size_t)i * cols + y]] = 1;
            for (uint32_t j = 0; j < y; j++)
                seen[g[(size_t)x * cols + j]] = 1;
            for (uint32_t t = 1; t <= x && t <= y; t++)
                seen[g[(size_t)(x - t) * cols + (y - t)]] = 1;
            uint32_t m = 0;
            while (seen[m])
                m++;
            g[(size_t)x * cols + y] = m;
        }
    }
    free(seen);
}
