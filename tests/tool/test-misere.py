#!/usr/bin/env python3
"""Misere play in analyze: outcomes and winning moves against the definition.

Usage: test-misere.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-misere; tool_check.py holds what the tool's tests share).
"""
import itertools

from tool_check import check, run, run_section


def section_misere():
    import functools
    import itertools
    import json as js

    @functools.lru_cache(maxsize=None)
    def first_wins(heaps):
        # Misère spoiled cookies from the definition: who cannot move wins.
        moves = [tuple(sorted(max(x - 1, 0) for i, x in enumerate(heaps) if i != k))
                 for k, h in enumerate(heaps) if h]
        return not moves or any(not first_wins(m) for m in moves)

    # Every position of at most 4 heaps of at most 4 through one JSON Lines
    # stream: the outcome and the exact winning moves.
    positions = [hs for n in range(1, 5) for hs in itertools.combinations_with_replacement(range(5), n)]
    stdin = "".join(" ".join(map(str, hs)) + "\n" for hs in positions)
    rc, out, err = run("analyze", "-", "--misere", "--json", stdin=stdin)
    check(rc == 0, f"analyze - --misere: exit {rc} {err}")
    lines = out.splitlines()
    check(len(lines) == len(positions), f"analyze - --misere: {len(lines)} lines")
    for hs, line in zip(positions, lines):
        d = js.loads(line)
        want = [k for k, h in enumerate(hs) if h and not first_wins(
            tuple(sorted(max(x - 1, 0) for i, x in enumerate(hs) if i != k)))]
        check(d["play"] == "misere" and d["outcome"] == ("N" if first_wins(hs) else "P")
              and d["winning_moves"] == want and d["grundy"] is None and d["complete"] is True
              and d["remoteness"] % 2 == (0 if d["outcome"] == "N" else 1),
              f"analyze {hs} --misere: {d}, want {want}")
    rc, out, _ = run("analyze", "3", "4", "5", "--misere")
    check(rc == 0 and "misere" in out and "P (the player to move loses)" in out
          and "grundy value:     none" in out, f"analyze 3 4 5 --misere: {out}")
    rc, out, _ = run("analyze", "()", "--misere")
    check(rc == 0 and "N (the player to move wins)" in out and "already won" in out,
          f"analyze () --misere: {out}")
    rc, out, _ = run("analyze", "2", "2", "4", "--misere", "--csv")
    check(rc == 0 and out.splitlines()[0].endswith(",play") and out.splitlines()[1].endswith(",misere"),
          f"analyze --misere --csv: {out}")
    rc, out, _ = run("analyze", "2", "2", "4", "--json")
    check(rc == 0 and js.loads(out)["play"] == "normal", f"analyze --json play: {out}")


run_section(section_misere)
