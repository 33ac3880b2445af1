#!/usr/bin/env python3
"""The cm command: values, tables and bad arguments.

Usage: test-cmnim.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-cmnim; tool_check.py holds what the tool's tests share).
"""
import itertools
import json

from tool_check import check, expect_usage_error, fields, run, run_section


def section_cmnim():
    rc, out, err = run("cm", "cookie-monster", "3", "9", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and out.startswith("jar0,jar1,jar2\n"), f"cm --csv (jars numbered from 0): {rc} {err}")
    # [BK]: the P-positions with all jars non-empty and below 10, up to order.
    inner = sorted({tuple(sorted(r)) for r in rows if min(r) > 0})
    check(inner == [(1, 1, 4), (1, 3, 3), (1, 5, 6), (2, 2, 6), (2, 3, 8), (2, 7, 7), (3, 4, 4),
                    (3, 6, 9), (5, 5, 7), (5, 8, 8)], f"cookie monster P-positions: {inner}")
    check(rows == sorted(rows) and len(rows) == 58, "lexicographic order")
    # Two jars: Wythoff's P-positions.
    rc, out, _ = run("cm", "cookie-monster", "2", "13", "--csv")
    check(out.splitlines()[1:] == ["0,0", "1,2", "2,1", "3,5", "4,7", "5,3", "6,10", "7,4", "8,13",
                                   "10,6", "13,8"],
          f"two jars: {out!r}")
    # Explicit sets, jars numbered from 0: Nim with a {0,1} move is Wythoff on
    # jars 0-1 plus a Nim jar; (1, 2, 0) is a P-position of it, (1, 0, 1) too.
    rc, out, _ = run("cm", "0+1", "3", "3", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and out.startswith("jar0,jar1,jar2\n") and (1, 2, 0) in rows and (1, 0, 1) in rows
          and (1, 1, 0) not in rows, f"cm 0+1: {out!r}")
    rc, out, _ = run("cm", "1+2", "3", "3", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and (0, 1, 2) in rows and (0, 1, 1) not in rows, f"cm 1+2 (jars 1 and 2): {out!r}")
    rc, out, _ = run("cm", "odd", "3", "3", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and all(a ^ b ^ c == 0 for a, b, c in rows) and len(rows) == 16, "odd game is Nim")
    # Misère play: single jars are Marienbad (Bouton's misère rule); two jars
    # of Cookie Monster are misère Wythoff, which differs from normal play
    # only in (0, 1), (1, 0), (2, 2).
    rc, out, _ = run("cm", "nim", "3", "6", "--misere", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    def marienbad_p(x):
        return (x[0] ^ x[1] ^ x[2]) == 0 if max(x) > 1 else sum(x) % 2 == 1
    want = [x for x in itertools.product(range(7), repeat=3) if marienbad_p(x)]
    check(rc == 0 and rows == want, f"cm nim --misere: {rows[:10]} want {want[:10]}")
    rc, out, _ = run("cm", "cookie-monster", "2", "13", "--misere")
    check(rc == 0 and out.startswith("11 misere P-positions") and " 0     1\n" in out
          and " 2     2\n" in out and " 3     5\n" in out, f"cm cookie-monster 2 --misere: {out!r}")
    # One position: outcome, Grundy value and remoteness of both plays against
    # a naive search of Cookie Monster here (every non-empty set of jars).
    def monster_values(x, misere):
        memo = {}
        def solve(y):
            if y not in memo:
                opts = []
                for mask in range(1, 1 << len(y)):
                    jars = [i for i in range(len(y)) if mask >> i & 1]
                    for t in range(1, min(y[i] for i in jars) + 1):
                        opts.append(solve(tuple(v - t if i in jars else v for i, v in enumerate(y))))
                if not opts:
                    memo[y] = (0, misere)             # (remoteness, mover wins)
                else:
                    wins = [r for r, w in opts if not w]
                    memo[y] = (1 + min(wins), True) if wins else (1 + max(r for r, _ in opts), False)
            return memo[y]
        return solve(tuple(x))
    for x in ((3, 5, 7), (1, 1, 4), (0, 1, 0), (0, 0, 0), (2, 2, 6, 1)):
        for misere in (False, True):
            args = ["cm", "cookie-monster", "--position", ",".join(map(str, x)), "--json"]
            rc, out, err = run(*args + (["--misere"] if misere else []))
            doc = json.loads(out) if rc == 0 else {}
            r, wins = monster_values(x, misere)
            check(doc.get("jars") == list(x) and doc.get("remoteness") == r
                  and doc.get("outcome") == ("N" if wins else "P")
                  and doc.get("play") == ("misere" if misere else "normal")
                  and (doc.get("grundy") is None) == misere,
                  f"cm --position {x} misere={misere}: {out!r} {err}")
    rc, out, _ = run("cm", "nim", "--position", "1,1", "--misere")
    check(rc == 0 and fields(out).get("outcome", "").startswith("N")
          and fields(out).get("remoteness") == "2", f"cm --position --misere text: {out!r}")
    rc, _, err = run("cm", "cookie-monster", "--position", "300,500,700", "--limit", "1000")
    check(rc == 1 and "limit" in err, f"cm --position over the limit: {rc} {err!r}")
    for bad in (["cm"], ["cm", "nim", "0", "3"], ["cm", "nim", "17", "3"], ["cm", "bogus", "3", "3"],
                ["cm", "1+3", "3", "3"], ["cm", "1++2", "3", "3"], ["cm", "nim", "3", "-1"],
                ["cm", "nim", "3", "3", "--bad"], ["cm", "nim", "--position"],
                ["cm", "nim", "--position", ""], ["cm", "nim", "--position", "1,,2"],
                ["cm", "nim", "--position", "1,x"], ["cm", "nim", "--position", "1,2,"],
                ["cm", "nim", "--position", ",".join(["1"] * 17)],
                ["cm", "nim", "--position", "18446744073709551616"],
                ["cm", "nim", "--position", "18446744073709551615,1"],
                ["cm", "1+3", "--position", "1,2"], ["cm", "nim", "3", "--position", "1,2"]):
        expect_usage_error(*bad)


run_section(section_cmnim)
