"""Nim and Marienbad (misère Nim): nim-sum, outcome and every winning move
(C impartial.h)."""
import ctypes

from ._capi import NimMove, c_size_t, c_uint64, check, lib
from ._check import U64, count


def _heaps(heaps, what):
    try:
        values = [count("heap", h, U64) for h in heaps]
    except TypeError:
        if not hasattr(heaps, "__iter__"):
            raise TypeError(f"{what}: heaps must be an iterable of ints") from None
        raise
    return (c_uint64 * max(len(values), 1))(*values), len(values)


def nim_sum(heaps):
    """The nim-sum (exclusive or) of the heaps: the Grundy value of Nim."""
    array, n = _heaps(heaps, "nim_sum()")
    s = c_uint64()
    check(lib.cg_nim_sum(array, n, ctypes.byref(s)), "nim_sum()")
    return s.value


def nim_outcome(heaps, misere=False):
    """'P' or 'N' for the Nim position; ``misere=True`` plays Marienbad (who
    takes the last cookie loses)."""
    array, n = _heaps(heaps, "nim_outcome()")
    out = ctypes.c_int()
    check(lib.cg_nim_outcome(array, n, 1 if misere else 0, ctypes.byref(out)), "nim_outcome()")
    return "PN"[out.value]


def nim_winning_moves(heaps, misere=False):
    """Every winning move as (heap index, size left), in heap order; empty
    when every move loses (or, in misère play, when no cookie is left)."""
    array, n = _heaps(heaps, "nim_winning_moves()")
    moves, found = (NimMove * max(n, 1))(), c_size_t()
    check(lib.cg_nim_winning_moves(array, n, 1 if misere else 0, moves, n, ctypes.byref(found)),
          "nim_winning_moves()")
    return [(moves[i].heap, moves[i].size) for i in range(found.value)]
