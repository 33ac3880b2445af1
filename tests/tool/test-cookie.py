#!/usr/bin/env python3
"""The cookie commands (analyze and its options): outputs, JSON and exit statuses.

Usage: test-cookie.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-cookie; tool_check.py holds what the tool's tests share).
"""
import json
import os

from tool_check import check, expect_usage_error, failures, run, run_to, run_section


def section_cookie():
    rc, out, err = run("analyze", "1", "2", "3", "3", "6")
    check(rc == 0, f"analyze 1 2 3 3 6: exit {rc} {err}")
    for needle in ("reduced form:     2 3 3 4", "surplus:          1", "strict:           no",
                   "D-value:          none", "outcome:          N", "grundy value:     1",
                   "winning interval: 0-4", "box diagram:"):
        check(needle in out, f"analyze 1 2 3 3 6: missing {needle!r}")

    rc, out, _ = run("analyze", "0", "1", "1", "3", "4", "5", "8", "8", "--json")
    check(rc == 0, "analyze --json exit")
    try:
        j = json.loads(out)
        check(j["dvalue"] == 5 and j["outcome"] == "N" and j["reduced"] == [1, 3, 4, 5, 6, 6]
              and j["surplus"] == 2 and j["strict"] is True and j["complete"] is True,
              f"analyze --json values: {j}")
        check(j["winning_interval"] == [1, 4] and j["winning_move"] in j["winning_moves"],
              "analyze --json winning moves")
        check(j["remoteness"] == j["suspense"] == 5, "remoteness = suspense = D")
    except (ValueError, KeyError) as e:
        failures.append(f"analyze --json: {e}: {out!r}")

    # Text forms, stdin, the empty position.
    rc, out, _ = run("analyze", "(1,", "2,", "4)", "--json")
    check(rc == 0 and json.loads(out)["outcome"] == "P", "analyze (1, 2, 4) is a P-position")
    rc, out, _ = run("analyze", "-", "--json", stdin="3 2 1\n")
    check(rc == 0 and json.loads(out)["position"] == [1, 2, 3], "analyze - reads stdin")
    rc, out, _ = run("analyze", "()", "--json")
    check(rc == 0 and json.loads(out)["outcome"] == "P", "analyze () is the empty position")

    # stdin: one position per line (blank and '#' lines skipped), JSON Lines.
    rc, out, err = run("analyze", "-", "--json", stdin="1 2 3\n\n# a comment\n4 5 6\r\n")
    lines = out.splitlines()
    check(rc == 0 and len(lines) == 2 and json.loads(lines[0])["position"] == [1, 2, 3]
          and json.loads(lines[1])["position"] == [4, 5, 6], f"analyze - reads one position per line: {out!r} {err!r}")
    rc, out, _ = run("analyze", "-", stdin="1 2 3\n4 5 6\n")
    check(rc == 0 and out.count("position:") == 2 and "\n\nposition:" in out, "analyze - text: one block per line")
    rc, out, err = run("analyze", "-", "--json", stdin="1 2\nxyz\n3\n")
    check(rc == 2 and len(out.splitlines()) == 2 and "line 2" in err, f"analyze - names the bad line: {rc} {err!r}")
    rc, out, err = run("analyze", "-", stdin="\n# nothing\n")
    check(rc == 2 and out == "" and "no position" in err, f"analyze - without positions: {rc} {err!r}")

    # Counts agree with their nouns.
    rc, out, _ = run("analyze", "1")
    check(rc == 0 and "(1 heap)" in out and "exactly 1 move)" in out and "heaps)" not in out,
          f"analyze 1: singular nouns: {out!r}")

    # Writes that fail are failures (a full disk), with the reason.
    if os.path.exists("/dev/full"):
        for args in (["analyze", "1", "2", "3"], ["analyze", "1", "2", "--json"], ["zeckendorf", "100"],
                     ["dcounts", "5"], ["wythoff", "p", "3"], ["game", "{2|1}"]):
            rc, err = run_to("/dev/full", *args)
            check(rc == 1 and "cannot write" in err and "No space" in err, f"{args} > /dev/full: {rc} {err!r}")

    # A position too large to search within the limit: partial answer, exit 1.
    big = [str(x) for x in (1, 2, 2, 4, 5, 6, 6, 8, 9, 10, 10, 12, 13, 14, 14, 16, 17, 18, 18, 20, 21, 22, 22, 24)]
    rc, out, err = run("analyze", *big, "--limit", "1000", "--json")
    check(rc == 1 and json.loads(out)["complete"] is False and "limit" in err, "analyze --limit")

    # A large strict position is answered by the theory.
    text = " ".join(str(i) for i in range(1, 100001))
    rc, out, _ = run("analyze", "-", "--json", stdin=text)
    j = json.loads(out) if rc in (0, 1) else {}
    check(j.get("dvalue") == 66667 and j.get("winning_interval") == [0, 66665],
          f"analyze 1..100000: {rc} {str(j)[:200]}")

    for bad in (["analyze"], ["analyze", "1", "-2"], ["analyze", "4294967296"], ["analyze", "1", "x"],
                ["analyze", "1,,2"], ["analyze", "1", "--bogus"], ["analyze", "1", "--limit"],
                ["analyze", "1", "--limit", "many"]):
        expect_usage_error(*bad)


run_section(section_cookie)
