#!/usr/bin/env python3
"""analyze --rows, --passes and --from-rows: the representations of a position.

Usage: test-representations.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-representations; tool_check.py holds what the tool's tests share).
"""
import itertools
import json
import os
import subprocess
import tempfile
import xml.etree.ElementTree as ET

from tool_check import TOOL, check, expect_usage_error, run, run_section


def section_representations():
    # [Propp]'s 1 2 4: rows of 3, 2, 1, 1 squares; passes of 1, 2 and 4 days.
    rc, out, _ = run("analyze", "4", "1", "2", "0", "--rows", "--passes", "--json")
    d = json.loads(out) if rc == 0 else {}
    check(d.get("rows") == [3, 2, 1, 1] and d.get("passes") == [1, 2, 4], f"--rows --passes: {out!r}")
    rc, out, _ = run("analyze", "1", "2", "4", "--rows", "--passes")
    check(rc == 0 and "King's rows:      3 2 1 1" in out and "1-day, 2-day, 4-day" in out, f"text: {out!r}")
    rc, out, _ = run("analyze", "1", "2", "4", "--json")
    check(rc == 0 and "rows" not in json.loads(out), "rows only when asked")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "box.svg")
        rc, _, err = run("analyze", "1", "2", "2", "3", "6", "6", "--svg", path)
        svg = ET.parse(path).getroot() if rc == 0 else None
        with open(path) as f:
            drawn = f.read()
        ns = "{http://www.w3.org/2000/svg}"
        rects = [r for r in svg.iter(ns + "rect")] if svg is not None else []
        marked = [r for r in rects if r.get("fill") == "#f6b26b"]
        # 20 squares; the two 6's win ([Propp], corrected): 12 marked, plus the legend's box
        check(len(rects) == 1 + 20 + 1 and len(marked) == 13, f"--svg: {rc} {err} {len(rects)} {len(marked)}")
        rc, _, err = run("analyze", "300", "--svg", path)
        check(rc == 1 and "at most" in err, f"--svg too tall: {rc} {err!r}")
        rc, _, err = run("analyze", "1", "2", "--svg", os.path.join(d, "no", "such.svg"))
        check(rc == 1 and "cannot write" in err, f"--svg bad path: {rc} {err!r}")
        # '-' is standard output, as for game --svg: the picture instead of
        # the summary, the same picture as the file's; no file called '-'.
        p = subprocess.run([os.path.abspath(TOOL), "analyze", "1", "2", "2", "3", "6", "6", "--svg", "-"],
                           capture_output=True, text=True, timeout=300, cwd=d)
        rc, out, err = p.returncode, p.stdout, p.stderr
        check(rc == 0 and out == drawn and err == "" and not os.path.exists(os.path.join(d, "-")),
              f"--svg -: {rc} {out[:40]!r} {err!r}")
        rc, out, _ = run("analyze", "300", "--svg", "-")
        check(rc == 1 and out == "", f"--svg - too tall: {rc} {out[:40]!r}")
    for form in ("--json", "--csv"):
        expect_usage_error("analyze", "1", "2", "--svg", "-", form)
    rc, _, err = run("analyze", "-", "--svg", "x.svg", stdin="1 2\n")
    check(rc == 2, f"--svg with '-': {rc} {err!r}")
    # --from-rows inverts --rows: every position of at most 4 heaps of 1..5
    # through one stream, rows out and back.
    positions = [hs for n in range(1, 5) for hs in itertools.combinations_with_replacement(range(1, 6), n)]
    rows = [json.loads(line)["rows"] for line in
            run("analyze", "-", "--rows", "--json",
                stdin="".join(" ".join(map(str, hs)) + "\n" for hs in positions))[1].splitlines()]
    rc, out, err = run("analyze", "-", "--from-rows", "--json",
                       stdin="".join(" ".join(map(str, r)) + "\n" for r in rows))
    back = [tuple(json.loads(line)["position"]) for line in out.splitlines()] if rc == 0 else []
    check(len(rows) == len(positions) and back == positions, f"--from-rows round trip: {rc} {err!r}")
    rc, out, _ = run("analyze", "--from-rows", "()", "--json")
    check(rc == 0 and json.loads(out)["position"] == [], f"--from-rows (): {out!r}")
    for bad in (["analyze", "--from-rows", "1", "2"], ["analyze", "--from-rows", "0"],
                ["analyze", "--from-rows", "2", "x"], ["analyze", "--from-rows", "4294967296"],
                ["analyze", "--from-rows", "() 1"]):
        expect_usage_error(*bad)


run_section(section_representations)
