/*
 * How a command of the front end ends: its exit status and the one-line
 * messages on stderr that go with a failure ("cookiegame: ..."). Every
 * command (tools/cookiegame cmd-*.c, cookiegame-mpi) returns one of these.
 */
#ifndef COOKIEGAME_EXIT_STATUS_H
#define COOKIEGAME_EXIT_STATUS_H

#include <stdint.h>

/* Exit statuses: 0 success, 1 the computation failed (limit, memory, ...),
 * 2 bad input (usage, malformed numbers or positions), 130 interrupted by
 * Ctrl-C (the shell's convention for a command ended by SIGINT). */
enum { TOOL_OK = 0, TOOL_FAIL = 1, TOOL_USAGE = 2, TOOL_INTERRUPTED = 130 };

/* Flush stdout and check that every write to it succeeded; if not, say so on
 * stderr ("cookiegame: cannot write output: reason") and return TOOL_FAIL,
 * else return status. Called once, when the command is done. */
int tool_finish_stdout(int status);

/* Print "cookiegame: <message>" on one line of stderr; return TOOL_USAGE. */
int tool_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Report a failed library call on one line of stderr ("cookiegame: what: reason")
 * and return the exit status it deserves: TOOL_USAGE for input errors
 * (EINVAL, EPARSE, ERANGE, EDOMAIN), TOOL_FAIL otherwise. */
int tool_lib_error(const char *what, int status);

/* Say that cmd stopped at the limit ("cookiegame: CMD: the search passed N
 * UNIT; give --limit N (0 = no limit) to go on") and return TOOL_FAIL. */
int tool_limit_reached(const char *cmd, uint64_t limit, const char *unit);

#endif
