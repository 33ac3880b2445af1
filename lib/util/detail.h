/*
 * The detail of the last failure on this thread (cg_error_detail()): what
 * failed, the value and its allowed range, the file and offset. A status
 * says which kind of failure; the detail lets the tool and the bindings say
 * which number, which file, which limit, in one sentence.
 *
 * Thread-local, so threads with their own contexts never see each other's
 * text, and written without allocating (vsnprintf into a fixed buffer), so
 * it works when the allocator has just failed.
 */
#ifndef CG_UTIL_DETAIL_H
#define CG_UTIL_DETAIL_H

/* Longest detail kept, with its NUL; longer text is cut. */
#define CGU_DETAIL_MAX 512

/* Record the detail of a failure with status and return status, so a failure
 * is reported in one line: `return cgu_fail(CG_ERANGE, "...", ...);`. */
int cgu_fail(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Forget the detail: called at the start of every public call that can give
 * one, so a detail never describes an earlier call. */
void cgu_detail_clear(void);

#endif
