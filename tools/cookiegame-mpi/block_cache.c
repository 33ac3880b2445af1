/* The cache of fetched blocks (block_cache.h). */
#include "block_cache.h"

#include <string.h>

#include "tables/mpi_census.h"

void block_cache_init(block_cache *c, size_t block_bytes)
{
    memset(c, 0, sizeof *c);
    c->block_bytes = block_bytes != 0 ? block_bytes : BLOCK_CACHE_BYTES;
    c->head = c->tail = -1;
}

void block_cache_free(block_cache *c)
{
    cgu_free(c->data);
    cgu_free(c->slot);
    for (int l = 0; l < 2; l++)
        cgu_free(c->at[l]);
    block_cache_init(c, c->block_bytes);
}

/* log2 of the ranks of a block of block_bytes at `bits` per value (0: a
 * level absent); at least 1, as 4-bit values go in pairs. */
static unsigned shift_for(size_t block_bytes, unsigned bits)
{
    unsigned shift = 1;
    while (((uint64_t)1 << shift) * (bits != 0 ? bits : 4) < (uint64_t)block_bytes * 8)
        shift++;
    return shift;
}

static uint64_t blocks_of(uint64_t positions, unsigned shift)
{
    return positions == 0 ? 0 : ((positions - 1) >> shift) + 1;
}

/* The blocks of room (block_cache_memory). */
static size_t slots_for(size_t block_bytes, const uint64_t positions[2], const unsigned bits[2],
                        uint64_t room)
{
    uint64_t slots = room / block_bytes, all = 0;
    if (slots < BLOCK_CACHE_MIN_BLOCKS)
        slots = BLOCK_CACHE_MIN_BLOCKS;
    for (int l = 0; l < 2; l++)
        all += blocks_of(positions[l], shift_for(block_bytes, bits[l]));
    if (all < slots)
        slots = all > 0 ? all : 1;
    return (size_t)slots;
}

uint64_t block_cache_memory(size_t block_bytes, const uint64_t positions[2],
                            const unsigned bits[2], uint64_t room)
{
    block_bytes = block_bytes != 0 ? block_bytes : BLOCK_CACHE_BYTES;
    uint64_t slots = slots_for(block_bytes, positions, bits, room), books = 0;
    for (int l = 0; l < 2; l++)
        books += blocks_of(positions[l], shift_for(block_bytes, bits[l])) * sizeof(uint8_t *);
    return slots * (block_bytes + sizeof(block_slot)) + books;
}

int block_cache_reset(block_cache *c, const uint64_t positions[2], const unsigned bits[2],
                      uint64_t room)
{
    size_t slots = slots_for(c->block_bytes, positions, bits, room);
    if (slots != c->slots || c->data == NULL) {
        cgu_free(c->data);
        cgu_free(c->slot);
        c->data = cgu_malloc(slots * c->block_bytes);
        c->slot = cgu_malloc(slots * sizeof *c->slot);
        c->slots = slots;
    }
    for (int l = 0; l < 2; l++) {
        cgu_free(c->at[l]);
        c->shift[l] = shift_for(c->block_bytes, bits[l]);
        c->positions[l] = positions[l];
        c->blocks[l] = blocks_of(positions[l], c->shift[l]);
        c->at[l] = c->blocks[l] > 0 ? cgu_calloc((size_t)c->blocks[l], sizeof *c->at[l]) : NULL;
    }
    c->used = 0;
    c->head = c->tail = -1;
    if (c->data == NULL || c->slot == NULL || (c->blocks[0] > 0 && c->at[0] == NULL) ||
        (c->blocks[1] > 0 && c->at[1] == NULL)) {
        block_cache_free(c);
        return CG_ENOMEM;
    }
    return CG_OK;
}

void block_cache_block_ranks(const block_cache *c, unsigned l, uint64_t b, uint64_t *begin,
                             uint64_t *end)
{
    *begin = b << c->shift[l];
    *end = *begin + ((uint64_t)1 << c->shift[l]);
    if (*end > c->positions[l])
        *end = c->positions[l];
}

static void unlink_slot(block_cache *c, int64_t s)
{
    block_slot *x = &c->slot[s];
    if (x->prev >= 0)
        c->slot[x->prev].next = x->next;
    else
        c->head = x->next;
    if (x->next >= 0)
        c->slot[x->next].prev = x->prev;
    else
        c->tail = x->prev;
}

static void push_front(block_cache *c, int64_t s)
{
    c->slot[s].prev = -1;
    c->slot[s].next = c->head;
    if (c->head >= 0)
        c->slot[c->head].prev = s;
    c->head = s;
    if (c->tail < 0)
        c->tail = s;
}

void block_cache_touch(block_cache *c, int64_t s)
{
    if (c->head == s)
        return;
    unlink_slot(c, s);
    push_front(c, s);
}

int64_t block_cache_take(block_cache *c, unsigned l, uint64_t b)
{
    int64_t s;
    if (c->used < c->slots) {
        s = (int64_t)c->used++;
    } else {
        s = c->tail;
        unlink_slot(c, s);
        c->at[c->slot[s].level][c->slot[s].block] = NULL;
    }
    c->slot[s].level = l;
    c->slot[s].block = b;
    c->at[l][b] = block_cache_data(c, s);
    push_front(c, s);
    return s;
}
