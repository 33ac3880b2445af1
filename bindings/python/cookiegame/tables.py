"""Exhaustive results: D-value counts, Grundy tables and censuses of strict and
reduced positions (C tables.h)."""
from __future__ import annotations

from typing import Any, Callable, Iterable, List, Optional, Tuple, Union

import ctypes
import os

from ._arrays import Buffer, Result, exact_counts, trim_zeros
from ._html import levels_html
from ._capi import c_uint8, c_uint32, c_uint64, check, lib
from . import _check
from ._check import U64, c_path, count, processors
from ._constants import CG_ERANGE, CG_STRICT_DVALUE_MAX_HEAPS
from .context import ProgressFunction, run
from .errors import RangeError
from .position import Position, _collect_positions, _owned

_KINDS = ("strict", "reduced", "outcomes")
# The C census and the memory estimate of each kind; "outcomes" is the reduced
# engine classifying positions by their normal and misère outcomes.
_ENGINES = {"strict": ("cg_strict_census", "cg_strict_census_memory"),
            "reduced": ("cg_reduced_census", "cg_reduced_census_memory"),
            "outcomes": ("cg_reduced_outcome_census", "cg_reduced_census_memory")}


def strict_dvalue_counts(n: int) -> Result:
    """How many strict reduced positions with n heaps have each D-value, index
    = D (0..n): a numpy int64 array when numpy is importable, else a list.
    With 66 heaps (CG_STRICT_DVALUE_MAX_HEAPS) a count passes 2^63, which
    int64 cannot hold: then the numpy array holds Python ints (dtype object),
    exact like the list."""
    n = count("n", n, 2**32 - 2)
    if n > CG_STRICT_DVALUE_MAX_HEAPS:   # before making room for n + 1 counts
        raise RangeError(f"strict_dvalue_counts({n}): past {CG_STRICT_DVALUE_MAX_HEAPS} heaps "
                         "a count does not fit in 64 bits", CG_ERANGE)
    counts = Buffer(c_uint64, n + 1)
    check(lib.cg_strict_dvalue_counts(n, counts.pointer, n + 1), f"strict_dvalue_counts({n})")
    return exact_counts(counts.values())


def _histogram(fn: Callable[..., Any], obj: Any, n: int, what: str) -> Result:
    """counts[g] for every value g at level n, up to the largest one present:
    a numpy int64 array (a view of the buffer C filled) or a list."""
    size = 64
    while True:
        counts = Buffer(c_uint64, size, counts=True)
        status = fn(obj, n, counts.pointer, size)
        if status == CG_ERANGE and size < 2**20:   # a value does not fit: more room
            size *= 4
            continue
        check(status, what)
        return trim_zeros(counts.values())


class _Table:
    _kind = ""
    _ptr: Optional[ctypes.c_void_p]

    def __init__(self, nmax: int, threads: int = 0,
                 progress: Optional[ProgressFunction] = None) -> None:
        """Build the table of every position with at most nmax heaps, on
        ``threads`` threads (0: every processor). ``progress(done, total)``
        is called as it goes; returning False or raising stops it."""
        nmax = count("nmax", nmax, 2**32 - 1)
        threads = count("threads", threads, 2**32 - 1) or processors(2**32 - 1)
        build = getattr(lib, f"cg_{self._kind}_table_build")
        out = ctypes.c_void_p()
        what = f"{type(self).__name__}({nmax})"
        run(lambda fn: build(nmax, threads, fn, None, ctypes.byref(out)),
                           progress, what)
        self._ptr = out

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            getattr(lib, f"cg_{self._kind}_table_free")(ptr)
            self._ptr = None

    @classmethod
    def memory(cls, nmax: int) -> int:
        """Bytes a table of nmax heaps needs."""
        out = c_uint64()
        check(getattr(lib, f"cg_{cls._kind}_table_memory")(count("nmax", nmax, 2**32 - 1),
                                                            ctypes.byref(out)),
              f"{cls.__name__}.memory({nmax})")
        return out.value

    @property
    def nmax(self) -> int:
        """The largest number of heaps in the table."""
        return int(getattr(lib, f"cg_{self._kind}_table_nmax")(self._ptr))

    def grundy(self, position: Union[Position, str, Iterable[int]]) -> int:
        """The Grundy value of a position (a Position or anything Position() takes)."""
        if not isinstance(position, Position):
            position = Position(position)
        g = c_uint32()
        check(getattr(lib, f"cg_{self._kind}_table_grundy")(self._ptr, position._ptr,
                                                             ctypes.byref(g)),
              f"{type(self).__name__}.grundy({position!r})")
        return g.value

    def histogram(self, n: int) -> Result:
        """How many positions with n heaps have each Grundy value (index = value,
        up to the largest): a numpy int64 array when numpy is importable, else a list."""
        n = count("n", n, 2**32 - 1)
        return _histogram(getattr(lib, f"cg_{self._kind}_table_histogram"), self._ptr, n,
                          f"{type(self).__name__}.histogram({n})")

    def level_size(self, n: int) -> int:
        """The number of positions with n heaps: their ranks are 0 .. level_size(n) - 1."""
        n = count("n", n, 2**32 - 1)
        out = c_uint64()
        check(getattr(lib, f"cg_{self._kind}_table_level_size")(self._ptr, n, ctypes.byref(out)),
              f"{type(self).__name__}.level_size({n})")
        return out.value

    def values(self, n: int, first: int = 0, count: Optional[int] = None) -> Result:
        """The Grundy value of every position with n heaps, index = rank (the
        lexicographic order of the heap tuples; :meth:`position` maps a rank
        back): a numpy uint8 array that the C library fills in place when
        numpy is importable, else a list.

        ``first`` and ``count`` read a slice of the level instead, the values
        of ranks first .. first + count - 1 (count: to the end of the level),
        so that a level too large for memory is read piece by piece (C
        ``cg_*_table_values``; Rust's ``read_values``). RangeError when the
        slice passes the end of the level.

        >>> t = StrictTable(6)
        >>> list(map(int, t.values(6, 10, 4))) == list(map(int, t.values(6)[10:14]))
        True
        """
        what = f"{type(self).__name__}.values({n}, {first}, {count})"
        n = _check.count("n", n, 2**32 - 1)
        first = _check.count("first", first, U64)
        size = self.level_size(n)
        if count is None:
            count = max(size - first, 0)
        count = _check.count("count", count, U64)
        if first + count > size:
            # checked here, before the room for count values is made
            raise RangeError(f"{what}: ranks {first} .. {first + count - 1} pass the end of the "
                             f"level, whose {size} positions have ranks 0 .. {size - 1}")
        out = Buffer(c_uint8, count)
        check(getattr(lib, f"cg_{self._kind}_table_values")(self._ptr, n, first, out.pointer, count),
              what)
        return out.values()

    def position(self, n: int, rank: int) -> Position:
        """The position with n heaps and this rank (the index into :meth:`values`)."""
        n, rank = count("n", n, 2**32 - 1), count("rank", rank, U64)
        out = ctypes.c_void_p()
        check(getattr(lib, f"cg_{self._kind}_table_position")(self._ptr, n, rank,
                                                               ctypes.byref(out)),
              f"{type(self).__name__}.position({n}, {rank})")
        return _owned(out)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(nmax={self.nmax})"

    def _repr_html_(self) -> str:
        """For notebooks: the histogram of each number of heaps, a table."""
        return levels_html(f"{type(self).__name__}: Grundy values of {self._kind} positions by "
                           "number of heaps n", min(1, self.nmax), self.nmax, self.histogram)


class StrictTable(_Table):
    """The Grundy value of every strict position up to nmax heaps (at most
    ``CG_STRICT_TABLE_MAX_HEAPS``, 48)."""
    _kind = "strict"


class ReducedTable(_Table):
    """The Grundy value of every reduced position up to nmax heaps (at most
    ``CG_REDUCED_TABLE_MAX_HEAPS``, 30)."""
    _kind = "reduced"


class Census:
    """Histograms, largest values and first examples per number of heaps, as
    :func:`census` computes them."""

    def __init__(self, ptr: ctypes.c_void_p, kind: str) -> None:
        self._ptr: Optional[ctypes.c_void_p] = ptr
        self.kind = kind

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.cg_census_free(ptr)
            self._ptr = None

    @property
    def nmax(self) -> int:
        """The largest number of heaps."""
        return int(lib.cg_census_nmax(self._ptr))

    def histogram(self, n: int) -> Result:
        """How many positions with n heaps have each Grundy value (index = value,
        up to the largest): a numpy int64 array when numpy is importable, else a list."""
        n = count("n", n, 2**32 - 1)
        return _histogram(lib.cg_census_histogram, self._ptr, n, f"Census.histogram({n})")

    def memory_used(self) -> Tuple[int, int]:
        """(peak, held): the most bytes the census's levels and listings held
        while it ran, and what its listings hold now."""
        peak, held = c_uint64(), c_uint64()
        check(lib.cg_census_memory_used(self._ptr, ctypes.byref(peak), ctypes.byref(held)),
              "Census.memory_used")
        return peak.value, held.value

    def max_value(self, n: int) -> int:
        """The largest Grundy value among positions with n heaps."""
        g = c_uint32()
        check(lib.cg_census_max_value(self._ptr, count("n", n, 2**32 - 1), ctypes.byref(g)),
              f"Census.max_value({n})")
        return g.value

    def example(self, n: int, g: int) -> Position:
        """The lexicographically smallest position with n heaps and value g
        (DomainError when there is none)."""
        out = ctypes.c_void_p()
        check(lib.cg_census_example(self._ptr, count("n", n, 2**32 - 1), count("g", g, 2**32 - 1),
                                    ctypes.byref(out)), f"Census.example({n}, {g})")
        return _owned(out)

    def positions(self, n: int, g: int) -> List[Position]:
        """Every position with n heaps and value g, in lexicographic order (a
        list of Position); RangeError when more than ``CG_CENSUS_LIST_MAX``
        (1048576) have that value, or more than ``list_max`` for the
        ``list_value`` of :func:`census` (the census only counts those),
        DomainError when none has."""
        n, g = count("n", n, 2**32 - 1), count("g", g, 2**32 - 1)
        found, status = _collect_positions(
            lambda each, _reset: lib.cg_census_positions(self._ptr, n, g, each, None))
        check(status, f"Census.positions({n}, {g})")
        return found

    def __repr__(self) -> str:
        return f"<Census {self.kind} nmax={self.nmax}>"

    def _repr_html_(self) -> str:
        """For notebooks: the histogram of each number of heaps, a table
        (outcome classes, normal/misère, for an 'outcomes' census)."""
        if self.kind == "outcomes":
            what = "outcomes (normal/misère) of reduced positions"
        else:
            what = f"Grundy values of {self.kind} positions"
        return levels_html(f"Census: {what} by number of heaps n", min(1, self.nmax), self.nmax,
                           self.histogram, outcomes=self.kind == "outcomes")


def census_memory(kind: str, nmax: int) -> int:
    """Bytes the census of kind ('strict' or 'reduced') to nmax heaps needs."""
    if kind not in _KINDS:
        raise ValueError(f"kind must be 'strict', 'reduced' or 'outcomes', not {kind!r}")
    out = c_uint64()
    check(getattr(lib, _ENGINES[kind][1])(count("nmax", nmax, 2**32 - 1),
                                                   ctypes.byref(out)),
          f"census_memory({kind!r}, {nmax})")
    return out.value


def census(kind: str, nmax: int, threads: int = 0, progress: Optional[ProgressFunction] = None,
           max_bytes: int = 0,
           checkpoint: Optional[Union[str, os.PathLike[str]]] = None,
           list_value: Optional[int] = None, list_max: Optional[int] = None) -> Census:
    """The census of every strict or reduced position up to nmax heaps, level by
    level, keeping only what the next level needs: a :class:`Census`.

    ``kind`` 'outcomes' classifies reduced positions by their outcome in
    normal and in misère play instead of their Grundy value: histogram index 0
    is P in both plays, 1 P in normal and N in misère play, 2 N in normal and P
    in misère play, 3 N in both.

    ``threads`` 0 uses every processor; ``max_bytes`` refuses to start when the
    census needs more memory (0: the machine's available memory decides);
    ``progress(done, total)`` is called as it goes, and returning False,
    raising or Ctrl-C stops it cleanly.

    ``checkpoint`` (a directory; 'reduced' and 'outcomes') saves every
    finished level there and resumes from it: a census stopped any way at all
    goes on after its last finished level when called again with the same
    directory, and gives the same result.

    ``list_value`` and ``list_max`` ('reduced'; both or neither): the census
    lists up to ``list_max`` positions of the value ``list_value`` per level
    (at least ``CG_CENSUS_LIST_MAX``), where the others stop at
    ``CG_CENSUS_LIST_MAX`` (C ``cg_reduced_census_listing``, since 1.4): for
    a hunt from every position of a common value, such as the 1 540 220 of
    value 6 with 22 heaps. The listing is charged against ``max_bytes`` as it
    grows (MemoryError past it).
    """
    if kind not in _KINDS:
        raise ValueError(f"kind must be 'strict', 'reduced' or 'outcomes', not {kind!r}")
    nmax = count("nmax", nmax, 2**32 - 1)
    threads = count("threads", threads, 2**32 - 1) or processors(2**32 - 1)
    max_bytes = count("max_bytes", max_bytes, U64)
    out = ctypes.c_void_p()
    if (list_value is None) != (list_max is None):
        raise ValueError("census: list_value and list_max go together")
    if list_value is not None:
        if kind != "reduced":
            raise ValueError("census: list_value and list_max are for the 'reduced' census")
        g = count("list_value", list_value, 2**32 - 1)
        bound = count("list_max", list_max, U64)
        path = None if checkpoint is None else c_path("checkpoint", checkpoint)
        run(lambda fn: lib.cg_reduced_census_listing(nmax, threads, max_bytes, g, bound, path, fn,
                                                     None, ctypes.byref(out)),
            progress, f"census({kind!r}, {nmax}, list_value={g}, list_max={bound})")
        return Census(out, kind)
    if checkpoint is None:
        engine = getattr(lib, _ENGINES[kind][0])
        run(lambda fn: engine(nmax, threads, max_bytes, fn, None, ctypes.byref(out)),
            progress, f"census({kind!r}, {nmax})")
        return Census(out, kind)
    if kind == "strict":
        raise ValueError("census: checkpoint is for the 'reduced' and 'outcomes' censuses")
    path = c_path("checkpoint", checkpoint)
    engine = (lib.cg_reduced_census_resumable if kind == "reduced"
              else lib.cg_reduced_outcome_census_resumable)
    run(lambda fn: engine(nmax, threads, max_bytes, path, fn, None, ctypes.byref(out)),
        progress, f"census({kind!r}, {nmax}, checkpoint={checkpoint!r})")
    return Census(out, kind)
