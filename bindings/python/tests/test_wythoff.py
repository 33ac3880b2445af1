"""Wythoff and Fibonacci: against the definitions, and exact 64-bit values."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

import cookiegame as cg
from conftest import naive_wythoff_grundy

PHI = (1 + 5 ** 0.5) / 2


def test_p_positions_against_the_definition():
    ps = {(x, y) for x in range(30) for y in range(30) if naive_wythoff_grundy(x, y) == 0}
    for x in range(30):
        for y in range(30):
            assert cg.wythoff_is_p(x, y) == ((x, y) in ps)
            moves = cg.wythoff_winning_moves(x, y)
            assert (moves == []) == ((x, y) in ps)
            assert all(m in ps for m in moves)
    listed = {cg.wythoff_p_position(k) for k in range(12)}
    assert {(a, b) for a, b in ps if a <= b and b < 30} <= listed


def test_grundy_against_the_definition(ctx):
    table = cg.wythoff_grundy_table(12, 15)
    for x in range(12):
        for y in range(15):
            assert table[x][y] == naive_wythoff_grundy(x, y) == cg.wythoff_grundy(x, y, ctx=ctx)


def test_exact_64_bit_values():
    a, b = cg.wythoff_p_position(10**18)
    assert b - a == 10**18 and isinstance(a, int)
    assert a == int(10**18 * PHI) or abs(a - 10**18 * PHI) < 10**3   # floor(k phi), exactly in C
    assert cg.wythoff_is_p(a, b)
    with pytest.raises(cg.RangeError):
        cg.wythoff_p_position(2**63)
    with pytest.raises(OverflowError):
        cg.wythoff_is_p(2**64, 1)
    with pytest.raises(ValueError):
        cg.wythoff_is_p(-1, 1)


@given(st.integers(0, 2**64 - 1))
def test_zeckendorf(n):
    parts = cg.zeckendorf(n)
    assert sum(parts) == n
    fib = [1, 2]
    while fib[-1] < 2**64:
        fib.append(fib[-1] + fib[-2])
    index = [fib.index(p) for p in parts]
    assert all(i - j >= 2 for i, j in zip(index, index[1:]))   # distinct, non-adjacent, descending
    try:
        s = cg.fibonacci_successor(n)
    except cg.RangeError:
        assert sum(fib[i + 1] for i in index) >= 2**64
    else:
        assert s == sum(fib[i + 1] for i in index)


def test_limits(ctx):
    ctx.node_limit = 100
    with pytest.raises(cg.LimitError):
        cg.wythoff_grundy(1000, 1000, ctx=ctx)
    with pytest.raises(cg.CancelledError):
        cg.wythoff_grundy(3000, 3000, ctx=cg.Context(), progress=lambda d, t: False)


@given(st.integers(0, 2**62), st.integers(0, 2**62))
def test_p_positions_against_the_golden_ratio(x, y):
    # (x, y), x <= y, is a P-position iff x = floor(k phi) with k = y - x
    # (Wythoff), computed exactly with integers: floor(k phi) = (k + isqrt(5 k^2)) // 2.
    import math
    lo, hi = min(x, y), max(x, y)
    k = hi - lo
    assert cg.wythoff_is_p(x, y) == (lo == (k + math.isqrt(5 * k * k)) // 2)
    a, b = cg.wythoff_p_position(k)
    assert (a, b) == ((k + math.isqrt(5 * k * k)) // 2, (k + math.isqrt(5 * k * k)) // 2 + k)

