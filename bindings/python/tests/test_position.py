"""Positions: known values, the naive solver, value-object behaviour, errors."""
import itertools
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cookiegame as cg
from conftest import naive_grundy, naive_misere_win


def test_the_readme_position(ctx):
    # Known from the tool: cookiegame analyze 1 2 3 3 6
    p = cg.Position("1 2 3 3 6")
    assert (p.outcome(ctx), p.grundy(ctx), p.remoteness(ctx), p.suspense(ctx)) == ("N", 1, 3, 3)
    assert p.winning_moves(ctx) == [0, 1, 2, 3, 4]
    assert p.winning_interval(ctx) == (0, 4)
    assert p.surplus == 1 and not p.is_strict and not p.is_reduced
    assert p.reduced() == cg.Position([2, 3, 3, 4])
    assert p.option(0) == cg.Position([1, 2, 2, 5])


def test_value_object():
    p = cg.Position([6, 1, 3, 3, 2])
    assert p == cg.Position("1 2 3 3 6")          # heaps are kept sorted, as in C
    assert repr(p) == "Position([1, 2, 3, 3, 6])" and str(p) == "1 2 3 3 6"
    assert len(p) == 5 and p[-1] == 6 and list(p) == [1, 2, 3, 3, 6]
    assert hash(p) == hash(cg.Position("1 2 3 3 6"))
    assert {p: 1}[cg.Position("1 2 3 3 6")] == 1
    assert pickle.loads(pickle.dumps(p)) == p
    assert p != "1 2 3 3 6"
    with pytest.raises(AttributeError):
        p.heaps = (1,)


def test_every_small_position_against_the_naive_solver(ctx):
    # Every multiset of at most 6 heaps of sizes 0..6.
    for n in range(7):
        for heaps in itertools.combinations_with_replacement(range(7), n):
            p = cg.Position(heaps)
            g = naive_grundy(heaps)
            assert p.grundy(ctx) == g, heaps
            assert p.outcome(ctx) == ("N" if g else "P")
            winning = [k for k, h in enumerate(p) if h and naive_grundy(
                tuple(sorted(max(x - 1, 0) for i, x in enumerate(p) if i != k))) == 0]
            assert p.winning_moves(ctx) == winning, heaps


def test_misere_play_against_the_naive_solver(ctx):
    # Every multiset of at most 6 heaps of sizes 0..6, misère play.
    flips = 0
    for n in range(7):
        for heaps in itertools.combinations_with_replacement(range(7), n):
            p = cg.Position(heaps)
            want = "N" if naive_misere_win(heaps) else "P"
            assert p.outcome(ctx, misere=True) == want, heaps
            assert p.remoteness(ctx, misere=True) % 2 == (0 if want == "N" else 1)
            assert p.suspense(ctx, misere=True) % 2 == (0 if want == "N" else 1)
            winning = [k for k, h in enumerate(p) if h and not naive_misere_win(
                tuple(sorted(max(x - 1, 0) for i, x in enumerate(p) if i != k)))]
            assert p.winning_moves(ctx, misere=True) == winning, heaps
            flips += p.outcome(ctx) != want
    assert flips > 0
    assert cg.Position("()").outcome(misere=True) == "N"
    assert cg.Position("1").outcome(misere=True) == "P"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 9), max_size=8))
def test_random_positions_against_the_naive_solver(heaps):
    assert cg.Position(heaps).grundy() == naive_grundy(tuple(sorted(heaps)))


def test_strict_positions_and_dvalues():
    counts = cg.strict_dvalue_counts(6)
    assert len(counts) == 7 and sum(counts) > 0
    # The counts of n heaps add up to 2^(n-1), to the last n whose counts fit
    # in 64 bits; past it RangeError before any room is made (2^32 - 2 heaps).
    top = cg.CG_STRICT_DVALUE_MAX_HEAPS
    assert sum(int(c) for c in cg.strict_dvalue_counts(top)) == 2 ** (top - 1)
    for n in (top + 1, 2**32 - 2):
        with pytest.raises(cg.RangeError):
            cg.strict_dvalue_counts(n)
    c = cg.Position.critical(4, 3)
    assert c.is_strict and c.dvalue == 3
    with pytest.raises(cg.DomainError):
        cg.Position("1 2 3 3 6").dvalue
    with pytest.raises(cg.DomainError):
        cg.Position.critical(4, 1)


def test_bad_input_raises_clear_exceptions():
    with pytest.raises(cg.ParseError) as e:
        cg.Position("1 2 x")
    assert e.value.offset == 4 and isinstance(e.value, ValueError)
    with pytest.raises(TypeError):
        cg.Position(None)
    with pytest.raises(TypeError):
        cg.Position([1, "2"])
    with pytest.raises(TypeError):
        cg.Position([1.5])
    with pytest.raises(ValueError):
        cg.Position([-1])
    with pytest.raises(OverflowError):
        cg.Position([2**32])
    with pytest.raises(TypeError):
        cg.Position("1 2").grundy(ctx="not a context")
    p = cg.Position("1 2 3")
    with pytest.raises(IndexError):
        p.option(3)
    with pytest.raises(cg.DomainError):
        cg.Position("0 2 3").option(0)
    with pytest.raises(cg.DomainError):
        cg.Position("2 2").winning_move()   # a P-position


def test_limits_stop_searches():
    big = cg.Position(range(1, 60, 2))
    with pytest.raises(cg.LimitError):
        big.grundy(ctx=cg.Context(node_limit=10))


def test_empty_position():
    p = cg.Position([])
    assert len(p) == 0 and p.grundy() == 0 and p.outcome() == "P" and p.winning_moves() == []


def test_kings_rows():
    p = cg.Position("4 1 2 0")
    assert p.rows == [3, 2, 1, 1]                      # [Propp]'s 1 2 4
    assert cg.Position.from_rows(p.rows) == cg.Position("1 2 4")
    for heaps in itertools.combinations_with_replacement(range(1, 6), 4):
        q = cg.Position(heaps)
        assert cg.Position.from_rows(q.rows) == q
    with pytest.raises(cg.DomainError):
        cg.Position.from_rows([1, 2])
    assert cg.Position("()").rows == []


def _naive_reduced_option(heaps, k):
    """Eat heap k, age the rest, delete the surplus, deplete: the definition."""
    b = sorted(max(h - 1, 0) for i, h in enumerate(heaps) if i != k)
    s = max([0] + [j + 1 - x for j, x in enumerate(b)])
    rest = b[s:]
    return tuple(min(x, len(rest)) for x in rest)


def _reduced_tuples(n, lo=1, k=1):
    if k > n:
        yield ()
        return
    for v in range(max(lo, k), n + 1):
        if k < n or v == n:
            for rest in _reduced_tuples(n, v, k + 1):
                yield (v,) + rest


def test_predecessors_are_the_inverse_moves(ctx):
    assert cg.Position("()").predecessors(ctx) == [cg.Position([1]), cg.Position([1, 2])]
    # Every reduced position to 7 heaps, grouped by its reduced options.
    parents = {}
    for n in range(8):
        for p in _reduced_tuples(n):
            for k in range(n):
                parents.setdefault(_naive_reduced_option(p, k), set()).add(p)
    for m in range(6):
        for q in _reduced_tuples(m):
            got = [tuple(p) for p in cg.Position(q).predecessors(ctx)]
            assert got == sorted(parents[q], key=lambda p: (len(p), p)), q
    assert cg.Position("0 0 1").predecessors(ctx) == cg.Position("1").predecessors(ctx)
    with pytest.raises(cg.LimitError):
        cg.Position([200] * 200).predecessors(cg.Context(node_limit=1000))
