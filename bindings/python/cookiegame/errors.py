"""The exceptions of the package: one per C status, under :class:`Error`.

Every failed C call raises one of them; ``CG_ENOMEM`` raises the built-in
:class:`MemoryError`, which is what Python code expects for memory.
"""
from __future__ import annotations

from typing import Dict, Optional, Type

from ._constants import (CG_EBUSY, CG_ECANCELED, CG_EDOMAIN, CG_EINVAL, CG_ELIMIT, CG_ENOMEM,
                         CG_EPARSE, CG_ERANGE, CG_OK)

#: Deprecated short names of 1.2 for the C status codes: use the C names
#: (``cookiegame.CG_EINVAL``, ...), which come from the headers through
#: :mod:`cookiegame._constants`. Kept as the same values.
OK, EINVAL, ENOMEM, ERANGE, EPARSE, ELIMIT, EDOMAIN, EBUSY, ECANCELED = (
    CG_OK, CG_EINVAL, CG_ENOMEM, CG_ERANGE, CG_EPARSE, CG_ELIMIT, CG_EDOMAIN, CG_EBUSY,
    CG_ECANCELED)


class Error(Exception):
    """Base of the package's errors; ``status`` is the C status (negative int)."""

    def __init__(self, message: str, status: int = CG_EINVAL) -> None:
        super().__init__(message)
        self.status = status


class InvalidArgumentError(Error, ValueError):
    """An argument is not acceptable (``CG_EINVAL``)."""


class ParseError(Error, ValueError):
    """Malformed text (``CG_EPARSE``); ``offset`` is where reading stopped, or None."""

    def __init__(self, message: str, status: int = CG_EPARSE, offset: Optional[int] = None) -> None:
        super().__init__(message, status)
        self.offset = offset


class DomainError(Error, ValueError):
    """The question has no answer for this input (``CG_EDOMAIN``)."""


class LimitError(Error):
    """The context's node limit stopped a search (``CG_ELIMIT``)."""


class RangeError(Error, OverflowError):
    """A value or size does not fit, or passes a documented bound (``CG_ERANGE``)."""


class CanceledError(Error):
    """A progress callback stopped the computation (``CG_ECANCELED``; Rust's
    ``Error::Canceled``)."""


#: Deprecated alias of :class:`CanceledError` (the name of 1.1 and 1.2): the
#: same class, so ``except CancelledError`` still catches every cancellation.
CancelledError = CanceledError


class BusyError(Error):
    """The C context is inside a call of another thread (``CG_EBUSY``). The
    package makes the threads sharing a Context take turns, so it does not
    raise this."""


class TextTooLongError(Error, ValueError):
    """``str()`` of a game whose text is longer than
    :data:`cookiegame.MAX_TEXT_LENGTH` characters; ``length`` is its length
    (None when it passes 2^64 - 1). ``Game.to_text(max_len)`` gives a prefix."""

    def __init__(self, message: str, length: Optional[int]) -> None:
        super().__init__(message, CG_ERANGE)
        self.length = length


#: The exception class of each failed C status, the one map of the package
#: (CG_ENOMEM raises the built-in MemoryError, see from_status; a status
#: unknown to this version raises Error).
BY_STATUS: Dict[int, Type[Error]] = {
    CG_EINVAL: InvalidArgumentError, CG_ERANGE: RangeError, CG_EPARSE: ParseError,
    CG_ELIMIT: LimitError, CG_EDOMAIN: DomainError, CG_ECANCELED: CanceledError,
    CG_EBUSY: BusyError,
}


def from_status(status: int, what: str, reason: str) -> Exception:
    """The exception for a failed C call: 'what: reason'."""
    message = f"{what}: {reason}"
    if status == CG_ENOMEM:
        return MemoryError(message)
    return BY_STATUS.get(status, Error)(message, status)
