/*
 * CRC-32C (the Castagnoli polynomial, as in iSCSI, SCTP, ext4 and Btrfs
 * metadata): the checksum of census checkpoints. A CRC detects every
 * single-bit error and every burst of up to 32 bits in a block, and misses
 * random damage with probability 2^-32; a cryptographic hash would only add
 * cost, since the checkpoint guards against damage, not against an adversary.
 * Computed in software, 8 bytes per step (slicing-by-8): fast enough beside
 * writing the checkpoint (doc/development.md, "Figures behind the code's
 * comments"), portable, no CPU feature needed.
 */
#ifndef CG_UTIL_CRC32C_H
#define CG_UTIL_CRC32C_H

#include <stddef.h>
#include <stdint.h>

/* The CRC of bytes following bytes whose CRC is crc (0 to start). */
uint32_t cgu_crc32c(uint32_t crc, const void *bytes, size_t len);

#endif
