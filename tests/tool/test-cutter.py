#!/usr/bin/env python3
"""The cutter command: values, rows, tables, misere play and the node limit.

Usage: test-cutter.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-cutter; tool_check.py holds what the tool's tests share).
"""
import json
import os
import tempfile

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



def section_checkpoint():
    # 5 x 6 under 2 x 2 stopped by --limit again and again: each run says where
    # the table is, and the runs end with the value of one never stopped.
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.ckpt")
        rc, out, err = run("cutter", "5", "6", "2", "2", "--json")
        want = json.loads(out)["grundy"] if rc == 0 else None
        check(want is not None, f"cutter 5 6 2 2: {rc} {err!r}")
        stops = 0
        while True:
            rc, out, err = run("cutter", "5", "6", "2", "2", "--limit", "20000", "--checkpoint", path,
                               "--json")
            if rc != 1 or stops > 200:
                break
            check(path in err and "go on" in err, f"a stopped run says where its table is: {err!r}")
            stops += 1
        check(rc == 0 and stops >= 2 and json.loads(out)["grundy"] == want,
              f"cutter --checkpoint after {stops} stops: {rc} {out!r} {err!r}")
        rc, out, err = run("cutter", "5", "6", "3", "3", "--checkpoint", path)
        check(rc == 2 and "2 x 2" in err, f"another cutter's table: {rc} {err!r}")
        with open(path, "r+b") as f:
            f.seek(80)
            b = f.read(1)
            f.seek(80)
            f.write(bytes([b[0] ^ 4]))
        rc, out, err = run("cutter", "5", "6", "2", "2", "--checkpoint", path)
        check(rc == 2 and "checksum" in err and out == "", f"a damaged table: {rc} {err!r}")
    expect_usage_error("cutter", "3", "3", "2", "2", "--misere", "--checkpoint", "x.ckpt")
    expect_usage_error("cutter", "3", "3", "2", "2", "--checkpoint")
    rc, _, err = run("cutter", "9", "3", "2", "2", "--checkpoint", "x.ckpt")
    check(rc == 2 and "8 x 8" in err and not os.path.exists("x.ckpt"), f"a checkpoint past 8 x 8: {rc} {err!r}")


def sections():
    section_cutter()
    section_checkpoint()


run_section(sections)
