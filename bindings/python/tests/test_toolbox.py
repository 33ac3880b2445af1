"""Worked examples of the thermal toolbox and the tables, each against a fact
found another way: the walls of a switch by their formula, heating by its
definition on the options, Norton products by repeated sums, a strict
table's histogram and a reduced table's lookups by the memoised search."""
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cookiegame as cg


def test_thermograph_walls_of_switches():
    """{a | b} with a > b numbers: Left's wall is a - t and Right's b + t up
    to the temperature (a - b) / 2, then both are the mean (a + b) / 2
    (Winning Ways, ch. 6; Siegel, CGT II.5)."""
    for a, b in [(2, -1), (3, 0), (Fraction(5, 2), Fraction(-3, 4)), (1, -1)]:
        g = cg.Game(f"{{{a}|{b}}}")
        th = g.thermograph()
        temp, mean = Fraction(a - b) / 2, Fraction(a + b) / 2
        assert th.temperature == g.temperature == temp and th.mean == g.mean == mean
        for k in range(0, 17):
            t = Fraction(k, 4)
            want = (a - min(t, temp), b + min(t, temp))
            assert (th.wall_at("left", t), th.wall_at("right", t)) == want, (a, b, t)
            assert g.walls_at(t) == want
        # The breakpoints: the stop at t = 0, slope -1 (Left) up to the mast.
        assert th.wall("left") == [(0, a, -1), (temp, mean, 0)]
        assert th.wall("right") == [(0, b, 1), (temp, mean, 0)]


def test_heating_by_the_definition():
    """Heating by t: a number is itself, otherwise {G^L heated + t | G^R
    heated - t} (Berlekamp; CGSuite's Heat), computed here on the options."""
    def by_definition(g, t):
        if g.is_number:
            return g
        return cg.Game.new([by_definition(x, t) + t for x in g.left],
                           [by_definition(x, t) - t for x in g.right])

    for text in ["{2|1}", "^", "*", "{3||2*|1*}", "{1|-1}", "3/4", "{0,*|0}", "v*"]:
        g = cg.Game(text)
        for t in (cg.Game("1"), cg.Game("1/2"), cg.Game("*"), cg.Game("2")):
            assert g.heat(t) == by_definition(g, t), (text, str(t))
    # Cooling by 1 undoes heating by 1 for {2|1}: {3|0} cooled by 1 is {2|1}.
    assert cg.Game("{2|1}").heat(1) == cg.Game("{3|0}")
    assert cg.Game("{3|0}").cool(1) == cg.Game("{2|1}")


def test_norton_products_of_integers_are_repeated_sums():
    """n.U for an integer n is U + U + ... + U (n times), -(|n| U) below 0."""
    for unit in ("^", "1", "1/2", "{2|1}", "^^*"):   # positive units
        u = cg.Game(unit)
        for n in range(-3, 5):
            want = cg.Game("0")
            for _ in range(abs(n)):
                want = want + u
            if n < 0:
                want = -want
            assert cg.Game.integer(n).norton(u) == want, (n, unit)
    with pytest.raises(cg.DomainError, match="not positive"):
        cg.Game("3").norton(cg.Game("{1|0}"))   # confused with 0: no unit


def test_deprecated_thermal_names_warn_and_agree():
    g = cg.Game("{3||2*|1*}")
    with pytest.warns(DeprecationWarning, match="Game.heat"):
        assert g.heated(1) == g.heat(1)
    th = g.thermograph()
    with pytest.warns(DeprecationWarning, match="wall_at"):
        assert th.value_at("left", Fraction(1, 2)) == th.wall_at("left", Fraction(1, 2))


def test_strict_table_histogram_by_the_search():
    """Each level's histogram of a StrictTable is the tally of the memoised
    search's Grundy values over that level's positions (another engine)."""
    table = cg.StrictTable(8, threads=1)
    for n in range(1, 9):
        size = table.level_size(n)
        assert size == 2 ** (n - 1)   # strict positions with n heaps
        tally = {}
        for rank in range(size):
            p = table.position(n, rank)
            assert p.is_strict and len(p) == n
            g = p.grundy()
            tally[g] = tally.get(g, 0) + 1
        hist = [int(x) for x in table.histogram(n)]
        assert hist == [tally.get(g, 0) for g in range(max(tally) + 1)], n
        assert [int(v) for v in table.values(n)] == [
            table.position(n, r).grundy() for r in range(size)]


_REDUCED = cg.ReducedTable(7, threads=1)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 9), max_size=9))
def test_reduced_table_lookup_by_the_search(heaps):
    """ReducedTable.grundy reduces any position first: where the reduced form
    has at most nmax heaps it agrees with the search; past it, RangeError."""
    p = cg.Position(heaps)
    if len(p.reduced()) <= _REDUCED.nmax:
        assert _REDUCED.grundy(p) == p.grundy() == _REDUCED.grundy(heaps)
    else:
        with pytest.raises(cg.Error):
            _REDUCED.grundy(p)


def test_reduced_table_level_is_catalan():
    """Reduced positions with n heaps number Catalan(n) (tables.h)."""
    catalan = [1, 1, 2, 5, 14, 42, 132, 429]
    assert [_REDUCED.level_size(n) for n in range(8)] == catalan
    assert sum(int(x) for x in _REDUCED.histogram(7)) == catalan[7]
