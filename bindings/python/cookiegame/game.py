"""Short partizan games in canonical form (C partizan.h and thermal.h).

A :class:`Game` is a canonical game interned in a :class:`Context`: equal
games of one context are the same C object, so ``==`` and ``hash`` are O(1).
A game keeps its context alive; games of different contexts cannot be mixed
(ValueError).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, List, Mapping, Optional, Tuple, Union

import ctypes
from fractions import Fraction

from ._capi import GAME_FN, Dyadic, c_size_t, c_uint32, c_uint64, check, detail_of, lib
from ._check import U32, c_text, count, signed64
from .context import Context, Progress, resolve
from .errors import InvalidArgumentError, LimitError, ParseError, TextTooLongError

if TYPE_CHECKING:   # thermal imports this module
    from .thermal import Thermograph

#: The longest text ``str(game)`` and ``repr(game)`` produce, in characters;
#: longer texts raise :class:`TextTooLongError` (see :meth:`Game.to_text`).
MAX_TEXT_LENGTH = 1_000_000
_SIZE_MAX = 2**64 - 1 if ctypes.sizeof(c_size_t) == 8 else 2**32 - 1

# Lists of options longer than this are checked against the memory first.
_OPTIONS_CHECKED_FROM = 4096

_OUTCOMES = "PNLR"
#: The notations of Game.format: the flags of cg_game_format_ex.
_NOTATIONS = {"default": 0, "cgsuite": 1}
_SIDES = {"left": 0, "right": 1}
#: What games combine with: Games of one context, and dyadic numbers
#: (ints, Fractions with a power-of-two denominator), made into Games.
GameLike = Union["Game", int, Fraction]
# Why building a game fails, in the user's terms.
_WHY = {
    -5: "the computation passed the context's node limit (Context(node_limit=...) raises it)",
    -3: "a value passes the library's bounds (integers up to 2^62, nimbers up to *2147483647, "
        "ups up to 4096, denominators up to 2^1024 with numerators within 64 bits)",
}


def _fraction(d: Dyadic) -> Fraction:
    return Fraction(d.num, 1 << d.log2_den)


def to_dyadic(name: str, value: object) -> Dyadic:
    """A Python number as a C dyadic (int, or Fraction with a power-of-two denominator)."""
    if isinstance(value, (int, Fraction)) and not isinstance(value, bool):
        value = Fraction(value)
        den = value.denominator
        if den & (den - 1) == 0:
            return Dyadic(signed64(name, value.numerator), den.bit_length() - 1)
    raise ValueError(f"{name} must be a dyadic rational (an int or a Fraction with a "
                     f"power-of-two denominator), not {value!r}")


def _side(side: str) -> int:
    if side not in _SIDES:
        raise ValueError(f"side must be 'left' or 'right', not {side!r}")
    return _SIDES[side]


class Game:
    """A short partizan game in canonical form.

    >>> g = Game("{2|1}")
    >>> g.mean, g.temperature, str(g + g)
    (Fraction(3, 2), Fraction(1, 2), '3')
    >>> Game("*") + Game("*") == 0, Game("^").fuzzy(Game("*")), Game("^") > 0
    (True, True, True)
    """

    __slots__ = ("_ctx", "_ptr")

    def __init__(self, text: str, ctx: Optional[Context] = None) -> None:
        """Read CGSuite notation (``"{1|*}"``, ``"^*"``, ``"3/4"``, ``"+-1"``, sums
        and differences); ParseError says where reading stopped."""
        if not isinstance(text, str):
            raise TypeError(f"Game() takes CGSuite text, not {type(text).__name__}; use "
                            "Game.integer(), Game.new() and the other constructors")
        c = resolve(ctx)
        data = c_text("text", text)
        out, at = ctypes.c_void_p(), c_size_t(0)
        status = c._search(lambda: lib.cg_game_parse_ex(c._ptr, data, ctypes.byref(out),
                                                        ctypes.byref(at)))
        if status == -4:   # CG_EPARSE: the C library's sentence says what and where
            raise ParseError(f"Game({text!r}): {detail_of(status)}", offset=at.value)
        check(status, f"Game({text!r})", _WHY)
        self._ctx = c
        self._ptr = out.value

    @classmethod
    def _wrap(cls, ctx: Context, ptr: Any) -> Game:
        g = cls.__new__(cls)
        g._ctx = ctx
        g._ptr = ptr
        return g

    @classmethod
    def _make(cls, ctx: Context, fn: Callable[..., Any], what: str, *args: Any,
              why: Optional[Mapping[int, str]] = None) -> Game:
        out = ctypes.c_void_p()
        status = ctx._search_fn(fn, *args, ctypes.byref(out))
        if status:
            check(status, what, {**_WHY, **(why or {})})
        return cls._wrap(ctx, out.value)

    # ---- constructors ----
    @classmethod
    def zero(cls, ctx: Optional[Context] = None) -> Game:
        """The game 0."""
        c = resolve(ctx)
        return cls._wrap(c, c._call(lib.cg_game_zero))

    @classmethod
    def integer(cls, n: int, ctx: Optional[Context] = None) -> Game:
        """The integer n (``|n| <= 2^62``)."""
        return cls._make(resolve(ctx), lib.cg_game_integer, f"Game.integer({n})", signed64("n", n))

    @classmethod
    def dyadic(cls, num: int, log2_den: int, ctx: Optional[Context] = None) -> Game:
        """The number num / 2^log2_den."""
        return cls._make(resolve(ctx), lib.cg_game_dyadic, f"Game.dyadic({num}, {log2_den})",
                         signed64("num", num), count("log2_den", log2_den, U32))

    @classmethod
    def number(cls, value: Union[int, Fraction], ctx: Optional[Context] = None) -> Game:
        """A dyadic rational given as an int or a Fraction."""
        d = to_dyadic("value", value)
        return cls.dyadic(d.num, d.log2_den, ctx)

    @classmethod
    def nimber(cls, n: int, ctx: Optional[Context] = None) -> Game:
        """The nimber ``*n`` (n <= 2**31 - 1; its options are made when read)."""
        return cls._make(resolve(ctx), lib.cg_game_nimber, f"Game.nimber({n})", count("n", n, U32))

    @classmethod
    def up(cls, n: int = 1, ctx: Optional[Context] = None) -> Game:
        """n.up (negative n: downs)."""
        return cls._make(resolve(ctx), lib.cg_game_up, f"Game.up({n})", signed64("n", n))

    @classmethod
    def new(cls, left: Iterable[GameLike], right: Iterable[GameLike],
            ctx: Optional[Context] = None) -> Game:
        """The canonical form of {left | right}; the options are Games of one
        context (ints and dyadic Fractions are converted)."""
        left, right = list(left), list(right)
        found: Optional[Context] = ctx
        if found is None:   # the context of the first game given
            found = next((g._ctx for g in left + right if isinstance(g, Game)), None)
        c = resolve(found)
        lo = [cls._coerce(g, c, "Game.new()") for g in left]
        ro = [cls._coerce(g, c, "Game.new()") for g in right]
        la = (ctypes.c_void_p * max(len(lo), 1))(*[g._ptr for g in lo])
        ra = (ctypes.c_void_p * max(len(ro), 1))(*[g._ptr for g in ro])
        return cls._make(c, lib.cg_game_new, "Game.new()", la, len(lo), ra, len(ro))

    @classmethod
    def _coerce(cls, g: object, ctx: Context, what: str) -> Game:
        """g as a Game of ctx: Games must already be of ctx; numbers are made there."""
        if isinstance(g, Game):
            if g._ctx is not ctx:
                raise InvalidArgumentError(f"{what}: a game of another context")
            return g
        if isinstance(g, (int, Fraction)) and not isinstance(g, bool):
            return cls.number(g, ctx)
        raise TypeError(f"{what}: expected a Game or a number, not {type(g).__name__}")

    # ---- arithmetic ----
    def _other(self, other: object, what: str) -> Optional[Game]:
        try:
            return Game._coerce(other, self._ctx, what)
        except TypeError:
            return None

    def __add__(self, other: GameLike) -> Game:
        o = self._other(other, "Game +")
        if o is None:
            return NotImplemented
        return Game._make(self._ctx, lib.cg_game_sum, "Game +", self._ptr,
                          o._ptr)

    __radd__ = __add__

    def __neg__(self) -> Game:
        return Game._make(self._ctx, lib.cg_game_neg, "-Game", self._ptr)

    def __pos__(self) -> Game:
        return self

    def __sub__(self, other: GameLike) -> Game:
        o = self._other(other, "Game -")
        if o is None:
            return NotImplemented
        return self + (-o)

    def __rsub__(self, other: GameLike) -> Game:
        o = self._other(other, "Game -")
        if o is None:
            return NotImplemented
        return o + (-self)

    # ---- order ----
    def compare(self, other: GameLike) -> int:
        """-1 (less), 0 (equal), 1 (greater) or 2 (confused: incomparable)."""
        o = Game._coerce(other, self._ctx, "Game.compare()")
        rel = ctypes.c_int()
        status = self._ctx._search_fn(lib.cg_game_compare, self._ptr, o._ptr, ctypes.byref(rel))
        if status:
            check(status, "Game comparison", _WHY)
        return rel.value

    def _rel(self, other: object) -> Optional[int]:
        o = self._other(other, "Game comparison")
        return None if o is None else self.compare(o)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Game):
            if other._ctx is not self._ctx:
                raise InvalidArgumentError("Game ==: a game of another context")
            return self._ptr == other._ptr   # canonical forms are interned
        rel = self._rel(other)
        if rel is None:
            return NotImplemented
        return rel == 0

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        if eq is NotImplemented:
            return NotImplemented
        return not eq

    def __le__(self, other: GameLike) -> bool:
        rel = self._rel(other)
        if rel is None:
            return NotImplemented
        return rel in (-1, 0)

    def __lt__(self, other: GameLike) -> bool:
        rel = self._rel(other)
        if rel is None:
            return NotImplemented
        return rel == -1

    def __ge__(self, other: GameLike) -> bool:
        rel = self._rel(other)
        if rel is None:
            return NotImplemented
        return rel in (0, 1)

    def __gt__(self, other: GameLike) -> bool:
        rel = self._rel(other)
        if rel is None:
            return NotImplemented
        return rel == 1

    def fuzzy(self, other: GameLike) -> bool:
        """Whether the games are confused (incomparable): self || other."""
        return self.compare(other) == 2

    def __hash__(self) -> int:
        return hash((id(self._ctx), self._ptr))

    # ---- structure ----
    @property
    def context(self) -> Context:
        """The Context the game lives in."""
        return self._ctx

    @property
    def outcome(self) -> str:
        """'L' (Left wins), 'R' (Right wins), 'P' (second player) or 'N' (first player)."""
        out, c = ctypes.c_int(), self._ctx
        check(c._search(lambda: lib.cg_game_outcome(c._ptr, self._ptr, ctypes.byref(out))),
              "Game.outcome")
        return _OUTCOMES[out.value]

    @property
    def left(self) -> Tuple[Game, ...]:
        """The Left options of the canonical form, a tuple of Games in the canonical
        order of options (the same in every context: see partizan.h)."""
        p = self._ptr
        self._options_fit(lib.cg_game_left_count(p), "Game.left")
        ptrs = self._ctx._plain(lambda: [lib.cg_game_left(p, i)
                                         for i in range(lib.cg_game_left_count(p))])
        return self._options(ptrs)

    @property
    def right(self) -> Tuple[Game, ...]:
        """The Right options of the canonical form, a tuple of Games in the canonical
        order of options."""
        p = self._ptr
        self._options_fit(lib.cg_game_right_count(p), "Game.right")
        ptrs = self._ctx._plain(lambda: [lib.cg_game_right(p, i)
                                         for i in range(lib.cg_game_right_count(p))])
        return self._options(ptrs)

    def _options_fit(self, count: int, where: str) -> None:
        # x + *m has m options a side (up to 2**31 - 1), each made when read
        # (partizan.h): refuse at once, as the library refuses its own
        # allocations, a list that cannot fit (about 512 bytes an option: the
        # library's game and the Python object), rather than run for minutes
        # until memory runs out.
        if count > _OPTIONS_CHECKED_FROM:
            what = b"the list of the options (about 512 bytes each)"
            check(lib.cg_memory_check(count * 512, self._ctx.memory_limit, what), where)

    def _options(self, ptrs: List[Any]) -> Tuple[Game, ...]:
        # The options of a number are made when first read (partizan.h): NULL
        # when the context's memory ran out on the way.
        if any(q is None for q in ptrs):
            raise MemoryError("the options of a number could not be made: out of memory")
        return tuple(Game._wrap(self._ctx, q) for q in ptrs)

    @property
    def birthday(self) -> int:
        """The birthday of the canonical form."""
        day = c_uint64()
        status = self._ctx._plain(lib.cg_game_birthday64, self._ptr, ctypes.byref(day))
        check(status, "Game.birthday")
        return day.value

    @property
    def is_number(self) -> bool:
        """Whether the game is a number."""
        return self._predicate(lib.cg_game_is_number)

    def to_fraction(self) -> Fraction:
        """The value of a number as a Fraction (DomainError otherwise)."""
        num, log2 = ctypes.c_int64(), c_uint32()
        status = self._ctx._plain(lib.cg_game_number, self._ptr, ctypes.byref(num),
                                  ctypes.byref(log2))
        if status:
            check(status, f"{self._short()}.to_fraction()", {-6: "the game is not a number"})
        return Fraction(num.value, 1 << log2.value)

    # ---- thermal data ----
    @property
    def stops(self) -> Tuple[Fraction, Fraction]:
        """(Left stop, Right stop) as Fractions."""
        lo, ro = Dyadic(), Dyadic()
        status = self._ctx._plain(lib.cg_game_stop_values, self._ptr, ctypes.byref(lo),
                                  ctypes.byref(ro))
        check(status, "Game.stops")
        return _fraction(lo), _fraction(ro)

    def _mean_temperature(self) -> Tuple[Fraction, Fraction]:
        m, t, c = Dyadic(), Dyadic(), self._ctx
        check(c._search(lambda: lib.cg_game_mean_temperature(c._ptr, self._ptr, ctypes.byref(m),
                                                             ctypes.byref(t))),
              "Game thermal data", _WHY)
        return _fraction(m), _fraction(t)

    @property
    def mean(self) -> Fraction:
        """The mean value, a Fraction."""
        return self._mean_temperature()[0]

    @property
    def temperature(self) -> Fraction:
        """The temperature, a Fraction (-1/2^k for numbers, as in the thermograph)."""
        return self._mean_temperature()[1]

    def thermograph(self) -> Thermograph:
        """The thermograph: walls and mast as exact data (a Thermograph)."""
        from .thermal import Thermograph
        out, c = ctypes.c_void_p(), self._ctx
        check(c._search(lambda: lib.cg_game_thermograph(c._ptr, self._ptr, ctypes.byref(out))),
              "Game.thermograph()", _WHY)
        return Thermograph(out)

    def cooled(self, t: Union[int, Fraction]) -> Game:
        """The game cooled by the dyadic t (an int or a Fraction)."""
        return Game._make(self._ctx, lib.cg_game_cool, f"Game.cooled({t})",
                          self._ptr, to_dyadic("t", t))

    def heated(self, t: GameLike) -> Game:
        """The game heated by t (a Game or a number), canonical."""
        tg = Game._coerce(t, self._ctx, "Game.heated()")
        return Game._make(self._ctx, lib.cg_game_heat, "Game.heated()",
                          self._ptr, tg._ptr)

    def norton(self, unit: GameLike) -> Game:
        """The Norton product of the game by a positive unit (a Game)."""
        u = Game._coerce(unit, self._ctx, "Game.norton()")
        return Game._make(self._ctx, lib.cg_game_norton, "Game.norton()",
                          self._ptr, u._ptr)

    def atomic_weight(self) -> Game:
        """The atomic weight of an atomic game: every all-small game and, since 1.3, the other
        atomic infinitesimals (DomainError for others: see thermal.h)."""
        return Game._make(self._ctx, lib.cg_game_atomic_weight, "Game.atomic_weight()",
                          self._ptr, why={-6: "the game is not all-small (dicotic)"})

    def reduced(self) -> Game:
        """The reduced canonical form."""
        return Game._make(self._ctx, lib.cg_game_reduced, "Game.reduced()",
                          self._ptr)

    def incentives(self, side: str = "left") -> Tuple[Game, ...]:
        """The incentives of side's options ('left': G^L - G, 'right': G - G^R)."""
        s, n = _side(side), c_size_t()
        p, c = self._ptr, self._ctx
        with c._lock:   # the count and the games of one state of the context
            status = c._search(lambda: lib.cg_game_incentives(c._ptr, p, s, None, 0,
                                                              ctypes.byref(n)))
            if status != -3:   # CG_ERANGE is the answer to "how many?"
                check(status, "Game.incentives()", _WHY)
            out = (ctypes.c_void_p * max(n.value, 1))()
            check(c._search(lambda: lib.cg_game_incentives(c._ptr, p, s, out, n.value,
                                                           ctypes.byref(n))),
                  "Game.incentives()", _WHY)
        return tuple(Game._wrap(self._ctx, out[i]) for i in range(n.value))

    def orthodox_move(self, side: str = "left") -> Game:
        """The option of side whose wall is the game's own at its temperature
        (the hottest move), as a Game; DomainError when side has no option."""
        k, s, c = c_size_t(), _side(side), self._ctx
        check(c._search(lambda: lib.cg_game_orthodox_move(c._ptr, self._ptr, s, ctypes.byref(k))),
              "Game.orthodox_move()", _WHY)
        return (self.left if side == "left" else self.right)[k.value]

    def _predicate(self, fn: Callable[..., Any]) -> bool:
        return bool(self._ctx._plain(fn, self._ptr))

    @property
    def is_dicotic(self) -> bool:
        """Whether the game is dicotic (all-small)."""
        return self._predicate(lib.cg_game_is_dicotic)

    is_all_small = is_dicotic

    @property
    def is_infinitesimal(self) -> bool:
        """Whether both stops are 0."""
        return self._predicate(lib.cg_game_is_infinitesimal)

    @property
    def is_hot(self) -> bool:
        """Whether the temperature is positive."""
        return self._predicate(lib.cg_game_is_hot)

    @property
    def is_cold(self) -> bool:
        """Whether the game is a number."""
        return self._predicate(lib.cg_game_is_cold)

    @property
    def is_tepid(self) -> bool:
        """Whether the game is a number plus a non-zero infinitesimal."""
        return self._predicate(lib.cg_game_is_tepid)

    @property
    def is_switch(self) -> bool:
        """Whether the game is {x | y} with numbers x > y."""
        return self._predicate(lib.cg_game_is_switch)

    # ---- text ----
    def _format(self, cap: int, flags: int = 0) -> Tuple[str, Optional[int]]:
        """(the text cut to cap - 1 characters, its full length or None when
        it is longer than a size_t can count), in the style of the flags of
        cg_game_format_ex (0: the library's own)."""
        n, c = c_size_t(), self._ctx
        buf = ctypes.create_string_buffer(cap) if cap else None
        status = c._call(lib.cg_game_format_ex, self._ptr, flags, buf, cap, ctypes.byref(n))
        if status != -3:   # CG_ERANGE: the text did not fit, cut (n says how long it is)
            check(status, "Game.format" if flags else "str(Game)")
        length = None if n.value == _SIZE_MAX else n.value
        return (buf.value.decode() if buf is not None else ""), length

    def text_length(self) -> Optional[int]:
        """The length of ``str(self)`` in characters, counted without writing
        the text (cheap even when the text is astronomically long); None when
        it passes 2^64 - 1."""
        return self._format(0)[1]

    def to_text(self, max_len: int) -> str:
        """The text of the game (as ``str()``) cut to at most ``max_len``
        characters: when it is longer, its first ``max_len - 1`` characters
        followed by "…" (U+2026). Never writes more than ``max_len`` characters,
        however long the whole text is; :meth:`text_length` gives that length."""
        max_len = count("max_len", max_len, 2**62, 1)
        text, length = self._format(max_len + 1)
        if length is not None and length <= max_len:
            return text
        return text[:max_len - 1] + "\u2026"

    def _short(self) -> str:
        """The game for an error message: its text cut to 60 characters."""
        return f"Game({self.to_text(60)!r})"

    def _whole_text(self, flags: int, what: str) -> str:
        text, length = self._format(256, flags)   # most texts fit: one C call
        if length is not None and length < 256:
            return text
        if length is None or length > MAX_TEXT_LENGTH:
            size = "more than 2^64 - 1" if length is None else f"{length}"
            raise TextTooLongError(
                f"{what}: the text of this game has {size} characters, more than "
                f"cookiegame.MAX_TEXT_LENGTH = {MAX_TEXT_LENGTH}; use Game.to_text(max_len) for "
                "a prefix, Game.text_length() for the length, or Game.left / Game.right to "
                "walk its options", length)
        return self._format(length + 1, flags)[0]

    def __str__(self) -> str:
        """The game in CGSuite notation; TextTooLongError when that is longer
        than MAX_TEXT_LENGTH characters (use :meth:`to_text`, or walk the
        options with :attr:`left` and :attr:`right`)."""
        return self._whole_text(0, "str(Game)")

    def format(self, notation: str = "default") -> str:
        """The game's text in a notation: ``"default"``, the library's own (as
        ``str()``), or ``"cgsuite"``, as CGSuite prints it (``Tiny(3/2)``,
        ``^<3>``, ``+-(1*)``, at most four bars in a row; C
        ``cg_game_format_ex`` with ``CG_FORMAT_CGSUITE``). Either reads back
        as the same game with ``Game(text)``.

        >>> g = Game("{0||0|-3/2}")
        >>> g.format(), g.format(notation="cgsuite")
        ('{0||0|-3/2}', 'Tiny(3/2)')

        ValueError for another notation; TextTooLongError past
        MAX_TEXT_LENGTH characters, as ``str()``; LimitError when CGSuite's
        style (which may compute means) passes the context's node limit."""
        if notation not in _NOTATIONS:
            raise ValueError(f"notation must be 'default' or 'cgsuite', not {notation!r}")
        return self._whole_text(_NOTATIONS[notation], "Game.format")

    def __repr__(self) -> str:
        return f"Game({str(self)!r})"

    def _repr_svg_(self) -> Optional[str]:
        """The thermograph, drawn for notebooks (titled with the game's text,
        the picture's title cut to fit); None (the text instead) when the
        context's node limit stops the thermograph."""
        try:
            thermograph = self.thermograph()
        except LimitError:
            return None
        return thermograph._svg(f"Thermograph of {self.to_text(200)}")


def games_born_by(day: int, ctx: Optional[Context] = None) -> List[Game]:
    """Every canonical game born by day (0..3): 1, 4, 22 and 1474 games."""
    day = count("day", day, U32)
    c = resolve(ctx)
    found = []
    p = Progress(None)

    def each(_data: object, g: Any) -> int:
        try:
            found.append(Game._wrap(c, g))
            return 0
        except BaseException as e:
            p.raised = e
            return 1

    fn = GAME_FN(each)

    def enumerate_games() -> int:
        found.clear()   # a second attempt (see Context._search) starts afresh
        return int(lib.cg_games_enumerate(c._ptr, day, fn, None, None))

    status = c._search(enumerate_games)
    p.finish(status, f"games_born_by({day})")
    return found


__all__ = ["Game", "games_born_by", "Context"]
