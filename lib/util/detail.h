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

#include <stdarg.h>

/* Longest detail kept, with its NUL; longer text is cut. */
#define CGU_DETAIL_MAX 512

/* Record the detail of a failure with status and return status, so a failure
 * is reported in one line: `return cgu_fail(CG_ERANGE, "...", ...);`. */
int cgu_fail(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* cgu_fail() with the arguments as a va_list, for readers that add their own
 * bookkeeping around it. */
int cgu_vfail(int status, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));

/* The longest name cgu_char_name() writes, with its NUL. */
#define CGU_CHAR_NAME_MAX 24

/* The byte at p of a text ending at end, named for a detail: 'x' when it is
 * printable ASCII, "byte 0x1b" otherwise, "the end of the text" at end. The
 * text readers say what they found with it. Returns out. */
const char *cgu_char_name(char out[CGU_CHAR_NAME_MAX], const char *p, const char *end);

/*
 * What the library keeps per thread on the hot path: whether the thread's
 * detail is set, and (its address) a number of the thread for the context
 * guard (ctx.h). Initial-exec TLS: one load from the thread pointer, where
 * the default model for a shared library calls __tls_get_addr on every public
 * call (doc/development.md, "Figures behind the code's comments"). One byte
 * is well within the static TLS that glibc keeps for libraries loaded by
 * dlopen (Python).
 */
typedef struct cgu_thread_state {
    unsigned char has_detail;
} cgu_thread_state;
extern _Thread_local cgu_thread_state cgu_thread __attribute__((tls_model("initial-exec")));

/* Forget the detail: called at the start of every public call that can give
 * one, so a detail never describes an earlier call. */
static inline void cgu_detail_clear(void)
{
    cgu_thread.has_detail = 0;
}

#endif
