"""Thermographs as data (C ``cg_thermograph``): the walls' breakpoints with
slopes, the mast, and the value of a wall at any temperature."""
from __future__ import annotations

from fractions import Fraction
from typing import List, Optional, Tuple, Union

import ctypes
import warnings

from ._capi import Dyadic, check, lib
from .game import _fraction, _side, to_dyadic


class Thermograph:
    """The thermograph of a game, from :meth:`Game.thermograph`.

    ``wall('left')`` lists (temperature, value, slope) breakpoints from the
    bottom up, slope being d value / d t after the point (-1, 0 or 1): the
    first at t = 0 (the stop), then each t where the slope changes, and last
    the foot of the mast, (max(temperature, 0), mean) with slope 0, also when
    the wall comes up to it at slope 0 (C ``cg_game_thermograph``).

    >>> from cookiegame import Game
    >>> th = Game("{2|1}").thermograph()
    >>> th.mean, th.temperature, th.wall_at("left", 0)
    (Fraction(3, 2), Fraction(1, 2), Fraction(2, 1))
    """

    def __init__(self, ptr: ctypes.c_void_p) -> None:
        self._ptr: Optional[ctypes.c_void_p] = ptr

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.cg_thermograph_free(ptr)
            self._ptr = None

    def _mean_temperature(self) -> Tuple[Fraction, Fraction]:
        m, t = Dyadic(), Dyadic()
        check(lib.cg_thermograph_mean_temperature(self._ptr, ctypes.byref(m), ctypes.byref(t)),
              "Thermograph")
        return _fraction(m), _fraction(t)

    @property
    def mean(self) -> Fraction:
        """The mean value (where the mast stands), a Fraction."""
        return self._mean_temperature()[0]

    @property
    def temperature(self) -> Fraction:
        """The temperature (where the mast starts), a Fraction."""
        return self._mean_temperature()[1]

    def wall(self, side: str) -> List[Tuple[Fraction, Fraction, int]]:
        """The breakpoints of side's wall: a list of (t, value, slope), from
        (0, stop) through each change of slope to the foot of the mast,
        (max(temperature, 0), mean, 0); a number's or tepid game's wall is
        the one point (0, mean, 0).

        >>> from cookiegame import Game
        >>> Game("{0,*,{1|0,*}|{0|-1},-1/2}").thermograph().wall("left")
        [(Fraction(0, 1), Fraction(0, 1), 0), (Fraction(1, 2), Fraction(0, 1), 0)]
        """
        s = _side(side)
        points = []
        for i in range(lib.cg_thermograph_wall_size(self._ptr, s)):
            t, v, slope = Dyadic(), Dyadic(), ctypes.c_int()
            check(lib.cg_thermograph_wall_point(self._ptr, s, i, ctypes.byref(t), ctypes.byref(v),
                                                ctypes.byref(slope)), "Thermograph.wall()")
            points.append((_fraction(t), _fraction(v), slope.value))
        return points

    def wall_at(self, side: str, t: Union[int, Fraction]) -> Fraction:
        """The value of side's wall at temperature t >= 0 (a dyadic int or
        Fraction): the mean at and above the foot of the mast (C
        ``cg_thermograph_wall_at``, Rust ``Thermograph::wall_at``).

        >>> from cookiegame import Game
        >>> th = Game("{2|-1}").thermograph()
        >>> th.wall_at("left", 1), th.wall_at("right", 1), th.wall_at("left", 2)
        (Fraction(1, 1), Fraction(0, 1), Fraction(1, 2))
        """
        v = Dyadic()
        check(lib.cg_thermograph_wall_at(self._ptr, _side(side), to_dyadic("t", t),
                                         ctypes.byref(v)), f"Thermograph.wall_at({t})")
        return _fraction(v)

    def value_at(self, side: str, t: Union[int, Fraction]) -> Fraction:
        """Deprecated: the name of 1.2 for :meth:`wall_at` (the same code, the
        same errors); warns with DeprecationWarning."""
        warnings.warn("Thermograph.value_at() is deprecated: use Thermograph.wall_at()",
                      DeprecationWarning, stacklevel=2)
        return self.wall_at(side, t)

    def _svg(self, title: str) -> str:
        from ._svg import thermograph_svg
        m, t = self._mean_temperature()
        return thermograph_svg(self.wall("left"), self.wall("right"), m, t, title)

    def _repr_svg_(self) -> str:
        """The picture for notebooks: walls, mast, mean and temperature."""
        return self._svg("Thermograph")

    def __repr__(self) -> str:
        m, t = self._mean_temperature()
        return f"<Thermograph mean={m} temperature={t}>"


