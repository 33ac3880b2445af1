"""Wythoff's game and the Fibonacci tools (C wythoff.h)."""
from __future__ import annotations

from typing import List, Optional, Tuple

import ctypes

from ._arrays import Buffer, Result
from ._capi import c_size_t, c_uint32, c_uint64, check, lib
from ._check import U32, U64, count
from ._constants import CG_ZECKENDORF_MAX_PARTS
from .context import Context, ProgressFunction, resolve, with_progress


def wythoff_p_position(k: int) -> Tuple[int, int]:
    """The k-th P-position (a_k, b_k) of Wythoff's game, a_k <= b_k, exact."""
    k = count("k", k, U64)
    a, b = c_uint64(), c_uint64()
    check(lib.cg_wythoff_p_position(k, ctypes.byref(a), ctypes.byref(b)),
          f"wythoff_p_position({k})")
    return a.value, b.value


def wythoff_is_p(x: int, y: int) -> bool:
    """Whether (x, y) is a P-position of Wythoff's game."""
    return bool(lib.cg_wythoff_is_p(count("x", x, U64), count("y", y, U64)))


def wythoff_winning_moves(x: int, y: int) -> List[Tuple[int, int]]:
    """Every winning move from (x, y), as the pairs they lead to (at most 3,
    sorted); empty for a P-position."""
    x, y = count("x", x, U64), count("y", y, U64)
    moves, n = (c_uint64 * 6)(), c_size_t()
    check(lib.cg_wythoff_winning_moves(x, y, moves, 3, ctypes.byref(n)),
          f"wythoff_winning_moves({x}, {y})")
    return [(moves[2 * i], moves[2 * i + 1]) for i in range(n.value)]


def wythoff_grundy(x: int, y: int, ctx: Optional[Context] = None,
                   progress: Optional[ProgressFunction] = None) -> int:
    """The Grundy value of (x, y), from the table of every cell below it: the
    context's node limit bounds the (x + 1)(y + 1) cells it needs."""
    x, y = count("x", x, U64), count("y", y, U64)
    c = resolve(ctx)
    g = c_uint64()
    with_progress(c, progress, lambda: lib.cg_wythoff_grundy(c._ptr, x, y, ctypes.byref(g)),
                  f"wythoff_grundy({x}, {y})")
    return g.value


def wythoff_grundy_table(rows: int, cols: int) -> Result:
    """G(x, y) for x < rows, y < cols: a numpy uint32 array of shape (rows,
    cols) when numpy is importable, else a list of lists (row x, column y)."""
    rows, cols = count("rows", rows, U32), count("cols", cols, U32)
    out = Buffer(c_uint32, rows * cols)   # with numpy, the C call fills the array itself
    check(lib.cg_wythoff_grundy_table(rows, cols, out.pointer),
          f"wythoff_grundy_table({rows}, {cols})")
    return out.grid(rows, cols)


def zeckendorf(n: int) -> List[int]:
    """The Zeckendorf representation of n: distinct non-adjacent Fibonacci
    numbers summing to n, largest first (empty for 0)."""
    n = count("n", n, U64)
    parts, k = (c_uint64 * CG_ZECKENDORF_MAX_PARTS)(), c_size_t()
    check(lib.cg_zeckendorf(n, parts, CG_ZECKENDORF_MAX_PARTS, ctypes.byref(k)), f"zeckendorf({n})")
    return list(parts[:k.value])


def fibonacci_successor(n: int) -> int:
    """The Fibonacci successor of n: each Zeckendorf part replaced by the next
    Fibonacci number (RangeError past 64 bits)."""
    n = count("n", n, U64)
    out = c_uint64()
    check(lib.cg_fibonacci_successor(n, ctypes.byref(out)), f"fibonacci_successor({n})")
    return out.value
