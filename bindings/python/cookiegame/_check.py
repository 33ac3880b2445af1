"""Argument checks shared by the modules: clear Python exceptions before
anything reaches C (ctypes would otherwise wrap a negative or huge int
silently)."""
from __future__ import annotations

import operator
import os
from typing import SupportsIndex, Union, cast


def integer(name: str, value: object) -> int:
    """value as an int (bools refused), else TypeError naming the argument."""
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not bool")
    try:
        return operator.index(cast(SupportsIndex, value))   # raises TypeError when it is not
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(value).__name__}") from None


def count(name: str, value: object, maximum: int, minimum: int = 0) -> int:
    """An int in minimum..maximum, else TypeError / ValueError / OverflowError."""
    v = integer(name, value)
    if v < minimum:
        raise ValueError(f"{name} must be at least {minimum}, not {v}")
    if v > maximum:
        raise OverflowError(f"{name} must be at most {maximum}, not {v}")
    return v


def signed64(name: str, value: object) -> int:
    """An int that fits int64_t."""
    return count(name, value, 2**63 - 1, -2**63)


U32 = 2**32 - 1
U64 = 2**64 - 1


def c_text(name: str, value: object) -> bytes:
    """A str for C as UTF-8 bytes; ValueError naming the argument when it has
    a NUL character (C would stop reading there)."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    k = value.find("\0")
    if k >= 0:
        raise ValueError(f"{name} contains a NUL character (at index {k}), which C text cannot hold")
    return value.encode()


def c_path(name: str, value: Union[str, os.PathLike[str]]) -> bytes:
    """A file or directory path for C (os.fsencode); ValueError naming the
    argument when it is empty or has a NUL character, which a path cannot hold."""
    path = os.fsencode(value)
    if not path:
        raise ValueError(f"{name} is an empty path")
    if b"\0" in path:
        raise ValueError(f"{name} contains a NUL character, which a path cannot hold: {value!r}")
    return path


def processors(most: int) -> int:
    """The processors this process may run on, at most ``most``: what a
    ``threads`` argument of 0 means (the tool's default)."""
    try:
        n = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):   # not on every platform
        n = os.cpu_count() or 1
    return max(1, min(n, most))
