/*
 * What every entry point of the explorer shares: a context with the tool's
 * limits (the node limit, and the memory the page may still use) and the
 * page's progress hook, and the sentences the page shows when a limit or an
 * error stops a computation.
 */
#ifndef COOKIEGAME_WEB_CONTEXT_H
#define COOKIEGAME_WEB_CONTEXT_H

#include <cookiegame.h>

/* As the tool: a search stops after this many nodes (seconds, not minutes). */
#define WEB_NODE_LIMIT 5000000u

/* A context with the node limit, a memory limit of what the page's memory
 * can still grow to (web_memory_room) and the page's progress hook; a
 * status of the library (*ctx NULL unless CG_OK). */
int web_ctx_new(cg_ctx **ctx);

/* The bytes a search may still set aside in the page: wasm32's memory
 * limit (build.sh's MAXIMUM_MEMORY) less what the heap already holds, the
 * page's counterpart of the tool's default --max-memory ("what the process
 * may use"), which the library cannot see in a browser. */
uint64_t web_memory_room(void);

/* web_memory_room() for JavaScript (a double: exact up to 2^53 bytes), which
 * the worker hands to the page once the library is ready, so that a script
 * or the browser test can see the limit the page's searches get. */
double web_memory_room_bytes(void);

/* {"error": what + detail} as a malloc'ed JSON document, or NULL when even
 * that cannot be allocated. */
char *web_error_document(const char *what, const char *detail);

/* The document for a computation that failed with rc: for CG_ELIMIT the
 * tool's sentence ("the search passed 5000000 nodes"), for the other
 * statuses cg_strerror() and the library's detail (for CG_ENOMEM the
 * figures: what the search needed, what the page may use), as the tool
 * prints them. Call it right after the failing call (the detail is the last
 * failure's). */
char *web_failure_document(const char *what, int rc);

#endif
