/* The explorer's shared context and failure sentences (context.h). */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>

#include <emscripten/emscripten.h>
#include <emscripten/heap.h>

#include "context.h"
#include "output.h"
#include "tool.h"

/* web/progress.js: hands the figures to the worker, which posts them to the
 * page. */
extern void web_report_progress(double done, double total);

/* The context's progress hook: the page shows how far a search has gone. It
 * never stops one (the page cancels by ending the worker). */
static int report_progress(void *user_data, uint64_t done, uint64_t total)
{
    (void)user_data;
    web_report_progress((double)done, (double)total);
    return 0;
}

uint64_t web_memory_room(void)
{
    /* The memory grows up to its maximum; the blocks malloc holds free
     * inside it can be used again. */
    uint64_t max = emscripten_get_heap_max(), size = emscripten_get_heap_size();
    uint64_t room = (size < max ? max - size : 0) + (uint64_t)mallinfo().fordblks;
    /* 0 would mean "no limit" to the library. */
    return room != 0 ? room : 1;
}

EMSCRIPTEN_KEEPALIVE
double web_memory_room_bytes(void)
{
    return (double)web_memory_room();
}

int web_ctx_new(cg_ctx **ctx)
{
    *ctx = NULL;
    cg_ctx *c = NULL;
    int rc = cg_ctx_new(&c);
    if (rc == CG_OK)
        rc = cg_ctx_set_node_limit(c, WEB_NODE_LIMIT);
    if (rc == CG_OK)
        rc = cg_ctx_set_memory_limit(c, web_memory_room());
    if (rc == CG_OK)
        rc = cg_ctx_set_progress(c, report_progress, NULL);
    if (rc != CG_OK) {
        cg_ctx_free(c);
        return rc;
    }
    *ctx = c;
    return CG_OK;
}

char *web_error_document(const char *what, const char *detail)
{
    tool_buf b = { 0 };
    char sentence[512];
    snprintf(sentence, sizeof sentence, "%s%s", what, detail);
    char *quoted = tool_json_quoted(sentence);
    if (quoted != NULL)
        tool_buf_printf(&b, "{\"error\":%s}", quoted);
    free(quoted);
    if (b.failed || quoted == NULL) {
        tool_buf_free(&b);
        return NULL;
    }
    return b.data;
}

char *web_failure_document(const char *what, int rc)
{
    char sentence[400];
    const char *detail = cg_error_detail();
    if (rc == CG_ELIMIT)
        snprintf(sentence, sizeof sentence, "the search passed %u nodes (the page's node limit)",
                 WEB_NODE_LIMIT);
    else if (detail[0] != '\0')
        snprintf(sentence, sizeof sentence, "%s: %s", cg_strerror(rc), detail);
    else
        snprintf(sentence, sizeof sentence, "%s", cg_strerror(rc));
    return web_error_document(what, sentence);
}
