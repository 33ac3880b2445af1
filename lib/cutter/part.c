/* Splitting, trimming and canonical keys of Cookie Cutter parts. */
#include "part.h"

#include <string.h>

static uint64_t low_bits(uint32_t w)
{
    return w >= 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1;
}

/* Every column within d of a set column. */
static uint64_t spread(uint64_t x, uint32_t d, uint64_t mask)
{
    uint64_t y = x;
    for (uint32_t s = 1; s <= d && s < 64; s++)
        y |= x << s | x >> s;
    return y & mask;
}

size_t cutter_split(const cutter_part *p, uint32_t cr, uint32_t cc, cutter_part *parts, size_t cap)
{
    cutter_part rest = *p;
    uint64_t mask = low_bits(p->w), h_spread[CUTTER_MAX];
    size_t n = 0;
    for (uint32_t r0 = 0; r0 < p->h; r0++) {
        while (rest.row[r0] != 0) {
            /* Grow one part from the lowest cookie of row r0 until it is closed. */
            cutter_part comp;
            comp.h = p->h;
            comp.w = p->w;
            memset(comp.row, 0, p->h * sizeof comp.row[0]);
            comp.row[r0] = rest.row[r0] & -rest.row[r0];
            uint32_t lo = r0, hi = r0;   /* rows the part may occupy so far */
            for (;;) {
                uint32_t a = lo >= cr - 1 ? lo - (cr - 1) : 0;
                uint32_t b = hi + (cr - 1) < p->h ? hi + (cr - 1) : p->h - 1;
                for (uint32_t r = lo; r <= hi; r++)
                    h_spread[r] = spread(comp.row[r], cc - 1, mask);
                int grew = 0;
                uint32_t nlo = lo, nhi = hi;
                for (uint32_t r = a; r <= b; r++) {
                    uint32_t s0 = r >= cr - 1 ? r - (cr - 1) : 0, s1 = r + (cr - 1);
                    if (s0 < lo)
                        s0 = lo;
                    if (s1 > hi)
                        s1 = hi;
                    uint64_t reach = 0;
                    for (uint32_t s = s0; s <= s1; s++)
                        reach |= h_spread[s];
                    uint64_t add = reach & rest.row[r] & ~comp.row[r];
                    if (add != 0) {
                        comp.row[r] |= add;
                        grew = 1;
                        if (r < nlo)
                            nlo = r;
                        if (r > nhi)
                            nhi = r;
                    }
                }
                lo = nlo;
                hi = nhi;
                if (!grew)
                    break;
            }
            for (uint32_t r = lo; r <= hi; r++)
                rest.row[r] &= ~comp.row[r];
            if (n < cap)
                parts[n] = comp;
            n++;
        }
    }
    return n;
}

void cutter_normalize(cutter_part *p)
{
    uint32_t r0 = 0, r1 = p->h;
    while (r0 < r1 && p->row[r0] == 0)
        r0++;
    while (r1 > r0 && p->row[r1 - 1] == 0)
        r1--;
    uint64_t cols = 0;
    for (uint32_t r = r0; r < r1; r++)
        cols |= p->row[r];
    if (cols == 0) {
        p->h = p->w = 0;
        return;
    }
    uint32_t c0 = (uint32_t)__builtin_ctzll(cols), c1 = 64 - (uint32_t)__builtin_clzll(cols);
    for (uint32_t r = r0; r < r1; r++)
        p->row[r - r0] = p->row[r] >> c0;
    p->h = r1 - r0;
    p->w = c1 - c0;
}

static uint64_t reverse64(uint64_t x)
{
    x = ((x >> 1) & UINT64_C(0x5555555555555555)) | ((x & UINT64_C(0x5555555555555555)) << 1);
    x = ((x >> 2) & UINT64_C(0x3333333333333333)) | ((x & UINT64_C(0x3333333333333333)) << 2);
    x = ((x >> 4) & UINT64_C(0x0f0f0f0f0f0f0f0f)) | ((x & UINT64_C(0x0f0f0f0f0f0f0f0f)) << 4);
    x = ((x >> 8) & UINT64_C(0x00ff00ff00ff00ff)) | ((x & UINT64_C(0x00ff00ff00ff00ff)) << 8);
    x = ((x >> 16) & UINT64_C(0x0000ffff0000ffff)) | ((x & UINT64_C(0x0000ffff0000ffff)) << 16);
    return (x >> 32) | (x << 32);
}

static void flip_rows(cutter_part *p)
{
    for (uint32_t i = 0, j = p->h; i + 1 < j; i++, j--) {
        uint64_t t = p->row[i];
        p->row[i] = p->row[j - 1];
        p->row[j - 1] = t;
    }
}

static void flip_cols(cutter_part *p)
{
    for (uint32_t r = 0; r < p->h; r++)
        p->row[r] = reverse64(p->row[r]) >> (64 - p->w);
}

static void transpose(const cutter_part *p, cutter_part *t)
{
    t->h = p->w;
    t->w = p->h;
    memset(t->row, 0, t->h * sizeof t->row[0]);
    for (uint32_t r = 0; r < p->h; r++)
        for (uint64_t bits = p->row[r]; bits != 0; bits &= bits - 1)
            t->row[__builtin_ctzll(bits)] |= UINT64_C(1) << r;
}

static size_t pack(const cutter_part *p, uint32_t cr, uint32_t cc, uint64_t *key)
{
    size_t bits = (size_t)p->h * p->w, words = 1 + (bits + 63) / 64;
    memset(key, 0, words * sizeof *key);
    key[0] = (uint64_t)p->h | (uint64_t)p->w << 8 | (uint64_t)cr << 16 | (uint64_t)cc << 24;
    size_t off = 0;
    for (uint32_t r = 0; r < p->h; r++, off += p->w) {
        uint64_t x = p->row[r];
        key[1 + off / 64] |= x << (off % 64);
        if (off % 64 != 0 && off % 64 + p->w > 64)
            key[1 + off / 64 + 1] |= x >> (64 - off % 64);
    }
    return words;
}

/* Keep the smaller of key and the image's key. */
static void consider(const cutter_part *img, uint32_t cr, uint32_t cc, uint64_t *key, size_t *n)
{
    uint64_t k2[CUTTER_KEY_WORDS];
    size_t n2 = pack(img, cr, cc, k2);
    if (n2 < *n || (n2 == *n && memcmp(k2, key, n2 * sizeof *key) < 0)) {
        /* Equal dimension words have equal lengths; memcmp on little-endian words is
         * not numeric order, but any fixed total order makes a canonical choice. */
        memcpy(key, k2, n2 * sizeof *key);
        *n = n2;
    }
}

size_t cutter_key(const cutter_part *p, uint32_t cr, uint32_t cc, int symmetry,
               uint64_t key[CUTTER_KEY_WORDS])
{
    size_t n = pack(p, cr, cc, key);
    if (!symmetry)
        return n;
    cutter_part img = *p;
    flip_rows(&img);
    consider(&img, cr, cc, key, &n);
    flip_cols(&img);
    consider(&img, cr, cc, key, &n);
    flip_rows(&img);
    consider(&img, cr, cc, key, &n);
    if (cr == cc) {
        cutter_part t;
        transpose(p, &t);
        consider(&t, cr, cc, key, &n);
        flip_rows(&t);
        consider(&t, cr, cc, key, &n);
        flip_cols(&t);
        consider(&t, cr, cc, key, &n);
        flip_rows(&t);
        consider(&t, cr, cc, key, &n);
    }
    return n;
}
