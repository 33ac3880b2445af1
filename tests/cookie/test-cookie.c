/* The cookie suite: the spoiled-cookie game (cookie.h) through the public API. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run-suite.h"
#include "cookie-tests.h"
#include "fast-check.h"

cg_ctx *new_ctx(void)
{
    cg_ctx *ctx = NULL;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    return ctx;
}

cg_position *pos_parse(const char *text)
{
    cg_position *p = NULL;
    int rc = cg_position_parse(text, &p);
    FAST_CHECK(rc == CG_OK, "parse \"%s\": %s", text, cg_strerror(rc));
    return p;
}

cg_position *pos_make(const uint32_t *heaps, size_t n)
{
    cg_position *p = NULL;
    FAST_CHECK(cg_position_new(heaps, n, &p) == CG_OK, "new");
    return p;
}

const char *pos_text(const cg_position *p)
{
    static char buf[512];
    size_t len;
    int rc = cg_position_format(p, buf, sizeof buf, &len);
    if (rc == CG_ERANGE)
        strcpy(buf + sizeof buf - 5, "...");
    return buf;
}

void pos_heaps(const cg_position *p, uint32_t *out)
{
    for (size_t i = 0; i < cg_position_size(p); i++)
        out[i] = cg_position_heap(p, i);
}

size_t strict_from_mask(uint32_t n, uint64_t mask, uint32_t *out)
{
    size_t m = 0;
    for (uint32_t v = 1; v < n; v++) {
        if (mask >> v & 1)
            out[m++] = v;
    }
    while (m < n)
        out[m++] = n;
    return m;
}

int next_multiset(uint32_t *a, size_t n, uint32_t max)
{
    size_t i = n;
    while (i > 0 && a[i - 1] == max)
        i--;
    if (i == 0)
        return 0;
    uint32_t v = a[i - 1] + 1;
    for (size_t j = i - 1; j < n; j++)
        a[j] = v;
    return 1;
}

int main(void)
{
    Suite *s = suite_create("cookie");
    suite_add_tcase(s, position_tcase());
    suite_add_tcase(s, reduce_tcase());
    suite_add_tcase(s, theory_tcase());
    suite_add_tcase(s, search_tcase());
    suite_add_tcase(s, papers_tcase());
    suite_add_tcase(s, misere_tcase());
    suite_add_tcase(s, represent_tcase());
    suite_add_tcase(s, predecessors_tcase());
    suite_add_tcase(s, hunt_tcase());
    return run_suite(s);
}
