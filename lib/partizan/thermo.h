/* Thermographs inside the library: cached walls of interned games (thermo.c),
 * used by the public thermal functions, cooling and orthodox play. */
#ifndef CG_PARTIZAN_THERMO_H
#define CG_PARTIZAN_THERMO_H

#include "store.h"

/* A breakpoint of a wall: from temperature t the wall is v + s * (t' - t). */
typedef struct pg_wpoint {
    pg_dyadic t, v;
    int s;
} pg_wpoint;

/* Walls for t >= 0: w[0] Left, w[1] Right; the last point of each is the
 * mast's foot (slope 0). Owned by the store's cache. */
typedef struct pg_thermograph {
    pg_dyadic mean, temp;
    size_t n[2];
    const pg_wpoint *w[2];
} pg_thermograph;

/* The thermograph of an interned game, computed once per context; charges one
 * node per game computed (CG_ELIMIT). */
int pg_thermograph_of(cg_ctx *ctx, pg_store *st, const cg_game *g, const pg_thermograph **out);

/* A wall's value at t >= 0, and its slope just below t (the slope after t when
 * t = 0) if slope_before is not NULL. */
int pg_wall_value(const pg_thermograph *th, int side, pg_dyadic t, pg_dyadic *value, int *slope_before);

/* g cooled by t > -1 (cool.c): the work of cg_game_cool() after its checks,
 * for the operations made of it (freeze.c, walls.c). */
int pg_cool(cg_ctx *ctx, pg_store *st, const cg_game *g, pg_dyadic t, const cg_game **out);

#endif
