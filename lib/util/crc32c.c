/* CRC-32C by slicing-by-8 (crc32c.h). */
#include "crc32c.h"

#include <pthread.h>
#include <string.h>

#define POLY UINT32_C(0x82F63B78)   /* 0x1EDC6F41, bits reversed */

static uint32_t table[8][256];
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void make_table(void)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = c & 1 ? c >> 1 ^ POLY : c >> 1;
        table[0][i] = c;
    }
    for (uint32_t i = 0; i < 256; i++)
        for (int t = 1; t < 8; t++)
            table[t][i] = table[t - 1][i] >> 8 ^ table[0][table[t - 1][i] & 0xff];
}

uint32_t cgu_crc32c(uint32_t crc, const void *bytes, size_t len)
{
    pthread_once(&table_once, make_table);
    const uint8_t *p = bytes;
    uint32_t c = ~crc;
    while (len > 0 && ((uintptr_t)p & 7) != 0) {
        c = c >> 8 ^ table[0][(c ^ *p++) & 0xff];
        len--;
    }
    for (; len >= 8; len -= 8, p += 8) {
        uint32_t lo, hi;
        memcpy(&lo, p, 4);
        memcpy(&hi, p + 4, 4);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        lo = __builtin_bswap32(lo);
        hi = __builtin_bswap32(hi);
#endif
        lo ^= c;
        c = table[7][lo & 0xff] ^ table[6][lo >> 8 & 0xff] ^ table[5][lo >> 16 & 0xff] ^
            table[4][lo >> 24] ^ table[3][hi & 0xff] ^ table[2][hi >> 8 & 0xff] ^
            table[1][hi >> 16 & 0xff] ^ table[0][hi >> 24];
    }
    while (len-- > 0)
        c = c >> 8 ^ table[0][(c ^ *p++) & 0xff];
    return ~c;
}
