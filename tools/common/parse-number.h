/*
 * Numbers the user types: strict decimal parsing of a whole argument (digits
 * only, no sign, no spaces, no overflow), sizes in bytes with K, M, G, and
 * counts in a range with the message that refuses the others.
 */
#ifndef COOKIEGAME_PARSE_NUMBER_H
#define COOKIEGAME_PARSE_NUMBER_H

#include <stdint.h>

/* Strict decimal parsing of a whole argument: digits only, <= max.
 * Return 0 on success, -1 otherwise. */
int tool_parse_u64(const char *text, uint64_t max, uint64_t *out);
/* A size in bytes, "12000", "512K", "12G" (powers of 1024): 0, or -1 when
 * malformed or past 2^64. */
int tool_parse_bytes(const char *text, uint64_t *out);
int tool_parse_u32(const char *text, uint32_t *out);

/* Parse a count 0..max for the argument called what; TOOL_OK or TOOL_USAGE
 * (exit-status.h), saying why on stderr. */
int tool_parse_count(const char *what, const char *text, uint32_t max, uint32_t *out);

#endif
