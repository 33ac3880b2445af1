"""CM-nim: Cookie Monster and its relatives, one permissible family of jar
sets per game (C cmnim.h)."""
from __future__ import annotations

from typing import Any, Iterable, List, Optional, Sequence, Tuple

import ctypes

from ._arrays import Result, Rows
from ._capi import TUPLE_FN, c_size_t, c_uint64, check, lib
from ._constants import ENUMS, CG_CMNIM_MAX_JARS, CG_ERANGE
from ._check import U64, count
from .context import Context, Progress, resolve

#: Family names and their C values (cg_cmnim_family): the C name
#: CG_CMNIM_COOKIE_MONSTER is 'cookie-monster', and so on.
FAMILIES = {name[len("CG_CMNIM_"):].lower().replace("_", "-"): code
            for name, code in ENUMS["cg_cmnim_family"].items()}
#: The most jars (C CG_CMNIM_MAX_JARS).
MAX_JARS = CG_CMNIM_MAX_JARS


class CMNim:
    """A CM-nim game on ``jars`` jars: a move takes the same positive number of
    cookies from every jar of a permissible set.

    ``CMNim(3, 'cookie-monster')`` uses a named family (see :data:`FAMILIES`);
    ``CMNim(3, sets=[[0, 1], [1, 2]])`` lists the sets as jar indices (single
    jars are always permitted).

    >>> CMNim(3, "cookie-monster").is_p((1, 2, 3))
    False
    """

    def __init__(self, jars: int, family: Optional[str] = None,
                 sets: Optional[Iterable[Iterable[int]]] = None) -> None:
        jars = count("jars", jars, MAX_JARS, 1)
        out = ctypes.c_void_p()
        if (family is None) == (sets is None):
            raise TypeError("CMNim() takes a family name or sets=, exactly one")
        if family is not None:
            if family not in FAMILIES:
                raise ValueError(f"unknown family {family!r}; one of {', '.join(FAMILIES)}")
            check(lib.cg_cmnim_new_family(jars, FAMILIES[family], ctypes.byref(out)),
                  f"CMNim({jars}, {family!r})")
        else:
            masks: List[int] = []
            for s in sets or ():
                mask = 0
                for j in s:
                    mask |= 1 << count("jar index", j, jars - 1)
                if mask == 0:
                    raise ValueError("CMNim(): a permissible set is empty")
                masks.append(mask)
            array = (c_uint64 * max(len(masks), 1))(*masks)
            check(lib.cg_cmnim_new(jars, array, len(masks), ctypes.byref(out)),
                  f"CMNim({jars}, sets=...)")
        self._ptr = out
        self.family = family

    _ptr: Optional[ctypes.c_void_p]

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.cg_cmnim_free(ptr)
            self._ptr = None

    @property
    def jars(self) -> int:
        """The number of jars."""
        return int(lib.cg_cmnim_jars(self._ptr))

    @property
    def sets(self) -> List[Tuple[int, ...]]:
        """The permissible sets, each a tuple of jar indices."""
        n = c_size_t()
        status = lib.cg_cmnim_sets(self._ptr, None, 0, ctypes.byref(n))
        if status != CG_ERANGE:   # the answer to "how many?"
            check(status, "CMNim.sets")
        masks = (c_uint64 * max(n.value, 1))()
        check(lib.cg_cmnim_sets(self._ptr, masks, n.value, ctypes.byref(n)), "CMNim.sets")
        return [tuple(j for j in range(self.jars) if m >> j & 1) for m in masks[:n.value]]

    def _tuple(self, x: Iterable[object], what: str) -> Any:
        jars = self.jars
        try:
            values = [count("jar size", v, U64) for v in x]
        except TypeError:
            if not hasattr(x, "__iter__"):
                raise TypeError(f"{what}: jar sizes must be an iterable of ints") from None
            raise
        if len(values) != jars:
            raise ValueError(f"{what}: {len(values)} jar sizes for a game of {jars} jars")
        return (c_uint64 * jars)(*values)

    def grundy(self, x: Sequence[int], ctx: Optional[Context] = None) -> int:
        """The Grundy value of the jar sizes x."""
        array, g, c = self._tuple(x, "CMNim.grundy()"), c_uint64(), resolve(ctx)
        check(c._search(lambda: lib.cg_cmnim_grundy(c._ptr, self._ptr, array, ctypes.byref(g))),
              f"CMNim.grundy({tuple(x)})")
        return g.value

    def remoteness(self, x: Sequence[int], ctx: Optional[Context] = None,
                   misere: bool = False) -> int:
        """The remoteness of the jar sizes x: how many moves the game lasts when
        the winner hurries and the loser delays (in misère play, where the last
        move loses, with ``misere=True``). Searches every position below x, so
        a large x stops at the context's node limit."""
        array, r = self._tuple(x, "CMNim.remoteness()"), c_uint64()
        fn = lib.cg_cmnim_misere_remoteness if misere else lib.cg_cmnim_remoteness
        c = resolve(ctx)
        check(c._search(lambda: fn(c._ptr, self._ptr, array, ctypes.byref(r))),
              f"CMNim.remoteness({tuple(x)}{', misere=True' if misere else ''})")
        return r.value

    def is_p(self, x: Sequence[int], ctx: Optional[Context] = None, misere: bool = False) -> bool:
        """Whether the jar sizes x are a P-position (of misère play, where the
        last move loses, with ``misere=True``)."""
        array, p = self._tuple(x, "CMNim.is_p()"), ctypes.c_int()
        fn = lib.cg_cmnim_misere_is_p if misere else lib.cg_cmnim_is_p
        c = resolve(ctx)
        check(c._search(lambda: fn(c._ptr, self._ptr, array, ctypes.byref(p))),
              f"CMNim.is_p({tuple(x)}{', misere=True' if misere else ''})")
        return bool(p.value)

    def complete(self, partial: Iterable[Optional[int]], ctx: Optional[Context] = None,
                 misere: bool = False) -> Tuple[int, ...]:
        """The unique value of the one missing jar (None in ``partial``) that
        makes a P-position (of misère play with ``misere=True``); returns the
        completed tuple."""
        given: List[object] = list(partial)
        missing = [i for i, v in enumerate(given) if v is None]
        if len(missing) != 1:
            raise ValueError("complete() needs exactly one jar given as None")
        jar = missing[0]
        given[jar] = 0
        array, value = self._tuple(given, "CMNim.complete()"), c_uint64()
        fn = lib.cg_cmnim_misere_complete if misere else lib.cg_cmnim_complete
        c = resolve(ctx)
        check(c._search(lambda: fn(c._ptr, self._ptr, array, jar, ctypes.byref(value))),
              "CMNim.complete()")
        return tuple(value.value if i == jar else count("jar size", v, U64)
                     for i, v in enumerate(given))

    def p_positions(self, bound: int, ctx: Optional[Context] = None,
                    misere: bool = False) -> Result:
        """Every P-position with all jars at most bound, in lexicographic order
        (a numpy uint64 array, one row per position, when numpy is importable;
        else a list of tuples); those of misère play with ``misere=True``."""
        bound = count("bound", bound, U64)
        found = Rows(self.jars)
        p = Progress(None)

        def each(_data: object, x: Any, jars: int) -> int:
            try:
                found.append(x[:jars])
                return 0
            except BaseException as e:   # Ctrl-C or memory: stop, raise after
                p.raised = e
                return 1

        fn = TUPLE_FN(each)
        enumerate_p = lib.cg_cmnim_misere_p_positions if misere else lib.cg_cmnim_p_positions
        c = resolve(ctx)

        def attempt() -> int:
            found.clear()   # a second attempt (see Context._search) starts afresh
            return int(enumerate_p(c._ptr, self._ptr, bound, fn, None))

        status = c._search(attempt)
        p.finish(status, f"CMNim.p_positions({bound})")
        return found.result()

    def __repr__(self) -> str:
        return f"CMNim({self.jars}, {self.family!r})" if self.family else f"CMNim({self.jars}, sets={self.sets})"
