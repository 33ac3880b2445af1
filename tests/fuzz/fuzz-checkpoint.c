/*
 * Census checkpoints from bytes: the input is a checkpoint directory, written
 * to a fresh temporary directory and resumed as a census to 8 heaps (reduced,
 * or outcomes). Invariant: the resumed census is the census never stopped
 * (histograms and listed positions, level by level), or the resume fails
 * with CG_EPARSE or CG_EDOMAIN and a detail naming a file of the directory;
 * never another census, never a crash.
 *
 * Input: byte 0, bit 0: the outcome census; then files, each a byte naming
 * it (0: census.ckpt, k: level-(k-1).bin, k taken modulo 11), a two-byte
 * big-endian length, and that many bytes of its contents with runs of zeros
 * packed: a zero byte followed by a byte r stands for r + 1 zero bytes
 * (checkpoints are mostly zeros; packed, a valid one fits the 4096-byte
 * inputs of .ci/fuzz). The corpus's seeds are censuses to 6 and 8 heaps
 * stopped after various levels, and finished, written by the library and
 * packed this way.
 */
#define _POSIX_C_SOURCE 200809L   /* mkdtemp */
#include <stdio.h>
#include <unistd.h>

#include <cookiegame.h>

#include "fuzz.h"

#define NMAX 8

static cg_census *want[2];

static int hash_listed(void *user, const cg_position *p)
{
    uint64_t *h = user;
    for (size_t k = 0; k < cg_position_size(p); k++)
        *h = *h * 1000003u + cg_position_heap(p, k) + 1;
    *h = *h * 31u + 7;
    return 0;
}

static int same_census(const cg_census *a, const cg_census *b)
{
    if (cg_census_nmax(a) != cg_census_nmax(b))
        return 0;
    for (uint32_t n = 0; n <= cg_census_nmax(a); n++) {
        uint64_t ha[64], hb[64];
        if (cg_census_histogram(a, n, ha, 64) != CG_OK || cg_census_histogram(b, n, hb, 64) != CG_OK ||
            memcmp(ha, hb, sizeof ha) != 0)
            return 0;
        for (uint32_t g = 0; g < 64; g++) {
            uint64_t la = 1, lb = 1;
            if (cg_census_positions(a, n, g, hash_listed, &la) !=
                    cg_census_positions(b, n, g, hash_listed, &lb) ||
                la != lb)
                return 0;
        }
    }
    return 1;
}

static void file_name(char *buf, size_t cap, const char *dir, unsigned which)
{
    if (which == 0)
        snprintf(buf, cap, "%s/census.ckpt", dir);
    else
        snprintf(buf, cap, "%s/level-%u.bin", dir, which - 1);
}

/* Every file the directory may hold, then the directory. */
static void clean(const char *dir)
{
    char path[512];
    for (unsigned which = 0; which <= NMAX + 2; which++) {
        file_name(path, sizeof path, dir, which);
        remove(path);
        snprintf(path + strlen(path), sizeof path - strlen(path), ".tmp");
        remove(path);
    }
    rmdir(dir);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = { data, size };
    int outcomes = fuzz_u8(&b) & 1;
    if (want[outcomes] == NULL)
        FUZZ_CHECK((outcomes ? cg_reduced_outcome_census : cg_reduced_census)(NMAX, 1, 0, NULL, NULL,
                                                                              &want[outcomes]) == CG_OK);
    const char *tmp = getenv("TMPDIR");
    char dir[256];
    snprintf(dir, sizeof dir, "%s/cg-fuzz-checkpoint-XXXXXX", tmp != NULL && *tmp ? tmp : "/tmp");
    FUZZ_CHECK(mkdtemp(dir) != NULL);
    while (b.n > 0) {
        unsigned which = fuzz_u8(&b) % (NMAX + 3);
        size_t len = (size_t)fuzz_u8(&b) << 8;
        len |= fuzz_u8(&b);
        char path[512];
        file_name(path, sizeof path, dir, which);
        FILE *f = fopen(path, "wb");
        FUZZ_CHECK(f != NULL);
        /* len packed bytes (fewer when the input ends first) */
        for (size_t end = b.n > len ? b.n - len : 0; b.n > end;) {
            uint8_t c = fuzz_u8(&b);
            if (c != 0) {
                FUZZ_CHECK(fputc(c, f) != EOF);
                continue;
            }
            for (unsigned r = fuzz_u8(&b) + 1u; r > 0; r--)
                FUZZ_CHECK(fputc(0, f) != EOF);
        }
        FUZZ_CHECK(fclose(f) == 0);
    }
    cg_census *got = NULL;
    int rc = (outcomes ? cg_reduced_outcome_census_resumable
                       : cg_reduced_census_resumable)(NMAX, 1, 0, dir, NULL, NULL, &got);
    if (rc == CG_OK) {
        FUZZ_CHECK(same_census(got, want[outcomes]));
        cg_census_free(got);
    } else {
        FUZZ_CHECK(rc == CG_EPARSE || rc == CG_EDOMAIN);
        FUZZ_CHECK(got == NULL);
        FUZZ_CHECK(strstr(cg_error_detail(), dir) != NULL);
    }
    clean(dir);
    return 0;
}
