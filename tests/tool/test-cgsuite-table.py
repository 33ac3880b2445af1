#!/usr/bin/env python3
"""The tool reads the table of CGSuite inputs as the library does.

Usage: test-cgsuite-table.py PATH-TO-cookiegame PATH-TO-cgsuite-inputs.tsv

For each row of tests/data/cgsuite-inputs.tsv (its header says the columns),
`cookiegame game TEXT --json` and `cookiegame game GAME --json` print the same
canonical form (one text per canonical game), and a row marked "refused" exits
2 with nothing on standard output and one line on standard error that says
why (the library's detail).
"""
import json
import subprocess
import sys

TOOL, TABLE = sys.argv[1], sys.argv[2]
failures = []


def rows():
    with open(TABLE, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) not in (3, 4):
                failures.append(f"{TABLE}:{number}: {len(fields)} fields, not 3 or 4")
                continue
            yield number, fields[0], fields[1], fields[2], fields[3] if len(fields) == 4 else ""


def game(text):
    # "--" ends the options: a text may start with "--" ("--1").
    p = subprocess.run([TOOL, "game", "--json", "--", text], capture_output=True, text=True,
                       timeout=120)
    return p.returncode, p.stdout, p.stderr


def canonical(number, text):
    rc, out, err = game(text)
    if rc != 0:
        failures.append(f"{TABLE}:{number}: game {text!r}: exit {rc}: {err.strip()}")
        return None
    shown = json.loads(out)["canonical"]
    if "too long to print" in shown:
        failures.append(f"{TABLE}:{number}: game {text!r}: canonical form too long to compare")
        return None
    return shown


games = refused = 0
for number, text, plain, source, mark in rows():
    if mark == "refused":
        rc, out, err = game(text)
        # "cookiegame: game: 'TEXT': DETAIL; see ..." -- the detail is what follows the text.
        prefix = f"cookiegame: game: '{text}': "
        detail = err[len(prefix):] if err.startswith(prefix) else ""
        if rc != 2 or out != "" or err.count("\n") != 1 or not detail.strip() or "offset" not in detail:
            failures.append(f"{TABLE}:{number}: game {text!r} ({plain}): exit {rc}, {out!r}, {err!r}")
        refused += 1
    elif mark == "":
        a, b = canonical(number, text), canonical(number, plain)
        if a is not None and b is not None and a != b:
            failures.append(f"{TABLE}:{number}: game {text!r} is {a}, not {b} ({plain}) [{source}]")
        games += 1
    else:
        failures.append(f"{TABLE}:{number}: marker {mark!r} is not 'refused'")

print(f"{TABLE}: {games} texts read by the tool as the games beside them, {refused} refused")
if games < 100 or refused < 10:
    failures.append(f"{TABLE}: only {games} games and {refused} refusals: a cut file?")
for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
