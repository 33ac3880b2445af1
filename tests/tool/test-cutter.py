#!/usr/bin/env python3
"""The cutter command: values, rows, tables, misere play and the node limit.

Usage: test-cutter.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-cutter; tool_check.py holds what the tool's tests share).
"""
import json

from tool_check import check, expect_usage_error, fields, run, run_section


def section_cutter():
    rc, out, err = run("cutter", "4", "4", "2", "2")
    check(rc == 0 and fields(out).get("grundy") == "5", f"cutter 4 4 2 2: {out!r} {err}")
    rc, out, _ = run("cutter", "2", "3", "2", "2", "--cells", "##./.##")
    check(rc == 0 and fields(out).get("grundy") == "0" and fields(out).get("cells") == "##./.##",
          f"cutter --cells: {out!r}")
    rc, out, _ = run("cutter", "table", "3", "4", "2", "2", "--csv")
    check(rc == 0 and out.splitlines() == ["r\\c,1,2,3,4", "1,1,2,0,1", "2,2,1,0,2", "3,0,0,0,0"],
          f"cutter table: {out!r}")
    rc, out, _ = run("cutter", "table", "6", "6", "2", "2", "--limit", "1000", "--csv")
    check(rc == 1 and "?" in out and "--limit" in _, "cutter table --limit marks boards over the limit")
    rc, out, _ = run("cutter", "row", "3", "8", "--csv")
    check(rc == 0 and out.splitlines() == ["k,grundy"] + [f"{k},{k % 4}" for k in range(1, 9)],
          f"cutter row: {out!r}")
    rc, _, err = run("cutter", "7", "7", "2", "2", "--limit", "100")
    check(rc == 1 and "limit" in err, f"cutter over the limit: {rc} {err!r}")
    for bad in (["cutter"], ["cutter", "0", "3", "1", "1"], ["cutter", "65", "3", "1", "1"],
                ["cutter", "3", "3", "0", "1"], ["cutter", "2", "2", "1", "1", "--cells", "##/#"],
                ["cutter", "2", "2", "1", "1", "--cells", "#a/##"], ["cutter", "table", "3"],
                ["cutter", "row", "0", "5"], ["cutter", "row", "2", "x"],
                ["cutter", "2", "2", "1", "1", "--bogus"]):
        expect_usage_error(*bad)
    # Misère play, every 2 x 3 board under a 1 x 2 cutter, against the definition.
    import functools
    cuts = {frozenset((r, c) for r in range(pr, pr + 1) for c in range(pc, pc + 2)
                      if 0 <= r < 2 and 0 <= c < 3) for pr in range(0, 2) for pc in range(-1, 3)}

    @functools.lru_cache(maxsize=None)
    def wins(cookies):
        moves = [cookies - cut for cut in cuts if cookies & cut]
        return not moves or any(not wins(m) for m in moves)
    for mask in range(64):
        cookies = frozenset((i // 3, i % 3) for i in range(6) if mask >> i & 1)
        pattern = "/".join("".join("#" if (r, c) in cookies else "." for c in range(3)) for r in range(2))
        rc, out, err = run("cutter", "2", "3", "1", "2", "--cells", pattern, "--misere", "--json")
        d = json.loads(out) if rc == 0 else {}
        check(d.get("play") == "misere" and "grundy" not in d
              and d.get("outcome") == ("N" if wins(cookies) else "P"),
              f"cutter --misere {pattern}: {rc} {out!r} {err!r}")
    # A misère search stopped by its limit is a failure, not the normal-play
    # value shown as misère (it printed "P, remoteness 0" with exit 0).
    rc, out, err = run("cutter", "1", "30", "1", "1", "--misere", "--limit", "1000")
    check(rc == 1 and out == "" and "passed 1000 nodes" in err, f"cutter --misere at its limit: {rc} {out!r} {err!r}")


run_section(section_cutter)
