#!/usr/bin/env python3
"""The table commands (dcounts, census, ap): outputs, checkpoints and limits.

Usage: test-tables.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-tables; tool_check.py holds what the tool's tests share).
"""
import json
import os
import subprocess
import tempfile
import time

from tool_check import SANITIZED, TOOL, check, expect_usage_error, run, run_section


def section_tables():
    rc, out, _ = run("dcounts", "16", "--csv")
    rows = [r.split(",") for r in out.strip().splitlines()]
    check(rc == 0 and rows[0][0] == "n" and rows[0][-1] == "d=16", "dcounts --csv header")
    row16 = {rows[0][i]: v for i, v in enumerate(rows[-1])}
    check(row16.get("d=11") == "208" and row16.get("d=16") == "6435", f"dcounts row 16: {rows[-1]}")

    rc, out, _ = run("census", "strict", "20", "--csv", "--threads", "2")
    check(rc == 0, "census strict exit")
    check("\n\n" not in out, "census --csv writes one table")
    lv = [r.split(",") for r in out.strip().splitlines()]
    check(lv[0][:2] == ["n", "positions"] and len(lv) == 22, "census strict table shape")
    check(all(r[-1] in ("0", "1", "2", "3") for r in lv[1:]), "strict Grundy values at most 3 to 20")
    check(lv[-1][1] == str(2 ** 19), "census strict 20 positions")
    rc, out, _ = run("census", "strict", "20", "--csv", "--table", "first", "--threads", "2")
    check(rc == 0 and out.splitlines()[0] == "g,n,first position" and "3,4,(2 3 4 4)" in out,
          f"first strict position of value 3: {out!r}")
    rc, out, _ = run("census", "strict", "12", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(doc.get("family") == "strict" and doc.get("nmax") == 12 and len(doc.get("levels", [])) == 13
          and any(e.get("g") == 3 for e in doc.get("first_positions", [])), f"census --json: {out[:200]!r}")
    expect_usage_error("census", "strict", "5", "--table", "first")

    rc, out, _ = run("census", "reduced", "11", "--threads", "1")
    check(rc == 0 and "(2 3 4 6 9 9 11 11 11 11 11)" in out and "(1 2 5 5 7 7 7)" in out,
          "census reduced: first positions of values 4 and 5")
    # Every position of a value, against the tool's own analyze on every
    # reduced position of 9 heaps (all of them through one stream).
    rc, out, _ = run("census", "reduced", "9", "--value", "4", "--csv", "--table", "positions")
    listed = [line.split(",")[2].strip("()") for line in out.splitlines()[1:] if line.startswith("4,9,")]
    def reduced_tuples(n, lo=1, k=1):
        if k > n:
            yield ()
            return
        for v in range(max(lo, k), n + 1):
            if k < n or v == n:
                for rest in reduced_tuples(n, v, k + 1):
                    yield (v,) + rest
    tuples = list(reduced_tuples(9))
    values = [json.loads(line)["grundy"] for line in
              run("analyze", "-", "--json", stdin="".join(" ".join(map(str, t)) + "\n" for t in tuples))[1].splitlines()]
    want = [" ".join(map(str, t)) for t, g in zip(tuples, values) if g == 4]
    check(rc == 0 and len(tuples) == 4862 and listed == want and len(want) == 15,
          f"census --value 4 at 9 heaps: {len(listed)} listed, {len(want)} by analyze")
    rc, out, _ = run("census", "reduced", "11", "--json", "--threads", "2")
    doc = json.loads(out) if rc == 0 else {}
    check([(e["g"], e["n"]) for e in doc.get("positions", [])][:1] == [(5, 11)]
          and len(doc.get("positions", [])) == 3, f"census --json positions of the largest value: {out[-300:]!r}")
    rc, out, _ = run("census", "strict", "24", "--value", "0", "--csv", "--table", "positions")
    check(rc == 0 and "0,24,(2683238 positions: too many to list)" in out, f"census: too many to list: {out[-200:]!r}")
    # --list-max: value 1 with 14 heaps (1 116 159 positions) listed whole,
    # in order, each line a position of value 1 for the memoised search
    # (every 4999th asked of `analyze`); one short, only counted.
    rc, out, _ = run("census", "reduced", "14", "--value", "1", "--list-max", "1116159",
                     "--csv", "--table", "positions")
    rows = [line.split(",", 2) for line in out.splitlines()[1:] if line.startswith("1,14,")]
    wide = [tuple(int(h) for h in r[2].strip("()").split()) for r in rows]
    check(rc == 0 and len(wide) == 1116159 and all(a < b for a, b in zip(wide, wide[1:])),
          f"census --list-max: {rc}, {len(wide)} listed with 14 heaps")
    for h in wide[::4999]:
        rc, got, _ = run("analyze", *map(str, h), "--json")
        check(rc == 0 and json.loads(got).get("grundy") == 1, f"census --list-max: {h}: {got[:120]!r}")
    rc, out, _ = run("census", "reduced", "14", "--value", "1", "--list-max", "1116158",
                     "--csv", "--table", "positions")
    check(rc == 0 and "1,14,(1116159 positions: too many to list)" in out,
          f"census --list-max one short: {out[-200:]!r}")
    expect_usage_error("census", "reduced", "14", "--list-max", "2000000")
    expect_usage_error("census", "strict", "14", "--value", "1", "--list-max", "2000000")
    expect_usage_error("census", "reduced", "14", "--value", "1", "--list-max", "1048575")
    expect_usage_error("census", "reduced", "14", "--value", "15", "--list-max", "2000000")
    # --checkpoint: a run killed (SIGKILL, no chance to clean up) after some
    # level resumes to the same tables as a run never stopped.
    heaps = "14" if SANITIZED else "16"
    with tempfile.TemporaryDirectory() as d:
        ckpt = os.path.join(d, "ckpt")
        want = run("census", "reduced", heaps, "--csv", "--threads", "2")[1]
        want_listed = run("census", "reduced", heaps, "--csv", "--table", "positions")[1]
        p = subprocess.Popen([TOOL, "census", "reduced", heaps, "--checkpoint", ckpt, "--threads", "1"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 60
        while not os.path.exists(os.path.join(ckpt, "census.ckpt")) and time.time() < deadline:
            time.sleep(0.01)
        time.sleep(0.2)
        p.kill()
        p.wait()
        killed_early = p.returncode == -9
        saved = sorted(os.listdir(ckpt))
        rc, got, err = run("census", "reduced", heaps, "--checkpoint", ckpt, "--csv", "--threads", "2")
        check(rc == 0 and got == want, f"census --checkpoint resumed after a kill: {rc} {err!r} {saved}")
        rc, got, _ = run("census", "reduced", heaps, "--checkpoint", ckpt, "--csv", "--table", "positions")
        check(rc == 0 and got == want_listed and os.listdir(ckpt) == ["census.ckpt"],
              f"census --checkpoint finished: answered from the statistics {os.listdir(ckpt)}")
        check(killed_early or saved == ["census.ckpt"], f"the kill came after the end: {saved}")
        rc, _, err = run("census", "reduced", str(int(heaps) + 1), "--checkpoint", ckpt)
        check(rc == 1 and "cannot be extended" in err, f"census --checkpoint extended: {rc} {err!r}")
        rc, _, err = run("census", "outcomes", heaps, "--checkpoint", ckpt)
        check(rc == 1 and "another census" in err, f"census --checkpoint of another census: {err!r}")
        rc, _, err = run("census", "reduced", "5", "--checkpoint", os.path.join(d, "no", "such"))
        check(rc == 1 and "cannot create" in err, f"census --checkpoint bad directory: {err!r}")
    for bad in (["census", "reduced", "5", "--value"], ["census", "reduced", "5", "--value", "x"],
                ["census", "strict", "5", "--checkpoint", "x"], ["census", "reduced", "5", "--checkpoint"],
                ["census", "reduced", "5", "--value", "64"], ["census", "outcomes", "5", "--value", "1"],
                ["census", "outcomes", "5", "--csv", "--table", "positions"],
                ["census", "reduced", "5", "--csv", "--table", "everything"]):
        expect_usage_error(*bad)

    # The outcome census: classes per level add up to Catalan numbers, and each
    # class's first position has those outcomes when analysed one by one.
    rc, out, _ = run("census", "outcomes", "10", "--json", "--threads", "2")
    doc = json.loads(out) if rc == 0 else {}
    catalan = [1, 1, 2, 5, 14, 42, 132, 429, 1430, 4862, 16796]
    levels = doc.get("levels", [])
    check(doc.get("family") == "outcomes" and [int(r["positions"]) for r in levels] == catalan
          and all(sum(int(r[k]) for k in ("P/P", "P/N", "N/P", "N/N")) == int(r["positions"])
                  for r in levels), f"census outcomes --json: {out[:300]!r}")
    for e in doc.get("first_positions", []):
        heaps = e["first position"].strip("()").split() or ["()"]
        normal = json.loads(run("analyze", *heaps, "--json")[1])["outcome"]
        misere = json.loads(run("analyze", *heaps, "--misere", "--json")[1])["outcome"]
        check(e["class"] == f"{normal}/{misere}", f"census outcomes first {e}: {normal}/{misere}")
    rc, out, _ = run("census", "outcomes", "6", "--csv", "--table", "first")
    check(rc == 0 and "P/P,4,(2 2 4 4)" in out, f"census outcomes --csv first: {out!r}")

    # The tool prints the tables; tests/cookie/test-papers.c asserts the
    # paper's rules behind them.
    rc, out, _ = run("ap", "winning", "10", "12")
    check(rc == 0 and out.startswith("AP-positions a, a+1, ..., a+n-1: winning components")
          and "[Propp], Table 3" in out, "ap winning: title cites [Propp]")
    check(" 7-9 " in out and "7-11" in out, "ap winning: Table 3 cells")
    rc, out, _ = run("ap", "winning", "3", "4", "--csv")
    check(rc == 0 and out.splitlines() == ["a\\n,1,2,3,4", "1,1,2,,1-2", "2,2,,2,4-5", "3,3,,3-5,"],
          f"ap winning --csv: {out!r}")
    rc, out, _ = run("ap", "grundy", "20", "20", "--threads", "2", "--csv")
    rows = [list(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and len(rows) == 20 and all(len(r) == 21 for r in rows), "ap grundy: 20 x 20")
    period = (0, 1, 2, 0, 1, 3)
    check(all(rows[a - 1][n] == period[(a + n - 1) % 6]
              for a in range(1, 21) for n in range(2 * a - 1, 21)), "ap grundy: period 6 cells")

    for bad in (["dcounts"], ["dcounts", "67"], ["dcounts", "x"], ["census", "strict"],
                ["census", "odd", "5"], ["census", "strict", "49"], ["census", "strict", "5", "--threads", "0"],
                ["census", "strict", "5", "--max-memory", "lots"], ["ap", "winning", "0", "5"],
                ["ap", "grundy", "5", "35"], ["ap", "sideways", "3", "3"]):
        expect_usage_error(*bad)
    rc, out, err = run("census", "strict", "30", "--max-memory", "1M")
    check(rc == 1 and err.startswith("cookiegame: census needs 83.9 MB, more than") and out == "",
          f"census refused for memory: {err!r}")


run_section(section_tables)
