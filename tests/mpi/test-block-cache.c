/*
 * The cache of fetched blocks of the sharded reduced census (block_cache.h)
 * against a deliberately naive least-recently-used list: on random finds,
 * touches and takes, the same blocks held, the same one forgotten, every held
 * block's bytes its own; the room in blocks and the memory as the header
 * says; reset empties it. No MPI: the cache knows nothing of it.
 */
#include <check.h>
#include <stdint.h>
#include <string.h>

#include "block_cache.h"
#include "run-suite.h"
#include "tables/mpi_census.h"
#include "xorshift.h"

/* The oracle: (level, block) keys, most recent first. */
#define MOST 4096
typedef struct naive_lru {
    uint64_t key[MOST];
    size_t n, room;
} naive_lru;

static uint64_t key_of(unsigned l, uint64_t b)
{
    return (uint64_t)l << 63 | b;
}

static long naive_find(const naive_lru *o, uint64_t k)
{
    for (size_t i = 0; i < o->n; i++)
        if (o->key[i] == k)
            return (long)i;
    return -1;
}

static void naive_to_front(naive_lru *o, size_t i)
{
    uint64_t k = o->key[i];
    memmove(o->key + 1, o->key, i * sizeof *o->key);
    o->key[0] = k;
}

/* Take k (not held): returns the key forgotten, or UINT64_MAX. */
static uint64_t naive_take(naive_lru *o, uint64_t k)
{
    uint64_t gone = UINT64_MAX;
    if (o->n == o->room)
        gone = o->key[--o->n];
    memmove(o->key + 1, o->key, o->n * sizeof *o->key);
    o->key[0] = k;
    o->n++;
    return gone;
}

static uint64_t state = 88172645463325252ull;
static uint64_t next_random(void)
{
    return xorshift64(&state);
}

START_TEST(the_cache_is_a_least_recently_used_list)
{
    /* Blocks of 4 bytes (8 ranks at 4 bits, 4 at 8): 12500 + 7500 blocks,
     * more than the fewest the cache holds, which a room of 1 byte gives. */
    const uint64_t positions[2] = { 100000, 30000 };
    const unsigned bits[2] = { 4, 8 };
    block_cache c;
    block_cache_init(&c, 4);
    ck_assert_int_eq(block_cache_reset(&c, positions, bits, 1), CG_OK);
    ck_assert_uint_eq(c.slots, BLOCK_CACHE_MIN_BLOCKS);
    ck_assert_uint_eq(c.blocks[0], 12500);
    ck_assert_uint_eq(c.blocks[1], 7500);
    uint64_t b0, e0;
    block_cache_block_ranks(&c, 1, 7499, &b0, &e0);
    ck_assert_uint_eq(b0, 29996);
    ck_assert_uint_eq(e0, 30000);
    ck_assert_uint_eq(block_cache_block_of(&c, 0, 99999), 12499);

    static naive_lru o;
    o.n = 0;
    o.room = c.slots;
    /* Keys drawn from a few thousand, so that finds hit and miss. */
    for (int step = 0; step < 200000; step++) {
        unsigned l = (unsigned)(next_random() & 1);
        uint64_t b = next_random() % (l == 0 ? 1600 : 900);
        long at = naive_find(&o, key_of(l, b));
        int64_t s = block_cache_find(&c, l, b);
        ck_assert_int_eq(s >= 0, at >= 0);
        if (s >= 0) {
            block_cache_touch(&c, s);
            naive_to_front(&o, (size_t)at);
            /* A held block keeps its bytes: its first byte names it. */
            ck_assert_uint_eq(block_cache_data(&c, s)[0], (uint8_t)(b * 7 + l));
            continue;
        }
        uint64_t gone = naive_take(&o, key_of(l, b));
        s = block_cache_take(&c, l, b);
        ck_assert(s >= 0 && (size_t)s < c.slots);
        ck_assert(c.at[l][b] == block_cache_data(&c, s));
        memset(block_cache_data(&c, s), (int)(uint8_t)(b * 7 + l), c.block_bytes);
        if (gone != UINT64_MAX)
            ck_assert_int_eq(block_cache_find(&c, (unsigned)(gone >> 63), gone & ~(UINT64_C(1) << 63)),
                             -1);
        ck_assert_uint_eq(c.used, o.n);
    }
    /* Everything the oracle holds, the cache holds, and nothing else. */
    size_t held = 0;
    for (unsigned l = 0; l < 2; l++)
        for (uint64_t b = 0; b < c.blocks[l]; b++)
            if (block_cache_find(&c, l, b) >= 0) {
                held++;
                ck_assert_int_ge(naive_find(&o, key_of(l, b)), 0);
            }
    ck_assert_uint_eq(held, o.n);
    /* A reset forgets every block. */
    ck_assert_int_eq(block_cache_reset(&c, positions, bits, 1), CG_OK);
    for (unsigned l = 0; l < 2; l++)
        for (uint64_t b = 0; b < c.blocks[l]; b++)
            ck_assert_int_eq(block_cache_find(&c, l, b), -1);
    ck_assert_uint_eq(c.used, 0);
    block_cache_free(&c);
}
END_TEST

START_TEST(the_room_is_whole_blocks_within_bounds)
{
    const uint64_t positions[2] = { UINT64_C(1) << 30, UINT64_C(1) << 28 };
    const unsigned bits[2] = { 4, 4 };
    /* 32 KiB blocks: 2^14 + 2^12 of them, 8 bytes of books each. */
    const uint64_t books = ((UINT64_C(1) << 14) + (UINT64_C(1) << 12)) * sizeof(uint8_t *);
    const uint64_t per = BLOCK_CACHE_BYTES + sizeof(block_slot);
    /* The least room is 1024 blocks; a room is rounded down to blocks. */
    ck_assert_uint_eq(block_cache_memory(0, positions, bits, 0), 1024 * per + books);
    ck_assert_uint_eq(block_cache_memory(0, positions, bits, (UINT64_C(3000) << 15) + 5),
                      3000 * per + books);
    /* No more blocks than the levels have. */
    ck_assert_uint_eq(block_cache_memory(0, positions, bits, UINT64_C(1) << 40),
                      ((UINT64_C(1) << 14) + (UINT64_C(1) << 12)) * per + books);
    /* At 8 bits a block holds half the ranks: twice the books. */
    const unsigned wide[2] = { 8, 8 };
    ck_assert_uint_eq(block_cache_memory(0, positions, wide, 0), 1024 * per + 2 * books);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("mpi-block-cache");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, the_cache_is_a_least_recently_used_list);
    tcase_add_test(tc, the_room_is_whole_blocks_within_bounds);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
