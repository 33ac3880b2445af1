#!/usr/bin/env python3
"""The wythoff command: P-positions, values and bad arguments.

Usage: test-wythoff.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-wythoff; tool_check.py holds what the tool's tests share).
"""
import json
import os
import tempfile

from tool_check import check, expect_usage_error, fields, run, run_section


def section_wythoff():
    rc, out, err = run("wythoff", "p", "1", "--count", "5", "--csv")
    check(rc == 0 and out.splitlines() == ["k,a_k,b_k", "1,1,2", "2,3,5", "3,4,7", "4,6,10", "5,8,13"],
          f"wythoff p --csv: {out!r} {err}")
    rc, out, _ = run("wythoff", "P", "7046029254386353130")
    check(rc == 0 and "18446744073709551615" in out, "wythoff P at the 64-bit boundary")
    rc, _, err = run("wythoff", "p", "7046029254386353131")
    check(rc == 2 and "out of range" in err, "wythoff p past the boundary")
    rc, out, _ = run("wythoff", "grundy", "3", "5")
    f = fields(out)
    check(rc == 0 and f.get("grundy") == "0" and f.get("outcome") == "P" and f.get("winning_moves") == "none",
          f"grundy 3 5: {out!r}")
    rc, out, _ = run("wythoff", "grundy", "2", "2")
    check(rc == 0 and fields(out).get("grundy") == "1"
          and fields(out).get("winning_moves") == "(0, 0) (1, 2) (2, 1)",
          f"grundy 2 2: {out!r}")
    rc, out, _ = run("wythoff", "table", "3", "4", "--csv")
    check(rc == 0 and out.splitlines() == ["x\\y,0,1,2,3", "0,0,1,2,3", "1,1,2,0,4", "2,2,0,1,5"],
          f"table 3 4: {out!r}")
    import os
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "w.pgm")
        rc, out, err = run("wythoff", "table", "16", "32", "--pgm", path)
        data = open(path, "rb").read() if os.path.exists(path) else b""
        check(rc == 0 and data.startswith(b"P5\n32 16\n255\n") and len(data) == 13 + 16 * 32,
              f"table --pgm: {rc} {err} {len(data)}")
        rc, _, err = run("wythoff", "table", "4", "4", "--pgm", os.path.join(d, "no", "such"))
        check(rc == 2 and err.startswith("cookiegame: "), "pgm to a bad path")
    rc, out, _ = run("zeckendorf", "100")
    check(rc == 0 and fields(out).get("zeckendorf") == "89 + 8 + 3" and fields(out).get("successor") == "162",
          f"zeckendorf: {out!r}")
    rc, out, _ = run("zeckendorf", "18446744073709551615", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(sum(doc.get("zeckendorf", [])) == 2 ** 64 - 1 and doc.get("successor", 0) is None,
          f"zeckendorf --json at the top: {out!r}")
    for bad in (["wythoff"], ["wythoff", "p", "-1"], ["wythoff", "grundy", "1"],
                ["wythoff", "table", "0", "3"], ["wythoff", "nope"], ["zeckendorf", "1x"],
                ["zeckendorf", "18446744073709551616"], ["wythoff", "p", "3", "--bogus"]):
        expect_usage_error(*bad)


run_section(section_wythoff)
