/*
 * Boards and parts of boards for the Cookie Cutter search: up to 64 x 64 cells,
 * one 64-bit word per row (bit c = column c).
 */
#ifndef CG_CUTTER_PART_H
#define CG_CUTTER_PART_H

#include <stddef.h>
#include <stdint.h>

#define CUTTER_MAX 64

typedef struct cutter_part {
    uint32_t h, w;
    uint64_t row[CUTTER_MAX];
} cutter_part;

/* The reductions of the search, as flags (all on in the public API). */
enum {
    CUTTER_SPLIT = 1,       /* independent parts, XOR of their values */
    CUTTER_NORMALIZE = 2,   /* translate to the origin, trim, clamp the cutter */
    CUTTER_SYMMETRY = 4,    /* identify mirror images that keep the cutter's shape */
    CUTTER_ALL = 7
};

/* Longest key: the dimension word and h * w bits. */
#define CUTTER_KEY_WORDS (1 + CUTTER_MAX * CUTTER_MAX / 64)

static inline int cutter_empty(const cutter_part *p)
{
    for (uint32_t r = 0; r < p->h; r++)
        if (p->row[r] != 0)
            return 0;
    return 1;
}

/*
 * Split p into the parts that no single placement of a cr x cr cutter can touch
 * together (cells closer than cr rows and cc columns are linked). Writes at most
 * `cap` parts, each still in p's frame; returns how many parts there are.
 */
size_t cutter_split(const cutter_part *p, uint32_t cr, uint32_t cc, cutter_part *parts, size_t cap);

/* Translate a non-empty part to the origin and trim empty rows and columns. */
void cutter_normalize(cutter_part *p);

/*
 * The memo key of part p under cutter cr x cc: [dims, packed bits]. With
 * `symmetry`, the smallest key among the images that keep the cutter's shape.
 * Returns the number of words.
 */
size_t cutter_key(const cutter_part *p, uint32_t cr, uint32_t cc, int symmetry,
               uint64_t key[CUTTER_KEY_WORDS]);

#endif
