#!/usr/bin/env python3
"""Heating and Norton products of sums of three random day-3 games: the
library (through the Python package) against the deliberately naive model of
tests/oracle/partizan_naive.py, which works from the definitions on canonical
forms. Both start from the same canonical forms, copied into the model
outside the measured time; each figure is the time of the operation alone,
and the two results of every sum are checked to be the same game. Reported:
both times and the ratio model / library (target: 10 or more).

    bench-heat-norton.py ORACLE-DIRECTORY
"""
import random
import sys
import time

import cookiegame as cg

SUMS = 60


def to_model(model, g, memo):
    """The model's game equal to the library's canonical game g."""
    key = hash(g)
    m = memo.get(key)
    if m is None:
        m = model.game([to_model(model, x, memo) for x in g.left],
                       [to_model(model, x, memo) for x in g.right])
        memo[key] = m
    return m


def compare(pn, ctx, what, sums, by_text, library_op, model_op):
    model, memo = pn.Model(), {}
    by = cg.Game(by_text, ctx=ctx)
    inputs = [to_model(model, g, memo) for g in sums]
    by_model = to_model(model, by, memo)

    t0 = time.perf_counter()
    mine = [library_op(g, by) for g in sums]
    lib_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    theirs = [model_op(model, g, by_model) for g in inputs]
    model_s = time.perf_counter() - t0
    for i, (a, b) in enumerate(zip(mine, theirs)):
        if to_model(model, a, memo) is not b:
            sys.exit(f"{what} by {by_text}: the library and the model disagree on sum {i}: {a}")
    n = len(sums)
    print(f"bench thermal: {what} by {by_text}, {n} sums: library {lib_s * 1e3:.1f} ms, "
          f"naive model {model_s * 1e3:.1f} ms: {model_s / lib_s:.1f} x  (target >= 10 x)")


def main(oracle_dir):
    sys.path.insert(0, oracle_dir)
    import partizan_naive as pn

    ctx = cg.Context(node_limit=0)
    day3 = cg.games_born_by(3, ctx=ctx)
    rng = random.Random(32)
    sums = [rng.choice(day3) + rng.choice(day3) + rng.choice(day3) for _ in range(SUMS)]
    compare(pn, ctx, "heating", sums, "1", lambda g, t: g.heated(t), lambda m, g, t: m.heat(g, t))
    compare(pn, ctx, "Norton product", sums, "^", lambda g, u: g.norton(u),
            lambda m, g, u: m.norton(g, u))
    # Heating by 1, then the Norton product of that by {1|*}, on half of them.
    half = sums[:SUMS // 2]
    compare(pn, ctx, "heating by 1 then Norton product", half, "{1|*}",
            lambda g, u: g.heated(1).norton(u),
            lambda m, g, u: m.norton(m.heat(g, m.integer(1)), u))


if __name__ == "__main__":
    main(sys.argv[1])
