/* The inside of a CM-nim game, and the "directions" its completions walk. */
#ifndef CG_CMNIM_JAR_SETS_H
#define CG_CMNIM_JAR_SETS_H

#include <stddef.h>
#include <stdint.h>

#include <cookiegame/cmnim.h>

struct cg_cmnim {
    uint32_t jars;
    size_t nsets;
    uint32_t sets[];   /* sorted ascending, distinct, single jars included */
};

/*
 * A value c(y) of a tuple y is the mex of c(y - t S) + (add_t ? t : 0) over the
 * directions (S, add_t) and t = 1..min of y over S. Completing jar j of a game
 * walks, for each permissible set, its part S without j, with add_t when the set
 * contains j (the move also takes t from jar j); the Grundy value of a position
 * is the same recurrence over all jars, every set, add_t = 0.
 */
typedef struct cmnim_dir {
    uint32_t mask;   /* over the tuple's coordinates, never 0 */
    int add_t;
} cmnim_dir;

/* The directions for completing jar `jar` (a tuple of jars-1 coordinates), or
 * for the Grundy value when jar == g->jars (all coordinates). *dirs is
 * allocated; CG_OK or CG_ENOMEM. */
int cmnim_directions(const cg_cmnim *g, uint32_t jar, cmnim_dir **dirs, size_t *ndirs);

#endif
