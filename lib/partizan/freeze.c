/*
 * Freezing (CGSuite's Freeze): a game cooled by its own temperature, which is
 * infinitesimally close to its mean. A number is its own frozen game, as in
 * CGSuite: cooling a number m/2^k (k >= 1) by its temperature -1/2^k would
 * give m/2^k + *, and an integer's temperature -1 is outside cooling's range.
 */
#include <cookiegame/thermal.h>

#include "thermo.h"
#include "util/export.h"

CG_EXPORT int cg_game_freeze(cg_ctx *ctx, const cg_game *g, const cg_game **out)
{
    CGU_CTX_ENTER(ctx);
    if (ctx == NULL || g == NULL || out == NULL)
        return CG_EINVAL;
    pg_store *st;
    int rc = pg_get_for(ctx, g, NULL, &st);
    if (rc != CG_OK)
        return rc;
    if (pg_is_number(g)) {
        *out = g;
        return CG_OK;
    }
    const pg_thermograph *th;
    if ((rc = pg_thermograph_of(ctx, st, g, &th)) != CG_OK)
        return rc;
    return pg_cool(ctx, st, g, th->temp, out);
}
