"""A deliberately naive model of short partizan games, from the definitions.

Canonical forms by the textbook procedure (remove dominated options, bypass
reversible ones, repeat), the order by its recursive definition
(G <= H iff no G^L >= H and no H^R <= G), sums, negatives, heating and Norton
products by their recursive definitions on canonical forms, every result
brought to canonical form, everything memoised by game. No theory beyond
that: no number arithmetic, no incentives, no translation shortcuts. The
benchmark of heating and Norton products (tests/bench/bench-heat-norton.py)
times the library against it and checks that both give the same games.
"""

import sys

sys.setrecursionlimit(100000)


class Game:
    """A canonical game; one object per game (interned by Model)."""

    __slots__ = ("id", "left", "right", "number")

    def __init__(self, ident, left, right):
        self.id = ident
        self.left = left     # tuple of Games, sorted by id
        self.right = right
        self.number = None   # the value (fractions.Fraction) when a number


class Model:
    """The games made so far and the memo tables of the operations."""

    def __init__(self):
        self._games = {}
        self._le = {}
        self._sum = {}
        self._neg = {}
        self.zero = self.game((), ())

    def game(self, left, right):
        """The canonical game whose canonical options are exactly these."""
        left = tuple(sorted(set(left), key=lambda g: g.id))
        right = tuple(sorted(set(right), key=lambda g: g.id))
        key = (tuple(g.id for g in left), tuple(g.id for g in right))
        g = self._games.get(key)
        if g is None:
            g = Game(len(self._games), left, right)
            g.number = self._number_value(g)
            self._games[key] = g
        return g

    @staticmethod
    def _number_value(g):
        # A canonical form is a number iff it is { | }, {n | }, { | n}, or
        # {a | b} with numbers a < b (then the simplest number between them).
        from fractions import Fraction
        if not g.left and not g.right:
            return Fraction(0)
        if len(g.left) > 1 or len(g.right) > 1:
            return None
        a = g.left[0].number if g.left else None
        b = g.right[0].number if g.right else None
        if (g.left and a is None) or (g.right and b is None):
            return None
        if b is None:
            return a + 1 if a.denominator == 1 and a >= 0 else None
        if a is None:
            return b - 1 if b.denominator == 1 and b <= 0 else None
        if a >= b:
            return None
        return (a + b) / 2   # canonical, so both have the same denominator

    def le(self, g, h):
        key = (g.id, h.id)
        r = self._le.get(key)
        if r is None:
            r = not any(self.le(h, gl) for gl in g.left) and \
                not any(self.le(hr, g) for hr in h.right)
            self._le[key] = r
        return r

    def canonical(self, left, right):
        """The canonical form of {left | right}, options already canonical."""
        left, right = set(left), set(right)
        while True:
            left = {a for a in left if not any(b is not a and self.le(a, b) for b in left)}
            right = {a for a in right if not any(b is not a and self.le(b, a) for b in right)}
            form = _Form(self, left, right)
            # Left A reverses through A^R <= G: replaced by A^R's Left options.
            a, rev = next(((a, ar) for a in left for ar in a.right if form.ge(ar)), (None, None))
            if a is not None:
                left = (left - {a}) | set(rev.left)
                continue
            a, rev = next(((a, al) for a in right for al in a.left if form.le(al)), (None, None))
            if a is not None:
                right = (right - {a}) | set(rev.right)
                continue
            return self.game(left, right)

    def add(self, g, h):
        key = (g.id, h.id) if g.id <= h.id else (h.id, g.id)
        r = self._sum.get(key)
        if r is None:
            r = self.canonical([self.add(x, h) for x in g.left] + [self.add(g, x) for x in h.left],
                               [self.add(x, h) for x in g.right] + [self.add(g, x) for x in h.right])
            self._sum[key] = r
        return r

    def neg(self, g):
        r = self._neg.get(g.id)
        if r is None:
            r = self.game([self.neg(x) for x in g.right], [self.neg(x) for x in g.left])
            self._neg[g.id] = r
        return r

    def integer(self, n):
        g = self.zero
        for _ in range(abs(n)):
            g = self.game([g], []) if n > 0 else self.game([], [g])
        return g

    def heat(self, g, t, memo=None):
        """G heated by t: G for a number, else {G^L heated + t | G^R heated - t}."""
        memo = {} if memo is None else memo
        if g.number is not None:
            return g
        r = memo.get(g.id)
        if r is None:
            mt = self.neg(t)
            r = self.canonical([self.add(self.heat(x, t, memo), t) for x in g.left],
                               [self.add(self.heat(x, t, memo), mt) for x in g.right])
            memo[g.id] = r
        return r

    def norton(self, g, u, memo=None):
        """G.U: n copies of U for the integer n, else
        {G^L.U + U + I | G^R.U - U - I} over every incentive I of U."""
        memo = {} if memo is None else memo
        r = memo.get(g.id)
        if r is not None:
            return r
        if g.number is not None and g.number.denominator == 1:
            n = int(g.number)
            one = u if n >= 0 else self.neg(u)
            r = self.zero
            for _ in range(abs(n)):
                r = self.add(r, one)
        else:
            incentives = [self.add(x, self.neg(u)) for x in u.left] + \
                         [self.add(u, self.neg(x)) for x in u.right]
            plus = [self.add(u, i) for i in incentives]
            minus = [self.neg(p) for p in plus]
            r = self.canonical([self.add(self.norton(x, u, memo), p) for x in g.left for p in plus],
                               [self.add(self.norton(x, u, memo), m)
                                for x in g.right for m in minus])
        memo[g.id] = r
        return r


class _Form:
    """{left | right} while it is being canonicalised: not a Game, so it is
    compared with games by the definition directly, memoised per form."""

    def __init__(self, model, left, right):
        self.model, self.left, self.right = model, left, right
        self._ge, self._le = {}, {}

    def ge(self, h):
        """h <= this form: no h^L >= it and no option F^R <= h."""
        r = self._ge.get(h.id)
        if r is None:
            r = not any(self.le(hl) for hl in h.left) and \
                not any(self.model.le(fr, h) for fr in self.right)
            self._ge[h.id] = r
        return r

    def le(self, h):
        """this form <= h: no option F^L >= h and no h^R <= it."""
        r = self._le.get(h.id)
        if r is None:
            r = not any(self.model.le(h, fl) for fl in self.left) and \
                not any(self.ge(hr) for hr in h.right)
            self._le[h.id] = r
        return r
