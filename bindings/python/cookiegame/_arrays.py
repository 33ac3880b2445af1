"""Arrays of results: numpy arrays when numpy is importable, plain lists
otherwise (the package has no dependency; numpy is an option).

Internal. The C library writes tables and histograms into memory the caller
gives it, so with numpy that memory is the array's own (``numpy.empty``) and
the C call fills it in place: no copy, and no lifetime to manage beyond the
array itself. Results collected by a callback (P-positions) go into a
growing ``array.array`` and numpy takes that buffer as it is (``frombuffer``:
the array's ``base`` keeps the buffer alive). Without numpy the same C calls
fill a ctypes array, copied into a list.

``numpy`` below is the module or None; the tests set it to None to run the
list path with numpy installed.
"""
from __future__ import annotations

import array
import ctypes
import importlib
from types import ModuleType
from typing import Any, Optional, Sequence, Tuple

# Imported by name, so that type checkers need no numpy either: its
# functions are used as Any.
numpy: Optional[ModuleType]
try:
    numpy = importlib.import_module("numpy")
except ImportError:   # the list path
    numpy = None

#: What the functions return: a numpy array, or a list (of ints, of lists
#: for two dimensions, of tuples for rows of P-positions).
Result = Any


def exact_counts(values: Result) -> Result:
    """uint64 counts as exact integers: a list stays as it is; a numpy uint64
    array becomes int64 (as Buffer(counts=True) gives) when every count is
    below 2^63, else an array of Python ints (dtype object), since int64
    would wrap and numpy 1.x mixes uint64 with ints into float64."""
    if numpy is None or isinstance(values, list):
        return values
    if len(values) == 0 or int(values.max()) < 2**63:
        return values.astype(numpy.int64)
    return numpy.array([int(v) for v in values], dtype=object)


def have_numpy() -> bool:
    """Whether results come as numpy arrays."""
    return numpy is not None


class Buffer:
    """Memory for n values of a C unsigned type (ctypes.c_uint8, c_uint32 or
    c_uint64) that a C call fills: a numpy array or a ctypes array.
    ``pointer`` is the argument for the C call.

    ``counts=True`` (uint64_t counts of positions, always below 2^63: for
    counts that may not be, fill a plain buffer and use exact_counts) makes
    the numpy array int64 over the same bits: numpy 1.x turns uint64 mixed
    with a Python int into float64 (``sum(counts) + 1`` would be a float),
    int64 stays an integer."""

    __slots__ = ("n", "_array", "pointer")

    def __init__(self, ctype: Any, n: int, counts: bool = False) -> None:
        self.n = n
        size = max(n, 1)   # C wants a valid pointer even for no values
        if numpy is not None:
            dtype: Any
            if ctypes.sizeof(ctype) == 1:
                dtype = numpy.uint8
            elif ctypes.sizeof(ctype) == 4:
                dtype = numpy.uint32
            else:
                dtype = numpy.int64 if counts else numpy.uint64
            self._array: Any = numpy.zeros(size, dtype=dtype)
            self.pointer: Any = self._array.ctypes.data_as(ctypes.POINTER(ctype))
        else:
            self._array = (ctype * size)()
            self.pointer = self._array

    def values(self, length: int | None = None) -> Result:
        """The first length values (all n by default): a view of the numpy
        array (no copy), or a list."""
        k = self.n if length is None else length
        if numpy is not None:
            return self._array[:k]
        return list(self._array[:k])

    def grid(self, rows: int, cols: int) -> Result:
        """The n = rows * cols values as rows: a 2-D numpy view, or a list of lists."""
        if numpy is not None:
            return self._array[:rows * cols].reshape(rows, cols)
        flat = self._array
        return [list(flat[r * cols:(r + 1) * cols]) for r in range(rows)]


class Rows:
    """Rows of `width` unsigned 64-bit ints appended one by one (from a C
    callback), as a 2-D numpy array over the collected buffer or a list of
    tuples."""

    __slots__ = ("width", "_data")

    def __init__(self, width: int) -> None:
        self.width = width
        self._data = array.array("Q")

    def clear(self) -> None:
        """Forget the rows (a search made again starts afresh)."""
        del self._data[:]

    def append(self, row: Sequence[int]) -> None:
        self._data.extend(row)

    def result(self) -> Result:
        """The rows: numpy (k, width) uint64 over the buffer itself, or a list of tuples."""
        w = self.width
        if numpy is not None:
            if len(self._data) == 0:
                return numpy.zeros((0, w), dtype=numpy.uint64)
            return numpy.frombuffer(self._data, dtype=numpy.uint64).reshape(-1, w)
        d = self._data
        return [tuple(d[i:i + w]) for i in range(0, len(d), w)]


def is_false(value: object) -> bool:
    """Whether a progress callable's answer means stop: False, or numpy's
    False (a comparison with a count of a numpy histogram, ``done <= n``, is
    a numpy.bool_, which ``is False`` misses)."""
    if value is False:
        return True
    return numpy is not None and isinstance(value, numpy.bool_) and not value


def trim_zeros(values: Result, keep: int = 1) -> Result:
    """values without trailing zeros, keeping at least `keep` entries: a
    view for numpy, a shorter list otherwise."""
    k = len(values)
    while k > keep and values[k - 1] == 0:
        k -= 1
    return values[:k]


__all__: Tuple[str, ...] = ()
