"""Partizan games: arithmetic laws (hypothesis), order against sums, thermal
data against a naive thermograph, constructors and errors."""
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cookiegame as cg

CTX = cg.Context()
DAY2 = cg.games_born_by(2, ctx=CTX)
DAY3 = cg.games_born_by(3, ctx=CTX)
games = st.sampled_from(DAY3)


def test_counts_by_day():
    assert [len(cg.games_born_by(d)) for d in range(4)] == [1, 4, 22, 1474]
    with pytest.raises(cg.RangeError):
        cg.games_born_by(4)


@settings(max_examples=300, deadline=None)
@given(games, games, games)
def test_group_laws(a, b, c):
    assert a + b == b + a
    assert (a + b) + c == a + (b + c)
    assert a - a == 0 and a + 0 == a and -(-a) == a
    assert a - b == -(b - a)


@settings(max_examples=100, deadline=None)
@given(games, games, games)
def test_text_does_not_depend_on_how_a_game_was_made(g, h, x):
    """One canonical text per game: g + h made directly in one fresh context
    and as x + h + g - x in another print alike, options in the same order."""
    one, two = cg.Context(), cg.Context()
    a = cg.Game(str(g), ctx=one) + cg.Game(str(h), ctx=one)
    xx = cg.Game(str(x), ctx=two)
    b = xx + cg.Game(str(h), ctx=two) + cg.Game(str(g), ctx=two) - xx
    assert str(a) == str(b)
    assert [str(o) for o in a.left] == [str(o) for o in b.left]
    assert [str(o) for o in a.right] == [str(o) for o in b.right]


@settings(max_examples=300, deadline=None)
@given(games, games)
def test_order_is_the_sign_of_the_difference(a, b):
    d = b - a
    o = d.outcome   # L: d > 0, R: d < 0, P: d = 0, N: d || 0
    rel = a.compare(b)
    assert rel == {"L": -1, "R": 1, "P": 0, "N": 2}[o]
    assert (a <= b) == (o in "LP") and (a < b) == (o == "L")
    assert (a >= b) == (o in "RP") and (a > b) == (o == "R")
    assert a.fuzzy(b) == (o == "N")


def naive_outcome(g):
    """Who wins g from the game tree: (Left first wins, Right first wins)."""
    left_first = any(not naive_outcome(x)[1] for x in g.left)
    right_first = any(not naive_outcome(x)[0] for x in g.right)
    return left_first, right_first


def test_outcomes_against_the_game_tree():
    for g in DAY3:
        lf, rf = naive_outcome(g)
        assert g.outcome == {(True, False): "L", (False, True): "R", (False, False): "P",
                             (True, True): "N"}[(lf, rf)]


def naive_stops(g):
    """Left and Right stops from the definition."""
    if g.is_number:
        v = g.to_fraction()
        return v, v
    return max(naive_stops(x)[1] for x in g.left), min(naive_stops(x)[0] for x in g.right)


def test_stops_and_thermal_data():
    for g in DAY3:
        assert g.stops == naive_stops(g)
        left, right = g.stops
        assert right <= g.mean <= left
        if not g.is_number:
            assert g.temperature >= 0 and g.is_hot == (left > right)
    g = cg.Game("{2|1}", ctx=CTX)
    assert (g.mean, g.temperature) == (Fraction(3, 2), Fraction(1, 2))
    th = g.thermograph()
    assert th.wall("left")[0] == (0, 2, -1) and th.wall_at("right", 1) == Fraction(3, 2)
    # The games of the thermograph issue, worked by hand.
    for text, mean, temp in (("{1|*||-1/2|||-1,{*|-1}|-2}", Fraction(-1, 2), Fraction(1, 2)),
                             ("{2|*,{1|*}||{0|-2},{-1/2|-1*}}", 0, Fraction(3, 4)),
                             ("{2|1/2,+-1||^*,{1|0,*}|-2}", Fraction(1, 2), Fraction(1, 2))):
        h = cg.Game(text, ctx=CTX)
        assert (h.mean, h.temperature) == (mean, temp), text


def test_format_in_cgsuite_notation():
    """Game.format(notation="cgsuite") writes as CGSuite prints (texts from
    CGSuite's own test expectations); str() keeps the library's notation and
    both read back as the same game."""
    c = cg.Context()
    for text, plain, cgsuite in (("{0||0|-3/2}", "{0||0|-3/2}", "Tiny(3/2)"),
                                 ("{5||3|1|||0||||0}", "{5||3|1|||0||||0}", "Miny({5||3|1})"),
                                 ("{0|*||*|||*||||*}", "{^|*||*|||*}", "^[4]"),
                                 ("{0||0|v*}", "{0||0|v*}", "{0|^<2>}"),
                                 ("{1*|-1*}", "{1*|-1*}", "+-(1*)"),
                                 ("+-1", "+-1", "+-1")):
        g = cg.Game(text, ctx=c)
        assert str(g) == g.format() == g.format(notation="default") == plain
        assert g.format(notation="cgsuite") == cgsuite
        assert cg.Game(cgsuite, ctx=c) == g == cg.Game(plain, ctx=c)
    for g in cg.games_born_by(2, ctx=c):
        assert cg.Game(g.format(notation="cgsuite"), ctx=c) == g
    with pytest.raises(ValueError, match="notation must be"):
        cg.Game("1", ctx=c).format(notation="CGSuite ")


def test_constructors_and_text():
    c = cg.Context()
    assert cg.Game.integer(3, ctx=c) == cg.Game("3", ctx=c) == 3
    assert cg.Game.dyadic(3, 2, ctx=c) == cg.Game("3/4", ctx=c) == Fraction(3, 4)
    assert str(cg.Game.nimber(2, ctx=c)) == "*2" and str(cg.Game.up(2, ctx=c)) == "^^"
    assert cg.Game.new([0], [0], ctx=c) == cg.Game("*", ctx=c)
    g = cg.Game.new([1, cg.Game("*", ctx=c)], [Fraction(-1, 2)])
    assert g.context is c and cg.Game(str(g), ctx=c) == g
    assert repr(cg.Game("^*", ctx=c)) == "Game('^*')"
    assert cg.Game("3/4", ctx=c).to_fraction() == Fraction(3, 4)
    assert cg.Game("{1|-1}", ctx=c).is_switch and cg.Game("^", ctx=c).is_infinitesimal
    assert len(cg.Game("{2|1}", ctx=c).left) == 1 and cg.Game("0", ctx=c).birthday == 0
    assert cg.Game("^", ctx=c).atomic_weight() == 1
    assert str(cg.Game("{2|1}", ctx=c).cool(Fraction(1, 2))) == "3/2*"
    assert cg.Game("{2|1}", ctx=c).cool(1) == Fraction(3, 2)
    assert cg.Game("{2|-2}", ctx=c).orthodox_move("left") == 2
    assert hash(cg.Game("*", ctx=c)) == hash(cg.Game.nimber(1, ctx=c))
    assert 1 + cg.Game("*", ctx=c) == cg.Game("1*", ctx=c) and 1 - cg.Game("1", ctx=c) == 0


def test_errors():
    c, other = cg.Context(), cg.Context()
    with pytest.raises(cg.ParseError) as e:
        cg.Game("{1|", ctx=c)
    assert e.value.offset == 3
    with pytest.raises(TypeError):
        cg.Game(None)
    with pytest.raises(TypeError):
        cg.Game("1", ctx=c) + "1"
    with pytest.raises(ValueError):
        cg.Game("1", ctx=c) + cg.Game("1", ctx=other)
    with pytest.raises(ValueError):
        cg.Game.new([cg.Game("1", ctx=other)], [], ctx=c)
    with pytest.raises(cg.RangeError):
        cg.Game.nimber(2**31, ctx=c)
    with pytest.raises(ValueError):
        cg.Game("1", ctx=c) + Fraction(1, 3)
    with pytest.raises(cg.DomainError):
        cg.Game("{2|1}", ctx=c).atomic_weight()
    with pytest.raises(cg.DomainError):
        cg.Game("{2|1}", ctx=c).to_fraction()
    with pytest.raises(cg.LimitError):
        cg.Game("{0|*2,*512} - {0|*2,*512}", ctx=cg.Context(node_limit=10000))
    # Numbers past the range, however they are made: {0|1/2^1024} is
    # 1/2^1025, past the finest denominator; 1 + 1/2^100 has a numerator
    # past 64 bits.
    with pytest.raises(cg.RangeError, match="the braces at offset 0 make a number past"):
        cg.Game("{0|1/%d}" % 2**1024, ctx=c)
    with pytest.raises(cg.RangeError, match="numerators in lowest terms within 64 bits"):
        cg.Game("1+1/%d" % 2**100, ctx=c)
    tiny = cg.Game("{0|1/%d}" % 2**1023, ctx=c)
    assert tiny.to_fraction() == Fraction(1, 2**1024)
    assert str(tiny) == "1/%d" % 2**1024
    assert tiny.birthday == 1025
    with pytest.raises(cg.RangeError):
        cg.Game.new([cg.Game.integer(2**62, ctx=c)], [], ctx=c)


def test_memory_limit_bounds_the_games_of_a_context():
    # The games of a context outlive calls: the limit bounds all they hold.
    # A number is one game (about 200 bytes): 100000 of them pass 8 MB.
    c = cg.Context(memory_limit=8 << 20)
    with pytest.raises(MemoryError, match="memory limit of 8.4 MB"):
        for n in range(1, 100001):
            cg.Game.integer(n, ctx=c)
    assert cg.Game.integer(1000, ctx=c).to_fraction() == 1000   # made before the refusal
    c.memory_limit = 0
    assert cg.Game.integer(100000, ctx=c).to_fraction() == 100000


def test_thermal_toolbox_against_definitions():
    c = cg.Context()
    g = cg.Game("{2|1}", ctx=c)
    # Incentives: G^L - G and G - G^R.
    assert g.incentives("left") == (cg.Game("2", ctx=c) - g,)
    assert g.incentives("right") == (g - cg.Game("1", ctx=c),)
    # Norton multiplication of an integer n by a unit U is n copies of U.
    up = cg.Game("^", ctx=c)
    assert cg.Game("3", ctx=c).norton(up) == up + up + up
    # The reduced canonical form forgets infinitesimals.
    assert cg.Game("^", ctx=c).reduced() == 0
    assert (cg.Game("{1|-1}", ctx=c) + up).reduced() == cg.Game("{1|-1}", ctx=c)
    # Cooling by the temperature or more leaves the mean (plus * at exactly it).
    for h in DAY3[::37]:
        h = cg.Game(str(h), ctx=c)
        if not h.is_number:
            assert h.cool(h.temperature + 1) == h.mean
    # Predicates against the stops.
    for h in DAY3:
        left, right = h.stops
        assert h.is_infinitesimal == (left == right == 0)
        assert h.is_cold == h.is_number
    assert cg.Game("^*", ctx=c).is_dicotic and not cg.Game("{2|1}", ctx=c).is_dicotic


def test_docstring_examples():
    import doctest

    import cookiegame.cmnim
    import cookiegame.context
    import cookiegame.game
    import cookiegame.oddeven
    import cookiegame.position
    import cookiegame.tables
    import cookiegame.thermal
    for module in (cg, cookiegame.cmnim, cookiegame.context, cookiegame.game,
                   cookiegame.oddeven, cookiegame.position, cookiegame.tables, cookiegame.thermal):
        failed, _ = doctest.testmod(module)
        assert failed == 0, module.__name__


def test_a_large_nimber_is_one_game_and_its_option_list_is_refused_at_once():
    big = cg.Game.nimber(2**31 - 1)
    assert str(big + cg.Game("*3")) == "*2147483644"
    assert big.birthday == 2**31 - 1
    with pytest.raises(MemoryError, match="options"):
        big.left
    small = cg.Game("*5000")
    assert len(small.right) == 5000 and str(small.right[4999]) == "*4999"
