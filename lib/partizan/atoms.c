/*
 * Atoms: a game made by a sum remembers what it is a sum of. Its two parts are
 * the games it was first made from; its atoms are the leaves of that tree of
 * parts, the games made otherwise (options given by hand, the day-3 games a
 * user adds up). Two sums that share atoms compare as the sums of the atoms
 * they do not share (see pg_le), which keeps comparisons small.
 */
#include <string.h>

#include "game.h"

/* The x + u.up + *m atom of a list (kept first), or NULL. */
static const cg_game *nus_atom(const pg_store *st, const uint32_t *atoms, size_t n)
{
    return n > 0 && st->byid[atoms[0]]->kind == PG_NUS ? st->byid[atoms[0]] : NULL;
}

size_t pg_atoms_merge(pg_store *st, const cg_game *a, const cg_game *b, uint32_t *out)
{
    const uint32_t *x, *y;
    uint32_t sx, sy;
    size_t nx = pg_atoms(a, &x, &sx), ny = pg_atoms(b, &y, &sy);
    /* Values of the fast paths fold into one atom: 1/2 + * from one sum and
     * 1/2* from another must look alike to the comparison. */
    const cg_game *na = nus_atom(st, x, nx), *nb = nus_atom(st, y, ny), *nus = na != NULL ? na : nb;
    if (na != NULL && nb != NULL && pg_sum(st, na, nb, &nus) != CG_OK)
        return 0;
    size_t i = na != NULL, j = nb != NULL, n = 0;
    if (1 + (nx - i) + (ny - j) > PG_MAX_ATOMS)
        return 0;
    if (nus != NULL && nus != st->zero)
        out[n++] = nus->id;
    while (i < nx || j < ny)
        out[n++] = j >= ny || (i < nx && x[i] <= y[j]) ? x[i++] : y[j++];
    return n;
}

int pg_set_parts(pg_store *st, const cg_game *g, const cg_game *a, const cg_game *b)
{
    cg_game *m = (cg_game *)(uintptr_t)g;   /* the store owns every game */
    if (m->part[0] == 0 && m->id > a->id && m->id > b->id) {
        /* Parts are set once, and only to older games: the order's reduction
         * through parts then always ends. */
        m->part[0] = a->id;
        m->part[1] = b->id;
    }
    /* Atoms follow the latest sum that made g: the comparisons that come next
     * are among the games of that sum, so its decomposition lines up best. */
    uint32_t merged[PG_MAX_ATOMS];
    size_t n = pg_atoms_merge(st, a, b, merged);
    if (n == 0 || (m->natoms > 0 && n > m->natoms))
        return CG_OK;   /* too many: g stays its own atom */
    uint32_t *atoms = cgu_arena_alloc(&st->arena, n * sizeof *atoms);
    if (atoms == NULL)
        return CG_ENOMEM;
    memcpy(atoms, merged, n * sizeof *atoms);
    m->atoms = atoms;
    m->natoms = (uint32_t)n;
    return CG_OK;
}
