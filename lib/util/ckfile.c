/* Checkpoint files written whole and read with CRC checks (ckfile.h). */
#define _POSIX_C_SOURCE 200809L   /* fsync, fileno, strerror_r */
#include "ckfile.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <cookiegame/common.h>

#include "crc32c.h"
#include "detail.h"

/* The text of errno value e. */
static const char *error_text(int e, char *buf, size_t cap)
{
#if defined(_GNU_SOURCE) || !(_POSIX_C_SOURCE >= 200112L)
    return strerror_r(e, buf, cap);
#else
    if (strerror_r(e, buf, cap) != 0)
        snprintf(buf, cap, "error %d", e);
    return buf;
#endif
}

/* An I/O failure of path with errno e: status, the detail naming both. */
int cgu_ck_io_fail(int status, const char *what, const char *path, int e)
{
    char text[128];
    /* "File too large" alone does not say which limit: most often the
     * process's (ulimit -f), seen as EFBIG once SIGXFSZ is ignored. */
    const char *why = e == EFBIG ? " (the file size limit, ulimit -f, or the largest file the "
                                   "file system holds)"
                                 : "";
    return cgu_fail(status, "checkpoint %s: cannot %s: %s%s", path, what,
                    error_text(e, text, sizeof text), why);
}

/* ---- writing ---- */

int cgu_ck_put(cgu_ck_writer *w, const void *p, size_t bytes)
{
    if (w->err != 0)
        return -1;
    errno = 0;   /* a short write without errno is reported as EIO, not a stale errno */
    if (fwrite(p, 1, bytes, w->f) != bytes) {
        w->err = errno != 0 ? errno : EIO;
        return -1;
    }
    if (w->sum) {
        w->crc = cgu_crc32c(w->crc, p, bytes);
        w->block = cgu_crc32c(w->block, p, bytes);
    }
    return 0;
}

int cgu_ck_put_block_crc(cgu_ck_writer *w)
{
    uint32_t crc = w->block;   /* a copy: putting it changes w->block */
    return cgu_ck_put(w, &crc, sizeof crc);
}

int cgu_ck_put_file_crc(cgu_ck_writer *w)
{
    uint32_t crc = w->crc;
    return cgu_ck_put(w, &crc, sizeof crc);
}

/* Write a file under a temporary name through write_body, make it durable,
 * then give it its name. CG_OK, CG_EINVAL (with the detail: the file and
 * the system's reason) or CG_ENOMEM. */
int cgu_ck_write_file(const char *path, int (*write_body)(cgu_ck_writer *, const void *),
                      const void *arg)
{
    char tmp[4096];
    int len = snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (len < 0 || (size_t)len >= sizeof tmp)
        return cgu_fail(CG_EINVAL, "checkpoint %s: the path is too long", path);
    const char *final = path;
    errno = 0;
    cgu_ck_writer w = { fopen(tmp, "wb"), 0, 0, 1, 0 };
    if (w.f == NULL)
        return cgu_ck_io_fail(CG_EINVAL, "create it", tmp, errno);
    errno = 0;
    int bad = write_body(&w, arg) != 0;
    const char *what = "write it";
    /* The buffer's last bytes reach the file here: a full disk or the file
     * size limit (EFBIG) may show up only now, or only at fclose; ferror
     * catches a failed flush inside an fwrite that reported its bytes. */
    errno = 0;
    if (!bad && (fflush(w.f) != 0 || ferror(w.f)))
        bad = 1, w.err = errno;
    errno = 0;
    if (!bad && fsync(fileno(w.f)) != 0)
        bad = 1, w.err = errno, what = "flush it to disk";
    errno = 0;
    if (fclose(w.f) != 0 && !bad)
        bad = 1, w.err = errno;
    if (bad) {
        remove(tmp);
        if (w.err == ENOMEM)
            return CG_ENOMEM;   /* the body's memory, not the file */
        return cgu_ck_io_fail(CG_EINVAL, what, tmp, w.err != 0 ? w.err : EIO);
    }
    if (rename(tmp, final) != 0) {
        int e = errno;
        remove(tmp);
        return cgu_ck_io_fail(CG_EINVAL, "rename it into place", final, e);
    }
    return CG_OK;
}

/* ---- reading ---- */

/* Damage found at offset at of the file: CG_EPARSE with the detail. */
int cgu_ck_damaged(const cgu_ck_reader *r, uint64_t at, const char *what)
{
    return cgu_fail(CG_EPARSE, "checkpoint %s: %s (offset %llu)", r->path, what,
                    (unsigned long long)at);
}

/* bytes from the file: CG_OK, CG_EPARSE when it ends first, CG_EINVAL when
 * it cannot be read. */
int cgu_ck_get(cgu_ck_reader *r, void *p, size_t bytes)
{
    size_t got = fread(p, 1, bytes, r->f);
    r->file_crc = cgu_crc32c(r->file_crc, p, got);
    r->block_crc = cgu_crc32c(r->block_crc, p, got);
    r->at += got;
    if (got == bytes)
        return CG_OK;
    if (ferror(r->f))
        return cgu_ck_io_fail(CG_EINVAL, "read it", r->path, errno != 0 ? errno : EIO);
    return cgu_ck_damaged(r, r->at, "truncated");
}

/* The CRC stored next against crc (the CRC of what came before it). */
int cgu_ck_check_crc(cgu_ck_reader *r, uint32_t crc, uint64_t from, const char *what)
{
    uint32_t stored;
    int rc = cgu_ck_get(r, &stored, sizeof stored);
    if (rc == CG_OK && stored != crc)
        rc = cgu_ck_damaged(r, from, what);
    return rc;
}

/* The file must end here. */
int cgu_ck_check_end(cgu_ck_reader *r)
{
    if (fgetc(r->f) != EOF)
        return cgu_ck_damaged(r, r->at, "bytes past the end");
    if (ferror(r->f))
        return cgu_ck_io_fail(CG_EINVAL, "read it", r->path, errno != 0 ? errno : EIO);
    return CG_OK;
}
