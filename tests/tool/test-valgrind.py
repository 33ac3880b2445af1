#!/usr/bin/env python3
"""Run the cookiegame tool under valgrind on one command line of each kind.

Usage: test-valgrind.py VALGRIND PATH-TO-cookiegame

Each command must exit with its usual status, and valgrind must find no
memory error and no definite or indirect leak (it would exit 99). The list
covers every subcommand's text, JSON and CSV paths, bad input, the node
limit, and fields that do not fit (the "does not fit" field once leaked).
"""
import subprocess
import sys
import time

VALGRIND, TOOL = sys.argv[1], sys.argv[2]
LEAK = 99

# (arguments, standard input, expected exit status)
COMMANDS = [
    (["analyze", "1", "2", "3", "3", "6"], None, 0),
    (["analyze", "0", "1", "1", "3", "4", "5", "8", "8", "--json"], None, 0),
    (["analyze", "-", "--csv"], "3 2 1\n1 2 3 3 6\n", 0),
    (["analyze", "-"], "1 2\0 3\n", 2),
    (["analyze", "1", "x"], None, 2),
    (["hunt", "5", "--threads", "3"], "1 2 5 5 7 7 7\n", 0),
    (["hunt", "2"], "1\0 2 3\n", 2),
    (["dcounts", "8", "--csv"], None, 0),
    (["census", "reduced", "9", "--threads", "2", "--json"], None, 0),
    (["census", "strict", "9", "--value", "2", "--csv", "--table", "positions"], None, 0),
    (["ap", "grundy", "3", "5"], None, 0),
    (["wythoff", "p", "10"], None, 0),
    (["wythoff", "grundy", "5", "7", "--json"], None, 0),
    (["zeckendorf", "100"], None, 0),
    (["cm", "cookie-monster", "--position", "3,5,6", "--json"], None, 0),
    (["cutter", "3", "3", "1", "1"], None, 0),
    (["cutter", "row", "4", "20", "--csv"], None, 0),
    (["game", "{2|1}+*"], None, 0),
    (["game", "{1/1267650600228229401496703205376|-1}"], None, 0),
    (["game", "{1/1267650600228229401496703205376|-1}", "--json"], None, 0),
    (["game", "{1/1267650600228229401496703205376|-1}", "--csv"], None, 0),
    (["game", "{0|*2,*40} - {0|*2,*40}", "--limit", "1000"], None, 1),
    (["game", "{2|"], None, 2),
    (["oddeven", "12"], None, 0),
    (["nim", "3", "5", "7", "--json"], None, 0),
    (["subtract", "1,3,4", "10"], None, 0),
    (["help", "game"], None, 0),
    (["no-such-command"], None, 2),
]


def main():
    failures = []
    for args, stdin, want in COMMANDS:
        start = time.monotonic()
        p = subprocess.run([VALGRIND, "--quiet", "--leak-check=full",
                            "--show-leak-kinds=definite,indirect",
                            "--errors-for-leak-kinds=definite,indirect",
                            f"--error-exitcode={LEAK}", TOOL, *args],
                           input=stdin, capture_output=True, text=True, timeout=600)
        took = time.monotonic() - start
        if p.returncode != want:
            what = "valgrind found errors" if p.returncode == LEAK else f"exit {p.returncode}, want {want}"
            failures.append(f"{args}: {what}\n{p.stderr[-3000:]}")
        print(f"{took:6.1f} s  exit {p.returncode}  {' '.join(args)}")
    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
