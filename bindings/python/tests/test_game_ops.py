"""The operations of 1.3 on Game: each against values CGSuite's own test
suite publishes, and against its definition computed another way here (from
the options, by sums, by recursion in Python); bad arguments, another
context and the node limit."""
import doctest
import functools
import os
import re
from fractions import Fraction

import pytest

import cookiegame as cg

CTX = cg.Context()
DAY2 = cg.games_born_by(2, ctx=CTX)
DAY3 = cg.games_born_by(3, ctx=CTX)
# A spread of day-3 games (every 37th: hot, tepid, numbers, nimbers) for the
# checks that take a pair or more of games.
SOME3 = DAY3[::37]


def G(text):
    return cg.Game(text, ctx=CTX)


# ---- published values (CGSuite's test suite) ----

@pytest.mark.parametrize("method, g, h, expected", [
    ("conway_product", "*4", "*4", "*6"),
    ("conway_product", "*19", "*23", "*86"),
    ("conway_product", "15", "^^*2", "^30*2"),
    ("conway_product", "{3|1}", "^^", "{^6|^^}"),
    ("ordinal_sum", "1/2", "1/4", "9/16"),
    ("ordinal_sum", "*5", "*6", "*11"),
    ("ordinal_product", "*5", "*6", "*30"),
    ("ordinal_product", "1/2", "1/4", "11/32"),
    ("conjunctive_sum", "+-1", "^^", "{0|-1}"),
])
def test_published_compounds(method, g, h, expected):
    assert getattr(G(g), method)(G(h)) == G(expected)


def test_published_thermal_and_uptimal_values():
    assert G("{3||2+*|1+*}").cool(Fraction(-1, 2)) == G("{7/2|||5/2|3/2||+-1/2}")
    assert G("1/4").cool(Fraction(-1, 4)) == G("1/4*")
    assert (G("{3||2+*|1+*}").overheat(G("*"), G("1+*"))
            == G("{1||+-(1*)|-1,{-1|-3}}"))
    assert G("7/16").overheat(0, 0) == G("^[3]")
    assert G("^").pow(3) == G("^<3>") and G("^").pow_to(3) == G("^[3]")
    assert G("{0||0|-2}").pow(3) == G("{0||0|-2,{0|-2,{0|-2}}}")
    assert G("+-1").pow_to(3) == G("{1,{1,+-1|-1}|-1}")
    assert G("0").companion() == G("*") and G("5").companion() == 5
    assert str(G("{1|^^||^}").atomic_weight()) == "2"
    # CGSuite's expansions "*.1-", "*.12" and "73/16*8.9-" as data: a digit
    # with a bar is a negative coefficient.
    assert G("v*").uptimal_expansion() == cg.UptimalExpansion(Fraction(0), 1, (-1,), G("v*"))
    e = G("{0||0|v*}").uptimal_expansion()
    assert (e.number, e.nimber, e.coefficients) == (0, 1, (1, 2))
    e = G("73/16+v9*8").uptimal_expansion()
    assert (e.number, e.nimber, e.coefficients) == (Fraction(73, 16), 8, (-9,))
    assert G("5").misere_outcome() == "R" and G("0").misere_outcome() == "N"
    assert G("5").stop_count() == 1
    assert G("0").follower_count() == 1 and G("5").follower_count() == 6
    assert G("5").incentives() == (G("-1"),)


# ---- definitions computed another way ----

def test_freeze_is_cooling_by_the_temperature():
    for g in DAY3:
        if g.is_number:
            assert g.freeze() == g   # CGSuite's convention for numbers (thermal.h)
        else:
            assert g.freeze() == g.cool(g.temperature)


def test_cool_and_walls_below_and_above_zero():
    for g in SOME3:
        th = g.thermograph()
        for t in (0, Fraction(1, 2), 1, 2):
            assert g.walls_at(t) == (th.wall_at("left", t), th.wall_at("right", t))
        for t in (Fraction(-1, 2), Fraction(-3, 4), 0, Fraction(1, 2)):
            # the walls at t are the stops of the game cooled by t (thermal.h)
            assert g.walls_at(t) == g.cool(t).stops
    assert G("{1|-1}").cool(Fraction(-1, 2)) == G("{3/2|-3/2}")


def test_companion_twice_is_the_game_and_keeps_the_order():
    for g in DAY3:
        assert g.companion().companion() == g
    for g in DAY2:
        for h in DAY2:
            # an automorphism of the games born by day 2 (Siegel III.2)
            if g != 0 and h != 0 and g != G("*") and h != G("*"):
                assert (g <= h) == (g.companion() <= h.companion())


def test_multiples_are_repeated_sums():
    for g in DAY2 + SOME3:
        total = G("0")
        for n in range(6):
            assert g.multiple(n) == n * g == g * n == total
            assert g.multiple(-n) == -total
            total = total + g
    with pytest.raises(TypeError):
        G("^") * G("^")   # Conway's product is conway_product(), not *
    with pytest.raises(TypeError):
        G("^") * Fraction(1, 2)
    with pytest.raises(TypeError):
        True * G("^")
    with pytest.raises(TypeError):
        G("^").multiple(1.0)
    with pytest.raises(OverflowError):
        G("^").multiple(2**63)


def ordinal_sum_by_definition(g, h):
    """G:H = {G^L, G:H^L | G^R, G:H^R} on the canonical form of H."""
    return cg.Game.new(list(g.left) + [ordinal_sum_by_definition(g, x) for x in h.left],
                       list(g.right) + [ordinal_sum_by_definition(g, x) for x in h.right],
                       ctx=CTX)


def test_ordinal_sum_against_its_definition_and_numbers():
    for g in DAY2 + SOME3:
        for h in DAY2:
            assert g.ordinal_sum(h) == ordinal_sum_by_definition(g, h)
    # Integers m, n >= 0: n : m = n + m; x : 0 = x, and sign-expansions of
    # numbers: 1 : -1 = 1/2, 1/2 : 1/4 = 9/16 above.
    for n in range(4):
        for m in range(4):
            assert G(str(n)).ordinal_sum(m) == n + m
    assert G("1").ordinal_sum(-1) == Fraction(1, 2)
    assert G("-1").ordinal_sum(Fraction(1, 2)) == Fraction(-3, 4)


@functools.lru_cache(maxsize=None)
def _selective(g, h):
    opts = []
    for side in ("left", "right"):
        gs, hs = getattr(g, side), getattr(h, side)
        opts.append([_selective(a, h) for a in gs] + [_selective(g, b) for b in hs]
                    + [_selective(a, b) for a in gs for b in hs])
    return cg.Game.new(*opts, ctx=CTX)


@functools.lru_cache(maxsize=None)
def _conjunctive(g, h):
    return cg.Game.new([_conjunctive(a, b) for a in g.left for b in h.left],
                       [_conjunctive(a, b) for a in g.right for b in h.right], ctx=CTX)


def test_conjunctive_and_selective_sums_against_their_definitions():
    for g in DAY2:
        for h in DAY2:
            assert g.selective_sum(h) == _selective(g, h)
            assert g.conjunctive_sum(h) == _conjunctive(g, h)
        assert G("0").selective_sum(g) == g and G("0").conjunctive_sum(g) == 0
    # A nim heap's selective compound adds the heaps (ONAG ch. 14).
    for a in range(5):
        for b in range(5):
            assert cg.Game.nimber(a, ctx=CTX).selective_sum(cg.Game.nimber(b, ctx=CTX)) \
                == cg.Game.nimber(a + b, ctx=CTX)


def test_conway_product_laws():
    numbers = [G(x) for x in ("0", "1", "-2", "1/2", "3/4", "-5/8")]
    for a in numbers:
        for b in numbers:
            assert a.conway_product(b) == a.to_fraction() * b.to_fraction()
            for c in numbers:   # a field: distributes over +
                assert a.conway_product(b + c) == a.conway_product(b) + a.conway_product(c)
    nimbers = [cg.Game.nimber(k, ctx=CTX) for k in (0, 1, 2, 3, 5, 6)]
    for a in nimbers:
        for b in nimbers:
            for c in nimbers:
                assert a.conway_product(b + c) == a.conway_product(b) + a.conway_product(c)
    for g in SOME3:
        for h in DAY2:
            assert g.conway_product(h) == h.conway_product(g)
        assert g.conway_product(0) == 0 and g.conway_product(1) == g
        assert g.conway_product(-1) == -g
    # CGSuite's laws of its ordinal product (partizan.h): 1 and 0 are units.
    for g in SOME3:
        assert g.ordinal_product(1) == g == G("1").ordinal_product(g)
        assert g.ordinal_product(0) == 0


def test_powers_against_their_definitions():
    for g in DAY2 + SOME3:
        assert g.pow_to(1) == g and g.pow_to(0) == 0
        for n in range(2, 5):
            # G^->n = {G^L, G^->(n-1) | G^R}
            assert g.pow_to(n) == cg.Game.new(list(g.left) + [g.pow_to(n - 1)], g.right)
        if list(g.left) == [G("0")] and len(g.right) == 1:   # a base {0 | H}
            h = g.right[0]
            assert g.pow(1) == g
            for n in range(2, 5):
                assert g.pow(n) == cg.Game.new([0], [h - g.pow_to(n - 1)])


def test_overheating_integers_and_halves():
    s, t = G("^"), G("1*")
    for n in range(-3, 4):
        assert G(str(n)).overheat(s, t) == n * s
    assert G("1/2").overheat(s, t) == cg.Game.new([t], [s - t])


def naive_misere(g):
    """(Left moving first wins, Right moving first wins) in misère play on
    the canonical form: a player without a move wins."""
    left_first = not g.left or any(not naive_misere(x)[1] for x in g.left)
    right_first = not g.right or any(not naive_misere(x)[0] for x in g.right)
    return left_first, right_first


def subpositions(g):
    seen, todo = set(), [g]
    while todo:
        x = todo.pop()
        if x not in seen:
            seen.add(x)
            todo.extend(x.left + x.right)
    return seen


def stop_count_by_definition(g):
    if g.is_number:
        return 1
    return sum(stop_count_by_definition(x) for x in g.left + g.right)


def test_misere_outcome_stops_and_followers_against_the_game_tree():
    for g in DAY3:
        lf, rf = naive_misere(g)
        assert g.misere_outcome() == {(True, True): "N", (False, False): "P",
                                      (True, False): "L", (False, True): "R"}[(lf, rf)]
        assert g.stop_count() == stop_count_by_definition(g)
        followers = g.followers()
        assert len(followers) == g.follower_count() == len(set(followers))
        assert set(followers) == subpositions(g)
    assert G("*3").stop_count() == 2 * 3 ** 2   # SC(*n) = 2.3^(n-1), partizan.h
    # A list longer than the first call's room (64) takes the second call:
    # the integer 100 has the followers 0, 1, ..., 100.
    assert G("100").followers() == tuple(G(str(k)) for k in range(101))
    assert len(G("*70").incentives("left")) == 70 == len(G("*70").left)


def test_incentive_sets_are_the_undominated_option_incentives():
    for g in DAY3:
        per_option = g.incentives("left") + g.incentives("right")
        both = g.incentives()
        assert set(both) <= set(per_option) and len(both) == len(set(both))
        for i in per_option:   # each dropped one is exceeded by a kept one
            assert i in both or any(i < j for j in both)
        for j in both:
            assert not any(j < i for i in per_option)
        assert set(g.left_incentives()) <= set(g.incentives("left"))
        assert set(g.right_incentives()) <= set(g.incentives("right"))
        assert set(both) <= set(g.left_incentives()) | set(g.right_incentives())
    assert G("^").incentives() == (G("^*"),)   # thermal.h: v < ^*
    with pytest.raises(ValueError):
        G("^").incentives("both")


def test_predicates_against_their_definitions():
    nimbers = [cg.Game.nimber(k, ctx=CTX) for k in range(4)]
    for g in DAY3:
        stops = g.stops
        assert g.is_integer == (g.is_number and g.to_fraction().denominator == 1)
        assert g.is_nimber == (g in nimbers)
        assert g.is_numberish == (stops[0] == stops[1])
        assert g.is_ordinal == (g.is_integer and g >= 0)
        assert g.is_idempotent == (g + g == g)
        # ONAG: even is 0 or all options odd, odd is not 0 with all options even
        opts = g.left + g.right
        assert g.is_even == (g == 0 or all(x.is_odd for x in opts))
        assert g.is_odd == (g != 0 and all(x.is_even for x in opts))
        assert g.is_even_tempered == (g.is_number or all(x.is_odd_tempered for x in opts))
        assert g.is_odd_tempered == (not g.is_number and all(x.is_even_tempered for x in opts))
        if g.is_number:
            assert g.is_number_tiny
        if not g.is_infinitesimal:
            assert not g.is_atomic
    assert G("{0||0|-1}").is_number_tiny and G("{1|0||0}").is_number_tiny
    assert not G("^").is_number_tiny and not G("{1|-1}").is_number_tiny


def test_uptimal_expansions_rebuild_the_game():
    ups = [G("0")] + [G("^").pow(k) for k in range(1, 6)]
    uptimal = 0
    for g in DAY3:
        assert g.is_uptimal == _has_expansion(g)
        if g.is_uptimal:
            uptimal += 1
            e = g.uptimal_expansion()
            rebuilt = cg.Game.number(e.number, ctx=CTX) + cg.Game.nimber(e.nimber, ctx=CTX)
            for k, a in enumerate(e.coefficients, 1):
                rebuilt = rebuilt + a * ups[k]
            assert rebuilt == g and (not e.coefficients or e.coefficients[-1] != 0)
            assert e.game() is g and "UptimalExpansion(" in repr(e)
    assert uptimal == 52   # partizan.h: the uptimal games born by day 3


def parse_expansion_text(text):
    """(number, nimber, coefficients) read back from CGSuite's text of an
    expansion (partizan.h): [x][*[m]].digits, a digit 0-9, A-Z (10 to 35)
    or (n), followed by '-' when negative; ".0" alone for no coefficient."""
    m = re.fullmatch(r"(-?\d+(?:/\d+)?)?(\*(\d*))?\.((?:[0-9A-Z]-?|\(\d+\)-?)+)", text)
    assert m, text
    number = Fraction(m.group(1)) if m.group(1) else Fraction(0)
    nimber = 0 if m.group(2) is None else int(m.group(3) or 1)
    coefficients = []
    for digit, minus in re.findall(r"([0-9A-Z]|\(\d+\))(-?)", m.group(4)):
        value = int(digit[1:-1]) if digit.startswith("(") else int(digit, 36)
        coefficients.append(-value if minus else value)
    if coefficients == [0]:
        coefficients = []
    return number, nimber, tuple(coefficients)


def test_expansion_text():
    # CGSuite's published texts (its UptimalExpansion)
    assert str(G("v*").uptimal_expansion()) == "*.1-"
    assert str(G("{0||0|v*}").uptimal_expansion()) == "*.12"
    assert str(G("73/16+v9*8").uptimal_expansion()) == "73/16*8.9-"
    assert str(G("0").uptimal_expansion()) == "0.0"
    # every other text read back gives the expansion's data
    games = [g for g in DAY3 if g.is_uptimal]
    games += [cg.Game.up(k, ctx=CTX) + G("*5") for k in (12, -35, 36, -400)]
    games += [G("^").pow(4).multiple(-3) + Fraction(-7, 8)]
    for g in games:
        e = g.uptimal_expansion()
        assert parse_expansion_text(str(e)) == (e.number, e.nimber, e.coefficients), str(e)
    e = cg.Game("^<40>", ctx=cg.Context()).uptimal_expansion()
    assert str(e).endswith("1") and len(str(e)) == 42   # "0." and 40 digits


def _has_expansion(g):
    try:
        g.uptimal_expansion()
        return True
    except cg.DomainError:
        return False


def test_atomic_weight_of_every_atomic_game():
    for g in DAY3:
        if g.is_dicotic:
            assert g.is_atomic   # all-small games are atomic (Winning Ways)
        if g.is_atomic:
            g.atomic_weight()
        else:
            with pytest.raises(cg.DomainError):
                g.atomic_weight()
    # Tiny(2) is atomic, of weight 0, as CGSuite says of Tiny(3/2) (thermal.h)
    assert G("{0||0|-2}").is_atomic and G("{0||0|-2}").atomic_weight() == 0
    assert G("^^*").atomic_weight() == 2 and G("^").multiple(5).atomic_weight() == 5


# ---- bad arguments ----

def test_bad_arguments():
    g, other = G("{1|-1}"), cg.Game("^", ctx=cg.Context())
    for method in ("ordinal_sum", "conjunctive_sum", "selective_sum", "conway_product",
                   "ordinal_product"):
        with pytest.raises(TypeError, match=method):
            getattr(g, method)("^")
        with pytest.raises(cg.InvalidArgumentError, match="another context"):
            getattr(g, method)(other)
        with pytest.raises(ValueError):   # not a dyadic number
            getattr(g, method)(Fraction(1, 3))
    with pytest.raises(TypeError):
        g.overheat(0, "1")
    with pytest.raises(cg.InvalidArgumentError):
        g.overheat(0, other)
    for t in ("1", 0.5, None, True):
        with pytest.raises(TypeError):
            g.cool(t)
        with pytest.raises(TypeError):
            g.walls_at(t)
    with pytest.raises(ValueError):
        g.cool(Fraction(1, 3))
    for t in (-1, Fraction(-3, 2)):
        with pytest.raises(cg.InvalidArgumentError, match="t > -1"):
            g.cool(t)
        with pytest.raises(cg.InvalidArgumentError, match="t > -1"), \
                pytest.warns(DeprecationWarning, match="use Game.cool"):
            g.cooled(t)   # the deprecated name: the same errors, and a warning
        with pytest.raises(cg.InvalidArgumentError):
            g.walls_at(t)
    # {1|-1} is not a base {0 | H}: the library's detail says so.
    with pytest.raises(cg.InvalidArgumentError, match=r"Game.pow\(3\): .*\{0 \| H\}"):
        g.pow(3)
    with pytest.raises(cg.RangeError, match="1 to 4096"):
        G("^").pow(0)
    with pytest.raises(cg.RangeError):
        G("^").pow_to(4097)
    with pytest.raises(TypeError):
        G("^").pow("3")
    with pytest.raises(ValueError):
        G("^").pow_to(-1)
    with pytest.raises(cg.DomainError, match="not uptimal"):
        g.uptimal_expansion()
    with pytest.raises(cg.DomainError, match="infinitesimal"):
        G("{2|1}").atomic_weight()


def test_node_limit():
    small = cg.Context(node_limit=50)
    big = cg.Game("{4|{2|0,*}||{-1|-3},*2}", ctx=small)
    with pytest.raises(cg.LimitError):
        big.conway_product(cg.Game("{3|{1|-1},^*||-2}", ctx=small))
    with pytest.raises(cg.LimitError):
        cg.Game("^", ctx=small).pow_to(100)
    with pytest.raises(cg.LimitError):
        cg.Game("^<100>", ctx=small).uptimal_expansion()
    with pytest.raises(cg.LimitError):
        cg.Game("*20", ctx=small).stop_count()
    # the same questions answer with room (stop_count: *20 has 2.3^19 runs)
    assert cg.Game("*20", ctx=cg.Context()).stop_count() == 2 * 3 ** 19


def test_doc_example():
    """The example of doc/python.md's section on these names, run as a doctest
    (skipped where the sources' doc directory is not there)."""
    path = os.path.join(os.path.dirname(__file__), "..", "..", "..", "doc", "python.md")
    if not os.path.exists(path):
        pytest.skip("no doc/python.md next to the tests")
    text = open(path, encoding="utf-8").read()
    m = re.search(r"## Operations on games.*?```python\n(.*?)```", text, re.S)
    assert m, "doc/python.md has no example for the game operations"
    test = doctest.DocTestParser().get_doctest(m.group(1), {}, "doc/python.md", path, 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.failures == 0 and runner.tries > 5
