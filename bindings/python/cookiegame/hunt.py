"""The hunt for positions of a Grundy value (C ``cg_position_hunt``): every
predecessor of the given positions, evaluated on several threads, resumably."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, List, Optional, Tuple, Union

import ctypes
import os

from ._capi import POSITION_VALUE_FN, c_uint32, c_uint64, check, lib
from ._check import U32, c_path, count, processors
from ._constants import CG_POSITION_HUNT_MAX_THREADS, CG_POSITION_SEARCH_MAX_HEAPS
from .context import Context, ProgressFunction, resolve
from .position import Position, _copy_of

#: The most heaps a candidate may have (CG_POSITION_SEARCH_MAX_HEAPS).
MAX_HEAPS = CG_POSITION_SEARCH_MAX_HEAPS
#: The most worker threads the C hunt takes (CG_POSITION_HUNT_MAX_THREADS).
MAX_THREADS = CG_POSITION_HUNT_MAX_THREADS


@dataclass(frozen=True, repr=False)
class HuntResult:
    """What :func:`hunt` found.

    ``found``: every candidate of value ``value`` or more, as (position,
    Grundy value) pairs in the hunt's order (by number of heaps, then
    lexicographically); the positions are reduced. ``candidates[n]`` is the
    number of candidates with n heaps and ``largest[n]`` the largest value
    among them (0 when there is none), for n = 0 .. ``max_heaps`` (0 below
    ``min_heaps``).
    """

    value: int
    max_heaps: int
    found: Tuple[Tuple[Position, int], ...]
    candidates: Tuple[int, ...]
    largest: Tuple[int, ...]
    min_heaps: int = 0

    def __repr__(self) -> str:
        # A summary: a hunt may find thousands of positions.
        return (f"<HuntResult value={self.value} max_heaps={self.max_heaps} "
                f"candidates={sum(self.candidates)} found={len(self.found)}>")


def _inputs(inputs: Iterable[Position]) -> List[Position]:
    """inputs as a list, every item a Position (TypeError naming the first
    that is not: a str or a list of heaps would reach C as garbage)."""
    if isinstance(inputs, (Position, str, bytes)):
        raise TypeError(f"inputs must be an iterable of Position, not one {type(inputs).__name__} "
                        "(put a single position in a list)")
    try:
        items = list(inputs)
    except TypeError:
        raise TypeError(f"inputs must be an iterable of Position, not "
                        f"{type(inputs).__name__}") from None
    for k, p in enumerate(items):
        if not isinstance(p, Position):
            raise TypeError(f"inputs[{k}] must be a cookiegame.Position, not {type(p).__name__}")
    return items


def hunt(value: int, inputs: Iterable[Position], max_heaps: Optional[int] = None, *,
         min_heaps: int = 0,
         threads: int = 0, checkpoint: Optional[Union[str, os.PathLike[str]]] = None,
         progress: Optional[ProgressFunction] = None,
         ctx: Optional[Context] = None) -> HuntResult:
    """Hunt for positions of Grundy value ``value``: list the predecessors of
    every input (:meth:`Position.predecessors`) with at most ``max_heaps``
    heaps, without repeats, sorted by number of heaps and then
    lexicographically, and evaluate each with the memoised search. A
    :class:`HuntResult`.

    A position of value g has an option of value g - 1 with one or two heaps
    fewer, so when ``inputs`` are every position of value ``value - 1`` with
    at most N heaps (``census('reduced', N).positions(n, value - 1)``), the
    found positions of value ``value`` with at most N + 1 heaps are all there
    are. The inputs are not evaluated: that they have value ``value - 1`` is
    the caller's part.

    ``max_heaps`` defaults to one more than the largest input's reduced form
    (at most 4096), where the hunt is complete. ``min_heaps`` leaves out the
    candidates with fewer heaps (C ``cg_position_hunt_heaps``, since 1.4): a
    hunt that settles one level when the levels below are known. ``threads`` 0 uses every
    processor; the results do not depend on it. ``ctx``'s node limit applies
    to each candidate's search (:class:`LimitError` past it) and its memory
    limit, or else three quarters of the memory the process may use, is the
    budget of the whole hunt.

    ``progress(done, total)`` gets the candidates evaluated and in all;
    returning False stops the hunt (:class:`CancelledError`), raising stops
    it and the exception reaches the caller, and Ctrl-C raises
    ``KeyboardInterrupt`` at once. ``checkpoint`` (a file) saves the state
    at most once a second, at the end and when stopped, and resumes from it: a hunt called
    again with the same inputs, ``value``, ``max_heaps`` and file gives the
    result of an uninterrupted one (another hunt's file is a
    :class:`DomainError`, a damaged one a :class:`ParseError`).
    """
    value = count("value", value, U32, 1)
    items = _inputs(inputs)
    if max_heaps is None:
        largest_input = max((len(p) if p.is_reduced else len(p.reduced()) for p in items),
                            default=-1)
        max_heaps = min(largest_input + 1, MAX_HEAPS)
    else:
        max_heaps = count("max_heaps", max_heaps, MAX_HEAPS)
    min_heaps = count("min_heaps", min_heaps, MAX_HEAPS)
    threads = count("threads", threads, MAX_THREADS) or processors(MAX_THREADS)
    path = None if checkpoint is None else c_path("checkpoint", checkpoint)
    c = resolve(ctx)

    levels = max_heaps + 1
    candidates = (c_uint64 * levels)()
    largest = (c_uint32 * levels)()
    array = (ctypes.c_void_p * max(len(items), 1))(*[p._ptr for p in items])
    found: List[Tuple[Position, int]] = []
    raised: List[BaseException] = []

    def each(_data: object, p: Any, g: int) -> int:
        try:
            found.append((_copy_of(p), g))
            return 0
        except BaseException as e:   # noqa: B902 - raised below, once C has returned
            raised.append(e)
            return 1

    found_fn = POSITION_VALUE_FN(each)

    def call(progress_fn: Any) -> int:
        if min_heaps == 0:
            return c._full_limit(lambda: lib.cg_position_hunt(
                c._ptr, array, len(items), value, max_heaps, threads, path, found_fn,
                progress_fn, None, candidates, largest))
        return c._full_limit(lambda: lib.cg_position_hunt_heaps(
            c._ptr, array, len(items), value, min_heaps, max_heaps, threads, path, found_fn,
            progress_fn, None, candidates, largest))

    what = f"hunt({value}, {len(items)} inputs, max_heaps={max_heaps})"
    if min_heaps:
        what = f"hunt({value}, {len(items)} inputs, min_heaps={min_heaps}, max_heaps={max_heaps})"
    # The C call runs once, with the user's node limit (not first tried within
    # FAST_NODES as single searches are: its found calls cannot be taken back).
    with c._lock:
        if c._straggler is not None:
            c._settle()
        status = c._run_abandonable(call, progress)
    if raised:
        raise raised[0]
    check(status, what)
    return HuntResult(value, max_heaps, tuple(found), tuple(candidates), tuple(largest),
                      min_heaps)


__all__ = ["HuntResult", "hunt"]
