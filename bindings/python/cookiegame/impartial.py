"""Nim and Marienbad (misère Nim): nim-sum, outcome and every winning move;
impartial games of your own through the generic engine (C impartial.h)."""
from __future__ import annotations

from typing import Any, Callable, Iterable, List, Optional, Tuple, Union

import ctypes

from ._capi import ImpartialRules, NimMove, STATE_FN, c_size_t, c_uint32, c_uint64, check, lib
from ._check import U64, count
from .context import Context, resolve
from ._constants import CG_EDOMAIN, CG_IMPARTIAL_MAX_STATE
from .errors import DomainError, RangeError

#: A state: bytes, or what bytes() takes as it is.
BytesLike = Union[bytes, bytearray, memoryview]


def _heaps(heaps: Iterable[int], what: str) -> Tuple[Any, int]:
    try:
        values = [count("heap", h, U64) for h in heaps]
    except TypeError:
        if not hasattr(heaps, "__iter__"):
            raise TypeError(f"{what}: heaps must be an iterable of ints") from None
        raise
    return (c_uint64 * max(len(values), 1))(*values), len(values)


def nim_sum(heaps: Iterable[int]) -> int:
    """The nim-sum (exclusive or) of the heaps: the Grundy value of Nim."""
    array, n = _heaps(heaps, "nim_sum()")
    s = c_uint64()
    check(lib.cg_nim_sum(array, n, ctypes.byref(s)), "nim_sum()")
    return s.value


def nim_outcome(heaps: Iterable[int], misere: bool = False) -> str:
    """'P' or 'N' for the Nim position; ``misere=True`` plays Marienbad (who
    takes the last cookie loses)."""
    array, n = _heaps(heaps, "nim_outcome()")
    out = ctypes.c_int()
    check(lib.cg_nim_outcome(array, n, 1 if misere else 0, ctypes.byref(out)), "nim_outcome()")
    return "PN"[out.value]


def nim_winning_moves(heaps: Iterable[int], misere: bool = False) -> List[Tuple[int, int]]:
    """Every winning move as (heap index, size left), in heap order; empty
    when every move loses (or, in misère play, when no cookie is left)."""
    array, n = _heaps(heaps, "nim_winning_moves()")
    moves, found = (NimMove * max(n, 1))(), c_size_t()
    check(lib.cg_nim_winning_moves(array, n, 1 if misere else 0, moves, n, ctypes.byref(found)),
          "nim_winning_moves()")
    return [(moves[i].heap, moves[i].size) for i in range(found.value)]


_BYTES_LIKE = (bytes, bytearray, memoryview)


def _states(results: Any, name: str, state: bytes, many: bool) -> List[bytes]:
    """The states a callback returned, as bytes, or TypeError saying what
    name(state) should have returned and what it did. bytes() alone would
    take an int n for n zero bytes, and a bytes object returned where a list
    was expected for a list of such ints: the engine would then search
    another game, and could report it not short."""
    def wrong(what: str, value: Any, inside: Any = None) -> TypeError:
        got = f"{type(value).__name__} {value!r:.60}"
        if inside is not None:
            got = f"a {type(inside).__name__} holding {got}"
        if isinstance(value, int) and not isinstance(value, bool):
            got += f" (the state of one byte {value} is bytes([{value}]))"
        elif isinstance(value, _BYTES_LIKE) and many:
            got += " (one state is returned as [state])"
        return TypeError(f"ImpartialGame: {name}({state!r}) must return {what}; it returned {got}")
    if not many:
        if not isinstance(results, _BYTES_LIKE):
            raise wrong("a state (bytes)", results)
        return [bytes(results)]
    expected = f"an iterable of states (bytes, one per {'option' if name == 'options' else 'component'})"
    if isinstance(results, (*_BYTES_LIKE, str)) or not hasattr(results, "__iter__"):
        raise wrong(expected, results)
    states: List[bytes] = []
    for r in results:
        if not isinstance(r, _BYTES_LIKE):
            raise wrong(expected, r, results)
        states.append(bytes(r))
    return states


class ImpartialGame:
    """An impartial game of your own, searched by the library's generic engine
    (C ``cg_impartial_*``).

    States are ``bytes`` (at most ``CG_IMPARTIAL_MAX_STATE``, 4096). ``options(state)`` returns the
    options of a state (an iterable of bytes-like objects; none at the end of
    play; anything else is a TypeError saying what it returned).
    ``canonical(state)``, optional, returns one state standing for every
    state that is the same game. ``split(state)``, optional, returns the
    independent components of a state (none for an empty one, the state
    itself when it does not split); it is used for Grundy values and
    normal-play outcomes only. An exception raised in a callback stops the
    search and is raised again; a game that is not short gives
    :class:`DomainError`. Results are memoised in the context.

    >>> take = ImpartialGame(lambda s: [bytes([s[0] - k]) for k in (1, 2) if s[0] >= k])
    >>> [take.grundy(bytes([n])) for n in range(6)]
    [0, 1, 2, 0, 1, 2]
    """

    def __init__(self, options: Callable[[bytes], Iterable[BytesLike]],
                 canonical: Optional[Callable[[bytes], BytesLike]] = None,
                 split: Optional[Callable[[bytes], Iterable[BytesLike]]] = None) -> None:
        for name, fn in (("options", options), ("canonical", canonical), ("split", split)):
            if fn is not None and not callable(fn):
                raise TypeError(f"ImpartialGame: {name} must be callable")
        if options is None:
            raise TypeError("ImpartialGame: options is required")
        self._raised: Optional[BaseException] = None
        none = STATE_FN(0)   # a NULL callback: the engine's default
        self._fns = [self._callback(options, "options", many=True),
                     self._callback(canonical, "canonical", many=False) if canonical else none,
                     self._callback(split, "split", many=True) if split else none]
        self._rules = ImpartialRules(self._fns[0], self._fns[1], self._fns[2], None)
        out = ctypes.c_void_p()
        check(lib.cg_impartial_new(ctypes.byref(self._rules), ctypes.byref(out)), "ImpartialGame()")
        self._ptr = out.value

    def _callback(self, fn: Callable[[bytes], Any], name: str, many: bool) -> Any:
        def call(_user: object, state: Any, length: int, out: Any) -> int:
            try:
                state = ctypes.string_at(state, length) if length else b""
                results = fn(state)
                for r in _states(results, name, state, many):
                    rc = lib.cg_state_list_add(out, r, len(r))
                    if rc != 0:
                        return int(rc)
                return 0
            except BaseException as e:   # raised again once the engine returned
                self._raised = e
                return 1
        return STATE_FN(call)

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.cg_impartial_free(ptr)
            self._ptr = None

    def _run(self, what: str, ctx: Optional[Context], call: Callable[[Any], Any]) -> int:
        """The engine's status of call(ctx pointer), run so that Ctrl-C stops it."""
        c = resolve(ctx)
        # The status is checked by _search, after a callback's exception.
        return c._search(lambda: call(c._ptr))

    def _search(self, what: str, ctx: Optional[Context], call: Callable[[Any], Any]) -> None:
        self._raised = None
        try:
            status = self._run(what, ctx, call)
        finally:
            raised, self._raised = self._raised, None
        if raised is not None:
            raise raised
        check(status, what, {CG_EDOMAIN: "the game is not short: a state can be reached from itself"})

    @staticmethod
    def _state(state: BytesLike) -> bytes:
        state = bytes(state)
        if len(state) > CG_IMPARTIAL_MAX_STATE:
            raise RangeError(f"a state has at most {CG_IMPARTIAL_MAX_STATE} bytes, not {len(state)}")
        return state

    def grundy(self, state: BytesLike, ctx: Optional[Context] = None) -> int:
        """The Grundy value of a state (normal play)."""
        s, v = self._state(state), c_uint64()
        self._search("ImpartialGame.grundy()", ctx,
                     lambda c: lib.cg_impartial_grundy(c, self._ptr, s, len(s), ctypes.byref(v)))
        return v.value

    def outcome(self, state: BytesLike, ctx: Optional[Context] = None, misere: bool = False) -> str:
        """'P' or 'N' (misère play, where the last move loses, with ``misere=True``)."""
        s, o = self._state(state), ctypes.c_int()
        self._search("ImpartialGame.outcome()", ctx,
                     lambda c: lib.cg_impartial_outcome(c, self._ptr, s, len(s), int(bool(misere)),
                                                        ctypes.byref(o)))
        return "PN"[o.value]

    def remoteness(self, state: BytesLike, ctx: Optional[Context] = None,
                   misere: bool = False) -> int:
        """The remoteness under normal (or misère) play."""
        s, r = self._state(state), c_uint32()
        self._search("ImpartialGame.remoteness()", ctx,
                     lambda c: lib.cg_impartial_remoteness(c, self._ptr, s, len(s),
                                                           int(bool(misere)), ctypes.byref(r)))
        return r.value

    def winning_move(self, state: BytesLike, ctx: Optional[Context] = None,
                     misere: bool = False) -> Optional[bytes]:
        """The first option (in the order ``options`` lists them) that wins,
        or None when no move wins (a P-position, or no move at all)."""
        s, size = self._state(state), c_size_t()
        buf = ctypes.create_string_buffer(CG_IMPARTIAL_MAX_STATE)
        try:
            self._search("ImpartialGame.winning_move()", ctx,
                         lambda c: lib.cg_impartial_winning_move(c, self._ptr, s, len(s),
                                                                 int(bool(misere)), buf, CG_IMPARTIAL_MAX_STATE,
                                                                 ctypes.byref(size)))
        except DomainError:
            self.outcome(s, ctx, misere)   # raises DomainError again if the game is not short
            return None
        return buf.raw[:size.value]
