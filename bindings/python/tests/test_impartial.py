"""Nim and Marienbad against the definition (hypothesis), and bad input."""
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cookiegame as cg


def naive_nim_first_wins(heaps, misere, memo={}):
    key = (tuple(sorted(heaps)), misere)
    if key not in memo:
        options = [heaps[:i] + (t,) + heaps[i + 1:] for i, h in enumerate(heaps) for t in range(h)]
        memo[key] = misere if not options else any(not naive_nim_first_wins(o, misere) for o in options)
    return memo[key]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=4), st.booleans())
def test_nim_and_marienbad_against_the_definition(heaps, misere):
    heaps = tuple(heaps)
    first = naive_nim_first_wins(heaps, misere)
    assert cg.nim_outcome(heaps, misere=misere) == ("N" if first else "P")
    want = [(i, t) for i, h in enumerate(heaps) for t in range(h)
            if not naive_nim_first_wins(heaps[:i] + (t,) + heaps[i + 1:], misere)]
    assert cg.nim_winning_moves(heaps, misere=misere) == want
    s = 0
    for h in heaps:
        s ^= h
    assert cg.nim_sum(heaps) == s


def test_nim_bad_input():
    assert cg.nim_sum([2**64 - 1, 1]) == 2**64 - 2
    assert cg.nim_outcome([1, 3, 5, 7], misere=True) == "P"
    with pytest.raises(OverflowError):
        cg.nim_sum([2**64])
    with pytest.raises(TypeError):
        cg.nim_outcome(None)
    with pytest.raises(ValueError):
        cg.nim_winning_moves([-1])


def test_impartial_game_of_your_own_is_nim(ctx):
    """Nim through callbacks, with and without canonical form and splitting,
    against nim-sums and Bouton's misère rule."""
    def options(s):
        return [s[:i] + bytes([v]) + s[i + 1:] for i in range(len(s)) for v in range(s[i])]

    for canonical in (None, lambda s: bytes(sorted(s))):
        for split in (None, lambda s: [bytes([h]) for h in s if h]):
            game = cg.ImpartialGame(options, canonical=canonical, split=split)
            for heaps in itertools.product(range(5), repeat=3):
                s = bytes(heaps)
                assert game.grundy(s, ctx=ctx) == heaps[0] ^ heaps[1] ^ heaps[2]
                for misere in (False, True):
                    want = cg.nim_outcome(heaps, misere=misere)
                    assert game.outcome(s, ctx=ctx, misere=misere) == want
                    move = game.winning_move(s, ctx=ctx, misere=misere)
                    if move is None:
                        assert want == "P" or not any(heaps)
                    else:
                        assert cg.nim_outcome(tuple(move), misere=misere) == "P"
            assert game.remoteness(b"\x00\x00\x01", ctx=ctx) == 1


def test_impartial_game_errors(ctx):
    with pytest.raises(TypeError):
        cg.ImpartialGame(42)
    loop = cg.ImpartialGame(lambda s: [b"b" if s == b"a" else b"a"])
    with pytest.raises(cg.DomainError):
        loop.grundy(b"a", ctx=ctx)
    with pytest.raises(cg.DomainError):
        loop.winning_move(b"a", ctx=ctx)

    def broken(s):
        raise ValueError("no rules for " + repr(s))
    with pytest.raises(ValueError, match="no rules"):
        cg.ImpartialGame(broken).outcome(b"x", ctx=ctx, misere=True)
    with pytest.raises(TypeError):
        cg.ImpartialGame(lambda s: [3.5]).grundy(b"x", ctx=ctx)
    with pytest.raises(cg.RangeError):
        cg.ImpartialGame(lambda s: []).grundy(bytes(5000), ctx=ctx)
    with pytest.raises(cg.RangeError):
        cg.ImpartialGame(lambda s: [bytes(5000)] if s else []).grundy(b"x", ctx=ctx)
    with pytest.raises(cg.LimitError):
        big = cg.ImpartialGame(lambda s: [bytes([s[0] - 1])] if s[0] else [])
        big.grundy(b"\xff", ctx=cg.Context(node_limit=10))
