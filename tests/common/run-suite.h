/* The main() of every Check runner: run the suite, exit status by result. */
#ifndef CG_TESTS_RUN_SUITE_H
#define CG_TESTS_RUN_SUITE_H

#include <stdlib.h>

#include <check.h>

/* Run every test of s (Check forks each one unless CK_FORK=no) and return
 * EXIT_SUCCESS when none failed. */
static inline int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

#endif
