/* 128-bit integers: exact counts past 2^64 and products of two 64-bit
 * numbers. A GCC and Clang extension (__int128), the one place it is named. */
#ifndef CG_UTIL_INT128_H
#define CG_UTIL_INT128_H

__extension__ typedef unsigned __int128 cgu_u128;
__extension__ typedef __int128 cgu_i128;

#endif
