"""CM-nim: families and explicit sets against the definition."""
import itertools

import pytest

import cookiegame as cg
from conftest import naive_cmnim_grundy, rows


@pytest.mark.parametrize("family", sorted(cg.FAMILIES))
def test_families_against_the_definition(family, ctx):
    game = cg.CMNim(3, family)
    sets = game.sets
    for x in itertools.product(range(5), repeat=3):
        g = naive_cmnim_grundy(x, sets)
        assert game.grundy(x, ctx=ctx) == g, (family, x)
        assert game.is_p(x, ctx=ctx) == (g == 0)
    for p in rows(game.p_positions(4, ctx=ctx)):
        assert naive_cmnim_grundy(p, sets) == 0
        assert game.complete(p[:2] + (None,), ctx=ctx) == p


def naive_cmnim_misere_p(x, sets):
    """Misère CM-nim from its definition: P when there is a move and every
    move leads to a position the mover wins."""
    import functools

    @functools.lru_cache(maxsize=None)
    def p(x):
        options = [tuple(v - t if j in s else v for j, v in enumerate(x))
                   for s in sets for t in range(1, min(x[j] for j in s) + 1)]
        return bool(options) and not any(p(o) for o in options)
    return p(tuple(x))


@pytest.mark.parametrize("family", sorted(cg.FAMILIES))
def test_misere_families_against_the_definition(family, ctx):
    game = cg.CMNim(3, family)
    sets = game.sets
    want = [x for x in itertools.product(range(5), repeat=3) if naive_cmnim_misere_p(x, sets)]
    assert [x for x in itertools.product(range(5), repeat=3)
            if game.is_p(x, ctx=ctx, misere=True)] == want
    assert rows(game.p_positions(4, ctx=ctx, misere=True)) == want
    for p in want:
        assert game.complete(p[:2] + (None,), ctx=ctx, misere=True) == p
    assert cg.CMNim(4, "nim").is_p((1, 3, 5, 7), misere=True)


def naive_cmnim_remoteness(x, sets, misere):
    """Remoteness from its definition, outcomes from the options (not parity):
    (remoteness, whether the player to move wins)."""
    import functools

    @functools.lru_cache(maxsize=None)
    def r(x):
        options = [r(tuple(v - t if j in s else v for j, v in enumerate(x)))
                   for s in sets for t in range(1, min(x[j] for j in s) + 1)]
        if not options:
            return 0, misere
        wins = [d for d, w in options if not w]
        return (1 + min(wins), True) if wins else (1 + max(d for d, _ in options), False)
    return r(tuple(x))


@pytest.mark.parametrize("family", ["nim", "cookie-monster", "consecutive", "at-most-2"])
@pytest.mark.parametrize("misere", [False, True])
def test_remoteness_against_the_definition(family, misere, ctx):
    game = cg.CMNim(3, family)
    for x in itertools.product(range(4), repeat=3):
        want, mover_wins = naive_cmnim_remoteness(x, game.sets, misere)
        assert game.remoteness(x, ctx=ctx, misere=misere) == want, (family, x, misere)
        assert game.is_p(x, ctx=ctx, misere=misere) == (not mover_wins)


def test_nim_is_xor():
    nim = cg.CMNim(4, "nim")
    for x in itertools.product(range(4), repeat=4):
        assert nim.grundy(x) == x[0] ^ x[1] ^ x[2] ^ x[3]


def test_explicit_sets():
    game = cg.CMNim(3, sets=[[0, 1], [1, 2]])
    assert set(game.sets) == {(0,), (1,), (2,), (0, 1), (1, 2)}
    for x in itertools.product(range(4), repeat=3):
        assert game.grundy(x) == naive_cmnim_grundy(x, game.sets)


def test_bad_input():
    with pytest.raises(ValueError):
        cg.CMNim(3, "monster")
    with pytest.raises(TypeError):
        cg.CMNim(3)
    with pytest.raises(ValueError):
        cg.CMNim(0, "nim")
    with pytest.raises(OverflowError):
        cg.CMNim(17, "nim")
    with pytest.raises(OverflowError):
        cg.CMNim(3, sets=[[0, 3]])
    game = cg.CMNim(3, "cookie-monster")
    with pytest.raises(ValueError):
        game.grundy((1, 2))
    with pytest.raises(TypeError):
        game.grundy(None)
    with pytest.raises(ValueError):
        game.complete((1, None, None))
    with pytest.raises(cg.LimitError):
        game.grundy((300, 400, 500), ctx=cg.Context(node_limit=1000))
    # A memory limit refuses at once a search whose stack cannot fit, naming the figures.
    small = cg.Context(memory_limit=2**20)
    assert small.memory_limit == 2**20
    with pytest.raises(MemoryError, match="more than the memory limit of 1.0 MB"):
        game.grundy((10**7, 1, 2), ctx=small)
    assert game.grundy((3, 4, 5), ctx=small) == game.grundy((3, 4, 5))
    small.memory_limit = None
    assert small.memory_limit == 0
    with pytest.raises(ValueError):
        cg.Context(memory_limit=-1)
    for misere in (False, True):
        with pytest.raises(cg.LimitError):
            game.remoteness((300, 400, 500), ctx=cg.Context(node_limit=1000), misere=misere)
        with pytest.raises(ValueError):
            game.remoteness((1, 2), misere=misere)
        with pytest.raises(ValueError):
            game.remoteness((-1, 2, 3), misere=misere)
        with pytest.raises(OverflowError):
            game.remoteness((2 ** 64, 2, 3), misere=misere)
