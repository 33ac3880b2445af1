"""The exceptions of the package: one per C status, under :class:`Error`.

Every failed C call raises one of them; ``CG_ENOMEM`` raises the built-in
:class:`MemoryError`, which is what Python code expects for memory.
"""
from __future__ import annotations

from typing import Dict, Optional, Type


#: C status codes (cg_status in common.h).
OK, EINVAL, ENOMEM, ERANGE, EPARSE, ELIMIT, EDOMAIN, EBUSY, ECANCELED = (
    0, -1, -2, -3, -4, -5, -6, -7, -8)


class Error(Exception):
    """Base of the package's errors; ``status`` is the C status (negative int)."""

    def __init__(self, message: str, status: int = EINVAL) -> None:
        super().__init__(message)
        self.status = status


class InvalidArgumentError(Error, ValueError):
    """An argument is not acceptable (``CG_EINVAL``)."""


class ParseError(Error, ValueError):
    """Malformed text (``CG_EPARSE``); ``offset`` is where reading stopped, or None."""

    def __init__(self, message: str, status: int = EPARSE, offset: Optional[int] = None) -> None:
        super().__init__(message, status)
        self.offset = offset


class DomainError(Error, ValueError):
    """The question has no answer for this input (``CG_EDOMAIN``)."""


class LimitError(Error):
    """The context's node limit stopped a search (``CG_ELIMIT``)."""


class RangeError(Error, OverflowError):
    """A value or size does not fit, or passes a documented bound (``CG_ERANGE``)."""


class CancelledError(Error):
    """A progress callback stopped the computation (``CG_ECANCELED``)."""


class BusyError(Error):
    """The C context is inside a call of another thread (``CG_EBUSY``). The
    package makes the threads sharing a Context take turns, so it does not
    raise this."""


class TextTooLongError(Error, ValueError):
    """``str()`` of a game whose text is longer than
    :data:`cookiegame.MAX_TEXT_LENGTH` characters; ``length`` is its length
    (None when it passes 2^64 - 1). ``Game.to_text(max_len)`` gives a prefix."""

    def __init__(self, message: str, length: Optional[int]) -> None:
        super().__init__(message, ERANGE)
        self.length = length


_BY_STATUS: Dict[int, Type[Error]] = {
    EINVAL: InvalidArgumentError, ERANGE: RangeError, EPARSE: ParseError, ELIMIT: LimitError,
    EDOMAIN: DomainError, ECANCELED: CancelledError, EBUSY: BusyError,
}


def from_status(status: int, what: str, reason: str) -> Exception:
    """The exception for a failed C call: 'what: reason'."""
    message = f"{what}: {reason}"
    if status == ENOMEM:
        return MemoryError(message)
    return _BY_STATUS.get(status, Error)(message, status)
