#!/usr/bin/env python3
"""Every data command in all three forms: text, --json and --csv.

Usage: test-formats.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-formats; tool_check.py holds what the tool's tests share).
"""
import json

from tool_check import check, expect_usage_error, run, run_section


def section_formats():
    """Every data command in all three forms: --json is one JSON document (JSON
    Lines for analyze -), --csv one table with equal rows, both at once refused."""
    import csv
    import io
    commands = [
        ["analyze", "1", "2", "3"], ["dcounts", "6"], ["census", "strict", "8"],
        ["census", "reduced", "8"], ["ap", "winning", "4", "5"], ["ap", "grundy", "4", "5"],
        ["wythoff", "p", "1", "--count", "4"], ["wythoff", "grundy", "3", "5"],
        ["wythoff", "table", "3", "4"], ["zeckendorf", "100"], ["cm", "nim", "2", "3"],
        ["cutter", "3", "3", "2", "2"], ["cutter", "table", "2", "3", "1", "2"],
        ["cutter", "row", "3", "5"], ["game", "{2|1}+*"], ["oddeven", "12"],
    ]
    for cmd in commands:
        rc, out, err = run(*cmd, "--json")
        try:
            json.loads(out)
            ok = rc == 0 and out.endswith("\n") and out.count("\n") == 1
        except ValueError:
            ok = False
        check(ok, f"{cmd} --json: one JSON document: {rc} {out[:120]!r} {err}")
        rc, out, err = run(*cmd, "--csv")
        rows = list(csv.reader(io.StringIO(out)))
        check(rc == 0 and len(rows) >= 2 and len({len(r) for r in rows}) == 1,
              f"{cmd} --csv: one rectangular table: {rc} {out[:120]!r} {err}")
        expect_usage_error(*cmd, "--json", "--csv")
    rc, out, _ = run("game", "{3|1}", "--moves", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check([m.get("option") for m in doc.get("left_moves", [])] == ["3"]
          and doc.get("left_moves", [{}])[0].get("orthodox") is True and doc.get("mean") == "2"
          and doc.get("outcome") == "L" and doc.get("number") is False, f"game --moves --json: {out!r}")
    rc, out, _ = run("analyze", "-", "--csv", stdin="1 2 3\n\n# comment\n3 4 5\n")
    rows = list(csv.reader(io.StringIO(out)))
    check(rc == 0 and len(rows) == 3 and rows[0][0] == "position" and rows[2][0] == "3 4 5"
          and rows[1][rows[0].index("outcome")] == "P", f"analyze - --csv: {out!r}")


run_section(section_formats)
