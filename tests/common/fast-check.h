/*
 * FAST_CHECK(expr, fmt, ...): like ck_assert_msg, but free when it passes.
 * Check's assertions record a checkpoint each time they pass (a write to a pipe
 * when tests fork), which dominates loops over millions of cases; use this in
 * such loops and the ck_assert family everywhere else. quick() tells a suite
 * to use its shortened ranges.
 */
#ifndef CG_TESTS_FAST_CHECK_H
#define CG_TESTS_FAST_CHECK_H

#include <stdlib.h>

#include <check.h>

#define FAST_CHECK(expr, ...)                \
    do {                                     \
        if (!(expr))                         \
            ck_abort_msg(__VA_ARGS__);       \
    } while (0)

/* Whether CG_TEST_QUICK asks for the shortened runs (sanitizer and valgrind
 * builds): suites shrink their exhaustive ranges, never drop a check. */
static inline int quick(void)
{
    const char *q = getenv("CG_TEST_QUICK");
    return q != NULL && *q != '\0' && *q != '0';
}

#endif
