"""Cookie Cutter: Grundy values of boards and of one-row games, misère outcomes
of boards (C cutter.h)."""
from __future__ import annotations

import os
from typing import Any, Iterable, Optional, Union

import ctypes

from ._arrays import Buffer, Result
from ._capi import c_uint8, c_uint32, check, lib
from ._constants import CG_CUTTER_MAX_SIDE
from ._check import U32, c_path, count
from .context import Context, ProgressFunction, resolve, with_progress

#: The most rows or columns of a board (C CG_CUTTER_MAX_SIDE).
MAX_SIDE = CG_CUTTER_MAX_SIDE

#: A board: rows of truthy/falsy cells, or strings of '#' (a cookie) and '.'.
Cells = Iterable[Union[str, Iterable[object]]]


def _cells(cells: Optional[Cells], rows: int, cols: int) -> Any:
    """A board given as rows of truthy/falsy cells, or strings of '#' and '.'."""
    if cells is None:
        return None
    grid = [list(r) if not isinstance(r, str) else [ch == "#" for ch in r] for r in cells]
    if len(grid) != rows or any(len(r) != cols for r in grid):
        raise ValueError(f"cells must be {rows} rows of {cols} cells")
    return (c_uint8 * (rows * cols))(*[1 if c else 0 for r in grid for c in r])


def _board(fn: str, ctype: Any, rows: int, cols: int, cutter_rows: int, cutter_cols: int,
           cells: Optional[Cells], ctx: Optional[Context], progress: Optional[ProgressFunction],
           *extra: Any) -> int:
    """Check a board's arguments and run fn (a cg_cutter_* search) on it, with
    Ctrl-C and progress; extra arguments go before the result. Returns the
    ctype result."""
    rows, cols = count("rows", rows, MAX_SIDE, 1), count("cols", cols, MAX_SIDE, 1)
    cr, cc = count("cutter_rows", cutter_rows, U32, 1), count("cutter_cols", cutter_cols, U32, 1)
    board = _cells(cells, rows, cols)
    c = resolve(ctx)
    out = ctype()
    with_progress(c, progress,
                  lambda: getattr(lib, fn)(c._ptr, rows, cols, board, cr, cc, *extra,
                                           ctypes.byref(out)),
                  f"{fn[3:]}({rows}, {cols}, {cr}, {cc})")
    return int(out.value)


def cutter_grundy(rows: int, cols: int, cutter_rows: int, cutter_cols: int,
                  cells: Optional[Cells] = None, ctx: Optional[Context] = None,
                  progress: Optional[ProgressFunction] = None,
                  checkpoint: Optional[Union[str, os.PathLike[str]]] = None) -> int:
    """The Grundy value of a rows x cols board (full, or ``cells``: rows of
    booleans or of '#'/'.' strings) under a cutter_rows x cutter_cols cutter.

    ``checkpoint`` (a file; boards of at most 8 x 8) keeps the search's table
    of values there (C cg_cutter_grundy_checkpoint): read first when the file
    exists, saved every 15 minutes (longer for tables of many GB), when the
    search stops (node limit, Ctrl-C: ``KeyboardInterrupt``) and when it
    ends, so a search stopped in any way goes on from it when called again
    with the same file and cutter.
    Another cutter's file raises ``DomainError``, a damaged one ``ParseError``."""
    if checkpoint is None:
        return _board("cg_cutter_grundy", c_uint32, rows, cols, cutter_rows, cutter_cols, cells,
                      ctx, progress)
    return _board("cg_cutter_grundy_checkpoint", c_uint32, rows, cols, cutter_rows, cutter_cols,
                  cells, ctx, progress, c_path("checkpoint", checkpoint))


def cutter_misere_outcome(rows: int, cols: int, cutter_rows: int, cutter_cols: int,
                          cells: Optional[Cells] = None, ctx: Optional[Context] = None,
                          progress: Optional[ProgressFunction] = None) -> str:
    """'P' or 'N' for a board under misère play, where whoever removes the last
    cookie loses (the board is searched whole: misère play has no Grundy sum)."""
    return "PN"[_board("cg_cutter_misere_outcome", ctypes.c_int, rows, cols, cutter_rows,
                       cutter_cols, cells, ctx, progress)]


def cutter_misere_remoteness(rows: int, cols: int, cutter_rows: int, cutter_cols: int,
                             cells: Optional[Cells] = None, ctx: Optional[Context] = None,
                             progress: Optional[ProgressFunction] = None) -> int:
    """The misère remoteness of a board (even exactly for misère N-positions)."""
    return _board("cg_cutter_misere_remoteness", c_uint32, rows, cols, cutter_rows, cutter_cols,
                  cells, ctx, progress)


def cutter_row_sequence(width: int, kmax: int, ctx: Optional[Context] = None) -> Result:
    """G(1), ..., G(kmax) of one full row of cookies under a 1 x width cutter:
    a numpy uint32 array when numpy is importable, else a list."""
    width, kmax = count("width", width, U32, 1), count("kmax", kmax, U32)
    out, c = Buffer(c_uint32, kmax), resolve(ctx)
    check(c._search(lambda: lib.cg_cutter_row_sequence(c._ptr, width, kmax, out.pointer)),
          f"cutter_row_sequence({width}, {kmax})")
    return out.values()
