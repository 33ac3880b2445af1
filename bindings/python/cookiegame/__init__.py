"""libcookiegame from Python: the spoiled-cookie game, its tables and
censuses, Wythoff and Fibonacci tools, CM-nim, short partizan games with
their thermal data, Odd/Even, Cookie Cutter, Nim and Marienbad.

A thin layer over the C library through ctypes (no compiler, no dependency):
every C status becomes an exception (see :mod:`cookiegame.errors`), objects
free their C memory when collected, and games keep their context alive.

>>> import cookiegame as cg
>>> cg.Position("1 2 3 3 6").grundy()
1
>>> cg.Game("{2|1}").mean
Fraction(3, 2)
"""
from ._capi import check as _check_status
from ._capi import lib as _lib
from ._check import c_text as _c_text
from ._check import count as _count
from .cmnim import FAMILIES, CMNim
from .context import Context, default_context
from .cutter import (cutter_grundy, cutter_misere_outcome, cutter_misere_remoteness,
                     cutter_row_sequence)
from ._constants import *  # noqa: F401,F403 - the C names CG_OK, CG_EINVAL, ... (see __all__)
from ._constants import CG_VERSION_STRING
from ._constants import __all__ as _constant_names
from .errors import (BusyError, CanceledError, CancelledError, DomainError, Error,
                     InvalidArgumentError, LimitError, ParseError, RangeError, TextTooLongError)
from .game import MAX_TEXT_LENGTH, Game, UptimalExpansion, games_born_by
from .hunt import HuntResult, hunt
from .impartial import ImpartialGame, nim_outcome, nim_sum, nim_winning_moves
from .oddeven import oddeven_count, oddeven_outcome, oddeven_pile
from .position import Position
from .tables import (Census, ReducedTable, StrictTable, census, census_memory,
                     strict_dvalue_counts)
from .thermal import Thermograph
from .wythoff import (fibonacci_successor, wythoff_grundy, wythoff_grundy_table, wythoff_is_p,
                      wythoff_p_position, wythoff_winning_moves, zeckendorf)

#: The version of the package: that of the headers it was generated from.
__version__ = CG_VERSION_STRING


def memory_check(nbytes: int, max_bytes: int = 0, what: str = "the allocation") -> None:
    """Check, before allocating, that nbytes fit under a bound of the caller's
    (max_bytes, 0 = none) and in what the process may use now, as the library
    checks its own allocations; MemoryError names `what` and the figures."""
    _check_status(_lib.cg_memory_check(_count("nbytes", nbytes, 2**64 - 1),
                                       _count("max_bytes", max_bytes, 2**64 - 1),
                                       _c_text("what", what)), "memory_check")


def library_version() -> str:
    """The version of the loaded C library, for example '1.2.0' (C
    ``cg_version_string``)."""
    return str(_lib.cg_version_string().decode())


def version() -> int:
    """The version of the loaded C library as one number, ``(major << 16) |
    (minor << 8) | patch`` (C ``cg_version``; Rust ``cookiegame::version()``):
    compare it with :data:`CG_VERSION_NUMBER`, the version of the headers this
    package was generated from.

    >>> v = version()
    >>> f"{v >> 16}.{(v >> 8) & 0xff}.{v & 0xff}" == library_version()
    True
    """
    return int(_lib.cg_version())


__all__ = [
    "BusyError", "CMNim", "CanceledError", "CancelledError", "Census", "Context", "DomainError", "Error", "FAMILIES",
    "Game", "HuntResult", "ImpartialGame", "InvalidArgumentError", "LimitError", "MAX_TEXT_LENGTH", "ParseError",
    "Position", "RangeError", "TextTooLongError",
    "ReducedTable", "StrictTable", "Thermograph", "UptimalExpansion", "census", "census_memory", "cutter_grundy",
    "cutter_misere_outcome", "cutter_misere_remoteness", "cutter_row_sequence", "default_context", "fibonacci_successor",
    "games_born_by", "hunt",
    "library_version", "memory_check", "nim_outcome", "nim_sum", "nim_winning_moves", "oddeven_count", "oddeven_outcome", "oddeven_pile", "strict_dvalue_counts",
    "wythoff_grundy", "wythoff_grundy_table", "wythoff_is_p", "wythoff_p_position",
    "version", "wythoff_winning_moves", "zeckendorf", "__version__",
]
__all__ += _constant_names
