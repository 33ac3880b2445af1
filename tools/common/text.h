/*
 * The short texts the tool's messages and tables are made of: plurals,
 * outcome letters, durations, counts with an SI prefix, byte counts, dyadic
 * numbers and the user's own text made safe for one line of a message.
 */
#ifndef COOKIEGAME_TEXT_H
#define COOKIEGAME_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame.h>

/* "s" unless n is 1: for "%zu heap%s"-style counts. */
const char *tool_plural(uint64_t n);

/* The outcome class as one letter: 'P', 'N', 'L' or 'R'. */
char tool_outcome_letter(cg_outcome o);

/* A duration, "12s", "4m05s", "2h10m"; a count with an SI prefix and three
 * digits, "12.3M". */
void tool_duration_text(char *buf, size_t cap, double seconds);
void tool_si_text(char *buf, size_t cap, double n);

/* A number of bytes as the library's messages write it, so that the tool's
 * figure and the library's detail after it read alike: "512 B", "528.7 kB",
 * "4.1 GB" (powers of 1000, one decimal from kB on). It is the library's own
 * cgu_bytes_text (lib/util/sysmem.c), whose object the front end links
 * (tools/common/meson.build): one writing of byte counts, not two. */
void tool_bytes_text(char *buf, size_t cap, uint64_t bytes);

/* num / 2^k as cg_dyadic_format() writes it: "3", "3/4", "-5/2"; buf of
 * TOOL_DYADIC_TEXT_MAX bytes holds any number in range. */
#define TOOL_DYADIC_TEXT_MAX CG_DYADIC_TEXT_MAX
void tool_dyadic_text(char *buf, size_t cap, int64_t num, uint32_t k);

/* The user's text for a message on one line: control bytes shown as '?', long
 * text cut short with "...". */
void tool_shown_text(char *buf, size_t cap, const char *text);

#endif
