"""Numbers with denominators past 64 bits, against exact rationals.

The library holds a number num / 2^k with k <= 1024, num in lowest terms
within 64 bits and an integer part within 2^62 (partizan.h), and does its
arithmetic in 64 and 128 bits. Python's Fractions are an independent
implementation of the same arithmetic with integers of any size: every
result here is computed from the definitions with them (the simplest number
between two numbers, a switch's mean and temperature, sums, the order), and
the library must agree, or refuse with RangeError exactly when the exact
result is not a number it holds.
"""

import random
from fractions import Fraction

import pytest

import cookiegame as cg

MAX_LOG2_DEN = 1024
MAX_INTEGER = 2**62


def held(x: Fraction) -> bool:
    """partizan.h's rule, written out with exact rationals."""
    den = x.denominator
    if den & (den - 1) != 0 or den.bit_length() - 1 > MAX_LOG2_DEN:
        return False
    if not -(2**63) <= x.numerator < 2**63:
        return False
    if den == 1:
        return abs(x) <= MAX_INTEGER
    # A fraction's canonical form holds the integers on both sides of it.
    floor = x.numerator // den
    return -MAX_INTEGER <= floor < MAX_INTEGER


def simplest_between(a: Fraction, b: Fraction) -> Fraction:
    """The simplest number strictly between a < b (the simplicity theorem):
    the integer of least magnitude if one lies between, else the dyadic with
    the least denominator."""
    if a < 0 < b:
        return Fraction(0)
    if b <= 0:
        return -simplest_between(-b, -a)
    n = a.numerator // a.denominator + 1   # the least integer above a
    if n < b:
        return Fraction(n)
    k = 1
    while True:
        m = (a * 2**k).__floor__() + 1
        if Fraction(m, 2**k) < b:
            return Fraction(m, 2**k)
        k += 1


def random_number(rng: random.Random) -> Fraction:
    """Dyadics near every edge: denominators small, near 2^64 and near
    2^1024, numerators of 1 to 63 bits, and now and then an integer."""
    kind = rng.randrange(8)
    if kind == 0:
        return Fraction(rng.randrange(-(2**62), 2**62 + 1))
    k = rng.choice([rng.randrange(1, 8), rng.randrange(56, 72), rng.randrange(120, 140),
                    rng.randrange(1000, MAX_LOG2_DEN + 1), rng.randrange(1, MAX_LOG2_DEN + 1)])
    bits = rng.choice([1, 2, 8, 30, 62, 63])
    num = rng.randrange(1, 2**bits) | 1
    return Fraction(-num if rng.randrange(2) else num, 2**k)


def make(x: Fraction, ctx: cg.Context) -> cg.Game:
    return cg.Game.dyadic(x.numerator, x.denominator.bit_length() - 1, ctx=ctx)


def numbers(rng: random.Random, ctx: cg.Context, n: int):
    out = []
    while len(out) < n:
        x = random_number(rng)
        if held(x):
            out.append((x, make(x, ctx)))
    return out


def test_numbers_are_made_written_and_read_exactly():
    rng, ctx = random.Random(1), cg.Context()
    for x, g in numbers(rng, ctx, 400):
        assert g.to_fraction() == x
        text = str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
        assert str(g) == text
        assert cg.Game(text, ctx=ctx) == g
        assert g.birthday >= x.denominator.bit_length()
        assert (-g).to_fraction() == -x


def test_the_bounds_of_the_rule():
    ctx = cg.Context()
    for x in [Fraction(1, 2**1024), Fraction(-(2**63) + 1, 2**1024), Fraction(2**63 - 1, 2**62),
              Fraction(1, 2**63), Fraction(3, 2**64)]:
        assert held(x)
        assert make(x, ctx).to_fraction() == x
    with pytest.raises(cg.RangeError):
        cg.Game.dyadic(1, MAX_LOG2_DEN + 1, ctx=ctx)
    for text in [f"1/{2**1025}", f"1+1/{2**100}", f"{{0|1/{2**1024}}}", f"{{1|1+1/{2**62}}}"]:
        with pytest.raises(cg.RangeError):
            cg.Game(text, ctx=ctx)


def test_sums_and_differences_are_exact_or_refused():
    rng, ctx = random.Random(2), cg.Context()
    pool = numbers(rng, ctx, 120)
    refused = made = 0
    for _ in range(3000):
        (x, g), (y, h) = rng.choice(pool), rng.choice(pool)
        for want, op in [(x + y, lambda: g + h), (x - y, lambda: g - h)]:
            if held(want):
                assert op().to_fraction() == want, (x, y)
                made += 1
            else:
                with pytest.raises(cg.RangeError):
                    op()
                refused += 1
    assert made > 400 and refused > 400   # both sides of the rule are met


def test_the_order_is_the_order_of_the_rationals():
    rng, ctx = random.Random(3), cg.Context()
    pool = numbers(rng, ctx, 150)
    # Neighbours that differ in the last bit of a fine denominator.
    for k in [62, 63, 64, 65, 127, 128, 129, 1023, 1024]:
        for x in [Fraction(1, 2**k), Fraction(-1, 2**k), Fraction(3, 2**k)]:
            pool.append((x, make(x, ctx)))
    for _ in range(4000):
        (x, g), (y, h) = rng.choice(pool), rng.choice(pool)
        want = (x > y) - (x < y)
        assert (g > h, g == h, g < h) == (want > 0, want == 0, want < 0), (x, y)


def test_forms_of_two_numbers_against_the_definitions():
    rng, ctx = random.Random(4), cg.Context()
    pool = numbers(rng, ctx, 100)
    for _ in range(1500):
        (a, g), (b, h) = rng.choice(pool), rng.choice(pool)
        if a < b:
            # {a | b} is the simplest number between them.
            want = simplest_between(a, b)
            if held(want):
                assert cg.Game.new([g], [h], ctx=ctx).to_fraction() == want, (a, b)
            else:
                with pytest.raises(cg.RangeError):
                    cg.Game.new([g], [h], ctx=ctx)
            continue
        # {a | b} with a >= b: a switch (or a*), stops a and b, mean (a+b)/2
        # and temperature (a-b)/2 when both are held.
        sw = cg.Game.new([g], [h], ctx=ctx)
        assert sw.stops == (a, b)
        mean, temp = (a + b) / 2, (a - b) / 2
        if held(mean) and held(temp):
            assert (sw.mean, sw.temperature) == (mean, temp), (a, b)
        else:
            with pytest.raises(cg.RangeError):
                sw.mean
