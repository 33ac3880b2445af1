#!/usr/bin/env python3
"""The impartial commands (nim, subtract): values, limits and bad arguments.

Usage: test-impartial.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-impartial; tool_check.py holds what the tool's tests share).
"""
import itertools
import json

from tool_check import check, expect_usage_error, run, run_section


def section_impartial():
    import itertools
    import json as js

    def nim(*args):
        rc, out, err = run("nim", *args, "--json")
        check(rc == 0, f"nim {args}: exit {rc} {err}")
        return js.loads(out)

    def naive_first_wins(heaps, misere, memo={}):
        key = (tuple(sorted(heaps)), misere)
        if key not in memo:
            options = [heaps[:i] + (t,) + heaps[i + 1:] for i, h in enumerate(heaps) for t in range(h)]
            memo[key] = misere if not options else any(not naive_first_wins(o, misere) for o in options)
        return memo[key]

    # Every position of at most 3 heaps of at most 4, both plays, against the
    # definition: the outcome and the exact winning moves.
    for n in range(1, 4):
        for heaps in itertools.product(range(5), repeat=n):
            for misere in (False, True):
                d = nim(*map(str, heaps), *(["--misere"] if misere else []))
                want = [[i, t] for i, h in enumerate(heaps) for t in range(h)
                        if not naive_first_wins(heaps[:i] + (t,) + heaps[i + 1:], misere)]
                first_wins = naive_first_wins(tuple(heaps), misere)
                check(d["outcome"] == ("N" if first_wins else "P") and d["winning_moves"] == want,
                      f"nim {heaps} misere={misere}: {d}, want {want}")
                check(d["heaps"] == list(heaps) and d["play"] == ("misere" if misere else "normal"),
                      f"nim {heaps}: {d}")
    big = nim("18446744073709551615", "1")
    check(big["nim_sum"] == 18446744073709551614 and big["winning_moves"] == [[0, 1]], f"{big}")
    rc, out, _ = run("nim", "1", "3", "5", "7", "--misere")
    check(rc == 0 and "P (the player to move loses)" in out, f"Marienbad's start: {out}")
    for bad in (["x"], ["-1"], ["18446744073709551616"], [], ["1", "--misery"]):
        rc, _, err = run("nim", *bad)
        check(rc == 2 and err.startswith("cookiegame: "), f"nim {bad}: exit {rc} {err!r}")

    # subtract: the generic engine through the tool, against the definition.
    import functools

    @functools.lru_cache(maxsize=None)
    def sub_wins(heaps, take, misere):
        options = [tuple(sorted(heaps[:i] + (h - t,) + heaps[i + 1:]))
                   for i, h in enumerate(heaps) for t in take if h >= t]
        return misere if not options else any(not sub_wins(o, take, misere) for o in options)
    for take in ((1, 3, 4), (2, 5)):
        for heaps in itertools.product(range(7), repeat=2):
            for misere in (False, True):
                rc, out, err = run("subtract", ",".join(map(str, take)), *map(str, heaps),
                                   *(["--misere"] if misere else []), "--json")
                d = json.loads(out) if rc == 0 else {}
                want = "N" if sub_wins(tuple(sorted(heaps)), take, misere) else "P"
                ok = d.get("outcome") == want
                if ok and d.get("winning_move") is not None:
                    i, size = d["winning_move"]
                    after = list(heaps)
                    after[i] = size
                    ok = heaps[i] - size in take and not sub_wins(tuple(sorted(after)), take, misere)
                check(ok, f"subtract {take} {heaps} misere={misere}: {rc} {out!r} {err!r}")
    values = [json.loads(run("subtract", "1,3,4", str(h), "--json")[1])["grundy"] for h in range(14)]
    check(values == [0, 1, 0, 1, 2, 3, 2] * 2, f"subtract 1,3,4 values: {values}")
    for bad in (["subtract"], ["subtract", "1,3"], ["subtract", "0", "3"], ["subtract", "1,,2", "3"],
                ["subtract", "1", "100001"], ["subtract", "1", "x"]):
        expect_usage_error(*bad)
    rc, _, err = run("subtract", "1", "300", "300", "300", "--misere", "--limit", "1000")
    check(rc == 1 and "--limit" in err, f"subtract past the limit: {rc} {err!r}")


run_section(section_impartial)
