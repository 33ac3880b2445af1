"""Nim and Marienbad against the definition (hypothesis), and bad input."""
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
