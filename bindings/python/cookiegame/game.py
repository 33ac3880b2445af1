"""Short partizan games in canonical form (C partizan.h and thermal.h).

A :class:`Game` is a canonical game interned in a :class:`Context`: equal
games of one context are the same C object, so ``==`` and ``hash`` are O(1).
A game keeps its context alive; games of different contexts cannot be mixed
(ValueError).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, List, Mapping, Optional, Tuple, Union

import ctypes
import warnings
from fractions import Fraction

from ._capi import (GAME_FN, OUTCOME_LETTER, Dyadic, c_size_t, c_uint32, c_uint64, check,
                    detail_of, lib)
from ._check import U32, c_text, count, signed64
from .context import Context, Progress, resolve
from ._constants import (CG_EDOMAIN, CG_ELIMIT, CG_EPARSE, CG_ERANGE, CG_FORMAT_CGSUITE,
                         CG_GAME_MAX_INTEGER, CG_GAME_MAX_LOG2_DEN, CG_GAME_MAX_NIMBER,
                         CG_GAME_MAX_UPS, CG_LEFT, CG_RIGHT, CG_SIDES_BOTH, CG_SIDES_LEFT,
                         CG_SIDES_RIGHT)
from .errors import InvalidArgumentError, LimitError, ParseError, TextTooLongError

if TYPE_CHECKING:   # thermal imports this module
    from .thermal import Thermograph

#: The longest text ``str(game)`` and ``repr(game)`` produce, in characters;
#: longer texts raise :class:`TextTooLongError` (see :meth:`Game.to_text`).
MAX_TEXT_LENGTH = 1_000_000
_SIZE_MAX = 2**64 - 1 if ctypes.sizeof(c_size_t) == 8 else 2**32 - 1

# Lists of options longer than this are checked against the memory first.
_OPTIONS_CHECKED_FROM = 4096

#: The notations of Game.format: the flags of cg_game_format_ex.
_NOTATIONS = {"default": 0, "cgsuite": CG_FORMAT_CGSUITE}
_SIDES = {"left": CG_LEFT, "right": CG_RIGHT}
#: What games combine with: Games of one context, and dyadic numbers
#: (ints, Fractions with a power-of-two denominator), made into Games.
GameLike = Union["Game", int, Fraction]
# Why building a game fails, in the user's terms.
_WHY = {
    CG_ELIMIT: "the computation passed the context's node limit (Context(node_limit=...) raises it)",
    CG_ERANGE: f"a value passes the library's bounds (integers up to "
               f"2^{CG_GAME_MAX_INTEGER.bit_length() - 1}, nimbers up to *{CG_GAME_MAX_NIMBER}, "
               f"ups up to {CG_GAME_MAX_UPS}, denominators up to 2^{CG_GAME_MAX_LOG2_DEN} with "
               "numerators within 64 bits)",
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


def _temperature(t: object, what: str) -> Dyadic:
    """A temperature (int or Fraction, dyadic) for C: TypeError for another
    type, ValueError for a Fraction that is not dyadic (the library itself
    refuses t <= -1, with its detail)."""
    if isinstance(t, bool) or not isinstance(t, (int, Fraction)):
        raise TypeError(f"{what}: t must be an int or a Fraction, not {type(t).__name__}")
    return to_dyadic("t", t)


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
        if status == CG_EPARSE:   # the C library's sentence says what and where
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

    def multiple(self, n: int) -> Game:
        """n.G = G + ... + G (n copies; -n copies of -G for n < 0, 0 for 0),
        made by doubling; n any int that fits 64 bits. ``n * G`` and
        ``G * n`` are the same.

        >>> str(Game("^").multiple(3)), str(3 * Game("{1|*}")), str(Game("{1|*}") * -3)
        ('^3', '{2*|1}', '{-1|-2*}')
        """
        return Game._make(self._ctx, lib.cg_game_multiple, f"Game.multiple({n})",
                          self._ptr, signed64("n", n))

    def __mul__(self, n: int) -> Game:
        # Only an int: G * H of two games is not Python's * here, since
        # Conway's product depends on the operands' forms and is not the
        # group's; CGSuite too keeps it a method, conway_product().
        if isinstance(n, bool) or not hasattr(n, "__index__"):
            return NotImplemented   # ints and int-likes (numpy's) only, as multiple()
        return self.multiple(n)

    __rmul__ = __mul__

    def _compound(self, fn: Callable[..., Any], name: str, h: GameLike) -> Game:
        what = f"Game.{name}()"
        o = Game._coerce(h, self._ctx, what)
        return Game._make(self._ctx, fn, what, self._ptr, o._ptr)

    def ordinal_sum(self, h: GameLike) -> Game:
        """The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (self is the base
        G), CGSuite's OrdinalSum, on the canonical forms.

        >>> str(Game("1/2").ordinal_sum(Fraction(1, 4))), str(Game("*5").ordinal_sum(Game("*6")))
        ('9/16', '*11')
        """
        return self._compound(lib.cg_game_ordinal_sum, "ordinal_sum", h)

    def conjunctive_sum(self, h: GameLike) -> Game:
        """The conjunctive sum {G^L & H^L | G^R & H^R}: a player moves in both
        components at once (CGSuite's ConjunctiveSum).

        >>> str(Game("+-1").conjunctive_sum(Game("^^")))
        '{0|-1}'
        """
        return self._compound(lib.cg_game_conjunctive_sum, "conjunctive_sum", h)

    def selective_sum(self, h: GameLike) -> Game:
        """The selective sum: a player moves in one or both components
        (CGSuite's SelectiveSum).

        >>> str(Game("+-1").selective_sum(Game("^^"))), str(Game("*2").selective_sum(Game("*3")))
        ('{1^^|-1^*,-1^^}', '*5')
        """
        return self._compound(lib.cg_game_selective_sum, "selective_sum", h)

    def conway_product(self, h: GameLike) -> Game:
        """Conway's product G.H (CGSuite's ConwayProduct): the product on
        numbers, nim multiplication on nimbers, and on other games the
        definition applied to the canonical forms (not ``*``: see ``__mul__``).

        >>> str(Game("*4").conway_product(Game("*4"))), str(Game("15").conway_product(Game("^^*2")))
        ('*6', '^30*2')
        """
        return self._compound(lib.cg_game_conway_product, "conway_product", h)

    def ordinal_product(self, h: GameLike) -> Game:
        """CGSuite's OrdinalProduct: each edge of H made a copy of G (self)
        or -G (partizan.h says how it is defined).

        >>> str(Game("*5").ordinal_product(Game("*6"))), str(Game("1/2").ordinal_product(Fraction(1, 4)))
        ('*30', '11/32')
        """
        return self._compound(lib.cg_game_ordinal_product, "ordinal_product", h)

    def pow(self, n: int) -> Game:
        """The uptimal power G^n of a base G = {0 | H} (CGSuite's Pow):
        {0 | H - G.pow_to(n - 1)}; ``^`` to the n is ``^<n>``. n from 1 to
        4096; InvalidArgumentError (with the library's detail) for another
        base, RangeError for n = 0.

        >>> Game("^").pow(3) == Game("^<3>"), str(Game("{0||0|-2}").pow(3))
        (True, '{0||0|-2,{0|-2,{0|-2}}}')
        """
        return Game._make(self._ctx, lib.cg_game_pow, f"Game.pow({n})",
                          self._ptr, count("n", n, U32))

    def pow_to(self, n: int) -> Game:
        """The uptimal power G^->n (CGSuite's PowTo): 0 for n = 0, else
        {G^L, G.pow_to(n - 1) | G^R}, so ``pow_to(1)`` is G; ``^`` gives
        ``^[n]``. n from 0 to 4096.

        >>> Game("^").pow_to(3) == Game("^[3]"), str(Game("+-1").pow_to(3))
        (True, '{1,{1,+-1|-1}|-1}')
        """
        return Game._make(self._ctx, lib.cg_game_pow_to, f"Game.pow_to({n})",
                          self._ptr, count("n", n, U32))

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
        return OUTCOME_LETTER[out.value]

    def _ask(self, fn: Callable[..., Any], kind: Any, what: str) -> Any:
        """The value fn(ctx, game, &out) writes: a search charged to the node
        limit, whose status becomes the exception."""
        out = kind()
        status = self._ctx._search_fn(fn, self._ptr, ctypes.byref(out))
        if status:
            check(status, what, _WHY)
        return out.value

    def misere_outcome(self) -> str:
        """The outcome of misère play (the player who cannot move wins) on the
        canonical form, CGSuite's MisereOutcomeClass: 'L', 'R', 'N' or 'P' as
        :attr:`outcome` (misère play depends on the form: 0 is 'N').

        >>> Game("5").misere_outcome(), Game("0").misere_outcome(), Game("*").misere_outcome()
        ('R', 'N', 'P')
        """
        return OUTCOME_LETTER[self._ask(lib.cg_game_misere_outcome, ctypes.c_int,
                                   "Game.misere_outcome()")]

    def stop_count(self) -> int:
        """CGSuite's StopCount: the runs of play in the canonical form's tree
        (either player moving each turn) up to the first number reached, 1
        for a number; RangeError past 2^64 - 1.

        >>> Game("5").stop_count(), Game("^").stop_count(), Game("*3").stop_count()
        (1, 3, 18)
        """
        return int(self._ask(lib.cg_game_stop_count, c_uint64, "Game.stop_count()"))

    def follower_count(self) -> int:
        """The number of distinct subpositions of the canonical form, the game
        included (CGSuite's FollowerCount): ``abs(n) + 1`` for an integer n.

        >>> Game("0").follower_count(), Game("5").follower_count()
        (1, 6)
        """
        return int(self._ask(lib.cg_game_follower_count, c_uint64, "Game.follower_count()"))

    def followers(self) -> Tuple[Game, ...]:
        """The distinct subpositions of the canonical form, the game included
        (CGSuite's Followers), a tuple in the canonical order of games
        (numbers first); refused at once with MemoryError when it cannot fit.

        >>> [str(f) for f in Game("^").followers()]
        ['0', '*', '^']
        """
        c, p = self._ctx, self._ptr
        return self._games(lambda out, cap, n: lib.cg_game_followers(c._ptr, p, out, cap, n),
                           "Game.followers()")

    def _games(self, fill: Callable[[Any, int, Any], Any], what: str) -> Tuple[Game, ...]:
        """The games a snprintf-like C call lists, fill(out, cap, &count). Most
        lists are short: one call with room for 64; a longer one (CG_ERANGE
        with the count) is checked against the memory as :attr:`left` and
        asked again with room for all, under one lock so that both calls see
        one state of the context."""
        n, c, cap = c_size_t(), self._ctx, 64
        with c._lock:
            out = (ctypes.c_void_p * cap)()
            status = c._search(lambda: int(fill(out, cap, ctypes.byref(n))))
            if status == CG_ERANGE and n.value > cap:   # more than cap
                self._options_fit(n.value, what)
                cap = n.value
                out = (ctypes.c_void_p * cap)()
                status = c._search(lambda: int(fill(out, cap, ctypes.byref(n))))
            check(status, what, _WHY)
        return tuple(Game._wrap(c, out[i]) for i in range(n.value))

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

    def cool(self, t: Union[int, Fraction]) -> Game:
        """The game cooled by t, CGSuite's Cool: t a dyadic int or Fraction
        with t > -1; below 0 cooling heats, on the canonical form (thermal.h,
        ``cg_game_cool``).

        >>> g = Game("{3||2+*|1+*}")
        >>> str(g.cool(Fraction(-1, 2))), str(Game("1/4").cool(Fraction(-1, 4)))
        ('{7/2|||5/2|3/2||+-1/2}', '1/4*')

        TypeError when t is not an int or a Fraction, ValueError for a
        Fraction that is not dyadic, InvalidArgumentError for t <= -1."""
        return Game._make(self._ctx, lib.cg_game_cool, f"Game.cool({t})",
                          self._ptr, _temperature(t, "Game.cool()"))

    def cooled(self, t: Union[int, Fraction]) -> Game:
        """Deprecated: the name of 1.1 for :meth:`cool` (the same code, the
        same errors); warns with DeprecationWarning, as Rust's
        ``#[deprecated]`` names warn when compiled."""
        warnings.warn("Game.cooled() is deprecated: use Game.cool() (CGSuite's Cool)",
                      DeprecationWarning, stacklevel=2)
        return self.cool(t)

    def freeze(self) -> Game:
        """The game cooled by its own temperature, CGSuite's Freeze: the mean
        plus an infinitesimal; a number is its own frozen game.

        >>> str(Game("{3|1}").freeze()), str(Game("{2|0||-1}").freeze())
        ('2*', 'v')
        """
        return Game._make(self._ctx, lib.cg_game_freeze, "Game.freeze()", self._ptr)

    def walls_at(self, t: Union[int, Fraction]) -> Tuple[Fraction, Fraction]:
        """(Left wall, Right wall) of the thermograph at temperature t > -1
        (below 0 too, as CGSuite draws thermographs from t = -1): the stops
        of the game cooled by t.

        >>> Game("1/2").walls_at(Fraction(-3, 4))
        (Fraction(3, 4), Fraction(1, 4))

        Errors as :meth:`cool`."""
        lo, ro, c = Dyadic(), Dyadic(), self._ctx
        status = c._search_fn(lib.cg_game_walls_at, self._ptr, _temperature(t, "Game.walls_at()"),
                              ctypes.byref(lo), ctypes.byref(ro))
        if status:
            check(status, f"Game.walls_at({t})", _WHY)
        return _fraction(lo), _fraction(ro)

    def heat(self, t: GameLike) -> Game:
        """The game heated by t (a Game or a number), canonical: CGSuite's
        Heat, C ``cg_game_heat``, Rust ``Game::heat``. A number is itself;
        otherwise {G^L heated + t | G^R heated - t}.

        >>> str(Game("{2|1}").heat(1)), str(Game("^").heat(1))
        ('{3|0}', '{1||0|-2}')
        """
        tg = Game._coerce(t, self._ctx, "Game.heat()")
        return Game._make(self._ctx, lib.cg_game_heat, "Game.heat()",
                          self._ptr, tg._ptr)

    def heated(self, t: GameLike) -> Game:
        """Deprecated: the name of 1.1 and 1.2 for :meth:`heat` (the same code,
        the same errors); warns with DeprecationWarning."""
        warnings.warn("Game.heated() is deprecated: use Game.heat() (CGSuite's Heat)",
                      DeprecationWarning, stacklevel=2)
        return self.heat(t)

    def norton(self, unit: GameLike) -> Game:
        """The Norton product of the game by a positive unit (a Game): C
        ``cg_game_norton``, CGSuite's ``N.Norton(U)``; for an integer n it is
        U + ... + U, n times. DomainError when the unit is not positive.

        >>> Game("3").norton(Game("^")) == Game("^3")
        True
        """
        u = Game._coerce(unit, self._ctx, "Game.norton()")
        return Game._make(self._ctx, lib.cg_game_norton, "Game.norton()",
                          self._ptr, u._ptr,
                          why={CG_EDOMAIN: f"the unit {u} is not positive (zero, negative or "
                                           "confused with 0)"})

    def overheat(self, s: GameLike, t: GameLike) -> Game:
        """The game overheated from s to t, CGSuite's Overheat(s, t): n.s for
        an integer n, else {G^L overheated + t | G^R overheated - t} over the
        canonical form (numbers that are not integers are overheated too).

        >>> Game("7/16").overheat(0, 0) == Game("^[3]")
        True
        >>> Game("{3||2+*|1+*}").overheat(Game("*"), Game("1*")) == Game("{1||+-(1*)|-1,{-1|-3}}")
        True
        """
        sg = Game._coerce(s, self._ctx, "Game.overheat()")
        tg = Game._coerce(t, self._ctx, "Game.overheat()")
        return Game._make(self._ctx, lib.cg_game_overheat, "Game.overheat()",
                          self._ptr, sg._ptr, tg._ptr)

    def atomic_weight(self) -> Game:
        """The atomic weight of an atomic game (CGSuite's AtomicWeight): every
        all-small game and, since 1.3, every other atomic infinitesimal
        (:attr:`is_atomic`); DomainError for a game that is not atomic, with
        the library's reason (thermal.h).

        >>> str(Game("^^*").atomic_weight()), str(Game("{1|^^||^}").atomic_weight())
        ('2', '2')
        """
        return Game._make(self._ctx, lib.cg_game_atomic_weight, "Game.atomic_weight()",
                          self._ptr, why={-6: "the game is not atomic"})

    @property
    def is_atomic(self) -> bool:
        """Whether :meth:`atomic_weight` has an answer (CGSuite's IsAtomic):
        an infinitesimal that is all-small or close enough to its weight
        times ^ (thermal.h); a game that is not infinitesimal is not."""
        return self._search_predicate(lib.cg_game_is_atomic, "Game.is_atomic")

    def companion(self) -> Game:
        """The companion G° (Siegel; CGSuite's Companion): {0 if G >= 0,
        (G^L)° | 0 if G <= 0, (G^R)°} over the canonical form; 0° = ``*``, a
        number other than 0 is its own, and G°° = G.

        >>> str(Game("0").companion()), str(Game("5").companion()), str(Game("^").companion())
        ('*', '5', '^*')
        """
        return Game._make(self._ctx, lib.cg_game_companion, "Game.companion()", self._ptr)

    def reduced(self) -> Game:
        """The reduced canonical form."""
        return Game._make(self._ctx, lib.cg_game_reduced, "Game.reduced()",
                          self._ptr)

    def incentives(self, side: Optional[str] = None) -> Tuple[Game, ...]:
        """The incentives of the game.

        With no side, CGSuite's Incentives: the set of both players'
        incentives (G^L - G for Left, G - G^R for Right), each distinct one
        once, without those another exceeds, in the canonical order of
        games; :meth:`left_incentives` and :meth:`right_incentives` give one
        player's set.

        With ``side='left'`` or ``'right'``, the behaviour of 1.1 and 1.2,
        kept for the callers that pass it: :meth:`incentives_of` (the name
        Rust has too).

        >>> up = Game("^")
        >>> [str(i) for i in up.incentives()], [str(i) for i in up.left_incentives()]
        (['^*'], ['v'])
        >>> [str(i) for i in up.incentives("left")], [str(i) for i in Game("5").incentives()]
        (['v'], ['-1'])
        """
        if side is None:
            return self._incentive_set(CG_SIDES_BOTH, "Game.incentives()")
        return self.incentives_of(side)

    def incentives_of(self, side: str) -> Tuple[Game, ...]:
        """One incentive per option of ``side`` ('left' or 'right': G^L - G,
        G - G^R), in the order of :attr:`left` / :attr:`right` (the i-th
        belongs to option i), duplicates and dominated ones kept (C
        cg_game_incentives, Rust ``Game::incentives_of``); :meth:`incentives`
        gives the set.

        >>> [str(i) for i in Game("{1,1|0}").incentives_of("left")]
        ['{1|0}']
        """
        s, p, c = _side(side), self._ptr, self._ctx
        return self._games(lambda out, cap, n: lib.cg_game_incentives(c._ptr, p, s, out, cap, n),
                           "Game.incentives_of()")

    def left_incentives(self) -> Tuple[Game, ...]:
        """Left's incentives G^L - G as a set (CGSuite's LeftIncentives): each
        distinct one once, without those another exceeds."""
        return self._incentive_set(CG_SIDES_LEFT, "Game.left_incentives()")

    def right_incentives(self) -> Tuple[Game, ...]:
        """Right's incentives G - G^R as a set (CGSuite's RightIncentives)."""
        return self._incentive_set(CG_SIDES_RIGHT, "Game.right_incentives()")

    def _incentive_set(self, sides: int, what: str) -> Tuple[Game, ...]:
        p, c = self._ptr, self._ctx
        return self._games(
            lambda out, cap, n: lib.cg_game_incentive_set(c._ptr, p, sides, out, cap, n), what)

    def orthodox_move(self, side: str = "left") -> Game:
        """The option of side whose wall is the game's own at its temperature
        (the hottest move), as a Game; DomainError when side has no option."""
        k, s, c = c_size_t(), _side(side), self._ctx
        check(c._search(lambda: lib.cg_game_orthodox_move(c._ptr, self._ptr, s, ctypes.byref(k))),
              "Game.orthodox_move()", _WHY)
        return (self.left if side == "left" else self.right)[k.value]

    def _predicate(self, fn: Callable[..., Any]) -> bool:
        return bool(self._ctx._plain(fn, self._ptr))

    def _search_predicate(self, fn: Callable[..., Any], what: str) -> bool:
        """A predicate the library decides with a search (node limit, status)."""
        return bool(self._ask(fn, ctypes.c_int, what))

    @property
    def is_integer(self) -> bool:
        """Whether the game is an integer (CGSuite's IsInteger)."""
        return self._predicate(lib.cg_game_is_integer)

    @property
    def is_nimber(self) -> bool:
        """Whether the game is a nimber ``*m``, 0 included (CGSuite's IsNimber)."""
        return self._predicate(lib.cg_game_is_nimber)

    @property
    def is_numberish(self) -> bool:
        """Whether the game is a number plus an infinitesimal: equal stops
        (CGSuite's IsNumberish)."""
        return self._predicate(lib.cg_game_is_numberish)

    @property
    def is_ordinal(self) -> bool:
        """Whether the game has no Right option at any depth, {ordinals | }:
        an integer n >= 0 (CGSuite's IsOrdinal)."""
        return self._predicate(lib.cg_game_is_ordinal)

    @property
    def is_idempotent(self) -> bool:
        """Whether G + G = G, true of 0 only (CGSuite's IsIdempotent)."""
        return self._predicate(lib.cg_game_is_idempotent)

    @property
    def is_even(self) -> bool:
        """Whether the canonical form is even: 0, or every option odd
        (CGSuite's IsEven; 2 and {1 | 1} are, 1/2 and ^ are neither)."""
        return self._search_predicate(lib.cg_game_is_even, "Game.is_even")

    @property
    def is_odd(self) -> bool:
        """Whether the canonical form is odd: not 0 and every option even
        (CGSuite's IsOdd; 1 and ``*`` are)."""
        return self._search_predicate(lib.cg_game_is_odd, "Game.is_odd")

    @property
    def is_even_tempered(self) -> bool:
        """Whether the game is a number or every option of its canonical form
        is odd-tempered (CGSuite's IsEvenTempered)."""
        return self._search_predicate(lib.cg_game_is_even_tempered, "Game.is_even_tempered")

    @property
    def is_odd_tempered(self) -> bool:
        """Whether the game is not a number and every option of its canonical
        form is even-tempered (CGSuite's IsOddTempered; ``*`` and ``{1 | -1}`` are)."""
        return self._search_predicate(lib.cg_game_is_odd_tempered, "Game.is_odd_tempered")

    @property
    def is_number_tiny(self) -> bool:
        """Whether the game is a number plus a tiny or a miny, numbers
        included, as CGSuite's IsNumberTiny decides it (partizan.h)."""
        return self._search_predicate(lib.cg_game_is_number_tiny, "Game.is_number_tiny")

    @property
    def is_uptimal(self) -> bool:
        """Whether :meth:`uptimal_expansion` has an answer (CGSuite's IsUptimal)."""
        return self._search_predicate(lib.cg_game_is_uptimal, "Game.is_uptimal")

    def uptimal_expansion(self) -> UptimalExpansion:
        """The uptimal expansion ``x + a_1.^<1> + ... + a_n.^<n> + *m``
        (CGSuite's UptimalExpansion), an :class:`UptimalExpansion`;
        DomainError (with the library's reason) when the game is not
        uptimal (:attr:`is_uptimal`).

        >>> e = Game("v*").uptimal_expansion()
        >>> e.number, e.nimber, e.coefficients
        (Fraction(0, 1), 1, (-1,))
        >>> str(e), str(Game("73/16+v9*8").uptimal_expansion())
        ('*.1-', '73/16*8.9-')
        """
        number, nimber, n, c = ctypes.c_void_p(), c_uint32(), c_size_t(), self._ctx
        cap, what = 64, "Game.uptimal_expansion()"   # most expansions fit: one C call
        with c._lock:
            coef = (ctypes.c_int64 * cap)()
            status = c._search_fn(lib.cg_game_uptimal_expansion, self._ptr, ctypes.byref(number),
                                  ctypes.byref(nimber), coef, cap, ctypes.byref(n))
            if status == CG_ERANGE and n.value > cap:   # more coefficients than cap
                cap = n.value
                coef = (ctypes.c_int64 * cap)()
                status = c._search_fn(lib.cg_game_uptimal_expansion, self._ptr,
                                      ctypes.byref(number), ctypes.byref(nimber), coef, cap,
                                      ctypes.byref(n))
            if status:
                check(status, what, {**_WHY, CG_EDOMAIN: "the game is not uptimal"})
        x = Game._wrap(c, number.value).to_fraction()
        return UptimalExpansion(x, nimber.value, tuple(coef[:n.value]), self)

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
        if status != CG_ERANGE:   # the text did not fit, cut (n says how long it is)
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


class UptimalExpansion:
    """An uptimal expansion ``x + a_1.^<1> + ... + a_n.^<n> + *m``, from
    :meth:`Game.uptimal_expansion`: ``number`` is x (a Fraction),
    ``nimber`` m (an int) and ``coefficients`` (a_1, ..., a_n), a tuple of
    ints whose last is not 0 (empty for ``x + *m``); ``str()`` writes it as
    CGSuite does (``"*.1-"``, ``"73/16*8.9-"``)."""

    __slots__ = ("number", "nimber", "coefficients", "_game")

    def __init__(self, number: Fraction, nimber: int, coefficients: Tuple[int, ...],
                 game: Game) -> None:
        self.number = number
        self.nimber = nimber
        self.coefficients = coefficients
        self._game = game

    def game(self) -> Game:
        """The game the expansion is of."""
        return self._game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, UptimalExpansion):
            return NotImplemented
        return (self.number, self.nimber, self.coefficients) == (
            other.number, other.nimber, other.coefficients)

    def __hash__(self) -> int:
        return hash((self.number, self.nimber, self.coefficients))

    def __str__(self) -> str:
        """CGSuite's text of the expansion: the number, ``*m`` when m > 0, a
        point and the coefficients, a negative one with a bar written ``-``
        after it: ``"*.1-"`` for v*, ``"73/16*8.9-"``, ``"0.0"`` for 0 (C
        ``cg_game_uptimal_expansion_format``)."""
        g = self._game
        c, n, cap = g._ctx, c_size_t(), 64   # most texts fit: one C call
        with c._lock:
            buf = ctypes.create_string_buffer(cap)
            status = c._search_fn(lib.cg_game_uptimal_expansion_format, g._ptr, buf, cap,
                                  ctypes.byref(n))
            if status == CG_ERANGE and n.value >= cap:   # the text did not fit
                cap = n.value + 1
                buf = ctypes.create_string_buffer(cap)
                status = c._search_fn(lib.cg_game_uptimal_expansion_format, g._ptr, buf, cap,
                                      ctypes.byref(n))
            if status:
                check(status, "str(UptimalExpansion)", _WHY)
        return buf.value.decode()

    def __repr__(self) -> str:
        return (f"UptimalExpansion(number={self.number!r}, nimber={self.nimber}, "
                f"coefficients={self.coefficients!r})")


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


__all__ = ["Game", "UptimalExpansion", "games_born_by", "Context"]
