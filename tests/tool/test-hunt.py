#!/usr/bin/env python3
"""hunt: the positions of value G found from those of value G-1, against the census.

Usage: test-hunt.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-hunt; tool_check.py holds what the tool's tests share).
"""
import json
import os
import tempfile

from tool_check import check, run, run_section


def section_hunt():
    # The hunt for value G from every position of value G-1 to N heaps must
    # find exactly the census's positions of value G to N+1 heaps (the census
    # is an independent engine), for several G.
    for g, n in ((4, 8), (5, 10), (6, 13)):
        rc, listing, _ = run("census", "reduced", str(n), "--value", str(g - 1), "--csv", "--table", "positions")
        rc2, out, err = run("hunt", str(g), "--csv", stdin=listing)
        found = sorted(line for line in out.splitlines()[1:])
        rc3, census, _ = run("census", "reduced", str(n + 1), "--value", str(g), "--csv", "--table", "positions")
        want = sorted(line for line in census.splitlines()[1:])
        check(rc == 0 and rc2 == 0 and rc3 == 0 and found == want and want,
              f"hunt {g} from value {g - 1} to {n} heaps: {found} want {want} {err}")
    rc, listing, _ = run("census", "reduced", "13", "--value", "5", "--csv", "--table", "positions")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "value5.csv")
        with open(path, "w") as f:
            f.write("# every position of value 5 to 13 heaps\n" + listing)
        rc, out, err = run("hunt", "6", "--from", path, "--json")
        doc = json.loads(out) if rc == 0 else {}
        check(doc.get("value") == 6 and doc.get("inputs") == 405 and doc.get("input_heaps") == [11, 13]
              and doc.get("complete_to") == 14
              and [(e["n"], e["found"]) for e in doc.get("levels", [])] == [(12, 0), (13, 0), (14, 2)]
              and [e["position"] for e in doc.get("found", [])] ==
              ["(3 6 7 9 9 11 12 12 14 14 14 14 14 14)", "(3 6 8 9 9 11 12 12 14 14 14 14 14 14)"],
              f"hunt --from --json: {rc} {out[:400]!r} {err}")
        rc, out, _ = run("hunt", "6", "--from", path, "--heaps", "13", "--csv", "--table", "levels")
        check(rc == 0 and out.splitlines() == ["n,candidates,largest,found", "12,35,4,0", "13,778,4,0"],
              f"hunt --heaps 13 --table levels: {out!r}")
        # --min-heaps: the 14-heap level alone, the same figures and finds.
        rc, out, _ = run("hunt", "6", "--from", path, "--min-heaps", "14", "--json")
        doc = json.loads(out) if rc == 0 else {}
        check(doc.get("min_heaps") == 14
              and [(e["n"], e["candidates"], e["found"]) for e in doc.get("levels", [])] == [(14, 6478, 2)]
              and len(doc.get("found", [])) == 2, f"hunt --min-heaps 14: {rc} {out[:300]!r}")
        rc, out, err = run("hunt", "6", "--from", path, "--min-heaps", "15")
        check(rc == 2 and "--min-heaps 15 is above" in err, f"hunt --min-heaps past --heaps: {rc} {err!r}")
        # What the text says is complete: the levels from --min-heaps need the
        # input from two heaps fewer; past the input's reach, a sample.
        rc, out, _ = run("hunt", "6", "--from", path, "--min-heaps", "14")
        check(rc == 0 and out.splitlines()[1] ==
              "complete at 14 heaps: if the input lists every position of value 5 with 12 to 13 "
              "heaps, every position of value 6 with 14 heaps is a candidate",
              f"hunt --min-heaps 14, text: {out[:400]!r}")
        rc, out, _ = run("hunt", "6", "--from", path, "--min-heaps", "15", "--heaps", "15")
        check(rc == 0 and out.splitlines()[1].startswith("a sample, complete at no level: a position "
                                                         "of value 6 with 15 heaps"),
              f"hunt --min-heaps 15 --heaps 15, text: {out[:400]!r}")
        rc, out, _ = run("hunt", "6", "--from", path)
        check(rc == 0 and "complete to 14 heaps" in out and "candidates of value 6 or more:" in out,
              f"hunt text: {out!r}")
    rc, out, _ = run("hunt", "5", stdin="1 2 5 5 7 7 7\n")
    check(rc == 0 and "no candidate has value 5 or more" in out, f"hunt without a find: {out!r}")
    for args, stdin in ((["hunt", "5"], "1 2\n"), (["hunt", "5"], "1 2 x\n"), (["hunt", "5"], "\n"),
                        (["hunt", "0"], "1\n"), (["hunt", "65"], "1\n"), (["hunt"], ""),
                        (["hunt", "5", "--table", "all"], ""), (["hunt", "5", "--from", "/no/such/file"], ""),
                        (["hunt", "5", "--heaps", "x"], ""), (["hunt", "5", "6"], ""),
                        # A NUL byte once cut "1\0 2 3" to the position (1).
                        (["hunt", "2"], "1\0 2 3\n"), (["hunt", "2"], "1\n1\0\n"),
                        (["analyze", "-"], "1 2\0 3\n")):
        rc, out, err = run(*args, stdin=stdin)
        check(rc == 2 and out == "" and err.count("\n") == 1 and err.startswith("cookiegame: "),
              f"{args} {stdin!r}: {rc} {out!r} {err!r}")


run_section(section_hunt)
