"""Odd/Even: piles as partizan games, outcomes of positions and exact counts of
partitions by outcome (C oddeven.h)."""
from __future__ import annotations

from typing import Iterable, Optional

import ctypes

from ._capi import OUTCOME_CODE, OUTCOME_LETTER, c_size_t, c_uint32, check, lib
from ._constants import CG_ODDEVEN_MAX
from ._check import U32, count
from .context import Context, ProgressFunction, resolve, with_progress
from .game import Game

#: The largest pile or total (C CG_ODDEVEN_MAX).
MAX_TOTAL = CG_ODDEVEN_MAX


def oddeven_pile(n: int, ctx: Optional[Context] = None) -> Game:
    """The canonical game of one pile of n (Left = Odd)."""
    c = resolve(ctx)
    return Game._make(c, lib.cg_oddeven_pile, f"oddeven_pile({n})", count("n", n, U32))


def oddeven_outcome(piles: Iterable[int], ctx: Optional[Context] = None) -> str:
    """The outcome of a position given as pile sizes: 'L' (Odd wins), 'R'
    (Even wins), 'P' or 'N'."""
    values = [count("pile", p, U32) for p in piles]
    array = (c_uint32 * max(len(values), 1))(*values)
    out, c = ctypes.c_int(), resolve(ctx)
    check(c._search(lambda: lib.cg_oddeven_outcome(c._ptr, array, len(values), ctypes.byref(out))),
          "oddeven_outcome()")
    return OUTCOME_LETTER[out.value]


def oddeven_count(total: int, outcomes: str = "PR", ctx: Optional[Context] = None,
                  progress: Optional[ProgressFunction] = None) -> int:
    """The number of partitions of total whose outcome is one of ``outcomes``
    (letters of 'LRPN', Left = Odd), an exact int. The default, 'PR', counts
    the partitions Even wins when Odd starts: the paper's C(N), as Rust's
    ``oddeven::count``. Since 1.2; 1.1's default 'LRPN' counted every
    partition.

    The count's table (about 16 (total + 1)^2 bytes) is charged to the
    context's memory limit (:class:`MemoryError` before it is allocated),
    its additions to the node limit (:class:`LimitError`); Ctrl-C and
    ``progress`` stop it within milliseconds, as every search.

    >>> oddeven_count(100)
    37307051
    """
    total = count("total", total, U32)
    if not isinstance(outcomes, str) or not outcomes or set(outcomes) - set(OUTCOME_CODE):
        raise ValueError(f"outcomes must be letters of 'LRPN', not {outcomes!r}")
    mask = 0
    for letter in set(outcomes):
        mask |= 1 << OUTCOME_CODE[letter]
    c = resolve(ctx)
    n = c_size_t()
    buf = ctypes.create_string_buffer(48)   # 2^128 has 39 digits
    with_progress(c, progress, lambda: lib.cg_oddeven_count(c._ptr, total, mask, buf, len(buf),
                                                            ctypes.byref(n)),
                  f"oddeven_count({total}, {outcomes!r})")
    return int(buf.value.decode())
