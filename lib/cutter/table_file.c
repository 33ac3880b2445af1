/*
 * The Cookie Cutter table on disk (see table_file.h).
 */
#define _POSIX_C_SOURCE 200809L   /* fileno */
#include "table_file.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include <cookiegame/common.h>

#include "util/alloc.h"
#include "util/ckfile.h"
#include "util/detail.h"
#include "util/hugepage.h"

static const char table_magic[8] = { 'C', 'G', 'C', 'U', 'T', 'T', '0', '1' };

/* The header after the magic: cutter, table size, counts. */
typedef struct file_head {
    uint32_t cr, cc, shift, zero;
    uint64_t count, evicted;
} file_head;

#define HEAD_BYTES (sizeof table_magic + sizeof(file_head))
/* The largest table a file may describe: 2^40 slots, 8 TiB. */
#define MAX_SHIFT 40

static int write_table(cgu_ck_writer *w, const void *arg)
{
    const cutter_table *t = arg;
    file_head head = { t->cr, t->cc, t->capacity == 0 ? 0 : t->shift, 0, t->count, t->evicted };
    if (cgu_ck_put(w, table_magic, sizeof table_magic) || cgu_ck_put(w, &head, sizeof head) ||
        cgu_ck_put_file_crc(w))
        return -1;
    cgu_ck_begin_block(w);
    if (t->capacity != 0 && cgu_ck_put(w, t->slots, t->capacity * sizeof t->slots[0]))
        return -1;
    return cgu_ck_put_block_crc(w) || cgu_ck_put_file_crc(w);
}

int cutter_table_save(const cutter_table *t, const char *path)
{
    return cgu_ck_write_file(path, write_table, t);
}

/* The slots make sense: a free slot is all zero, the values held are as many
 * as the header says, and a value displaced k slots from its home has k
 * values before it (a look-up stops at the first free slot). */
static int check_slots(const cgu_ck_reader *r, const uint64_t *slots, size_t cap, uint64_t count)
{
    uint64_t held = 0;
    /* The run of values that wraps around the end, for the first slots. */
    size_t run = 0;
    while (run < cap && slots[cap - 1 - run] != 0)
        run++;
    for (size_t i = 0; i < cap; i++) {
        uint64_t e = slots[i];
        if (e == 0) {
            run = 0;
            continue;
        }
        if ((e & 0xff) == 0)
            return cgu_ck_damaged(r, HEAD_BYTES + 4 + 8 * (uint64_t)i, "a slot without a value");
        if (((e >> 8) & 0xf) > run)
            return cgu_ck_damaged(r, HEAD_BYTES + 4 + 8 * (uint64_t)i,
                                  "a value displaced past a free slot");
        run++;
        held++;
    }
    if (held != count)
        return cgu_ck_damaged(r, sizeof table_magic + 16, "the count is not that of the slots");
    return CG_OK;
}

int cutter_table_load(cg_ctx *ctx, cutter_table *t, uint32_t cr, uint32_t cc, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return errno == ENOENT ? CG_OK : cgu_ck_io_fail(CG_EINVAL, "open it", path, errno);
    cgu_ck_reader r = { f, path, 0, 0, 0 };
    char magic[8];
    file_head head;
    int rc = cgu_ck_get(&r, magic, sizeof magic);
    if (rc == CG_OK && memcmp(magic, table_magic, sizeof magic) != 0)
        rc = cgu_ck_damaged(&r, 0, "not a Cookie Cutter table");
    if (rc == CG_OK)
        rc = cgu_ck_get(&r, &head, sizeof head);
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.file_crc, 0, "checksum mismatch in the header");
    if (rc == CG_OK && (head.cr == 0 || head.cr > 8 || head.cc == 0 || head.cc > 8 || head.zero != 0 ||
                        (head.shift != 0 && (head.shift < CUTTER_TABLE_FIRST_SHIFT ||
                                             head.shift > MAX_SHIFT))))
        rc = cgu_ck_damaged(&r, sizeof table_magic, "an impossible cutter or table size");
    size_t cap = rc == CG_OK && head.shift != 0 ? (size_t)1 << head.shift : 0;
    if (rc == CG_OK && head.count > cap)
        rc = cgu_ck_damaged(&r, sizeof table_magic + 16, "more values than slots");
    if (rc == CG_OK && (head.cr != cr || head.cc != cc))
        rc = cgu_fail(CG_EDOMAIN,
                      "checkpoint %s: the table of a %u x %u cutter, not of this %u x %u one: give "
                      "another file, or remove it to start again",
                      path, head.cr, head.cc, cr, cc);
    /* The size the header implies, before that much memory is asked for. */
    struct stat st;
    if (rc == CG_OK && fstat(fileno(f), &st) == 0 &&
        (uint64_t)st.st_size != HEAD_BYTES + 4 + 8 * (uint64_t)cap + 8)
        rc = cgu_ck_damaged(&r, sizeof table_magic, "the file's size is not the table's");
    if (rc == CG_OK)
        rc = cgu_ctx_reserve(ctx, cap * sizeof(uint64_t), "cutter: the transposition table read back");
    uint64_t *slots = NULL;
    if (rc == CG_OK && cap != 0 && (slots = cgu_malloc_array(cap, sizeof *slots)) == NULL)
        rc = CG_ENOMEM;
    if (slots != NULL)
        cgu_advise_huge(slots, cap * sizeof *slots);
    r.block_crc = 0;
    if (rc == CG_OK && cap != 0)
        rc = cgu_ck_get(&r, slots, cap * sizeof *slots);
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.block_crc, HEAD_BYTES + 4, "checksum mismatch in the slots");
    if (rc == CG_OK)
        rc = cgu_ck_check_crc(&r, r.file_crc, 0, "checksum mismatch of the whole file");
    if (rc == CG_OK)
        rc = cgu_ck_check_end(&r);
    if (rc == CG_OK)
        rc = check_slots(&r, slots, cap, head.count);
    fclose(f);
    if (rc != CG_OK) {
        cgu_free(slots);
        return rc;
    }
    cgu_free(t->slots);
    t->slots = slots;
    t->capacity = cap;
    t->shift = cap == 0 ? 0 : head.shift;
    t->count = (size_t)head.count;
    t->evicted = head.evicted;
    t->cr = cr;
    t->cc = cc;
    return CG_OK;
}
