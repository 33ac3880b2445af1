#!/usr/bin/env python3
"""Run the cookiegame tool as a user would and check its output and exit statuses.

Usage: test-tool.py PATH-TO-cookiegame [SECTION...]
Sections: cookie (more are added by each module's commands).
"""
import json
import subprocess
import sys

TOOL = sys.argv[1]
failures = []


def run(*args, stdin=None):
    p = subprocess.run([TOOL, *args], input=stdin, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def check(cond, what):
    if not cond:
        failures.append(what)


def expect_usage_error(*args):
    rc, out, err = run(*args)
    check(rc == 2, f"{args}: exit {rc}, want 2")
    check(err.count("\n") == 1 and err.startswith("cookiegame: "), f"{args}: stderr {err!r}")
    check(out == "", f"{args}: printed {out!r} on stdout")


def section_common():
    rc, out, _ = run("help")
    check(rc == 0 and "analyze" in out, "help lists analyze")
    rc, out, _ = run("version")
    check(rc == 0 and out.startswith("cookiegame "), "version")
    expect_usage_error("no-such-command")


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


SECTIONS = {"common": section_common, "cookie": section_cookie}

for name in sys.argv[2:] or SECTIONS:
    SECTIONS[name]()
for f in failures:
    print("FAIL:", f, file=sys.stderr)
print("tool checks:", "ok" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
