"""Positions of the spoiled-cookie game (C ``cg_position``) and their analysis."""
from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, List, Mapping, Optional, Tuple, Union, overload

import ctypes

from ._capi import (OUTCOME_LETTER, POSITION_FN, c_size_t, c_uint8, c_uint32, capture, check,
                    detail_of, lib)
from ._constants import CG_EDOMAIN, CG_ELIMIT, CG_EPARSE, CG_ERANGE, CG_POSITION_SEARCH_MAX_HEAPS
from ._check import U32, c_text, count, integer
from .context import Context, resolve
from .errors import LimitError, ParseError

# Why a search fails, in the user's terms.
_SEARCH = {
    CG_ELIMIT: "the search passed the context's node limit (Context(node_limit=...) raises it)",
    CG_ERANGE: f"the reduced form has more than {CG_POSITION_SEARCH_MAX_HEAPS} heaps, too many to search",
}


#: The largest search a notebook's picture of a Position makes for its
#: winning moves (see Position._repr_svg_): a picture must not hang.
DISPLAY_NODES = 1_000_000
_display: List[Context] = []


def _display_context() -> Context:
    """The context of the pictures' searches, made on first use (shared: a
    Context lets threads take turns)."""
    if not _display:
        _display.append(Context(node_limit=DISPLAY_NODES))
    return _display[0]


def _owned(ptr: Any) -> Position:
    """A Position around a C position the caller owns."""
    p = Position.__new__(Position)
    p._ptr = ptr
    n = lib.cg_position_size(ptr)
    p._heaps = tuple(lib.cg_position_heap(ptr, k) for k in range(n))
    return p


def _copy_of(ptr: Any) -> Position:
    """A Position equal to a C position that is valid only during a callback
    (a listing's, a hunt's): its text in one call, then one new position, a
    few calls where reading each heap and building from a list took thirty
    (the 1.1 million of a census listing in 8 s instead of 18)."""
    size = lib.cg_position_size(ptr)
    buf = ctypes.create_string_buffer(11 * size + 1)
    check(lib.cg_position_format(ptr, buf, len(buf), None), "a listed position")
    heaps = tuple(map(int, buf.value.split()))
    out = ctypes.c_void_p()
    check(lib.cg_position_new((c_uint32 * max(size, 1))(*heaps), size, ctypes.byref(out)),
          "a listed position")
    p = Position.__new__(Position)
    p._ptr = out
    p._heaps = heaps
    return p


def _make(fn: Callable[..., Any], what: str, *args: Any,
          why: Optional[Mapping[int, str]] = None) -> Position:
    out = ctypes.c_void_p()
    check(fn(*args, ctypes.byref(out)), what, why)
    return _owned(out)


class Position:
    """A position: heap sizes (cookie counts), immutable and hashable.

    >>> p = Position("1 2 3 3 6")
    >>> p, str(p), len(p), p[4]
    (Position([1, 2, 3, 3, 6]), '1 2 3 3 6', 5, 6)
    >>> p.outcome(), p.winning_moves()
    ('N', [0, 1, 2, 3, 4])
    """

    __slots__ = ("_ptr", "_heaps", "__weakref__")
    _ptr: Optional[ctypes.c_void_p]
    _heaps: Tuple[int, ...]

    def __init__(self, heaps: Union[str, Iterable[int]]) -> None:
        """From a string such as ``"1 2 3 3 6"`` (the C text format) or an
        iterable of heap sizes (ints 0..2^32-1)."""
        out = ctypes.c_void_p()
        if isinstance(heaps, (bytes, bytearray, memoryview)):
            raise TypeError(f"Position() takes a str or an iterable of ints, not "
                            f"{type(heaps).__name__} (decode text first)")
        if isinstance(heaps, str):
            at = c_size_t(0)
            status = capture(lib.cg_position_parse_ex(c_text("heaps", heaps), ctypes.byref(out),
                                                      ctypes.byref(at)))
            if status == CG_EPARSE:   # the C library's sentence says what and where
                raise ParseError(f"Position({heaps!r}): {detail_of(status)}", offset=at.value)
            check(status, f"Position({heaps!r})")
        else:
            try:
                values = [count("heap", h, U32) for h in heaps]
            except TypeError as e:
                if not hasattr(heaps, "__iter__"):
                    raise TypeError("Position() takes a string or an iterable of ints, not "
                                    f"{type(heaps).__name__}") from None
                raise e
            array = (c_uint32 * len(values))(*values)
            check(lib.cg_position_new(array, len(values), ctypes.byref(out)), "Position()")
        self._ptr = out
        self._heaps = tuple(lib.cg_position_heap(out, k) for k in range(lib.cg_position_size(out)))

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.cg_position_free(ptr)
            self._ptr = None

    # ---- a value object ----
    @property
    def heaps(self) -> Tuple[int, ...]:
        """The heap sizes, a tuple."""
        return self._heaps

    def __len__(self) -> int:
        return len(self._heaps)

    @overload
    def __getitem__(self, k: int) -> int: ...

    @overload
    def __getitem__(self, k: slice) -> Tuple[int, ...]: ...

    def __getitem__(self, k: Union[int, slice]) -> Union[int, Tuple[int, ...]]:
        return self._heaps[k]

    def __iter__(self) -> Iterator[int]:
        return iter(self._heaps)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._heaps == other._heaps

    def __hash__(self) -> int:
        return hash(("cookiegame.Position", self._heaps))

    def __repr__(self) -> str:
        return f"Position({list(self._heaps)})"

    def __str__(self) -> str:
        n = c_size_t(0)
        status = lib.cg_position_format(self._ptr, None, 0, ctypes.byref(n))
        if status != CG_ERANGE:   # the answer to "how long?"
            check(status, "str(Position)")
        buf = ctypes.create_string_buffer(n.value + 1)
        check(lib.cg_position_format(self._ptr, buf, n.value + 1, None), "str(Position)")
        return buf.value.decode()

    def __reduce__(self) -> Tuple[type, Tuple[List[int]]]:
        return (Position, (list(self._heaps),))

    # An immutable value: a copy is the position itself (what C's
    # cg_position_clone would give is never needed; see _capi.NOT_WRAPPED).
    def __copy__(self) -> Position:
        return self

    def __deepcopy__(self, memo: Mapping[int, object]) -> Position:
        return self

    def _repr_svg_(self) -> Optional[str]:
        """The box diagram for notebooks (as ``cookiegame analyze --svg``
        draws it): a column of squares per heap, the winning moves marked
        when a search of at most DISPLAY_NODES nodes finds them; None (text
        instead) past 200 heaps or a heap of more than 200."""
        from ._svg import box_fits, box_svg
        if not box_fits(self._heaps):   # before any search
            return None
        winning: Optional[List[int]]
        try:
            winning = self.winning_moves(ctx=_display_context())
        except LimitError:
            winning = None
        return box_svg(self._heaps, winning, f"Position {self}" if self._heaps else "Position ()")

    # ---- structure ----
    @property
    def surplus(self) -> int:
        """The surplus (spoilage) of the position."""
        return int(lib.cg_position_surplus(self._ptr))

    @property
    def is_reduced(self) -> bool:
        """Whether the position is in reduced form."""
        return bool(lib.cg_position_is_reduced(self._ptr))

    @property
    def is_strict(self) -> bool:
        """Whether the position is strict."""
        return bool(lib.cg_position_is_strict(self._ptr))

    def reduced(self) -> Position:
        """The reduced form, a Position."""
        return _make(lib.cg_position_reduce, "Position.reduced()", self._ptr)

    def depleted(self) -> Position:
        """The depletion: every heap larger than the number of heaps cut to it."""
        return _make(lib.cg_position_deplete, "Position.depleted()", self._ptr)

    def deleted(self) -> Position:
        """The deletion: the s smallest heaps removed, s being the surplus."""
        return _make(lib.cg_position_delete, "Position.deleted()", self._ptr)

    def option(self, k: int) -> Position:
        """Option k: heap k (0-based, sorted order as in C) eaten, every other heap
        aged by one day; DomainError when heap k is 0 (spoiled)."""
        k = integer("k", k)
        if not 0 <= k < len(self._heaps):
            raise IndexError(f"Position.option({k}): the position has {len(self._heaps)} heaps")
        return _make(lib.cg_position_option, f"{self!r}.option({k})", self._ptr, k,
                     why={CG_EDOMAIN: f"heap {k} is 0: a spoiled cookie cannot be eaten"})

    def options(self) -> List[Optional[Position]]:
        """Every option, in heap order; None for a spoiled heap (size 0)."""
        return [self.option(k) if h else None for k, h in enumerate(self._heaps)]

    def dominates(self, other: Position) -> bool:
        """Whether this position dominates other (cg_position_dominates)."""
        if not isinstance(other, Position):
            raise TypeError("dominates() needs a Position")
        return bool(lib.cg_position_dominates(self._ptr, other._ptr))

    @property
    def rows(self) -> List[int]:
        """King's rows [Propp]: the number of heaps of size at least r, for
        r = 1 up to the largest heap (spoiled heaps have no square)."""
        n = c_size_t()
        lib.cg_position_rows(self._ptr, None, 0, ctypes.byref(n))   # CG_ERANGE: the count
        rows = (c_uint32 * max(n.value, 1))()
        check(lib.cg_position_rows(self._ptr, rows, n.value, ctypes.byref(n)), "Position.rows")
        return list(rows[:n.value])

    @staticmethod
    def from_rows(rows: Iterable[int]) -> Position:
        """The position whose King's rows are ``rows`` (non-increasing, each >= 1)."""
        values = [count("row", r, U32) for r in rows]
        array = (c_uint32 * max(len(values), 1))(*values)
        return _make(lib.cg_position_from_rows, f"Position.from_rows({values})", array, len(values),
                     why={CG_EDOMAIN: "rows must be at least 1 and never longer than the row below"})

    @staticmethod
    def critical(n: int, d: int) -> Position:
        """The critical position C^{n,d}."""
        n, d = count("n", n, U32), count("d", d, U32)
        return _make(lib.cg_position_critical, f"Position.critical({n}, {d})", n, d,
                     why={CG_EDOMAIN: f"d must satisfy (2n - 1)/3 <= d <= n, here "
                                   f"{(2 * n + 1) // 3} <= d <= {n}"})

    # ---- values ----
    @property
    def dvalue(self) -> int:
        """The D-value; DomainError for a non-strict position."""
        d = c_uint32()
        check(lib.cg_position_dvalue(self._ptr, ctypes.byref(d)), f"{self!r}.dvalue",
              {CG_EDOMAIN: "the position is not strict; only strict positions have a D-value"})
        return d.value

    def _search(self, fn: Callable[..., Any], what: str, ctx: Optional[Context],
                ctype: Any = c_uint32, why: Optional[Mapping[int, str]] = None) -> int:
        out = ctype()
        status = resolve(ctx)._search_fn(fn, self._ptr, ctypes.byref(out))
        if status:
            check(status, what, {**_SEARCH, **(why or {})})
        return int(out.value)

    def outcome(self, ctx: Optional[Context] = None, misere: bool = False) -> str:
        """'P' (the previous player wins) or 'N' (the next player wins).

        ``misere=True`` asks about misère play, where whoever eats the last
        edible cookie loses; that is always a search, strict positions included."""
        if misere:
            return OUTCOME_LETTER[self._search(lib.cg_position_misere_outcome,
                                          "Position.outcome(misere=True)", ctx, ctypes.c_int)]
        return OUTCOME_LETTER[self._search(lib.cg_position_outcome, "Position.outcome()", ctx,
                                      ctypes.c_int)]

    def grundy(self, ctx: Optional[Context] = None) -> int:
        """The Grundy value (normal play)."""
        return self._search(lib.cg_position_grundy, "Position.grundy()", ctx)

    def predecessors(self, ctx: Optional[Context] = None) -> List[Position]:
        """Every reduced position that can move to this one (the inverse
        moves): those with one heap more, then those with two more, each in
        lexicographic order (a list of Position)."""
        c = resolve(ctx)
        found, status = _collect_positions(
            lambda each, reset: c._search(
                lambda: reset() or lib.cg_position_predecessors(c._ptr, self._ptr, each, None)))
        check(status, "Position.predecessors()", _SEARCH)
        return found

    def remoteness(self, ctx: Optional[Context] = None, misere: bool = False) -> int:
        """The remoteness (D-value for strict positions in normal play); with
        ``misere=True`` the misère remoteness, even exactly for misère N-positions."""
        if misere:
            return self._search(lib.cg_position_misere_remoteness,
                                "Position.remoteness(misere=True)", ctx)
        return self._search(lib.cg_position_remoteness, "Position.remoteness()", ctx)

    def suspense(self, ctx: Optional[Context] = None, misere: bool = False) -> int:
        """The suspense (D-value for strict positions in normal play); with
        ``misere=True`` the misère suspense."""
        if misere:
            return self._search(lib.cg_position_misere_suspense,
                                "Position.suspense(misere=True)", ctx)
        return self._search(lib.cg_position_suspense, "Position.suspense()", ctx)

    def winning_moves(self, ctx: Optional[Context] = None, misere: bool = False) -> List[int]:
        """The 0-based heap indices whose move wins (empty for a P-position);
        ``misere=True`` for misère play."""
        n = len(self._heaps)
        marks = (c_uint8 * max(n, 1))()
        fn = lib.cg_position_misere_winning_moves if misere else lib.cg_position_winning_moves
        c = resolve(ctx)
        check(c._search(lambda: fn(c._ptr, self._ptr, marks, n)),
              "Position.winning_moves(misere=True)" if misere else "Position.winning_moves()",
              _SEARCH)
        return [k for k in range(n) if marks[k]]

    def winning_move(self, ctx: Optional[Context] = None) -> int:
        """One winning move's index (DomainError for a P-position)."""
        return self._search(lib.cg_position_winning_move, "Position.winning_move()", ctx,
                            c_size_t, {CG_EDOMAIN: "a P-position: every move loses"})

    def winning_interval(self, ctx: Optional[Context] = None) -> Tuple[int, int]:
        """(first, last): the closed 0-based range of the winning moves when they
        form one run; DomainError otherwise (and for P-positions)."""
        lo, hi, c = c_size_t(), c_size_t(), resolve(ctx)
        check(c._search(lambda: lib.cg_position_winning_interval(c._ptr, self._ptr, ctypes.byref(lo),
                                                                 ctypes.byref(hi))),
              "Position.winning_interval()",
              {**_SEARCH, CG_EDOMAIN: "a P-position, or the winning moves do not form one run"})
        return lo.value, hi.value


def _collect_positions(call: Callable[[Any, Callable[[], None]], Any]) -> Tuple[List[Position], int]:
    """Run call(callback, reset) for a C function that hands positions to a
    cg_position_fn; return (the positions as a list of Position, the status).
    An exception in the callback (Ctrl-C, memory) stops the call and is raised.
    reset() forgets the positions found so far: call makes it before each
    attempt of the C call when it may make it twice (Context._search)."""
    found: List[Position] = []
    raised: List[BaseException] = []

    def each(_data: object, p: Any) -> int:
        try:
            found.append(_copy_of(p))
            return 0
        except BaseException as e:
            raised.append(e)
            return 1

    status = call(POSITION_FN(each), found.clear)
    if raised:
        raise raised[0]
    return found, status
