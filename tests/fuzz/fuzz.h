/*
 * Shared by the fuzz harnesses (tests/fuzz/fuzz-*.c): each defines
 * LLVMFuzzerTestOneInput, run by libFuzzer (-Dfuzzing=true, clang) or by
 * replay.c over the committed corpus (suite 'fuzz', any compiler).
 *
 * A harness checks invariants, not only "no crash": FUZZ_CHECK aborts with the
 * failed condition, which libFuzzer reports as a crash with its input and the
 * replay test as a failure.
 */
#ifndef CG_FUZZ_H
#define CG_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_CHECK(cond)                                                                   \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #cond);   \
            abort();                                                                       \
        }                                                                                  \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Structured input: numbers taken from the front of the bytes, 0 once they
 * run out (so every input is a valid program of the harness). */
typedef struct fuzz_bytes {
    const uint8_t *p;
    size_t n;
} fuzz_bytes;

static inline uint8_t fuzz_u8(fuzz_bytes *b)
{
    if (b->n == 0)
        return 0;
    b->n--;
    return *b->p++;
}

static inline uint32_t fuzz_u32(fuzz_bytes *b)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++)
        v = v << 8 | fuzz_u8(b);
    return v;
}

static inline uint64_t fuzz_u64(fuzz_bytes *b)
{
    uint64_t v = fuzz_u32(b);
    return v << 32 | fuzz_u32(b);
}

/* The input as a NUL-terminated string (malloc'ed; NULL when out of memory). */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (s != NULL) {
        memcpy(s, data, size);
        s[size] = '\0';
    }
    return s;
}

#endif
