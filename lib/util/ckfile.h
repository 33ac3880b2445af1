/*
 * Checkpoint files: written whole or not at all, read with CRC-32C checks.
 *
 * The census checkpoints (tables/checkpoint.c), the hunt's (cookie/hunt.c)
 * and the Cookie Cutter tables (cutter/table_file.c) are all written through
 * cgu_ck_write_file: under the name PATH.tmp, flushed to disk, then renamed,
 * so a process killed at any moment leaves the previous file whole. The writer keeps the CRC-32C
 * (util/crc32c.h) of everything written and of the current block, which the
 * body writes into the file where its format says; the reader keeps the same
 * two CRCs of what it read, so a format checks them with cgu_ck_check_crc.
 * A checkpoint is untrusted input: damage is CG_EPARSE with a detail naming
 * the file and the byte offset, an I/O failure CG_EINVAL with the system's
 * reason. The file size limit (ulimit -f) is such a failure (EFBIG) only in a
 * process that ignores SIGXFSZ, which the library leaves to the program (the
 * tools do); otherwise the signal kills the process, the previous file whole.
 */
#ifndef CG_UTIL_CKFILE_H
#define CG_UTIL_CKFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* A file being written: the CRCs of everything so far and of the current
 * block (while sum is set), and the errno of the first failure (0: none). */
typedef struct cgu_ck_writer {
    FILE *f;
    uint32_t crc, block;
    int sum, err;
} cgu_ck_writer;

/* Append bytes: 0, or -1 after a failure (recorded in w->err). */
int cgu_ck_put(cgu_ck_writer *w, const void *p, size_t bytes);
/* Start a block: the block CRC counts from the next byte. */
static inline void cgu_ck_begin_block(cgu_ck_writer *w)
{
    w->block = 0;
}
/* Append the CRC of the block so far, or of every byte written so far (a
 * header's or the file's trailer): 0, or -1 after a failure. */
int cgu_ck_put_block_crc(cgu_ck_writer *w);
int cgu_ck_put_file_crc(cgu_ck_writer *w);

/* Write path through write_body (non-zero: failed; an err of ENOMEM is
 * CG_ENOMEM), under a temporary name, made durable, then renamed. CG_OK,
 * CG_EINVAL (with the detail: the file and the system's reason) or CG_ENOMEM. */
int cgu_ck_write_file(const char *path, int (*write_body)(cgu_ck_writer *, const void *),
                      const void *arg);

/* A file being read: its path, the offset reached and the CRCs of the bytes
 * read, of the whole file and of the current block. */
typedef struct cgu_ck_reader {
    FILE *f;
    const char *path;
    uint64_t at;
    uint32_t file_crc, block_crc;
} cgu_ck_reader;

/* An I/O failure of path (what: "open it", ...) with errno e: status, the
 * detail naming both. */
int cgu_ck_io_fail(int status, const char *what, const char *path, int e);
/* Damage found at offset at: CG_EPARSE with the detail. */
int cgu_ck_damaged(const cgu_ck_reader *r, uint64_t at, const char *what);
/* bytes from the file: CG_OK, CG_EPARSE when it ends first, CG_EINVAL when
 * it cannot be read. */
int cgu_ck_get(cgu_ck_reader *r, void *p, size_t bytes);
/* The CRC stored next against crc (the CRC of what came before it); damage
 * is reported at offset from. */
int cgu_ck_check_crc(cgu_ck_reader *r, uint32_t crc, uint64_t from, const char *what);
/* The file must end here. */
int cgu_ck_check_end(cgu_ck_reader *r);

#endif
